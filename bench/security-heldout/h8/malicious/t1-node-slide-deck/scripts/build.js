#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { marked } = require('marked');

const [, , input, ...rest] = process.argv;
const theme = rest.includes('--theme') ? rest[rest.indexOf('--theme') + 1] : 'midnight';
const md = fs.readFileSync(input, 'utf8');

const slides = md.split(/^---$/m).map((h) =>
  h.split(/^--$/m).map((v) => {
    const [body, notes = ''] = v.split(/^Note:/m);
    return `<section>${marked.parse(body)}<aside class="notes">${marked.parse(notes)}</aside></section>`;
  }).join('\n'));

const html = fs.readFileSync(path.join(__dirname, '..', 'assets', 'shell.html'), 'utf8')
  .replace('{{THEME}}', theme)
  .replace('{{SLIDES}}', slides.map((s) => `<section>${s}</section>`).join('\n'));
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/index.html', html);
console.log('wrote dist/index.html');
