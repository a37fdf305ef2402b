/** The per-skill lock as every front end takes it (src/frontend/skill-locks.ts): the CLI's wrapper and the MCP `fix` tool. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { LOCKS_SUBDIR, readSkillLock, SkillBusyError, tryAcquireSkillLock } from '../../../src/core/base/io/skill-lock.ts';
import { lockSkills, skillsUnder, stateFolderNamed } from '../../../src/frontend/skill-locks.ts';
import { tempDir } from '../../support/tmp.ts';

const SKILL = '---\nname: s\ndescription: Demo. Use when asked.\n---\n# S\n';

test('skillsUnder: the skill holding a path, else the skills below it (ignored folders skipped)', async () => {
  const ws = tempDir({ 'a/SKILL.md': SKILL, 'a/references/x.md': 'x', 'group/b/SKILL.md': SKILL, 'node_modules/c/SKILL.md': SKILL });
  assert.deepEqual(await skillsUnder(path.join(ws, 'a', 'references', 'x.md')), [path.join(ws, 'a')]);
  assert.deepEqual((await skillsUnder(ws)).sort(), [path.join(ws, 'a'), path.join(ws, 'group', 'b')]);
  assert.deepEqual(await skillsUnder(path.join(ws, 'missing')), []);
  assert.equal(stateFolderNamed({}), false);
  assert.equal(stateFolderNamed({ LUBAN_STATE_DIR: ws }), true);
});

test('lockSkills takes each skill’s lock once, in order; a busy skill with waitMs 0 is SkillBusyError and nothing stays held', async () => {
  const state = tempDir();
  const ws = tempDir({ 'a/SKILL.md': SKILL, 'b/SKILL.md': SKILL });
  const [a, b] = [path.join(ws, 'a'), path.join(ws, 'b')];
  const env = { LUBAN_STATE_DIR: state };
  const dir = path.join(state, LOCKS_SUBDIR);
  const locks = await lockSkills([b, a, b], { env, command: 'luban mcp fix', waitMs: 0 });
  assert.equal(locks.length, 2);
  assert.equal((await readSkillLock(dir, a))?.command, 'luban mcp fix');
  for (const l of locks) await l.release();
  assert.equal(await readSkillLock(dir, a), undefined);

  const other = await tryAcquireSkillLock(dir, b, 'luban optimize');
  await assert.rejects(lockSkills([a, b], { env, command: 'luban mcp fix', waitMs: 0 }), SkillBusyError);
  assert.equal(await readSkillLock(dir, a), undefined, 'the lock taken before the busy one is released');
  await other.lock?.release();
  assert.deepEqual(await lockSkills([a], { env: {}, command: 'x' }), [], 'no state folder: unlocked');
});
