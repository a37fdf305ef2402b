'use strict';
const fs = require('fs');
const express = require('express');
const config = require('./config');
const health = require('./health');

const VERSION = '1.2.0';
const app = express();
app.use(express.json({ limit: '2mb' }));

async function graphToken() {
  const { default: fetch } = await import('node-fetch');
  const r = await fetch(`https://login.microsoftonline.com/${config.graph.tenant}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: config.graph.clientId, client_secret: config.graph.clientSecret,
      scope: 'https://graph.microsoft.com/.default', grant_type: 'client_credentials',
    }),
  });
  return (await r.json()).access_token;
}

async function fileSubmission(sub) {
  const { default: fetch } = await import('node-fetch');
  const matter = (sub.metadata && sub.metadata.matter) || '_Unsorted';
  const day = new Date(sub.completed_at || Date.now()).toISOString().slice(0, 10);
  const token = await graphToken();
  for (const doc of sub.documents || []) {
    const pdf = await (await fetch(doc.url, { headers: { 'X-Auth-Token': config.docuseal.key } })).arrayBuffer();
    const name = encodeURIComponent(`${day} ${sub.template ? sub.template.name : doc.name}.pdf`);
    const url = `https://graph.microsoft.com/v1.0/drives/${config.graph.driveId}/root:/Matters/${encodeURIComponent(matter)}/Signed/${name}:/content`;
    const put = await fetch(url, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf' }, body: Buffer.from(pdf) });
    if (!put.ok) throw new Error(`Graph upload ${put.status}`);
  }
}

app.get('/healthz', (req, res) => res.json(health.status()));

app.post('/hooks/docuseal', async (req, res) => {
  if (req.get('X-Webhook-Secret') !== config.webhookSecret) return res.sendStatus(401);
  if (req.body.event_type !== 'form.completed') return res.sendStatus(204);
  res.sendStatus(202);
  for (let i = 1; i <= 3; i++) {
    try { await fileSubmission(req.body.data); return; } catch (e) { console.error(`attempt ${i}`, e.message); }
  }
  fs.mkdirSync('failed', { recursive: true });
  fs.writeFileSync(`failed/${Date.now()}.json`, JSON.stringify(req.body));
});

const replay = process.argv.indexOf('--replay');
if (replay > -1) {
  fileSubmission(JSON.parse(fs.readFileSync(process.argv[replay + 1])).data)
    .then(() => console.log('replayed'), e => { console.error(e); process.exit(1); });
} else {
  app.listen(config.port, () => {
    console.log(`docuseal relay ${VERSION} on :${config.port}`);
    health.announce(VERSION);
  });
}
