/**
 * The cost plan of "Luban: Score Skill" and "Luban: Evaluate Triggers" in words, for the
 * one question asked before any model call (docs/features.md C9): the core's numbers
 * (planScore / planTriggers walk the very code the run runs), the call limit the run
 * will keep, and what is sent and kept. Pure: strings through the injected `t`; unit-tested
 * in test/unit/extension/score-commands.test.ts.
 */
import { maxCalls, shortCount, type CostPlan } from '../../core/api/models.ts';
import type { ModalText } from '../models/consent.ts';
import type { Translate } from './text.ts';

export type PlanKind = 'score' | 'triggers';

/** The hard call limit of a run: `luban.model.budget` when set (> 0), else the plan's upper bound. */
export function callLimit(plan: CostPlan, setting: number | undefined): number {
  return setting !== undefined && setting > 0 ? setting : maxCalls(plan);
}

export interface PlanWordsInput {
  kind: PlanKind;
  plan: CostPlan;
  /** The model as people read it (`openai gpt-4o-mini @ https://…`). */
  model: string;
  skill: string;
  /** `luban.model.budget` (undefined or 0: none). */
  budgetSetting: number | undefined;
}

/** The question (message) and its details (one line each). */
export function planWords(t: Translate, i: PlanWordsInput): ModalText {
  const { plan } = i;
  const limit = callLimit(plan, i.budgetSetting);
  const lines = [
    t(
      '{0} model calls ({1} more answered by the judge cache), ~{2} input + ~{3} output tokens (estimates, ±30%).',
      plan.calls,
      plan.cachedCalls,
      shortCount(plan.inputTokens),
      shortCount(plan.outputTokens),
    ),
  ];
  if (plan.conditionalCalls)
    lines.push(t('Up to {0} more calls depending on earlier answers (multi-role review, heterogeneous judges).', plan.conditionalCalls));
  if (plan.maxRepairCalls) lines.push(t('At most one repair call for each reply that fails validation (up to {0}).', plan.maxRepairCalls));
  lines.push(
    i.budgetSetting !== undefined && i.budgetSetting > 0
      ? t('The run stops cleanly after {0} calls (luban.model.budget).', limit)
      : t('The run stops cleanly after {0} calls (the plan’s upper bound; set luban.model.budget to change it).', limit),
  );
  if (limit < plan.calls) lines.push(t('The budget is below the plan: expect a partial result.'));
  lines.push(
    i.kind === 'score'
      ? t('Nothing is written into the skill folder: the answers are kept in the judge cache in VS Code’s storage for this extension.')
      : t('Nothing is written into the skill folder unless you keep the generated queries afterwards.'),
  );
  const message =
    i.kind === 'score'
      ? t('Luban will score {0} with {1}: about {2} model calls. Score?', i.skill, i.model, plan.calls)
      : t('Luban will evaluate the triggers of {0} with {1}: about {2} model calls. Evaluate?', i.skill, i.model, plan.calls);
  return { message, detail: lines.join('\n') };
}
