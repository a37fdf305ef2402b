/** core/api/score: what the CLI, the editor and the webview protocol use of score (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { pairedCounts } from '../scoring/judge/paired.ts';
export { BASELINE_SKILL_PATH } from '../scoring/judge/prompts/baseline.ts';
export { MAX_SKILL_CHARS } from '../scoring/judge/prompts/common.ts';
export type { EvalMode, Mode } from '../scoring/judge/types.ts';
export { dimLabel, labelCodes, moduleLabel, partLabel } from '../scoring/plain-names.ts';
export { modelFailureLine, toScorecardJson, toScorecardText } from '../scoring/scorecard/format.ts';
export { planScore, scoreSkill } from '../scoring/scorecard/score.ts';
export { decimalsFor, scoreWithSpread, spreadText } from '../scoring/scorecard/spread.ts';
export type { Scorecard } from '../scoring/scorecard/types.ts';
export { staticScoreOf } from '../scoring/static-summary.ts';
