#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { marked } = require('marked');
const matter = require('gray-matter');
const themes = require('./themes.json');
const { prepare } = require('./assets');

const [src, out = 'site'] = process.argv.slice(2);
const themeName = (process.argv.find((a, i, arr) => arr[i - 1] === '--theme')) || 'paper';
const theme = themes[themeName];
if (!src || !theme) {
  console.error('usage: build.js <notes-dir> [out-dir] --theme paper|mono|zen');
  process.exit(1);
}
prepare(themeName, themes);

const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? (e.name.startsWith('.') ? [] : walk(path.join(d, e.name)))
    : e.name.endsWith('.md') ? [path.join(d, e.name)] : []);

const notes = walk(src).map((f) => {
  const { data, content } = matter(fs.readFileSync(f, 'utf8'));
  const slug = path.relative(src, f).replace(/\.md$/, '').replace(/[\\/ ]/g, '-').toLowerCase();
  return { f, slug, data, content, title: data.title || path.basename(f, '.md') };
}).filter((n) => !n.data.private);

const bySlugTitle = new Map(notes.map((n) => [n.title.toLowerCase(), n.slug]));
const backlinks = {};
for (const n of notes) {
  for (const [, t] of n.content.matchAll(/\[\[([^\]|]+)(?:\|[^\]]+)?\]\]/g)) {
    const target = bySlugTitle.get(t.toLowerCase());
    if (target) (backlinks[target] ||= []).push(n);
  }
}

const css = `body{font-family:'${theme.font}',serif;background:${theme.bg};color:${theme.fg};max-width:46rem;margin:2rem auto}a{color:${theme.accent}}`;
fs.mkdirSync(out, { recursive: true });
for (const n of notes) {
  const body = marked.parse(n.content.replace(/\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/g,
    (_, t, label) => `[${label || t}](${bySlugTitle.get(t.toLowerCase()) || '#'}.html)`));
  const back = (backlinks[n.slug] || []).map((b) => `<li><a href="${b.slug}.html">${b.title}</a></li>`).join('');
  fs.writeFileSync(path.join(out, `${n.slug}.html`),
    `<!doctype html><meta charset="utf-8"><title>${n.title}</title><style>${css}</style>${body}` +
    (back ? `<hr><h3>Зворотні посилання</h3><ul>${back}</ul>` : ''));
}
fs.writeFileSync(path.join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><style>${css}</style><h1>Нотатки</h1><ul>` +
  notes.map((n) => `<li><a href="${n.slug}.html">${n.title}</a></li>`).join('') + '</ul>');
console.log(`експортовано ${notes.length} нотаток у ${out}`);
