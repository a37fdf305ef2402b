/**
 * `luban` — the command line over the core engine (SPEC §9). Each command lives in
 * ./commands/ and registers itself on the program.
 */
import { Command, CommanderError } from 'commander';
import { detectLocale } from '../core/l10n/index.ts';
import { VERSION } from '../core/version.ts';
import { CliError, EXIT_USAGE, type CliIO } from './io.ts';
import { registerScan } from './commands/scan.ts';
import { registerFix } from './commands/fix.ts';
import { registerReports } from './commands/reports.ts';
import { registerHistory } from './commands/history.ts';
import { registerExtraCommands } from './commands/extra.ts';

export async function runCli(argv: string[], io: CliIO): Promise<number> {
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
  registerScan(program, io, setExit);
  registerFix(program, io, setExit);
  registerReports(program, io, setExit);
  registerHistory(program, io, setExit);
  registerExtraCommands(program, io, setExit);
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
  }
  return exitCode;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    locale: detectLocale(process.env),
  };
}
