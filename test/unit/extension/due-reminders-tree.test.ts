/** The scheduler's due reminders in the Luban view (docs/features.md E3): computed from the schedule, shown under "Due" beside CASCADE's findings. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pick } from '../../../src/core/base/l10n/index.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { remindersFor } from '../../../src/core/workflows/lifecycle/scheduler/reminders.ts';
import { MODULE_TASK } from '../../../src/core/workflows/lifecycle/scheduler/render.ts';
import { readSchedule, recordRun } from '../../../src/core/formats/schedule.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { skillNode } from '../../../src/extension/view/skill-tree.ts';
import { tempDir } from '../../support/tmp.ts';

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));
const NOW = new Date('2026-12-01T12:00:00Z');

test('due reminders become children of the Due node; a SkillOps run recorded this week removes its reminder', async () => {
  const ws = tempDir({
    'demo/SKILL.md':
      '---\nname: demo\ndescription: Checks demo files. Use when asked to check a demo file.\n---\n# Demo\n\nSee https://docs.acme-api.dev/v2 for the API.\n',
  });
  const dir = path.join(ws, 'demo');
  const result = scanDocument(await loadSkill(dir), { now: NOW });
  const labels = async () =>
    (await remindersFor(result, ws, await readSchedule(ws), NOW)).reminders
      .filter((r) => r.applicable && r.due)
      .map((r) => ({ module: r.module, task: pick(MODULE_TASK[r.module], 'en'), reason: pick(r.reason, 'en') }));
  const first = await labels();
  assert.deepEqual(
    first.map((r) => r.module),
    ['SkillOps', 'CASCADE'],
  );
  const node = skillNode({ dir, result, reports: [], running: false, reminders: first }, t);
  const due = node.children?.find((c) => c.kind === 'due');
  assert.equal(due?.label, `Due: ${first.length}`);
  assert.deepEqual(
    due?.children?.slice(0, 2).map((c) => c.label),
    ['SkillOps health check (luban health)', 'CASCADE knowledge refresh (luban refresh)'],
  );
  await recordRun(ws, dir, 'SkillOps', new Date(NOW.getTime() - 2 * 86_400_000));
  assert.deepEqual(
    (await labels()).map((r) => r.module),
    ['CASCADE'],
  );
});
