/**
 * "A HASP rule ignored ≥ 2 times counts as one Sentinel hit" (docs/features.md B5/C3, seed v3 module
 * table "HASP 违规计数 ≥2 次 → 计入 Sentinel 子分"), as data: one hit per rule a source
 * counted twice or more, located in SKILL.md when it is still there. Sentinel's scorer
 * (modules/sentinel/score.ts) reads findings, so each item becomes one finding of
 * sentinel/ignored-rule: `ignoredRulesOf` reads the counts for a scan (the CLI's and the
 * editor's alike), and the rule reports them.
 */
import path from 'node:path';
import type { IgnoredRule } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { FAILURES_FILE, parseFailures } from '../../formats/failures.ts';
import { ruleLinks } from '../../formats/rule-rewordings.ts';
import { parseTestsYaml, TESTS_YAML_FILE } from '../../formats/tests-yaml.ts';
import { readRegressHistory, type RegressHistoryEntry } from '../../formats/regress-history.ts';
import type { IgnoreTally, RuleKey } from './ignores.ts';
import { mergeByLine } from './merge.ts';
import { countsOfFailures, countsOfRegressions } from './sources.ts';

export const SENTINEL_IGNORE_THRESHOLD = 2;

export interface IgnoredRuleHit {
  key: RuleKey;
  ruleText: string;
  count: number;
  /** SKILL.md (or skill.md) */
  file: string;
  /** 1-based line in SKILL.md; undefined when the rule is no longer there. */
  line?: number;
  lastIgnored?: string;
  /** Which sources counted it. */
  sources: string[];
}

export function ignoredRuleHits(doc: SkillDocument, counts: ReadonlyMap<RuleKey, IgnoreTally>): IgnoredRuleHit[] {
  const out: IgnoredRuleHit[] = [];
  for (const { key, tally: t, location: at } of mergeByLine(doc, counts)) {
    if (t.count < SENTINEL_IGNORE_THRESHOLD) continue;
    out.push({
      key,
      ruleText: at?.text.trim() ?? t.text,
      count: t.count,
      file: doc.skillFileName ?? 'SKILL.md',
      line: at?.line,
      lastIgnored: t.lastIgnored,
      sources: t.sources,
    });
  }
  return out.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
}

/**
 * The ignored rules of a skill from what its document holds (failures.jsonl and tests.yaml
 * are files of the folder) and the regression runs read from `.luban/`: pure.
 */
export function ignoredRulesInDocument(doc: SkillDocument, runs: readonly RegressHistoryEntry[] = []): IgnoredRule[] {
  const text = (rel: string) => doc.files.find((f) => f.path === rel)?.text?.text;
  const counts = new Map<RuleKey, IgnoreTally>();
  const failures = text(FAILURES_FILE);
  const parsed = failures !== undefined ? parseFailures(failures) : undefined;
  if (parsed) countsOfFailures(parsed.records, counts, parsed.rewordings);
  const tests = text(TESTS_YAML_FILE);
  const links = parsed ? ruleLinks(parsed.records, parsed.rewordings) : [];
  if (tests !== undefined && runs.length) countsOfRegressions(runs, parseTestsYaml(tests).tests, counts, links);
  return ignoredRuleHits(doc, counts).map((h) => ({ rule: h.ruleText, count: h.count, ...(h.line !== undefined ? { line: h.line } : {}), sources: h.sources }));
}

/**
 * The ignored rules of a skill on disk, for a scan: undefined when the skill keeps neither
 * failure reports nor regression cases (no file is opened then); the regression history
 * is read only when tests.yaml is there.
 */
export async function ignoredRulesOf(doc: SkillDocument): Promise<IgnoredRule[] | undefined> {
  if (!doc.paths.has(FAILURES_FILE) && !doc.paths.has(TESTS_YAML_FILE)) return undefined;
  const runs = doc.paths.has(TESTS_YAML_FILE) ? (await readRegressHistory(path.resolve(doc.dir))).entries : [];
  return ignoredRulesInDocument(doc, runs);
}
