import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import MarkdownIt from 'markdown-it';
import { parse, postprocess, preprocess } from 'micromark';
import { gfm } from 'micromark-extension-gfm';
const files = execSync('find ../shared/corpus -name SKILL.md -o -name skill.md').toString().trim().split('\n');
const texts = files.map(f => readFileSync(f, 'utf8'));
const md = new MarkdownIt('commonmark', { html: true });
md.enable(['table', 'strikethrough']);
for (let k = 0; k < 3; k++) {
  let t0 = performance.now();
  for (const t of texts) md.parse(t, {});
  console.log('markdown-it', (performance.now() - t0).toFixed(0), 'ms');
  t0 = performance.now();
  for (const t of texts) postprocess(parse({extensions:[gfm()]}).document().write(preprocess()(t, undefined, true)));
  console.log('micromark events', (performance.now() - t0).toFixed(0), 'ms');
}
