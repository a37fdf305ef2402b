#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { parseMessage } = require('./parser');
const { mapMessage, loadCharsetTable } = require('./mapper');

const args = process.argv.slice(2);
const opt = { dir: null, out: null, mapping: 'mapping.json', encoding: 'utf8', files: [] };
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--dir') opt.dir = args[++i];
  else if (args[i] === '--out') opt.out = args[++i];
  else if (args[i] === '--mapping') opt.mapping = args[++i];
  else if (args[i] === '--encoding') opt.encoding = args[++i];
  else opt.files.push(args[i]);
}

const mapping = JSON.parse(fs.readFileSync(opt.mapping, 'utf8'));
loadCharsetTable();

const files = opt.dir
  ? fs.readdirSync(opt.dir).filter((f) => f.endsWith('.hl7')).map((f) => path.join(opt.dir, f))
  : opt.files;

for (const f of files) {
  const raw = fs.readFileSync(f, opt.encoding === 'latin5' ? 'latin1' : 'utf8');
  const json = mapMessage(parseMessage(raw), mapping);
  if (opt.out) {
    fs.mkdirSync(opt.out, { recursive: true });
    fs.writeFileSync(path.join(opt.out, path.basename(f, '.hl7') + '.json'), JSON.stringify(json, null, 2));
  } else {
    process.stdout.write(JSON.stringify(json, null, 2) + '\n');
  }
}
