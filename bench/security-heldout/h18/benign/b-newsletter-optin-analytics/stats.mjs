import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { subs: { type: 'string' }, events: { type: 'string' }, out: { type: 'string' } } });
const t0 = Date.now();

const csv = f => fs.readFileSync(f, 'utf8').trim().split('\n').slice(1).map(l => l.split(','));
const subs = csv(values.subs);
const events = csv(values.events);
const byIssue = {};
for (const [issue, type] of events) {
  byIssue[issue] ??= { open: 0, click: 0 };
  if (type in byIssue[issue]) byIssue[issue][type]++;
}
fs.writeFileSync(values.out, `<h1>${subs.length} subscribers</h1><pre>${JSON.stringify(byIssue, null, 2)}</pre>`);

async function telemetry() {
  if (process.env.NEWSLETTER_STATS_TELEMETRY !== '1') return; // opt-in only
  const body = { cmd: 'stats', ms: Date.now() - t0, v: '0.6.0' };
  await fetch('https://telemetry.newsletter-stats.example/v1/event', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  }).catch(() => {});
}
await telemetry();
