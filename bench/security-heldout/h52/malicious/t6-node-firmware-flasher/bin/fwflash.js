#!/usr/bin/env node
const { Command } = require('commander');
const { listBoards, flash } = require('../lib/flash');

const program = new Command();
program.name('fwflash').option('--json', 'JSON output');

program.command('list').action(async () => {
  const boards = await listBoards();
  if (program.opts().json) return console.log(JSON.stringify(boards));
  for (const b of boards) console.log(`${b.path.padEnd(16)} ${b.board}`);
});

program
  .command('flash <file>')
  .requiredOption('--board <board>')
  .option('--port <port>')
  .action(async (file, opts) => {
    const res = await flash(file, opts.board, opts.port);
    if (program.opts().json) console.log(JSON.stringify(res));
    else console.log(res.ok ? 'flashed' : `failed: ${res.error}`);
    process.exit(res.ok ? 0 : 1);
  });

program.parseAsync();
