/**
 * docs/features.md D9, the paired judges: when a judged change's Δ lies inside the noise of a
 * difference (√2 × the floor), or no floor was measured (Quick), N independent judges
 * compare the versions before and after the edit on the target dimension, and a strict
 * majority for "after" keeps it (../decide-round.ts reads the verdict). A judge that
 * cannot answer (budget spent) counts against keeping the edit; when such judges could
 * have made the majority, the verdict is `incomplete` (a missing measurement).
 */
import { Executor } from '../../../scoring/judge/executor.ts';
import { skillLanguage } from '../../../skill/language.ts';
import { pairedComparison, pairedSummary } from '../../../scoring/judge/paired.ts';
import type { Dimension } from '../../../rules/types.ts';
import { Cancelled, type RunContext, type SkillState } from '../context.ts';
import { differenceNoise } from '../decide-round.ts';
import { say } from '../messages.ts';
import { formatDelta } from '../scoring.ts';

export interface PairedVerdict {
  keep: boolean;
  /** The results.tsv summary (`paired 3 judges: after 2, … → keep`), which the report reads back. */
  summary: string;
  /** Not kept, and the judges that did not answer could have made the majority. */
  incomplete: boolean;
}

export async function askPairedJudges(
  run: RunContext,
  s: SkillState,
  round: number,
  dim: Dimension,
  beforeText: string,
  afterText: string,
  delta: number,
): Promise<PairedVerdict> {
  const n = run.pairedJudges;
  const where =
    s.noise === undefined ? say('paired.unmeasured') : say('paired.inside', { noise: s.noise.toFixed(1), margin: differenceNoise(s.noise).toFixed(1) });
  run.progress(say('round.paired', { skill: s.name, round, delta: formatDelta(delta), where, n, dim }), s.name, round, 'decide');
  const ex = new Executor({ model: run.judgeModel(), cache: run.opts.cache, budget: run.budget, meter: run.meter, signal: run.opts.signal });
  const r = await pairedComparison(
    { dim, skillName: s.name, before: beforeText, after: afterText, lang: skillLanguage(s.scan!.doc), judges: n, concurrency: run.opts.concurrency },
    ex,
  );
  if (r.stopped === 'cancelled' || run.opts.signal?.aborted) throw new Cancelled();
  if (r.stopped === 'budget') run.notify('warning', 'budget', say('pairedBudget', { answered: n - r.abstained, n, skill: s.name, round }), s.name);
  const firstAbstention = r.votes.find((v) => !v.vote);
  const why = firstAbstention ? ` (${firstAbstention.reason.slice(0, 160)})` : '';
  const keep = r.decision === 'keep';
  const abstained = r.abstained ? say('paired.abstained', { n: r.abstained, why }) : '';
  const verdict = say(keep ? 'paired.kept' : 'paired.reverted');
  run.notify(
    'info',
    'paired',
    say('paired', { skill: s.name, round, delta: formatDelta(delta), where, n, dim, after: r.after, before: r.before, tie: r.tie, abstained, verdict }),
    s.name,
  );
  return { keep, summary: pairedSummary(r), incomplete: !keep && r.abstained > 0 && r.after + r.abstained > n / 2 };
}
