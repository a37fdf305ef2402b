/**
 * The static part of the score for one scanned skill (docs/features.md §9 `outOf` rule),
 * shared by the CLI text output, the status bar and reports.
 */
import type { SkillScanResult } from '../engine/scan.ts';
import { staticScore } from '../engine/rubric/static-score.ts';

export function staticScoreOf(result: Pick<SkillScanResult, 'dims' | 'subscores'>): { total: number; outOf: number } {
  const s = staticScore(result.dims, result.subscores);
  return { total: s.total, outOf: s.outOf };
}
