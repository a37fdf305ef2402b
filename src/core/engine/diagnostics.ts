/**
 * The rows of diagnostics.tsv (docs/features.md B8): the Phase 0.3 sub-score list built from a scan's
 * findings and module sub-scores. The file format itself (columns, escaping, parsing,
 * the atomic write) is owned by core/formats/diagnostics.ts.
 */
import { detectLocale, type Locale } from '../base/l10n/index.ts';
import { formatDiagnosticsRows, writeDiagnosticsFile, type DiagnosticsRow } from '../formats/diagnostics.ts';
import type { Finding, ModuleName, SentinelCategory } from '../rules/types.ts';
import { computeSubscoresDetailed, type Subscores } from './rubric/subscores.ts';

export interface DiagnosticsInput {
  findings: Finding[];
  subscores: Subscores;
}

export interface DiagnosticsOptions {
  locale?: Locale;
}

const MODULE_ORDER: ModuleName[] = ['SkillOps', 'EvoSkill', 'HASP', 'CASCADE', 'Distill', 'Sentinel', 'RuntimeGate', 'Profile', 'Metis'];

const CATEGORY_NAMES: Record<SentinelCategory, { en: string; zh: string }> = {
  'malicious-command': { en: 'malicious commands', zh: '恶意指令' },
  credential: { en: 'credentials', zh: '硬编码凭据' },
  'prompt-injection': { en: 'prompt injection', zh: 'Prompt 注入' },
  exfiltration: { en: 'exfiltration', zh: '数据外泄' },
  'privilege-escalation': { en: 'privilege escalation', zh: '权限越权' },
};

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
  return formatDiagnosticsRows(diagnosticsRows(input, options));
}

/** Rebuild `<skillDir>/diagnostics.tsv` atomically from a scan's findings; returns the path written. */
export function writeDiagnosticsTsv(skillDir: string, input: DiagnosticsInput, options: DiagnosticsOptions = {}): Promise<string> {
  return writeDiagnosticsFile(skillDir, diagnosticsRows(input, { locale: options.locale ?? detectLocale() }));
}
