/** Test helpers for the SkillOps and Profile modules. */
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { Locale } from '../../../../src/core/base/l10n/index.ts';
import type { Finding, ProfileName, Rule } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
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

/** Apply edits (1-based ranges, LF text) to one file's text with the product's core/fix/apply.ts; edits must not overlap. */
export { applyTextEdits as applyEdits } from '../../../support/rule-tester.ts';

export function ids(findings: Finding[]): string[] {
  return findings.map((f) => f.ruleId);
}

export function at(f: Finding): string {
  return `${f.file}:${f.range.start.line}:${f.range.start.column}-${f.range.end.line}:${f.range.end.column}`;
}
