/**
 * What people read before Luban sends anything to a model (docs/features.md H5 consent, C9 cost
 * guard): the consent text (what is sent, to whom, what is not) and the optimiser's
 * cost plan in words (calls and estimated tokens, the hard call limit). The plan's
 * numbers are the core's (core/cost/run-plan.ts), the same the CLI shows; this file
 * only words them. Pure: strings go through the injected `t` (vscode.l10n.t in the
 * extension, so both languages live in l10n/bundle.l10n*.json); unit-tested in
 * test/unit/extension/models.test.ts.
 */
import { effectiveBudget, type OptimizePlan } from '../../core/api/loop.ts';
import { shortCount } from '../../core/api/models.ts';
import { MAX_SKILL_CHARS } from '../../core/api/score.ts';

export type Translate = (message: string, ...args: Array<string | number>) => string;

export interface ConsentInput {
  /** `vscode-lm`, or an HTTP provider. */
  provider: 'vscode-lm' | 'openai' | 'anthropic';
  /** The endpoint (HTTP) — shown so people see where the text goes. */
  endpoint?: string;
  /** The endpoint is on this machine. */
  local?: boolean;
  /** Model name, when known. */
  model?: string;
  skill: string;
  /** Characters of SKILL.md. */
  chars: number;
  /** Other files in the skill folder (names and sizes are sent, not contents). */
  otherFiles: number;
}

export interface ModalText {
  message: string;
  detail: string;
}

const k = shortCount;

/** The consent question: what is sent, to whom, what is not. */
export function consentText(t: Translate, c: ConsentInput): ModalText {
  const to =
    c.provider === 'vscode-lm'
      ? t('a chat model you choose in VS Code (its extension, e.g. GitHub Copilot, sends it to its provider)')
      : c.local
        ? t('{0} (a server on this machine)', c.endpoint ?? '')
        : t('{0} ({1}, over the internet)', c.endpoint ?? '', c.provider === 'anthropic' ? 'Anthropic' : t('OpenAI-compatible'));
  const lines = [
    t('Luban will send to {0}:', to),
    c.chars > MAX_SKILL_CHARS
      ? t('• the text of SKILL.md of "{0}" (its first {1} of {2} characters)', c.skill, MAX_SKILL_CHARS, c.chars)
      : t('• the text of SKILL.md of "{0}" ({1} characters)', c.skill, c.chars),
    t('• the names and sizes of the other {0} files in the skill folder — not their contents', c.otherFiles),
    t("• Luban's findings (file, line, message), the rubric prompts and generated test prompts"),
    t('The answers are used to score and edit this skill. Nothing else leaves this machine; the API key is never sent anywhere but this endpoint.'),
  ];
  if (c.provider === 'vscode-lm') lines[4] = t('The answers are used to score and edit this skill. Nothing else leaves this machine.');
  return {
    message: c.model ? t('Send skill text to the model {0}?', c.model) : t('Send skill text to a language model?'),
    detail: lines.join('\n'),
  };
}

/** The cost-plan question shown before any model run. */
export function planText(t: Translate, plan: OptimizePlan, model: string, budgetSetting: number | undefined): ModalText {
  const limit = effectiveBudget(plan, budgetSetting);
  const lines = [
    t('Mode {0}: baseline, then up to {1} rounds (each: 1 proposal + a re-score).', plan.mode === 'full' ? 'Full' : 'Quick', plan.rounds),
    t(
      'About {0} model calls (up to {1}), ~{2} input + ~{3} output tokens (estimates, ±30%).',
      plan.calls,
      plan.maxCalls,
      k(plan.inputTokens),
      k(plan.outputTokens),
    ),
    t('Baseline: {0} calls (the judge cache answers the rest); each re-score: {1} calls.', plan.baselineCalls, plan.rescoreCalls),
    ...(plan.pairedJudges
      ? [
          t(
            'When a round’s score change is inside the judge noise floor, {0} paired judges compare the versions before and after the edit and decide keep or revert (up to {1} more calls a round).',
            plan.pairedJudges,
            2 * plan.pairedJudges,
          ),
        ]
      : []),
    budgetSetting !== undefined && budgetSetting > 0
      ? t('The run stops cleanly after {0} calls (luban.model.budget).', limit)
      : t('The run stops cleanly after {0} calls (the plan’s upper bound; set luban.model.budget to change it).', limit),
  ];
  if (budgetSetting !== undefined && budgetSetting > 0 && budgetSetting < plan.calls)
    lines.push(t('The budget is below the plan: expect partial scores and fewer rounds.'));
  return { message: t('Luban will use {0}: about {1} calls. Run?', model, plan.calls), detail: lines.join('\n') };
}
