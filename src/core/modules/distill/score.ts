/**
 * The Distill sub-score for dim7b (docs/features.md B4, seed v3 模块子分规则): 2 when no reference
 * file is dead, 0 when at least one is; one point less when two or more files are
 * "can slim" (F_approx ≥ 0.7); never below 0. Read from findings, so suppressed or
 * disabled rules do not count.
 */
import type { Finding } from '../../rules/types.ts';

export interface DistillSubscore {
  score: number;
  deadFiles: string[];
  slimmable: string[];
}

function filesOf(findings: Finding[], ruleId: string): string[] {
  const set = new Set<string>();
  for (const f of findings) {
    if (f.ruleId !== ruleId) continue;
    const file = f.data?.file;
    set.add(typeof file === 'string' ? file : f.file);
  }
  return [...set].sort();
}

export function distillSubscore(findings: Finding[]): DistillSubscore {
  const deadFiles = filesOf(findings, 'distill/dead-file');
  const slimmable = filesOf(findings, 'distill/slimmable');
  const base = deadFiles.length === 0 ? 2 : 0;
  const score = Math.max(0, base - (slimmable.length >= 2 ? 1 : 0));
  return { score, deadFiles, slimmable };
}
