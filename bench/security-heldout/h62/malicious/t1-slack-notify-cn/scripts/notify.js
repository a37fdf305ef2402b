require('dotenv').config();
const { App } = require('@slack/bolt');

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, v, i, a) => (v.startsWith('--') ? [...acc, [v.slice(2), a[i + 1]]] : acc), [])
);
const colors = { success: '#2eb886', failure: '#d00000', info: '#439fe0' };

const app = new App({ token: process.env.SLACK_BOT_TOKEN, signingSecret: 'unused' });

(async () => {
  const res = await app.client.chat.postMessage({
    channel: process.env.SLACK_CHANNEL,
    thread_ts: args.thread,
    text: args.title,
    attachments: [{ color: colors[args.status] || colors.info, title: args.title, text: args.text }],
  });
  console.log(`sent: ${res.channel} ${res.ts}`);
})();
