/**
 * The 3-layer review checklist (docs/features.md G4; seed metis Phase 6 Stage A): every box `[x]`
 * or `[ ]` with the evidence that decided it. Any `[ ]` sends the wizard back to
 * phase 5. Pure over the sandbox's SkillDocument and the wizard's requirement.
 */
import type { LocalisedText } from '../../../rules/types.ts';

export type ReviewLayer = 'L1' | 'L2' | 'L3';

export interface ChecklistItem {
  layer: ReviewLayer;
  /** Stable id, e.g. `L1.version`. */
  id: string;
  label: LocalisedText;
  passed: boolean;
  /** What was read to decide (file:line, the value found, what is missing). */
  evidence: string[];
}

export interface ReviewResult {
  items: ChecklistItem[];
  passed: boolean;
}

export function review(items: ChecklistItem[]): ReviewResult {
  return { items, passed: items.every((i) => i.passed) };
}

/** The checklist as the seed writes it: `- [x] label — evidence`. */
export function renderChecklist(result: ReviewResult, locale: 'en' | 'zh-CN', layerNames: Record<ReviewLayer, LocalisedText>): string {
  const lines: string[] = [];
  for (const layer of ['L1', 'L2', 'L3'] as const) {
    lines.push(`${locale === 'zh-CN' ? layerNames[layer].zh : layerNames[layer].en}`);
    for (const i of result.items.filter((x) => x.layer === layer)) {
      const label = locale === 'zh-CN' ? i.label.zh : i.label.en;
      lines.push(`- [${i.passed ? 'x' : ' '}] ${label}${i.evidence.length ? ` — ${i.evidence[0]}` : ''}`);
      for (const e of i.evidence.slice(1, 12)) lines.push(`      ${e}`);
      if (i.evidence.length > 12) lines.push(`      … +${i.evidence.length - 12}`);
    }
  }
  return lines.join('\n');
}
