// UI test of the packaged extension in the real workbench: install dist/luban.vsix into a
// fresh code-server profile, open the fixture workspace in headless chromium, open
// SKILL.md, and check what a person sees — a warning squiggle, the Luban status-bar
// score, Luban rows in the Problems panel — then save a screenshot of the Problems panel
// to .test-output/problems-panel.png.
//
//   npm run test:e2e      (= npm run package && node test/integration/e2e.mjs)
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, checkInstalled, forwardHostConsole, installVsix, launchBrowser, prepareRun, removeRun, saveLog, startCodeServer } from './harness.mjs';

const VSIX = process.env.LUBAN_VSIX || path.join(ROOT, 'dist', 'luban.vsix');
const SHOT = path.join(ROOT, '.test-output', 'problems-panel.png');
checkInstalled();
if (!existsSync(VSIX)) {
  console.error(`missing ${VSIX}: run npm run package first`);
  process.exit(2);
}

const t0 = Date.now();
const step = (m) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}`);
const run = prepareRun({ trusted: true });
let server;
let browser;
let ok = false;
let page;
try {
  step(await installVsix(run, VSIX));
  server = await startCodeServer(run);
  step(`code-server on port ${server.port}`);
  browser = await launchBrowser(run);
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  const hostLog = [];
  forwardHostConsole(page, (l) => hostLog.push(l));
  const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
  await page.goto(`http://127.0.0.1:${server.port}/?folder=${encodeURIComponent(run.ws)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'skills' }).first().waitFor({ timeout: 60000 });
  step('workbench up, explorer lists the fixture');

  // Open skills/demo/SKILL.md through Quick Open, as a person would.
  await page
    .locator('.monaco-workbench')
    .click({ position: { x: 700, y: 450 } })
    .catch(() => {});
  await page.keyboard.press(`${mod}+P`);
  const qi = page.locator('.quick-input-widget input');
  await qi.waitFor({ state: 'visible', timeout: 15000 });
  await qi.fill('demo/SKILL.md');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'SKILL.md' }).first().waitFor({ timeout: 15000 });
  await page.keyboard.press('Enter');
  await page.locator('.tab.active', { hasText: 'SKILL.md' }).waitFor({ timeout: 15000 });
  step('SKILL.md open');

  // The installed extension activated (workspaceContains:**/SKILL.md) and lints.
  await page.locator('.monaco-editor .squiggly-warning, .monaco-editor .squiggly-error').first().waitFor({ timeout: 60000 });
  step('squiggle rendered');
  const status = page.locator('.statusbar-item', { hasText: /Luban form checks .* · \d+ ⚠/ }).first();
  await status.waitFor({ timeout: 30000 });
  step(`status bar: ${(await status.innerText()).replace(/\s+/g, ' ')}`);

  const lens = page.locator('.codelens-decoration', { hasText: 'Luban form' }).first();
  await lens.waitFor({ timeout: 30000 });
  step(`CodeLens: ${(await lens.innerText()).replace(/\s+/g, ' ')}`);

  // The palette offers Luban's commands; Open Rule Documentation lists the rules.
  await page.keyboard.press(`${mod}+Shift+P`);
  await qi.waitFor({ state: 'visible', timeout: 15000 });
  await qi.fill('>Luban: Open Rule Documentation');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Open Rule Documentation' }).first().waitFor({ timeout: 15000 });
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget input[placeholder="Choose a rule"]').waitFor({ timeout: 15000 });
  await qi.fill('soft-word');
  await page.locator('.quick-input-list .monaco-list-row', { hasText: 'hasp/soft-word' }).first().waitFor({ timeout: 15000 });
  step('Open Rule Documentation lists the rules');
  await page.keyboard.press('Escape');

  // The Problems panel lists Luban findings with their rule IDs.
  await page.keyboard.press(`${mod}+Shift+M`);
  const row = page.locator('.markers-panel .monaco-list-row', { hasText: 'hasp/soft-word' }).first();
  await row.waitFor({ timeout: 30000 });
  step(`Problems panel row: ${(await row.innerText()).replace(/\s+/g, ' ')}`);
  await page.locator('.markers-panel .monaco-list-row', { hasText: 'Luban' }).first().waitFor({ timeout: 15000 });
  const rows = await page.locator('.markers-panel .monaco-list-row').count();
  step(`Problems panel shows ${rows} rows`);
  ok = true;
} catch (e) {
  console.error('E2E FAILED:', e?.stack ?? e);
} finally {
  if (page) {
    mkdirSync(path.dirname(SHOT), { recursive: true });
    await page.screenshot({ path: SHOT }).catch((e) => console.error('screenshot failed', e.message));
    step(`screenshot ${path.relative(ROOT, SHOT)}`);
  }
  await browser?.close().catch(() => {});
  server?.stop();
  if (!ok) saveLog(run, 'e2e-code-server.log');
  removeRun(run);
}
console.log(ok ? `E2E PASSED in ${((Date.now() - t0) / 1000).toFixed(1)}s` : 'E2E FAILED');
process.exit(ok ? 0 : 1);
