/**
 * The webview's state: the host's last complete snapshot (never patched here), the UI
 * state the webview owns (persisted with setState: view and selected skill only), and
 * the fate of the answers and cancels it sent. Every inbound message is validated with
 * the shared protocol; an invalid one is dropped, shown in a banner and reported back.
 */
import { useSyncExternalStore } from 'react';
import {
  PROTOCOL_VERSION,
  parseHostMessage,
  parseUiState,
  type AnswerRejection,
  type DashCommand,
  type DashboardSnapshot,
  type UiState,
  type ViewId,
} from '../../src/shared/protocol.ts';
import { getHost, type HostApi } from './host.ts';

export interface AnswerState {
  requestId: string;
  checkpointId: string;
  choice: string;
  status: 'sending' | 'accepted' | AnswerRejection;
}

export interface CancelState {
  requestId: string;
  jobId: string;
  status: 'sending' | 'accepted' | 'rejected';
}

export interface State {
  snapshot: DashboardSnapshot | null;
  /** Newest first, at most 5. */
  errors: string[];
  ui: UiState;
  answer: AnswerState | null;
  cancel: CancelState | null;
  /**
   * The finished job whose strip the person put away (dismissed, or started another action
   * since): its strip is not shown again (issue 33 item 6: no stale "Cancelled" strip).
   */
  dismissedJob: string | null;
}

const isLive = (job: DashboardSnapshot['job']) => !!job && (job.status === 'running' || job.status === 'waiting' || job.status === 'cancelling');

let counter = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class DashboardStore {
  private state: State;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;
  readonly clientId = newId('client');
  /** The running job the page follows (selects its skill), and whether the person picked another skill during it. */
  private followedJob: string | null = null;
  private pickedDuringRun = false;

  constructor(private readonly host: HostApi) {
    this.state = { snapshot: null, errors: [], ui: parseUiState(host.getState()), answer: null, cancel: null, dismissedJob: null };
  }

  /** Listen to the host and say `ready`; the host answers with a full snapshot. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.host.subscribe((data) => this.receive(data));
    this.host.postMessage({ type: 'ready', protocol: PROTOCOL_VERSION, clientId: this.clientId });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  readonly subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  readonly get = (): State => this.state;

  private set(patch: Partial<State>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  receive(data: unknown): void {
    const parsed = parseHostMessage(data);
    if (!parsed.ok) {
      this.set({ errors: [parsed.error, ...this.state.errors].slice(0, 5) });
      this.host.postMessage({ type: 'protocolError', detail: parsed.error });
      return;
    }
    const m = parsed.value;
    switch (m.type) {
      case 'snapshot': {
        const current = this.state.snapshot;
        if (current && m.snapshot.seq <= current.seq) return; // stale: a newer complete snapshot is shown
        this.set({ snapshot: m.snapshot });
        this.follow(m.snapshot);
        return;
      }
      case 'answerResult': {
        const a = this.state.answer;
        if (!a || a.requestId !== m.requestId) return;
        this.set({ answer: { ...a, status: m.accepted ? 'accepted' : (m.reason ?? 'not-pending') } });
        return;
      }
      case 'cancelResult': {
        const c = this.state.cancel;
        if (!c || c.requestId !== m.requestId) return;
        this.set({ cancel: { ...c, status: m.accepted ? 'accepted' : 'rejected' } });
        return;
      }
    }
  }

  private setUi(ui: UiState): void {
    this.host.setState(ui);
    this.set({ ui });
  }

  setView(view: ViewId): void {
    if (view !== this.state.ui.view) this.setUi({ ...this.state.ui, view });
  }

  /** Select a skill (and optionally switch to the view that shows it). A person's pick during a run stops the page following the run's skill. */
  selectSkill(skill: string, view?: ViewId): void {
    if (isLive(this.state.snapshot?.job ?? null)) this.pickedDuringRun = true;
    this.setUi({ view: view ?? this.state.ui.view, skill });
  }

  /**
   * A run started: the views show the running skill (its dimensions, its history), not the
   * one selected before — unless the person picks another skill during the run. In a
   * run over several skills the page follows the skill being worked on.
   */
  private follow(snap: DashboardSnapshot): void {
    const job = snap.job;
    if (!job || !isLive(job)) return;
    if (job.id !== this.followedJob) {
      this.followedJob = job.id;
      this.pickedDuringRun = false;
    }
    if (this.pickedDuringRun) return;
    const known = (id: string) => snap.skills.some((k) => k.id === id);
    const byName = job.skill ? snap.skills.find((k) => job.skills.includes(k.id) && (k.name === job.skill || k.id === job.skill)) : undefined;
    const id = byName?.id ?? job.skills.find(known);
    if (id && id !== this.state.ui.skill) this.setUi({ ...this.state.ui, skill: id });
  }

  /** Put away the strip of a finished job (its × button). */
  dismissJob(jobId: string): void {
    if (this.state.dismissedJob !== jobId) this.set({ dismissedJob: jobId });
  }

  /** Put away a finished job's strip when the person moves on (starts another action). */
  private moveOn(): void {
    const job = this.state.snapshot?.job;
    if (job && !isLive(job)) this.dismissJob(job.id);
  }

  answer(jobId: string, checkpointId: string, choice: string): void {
    const requestId = newId('answer');
    this.set({ answer: { requestId, checkpointId, choice, status: 'sending' } });
    this.host.postMessage({ type: 'answer', requestId, jobId, checkpointId, choice });
  }

  cancel(jobId: string): void {
    const requestId = newId('cancel');
    this.set({ cancel: { requestId, jobId, status: 'sending' } });
    this.host.postMessage({ type: 'cancel', requestId, jobId });
  }

  openFile(skill: string, file: string, line: number | null = null): void {
    this.host.postMessage({ type: 'openFile', skill, file, line });
  }

  refresh(): void {
    this.host.postMessage({ type: 'refresh' });
  }

  /** Ask the host to run one of Luban's commands (on a skill, or letting the command ask which). */
  runCommand(command: DashCommand, skill: string | null = null): void {
    this.moveOn();
    this.host.postMessage({ type: 'runCommand', command, skill });
  }
}

let store: DashboardStore | undefined;

export function getStore(): DashboardStore {
  store ??= new DashboardStore(getHost());
  return store;
}

export function useDashboard(s: DashboardStore = getStore()): State {
  return useSyncExternalStore(s.subscribe, s.get);
}
