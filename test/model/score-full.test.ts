/** The real-model suite (test/model/harness.ts): score full. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkScorecard, luban, modelFlags, report, ROOT, skillCopy, useLocalModel } from './harness.ts';

useLocalModel();
const BUDGET = 2;

test('full score of an example skill under a budget: a partial card, the budget held', async () => {
  const dir = skillCopy(path.join(ROOT, 'examples/skills/pdf-summary'));
  const run = await luban(['score', dir, '--mode', 'full', '--format', 'json', '--no-write', ...modelFlags(BUDGET)], dir);
  report('score --mode full pdf-summary', run);
  const card = await checkScorecard(run, BUDGET, 'full', dir);
  // A Full score needs far more than 2 calls: the budget stop must show.
  assert.equal(card.partial, true);
});
