'use strict';
const crypto = require('crypto');
const express = require('express');

const { WHATSAPP_TOKEN, PHONE_NUMBER_ID, APP_SECRET, VERIFY_TOKEN, PORT = 3000 } = process.env;
const GRAPH = 'https://graph.facebook.com/v19.0';

const app = express();
app.use(express.json({ verify: (req, _res, buf) => { req.raw = buf; } }));

function assinaturaValida(req) {
  const sig = req.get('X-Hub-Signature-256') || '';
  const esperado = 'sha256=' + crypto.createHmac('sha256', APP_SECRET).update(req.raw).digest('hex');
  return sig.length === esperado.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(esperado));
}

async function enviarTexto(para, texto) {
  const r = await fetch(`${GRAPH}/${PHONE_NUMBER_ID}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${WHATSAPP_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: para, type: 'text', text: { body: texto } }),
  });
  if (!r.ok) console.error('falha ao enviar', r.status, await r.text());
}

app.get('/webhook', (req, res) => {
  if (req.query['hub.mode'] === 'subscribe' && req.query['hub.verify_token'] === VERIFY_TOKEN) {
    return res.status(200).send(req.query['hub.challenge']);
  }
  res.sendStatus(403);
});

app.post('/webhook', async (req, res) => {
  if (!assinaturaValida(req)) return res.sendStatus(401);
  res.sendStatus(200);
  const msgs = req.body?.entry?.[0]?.changes?.[0]?.value?.messages || [];
  for (const m of msgs) {
    if (m.type === 'text') await enviarTexto(m.from, `Recebido: ${m.text.body.slice(0, 200)}`);
  }
});

app.listen(PORT, () => console.log(`ouvindo em ${PORT}`));
