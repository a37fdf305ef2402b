/**
 * A rule is one rule across its rewordings (issue 31 item 1): the `"kind":"reworded"` lines
 * `luban harden` keeps in failures.jsonl and the applied single-line EvoSkill patches link
 * old → new text; counts, the Sentinel hits and a later report follow the link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import { appendRewordings, countIgnores, nextFailureId, parseFailures, readFailures } from '../../../src/core/formats/failures.ts';
import { currentRuleText, ruleLinks } from '../../../src/core/formats/rule-rewordings.ts';
import { combinedCounts } from '../../../src/core/engine/ignored/ignores.ts';
import { DEFAULT_IGNORE_SOURCES } from '../../../src/core/engine/ignored/sources.ts';
import { ignoredRulesInDocument } from '../../../src/core/engine/ignored/sentinel-hits.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { readRegressHistory } from '../../../src/core/formats/regress-history.ts';
import { failedRuleCase, reportFailure, RULES, SKILL } from '../lifecycle/harden-support.ts';

const HARD_TABLE = '- You must output the report as a Markdown table.';

function withTable(text: string): string {
  return text.replace(RULES.table, HARD_TABLE);
}

test('failures.jsonl: a reworded line is a link, not a problem; ids continue; links chain and stop at a cycle', async () => {
  const dir = path.join(tempDir({ 'report-writer/SKILL.md': SKILL }), 'report-writer');
  await reportFailure(dir, RULES.table, '2026-11-02');
  await appendRewordings(dir, [{ timestamp: '2026-11-03T00:00:00.000Z', file: 'SKILL.md', from: RULES.table, to: HARD_TABLE, by: 'harden' }]);
  await reportFailure(dir, RULES.table, '2026-11-04');
  const f = await readFailures(dir);
  assert.deepEqual(f.problems, []);
  assert.deepEqual(
    f.records.map((r) => r.id),
    ['EVO-1', 'EVO-2'],
  );
  assert.equal(nextFailureId(f.records), 'EVO-3');
  assert.deepEqual(
    f.rewordings.map((r) => [r.from, r.to, r.by]),
    [[RULES.table, HARD_TABLE, 'harden']],
  );
  // The fixture's reports quote the rule without its list marker: still the same rule.
  const counts = countIgnores(f.records, { rewordings: ruleLinks(f.records, f.rewordings) });
  assert.deepEqual(
    counts.map((c) => [c.rule, c.count]),
    [[HARD_TABLE, 2]],
  );
  // Without the links every text is its own rule (what a caller that passes none sees).
  assert.equal(countIgnores(f.records)[0].count, 2);
  const links = [
    { timestamp: '1', file: 'SKILL.md', from: 'A rule', to: 'B rule', by: 'harden' },
    { timestamp: '2', file: 'SKILL.md', from: 'B rule', to: 'C rule', by: 'harden' },
    { timestamp: '3', file: 'SKILL.md', from: 'C rule', to: 'A rule', by: 'harden' },
  ];
  assert.equal(currentRuleText('SKILL.md', '- B rule', links.slice(0, 2)), 'C rule');
  assert.equal(currentRuleText('other.md', 'A rule', links), 'A rule');
  assert.equal(currentRuleText('SKILL.md', 'A rule', links), 'A rule', 'a cycle stops');
  assert.deepEqual(parseFailures('{"kind":"reworded","from":"","to":"x","file":"SKILL.md"}\n').problems.length, 1, 'an empty link is not one');
});

test('harden counts the reports before and the failed must/forbid runs on the old wording against the reworded line; so does Sentinel', async () => {
  const ws = tempDir({ 'report-writer/SKILL.md': withTable(SKILL) });
  const dir = path.join(ws, 'report-writer');
  await reportFailure(dir, RULES.table, '2026-11-02');
  await failedRuleCase(dir, RULES.table, ['2026-11-03']);
  await appendRewordings(dir, [{ timestamp: '2026-11-04T00:00:00.000Z', file: 'SKILL.md', from: RULES.table, to: HARD_TABLE, by: 'harden' }]);
  const { counts } = await combinedCounts(dir, DEFAULT_IGNORE_SOURCES);
  const table = [...counts.values()].find((t) => t.text.includes('Markdown table'));
  assert.equal(table?.count, 2);
  assert.deepEqual(table?.sources.sort(), ['failures.jsonl', 'tests.yaml']);
  const doc = await loadSkill(dir);
  const hits = ignoredRulesInDocument(doc, (await readRegressHistory(dir)).entries);
  assert.deepEqual(
    hits.map((h) => [h.rule, h.line, h.count]),
    [[HARD_TABLE, SKILL.split('\n').indexOf(RULES.table) + 1, 2]],
    'one Sentinel hit, on the reworded line',
  );
  const json = JSON.parse((await cli(['harden', dir, '--format', 'json'])).stdout);
  const item = json.items.find((i: { rule: string }) => i.rule.includes('Markdown table'));
  assert.equal(item.line, SKILL.split('\n').indexOf(RULES.table) + 1, 'located on the reworded line');
  assert.equal(item.count, 2);
  assert.notEqual(item.status, 'not-found');
});

test('report-failure --apply rewords the rule; the next report of the same failure is located on the new line and counted as the second', async () => {
  const skill = [
    '---',
    'name: weekly-report',
    'description: Writes weekly reports. Use when the user asks for a weekly report.',
    '---',
    '# Weekly report',
    '',
    '- You should output the weekly report as a Markdown table with one row per project.',
    '',
  ].join('\n');
  const dir = path.join(tempDir({ 'weekly-report/SKILL.md': skill }), 'weekly-report');
  const args = [
    'report-failure',
    dir,
    '--instruction',
    'write the weekly report for the team',
    '--output-text',
    'Project A went well.',
    '--feedback',
    'the weekly report was prose, not a Markdown table with one row per project',
    '--format',
    'json',
  ];
  const first = await cli([...args, '--apply', '--yes']);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(JSON.parse(first.stdout).status, 'applied');
  const second = JSON.parse((await cli(args)).stdout);
  assert.deepEqual(second.location, { file: 'SKILL.md', line: 7, endLine: 7 });
  assert.equal(second.rule, '- You must output the weekly report as a Markdown table with one row per project.');
  assert.equal(second.repeatCount, 2);
});
