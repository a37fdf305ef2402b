/**
 * The optimiser in the editor: "Luban: Optimize Skill" and "Luban: Show Kept Edits".
 *
 *   command.ts       registering and running the command (progress, cancel, the report)
 *   preflight.ts     the checks and questions before a run (trust, skill, saved, consent, cost plan)
 *   event-log.ts     the run's events in the "Luban" output and notifications
 *   kept-edits.ts    the kept edits of this window, in the diff editor
 *   edits.ts         the loop's file seam (EditorWorkspace) and the diff / report documents
 *   approver-slot.ts questions answered by the dashboard or the modal fallback (modal-approver.ts)
 *   notification-approver.ts  a question as a plain notification (the dashboard's fallback while hidden)
 *   choice-text.ts   what each choice does, worded once for the modal, the notification (and the card)
 *   report.ts        the end-of-run report (Markdown)
 */
export { OptimizeFeature, registerOptimize, type OptimizeRunResult } from './command.ts';
export { optimizeArgs, type OptimizeArgs } from './preflight.ts';
export { optimizeSlot, ApproverSlot, type RunInfo, type RunEnd } from './approver-slot.ts';
export type { KeptEdit } from './edits.ts';
