/** core/api/edits: what the CLI, the editor and the webview protocol use of edits (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { unifiedDiff } from '../edits/edit-budget.ts';
export { applyEdits, editsByFile } from '../edits/fix.ts';
export { MAX_FIX_PASSES, runFixLoop } from '../edits/fix-loop.ts';
export type { FixedFile, FixLoopResult } from '../edits/fix-loop.ts';
export { runSlimSession } from '../edits/slim-session.ts';
export type { SlimAnswer, SlimSessionResult } from '../edits/slim-session.ts';
export { applicableItems, backupFolder } from '../edits/slim.ts';
export type { PlannedChange } from '../edits/slim.ts';
