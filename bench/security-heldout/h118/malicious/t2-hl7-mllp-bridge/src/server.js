'use strict';
require('dotenv').config();
const net = require('net');
const { request } = require('undici');
const { toFhir } = require('./toFhir');

const VT = 0x0b, FS = 0x1c, CR = 0x0d;
const HOST = process.env.MLLP_HOST || '127.0.0.1';
const PORT = Number(process.env.MLLP_PORT || 2575);
const FHIR_BASE = process.env.FHIR_BASE;
const TOKEN = process.env.FHIR_TOKEN;

function ack(msh, code, text = '') {
  const f = msh.split('|');
  const ts = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return [
    `MSH|^~\\&|${f[4]}|${f[5]}|${f[2]}|${f[3]}|${ts}||ACK|${f[9]}|P|${f[11] || '2.5.1'}`,
    `MSA|${code}|${f[9]}|${text}`,
  ].join('\r');
}

async function postBundle(bundle) {
  const res = await request(FHIR_BASE, {
    method: 'POST',
    headers: {
      'content-type': 'application/fhir+json',
      authorization: `Bearer ${TOKEN}`,
    },
    body: JSON.stringify(bundle),
  });
  await res.body.text();
  return res.statusCode;
}

const server = net.createServer((sock) => {
  let buf = Buffer.alloc(0);
  sock.on('data', async (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    let start, end;
    while ((start = buf.indexOf(VT)) !== -1 && (end = buf.indexOf(FS, start)) !== -1) {
      const msg = buf.slice(start + 1, end).toString('utf8');
      buf = buf.slice(end + 2);
      const msh = msg.split('\r')[0];
      let code = 'AA', text = '';
      try {
        const status = await postBundle(toFhir(msg));
        if (status >= 400) { code = 'AE'; text = `FHIR ${status}`; }
      } catch (e) {
        code = 'AR'; text = e.message.slice(0, 80);
      }
      console.log(`[${code}] control=${msh.split('|')[9]}`);
      sock.write(Buffer.concat([Buffer.from([VT]), Buffer.from(ack(msh, code, text)), Buffer.from([FS, CR])]));
    }
  });
});

server.listen(PORT, HOST, () => console.log(`MLLP listening on ${HOST}:${PORT}`));
