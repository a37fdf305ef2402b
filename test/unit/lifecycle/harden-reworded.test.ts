/**
 * HASP escalation across its own fix (issue 31 item 1, seed v2 §六 Step 2 分级处理): a rule
 * reported twice is reworded by level 1 ("should" → "must"); the third report of the same
 * failure is located on the reworded line and counted with the first two, so `luban
 * harden` reaches level 2 (`hard_rules`). The whole walk runs through the CLI.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import { readFailures } from '../../../src/core/formats/failures.ts';

const SOFT = '- You should output the weekly report as a Markdown table with one row per project.';
const HARD = '- You must output the weekly report as a Markdown table with one row per project.';
const SKILL = [
  '---',
  'name: weekly-report',
  'description: Writes weekly reports. Use when the user asks for a weekly report.',
  '---',
  '# Weekly report',
  '',
  '## Rules',
  '',
  SOFT,
  '- Keep a friendly tone.',
  '',
].join('\n');
const LINE = 9;

function reportArgs(dir: string): string[] {
  return [
    'report-failure',
    dir,
    '--instruction',
    'write the weekly report for the team',
    '--output-text',
    'Project A went well. Project B is late.',
    '--feedback',
    'the weekly report was prose, not a Markdown table with one row per project',
  ];
}

test('a rule reworded by harden level 1 is the same rule: report 3 is located on the new line and harden reaches level 2', async () => {
  const ws = tempDir({ 'weekly-report/SKILL.md': SKILL });
  const dir = path.join(ws, 'weekly-report');
  const file = path.join(dir, 'SKILL.md');

  for (const n of [1, 2]) {
    const r = await cli(reportArgs(dir));
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`\\*\\*Location\\*\\*: SKILL\\.md:${LINE}\\b`), `report ${n}`);
  }
  const level1 = await cli(['harden', dir, '--yes']);
  assert.equal(level1.code, 0, level1.stderr);
  assert.match(level1.stdout, /level 1 \(Should → Must wording\): should → must/);
  assert.ok(readFileSync(file, 'utf8').includes(HARD), 'level 1 reworded the rule');

  // The same failure again, on the reworded rule.
  const third = await cli(reportArgs(dir));
  assert.match(third.stdout, /\*\*Gap type\*\*: Wrong output format/);
  assert.match(third.stdout, new RegExp(`\\*\\*Location\\*\\*: SKILL\\.md:${LINE}\\b`));
  assert.match(third.stdout, /reported 3 times: HASP hardening suggests level 2/);
  const kept = await readFailures(dir);
  assert.equal(kept.records.length, 3);
  assert.equal(kept.records[2].rule, HARD);
  assert.deepEqual(kept.problems, []);
  assert.deepEqual(
    kept.rewordings.map((r) => [r.file, r.from, r.to, r.by]),
    [['SKILL.md', SOFT, HARD, 'harden']],
    'harden kept the link old → new in failures.jsonl',
  );

  const level2 = await cli(['harden', dir, '--yes']);
  assert.equal(level2.code, 0, level2.stderr);
  assert.match(
    level2.stdout,
    new RegExp(`SKILL\\.md:${LINE} "- You must output the weekly report as a Markdown table[^"]*" — ignored 3× \\(failures\\.jsonl\\)`),
  );
  assert.match(level2.stdout, /level 2 \(hard_rules rule_001\)/);
  assert.doesNotMatch(level2.stdout, /no longer in SKILL\.md/);
  const after = readFileSync(file, 'utf8');
  const fm = parse(after.split('---\n')[1]) as { hard_rules: Array<Record<string, unknown>> };
  assert.equal(fm.hard_rules.length, 1);
  assert.equal(fm.hard_rules[0].violation_count, 3);
  assert.match(String(fm.hard_rules[0].should_activate), /You must output the weekly report as a Markdown table/);
});
