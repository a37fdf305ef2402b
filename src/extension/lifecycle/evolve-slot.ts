/**
 * How the dashboard follows "Luban: Evolve Skill" runs without the command knowing about
 * it (as optimize/approver-slot.ts does for the optimiser): the command announces a run,
 * forwards the loop's events and its end; the dashboard listens.
 */
import * as vscode from 'vscode';
import type { EvolveEvent, EvolveReport } from '../../core/api/evolve.ts';
import type { EvolveRunStart } from '../dashboard/evolve-run.ts';

export class EvolveSlot implements vscode.Disposable {
  private readonly started = new vscode.EventEmitter<EvolveRunStart>();
  private readonly events = new vscode.EventEmitter<{ dir: string; event: EvolveEvent }>();
  private readonly ended = new vscode.EventEmitter<{ dir: string; report?: EvolveReport; error?: unknown }>();
  readonly onDidStartRun = this.started.event;
  readonly onEvolveEvent = this.events.event;
  readonly onDidEndRun = this.ended.event;

  start(run: EvolveRunStart): void {
    this.started.fire(run);
  }

  event(dir: string, event: EvolveEvent): void {
    this.events.fire({ dir, event });
  }

  end(dir: string, report?: EvolveReport, error?: unknown): void {
    this.ended.fire({ dir, report, error });
  }

  dispose(): void {
    this.started.dispose();
    this.events.dispose();
    this.ended.dispose();
  }
}

/** The one slot of this extension host. */
export const evolveSlot = new EvolveSlot();
