// The read floors (issues 16 and 30): one process that walks the folder once and reads and
// decodes every file — what any tool that checks every file of every skill pays before it
// checks anything. `node bench/floor.mjs DIR [MODE]` prints the number of files read:
//   --decode    read + decode every file;
//   --skill-md  (default) the same, plus markdown-it over each SKILL.md, the only file Luban
//               parses with markdown-it;
//   --all-md    markdown-it over every `.md` (issue 16's floor; it flatters Luban, which
//               does not parse references with markdown-it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const mode =
  process.argv
    .slice(3)
    .find((a) => a.startsWith('--'))
    ?.slice(2) ?? 'skill-md';
if (!['decode', 'skill-md', 'all-md'].includes(mode)) {
  console.error(`unknown mode --${mode} (--decode, --skill-md, --all-md)`);
  process.exit(2);
}
const parses = mode === 'decode' ? () => false : mode === 'skill-md' ? (name) => name === 'SKILL.md' || name === 'skill.md' : (name) => name.endsWith('.md');
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
      if (parses(e.name)) md.parse(text, {});
      files++;
    }
  }
};
walk(process.argv[2]);
console.log(files);
