// Bundles the CLI (Node) and the VS Code extension host code with esbuild.
// The extension bundle keeps `vscode` external; the webview bundle (when present) targets the browser.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
// The binary: the loader, told the hash of the bundle it runs (its code cache's name)
const bundleHash = createHash('sha256').update(readFileSync('dist/cli-main.cjs')).digest('hex').slice(0, 16);
// and the version it answers `luban --version` with without reading the bundle.
writeFileSync(
  'dist/cli.cjs',
  readFileSync('scripts/cli-loader.cjs', 'utf8').replace('__LUBAN_BUNDLE_HASH__', bundleHash).replace('__LUBAN_VERSION__', pkg.version),
);
chmodSync('dist/cli.cjs', 0o755);
// The Skill Tree index's SQLite engine (sql.js) loads its WebAssembly from beside the
// bundle that runs it: dist/sql-wasm.wasm serves dist/cli.cjs and dist/extension.cjs.
mkdirSync('dist', { recursive: true });
copyFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'), 'dist/sql-wasm.wasm');
