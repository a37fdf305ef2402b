// Runs the extension's mocha suites inside the real VS Code extension host
// (code-server's remote Node host), loading the extension from this checkout as a
// development extension through the workbench `?payload=` parameter.
//
//   node test/integration/run.mjs [--suite trusted|untrusted|workspace|bench|bench-workspace]…   (default: trusted, untrusted, workspace)
//
// Build first: node test/integration/build.mjs (npm run test:integration does both).
// Exit code 0 when every suite passed. On failure a screenshot and the code-server log
// go to .test-output/integration/. LUBAN_SHOTS=DIR also saves a screenshot at the end of
// every test (for a screenshot-checked run: look at them).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, OUTPUT, checkInstalled, forwardHostConsole, launchBrowser, prepareRun, removeRun, saveLog, startCodeServer } from './harness.mjs';

const SUITES = {
  trusted: { trusted: true, entry: 'out/integration/trusted.index.cjs' },
  untrusted: { trusted: false, entry: 'out/integration/untrusted.index.cjs' },
  bench: {
    trusted: true,
    entry: 'out/integration/bench.index.cjs',
    extra: [[process.env.LUBAN_BENCH_SKILL || path.join(ROOT, 'test/fixtures/corpus/anthropics__skills/claude-api'), 'bench/claude-api']],
  },
  // A large workspace (issue 16): its first scan on a scan worker through the scan cache. `workspace`
  // copies the vendored corpus skills in (part of test:integration); `bench-workspace` a registry
  // made by bench/registry.ts (LUBAN_BENCH_WORKSPACE, for bench/extension.ts --editor).
  workspace: {
    trusted: true,
    entry: 'out/integration/bench-workspace.index.cjs',
    extra: [[path.join(ROOT, 'test/fixtures/corpus'), 'registry']],
  },
  'bench-workspace': {
    trusted: true,
    entry: 'out/integration/bench-workspace.index.cjs',
    extra: [[process.env.LUBAN_BENCH_WORKSPACE || '/nonexistent', 'registry']],
  },
};

const argv = process.argv.slice(2);
const chosen = [];
for (let i = 0; i < argv.length; i++) if (argv[i] === '--suite') chosen.push(argv[++i]);
const names = chosen.length ? chosen : ['trusted', 'untrusted', 'workspace'];
for (const n of names) if (!SUITES[n]) throw new Error(`unknown suite ${n} (known: ${Object.keys(SUITES).join(', ')})`);

checkInstalled();
for (const f of ['dist/extension.cjs', ...names.map((n) => SUITES[n].entry)]) {
  if (!existsSync(path.join(ROOT, f))) {
    console.error(`missing ${f}: run node test/integration/build.mjs first`);
    process.exit(2);
  }
}

// A hung workbench must not hold CI for ever, but the trusted suite (50 tests) takes ~170 s
// on an idle 2-core machine and more under load: 8 minutes is the bound.
const SUITE_TIMEOUT_MS = Number(process.env.LUBAN_SUITE_TIMEOUT_MS || 480000);

/** The text of every webview frame on the page (the inner frames that hold the content). */
async function webviewText(page) {
  const parts = [];
  for (const f of page.frames()) {
    if (!/\/webview\//.test(f.url())) continue;
    const text = await f.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    if (text.trim() && !/^\s*\(function/.test(text)) parts.push(`--- ${f.name() || 'frame'}\n${text.trim()}`);
  }
  return parts.join('\n\n');
}

async function runSuite(name) {
  const spec = SUITES[name];
  const t0 = Date.now();
  const run = prepareRun({ trusted: spec.trusted, extra: spec.extra ?? [] });
  let server;
  let browser;
  let code = 'not started';
  try {
    server = await startCodeServer(run);
    const authority = `127.0.0.1:${server.port}`;
    const remote = (p) => `vscode-remote://${authority}${p}`;
    const payload = JSON.stringify([
      ['extensionDevelopmentPath', remote(ROOT)],
      ['extensionTestsPath', remote(path.join(ROOT, spec.entry))],
      ['skipWelcome', 'true'],
    ]);
    const url = `http://${authority}/?folder=${encodeURIComponent(run.ws)}&payload=${encodeURIComponent(payload)}`;
    browser = await launchBrowser(run);
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    let done;
    const exited = new Promise((r) => (done = r));
    // The workbench calls window.codeAutomationExit(code) when the tests' run() settles.
    await page.exposeFunction('codeAutomationExit', (c) => done(c));
    // Workbench start-up chatter is dropped (DUMP_CONSOLE=1 shows everything).
    const noise =
      /^(Resolving connection token|Resolved connection token|Creating a socket|Creation of workbench contribution|Updating additional builtin|\[Service Worker\]|ChatSessionStore|\s*$)/;
    // LUBAN_SHOTS=DIR: a screenshot wherever the tests ask for one (suite/mocha-run.ts shot()).
    const shotsDir = process.env.LUBAN_SHOTS ? path.resolve(process.env.LUBAN_SHOTS) : undefined;
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    forwardHostConsole(page, (line) => {
      const m = shotsDir && /^LUBAN-SHOT (\d+) (.*)$/.exec(line);
      if (m) {
        const base = path.join(
          shotsDir,
          `${name}-${m[1]}-${m[2]
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .slice(0, 80)}`,
        );
        void page.screenshot({ path: `${base}.png` }).catch((e) => console.log(`  screenshot failed: ${e.message}`));
        // Webviews (Markdown previews, the dashboard) are out-of-process frames that the
        // headless screenshot leaves blank: their text goes beside it.
        void webviewText(page).then((t) => t && writeFileSync(`${base}.webviews.txt`, t));
      }
      if (process.env.DUMP_CONSOLE || !noise.test(line)) console.log(`  ${line}`);
    });
    page.on('pageerror', (e) => process.env.DUMP_CONSOLE && console.log('[pageerror]', String(e)));
    console.log(`\n[${name}] code-server on port ${server.port}, workspace ${run.ws}${spec.trusted ? '' : ' (restricted mode)'}`);
    await page.goto(url);
    let timer;
    const timeout = new Promise((r) => (timer = setTimeout(() => r('timeout'), SUITE_TIMEOUT_MS)));
    code = await Promise.race([exited, timeout]);
    clearTimeout(timer);
    if (code !== 0) {
      mkdirSync(OUTPUT, { recursive: true });
      await page.screenshot({ path: path.join(OUTPUT, `${name}-failure.png`) }).catch(() => {});
    }
  } catch (e) {
    console.error(`[${name}] harness error: ${e?.stack ?? e}`);
    code = 'error';
  } finally {
    await browser?.close().catch(() => {});
    server?.stop();
    if (code !== 0) saveLog(run, `${name}-code-server.log`);
    removeRun(run);
  }
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`[${name}] ${code === 0 ? 'PASSED' : `FAILED (${code})`} in ${secs}s`);
  return code === 0;
}

let ok = true;
for (const n of names) ok = (await runSuite(n)) && ok;
process.exit(ok ? 0 : 1);
