/** core/api/modules: what the CLI, the editor and the webview protocol use of modules (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { COLLISION_RULE, collisionsBySkill, describedSkill, findCollisions } from '../modules/collisions/collisions.ts';
export type { DescribedSkill } from '../modules/collisions/collisions.ts';
export { addCollisionFindings } from '../modules/collisions/findings.ts';
export { collisionsMarkdown } from '../modules/collisions/report.ts';
export { compatibility, compatibilityLines, loadedByLine, verdictLabel } from '../modules/compat/compatibility.ts';
export { NATIVE_FOLDERS, locationOf, userSkillFolders } from '../modules/compat/folders.ts';
export { LISTING_BUDGET_RULE, addListingBudgetFindings } from '../modules/compat/listing-budget.ts';
export type { RuntimeCompatibility } from '../modules/compat/compatibility.ts';
export { say } from '../modules/compat/messages.ts';
export { compatibilityMarkdown } from '../modules/compat/report.ts';
export { formatBytes, renderDistillPlan } from '../modules/distill/plan-render.ts';
export { distillPlan } from '../modules/distill/plan.ts';
export type { DistillPlan, DistillPlanItem } from '../modules/distill/plan.ts';
export { detourDimensions, oscillatingDimensions } from '../modules/evoskill/history.ts';
export { HISTORY_COLUMNS, readHistory, summariseHistory, type HistorySummary } from '../modules/evoskill/history-summary.ts';
export { escalationLevel } from '../modules/hasp/hardening.ts';
export { SOFT_WORD_RULE_ID } from '../modules/hasp/soft-word.ts';
export { securitySeverity, securityVerdict } from '../modules/sentinel/verdict.ts';
export type { SecurityVerdict, SecurityVerdictLevel } from '../modules/sentinel/verdict.ts';
export { ACTION_NAMES, HEALTH_DIMENSIONS, healthReport, overallLight, renderHealthReport } from '../modules/skillops/health.ts';
export type { HealthLevel, HealthReport } from '../modules/skillops/health.ts';
export { stubForFinding } from '../modules/skillops/stub.ts';
export { planSemanticScan, semanticScan, type SemanticResult } from '../modules/skillops/semantic-scan.ts';
export { newUrlMemo } from '../modules/skillops/url-check.ts';
export type { UrlMemo } from '../modules/skillops/url-check.ts';
export { orderRefreshQueue, renderRefreshOrder } from '../modules/cascade/refresh-order.ts';
