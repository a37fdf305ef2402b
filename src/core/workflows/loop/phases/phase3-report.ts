/**
 * Phase 3 (docs/features.md D6): the report — each skill's outcome and why its rounds ended,
 * why the run ended early, improvements by dimension, the run's health (revert rate,
 * dry_run ratio, same-context violations, oscillation alerts, degraded scorings, model
 * calls, paired decisions) — the optimization-registry.tsv rows, the Full-mode
 * meta-review (./meta-review.ts), the backup rotation, and a Full run's branch closed
 * (its records committed, how to merge it or go back: ../run-record.ts).
 */
import { pairedCounts } from '../../../scoring/judge/paired.ts';
import { appendRegistryRows } from '../../../formats/registry.ts';
import { rotateBackups } from '../../../formats/backups.ts';
import type { RunContext } from '../context.ts';
import { say } from '../messages.ts';
import { closeRunBranches } from '../run-record.ts';
import { degradedScorings } from '../scan-score.ts';
import { compareSnapshots } from '../scoring.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { OptimizeReport, SkillOutcome } from '../types.ts';
import { metaReview } from './meta-review.ts';
import { whyRoundsEnded } from './phase2-skills.ts';

export async function phase3(run: RunContext): Promise<OptimizeReport> {
  run.phase = '3';
  const stoppedWhy = whyRunStopped(run);
  const outcomes: SkillOutcome[] = [];
  const rounds = run.skills.flatMap((s) => s.results.filter((r) => r.round > 0 && (r.status === 'keep' || r.status === 'revert')));
  const byDimension: Record<string, { kept: number; delta: number }> = {};
  for (const r of rounds) {
    if (r.status !== 'keep') continue;
    const d = (byDimension[r.dim] ??= { kept: 0, delta: 0 });
    d.kept++;
    d.delta = Math.round((d.delta + (r.delta ?? 0)) * 10) / 10;
  }
  const registryRows = [];
  for (const s of run.skills) {
    const before = s.baseline?.total ?? null;
    const cmp = s.baseline && s.current ? compareSnapshots(s.baseline, s.current) : undefined;
    const status: SkillOutcome['status'] = s.status ?? (run.stopped && !s.rounds ? 'stopped' : s.kept ? 'optimised' : 'unchanged');
    outcomes.push({
      skill: s.name,
      dir: s.dir,
      status,
      before,
      after: s.current?.total ?? before,
      outOf: s.current?.outOf ?? null,
      rounds: s.rounds,
      kept: s.kept,
      reverted: s.reverted,
      keptDims: s.keptDims,
      evalMode: s.baseline?.evalMode ?? 'static',
      ...(s.noise !== undefined ? { noise: s.noise } : {}),
      ...(s.note ? { note: s.note } : {}),
      ...(s.security ? { security: s.security } : {}),
      ...endedOf(run, s, status, stoppedWhy),
    });
    if (s.baseline || s.missing) {
      registryRows.push({
        skill_name: s.name,
        timestamp: run.clock().toISOString(),
        score_before: before === null ? '-' : String(before),
        score_after: s.current ? String(cmp ? cmp.newTotal : s.current.total) : '-',
        rounds: String(s.rounds),
        eval_mode: s.baseline?.evalMode ?? 'static',
      });
    }
  }
  if (registryRows.length) {
    try {
      const r = await appendRegistryRows(run.opts.workspace, registryRows, run.clock());
      run.files.add(r.path);
      if (r.notice) run.notify('warning', 'registry-corrupt', r.notice);
    } catch (e) {
      run.notify('warning', 'write-failed', say('registryWriteFailed', { error: (e as Error).message }));
    }
  }
  const oscillationAlerts = run.notices.filter((n) => n.code === 'oscillation').map((n) => n.skill ?? '');
  if (run.mode === 'full' || run.skills.some((s) => s.mode === 'full')) await metaReview(run);
  for (const s of run.skills) {
    if (s.ratchet?.kind !== 'bak') continue;
    const rot = await rotateBackups(s.dir, run.opts.workspace, s.name, s.fileName);
    if (rot.archived.length) run.notify('info', 'backup-rotation', say('backupRotation', { skill: s.name, n: rot.archived.length }), s.name);
  }
  const degraded = degradedScorings(run);
  if (run.maxDegradedStreak >= 3) run.notify('warning', 'degraded', say('degradedScorings', { n: run.maxDegradedStreak, total: degraded }));
  // A Full run leaves the repository clean: its records committed on its branch, and where the result is and how to merge it or go back (issue 33 item 7).
  const runBranches = await closeRunBranches(run);
  const all = run.skills.flatMap((s) => s.results);
  const dry = all.filter((r) => r.evalMode === 'dry_run' || r.evalMode === 'fallback_dry').length;
  const judged = all.filter((r) => r.evalMode !== 'static').length;
  const reverts = rounds.filter((r) => r.status === 'revert').length;
  const report: OptimizeReport = {
    mode: run.mode,
    skills: outcomes,
    ...(run.stopped ? { stopped: run.stopped } : {}),
    ...(run.unanswered ? { unanswered: run.unanswered } : {}),
    ...(stoppedWhy ? { stoppedWhy } : {}),
    health: {
      rounds: rounds.length,
      reverts,
      revertRate: rounds.length ? Math.round((reverts / rounds.length) * 1000) / 1000 : 0,
      dryRunRatio: judged ? Math.round((dry / judged) * 1000) / 1000 : 0,
      sameContextViolations: all.filter((r) => r.note.includes('redline_1_violation=true')).length,
      oscillationAlerts,
      degradedStreak: run.maxDegradedStreak,
      degradedScorings: degraded,
      modelCalls: run.budget.spent,
      ...pairedCounts(rounds.map((r) => r.note)),
    },
    byDimension,
    ...(run.branch ? { branch: run.branch } : {}),
    ...(runBranches.length ? { runBranches } : {}),
    files: [...run.files],
    notices: run.notices,
  };
  run.emit({ type: 'report', report });
  return report;
}

/** The last notice with one of `codes` (about `skill` when given). */
function lastNotice(run: RunContext, codes: readonly string[], skill?: string): LocalisedText | undefined {
  for (let i = run.notices.length - 1; i >= 0; i--) {
    const n = run.notices[i];
    if (codes.includes(n.code) && (skill === undefined || n.skill === skill)) return n.message;
  }
  return undefined;
}

/**
 * Why the run ended early, in words (issue 33: every early stop says why): the notice that
 * told it, or — for a "stop" answer or a question nobody could answer, which no phase tells —
 * one told now.
 */
function whyRunStopped(run: RunContext): LocalisedText | undefined {
  switch (run.stopped) {
    case undefined:
      return undefined;
    case 'cancelled':
      return lastNotice(run, ['cancelled']) ?? say('cancelled');
    case 'budget':
      return lastNotice(run, ['budget']);
    case 'model-unanswered':
      return lastNotice(run, ['model-unanswered']);
    case 'user': {
      const m = say('stop.user');
      run.notify('info', 'stopped', m);
      return m;
    }
    case 'no-answer': {
      const m = say('stop.noAnswer', { title: run.unanswered ? run.unanswered.title : '?' });
      run.notify('info', 'stopped', m);
      return m;
    }
  }
}

/** Why a skill's rounds ended, or why it had none: Phase 2's reason, else its status's notice, else the run's stop. */
function endedOf(run: RunContext, s: RunContext['skills'][number], status: SkillOutcome['status'], stoppedWhy?: LocalisedText): Pick<SkillOutcome, 'ended'> {
  const phase2 = whyRoundsEnded(s);
  if (phase2) return { ended: phase2 };
  const told = (codes: string[]) => lastNotice(run, codes, s.name);
  const byStatus =
    status === 'roi-skip'
      ? { reason: 'ceiling' as const, message: told(['roi-skip']) }
      : status === 'error'
        ? { reason: 'error' as const, message: told(['skill-md-missing']) }
        : status === 'aborted'
          ? { reason: 'redline-4' as const, message: told(['redline-4-gate-bypass']) }
          : s.status === 'stopped' && !run.stopped
            ? { reason: 'partial-baseline' as const, message: told(['partial-baseline']) }
            : undefined;
  if (byStatus?.message) return { ended: { reason: byStatus.reason, message: byStatus.message } };
  if (run.stopped && stoppedWhy)
    return { ended: { reason: run.stopped === 'cancelled' ? 'cancelled' : run.stopped === 'budget' ? 'budget' : 'stopped', message: stoppedWhy } };
  return {};
}
