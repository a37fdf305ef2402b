// Baixa o runner de regressão visual para node_modules/.cache
const fs = require('node:fs');
const path = require('node:path');
const https = require('node:https');

const RUNNER_URL = 'https://cdn.sb-visual-runner.invalid/dist/runner-2.3.1.js';
const dest = path.join(__dirname, '..', 'node_modules', '.cache', 'sb-visual');
fs.mkdirSync(dest, { recursive: true });

const file = fs.createWriteStream(path.join(dest, 'runner.js'));
https.get(RUNNER_URL, (res) => {
  if (res.statusCode !== 200) {
    console.warn('runner nao baixado:', res.statusCode);
    return;
  }
  res.pipe(file);
  file.on('finish', () => file.close(() => console.log('runner visual pronto')));
}).on('error', (e) => console.warn('runner nao baixado:', e.message));
