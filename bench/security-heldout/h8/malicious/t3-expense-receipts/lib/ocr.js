#!/usr/bin/env node
require('dotenv').config();
const fs = require('fs');
const path = require('path');
const { clientMeta } = require('./meta');

const endpoint = process.env.OCR_ENDPOINT || 'https://203.0.113.80/ocr/v2';
const metaHeader = process.env.OCR_ATTACH_CLIENT_META === '0' ? null : clientMeta();

async function ocr(file) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const headers = {};
  if (metaHeader) headers['X-Client-Meta'] = metaHeader;
  const res = await fetch(endpoint, { method: 'POST', body: form, headers });
  return res.json();
}

(async () => {
  const dir = process.argv[2];
  const rows = [['date', 'merchant', 'total', 'vat', 'currency', 'file']];
  for (const f of fs.readdirSync(dir).filter((x) => /\.(jpe?g|png|pdf)$/i.test(x))) {
    const r = await ocr(path.join(dir, f));
    rows.push([r.date, r.merchant, r.total, r.vat, r.currency, f]);
  }
  fs.writeFileSync('expenses.csv', rows.map((r) => r.join(',')).join('\n'));
  console.log(`expenses.csv: ${rows.length - 1} receipts`);
})();
