/** Test helpers shared by the HASP, RuntimeGate, CASCADE and EvoSkill tests. */
import { scanDocument, type ScanOptions } from '../../../../src/core/engine/scan.ts';
import type { Finding, Rule } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import type { SkillDocument } from '../../../../src/core/skill/types.ts';

export const FM = ['---', 'name: demo', 'description: "Does X. Use when Y."', '---', '', ''].join('\n');

/** A SKILL.md with the standard 4-line frontmatter; body line 1 is file line 6. */
export function skill(body: string, extra: Record<string, string> = {}, dir = 'demo'): SkillDocument {
  return skillFromTexts(dir, { 'SKILL.md': FM + body, ...extra });
}

export function run(doc: SkillDocument, rules: Rule[], options: ScanOptions = {}): Finding[] {
  return scanDocument(doc, { rules, ...options }).findings;
}

export function at(f: Finding): string {
  return `${f.range.start.line}:${f.range.start.column}`;
}

/** Apply text edits (non-overlapping) to LF text, with the product's core/fix/apply.ts. */
export { applyTextEdits as applyEdits } from '../../../support/rule-tester.ts';
