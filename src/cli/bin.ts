#!/usr/bin/env node
/**
 * Entry point of the bundled `luban` binary. `luban -v` / `luban --version` is answered
 * here, from the version the build wrote in, before the CLI (commander, the command
 * modules, the engine) is loaded; everything else goes to ./main.ts.
 */
import { VERSION } from '../core/api/base.ts';

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '-v' || argv[0] === '--version')) {
  // What commander's `.version(VERSION, '-v, --version')` in ./main.ts prints, exit code 0.
  process.stdout.write(`${VERSION}\n`);
} else {
  import('./main.ts')
    .then(({ processIO, runCli }) => runCli(argv, processIO()))
    .then(
      (code) => {
        process.exitCode = code;
      },
      (e: unknown) => {
        process.stderr.write(`luban: ${String(e)}\n`);
        process.exitCode = 2;
      },
    );
}
