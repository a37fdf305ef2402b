/** extensionTestsPath entry of the dashboard's real-workbench test (see ../workbench.mjs). */
import { runSuites } from '../../integration/suite/mocha-run.ts';

export function run(): Promise<void> {
  return runSuites(['dashboard.test.cjs']);
}
