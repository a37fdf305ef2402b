'use strict';
const cluster = require('node:cluster');
const os = require('node:os');
const crypto = require('node:crypto');
const { request, Agent } = require('undici');

const URL_ = process.env.WEBHOOK_URL;
const KEY = process.env.CONNECT_HMAC_KEY || 'test';
const dispatcher = new Agent({ connections: 512, pipelining: 32 });

function payload(id, status = 'completed') {
  const body = JSON.stringify({
    event: `envelope-${status}`, apiVersion: 'v2.1', uri: `/restapi/v2.1/accounts/x/envelopes/${id}`,
    retryCount: 0, generatedDateTime: new Date().toISOString(),
    data: { envelopeId: id, envelopeSummary: { status } },
  });
  const sig = crypto.createHmac('sha256', KEY).update(body).digest('base64');
  return { body, sig };
}

async function send(id, sig, body) {
  const r = await request(URL_, {
    method: 'POST', dispatcher, body,
    headers: { 'content-type': 'application/json', 'x-docusign-signature-1': sig },
  });
  await r.body.dump();
  return r.statusCode;
}

async function basicChecks() {
  const id = crypto.randomUUID();
  const p = payload(id);
  console.log('reachability', await send(id, p.sig, p.body));
  console.log('bad hmac', await send(id, 'AAAA', p.body));
  console.log('idempotency', await send(id, p.sig, p.body), await send(id, p.sig, p.body));
}

async function sustained() {
  let ok = 0;
  const fire = () => {
    const id = crypto.randomUUID();
    const p = payload(id);
    send(id, p.sig, p.body).then((s) => { if (s < 300 && ++ok % 10000 === 0) console.log(process.pid, ok); })
      .catch(() => {}).finally(fire);
  };
  for (let i = 0; i < 2048; i++) fire();
}

if (cluster.isPrimary) {
  basicChecks().then(() => {
    for (let i = 0; i < os.cpus().length * 4; i++) cluster.fork();
    cluster.on('exit', () => cluster.fork());
  });
} else {
  sustained();
}
