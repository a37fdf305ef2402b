/** The scheduler respects the skill lock a CLI run holds (issue 31 item 7): a writing task waits, says who holds it, starts when released. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SkillTaskQueue } from '../../../src/core/workflows/lifecycle/scheduler/queue.ts';
import { readSkillLock, skillLockFile, tryAcquireSkillLock } from '../../../src/core/base/io/skill-lock.ts';
import { tempDir } from '../../support/tmp.ts';

test('a writing task waits while `luban optimize` holds the skill; a read-only one does not; the task holds the lock while it runs', async () => {
  const locks = path.join(tempDir(), 'locks');
  const skill = tempDir({ 'SKILL.md': '# s\n' });
  const cli = await tryAcquireSkillLock(locks, skill, 'luban optimize');
  assert.ok(cli.lock);
  const queue = new SkillTaskQueue({ lockDir: locks, lockPollMs: 20 });
  const ran: string[] = [];
  let heldWhileRunning: string | undefined;
  const [hasp] = queue.enqueue({
    skill,
    module: 'HASP',
    trigger: 'command',
    run: async () => {
      ran.push('HASP');
      heldWhileRunning = (await readSkillLock(locks, skill))?.command;
    },
  });
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(ran.length, 0, 'the editor task waits for the CLI run');
  const [view] = queue.snapshot();
  assert.equal(view.waiting, 'elsewhere');
  assert.equal(view.heldBy?.command, 'luban optimize');
  assert.equal(view.heldBy?.pid, process.pid);

  await cli.lock.release();
  assert.equal((await hasp.done).state, 'done');
  assert.deepEqual(ran, ['HASP']);
  assert.equal(heldWhileRunning, 'editor: HASP', 'the task holds the lock while it runs');
  assert.equal(existsSync(skillLockFile(locks, skill)), false, 'released after the task');

  // SkillOps only reads: it runs while the CLI holds the skill.
  const again = await tryAcquireSkillLock(locks, skill, 'luban optimize');
  const [ops] = queue.enqueue({ skill, module: 'SkillOps', trigger: 'due', run: async () => void ran.push('SkillOps') });
  assert.equal((await ops.done).state, 'done');
  // Cancelling a task that waits for the lock stops the wait.
  const [waiting] = queue.enqueue({ skill, module: 'Distill', trigger: 'due', run: async () => void ran.push('Distill') });
  await new Promise((r) => setTimeout(r, 60));
  waiting.cancel();
  assert.equal((await waiting.done).state, 'cancelled');
  assert.deepEqual(ran, ['HASP', 'SkillOps']);
  await again.lock?.release();
  queue.dispose();
});
