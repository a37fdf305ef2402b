/**
 * The real-model suite (test/model/harness.ts): the effect runner (issue 32 item 4,
 * docs/effect.md) end to end against a real small model behind a real OpenAI-compatible
 * server, on the fixture skill with its two deterministic tasks. A 135M model passes little
 * and what it passes changes with the build: nothing here asserts a pass rate. What must
 * hold with any model: the plan's call count is what was sent, every trial is counted once,
 * and the intervals are well-formed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { localModelServer, ROOT, skillCopy, useLocalModel, COMMAND_LIMIT_MS } from './harness.ts';
import { MODEL_NAME } from './cache.ts';
import { OpenAIChatModel } from '../../src/core/models/llm/openai.ts';
import { UsageMeter } from '../../src/core/models/usage.ts';
import { loadEffect, measureEffect, planEffect, type ConditionResult, type Difference } from '../../src/core/api/effect.ts';

useLocalModel();
const TRIALS = 2;

const wellFormed = (r: ConditionResult) => {
  assert.ok(Number.isInteger(r.passes) && r.passes >= 0 && r.passes <= r.n);
  assert.ok(r.low >= 0 && r.low <= r.high && r.high <= 1, `interval [${r.low}, ${r.high}]`);
  if (r.rate !== null) assert.ok(r.low <= r.rate && r.rate <= r.high);
};
const wellFormedDiff = (d: Difference) => {
  assert.ok(d.low >= -1 && d.low <= d.high && d.high <= 1, `interval [${d.low}, ${d.high}]`);
  if (d.value !== null) assert.ok(d.low <= d.value + 1e-12 && d.value <= d.high + 1e-12);
};

test('effect: two deterministic tasks × 2 trials, with and without the skill, against a real local model', { timeout: COMMAND_LIMIT_MS }, async () => {
  const server = localModelServer();
  const dir = skillCopy(path.join(ROOT, 'test/fixtures/effect-skill'));
  const setup = await loadEffect(dir);
  assert.equal(setup.tasks.length, 2);
  const model = new OpenAIChatModel({ model: MODEL_NAME, baseUrl: server.openaiBaseUrl, maxRetries: 0, timeoutMs: COMMAND_LIMIT_MS });
  const plan = await planEffect(setup, { trials: TRIALS, allowCommands: false }, { model });
  assert.equal(plan.calls, 2 * 2 * TRIALS);
  const first = server.served.length;
  const meter = new UsageMeter();
  const { report } = await measureEffect(setup, { trials: TRIALS, allowCommands: false }, { model, meter });
  const served = server.served.slice(first);
  console.log(
    `effect (real model): with ${report.with.passes}/${report.with.n}, without ${report.without.passes}/${report.without.n}, uplift ${report.uplift.value} [${report.uplift.low}, ${report.uplift.high}], status ${report.status}`,
  );
  assert.equal(served.length, plan.calls, 'calls made = the plan');
  assert.equal(meter.calls, plan.calls);
  assert.equal(report.tasks.length, 2);
  for (const t of report.tasks) {
    assert.equal(t.skipped, undefined);
    assert.equal(t.with.n + t.with.errors, TRIALS);
    assert.equal(t.without.n + t.without.errors, TRIALS);
    wellFormed(t.with);
    wellFormed(t.without);
    wellFormedDiff(t.uplift);
  }
  wellFormed(report.with);
  wellFormed(report.without);
  wellFormedDiff(report.uplift);
  assert.equal(report.with.n + report.with.errors, 2 * TRIALS);
  // Complete only when every trial got a reply; a partial run decides nothing.
  assert.equal(report.decided, report.status === 'complete');
  if (report.with.errors + report.without.errors === 0) assert.equal(report.status, 'complete');
});
