/**
 * The Luban view's nodes and the dashboard snapshot's skill parts, built from scan results as
 * src/extension/view/skills-view.ts (roots) and src/extension/dashboard/dashboard.ts (snapshot)
 * build them, without the workbench: the pure builders they call, in the same order, with the
 * due reminders read as due-view.ts reads them. For the tests and the measurement of issue 30
 * item 6 (views drawn from report-only results).
 */
import path from 'node:path';
import type { SkillScanResult } from '../../src/core/engine/scan.ts';
import { isReportOnly } from '../../src/core/engine/result-facts.ts';
import { pick, type Locale } from '../../src/core/base/l10n/index.ts';
import { readSchedule } from '../../src/core/formats/schedule.ts';
import { MODULE_TASK } from '../../src/core/workflows/lifecycle/scheduler/render.ts';
import { remindersFor } from '../../src/core/workflows/lifecycle/scheduler/reminders.ts';
import { skillNodes, type TreeNode } from '../../src/extension/view/skill-tree.ts';
import { skillView } from '../../src/extension/dashboard/snapshot.ts';
import { compatibilityView, lifecycleView } from '../../src/extension/dashboard/lifecycle-view.ts';
import { ResultsFileCache } from '../../src/extension/dashboard/results-cache.ts';
import { skillTreeView } from '../../src/extension/dashboard/skill-tree-view.ts';
import { resultsRowsFor, viewTreeSkill } from '../../src/extension/view-facts.ts';

export interface ViewState {
  dir: string;
  result: SkillScanResult | undefined;
}

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

/** The Luban view's roots (SkillsView.roots, no saved reports, nothing running). */
export async function viewNodes(states: readonly ViewState[], o: { workspace: string; locale: Locale; now: Date }): Promise<TreeNode[]> {
  const schedule = await readSchedule(o.workspace);
  const inputs = [];
  for (const s of states) {
    let reminders: Array<{ module: string; task: string; reason: string }> | undefined;
    if (s.result) {
      const r = await remindersFor(s.result, o.workspace, schedule, o.now);
      reminders = r.reminders
        .filter((x) => x.applicable && x.due)
        .map((x) => ({ module: x.module, task: pick(MODULE_TASK[x.module], o.locale), reason: pick(x.reason, o.locale) }));
    }
    inputs.push({
      dir: s.dir,
      result: s.result,
      reports: [],
      running: false,
      locale: o.locale,
      reminders,
      ...(s.result && isReportOnly(s.result) ? { resultsRows: resultsRowsFor(s.dir, s.result) } : {}),
    });
  }
  return skillNodes(inputs, t);
}

/** The snapshot's per-skill views and its Skill Tree (Dashboard.snapshot, no run, no cards). */
export async function snapshotSkills(states: readonly ViewState[], o: { workspace: string; locale: Locale; now: Date }) {
  const results = new ResultsFileCache();
  const sorted = [...states].sort((a, b) => a.dir.localeCompare(b.dir));
  const skills = [];
  for (const s of sorted) {
    const view = skillView({ dir: s.dir, root: o.workspace, result: s.result, error: s.result ? undefined : 'excluded', results: await results.get(s.dir) });
    const lifecycle = await lifecycleView({ dir: s.dir, result: s.result, workspace: o.workspace, now: o.now });
    skills.push({ ...view, lifecycle, compatibility: compatibilityView(s.result, o.locale) });
  }
  const skillTree = skillTreeView(sorted.flatMap((s) => (s.result ? [{ id: path.resolve(s.dir), skill: viewTreeSkill(s.result) }] : [])));
  return { skills, skillTree };
}
