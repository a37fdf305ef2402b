/** MUSE regression (docs/features.md E2): generation, runners, verdict, the run and the optimiser's hook. */
export * from './types.ts';
export { regress, planRegression, NoSkillError, type RegressOptions, type RegressRun } from './run.ts';
export { regressionAfterEdit, type AfterEditRegression } from './after-edit.ts';
export { museHooks, museVerdict } from './hooks.ts';
export { generateCases } from './generate.ts';
export { runDeterministic } from './deterministic.ts';
export { verdictText, notRunLines, countsOf, verdictOf } from './verdict.ts';
export { rollbackLines } from './rollback.ts';
export { documentAtRevision, BaseError } from './base.ts';
export { sayMuse, museText } from './messages.ts';
