/**
 * The epoch meta-review (Full mode, docs/features.md D6): a dimension kept in two or more skills is
 * a pattern for meta_learnings.md; one kept in a skill and reverted in another gets an
 * oscillation_guard in luban-profile.json, so later runs skip it.
 */
import { appendMetaLearnings } from '../../../formats/meta-learnings.ts';
import { addOscillationGuards, type OscillationGuard } from '../../../formats/luban-profile.ts';
import type { RunContext } from '../context.ts';
import { listOf, say } from '../messages.ts';
import { timestamp } from '../results-row.ts';
import { rowNote } from '../row-notes.ts';
import { formatDelta } from '../scoring.ts';

export async function metaReview(run: RunContext): Promise<void> {
  const stamp = timestamp(run.clock());
  const byDim = new Map<string, { kept: Array<{ skill: string; delta: number }>; reverted: string[] }>();
  for (const s of run.skills) {
    for (const r of s.results) {
      if (r.round <= 0 || r.dim === '-') continue;
      const e = byDim.get(r.dim) ?? { kept: [], reverted: [] };
      if (r.status === 'keep') e.kept.push({ skill: s.name, delta: r.delta ?? 0 });
      if (r.status === 'revert') e.reverted.push(s.name);
      byDim.set(r.dim, e);
    }
  }
  const learnings = [];
  const guards: OscillationGuard[] = [];
  for (const [dim, e] of byDim) {
    const skills = [...new Set(e.kept.map((k) => k.skill))];
    const tried = new Set([...skills, ...e.reverted]);
    if (skills.length >= 2) {
      const avg = e.kept.reduce((n, k) => n + k.delta, 0) / e.kept.length;
      learnings.push({
        timestamp: stamp,
        pattern: rowNote('learningPattern', { dim, n: skills.length, avg: formatDelta(avg) }),
        sources: rowNote('learningSources', { skills: skills.join(', '), n: skills.length, tried: tried.size }),
        confidence: rowNote(skills.length >= 3 ? 'confidenceHigh' : 'confidenceMedium'),
        reuse: rowNote('learningReuse', { dim }),
      });
    }
    const reverted = [...new Set(e.reverted)];
    if (reverted.length && skills.length + reverted.length >= 2 && tried.size >= 2) {
      const alt = [...byDim.entries()].find(([d, x]) => d !== dim && x.kept.length)?.[0];
      guards.push({
        dimension: dim,
        skills: reverted,
        pattern: rowNote('guardPattern', { kept: skills.length, reverted: reverted.length }),
        recommendation: alt ? rowNote('guardSkipFor', { dim, alt }) : rowNote('guardSkip', { dim }),
      });
    }
  }
  if (learnings.length) {
    const w = await appendMetaLearnings(run.opts.workspace, learnings, run.clock());
    run.files.add(w.path);
    for (const n of w.notices) run.notify('warning', 'meta-learnings-corrupt', n);
    run.notify('info', 'meta-review', say('metaReview', { n: learnings.length }));
  } else run.notify('info', 'meta-review', say('metaReviewNone'));
  if (guards.length) {
    const g = await addOscillationGuards(run.opts.workspace, guards, run.clock());
    run.files.add(g.path);
    if (g.notice) run.notify('warning', 'profile-corrupt', g.notice);
    run.notify('info', 'oscillation-guard', say('guardsAdded', { dims: listOf(guards.map((x) => x.dimension)) }));
  }
}
