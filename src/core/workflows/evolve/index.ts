/** The evolving loop (seed 002, docs/features.md F1–F4). */
export { parseBenchmark, BenchmarkError } from './benchmark.ts';
export {
  parseThreshold,
  parseMaxIterations,
  readTask,
  readInputFile,
  EvolveInputError,
  MIN_THRESHOLD,
  DEFAULT_THRESHOLD,
  DEFAULT_MAX_ITERATIONS,
} from './inputs.ts';
export { stopLine, replacementLine } from './lines.ts';
export type { EvolveOptions } from './run.ts';
export { planEvolve, formatEvolvePlan, type EvolvePlan } from './plan.ts';
export { evolveJson, finalJson, iterationJson, type EvolveJsonOutput } from './json.ts';
export { evolveReportText, iterationLine, resultBlock } from './report-text.ts';
export { bumpVersion, normaliseVersion, START_VERSION } from './semver.ts';
export { readVersion, writeVersion, type VersionField } from './frontmatter-version.ts';
export { EVOLVE_MESSAGES, evolveSay } from './messages.ts';
export type * from './types.ts';
