/**
 * What an edit changed, dimension by dimension, as the static scan sees it (seed v3
 * 约束规则 3 每轮只改一个维度, redline 2 禁止跨维度打包修改, L0 原子操作 "验"):
 *
 * - `signals` is one fingerprint per dimension built only from deterministic facts
 *   (dim1 score and its findings, dim4 marks, dim7a points, dim9 step 1, the HASP /
 *   SkillOps / Distill / Sentinel sub-scores with their counts, the runtime gate). dim10
 *   also holds the counted Sentinel findings themselves (`sentinelFacts`): the sub-score
 *   alone stops moving at 0 of 2, so an edit elsewhere that adds `curl … | sh` or drops
 *   "ask before deleting" would otherwise slip past redline 2 and keep a carried review
 *   (cost/carry.ts) that never saw it (issue 26, docs/features.md D9);
 * - `changedDims` lists the dimensions whose fingerprint moved;
 * - `multiDimViolation` is a moved dimension outside the target and its correlated
 *   cluster: dim2/3/4 move together (seed "相关簇"), and a workflow, failure-handling
 *   or anti-pattern section also counts for dim7a's required sections, and a reference
 *   repaired to an existing file (dim6) makes that file referenced, which Distill's
 *   dead-file count (dim7b) sees;
 * - `selfCheck` is the L0 "验" step over dims 1/4/7a/9: none of them may get worse.
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import type { Dimension, Finding } from '../../rules/types.ts';
import { isCountedSentinelFinding } from '../../modules/sentinel/score.ts';

export type SignalDim = 'dim1' | 'dim4' | 'dim5' | 'dim6' | 'dim7a' | 'dim7b' | 'dim9' | 'dim10';

export type Signals = Record<SignalDim, string>;

export function signals(scan: Pick<SkillScanResult, 'dims' | 'subscores' | 'findings' | 'runtimeGate'>): Signals {
  const count = (pred: (f: SkillScanResult['findings'][number]) => boolean) => scan.findings.filter(pred).length;
  return {
    dim1: `${scan.dims.dim1}|${count((f) => f.dimension === 'dim1')}`,
    dim4: `${scan.dims.dim4}`,
    dim5: `${scan.subscores.HASP}|${count((f) => f.ruleId === 'hasp/soft-word')}`,
    dim6: `${scan.subscores.SkillOps}|${count((f) => f.ruleId === 'skillops/broken-reference')}|${scan.runtimeGate}|${count((f) => f.module === 'RuntimeGate')}`,
    dim7a: `${scan.dims.dim7a}`,
    dim7b: `${scan.subscores.Distill}`,
    dim9: `${scan.dims.dim9a}`,
    dim10: `${scan.subscores.Sentinel}|${sentinelFacts(scan.findings, 'counted')}`,
  };
}

/**
 * The Sentinel findings as one stable string: rule, severity, category, file and message of
 * each, sorted, without line numbers (an edit above a finding moves it, it does not change
 * it). `counted`: only those the sub-score counts (error/warning with a category); `all`:
 * every Sentinel finding, info too — what the multi-role review is shown (judge/context.ts
 * sentinelContext).
 */
export function sentinelFacts(findings: readonly Finding[], which: 'counted' | 'all' = 'all'): string {
  return findings
    .filter((f) => f.module === 'Sentinel' && (which === 'all' || isCountedSentinelFinding(f)))
    .map((f) => JSON.stringify([f.ruleId, f.severity, f.category ?? '', f.file, f.message]))
    .sort()
    .join('\n');
}

export function changedDims(before: Signals, after: Signals): SignalDim[] {
  return (Object.keys(before) as SignalDim[]).filter((d) => before[d] !== after[d]);
}

/** Dimensions allowed to move together with the target. */
export const CLUSTERS: Partial<Record<Dimension, Dimension[]>> = {
  dim2: ['dim3', 'dim4', 'dim7a'],
  dim3: ['dim2', 'dim4', 'dim7a'],
  dim4: ['dim2', 'dim3'],
  dim6: ['dim7b'],
  dim9: ['dim7a'],
};

export function multiDimViolation(target: Dimension, before: Signals, after: Signals): SignalDim[] {
  const allowed = new Set<string>([target, ...(CLUSTERS[target] ?? [])]);
  return changedDims(before, after).filter((d) => !allowed.has(d));
}

export interface SelfCheckFailure {
  dim: 'dim1' | 'dim4' | 'dim7a' | 'dim9';
  before: string;
  after: string;
}

export function selfCheck(before: Pick<SkillScanResult, 'dims'>, after: Pick<SkillScanResult, 'dims'>): SelfCheckFailure[] {
  const out: SelfCheckFailure[] = [];
  const b = before.dims;
  const a = after.dims;
  if (a.dim1 < b.dim1) out.push({ dim: 'dim1', before: String(b.dim1), after: String(a.dim1) });
  if (a.dim4 < b.dim4) out.push({ dim: 'dim4', before: String(b.dim4), after: String(a.dim4) });
  if (a.dim7a < b.dim7a) out.push({ dim: 'dim7a', before: String(b.dim7a), after: String(a.dim7a) });
  if (b.dim9a && !a.dim9a) out.push({ dim: 'dim9', before: 'pass', after: 'fail' });
  return out;
}
