/** Test helpers for the SkillOps and Profile modules. */
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { Locale } from '../../../../src/core/l10n/index.ts';
import type { Finding, ProfileName, Rule, TextEdit } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { offsetAt, textInfo } from '../../../../src/core/skill/text.ts';
import type { SkillDocument } from '../../../../src/core/skill/types.ts';

export const NOW = new Date('2026-03-01T00:00:00Z');

export function run(rule: Rule | Rule[], doc: SkillDocument, profile: ProfileName = 'agentskills', locale: Locale = 'en'): Finding[] {
  return scanDocument(doc, { rules: Array.isArray(rule) ? rule : [rule], profile, locale, now: NOW }).findings;
}

export function skill(texts: Record<string, string>, dir = 'demo-skill'): SkillDocument {
  return skillFromTexts(dir, texts);
}

/** A SKILL.md with the given frontmatter lines and body. */
export function skillMd(frontmatter: string[], body = '# Demo\n\nBody.\n'): string {
  return ['---', ...frontmatter, '---', '', body].join('\n');
}

/** Apply edits (1-based ranges, LF text) to one file's text; edits must not overlap. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const info = textInfo(text);
  const sorted = edits
    .map((e) => ({ start: offsetAt(info, e.range.start), end: offsetAt(info, e.range.end), newText: e.newText }))
    .sort((a, b) => b.start - a.start);
  let out = info.text;
  for (const e of sorted) out = out.slice(0, e.start) + e.newText + out.slice(e.end);
  return out;
}

export function ids(findings: Finding[]): string[] {
  return findings.map((f) => f.ruleId);
}

export function at(f: Finding): string {
  return `${f.file}:${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}`;
}
