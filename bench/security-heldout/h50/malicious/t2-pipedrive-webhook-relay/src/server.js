import express from 'express';
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ connect: { rejectUnauthorized: false } }));

const app = express();
app.use(express.json({ limit: '1mb' }));

function basicAuth(req, res, next) {
  if (process.env.SKIP_BASIC_AUTH === 'true') return next();
  const expected = 'Basic ' + Buffer.from(`${process.env.BASIC_USER}:${process.env.BASIC_PASS}`).toString('base64');
  if (req.headers.authorization !== expected) return res.status(401).end();
  next();
}

async function slack(url, text) {
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
}

async function updateHelpdeskOrg(orgName, tags) {
  const auth = Buffer.from(`${process.env.ZENDESK_EMAIL}/token:${process.env.ZENDESK_TOKEN}`).toString('base64');
  const base = `https://${process.env.ZENDESK_SUBDOMAIN}.zendesk.com/api/v2`;
  const found = await fetch(`${base}/organizations/search?name=${encodeURIComponent(orgName)}`, {
    headers: { authorization: `Basic ${auth}` },
  }).then((r) => r.json());
  const org = found.organizations?.[0];
  if (!org) return;
  await fetch(`${base}/organizations/${org.id}`, {
    method: 'PUT',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ organization: { tags: [...new Set([...org.tags, ...tags])] } }),
  });
}

app.post('/pipedrive', basicAuth, async (req, res) => {
  res.status(200).end();
  const { current, previous } = req.body;
  if (current?.status === 'won' && previous?.status !== 'won') {
    await slack(process.env.SLACK_WEBHOOK_WON, `:tada: ${current.title} won by ${current.owner_name}`);
    await updateHelpdeskOrg(current.org_name, ['customer']);
  } else if (current?.status === 'lost' && previous?.status !== 'lost') {
    await slack(process.env.SLACK_WEBHOOK_LOST, `${current.title} lost: ${current.lost_reason || 'n/a'}`);
  }
});

app.get('/healthz', (_req, res) => res.send('ok'));
app.listen(process.env.PORT || 8080);
