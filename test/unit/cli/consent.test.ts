/** The cost consent score, effect and triggers share (src/cli/consent.ts): budget notes, refusal, question. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { askPlanConsent, budgetNotes } from '../../../src/cli/consent.ts';
import type { CliIO } from '../../../src/cli/io.ts';

const SHORT = { en: 'The plan needs up to {max} calls but the budget is {n}: expect less.', zh: '计划最多需要 {max} 次，预算 {n} 次。' };

test('budget notes: none without --budget; the cap; the command’s shortfall note only when the plan may need more', () => {
  assert.deepEqual(budgetNotes('en', undefined, 9, SHORT), []);
  assert.deepEqual(budgetNotes('en', 10, 9, SHORT), ['Budget: at most 10 model calls; the run stops cleanly when they are spent.']);
  assert.deepEqual(budgetNotes('en', 3, 9, SHORT), [
    'Budget: at most 3 model calls; the run stops cleanly when they are spent.',
    'The plan needs up to 9 calls but the budget is 3: expect less.',
  ]);
  assert.deepEqual(budgetNotes('zh-CN', 3, 9, SHORT), ['预算：最多调用模型 3 次；用完即干净地停止。', '计划最多需要 9 次，预算 3 次。']);
});

function io(answer?: string): CliIO & { asked: string[] } {
  const asked: string[] = [];
  return {
    stdout: () => {},
    stderr: () => {},
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
    interactive: answer !== undefined,
    ask: async (q: string) => {
      asked.push(q);
      return answer ?? '';
    },
    asked,
  } as CliIO & { asked: string[] };
}

test('plan consent: the plan, then the budget notes (accepted), the refusal naming the command (exit 2), or the shared question', async () => {
  const base = {
    command: 'effect',
    locale: 'en' as const,
    plan: ['PLAN'],
    cost: { calls: 4, inputTokens: 100, outputTokens: 20 },
    upTo: 6,
    budgetShort: SHORT,
    declined: 'NO',
  };
  let out: string[] = [];
  let exit: number | undefined;
  const write = (s: string) => void out.push(s);
  const setExit = (c: number) => void (exit = c);
  assert.equal(await askPlanConsent(io(), { ...base, write, setExit, budget: 5 }), 'accepted');
  assert.deepEqual(out, [
    'PLAN',
    'Budget: at most 5 model calls; the run stops cleanly when they are spent.',
    'The plan needs up to 6 calls but the budget is 5: expect less.',
  ]);
  out = [];
  assert.equal(await askPlanConsent(io(), { ...base, write, setExit }), 'refused');
  assert.deepEqual(out, [
    'PLAN',
    'effect would make 4 model calls (~120 tokens) and cannot ask for confirmation (no terminal). Pass --yes to accept the plan or --budget N to cap the calls.',
  ]);
  assert.equal(exit, 2);
  out = [];
  const person = io('n');
  assert.equal(await askPlanConsent(person, { ...base, write, setExit }), 'declined');
  assert.deepEqual(person.asked, ['Proceed? [y/N] ']);
  assert.deepEqual(out, ['PLAN', 'NO']);
  assert.equal(await askPlanConsent(io('y'), { ...base, write, setExit }), 'accepted');
});
