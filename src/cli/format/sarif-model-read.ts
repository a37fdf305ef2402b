/**
 * `scan --model-read --format sarif` (issue 28): the model's concerns as a SARIF run of their own
 * (tool `luban-model-read`), so code scanning shows them apart from the static rules' results and
 * no viewer mistakes a model's reading for a finding. Skills the model did not read add nothing;
 * no run at all when no skill was read.
 */
import { VERSION, localTable, type Locale } from '../../core/api/base.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { REPOSITORY_FILES_URL, type LocalisedText } from '../../core/api/rules.ts';
import { modelVerdictText } from '../../frontend/report/model-read.ts';

export const MODEL_READ_RULE = 'sentinel/model-read';

const M = {
  rule: {
    en: "A model reading the skill as a security reviewer names this line (the person's model; not a static finding).",
    zh: '以安全审查者身份通读技能的模型指出了这一行（使用者自己的模型；不是静态发现）。',
  },
  result: { en: '{verdict} ({category}): {why} — a model reading this skill ({model})', zh: '{verdict}（{category}）：{why}——模型通读此技能（{model}）' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export function modelReadRuns(results: readonly SkillScanResult[], artifactUri: (dir: string, file: string) => string, locale: Locale): object[] {
  if (!results.some((r) => r.modelRead?.status === 'read')) return [];
  const sarifResults = results.flatMap((r) => {
    const read = r.modelRead;
    if (read?.status !== 'read') return [];
    return read.concerns.map((c) => ({
      ruleId: MODEL_READ_RULE,
      ruleIndex: 0,
      level: c.severity === 'do-not-install' ? 'error' : 'warning',
      message: { text: say(locale, 'result', { verdict: modelVerdictText(c.severity, locale), category: c.category, why: c.why, model: read.model }) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: artifactUri(r.doc.dir, c.file) },
            region: { startLine: c.line, startColumn: c.column, endLine: c.line, endColumn: c.endColumn },
          },
        },
      ],
      properties: { category: c.category, source: 'model', model: read.model, 'security-severity': c.severity === 'do-not-install' ? '8.0' : '5.0' },
    }));
  });
  const rule = {
    id: MODEL_READ_RULE,
    name: 'SentinelModelRead',
    shortDescription: { text: say(locale, 'rule') },
    helpUri: `${REPOSITORY_FILES_URL}docs/model-read.md`,
    defaultConfiguration: { level: 'warning' },
    properties: { module: 'Sentinel', source: 'model', tags: ['security'] },
  };
  return [
    {
      tool: {
        driver: {
          name: 'luban-model-read',
          version: VERSION,
          semanticVersion: VERSION,
          informationUri: 'https://github.com/luban-skills/luban',
          rules: [rule],
        },
      },
      columnKind: 'utf16CodeUnits',
      results: sarifResults,
    },
  ];
}
