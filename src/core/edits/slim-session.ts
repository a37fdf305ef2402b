/**
 * One "apply the slimming plan" session (issue 12 item 4): every item that has an
 * automatic change (./slim.ts) is offered in plan order; the front end shows its preview
 * and answers Apply, Skip or Stop. After each applied item the skill is loaded and
 * planned again, so the next item's preview and edit are of the files as they are now
 * (two sections cut from one file, line numbers that moved); items are matched across
 * re-plans by what they are about (action, reason, files, heading), not by number. All
 * moved files of a session share one backup folder. The CLI (`luban slim --apply`) and
 * the editor ("Luban: Apply Slim Plan") both run this. (Moved from
 * core/modules/distill/session.ts: it applies changes, so it sits with the writes.)
 */
import type { DistillPlanItem } from '../modules/distill/plan.ts';
import type { SkillDocument } from '../skill/types.ts';
import { applicableItems, applyChange, backupFolder, type PlannedChange } from './slim.ts';

export type SlimAnswer = 'apply' | 'skip' | 'stop';

export interface SlimSessionOptions {
  now: Date;
  /** Load the skill and its current plan items (the caller scans with its own config). */
  load: () => Promise<{ doc: SkillDocument; items: DistillPlanItem[] }>;
  /**
   * Show the item's preview and get the person's answer. `index` is 1-based among the
   * offered items; `pc.n` is the item's number in the plan as first shown.
   */
  ask: (pc: PlannedChange, index: number, total: number) => Promise<SlimAnswer>;
}

export interface SlimSessionResult {
  folder: string;
  applied: Array<{ item: DistillPlanItem; written: string[] }>;
  skipped: DistillPlanItem[];
  /** Items whose files changed under the session; nothing was done. */
  stale: Array<{ item: DistillPlanItem; file: string }>;
  stopped: boolean;
  /** Items offered at the start. */
  offered: number;
}

export function itemKey(item: DistillPlanItem): string {
  return [item.action, item.reason, item.files.join('\u0000'), item.detail ?? ''].join('\u0001');
}

export async function runSlimSession(skillDir: string, opts: SlimSessionOptions): Promise<SlimSessionResult> {
  const folder = backupFolder(opts.now);
  let { doc, items } = await opts.load();
  const first = applicableItems(doc, items, folder);
  const result: SlimSessionResult = { folder, applied: [], skipped: [], stale: [], stopped: false, offered: first.length };
  const decided = new Set<string>();
  // Items keep the number the report gave them, though a re-plan renumbers them.
  const numberOf = new Map(first.map((pc) => [itemKey(pc.item), pc.n]));
  let index = 0;
  let queue = [...first];
  while (queue.length) {
    const next = queue.shift()!;
    const key = itemKey(next.item);
    if (decided.has(key)) continue;
    decided.add(key);
    index++;
    const pc = { ...next, n: numberOf.get(key) ?? next.n };
    const answer = await opts.ask(pc, index, Math.max(first.length, index));
    if (answer === 'stop') {
      result.stopped = true;
      break;
    }
    if (answer === 'skip') {
      result.skipped.push(pc.item);
      continue;
    }
    const outcome = await applyChange(skillDir, doc, pc.change);
    if (!outcome.applied) {
      result.stale.push({ item: pc.item, file: outcome.file });
      continue;
    }
    result.applied.push({ item: pc.item, written: outcome.written });
    // The files changed: plan again and go on with what is left undecided.
    ({ doc, items } = await opts.load());
    queue = applicableItems(doc, items, folder).filter((x) => !decided.has(itemKey(x.item)));
  }
  return result;
}
