/**
 * When each periodic module last ran for a skill: the workspace's `.luban/schedule.json`
 * (store/schedule.ts), or a report the editor saved in the skill's `.luban/reports/`
 * (`health-YYYYMMDD-HHMM.md` is a SkillOps run, `slim-…` a Distill run; local time, the
 * names extension/reports/report-files.ts writes) — whichever is newer.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lastRunsOf, type ScheduleState } from '../../../formats/schedule.ts';
import type { PeriodicModule } from './modules.ts';

const REPORT = /^(health|slim)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(?:-\d+)?\.md$/;
const KIND: Record<string, PeriodicModule> = { health: 'SkillOps', slim: 'Distill' };

/** The newest saved report of each kind, as a SkillOps / Distill run. */
export async function savedReportRuns(skillDir: string): Promise<Partial<Record<PeriodicModule, Date>>> {
  let names: string[];
  try {
    names = await fs.readdir(path.join(skillDir, '.luban', 'reports'));
  } catch {
    return {};
  }
  const out: Partial<Record<PeriodicModule, Date>> = {};
  for (const n of names) {
    const m = REPORT.exec(n);
    if (!m) continue;
    const at = new Date(Number(m[2]), Number(m[3]) - 1, Number(m[4]), Number(m[5]), Number(m[6]));
    const mod = KIND[m[1]];
    if (!out[mod] || at > out[mod]!) out[mod] = at;
  }
  return out;
}

export async function lastRuns(state: ScheduleState, workspace: string, skillDir: string): Promise<Partial<Record<PeriodicModule, Date>>> {
  const recorded = lastRunsOf(state, workspace, skillDir);
  const reports = await savedReportRuns(skillDir);
  const out: Partial<Record<PeriodicModule, Date>> = {};
  for (const m of ['SkillOps', 'Distill', 'CASCADE'] as const) {
    const a = recorded[m] ? new Date(recorded[m]!) : undefined;
    const b = reports[m];
    // biome-ignore lint/complexity/useMathMinMax: a and b are Dates, not numbers
    const newest = a && b ? (a > b ? a : b) : (a ?? b);
    if (newest) out[m] = newest;
  }
  return out;
}
