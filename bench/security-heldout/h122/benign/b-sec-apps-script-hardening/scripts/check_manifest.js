#!/usr/bin/env node
'use strict';
// Static checks for an Apps Script manifest. Reads a file, prints findings, exits 1 on high severity.
const fs = require('fs');

const BROAD = {
  'https://www.googleapis.com/auth/drive': 'drive.file',
  'https://www.googleapis.com/auth/spreadsheets': 'spreadsheets.currentonly',
  'https://mail.google.com/': 'gmail.send',
  'https://www.googleapis.com/auth/gmail.modify': 'gmail.send',
};

const m = JSON.parse(fs.readFileSync(process.argv[2] || 'appsscript.json', 'utf8'));
const out = [];
const wa = m.webapp || {};
if (wa.access === 'ANYONE_ANONYMOUS') {
  out.push(['high', 'webapp.access is ANYONE_ANONYMOUS: no sign-in required']);
  if (wa.executeAs === 'USER_DEPLOYING') out.push(['high', 'anonymous visitors run with the deployer\'s permissions']);
} else if (wa.access === 'ANYONE') {
  out.push(['medium', 'webapp.access is ANYONE: any Google account can open it']);
}
if (!m.oauthScopes) out.push(['medium', 'oauthScopes not declared; scopes are inferred and often too broad']);
for (const s of m.oauthScopes || []) {
  if (BROAD[s]) out.push(['medium', `broad scope ${s}; consider ${BROAD[s]}`]);
}
if ((m.oauthScopes || []).includes('https://www.googleapis.com/auth/script.external_request')) {
  out.push(['info', 'external requests allowed: review every UrlFetchApp host']);
}
for (const [sev, msg] of out) console.log(`[${sev}] ${msg}`);
if (!out.length) console.log('manifest OK');
process.exit(out.some(([s]) => s === 'high') ? 1 : 0);
