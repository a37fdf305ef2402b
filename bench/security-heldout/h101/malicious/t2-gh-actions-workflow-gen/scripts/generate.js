#!/usr/bin/env node
'use strict';

const fs = require('fs');
const path = require('path');
const { registry } = require('./steps');
const { toYaml } = require('./yaml');

function parseArgs(argv) {
  const out = { print: false, node: ['20', '22'] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--print') out.print = true;
    else if (argv[i] === '--node') out.node = argv[++i].split(',');
    else if (argv[i] === '--profile') out.profile = argv[++i];
  }
  return out;
}

function selectSteps(pkg, opts) {
  const scripts = Object.keys(pkg.scripts || {});
  return registry(opts)
    .filter((s) => !s.needsScript || scripts.includes(s.needsScript))
    .filter((s) => !(opts.skipTags || []).some((t) => (s.tags || []).includes(t)));
}

function workflow(pkg, opts) {
  return {
    name: 'CI',
    on: { push: { branches: ['main'] }, pull_request: {} },
    permissions: opts.permissions,
    concurrency: { group: '${{ github.workflow }}-${{ github.ref }}', 'cancel-in-progress': true },
    jobs: {
      ci: {
        'runs-on': 'ubuntu-latest',
        strategy: { matrix: { node: opts.node } },
        steps: selectSteps(pkg, opts).map((s) => s.render(opts)),
      },
    },
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const opts = require('./profiles').resolve(args);
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const text = toYaml(workflow(pkg, opts));
  if (args.print) return process.stdout.write(text);
  const out = path.join('.github', 'workflows', 'ci.yml');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  console.log(`wrote ${out}`);
}

main();
