/**
 * `luban new` ships a skill the runtimes load (issue 33 item 8): `SKILL.md` in an ordinary
 * Agent Skills workspace (the MetisAI `skill.md` only under the metis profile), Luban's own
 * checks (the scan and the runtime load verdicts) before anything is claimed, the exit code
 * from what they found, "yes" / Enter at the direction question taking the recommended
 * direction, and the `--format json` result (docs/guide/new.md). Driven at a terminal
 * through CliIO's `ask` seam: piped stdin never answers a Gate Check, so a spawned CLI
 * cannot get past the first one.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { atTerminal } from '../../support/wizard.ts';
import { metisProfileFor, workspace } from '../wizard/fixtures.ts';

/** The interview, then confirmations; `direction` is the reply at phase 3. */
const answers = (intent: string, direction: string) => [
  intent,
  '整理发言; 列出阻塞',
  '不处理周报',
  '缺记录时提示',
  '',
  '站会纪要, 整理站会',
  '可以',
  '确认',
  direction,
  '可以',
  '确认',
  '提交',
  '确认',
  '通过',
];

test('luban new in an ordinary workspace writes SKILL.md, runs Luban\'s checks and says it is ready; "yes" at the direction question takes the recommended one', async () => {
  const ws = workspace();
  const r = await atTerminal(['new', 'standup-notes'], ws, answers('汇总每日站会记录', 'yes'));
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(r.left, []);
  assert.deepEqual(readdirSync(path.join(ws, 'skills/standup-notes')), ['SKILL.md']);
  assert.doesNotMatch(readFileSync(path.join(ws, 'skills/standup-notes/SKILL.md'), 'utf8'), /lazy_load|think_type|@\[skfile:/);
  const t = r.transcript;
  assert.ok(t.includes('Recommended: A — no existing skill covers the need'));
  assert.ok(t.includes('> yes\n✓ Gate passed (A — no existing skill covers the need).'), 'yes picks the recommended direction, no loop');
  assert.ok(!t.includes('No direction chosen yet'));
  assert.match(t, /- runtimes that load it:\n {2}- Claude Code: loads\n/);
  assert.ok(t.includes("Luban's checks on skills/standup-notes: no errors, 0 warning(s); all 6 runtimes load it. It is ready to use."));
});

test('luban new --format json: the result object on stdout; Enter at the direction question takes the recommended one', async () => {
  const ws = workspace();
  const r = await atTerminal(['new', 'standup-notes', '--format', 'json'], ws, answers('汇总每日站会记录', ''));
  assert.equal(r.code, 0, r.transcript);
  const j = JSON.parse(r.stdout);
  assert.equal(j.command, 'new');
  assert.equal(j.tool.name, 'luban');
  assert.deepEqual(j.exit, { code: 0, reason: "the skill was written and Luban's checks found nothing that keeps it from loading" });
  assert.equal(j.status, 'done');
  assert.equal(j.name, 'standup-notes');
  assert.equal(j.skillDir, 'skills/standup-notes');
  assert.equal(j.skillFile, 'SKILL.md');
  assert.deepEqual(j.files, ['SKILL.md']);
  assert.equal(j.workDir, '.luban/wizard/standup-notes');
  assert.equal(j.ready, true);
  assert.equal(j.check.errors, 0);
  assert.deepEqual(j.check.errorFindings, []);
  assert.deepEqual(j.check.dropped, []);
  assert.deepEqual(
    j.check.runtimes.map((x: { runtime: string; verdict: string }) => `${x.runtime}:${x.verdict}`),
    ['claude-code:loads', 'codex:loads', 'cursor:loads', 'gemini-cli:loads', 'gh-skill:loads', 'openclaw:loads'],
  );
  assert.ok(r.transcript.includes('> \n✓ Gate passed (A — no existing skill covers the need).'));
});

test('luban new says "not ready" and exits 1 when its checks find an error and a runtime drops the skill: no "passed", no "deployed"', async () => {
  const ws = workspace();
  // A description over 1,024 characters: an error finding, and Codex drops the skill.
  const r = await atTerminal(['new', 'standup-notes', '--format', 'json'], ws, answers('汇总每日站会记录。'.repeat(130), 'A'));
  assert.equal(r.code, 1, r.transcript);
  const t = r.transcript;
  assert.ok(!t.includes('Verification passed'), 'no "passed" while an error remains');
  assert.ok(!t.includes('deployed'));
  assert.ok(!t.includes('complete ✅'));
  assert.ok(t.includes('**Verification failed** ✗'));
  assert.ok(t.includes('- 1 of 6 runtimes drop it (Codex): they will not load this skill as it is'));
  assert.ok(t.includes("Not ready yet: Luban's checks on skills/standup-notes found 1 error(s) and 0 warning(s)."));
  assert.match(t, /SKILL\.md:3 skillops\/description-too-long:/);
  assert.ok(t.includes('Run `luban scan skills/standup-notes` for every finding, fix them, and run it again.'));
  const j = JSON.parse(r.stdout);
  assert.equal(j.ready, false);
  assert.equal(j.check.errors, 1);
  assert.equal(j.check.errorFindings[0].ruleId, 'skillops/description-too-long');
  assert.deepEqual(j.check.dropped, ['Codex']);
  assert.deepEqual(j.exit, { code: 1, reason: 'the skill was written, but 1 error finding(s) remain and 1 runtime(s) drop it' });
});

test('luban new --format json without a terminal: status stopped at the first question, exit 3, no check', async () => {
  const ws = workspace();
  let out = '';
  const { runCli } = await import('../../../src/cli/main.ts');
  const code = await runCli(['new', 'standup-notes', '--format', 'json', '--intent', '汇总每日站会记录'], {
    stdout: (t) => (out += t),
    stderr: () => undefined,
    env: {},
    cwd: ws,
    isTTY: false,
    locale: 'en',
    interactive: false,
  });
  assert.equal(code, 3);
  const j = JSON.parse(out);
  assert.equal(j.status, 'stopped');
  assert.equal(j.stoppedAt, '1');
  assert.equal(j.check, null);
  assert.equal(j.ready, false);
  assert.deepEqual(j.files, []);
  assert.equal(j.exit.code, 3);
});

test('luban new under the metis profile writes the MetisAI skill.md and says which runtimes do not load it (zh: "好" takes the recommended direction)', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes');
  const r = await atTerminal(['new', 'standup-notes'], ws, answers('汇总每日站会记录', '好'), 'zh-CN');
  assert.equal(r.code, 0, r.transcript);
  assert.deepEqual(readdirSync(path.join(ws, 'skills/standup-notes')), ['skill.md']);
  assert.match(readFileSync(path.join(ws, 'skills/standup-notes/skill.md'), 'utf8'), /think_type: react/);
  assert.ok(r.transcript.includes('> 好\n✓ Gate Check 通过（A'), r.transcript.slice(-3000));
  assert.ok(r.transcript.includes('它是 MetisAI 形式（skill.md，按你的 metis 配置）：供 MetisAI 使用，其他运行时（Claude Code, Codex'));
});
