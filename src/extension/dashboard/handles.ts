/**
 * What the dashboard hands the runs it follows (./dashboard.ts): the optimiser's and the
 * metis wizard's handles, and the panel's options.
 */
import type { Approver, LoopEvent, OptimizeReport } from '../../core/api/loop.ts';
import type { Scorecard } from '../../core/api/score.ts';
import type { WizardEvent, WizardOutcome } from '../../core/api/wizard.ts';
import type { Mode } from '../../shared/protocol.ts';
import type { RunUsage } from './run.ts';

export interface StartRunOptions {
  /** Skill folders the run works on. */
  skills: string[];
  mode?: Mode | null;
  maxRounds?: number | null;
  /** The call budget (`--budget`). */
  budget?: number | null;
  /** Open the dashboard (default true: the optimiser opens it when it starts). */
  reveal?: boolean;
}

/** What the optimiser gets from the dashboard for one run. */
export interface DashboardRun {
  readonly id: string;
  /** Pass as `optimize({ approver })`: the dashboard's buttons, with a notification fallback. */
  readonly approver: Approver;
  /** Pass as `optimize({ onEvent })`. */
  readonly onEvent: (e: LoopEvent) => void;
  /** Pass as `optimize({ signal })`: aborted by the dashboard's Cancel. */
  readonly signal: AbortSignal;
  /** Tokens and calls so far (from the run's UsageMeter), when the caller has them. */
  setUsage(u: RunUsage): void;
  /** A judged scorecard for a skill folder: the dimension view shows it instead of the static one. */
  setScorecard(dir: string, card: Scorecard): void;
  finish(report?: OptimizeReport): void;
  fail(error: unknown): void;
}

/** What the metis wizard gets from the dashboard for one run (docs/features.md G1). */
export interface DashboardWizard {
  readonly id: string;
  /** Pass as `runWizard({ approver })`: the Wizard view's buttons and text box, an input box as fallback. */
  readonly approver: Approver;
  readonly onEvent: (e: WizardEvent) => void;
  readonly signal: AbortSignal;
  finish(out: WizardOutcome): void;
  fail(error: unknown): void;
}

export interface DashboardOptions {
  /** Put a question to a notification as well when the page does not show it within this time (ms). */
  fallbackMs?: number;
  /** … or when the page showed it and then stayed hidden this long (ms). */
  hiddenFallbackMs?: number;
  /**
   * Open the dashboard when "Luban: Optimize Skill" starts a run. Default: the
   * `luban.dashboard.openOnOptimize` setting (on). An open dashboard takes the run's
   * questions over from the modal; the integration fixture turns the setting off
   * because the optimise suite answers modals.
   */
  openOnRun?: boolean;
}
