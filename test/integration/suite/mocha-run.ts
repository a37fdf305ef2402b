/**
 * Runs mocha suites inside the VS Code extension host (the `extensionTestsPath`
 * entry point's `run()`); a rejection makes the workbench exit with code 1.
 */
import path from 'node:path';
import Mocha from 'mocha';

// On globalThis: each suite file is bundled with its own copy of this module.
const state = globalThis as { lubanShots?: { n: number; running: string } };
const shots = (state.lubanShots ??= { n: 0, running: 'test' });

/**
 * Asks the harness for a screenshot now (only when LUBAN_SHOTS is set) and waits for it to
 * be taken. closeAll() calls it first, so a test's last view is kept before its editors close.
 */
export async function shot(label = shots.running): Promise<void> {
  if (!process.env.LUBAN_SHOTS) return;
  console.log(`LUBAN-SHOT ${String(++shots.n).padStart(3, '0')} ${label}`);
  await new Promise((r) => setTimeout(r, 1000));
}

/** A screenshot after `ms` more (a webview such as the Markdown preview renders a moment after its tab opens). */
export async function shotAfter(ms: number, label?: string): Promise<void> {
  if (!process.env.LUBAN_SHOTS) return;
  await new Promise((r) => setTimeout(r, ms));
  await shot(label);
}

export function runSuites(files: string[]): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 60000, reporter: 'spec' });
  if (process.env.LUBAN_TEST_GREP) mocha.grep(process.env.LUBAN_TEST_GREP);
  for (const f of files) mocha.addFile(path.join(__dirname, f));
  // LUBAN_SHOTS=DIR (run.mjs): the harness screenshots the workbench at the end of every
  // test (and wherever a test calls shot()); the pause gives it time before the next test.
  if (process.env.LUBAN_SHOTS)
    mocha.suite.afterEach(async function () {
      await shot(`${this.currentTest?.fullTitle() ?? 'test'} (end)`);
    });
  return new Promise((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        console.log(`LUBAN-INTEGRATION-RESULT failures=${failures}`);
        if (failures > 0) reject(new Error(`${failures} integration tests failed`));
        else resolve();
      });
      runner.on('test', (t) => (shots.running = t.fullTitle()));
    } catch (e) {
      reject(e as Error);
    }
  });
}
