// Builds what the real-VS-Code tests load: the extension bundle (dist/extension.cjs, as
// scripts/build.mjs builds it) and the mocha suites for the extension host
// (out/integration/*.cjs; `vscode` and `mocha` stay external: the host provides the first,
// the project's node_modules the second).
import { build } from 'esbuild';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(root);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  legalComments: 'none',
  define: { __LUBAN_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
  // scan-pool.ts reads import.meta.url only when run from source; in a bundle it takes __filename.
  logOverride: { 'empty-import-meta': 'silent' },
};
const skipExtension = process.argv.includes('--tests-only');
const suiteDir = 'test/integration/suite';
const entries = readdirSync(suiteDir).filter((f) => f.endsWith('.ts') && (f.endsWith('.test.ts') || f.endsWith('.index.ts')));
rmSync('out/integration', { recursive: true, force: true });
await Promise.all([
  skipExtension
    ? Promise.resolve()
    : build({ ...common, entryPoints: ['src/extension/extension.ts'], outfile: 'dist/extension.cjs', external: ['vscode'], sourcemap: 'linked' }),
  // The scan workers a large workspace's first scan runs on (dist/scan-worker.cjs, found beside the extension bundle).
  skipExtension
    ? Promise.resolve()
    : build({ ...common, entryPoints: ['src/core/engine/scan-worker.ts'], outfile: 'dist/scan-worker.cjs', sourcemap: 'linked' }),
  ...entries.map((f) =>
    build({
      ...common,
      entryPoints: [path.join(suiteDir, f)],
      outfile: path.join('out/integration', f.replace(/\.ts$/, '.cjs')),
      external: ['vscode', 'mocha'],
      sourcemap: 'inline',
    }),
  ),
]);
console.log(`built dist/extension.cjs${skipExtension ? ' (skipped)' : ''} and ${entries.length} integration bundles in out/integration/`);
