/**
 * The CLI's connection to the outside world, injected so commands are testable
 * in-process: output streams, environment, exit-code conventions (docs/features.md §9:
 * 0 clean, 1 error-severity findings, 2 usage or I/O error).
 */
import readline from 'node:readline';
import type { Locale } from '../core/api/base.ts';

export const EXIT_CLEAN = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

export interface CliIO {
  stdout: (text: string) => void;
  /**
   * Resolves once what was written to stdout has gone out (a pipe is written asynchronously:
   * a 130 MB report written without waiting was held whole in memory until the reader took it).
   */
  drain?: () => Promise<void>;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Whether stdout is a terminal (colours). */
  isTTY: boolean;
  locale: Locale;
  /** Whether a person can answer a question (stdin and stdout are terminals). */
  interactive?: boolean;
  /** Ask a question, return the answer line (tests inject answers). */
  ask?: (question: string) => Promise<string>;
  /** Cancels a long command (tests; the real process uses SIGINT). */
  signal?: AbortSignal;
}

/** Ask one question on the terminal (prompt on stderr, so stdout stays machine-readable). */
export function askOnTerminal(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
  });
}

/** A usage or I/O problem: message printed to stderr, exit code 2. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = EXIT_USAGE,
  ) {
    super(message);
  }
}
