/** HASP hardening (docs/features.md E3a): ignore counts → plan → CHECKPOINT → atomic write. */
export { addIgnore, combinedCounts, ruleKey, type IgnoreSource, type IgnoreTally, type RuleKey } from '../../../engine/ignored/ignores.ts';
export { planHardening, proposals, type HardenItem, type HardenPlan, type HardenStatus } from './plan.ts';
export { prepareHardening, commitHardening, type PreparedHardening } from './run.ts';
export { renderHardenPlan } from './render.ts';
export { ignoredRuleHits, ignoredRulesOf, type IgnoredRuleHit } from '../../../engine/ignored/sentinel-hits.ts';
export { sayHarden } from './messages.ts';
export { DEFAULT_IGNORE_SOURCES, failureReportSource, regressionSource } from '../../../engine/ignored/sources.ts';
