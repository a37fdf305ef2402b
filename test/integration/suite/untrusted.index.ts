/** extensionTestsPath entry for a workspace in Restricted Mode: scanning only. */
import { runSuites } from './mocha-run.ts';

export function run(): Promise<void> {
  return runSuites(['untrusted.test.cjs']);
}
