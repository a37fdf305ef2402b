/**
 * Runs mocha suites inside the VS Code extension host (the `extensionTestsPath`
 * entry point's `run()`); a rejection makes the workbench exit with code 1.
 */
import path from 'node:path';
import Mocha from 'mocha';

export function runSuites(files: string[]): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 60000, reporter: 'spec' });
  if (process.env.LUBAN_TEST_GREP) mocha.grep(process.env.LUBAN_TEST_GREP);
  for (const f of files) mocha.addFile(path.join(__dirname, f));
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
