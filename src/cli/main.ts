/**
 * `luban` — the command line over the core engine (docs/features.md §9). Each command lives in
 * ./commands/ and registers itself on the program.
 *
 * Only the module of the command asked for is loaded (issue 16): `luban scan` never
 * evaluates the optimiser, the judges or the wizard. Help, the version and an unknown
 * command load them all, in the order below, so help lists every command.
 */
import type { CliIO } from './io.ts';
import { type Register, runProgram } from './program.ts';

export { processIO } from './program.ts';

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
  return runProgram(argv, io, () => Promise.all(commandModulesFor(argv).map((m) => m.load())));
}
