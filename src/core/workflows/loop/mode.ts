/**
 * The dual-track feedback during a run (seed v3 双模策略, docs/features.md D1). The mode gateway —
 * the mode a run starts in — is core/cost/mode.ts (the cost plan decides it before the
 * run with the same function), re-exported here.
 *
 * Quick → Full when a Quick skill gained > 5 within 3 rounds (有金矿); Full → Quick after
 * 3 skills in a row each gained < 3 (成熟稳定). A mode pinned with `--mode` never
 * switches (the trigger is still told). ROI skip: baseline ≥ 85% and every scored
 * dimension ≥ 7 → "ceiling near, evaluate only".
 */
import type { Dimension } from '../../rules/types.ts';

// Decided before the run too (the cost plan shows it), so the gateway lives with the plan.
export { historicalBaseline, maxRoundsFor, modeGateway, type GatewayDecision } from './cost/mode.ts';

/** Quick → Full: a Quick skill gained more than 5 within its first 3 rounds. */
export function quickToFull(gainWithin3Rounds: number): boolean {
  return gainWithin3Rounds > 5;
}

/** Full → Quick: the last 3 Full skills each gained less than 3. */
export function fullToQuick(fullDeltas: readonly number[]): boolean {
  return fullDeltas.length >= 3 && fullDeltas.slice(-3).every((d) => d < 3);
}

/** ROI skip (seed 原则 10): score ≥ 85% and every scored dimension ≥ 7. */
export function roiSkip(percent: number, dims: Partial<Record<Dimension, number>>): boolean {
  const values = Object.values(dims).filter((v): v is number => typeof v === 'number');
  return percent >= 85 && values.length > 0 && values.every((v) => v >= 7);
}
