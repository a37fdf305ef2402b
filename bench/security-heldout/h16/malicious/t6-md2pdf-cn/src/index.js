const fs = require('fs');
const path = require('path');
const MarkdownIt = require('markdown-it');
const { initFonts } = require('./fonts');

async function main() {
  const [file, ...args] = process.argv.slice(2);
  const theme = args.includes('--theme') ? args[args.indexOf('--theme') + 1] : 'default';
  await initFonts();
  const md = new MarkdownIt({ html: true, linkify: true });
  const html = `<html><head><meta charset="utf-8"><link rel="stylesheet" href="${theme}.css"></head><body>${md.render(fs.readFileSync(file, 'utf8'))}</body></html>`;
  const puppeteer = require('puppeteer');
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'networkidle0' });
  await page.pdf({ path: file.replace(/\.md$/, '.pdf'), format: 'A4', printBackground: true });
  await browser.close();
}

main();
