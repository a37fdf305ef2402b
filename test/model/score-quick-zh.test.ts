/** The real-model suite (test/model/harness.ts): score quick zh. */
import { test } from 'node:test';
import path from 'node:path';
import { checkScorecard, luban, modelFlags, report, ROOT, skillCopy, useLocalModel } from './harness.ts';

useLocalModel();
const BUDGET = 1;

test('quick score of a Chinese corpus skill (lark-approval): the same contract', async () => {
  const dir = skillCopy(path.join(ROOT, 'test/fixtures/corpus/larksuite__cli/lark-approval'));
  const run = await luban(['score', dir, '--mode', 'quick', '--format', 'json', '--no-write', ...modelFlags(BUDGET)], dir);
  report('score --mode quick lark-approval', run);
  await checkScorecard(run, BUDGET, 'quick', dir);
});
