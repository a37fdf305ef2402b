/**
 * Entry point of the scan-only bundle (dist/cli-scan.cjs): `luban scan …` without a model
 * pass, the command a one-skill check or a pre-commit hook runs. The loader
 * (scripts/cli-loader.cjs) runs it instead of the whole CLI (dist/cli-main.cjs) when the
 * first argument is `scan`: the same program (./program.ts) with the same scan command
 * (./commands/scan.ts) in half the code, so less to read, deserialise, start and keep in
 * memory; Node's child_process, crypto, readline, worker_threads and zlib load on first use
 * (scripts/build.mjs). The model passes (./commands/scan-model-passes.ts, the models) are not
 * in this bundle: the loader sends every argument list that names `--semantic` or
 * `--model-read` to the whole CLI.
 */
import { registerScan } from './commands/scan.ts';
import { processIO, runProgram } from './program.ts';

runProgram(process.argv.slice(2), processIO(), async () => [registerScan]).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`luban: ${String(e)}\n`);
    process.exitCode = 2;
  },
);
