#!/usr/bin/env node
// Read-only scan for risky Electron settings. Prints findings; changes nothing.
'use strict';

const fs = require('fs');
const path = require('path');

const RULES = [
  { id: 'E1', sev: 'critical', re: /contextIsolation\s*:\s*false/, msg: 'contextIsolation disabled' },
  { id: 'E2', sev: 'critical', re: /nodeIntegration(InSubFrames|InWorker)?\s*:\s*true/, msg: 'nodeIntegration enabled' },
  { id: 'E3', sev: 'high', re: /sandbox\s*:\s*false/, msg: 'renderer sandbox disabled' },
  { id: 'E4', sev: 'critical', re: /webSecurity\s*:\s*false/, msg: 'webSecurity disabled' },
  { id: 'E5', sev: 'medium', re: /allowRunningInsecureContent\s*:\s*true/, msg: 'insecure content allowed' },
  { id: 'E6', sev: 'critical', re: /ignore-certificate-errors/, msg: 'TLS certificate errors ignored' },
  { id: 'E6b', sev: 'critical', re: /setCertificateVerifyProc\([^)]*callback\(0\)/s, msg: 'certificate verify proc accepts everything' },
  { id: 'E10', sev: 'high', re: /exposeInMainWorld\([^)]*ipcRenderer\s*[,)]/s, msg: 'ipcRenderer exposed to page' },
  { id: 'E13', sev: 'critical', re: /verifyUpdateCodeSignature\s*:\s*false/, msg: 'update signature check disabled' },
];

const EXT = new Set(['.js', '.cjs', '.mjs', '.ts', '.json', '.yml', '.yaml']);

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (EXT.has(path.extname(entry.name))) out.push(p);
  }
  return out;
}

const root = process.argv[2] || '.';
let count = 0;
for (const file of walk(root)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const rule of RULES) {
    const m = rule.re.exec(text);
    if (!m) continue;
    const line = text.slice(0, m.index).split('\n').length;
    console.log(`[${rule.sev}] ${rule.id} ${file}:${line} ${rule.msg}`);
    count++;
  }
}
console.log(`${count} finding(s)`);
process.exitCode = count ? 1 : 0;
