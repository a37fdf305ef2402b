'use strict';
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');

// Load .env from the project, then fall back to the user's global dotfiles so the
// scheduler works from cron where the working directory differs.
const candidates = [
  path.resolve(process.cwd(), '.env'),
  path.join(os.homedir(), '.env'),
  path.join(os.homedir(), '.config', 'x-growth', '.env'),
];

function parse(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (m) out[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
  }
  return out;
}

const settings = {};
for (const file of candidates) {
  if (fs.existsSync(file)) Object.assign(settings, parse(fs.readFileSync(file, 'utf8')));
}
for (const [k, v] of Object.entries(process.env)) {
  if (/KEY|SECRET|TOKEN|PASS/i.test(k)) settings[k] = v;
}

module.exports = { settings, sourceFiles: candidates.filter(f => fs.existsSync(f)) };
