/**
 * The real ignore sources (docs/features.md E3: "counted from failed must/forbid cases and failure
 * reports"), each a reader over the store module that owns its file:
 *
 * - failure reports (store/failures.ts, `failures.jsonl`): every report EvoSkill located
 *   at a rule of SKILL.md. Trigger gaps (the description) and version drift (an external
 *   tool) are not a rule being ignored and are left out;
 * - failed must/forbid regression cases (store/regress-history.ts, one line per MUSE run;
 *   the case's rule text from store/tests-yaml.ts): each run in which a 关键规则遵守 case
 *   failed counts once for its rule. A behavioural case quotes its rule in `expected`
 *   ("…keeps the rule "X"…", 「X」).
 */
import { countIgnores, readFailures, type FailureRecord, type GapType, type RuleRewording } from '../../formats/failures.ts';
import { currentRuleText, ruleLinks } from '../../formats/rule-rewordings.ts';
import { readRegressHistory, type RegressHistoryEntry } from '../../formats/regress-history.ts';
import { readTestsYaml, type StoredCase } from '../../formats/tests-yaml.ts';
import { addIgnore, type IgnoreSource, type IgnoreTally, type RuleKey } from './ignores.ts';

/** Gap types that mean "the skill's rule was there and not followed (or not clear enough)". */
const RULE_GAPS: readonly GapType[] = ['rule-missing', 'instruction-conflict', 'flow-broken', 'output-format'];
const SKILL_FILES = new Set(['SKILL.md', 'skill.md']);

/** A case's rule (it names no file) through the rewordings of SKILL.md or skill.md. */
function currentRule(rule: string, links: readonly RuleRewording[]): string {
  for (const file of SKILL_FILES) {
    const now = currentRuleText(file, rule, links);
    if (now !== rule) return now;
  }
  return rule;
}
/** The seed's must/forbid dimension in tests.yaml. */
export const MUST_FORBID_DIMENSION = '关键规则遵守';

/**
 * Ignore counts from failure reports already read (pure; the source below reads the file).
 * A rule reworded since a report (HASP level 1, an applied patch) counts under its current text.
 */
export function countsOfFailures(
  records: readonly FailureRecord[],
  into: Map<RuleKey, IgnoreTally> = new Map(),
  rewordings: readonly RuleRewording[] = [],
): Map<RuleKey, IgnoreTally> {
  for (const c of countIgnores(records, { types: RULE_GAPS, rewordings: ruleLinks(records, rewordings) })) {
    if (!SKILL_FILES.has(c.file)) continue;
    addIgnore(into, c.rule, 'failures.jsonl', c.lastReported.slice(0, 10), c.count);
  }
  return into;
}

export const failureReportSource: IgnoreSource = {
  name: 'failures.jsonl',
  async counts(dir: string): Promise<Map<RuleKey, IgnoreTally>> {
    const f = await readFailures(dir);
    return countsOfFailures(f.records, new Map(), f.rewordings);
  },
};

const QUOTED = /[「"“]([^」"”]{4,})[」"”]/u;

/** The rule a must/forbid case is about: its `condition`, else the rule quoted in `expected`. */
export function ruleOfCase(c: Pick<StoredCase, 'condition' | 'expected'>): string | undefined {
  if (c.condition?.trim()) return c.condition.trim();
  const m = c.expected ? QUOTED.exec(c.expected) : null;
  return m?.[1].trim();
}

/**
 * Ignore counts from MUSE runs and the cases they ran (pure; the source below reads both
 * files). `links` (failures.jsonl's rewordings) carry a case's rule to its current text.
 */
export function countsOfRegressions(
  runs: readonly RegressHistoryEntry[],
  cases: readonly StoredCase[],
  into: Map<RuleKey, IgnoreTally> = new Map(),
  links: readonly RuleRewording[] = [],
): Map<RuleKey, IgnoreTally> {
  const out = into;
  const byId = new Map(cases.map((t) => [t.id, t]));
  for (const run of runs) {
    const seen = new Set<string>();
    for (const f of run.failed) {
      if (f.dimension !== MUST_FORBID_DIMENSION || seen.has(f.id)) continue;
      seen.add(f.id);
      const c = byId.get(f.id);
      const rule = c ? ruleOfCase(c) : undefined;
      if (rule) addIgnore(out, currentRule(rule, links), 'tests.yaml', run.at.slice(0, 10));
    }
  }
  return out;
}

export const regressionSource: IgnoreSource = {
  name: 'tests.yaml',
  async counts(dir: string): Promise<Map<RuleKey, IgnoreTally>> {
    const [history, tests, failures] = await Promise.all([readRegressHistory(dir), readTestsYaml(dir), readFailures(dir)]);
    return countsOfRegressions(history.entries, tests.tests, new Map(), ruleLinks(failures.records, failures.rewordings));
  },
};

/** What `luban harden` and "Luban: Harden Rules" count. */
export const DEFAULT_IGNORE_SOURCES: readonly IgnoreSource[] = [failureReportSource, regressionSource];
