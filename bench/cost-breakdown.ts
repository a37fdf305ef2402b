/**
 * Where an optimisation's tokens went (bench/cost.ts): every request the provider server
 * received, put in a stage (its `luban-task` marker; agent runs by whether they carry the
 * skill, the consumer baseline's skill, or none) and a part of the run (the baseline
 * scoring, the noise re-judgings, each round's proposal, re-score and paired judges),
 * counted as the server counts tokens.
 */
import type { LoopEvent } from '../src/core/workflows/loop/types.ts';
import { approxTokens, type RecordedRequest } from '../test/support/model-server.ts';
import { taskOf } from '../test/unit/judge/scripted-judge.ts';

export type Part = 'test-prompt design' | 'baseline scoring' | 'noise re-judgings' | 'proposals' | 'round re-scores' | 'paired judges' | 'other';

export interface Tally {
  calls: number;
  tokens: number;
}

export interface Breakdown {
  byStage: Map<string, Tally>;
  byPart: Map<Part, Tally>;
  /** `part / stage`. */
  byBoth: Map<string, Tally>;
}

/** The stage of one request. */
export function stageOf(req: RecordedRequest, skillName: string): string {
  const task = taskOf(req);
  if (task) {
    const t = task.replace(/@\d+/, '');
    if (t.startsWith('dim10.role')) return 'review roles';
    if (t.startsWith('ortho')) return 'heterogeneous judges';
    if (t.startsWith('baseline.')) return 'consumer baseline';
    return t;
  }
  const skill = /<skill name="([^"]*)"/.exec(req.system)?.[1];
  if (skill === undefined) return 'dim8 run without skill';
  return skill === skillName ? 'dim8 run with skill' : 'consumer baseline';
}

/**
 * Follows the loop's progress events to tell which part of the run a request belongs to.
 * Phase 1's first scoring ends with the consumer baseline's judge; what follows in
 * Phase 1 is the noise re-judgings.
 */
export class PartTracker {
  private phase = '0';
  private step: string | undefined;
  private baselineDone = false;

  onEvent(e: LoopEvent): void {
    if (e.type !== 'progress') return;
    this.phase = e.phase;
    this.step = e.step;
  }

  partOf(req: RecordedRequest): Part {
    const task = taskOf(req) ?? '';
    if (task.startsWith('optimize.propose')) return 'proposals';
    if (task.startsWith('paired')) return 'paired judges';
    if (this.phase === '1') {
      const part = this.baselineDone ? 'noise re-judgings' : 'baseline scoring';
      if (task.startsWith('baseline.judge')) this.baselineDone = true;
      return part;
    }
    if (this.phase === '2' && this.step === 'rescore') return 'round re-scores';
    return task.startsWith('dim8.tp') ? 'test-prompt design' : 'other';
  }
}

export function tally(rows: Array<{ stage: string; part: Part; tokens: number }>): Breakdown {
  const byStage = new Map<string, Tally>();
  const byPart = new Map<Part, Tally>();
  const byBoth = new Map<string, Tally>();
  const add = <K>(m: Map<K, Tally>, k: K, t: number) => {
    const e = m.get(k) ?? { calls: 0, tokens: 0 };
    e.calls++;
    e.tokens += t;
    m.set(k, e);
  };
  for (const r of rows) {
    add(byStage, r.stage, r.tokens);
    add(byPart, r.part, r.tokens);
    add(byBoth, `${r.part} / ${r.stage}`, r.tokens);
  }
  return { byStage, byPart, byBoth };
}

/** Tokens of one request and its reply, as the server counts them. */
export function requestTokens(req: RecordedRequest, reply: string): number {
  return approxTokens(req.messages.map((m) => m.content).join('\n')) + (reply ? approxTokens(reply) : 0);
}

export function formatBreakdown(b: Breakdown, k: (n: number) => string): string[] {
  const total = [...b.byStage.values()].reduce((a, t) => a + t.tokens, 0) || 1;
  const line = (name: string, t: Tally) =>
    `  ${name.padEnd(44)}${String(t.calls).padStart(4)} calls ${k(t.tokens).padStart(7)}  ${String(Math.round((t.tokens / total) * 100)).padStart(3)}%`;
  const sorted = <K extends string>(m: Map<K, Tally>) => [...m].sort((a, b) => b[1].tokens - a[1].tokens);
  return [
    '  by stage:',
    ...sorted(b.byStage).map(([n, t]) => line(n, t)),
    '  by part of the run:',
    ...sorted(b.byPart).map(([n, t]) => line(n, t)),
    '  largest (part / stage):',
    ...sorted(b.byBoth)
      .slice(0, 8)
      .map(([n, t]) => line(n, t)),
  ];
}
