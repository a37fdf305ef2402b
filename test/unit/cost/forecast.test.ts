/**
 * The optimise plan's forecast against what a run spends (docs/features.md C9, issue 26 item 8): a
 * Full optimisation of 3 rounds on a copy of the typical bench skill (getsentry
 * iterate-pr), against the real local scripted server whose editor makes a real
 * one-dimension edit every round (test/e2e/support/every-round-model.ts). The tokens
 * spent are the server's own count of every request and reply; the run must have kept or
 * reverted 3 rounds, or it measured nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Budget } from '../../../src/core/models/budget.ts';
import { JudgeCache } from '../../../src/core/models/cache.ts';
import { effectiveBudget } from '../../../src/core/workflows/loop/cost/optimize-plan.ts';
import { planOptimizeRun } from '../../../src/core/workflows/loop/cost/run-plan.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { optimize } from '../../../src/core/api/optimize.ts';
import { readResultsTsv } from '../../../src/core/formats/results.ts';
import { startScriptedModel, type ScriptedModelOptions } from '../../e2e/support/scripted-model.ts';
import { taskOf } from '../judge/scripted-judge.ts';

const SKILL = path.resolve('test/fixtures/corpus/getsentry__skills/iterate-pr');
const FACTOR = 1.5;

/** A 3-round Full optimisation of a copy of the skill, with the plan made before it and what the server received. */
async function optimiseCopy(opts: ScriptedModelOptions, mode: 'quick' | 'full' = 'full') {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'luban-forecast-'));
  const tasks: string[] = [];
  const { server, usage } = await startScriptedModel({ editEveryRound: true, ...opts, onAnswer: (req) => tasks.push(taskOf(req) ?? 'run') });
  try {
    const dir = path.join(repo, 'skills', 'iterate-pr');
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(SKILL, dir, { recursive: true });
    const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x.invalid' };
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-qm', 'init'],
    ])
      execFileSync('git', args, { cwd: repo, stdio: 'ignore', env });
    const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, maxRetries: 1, sleep: async () => {} });
    const cache = new JudgeCache(path.join(repo, '.judge-cache'));
    const [scan] = (await scanPaths([dir], { keepDocuments: true, locale: 'en' })).skills;
    const plan = await planOptimizeRun({ dir, scan, model, cache, mode, maxRounds: 3 });
    assert.equal(usage.calls, 0, 'planning sends nothing');
    const report = await optimize({
      skills: [dir],
      workspace: repo,
      mode,
      maxRounds: 3,
      model,
      cache,
      // The editor's limit when the person set none: the plan's upper bound (effectiveBudget).
      budget: new Budget(effectiveBudget(plan, undefined)),
      approver: { ask: async (cp) => (cp.kind === 'security' ? 'reviewed' : cp.kind === 'max-rounds' ? 'done' : cp.defaultChoice) },
    });
    const rounds = (await readResultsTsv(dir)).rows.filter((r) => r.round !== '0' && (r.status === 'keep' || r.status === 'revert'));
    return { plan, usage, rounds, tasks, report, spent: usage.inputTokens + usage.outputTokens };
  } finally {
    await server.close();
    rmSync(repo, { recursive: true, force: true });
  }
}

test('a 3-round Full optimisation really runs 3 rounds and spends within 1.5× of the plan shown before it', async () => {
  // Agent runs answer at the length the plan assumes for them (~700 tokens): what is checked is
  // which calls the plan expects and what they carry, not the scripted replies' brevity.
  const { plan, usage, rounds, spent } = await optimiseCopy({ runTokens: 700 });
  assert.ok(rounds.length >= 3, `3 rounds kept or reverted (got ${rounds.map((r) => r.status).join(', ') || 'none'})`);
  const forecast = plan.inputTokens + plan.outputTokens;
  const ratio = forecast / spent;
  assert.ok(ratio <= FACTOR && ratio >= 1 / FACTOR, `forecast ${forecast} vs spent ${spent}: ${ratio.toFixed(2)}× is outside [1/${FACTOR}, ${FACTOR}]`);
  // The sure calls of the plan are made; the upper bound (the run's hard limit) is never passed.
  assert.ok(plan.calls <= usage.calls && usage.calls <= plan.maxCalls, `${usage.calls} calls within [${plan.calls}, ${plan.maxCalls}]`);
});

test("the typical skill's 3-round Full optimisation stays within 130k tokens: the review is asked in the baseline and the first noise re-judging only", async () => {
  const { rounds, spent, tasks } = await optimiseCopy({});
  assert.ok(rounds.length >= 3, `3 rounds kept or reverted (got ${rounds.map((r) => r.status).join(', ') || 'none'})`);
  assert.ok(spent <= 130_000, `${spent} tokens`);
  // 5 roles in the baseline and 5 in the first re-judging; the rounds (edits to dim8) and the later re-judgings carry it.
  assert.equal(tasks.filter((t) => t.startsWith('dim10.role')).length, 10);
  // The heterogeneous judges only tag dims: never asked in the noise re-judgings (baseline + 3 rounds at most).
  assert.ok(tasks.filter((t) => t.startsWith('ortho')).length <= 4);
});

test("a Quick optimisation's plan holds the paired judges that decide each round (no noise floor): its upper bound never cuts the run short", async () => {
  const { plan, usage, rounds, tasks, report } = await optimiseCopy({}, 'quick');
  assert.equal(plan.pairedEveryRound, 3);
  assert.ok(tasks.filter((t) => t.startsWith('paired')).length >= 3, 'the paired judges decided the rounds');
  assert.notEqual(report.stopped, 'budget');
  // Two small kept rounds in a row end a Quick run (the plateau): the plan's sure calls are for 3.
  assert.ok(rounds.length >= 2, `rounds kept or reverted: ${rounds.map((r) => r.status).join(', ') || 'none'}`);
  assert.ok(usage.calls <= plan.maxCalls, `${usage.calls} calls within the upper bound ${plan.maxCalls}`);
});
