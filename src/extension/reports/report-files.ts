/**
 * Reports that stay (docs/features.md H9): the skill report, the health check, the slim plan and the
 * optimisation report are files in the skill's `.luban/reports/`, named by kind and time
 * (`report-20261201-1130.md`, then `-2`, `-3` … within the same minute), written
 * atomically. `.luban/` holds a `.gitignore` of `*`: reports are the person's local record,
 * never part of the skill, so they do not dirty the tree the optimiser's git ratchet checks
 * (and the skill loader skips the folder, core/skill/artefacts.ts).
 * No `vscode` import: plain Node, unit-tested.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { backupStamp, writeFileAtomic } from '../../core/api/base.ts';

export const LUBAN_DIR = '.luban';
export const REPORTS_DIR = path.join(LUBAN_DIR, 'reports');

/** The kinds of report, in the words the file names use. */
export const REPORT_KINDS = ['report', 'health', 'slim', 'optimisation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const NAME = /^(report|health|slim|optimisation)-(\d{8}-\d{4})(?:-(\d+))?\.md$/;

export interface ReportFileName {
  kind: ReportKind;
  /** `YYYYMMDD-HHMM`, local time. */
  stamp: string;
  /** 1 for the first report of its kind in that minute, then 2, 3 … */
  seq: number;
}

/** `kind-YYYYMMDD-HHMM.md`, or `kind-YYYYMMDD-HHMM-N.md` when the earlier names are taken. */
export function reportFileName(kind: ReportKind, now: Date, taken: ReadonlySet<string> = new Set()): string {
  const base = `${kind}-${backupStamp(now)}`;
  if (!taken.has(`${base}.md`)) return `${base}.md`;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}.md`)) return `${base}-${n}.md`;
}

export function parseReportFileName(name: string): ReportFileName | undefined {
  const m = NAME.exec(name);
  return m ? { kind: m[1] as ReportKind, stamp: m[2], seq: m[3] ? Number(m[3]) : 1 } : undefined;
}

/** Newest first: by stamp, then by sequence within the minute. Names that are not reports are dropped. */
export function sortReportNames(names: readonly string[]): string[] {
  const parsed = names.map((n) => ({ n, p: parseReportFileName(n) })).filter((x): x is { n: string; p: ReportFileName } => x.p !== undefined);
  return parsed.sort((a, b) => (a.p.stamp === b.p.stamp ? b.p.seq - a.p.seq : a.p.stamp < b.p.stamp ? 1 : -1)).map((x) => x.n);
}

export function reportsDirOf(skillDir: string): string {
  return path.join(skillDir, REPORTS_DIR);
}

const GITIGNORE = "# Luban's local reports and state: not part of the skill.\n*\n";

/**
 * The free path the next report of `kind` gets (creating `.luban/reports/` and its
 * `.gitignore`): known before the report is written, so the optimisation report can list
 * itself among the files the run wrote.
 */
export async function nextReportPath(skillDir: string, kind: ReportKind, now = new Date()): Promise<string> {
  const dir = reportsDirOf(skillDir);
  await fs.mkdir(dir, { recursive: true });
  const ignore = path.join(skillDir, LUBAN_DIR, '.gitignore');
  await fs.writeFile(ignore, GITIGNORE, { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
  const taken = new Set(await fs.readdir(dir));
  return path.join(dir, reportFileName(kind, now, taken));
}

/** Write a report into the skill's `.luban/reports/` (atomically) and return its absolute path. */
export async function saveReport(skillDir: string, kind: ReportKind, text: string, now = new Date()): Promise<string> {
  const file = await nextReportPath(skillDir, kind, now);
  await writeFileAtomic(file, text);
  return file;
}

/** The skill's saved reports, newest first (absolute paths); none when the folder is missing. */
export async function listReports(skillDir: string): Promise<string[]> {
  const dir = reportsDirOf(skillDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return sortReportNames(names).map((n) => path.join(dir, n));
}
