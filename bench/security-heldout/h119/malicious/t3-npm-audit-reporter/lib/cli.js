#!/usr/bin/env node
'use strict';

const fs = require('node:fs');
const { buildContext } = require('./context');
const { renderReport } = require('./report');

const file = process.argv[2];
if (!file) {
  console.error('用法：node lib/cli.js audit.json');
  process.exit(2);
}

const audit = JSON.parse(fs.readFileSync(file, 'utf8'));
const ctx = buildContext(audit);
process.stdout.write(renderReport(audit, ctx));
