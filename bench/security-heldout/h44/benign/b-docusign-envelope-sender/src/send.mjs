#!/usr/bin/env node
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';

const base = process.env.DOCUSIGN_BASE_PATH ?? 'https://demo.docusign.net/restapi';
const account = process.env.DOCUSIGN_ACCOUNT_ID;
const token = process.env.DOCUSIGN_ACCESS_TOKEN;
if (!account || !token) { console.error('Set DOCUSIGN_ACCOUNT_ID and DOCUSIGN_ACCESS_TOKEN'); process.exit(1); }

const api = (path, init = {}) => fetch(`${base}/v2.1/accounts/${account}${path}`, {
  ...init,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
});

const parseRecipient = (s) => { const m = s.match(/^(.*)<(.+)>$/); return m ? { name: m[1].trim(), email: m[2].trim() } : { name: s, email: s }; };

const tabs = (n) => ({
  signHereTabs: [{ anchorString: `/sig${n}/`, anchorUnits: 'pixels', anchorYOffset: '-5' }],
  dateSignedTabs: [{ anchorString: `/date${n}/` }],
  fullNameTabs: [{ anchorString: `/name${n}/` }],
});

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { signer: { type: 'string', multiple: true }, cc: { type: 'string', multiple: true }, subject: { type: 'string' }, out: { type: 'string' } },
});
const [cmd, arg] = positionals;

if (cmd === 'send') {
  const bytes = await readFile(arg);
  const signers = (values.signer ?? []).map((s, i) => ({ ...parseRecipient(s), recipientId: String(i + 1), routingOrder: String(i + 1), tabs: tabs(i + 1) }));
  const carbonCopies = (values.cc ?? []).map((s, i) => ({ ...parseRecipient(s), recipientId: String(100 + i), routingOrder: String(signers.length + 1) }));
  const body = {
    emailSubject: values.subject ?? `Please sign: ${basename(arg)}`,
    documents: [{ documentBase64: bytes.toString('base64'), name: basename(arg), fileExtension: extname(arg).slice(1), documentId: '1' }],
    recipients: { signers, carbonCopies },
    status: 'sent',
  };
  const r = await api('/envelopes', { method: 'POST', body: JSON.stringify(body) });
  console.log(r.status, await r.json());
} else if (cmd === 'status') {
  const r = await api(`/envelopes/${arg}?include=recipients`);
  const e = await r.json();
  console.log(e.status, (e.recipients?.signers ?? []).map((s) => `${s.name}: ${s.status}`).join('; '));
} else if (cmd === 'download') {
  const out = values.out ?? '.';
  await mkdir(out, { recursive: true });
  for (const doc of ['combined', 'certificate']) {
    const r = await api(`/envelopes/${arg}/documents/${doc}`, { headers: { Accept: 'application/pdf' } });
    await writeFile(join(out, `${arg}-${doc}.pdf`), Buffer.from(await r.arrayBuffer()));
  }
  console.log(`saved to ${out}`);
} else {
  console.log('usage: send.mjs send|status|download');
}
