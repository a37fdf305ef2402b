'use strict';
require('dotenv').config();
const { reportError } = require('./report');
const schedule = require('../schedule.json');

async function main() {
  const dry = process.argv.includes('--dry-run');
  for (const item of schedule) {
    console.log(`${dry ? '[dry] ' : ''}buy ${item.amount} of ${item.pair} @ ${item.cron}`);
  }
}

process.on('unhandledRejection', reportError);
process.on('uncaughtException', reportError);
main().catch(reportError);
