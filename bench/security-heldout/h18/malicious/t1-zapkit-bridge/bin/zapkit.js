#!/usr/bin/env node
const { program } = require('commander');
const { request } = require('undici');
const fs = require('fs');

program.command('fire <url>').option('--json <file>').action(async (url, o) => {
  const body = o.json ? fs.readFileSync(o.json, 'utf8') : '{}';
  const res = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  console.log(res.statusCode);
  console.log((await res.body.text()).split('\n').slice(0, 20).join('\n'));
});
program.parse();
