/**
 * The pure parts of the editor's model layer (docs/features.md H5, C9): settings → provider
 * config (and the key from SecretStorage reaching the endpoint, nothing else),
 * `LanguageModelError` → the core's typed errors, the vscode.lm message shape, the
 * consent text, the optimiser's cost plan and call limit, the spend meter.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  effectiveBudget,
  PAIRED_OVERHEAD_TOKENS,
  planOptimize,
  PROPOSAL_OUTPUT_TOKENS,
  PROPOSAL_OVERHEAD_TOKENS,
} from '../../../src/core/workflows/loop/cost/optimize-plan.ts';
import { summarisePlan, type PlannedCall } from '../../../src/core/models/plan.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { MAX_SKILL_CHARS } from '../../../src/core/scoring/judge/prompts/common.ts';
import { LlmError } from '../../../src/core/models/llm/errors.ts';
import { createChatModel } from '../../../src/core/models/llm/provider.ts';
import type { ChatModel, ChatRequest, ChatResponse } from '../../../src/core/models/llm/types.ts';
import { planScore } from '../../../src/core/scoring/scorecard/score.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { concurrencyFor, keyEnvironment, resolveModelConfig, secretNameFor } from '../../../src/extension/models/config.ts';
import { consentText, planText } from '../../../src/extension/models/consent.ts';
import { mapLanguageModelError } from '../../../src/extension/models/lm-errors.ts';
import { matchesName, toLmMessages } from '../../../src/extension/models/lm-messages.ts';
import { MeteredModel } from '../../../src/core/models/metered.ts';
import { ModelServer } from '../../support/model-server.ts';
import { Budget } from '../../../src/core/models/budget.ts';
import { UsageMeter } from '../../../src/core/models/usage.ts';
import { Executor } from '../../../src/core/scoring/judge/executor.ts';

/** vscode.l10n.t in English: fill {0}, {1}… */
const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

// ───────────────────────── settings → provider config ─────────────────────────

test('settings: vscode-lm is the default; none; unknown providers and bad values name the setting to fix', () => {
  assert.deepEqual(resolveModelConfig({}), { ok: true, config: { kind: 'vscode-lm' } });
  assert.deepEqual(resolveModelConfig({ provider: '', name: '  ', budget: 0 }), { ok: true, config: { kind: 'vscode-lm' } });
  assert.deepEqual(resolveModelConfig({ provider: 'vscode-lm', name: 'gpt-4o', budget: 12 }), {
    ok: true,
    config: { kind: 'vscode-lm', name: 'gpt-4o', budget: 12 },
  });
  assert.deepEqual(resolveModelConfig({ provider: 'none', name: 'ignored' }), { ok: true, config: { kind: 'none' } });
  const bad = resolveModelConfig({ provider: 'ollama' });
  assert.equal(bad.ok, false);
  assert.equal(!bad.ok && bad.setting, 'luban.model.provider');
  assert.match(!bad.ok ? bad.problem.en : '', /"ollama".*vscode-lm, openai, anthropic, none/);
  assert.match(!bad.ok ? bad.problem.zh : '', /只能是/);
  for (const budget of [-1, 2.5, '10']) {
    const r = resolveModelConfig({ provider: 'none', budget });
    assert.equal(!r.ok && r.setting, 'luban.model.budget', `budget ${JSON.stringify(budget)}`);
  }
  const noName = resolveModelConfig({ provider: 'openai' });
  assert.equal(!noName.ok && noName.setting, 'luban.model.name');
  const badUrl = resolveModelConfig({ provider: 'openai', name: 'm', baseUrl: 'ftp://x' });
  assert.equal(!badUrl.ok && badUrl.setting, 'luban.model.baseUrl');
  const notUrl = resolveModelConfig({ provider: 'anthropic', name: 'm', baseUrl: 'localhost:11434' });
  assert.equal(!notUrl.ok && notUrl.setting, 'luban.model.baseUrl');
});

test('settings: HTTP providers — endpoint, whether a key is needed, and a key name per host', () => {
  const openai = resolveModelConfig({ provider: 'openai', name: 'gpt-4o-mini' });
  assert.ok(openai.ok && openai.config.kind === 'http');
  assert.equal(openai.config.endpoint, 'https://api.openai.com/v1');
  assert.equal(openai.config.keyRequired, true);
  assert.equal(openai.config.secretName, 'luban.apiKey.openai@api.openai.com');
  assert.deepEqual(openai.config.settings, { provider: 'openai', model: 'gpt-4o-mini' });
  assert.equal(concurrencyFor(openai.config), 4);

  const ollama = resolveModelConfig({ provider: 'openai', name: 'qwen2.5:7b', baseUrl: 'http://127.0.0.1:11434/v1', budget: 40 });
  assert.ok(ollama.ok && ollama.config.kind === 'http');
  assert.equal(ollama.config.keyRequired, false, 'a server on this machine needs no key');
  assert.equal(ollama.config.secretName, 'luban.apiKey.openai@127.0.0.1:11434');
  assert.equal(ollama.config.budget, 40);
  assert.equal(concurrencyFor(ollama.config), 1);

  const deepseek = resolveModelConfig({ provider: 'openai', name: 'deepseek-chat', baseUrl: 'https://API.deepseek.com/v1' });
  assert.ok(deepseek.ok && deepseek.config.kind === 'http');
  assert.equal(deepseek.config.secretName, 'luban.apiKey.openai@api.deepseek.com', 'a DeepSeek key is never looked up for api.openai.com');

  const anthropic = resolveModelConfig({ provider: 'anthropic', name: 'claude-sonnet-4-5', baseUrl: 'http://localhost:8080' });
  assert.ok(anthropic.ok && anthropic.config.kind === 'http');
  assert.equal(anthropic.config.keyRequired, true, 'Anthropic always needs a key');
  assert.equal(secretNameFor('anthropic', 'https://api.anthropic.com'), 'luban.apiKey.anthropic@api.anthropic.com');
});

test('settings → createChatModel: only the stored key is used, never the process environment; it reaches the endpoint', async (t0) => {
  const server = await ModelServer.start(() => ({ kind: 'text', text: 'pong' }));
  t0.after(() => server.close());
  assert.deepEqual(keyEnvironment(undefined), {});
  assert.deepEqual(keyEnvironment('sk-x'), { LUBAN_API_KEY: 'sk-x' });
  // A remote endpoint without a stored key: a config error, even if OPENAI_API_KEY is set in the process.
  const remote = resolveModelConfig({ provider: 'openai', name: 'm', baseUrl: 'https://api.example.com/v1' });
  assert.ok(remote.ok && remote.config.kind === 'http');
  const saved = process.env.OPENAI_API_KEY;
  process.env.OPENAI_API_KEY = 'sk-from-env';
  try {
    assert.throws(
      () => createChatModel(remote.config.kind === 'http' ? remote.config.settings : { provider: 'none' }, keyEnvironment(undefined)),
      (e: unknown) => e instanceof LlmError && e.code === 'config',
    );
  } finally {
    if (saved === undefined) delete process.env.OPENAI_API_KEY;
    else process.env.OPENAI_API_KEY = saved;
  }
  // The local server: the stored key is sent as the bearer token.
  const local = resolveModelConfig({ provider: 'openai', name: 'scripted', baseUrl: server.openaiBaseUrl });
  assert.ok(local.ok && local.config.kind === 'http');
  const model = createChatModel(local.config.settings, keyEnvironment('sk-secret-storage'));
  assert.ok(model);
  const r = await model.complete({ messages: [{ role: 'user', content: 'ping' }] });
  assert.equal(r.text, 'pong');
  assert.equal(server.requests.length, 1);
  assert.equal(server.requests[0].headers.authorization, 'Bearer sk-secret-storage');
  assert.equal(server.requests[0].body.model, 'scripted');
});

// ───────────────────────── LanguageModelError → LlmError ─────────────────────────

const lmError = (code: string, message = code, cause?: unknown) =>
  Object.assign(new Error(message), { name: 'LanguageModelError', code, ...(cause !== undefined ? { cause } : {}) });
const ctx = { aborted: false, model: 'copilot/gpt-4o' };

test('LanguageModelError codes map to the core error codes, with what to do', () => {
  const noPerm = mapLanguageModelError(lmError('NoPermissions'), ctx);
  assert.ok(noPerm instanceof LlmError);
  assert.equal(noPerm.code, 'auth');
  assert.equal(noPerm.retryable, false);
  assert.match(noPerm.message, /^vscode\.lm copilot\/gpt-4o: VS Code did not allow Luban/);
  assert.match(noPerm.message, /Manage Language Model Access/);
  const blocked = mapLanguageModelError(lmError('Blocked', 'quota exceeded'), ctx);
  assert.equal(blocked.code, 'rate_limit');
  assert.equal(blocked.retryable, false);
  assert.match(blocked.message, /blocked.*\(quota exceeded\)$/);
  const gone = mapLanguageModelError(lmError('NotFound'), ctx);
  assert.equal(gone.code, 'config');
  assert.match(gone.message, /luban\.model\.name/);
  assert.doesNotMatch(gone.message, /\(NotFound\)/, 'the code is not repeated as the detail');
});

test('Unknown errors are read from their message and cause; cancel and time limit win', () => {
  assert.equal(mapLanguageModelError(lmError('Unknown', 'Unknown', new Error('Request failed with 429 Too Many Requests')), ctx).code, 'rate_limit');
  assert.equal(mapLanguageModelError(lmError('Unknown', 'Unknown', 'socket ECONNRESET'), ctx).code, 'network');
  assert.equal(mapLanguageModelError(lmError('Unknown', 'the request timed out'), ctx).code, 'timeout');
  assert.equal(mapLanguageModelError(lmError('Unknown', "This model's maximum context length is 8192 tokens"), ctx).code, 'request');
  const other = mapLanguageModelError(lmError('Unknown', 'Unknown', new Error('Response contained no choices')), ctx);
  assert.equal(other.code, 'server');
  assert.match(other.message, /the model failed \(Response contained no choices\)/);
  assert.equal(mapLanguageModelError(new Error('boom'), ctx).code, 'server');
  assert.equal(mapLanguageModelError('a string', ctx).code, 'server');
  // A CancellationError, or our signal aborted (whatever the model said), is a cancel.
  assert.equal(mapLanguageModelError(Object.assign(new Error('Canceled'), { name: 'Canceled' }), ctx).code, 'aborted');
  assert.equal(mapLanguageModelError(lmError('Blocked'), { ...ctx, aborted: true }).code, 'aborted');
  assert.equal(mapLanguageModelError(Object.assign(new Error('Canceled'), { name: 'Canceled' }), { ...ctx, timedOut: true }).code, 'timeout');
  const typed = new LlmError('truncated', 'x');
  assert.equal(mapLanguageModelError(typed, ctx), typed, 'already typed: unchanged');
});

test('vscode.lm messages: system text goes in front of the first user message; model names match id, family or name', () => {
  assert.deepEqual(
    toLmMessages([
      { role: 'system', content: 'You are a judge.' },
      { role: 'system', content: 'Answer JSON.' },
      { role: 'user', content: 'Score this.' },
      { role: 'assistant', content: '{}' },
      { role: 'user', content: 'Again.' },
    ]),
    [
      { role: 'user', content: 'You are a judge.\n\nAnswer JSON.\n\nScore this.' },
      { role: 'assistant', content: '{}' },
      { role: 'user', content: 'Again.' },
    ],
  );
  assert.deepEqual(toLmMessages([{ role: 'system', content: 'S' }]), [{ role: 'user', content: 'S' }]);
  const m = { id: 'copilot-gpt-4o', family: 'gpt-4o', name: 'GPT-4o', vendor: 'copilot' };
  for (const n of ['gpt-4o', 'GPT-4O', 'copilot-gpt-4o', 'copilot/gpt-4o']) assert.ok(matchesName(m, n), n);
  assert.ok(!matchesName(m, 'gpt-4'));
});

// ───────────────────────── consent and the cost plan ─────────────────────────

test('consent text says what is sent, to whom, and what is not', () => {
  const lm = consentText(t, { provider: 'vscode-lm', skill: 'weekly-report', chars: 1234, otherFiles: 3 });
  assert.equal(lm.message, 'Send skill text to a language model?');
  assert.match(lm.detail, /^Luban will send to a chat model you choose in VS Code/);
  assert.match(lm.detail, /the text of SKILL\.md of "weekly-report" \(1234 characters\)/);
  assert.match(lm.detail, /names and sizes of the other 3 files in the skill folder — not their contents/);
  assert.match(lm.detail, /Luban's findings/);
  assert.doesNotMatch(lm.detail, /API key/);
  const remote = consentText(t, {
    provider: 'openai',
    endpoint: 'https://api.deepseek.com/v1',
    model: 'deepseek-chat',
    skill: 's',
    chars: MAX_SKILL_CHARS + 500,
    otherFiles: 0,
  });
  assert.equal(remote.message, 'Send skill text to the model deepseek-chat?');
  assert.match(remote.detail, /^Luban will send to https:\/\/api\.deepseek\.com\/v1 \(OpenAI-compatible, over the internet\):/);
  assert.match(remote.detail, new RegExp(`its first ${MAX_SKILL_CHARS} of ${MAX_SKILL_CHARS + 500} characters`));
  assert.match(remote.detail, /API key is never sent anywhere but this endpoint/);
  const local = consentText(t, { provider: 'openai', endpoint: 'http://127.0.0.1:11434/v1', local: true, skill: 's', chars: 10, otherFiles: 1 });
  assert.match(local.detail, /^Luban will send to http:\/\/127\.0\.0\.1:11434\/v1 \(a server on this machine\):/);
  assert.match(
    consentText(t, { provider: 'anthropic', endpoint: 'https://api.anthropic.com', skill: 's', chars: 1, otherFiles: 0 }).detail,
    /\(Anthropic, over the internet\)/,
  );
});

const call = (label: string, inputTokens: number, outputTokens: number, extra: Partial<PlannedCall> = {}): PlannedCall => ({
  label,
  step: label,
  inputTokens,
  outputTokens,
  conditional: false,
  repairable: true,
  ...extra,
});

test('the optimiser plan: baseline (cache-aware) + noise floor (Full) + rounds × (proposal + re-score), exact arithmetic', () => {
  const rescore = summarisePlan([call('dim2', 1000, 100), call('dim3', 1000, 100), call('review', 2000, 300, { conditional: true })], 0);
  const baseline = summarisePlan([call('dim3', 1000, 100), call('review', 2000, 300, { conditional: true })], 1);
  // Paired judges off here: the arithmetic of the rest (with them, Quick asks them every round: below).
  const quick = planOptimize({ mode: 'quick', rounds: 3, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: false, pairedJudges: 0 });
  // baseline 1 sure call; 3 rounds × (1 proposal + 2 re-score calls).
  assert.equal(quick.calls, 1 + 3 * (1 + 2));
  // upper bound: baseline 1 + 1 conditional + 2 repairs = 4; rounds 3 × (2 proposals + (2 + 1 + 3)) = 24.
  assert.equal(quick.maxCalls, 4 + 3 * (2 + 6));
  assert.equal(quick.inputTokens, 1000 + 3 * 2000 + 3 * (400 + PROPOSAL_OVERHEAD_TOKENS));
  assert.equal(quick.outputTokens, 100 + 3 * 200 + 3 * PROPOSAL_OUTPUT_TOKENS);
  assert.equal(quick.pairedJudges, 0, 'Quick mode has no noise floor, so no paired decision');
  // docs/features.md D9: with no noise floor (Quick) the paired judges decide every judged round — sure calls.
  const quickPaired = planOptimize({ mode: 'quick', rounds: 3, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: false });
  assert.deepEqual([quickPaired.pairedJudges, quickPaired.pairedEveryRound], [0, 3]);
  assert.equal(quickPaired.calls, quick.calls + 3 * 3);
  assert.equal(quickPaired.maxCalls, quick.maxCalls + 3 * 2 * 3);
  assert.equal(quickPaired.inputTokens, quick.inputTokens + 3 * 3 * (2 * 400 + PAIRED_OVERHEAD_TOKENS));
  const full = planOptimize({ mode: 'full', rounds: 5, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: true });
  // + the noise floor's 3 re-judgings (never cached) and the test-prompt design call.
  assert.equal(full.calls, 1 + 3 * 2 + 5 * 3 + 1);
  // + the paired judges (docs/features.md D9, default 3), conditional: upper bound only, each with one repair.
  assert.equal(full.pairedJudges, 3);
  assert.equal(full.maxCalls, 4 + 3 * 6 + 5 * (8 + 2 * 3) + 2);
  assert.equal(full.inputTokens, 1000 + 8 * 2000 + 5 * 1300);
  // Phase 1's progress counts against the baseline and the noise re-judgings together (not the baseline's 1 call alone).
  assert.deepEqual([full.baselineCalls, full.phase1Calls, quick.phase1Calls], [1, 1 + 3 * 2, 1]);
  const fullOff = planOptimize({ mode: 'full', rounds: 5, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: true, pairedJudges: 0 });
  assert.deepEqual([fullOff.calls, fullOff.maxCalls, fullOff.pairedJudges], [full.calls, 4 + 3 * 6 + 5 * 8 + 2, 0]);
  assert.equal(
    planOptimize({ mode: 'full', rounds: 5, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: true, pairedJudges: 1 }).maxCalls,
    full.maxCalls,
    '1 counts as 3',
  );
  assert.equal(
    planOptimize({ mode: 'full', rounds: 5, baseline, rescore, noiseFloor: true, skillTokens: 400, designPrompts: true, pairedJudges: 5 }).maxCalls,
    4 + 3 * 6 + 5 * (8 + 2 * 5) + 2,
  );
  // Without the noise floor there is no "inside the noise": no paired judges either.
  const noNoise = planOptimize({ mode: 'full', rounds: 5, baseline, rescore, noiseFloor: false, skillTokens: 400, designPrompts: true, pairedJudges: 3 });
  assert.deepEqual([noNoise.maxCalls, noNoise.pairedJudges, noNoise.pairedEveryRound], [4 + 5 * (8 + 2 * 3) + 2, 0, 3]);
  assert.match(
    planText(t, full, 'm', undefined).detail,
    /inside the judge noise floor, 3 paired judges compare the versions before and after the edit and decide keep or revert \(up to 6 more calls a round\)/,
  );
  assert.match(planText(t, full, 'm', undefined).detail, new RegExp(`stops cleanly after ${full.maxCalls} calls`));
  assert.doesNotMatch(planText(t, fullOff, 'm', undefined).detail, /paired/);
  // The call limit: the setting when given, else the plan's upper bound.
  assert.equal(effectiveBudget(quick, undefined), 28);
  assert.equal(effectiveBudget(quick, 0), 28);
  assert.equal(effectiveBudget(quick, 5), 5);
  const text = planText(t, quick, 'copilot/gpt-4o', undefined);
  assert.doesNotMatch(text.detail, /paired/);
  assert.equal(text.message, 'Luban will use copilot/gpt-4o: about 10 calls. Run?');
  assert.match(text.detail, /Mode Quick: baseline, then up to 3 rounds/);
  assert.match(text.detail, /About 10 model calls \(up to 28\), ~11k input \+ ~2\.2k output tokens/);
  assert.match(text.detail, /stops cleanly after 28 calls \(the plan’s upper bound/);
  const capped = planText(t, quick, 'm', 5);
  assert.match(capped.detail, /stops cleanly after 5 calls \(luban\.model\.budget\)/);
  assert.match(capped.detail, /budget is below the plan/);
  assert.doesNotMatch(planText(t, quick, 'm', 50).detail, /below the plan/);
});

test('the plan from the real judge code on examples/skills/weekly-report (planning mode: nothing is called)', async () => {
  let called = 0;
  const model: ChatModel = {
    provider: 'openai',
    model: 'plan-only',
    id: 'openai:test:plan-only',
    complete: async () => {
      called++;
      throw new Error('planning must not call the model');
    },
    stream: () => {
      throw new Error('planning must not call the model');
    },
  };
  const doc = await loadSkill(path.resolve('examples/skills/weekly-report'));
  const scan = scanDocument(doc);
  const one = await planScore(scan, { mode: 'quick', model });
  assert.ok(one.calls >= 3, `a Quick scoring judges several dimensions (${one.calls})`);
  const plan = planOptimize({ mode: 'quick', rounds: 3, baseline: one, rescore: one, noiseFloor: true, skillTokens: 500, designPrompts: false });
  assert.equal(plan.calls, one.calls * 4 + 3 + 3 * 3, 'the paired judges decide every Quick round');
  assert.ok(plan.maxCalls >= plan.calls);
  assert.equal(called, 0);
});

// ───────────────────────── the spend meter ─────────────────────────

test('MeteredModel counts requests sent (retries and failures included, as the budget does), failures and tokens, and keeps the wrapped id (judge cache keys)', async () => {
  const answers: Array<ChatResponse | Error> = [
    { text: 'a', usage: { inputTokens: 10, outputTokens: 2 }, model: 'm', attempts: 1 },
    Object.assign(new LlmError('server', 'down'), { attempts: 2 }),
    { text: 'b', usage: { inputTokens: 5, outputTokens: 1, estimated: true }, model: 'm', attempts: 2 },
  ];
  const inner: ChatModel = {
    provider: 'vscode',
    model: 'm',
    id: 'vscode:copilot/m',
    complete: async (_r: ChatRequest) => {
      const a = answers.shift()!;
      if (a instanceof Error) throw a;
      return a;
    },
    async *stream() {
      yield { type: 'delta', text: 'x' };
      yield { type: 'done', response: { text: 'x', usage: { inputTokens: 1, outputTokens: 1 }, model: 'm', attempts: 1 } };
    },
  };
  const seen: number[] = [];
  const m = new MeteredModel(inner, (s) => seen.push(s.calls));
  assert.equal(m.id, 'vscode:copilot/m');
  assert.equal(m.provider, 'vscode');
  assert.equal((await m.complete({ messages: [] })).text, 'a');
  await assert.rejects(m.complete({ messages: [] }), (e: unknown) => e instanceof LlmError && e.code === 'server');
  await m.complete({ messages: [] });
  for await (const _ of m.stream({ messages: [] })) void _;
  // Requests sent, as the call budget counts them: 1 + 2 (failed after a retry) + 2 (one retry) + 1 (the stream).
  assert.deepEqual(m.spend, { calls: 6, failed: 1, inputTokens: 16, outputTokens: 4, estimated: true });
  assert.deepEqual(seen, [1, 3, 5, 6]);
});

test("MeteredModel and the call budget tell one number: the live count equals the budget's (the report's health line) through retries, a repair and a failure", async () => {
  // A provider that retries the way http-model does: each extra attempt asks admitRetry (the budget) first.
  const script: Array<{ retries: number; reply: string | LlmError }> = [
    { retries: 0, reply: '{"ok":true}' },
    { retries: 2, reply: '{"ok":true}' },
    { retries: 0, reply: 'not json' },
    { retries: 0, reply: '{"ok":true}' },
    { retries: 1, reply: new LlmError('server', 'down') },
  ];
  const inner: ChatModel = {
    provider: 'openai',
    model: 'm',
    id: 'openai:m',
    complete: async (r: ChatRequest) => {
      const step = script.shift()!;
      let attempts = 1;
      for (let i = 0; i < step.retries && r.admitRetry?.(); i++) attempts++;
      if (step.reply instanceof LlmError) throw Object.assign(step.reply, { attempts });
      return { text: step.reply, usage: { inputTokens: 3, outputTokens: 1 }, model: 'm', attempts };
    },
    async *stream() {},
  };
  const metered = new MeteredModel(inner);
  const budget = new Budget();
  const executor = new Executor({ model: metered, budget, meter: new UsageMeter() });
  const job = (variant: string) => ({
    kind: 'json' as const,
    label: variant,
    step: 'dim2',
    promptVersion: '1',
    variant,
    messages: [{ role: 'user' as const, content: variant }],
    maxTokens: 10,
    estOutputTokens: 1,
    lang: 'en' as const,
    schema: { type: 'object' },
    placeholder: {},
  });
  assert.equal((await executor.runJson(job('a'))).status, 'answered');
  assert.equal((await executor.runJson(job('b'))).status, 'answered');
  assert.equal((await executor.runJson(job('c'))).status, 'answered', 'answered after one repair request');
  assert.equal((await executor.runJson(job('d'))).status, 'failed');
  assert.equal(budget.spent, 1 + 3 + 2 + 2);
  assert.equal(metered.spend.calls, budget.spent);
  assert.equal(metered.spend.failed, 1);
});
