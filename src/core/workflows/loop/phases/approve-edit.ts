/**
 * An edit nobody approved is shown before it is kept (issue 33 item 2). The runtime gate's
 * repair runs before any question of the run (before Phase 0.5's STOP, before the
 * baseline): Luban rewrote the person's text on its own, so the person sees the changed
 * lines (and the diff) at a 🔴 CHECKPOINT and decides — keep it, undo it, or undo it and
 * stop. Only "keep" keeps it; every other outcome (undo, stop, nobody could answer) puts
 * SKILL.md back, so a run never ends with an edit a person turned down.
 */
import { NoAnswerError } from '../../interaction.ts';
import type { RunContext, SkillState } from '../context.ts';
import type { Proposal } from '../deterministic.ts';
import { hunks } from '../../../edits/edit-budget.ts';
import { both, say } from '../messages.ts';

export type Approval = { answer: 'keep' | 'undo' | 'stop' } | { answer: 'unanswered'; error: NoAnswerError };

/** Changed lines shown in the card body (the diff comes with it in full). */
const SHOWN_LINES = 12;

/** `- old` / `+ new` lines of the edit, numbered by the new text, at most SHOWN_LINES. */
export function changedLinesText(before: string, after: string): string {
  const out: string[] = [];
  for (const h of hunks(before, after)) {
    for (const l of h.old) out.push(`- ${l}`);
    h.new.forEach((l, k) => out.push(`+ L${h.start + k + 1}: ${l}`));
  }
  return out.length > SHOWN_LINES ? [...out.slice(0, SHOWN_LINES), `… (+${out.length - SHOWN_LINES})`].join('\n') : out.join('\n');
}

/** Ask whether to keep the applied edit `p` (SKILL.md was `before`); the round undoes it unless the answer is `keep`. */
export async function approveEdit(run: RunContext, s: SkillState, n: number, p: Proposal, before: string, diff: string): Promise<Approval> {
  try {
    const choice = await run.ask({
      id: `edit-approval:${s.name}:${n}`,
      // The runtime gate's own kind: the front ends already know it (the id tells the two questions apart).
      kind: 'runtime-gate',
      level: 'checkpoint',
      skill: s.name,
      title: say('editApproval.title', { skill: s.name }),
      body: say('editApproval.body', { skill: s.name, what: p.what, why: p.why, lines: both(changedLinesText(before, p.text)) }),
      choices: [
        { id: 'keep', label: say('editApproval.keep'), hint: say('editApproval.keep.hint') },
        { id: 'undo', label: say('editApproval.undo'), hint: say('editApproval.undo.hint') },
        { id: 'stop', label: say('choice.stop'), hint: say('editApproval.stop.hint') },
      ],
      defaultChoice: 'keep',
      diff,
    });
    return { answer: choice === 'undo' || choice === 'stop' ? choice : 'keep' };
  } catch (e) {
    if (e instanceof NoAnswerError) return { answer: 'unanswered', error: e };
    throw e;
  }
}
