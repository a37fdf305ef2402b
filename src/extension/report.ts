/**
 * "Luban: Show Skill Report" as Markdown: the security verdict (docs/features.md B5a) first, the
 * static score with what it leaves out, the deterministic dims, module sub-scores, the
 * runtime gate and every finding by file. No `vscode` import: strings come through
 * `t` (vscode.l10n.t in the extension, identity in unit tests), so the same text is
 * testable and localised.
 */
import type { SkillScanResult } from '../core/api/scan.ts';
import type { Finding } from '../core/api/rules.ts';
import type { StaticScore } from '../core/api/scan.ts';
import { securityVerdict, type SecurityVerdict, type SecurityVerdictLevel } from '../core/api/modules.ts';
import { findingWhere, ruleList } from '../core/api/scan.ts';
import type { Locale } from '../core/api/base.ts';
import { problemCounts } from './problem-counts.ts';
import { dimLabel, labelCodes, moduleLabel, partLabel } from '../core/api/score.ts';
import { compatibility } from '../core/api/modules.ts';
import { compatibilityMarkdown } from '../core/api/modules.ts';
import { describedSkill, findCollisions } from '../core/api/modules.ts';
import { describedOf } from '../core/api/scan.ts';
import { collisionsMarkdown } from '../core/api/modules.ts';

export type { StaticScore };

export type Translate = (message: string, ...args: Array<string | number>) => string;

/** Maximum points of each module sub-score (their weight shares, docs/features.md C3). */
export const SUBSCORE_MAX: Record<string, number> = { SkillOps: 3, HASP: 3, Distill: 2, Sentinel: 2 };

export interface FindingCounts {
  error: number;
  warning: number;
  info: number;
}

export function countFindings(findings: Finding[]): FindingCounts {
  const c: FindingCounts = { error: 0, warning: 0, info: 0 };
  for (const f of findings) c[f.severity]++;
  return c;
}

/** One decimal, as the rubric prints scores (docs/features.md C1). */
export function fmt1(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/**
 * Short per-dimension summary, shared by the CodeLens and the status bar tooltip. Each
 * code carries its plain name (docs/features.md H9: "dim4 · Checkpoint design 7/10").
 */
export function dimSummary(result: Pick<SkillScanResult, 'dims' | 'subscores'>, t: Translate, locale: Locale = 'en'): string[] {
  const d = result.dims;
  const parts = [
    `${dimLabel('dim1', locale)} ${fmt1(d.dim1)}/10`,
    `${dimLabel('dim4', locale)} ${fmt1(d.dim4)}/10`,
    `${dimLabel('dim7a', locale)} ${fmt1(d.dim7a)}/6`,
    d.dim9a ? t('{0}: step 1 passed', dimLabel('dim9', locale)) : t('{0}: step 1 failed', dimLabel('dim9', locale)),
  ];
  for (const [name, max] of Object.entries(SUBSCORE_MAX)) {
    const v = (result.subscores as unknown as Record<string, number>)[name];
    if (typeof v === 'number') parts.push(`${moduleLabel(name, locale)} ${fmt1(v)}/${max}`);
  }
  return parts;
}

/** The status bar's static view (docs/features.md C3a, issue 32 item 1): "Luban form checks 21.4 of 29 · 3 ⚠". */
export function scoreStatusText(result: Pick<SkillScanResult, 'findings'>, score: StaticScore, t: Translate): string {
  const c = countFindings(result.findings);
  return t('Luban form checks {0} of {1} · {2} ⚠', fmt1(score.total), fmt1(score.outOf), c.error + c.warning);
}

/**
 * The status bar item's text: the security verdict first when there is one (docs/features.md B5a:
 * "$(shield) ⛔ do not install"), then the score. The item also turns red on block.
 */
export function statusBarText(result: Pick<SkillScanResult, 'findings'>, score: StaticScore, t: Translate): string {
  const badge = securityBadge(result.findings, t);
  return `${badge.short ? `$(shield) ${badge.short} · ` : ''}$(checklist) ${scoreStatusText(result, score, t)}`;
}

/** The security verdict as the status bar, the CodeLens and the report show it (docs/features.md B5a). */
export interface SecurityBadge {
  level: SecurityVerdictLevel;
  /** Beside the score: `⛔ do not install`, `review`, or empty when clear. */
  short: string;
  /** One sentence: the verdict, how many findings, which rules. */
  detail: string;
  verdict: SecurityVerdict;
}

export function securityBadge(findings: readonly Finding[], t: Translate): SecurityBadge {
  const verdict = securityVerdict(findings);
  const list = (fs: readonly Finding[]) => {
    const { shown, more } = ruleList(fs);
    return shown.join(', ') + (more ? ` ${t('(+{0} more)', more)}` : '');
  };
  if (verdict.level === 'block') {
    return {
      level: 'block',
      verdict,
      short: t('⛔ do not install'),
      detail: t('Security: do not install — open Sentinel errors: {0} ({1})', verdict.errors.length, list(verdict.errors)),
    };
  }
  if (verdict.level === 'review') {
    return {
      level: 'review',
      verdict,
      short: t('review'),
      detail: t('Security: review before installing — Sentinel warnings: {0} ({1})', verdict.warnings.length, list(verdict.warnings)),
    };
  }
  return { level: 'clear', verdict, short: '', detail: t('Security: no Sentinel alerts') };
}

/** The report's security section: the verdict and each finding behind it, by file and line. */
function securitySection(badge: SecurityBadge, t: Translate, docsUrl: (ruleId: string) => string): string[] {
  const lines = [`## ${t('Security verdict')}`, ''];
  const v = badge.verdict;
  if (v.level === 'clear') return [...lines, `✓ ${t('No Sentinel alerts.')}`, ''];
  if (v.level === 'block') {
    lines.push(
      `**${t('⛔ Do not install this skill')}** — ${t('open Sentinel errors: {0}', v.errors.length)}${v.categories.length ? ` (${v.categories.join(', ')})` : ''}.`,
      '',
    );
    lines.push(
      `> ${t('Whatever its score: a person must review these findings before the skill is installed, and the optimiser will not edit it until someone has.')}`,
      '',
    );
  } else {
    lines.push(
      `**${t('⚠ Review before installing')}** — ${t('Sentinel warnings: {0}', v.warnings.length)}: ${t('risky capabilities a person should look at.')}`,
      '',
    );
  }
  for (const f of [...v.errors, ...v.warnings]) {
    const sev = f.severity === 'error' ? t('error') : t('warning');
    lines.push(`- \`${cell(findingWhere(f))}\` ${sev} [${f.ruleId}](${docsUrl(f.ruleId)})${f.category ? ` · ${f.category}` : ''} — ${cell(f.message)}`);
  }
  lines.push('');
  return lines;
}

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r?\n/g, ' ');
}

export function renderReport(
  result: SkillScanResult,
  score: StaticScore,
  t: Translate,
  docsUrl: (ruleId: string) => string,
  locale: Locale = 'en',
  /** The workspace's other scanned skills, for collisions between descriptions (issue 12 item 8). */
  workspace: readonly SkillScanResult[] = [],
): string {
  const doc = result.doc;
  const name = typeof doc.frontmatter?.data?.name === 'string' ? (doc.frontmatter.data.name as string) : doc.folderName;
  const lines: string[] = [];
  lines.push(`# ${t('Luban report: {0}', cell(name))}`, '');
  lines.push(`${t('Folder')}: \`${doc.dir}\`  `, `${t('Profile')}: \`${result.profile}\``, '');
  lines.push(...securitySection(securityBadge(result.findings, t), t, docsUrl));

  lines.push(`## ${t('Form checks')}`, '');
  lines.push(`**${t('{0} of {1}', fmt1(score.total), fmt1(score.outOf))}** — ${t('the static part of the 100-point rubric.')}`, '');
  // What the form checks do not measure (issue 32 item 1, docs/validity.md).
  lines.push(`_${t('Form checks: structure, wording and safety patterns — not whether the skill helps an agent (see docs/validity.md)')}_`, '');
  lines.push(`| ${t('Part')} | ${t('Points')} | ${t('Out of')} |`, '|---|---:|---:|');
  for (const p of score.parts) lines.push(`| ${partLabel(p.key, locale)} | ${fmt1(p.points)} | ${fmt1(p.outOf)} |`);
  lines.push('');
  lines.push(
    `${t('{0}, step 1', dimLabel('dim9', locale))}: ${result.dims.dim9a ? t('passed') : t('failed')} · ${t('Runtime-neutrality gate')}: **${result.runtimeGate}**`,
    '',
  );
  if (score.notScored.length) {
    lines.push(
      `> ${t('Not scored yet (they need a model or reviewers; nothing is guessed): {0}', score.notScored.map((d) => labelCodes(d, locale)).join(', '))}`,
      '',
    );
  }
  // docs/features.md H10: per runtime, loads / cut short / dropped, with the reason and its source.
  lines.push(...compatibilityMarkdown(compatibility(doc, locale), locale));
  const self = describedSkill(doc);
  if (self && workspace.length) {
    const others = workspace.map((r) => describedOf(r)).filter((s): s is NonNullable<typeof s> => s !== undefined && s.dir !== self.dir);
    lines.push(...collisionsMarkdown(self, findCollisions([self, ...others]), locale));
  }

  const counts = countFindings(result.findings);
  lines.push(`## ${t('Findings ({0})', result.findings.length)}`, '');
  if (result.findings.length === 0) {
    lines.push(t('No findings.'), '');
    return lines.join('\n');
  }
  lines.push(problemCounts(counts, t), '');
  const byFile = new Map<string, Finding[]>();
  for (const f of result.findings) {
    const list = byFile.get(f.file) ?? [];
    list.push(f);
    byFile.set(f.file, list);
  }
  for (const [file, list] of byFile) {
    lines.push(`### ${cell(file)}`, '');
    lines.push(`| ${t('Line')} | ${t('Severity')} | ${t('Rule')} | ${t('Message')} |`, '|---:|---|---|---|');
    for (const f of list) {
      const sev = f.severity === 'error' ? t('error') : f.severity === 'warning' ? t('warning') : t('info');
      lines.push(`| ${f.range.start.line} | ${sev} | [${f.ruleId}](${docsUrl(f.ruleId)}) | ${cell(f.message)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
