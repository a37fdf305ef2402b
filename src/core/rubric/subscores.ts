/**
 * Module sub-scores (SPEC B1, B2, B4, B5; seed v3 "模块子分规则").
 */
import type { Finding } from '../rules/types.ts';

export interface Subscores {
  SkillOps: number;
  HASP: number;
  Distill: number;
  Sentinel: number;
}

export function computeSubscores(findings: Finding[]): Subscores {
  // TODO(rubric helper): exact formulas.
  void findings;
  return { SkillOps: 3, HASP: 3, Distill: 2, Sentinel: 2 };
}
