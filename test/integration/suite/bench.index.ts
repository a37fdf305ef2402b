/** extensionTestsPath entry for the in-editor latency bench (bench/extension.ts starts it). */
import { runSuites } from './mocha-run.ts';

export function run(): Promise<void> {
  return runSuites(['latency.test.cjs']);
}
