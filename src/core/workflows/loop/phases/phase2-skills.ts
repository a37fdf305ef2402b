/**
 * Phase 2 (docs/features.md D4), skill by skill: skills in ascending score order, rounds until
 * nothing is left to propose, an edit is not kept, a plateau (two rounds in a row with
 * Δ < 2) or MAX_ROUNDS (then ask: one more round, an exploratory rewrite, or done) — each
 * end told as a notice and kept for the report (`whyRoundsEnded`); the
 * Quick ↔ Full switch between skills (D1); a CHECKPOINT after each skill with its diff.
 * One round is ./round.ts.
 */
import { roundTo } from '../../../engine/rubric/weights.ts';
import { CONTINUE, UserStop, type RunContext, type SkillState } from '../context.ts';
import { unifiedDiff } from '../../../edits/edit-budget.ts';
import { listOf, say } from '../messages.ts';
import { fullToQuick, quickToFull } from '../mode.ts';
import { ensureRatchet } from '../ratchet-setup.ts';
import { appendRow } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { score } from '../scan-score.ts';
import { compareSnapshots, formatDelta, isPartial, percent } from '../scoring.ts';
import { leavePartial } from './phase1-baseline.ts';
import { hasProposal } from './propose.ts';
import { reviewStages } from './review-stages.ts';
import { round } from './round.ts';
import { targets } from './targets.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { Notice, SkillOutcome, SkillStopReason } from '../types.ts';

export async function phase2(run: RunContext): Promise<void> {
  run.phase = '2';
  const order = run
    .live()
    // A partial baseline ('stopped' in Phase 1) can justify no keep: its rounds would only spend calls.
    .filter((s) => s.baseline && s.status !== 'roi-skip' && s.status !== 'stopped')
    .sort((a, b) => percent(a.baseline!) - percent(b.baseline!));
  for (let i = 0; i < order.length; i++) {
    const s = order[i];
    run.checkCancel();
    if (s.mode !== run.mode) {
      // The mode switched after an earlier skill: this one's baseline is re-scored in the new mode.
      s.mode = run.mode;
      s.ratchet = undefined;
      // The floor measured in the old mode is not this mode's noise.
      s.noise = undefined;
      const rescored = await score(run, s, s.scan!);
      s.baseline = rescored.snap;
      s.current = rescored.snap;
      const partial = isPartial(rescored.snap) ? [rowNote('partialBaseline', { missing: rescored.snap.missing.join(',') })] : [];
      const note = [rowNote('rescoredAfterSwitch', { mode: run.mode, total: rescored.snap.total, outOf: rescored.snap.outOf }), ...partial].join('; ');
      await appendRow(run, s, {
        commit: 'baseline',
        round: 0,
        old: null,
        new: rescored.snap.total,
        status: 'baseline',
        dim: '-',
        delta: null,
        note,
        evalMode: rescored.snap.evalMode,
        judgeCount: rescored.snap.judgeCount,
        outOf: rescored.snap.outOf,
        calls: rescored.calls,
      });
      // docs/features.md D9: a partial baseline can justify no keep — the skill is left as it is (the new mode has no noise floor: paired judges decide).
      if (partial.length) {
        leavePartial(run, s, rescored.snap);
        continue;
      }
    }
    await ensureRatchet(run, s);
    // The multi-role review's stages 3–4 (Full mode): fix P0 → P1 → P2, then the closure.
    // Its row takes a round number but not one of the user's --max-rounds.
    const roundsBefore = s.rounds;
    await reviewStages(run, s);
    const ended = await optimiseSkill(run, s, s.rounds - roundsBefore);
    if (ended) roundsEnded.set(s, ended);
    const gain = s.current && s.baseline ? compareSnapshots(s.baseline, s.current).delta : 0;
    if (i < order.length - 1) switchMode(run, s, gain);
    await skillCheckpoint(run, s, gain, i === order.length - 1);
  }
}

/** Why each skill's rounds ended (issue 33: every early stop says why); the report reads it (./phase3-report.ts). */
const roundsEnded = new WeakMap<SkillState, SkillStop>();

export function whyRoundsEnded(s: SkillState): SkillStop | undefined {
  return roundsEnded.get(s);
}

/** The notice that told why a skill's rounds ended. */
type SkillStop = NonNullable<SkillOutcome['ended']>;

/** The last notice about `s`, when its code is one of `codes`. */
function lastTold(run: RunContext, s: SkillState, codes: readonly string[]): Notice | undefined {
  for (let i = run.notices.length - 1; i >= 0; i--) {
    const n = run.notices[i];
    if (n.skill !== s.name) continue;
    return codes.includes(n.code) ? n : undefined;
  }
  return undefined;
}

/** Say why the rounds ended, with a notice of its own unless one was just told. */
function stop(run: RunContext, s: SkillState, reason: SkillStopReason, message: LocalisedText, code = `stop-${reason}`): SkillStop {
  run.notify('info', code, message, s.name);
  return { reason, message };
}

/** A round that returned no row: why, from the notice it gave (nothing left, budget, redline 4, SKILL.md gone), else no proposal left. */
function noRow(run: RunContext, s: SkillState, r: 'none' | 'abort' | 'error'): SkillStop {
  const told = lastTold(run, s, ['nothing-left', 'budget', 'redline-4-gate-bypass', 'skill-md-missing']);
  const reason: Record<string, SkillStopReason> = {
    'nothing-left': 'nothing-left',
    budget: 'budget',
    'redline-4-gate-bypass': 'redline-4',
    'skill-md-missing': 'error',
  };
  if (told) return { reason: reason[told.code], message: told.message };
  if (r === 'error') return stop(run, s, 'error', say('skillMdGone', { skill: s.name }));
  return stop(run, s, 'no-proposal', say('stop.noProposal', { skill: s.name, rounds: s.rounds }));
}

/** Rounds for one skill until it stops (see the header); returns why it stopped (each reason told as a notice). */
async function optimiseSkill(run: RunContext, s: SkillState, stageRounds: number): Promise<SkillStop> {
  let maxRounds = run.maxRounds() + stageRounds;
  let plateau = 0;
  const skipped = [...s.skip.entries()];
  if (skipped.length)
    run.notify('info', 'skip', say('skipping', { skill: s.name, dims: listOf(skipped.map(([dim, reason]) => say('skipping.item', { dim, reason }))) }), s.name);
  for (;;) {
    while (s.rounds < maxRounds) {
      run.checkCancel();
      const r = await round(run, s, s.rounds + 1);
      if (r === 'none' || r === 'abort' || r === 'error') return noRow(run, s, r);
      if (r.status !== 'keep') {
        if (s.rounds - stageRounds === 1) s.brokeAtRound1 = true;
        return stop(run, s, 'reverted', say('stop.reverted', { skill: s.name, round: r.round }));
      }
      if ((r.delta ?? 0) < 2) plateau++;
      else plateau = 0;
      if (plateau >= 2) {
        if (s.rounds - stageRounds <= 2) s.brokeAtRound1 = s.rounds - stageRounds === 1;
        return stop(run, s, 'plateau', say('plateau', { skill: s.name }), 'plateau');
      }
    }
    const next = targets(run, s);
    if (!next.length || !(await hasProposal(run, s, next)))
      return stop(run, s, 'max-rounds', say('stop.maxRoundsNothing', { skill: s.name, max: maxRounds - stageRounds }));
    const weakest = next[0];
    run.notify(
      'exception',
      'max-rounds',
      say('maxRounds', { skill: s.name, max: maxRounds - stageRounds, dim: weakest.dim, score: roundTo(weakest.score, 1) }),
      s.name,
    );
    const choice = await run.ask({
      id: `max-rounds:${s.name}:${maxRounds - stageRounds}`,
      kind: 'max-rounds',
      level: 'checkpoint',
      skill: s.name,
      title: say('maxRounds.title', { skill: s.name, max: maxRounds - stageRounds }),
      tag: 'Phase 2 · MAX_ROUNDS',
      body: say('maxRounds.body', { skill: s.name, dim: weakest.dim, score: roundTo(weakest.score, 1) }),
      choices: [
        { id: 'done', label: say('choice.done') },
        { id: 'more', label: say('choice.oneMore') },
        { id: 'rewrite', label: say('choice.exploratory') },
      ],
      defaultChoice: 'done',
    });
    if (choice === 'more') {
      maxRounds++;
      continue;
    }
    if (choice === 'rewrite') s.rewriteConsent = true;
    return stop(
      run,
      s,
      'max-rounds',
      say(choice === 'rewrite' ? 'stop.maxRoundsRewrite' : 'stop.maxRoundsDone', { skill: s.name, max: maxRounds - stageRounds }),
    );
  }
}

/** docs/features.md D1: a Quick gold mine switches the next skills to Full; three flat Full skills switch back to Quick. */
function switchMode(run: RunContext, s: SkillState, gain: number): void {
  if (s.mode === 'quick' && s.rounds <= 3 && quickToFull(gain)) {
    if (run.pinned) run.notify('info', 'mode-switch', say('quickToFullPinned', { skill: s.name, gain: formatDelta(gain) }));
    else {
      run.mode = 'full';
      run.notify('info', 'mode-switch', say('quickToFull', { skill: s.name, gain: formatDelta(gain) }));
    }
  }
  if (s.mode === 'full') {
    run.fullDeltas.push(gain);
    if (fullToQuick(run.fullDeltas)) {
      if (run.pinned) run.notify('info', 'mode-switch', say('fullToQuickPinned'));
      else {
        run.mode = 'quick';
        run.fullDeltas = [];
        run.notify('info', 'mode-switch', say('fullToQuick'));
      }
    }
  }
}

async function skillCheckpoint(run: RunContext, s: SkillState, gain: number, last: boolean): Promise<void> {
  const diff = s.original !== undefined && s.scan ? unifiedDiff(s.original, s.scan.doc.skillFile?.text?.text ?? s.original) : '';
  const before = s.baseline?.total ?? 0;
  const after = s.current?.total ?? before;
  const dims = s.keptDims.length ? say('skillDone.dims', { dims: listOf(s.keptDims) }) : '';
  const choice = await run.ask({
    id: `skill-done:${s.name}`,
    kind: 'skill-done',
    level: 'checkpoint',
    skill: s.name,
    title: say('skillDone.title', { skill: s.name }),
    tag: 'Phase 2',
    body: say('skillDone.body', {
      skill: s.name,
      before,
      after,
      gain: formatDelta(gain),
      kept: s.kept,
      reverted: s.reverted,
      dims,
      next: say(last ? 'skillDone.report' : 'skillDone.next'),
    }),
    choices: CONTINUE,
    defaultChoice: 'continue',
    diff,
  });
  if (choice === 'stop') throw new UserStop();
}
