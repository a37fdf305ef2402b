/**
 * Text output for people: grouped by skill, coloured on a terminal, one summary line.
 * Each skill's form checks (the static view) carry its security verdict beside them (docs/features.md B5a),
 * and one line says what the form checks do not measure (issue 32 item 1).
 */
import pc from 'picocolors';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { t, type Locale } from '../../core/api/base.ts';
import type { Severity } from '../../core/api/rules.ts';
import { staticScoreOf } from '../../core/api/score.ts';
import { roundTo } from '../../core/api/scan.ts';
import { securityLine } from '../../frontend/report/security.ts';
import { modelReadLines } from '../../frontend/report/model-read.ts';
import { compatibilityLines, loadedByLine, verdictLabel, type RuntimeCompatibility } from '../../core/api/modules.ts';
import { say as compatSay } from '../../core/api/modules.ts';

export interface TextOptions {
  color: boolean;
  locale: Locale;
  displayDir: (dir: string) => string;
  /** docs/features.md H10 verdicts per skill folder, shown under the score when given. */
  compatibility?: (dir: string) => RuntimeCompatibility[];
}

export function toText(results: SkillScanResult[], o: TextOptions): string {
  const c = pc.createColors(o.color);
  const sev: Record<Severity, (s: string) => string> = { error: c.red, warning: c.yellow, info: c.blue };
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let fixable = 0;
  for (const r of results) {
    const name = r.summary ? r.summary.name : r.doc.frontmatter?.data?.name;
    const gate = t(o.locale, `gate.${r.runtimeGate}`);
    lines.push(
      `${c.bold(c.underline(o.displayDir(r.doc.dir)))}${typeof name === 'string' ? c.dim(` (${name})`) : ''}  ${c.dim(
        `${t(o.locale, 'cli.profile')} ${r.profile} · ${t(o.locale, 'cli.runtimeGate')} `,
      )}${r.runtimeGate === 'fail' ? c.red(gate) : c.dim(gate)}`,
    );
    const width = Math.max(0, ...r.findings.map((f) => `${f.file}:${f.range.start.line}:${f.range.start.column}`.length));
    for (const f of r.findings) {
      if (f.severity === 'error') errors++;
      else if (f.severity === 'warning') warnings++;
      else infos++;
      if (f.fix?.safe) fixable++;
      const loc = `${f.file}:${f.range.start.line}:${f.range.start.column}`.padEnd(width);
      const label = t(o.locale, `severity.${f.severity}`);
      lines.push(`  ${c.dim(loc)}  ${sev[f.severity](label.padEnd(o.locale === 'zh-CN' ? 2 : 7))}  ${f.message}  ${c.dim(f.ruleId)}`);
    }
    const s = r.subscores;
    lines.push(
      c.dim(
        `  ${t(o.locale, 'cli.subscores')}: SkillOps ${s.SkillOps}/3 · HASP ${s.HASP}/3 · Distill ${s.Distill}/2 · Sentinel ${s.Sentinel}/2   ` +
          `${t(o.locale, 'cli.dims')}: dim1 ${r.dims.dim1} · dim4 ${r.dims.dim4} · dim7a ${r.dims.dim7a}/6 · dim9 ${r.dims.dim9a ? '✓' : '✗'}`,
      ),
    );
    const score = staticScoreOf(r);
    // The security verdict stands beside the score, whatever the points (docs/features.md B5a).
    lines.push(
      `${c.dim(`  ${t(o.locale, 'cli.staticScore', { total: roundTo(score.total, 1), outOf: roundTo(score.outOf, 1) })}`)}  ${securityLine(r.findings, o.locale, c)}`,
    );
    // `--model-read`: the model's view in a block of its own, after the static verdict it never changes.
    if (r.modelRead) lines.push(...modelReadLines(r.modelRead, o.locale, c));
    const verdicts = o.compatibility?.(r.doc.dir) ?? [];
    if (verdicts.length) {
      // One summary line; a line of why for each runtime that does not simply load it.
      const paint = (v: RuntimeCompatibility['verdict'], text: string) => (v === 'dropped' ? c.red(text) : v === 'cut-short' ? c.yellow(text) : c.dim(text));
      lines.push(
        `  ${c.dim(`${compatSay(o.locale, 'label.runtimes')}:`)} ${verdicts.map((v) => paint(v.verdict, `${v.name} ${verdictLabel(v.verdict, o.locale)}`)).join(c.dim(' · '))}` +
          // Where the skill sits in a runtime's own skill folder: who loads it from there (docs/runtime-folders.md).
          (loadedByLine(verdicts, o.locale) ? c.dim(` — ${loadedByLine(verdicts, o.locale)}`) : ''),
      );
      for (const [i, line] of compatibilityLines(verdicts, o.locale).entries())
        if (verdicts[i].verdict !== 'loads') lines.push(`    ${paint(verdicts[i].verdict, line)}`);
    }
    lines.push('');
  }
  // Once, under the skills: what the form checks do not measure (issue 32 item 1, docs/validity.md).
  if (results.length) lines.push(c.dim(t(o.locale, 'cli.formChecksNote')));
  const problems = errors + warnings + infos;
  if (problems === 0) {
    lines.push(c.green(t(o.locale, 'cli.summaryClean', { skills: results.length })));
  } else {
    const summary = t(o.locale, 'cli.summary', { problems, errors, warnings, infos, skills: results.length });
    lines.push((errors ? c.red : c.yellow)(`✖ ${summary}`) + (fixable ? c.dim(` · ${t(o.locale, 'cli.fixableHint', { count: fixable })}`) : ''));
  }
  return lines.join('\n') + '\n';
}
