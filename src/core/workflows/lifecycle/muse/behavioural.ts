/**
 * Behavioural cases (docs/features.md E2): a model runs the skill on the case's input (the skill as
 * its instructions, a fresh context), then an independent judge — another fresh
 * context — checks the output against the case's expectation. Both calls go through
 * the judge Executor: cache, budget, cancellation, strict JSON with one repair. In
 * planning mode nothing is called and the calls are counted for the cost plan (C9).
 * Without a model a behavioural case is `not run`, never guessed.
 */
import type { Budget } from '../../../models/budget.ts';
import type { JudgeCache } from '../../../models/cache.ts';
import { summarisePlan, type CostPlan } from '../../../models/plan.ts';
import { UsageMeter } from '../../../models/usage.ts';
import { Executor, type FailReason } from '../../../scoring/judge/executor.ts';
import { skillLanguage } from '../../../skill/language.ts';
import type { ChatModel } from '../../../models/llm/types.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { museText } from './messages.ts';
import type { Case, CaseResult, NotRunReason } from './types.ts';

export const JUDGE_TASK = 'muse.judge@1';
const PROMPT_VERSION = 'muse-1';

export interface JudgeVerdict {
  pass: boolean;
  deviation: string;
}

const verdictSchema = {
  type: 'object',
  required: ['pass', 'deviation'],
  properties: { pass: { type: 'boolean' }, deviation: { type: 'string' } },
  additionalProperties: true,
} as const;

export interface BehaviouralOptions {
  model?: ChatModel;
  budget: Budget;
  cache?: JudgeCache;
  signal?: AbortSignal;
  planning?: boolean;
}

function runMessages(doc: SkillDocument, c: Case) {
  const skill = doc.skillFile?.text?.text ?? '';
  return [
    {
      role: 'system' as const,
      content: `You are an AI agent with one skill installed. Follow it whenever it applies; when a request is outside it, say so.\n\n<skill name="${doc.folderName}">\n${skill}\n</skill>`,
    },
    { role: 'user' as const, content: c.input ?? '' },
  ];
}

function judgeMessages(c: Case, output: string, lang: 'en' | 'zh') {
  const ask =
    lang === 'zh'
      ? '你是独立评委。判断智能体的输出是否满足预期。只回复 JSON：{"pass": true|false, "deviation": "不满足时说明偏差，满足时为空字符串"}。'
      : 'You are an independent judge. Decide whether the agent output meets the expectation. Reply with JSON only: {"pass": true|false, "deviation": "what deviates when it fails, empty when it passes"}.';
  return [
    { role: 'system' as const, content: `luban-task: ${JUDGE_TASK}\n${ask}` },
    {
      role: 'user' as const,
      content: `<case id="${c.id}" dimension="${c.dimension}">\n<input>\n${c.input ?? ''}\n</input>\n<expected>\n${c.expected ?? ''}\n</expected>\n</case>\n<output>\n${output.slice(0, 12000)}\n</output>`,
    },
  ];
}

const notRun = (c: Case, why: NotRunReason): CaseResult => ({
  case: c,
  status: 'not-run',
  notRun: why,
  deviation: museText(`notRun.${why}`),
  evidence: 'none',
});

const reasonOf = (r: FailReason): NotRunReason => (r === 'budget' ? 'budget' : r === 'cancelled' ? 'cancelled' : r === 'no-model' ? 'no-model' : 'model-error');

/** Run (or plan) the behavioural cases on `after`. */
export async function runBehavioural(
  cases: Case[],
  after: SkillDocument,
  o: BehaviouralOptions,
): Promise<{ results: CaseResult[]; plan: CostPlan; usage: UsageMeter }> {
  const meter = new UsageMeter();
  const ex = new Executor({ model: o.model, budget: o.budget, cache: o.cache, meter, signal: o.signal, planning: o.planning });
  const lang = skillLanguage(after);
  const results: CaseResult[] = [];
  for (const c of cases) {
    if (!o.model) {
      results.push(notRun(c, 'no-model'));
      continue;
    }
    const run = await ex.runText({
      kind: 'text',
      label: `MUSE ${c.id} run`,
      step: 'muse.run',
      promptVersion: PROMPT_VERSION,
      variant: '1',
      messages: runMessages(after, c),
      maxTokens: 1500,
      estOutputTokens: 600,
      lang,
      placeholder: '(planned run output)',
    });
    if (run.status === 'failed') {
      results.push(notRun(c, reasonOf(run.reason)));
      continue;
    }
    const judged = await ex.runJson<JudgeVerdict>({
      kind: 'json',
      label: `MUSE ${c.id} judge`,
      step: 'muse.judge',
      promptVersion: PROMPT_VERSION,
      variant: '1',
      messages: judgeMessages(c, run.value, lang),
      maxTokens: 400,
      estOutputTokens: 80,
      lang,
      schema: verdictSchema,
      placeholder: { pass: true, deviation: '' },
    });
    if (judged.status === 'failed') {
      results.push(notRun(c, reasonOf(judged.reason)));
      continue;
    }
    if (judged.status === 'planned') continue;
    const v = judged.value;
    results.push(
      v.pass
        ? { case: c, status: 'pass', location: c.location, evidence: 'judged' }
        : { case: c, status: 'fail', location: c.location, deviation: museText('judgedFail', { deviation: v.deviation || '-' }), evidence: 'judged' },
    );
  }
  return { results, plan: summarisePlan(ex.planned, ex.cachedCount), usage: meter };
}
