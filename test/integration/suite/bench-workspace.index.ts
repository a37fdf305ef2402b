/** extensionTestsPath entry for the large-workspace bench (bench/extension.ts --editor starts it). */
import { runSuites } from './mocha-run.ts';

export function run(): Promise<void> {
  return runSuites(['workspace-scan.test.cjs']);
}
