/** Run the CLI in-process with captured output. */
import { runCli } from '../../src/cli/main.ts';
import type { Locale } from '../../src/core/base/l10n/index.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(args: string[], opts: { cwd?: string; locale?: Locale; isTTY?: boolean } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    env: {},
    cwd: opts.cwd ?? process.cwd(),
    isTTY: opts.isTTY ?? false,
    locale: opts.locale ?? 'en',
  });
  return { code, stdout, stderr };
}
