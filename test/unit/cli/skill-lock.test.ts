/**
 * One task per skill in the CLI too (issue 31 item 7): a command that writes a skill takes the
 * skill's lock file in Luban's state folder; a second run waits (and says who holds it), a
 * stale lock (dead pid) is taken over, `--wait 0` stops at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';
import { readSkillLock, skillLockFile, tryAcquireSkillLock } from '../../../src/core/base/io/skill-lock.ts';
import { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import { repoWithExamples } from '../git/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SKILL = '---\nname: s1\ndescription: Writes weekly notes. Use when asked for a weekly note.\n---\n# S1\n\n1. Do it.\n';

async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env, cwd, isTTY: false, locale: 'en' };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

const until = async (ok: () => boolean, what: string, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

test('two CLI processes on one skill are serialised: the second says who holds it, waits, and starts when the first ends', async () => {
  const state = tempDir();
  const repo = repoWithExamples('weekly-report');
  const skill = path.join(repo, 'skills/weekly-report');
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let requests = 0;
  // The first run's first model request waits for the gate, then fails (401): the run ends.
  const server = await ModelServer.start(async () => {
    requests++;
    await gate;
    return { kind: 'status', status: 401, body: '{"error":{"message":"no"}}' };
  });
  try {
    const env = { ...process.env, LUBAN_STATE_DIR: state, LUBAN_LOCALE: 'en', NO_COLOR: '1' };
    const run = (args: string[]) => {
      const p = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/bin.ts'), ...args], { cwd: repo, env });
      const r = { stderr: '', code: undefined as number | undefined | null, endedAt: 0 };
      p.stderr.on('data', (d) => (r.stderr += d));
      p.stdout.resume();
      const done = new Promise<void>((resolve) => p.on('close', (c) => ((r.code = c), (r.endedAt = Date.now()), resolve())));
      return { r, done };
    };
    const model = ['--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl];
    const first = run(['optimize', 'skills/weekly-report', '--yes', '--yes-stop', '--mode', 'quick', '--max-rounds', '1', ...model]);
    await until(() => requests > 0 || first.r.code !== undefined, 'the first run to reach the model');
    assert.equal(first.r.code, undefined, first.r.stderr);
    const holder = await readSkillLock(path.join(state, 'locks'), skill);
    assert.equal(holder?.command, 'luban optimize');

    const second = run(['fix', 'skills/weekly-report']);
    await until(() => /is busy/.test(second.r.stderr) || second.r.code !== undefined, 'the busy line');
    assert.match(
      second.r.stderr,
      new RegExp(`skills/weekly-report is busy: \`luban optimize\` started \\d\\d:\\d\\d by pid ${holder!.pid} — waiting; Ctrl-C to stop`),
    );
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(second.r.code, undefined, 'the second run waits while the first holds the skill');

    release();
    await Promise.all([first.done, second.done]);
    assert.equal(second.r.code, 0, second.r.stderr);
    assert.match(second.r.stderr, /skills\/weekly-report is free now: starting/);
    assert.ok(second.r.endedAt >= first.r.endedAt);
    assert.equal(existsSync(skillLockFile(path.join(state, 'locks'), skill)), false, 'both released');
  } finally {
    release();
    await server.close();
  }
});

test('a stale lock (its pid is gone) is taken over; a live one is not', async () => {
  const state = tempDir();
  const skill = tempDir({ 'SKILL.md': SKILL });
  const locks = path.join(state, 'locks');
  const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
  mkdirSync(locks, { recursive: true });
  const dead = { pid: gone, host: os.hostname(), command: 'luban optimize', started: new Date().toISOString(), skill };
  writeFileSync(skillLockFile(locks, skill), JSON.stringify(dead));
  const r = await tryAcquireSkillLock(locks, skill, 'luban fix');
  assert.ok(r.lock, 'taken over');
  assert.equal(r.tookOver?.pid, gone);
  assert.equal((await readSkillLock(locks, skill))?.pid, process.pid);
  const other = await tryAcquireSkillLock(locks, skill, 'luban harden');
  assert.equal(other.busy?.command, 'luban fix', 'a live holder keeps it');
  await r.lock.release();
  assert.equal(existsSync(skillLockFile(locks, skill)), false);

  // Through the CLI: a crashed run's lock does not block the next one.
  writeFileSync(skillLockFile(locks, skill), JSON.stringify(dead));
  const fixed = await cli(['fix', skill], skill, { LUBAN_STATE_DIR: state });
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.doesNotMatch(fixed.stderr, /busy/);
  assert.equal(existsSync(skillLockFile(locks, skill)), false, 'released when the command ends');
});

test('--wait 0: a second run on a busy skill stops at once (exit 2) and says who holds it; a read-only run is not held up', async () => {
  const state = tempDir();
  const skill = tempDir({ 'SKILL.md': SKILL });
  const held = await tryAcquireSkillLock(path.join(state, 'locks'), skill, 'luban optimize');
  try {
    const r = await cli(['fix', '--wait', '0', '.'], skill, { LUBAN_STATE_DIR: state });
    assert.equal(r.code, 2);
    assert.match(r.stderr, new RegExp(`is busy: \`luban optimize\` started \\d\\d:\\d\\d by pid ${process.pid}; gave up after --wait 0 s`));
    const zh = await cli(['fix', '.'], skill, { LUBAN_STATE_DIR: state, LUBAN_LOCK_WAIT: '0.2' });
    assert.equal(zh.code, 2);
    assert.match(zh.stderr, /is busy: `luban optimize`.*— waiting; Ctrl-C to stop/);
    const dry = await cli(['fix', '--dry-run', '.'], skill, { LUBAN_STATE_DIR: state });
    assert.equal(dry.code, 0, dry.stderr);
  } finally {
    await held.lock?.release();
  }
});
