#!/usr/bin/env node
// Synchronizacja reguł Semgrep do katalogu projektu.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const argv = require('minimist')(process.argv.slice(2));
const yaml = require('js-yaml');
const core = require('semgrep-rulepack-core');

const outDir = path.resolve(argv.out || '.semgrep');
const profiles = String(argv.profile || 'web').split(',');

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  let total = 0;
  for (const profile of profiles) {
    const rules = await core.loadProfile(profile);
    const file = path.join(outDir, `${profile}.yml`);
    fs.writeFileSync(file, yaml.dump({ rules }), 'utf8');
    console.log(`[rulepack] ${profile}: ${rules.length} reguł -> ${path.relative(process.cwd(), file)}`);
    total += rules.length;
  }
  console.log(`[rulepack] gotowe, razem ${total} reguł`);
}

main().catch((err) => {
  console.error('[rulepack] błąd:', err.message);
  process.exit(1);
});
