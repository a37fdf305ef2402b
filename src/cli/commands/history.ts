/**
 * `luban history SKILL_DIR… [--format text|json]` (docs/features.md §9): the optimisation history
 * of each skill from its results.tsv — rounds, keep/revert, the dimension changed, the
 * score — plus the dimensions the loop skips (oscillating, detour). Read-only; a
 * corrupt results.tsv is reported line by line, never rewritten here.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { Option, type Command } from 'commander';
import { localTable } from '../../core/api/base.ts';
import { HISTORY_COLUMNS, readHistory } from '../../core/api/modules.ts';
import { RESULTS_COLUMNS, RESULTS_FILE } from '../../core/api/formats.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { CliError, EXIT_CLEAN, type CliIO } from '../io.ts';
import { displayDirFor, resolveLocale } from './scan.ts';

const M = {
  none: { en: '{dir}: no {file} yet (run `luban optimize` first)', zh: '{dir}：还没有 {file}（请先运行 `luban optimize`）' },
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  rounds: { en: '{n} rows · kept {keep} · reverted {revert}', zh: '{n} 行 · 保留 {keep} · 回滚 {revert}' },
  oscillation: { en: 'oscillating (skipped by the loop): {dims}', zh: '振荡维度（优化时跳过）：{dims}' },
  detour: { en: 'detour (reverted before): {dims}', zh: '绕行维度（曾被回滚）：{dims}' },
  problem: { en: '{file}:{line}: {detail}', zh: '{file}:{line}：{detail}' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export function registerHistory(program: Command, io: CliIO, setExit: (code: number) => void): void {
  program
    .command('history')
    .description('Show the optimisation history of each skill from its results.tsv (rounds, keep/revert, dimension, score)')
    .argument('<dirs...>', 'skill folders')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--locale <locale>', 'language of messages: en | zh-CN')
    .action(async (dirs: string[], opts: { format: 'text' | 'json'; locale?: string }) => {
      const locale = resolveLocale(io, opts.locale);
      const shown = displayDirFor(io);
      const out: unknown[] = [];
      const text: string[] = [];
      for (const d of dirs) {
        const abs = path.resolve(io.cwd, d);
        try {
          await fs.stat(abs);
        } catch {
          throw new CliError(say(locale, 'notFound', { path: d }));
        }
        const h = await readHistory(abs);
        const { parsed, rows, oscillating, detour } = h;
        out.push({ dir: shown(abs), rows, problems: parsed?.problems ?? [], oscillating, detour });
        if (!parsed) {
          text.push(say(locale, 'none', { dir: shown(abs), file: RESULTS_FILE }));
          continue;
        }
        text.push(`${shown(abs)}  ${say(locale, 'rounds', { n: rows.length, keep: h.keep, revert: h.revert })}`);
        const cols = HISTORY_COLUMNS;
        const table = [cols.map((c) => c), ...rows.map((r) => cols.map((c) => String(r[c] ?? '')))];
        const widths = cols.map((_, i) => Math.min(40, Math.max(...table.map((row) => row[i].length))));
        for (const row of table) text.push('  ' + row.map((cell, i) => (i === cols.length - 1 ? cell : cell.slice(0, widths[i]).padEnd(widths[i]))).join('  '));
        if (oscillating.length) text.push('  ' + say(locale, 'oscillation', { dims: oscillating.join(', ') }));
        if (detour.length) text.push('  ' + say(locale, 'detour', { dims: detour.join(', ') }));
        for (const p of parsed.problems) text.push('  ' + say(locale, 'problem', { file: RESULTS_FILE, line: p.line, detail: p.detail }));
      }
      io.stdout(opts.format === 'json' ? JSON.stringify({ columns: RESULTS_COLUMNS, skills: out }, null, 2) + '\n' : text.join('\n') + '\n');
      setExit(EXIT_CLEAN);
    });
}
