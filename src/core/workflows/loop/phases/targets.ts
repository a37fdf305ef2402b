/**
 * What a round may work on (docs/features.md D4): the strategy library's ranking of the weakest
 * dimensions, P0 gate items alone when one fails, without the dimensions skipped this
 * run (detour, oscillation) or by luban-profile.json's oscillation_guard (each told once).
 */
import { dim8Ceiling } from '../../../scoring/judge/dim8-math.ts';
import { guardsFor } from '../../../formats/luban-profile.ts';
import type { RunContext, SkillState } from '../context.ts';
import { say } from '../messages.ts';
import { requestedDims } from '../requested-dims.ts';
import { rankTargets, upliftOf, type Candidate } from '../strategy.ts';
import { checkpointProposal } from '../deterministic.ts';

export function targets(run: RunContext, s: SkillState): Candidate[] {
  const evs = s.current!.card?.dim8?.evaluations ?? [];
  const ranked = rankTargets({
    dims: s.current!.dims,
    runtimeGate: s.scan!.runtimeGate,
    openP0: s.current!.openP0,
    dim8Ceiling: dim8Ceiling(evs.map((e) => e.kind)),
    uplift: upliftOf(s.current!),
    findings: s.scan?.findings,
  });
  const gates = ranked.filter((c) => c.gate);
  if (gates.length) return gates;
  const out: Candidate[] = [];
  const asked = requestedDims(run.opts.intent);
  for (const c of ranked) {
    if (s.skip.get(c.dim)) continue;
    // dim4 rewards a STOP before an irreversible step; a skill with none has nothing a mark may guard,
    // and a mark bought anyway breaks Luban's own rules (issue 33 item 3): not a target unless asked.
    if (c.dim === 'dim4' && !asked.has('dim4') && s.scan && !checkpointProposal(s.scan)) {
      s.skip.set('dim4', say('skipReason.noIrreversible'));
      run.notify('info', 'dim4-nothing-to-guard', say('dim4NothingToGuard', { skill: s.name }), s.name);
      continue;
    }
    const guards = asked.has(c.dim) ? [] : guardsFor(run.guards, s.name, c.dim);
    if (guards.length) {
      s.skip.set(c.dim, say('skipReason.guard', { why: guards[0].recommendation || guards[0].pattern }));
      run.notify('info', 'oscillation-guard', say('guardSkip', { skill: s.name, dim: c.dim, pattern: guards[0].pattern }), s.name);
      continue;
    }
    out.push(c);
  }
  // What the person asked for by name comes first (after any P0 gate item, returned above).
  return [...out.filter((c) => asked.has(c.dim)), ...out.filter((c) => !asked.has(c.dim))];
}

/** rejected_edits.md's detour column: where the next round will go instead. */
export function detourHint(run: RunContext, s: SkillState, dim: string): string {
  const next = targets(run, s).find((c) => c.dim !== dim);
  return next ? `${dim} → ${next.dim}` : `${dim}: -`;
}
