import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { dueReminders, type DueFacts } from '../../../src/core/workflows/lifecycle/scheduler/due.ts';
import { parseSchedule, readSchedule, recordRun, findWorkspaceRoot } from '../../../src/core/formats/schedule.ts';
import { cli } from '../../support/cli.ts';
import { copyToTemp, tempDir } from '../../support/tmp.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/corpus');
const NOW = new Date('2026-12-01T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const facts = (over: Partial<DueFacts> = {}): DueFacts => ({ now: NOW, lastRun: {}, redundancyLow: false, externalReferences: 0, cascadeFiles: 0, ...over });
const by = (f: DueFacts) => Object.fromEntries(dueReminders(f).map((r) => [r.module, r]));

test('due: weekly SkillOps, monthly Distill only when redundancy is low, quarterly CASCADE only with external references', () => {
  let r = by(facts());
  assert.equal(r.SkillOps.due, true);
  assert.equal(r.Distill.applicable, false);
  assert.equal(r.CASCADE.applicable, false);
  r = by(facts({ lastRun: { SkillOps: daysAgo(6), Distill: daysAgo(31), CASCADE: daysAgo(89) }, redundancyLow: true, externalReferences: 3, cascadeFiles: 1 }));
  assert.equal(r.SkillOps.due, false);
  assert.equal(r.SkillOps.nextDue, '2026-12-02');
  assert.equal(r.Distill.due, true);
  assert.equal(r.CASCADE.due, false, 'refreshed 89 days ago: not due yet, whatever the files say');
  r = by(facts({ lastRun: { SkillOps: daysAgo(7), CASCADE: daysAgo(90) }, externalReferences: 3 }));
  assert.equal(r.SkillOps.due, true);
  assert.equal(r.CASCADE.due, true);
  // Never refreshed: CASCADE's own findings decide.
  assert.equal(by(facts({ externalReferences: 2, cascadeFiles: 0 })).CASCADE.due, false);
  assert.equal(by(facts({ externalReferences: 2, cascadeFiles: 1 })).CASCADE.due, true);
  assert.match(by(facts({ externalReferences: 2, cascadeFiles: 1 })).CASCADE.reason.zh, /从未刷新/);
});

test('schedule.json: recorded atomically under the workspace .luban/ (with a .gitignore); a corrupt file is backed up and rebuilt', async () => {
  const ws = tempDir({ '.git/HEAD': 'ref: refs/heads/main\n', 'skills/a/SKILL.md': '---\nname: a\n---\n' });
  assert.equal(await findWorkspaceRoot(path.join(ws, 'skills/a')), ws);
  await recordRun(ws, path.join(ws, 'skills/a'), 'SkillOps', NOW);
  assert.equal(readFileSync(path.join(ws, '.luban/.gitignore'), 'utf8'), '*\n');
  assert.deepEqual((await readSchedule(ws)).state.skills, { 'skills/a': { lastRun: { SkillOps: NOW.toISOString() } } });
  writeFileSync(path.join(ws, '.luban/schedule.json'), '{ "skills": { "skills/a": { "lastRun": { "SkillOps": "yesterday" } } } ');
  const bad = await readSchedule(ws);
  assert.match(bad.corrupt ?? '', /not valid JSON/);
  const { notice } = await recordRun(ws, path.join(ws, 'skills/a'), 'CASCADE', NOW);
  assert.match(notice?.en ?? '', /backed up to schedule\.json\.bak\.\d{8}-\d{4} and rebuilt/);
  assert.ok(readdirSync(path.join(ws, '.luban')).some((n) => n.startsWith('schedule.json.bak.')));
  assert.deepEqual((await readSchedule(ws)).state.skills['skills/a'].lastRun, { CASCADE: NOW.toISOString() });
  assert.match(parseSchedule('{"skills":{"x":{"lastRun":{"SkillOps":"nope"}}}}').corrupt ?? '', /not a skill with ISO dates/);
});

test('luban due on corpus skills: SkillOps due (never run), CASCADE due for the skill citing arXiv and URLs; --done records the check', async () => {
  const ws = tempDir();
  mkdirSync(path.join(ws, '.git'));
  const a = copyToTemp(path.join(CORPUS, 'alchaincyf__nuwa-skill/x-mastery-mentor'));
  const b = copyToTemp(path.join(CORPUS, 'anthropics__skills/skill-creator'));
  const json = async (dir: string) => JSON.parse((await cli(['due', dir, '--workspace', ws, '--format', 'json'])).stdout);
  const ra = await json(a);
  const rem = Object.fromEntries(ra.skills[0].reminders.map((r: { module: string }) => [r.module, r]));
  assert.equal(rem.SkillOps.due, true);
  assert.equal(rem.CASCADE.applicable, true);
  assert.equal(rem.CASCADE.due, true, 'copied outside git: the references are undated, so a refresh is due');
  const text = await cli(['due', a, '--workspace', ws]);
  assert.equal(text.code, 0);
  assert.match(text.stdout, /🔔 due: SkillOps health check \(luban health\) — never run \(weekly\)/);
  assert.match(text.stdout, /🔔 due: CASCADE knowledge refresh \(luban refresh\) — never refreshed/);
  const zh = await cli(['due', b, '--workspace', ws, '--locale', 'zh-CN']);
  assert.match(zh.stdout, /🔔 到期：SkillOps 健康巡检/);
  const done = await cli(['due', b, '--workspace', ws, '--done', 'SkillOps', '--format', 'json']);
  const rb = JSON.parse(done.stdout).skills[0].reminders.find((r: { module: string }) => r.module === 'SkillOps');
  assert.equal(rb.due, false);
  assert.match(rb.reason, /next due \d{4}-\d{2}-\d{2}/);
  assert.ok(readFileSync(path.join(ws, '.luban/schedule.json'), 'utf8').includes('SkillOps'));
  assert.equal((await cli(['due', path.join(ws, 'nope')])).code, 2);
});

test('a Health Check report saved by the editor counts as the SkillOps run', async () => {
  const ws = tempDir({ 'SKILL.md': '---\nname: s\ndescription: d\n---\n# s\n', '.luban/reports/health-20261130-1000.md': '# health\n' });
  const r = JSON.parse((await cli(['due', ws, '--workspace', ws, '--format', 'json'])).stdout);
  const skillops = r.skills[0].reminders.find((x: { module: string }) => x.module === 'SkillOps');
  assert.equal(skillops.lastRun, new Date(2026, 10, 30, 10, 0).toISOString());
});
