/**
 * `luban` — the command line over the core engine (docs/features.md §9). Each command lives in
 * ./commands/ and registers itself on the program.
 *
 * Only the module of the command asked for is loaded (issue 16): `luban scan` never
 * evaluates the optimiser, the judges or the wizard. Help, the version and an unknown
 * command load them all, in the order below, so help lists every command.
 */
import { Command, CommanderError } from 'commander';
import { detectLocale } from '../core/api/base.ts';
import { VERSION } from '../core/api/base.ts';
import { CliError, EXIT_USAGE, type CliIO } from './io.ts';
import { installSkillLocks } from './skill-lock.ts';

type Register = (program: Command, io: CliIO, setExit: (code: number) => void) => void;

/** Each command module with the commands it registers, in help order. */
export const COMMAND_MODULES: ReadonlyArray<{ commands: readonly string[]; load: () => Promise<Register> }> = [
  { commands: ['scan'], load: async () => (await import('./commands/scan.ts')).registerScan },
  { commands: ['fix'], load: async () => (await import('./commands/fix.ts')).registerFix },
  { commands: ['health', 'slim'], load: async () => (await import('./commands/reports.ts')).registerReports },
  { commands: ['history'], load: async () => (await import('./commands/history.ts')).registerHistory },
  { commands: ['score'], load: async () => (await import('./commands/score.ts')).registerScore },
  { commands: ['effect'], load: async () => (await import('./commands/effect.ts')).registerEffect },
  { commands: ['triggers'], load: async () => (await import('./commands/triggers.ts')).registerTriggers },
  { commands: ['optimize'], load: async () => (await import('./commands/optimize.ts')).registerOptimize },
  { commands: ['regress'], load: async () => (await import('./commands/regress.ts')).registerRegress },
  { commands: ['report-failure'], load: async () => (await import('./commands/report-failure.ts')).registerReportFailure },
  { commands: ['harden'], load: async () => (await import('./commands/harden.ts')).registerHarden },
  { commands: ['due'], load: async () => (await import('./commands/due.ts')).registerDue },
  { commands: ['refresh'], load: async () => (await import('./commands/refresh.ts')).registerRefresh },
  { commands: ['new'], load: async () => (await import('./commands/new.ts')).registerNew },
  { commands: ['upgrade'], load: async () => (await import('./commands/upgrade.ts')).registerUpgrade },
  { commands: ['evolve'], load: async () => (await import('./commands/evolve.ts')).registerEvolve },
  { commands: ['tree'], load: async () => (await import('./commands/tree.ts')).registerTree },
  { commands: ['branches'], load: async () => (await import('./commands/branches.ts')).registerBranches },
  { commands: ['lsp'], load: async () => (await import('./commands/lsp.ts')).registerLsp },
  { commands: ['mcp'], load: async () => (await import('./commands/mcp.ts')).registerMcp },
  { commands: ['pack'], load: async () => (await import('./commands/pack.ts')).registerPack },
  { commands: ['pre-commit'], load: async () => (await import('./commands/pre-commit.ts')).registerPreCommit },
];

/** The command modules an argument list needs: the one naming its first word, or all of them. */
export function commandModulesFor(argv: readonly string[]): typeof COMMAND_MODULES {
  const first = argv[0];
  const one = first === undefined || first.startsWith('-') ? undefined : COMMAND_MODULES.find((m) => m.commands.includes(first));
  return one ? [one] : COMMAND_MODULES;
}

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
  for (const register of await Promise.all(commandModulesFor(argv).map((m) => m.load()))) register(program, io, setExit);
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
