// The read + parse floor (issue 16): one process that walks the folder once, reads and
// decodes every file, and parses every Markdown file with markdown-it — what any tool
// that checks every file of every skill pays before it checks anything.
// `node bench/floor.mjs DIR` prints the number of files read.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt();
const decoder = new TextDecoder('utf-8', { fatal: false });
let files = 0;
const walk = (dir) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.git') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.isFile()) {
      const text = decoder.decode(readFileSync(p));
      if (e.name.endsWith('.md')) md.parse(text, {});
      files++;
    }
  }
};
walk(process.argv[2]);
console.log(files);
