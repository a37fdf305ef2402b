/**
 * Phase 1: the baseline. Each live skill is scored once (with a model: independent
 * judges and the consumer baseline, C8), in Full mode re-judged three times for the noise
 * floor, ± one total's standard deviation (docs/features.md D9, noiseFloorOf); the baseline row is written.
 * A baseline with no judged part stops the run ("the model did not answer"); a partial one
 * leaves the skill unoptimised (no keep could follow); a skill whose consumer baseline fails
 * is blocked (one never measured is told, neither passed nor blocked); one near the ceiling
 * is only evaluated (ROI skip, D1). One CHECKPOINT shows the scores.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../../base/io/atomic.ts';
import { noiseCarry } from '../cost/carry.ts';
import { NOISE_REJUDGINGS } from '../cost/optimize-plan.ts';
import { standardDeviation } from '../../../scoring/judge/stats.ts';
import { scaleStepSd } from '../../../scoring/scorecard/spread.ts';
import { roundTo } from '../../../engine/rubric/weights.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { CONTINUE, ModelUnanswered, UserStop, type RunContext, type SkillState } from '../context.ts';
import { linesOf, say } from '../messages.ts';
import { roiSkip } from '../mode.ts';
import { appendRow } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { scanSkill, score } from '../scan-score.ts';
import { isPartial, notScored, percent, type Snapshot } from '../scoring.ts';
import { differenceNoise } from '../decide-round.ts';

export async function phase1(run: RunContext): Promise<void> {
  run.phase = '1';
  const { opts } = run;
  if (opts.model && opts.independentJudges === false) run.notify('exception', 'subagent-unavailable', say('fallbackMode'));
  // docs/features.md D9: without a measured noise floor a judged change is decided by the paired judges — or, with none, cannot be kept.
  const unmeasured = opts.model !== undefined && run.live().some((s) => s.mode === 'quick' || opts.noiseFloor === false);
  if (unmeasured && run.pairedJudges > 0 && run.live().some((s) => s.mode === 'quick'))
    run.notify('info', 'quick-paired', say('quickNoNoise', { n: run.pairedJudges }));
  if (unmeasured && run.pairedJudges === 0) run.notify('warning', 'no-paired-judges', say('noPairedUnmeasured'));
  const lines: LocalisedText[] = [];
  for (const s of run.live()) {
    run.checkCancel();
    if (!s.scan) continue;
    run.progress(say('phase1.progress', { skill: s.name }), s.name);
    // Phase 0.5 may have written test-prompts.json: judges must see it.
    if (s.testPrompts) s.scan = await scanSkill(run, s);
    const first = await score(run, s, s.scan, true, true);
    const snap = first.snap;
    let calls = first.calls;
    s.baseline = snap;
    s.current = snap;
    if (opts.model && s.mode === 'full') await saveBaselineSkill(run, s, snap);
    const notes = [rowNote('initial'), rowNote(snap.evalMode === 'static' ? 'staticScore' : 'score', { total: snap.total, outOf: snap.outOf })];
    // Recorded so the next run's Phase 0 can make the ROI decision from history (seed v3 Phase 0 step 5).
    const lowest = lowestDim(snap.dims);
    if (lowest) notes.push(rowNote('lowestDim', { dim: lowest.dim, value: roundTo(lowest.value, 1) }));
    if (snap.redline1) notes.push(rowNote('redline1'));
    if (snap.dim8AllDry) {
      notes.push(rowNote('baselineAllDry'));
      run.notify('redline', 'redline-3-all-dry-run', say('redline3Baseline', { skill: s.name }), s.name);
    }
    // docs/features.md D9: a score with no judged part is "not scored" and one missing a part it claims is partial: no gate reads either.
    if (notScored(snap) && snap.card?.stopped === 'budget') {
      // The budget was spent before any judge answered: not scored, and not the model's fault.
      const told = say('notScoredBudget', { skill: s.name });
      await recordNotScored(run, s, snap, calls, rowNote('notScoredBudget'), 'stopped', told);
      run.stopped = 'budget';
      run.notify('warning', 'budget', told, s.name);
      continue;
    }
    if (notScored(snap)) {
      // The card's own count where it has one (what `luban score` says), else the loop's.
      const mf = snap.card?.modelFailure;
      const c = mf
        ? { made: mf.calls, failed: mf.failed, reason: `${mf.reason}${mf.status ? ` ${mf.status}` : ''}: ${mf.detail}` }
        : (snap.calls ?? { made: 0, failed: 0, reason: '' });
      const data = { failed: c.failed, calls: c.made, reason: c.reason.slice(0, 160) || snap.missing.join(',') };
      const told = say('modelDidNotAnswer', { skill: s.name, ...data });
      await recordNotScored(run, s, snap, calls, rowNote('notScored', data), 'error', told);
      run.notify('exception', 'model-unanswered', told, s.name);
      throw new ModelUnanswered();
    }
    if (isPartial(snap)) notes.push(rowNote('partialBaseline', { missing: snap.missing.join(',') }));
    const cb = snap.card?.consumerBaseline;
    const cbUnmeasured = cb !== undefined && cb.score === null;
    if (cbUnmeasured) notes.push(rowNote('consumerUnmeasured', { reason: cb.failure?.reason ?? '-' }));
    if (opts.model && s.mode === 'full' && opts.noiseFloor !== false && !snap.consumerBlocked && !isPartial(snap))
      calls += await noiseFloor(run, s, snap, notes);
    await appendRow(run, s, {
      commit: 'baseline',
      round: 0,
      old: null,
      new: snap.total,
      status: 'baseline',
      dim: '-',
      delta: null,
      note: notes.join('; '),
      evalMode: snap.evalMode,
      judgeCount: snap.judgeCount,
      outOf: snap.outOf,
      calls,
    });
    if (snap.consumerBlocked) {
      s.status = 'blocked';
      s.note = cb?.report ?? '';
      run.notify('exception', 'consumer-baseline', say('consumerBaseline', { skill: s.name, score: cb?.score ?? '?', report: cb?.report ?? '' }), s.name);
      continue;
    }
    // Not measured cannot pass the C8 gate (docs/features.md D9): told here; the partial baseline below keeps the skill unedited.
    if (cbUnmeasured)
      run.notify(
        'warning',
        'consumer-baseline-unmeasured',
        say('consumerUnmeasured', { skill: s.name, reason: cb.failure?.detail?.slice(0, 160) ?? cb.failure?.reason ?? '-' }),
        s.name,
      );
    if (isPartial(snap)) {
      leavePartial(run, s, snap);
      lines.push(say('phase1.line', { skill: s.name, total: snap.total, outOf: snap.outOf, evalMode: snap.evalMode, judges: snap.judgeCount, roi: '' }));
      continue;
    }
    if (snap.card?.gate?.blocked && !(await reviewGatePasses(run, s, snap.card.gate.openP1, snap.card.gate.threshold))) continue;
    if (s.status === 'roi-skip') {
      // Decided in Phase 0 from the last recorded baseline: evaluated, not edited.
    } else if (!isPartial(snap) && roiSkip(percent(snap), snap.dims) && s.scan.runtimeGate !== 'fail') {
      s.status = 'roi-skip';
      run.notify('info', 'roi-skip', say('roiSkip', { skill: s.name, percent: percent(snap) }), s.name);
    }
    const roi = s.status === 'roi-skip' ? say('phase1.roi') : '';
    lines.push(say('phase1.line', { skill: s.name, total: snap.total, outOf: snap.outOf, evalMode: snap.evalMode, judges: snap.judgeCount, roi }));
  }
  if (!lines.length) return;
  const choice = await run.ask({
    id: 'phase1',
    kind: 'phase1',
    level: 'checkpoint',
    title: say('phase1.title'),
    tag: 'Phase 1 · baseline',
    body: linesOf([say('phase1.happened'), ...lines, say('phase1.next', { max: run.maxRounds() })]),
    choices: CONTINUE,
    defaultChoice: 'continue',
  });
  if (choice === 'stop') throw new UserStop();
}

/**
 * docs/features.md C8 (the seed: "若 references/baseline-skill.md 不存在 … 自动生成 … 保存到该路径"): the
 * consumer baseline skill a Full baseline generated is saved there when the file is missing —
 * never over one — so later runs measure against the same baseline. It is one of the run's
 * files, so a git Full run commits it with its run record (../run-record.ts).
 */
async function saveBaselineSkill(run: RunContext, s: SkillState, snap: Snapshot): Promise<void> {
  const cb = snap.card?.consumerBaseline;
  if (!cb?.generated || !cb.text?.trim()) return;
  const file = path.join(s.dir, cb.path);
  try {
    await fs.access(file);
    return; // there already (written meanwhile, or a person's own): never overwritten
  } catch {
    /* missing: save it */
  }
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, cb.text.endsWith('\n') ? cb.text : `${cb.text}\n`);
    run.files.add(file);
    run.notify('info', 'consumer-baseline-saved', say('consumerBaselineSaved', { skill: s.name, file: cb.path }), s.name);
  } catch (e) {
    run.notify('warning', 'write-failed', say('writeFailed', { skill: s.name, file: cb.path, error: (e as Error).message }), s.name);
  }
}

/** docs/features.md D9: a partial baseline can justify no keep — the skill is left as it is, and told why. */
export function leavePartial(run: RunContext, s: SkillState, snap: Snapshot): void {
  const told = say('partialBaseline', { skill: s.name, missing: snap.missing.join(', ') });
  s.status = 'stopped';
  s.note = told.en;
  run.notify('warning', 'partial-baseline', told, s.name);
}

/** docs/features.md D9: a baseline with no judged part is "not scored" — its row has no score, and the skill has no baseline to edit from. */
async function recordNotScored(
  run: RunContext,
  s: SkillState,
  snap: Snapshot,
  calls: number,
  note: string,
  status: 'stopped' | 'error',
  told: LocalisedText,
): Promise<void> {
  await appendRow(run, s, {
    commit: 'baseline',
    round: 0,
    old: null,
    new: null,
    status: 'error',
    dim: '-',
    delta: null,
    note: [rowNote('initial'), note].join('; '),
    evalMode: snap.evalMode,
    judgeCount: 0,
    outOf: null,
    calls,
  });
  s.status = status;
  s.baseline = undefined;
  s.current = undefined;
  s.note = told.en;
}

/**
 * docs/features.md D9, the judge noise floor: the unchanged text re-judged NOISE_REJUDGINGS times by fresh
 * judges; where dim8 ran agents (full_test), the first re-judging also re-runs them (no cache),
 * so the floor holds their run-to-run variance too — a re-score of edited text runs them
 * afresh, and the review is asked afresh (later re-judgings reuse both: cost/carry.ts). The
 * floor (noiseFloorOf) needs every re-judging complete, else it is not measured and the
 * paired judges decide every judged change. Returns the calls made.
 */
async function noiseFloor(run: RunContext, s: SkillState, snap: Snapshot, notes: string[]): Promise<number> {
  const agents = (snap.card?.dim8?.evaluations ?? []).some((e) => e.kind === 'full_test');
  // Judgings k ≥ 2 share the baseline's agent runs and review (only judges change); judging 1
  // asks everything afresh (agent runs where dim8 counts, the review — noiseCarry).
  const shared = [snap.total];
  let freshTotal: number | undefined;
  let calls = 0;
  let fresh = 0;
  for (let k = 1; k <= NOISE_REJUDGINGS; k++) {
    const rerun = agents && k === 1;
    const again = await score(run, s, s.scan!, !rerun, false, `noise-${k}`, noiseCarry(k, snap.card?.review));
    calls += again.calls;
    if (again.snap.outOf !== snap.outOf || isPartial(again.snap)) continue;
    if (k === 1) freshTotal = again.snap.total;
    else shared.push(again.snap.total);
    if (rerun) fresh++;
  }
  const totals = freshTotal === undefined ? shared : [snap.total, freshTotal, ...shared.slice(1)];
  // docs/features.md D9: at least 3 re-judgings, every one answered, or the floor is not measured.
  if (freshTotal === undefined || totals.length < NOISE_REJUDGINGS + 1) {
    run.notify('warning', 'noise-floor', say('noiseFloorFailed', { skill: s.name, n: totals.length - 1, of: NOISE_REJUDGINGS }), s.name);
    return calls;
  }
  s.noise = noiseFloorOf(shared, snap.total, freshTotal, scaleStepSd(snap.card?.dims ?? {}));
  const noise = s.noise.toFixed(1);
  notes.push(rowNote('noiseFloor', { noise, n: totals.length }) + (fresh ? ` ${rowNote('noiseFresh', { k: fresh })}` : ''));
  run.notify(
    'info',
    'noise-floor',
    say('noiseFloor', {
      skill: s.name,
      noise,
      n: totals.length,
      margin: differenceNoise(s.noise).toFixed(1),
      fresh: fresh ? say('noiseFloor.fresh', { k: fresh }) : '',
    }),
    s.name,
  );
  return calls;
}

/**
 * docs/features.md C3, the seed's review gate: ≥ 3 open P1 items of the multi-role review block
 * optimisation until a person decides. The default (what --yes picks) leaves the skill
 * unedited; only a person's "I have decided: optimise it" lets the rounds run.
 */
async function reviewGatePasses(run: RunContext, s: SkillState, openP1: number, threshold: number): Promise<boolean> {
  run.notify('warning', 'review-gate', say('reviewGate.opened', { skill: s.name, n: openP1, threshold }), s.name);
  const choice = await run.ask({
    id: `review-gate:${s.name}`,
    kind: 'review-gate',
    level: 'checkpoint',
    skill: s.name,
    title: say('reviewGate.title', { skill: s.name }),
    body: say('reviewGate.body', { skill: s.name, n: openP1, threshold }),
    choices: [
      { id: 'skip', label: say('reviewGate.skip') },
      { id: 'decided', label: say('reviewGate.decided') },
      { id: 'stop', label: say('reviewGate.stop'), hint: say('choice.stopHere.hint') },
    ],
    defaultChoice: 'skip',
  });
  if (choice === 'stop') throw new UserStop();
  if (choice === 'decided') return true;
  s.status = 'blocked';
  s.note = `review gate: ${openP1} open P1 / 评审闸门：${openP1} 个未关闭 P1`;
  run.notify('warning', 'review-gate', say('reviewGate.blocked', { skill: s.name, n: openP1 }), s.name);
  return false;
}

/** The lowest scored dimension (dims of a snapshot), for the ROI decision of a later run. */
export function lowestDim(dims: Partial<Record<string, number>>): { dim: string; value: number } | undefined {
  let best: { dim: string; value: number } | undefined;
  for (const [dim, value] of Object.entries(dims)) if (typeof value === 'number' && (!best || value < best.value)) best = { dim, value };
  return best;
}

/**
 * The noise floor — one total's standard deviation (docs/features.md D9) — from judgings that share the
 * baseline's agent runs and review (their spread is the judges' alone) and one fresh judging
 * T₁ (fresh runs and review): E[(T₁ − T₀)²] = 2 σ², so |T₁ − T₀| / √2 estimates the whole σ,
 * shared parts included, which the shared judgings alone would halve. The larger estimate
 * counts, and never less than the judges' one-point step can resolve.
 */
export function noiseFloorOf(shared: readonly number[], baseline: number, freshTotal: number, least: number): number {
  return Math.max(standardDeviation(shared), Math.abs(freshTotal - baseline) / Math.SQRT2, least);
}
