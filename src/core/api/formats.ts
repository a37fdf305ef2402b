/** core/api/formats: what the CLI, the editor and the webview protocol use of formats (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { EVOLVE_DIR, EVOLVE_LOG } from '../formats/evolve.ts';
export { FAILURES_FILE, countIgnores, readFailures, ruleKey } from '../formats/failures.ts';
export type { FailureStatus } from '../formats/failures.ts';
export { MUSE_SNAPSHOT_FILE, changedSince, readMuseSnapshots, snapshotOf } from '../formats/muse-snapshot.ts';
export { allowNetwork, readNetworkConsent, revokeNetwork } from '../formats/network-consent.ts';
export { REGRESS_HISTORY_FILE, readRegressHistory } from '../formats/regress-history.ts';
export type { RunTrigger } from '../formats/regress-history.ts';
export {
  RESULTS_COLUMNS,
  RESULTS_FILE,
  noteNoiseFloor,
  parseResultsTsv,
  readResultsTsv,
  resultsRowsOf,
  rowIsPartial,
  rowOutOf,
  rowUnmeasured,
} from '../formats/results.ts';
export type { ParsedResults } from '../formats/results.ts';
export { readScanCache, scanCachePath, writeScanCache } from '../formats/scan-cache.ts';
export { findWorkspaceRoot, lastRunsOf, readSchedule, recordRun, schedulePath } from '../formats/schedule.ts';
export type { ScheduleFile } from '../formats/schedule.ts';
export { readRegistry } from '../formats/registry.ts';
export { TESTS_YAML_FILE, readTestsYaml } from '../formats/tests-yaml.ts';
export { TRIGGER_QUERIES_FILE, readTriggerQueriesFile, writeSavedQueries } from '../formats/trigger-queries.ts';
export type { QueriesProblem } from '../formats/trigger-queries.ts';
export { indexKey, readIndexEdges, readSkillIndex } from '../formats/skill-index.ts';
export { bundleRootName, planPack, writePack } from '../formats/skill-pack.ts';
export type { LeftOut, PackPlan } from '../formats/skill-pack.ts';
export { gitattributesBlock, writeGitattributesBlock } from '../formats/gitattributes-block.ts';
