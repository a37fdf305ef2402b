/**
 * The optimiser (seed v3 优化流程 Phase 0–3, docs/features.md §4 D1–D11) as a state machine over the
 * phases 0 → 0.3 → runtime gate → 0.5 → 1 → 2 → 2.5 → 3, one file each under ./phases/.
 * It talks to people only through events and the Approver (./context.ts), to git through
 * core/git, to files through core/store and the Workspace, and to models through the
 * judge/scorecard code. One round is ./phases/round.ts; its keep/revert rule is
 * ./decide-round.ts; its words are ./messages.ts and ./row-notes.ts.
 *
 * Invariants:
 * - SKILL.md is only ever written whole (atomic) and only after a snapshot (pre-edit
 *   commit or backup); a round ends with keep (commit) or revert (checkout / backup
 *   copy) and one results.tsv row; cancel restores the pre-edit version; a killed round
 *   is found and repaired by the next run (ratchet.recover).
 * - Every exception row and redline is a notice before anything is done about it.
 * - Nothing is scored by the context that edited it; without a model nothing judged is
 *   claimed (eval_mode=static, judge_count=0).
 */
import { Cancelled, ModelUnanswered, RunContext, UserStop } from './context.ts';
import { say } from './messages.ts';
import { phase0 } from './phases/phase0-scope.ts';
import { phase03 } from './phases/phase0.3-diagnostics.ts';
import { runtimeGate } from './phases/runtime-gate.ts';
import { phase05 } from './phases/phase0.5-test-prompts.ts';
import { phase1 } from './phases/phase1-baseline.ts';
import { phase2 } from './phases/phase2-skills.ts';
import { phase25 } from './phases/phase2.5-rewrite.ts';
import { phase3 } from './phases/phase3-report.ts';
import { closeRunBranches } from './run-record.ts';
import { NoAnswerError, type OptimizeOptions, type OptimizeReport, type Phase } from './types.ts';

export async function optimize(options: OptimizeOptions): Promise<OptimizeReport> {
  return new Optimizer(options).run();
}

export class Optimizer {
  private readonly ctx: RunContext;

  constructor(opts: OptimizeOptions) {
    this.ctx = new RunContext(opts);
  }

  /** The phase the run is in. */
  get phase(): Phase {
    return this.ctx.phase;
  }

  set phase(p: Phase) {
    this.ctx.phase = p;
  }

  /** Every phase in order; a cancel, a "stop" or an unanswerable question ends them early, and the report is always made. */
  async run(): Promise<OptimizeReport> {
    const run = this.ctx;
    try {
      await phase0(run);
      await phase03(run);
      await runtimeGate(run);
      await phase05(run);
      await phase1(run);
      await phase2(run);
      await phase25(run);
    } catch (e) {
      if (e instanceof Cancelled) {
        run.stopped = 'cancelled';
        run.notify('warning', 'cancelled', say('cancelled'));
      } else if (e instanceof NoAnswerError) {
        run.stopped = 'no-answer';
      } else if (e instanceof UserStop) {
        run.stopped = 'user';
      } else if (e instanceof ModelUnanswered) {
        run.stopped = 'model-unanswered';
      } else {
        // An unexpected failure still leaves the repository clean: the run's records go on its branch (issue 33 item 7).
        await closeRunBranches(run).catch(() => undefined);
        throw e;
      }
    }
    return phase3(run);
  }
}
