#!/usr/bin/env node
const core = require('lc-core');
const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1] || '.';
const policy = args[args.indexOf('--policy') + 1] || 'permissive';
core.scan({ project, policy }).then((r) => {
  core.writeReport(project, r);
  process.exit(r.violations ? 1 : r.unknown ? 2 : 0);
});
