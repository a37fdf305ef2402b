/**
 * "Luban: Show Dashboard" (docs/features.md H4): the React dashboard panel and the host state
 * behind it. The host owns every piece of data — scans (DiagnosticsController),
 * results.tsv histories, the runs it follows and the questions they ask — and pushes a
 * complete snapshot after each change (coalesced to one per 50 ms) and on every
 * `ready`. The page sends back only intents: answer, cancel, open file, refresh, run a
 * Luban command (the empty states' and due reminders' buttons, ./dash-commands.ts).
 *
 * Runs reach the dashboard two ways:
 * - "Luban: Optimize Skill" (src/extension/optimize) announces its runs through the
 *   ApproverSlot: the dashboard follows their loop events and spend (and opens when a
 *   run starts, with `openOnRun`), and — while the panel is open — is the slot's
 *   external approver, so the questions are answered with the dashboard's buttons and
 *   Cancel cancels the run;
 * - any other caller (a test, a future command) uses `startRun()`:
 *
 *     const run = dashboard.startRun({ skills, mode, maxRounds, budget });
 *     try { run.finish(await optimize({ ...options, approver: run.approver, onEvent: run.onEvent, signal: run.signal })); }
 *     catch (e) { run.fail(e); }
 *
 * Every answer goes through the CheckpointGate (./run.ts), which re-checks that the
 * question is still pending. When the page does not show a question within a few
 * seconds (not ready, the tab in the background), or the tab is sent to the background
 * while one waits (./hand-over-watch.ts), the question is also put to a notification
 * with the same choices (optimize/notification-approver.ts): whichever answers first
 * wins and the other is withdrawn (the card leaves the page; a late click on the
 * notification is ignored). When the panel is closed while a question waits, the
 * question goes to the slot's fallback — the modal question of the optimise command.
 *
 * Why one long file: the panel, its snapshot and the runs it follows share one state and
 * one coalesced push; the views' data builders live beside it (skill-tree-view.ts, evolve-run.ts,
 * lifecycle-view.ts), as do the run handles (handles.ts), the results.tsv cache
 * (results-cache.ts), the input-box fallback (input-box-question.ts) and opening a skill's
 * file (open-skill-file.ts).
 */
import path from 'node:path';
import * as vscode from 'vscode';
import { readSettings } from '../settings.ts';
import type { Checkpoint } from '../../core/api/loop.ts';
import type { Scorecard } from '../../core/api/score.ts';
import {
  PROTOCOL_VERSION,
  parseWebviewMessage,
  type DashboardSnapshot,
  type DashCommand,
  type HostMessage,
  type SkillView,
  type WebviewMessage,
} from '../../shared/protocol.ts';
import { COMMAND } from '../command-ids.ts';
import type { DiagnosticsController } from '../diagnostics.ts';
import { optimizeSlot, type RunInfo } from '../optimize/approver-slot.ts';
import { editorLocale } from '../settings.ts';
import { CheckpointGate, RunTracker } from './run.ts';
import { historyHealth, skillView } from './snapshot.ts';
import { EvolveRunTracker } from './evolve-run.ts';
import { evolveSlot } from '../lifecycle/evolve-slot.ts';
import { skillTreeView } from './skill-tree-view.ts';
import { compatibilityView, LifecycleCache } from './lifecycle-view.ts';
import { viewTreeSkill } from '../view-facts.ts';
import { DASH_COMMAND_TARGET } from './dash-commands.ts';
import { findWorkspaceRoot } from '../../core/api/formats.ts';
import { WebviewController } from './webview-controller.ts';
import { NoAnswerError } from '../../core/api/loop.ts';
import { NotificationApprover } from '../optimize/notification-approver.ts';
import { HandOverWatch, type HandOverReason } from './hand-over-watch.ts';
import { WizardTracker } from '../wizard/tracker.ts';
import { ResultsFileCache } from './results-cache.ts';
import { askFreeText } from '../wizard/question-box.ts';
import { openSkillFile } from './open-skill-file.ts';
import type { DashboardOptions, DashboardRun, DashboardWizard, StartRunOptions } from './handles.ts';

export type { DashboardOptions, DashboardRun, DashboardWizard, StartRunOptions } from './handles.ts';

export const DASHBOARD_VIEW_TYPE = 'luban.dashboard';

const t = (m: string, ...a: Array<string | number>) => vscode.l10n.t(m, ...a);

interface FollowedRun {
  tracker: RunTracker;
  cancel(): void;
  /** Started by the optimise command (announced through the ApproverSlot). */
  fromSlot: boolean;
}

export class Dashboard implements vscode.Disposable {
  private readonly web: WebviewController<WebviewMessage, HostMessage>;
  private readonly gate: CheckpointGate;
  private readonly runs = new Map<string, FollowedRun>();
  private latestRun: string | undefined;
  /** The wizard run of this session (the newest), with its cancel. */
  private wizard: { tracker: WizardTracker; abort: AbortController } | undefined;
  private readonly cards = new Map<string, { card: Scorecard; at: string }>();
  private readonly resultsCache = new ResultsFileCache();
  private readonly lifecycle = new LifecycleCache();
  private readonly handedOver = new Map<string, AbortController>();
  /** One per waiting question: when to put it to a notification too. */
  private readonly watches = new Map<string, HandOverWatch>();
  private readonly notifications = new NotificationApprover({ locale: editorLocale });
  private readonly disposables: vscode.Disposable[] = [];
  private seq = 0;
  /** The current or last evolve run of this session. */
  private evolveRun: { dir: string; tracker: EvolveRunTracker } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private building = false;
  private dirty = false;
  private runCounter = 0;
  private readonly fallbackMs: number;
  private readonly hiddenFallbackMs: number;
  private readonly openOnRun: boolean | undefined;
  /** The last snapshot posted (tests, and the next build's stale check). */
  lastSnapshot: DashboardSnapshot | undefined;

  constructor(
    context: vscode.ExtensionContext,
    private readonly controller: DiagnosticsController,
    private readonly log: vscode.LogOutputChannel,
    options: DashboardOptions = {},
  ) {
    this.fallbackMs = options.fallbackMs ?? 5000;
    this.hiddenFallbackMs = options.hiddenFallbackMs ?? 1500;
    this.openOnRun = options.openOnRun;
    this.gate = new CheckpointGate(() => this.schedule());
    this.web = new WebviewController<WebviewMessage, HostMessage>({
      viewType: DASHBOARD_VIEW_TYPE,
      title: t('Luban Dashboard'),
      extensionUri: context.extensionUri,
      script: ['dist', 'webview', 'dashboard.js'],
      style: ['dist', 'webview', 'dashboard.css'],
      lang: editorLocale() === 'zh-CN' ? 'zh-CN' : 'en',
      parse: parseWebviewMessage,
      isSnapshot: (m) => m.type === 'snapshot',
      onReady: () => void this.pushNow(),
      onMessage: (m) => this.handle(m),
      log,
    });
    /** The slot's external approver while the panel is open: questions of the optimise command's runs. */
    const slotApprover = { ask: (c: Checkpoint, signal?: AbortSignal) => this.ask(this.currentSlotRun() ?? 'optimize', c, signal) };
    this.disposables.push(
      this.web,
      this.web.onDidOpenPanel(() => optimizeSlot.setExternalApprover(slotApprover)),
      this.web.onDidDisposePanel(() => {
        optimizeSlot.setExternalApprover(undefined);
        for (const p of this.gate.all()) this.handOver(p.jobId, p.checkpoint);
      }),
      this.web.onDidChangeVisibility(() => this.updateWatches()),
      this.web.onDidBecomeReady(() => this.updateWatches()),
      controller.onDidUpdate(() => this.schedule()),
      vscode.window.registerWebviewPanelSerializer(DASHBOARD_VIEW_TYPE, {
        deserializeWebviewPanel: async (panel) => this.web.adopt(panel),
      }),
      evolveSlot.onDidStartRun((run) => {
        this.evolveRun = { dir: run.dir, tracker: new EvolveRunTracker(run) };
        this.schedule();
      }),
      evolveSlot.onEvolveEvent(({ dir, event }) => {
        if (this.evolveRun?.dir === dir) this.evolveRun.tracker.apply(event);
        this.schedule();
      }),
      evolveSlot.onDidEndRun(({ dir, report, error }) => {
        if (this.evolveRun?.dir === dir) this.evolveRun.tracker.finish(report, error);
        this.schedule();
      }),
      optimizeSlot.onDidStartRun((info) => this.follow(info)),
      optimizeSlot.onLoopEvent(({ runId, event }) => {
        this.runs.get(runId)?.tracker.apply(event);
        this.schedule();
      }),
      optimizeSlot.onDidSpend(({ runId, spend }) => {
        this.runs.get(runId)?.tracker.setUsage(spend);
        this.schedule();
      }),
      optimizeSlot.onDidEndRun(({ runId, report, error }) => {
        const run = this.runs.get(runId);
        if (!run) return;
        if (error !== undefined) run.tracker.fail(error);
        else run.tracker.finish(report);
        this.gate.abandon(runId, 'the run ended');
        this.schedule();
      }),
    );
  }

  /** Valid messages from the page (tests wait on these). */
  get onDidReceiveMessage(): vscode.Event<WebviewMessage> {
    return this.web.onDidReceiveMessage;
  }

  get onDidBecomeReady(): vscode.Event<void> {
    return this.web.onDidBecomeReady;
  }

  get isReady(): boolean {
    return this.web.ready;
  }

  /** A message as the page would post it (validated and handled as the page's are): the workbench tests' way to press the page's buttons. */
  receiveFromPage(raw: unknown): Promise<void> {
    return this.web.deliver(raw);
  }

  show(preserveFocus = false): void {
    this.web.show(preserveFocus);
  }

  // ───────────────────────── runs ─────────────────────────

  /** A run of the optimise command: follow it (and open the dashboard, with `openOnRun`). */
  private follow(info: RunInfo): void {
    const tracker = new RunTracker({ id: info.id, skills: info.skills, mode: info.mode, maxRounds: info.maxRounds, budget: info.budget });
    this.runs.set(info.id, { tracker, cancel: () => optimizeSlot.cancel(info.id), fromSlot: true });
    this.latestRun = info.id;
    if (this.openOnRun ?? readSettings().openDashboardOnOptimize) this.show(true);
    this.schedule();
  }

  private currentSlotRun(): string | undefined {
    const live = [...this.runs].filter(([, r]) => r.fromSlot && r.tracker.live);
    return live.length ? live[live.length - 1][0] : undefined;
  }

  /** A judged scorecard of this session (a run's, or "Luban: Score Skill"'s): the skill's last full score until a newer one. */
  setScorecard(dir: string, card: Scorecard): void {
    this.cards.set(path.resolve(dir), { card, at: new Date().toISOString() });
    this.schedule();
  }

  startRun(o: StartRunOptions): DashboardRun {
    const id = `run-${Date.now().toString(36)}-${++this.runCounter}`;
    const tracker = new RunTracker({ id, skills: o.skills, mode: o.mode, maxRounds: o.maxRounds, budget: o.budget });
    const abort = new AbortController();
    this.runs.set(id, { tracker, cancel: () => abort.abort(), fromSlot: false });
    this.latestRun = id;
    if (o.reveal !== false) this.show(true);
    this.schedule();
    const end = () => {
      this.gate.abandon(id, 'the run ended');
      this.schedule();
    };
    return {
      id,
      signal: abort.signal,
      approver: { ask: (c, signal) => this.ask(id, c, signal, abort.signal) },
      onEvent: (e) => {
        tracker.apply(e);
        this.schedule();
      },
      setUsage: (u) => {
        tracker.setUsage(u);
        this.schedule();
      },
      setScorecard: (dir, card) => this.setScorecard(dir, card),
      finish: (report) => {
        tracker.finish(report);
        end();
      },
      fail: (error) => {
        tracker.fail(error);
        this.log.warn(`dashboard: run ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
        end();
      },
    };
  }

  /** A metis wizard run (docs/features.md G1): its steps in the Wizard view, its questions through the gate. */
  startWizard(o: { kind: 'new' | 'upgrade'; name: string; target: string }): DashboardWizard {
    const id = `wizard-${Date.now().toString(36)}-${++this.runCounter}`;
    const tracker = new WizardTracker(id, o.kind, o.name, o.target);
    const abort = new AbortController();
    if (this.wizard?.tracker.live) this.wizard.abort.abort();
    this.wizard = { tracker, abort };
    this.show(true);
    this.schedule();
    const end = () => {
      this.gate.abandon(id, 'the wizard ended');
      this.schedule();
    };
    return {
      id,
      signal: abort.signal,
      approver: { ask: (c, signal) => this.ask(id, c, signal, abort.signal) },
      onEvent: (e) => {
        tracker.apply(e);
        this.schedule();
      },
      finish: (out) => {
        tracker.finish(out);
        end();
      },
      fail: (error) => {
        tracker.fail(error);
        end();
      },
    };
  }

  private liveJob(jobId: string): boolean {
    const run = this.runs.get(jobId);
    return (!!run && run.tracker.live) || (this.wizard?.tracker.id === jobId && this.wizard.tracker.live);
  }

  /** The page shows its questions now: ready (it said so since it was last shown) and visible. */
  private get showing(): boolean {
    return this.web.ready && this.web.visible;
  }

  private updateWatches(): void {
    const showing = this.showing;
    for (const w of this.watches.values()) w.update(showing);
  }

  /**
   * A question of run `jobId`: shown in the page; put to a notification as well when the
   * page does not show it (./hand-over-watch.ts), to the modal when the panel closes.
   */
  private ask(jobId: string, checkpoint: Checkpoint, ...signals: Array<AbortSignal | undefined>): Promise<string> {
    const combined = new AbortController();
    for (const s of signals) {
      if (!s) continue;
      if (s.aborted) combined.abort();
      else s.addEventListener('abort', () => combined.abort(), { once: true });
    }
    const answer = this.gate.ask(jobId, checkpoint, combined.signal);
    this.show(true);
    const key = `${jobId}\u0000${checkpoint.id}`;
    const watch = new HandOverWatch(
      {
        readyMs: this.fallbackMs,
        hiddenMs: this.hiddenFallbackMs,
        handOver: (why) => this.handOver(jobId, checkpoint, combined.signal, why),
      },
      this.showing,
    );
    this.watches.get(key)?.stop();
    this.watches.set(key, watch);
    const settled = () => {
      watch.stop();
      if (this.watches.get(key) === watch) this.watches.delete(key);
    };
    answer.then(settled, settled);
    return answer;
  }

  /**
   * The same question outside the page; its answer goes through the gate like the
   * page's. With the panel open (`why` given: hidden or not answering) a notification,
   * so that the card stays answerable too; closing it unanswered leaves the question on
   * the card (and a later hide puts it to a notification again). With the panel closed,
   * the slot's fallback (the optimise command's modal) or, for free text, a notification whose
   * "Answer…" opens an input box (../wizard/question-box.ts: it never takes the palette's focus);
   * its refusal (Escape: no answer) settles the question with that error, so the run
   * stops cleanly there.
   */
  private handOver(jobId: string, c: Checkpoint, signal?: AbortSignal, why?: HandOverReason): void {
    const key = `${jobId}\u0000${c.id}`;
    if (!this.gate.isPending(jobId, c.id) || this.handedOver.has(key)) return;
    const stop = new AbortController();
    this.handedOver.set(key, stop);
    signal?.addEventListener('abort', () => stop.abort(), { once: true });
    // The panel is open (hidden, or not answering): the card stays answerable, so closing the other prompt unanswered is no answer to the run.
    const besideCard = why !== undefined && this.web.isOpen;
    const notify = besideCard && !c.freeText;
    this.log.info(
      besideCard
        ? `dashboard: ${c.id} also asked in ${notify ? 'a notification' : 'an input box'} (${why === 'hidden' ? 'the dashboard tab is in the background' : `the page did not show it within ${this.fallbackMs} ms`})`
        : `dashboard: ${c.id} handed to the ${c.freeText ? 'input box' : 'modal question'} (the page is not open)`,
    );
    const prompt: Promise<string | undefined> = notify
      ? this.notifications.show(c, stop.signal)
      : c.freeText
        ? askFreeText(c, stop.signal)
        : optimizeSlot.fallback.ask(c, stop.signal);
    const asked = besideCard ? prompt.catch((e: unknown) => (e instanceof NoAnswerError ? undefined : Promise.reject(e))) : prompt;
    asked
      .then(
        (choice) => {
          if (choice === undefined) {
            // The notification (or input box) was closed unanswered.
            if (this.web.isOpen) {
              this.log.info(`dashboard: the ${notify ? 'notification' : 'input box'} for ${c.id} was closed unanswered; the question waits in the dashboard`);
              this.handedOver.delete(key);
              this.watches.get(key)?.rearm(this.showing);
            } else this.gate.reject(jobId, c.id, new NoAnswerError(c));
            return;
          }
          const r = this.gate.answer(jobId, c.id, choice);
          if (!r.accepted) this.log.info(`dashboard: the ${notify ? 'notification' : 'modal'} answer to ${c.id} was refused (${r.reason})`);
        },
        (e: unknown) => {
          if (!stop.signal.aborted) this.gate.reject(jobId, c.id, e instanceof Error ? e : new Error(String(e)));
        },
      )
      .finally(() => {
        if (this.handedOver.get(key) === stop) this.handedOver.delete(key);
      });
  }

  // ───────────────────────── messages ─────────────────────────

  private async handle(m: WebviewMessage): Promise<void> {
    switch (m.type) {
      case 'ready':
        return;
      case 'answer': {
        const r = this.liveJob(m.jobId) ? this.gate.answer(m.jobId, m.checkpointId, m.choice) : { accepted: false, reason: 'no-job' as const };
        if (r.accepted) this.handedOver.get(`${m.jobId}\u0000${m.checkpointId}`)?.abort();
        this.log.info(`dashboard: answer ${m.choice} to ${m.checkpointId}: ${r.accepted ? 'accepted' : `refused (${r.reason})`}`);
        await this.web.post({ type: 'answerResult', requestId: m.requestId, checkpointId: m.checkpointId, accepted: r.accepted, reason: r.reason });
        this.schedule();
        return;
      }
      case 'cancel': {
        if (this.wizard?.tracker.id === m.jobId) {
          const accepted = this.wizard.tracker.live;
          if (accepted) {
            this.wizard.abort.abort();
            this.gate.abandon(m.jobId, 'cancelled from the dashboard');
          }
          await this.web.post({ type: 'cancelResult', requestId: m.requestId, jobId: m.jobId, accepted });
          this.schedule();
          return;
        }
        const run = this.runs.get(m.jobId);
        const accepted = !!run && run.tracker.live;
        if (run && accepted) {
          run.tracker.requestCancel();
          run.cancel();
          this.gate.abandon(m.jobId, 'cancelled from the dashboard');
        }
        await this.web.post({ type: 'cancelResult', requestId: m.requestId, jobId: m.jobId, accepted });
        this.schedule();
        return;
      }
      case 'openFile':
        await this.openFile(m.skill, m.file, m.line);
        return;
      case 'runCommand':
        // Not awaited: a command may ask questions for minutes; the page stays live meanwhile.
        void this.runCommand(m.command, m.skill);
        return;
      case 'refresh':
        this.resultsCache.clear();
        this.lifecycle.clear();
        void this.controller.scanWorkspace(true).then(() => this.schedule());
        this.schedule();
        return;
      case 'protocolError':
        this.log.warn(`dashboard: the page rejected a message: ${m.detail}`);
        return;
    }
  }

  /**
   * A dashboard button (`runCommand`): the existing Luban command, on the skill when it
   * takes one. A skill the host does not know is refused; the command's own errors are
   * logged. Resolves with what the command returned (tests wait on it).
   */
  async runCommand(command: DashCommand, skill: string | null): Promise<unknown> {
    const target = DASH_COMMAND_TARGET[command];
    const dir = skill !== null ? this.knownSkill(skill) : undefined;
    if (skill !== null && !dir) {
      this.log.warn(`dashboard: refused to run ${command} on ${JSON.stringify(skill)} (not a known skill)`);
      return undefined;
    }
    this.log.info(`dashboard: ${target.command}${dir ? ` on ${dir}` : ''} (a dashboard button)`);
    const args = target.takesSkill && dir ? [vscode.Uri.file(dir)] : [];
    try {
      return await vscode.commands.executeCommand(target.command, ...args);
    } catch (e) {
      this.log.warn(`dashboard: ${target.command} failed: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    } finally {
      this.schedule();
    }
  }

  private knownSkill(dir: string): string | undefined {
    const key = path.resolve(dir);
    if (this.controller.stateOf(key)) return key;
    for (const r of this.runs.values()) if (r.tracker.view(false).skills.some((s) => path.resolve(s) === key)) return key;
    return undefined;
  }

  /** Open a file of a known skill; paths that leave the skill folder are refused. */
  private openFile(skill: string, file: string, line: number | null): Promise<void> {
    return openSkillFile(this.knownSkill(skill), skill, file, line, this.log);
  }

  // ───────────────────────── snapshots ─────────────────────────

  /** Coalesce changes into one snapshot per 50 ms. */
  schedule(): void {
    if (!this.web.isOpen || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.pushNow();
    }, 50);
  }

  private async pushNow(): Promise<void> {
    if (this.building) {
      this.dirty = true;
      return;
    }
    this.building = true;
    try {
      do {
        this.dirty = false;
        const snap = await this.snapshot();
        if (this.web.ready) {
          this.lastSnapshot = snap;
          await this.web.post({ type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot: snap });
        }
      } while (this.dirty);
    } catch (e) {
      this.log.error(`dashboard: building the snapshot failed: ${(e as Error)?.stack ?? String(e)}`);
    } finally {
      this.building = false;
    }
  }

  /** The complete state the page shows, built now. */
  async snapshot(): Promise<DashboardSnapshot> {
    const editor = editorLocale();
    // Drawn from report-only results as they are (issue 30 item 6): only what needs the whole document (MUSE's
    // change check against its snapshot, verdicts in another language) is made whole first.
    await this.controller.ensureWholeForView({ locale: editor, muse: true });
    const roots = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
    const states = this.controller.allStates.sort((a, b) => a.dir.localeCompare(b.dir));
    const locale = editor === 'zh-CN' ? 'zh' : 'en';
    const skills: SkillView[] = await Promise.all(
      states.map(async (s) => {
        const root = roots.find((r) => s.dir === r || s.dir.startsWith(r + path.sep));
        const view = skillView({
          dir: s.dir,
          root,
          result: s.scan.result,
          error: s.scan.result ? undefined : s.scan.configError ? s.scan.configError.message : t('excluded by the config file'),
          results: await this.resultsCache.get(s.dir),
          card: this.cards.get(s.dir)?.card,
          cardAt: this.cards.get(s.dir)?.at,
        });
        const lifecycle = await this.lifecycle
          .get({ dir: s.dir, result: s.scan.result, workspace: root ?? (await findWorkspaceRoot(s.dir)) })
          .catch((e: unknown) => {
            this.log.warn(`dashboard: the lifecycle records of ${s.dir} could not be read: ${e instanceof Error ? e.message : String(e)}`);
            return null;
          });
        return { ...view, lifecycle, compatibility: compatibilityView(s.scan.result, editor) };
      }),
    );
    const run = this.latestRun ? this.runs.get(this.latestRun) : undefined;
    const pending = this.gate.current();
    return {
      seq: ++this.seq,
      generatedAt: new Date().toISOString(),
      locale,
      workspace: vscode.workspace.name ?? '',
      trusted: vscode.workspace.isTrusted,
      skills,
      job: run ? run.tracker.view(pending?.jobId === run.tracker.id) : null,
      checkpoint: pending,
      health: run ? run.tracker.health() : historyHealth(skills),
      notices: run ? run.tracker.notices.map((n) => ({ kind: n.kind, code: n.code, skill: n.skill ?? null, message: n.message })) : [],
      wizard: this.wizard ? this.wizard.tracker.view() : null,
      evolve: this.evolveRun?.tracker.view() ?? null,
      skillTree: skillTreeView(states.flatMap((s) => (s.scan.result ? [{ id: s.dir, skill: viewTreeSkill(s.scan.result) }] : []))),
    };
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const [id, r] of this.runs) if (r.tracker.live) this.gate.abandon(id, 'VS Code is closing the extension');
    if (this.wizard?.tracker.live) this.wizard.abort.abort();
    optimizeSlot.setExternalApprover(undefined);
    for (const d of this.disposables) d.dispose();
  }
}

/**
 * Register "Luban: Show Dashboard" and the panel serializer. The command returns the
 * Dashboard (the optimise command and the tests reach it this way).
 */
export function registerDashboard(
  context: vscode.ExtensionContext,
  controller: DiagnosticsController,
  log: vscode.LogOutputChannel,
  options?: DashboardOptions,
): Dashboard {
  const dashboard = new Dashboard(context, controller, log, options);
  context.subscriptions.push(
    dashboard,
    vscode.commands.registerCommand(COMMAND.showDashboard, () => {
      dashboard.show();
      return dashboard;
    }),
  );
  return dashboard;
}
