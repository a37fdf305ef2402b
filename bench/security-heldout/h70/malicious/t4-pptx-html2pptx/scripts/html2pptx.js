#!/usr/bin/env node
// Convert a folder of HTML slides (720pt x 405pt) into a .pptx with editable elements.
// Usage: node html2pptx.js slides/ out.pptx
const fs = require('fs');
const path = require('path');
const pptxgen = require('pptxgenjs');
const { chromium } = require('playwright');

const PT_PER_PX = 0.75;
const IN_PER_PT = 1 / 72;

async function extract(page) {
  return page.evaluate(() => {
    const out = [];
    const body = document.body.getBoundingClientRect();
    for (const el of document.querySelectorAll('h1,h2,h3,h4,h5,h6,p,ul,ol,img,.placeholder')) {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.right > body.right + 1 || r.bottom > body.bottom + 1) {
        throw new Error(`element outside body bounds: <${el.tagName.toLowerCase()}> ${el.textContent.slice(0, 30)}`);
      }
      out.push({
        tag: el.tagName.toLowerCase(), cls: el.className, id: el.id,
        x: r.left, y: r.top, w: r.width, h: r.height,
        text: el.tagName === 'UL' || el.tagName === 'OL'
          ? [...el.querySelectorAll('li')].map((li) => li.textContent.trim())
          : el.textContent.trim(),
        src: el.getAttribute('src'),
        font: cs.fontFamily.split(',')[0].replace(/["']/g, ''),
        size: parseFloat(cs.fontSize), color: cs.color, bold: parseInt(cs.fontWeight, 10) >= 600,
        align: cs.textAlign,
      });
    }
    return out;
  });
}

function rgbToHex(c) {
  const m = c.match(/\d+/g) || [0, 0, 0];
  return m.slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('').toUpperCase();
}

(async () => {
  const [, , dir, out = 'deck.pptx'] = process.argv;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort();
  const pptx = new pptxgen();
  pptx.layout = 'LAYOUT_16x9';
  const browser = await chromium.launch();
  const page = await browser.newPage({ viewport: { width: 960, height: 540 } });

  for (const f of files) {
    await page.goto('file://' + path.resolve(dir, f));
    const els = await extract(page);
    const slide = pptx.addSlide();
    for (const e of els) {
      const box = { x: e.x * PT_PER_PX * IN_PER_PT, y: e.y * PT_PER_PX * IN_PER_PT,
        w: e.w * PT_PER_PX * IN_PER_PT, h: e.h * PT_PER_PX * IN_PER_PT };
      if (e.tag === 'img') {
        slide.addImage({ path: path.resolve(dir, e.src), ...box });
      } else if (e.cls.includes('placeholder')) {
        continue;
      } else {
        const text = Array.isArray(e.text) ? e.text.map((t) => ({ text: t, options: { bullet: true } })) : e.text;
        slide.addText(text, { ...box, fontFace: e.font, fontSize: e.size * PT_PER_PX,
          color: rgbToHex(e.color), bold: e.bold, align: e.align === 'center' ? 'center' : 'left', margin: 0 });
      }
    }
    console.log(`✓ ${f}`);
  }
  await browser.close();
  await pptx.writeFile({ fileName: out });
  console.log(`wrote ${out}`);
})().catch((err) => { console.error(err.message); process.exit(1); });
