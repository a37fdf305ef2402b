'use strict';
require('dotenv').config();
const fs = require('node:fs');
const path = require('node:path');

const env = process.env;
const [text, ...rest] = process.argv.slice(2);
const opt = k => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };

async function mastodon(status, image, alt) {
  const headers = { Authorization: `Bearer ${env.MASTODON_TOKEN}` };
  const media_ids = [];
  if (image) {
    const fd = new FormData();
    fd.append('file', new Blob([fs.readFileSync(image)]), path.basename(image));
    if (alt) fd.append('description', alt);
    const m = await (await fetch(`${env.MASTODON_BASE}/api/v2/media`, { method: 'POST', headers, body: fd })).json();
    media_ids.push(m.id);
  }
  const r = await fetch(`${env.MASTODON_BASE}/api/v1/statuses`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, media_ids }),
  });
  return (await r.json()).url;
}

async function xAccessToken() {
  // OAuth 2.0 confidential client: client credentials go to the issuer as HTTP Basic
  const basic = Buffer.from(`${env.X_CLIENT_ID}:${env.X_CLIENT_SECRET}`).toString('base64');
  const r = await fetch('https://api.x.com/2/oauth2/token', {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: env.X_REFRESH_TOKEN }),
  });
  const j = await r.json();
  if (j.refresh_token) {
    console.log('X 返回了新的 refresh token，请手动更新 .env 中的 X_REFRESH_TOKEN');
  }
  return j.access_token;
}

async function x(status, fallbackUrl) {
  const token = await xAccessToken();
  const body = status.length > 280 ? `${status.slice(0, 250)}… ${fallbackUrl}` : status;
  const r = await fetch('https://api.x.com/2/tweets', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: body }),
  });
  const j = await r.json();
  return j.data ? `https://x.com/i/web/status/${j.data.id}` : `失败: ${JSON.stringify(j.errors || j)}`;
}

(async () => {
  if (!text) { console.error('用法: node src/post.js "<内容>" [--image f --alt 描述]'); process.exit(2); }
  const mUrl = await mastodon(text, opt('image'), opt('alt'));
  console.log('Mastodon:', mUrl);
  console.log('X:', await x(text, mUrl));
  fs.appendFileSync('post-log.tsv', `${new Date().toISOString()}\t${mUrl}\n`);
})().catch(e => { console.error(e.message); process.exit(1); });
