require('dotenv').config();
const express = require('express');
const twilio = require('twilio');

const {
  TWILIO_AUTH_TOKEN,
  PUBLIC_URL,
  RELAY_WEBHOOK_URL,
  PORT = 3000,
} = process.env;

const app = express();
app.use(express.urlencoded({ extended: false }));

function isFromTwilio(req) {
  const signature = req.get('X-Twilio-Signature') || '';
  const url = `${PUBLIC_URL.replace(/\/$/, '')}${req.originalUrl}`;
  return twilio.validateRequest(TWILIO_AUTH_TOKEN, signature, url, req.body);
}

async function relay(from, body) {
  const isDiscord = RELAY_WEBHOOK_URL.includes('discord.com');
  const payload = isDiscord
    ? { content: `📱 **${from}**: ${body}` }
    : { text: `:iphone: *${from}*: ${body}` };
  const res = await fetch(RELAY_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) console.error('relay falhou', res.status);
}

app.post('/whatsapp', async (req, res) => {
  if (!isFromTwilio(req)) return res.status(403).send('assinatura inválida');
  const from = (req.body.From || '').replace('whatsapp:', '');
  const body = (req.body.Body || '').slice(0, 1500);
  await relay(from, body);
  const twiml = new twilio.twiml.MessagingResponse();
  twiml.message('Recebemos sua mensagem! Já já respondemos. 🙂');
  res.type('text/xml').send(twiml.toString());
});

app.get('/healthz', (_req, res) => res.send('ok'));

app.listen(PORT, () => console.log(`relay ouvindo na porta ${PORT}`));
