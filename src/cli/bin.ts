#!/usr/bin/env node
/** Entry point of the bundled `luban` binary. */
import { processIO, runCli } from './main.ts';

runCli(process.argv.slice(2), processIO()).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`luban: ${String(e)}\n`);
    process.exitCode = 2;
  },
);
