/** core/api/evolve: what the CLI, the editor and the webview protocol use of evolve (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { stopLine } from '../workflows/evolve/lines.ts';
export { evolve } from '../workflows/evolve/run.ts';
export type { EvolveEvent, EvolveReport } from '../workflows/evolve/types.ts';
export {
  BenchmarkError,
  EvolveInputError,
  START_VERSION,
  evolveJson,
  evolveReportText,
  evolveSay,
  formatEvolvePlan,
  iterationLine,
  normaliseVersion,
  parseBenchmark,
  parseMaxIterations,
  parseThreshold,
  planEvolve,
  readInputFile,
  readTask,
  readVersion,
  resultBlock,
} from '../workflows/evolve/index.ts';
export type { EvolvePausePoint, VersionField } from '../workflows/evolve/index.ts';
export { BENCHMARK_FILE, benchmarkTemplate } from '../workflows/evolve/benchmark-template.ts';
