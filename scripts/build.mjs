// Bundles the CLI (Node) and the VS Code extension host code with esbuild.
// The extension bundle keeps `vscode` external; the webview bundle (when present) targets the browser.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const nodeRequire = createRequire(import.meta.url);

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const production = process.argv.includes('--production');
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: production ? false : 'linked',
  minify: true,
  legalComments: 'none',
  define: { __LUBAN_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
  // scan-pool.ts reads import.meta.url only when run from source (an ES module); in a bundle it takes __filename.
  logOverride: { 'empty-import-meta': 'silent' },
};

/**
 * In the scan-only bundle, the modules a scan never runs become a module that says so if it
 * is ever evaluated: `luban new`'s (which the skill lock loads only for `new`) and the
 * model passes (the loader sends every `--semantic` and `--model-read` to the whole CLI).
 */
const scanOnly = {
  name: 'scan-only',
  setup(b) {
    b.onResolve({ filter: /\/commands\/(new|scan-model-passes)\.ts$/ }, (args) => ({ path: args.path, namespace: 'not-in-scan-bundle' }));
    b.onLoad({ filter: /.*/, namespace: 'not-in-scan-bundle' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`${args.path} is not in the scan-only bundle (dist/cli-scan.cjs)`)});`,
      loader: 'js',
    }));
  },
};

/**
 * In the scan-only bundle, the Node built-ins a plain scan seldom or never uses (git, hashing,
 * workers, questions, zip) load on their first use instead of when the module naming them
 * starts: an object with a getter for each export the built-in has in the Node that builds
 * (the package's Node 20 floor; the code uses no export newer than that).
 */
const LAZY_BUILTINS = /^(?:node:)?(child_process|crypto|readline|worker_threads|zlib)$/;
const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(b) {
    b.onResolve({ filter: LAZY_BUILTINS }, (args) =>
      args.namespace === 'lazy-builtin' ? undefined : { path: LAZY_BUILTINS.exec(args.path)[1], namespace: 'lazy-builtin' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => {
      const names = Object.getOwnPropertyNames(nodeRequire(`node:${args.path}`));
      return {
        contents: `let m;\nconst load = () => (m ??= require("node:${args.path}"));\nfor (const k of ${JSON.stringify(names)}) Object.defineProperty(exports, k, { enumerable: true, get: () => load()[k] });\n`,
        loader: 'js',
      };
    });
  },
};

const jobs = [
  build({
    ...common,
    entryPoints: ['src/cli/bin.ts'],
    // dist/cli.cjs, the binary, is scripts/cli-loader.cjs: it runs this bundle through V8's code cache.
    outfile: 'dist/cli-main.cjs',
    // Identifiers stay unmangled in the CLI: with mangled names V8 OSR-compiles the
    // bundle's whole top-level function in the background during startup, and the
    // process waits ~130 ms at exit for that job (measured: `luban --version` 320 →
    // 185 ms, one-skill scan 295 → 222 ms). Whitespace and syntax are still minified.
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
  }),
  // `luban scan` alone (src/cli/scan-main.ts): what the loader runs for a scan without
  // --semantic, half the whole CLI's size to read, deserialise and start (issue 30).
  build({
    ...common,
    entryPoints: ['src/cli/scan-main.ts'],
    outfile: 'dist/cli-scan.cjs',
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [scanOnly, lazyBuiltins],
  }),
  // The scan workers' thread (src/core/engine/scan-pool.ts), shared by the CLI and the
  // extension bundles: it finds this file beside whichever bundle started it.
  build({
    ...common,
    entryPoints: ['src/core/engine/scan-worker.ts'],
    outfile: 'dist/scan-worker.cjs',
    minify: false,
    minifyWhitespace: true,
    minifySyntax: true,
  }),
];
if (existsSync('src/extension/extension.ts')) {
  jobs.push(build({ ...common, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.cjs', external: ['vscode'] }));
}
if (existsSync('webview-ui/src/main.tsx')) {
  jobs.push(
    build({
      bundle: true,
      platform: 'browser',
      target: 'es2022',
      format: 'iife',
      minify: true,
      sourcemap: false,
      // UTF-8 output keeps the Chinese strings at 3 bytes a character instead of 6 (\uXXXX);
      // the page declares <meta charset="utf-8">. A stylesheet import emits dashboard.css.
      charset: 'utf8',
      entryPoints: ['webview-ui/src/main.tsx'],
      outfile: 'dist/webview/dashboard.js',
      logLevel: 'warning',
    }),
  );
}
await Promise.all(jobs);
// The binary: the loader, told the hashes of the bundles it runs (their code caches' names)
const hashOf = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
// and the version it answers `luban --version` with without reading the bundle.
writeFileSync(
  'dist/cli.cjs',
  readFileSync('scripts/cli-loader.cjs', 'utf8')
    .replace('__LUBAN_BUNDLE_HASH__', hashOf('dist/cli-main.cjs'))
    .replace('__LUBAN_SCAN_BUNDLE_HASH__', hashOf('dist/cli-scan.cjs'))
    .replace('__LUBAN_VERSION__', pkg.version),
);
chmodSync('dist/cli.cjs', 0o755);
// The Skill Tree index's SQLite engine (sql.js) loads its WebAssembly from beside the
// bundle that runs it: dist/sql-wasm.wasm serves dist/cli.cjs and dist/extension.cjs.
mkdirSync('dist', { recursive: true });
copyFileSync(nodeRequire.resolve('sql.js/dist/sql-wasm.wasm'), 'dist/sql-wasm.wasm');
