/** extensionTestsPath entry for a trusted workspace: diagnostics, fixes, commands, status, the optimiser (last: it adds skills to the workspace). */
import { runSuites } from './mocha-run.ts';

export function run(): Promise<void> {
  return runSuites([
    'diagnostics.test.cjs',
    'fixes.test.cjs',
    'commands.test.cjs',
    'discovery.test.cjs',
    'lifecycle.test.cjs',
    'regress.test.cjs',
    'report-failure.test.cjs',
    'harden-refresh.test.cjs',
    'wizard.test.cjs',
    'dashboard.test.cjs',
    'slim.test.cjs',
    'score.test.cjs',
    'optimize.test.cjs',
  ]);
}
