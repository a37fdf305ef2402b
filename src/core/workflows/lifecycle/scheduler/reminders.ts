/**
 * Due reminders for scanned skills: the facts of ./due.ts gathered from a scan result
 * (CASCADE's findings, Distill's sub-score, SkillOps' redundancy rows, the external
 * references) and the workspace's schedule state. Reads files, writes nothing.
 */
import type { SkillScanResult } from '../../../engine/scan.ts';
import { dueFactsOf, MAX_REFERENCE_FILES } from '../../../engine/result-facts.ts';
import { readSchedule, skillKey, type ScheduleFile } from '../../../formats/schedule.ts';
import { dueReminders, type DueReminder } from './due.ts';
import { lastRuns } from './last-runs.ts';

/** CASCADE's rules whose findings mean "refresh this file". */
export const CASCADE_DUE_RULES: ReadonlySet<string> = new Set(['cascade/refresh-due', 'cascade/stale-reference', 'cascade/undated-references']);
/** The seed's Distill trigger "技能 references 文件数超过 15 个" (engine/result-facts.ts reads it). */
export { MAX_REFERENCE_FILES };

export interface SkillReminders {
  dir: string;
  /** Key in the schedule (folder relative to the workspace). */
  skill: string;
  name: string;
  reminders: DueReminder[];
}

export async function remindersFor(result: SkillScanResult, workspace: string, schedule: ScheduleFile, now: Date): Promise<SkillReminders> {
  const dir = result.doc.dir;
  // From the document, or kept by a report-only result made for the editor's views (issue 30 item 6).
  const facts = dueFactsOf(result);
  const cascadeFiles = new Set(result.findings.filter((f) => CASCADE_DUE_RULES.has(f.ruleId)).map((f) => f.file)).size;
  const name = result.doc.frontmatter?.data?.name;
  return {
    dir,
    skill: skillKey(workspace, dir),
    name: typeof name === 'string' && name.trim() ? name.trim() : result.doc.folderName,
    reminders: dueReminders({
      now,
      lastRun: await lastRuns(schedule.state, workspace, dir),
      redundancyLow: facts.redundancyLow,
      redundancyReason: facts.redundancyReason,
      externalReferences: facts.externalReferences,
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
