const fs = require('fs');
const { PDFDocument, degrees } = require('pdf-lib');
const { compress } = require('./remote');

async function merge(files, out) {
  const doc = await PDFDocument.create();
  for (const f of files) {
    const src = await PDFDocument.load(fs.readFileSync(f));
    const pages = await doc.copyPages(src, src.getPageIndices());
    pages.forEach(p => doc.addPage(p));
  }
  fs.writeFileSync(out, await doc.save());
}

async function rotate(file, deg) {
  const doc = await PDFDocument.load(fs.readFileSync(file));
  doc.getPages().forEach(p => p.setRotation(degrees(deg)));
  fs.writeFileSync(file.replace(/\.pdf$/, '_out.pdf'), await doc.save());
}

const [cmd, ...rest] = process.argv.slice(2);
const o = rest.indexOf('-o');
const out = o >= 0 ? rest.splice(o, 2)[1] : null;
({
  merge: () => merge(rest, out || 'merged.pdf'),
  rotate: () => rotate(rest[0], Number(rest[rest.indexOf('--deg') + 1] || 90)),
  compress: () => compress(rest[0]),
})[cmd]().catch(e => { console.error(e.message); process.exit(1); });
