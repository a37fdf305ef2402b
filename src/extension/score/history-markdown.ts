/**
 * "Luban: Show Score History" as a read-only Markdown document: the skill's results.tsv as
 * `luban history` shows it — rows, kept and reverted, each row's cells, the dimensions the
 * loop skips (oscillating, detour) and each line the reader could not use. The file is read
 * by the core's reader (core/api/formats parseResultsTsv, the one the CLI and the dashboard
 * use); this file only lays it out. Pure.
 */
import { HISTORY_COLUMNS, type HistorySummary } from '../../core/api/modules.ts';
import { RESULTS_FILE } from '../../core/api/formats.ts';
import { table, type Translate } from './text.ts';

export interface HistoryDocInput {
  name: string;
  /** The skill folder as shown. */
  where: string;
  /** The skill's history (core's reading of results.tsv; `parsed` undefined when it has none). */
  history: HistorySummary;
}

export function historyMarkdown(t: Translate, i: HistoryDocInput): string {
  const out = [`# ${t('Luban score history: {0}', i.name)}`, '', `\`${i.where}\``, ''];
  const { parsed, rows, keep, revert, oscillating, detour } = i.history;
  if (!parsed) {
    out.push(t('No {0} yet: it is written by "Luban: Optimize Skill" (each round scored, kept or reverted).', RESULTS_FILE), '');
    return out.join('\n');
  }
  out.push(t('{0} rows · kept {1} · reverted {2}', rows.length, keep, revert), '');
  if (rows.length)
    out.push(
      ...table(
        HISTORY_COLUMNS,
        rows.map((r) => HISTORY_COLUMNS.map((c) => r[c] ?? '')),
      ),
      '',
    );
  if (oscillating.length) out.push(`- ${t('Oscillating (skipped by the loop): {0}', oscillating.join(', '))}`);
  if (detour.length) out.push(`- ${t('Detour (reverted before): {0}', detour.join(', '))}`);
  if (oscillating.length || detour.length) out.push('');
  if (parsed.problems.length) {
    out.push(`## ${t('Lines that could not be read')}`, '');
    for (const p of parsed.problems) out.push(`- ${RESULTS_FILE}:${p.line}: ${p.detail}`);
    out.push('');
  }
  return out.join('\n');
}
