/**
 * The paired before/after comparison (docs/features.md D9 "honest ratchet"): when a round's Δ is
 * inside the judge noise floor, N ≥ 3 independent judges each see the version before
 * and the version after the edit — as A and B, the order alternating from judge to
 * judge to counter position bias — and say which is better on the dimension the round
 * targeted. The edit is kept only if a strict majority of the judges *asked* prefer
 * the version after it; ties, invalid replies, model errors and a spent budget all
 * count against keeping (when in doubt the ratchet does not move).
 *
 * Every judge is a job of its own through the Executor (budget, cancellation, one
 * repair retry, judge cache), with its own `variant` so the judges are independent
 * samples even where their prompts are identical.
 */
import type { Dimension } from '../../rules/types.ts';
import { mapLimit } from './concurrency.ts';
import type { Executor, FailReason, JobOutcome } from './executor.ts';
import type { SkillLang } from '../../skill/language.ts';
import { PAIRED_VERSION, pairedMessages, pairedReplySchema, pairedSkillText, type PairedReply } from './prompts/paired.ts';

/** What one judge preferred, mapped back from A/B. */
/** Output tokens a paired judge's reply is planned at (the cost plan counts the same). */
export const PAIRED_REPLY_TOKENS = 80;

export type PairedVote = 'after' | 'before' | 'tie';

/** The decision needs at least this many judges (docs/features.md D9: "≥3 judges"). */
export const MIN_PAIRED_JUDGES = 3;
/** Default number of paired judges (OptimizeOptions.pairedJudges, luban.optimize.pairedJudges, --paired-judges). */
export const DEFAULT_PAIRED_JUDGES = 3;

/**
 * The number of paired judges a setting asks for: absent → 3; 0 → 0 (the paired
 * decision is off); 1 or 2 → 3 (a majority of fewer than three decides nothing);
 * anything not a whole number ≥ 0 → 3.
 */
export function pairedJudgeCount(setting: number | undefined): number {
  if (setting === undefined || !Number.isFinite(setting) || setting < 0) return DEFAULT_PAIRED_JUDGES;
  const n = Math.floor(setting);
  if (n === 0) return 0;
  return Math.max(MIN_PAIRED_JUDGES, n);
}

export interface PairedInput {
  dim: Dimension;
  skillName: string;
  /** SKILL.md before the edit (LF-normalised). */
  before: string;
  /** SKILL.md after the edit (LF-normalised). */
  after: string;
  lang: SkillLang;
  /** Judges to ask (callers pass pairedJudgeCount(...)); at least 1. */
  judges: number;
  /** Judges in flight at once (default 1: one after the other). */
  concurrency?: number;
}

export interface PairedJudgeResult {
  /** 1-based. */
  judge: number;
  /** Which version this judge saw as A. */
  shownAsA: 'before' | 'after';
  /** The judge's preference; absent when it abstained. */
  vote?: PairedVote;
  /** The judge's reason, or why it abstained. */
  reason: string;
  status: JobOutcome<PairedReply>['status'];
  failure?: FailReason;
}

export interface PairedDecision {
  decision: 'keep' | 'revert';
  after: number;
  before: number;
  tie: number;
  /** Judges asked that gave no usable answer (invalid reply, model error, budget, cancel). */
  abstained: number;
}

export interface PairedResult extends PairedDecision {
  judges: number;
  votes: PairedJudgeResult[];
  /** A judge could not run because the call budget is spent or the run was cancelled. */
  stopped?: 'budget' | 'cancelled';
}

/**
 * The majority rule. `votes` holds one entry per judge that answered (null/undefined
 * for one that did not); `judges` is how many were asked. Keep only if more than half
 * of the judges asked prefer the version after the edit.
 */
export function pairedDecision(votes: ReadonlyArray<PairedVote | null | undefined>, judges: number): PairedDecision {
  let after = 0;
  let before = 0;
  let tie = 0;
  for (const v of votes) {
    if (v === 'after') after++;
    else if (v === 'before') before++;
    else if (v === 'tie') tie++;
  }
  // Never fewer asked than votes given: a caller's slip must not make keeping easier.
  const asked = Math.max(judges, votes.length, 0);
  const abstained = asked - after - before - tie;
  return { decision: asked > 0 && after * 2 > asked ? 'keep' : 'revert', after, before, tie, abstained };
}

/** `paired 3 judges: after 2, before 1, tie 0 → keep` (results.tsv note; read back by the oscillation check). */
export function pairedSummary(r: PairedDecision & { judges: number }): string {
  return `paired ${r.judges} judges: after ${r.after}, before ${r.before}, tie ${r.tie}${r.abstained ? `, abstained ${r.abstained}` : ''} → ${r.decision}`;
}

const SUMMARY = /\bpaired \d+ judges: after \d+, before \d+, tie \d+(?:, abstained \d+)? → (keep|revert)\b/;

/** What the paired judges decided for a round, read back from its results.tsv note (see pairedSummary); none when they did not decide it. */
export function pairedOutcomeOf(note: string): 'keep' | 'revert' | undefined {
  const m = SUMMARY.exec(note);
  return m ? (m[1] as 'keep' | 'revert') : undefined;
}

/** How many rounds the paired judges decided, by outcome. */
export function pairedCounts(notes: Iterable<string>): { pairedKept: number; pairedReverted: number } {
  let pairedKept = 0;
  let pairedReverted = 0;
  for (const n of notes) {
    const o = pairedOutcomeOf(n);
    if (o === 'keep') pairedKept++;
    else if (o === 'revert') pairedReverted++;
  }
  return { pairedKept, pairedReverted };
}

const JUDGE_TEMPERATURE = 0.3;

export async function pairedComparison(input: PairedInput, ex: Executor): Promise<PairedResult> {
  const judges = Math.max(1, Math.floor(input.judges));
  const before = pairedSkillText(input.skillName, input.before);
  const after = pairedSkillText(input.skillName, input.after);
  const indices = Array.from({ length: judges }, (_, i) => i);
  const outcomes = await mapLimit(indices, input.concurrency ?? 1, (i) => {
    // Judge i sees the version before the edit as A when i is even, the version after it when odd.
    const beforeFirst = i % 2 === 0;
    return ex.runJson<PairedReply>({
      kind: 'json',
      label: `${input.dim} paired judge ${i + 1}`,
      step: `paired.${input.dim}`,
      promptVersion: PAIRED_VERSION,
      variant: `judge-${i + 1}`,
      messages: beforeFirst ? pairedMessages(input.dim, input.lang, before, after) : pairedMessages(input.dim, input.lang, after, before),
      maxTokens: 600,
      temperature: JUDGE_TEMPERATURE,
      estOutputTokens: PAIRED_REPLY_TOKENS,
      lang: input.lang,
      schema: pairedReplySchema,
      // Only made when a round's Δ lands inside the noise floor.
      conditional: true,
      placeholder: { better: 'tie', reason: '' },
    });
  });
  const votes: PairedJudgeResult[] = [];
  let stopped: PairedResult['stopped'];
  outcomes.forEach((o, i) => {
    const shownAsA = i % 2 === 0 ? 'before' : 'after';
    const shownAsB = shownAsA === 'before' ? 'after' : 'before';
    if (o.status === 'failed') {
      if (o.reason === 'cancelled') stopped = 'cancelled';
      else if (o.reason === 'budget' && stopped !== 'cancelled') stopped = 'budget';
      votes.push({ judge: i + 1, shownAsA, reason: `${o.reason}: ${o.detail}`, status: o.status, failure: o.reason });
      return;
    }
    const vote: PairedVote = o.value.better === 'tie' ? 'tie' : o.value.better === 'A' ? shownAsA : shownAsB;
    votes.push({ judge: i + 1, shownAsA, vote, reason: o.value.reason, status: o.status });
  });
  const decision = pairedDecision(
    votes.map((v) => v.vote),
    judges,
  );
  return { ...decision, judges, votes, ...(stopped ? { stopped } : {}) };
}
