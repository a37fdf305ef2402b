/**
 * diagnostics.tsv (docs/features.md B8, seed v3 "diagnostics.tsv"): the Phase 0.3 sub-score list in
 * the skill's own folder, rebuilt (never appended) on every run so it always holds the
 * latest round. Columns 模块 / 维度 / 子分 / 文件 / 行号 / 详情 (module, dimension,
 * sub-score, file, line, detail):
 *
 *   模块	维度	子分	文件	行号	详情
 *   SkillOps	dim6	3	-	-	全引用路径可到达
 *   HASP	dim5	2.4	-	-	软化词 1 处（建议×1）
 *   HASP	dim5	—	SKILL.md	12	…the finding's message…
 *   EvoSkill	dim3	—	results.tsv	4	[oscillation] dim5 …
 *
 * - one summary row per module that has a sub-score (SkillOps dim6, HASP dim5, Distill
 *   dim7b, Sentinel dim10) with the number in 子分 and `-` for file and line;
 * - one row per finding with `—` in 子分 (EvoSkill rows carry `[oscillation]`, Sentinel
 *   rows their category in brackets);
 * - modules in the seed's Phase 0.3 order (SkillOps → EvoSkill → HASP → CASCADE →
 *   Distill → Sentinel), then RuntimeGate, Profile and Metis;
 * - a field never holds a raw tab or line break: `\` → `\\`, tab → `\t`, LF → `\n`,
 *   CR → `\r` (parseDiagnosticsTsv undoes it);
 * - written atomically (temp file in the same folder, then rename), UTF-8, LF, no BOM.
 */
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';
import type { Subscores } from '../rules/types.ts';

export const DIAGNOSTICS_FILE = 'diagnostics.tsv';
export const DIAGNOSTICS_HEADER = ['模块', '维度', '子分', '文件', '行号', '详情'] as const;
/** Sub-score column of rows that are not a module summary. */
export const NO_SUBSCORE = '—';

export interface DiagnosticsRow {
  module: string;
  dimension: string;
  /** The module sub-score on summary rows; null for `—`. */
  subscore: number | null;
  /** `-` on summary rows. */
  file: string;
  /** null for `-`. */
  line: number | null;
  detail: string;
}

/** Escape one TSV field: backslash, tab, LF and CR become `\\`, `\t`, `\n`, `\r`. */
export function escapeTsvField(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export function unescapeTsvField(value: string): string {
  return value.replace(/\\([\\tnr])/g, (_, c: string) => (c === '\\' ? '\\' : c === 't' ? '\t' : c === 'n' ? '\n' : '\r'));
}

function formatScore(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** The whole file as text (pure): the header, then the rows in the order given. */
export function formatDiagnosticsRows(rows: readonly DiagnosticsRow[]): string {
  const lines = [DIAGNOSTICS_HEADER.join('\t')];
  for (const r of rows) {
    lines.push(
      [r.module, r.dimension, r.subscore === null ? NO_SUBSCORE : formatScore(r.subscore), r.file, r.line === null ? '-' : String(r.line), r.detail]
        .map(escapeTsvField)
        .join('\t'),
    );
  }
  return lines.join('\n') + '\n';
}

/** Read diagnostics.tsv text back (Phase 1 reads the module sub-scores from it). */
export function parseDiagnosticsTsv(text: string): DiagnosticsRow[] {
  const lines = text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .filter((l) => l.length);
  if (!lines.length || lines[0] !== DIAGNOSTICS_HEADER.join('\t')) throw new Error('diagnostics.tsv: unexpected header');
  return lines.slice(1).map((line, i) => {
    const cols = line.split('\t');
    if (cols.length !== DIAGNOSTICS_HEADER.length)
      throw new Error(`diagnostics.tsv: line ${i + 2} has ${cols.length} columns, expected ${DIAGNOSTICS_HEADER.length}`);
    const [module, dimension, sub, file, ln, detail] = cols.map(unescapeTsvField);
    const subscore = sub === NO_SUBSCORE || sub === '-' || sub === '' ? null : Number(sub);
    const lineNo = ln === '-' || ln === '' ? null : Number(ln);
    return {
      module,
      dimension,
      subscore: subscore !== null && Number.isFinite(subscore) ? subscore : null,
      file,
      line: lineNo !== null && Number.isFinite(lineNo) ? lineNo : null,
      detail,
    };
  });
}

/** The module sub-scores found in parsed rows (summary rows only). */
export function subscoresFromRows(rows: DiagnosticsRow[]): Partial<Subscores> {
  const out: Partial<Subscores> = {};
  for (const r of rows) {
    if (r.subscore === null) continue;
    if (r.module === 'SkillOps' || r.module === 'HASP' || r.module === 'Distill' || r.module === 'Sentinel') out[r.module] = r.subscore;
  }
  return out;
}

/**
 * Rebuild `<skillDir>/diagnostics.tsv` atomically: write a temp file beside it, then
 * rename over the old one, so a crash leaves either the old or the new file whole.
 * Returns the path written.
 */
export async function writeDiagnosticsFile(skillDir: string, rows: readonly DiagnosticsRow[]): Promise<string> {
  const target = path.join(skillDir, DIAGNOSTICS_FILE);
  await writeFileAtomic(target, formatDiagnosticsRows(rows));
  return target;
}
