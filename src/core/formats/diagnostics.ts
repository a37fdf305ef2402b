/**
 * diagnostics.tsv (SPEC B8, seed v3 "diagnostics.tsv"): the Phase 0.3 sub-score list in
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
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { detectLocale, type Locale } from '../base/l10n/index.ts';
import type { Finding, ModuleName, SentinelCategory } from '../rules/types.ts';
import { computeSubscoresDetailed, type Subscores } from '../engine/rubric/subscores.ts';

export const DIAGNOSTICS_FILE = 'diagnostics.tsv';
export const DIAGNOSTICS_HEADER = ['模块', '维度', '子分', '文件', '行号', '详情'] as const;
/** Sub-score column of rows that are not a module summary. */
export const NO_SUBSCORE = '—';

export interface DiagnosticsInput {
  findings: Finding[];
  subscores: Subscores;
}

export interface DiagnosticsOptions {
  locale?: Locale;
}

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

const MODULE_ORDER: ModuleName[] = ['SkillOps', 'EvoSkill', 'HASP', 'CASCADE', 'Distill', 'Sentinel', 'RuntimeGate', 'Profile', 'Metis'];

const CATEGORY_NAMES: Record<SentinelCategory, { en: string; zh: string }> = {
  'malicious-command': { en: 'malicious commands', zh: '恶意指令' },
  credential: { en: 'credentials', zh: '硬编码凭据' },
  'prompt-injection': { en: 'prompt injection', zh: 'Prompt 注入' },
  exfiltration: { en: 'exfiltration', zh: '数据外泄' },
  'privilege-escalation': { en: 'privilege escalation', zh: '权限越权' },
};

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

function summaryRows(input: DiagnosticsInput, locale: Locale): Map<ModuleName, DiagnosticsRow> {
  const zh = locale === 'zh-CN';
  const d = computeSubscoresDetailed(input.findings);
  const s = input.subscores;
  const out = new Map<ModuleName, DiagnosticsRow>();
  const row = (module: ModuleName, dimension: string, subscore: number, detail: string) =>
    out.set(module, { module, dimension, subscore, file: '-', line: null, detail });

  const broken = d.brokenTargets;
  row(
    'SkillOps',
    'dim6',
    s.SkillOps,
    broken.length === 0
      ? zh
        ? '全引用路径可到达'
        : 'every referenced path resolves'
      : zh
        ? `断裂引用 ${broken.length} 处：${broken.join('、')}`
        : `${broken.length} broken reference target(s): ${broken.join(', ')}`,
  );

  const words = Object.entries(d.softWordCounts)
    .filter(([w]) => w)
    .map(([w, n]) => `${w}×${n}`)
    .join('/');
  row(
    'HASP',
    'dim5',
    s.HASP,
    d.softWords === 0
      ? zh
        ? '无软化词'
        : 'no soft words'
      : zh
        ? `软化词 ${d.softWords} 处${words ? `（${words}）` : ''}`
        : `${d.softWords} soft word(s)${words ? ` (${words})` : ''}`,
  );

  const list = (files: string[]) => (files.length ? (zh ? `：${files.join('、')}` : `: ${files.join(', ')}`) : '');
  row(
    'Distill',
    'dim7b',
    s.Distill,
    zh
      ? `死文件 ${d.deadFiles.length} 个${list(d.deadFiles)}；可精简文件 ${d.slimmable.length} 个${list(d.slimmable)}`
      : `${d.deadFiles.length} dead reference file(s)${list(d.deadFiles)}; ${d.slimmable.length} can slim${list(d.slimmable)}`,
  );

  const hits = (Object.keys(CATEGORY_NAMES) as SentinelCategory[])
    .map((c) => `${zh ? CATEGORY_NAMES[c].zh : CATEGORY_NAMES[c].en} ${d.sentinel.hits[c] ?? 0}`)
    .join(' / ');
  row('Sentinel', 'dim10', s.Sentinel, zh ? `各类命中：${hits}` : `hits per category: ${hits}`);
  return out;
}

function findingRow(f: Finding): DiagnosticsRow {
  let detail = f.message;
  if (f.module === 'EvoSkill' && !detail.includes('[oscillation]')) detail = `[oscillation] ${detail}`;
  if (f.module === 'Sentinel' && f.category) detail = `[${f.category}] ${detail}`;
  return { module: f.module, dimension: f.dimension, subscore: null, file: f.file, line: f.range.start.line, detail };
}

/** The rows of diagnostics.tsv, header excluded, in file order. */
export function diagnosticsRows(input: DiagnosticsInput, options: DiagnosticsOptions = {}): DiagnosticsRow[] {
  const summaries = summaryRows(input, options.locale ?? 'en');
  const rows: DiagnosticsRow[] = [];
  const modules = [...MODULE_ORDER, ...new Set(input.findings.map((f) => f.module).filter((m) => !MODULE_ORDER.includes(m)))];
  for (const module of modules) {
    const summary = summaries.get(module);
    if (summary) rows.push(summary);
    for (const f of input.findings) if (f.module === module) rows.push(findingRow(f));
  }
  return rows;
}

/** The whole file as text (pure). */
export function formatDiagnosticsTsv(input: DiagnosticsInput, options: DiagnosticsOptions = {}): string {
  const lines = [DIAGNOSTICS_HEADER.join('\t')];
  for (const r of diagnosticsRows(input, options)) {
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
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/).filter((l) => l.length);
  if (!lines.length || lines[0] !== DIAGNOSTICS_HEADER.join('\t')) throw new Error('diagnostics.tsv: unexpected header');
  return lines.slice(1).map((line, i) => {
    const cols = line.split('\t');
    if (cols.length !== DIAGNOSTICS_HEADER.length) throw new Error(`diagnostics.tsv: line ${i + 2} has ${cols.length} columns, expected ${DIAGNOSTICS_HEADER.length}`);
    const [module, dimension, sub, file, ln, detail] = cols.map(unescapeTsvField);
    const subscore = sub === NO_SUBSCORE || sub === '-' || sub === '' ? null : Number(sub);
    const lineNo = ln === '-' || ln === '' ? null : Number(ln);
    return { module, dimension, subscore: subscore !== null && Number.isFinite(subscore) ? subscore : null, file, line: lineNo !== null && Number.isFinite(lineNo) ? lineNo : null, detail };
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
export async function writeDiagnosticsTsv(skillDir: string, input: DiagnosticsInput, options: DiagnosticsOptions = {}): Promise<string> {
  const text = formatDiagnosticsTsv(input, { locale: options.locale ?? detectLocale() });
  const target = path.join(skillDir, DIAGNOSTICS_FILE);
  const tmp = path.join(skillDir, `.${DIAGNOSTICS_FILE}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.tmp`);
  try {
    await fs.writeFile(tmp, text, { encoding: 'utf8', flag: 'wx' });
    await fs.rename(tmp, target);
  } catch (e) {
    await fs.rm(tmp, { force: true }).catch(() => undefined);
    throw e;
  }
  return target;
}
