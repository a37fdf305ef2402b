/**
 * Commands added by later capabilities (score, optimize, history…) register here.
 */
import type { Command } from 'commander';
import type { CliIO } from '../io.ts';

export function registerExtraCommands(program: Command, io: CliIO, setExit: (code: number) => void): void {
  void program;
  void io;
  void setExit;
}
