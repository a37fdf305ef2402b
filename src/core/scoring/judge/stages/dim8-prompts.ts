/**
 * Stage 2a, the test prompts dim8 runs (seed v3 Phase 0.5, docs/features.md D3): the skill's own
 * test-prompts.json when it has a readable one (the first `maxTestPrompts`), else
 * prompts generated for it — written back as an artefact only when there was no file
 * at all, never over a file that could not be read. Blank, punctuation-only and repeated
 * prompts are not used (../test-prompts.ts); fewer than two usable is a failed generation.
 */
import { RUN_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JsonJob } from '../executor.ts';
import { DIM8_VERSIONS, testPromptMessages, testPromptsSchema, type TestPrompt } from '../prompts/dim8.ts';
import { promptProblemsText } from '../messages.ts';
import { fileProblemsText, readTestPrompts, screenGenerated, serialiseTestPrompts, TEST_PROMPTS_FILE } from '../../../formats/test-prompts/parse.ts';
import type { TestPromptsInfo } from '../types.ts';

export async function gatherTestPrompts(ctx: EvaluationContext): Promise<TestPromptsInfo> {
  const max = ctx.maxTestPrompts;
  const fromFile = readTestPrompts(ctx.scan.doc);
  if (fromFile.status === 'ok') {
    const info: TestPromptsInfo = { source: 'file', prompts: fromFile.prompts.slice(0, max) };
    const warnings: string[] = [];
    if (fromFile.total > max) {
      info.total = fromFile.total;
      warnings.push(`${TEST_PROMPTS_FILE} has ${fromFile.total} prompts; the first ${max} are used`);
    }
    if (fromFile.problems?.length) warnings.push(fileProblemsText(fromFile.problems, 'en'));
    if (warnings.length) info.warning = warnings.join('; ');
    return info;
  }
  const o = await ctx.ex.runJson(generateJob(ctx));
  ctx.record(o);
  if (!hasValue(o))
    return { source: 'none', prompts: [], warning: `test prompts could not be generated: ${o.detail}`, failure: { reason: o.reason, detail: o.detail } };
  // The check asked for a repair already; a cached reply from before it is screened here too.
  const screened = o.status === 'planned' ? { usable: o.value.prompts, problems: [] } : screenGenerated(o.value.prompts);
  if (screened.error)
    return {
      source: 'none',
      prompts: [],
      warning: `test prompts could not be generated: ${screened.error}`,
      failure: { reason: 'invalid-reply', detail: screened.error },
    };
  const info: TestPromptsInfo = { source: 'generated', prompts: screened.usable };
  if (o.status === 'planned') info.provisional = true;
  const dropped = screened.problems.length ? `; ${promptProblemsText(screened.problems, 'en')}` : '';
  if (fromFile.status === 'invalid') info.warning = `${fromFile.error}; it was left untouched and prompts were generated for this run only${dropped}`;
  else {
    if (dropped) info.warning = dropped.slice(2);
    ctx.keepArtefact({ path: TEST_PROMPTS_FILE, content: serialiseTestPrompts(screened.usable), why: 'Phase 0.5 test prompts (docs/features.md D3)' });
  }
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
    check: (v) => (new Set(v.prompts.map((p) => p.id)).size === v.prompts.length ? screenGenerated(v.prompts).error : 'prompt ids must be unique'),
    placeholder: {
      prompts: [1, 2, 3].map((n) => ({
        id: `tp-0${n}`,
        prompt: 'x'.repeat(120),
        expected_behavior: 'x'.repeat(200),
        category: n === 2 ? 'ambiguous' : 'typical',
      })),
    },
  };
}
