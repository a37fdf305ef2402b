/**
 * The metis wizard's contract with its front ends (docs/features.md G1; DESIGN "Seams"): the CLI
 * (`luban new` / `luban upgrade`) and the editor's wizard view drive the same state
 * machine. It asks people only through the loop's `Approver` (every Gate Check is a
 * `wizard-gate` checkpoint answered by a button id or the person's words) and reports
 * through events; nothing in core waits on a UI.
 */
import type { Approver, Clock, WizardPhase } from '../interaction.ts';
import type { Locale } from '../../base/l10n/index.ts';
import type { Budget } from '../../models/budget.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import type { LocalisedText } from '../../rules/types.ts';
import type { Checkpoint } from '../interaction.ts';
import type { Requirement, WizardState } from '../../formats/wizard-state.ts';

export type { WizardPhase };

export const PHASE_ORDER: readonly WizardPhase[] = ['1', '2', '3', '3.5', '4', '5', '6', '7', '8'];

export type WizardEvent =
  /** A phase starts. */
  | { type: 'phase'; phase: WizardPhase; title: LocalisedText }
  /** What a phase produced (shown before its Gate Check). */
  | { type: 'product'; phase: WizardPhase; text: LocalisedText }
  /** A refusal, a return to an earlier phase, a crash, a waiver … */
  | { type: 'notice'; phase: WizardPhase | 'start'; level: 'info' | 'refusal' | 'back' | 'error'; message: LocalisedText }
  | { type: 'checkpoint'; checkpoint: Checkpoint }
  | { type: 'state'; state: WizardState };

export interface WizardHooks {
  /** Called before each sandbox file write of phase 5 (tests make a phase crash here). */
  beforeGenerateWrite?: (rel: string) => void | Promise<void>;
}

export interface WizardOptions {
  kind: 'new' | 'upgrade';
  /** The skill name (`luban new NAME`) or, for an upgrade, the folder's name. */
  name: string;
  /** The APP directory the skill is (or will be) installed in. */
  target: string;
  /** Where `.luban/wizard/<name>/` lives and where discovery searches for existing skills. */
  workspace: string;
  approver: Approver;
  locale: Locale;
  /**
   * Phase 1 answers given up front (CLI flags): the interview starts from them and from
   * the installed skill (upgrade); each question still shows them and may change them.
   */
  answers?: Partial<Pick<Requirement, 'intent' | 'abilities' | 'boundaries' | 'failure' | 'constraints' | 'triggers'>>;
  /** With a model, phases 1, 4 and 5 are drafted by it (after the cost plan is accepted). */
  model?: ChatModel;
  /**
   * The front end already showed the drafting plan (`draftingPlan`, with its own consent
   * text, as the editor's modal does) and the person agreed: the wizard does not ask the
   * plan again; `false`: it asked and the person chose templates. Without it the plan is a
   * `wizard-cost` question (the CLI).
   */
  draftingAccepted?: boolean;
  /** The hard call limit of the drafts (docs/features.md C9; the editor's `luban.model.budget`): once spent, the phases work from templates. */
  budget?: Budget;
  clock?: Clock;
  onEvent?: (e: WizardEvent) => void;
  signal?: AbortSignal;
  hooks?: WizardHooks;
}

export interface WizardOutcome {
  status: 'done' | 'stopped' | 'error';
  /** The phase the run ended in (or stopped / failed at). */
  phase: WizardPhase | 'done';
  state: WizardState;
  /** Stopped: the question nobody could answer (non-interactive), if that was why. */
  unanswered?: Checkpoint;
  error?: string;
  workDir: string;
  calls: number;
}

/** The person (or the front end) stopped the run at a question; the state is saved. */
export class WizardStopped extends Error {
  constructor(readonly checkpoint?: Checkpoint) {
    super('wizard stopped');
  }
}
