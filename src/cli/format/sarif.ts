/**
 * SARIF 2.1.0 output (docs/features.md §9) for GitHub code scanning and other CI viewers.
 * One run, the rule catalogue in `tool.driver.rules`, artifact URIs relative to the
 * working directory with `/` separators, safe fixes as SARIF `fixes`.
 * Sentinel rules and results carry GitHub code scanning's `security-severity` (the
 * 0.1–10 score it ranks security alerts by) and the rules the `security` tag it needs
 * to treat them as security alerts (docs/features.md B5a).
 */
import path from 'node:path';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { allRules } from '../../core/api/scan.ts';
import { docsUrl, REPOSITORY_FILES_URL, type Finding, type SentinelCategory, type Severity } from '../../core/api/rules.ts';
import { securitySeverity } from '../../core/api/modules.ts';
import { VERSION } from '../../core/api/base.ts';
import { pick, type Locale } from '../../core/api/base.ts';
import { COLLISION_RULE } from '../../core/api/modules.ts';
import { modelReadRuns } from './sarif-model-read.ts';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

export function toSarif(results: SkillScanResult[], artifactUri: (dir: string, file: string) => string, locale: Locale): object {
  const rules = allRules.map((r) => ({
    id: r.meta.id,
    name: r.meta.id.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')),
    shortDescription: { text: pick(r.meta.description, locale) },
    helpUri: docsUrl(r.meta.id),
    defaultConfiguration: { level: LEVEL[r.meta.defaultSeverity] },
    properties: {
      module: r.meta.module,
      dimension: r.meta.dimension,
      ...(r.meta.category ? { category: r.meta.category } : {}),
      ...(r.meta.module === 'Sentinel' ? sentinelRuleProperties(r.meta.defaultSeverity, r.meta.category) : {}),
    },
  }));
  // Collisions are found across skills, not by a per-skill rule: their descriptor is added here.
  rules.push({
    id: COLLISION_RULE,
    name: 'CollisionsOverlap',
    shortDescription: {
      text:
        locale === 'zh-CN'
          ? '两个技能的描述不应重合到 agent 分不清该加载哪一个。'
          : "Two skills' descriptions do not overlap so much that an agent cannot tell which to load.",
    },
    // Not a registered rule (it compares skills with each other): its docs are the README's section.
    helpUri: `${REPOSITORY_FILES_URL}README.md#runtime-compatibility`,
    defaultConfiguration: { level: 'warning' },
    properties: { module: 'Profile', dimension: 'dim1' },
  });
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const sarifResults = results.flatMap((r) =>
    r.findings.map((f) => {
      const uri = artifactUri(r.doc.dir, f.file);
      const result: Record<string, unknown> = {
        ruleId: f.ruleId,
        level: LEVEL[f.severity],
        message: { text: f.message },
        locations: [{ physicalLocation: { artifactLocation: { uri }, region: region(f) } }],
        properties: { module: f.module, dimension: f.dimension, ...(f.category ? { category: f.category } : {}), ...securityProperty(f) },
      };
      if (f.related?.length) {
        result.relatedLocations = f.related.map((rel, i) => ({
          id: i + 1,
          physicalLocation: { artifactLocation: { uri: path.posix.normalize(artifactUri(r.doc.dir, rel.file)) }, region: regionOf(rel.range) },
          message: { text: rel.message },
        }));
      }
      const ruleIndex = index.get(f.ruleId);
      if (ruleIndex !== undefined) result.ruleIndex = ruleIndex;
      if (f.fix?.safe) {
        result.fixes = [
          {
            description: { text: f.fix.title },
            artifactChanges: f.fix.edits.map((e) => ({
              artifactLocation: { uri: artifactUri(r.doc.dir, e.file) },
              replacements: [{ deletedRegion: regionOf(e.range), insertedContent: { text: e.newText } }],
            })),
          },
        ];
      }
      return result;
    }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'luban', version: VERSION, semanticVersion: VERSION, informationUri: 'https://github.com/luban-skills/luban', rules } },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
      // `--model-read`: the model's concerns are a run of their own, never results of the static rules.
      ...modelReadRuns(results, artifactUri, locale),
    ],
  };
}

/** A rule's own rank, from its default severity: error → critical, warning → medium. */
const RULE_SECURITY_SEVERITY: Record<Severity, string> = { error: '9.0', warning: '5.0', info: '2.0' };

function sentinelRuleProperties(severity: Severity, category: SentinelCategory | undefined): Record<string, unknown> {
  return { 'security-severity': RULE_SECURITY_SEVERITY[severity], tags: category ? ['security', category] : ['security'] };
}

function securityProperty(f: Finding): Record<string, string> {
  const v = securitySeverity(f);
  return v === undefined ? {} : { 'security-severity': v };
}

function region(f: Finding) {
  return regionOf(f.range);
}

function regionOf(range: Finding['range']) {
  return { startLine: range.start.line, startColumn: range.start.column, endLine: range.end.line, endColumn: range.end.column };
}
