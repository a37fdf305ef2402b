/**
 * The optimiser as its front ends run it (the CLI, the VS Code command, the dashboard):
 * the loop (core/workflows/loop) with the workflows built on it plugged into its hooks —
 * MUSE's must/forbid regression cases after each edit (docs/features.md E2), which can turn a keep
 * into a revert. The loop itself imports no other workflow; this is where they meet.
 * A hook the caller passes wins over the default one of the same name.
 */
import { museHooks } from '../workflows/lifecycle/muse/hooks.ts';
import { optimize as optimizeLoop } from '../workflows/loop/optimizer.ts';
import type { LoopHooks, OptimizeOptions, OptimizeReport } from '../workflows/loop/types.ts';

export type {
  AfterEditContext,
  Approver,
  Checkpoint,
  EditCheckVerdict,
  LoopEvent,
  LoopHooks,
  Notice,
  OptimizeOptions,
  OptimizeReport,
  RoundResult,
  SkillOutcome,
  Workspace,
} from '../workflows/loop/types.ts';

/** The hooks a real run plugs into the loop. */
export const defaultHooks = { ...museHooks } satisfies LoopHooks;

/** Run the optimiser with MUSE's hooks (the caller's own hooks win). */
export function optimize(options: OptimizeOptions): Promise<OptimizeReport> {
  return optimizeLoop({ ...options, hooks: { ...defaultHooks, ...options.hooks } });
}

/** Where a run keeps its cross-run records (never the open folder by accident: issue 33 item 1). */
export { chooseLubanWorkspace, defaultStateDir, holdsLubanRecords, type WorkspaceChoice } from '../workflows/loop/state-dir.ts';
