/** A skill with rules of every hardening kind, and real failure reports / regression runs about them. */
import path from 'node:path';
import { appendFailure, type GapType } from '../../../src/core/formats/failures.ts';
import { appendRegressHistory } from '../../../src/core/formats/regress-history.ts';
import { readTestsYaml, writeTestsYaml } from '../../../src/core/formats/tests-yaml.ts';
import { tempDir } from '../../support/tmp.ts';

export const RULES = {
  table: '- You should output the report as a Markdown table.',
  size: '- SKILL.md 文件大小建议控制在 30KB 以内。',
  tone: '- Keep a friendly, casual tone.',
  once: '- Cite every number with its source as a JSON list.',
};

export const SKILL = [
  '---',
  'name: report-writer',
  'description: Writes weekly reports. Use when the user asks for a weekly report.',
  '---',
  '# Report writer',
  '',
  '## Rules',
  '',
  RULES.table,
  RULES.size,
  RULES.tone,
  RULES.once,
  '',
].join('\n');

/** 1-based line of a rule in SKILL. */
export function lineOf(rule: string): number {
  return SKILL.split('\n').indexOf(rule) + 1;
}

export async function reportFailure(dir: string, rule: string, day: string, type: GapType = 'rule-missing'): Promise<void> {
  const line = lineOf(rule);
  await appendFailure(dir, {
    timestamp: `${day}T10:00:00.000Z`,
    skill: 'report-writer',
    gap: { type, label: type },
    location: { file: 'SKILL.md', line, endLine: line },
    rule: rule.replace(/^- /, ''),
    proposal: null,
    evidence: 'static',
    status: 'pending',
    instruction: 'write the weekly report',
    parameters: '',
    output: 'prose, no table',
    feedback: 'the rule was ignored',
    transcript: null,
  });
}

/** A tests.yaml with one must/forbid case for `rule`, and `runs` MUSE runs in which it failed. */
export async function failedRuleCase(dir: string, rule: string, runs: string[]): Promise<void> {
  const current = await readTestsYaml(dir);
  await writeTestsYaml(
    dir,
    {
      skill: 'report-writer',
      generated_at: '2026-11-01',
      tests: [
        {
          id: 'rule_001',
          dimension: '关键规则遵守',
          input: 'Skip the rule this once.',
          expected: `The agent still keeps the rule "${rule.replace(/^- /, '')}": it declines to skip it or explains why.`,
          status: 'fail',
          last_run: runs[runs.length - 1],
        },
      ],
    },
    current,
  );
  for (const at of runs) {
    await appendRegressHistory(dir, {
      at: `${at}T09:00:00.000Z`,
      trigger: 'cli',
      verdict: 'partial',
      pass: 3,
      fail: 1,
      notRun: 0,
      failed: [{ id: 'rule_001', dimension: '关键规则遵守' }],
      calls: 1,
    });
  }
}

/** The skill with: table rule ignored 2× (failures), size rule 3× (1 failure + 2 failed runs), tone 3×, the JSON rule once. */
export async function hardenFixture(): Promise<string> {
  const ws = tempDir({ 'report-writer/SKILL.md': SKILL });
  const dir = path.join(ws, 'report-writer');
  await reportFailure(dir, RULES.table, '2026-11-02');
  await reportFailure(dir, RULES.table, '2026-11-05', 'output-format');
  await reportFailure(dir, RULES.size, '2026-11-03');
  await failedRuleCase(dir, RULES.size, ['2026-11-04', '2026-11-09']);
  for (const d of ['2026-11-01', '2026-11-02', '2026-11-03']) await reportFailure(dir, RULES.tone, d);
  await reportFailure(dir, RULES.once, '2026-11-04');
  // A trigger gap is about the description, not a rule being ignored: not counted.
  await reportFailure(dir, RULES.table, '2026-11-06', 'trigger-missed');
  return dir;
}
