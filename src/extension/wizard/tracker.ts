/**
 * The host's view of one metis wizard run (docs/features.md G1), fed by the wizard's events
 * (core/wizard/types WizardEvent): one step per phase with its status and what it
 * produced, the notices, and how the run ended. Pure (no `vscode`): the dashboard puts
 * `view()` into its snapshot; unit-tested in test/unit/wizard/tracker.test.ts.
 */
import type { WizardEvent, WizardOutcome, WizardPhase } from '../../core/api/wizard.ts';
import { PHASE_ORDER } from '../../core/api/wizard.ts';
import { WIZARD_MESSAGES } from '../../core/api/wizard.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { WizardStepView, WizardView, WizardNoticeView } from '../../shared/protocol.ts';

const MAX_NOTICES = 200;

export class WizardTracker {
  private current: WizardPhase | null = null;
  private readonly reached = new Set<WizardPhase>();
  private readonly products = new Map<WizardPhase, LocalisedText>();
  private readonly notices: WizardNoticeView[] = [];
  private status: WizardView['status'] = 'running';
  private error: string | null = null;
  private direction: string | null = null;
  private name: string;
  private target: string;

  constructor(
    readonly id: string,
    readonly kind: 'new' | 'upgrade',
    name: string,
    target: string,
  ) {
    this.name = name;
    this.target = target;
  }

  get live(): boolean {
    return this.status === 'running';
  }

  apply(e: WizardEvent): void {
    switch (e.type) {
      case 'phase':
        this.current = e.phase;
        this.reached.add(e.phase);
        return;
      case 'product':
        this.products.set(e.phase, e.text);
        return;
      case 'notice':
        this.notices.push({ phase: e.phase, level: e.level, message: e.message });
        if (this.notices.length > MAX_NOTICES) this.notices.splice(0, this.notices.length - MAX_NOTICES);
        return;
      case 'state':
        this.name = e.state.name;
        this.target = e.state.target;
        this.direction = e.state.decision?.direction ?? null;
        return;
      default:
        return;
    }
  }

  finish(out: WizardOutcome): void {
    this.status = out.status;
    this.error = out.error ?? null;
    if (out.status === 'done') this.current = null;
  }

  fail(error: unknown): void {
    this.status = 'error';
    this.error = error instanceof Error ? error.message : String(error);
  }

  view(): WizardView {
    const steps: WizardStepView[] = PHASE_ORDER.map((phase) => {
      const title = WIZARD_MESSAGES[`phase.${phase}` as keyof typeof WIZARD_MESSAGES];
      const skipped = phase === '3.5' && this.direction !== null && this.direction !== 'C';
      const status: WizardStepView['status'] = skipped
        ? 'skipped'
        : phase === this.current
          ? 'current'
          : this.reached.has(phase) || (this.status === 'done' && phase !== '3.5')
            ? 'done'
            : 'pending';
      return { phase, title, status, product: this.products.get(phase) ?? null };
    });
    return {
      id: this.id,
      kind: this.kind,
      name: this.name,
      target: this.target,
      status: this.status,
      current: this.current,
      steps,
      notices: [...this.notices],
      error: this.error,
    };
  }
}
