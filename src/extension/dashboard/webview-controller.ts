/**
 * The generic host side of a webview panel (GitLens `WebviewController`): it owns the
 * panel, the HTML with a fresh CSP nonce, the resource roots (dist/webview only), the
 * ready handshake, validation of every inbound message, the outbound queue and the
 * post timeout. Feature code (dashboard.ts) supplies only the parse function, the
 * handlers and what to send on `ready`.
 *
 * Handshake: the page posts `ready` when its script has run; until then nothing is
 * posted (snapshots are not queued — the page gets a complete one on ready; other
 * messages wait in a short queue). Hiding the panel destroys the page (no
 * retainContextWhenHidden, as the docs advise), so visibility resets readiness and the
 * reloaded page says `ready` again.
 */
import * as vscode from 'vscode';
import type { Parsed } from '../../shared/protocol.ts';
import { dashboardHtml, makeNonce } from './html.ts';

export interface WebviewControllerOptions<In extends { type: string }, Out extends { type: string }> {
  viewType: string;
  title: string;
  extensionUri: vscode.Uri;
  /** Path segments under the extension of the bundle and its stylesheet. */
  script: string[];
  style: string[];
  lang: string;
  parse(v: unknown): Parsed<In>;
  /** Messages whose latest copy replaces earlier ones in the queue, and that are dropped while not ready. */
  isSnapshot(m: Out): boolean;
  onReady(): void;
  onMessage(m: In): void | Promise<void>;
  log: vscode.LogOutputChannel;
  postTimeoutMs?: number;
}

const MAX_QUEUE = 50;

export class WebviewController<In extends { type: string }, Out extends { type: string }> implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private readyFlag = false;
  private readonly queue: Out[] = [];
  private readonly disposables: vscode.Disposable[] = [];
  private panelDisposables: vscode.Disposable[] = [];
  private readonly readyEmitter = new vscode.EventEmitter<void>();
  private readonly disposeEmitter = new vscode.EventEmitter<void>();
  private readonly openEmitter = new vscode.EventEmitter<void>();
  private readonly receiveEmitter = new vscode.EventEmitter<In>();
  private readonly visibilityEmitter = new vscode.EventEmitter<boolean>();
  /** The page said `ready` (fires on every reload). */
  readonly onDidBecomeReady = this.readyEmitter.event;
  readonly onDidDisposePanel = this.disposeEmitter.event;
  /** A panel was created or restored. */
  readonly onDidOpenPanel = this.openEmitter.event;
  /** Every valid inbound message, as it arrives (before its handler runs). */
  readonly onDidReceiveMessage = this.receiveEmitter.event;
  /** The panel was shown or hidden (a tab brought forward or sent to the background). */
  readonly onDidChangeVisibility = this.visibilityEmitter.event;

  constructor(private readonly o: WebviewControllerOptions<In, Out>) {
    this.disposables.push(this.readyEmitter, this.disposeEmitter, this.openEmitter, this.receiveEmitter, this.visibilityEmitter);
  }

  get ready(): boolean {
    return this.readyFlag && this.panel !== undefined;
  }

  get visible(): boolean {
    return this.panel?.visible ?? false;
  }

  get isOpen(): boolean {
    return this.panel !== undefined;
  }

  /** Open the panel, or bring it forward. */
  show(preserveFocus = false): void {
    if (this.panel) {
      this.panel.reveal(undefined, preserveFocus);
      return;
    }
    const panel = vscode.window.createWebviewPanel(this.o.viewType, this.o.title, { viewColumn: vscode.ViewColumn.Active, preserveFocus }, {});
    this.adopt(panel);
  }

  /** Take over a panel (new, or restored by the serializer after a reload). */
  adopt(panel: vscode.WebviewPanel): void {
    this.panel?.dispose();
    this.panel = panel;
    this.readyFlag = false;
    const root = vscode.Uri.joinPath(this.o.extensionUri, ...this.o.script.slice(0, -1));
    panel.webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [root] };
    panel.title = this.o.title;
    this.panelDisposables = [
      panel.webview.onDidReceiveMessage((m: unknown) => void this.receive(m)),
      panel.onDidChangeViewState((e) => {
        if (!e.webviewPanel.visible) this.readyFlag = false;
        this.visibilityEmitter.fire(e.webviewPanel.visible);
      }),
      panel.onDidDispose(() => {
        if (this.panel !== panel) return;
        this.panel = undefined;
        this.readyFlag = false;
        this.queue.length = 0;
        for (const d of this.panelDisposables) d.dispose();
        this.panelDisposables = [];
        this.disposeEmitter.fire();
      }),
    ];
    panel.webview.html = this.html(panel.webview);
    this.openEmitter.fire();
  }

  private html(webview: vscode.Webview): string {
    const uri = (segments: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.o.extensionUri, ...segments)).toString();
    return dashboardHtml({
      cspSource: webview.cspSource,
      nonce: makeNonce(),
      scriptUri: uri(this.o.script),
      styleUri: uri(this.o.style),
      lang: this.o.lang,
      title: this.o.title,
    });
  }

  /**
   * A message as the page posts it, through the same validation and handling (the
   * workbench tests answer the Wizard view's questions this way: a test in the extension
   * host cannot click inside the webview).
   */
  deliver(raw: unknown): Promise<void> {
    return this.receive(raw);
  }

  private async receive(raw: unknown): Promise<void> {
    const parsed = this.o.parse(raw);
    if (!parsed.ok) {
      this.o.log.warn(`dashboard: dropped an invalid message from the webview: ${parsed.error}`);
      return;
    }
    const m = parsed.value;
    if (m.type === 'ready') {
      this.readyFlag = true;
      const queued = this.queue.splice(0);
      this.o.onReady();
      for (const q of queued) void this.post(q);
      this.readyEmitter.fire();
    }
    this.receiveEmitter.fire(m);
    try {
      await this.o.onMessage(m);
    } catch (e) {
      this.o.log.error(`dashboard: handling ${m.type} failed: ${(e as Error)?.stack ?? String(e)}`);
    }
  }

  /** Post now when the page is ready; else queue (snapshots are not queued: ready brings a fresh one). */
  async post(m: Out): Promise<boolean> {
    const panel = this.panel;
    if (!panel || !this.readyFlag) {
      if (!this.o.isSnapshot(m) && panel) {
        this.queue.push(m);
        if (this.queue.length > MAX_QUEUE) this.queue.shift();
      }
      return false;
    }
    const timeout = this.o.postTimeoutMs ?? 10000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ok = await Promise.race([
      Promise.resolve(panel.webview.postMessage(m)).then(
        (r) => r,
        () => false,
      ),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), timeout))),
    ]);
    clearTimeout(timer);
    if (!ok) this.o.log.warn(`dashboard: ${m.type} was not delivered (page hidden, closed or not answering within ${timeout} ms)`);
    return ok;
  }

  /** Resolves true once the page is ready, false after `ms`. */
  waitReady(ms: number): Promise<boolean> {
    if (this.ready) return Promise.resolve(true);
    return new Promise((resolve) => {
      const sub = this.onDidBecomeReady(() => done(true));
      const timer = setTimeout(() => done(false), ms);
      function done(v: boolean) {
        sub.dispose();
        clearTimeout(timer);
        resolve(v);
      }
    });
  }

  dispose(): void {
    this.panel?.dispose();
    for (const d of [...this.disposables, ...this.panelDisposables]) d.dispose();
  }
}
