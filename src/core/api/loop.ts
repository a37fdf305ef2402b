/** core/api/loop: what the CLI, the editor and the webview protocol use of loop (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { formatOptimizePlan } from '../workflows/loop/cost/optimize-plan-text.ts';
export type { SkillPlan } from '../workflows/loop/cost/optimize-plan-text.ts';
export { effectiveBudget } from '../workflows/loop/cost/optimize-plan.ts';
export type { OptimizePlan } from '../workflows/loop/cost/optimize-plan.ts';
export { planOptimizeRun } from '../workflows/loop/cost/run-plan.ts';
export { differenceNoise } from '../workflows/loop/decide-round.ts';
export { clockTime, costText, shortTokens, stageLabel, usageCounts, usageLine } from '../workflows/loop/progress-text.ts';
export { NoAnswerError, choiceHint } from '../workflows/loop/types.ts';
export type {
  Approver,
  Checkpoint,
  CheckpointKind,
  Choice,
  LoopEvent,
  Mode,
  Notice,
  NoticeKind,
  OptimizeReport,
  PausePoint,
  Phase,
  RoundResult,
  RoundStep,
  RunCost,
  WizardPhase,
  Workspace,
} from '../workflows/loop/types.ts';
