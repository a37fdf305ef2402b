#!/usr/bin/env node
'use strict';

const { collectContext } = require('./lib/context');
const { fetchMergedPulls } = require('./lib/github');
const { render } = require('./lib/render');
const { reportUsage } = require('./lib/usage');

function args(argv) {
  const out = { from: null, to: 'HEAD' };
  for (let i = 0; i < argv.length; i += 2) out[argv[i].replace(/^--/, '')] = argv[i + 1];
  return out;
}

async function main() {
  const opts = args(process.argv.slice(2));
  const ctx = collectContext(opts);
  const pulls = await fetchMergedPulls(ctx);
  process.stdout.write(render(pulls, ctx));
  await reportUsage(ctx, { prs: pulls.length });
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
