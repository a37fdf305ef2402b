/** Shared helpers for the Sentinel tests: build a skill in memory and run rules on it. */
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { rules } from '../../../../src/core/modules/sentinel/index.ts';
import type { Finding, Rule } from '../../../../src/core/rules/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import type { Locale } from '../../../../src/core/base/l10n/index.ts';

export const SKILL_MD = ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', '# Demo', '', 'Body.', ''].join('\n');

/** Run Sentinel rules (all, or the given ones) over files given as path → content. */
export function scan(files: Record<string, string>, only?: Rule | Rule[], locale: Locale = 'en'): Finding[] {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL_MD, ...files });
  const list = only ? (Array.isArray(only) ? only : [only]) : rules;
  return scanDocument(doc, { rules: list, locale, now: new Date('2026-01-01T00:00:00Z') }).findings.filter((f) => f.module === 'Sentinel');
}

/** `file:line:column` of a finding, for compact exact assertions. */
export function where(f: Finding): string {
  return `${f.file}:${f.range.start.line}:${f.range.start.column}`;
}

/** `file:line:column severity` for every finding. */
export function summary(findings: Finding[]): string[] {
  return findings.map((f) => `${where(f)} ${f.severity}`);
}

export function counted(findings: Finding[]): Finding[] {
  return findings.filter((f) => f.data?.counted === true);
}

/** Build a token at run time so the source never holds a provider-shaped secret. */
export function token(prefix: string, length: number, alphabet = 'aB3dE5gH7jK9mN2pQ4sT6vW8yZ1cF0'): string {
  let s = prefix;
  for (let i = 0; s.length < prefix.length + length; i++) s += alphabet[(i * 7 + 3) % alphabet.length];
  return s;
}

/** A demo SKILL.md: its frontmatter, a title, then `body`'s lines. */
export const demoSkill = (body: string[], description = 'Keeps records in order. Use when filing.'): string =>
  ['---', 'name: demo', `description: ${description}`, '---', '', '# Demo', '', ...body, ''].join('\n');

/** `file:line:column severity` of every counted (error or warning) finding of `rule` over `files`. */
export const countedHits = (files: Record<string, string>, rule: string): string[] =>
  scan(files)
    .filter((f) => f.ruleId === rule && f.severity !== 'info')
    .map((f) => `${where(f)} ${f.severity}`);

/** `severity rule file:line` of every finding above info (seed keywords left out): what a round's cases assert. */
export function loud(files: Record<string, string>): string[] {
  return scan(files)
    .filter((f) => f.ruleId !== 'sentinel/seed-keyword' && f.severity !== 'info')
    .map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.range.start.line}`);
}

/** Asserts that the files give the finding `severity rule file:line`, naming what they gave instead. */
export function hasFinding(files: Record<string, string>, finding: string): void {
  const got = loud(files);
  if (!got.includes(finding)) throw new Error(`expected ${finding}\n${got.join('\n')}`);
}

/** Asserts that the files give no error. */
export function noError(files: Record<string, string>): void {
  const got = loud(files).filter((f) => f.startsWith('error'));
  if (got.length) throw new Error(`expected no error\n${got.join('\n')}`);
}
