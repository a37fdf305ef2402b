/**
 * rejected_edits.md (seed v3 关键数据结构, 原则 7 拒绝编辑缓冲区): every rolled-back
 * proposal, kept as negative feedback that later proposals go around. In the skill's
 * own folder, one entry per revert:
 *
 *   ## REJ-{n} | {timestamp} | {skill}
 *
 *   - **目标维度**: dim5
 *   - **改动段落**: L120-L135
 *   - **方案摘要**: 将三处"建议"改为"必须"
 *   - **被拒原因**: 改变了 skill 核心语义，违反约束规则 #1
 *   - **绕行建议**: dim5 已触顶，优先修 dim3
 *
 * The reader keeps every entry it can read and lists the rest as problems (a hand
 * edit that broke one entry does not hide the others). Appending rewrites the file
 * atomically as the old text + the new entry, so nothing already there is lost; a
 * file that is not UTF-8 text is copied to `rejected_edits.md.bak.YYYYMMDD-HHMM` and
 * started afresh, with a notice. Numbers continue from the highest REJ-n.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const REJECTED_EDITS_FILE = 'rejected_edits.md';

export const REJECTED_FIELDS = [
  { key: 'dimension', label: '目标维度' },
  { key: 'lines', label: '改动段落' },
  { key: 'summary', label: '方案摘要' },
  { key: 'reason', label: '被拒原因' },
  { key: 'detour', label: '绕行建议' },
] as const;

export interface RejectedEdit {
  n: number;
  timestamp: string;
  skill: string;
  dimension: string;
  lines: string;
  summary: string;
  reason: string;
  detour: string;
}

export interface EntryProblem {
  line: number;
  detail: string;
}

// ---------------------------------------------------------------------------------------
// The shared grammar of Luban's Markdown logs (also meta_learnings.md).

export interface RawEntry {
  line: number;
  /** Header cells after the ID, split on ` | `. */
  header: string[];
  n: number;
  fields: Map<string, string>;
}

/** Parse `## {PREFIX}-{n} | a | b` entries with `- **label**: value` fields. Never throws. */
export function parseMdEntries(text: string, prefix: string): { entries: RawEntry[]; problems: EntryProblem[] } {
  const entries: RawEntry[] = [];
  const problems: EntryProblem[] = [];
  const head = new RegExp(`^##\\s+${prefix}-(\\d+)\\s*(?:\\|\\s*(.*))?$`);
  const field = /^\s*[-*]\s+\*\*(.+?)\*\*\s*[:：]\s*(.*)$/;
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  let cur: RawEntry | undefined;
  lines.forEach((raw, i) => {
    if (/^##\s/.test(raw)) {
      const m = head.exec(raw.trim());
      if (!m) {
        problems.push({ line: i + 1, detail: `heading is not "## ${prefix}-n | …"` });
        cur = undefined;
        return;
      }
      cur = { line: i + 1, n: Number(m[1]), header: (m[2] ?? '').split(/\s*\|\s*/).map((s) => s.trim()), fields: new Map() };
      entries.push(cur);
      return;
    }
    const f = field.exec(raw);
    if (f && cur) cur.fields.set(f[1].trim(), f[2].trim());
  });
  return { entries, problems };
}

/** One-line field value (line breaks folded). */
export function oneLine(v: string): string {
  return (
    String(v ?? '')
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim() || '-'
  );
}

export interface MdLogText {
  exists: boolean;
  text: string;
  /** Not UTF-8: the file must be backed up before anything is appended. */
  undecodable: boolean;
}

export async function readMdLog(file: string): Promise<MdLogText> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { exists: false, text: '', undecodable: false };
    throw e;
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { exists: true, text, undecodable: text.includes('\u0000') };
  } catch {
    return { exists: true, text: '', undecodable: true };
  }
}

/** Append an entry block to a Markdown log atomically; back up an undecodable file first. */
export async function appendMdLog(file: string, title: string, block: string, now: Date): Promise<{ backupPath?: string; notice?: LocalisedText }> {
  const cur = await readMdLog(file);
  if (cur.undecodable) {
    const backupPath = await copyToBak(file, now);
    await writeFileAtomic(file, `${title}\n\n${block}`);
    const name = path.basename(file);
    return {
      backupPath,
      notice: {
        en: `${name} was not readable text; backed up to ${path.basename(backupPath)} and started afresh.`,
        zh: `${name} 不是可读文本；已备份为 ${path.basename(backupPath)} 并重新开始记录。`,
      },
    };
  }
  if (!cur.exists || cur.text.trim() === '') {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, `${title}\n\n${block}`);
    return {};
  }
  const sep = cur.text.endsWith('\n\n') ? '' : cur.text.endsWith('\n') ? '\n' : '\n\n';
  await writeFileAtomic(file, cur.text + sep + block);
  return {};
}

// ---------------------------------------------------------------------------------------

export interface RejectedEditsFile {
  path: string;
  exists: boolean;
  entries: RejectedEdit[];
  problems: EntryProblem[];
  corrupt: boolean;
}

export function parseRejectedEdits(text: string): { entries: RejectedEdit[]; problems: EntryProblem[] } {
  const { entries, problems } = parseMdEntries(text, 'REJ');
  const out: RejectedEdit[] = [];
  for (const e of entries) {
    const missing = REJECTED_FIELDS.filter((f) => !e.fields.has(f.label)).map((f) => f.label);
    if (missing.length === REJECTED_FIELDS.length) {
      problems.push({ line: e.line, detail: `REJ-${e.n} has none of the fields` });
      continue;
    }
    if (missing.length) problems.push({ line: e.line, detail: `REJ-${e.n} lacks ${missing.join(', ')}` });
    out.push({
      n: e.n,
      timestamp: e.header[0] ?? '',
      skill: e.header[1] ?? '',
      dimension: e.fields.get('目标维度') ?? '',
      lines: e.fields.get('改动段落') ?? '',
      summary: e.fields.get('方案摘要') ?? '',
      reason: e.fields.get('被拒原因') ?? '',
      detour: e.fields.get('绕行建议') ?? '',
    });
  }
  return { entries: out, problems };
}

export async function readRejectedEdits(skillDir: string): Promise<RejectedEditsFile> {
  const file = path.join(skillDir, REJECTED_EDITS_FILE);
  const raw = await readMdLog(file);
  if (raw.undecodable) return { path: file, exists: true, entries: [], problems: [{ line: 1, detail: 'not valid UTF-8 text' }], corrupt: true };
  const parsed = parseRejectedEdits(raw.text);
  return { path: file, exists: raw.exists, ...parsed, corrupt: parsed.problems.length > 0 };
}

export function formatRejectedEdit(e: RejectedEdit): string {
  const lines = [`## REJ-${e.n} | ${oneLine(e.timestamp)} | ${oneLine(e.skill)}`, ''];
  for (const f of REJECTED_FIELDS) lines.push(`- **${f.label}**: ${oneLine(e[f.key])}`);
  return lines.join('\n') + '\n';
}

export type NewRejectedEdit = Omit<RejectedEdit, 'n'>;

/** Append one entry (numbered after the highest existing REJ-n). */
export async function appendRejectedEdit(
  skillDir: string,
  entry: NewRejectedEdit,
  now: Date = new Date(),
): Promise<{ entry: RejectedEdit; path: string; notice?: LocalisedText }> {
  const current = await readRejectedEdits(skillDir);
  const n = current.entries.reduce((m, e) => Math.max(m, e.n), 0) + 1;
  const full: RejectedEdit = { ...entry, n };
  const r = await appendMdLog(current.path, '# rejected_edits', formatRejectedEdit(full), now);
  return { entry: full, path: current.path, notice: r.notice };
}

/** Normalised summary for "was this proposal rejected before?" (whitespace and case folded). */
export function proposalKey(dimension: string, summary: string): string {
  return `${dimension.trim().toLowerCase()}\u0000${summary.replace(/\s+/g, ' ').trim().toLowerCase()}`;
}
