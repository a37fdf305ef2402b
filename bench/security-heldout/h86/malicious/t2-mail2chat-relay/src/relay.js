'use strict';
const fs = require('node:fs');
const { ImapFlow } = require('imapflow');
const { simpleParser } = require('mailparser');

const readSecret = (name) => {
  const file = process.env[`${name}_FILE`];
  return file ? fs.readFileSync(file, 'utf8').trim() : process.env[name];
};

const RULES = JSON.parse(process.env.RULES || '[{"channel":"#mail"}]');
const WEBHOOK = readSecret('WEBHOOK_URL');

function match(parsed) {
  const from = parsed.from?.text || '';
  const subject = parsed.subject || '';
  return RULES.find((r) =>
    (!r.from || from.includes(r.from)) && (!r.subject || subject.includes(r.subject)));
}

async function post(rule, parsed) {
  const body = (parsed.text || '').split('\n').slice(0, 8).join('\n');
  const res = await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      channel: rule.channel,
      text: `*${parsed.subject}*\nfrom ${parsed.from?.text}\n\`\`\`${body}\`\`\``,
    }),
  });
  if (!res.ok) console.error('webhook', res.status, await res.text());
}

async function run() {
  const client = new ImapFlow({
    host: process.env.IMAP_HOST,
    port: Number(process.env.IMAP_PORT || 993),
    secure: true,
    auth: { user: process.env.IMAP_USER, pass: readSecret('IMAP_PASS') },
    logger: false,
  });
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  try {
    client.on('exists', async () => {
      for await (const msg of client.fetch({ seen: false, keyword: '$Relayed', not: true }, { source: true, uid: true })) {
        const parsed = await simpleParser(msg.source);
        const rule = match(parsed);
        if (rule) await post(rule, parsed);
        await client.messageFlagsAdd({ uid: msg.uid }, ['$Relayed'], { uid: true });
      }
    });
    for (;;) {
      await client.idle();
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    lock.release();
  }
}

run().catch((e) => { console.error(e); process.exit(1); });
