/**
 * The dashboard's lifecycle panels and runtime table, host side (issue 13 item 6, issue 12
 * items 2 and 7): built from real failures.jsonl, regression runs (the real MUSE runner),
 * tests.yaml and schedule files in temp folders, then through the protocol's validator
 * the webview applies.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { regress } from '../../../src/core/workflows/lifecycle/muse/run.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { appendFailure, type NewFailureRecord } from '../../../src/core/formats/failures.ts';
import { recordRun } from '../../../src/core/formats/schedule.ts';
import { readTestsYaml } from '../../../src/core/formats/tests-yaml.ts';
import { DASH_COMMAND_TARGET } from '../../../src/extension/dashboard/dash-commands.ts';
import { compatibilityView, failuresView, LifecycleCache, lifecycleView } from '../../../src/extension/dashboard/lifecycle-view.ts';
import { skillView } from '../../../src/extension/dashboard/snapshot.ts';
import { DASH_COMMAND_IDS, parseWebviewMessage, snapshotValidator, type DashboardSnapshot } from '../../../src/shared/protocol.ts';
import { tempDir } from '../../support/tmp.ts';
import { SKILL, files } from '../lifecycle/muse/fixture.ts';

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10, 0, 0));
const MUST = 'You must keep the PR number on every line.';

function report(over: Partial<NewFailureRecord> = {}): NewFailureRecord {
  return {
    timestamp: '2026-11-20T10:00:00.000Z',
    skill: 'release-notes',
    gap: { type: 'rule-missing', label: '规则缺失/模糊' },
    location: { file: 'SKILL.md', line: 21, endLine: 21 },
    rule: `- ${MUST}`,
    proposal: { old_str: MUST, new_str: `${MUST} No exceptions.`, reason: 'the rule was read as optional' },
    evidence: 'static',
    status: 'pending',
    instruction: 'draft release notes for v2',
    parameters: '',
    output: '- Fixed the login bug',
    feedback: 'the PR number is missing',
    transcript: null,
    ...over,
  };
}

async function scan(dir: string, now: Date) {
  return scanDocument(await loadSkill(dir), { now });
}

test('failure reports: newest first, gap type, file:line, repeated failures per rule, patch status; unreadable lines are reported', async () => {
  const dir = path.join(tempDir(files()), 'release-notes');
  await appendFailure(dir, report());
  await appendFailure(dir, report({ timestamp: '2026-11-21T10:00:00.000Z', status: 'applied', location: { file: 'SKILL.md', line: 22, endLine: 22 } }));
  appendFileSync(path.join(dir, 'failures.jsonl'), '{"id": "EVO-x", broken\n');
  await appendFailure(
    dir,
    report({
      timestamp: '2026-11-22T10:00:00.000Z',
      gap: null,
      location: null,
      rule: null,
      proposal: null,
      evidence: 'none',
      status: 'not-proposed',
      feedback: 'x'.repeat(1000),
    }),
  );
  const v = await failuresView(dir);
  assert.equal(v.total, 3);
  assert.deepEqual(
    v.reports.map((r) => r.id),
    ['EVO-3', 'EVO-2', 'EVO-1'],
  );
  const [unlocated, applied, pending] = v.reports;
  assert.deepEqual(
    [unlocated.gap, unlocated.file, unlocated.line, unlocated.ruleCount, unlocated.status, unlocated.proposal],
    [null, null, null, 0, 'not-proposed', null],
  );
  assert.ok(unlocated.feedback.length < 1000 && unlocated.feedback.endsWith('…'), 'long feedback is cut for display');
  assert.deepEqual(applied.gap, { type: 'rule-missing', label: { zh: '规则缺失/模糊', en: 'Rule missing or vague' } });
  assert.deepEqual([applied.file, applied.line, applied.ruleCount, applied.status], ['SKILL.md', 22, 2, 'applied']);
  assert.deepEqual(pending.proposal, { oldStr: MUST, newStr: `${MUST} No exceptions.`, reason: 'the rule was read as optional' });
  // The same rule, reported twice (it moved a line): one repeated rule, at its latest line.
  assert.deepEqual(v.repeated, [{ file: 'SKILL.md', line: 22, rule: `- ${MUST}`, count: 2, types: ['rule-missing'] }]);
  assert.equal(v.problems.length, 1);
  assert.match(v.problems[0], /^line 3: not valid JSON/);
});

test('regression history from real MUSE runs: verdict and counts per run, the failing case with why, the rollback suggestion; MUSE falls due when the skill changes', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  const empty = await lifecycleView({ dir, result: await scan(dir, day(1)), workspace: root, now: day(1) });
  assert.deepEqual([empty.regress.total, empty.regress.cases, empty.failures.total], [0, 0, 0]);
  const museOf = (v: typeof empty) => v.due.find((d) => d.module === 'MUSE')!;
  assert.deepEqual([museOf(empty).due, museOf(empty).reason.en, museOf(empty).command], [true, 'never run: no regression cases recorded yet', 'regress']);

  await regress(dir, { trigger: 'cli', now: () => day(1) });
  const after1 = await lifecycleView({ dir, result: await scan(dir, day(1)), workspace: root, now: day(1) });
  assert.equal(after1.regress.runs.length, 1);
  assert.equal(after1.regress.runs[0].verdict, 'pass');
  assert.equal(museOf(after1).due, false);
  assert.match(museOf(after1).reason.en, /^no change since the last run \(2026-11-01 10:00\)$/);

  rmSync(path.join(dir, 'references/categories.md'));
  const edited = await lifecycleView({ dir, result: await scan(dir, day(2)), workspace: root, now: day(2) });
  assert.equal(museOf(edited).due, true);
  assert.match(museOf(edited).reason.en, /^1 file\(s\) changed since the last run \(2026-11-01 10:00\): references\/categories\.md$/);
  assert.match(museOf(edited).reason.zh, /自上次运行/);

  await regress(dir, { trigger: 'save', now: () => day(2) });
  const v = await lifecycleView({ dir, result: await scan(dir, day(2)), workspace: root, now: day(2) });
  const [last, first] = v.regress.runs;
  assert.deepEqual([last.verdict, last.trigger, first.verdict, first.trigger], ['partial', 'save', 'pass', 'cli']);
  assert.equal(last.fail, 1);
  assert.ok(last.pass > 0 && last.notRun > 0, `pass ${last.pass}, not run ${last.notRun} (behavioural cases without a model)`);
  assert.equal(last.failed.length, 1);
  assert.equal(last.failed[0].dimension, 'references 可达性');
  assert.equal(last.failed[0].reason?.en, 'references/categories.md does not exist any more');
  assert.ok(last.rollback.length >= 1);
  assert.match(last.rollback[0].en, /references\/categories\.md/);
  assert.deepEqual(first.rollback, []);
  const stored = await readTestsYaml(dir);
  assert.equal(v.regress.cases, stored.tests.length);
  assert.equal(v.regress.passing + v.regress.failing, stored.tests.length);
  assert.ok(v.regress.failing >= 1);
  assert.equal(museOf(v).due, false, 'the run recorded the skill as it is now');

  // A run recorded before reasons were kept still shows, with its reason null.
  const history = path.join(dir, '.luban/regress-history.jsonl');
  writeFileSync(
    history,
    `${JSON.stringify({ at: day(3).toISOString(), trigger: 'command', verdict: 'fail', pass: 0, fail: 1, notRun: 0, failed: [{ id: 'format_001', dimension: '输出格式' }], calls: 0 })}\nnot json\n`,
  );
  const old = await lifecycleView({ dir, result: await scan(dir, day(3)), workspace: root, now: day(3) });
  assert.deepEqual(old.regress.runs[0].failed, [{ id: 'format_001', dimension: '输出格式', reason: null }]);
  assert.deepEqual(old.regress.runs[0].rollback, []);
  assert.deepEqual(old.regress.problems, ['.luban/regress-history.jsonl line 2: not a regression run']);
});

test("due reminders: the scheduler's periodic checks and HASP when a rule keeps being ignored, each with its command", async () => {
  const skill = SKILL.replace('## Rules', 'See https://docs.acme-api.dev/v2 for the API.\n\n## Rules');
  const root = tempDir(files(skill));
  const dir = path.join(root, 'release-notes');
  const now = day(25);
  const result = await scan(dir, now);
  const first = await lifecycleView({ dir, result, workspace: root, now });
  const by = (v: typeof first, m: string) => v.due.find((d) => d.module === m)!;
  assert.deepEqual(
    first.due.map((d) => d.module),
    ['MUSE', 'HASP', 'SkillOps', 'Distill', 'CASCADE'],
  );
  assert.deepEqual(
    first.due.map((d) => d.command),
    ['regress', 'harden', 'health', 'slim', 'refresh'],
  );
  assert.deepEqual([by(first, 'SkillOps').due, by(first, 'SkillOps').reason.en], [true, 'never run (weekly)']);
  assert.equal(by(first, 'CASCADE').applicable, true, 'the skill cites an external reference');
  assert.equal(by(first, 'CASCADE').task.en, 'CASCADE knowledge refresh (luban refresh)');
  assert.deepEqual([by(first, 'HASP').due, by(first, 'HASP').reason.en], [false, 'no rule ignored twice']);

  // SkillOps ran two days ago: not due, with the next date.
  await recordRun(root, dir, 'SkillOps', new Date(now.getTime() - 2 * DAY));
  // The same rule reported as not followed twice: HASP level 1 falls due.
  await appendFailure(dir, report({ timestamp: day(20).toISOString() }));
  await appendFailure(dir, report({ timestamp: day(21).toISOString() }));
  const second = await lifecycleView({ dir, result, workspace: root, now });
  assert.equal(by(second, 'SkillOps').due, false);
  assert.equal(by(second, 'SkillOps').nextDue, '2026-11-30');
  assert.equal(by(second, 'SkillOps').lastRun, new Date(now.getTime() - 2 * DAY).toISOString());
  assert.deepEqual([by(second, 'HASP').due, by(second, 'HASP').reason.en], [true, '1 rule(s) ignored twice or more (most: 2× — level 1)']);
  assert.match(by(second, 'HASP').reason.zh, /第 1 级/);

  // Hardened since: no new ignore, not due.
  await recordRun(root, dir, 'HASP', day(23));
  const third = await lifecycleView({ dir, result, workspace: root, now });
  assert.equal(by(third, 'HASP').due, false);
  assert.match(by(third, 'HASP').reason.en, /none since the last hardening \(2026-11-23 10:00\)/);

  // Without a scan result only the records' reminders are there.
  const bare = await lifecycleView({ dir, workspace: root, now });
  assert.deepEqual(
    bare.due.map((d) => d.module),
    ['MUSE', 'HASP'],
  );
});

test("runtime compatibility: one row per runtime with the verdict, each reason with file:line and the limit's source, in the editor's language", async () => {
  const long = 'Drafts release notes from merged pull requests. '.repeat(25).trim();
  const root = tempDir({ 'notes/SKILL.md': `---\nname: notes\ndescription: ${long}\n---\n\n# Notes\n\nDo it.\n` });
  const dir = path.join(root, 'notes');
  const result = await scan(dir, day(1));
  const rows = compatibilityView(result, 'en')!;
  assert.deepEqual(
    rows.map((r) => r.runtime),
    ['claude-code', 'codex', 'cursor', 'gemini-cli', 'gh-skill', 'openclaw'],
  );
  const dropped = rows.filter((r) => r.verdict === 'dropped');
  assert.ok(dropped.length >= 1, `a ${long.length}-character description is dropped somewhere: ${rows.map((r) => `${r.name}=${r.verdict}`).join(', ')}`);
  const why = dropped[0].reasons.find((x) => x.effect === 'drop')!;
  assert.match(why.text, /`description` is \d+ characters/);
  assert.equal(why.file, 'SKILL.md');
  assert.equal(why.line, 3);
  assert.match(why.source, /^https:\/\//);
  assert.equal(compatibilityView(result, 'en'), rows, 'kept per scan result');
  const zh = compatibilityView(result, 'zh-CN')!;
  assert.match(zh.find((r) => r.runtime === dropped[0].runtime)!.reasons.find((x) => x.effect === 'drop')!.text, /个字符/);
  assert.equal(compatibilityView(undefined, 'en'), null);
});

test("the cache rebuilds a skill's view only when one of its records changes", async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  const result = await scan(dir, day(1));
  const cache = new LifecycleCache();
  const a = await cache.get({ dir, result, workspace: root, now: day(1) });
  assert.equal(await cache.get({ dir, result, workspace: root, now: day(1) }), a, 'nothing changed: the same view');
  await appendFailure(dir, report());
  const b = await cache.get({ dir, result, workspace: root, now: day(1) });
  assert.notEqual(b, a);
  assert.equal(b.failures.total, 1);
  await recordRun(root, dir, 'SkillOps', day(1));
  const c = await cache.get({ dir, result, workspace: root, now: day(1) });
  assert.equal(c.due.find((d) => d.module === 'SkillOps')!.due, false, 'the workspace schedule is one of the records');
});

test("the views pass the protocol's validator inside a snapshot; runCommand names only known commands, each an existing Luban command", async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  await appendFailure(dir, report());
  await regress(dir, { trigger: 'cli', now: () => day(1) });
  const result = await scan(dir, day(1));
  const skill = {
    ...skillView({ dir, root, result }),
    lifecycle: await lifecycleView({ dir, result, workspace: root, now: day(1) }),
    compatibility: compatibilityView(result, 'en'),
  };
  const snap: DashboardSnapshot = {
    seq: 1,
    generatedAt: day(1).toISOString(),
    locale: 'en',
    workspace: 'ws',
    trusted: true,
    skills: [skill],
    job: null,
    checkpoint: null,
    health: null,
    notices: [],
    wizard: null,
  };
  const wire = JSON.parse(JSON.stringify(snap)) as unknown;
  const back = snapshotValidator(wire, '');
  assert.deepEqual(back.skills[0].lifecycle, JSON.parse(JSON.stringify(skill.lifecycle)));
  assert.equal(back.skills[0].compatibility?.length, 6);
  const broken = JSON.parse(JSON.stringify(snap)) as { skills: Array<{ lifecycle: { failures: { reports: Array<{ gap: { type: string } }> } } }> };
  broken.skills[0].lifecycle.failures.reports[0].gap.type = 'made-up';
  assert.throws(() => snapshotValidator(broken, ''), /skills\[0\]\.lifecycle\.failures\.reports\[0\]\.gap\.type: expected one of/);

  assert.deepEqual(parseWebviewMessage({ type: 'runCommand', command: 'regress', skill: dir }), {
    ok: true,
    value: { type: 'runCommand', command: 'regress', skill: dir },
  });
  assert.equal(parseWebviewMessage({ type: 'runCommand', command: 'rm -rf', skill: null }).ok, false);
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { commands: Array<{ command: string }> } };
  const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
  assert.deepEqual(Object.keys(DASH_COMMAND_TARGET).sort(), [...DASH_COMMAND_IDS].sort());
  for (const [k, v] of Object.entries(DASH_COMMAND_TARGET)) assert.ok(contributed.has(v.command), `${k} → ${v.command} is a contributed command`);
});
