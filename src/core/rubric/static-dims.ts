/**
 * Deterministic rubric dimensions (SPEC C2): dim1, dim4, dim7a, dim9 step 1.
 */
import type { Finding } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';

export interface StaticDims {
  dim1: number;
  dim4: number;
  /** Points of 6 (seed: 结构合规 6). */
  dim7a: number;
  /** dim9 step 1 passed (≥3 distinct negative-instruction contexts). */
  dim9a: boolean;
}

export function computeStaticDims(doc: SkillDocument, findings: Finding[]): StaticDims {
  // TODO(rubric helper)
  void doc;
  void findings;
  return { dim1: 0, dim4: 0, dim7a: 0, dim9a: false };
}
