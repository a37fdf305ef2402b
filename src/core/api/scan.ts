/** core/api/scan: what the CLI, the editor and the webview protocol use of scan (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { writeDiagnosticsTsv } from '../engine/diagnostics.ts';
export { fileDatesIfNeeded } from '../engine/git-dates.ts';
export type { GitRootCache } from '../engine/git-dates.ts';
export { combinedCounts } from '../engine/ignored/ignores.ts';
export { ignoredRuleHits, ignoredRulesOf } from '../engine/ignored/sentinel-hits.ts';
export { DEFAULT_IGNORE_SOURCES } from '../engine/ignored/sources.ts';
export { resolveProfile } from '../engine/profile.ts';
export { allRules } from '../engine/registry.ts';
export { describedOf, isReportOnly, treeSkillOfResult } from '../engine/result-facts.ts';
export { staticScore } from '../engine/rubric/static-score.ts';
export type { StaticScore } from '../engine/rubric/static-score.ts';
export { WEIGHTS, dim7aToTen, roundTo } from '../engine/rubric/weights.ts';
export { checkRuleSettings } from '../engine/rule-options.ts';
export { ScanCache, isSkillRecord } from '../engine/scan-cache.ts';
export { scanPaths, scanTargetOf } from '../engine/scan-paths.ts';
export type { ScanPathsOptions, ScanPathsResult } from '../engine/scan-paths.ts';
export {
  AUTO_MIN_SKILLS,
  AUTO_RESERVE_BYTES,
  ONE_THREAD_CAP_BYTES,
  WORKER_BUDGET_BYTES,
  scanThreads,
  scanThreadsDecision,
  type ScanThreadsDecision,
} from '../engine/scan-pool.ts';
export { scanDocument, scanDocumentInSlices } from '../engine/scan.ts';
export type { SkillScanResult } from '../engine/scan.ts';
export { findingWhere, ruleList } from '../engine/security.ts';
