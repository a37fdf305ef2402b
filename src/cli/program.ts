/**
 * The `luban` program around the command modules it is given: the top-level options, the
 * skill locks, the exit codes (docs/features.md §9). ./main.ts gives it the modules an
 * argument list needs; ./scan-main.ts (the scan-only bundle, dist/cli-scan.cjs) gives it
 * `scan`'s alone, the same program for every `luban scan` line.
 */
import { Command, CommanderError } from 'commander';
import { detectLocale } from '../core/api/base.ts';
import { VERSION } from '../core/api/base.ts';
import { CliError, EXIT_USAGE, type CliIO } from './io.ts';
import { installSkillLocks } from './skill-lock.ts';

export type Register = (program: Command, io: CliIO, setExit: (code: number) => void) => void;

/** Runs `argv` through a program holding the commands `load` registers; resolves to the exit code. */
export async function runProgram(argv: string[], io: CliIO, load: () => Promise<readonly Register[]>): Promise<number> {
  let exitCode = 0;
  const setExit = (code: number) => {
    exitCode = Math.max(exitCode, code);
  };
  const program = new Command('luban')
    .description('Lint, score and improve AI-agent skills (SKILL.md folders). 鲁班：技能检查、评分与优化。')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError();
  for (const register of await load()) register(program, io, setExit);
  // One task per skill: a command that writes a skill waits while another run holds it (./skill-lock.ts).
  const locks = installSkillLocks(program, io);
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return EXIT_USAGE;
    }
    if (e instanceof CliError) {
      io.stderr(`luban: ${e.message}\n`);
      return e.exitCode;
    }
    const err = e as Error;
    io.stderr(`luban: unexpected error: ${err?.stack ?? String(e)}\n`);
    return EXIT_USAGE;
  } finally {
    await locks.release();
  }
  return exitCode;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    drain: () => (process.stdout.writableNeedDrain ? new Promise<void>((resolve) => process.stdout.once('drain', () => resolve())) : Promise.resolve()),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    locale: detectLocale(process.env),
  };
}
