/**
 * What the real-model suite's files share (`npm run test:model`, issue 17): Luban's CLI, configured as a user
 * would (`--provider openai --base-url http://127.0.0.1:PORT/v1 --model NAME`), against a
 * real small instruction model (SmolLM2-135M-Instruct, CPU, node-llama-cpp) behind a real
 * OpenAI-compatible server (test/support/local-model-server.ts).
 *
 * A 135M model's opinions are worthless and change with the build: nothing here asserts a
 * score. What must hold with any model is asserted: the JSON contract, every judged
 * dimension either scored in range from a reply or `null` with its reason, the usage the
 * CLI reports equal to what the server counted, the budget counting real requests, the
 * cost plan's per-call estimate within a factor of the real tokens, a time bound, and after
 * an optimisation SKILL.md either wholly the old text or a kept edit that passes the checks.
 *
 * One file per command, each with its own server (one model, one thread): two files run at
 * once on a 2-core machine. Each command runs under `--budget` so that the whole suite stays
 * within minutes; a budget stop is itself part of what is checked (a partial card, never an
 * invented score).
 */
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { LocalModelServer, type ServedRequest } from '../support/local-model-server.ts';
import { tempDir } from '../support/tmp.ts';
import { MODEL_NAME, modelPath, runtimeDir } from './cache.ts';
import type { ChatModel } from '../../src/core/models/llm/types.ts';
import { JUDGED_DIMS, SCORECARD_SCHEMA, type ScorecardJson } from './scorecard-schema.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist', 'cli.cjs');
/**
 * Per command, on a 2-core machine; LUBAN_MODEL_TIME_LIMIT_S overrides it for a slower (shared) one.
 * Measured here: the model reads a prompt at ~50 tokens/s on one thread (a 4.2k-token
 * rubric prompt takes 76–106 s before the first reply token), so two such calls need
 * ~4 minutes; 10 leaves room for a second file running at the same time and a slower CI machine.
 */
export const COMMAND_LIMIT_MS = Number(process.env.LUBAN_MODEL_TIME_LIMIT_S ?? 600) * 1000;
/**
 * The cost plan's input tokens against the real ones. Its own claim is ±30 % on frontier
 * tokenizers; SmolLM2's English-centred tokenizer spends ~2 tokens on a Chinese character
 * (Luban counts 1) and its chat template adds its own markers, so 2.5× is what holds for it.
 */
const PLAN_FACTOR = 2.5;

const validate = new Ajv({ allErrors: true, strict: false }).compile(SCORECARD_SCHEMA);
let server: LocalModelServer;

/** Starts the model server before the file's tests and stops it after them. */
export function useLocalModel(): void {
  before(startServer);
  after(async () => {
    await server?.close();
  });
}

/**
 * One thread per server: the files run two at a time (--test-concurrency=2 on 2 cores), and
 * llama.cpp's threads wait on each other at every layer, so on a busy CPU two threads in one
 * process are many times slower than one (measured: 24 tokens in 35 s with 2 threads, 3.6 s
 * with 1, on a shared 2-core machine). LUBAN_MODEL_THREADS overrides it.
 */
function threads(): number {
  const n = Number(process.env.LUBAN_MODEL_THREADS ?? 1);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

async function startServer(): Promise<void> {
  for (const p of [modelPath(), path.join(runtimeDir(), 'node_modules', 'node-llama-cpp')])
    if (!existsSync(p)) throw new Error(`${p} is missing: run \`node --import tsx test/model/setup.ts\` (npm run test:model does)`);
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build (npm run test:model does)`);
  server = await LocalModelServer.start({
    modelPath: modelPath(),
    runtimeDir: runtimeDir(),
    modelName: MODEL_NAME,
    threads: threads(),
    contextSize: 8192,
    maxTokensCap: 192,
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  served: ServedRequest[];
}

/** The built CLI in a child process (the server answers in this one), with no key in its environment. */
export function luban(args: string[], cwd: string): Promise<Run> {
  const first = server.served.length;
  const started = Date.now();
  const env = { ...process.env };
  for (const k of ['LUBAN_API_KEY', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY']) delete env[k];
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), COMMAND_LIMIT_MS + 30_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started, served: server.served.slice(first) });
    });
  });
}

/** The running local model server (for tests that call Luban's core in-process, e.g. effect.test.ts). */
export function localModelServer(): LocalModelServer {
  return server;
}

export function modelFlags(budget: number): string[] {
  // --timeout: the command's own bound; a slow CPU must not turn into retries (each a request of the budget).
  return [
    '--provider',
    'openai',
    '--model',
    MODEL_NAME,
    '--base-url',
    server.openaiBaseUrl,
    '--budget',
    String(budget),
    '--timeout',
    String(COMMAND_LIMIT_MS / 1000),
    '--no-cache',
  ];
}

/** "7 model calls (0 more answered by the cache), about 7.3k input + 4.2k output tokens" → calls and input tokens. */
function printedPlan(stderr: string): { calls: number; inputTokens: number } | undefined {
  const m = /(\d+) model calls \(\d+ more answered by the cache\), about ([\d.]+)(k?) input/.exec(stderr);
  if (!m) return undefined;
  return { calls: Number(m[1]), inputTokens: Number(m[2]) * (m[3] ? 1000 : 1) };
}

/**
 * The plan's per-call estimates, made in this process by the same code the CLI runs
 * (planScore walks the judges; nothing is sent, so the model here is only a name).
 */
async function plannedCalls(dir: string, mode: 'quick' | 'full'): Promise<{ calls: number; inputTokens: number; estimates: number[] }> {
  const [{ scanPaths }, { planScore }] = await Promise.all([
    import('../../src/core/engine/scan-paths.ts'),
    import('../../src/core/scoring/scorecard/score.ts'),
  ]);
  const scan = (await scanPaths([dir])).skills[0];
  const unused = (): never => {
    throw new Error('planning sends nothing');
  };
  const model: ChatModel = { provider: 'openai', model: MODEL_NAME, id: `openai:${server.openaiBaseUrl}:${MODEL_NAME}`, complete: unused, stream: unused };
  const plan = await planScore(scan, { mode, model });
  const sure = plan.items.filter((i) => !i.conditional).map((i) => i.inputTokens);
  return { calls: plan.calls, inputTokens: plan.inputTokens, estimates: sure };
}

/**
 * The answered calls' real input tokens against the plan's estimates for as many calls.
 * A budget stop answers only some of the planned calls, and which ones depends on the
 * order the judges run in, so the real total is checked against the sum of the k smallest
 * and the k largest estimates (exact when every call was answered).
 */
export async function checkPlanEstimate(run: Run, dir: string, mode: 'quick' | 'full'): Promise<void> {
  const printed = printedPlan(run.stderr);
  assert.ok(printed, `no cost plan before the run:\n${run.stderr}`);
  const mine = await plannedCalls(dir, mode);
  assert.equal(printed.calls, mine.calls, 'the printed plan is not the plan of this skill');
  assert.ok(
    Math.abs(printed.inputTokens - mine.inputTokens) <= Math.max(50, mine.inputTokens * 0.05),
    `printed ${printed.inputTokens} input tokens, planned ${mine.inputTokens}`,
  );
  const ok = run.served.filter((s) => s.status === 200);
  const k = Math.min(ok.length, mine.estimates.length);
  if (k === 0) return;
  const real = ok.slice(0, k).reduce((n, s) => n + s.promptTokens, 0);
  const sorted = [...mine.estimates].sort((a, b) => a - b);
  const low = sorted.slice(0, k).reduce((a, b) => a + b, 0);
  const high = sorted.slice(-k).reduce((a, b) => a + b, 0);
  console.log(`# plan: ${k} answered call(s) used ${real} input tokens; the plan's estimates for ${k} call(s): ${low}–${high}`);
  assert.ok(
    real <= high * PLAN_FACTOR && real * PLAN_FACTOR >= low,
    `the answered calls used ${real} input tokens; the plan estimated ${low}–${high} for ${k} call(s) (factor ${PLAN_FACTOR})`,
  );
}

export function report(label: string, run: Run): void {
  const ok = run.served.filter((s) => s.status === 200);
  console.log(
    `# ${label}: ${(run.ms / 1000).toFixed(1)} s, ${run.served.length} requests (${ok.length} answered; ${run.served.filter((s) => s.schema === 'grammar').length} under the reply schema), ` +
      `${ok.reduce((n, s) => n + s.promptTokens, 0)} prompt + ${ok.reduce((n, s) => n + s.completionTokens, 0)} completion tokens, ` +
      `${ok.filter((s) => s.finishReason === 'length').length} cut at the token limit; statuses ${run.served.map((s) => s.status).join(',')}`,
  );
  for (const s of run.served) if (s.error) console.log(`#   ${s.status}: ${s.error}`);
}

/** What must hold for any scorecard from any model. */
export async function checkScorecard(run: Run, budget: number, mode: 'quick' | 'full', dir: string): Promise<ScorecardJson> {
  assert.ok(run.ms < COMMAND_LIMIT_MS, `took ${run.ms} ms (limit ${COMMAND_LIMIT_MS})`);
  const card = JSON.parse(run.stdout) as ScorecardJson;
  assert.ok(validate(card), JSON.stringify(validate.errors));
  // Whether a 135M model's replies hold up is its own business; the contract is that a card
  // with no judged part is "not scored" (total null), says why, and exits 2 (issue 26 item 1).
  if (card.total === null) {
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /The model did not answer: \d+ of \d+ calls failed \(|no judged dimension|not scored/i, 'a not-scored card without the reason');
  } else assert.equal(run.code, 0, run.stderr);
  assert.equal(card.mode, mode);

  // The budget counts real requests: what reached the server, retries included.
  assert.ok(run.served.length >= 1, 'no request reached the model');
  assert.ok(run.served.length <= budget, `${run.served.length} requests over a budget of ${budget}`);
  assert.ok(card.usage.calls <= run.served.length, `usage.calls ${card.usage.calls} over the ${run.served.length} requests the server received`);
  const ok = run.served.filter((s) => s.status === 200);
  if (ok.length === run.served.length) {
    // Every request answered at its first attempt: the reported usage is the server's, to the call and the token.
    assert.equal(card.usage.calls, run.served.length, 'usage.calls is not the number of requests the server received');
    assert.notEqual(card.usage.estimated, true);
    assert.equal(
      card.usage.inputTokens,
      ok.reduce((n, s) => n + s.promptTokens, 0),
    );
    assert.equal(
      card.usage.outputTokens,
      ok.reduce((n, s) => n + s.completionTokens, 0),
    );
  }

  // Every judged dimension: a value in range from a reply, or null with the reason.
  for (const d of JUDGED_DIMS) {
    const dim = card.dims[d];
    if (dim.value === null) {
      assert.ok(dim.reason, `${d} is null without a reason`);
      assert.ok(
        dim.tags.some((t) => t.startsWith('[not scored') || t.startsWith('[partial')),
        `${d}: ${dim.tags.join(' ')}`,
      );
    } else {
      assert.ok(dim.value >= 0 && dim.value <= 10, `${d} = ${dim.value}`);
      assert.ok(ok.length > 0, `${d} has a value but no request was answered`);
    }
  }
  // Nothing rescaled: the total is over the scored weights only; a card missing weight is partial
  // (and one whose claimed part did not finish is partial at any outOf — docs/features.md D9).
  if (card.outOf < 100) assert.equal(card.partial, true);
  if (card.total !== null) assert.ok(card.total <= card.outOf + 0.05, `total ${card.total} over outOf ${card.outOf}`);
  // A budget stop that left a judged part unanswered is partial, never a whole score.
  if (JUDGED_DIMS.some((d) => card.dims[d].value === null)) assert.equal(card.partial, true);

  // The plan's estimates are within the stated factor of what was sent.
  await checkPlanEstimate(run, dir, mode);
  return card;
}

export function skillCopy(src: string): string {
  const dest = path.join(tempDir(), path.basename(src));
  cpSync(src, dest, { recursive: true });
  return dest;
}
