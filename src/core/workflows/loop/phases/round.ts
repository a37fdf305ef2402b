/**
 * One Phase 2 round (docs/features.md D4), top to bottom: diagnose → propose → snapshot (pre-edit
 * commit or .bak) → apply → self-check and one-dimension check → independent re-score →
 * decide (../decide-round.ts, the ratchet rule, the after-edit check's verdict — MUSE — among its inputs) → keep
 * (commit) or revert (checkout or backup copy; rejected_edits.md unless the revert was for
 * a missing measurement) → one results.tsv row. A cancel mid-round puts the
 * pre-edit version back and records the round as cancelled.
 */
import { rescoreCarry } from '../cost/carry.ts';
import { UsageMeter } from '../../../models/usage.ts';
import type { SkillScanResult } from '../../../engine/scan.ts';
import { toDiskText } from '../../../skill/text.ts';
import { appendRejectedEdit, proposalKey } from '../../../formats/rejected-edits.ts';
import { Cancelled, UserStop, skillFile, type RunContext, type SkillState } from '../context.ts';
import { decideRound, needsPairedVerdict, type RoundDecision, type RoundInputs } from '../decide-round.ts';
import type { Proposal } from '../deterministic.ts';
import { changedLines, unifiedDiff } from '../../../edits/edit-budget.ts';
import { listOf, say, type LoopMessageKey, type MessageData } from '../messages.ts';
import { KeepNotCommitted, type SnapshotToken } from '../../../edits/ratchet.ts';
import { appendRow, skillMissingNow, timestamp, writeDiagnostics } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { scanSkill, score } from '../scan-score.ts';
import { compareSnapshots, formatDelta, staticSnapshot, type Comparison, type Snapshot } from '../scoring.ts';
import { ownRuleBreaks, ownRuleItems, ownRulesNote } from '../own-rules.ts';
import { multiDimViolation, selfCheck, signals } from '../signals.ts';
import type { Candidate } from '../strategy.ts';
import type { EditCheckVerdict, RoundResult, RoundStep } from '../types.ts';
import { approveEdit } from './approve-edit.ts';
import { askPairedJudges } from './paired.ts';
import { propose } from './propose.ts';
import { detourHint, targets } from './targets.ts';

/** The round's row; 'none' when nothing is left to propose, 'abort' on redline 4, 'error' when SKILL.md is gone. */
export type RoundOutcome = RoundResult | 'none' | 'abort' | 'error';

/**
 * `gate`: the runtime gate's repair round (docs/features.md D11), run before Phase 0.5 — only the gate
 * item is a target and the re-score is the static view (no test prompts exist yet, and the
 * rule is "the gate passes and the score did not fall").
 */
export async function round(run: RunContext, s: SkillState, n: number, opts: { gate?: boolean } = {}): Promise<RoundOutcome> {
  const meter = new UsageMeter();
  const callsBefore = run.budget.spent;
  const step = (key: LoopMessageKey, st: RoundStep, data: MessageData = {}) => run.progress(say(key, { skill: s.name, round: n, ...data }), s.name, n, st);

  // Step 1: diagnose — rescan, diagnostics.tsv, the targets left.
  step('round.diagnose', 'diagnose');
  if ((await run.io.readText(skillFile(s))) === undefined) {
    await skillMissingNow(run, s);
    return 'error';
  }
  s.scan = await scanSkill(run, s);
  await writeDiagnostics(run, s);
  const candidates = opts.gate ? targets(run, s).filter((c) => c.gate === 'runtime') : targets(run, s);
  if (!candidates.length) {
    run.notify('info', 'nothing-left', say('nothingLeft', { skill: s.name }), s.name);
    return 'none';
  }

  // Step 2: propose.
  step('round.propose', 'propose', { dim: candidates[0].dim });
  const proposed = await propose(run, s, n, candidates, meter);
  run.meter.calls += meter.calls;
  run.meter.inputTokens += meter.inputTokens;
  run.meter.outputTokens += meter.outputTokens;
  if (proposed && 'stopped' in proposed) {
    run.stopped = 'budget';
    run.notify('warning', 'budget', say('budgetBeforeRound', { skill: s.name, round: n }), s.name);
    return 'none';
  }
  if (!proposed) {
    if (!candidates[0].gate) return 'none';
    s.status = 'aborted';
    run.notify(
      'redline',
      'redline-4-gate-bypass',
      say('redline4', { skill: s.name, gate: say(candidates[0].gate === 'runtime' ? 'redline4.runtime' : 'redline4.p0') }),
      s.name,
    );
    return 'abort';
  }
  const { target, p } = proposed;
  s.rounds = n;
  // Rejected before it was applied (size cap / budget / blacklist after one retry): nothing to roll back.
  if (proposed.rejectedNow) return rejectedBeforeApplying(run, s, n, target, p, proposed.rejectedNow, callsBefore);
  const before = s.scan.doc.skillFile!.text!;
  const oldSnap = s.current!;

  // Step 3: snapshot.
  step('round.preEdit', 'pre-edit');
  const ratchet = s.ratchet!;
  const token = await ratchet.snapshot(n);
  await run.opts.pauseAt?.('pre-edit', s.name, n);
  const file = skillFile(s);
  const diff = unifiedDiff(before.text, p.text, s.fileName);
  try {
    // Step 4: apply (atomic), then the self-check and the one-dimension check.
    run.checkCancel();
    step('round.apply', 'apply', { what: run.t(p.what) });
    await run.io.writeText(file, toDiskText(p.text, before));
    await run.opts.pauseAt?.('applied', s.name, n);
    run.checkCancel();
    step('round.selfCheck', 'self-check');
    const after = await scanSkill(run, s);
    const checks = checkEdit(run, s, target, after);
    // Luban's own rules (../own-rules.ts): an edit the scan would flag is reverted whatever it scores, so it is not judged.
    const ownRules = checks.selfCheck.length || checks.otherDims.length ? undefined : ownRulesOf(run, s, n, after);
    // The after-edit check (MUSE, docs/features.md E2, plugged in through opts.hooks) is deterministic: a broken
    // must/forbid case reverts whatever the score says, so it is asked before judging.
    const checked = !checks.selfCheck.length && !checks.otherDims.length && !ownRules;
    const muse = checked ? await afterEditVerdict(run, s, after) : undefined;

    // Step 5: independent re-score — only an edit that passed its checks is worth judging.
    let newSnap: Snapshot | undefined;
    if (checked && !muse?.broken.length) {
      if (opts.gate) newSnap = staticSnapshot(after, s.mode);
      else {
        step('round.rescore', 'rescore', { judges: say(run.opts.model ? 'round.rescore.judges' : 'round.rescore.static') });
        newSnap = (await score(run, s, after, true, false, undefined, rescoreCarry(target.dim, oldSnap.card?.review, { before: s.scan!, after }))).snap;
      }
      await run.opts.pauseAt?.('rescored', s.name, n);
    } else if (!checks.selfCheck.length && !run.opts.model) newSnap = staticSnapshot(after, s.mode);

    // Step 6: decide.
    run.checkCancel();
    step('round.decide', 'decide');
    const comparison = newSnap ? compareSnapshots(oldSnap, newSnap) : undefined;
    if (newSnap?.redline1) run.notify('redline', 'redline-1-self-eval', say('redline1Round', { skill: s.name, round: n }), s.name);
    const judged = !opts.gate && run.judgeModel() !== undefined;
    const inputs: RoundInputs = {
      what: run.t(p.what),
      target,
      ...checks,
      ownRules,
      muse,
      comparison,
      missing: newSnap ? { old: oldSnap.missing, new: newSnap.missing } : undefined,
      rescored: newSnap,
      statics: staticChange(s, after),
      runtimeGate: after.runtimeGate,
      noise: s.noise,
      pairedJudges: run.pairedJudges,
      judged,
      // Measured effect (docs/effect.md): both scores' dim8 came from tests.yaml's tasks.
      ...(oldSnap.effect && newSnap?.effect ? { effect: { before: oldSnap.effect, after: newSnap.effect } } : {}),
    };
    const paired = needsPairedVerdict(inputs) ? await askPairedJudges(run, s, n, target.dim, before.text, p.text, comparison!.delta) : undefined;
    const decision = decideRound({ ...inputs, paired });
    for (const t of decision.tell) run.notify(t.kind, t.code, say(t.message, { skill: s.name, round: n, ...t.data }), s.name);
    const edit: Edit = { n, target, p, before: before.text, token, diff, oldSnap, newSnap, comparison, after, calls: run.budget.spent - callsBefore };
    if (!decision.keep) return await revertEdit(run, s, edit, decision);
    // The gate's repair ran before any question of the run: a person sees it before it is kept (issue 33 item 2).
    if (opts.gate) {
      const approval = await approveEdit(run, s, n, p, before.text, diff);
      if (approval.answer !== 'keep') {
        const why = rowNote(approval.answer === 'unanswered' ? 'notAnswered' : 'notApproved');
        const res = await revertEdit(run, s, edit, {
          ...decision,
          keep: false,
          reason: why,
          notes: [...decision.notes, why],
          cause: approval.answer === 'unanswered' ? 'unanswered' : 'decided',
        });
        run.notify('info', 'edit-undone', say('editUndone', { skill: s.name }), s.name);
        if (approval.answer === 'stop') throw new UserStop();
        if (approval.answer === 'unanswered') throw approval.error;
        return res;
      }
    }
    return await keepEdit(run, s, edit, decision);
  } catch (e) {
    if (e instanceof Cancelled) {
      // Cancel mid-round: put the pre-edit version back, say so in the history.
      try {
        const current = await run.io.readText(file);
        if (current !== toDiskText(before.text, before)) await ratchet.revert(token);
      } catch {
        /* the next run's recovery will find the round */
      }
      await appendRow(run, s, {
        commit: token.label,
        round: n,
        old: oldSnap.total,
        new: null,
        status: 'cancelled',
        dim: target.dim,
        delta: null,
        note: rowNote('cancelledMidRound'),
        evalMode: oldSnap.evalMode,
        judgeCount: 0,
        outOf: oldSnap.outOf,
        calls: run.budget.spent - callsBefore,
      });
      await ratchet.finish();
    }
    throw e;
  }
}

/** The applied edit as the keep and revert steps need it. */
interface Edit {
  n: number;
  target: Candidate;
  p: Proposal;
  /** SKILL.md before the edit (LF). */
  before: string;
  token: SnapshotToken;
  diff: string;
  oldSnap: Snapshot;
  newSnap?: Snapshot;
  comparison?: Comparison;
  after: SkillScanResult;
  calls: number;
}

/** The after-edit hook's verdict on the applied edit (none when no hook is plugged in). */
/** The loop's `afterEdit` hook (MUSE in a real run) on an applied edit; undefined when no hook is set. */
export async function afterEditVerdict(run: RunContext, s: SkillState, after: SkillScanResult): Promise<EditCheckVerdict | undefined> {
  const check = run.opts.hooks?.afterEdit;
  if (!check || !s.scan) return undefined;
  return check({
    skill: { name: s.name, dir: s.dir },
    before: s.scan.doc,
    after: after.doc,
    notify: (kind, code, message, skill) => run.notify(kind, code, message, skill),
  });
}

/** Luban's own rules the applied edit breaks, told and written as the row note says them; undefined when none. */
function ownRulesOf(run: RunContext, s: SkillState, n: number, after: SkillScanResult): string | undefined {
  const breaks = ownRuleBreaks(s.scan!, after);
  if (!breaks.length) return undefined;
  run.notify('warning', 'own-rules', say('ownRulesBroken', { skill: s.name, round: n, breaks: ownRuleItems(breaks) }), s.name);
  return ownRulesNote(breaks);
}

/** Self-check (dims 1/4/7a/9 none worse) and redline 2 (one dimension per round), each told when it fails. */
function checkEdit(run: RunContext, s: SkillState, target: Candidate, after: SkillScanResult): Pick<RoundInputs, 'selfCheck' | 'otherDims'> {
  const failed = selfCheck(s.scan!, after);
  const others = multiDimViolation(target.dim, signals(s.scan!), signals(after));
  if (failed.length) {
    const dims = listOf(failed.map((f) => say('selfCheck.item', { dim: f.dim, before: f.before, after: f.after })));
    run.notify('warning', 'self-check', say('selfCheckFailed', { skill: s.name, dims }), s.name);
  } else if (others.length) {
    run.notify('redline', 'redline-2-multi-dim', say('redline2', { skill: s.name, dim: target.dim, others: listOf(others) }), s.name);
  }
  return { selfCheck: failed, otherDims: others };
}

async function keepEdit(run: RunContext, s: SkillState, e: Edit, d: RoundDecision): Promise<RoundResult> {
  const cmp = e.comparison!;
  const ratchet = s.ratchet!;
  let commit: string;
  const notes = [...d.notes];
  try {
    commit = await ratchet.keep(e.token, formatDelta(cmp.delta), e.target.dim);
  } catch (err) {
    if (!(err instanceof KeepNotCommitted)) throw err;
    commit = err.preEdit;
    notes.push(rowNote('keptUncommitted'));
    run.notify('exception', 'keep-not-committed', say('keepNotCommitted', { skill: s.name, detail: err.detail.split('\n')[0].slice(0, 200) }), s.name);
  }
  await run.opts.pauseAt?.('kept', s.name, e.n);
  s.kept++;
  s.keptDims.push(e.target.dim);
  s.current = e.newSnap;
  s.scan = e.after;
  const res = await appendRow(run, s, {
    commit,
    round: e.n,
    old: cmp.oldTotal,
    new: cmp.newTotal,
    status: 'keep',
    dim: e.target.dim,
    delta: cmp.delta,
    note: notes.join('; '),
    evalMode: e.newSnap!.evalMode,
    judgeCount: e.newSnap!.judgeCount,
    outOf: cmp.outOf,
    calls: e.calls,
    diff: e.diff,
  });
  await ratchet.finish();
  return res;
}

async function revertEdit(run: RunContext, s: SkillState, e: Edit, d: RoundDecision): Promise<RoundResult> {
  const ratchet = s.ratchet!;
  const how = await ratchet.revert(e.token);
  if (how.failures.length)
    run.notify(
      'exception',
      'revert-failed',
      say('revertFailed', { skill: s.name, failure: how.failures[0], how: say(how.method === 'stash+checkout' ? 'revertFailed.stash' : 'revertFailed.show') }),
      s.name,
    );
  await run.opts.pauseAt?.('reverted', s.name, e.n);
  s.reverted++;
  s.scan = await scanSkill(run, s);
  const what = run.t(e.p.what);
  // A revert for a missing measurement says nothing against the edit: results.tsv alone records it,
  // so the next run does not detour the dimension (rejected_edits.md) or tell the editor it failed.
  if (d.cause === 'decided') {
    const rej = await appendRejectedEdit(
      s.dir,
      {
        timestamp: timestamp(run.clock()),
        skill: s.name,
        dimension: e.target.dim,
        lines: changedLines(e.before, e.p.text),
        summary: what,
        reason: d.reason,
        detour: detourHint(run, s, e.target.dim),
      },
      run.clock(),
    );
    run.files.add(rej.path);
    if (rej.notice) run.notify('warning', 'rejected-edits-corrupt', rej.notice, s.name);
    s.rejected.add(proposalKey(e.target.dim, what));
    s.rejectedSummaries.push(`${e.target.dim}: ${what} — ${d.reason}`);
  }
  const cmp = e.comparison;
  const res = await appendRow(run, s, {
    commit: e.token.label,
    round: e.n,
    old: cmp?.oldTotal ?? e.oldSnap.total,
    new: cmp?.newTotal ?? null,
    status: 'revert',
    dim: e.target.dim,
    delta: cmp?.delta ?? null,
    note: [...d.notes, ...(d.cause === 'unmeasured' ? [rowNote('unmeasuredRevert')] : [])].join('; '),
    evalMode: e.newSnap?.evalMode ?? (run.opts.model ? e.oldSnap.evalMode : 'static'),
    judgeCount: e.newSnap?.judgeCount ?? 0,
    outOf: cmp?.outOf ?? e.oldSnap.outOf,
    calls: e.calls,
    diff: e.diff,
  });
  await ratchet.finish();
  return res;
}

/** The static view (docs/features.md C3a) before → after the edit, and the static parts it moved. */
function staticChange(s: SkillState, after: SkillScanResult): RoundInputs['statics'] {
  const a = staticSnapshot(s.scan!, s.mode);
  const b = staticSnapshot(after, s.mode);
  const c = compareSnapshots(a, b);
  const touched = Object.keys(b.parts).filter((k) => a.parts[k] && a.parts[k].points !== b.parts[k].points);
  return { delta: c.delta, improved: c.improved, touched: touched.sort() };
}

/** A proposal the pre-checks still rejected after the retry: recorded as a revert, SKILL.md never touched. */
async function rejectedBeforeApplying(
  run: RunContext,
  s: SkillState,
  n: number,
  target: Candidate,
  p: Proposal,
  reason: string,
  callsBefore: number,
): Promise<RoundResult> {
  const before = s.scan!.doc.skillFile?.text?.text ?? '';
  const rej = await appendRejectedEdit(
    s.dir,
    {
      timestamp: timestamp(run.clock()),
      skill: s.name,
      dimension: target.dim,
      lines: changedLines(before, p.text),
      summary: run.t(p.what),
      reason,
      detour: detourHint(run, s, target.dim),
    },
    run.clock(),
  );
  run.files.add(rej.path);
  s.rejected.add(proposalKey(target.dim, run.t(p.what)));
  s.reverted++;
  const old = s.current!;
  return appendRow(run, s, {
    commit: '-',
    round: n,
    old: old.total,
    new: null,
    status: 'revert',
    dim: target.dim,
    delta: null,
    note: rowNote('rejectedBeforeApplying', { reason }),
    evalMode: old.evalMode,
    judgeCount: 0,
    outOf: old.outOf,
    calls: run.budget.spent - callsBefore,
  });
}
