/**
 * The runtime compatibility table of the skill report (docs/features.md H10), as Markdown lines:
 * one row per runtime with its verdict and every reason, each reason with its file,
 * line and the source of the limit. Pure; the extension's report and any other front
 * end render the same table.
 */
import type { Locale } from '../../base/l10n/index.ts';
import { say } from './messages.ts';
import { verdictLabel, type RuntimeCompatibility } from './compatibility.ts';

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r?\n/g, ' ');
}

export function compatibilityMarkdown(verdicts: readonly RuntimeCompatibility[], locale: Locale): string[] {
  const lines = [`## ${say(locale, 'report.title')}`, '', say(locale, 'report.intro'), ''];
  lines.push(`| ${say(locale, 'report.runtime')} | ${say(locale, 'report.verdict')} | ${say(locale, 'report.why')} |`, '|---|---|---|');
  for (const v of verdicts) {
    const mark = v.verdict === 'dropped' ? '⛔' : v.verdict === 'cut-short' ? '✂️' : '✓';
    const why = v.reasons.length
      ? v.reasons
          .map((r) => `${r.effect === 'note' ? 'ℹ️ ' : ''}${cell(r.text)} (\`${cell(r.file)}:${r.line}\`, [${say(locale, 'report.source')}](${r.source}))`)
          .join('<br>')
      : '—';
    lines.push(`| ${cell(v.name)} | ${mark} ${verdictLabel(v.verdict, locale)} | ${why} |`);
  }
  lines.push('');
  return lines;
}
