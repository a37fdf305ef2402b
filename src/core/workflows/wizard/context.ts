/**
 * What every phase shares: the state, the folders, the person (Approver), the model,
 * events, the clock. Gate Checks, questions and conflict pauses live in ./gate.ts.
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import type { LocalisedText } from '../../rules/types.ts';
import { writeWizardState, type Requirement, type WizardState } from '../../formats/wizard-state.ts';
import type { Approver, Clock } from '../interaction.ts';
import { WorkFolders } from './folders.ts';
import { wizardText, type WizardMessageKey } from './messages.ts';
import type { WizardEvent, WizardHooks, WizardOptions, WizardPhase } from './types.ts';

export class WizardContext {
  folders: WorkFolders;
  readonly approver: Approver;
  readonly locale: Locale;
  readonly clock: Clock;
  readonly hooks: WizardHooks;
  readonly signal?: AbortSignal;
  /** An upgrade's starting answers for phase 1 (from the installed skill). */
  seed?: Requirement;
  /** Model calls made in this run. */
  calls = 0;
  private questionSeq = 0;

  constructor(
    readonly options: WizardOptions,
    public state: WizardState,
  ) {
    this.folders = new WorkFolders(options.workspace, state.name);
    this.approver = options.approver;
    this.locale = options.locale;
    this.clock = options.clock ?? (() => new Date());
    this.hooks = options.hooks ?? {};
    this.signal = options.signal;
  }

  /** The model, only when one is configured and the person accepted the drafting plan. */
  get model(): ChatModel | undefined {
    return this.state.modelDrafting ? this.options.model : undefined;
  }

  emit(e: WizardEvent): void {
    this.options.onEvent?.(e);
  }

  notice(phase: WizardPhase | 'start', level: 'info' | 'refusal' | 'back' | 'error', message: LocalisedText): void {
    this.emit({ type: 'notice', phase, level, message });
  }

  say(phase: WizardPhase | 'start', level: 'info' | 'refusal' | 'back' | 'error', key: WizardMessageKey, data?: Record<string, string | number>): void {
    this.notice(phase, level, wizardText(key, data));
  }

  nextId(prefix: string): string {
    this.questionSeq++;
    return `${prefix}-${this.questionSeq}`;
  }

  async save(): Promise<void> {
    this.state.updatedAt = this.clock().toISOString();
    await this.folders.ensure();
    await writeWizardState(this.folders.stateFile, this.state);
    this.emit({ type: 'state', state: this.state });
  }
}
