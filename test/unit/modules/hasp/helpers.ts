/** Test helpers shared by the HASP, RuntimeGate, CASCADE and EvoSkill tests. */
import { scanDocument, type ScanOptions } from '../../../../src/core/engine/scan.ts';
import type { Finding, Rule, TextEdit } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { offsetAt, textInfo } from '../../../../src/core/skill/text.ts';
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

/** Apply text edits (non-overlapping) to LF text. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const info = textInfo(text);
  const spans = edits
    .map((e) => ({ s: offsetAt(info, e.range.start), e: offsetAt(info, e.range.end), t: e.newText }))
    .sort((a, b) => b.s - a.s);
  let out = info.text;
  for (const sp of spans) out = out.slice(0, sp.s) + sp.t + out.slice(sp.e);
  return out;
}
