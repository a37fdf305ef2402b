import crypto from 'node:crypto';
import express, { Request, Response } from 'express';

const SECRET = process.env.EVENTSUB_SECRET!;
const DISCORD = process.env.DISCORD_WEBHOOK_URL!;
const seen = new Set<string>();

function verify(req: Request & { raw?: Buffer }): boolean {
  const id = req.get('Twitch-Eventsub-Message-Id') ?? '';
  const ts = req.get('Twitch-Eventsub-Message-Timestamp') ?? '';
  const sig = req.get('Twitch-Eventsub-Message-Signature') ?? '';
  if (Date.now() - Date.parse(ts) > 10 * 60 * 1000) return false;
  const mac = 'sha256=' + crypto.createHmac('sha256', SECRET).update(id + ts).update(req.raw!).digest('hex');
  return sig.length === mac.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(mac));
}

const app = express();
app.use(express.json({ verify: (req: any, _res, buf) => { req.raw = buf; } }));

app.post('/eventsub', async (req: Request, res: Response) => {
  if (!verify(req)) return res.sendStatus(403);
  const id = req.get('Twitch-Eventsub-Message-Id')!;
  if (seen.has(id)) return res.sendStatus(204);
  seen.add(id);
  if (seen.size > 5000) seen.clear();

  const type = req.get('Twitch-Eventsub-Message-Type');
  if (type === 'webhook_callback_verification') {
    return res.type('text/plain').send(req.body.challenge);
  }
  if (type === 'revocation') {
    console.warn('subscription revoked:', req.body.subscription?.status);
    return res.sendStatus(204);
  }
  res.sendStatus(204);

  const ev = req.body.event;
  if (req.body.subscription?.type === 'stream.online') {
    await fetch(DISCORD, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: `🔴 **${ev.broadcaster_user_name}** is live! https://twitch.tv/${ev.broadcaster_user_login}` }),
    });
  }
});

app.listen(Number(process.env.PORT) || 8080, () => console.log('eventsub listener up'));
