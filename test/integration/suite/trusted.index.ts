/** extensionTestsPath entry for a trusted workspace: diagnostics, fixes, commands, status. */
import { runSuites } from './mocha-run.ts';

export function run(): Promise<void> {
  return runSuites(['diagnostics.test.cjs', 'fixes.test.cjs', 'commands.test.cjs', 'lifecycle.test.cjs']);
}
