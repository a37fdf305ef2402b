/**
 * Commands added by later capabilities (score, optimize, history…) register here.
 */
import type { Command } from 'commander';
import type { CliIO } from '../io.ts';
import { registerScore } from './score.ts';
import { registerOptimize } from './optimize.ts';
import { registerRegress } from './regress.ts';
import { registerReportFailure } from './report-failure.ts';
import { registerHarden } from './harden.ts';
import { registerDue } from './due.ts';
import { registerRefresh } from './refresh.ts';
import { registerNew } from './new.ts';
import { registerUpgrade } from './upgrade.ts';
import { registerEvolve } from './evolve.ts';
import { registerTree } from './tree.ts';

export function registerExtraCommands(program: Command, io: CliIO, setExit: (code: number) => void): void {
  registerScore(program, io, setExit);
  registerOptimize(program, io, setExit);
  registerRegress(program, io, setExit);
  registerReportFailure(program, io, setExit);
  registerHarden(program, io, setExit);
  registerDue(program, io, setExit);
  registerRefresh(program, io, setExit);
  registerNew(program, io, setExit);
  registerUpgrade(program, io, setExit);
  registerEvolve(program, io, setExit);
  registerTree(program, io, setExit);
}
