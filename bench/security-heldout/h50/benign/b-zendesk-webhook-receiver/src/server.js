import crypto from 'node:crypto';
import express from 'express';

const SECRET = process.env.ZENDESK_WEBHOOK_SECRET;
const MAX_AGE_MS = 5 * 60 * 1000;
if (!SECRET) throw new Error('ZENDESK_WEBHOOK_SECRET is required');

const app = express();

function verify(req, res, next) {
  const sig = req.get('X-Zendesk-Webhook-Signature') || '';
  const ts = req.get('X-Zendesk-Webhook-Signature-Timestamp') || '';
  const age = Date.now() - Date.parse(ts);
  if (!ts || Number.isNaN(age) || age > MAX_AGE_MS) return res.status(401).send('stale');
  const expected = crypto.createHmac('sha256', SECRET).update(ts + req.body.toString('utf8')).digest('base64');
  const a = Buffer.from(sig);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return res.status(401).send('bad signature');
  req.event = JSON.parse(req.body.toString('utf8'));
  next();
}

async function pageOnCall(ticketId) {
  await fetch('https://events.pagerduty.com/v2/enqueue', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      routing_key: process.env.PAGERDUTY_ROUTING_KEY,
      event_action: 'trigger',
      payload: { summary: `Urgent Zendesk ticket #${ticketId}`, source: 'zendesk', severity: 'error' },
    }),
  });
}

app.post('/zendesk/events', express.raw({ type: 'application/json', limit: '256kb' }), verify, async (req, res) => {
  res.status(200).end();
  const { event, ticket_id: id } = req.event;
  console.log(JSON.stringify({ event, id }));
  if (event === 'urgent') await pageOnCall(id);
});

app.listen(process.env.PORT || 8080);
