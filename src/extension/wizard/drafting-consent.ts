/**
 * What people read before the wizard sends anything to a model (docs/features.md G7 drafting, H5
 * consent, C9 cost guard): what the drafts of phases 1, 4 and 5 send, to whom, and the
 * plan's numbers — the core's (core/wizard/drafting.ts `draftingPlan`, the same the CLI
 * asks as its cost question). Pure: strings through the injected `t` (vscode.l10n.t in
 * the extension, so both languages live in l10n/bundle.l10n*.json).
 */
import { shortCount, type CostPlan } from '../../core/api/models.ts';
import type { ConsentInput, ModalText, Translate } from '../models/consent.ts';

/** The consent question for the wizard's drafts. */
export function draftingConsentText(t: Translate, kind: 'new' | 'upgrade', c: ConsentInput): ModalText {
  const to =
    c.provider === 'vscode-lm'
      ? t('a chat model you choose in VS Code (its extension, e.g. GitHub Copilot, sends it to its provider)')
      : c.local
        ? t('{0} (a server on this machine)', c.endpoint ?? '')
        : t('{0} ({1}, over the internet)', c.endpoint ?? '', c.provider === 'anthropic' ? 'Anthropic' : t('OpenAI-compatible'));
  const lines = [
    t('Luban will send to {0}:', to),
    t("• your answers to the wizard's questions, the requirement summary and the resource plan"),
    kind === 'upgrade'
      ? t(
          '• the text of the files of "{0}" that the plan names (the sandbox copy; its skill file has {1} characters, {2} other files)',
          c.skill,
          c.chars,
          c.otherFiles,
        )
      : t('• the text of the existing skills you choose to merge (direction B) or borrow from (direction D), or to upgrade (C)'),
    t('The answers draft phases 1, 4 and 5 of the wizard; every phase still waits for your Gate Check. Nothing else leaves this machine.'),
  ];
  return {
    message: c.model ? t("Send the wizard's drafts to the model {0}?", c.model) : t("Send the wizard's drafts to a language model?"),
    detail: lines.join('\n'),
  };
}

/** The plan question: the calls and tokens of the drafts, and the limit. */
export function draftingPlanText(t: Translate, plan: CostPlan, label: string, budget: number | undefined): ModalText {
  const lines = [
    t(
      'About {0} model calls (one per drafted phase; one more per revision), ~{1} input + ~{2} output tokens (estimates, ±30%).',
      plan.calls,
      shortCount(plan.inputTokens),
      shortCount(plan.outputTokens),
    ),
    budget !== undefined && budget > 0
      ? t('Drafting stops after {0} calls (luban.model.budget); the phases after that work from templates.', budget)
      : t('Set luban.model.budget to cap the calls; without a model the wizard works from templates and your answers.'),
  ];
  return { message: t('Draft phases 1, 4 and 5 with {0}?', label), detail: lines.join('\n') };
}
