/**
 * Stage 2a, the test prompts dim8 runs (seed v3 Phase 0.5, SPEC D3): the skill's own
 * test-prompts.json when it has a readable one (the first `maxTestPrompts`), else
 * prompts generated for it — written back as an artefact only when there was no file
 * at all, never over a file that could not be read.
 */
import { RUN_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JsonJob } from '../executor.ts';
import { DIM8_VERSIONS, testPromptMessages, testPromptsSchema, type TestPrompt } from '../prompts/dim8.ts';
import { readTestPrompts, serialiseTestPrompts, TEST_PROMPTS_FILE } from '../test-prompts.ts';
import type { TestPromptsInfo } from '../types.ts';

export async function gatherTestPrompts(ctx: EvaluationContext): Promise<TestPromptsInfo> {
  const max = ctx.maxTestPrompts;
  const fromFile = readTestPrompts(ctx.scan.doc);
  if (fromFile.status === 'ok') {
    const info: TestPromptsInfo = { source: 'file', prompts: fromFile.prompts.slice(0, max) };
    if (fromFile.total > max) {
      info.total = fromFile.total;
      info.warning = `${TEST_PROMPTS_FILE} has ${fromFile.total} prompts; the first ${max} are used`;
    }
    return info;
  }
  const o = await ctx.ex.runJson(generateJob(ctx));
  ctx.record(o);
  if (!hasValue(o)) return { source: 'none', prompts: [], warning: `test prompts could not be generated: ${o.detail}`, failure: { reason: o.reason, detail: o.detail } };
  const info: TestPromptsInfo = { source: 'generated', prompts: o.value.prompts };
  if (o.status === 'planned') info.provisional = true;
  if (fromFile.status === 'invalid') info.warning = `${fromFile.error}; it was left untouched and prompts were generated for this run only`;
  else ctx.keepArtefact({ path: TEST_PROMPTS_FILE, content: serialiseTestPrompts(o.value.prompts), why: 'Phase 0.5 test prompts (SPEC D3)' });
  return info;
}

function generateJob(ctx: EvaluationContext): JsonJob<{ prompts: TestPrompt[] }> {
  return {
    kind: 'json',
    label: 'dim8 test prompts',
    step: 'dim8.testPrompts',
    promptVersion: DIM8_VERSIONS.testPrompts,
    variant: 'gen',
    messages: testPromptMessages(ctx.skill, ctx.lang),
    maxTokens: 1500,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 350,
    lang: ctx.lang,
    schema: testPromptsSchema,
    check: (v) => (new Set(v.prompts.map((p) => p.id)).size === v.prompts.length ? undefined : 'prompt ids must be unique'),
    placeholder: {
      prompts: [1, 2, 3].map((n) => ({ id: `tp-0${n}`, prompt: 'x'.repeat(120), expected_behavior: 'x'.repeat(200), category: n === 2 ? 'ambiguous' : 'typical' })),
    },
  };
}
