/** The real-model suite (test/model/harness.ts): score quick. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkScorecard, luban, modelFlags, report, ROOT, skillCopy, useLocalModel } from './harness.ts';

useLocalModel();
const BUDGET = 2;

test('quick score of an example skill through the OpenAI-compatible provider: contract, usage, budget', async () => {
  const dir = skillCopy(path.join(ROOT, 'examples/skills/weekly-report'));
  const before = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const run = await luban(['score', dir, '--mode', 'quick', '--format', 'json', '--no-write', ...modelFlags(BUDGET)], dir);
  report('score --mode quick weekly-report', run);
  await checkScorecard(run, BUDGET, 'quick', dir);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), before, 'score changed SKILL.md');
});
