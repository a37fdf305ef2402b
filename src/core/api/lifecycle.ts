/** core/api/lifecycle: what the CLI, the editor and the webview protocol use of lifecycle (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { GAP_LABELS } from '../workflows/lifecycle/evoskill/gaps.ts';
export type { WriteOutcome } from '../workflows/lifecycle/harden/apply.ts';
export { sayHarden, sayHardenCli } from '../workflows/lifecycle/harden/messages.ts';
export { renderHardenPlan } from '../workflows/lifecycle/harden/render.ts';
export { commitHardening, prepareHardening } from '../workflows/lifecycle/harden/run.ts';
export type { PreparedHardening } from '../workflows/lifecycle/harden/run.ts';
export { BaseError, documentAtRevision } from '../workflows/lifecycle/muse/base.ts';
export { sayMuse } from '../workflows/lifecycle/muse/messages.ts';
export { afterWriteJson, afterWriteLines } from '../workflows/lifecycle/muse/after-write-report.ts';
export { captureBeforeEdit, regressAfterWrite } from '../workflows/lifecycle/muse/after-write.ts';
export type { AfterWriteRegression, BeforeEdit } from '../workflows/lifecycle/muse/after-write.ts';
export { regressJson, regressText } from '../workflows/lifecycle/muse/report.ts';
export { rollbackLines } from '../workflows/lifecycle/muse/rollback.ts';
export { NoSkillError, planRegression, regress } from '../workflows/lifecycle/muse/run.ts';
export type { RegressRun } from '../workflows/lifecycle/muse/run.ts';
export { notRunLines, verdictText } from '../workflows/lifecycle/muse/verdict.ts';
export { DEFAULT_ARXIV_API } from '../workflows/lifecycle/refresh/network.ts';
export type { RefreshNetwork } from '../workflows/lifecycle/refresh/network.ts';
export { renderRefresh, sayConsent } from '../workflows/lifecycle/refresh/render.ts';
export { refreshKnowledge } from '../workflows/lifecycle/refresh/run.ts';
export type { RefreshReport } from '../workflows/lifecycle/refresh/run.ts';
export { dueFiles, fileStatuses } from '../workflows/lifecycle/refresh/stale.ts';
export { PERIODIC_MODULES } from '../workflows/lifecycle/scheduler/modules.ts';
export type { LifecycleModule, PeriodicModule } from '../workflows/lifecycle/scheduler/modules.ts';
export { SkillTaskQueue } from '../workflows/lifecycle/scheduler/queue.ts';
export { remindersFor, remindersForAll } from '../workflows/lifecycle/scheduler/reminders.ts';
export { MODULE_TASK, renderDue } from '../workflows/lifecycle/scheduler/render.ts';
export {
  StalePatchError,
  TranscriptError,
  analyzerContext,
  applyPatch,
  buildInput,
  diagnose,
  initialStatus,
  locationText,
  needsModel,
  patchText,
  planDiagnosis,
  recordReport,
  renderProposal,
  skillDisplayName,
  staticCandidates,
  toReportJson,
} from '../workflows/lifecycle/evoskill/index.ts';
export type { Diagnosis, EvoSkillReport } from '../workflows/lifecycle/evoskill/index.ts';
