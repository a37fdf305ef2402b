/**
 * Phase 3 (docs/features.md D6): the report — each skill's outcome, improvements by dimension, the
 * run's health (revert rate, dry_run ratio, same-context violations, oscillation
 * alerts, degraded streak, model calls, paired decisions) — the optimization-registry.tsv
 * rows, the Full-mode meta-review (./meta-review.ts) and the backup rotation.
 */
import { pairedCounts } from '../../../scoring/judge/paired.ts';
import { appendRegistryRows } from '../../../formats/registry.ts';
import { rotateBackups } from '../../../formats/backups.ts';
import type { RunContext } from '../context.ts';
import { say } from '../messages.ts';
import { compareSnapshots } from '../scoring.ts';
import type { OptimizeReport, SkillOutcome } from '../types.ts';
import { metaReview } from './meta-review.ts';

export async function phase3(run: RunContext): Promise<OptimizeReport> {
  run.phase = '3';
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
  if (run.maxDegradedStreak >= 3) run.notify('warning', 'degraded', say('degraded', { n: run.maxDegradedStreak }));
  const all = run.skills.flatMap((s) => s.results);
  const dry = all.filter((r) => r.evalMode === 'dry_run' || r.evalMode === 'fallback_dry').length;
  const judged = all.filter((r) => r.evalMode !== 'static').length;
  const reverts = rounds.filter((r) => r.status === 'revert').length;
  const report: OptimizeReport = {
    mode: run.mode,
    skills: outcomes,
    ...(run.stopped ? { stopped: run.stopped } : {}),
    ...(run.unanswered ? { unanswered: run.unanswered } : {}),
    health: {
      rounds: rounds.length,
      reverts,
      revertRate: rounds.length ? Math.round((reverts / rounds.length) * 1000) / 1000 : 0,
      dryRunRatio: judged ? Math.round((dry / judged) * 1000) / 1000 : 0,
      sameContextViolations: all.filter((r) => r.note.includes('redline_1_violation=true')).length,
      oscillationAlerts,
      degradedStreak: run.maxDegradedStreak,
      modelCalls: run.budget.spent,
      ...pairedCounts(rounds.map((r) => r.note)),
    },
    byDimension,
    ...(run.branch ? { branch: run.branch } : {}),
    files: [...run.files],
    notices: run.notices,
  };
  run.emit({ type: 'report', report });
  return report;
}
