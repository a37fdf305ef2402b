// The real-VS-Code harness: code-server 4.100.3 (VS Code 1.100.3 workbench + Node remote
// extension host) from the cache that install.sh fills, driven by playwright-core and
// Debian chromium. Each run gets a free port, a fresh profile and a copy of the fixture
// workspace in a temporary folder, and is torn down afterwards.
// Adapted from shared/recipes/vscode-offline (start-code-server.sh, run-ext-tests.mjs, e2e.mjs).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE = process.env.LUBAN_VSCODE_CACHE || path.join(os.homedir(), '.cache', 'luban-vscode');
export const CS_VERSION = process.env.CS_VERSION || '4.100.3';
export const CS_ENTRY = path.join(CACHE, `code-server-${CS_VERSION}`, 'node_modules/code-server/out/node/entry.js');
export const OUTPUT = path.join(ROOT, '.test-output', 'integration');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function checkInstalled() {
  const missing = [];
  if (!existsSync(CS_ENTRY)) missing.push(`code-server ${CS_VERSION} (${CS_ENTRY})`);
  if (!existsSync(CHROMIUM)) missing.push(`chromium (${CHROMIUM})`);
  if (missing.length) {
    console.error(`missing: ${missing.join(', ')}\nrun: bash test/integration/install.sh`);
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const BASE_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'extensions.ignoreRecommendations': true,
  'update.mode': 'none',
  'git.enabled': false,
  'chat.disableAIFeatures': true,
  'workbench.colorTheme': 'Default Dark Modern',
  'security.workspace.trust.enabled': false,
};

/**
 * A fresh run folder: profile, extensions dir, XDG dirs, temp dir and a copy of the
 * fixture workspace (plus `extra` folders copied into it: [[src, destInWs], …]).
 */
export function prepareRun({ trusted = true, extra = [], settings = {} } = {}) {
  const base = path.join(os.tmpdir(), 'luban-vscode-runs');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, 'run-'));
  for (const sub of ['user-data/User', 'extensions', 'xdg/config', 'xdg/data', 'xdg/cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  const ws = path.join(dir, 'ws');
  cpSync(path.join(ROOT, 'test/integration/fixtures/workspace'), ws, { recursive: true });
  for (const [src, dest] of extra) if (existsSync(src)) cpSync(src, path.join(ws, dest), { recursive: true });
  const userSettings = { ...BASE_SETTINGS, ...settings };
  if (!trusted) {
    Object.assign(userSettings, {
      'security.workspace.trust.enabled': true,
      'security.workspace.trust.startupPrompt': 'never',
      'security.workspace.trust.banner': 'never',
      'security.workspace.trust.emptyWindow': false,
    });
  }
  writeFileSync(path.join(dir, 'user-data/User/settings.json'), JSON.stringify(userSettings, null, 2));
  writeFileSync(path.join(dir, 'config.yaml'), 'auth: none\ncert: false\n');
  return { dir, ws, trusted };
}

function serverEnv(run) {
  return {
    ...process.env,
    XDG_CONFIG_HOME: path.join(run.dir, 'xdg/config'),
    XDG_DATA_HOME: path.join(run.dir, 'xdg/data'),
    XDG_CACHE_HOME: path.join(run.dir, 'xdg/cache'),
    TMPDIR: path.join(run.dir, 'tmp'),
  };
}

function commonArgs(run) {
  return [
    '--user-data-dir',
    path.join(run.dir, 'user-data'),
    '--extensions-dir',
    path.join(run.dir, 'extensions'),
    '--config',
    path.join(run.dir, 'config.yaml'),
  ];
}

/** Install a .vsix into the run's extensions folder (code-server --install-extension, offline). */
export function installVsix(run, vsix) {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [CS_ENTRY, ...commonArgs(run), '--install-extension', vsix], { env: serverEnv(run), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', (code) =>
      code === 0 && /successfully installed/i.test(out) ? resolve(out.trim()) : reject(new Error(`install of ${vsix} failed (exit ${code}):\n${out}`)),
    );
  });
}

/** Start code-server for a run and wait until /healthz answers. Returns { port, stop, log }. */
export async function startCodeServer(run) {
  const port = await freePort();
  const logFile = path.join(run.dir, 'code-server.log');
  const args = [
    CS_ENTRY,
    ...commonArgs(run),
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--auth',
    'none',
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-getting-started-override',
    '--disable-proxy',
    '--log',
    'info',
    ...(run.trusted ? ['--disable-workspace-trust'] : []),
    run.ws,
  ];
  const child = spawn(process.execPath, args, { env: serverEnv(run), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  const deadline = Date.now() + 60000;
  for (;;) {
    if (exited) throw new Error(`code-server exited during start; log:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`code-server did not answer on port ${port} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { port, stop, logFile, child };
}

export async function launchBrowser(run) {
  const { chromium } = await import('playwright-core');
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
    // keep chromium's ~/.config/chromium out of $HOME
    env: { ...process.env, XDG_CONFIG_HOME: path.join(run.dir, 'xdg/config'), XDG_CACHE_HOME: path.join(run.dir, 'xdg/cache') },
  });
}

/**
 * Print extension-host console output (forwarded into the page as
 * console.log('%c INFO', 'color: …', ...args)) through `sink`.
 */
export function forwardHostConsole(page, sink = (line) => console.log(line)) {
  page.on('console', async (m) => {
    if (process.env.DUMP_CONSOLE) sink('[console.' + m.type() + '] ' + m.text());
    let args;
    try {
      args = await Promise.all(m.args().map((a) => a.jsonValue().catch(() => '?')));
    } catch {
      return;
    }
    if (typeof args[0] === 'string' && /^%c (INFO|WARN|ERR)/.test(args[0]) && String(args[1]).startsWith('color:')) {
      sink(format(...args.slice(2)));
    }
  });
}

export function removeRun(run) {
  if (process.env.LUBAN_KEEP_RUN) {
    console.log(`kept run folder ${run.dir}`);
    return;
  }
  rmSync(run.dir, { recursive: true, force: true });
}

export function saveLog(run, name) {
  mkdirSync(OUTPUT, { recursive: true });
  const src = path.join(run.dir, 'code-server.log');
  if (existsSync(src)) cpSync(src, path.join(OUTPUT, name));
}
