/**
 * A kept edit whose Δ is not positive (docs/features.md D9: the paired judges kept it inside the
 * noise floor) in the git history: the keep commit says `-0.3分`, never `+-0.3分`,
 * and an interruption after it is still found and read back with its sign.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { findInterruptedRound, keepMessage, preEditMessage } from '../../../src/core/git/history.ts';
import { GitRepo } from '../../../src/core/git/repo.ts';
import { makeRepo, subjects } from './helpers.ts';

test('keepMessage: the sign of Δ as it is', () => {
  assert.equal(keepMessage('s', '+1.5', 'dim5'), 'optimize: s +1.5分 [dim5]');
  assert.equal(keepMessage('s', '1.5', 'dim5'), 'optimize: s +1.5分 [dim5]');
  assert.equal(keepMessage('s', '0', 'dim5'), 'optimize: s +0分 [dim5]');
  assert.equal(keepMessage('s', '-0.3', 'dim5'), 'optimize: s -0.3分 [dim5]');
  assert.equal(keepMessage('s', '−0.3', 'dim5'), 'optimize: s -0.3分 [dim5]');
});

test('an interrupted round after a keep with a negative Δ is found as kept-unlogged, with its sign', async () => {
  const dir = makeRepo({ 'skills/s/SKILL.md': 'v1\n' });
  const repo = (await GitRepo.open(dir))!;
  await repo.commitPaths(['skills/s'], preEditMessage('s'), true);
  writeFileSync(path.join(dir, 'skills/s/SKILL.md'), 'v2\n');
  await repo.commitPaths(['skills/s'], keepMessage('s', '-0.3', 'dim3'));
  assert.equal(subjects(dir)[0], 'optimize: s -0.3分 [dim3]');
  const k = await findInterruptedRound(repo, 's', 'skills/s/SKILL.md', [], 'v2\n');
  assert.equal(k.state, 'kept-unlogged', 'not mistaken for an undecided edit (which would be rolled back)');
  assert.equal(k.state === 'kept-unlogged' && k.delta, '-0.3');
  assert.equal(k.state === 'kept-unlogged' && k.dim, 'dim3');
});
