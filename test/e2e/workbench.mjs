// The dashboard end to end in the real VS Code workbench (code-server 4.100.3 + Debian
// chromium, the harness of test/integration): the extension loads from this checkout as
// a development extension, test/e2e/workbench/dashboard.test.ts runs in the extension
// host and starts a real optimisation whose questions go to the dashboard, and this
// script plays the person: it waits for the webview, checks the skills overview, opens
// each checkpoint card and clicks its default (primary) button (but "I have reviewed the
// findings" on a security CHECKPOINT) until the job is done,
// then saves workbench screenshots in the dark and the light theme to .test-output/e2e/.
//
//   node test/e2e/workbench.mjs                   (npm run test:webview runs it last)
//   node test/e2e/workbench.mjs --capture-themes  also re-record test/e2e/fixtures/themes/*.json:
//                                                 the --vscode-* variables VS Code gives a webview
//
// Build first: node scripts/build.mjs (this script bundles only the host-side suite).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, checkInstalled, forwardHostConsole, launchBrowser, prepareRun, removeRun, saveLog, startCodeServer } from '../integration/harness.mjs';

const OUT = path.join(ROOT, '.test-output', 'e2e');
const CAPTURE = process.argv.includes('--capture-themes');
const THEMES = [
  ['dark', 'Default Dark Modern', 'vscode-dark'],
  ['light', 'Default Light Modern', 'vscode-light'],
  ['hc', 'Default High Contrast', 'vscode-high-contrast'],
];

checkInstalled();
for (const f of ['dist/extension.cjs', 'dist/webview/dashboard.js', 'dist/webview/dashboard.css']) {
  if (!existsSync(path.join(ROOT, f))) {
    console.error(`missing ${f}: run node scripts/build.mjs first`);
    process.exit(2);
  }
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
await build({
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  legalComments: 'none',
  define: { __LUBAN_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
  sourcemap: 'inline',
  entryPoints: ['test/e2e/workbench/dashboard.index.ts', 'test/e2e/workbench/dashboard.test.ts'].map((f) => path.join(ROOT, f)),
  outdir: path.join(ROOT, 'out/e2e'),
  outExtension: { '.js': '.cjs' },
  external: ['vscode', 'mocha'],
});

const t0 = Date.now();
const step = (m) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}`);
// The fixture workspace plus examples/skills/weekly-report (the scripted model's edits fit it).
const run = prepareRun({ trusted: true, extra: [[path.join(ROOT, 'examples/skills/weekly-report'), 'skills/weekly-report']] });
const markers = path.join(run.ws, '.luban-e2e');
const hasMarker = (n) => existsSync(path.join(markers, n));
let server;
let browser;
let page;
let exitCode = 'not started';
let uiError;

/** Resolve when `probe()` is truthy (re-checked every 100 ms), else fail after `ms` naming `what`. */
async function until(probe, what, ms = 60000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ask the host-side suite to switch the colour theme (see followThemeRequests there). */
function setTheme(name) {
  mkdirSync(markers, { recursive: true });
  writeFileSync(path.join(markers, 'theme.json'), JSON.stringify({ theme: name }));
}

try {
  server = await startCodeServer(run);
  const authority = `127.0.0.1:${server.port}`;
  const remote = (p) => `vscode-remote://${authority}${p}`;
  const payload = JSON.stringify([
    ['extensionDevelopmentPath', remote(ROOT)],
    ['extensionTestsPath', remote(path.join(ROOT, 'out/e2e/dashboard.index.cjs'))],
    ['skipWelcome', 'true'],
  ]);
  browser = await launchBrowser(run);
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  let done;
  const exited = new Promise((r) => (done = r));
  await page.exposeFunction('codeAutomationExit', (c) => done(c));
  const noise =
    /^(Resolving connection token|Resolved connection token|Creating a socket|Creation of workbench contribution|Updating additional builtin|\[Service Worker\]|ChatSessionStore|\s*$)/;
  forwardHostConsole(page, (line) => (process.env.DUMP_CONSOLE || !noise.test(line)) && console.log(`  ${line}`));
  step(`code-server on port ${server.port}, workspace ${run.ws}`);
  await page.goto(`http://${authority}/?folder=${encodeURIComponent(run.ws)}&payload=${encodeURIComponent(payload)}`);

  const ui = (async () => {
    const frame = page.frameLocator('iframe.webview.ready').last().frameLocator('#active-frame');
    await frame.locator('main.dash[data-ready="true"]').waitFor({ timeout: 120000 });
    step('dashboard webview rendered a snapshot');
    await until(() => hasMarker('overview-ready.json'), 'the host to confirm the overview snapshot', 60000);
    await frame.locator('[data-testid="skills-table"] tr[data-skill="demo"]').waitFor({ timeout: 30000 });
    await frame.locator('[data-testid="skills-table"] tr[data-skill="other"]').waitFor({ timeout: 30000 });
    step('skills overview lists the fixture skills demo and other');
    if (CAPTURE) {
      mkdirSync(path.join(ROOT, 'test/e2e/fixtures/themes'), { recursive: true });
      for (const [key, theme, cls] of THEMES) {
        setTheme(theme);
        await frame.locator(`body.${cls}`).waitFor({ timeout: 30000 });
        const vars = await frame.locator('html').evaluate((html) => {
          const out = {};
          for (let i = 0; i < html.style.length; i++) {
            const k = html.style[i];
            if (k.startsWith('--vscode-')) out[k] = html.style.getPropertyValue(k).trim();
          }
          return out;
        });
        const file = path.join(ROOT, 'test/e2e/fixtures/themes', `${key}.json`);
        writeFileSync(file, JSON.stringify({ theme, bodyClass: cls, vscodeVersion: '1.100.3', vars }, null, 2) + '\n');
        step(`captured ${Object.keys(vars).length} --vscode-* variables of ${theme} → ${path.relative(ROOT, file)}`);
      }
      setTheme('Default Dark Modern');
      await frame.locator('body.vscode-dark').waitFor({ timeout: 30000 });
    }
    // Play the person: answer every checkpoint with its default button until the job is done.
    let answered = 0;
    for (;;) {
      if (hasMarker('run-done.json')) break;
      const banner = frame.locator('[data-testid="checkpoint-banner"] vscode-button');
      const card = frame.locator('[data-testid="checkpoint-card"]');
      const state = await until(
        async () => (hasMarker('run-done.json') ? 'done' : (await card.count()) ? 'card' : (await banner.count()) ? 'banner' : false),
        'a checkpoint or the end of the run',
        120000,
      );
      if (state === 'done') break;
      if (state === 'banner') {
        await banner.first().click();
        continue;
      }
      const id = await card.getAttribute('data-checkpoint');
      // The security CHECKPOINT (docs/features.md B5a: the fixture's `curl … | sh`) defaults to "do not
      // edit"; the person here has read the findings and says so.
      const button = card.locator(id?.startsWith('security:') ? 'vscode-button[data-choice="reviewed"]' : 'vscode-button[data-default="true"]');
      await button.click();
      answered++;
      step(`answered checkpoint ${id} with "${(await button.innerText()).trim()}" in the webview`);
      await until(
        async () => hasMarker('run-done.json') || (await card.count()) === 0 || (await card.getAttribute('data-checkpoint').catch(() => null)) !== id,
        `the host to take the answer to ${id}`,
        60000,
      );
    }
    step(`the run finished after ${answered} answers from the dashboard`);
    await frame.locator('[data-testid="job-strip"] .strong, [data-testid="job-status"]').first().waitFor({ timeout: 30000 });
    mkdirSync(OUT, { recursive: true });
    await frame.locator('vscode-tab-header[data-view="history"]').click();
    await frame.locator('[data-testid="history-view"]').waitFor({ timeout: 30000 });
    await frame.locator('[data-testid="skill-picker"]').selectOption(path.join(run.ws, 'skills', 'weekly-report'));
    await frame.locator('[data-testid="score-chart"] g.mark').nth(1).hover();
    await frame.locator('[data-testid="chart-tooltip"]').waitFor({ timeout: 30000 });
    await page.screenshot({ path: path.join(OUT, 'workbench-dark.png') });
    setTheme('Default Light Modern');
    await frame.locator('body.vscode-light').waitFor({ timeout: 30000 });
    await page.screenshot({ path: path.join(OUT, 'workbench-light.png') });
    step('screenshots .test-output/e2e/workbench-dark.png and workbench-light.png');
    mkdirSync(markers, { recursive: true });
    writeFileSync(path.join(markers, 'release.json'), '{}');
  })().catch((e) => {
    uiError = e;
    mkdirSync(markers, { recursive: true });
    writeFileSync(path.join(markers, 'release.json'), '{}');
  });

  let timer;
  const timeout = new Promise((r) => (timer = setTimeout(() => r('timeout'), Number(process.env.LUBAN_SUITE_TIMEOUT_MS || 300000))));
  exitCode = await Promise.race([exited, timeout]);
  clearTimeout(timer);
  await Promise.race([ui, new Promise((r) => setTimeout(r, 5000))]);
  if (uiError) console.error(`UI driver failed: ${uiError?.stack ?? uiError}`);
  if (exitCode !== 0 || uiError) {
    mkdirSync(OUT, { recursive: true });
    await page.screenshot({ path: path.join(OUT, 'workbench-failure.png') }).catch(() => {});
  }
} catch (e) {
  console.error(`harness error: ${e?.stack ?? e}`);
  exitCode = 'error';
} finally {
  await browser?.close().catch(() => {});
  server?.stop();
  const ok = exitCode === 0 && !uiError;
  if (!ok) saveLog(run, 'e2e-dashboard-code-server.log');
  removeRun(run);
  console.log(
    ok
      ? `WORKBENCH DASHBOARD E2E PASSED in ${((Date.now() - t0) / 1000).toFixed(1)}s`
      : `WORKBENCH DASHBOARD E2E FAILED (${exitCode}${uiError ? ', UI driver' : ''})`,
  );
  process.exit(ok ? 0 : 1);
}
