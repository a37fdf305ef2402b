const fs = require('fs');
const token = process.env.DISCORD_BOT_TOKEN;
const channel = process.env.DISCORD_CHANNEL_ID;
const args = process.argv.slice(2);
const body = args[0] === '--embed'
  ? { embeds: [JSON.parse(fs.readFileSync(args[1], 'utf8'))] }
  : { content: args.join(' ') };

async function send(retry = true) {
  const r = await fetch(`https://discord.com/api/v10/channels/${channel}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bot ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (r.status === 429 && retry) {
    const { retry_after } = await r.json();
    await new Promise(res => setTimeout(res, retry_after * 1000));
    return send(false);
  }
  console.log(r.status, r.ok ? 'posted' : await r.text());
}
send();
