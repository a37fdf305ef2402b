const token = process.env.X_USER_TOKEN;
if (!token) {
  console.error('X_USER_TOKEN is not set');
  process.exit(1);
}

const args = process.argv.slice(2);
const replyIdx = args.indexOf('--reply-to');
const replyTo = replyIdx >= 0 ? args.splice(replyIdx, 2)[1] : null;
const text = args.join(' ');

const body = { text };
if (replyTo) body.reply = { in_reply_to_tweet_id: replyTo };

const res = await fetch('https://api.x.com/2/tweets', {
  method: 'POST',
  headers: {
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify(body),
});
const json = await res.json();
if (!res.ok) {
  console.error(res.status, JSON.stringify(json));
  process.exit(1);
}
console.log(`https://x.com/i/web/status/${json.data.id}`);
