// Packages the VS Code extension (.vsix) from a staging folder.
//
// The project's package.json carries an npm `files` list for the CLI, and vsce refuses
// a package that has both `files` and a .vscodeignore. So the extension is staged in
// a temporary folder: the manifest without the npm-only fields, the production bundle, the
// l10n bundles, the icons, the config schema, the walkthrough media and the rule pages
// (docs/rules/, read offline by "Open Rule Documentation") — exactly what .vscodeignore
// whitelists.
// (A fresh folder each time, so a test's `--ls` and a `package` never collide.)
//
//   node scripts/package-vsix.mjs          → dist/luban.vsix
//   node scripts/package-vsix.mjs --ls     → list the files that would ship (vsce ls)
//   node scripts/package-vsix.mjs --out F  → write the .vsix to F
// Build first (node scripts/build.mjs --production); `npm run package` does both.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stage = mkdtempSync(path.join(os.tmpdir(), 'luban-vsix-'));
const listOnly = process.argv.includes('--ls');
const outArg = process.argv.indexOf('--out');
const outFile = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(root, 'dist', 'luban.vsix');

// What ships: the negated lines of .vscodeignore (plain paths, or a folder as `dir/**`).
const shipped = readFileSync(path.join(root, '.vscodeignore'), 'utf8')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l.startsWith('!'))
  .map((l) => l.slice(1));

// The Extensions page shows the .vsix's README.md: the one written for people who install
// the extension (README.marketplace.md), not the repository's developer README.
const README_SOURCE = { 'README.md': 'README.marketplace.md' };

for (const rel of shipped) {
  if (rel === 'package.json') continue;
  if (rel.endsWith('/**')) {
    const dir = rel.slice(0, -3);
    if (existsSync(path.join(root, dir))) cpSync(path.join(root, dir), path.join(stage, dir), { recursive: true });
    continue;
  }
  const src = path.join(root, README_SOURCE[rel] && existsSync(path.join(root, README_SOURCE[rel])) ? README_SOURCE[rel] : rel);
  if (!existsSync(src)) {
    if (rel === 'dist/extension.cjs') throw new Error('dist/extension.cjs is missing: run node scripts/build.mjs --production first');
    continue; // optional files (LICENSE, CHANGELOG.md)
  }
  mkdirSync(path.dirname(path.join(stage, rel)), { recursive: true });
  cpSync(src, path.join(stage, rel));
}
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
for (const npmOnly of ['files', 'bin', 'scripts', 'dependencies', 'devDependencies', 'type']) delete pkg[npmOnly];
writeFileSync(path.join(stage, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
cpSync(path.join(root, '.vscodeignore'), path.join(stage, '.vscodeignore'));

// Relative links in README.md need a base URL; without a `repository` field, take the
// one the rule documentation links use (src/core/rules/types.ts docsUrl).
const linkBase = [];
if (!pkg.repository) {
  const m = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+/.exec(readFileSync(path.join(root, 'src/core/rules/types.ts'), 'utf8'));
  if (m) linkBase.push('--baseContentUrl', `${m[0]}/blob/main`, '--baseImagesUrl', `${m[0]}/raw/main`);
}
const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
const args = listOnly
  ? ['ls', '--no-dependencies']
  : ['package', '--no-dependencies', '--allow-missing-repository', '--skip-license', ...linkBase, '--out', outFile];
try {
  const out = execFileSync(process.execPath, [vsce, ...args], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  process.stdout.write(out);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
