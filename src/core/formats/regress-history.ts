/**
 * `.luban/regress-history.jsonl` in a skill folder (docs/features.md E2, issue 13 item 6): one JSON
 * line per MUSE run — when, what started it, the verdict and the counts — so the
 * dashboard can show pass / partial / fail per run and HASP can count the must/forbid
 * cases that keep failing. Appended atomically (read, add a line, temp file + rename);
 * lines that do not parse are skipped by the reader and reported, never dropped by a
 * write: a corrupt file is copied to `.bak.YYYYMMDD-HHMM` before the unreadable lines go.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const REGRESS_HISTORY_FILE = '.luban/regress-history.jsonl';

/**
 * The history file as a short stamp (size and modification time, `none` when absent), for
 * caches whose results read it (the scan cache: sentinel/ignored-rule). Cheap: one stat.
 */
export async function regressHistoryStamp(skillDir: string): Promise<string> {
  try {
    const st = await fs.stat(path.join(skillDir, REGRESS_HISTORY_FILE));
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return 'none';
  }
}

export type RunVerdict = 'pass' | 'partial' | 'fail' | 'not-run';
export type RunTrigger = 'cli' | 'command' | 'save' | 'optimizer';

export interface RegressHistoryEntry {
  /** ISO timestamp. */
  at: string;
  trigger: RunTrigger;
  verdict: RunVerdict;
  pass: number;
  fail: number;
  notRun: number;
  /** Failed cases: id and seed dimension (HASP counts the 关键规则遵守 ones), and what deviated (absent in runs recorded before it was kept). */
  failed: Array<{ id: string; dimension: string; reason?: LocalisedText }>;
  /** Model calls the run made (behavioural cases). */
  calls: number;
  /** The rollback suggestion of a run with failures, as lines for people (absent when none, or recorded before it was kept). */
  rollback?: LocalisedText[];
}

export interface RegressHistory {
  path: string;
  entries: RegressHistoryEntry[];
  /** 1-based lines that could not be read. */
  badLines: number[];
}

/** `.luban/` with its `.gitignore` of `*`: MUSE's records are the person's local state, never committed. */
export async function ensureLubanDir(skillDir: string): Promise<void> {
  await fs.mkdir(path.join(skillDir, '.luban'), { recursive: true });
  await fs.writeFile(path.join(skillDir, '.luban', '.gitignore'), '*\n', { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
}

function isEntry(v: unknown): v is RegressHistoryEntry {
  const o = v as Record<string, unknown> | null;
  return (
    !!o && typeof o.at === 'string' && typeof o.verdict === 'string' && typeof o.pass === 'number' && typeof o.fail === 'number' && Array.isArray(o.failed)
  );
}

export async function readRegressHistory(skillDir: string): Promise<RegressHistory> {
  const file = path.join(skillDir, REGRESS_HISTORY_FILE);
  let text = '';
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return { path: file, entries: [], badLines: [1] };
  }
  const entries: RegressHistoryEntry[] = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      const v = JSON.parse(line) as unknown;
      if (isEntry(v)) entries.push(v);
      else badLines.push(i + 1);
    } catch {
      badLines.push(i + 1);
    }
  });
  return { path: file, entries, badLines };
}

/** Append one run; returns a notice when unreadable lines had to be backed up and left out. */
export async function appendRegressHistory(
  skillDir: string,
  entry: RegressHistoryEntry,
  now: Date = new Date(),
): Promise<{ path: string; notice?: LocalisedText }> {
  const current = await readRegressHistory(skillDir);
  await ensureLubanDir(skillDir);
  let notice: LocalisedText | undefined;
  if (current.badLines.length) {
    let bak = '-';
    try {
      bak = path.basename(await copyToBak(current.path, now));
    } catch {
      /* unreadable file: nothing to copy */
    }
    notice = {
      en: `${REGRESS_HISTORY_FILE} had ${current.badLines.length} unreadable line(s) (line ${current.badLines.slice(0, 5).join(', ')}); backed up to ${bak} and rewritten without them.`,
      zh: `${REGRESS_HISTORY_FILE} 有 ${current.badLines.length} 行无法读取（第 ${current.badLines.slice(0, 5).join('、')} 行）；已备份为 ${bak}，并去掉这些行后重写。`,
    };
  }
  const lines = [...current.entries, entry].map((e) => JSON.stringify(e));
  await writeFileAtomic(current.path, lines.join('\n') + '\n');
  return { path: current.path, notice };
}
