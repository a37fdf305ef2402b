/**
 * The seed's JSON (docs/features.md F3): one object per iteration (`iteration, score, passed,
 * analysis{weakDimensions[], overallStrategy}, patch{versionBump, newVersion,
 * newSkillPrompt, changeDescription, reasoning}`) and the final object (`success,
 * finalScore, finalVersion, totalIterations, result, skillPrompt`). `--format json`
 * prints the final object with the iterations added beside its fields (and, after an
 * error, `error`): fields are added, never renamed. An iteration that made no rewrite
 * (it passed, or it was the last) has `analysis` and `patch` null.
 */
import type { EvolveReport, FinalJson, IterationJson, IterationRecord } from './types.ts';

export function iterationJson(r: IterationRecord): IterationJson {
  return {
    iteration: r.iteration,
    score: r.score,
    passed: r.passed,
    analysis: r.analysis ? { weakDimensions: r.analysis.weakDimensions.map((w) => ({ ...w })), overallStrategy: r.analysis.overallStrategy } : null,
    patch: r.patch ? { ...r.patch } : null,
  };
}

export function finalJson(report: EvolveReport, original: { text: string; version: string }): FinalJson {
  const best = report.failure ? undefined : report.best;
  return {
    success: report.stop === 'passed',
    finalScore: best ? best.score : null,
    finalVersion: best ? best.version : original.version,
    totalIterations: report.iterations.length,
    result: best ? best.result : null,
    skillPrompt: best ? best.skillText : original.text,
  };
}

export interface EvolveJsonOutput extends FinalJson {
  iterations: IterationJson[];
  stop: EvolveReport['stop'];
  threshold: number;
  replacement: EvolveReport['replacement'];
  usage: EvolveReport['usage'];
  error?: { code: string; step: string; iteration: number; message: string };
}

export function evolveJson(report: EvolveReport, original: { text: string; version: string }, errorMessage?: string): EvolveJsonOutput {
  return {
    ...finalJson(report, original),
    iterations: report.iterations.map(iterationJson),
    stop: report.stop,
    threshold: report.threshold,
    replacement: report.replacement,
    usage: report.usage,
    ...(report.failure
      ? { error: { code: report.failure.code, step: report.failure.step, iteration: report.failure.iteration, message: errorMessage ?? report.failure.detail } }
      : {}),
  };
}
