/**
 * A fake VS Code host for the dashboard bundle in real Chromium (playwright-core +
 * Debian chromium): a local HTTP server serves the page built by the extension's own
 * `dashboardHtml` (same CSP, same nonce scheme) with the built dist/webview/dashboard.js
 * and .css, and an init script plays VS Code's part —
 *  - `acquireVsCodeApi()` (callable once, like VS Code's) records every posted message
 *    in `window.__host.sent` and keeps getState/setState in `window.__host.state`;
 *  - the --vscode-* variables and the body class of a real theme, captured from
 *    VS Code 1.100.3 (test/e2e/fixtures/themes/*.json), are set the way VS Code sets
 *    them (CSSOM on <html>, class on <body>);
 *  - CSP violations and page errors are collected.
 * Host → page messages are `window.postMessage(data)`, as VS Code delivers them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { dashboardHtml, makeNonce } from '../../../src/extension/dashboard/html.ts';
import type { DashboardSnapshot, HostMessage, UiState, WebviewMessage } from '../../../src/shared/protocol.ts';
import { PROTOCOL_VERSION } from '../../../src/shared/protocol.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SHOTS = path.join(ROOT, '.test-output', 'webview');
const DIST = path.join(ROOT, 'dist', 'webview');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export type ThemeKey = 'dark' | 'light' | 'hc';

/**
 * What the page callbacks below touch, typed without the DOM library (the project's
 * tsconfig is for Node): `globalThis as unknown as PageGlobals` inside a callback.
 */
export interface PageGlobals {
  __host: { sent: Array<Record<string, unknown>>; state: unknown; csp: string[]; acquired: number };
  __injected?: number;
  postMessage(message: unknown, target: string): void;
  document: { body: PageNode; createElement(tag: string): PageNode };
  getComputedStyle(el: unknown): { backgroundColor: string; color: string; stroke: string };
}

interface PageNode {
  textContent: string | null;
  appendChild(node: PageNode): PageNode;
}

interface ThemeFixture {
  theme: string;
  bodyClass: string;
  vars: Record<string, string>;
}

export function theme(key: ThemeKey): ThemeFixture {
  return JSON.parse(readFileSync(path.join(ROOT, 'test/e2e/fixtures/themes', `${key}.json`), 'utf8')) as ThemeFixture;
}

export function fixture(name: 'checkpoint' | 'done' | 'history' | 'max-rounds'): DashboardSnapshot {
  return JSON.parse(readFileSync(path.join(ROOT, 'test/e2e/fixtures', `${name}.json`), 'utf8')) as DashboardSnapshot;
}

export function snapshotMessage(snapshot: DashboardSnapshot): HostMessage {
  return { type: 'snapshot', protocol: PROTOCOL_VERSION, snapshot };
}

export interface FakeServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves /dashboard.html (lang from ?lang=) and the built bundle; nothing else. */
export async function startServer(): Promise<FakeServer> {
  const js = readFileSync(path.join(DIST, 'dashboard.js'));
  const css = readFileSync(path.join(DIST, 'dashboard.css'));
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/dashboard.html') {
      const html = dashboardHtml({
        cspSource: origin,
        nonce: makeNonce(),
        scriptUri: `${origin}/dashboard.js`,
        styleUri: `${origin}/dashboard.css`,
        lang: url.searchParams.get('lang') ?? 'en',
        title: 'Luban Dashboard',
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else if (url.pathname === '/dashboard.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
    } else if (url.pathname === '/dashboard.css') {
      res.writeHead(200, { 'content-type': 'text/css' }).end(css);
    } else if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((r) => server.close(() => r())) };
}

let profile: string | undefined;

export async function launch(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  profile = mkdtempSync(path.join(os.tmpdir(), 'luban-webview-'));
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
    env: { ...process.env, XDG_CONFIG_HOME: path.join(profile, 'config'), XDG_CACHE_HOME: path.join(profile, 'cache') },
  });
}

export function cleanupProfile(): void {
  if (profile) rmSync(profile, { recursive: true, force: true });
}

export interface OpenOptions {
  theme?: ThemeKey;
  lang?: string;
  /** What getState() returns at start (a reload with persisted UI state). */
  state?: UiState | unknown;
  width?: number;
  height?: number;
}

/** The page with its fake host. */
export class HostPage {
  readonly pageErrors: string[] = [];
  constructor(readonly page: Page) {
    page.on('pageerror', (e) => this.pageErrors.push(String(e)));
  }

  /** Deliver a host message as VS Code does (a message event on the page's window). */
  async post(message: unknown): Promise<void> {
    await this.page.evaluate((m) => (globalThis as unknown as PageGlobals).postMessage(m, '*'), message as never);
  }

  async snapshot(s: DashboardSnapshot): Promise<void> {
    await this.post(snapshotMessage(s));
    await this.page.locator('main.dash[data-ready="true"]').waitFor();
  }

  async sent(): Promise<WebviewMessage[]> {
    return (await this.page.evaluate(() => (globalThis as unknown as PageGlobals).__host.sent)) as WebviewMessage[];
  }

  /** Wait until the page has posted a message whose fields include `want` (top-level equality); returns it. */
  async waitSent(want: Record<string, unknown>, timeout = 5000): Promise<WebviewMessage> {
    const handle = await this.page
      .waitForFunction((w) => (globalThis as unknown as PageGlobals).__host.sent.find((m) => Object.entries(w).every(([k, v]) => m[k] === v)), want, {
        timeout,
      })
      .catch(async (e: Error) => {
        throw new Error(`the page did not post ${JSON.stringify(want)} (sent: ${JSON.stringify(await this.sent())}): ${e.message}`);
      });
    return (await handle.jsonValue()) as WebviewMessage;
  }

  async state(): Promise<unknown> {
    return this.page.evaluate(() => (globalThis as unknown as PageGlobals).__host.state);
  }

  async cspViolations(): Promise<string[]> {
    return this.page.evaluate(() => (globalThis as unknown as PageGlobals).__host.csp);
  }

  async acquireCount(): Promise<number> {
    return this.page.evaluate(() => (globalThis as unknown as PageGlobals).__host.acquired);
  }

  tab(view: string) {
    return this.page.locator(`vscode-tab-header[data-view="${view}"]`);
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
}

export async function openDashboard(browser: Browser, server: FakeServer, o: OpenOptions = {}): Promise<HostPage> {
  const t = theme(o.theme ?? 'dark');
  const context = await browser.newContext({ viewport: { width: o.width ?? 1200, height: o.height ?? 800 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  // A string, not a function: the test runner's TypeScript transform would add helpers
  // (`__name`) to a function's source that do not exist in the page.
  await page.addInitScript(`(() => {
    const vars = ${JSON.stringify(t.vars)};
    const bodyClass = ${JSON.stringify(t.bodyClass)};
    const host = { sent: [], state: ${JSON.stringify(o.state ?? null)}, csp: [], acquired: 0 };
    if (host.state === null) host.state = undefined;
    window.__host = host;
    window.acquireVsCodeApi = () => {
      host.acquired++;
      if (host.acquired > 1) throw new Error('An instance of the VS Code API has already been acquired');
      return {
        postMessage: (m) => { host.sent.push(JSON.parse(JSON.stringify(m))); },
        getState: () => host.state,
        setState: (s) => { host.state = s; return s; },
      };
    };
    document.addEventListener('securitypolicyviolation', (e) => host.csp.push(e.violatedDirective + ' ' + e.blockedURI));
    const applyVars = () => { for (const k of Object.keys(vars)) document.documentElement.style.setProperty(k, vars[k]); };
    if (document.documentElement) applyVars();
    document.addEventListener('DOMContentLoaded', () => { applyVars(); document.body.classList.add(bodyClass); });
  })();`);
  const hp = new HostPage(page);
  await page.goto(`${server.origin}/dashboard.html?lang=${encodeURIComponent(o.lang ?? 'en')}`);
  await page.locator('main.dash').waitFor();
  return hp;
}
