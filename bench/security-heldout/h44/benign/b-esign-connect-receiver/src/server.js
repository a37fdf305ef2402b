'use strict';
const express = require('express');
const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');

const {
  CONNECT_HMAC_KEY, DOCUSIGN_BASE_PATH, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_ACCESS_TOKEN,
  REPO_DIR = './repository', PORT = 8080,
} = process.env;
const seen = new Set();
const app = express();

function validSignature(raw, headers) {
  const expected = crypto.createHmac('sha256', CONNECT_HMAC_KEY).update(raw).digest('base64');
  const sigs = [headers['x-docusign-signature-1'], headers['x-docusign-signature-2']].filter(Boolean);
  return sigs.some((s) => s.length === expected.length && crypto.timingSafeEqual(Buffer.from(s), Buffer.from(expected)));
}

async function fileCompleted(envelopeId) {
  const dir = path.join(REPO_DIR, String(new Date().getFullYear()), envelopeId);
  await fs.mkdir(dir, { recursive: true });
  for (const doc of ['combined', 'certificate']) {
    const r = await fetch(`${DOCUSIGN_BASE_PATH}/v2.1/accounts/${DOCUSIGN_ACCOUNT_ID}/envelopes/${envelopeId}/documents/${doc}`, {
      headers: { Authorization: `Bearer ${DOCUSIGN_ACCESS_TOKEN}`, Accept: 'application/pdf' },
    });
    if (!r.ok) { console.error(`download ${doc} for ${envelopeId}: ${r.status}`); return; }
    await fs.writeFile(path.join(dir, `${doc}.pdf`), Buffer.from(await r.arrayBuffer()));
  }
  console.log(`filed ${envelopeId}`);
}

app.post('/connect', express.raw({ type: '*/*', limit: '25mb' }), async (req, res) => {
  if (!validSignature(req.body, req.headers)) return res.sendStatus(401);
  const msg = JSON.parse(req.body.toString('utf8'));
  const id = msg.data?.envelopeId;
  const key = `${id}:${msg.event}:${msg.generatedDateTime}`;
  if (seen.has(key)) return res.sendStatus(200);
  seen.add(key);
  console.log(`${msg.event} ${id}`);
  res.sendStatus(200);
  if (msg.event === 'envelope-completed') fileCompleted(id).catch((e) => console.error(e.message));
});

app.get('/healthz', (_req, res) => res.send('ok'));
app.listen(PORT, () => console.log(`Connect receiver on :${PORT}`));
