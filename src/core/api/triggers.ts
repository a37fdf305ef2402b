/** core/api/triggers: what the CLI, the editor and the webview protocol use of triggers (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { DEFAULT_PER_KIND, evaluateTriggers, planTriggers } from '../workflows/triggers/evaluate.ts';
export type { GivenQueries, SkillTriggerResult, TriggerOptions, TriggerReport } from '../workflows/triggers/evaluate.ts';
export { buildPool } from '../workflows/triggers/pool.ts';
export { assignQueries, ownQueries } from '../workflows/triggers/queries.ts';
