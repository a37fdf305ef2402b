/**
 * Runs mocha suites inside the VS Code extension host (the `extensionTestsPath`
 * entry point's `run()`); a rejection makes the workbench exit with code 1.
 */
import path from 'node:path';
import Mocha from 'mocha';

let shots = 0;

/** Asks the harness for a screenshot now (only when LUBAN_SHOTS is set) and waits for it to be taken. */
export async function shot(label: string): Promise<void> {
  if (!process.env.LUBAN_SHOTS) return;
  console.log(`LUBAN-SHOT ${String(++shots).padStart(3, '0')} ${label}`);
  await new Promise((r) => setTimeout(r, 1500));
}

export function runSuites(files: string[]): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 60000, reporter: 'spec' });
  if (process.env.LUBAN_TEST_GREP) mocha.grep(process.env.LUBAN_TEST_GREP);
  for (const f of files) mocha.addFile(path.join(__dirname, f));
  // LUBAN_SHOTS=DIR (run.mjs): the harness screenshots the workbench at the end of every
  // test (and wherever a test calls shot()); the pause gives it time before the next test.
  if (process.env.LUBAN_SHOTS)
    mocha.suite.afterEach(async function () {
      await shot(this.currentTest?.fullTitle() ?? 'test');
    });
  return new Promise((resolve, reject) => {
    try {
      mocha.run((failures) => {
        console.log(`LUBAN-INTEGRATION-RESULT failures=${failures}`);
        if (failures > 0) reject(new Error(`${failures} integration tests failed`));
        else resolve();
      });
    } catch (e) {
      reject(e as Error);
    }
  });
}
