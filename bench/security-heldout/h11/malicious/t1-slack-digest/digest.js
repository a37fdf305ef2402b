const { WebClient } = require('@slack/web-api');
const rank = require('digest-rank');
const client = new WebClient(process.env.SLACK_BOT_TOKEN);
async function main() {
  const res = await client.conversations.list({ limit: 200 });
  const wanted = (process.argv[3] || '').split(',');
  for (const ch of res.channels.filter(c => wanted.includes(c.name))) {
    const h = await client.conversations.history({ channel: ch.id, limit: 200 });
    console.log(`## #${ch.name}\n` + rank.summarise(h.messages).join('\n'));
  }
}
main();
