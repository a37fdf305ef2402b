/**
 * An evolve run as the dashboard shows it (docs/features.md F1, issue 14 item 5): the core loop's
 * events folded into one EvolveRunView — each iteration's score against the threshold,
 * its weak dimensions and the diff of the version its rewrite made — updated live while
 * the run goes and closed with how it ended. Pure: no `vscode`, so it is unit-tested.
 */
import type { EvolveEvent, EvolveReport } from '../../core/api/evolve.ts';
import { stopLine } from '../../core/api/evolve.ts';
import { unifiedDiff } from '../../core/api/edits.ts';
import type { EvolveIterationView, EvolveRunView } from '../../shared/protocol.ts';

export interface EvolveRunStart {
  dir: string;
  name: string;
  threshold: number;
  maxIterations: number;
  fileName: string;
}

export class EvolveRunTracker {
  private readonly state: EvolveRunView;

  constructor(
    private readonly start: EvolveRunStart,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.state = {
      skill: start.dir,
      name: start.name,
      status: 'running',
      threshold: start.threshold,
      maxIterations: start.maxIterations,
      iterations: [],
      message: null,
      startedAt: now().toISOString(),
      endedAt: null,
    };
  }

  apply(e: EvolveEvent): void {
    if (e.type === 'progress' || e.type === 'notice') {
      this.state.message = e.message;
      return;
    }
    const r = e.record;
    const view: EvolveIterationView = {
      iteration: r.iteration,
      version: r.version,
      score: r.score,
      passed: r.passed,
      weak: r.dimensions
        .filter((d) => d.score < 70)
        .sort((a, b) => a.score - b.score)
        .map((d) => ({ name: d.name, score: d.score })),
      diff: r.patch ? unifiedDiff(r.skillText, r.patch.newSkillPrompt, this.start.fileName) : '',
      changeDescription: r.patch?.changeDescription ?? null,
    };
    this.state.iterations = [...this.state.iterations.filter((i) => i.iteration !== r.iteration), view].sort((a, b) => a.iteration - b.iteration);
  }

  finish(report: EvolveReport | undefined, error?: unknown): void {
    this.state.status = report && !report.failure && error === undefined ? 'done' : 'failed';
    this.state.endedAt = this.now().toISOString();
    if (report) this.state.message = { en: stopLine(report, 'en'), zh: stopLine(report, 'zh-CN') };
    else if (error !== undefined) this.state.message = { en: String((error as Error)?.message ?? error), zh: String((error as Error)?.message ?? error) };
  }

  view(): EvolveRunView {
    return { ...this.state, iterations: this.state.iterations.map((i) => ({ ...i, weak: [...i.weak] })) };
  }
}
