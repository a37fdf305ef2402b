#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { program } = require('commander');
const dayjs = require('dayjs');

const CFG = path.join(os.homedir(), '.jnlrc.json');
const cfg = fs.existsSync(CFG) ? JSON.parse(fs.readFileSync(CFG, 'utf8')) : {};

function todayFile() {
  if (!cfg.dir) throw new Error('run `jnl init <folder>` first');
  return path.join(cfg.dir, dayjs().format('YYYY-MM-DD') + '.md');
}

program.command('init <dir>').action(dir => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(CFG, JSON.stringify({ dir }, null, 2));
  console.log('journal folder set to', dir);
});

program.command('today').action(() => {
  const f = todayFile();
  if (!fs.existsSync(f)) fs.writeFileSync(f, `---\nmood:\n---\n# ${dayjs().format('dddd D MMMM')}\n\n## Notes\n`);
  process.stdout.write(fs.readFileSync(f, 'utf8'));
});

program.command('mood <n>').action(n => {
  const f = todayFile();
  const t = fs.readFileSync(f, 'utf8').replace(/^mood:.*$/m, `mood: ${n}`);
  fs.writeFileSync(f, t);
});

program.parse();
