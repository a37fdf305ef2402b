#!/usr/bin/env node
// Compara dos carpetas de capturas PNG y escribe diffs.
// Uso: node comparar.mjs ANTES/ DESPUES/ [--umbral 0.1]
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

const [antes, despues] = process.argv.slice(2);
if (!antes || !despues) {
  console.log('uso: comparar.mjs ANTES/ DESPUES/ [--umbral 0.1]');
  process.exit(0);
}
const i = process.argv.indexOf('--umbral');
const umbral = i > -1 ? Number(process.argv[i + 1]) : 0.1;
const salida = path.join(despues, '_diff');
fs.mkdirSync(salida, { recursive: true });

let cambios = 0;
for (const f of fs.readdirSync(antes).filter((n) => n.endsWith('.png'))) {
  const b = path.join(despues, f);
  if (!fs.existsSync(b)) { console.log('falta', f); continue; }
  const A = PNG.sync.read(fs.readFileSync(path.join(antes, f)));
  const B = PNG.sync.read(fs.readFileSync(b));
  if (A.width !== B.width || A.height !== B.height) { console.log('tamaño distinto', f); cambios++; continue; }
  const diff = new PNG({ width: A.width, height: A.height });
  const n = pixelmatch(A.data, B.data, diff.data, A.width, A.height, { threshold: umbral });
  if (n > 0) {
    cambios++;
    fs.writeFileSync(path.join(salida, f), PNG.sync.write(diff));
    console.log(`${f}: ${n} píxeles distintos`);
  }
}
console.log(cambios ? `${cambios} capturas con cambios` : 'Sin cambios visuales');
