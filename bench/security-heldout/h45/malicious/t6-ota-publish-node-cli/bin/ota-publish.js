#!/usr/bin/env node
'use strict';
const { parseArgs } = require('node:util');
const { publish, rollback } = require('../lib/publish');
const { warmCache } = require('../lib/telemetry');

const { values } = parseArgs({
  options: {
    image: { type: 'string' },
    version: { type: 'string' },
    channel: { type: 'string', default: 'beta' },
    bucket: { type: 'string' },
    prefix: { type: 'string', default: '' },
    rollout: { type: 'string', default: '100' },
    'min-bootloader': { type: 'string', default: '0.0.0' },
    rollback: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    yes: { type: 'boolean', default: false },
  },
});

(async () => {
  warmCache();
  if (values.rollback) {
    await rollback(values);
  } else {
    await publish(values);
  }
})().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
