/**
 * meta_learnings.md (seed v3 关键数据结构, Phase 3 Epoch Meta-Review): transferable
 * lessons across skills, in the luban-workspace, appended by Full-mode runs:
 *
 *   ## ML-{n} | {timestamp}
 *
 *   - **规律**: dim2/3/4 相关簇——修 dim3（三段式 fallback）时 dim2 平均跟涨 1.5 分
 *   - **来源 skill**: luban-slides, code-reviewer（2/2 验证）
 *   - **置信度**: 高
 *   - **可复用场景**: 任何有"步骤描述"+"错误处理"双薄弱点的 skill
 *
 * Same grammar, reader and atomic append as rejected_edits.md.
 */
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { appendMdLog, oneLine, parseMdEntries, readMdLog, type EntryProblem } from './rejected-edits.ts';

export const META_LEARNINGS_FILE = 'meta_learnings.md';

export const META_FIELDS = [
  { key: 'pattern', label: '规律' },
  { key: 'sources', label: '来源 skill' },
  { key: 'confidence', label: '置信度' },
  { key: 'reuse', label: '可复用场景' },
] as const;

export interface MetaLearning {
  n: number;
  timestamp: string;
  pattern: string;
  sources: string;
  confidence: string;
  reuse: string;
}

export function parseMetaLearnings(text: string): { entries: MetaLearning[]; problems: EntryProblem[] } {
  const { entries, problems } = parseMdEntries(text, 'ML');
  const out: MetaLearning[] = [];
  for (const e of entries) {
    const missing = META_FIELDS.filter((f) => !e.fields.has(f.label)).map((f) => f.label);
    if (missing.length === META_FIELDS.length) {
      problems.push({ line: e.line, detail: `ML-${e.n} has none of the fields` });
      continue;
    }
    if (missing.length) problems.push({ line: e.line, detail: `ML-${e.n} lacks ${missing.join(', ')}` });
    out.push({
      n: e.n,
      timestamp: e.header[0] ?? '',
      pattern: e.fields.get('规律') ?? '',
      sources: e.fields.get('来源 skill') ?? '',
      confidence: e.fields.get('置信度') ?? '',
      reuse: e.fields.get('可复用场景') ?? '',
    });
  }
  return { entries: out, problems };
}

export async function readMetaLearnings(
  workspace: string,
): Promise<{ path: string; exists: boolean; entries: MetaLearning[]; problems: EntryProblem[]; corrupt: boolean }> {
  const file = path.join(workspace, META_LEARNINGS_FILE);
  const raw = await readMdLog(file);
  if (raw.undecodable) return { path: file, exists: true, entries: [], problems: [{ line: 1, detail: 'not valid UTF-8 text' }], corrupt: true };
  const parsed = parseMetaLearnings(raw.text);
  return { path: file, exists: raw.exists, ...parsed, corrupt: parsed.problems.length > 0 };
}

export function formatMetaLearning(e: MetaLearning): string {
  const lines = [`## ML-${e.n} | ${oneLine(e.timestamp)}`, ''];
  for (const f of META_FIELDS) lines.push(`- **${f.label}**: ${oneLine(e[f.key])}`);
  return lines.join('\n') + '\n';
}

/** Append entries (numbered after the highest ML-n), one atomic write each. */
export async function appendMetaLearnings(
  workspace: string,
  entries: Array<Omit<MetaLearning, 'n'>>,
  now: Date = new Date(),
): Promise<{ written: MetaLearning[]; path: string; notices: LocalisedText[] }> {
  const current = await readMetaLearnings(workspace);
  let n = current.entries.reduce((m, e) => Math.max(m, e.n), 0);
  const written: MetaLearning[] = [];
  const notices: LocalisedText[] = [];
  for (const e of entries) {
    const full = { ...e, n: ++n };
    const r = await appendMdLog(current.path, '# meta_learnings', formatMetaLearning(full), now);
    if (r.notice) notices.push(r.notice);
    written.push(full);
  }
  return { written, path: current.path, notices };
}
