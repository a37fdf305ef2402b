#!/usr/bin/env node
// The `luban` binary (dist/cli.cjs; scripts/build.mjs writes it from this file): runs a
// CLI bundle beside it (dist/cli-main.cjs, or dist/cli-scan.cjs for a scan) through V8's code cache, as Node 22's
// module.enableCompileCache() does (this package runs on Node 20 too). Parsing and
// compiling the 2 MB bundle cost every command about 80 ms before any work (issue 16);
// with the cache V8 deserialises the compiled code instead. The cache is one file per
// bundle, Node version and architecture in <tmpdir>/luban-compile-cache-<uid>/, written
// once after a run that had none (or whose cache V8 refused), atomically (a temporary
// file renamed), and never required: any failure to read or write it only costs the
// time it would have saved. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
'use strict';
// `luban -v` / `luban --version` alone: the version scripts/build.mjs wrote in, answered
// before the 3 MB bundle is read (what commander prints there; src/cli/bin.ts answers the
// same when the CLI runs from source).
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '-v' || args[0] === '--version')) process.stdout.write('__LUBAN_VERSION__\n');
// `luban scan …` without a model pass (--semantic, --model-read): the scan-only bundle (src/cli/scan-main.ts), the same
// program and scan command in half the code, with fewer modules started and built-ins
// loaded (issue 30); everything else, and a scan when that bundle is missing, the whole CLI.
else if (args[0] === 'scan' && !args.some((a) => a.startsWith('--semantic') || a.startsWith('--model-read'))) runBundle('cli-scan.cjs');
else runBundle('cli-main.cjs');

/** Runs dist/<name>, one of the two bundles. */
function runBundle(name) {
  // Regular expressions compiled straight to machine code on their first use, not first to
  // bytecode and again to machine code on their second (V8's "tier-up"): Sentinel's large
  // alternations cost ~4× more to compile as bytecode (the peephole pass), and a scan runs
  // nearly all of them more than once.
  // Set before the bundle is compiled, so the code cache is made and read under the same
  // flags. The extension host is not the CLI: its bundle leaves V8's flags alone.
  require('node:v8').setFlagsFromString('--no-regexp-tier-up');
  // A long scan's objects live for one skill each, yet V8, seeing its collector idle, lets the
  // old generation grow up to 4× what survives before it collects again: a 1,000-skill scan
  // that holds ~80 MB peaked at 400–540 MB. Growing by at most 30 % between full collections
  // keeps that scan near 250 MB at the same speed (issue 30; docs/scan-performance.md).
  require('node:v8').setFlagsFromString('--heap-growing-percent=30');
  // No inlining in the optimizing compiler: a scan optimizes hundreds of large rule functions once each, and with
  // inlining their compiles took ~2.4 s of background CPU over the corpus while the main thread waited in slower code.
  // Without it: corpus 0.93x the wall time and 0.90x the CPU, 1,000 skills 0.97x / 0.94x, one skill the same
  // (interleaved runs, docs/scan-performance.md, issue 30).
  require('node:v8').setFlagsFromString('--no-turbo-inlining');
  const fs = require('node:fs');
  const path = require('node:path');
  const vm = require('node:vm');
  const os = require('node:os');
  const Module = require('node:module');

  const BUNDLE = path.join(__dirname, name);
  /** A hash of the bundle's bytes, filled in by scripts/build.mjs. */
  const BUNDLE_HASH = name === 'cli-scan.cjs' ? '__LUBAN_SCAN_BUNDLE_HASH__' : '__LUBAN_BUNDLE_HASH__';

  let source;
  try {
    source = fs.readFileSync(BUNDLE, 'utf8').replace(/^#!/, '//');
  } catch (e) {
    if (name === 'cli-main.cjs') throw e;
    return runBundle('cli-main.cjs');
  }
  const enabled = !process.env.NODE_DISABLE_COMPILE_CACHE;
  const dir = path.join(os.tmpdir(), `luban-compile-cache-${typeof process.getuid === 'function' ? process.getuid() : 'user'}`);
  const cacheFile = path.join(dir, `${BUNDLE_HASH}-${process.version}-${process.arch}.v8`);

  let cachedData;
  if (enabled) {
    try {
      cachedData = fs.readFileSync(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  const script = new vm.Script(Module.wrap(source), { filename: BUNDLE, cachedData });
  if (enabled && (!cachedData || script.cachedDataRejected)) {
    // At exit, so the functions this run compiled lazily are in the cache too.
    process.once('exit', () => {
      try {
        fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
        const tmp = `${cacheFile}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, script.createCachedData());
        fs.renameSync(tmp, cacheFile);
        // Caches of other bundles (older builds) go once unused for a day.
        const stale = Date.now() - 24 * 3600 * 1000;
        for (const name of fs.readdirSync(dir)) {
          const other = path.join(dir, name);
          if (other !== cacheFile && name.endsWith('.v8') && fs.statSync(other).mtimeMs < stale) fs.rmSync(other, { force: true });
        }
      } catch {
        // No cache this time: the next run compiles again.
      }
    });
  }
  const mod = new Module(BUNDLE, module);
  mod.filename = BUNDLE;
  mod.paths = Module._nodeModulePaths(__dirname);
  script.runInThisContext()(mod.exports, Module.createRequire(BUNDLE), mod, BUNDLE, __dirname);
}
