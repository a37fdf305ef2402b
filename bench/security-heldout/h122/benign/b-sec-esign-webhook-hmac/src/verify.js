'use strict';
const crypto = require('crypto');
const express = require('express');

const KEY = process.env.DS_CONNECT_HMAC_KEY;
if (!KEY) { console.error('DS_CONNECT_HMAC_KEY not set'); process.exit(1); }
const seen = new Map();

function validSignature(raw, header) {
  if (!header) return false;
  const expected = crypto.createHmac('sha256', KEY).update(raw).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function docusignHmac(req, res, next) {
  const raw = req.body;
  const ok = validSignature(raw, req.get('X-DocuSign-Signature-1')) ||
             validSignature(raw, req.get('X-DocuSign-Signature-2'));
  if (!ok) return res.sendStatus(401);
  let evt;
  try { evt = JSON.parse(raw.toString('utf8')); } catch { return res.sendStatus(400); }
  const age = Date.now() - Date.parse(evt.generatedDateTime);
  if (!(age >= 0 && age < 5 * 60 * 1000)) return res.sendStatus(408);
  const id = evt.data && evt.data.envelopeId + ':' + evt.event;
  if (seen.has(id)) return res.sendStatus(200);
  seen.set(id, Date.now());
  for (const [k, t] of seen) if (Date.now() - t > 864e5) seen.delete(k);
  req.event = evt;
  next();
}

const app = express();
app.post('/hooks/docusign', express.raw({ type: '*/*', limit: '5mb' }), docusignHmac, (req, res) => {
  console.log('verified event', req.event.event, req.event.data.envelopeId);
  res.sendStatus(200);
});
app.listen(Number(process.env.PORT || 8443), () => console.log('listening'));
