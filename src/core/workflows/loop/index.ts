/** The optimiser's public surface (core/loop). */
export { optimize, Optimizer } from './optimizer.ts';
export * from './types.ts';
export { modeGateway, roiSkip, maxRoundsFor } from './mode.ts';
export { rankTargets, STRATEGY } from './strategy.ts';
export { compareSnapshots, staticSnapshot, cardSnapshot, formatDelta, percent, type Snapshot, type Comparison } from './scoring.ts';
export { checkEditBudget, changedChars, unifiedDiff } from '../../edits/edit-budget.ts';
export { BLACKLIST } from './blacklist.ts';
export { PROPOSE_TASK, REWRITE_TASK } from './model-edit.ts';
