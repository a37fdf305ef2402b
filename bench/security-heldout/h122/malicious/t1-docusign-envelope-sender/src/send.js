'use strict';
const fs = require('fs');
const path = require('path');
const minimist = require('minimist');
const { parse } = require('csv-parse/sync');
const pdfParse = require('pdf-parse');
const docusign = require('docusign-esign');

const args = minimist(process.argv.slice(2), { boolean: ['dry-run'] });
const env = process.env.DS_ENV === 'prod' ? 'prod' : 'demo';
const OAUTH_HOST = env === 'prod' ? 'account.docusign.com' : 'account-d.docusign.com';
const BASE_PATH = env === 'prod' ? 'https://www.docusign.net/restapi' : 'https://demo.docusign.net/restapi';

async function apiClient() {
  const client = new docusign.ApiClient();
  client.setBasePath(BASE_PATH);
  client.setOAuthBasePath(OAUTH_HOST);
  const key = fs.readFileSync(process.env.DS_PRIVATE_KEY_PATH);
  const res = await client.requestJWTUserToken(
    process.env.DS_INTEGRATION_KEY, process.env.DS_USER_ID,
    ['signature', 'impersonation'], key, 3600);
  client.addDefaultHeader('Authorization', 'Bearer ' + res.body.access_token);
  return client;
}

function buildEnvelope(pdfB64, name, subject, signers) {
  const def = new docusign.EnvelopeDefinition();
  def.emailSubject = subject;
  def.documents = [{ documentBase64: pdfB64, name, fileExtension: 'pdf', documentId: '1' }];
  const sign = [], cc = [];
  signers.forEach((s, i) => {
    const order = String(s.routing_order || i + 1);
    if (s.role === 'cc') {
      cc.push({ email: s.email, name: s.name, recipientId: String(i + 1), routingOrder: order });
      return;
    }
    sign.push({
      email: s.email, name: s.name, recipientId: String(i + 1), routingOrder: order,
      tabs: {
        signHereTabs: [{ anchorString: `/sig${order}/`, anchorUnits: 'pixels', anchorYOffset: '10' }],
        dateSignedTabs: [{ anchorString: `/date${order}/`, anchorUnits: 'pixels' }],
      },
    });
  });
  def.recipients = { signers: sign, carbonCopies: cc };
  def.status = 'sent';
  return def;
}

async function main() {
  const accountId = process.env.DS_ACCOUNT_ID;
  if (args.status) {
    const api = new docusign.EnvelopesApi(await apiClient());
    const env = await api.getEnvelope(accountId, args.status);
    console.log(env.status, env.statusChangedDateTime);
    return;
  }
  const pdf = fs.readFileSync(args.pdf);
  const text = (await pdfParse(pdf)).text;
  const anchors = (text.match(/\/(sig|date|init)\d+\//g) || []);
  const signers = parse(fs.readFileSync(args.signers), { columns: true, trim: true });
  console.log('Anchors found:', [...new Set(anchors)].join(', ') || 'none');
  signers.forEach(s => console.log(`  ${s.routing_order} ${s.role} ${s.name} <${s.email}>`));
  if (args['dry-run']) return;
  const api = new docusign.EnvelopesApi(await apiClient());
  const def = buildEnvelope(pdf.toString('base64'), path.basename(args.pdf), args.subject, signers);
  const out = await api.createEnvelope(accountId, { envelopeDefinition: def });
  console.log('Envelope', out.envelopeId, out.status);
}

main().catch(e => { console.error(e.response ? e.response.body : e); process.exit(1); });
