/**
 * Due reminders for scanned skills: the facts of ./due.ts gathered from a scan result
 * (CASCADE's findings, Distill's sub-score, SkillOps' redundancy rows, the external
 * references) and the workspace's schedule state. Reads files, writes nothing.
 */
import type { SkillScanResult } from '../../../engine/scan.ts';
import { externalReferences } from '../../../modules/cascade/references.ts';
import { healthReport } from '../../../modules/skillops/health.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { readSchedule, skillKey, type ScheduleFile } from '../../../formats/schedule.ts';
import { dueReminders, type DueReminder } from './due.ts';
import { lastRuns } from './last-runs.ts';

/** CASCADE's rules whose findings mean "refresh this file". */
export const CASCADE_DUE_RULES: ReadonlySet<string> = new Set(['cascade/refresh-due', 'cascade/stale-reference', 'cascade/undated-references']);
/** The seed's Distill trigger "技能 references 文件数超过 15 个". */
export const MAX_REFERENCE_FILES = 15;

export interface SkillReminders {
  dir: string;
  /** Key in the schedule (folder relative to the workspace). */
  skill: string;
  name: string;
  reminders: DueReminder[];
}

function redundancy(result: SkillScanResult): { low: boolean; reason?: LocalisedText } {
  const rows = healthReport(result).dimensions.redundancy.rows.length;
  if (rows) return { low: true, reason: { en: `${rows} redundancy finding(s)`, zh: `${rows} 项冗余问题` } };
  if (result.subscores.Distill < 2)
    return { low: true, reason: { en: `Distill sub-score ${result.subscores.Distill}/2`, zh: `Distill 子分 ${result.subscores.Distill}/2` } };
  const refs = result.doc.files.filter((f) => f.path.startsWith('references/')).length;
  if (refs > MAX_REFERENCE_FILES) return { low: true, reason: { en: `${refs} files in references/`, zh: `references/ 下有 ${refs} 个文件` } };
  return { low: false };
}

export async function remindersFor(result: SkillScanResult, workspace: string, schedule: ScheduleFile, now: Date): Promise<SkillReminders> {
  const dir = result.doc.dir;
  const refs = externalReferences(result.doc);
  const cascadeFiles = new Set(result.findings.filter((f) => CASCADE_DUE_RULES.has(f.ruleId)).map((f) => f.file)).size;
  const r = redundancy(result);
  const name = result.doc.frontmatter?.data?.name;
  return {
    dir,
    skill: skillKey(workspace, dir),
    name: typeof name === 'string' && name.trim() ? name.trim() : result.doc.folderName,
    reminders: dueReminders({
      now,
      lastRun: await lastRuns(schedule.state, workspace, dir),
      redundancyLow: r.low,
      redundancyReason: r.reason,
      externalReferences: refs.reduce((n, f) => n + f.refs.length, 0),
      cascadeFiles,
    }),
  };
}

/** Reminders of every scanned skill, with the schedule read once. */
export async function remindersForAll(
  results: readonly SkillScanResult[],
  workspace: string,
  now: Date,
): Promise<{ skills: SkillReminders[]; schedule: ScheduleFile }> {
  const schedule = await readSchedule(workspace);
  const skills: SkillReminders[] = [];
  for (const r of results) skills.push(await remindersFor(r, workspace, schedule, now));
  return { skills, schedule };
}
