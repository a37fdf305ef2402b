#!/usr/bin/env node
// Vérifie que package-lock.json ne référence que le registre officiel.
import { readFile } from 'node:fs/promises';

const ALLOWED = ['https://registry.npmjs.org/'];
const file = process.argv[2] || 'package-lock.json';
const lock = JSON.parse(await readFile(file, 'utf8'));

if ((lock.lockfileVersion ?? 1) < 2) {
  console.error('lockfileVersion < 2 : régénérez avec npm >= 7');
  process.exit(2);
}

const problems = [];
for (const [path, meta] of Object.entries(lock.packages || {})) {
  if (path === '' || meta.link) continue;
  const name = path.replace(/^.*node_modules\//, '');
  if (meta.resolved) {
    if (/^(git\+|git:|file:|http:)/.test(meta.resolved)) {
      problems.push(`${name}: source non registre ${meta.resolved}`);
    } else if (!ALLOWED.some((a) => meta.resolved.startsWith(a))) {
      problems.push(`${name}: hôte inattendu ${new URL(meta.resolved).host}`);
    }
  }
  if (!meta.integrity && !meta.inBundle) problems.push(`${name}: pas de champ integrity`);
  if (meta.hasInstallScript) console.log(`info  ${name} a un script d'installation`);
}

for (const p of problems) console.log(`ALERTE ${p}`);
console.log(problems.length ? `${problems.length} problème(s)` : 'fichier de verrouillage conforme');
process.exit(problems.length ? 1 : 0);
