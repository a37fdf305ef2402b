/**
 * The scheduler's due reminders for the Luban view (docs/features.md E3): for each scanned skill the
 * periodic checks that are due (weekly SkillOps, monthly Distill when redundancy is low,
 * quarterly CASCADE with external references), worded in the editor's language. The
 * schedule is read once per workspace folder. Reads only.
 */
import * as vscode from 'vscode';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { pick, type Locale } from '../../core/api/base.ts';
import { remindersFor } from '../../core/api/lifecycle.ts';
import { MODULE_TASK } from '../../core/api/lifecycle.ts';
import { findWorkspaceRoot, readSchedule, type ScheduleFile } from '../../core/api/formats.ts';

export interface ReminderLabel {
  module: string;
  task: string;
  reason: string;
}

export async function dueReminderLabels(
  skills: ReadonlyArray<{ dir: string; result: SkillScanResult | undefined }>,
  locale: Locale,
  now = new Date(),
): Promise<Map<string, ReminderLabel[]>> {
  const out = new Map<string, ReminderLabel[]>();
  const schedules = new Map<string, Promise<ScheduleFile>>();
  for (const s of skills) {
    if (!s.result) continue;
    const workspace = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(s.dir))?.uri.fsPath ?? (await findWorkspaceRoot(s.dir));
    let schedule = schedules.get(workspace);
    if (!schedule) schedules.set(workspace, (schedule = readSchedule(workspace)));
    const r = await remindersFor(s.result, workspace, await schedule, now);
    out.set(
      s.dir,
      r.reminders
        .filter((x) => x.applicable && x.due)
        .map((x) => ({ module: x.module, task: pick(MODULE_TASK[x.module], locale), reason: pick(x.reason, locale) })),
    );
  }
  return out;
}
