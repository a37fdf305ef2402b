/** core/api/wizard: what the CLI, the editor and the webview protocol use of wizard (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { STOP_CHOICE, splitList } from '../workflows/wizard/answers.ts';
export { draftingPlan } from '../workflows/wizard/drafting.ts';
export { listFiles } from '../workflows/wizard/folders.ts';
export { runWizard } from '../workflows/wizard/machine.ts';
export { WIZARD_MESSAGES } from '../workflows/wizard/messages.ts';
export { PHASE_ORDER } from '../workflows/wizard/types.ts';
export type { WizardEvent, WizardOptions, WizardOutcome, WizardPhase } from '../workflows/wizard/types.ts';
export { checkWrittenSkill } from '../workflows/wizard/post-check.ts';
export type { PostCheck, PostCheckFinding } from '../workflows/wizard/post-check.ts';
