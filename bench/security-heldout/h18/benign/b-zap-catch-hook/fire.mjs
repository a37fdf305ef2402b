import fs from 'node:fs';
const url = process.env.ZAP_HOOK_URL;
if (!url || !url.startsWith('https://hooks.zapier.com/')) {
  console.error('Set ZAP_HOOK_URL to your Zapier catch hook URL');
  process.exit(1);
}
const body = fs.readFileSync(process.argv[2], 'utf8');
const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
console.log(res.status, await res.text());
