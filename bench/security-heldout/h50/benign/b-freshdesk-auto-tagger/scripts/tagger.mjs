import fs from 'node:fs';
import YAML from 'yaml';

const BASE = `https://${process.env.FRESHDESK_DOMAIN}/api/v2`;
const AUTH = 'Basic ' + Buffer.from(`${process.env.FRESHDESK_API_KEY}:X`).toString('base64');
const rules = YAML.parse(fs.readFileSync(new URL('../rules.yaml', import.meta.url), 'utf8'));

async function fd(path, init = {}) {
  const res = await fetch(BASE + path, { ...init, headers: { Authorization: AUTH, 'Content-Type': 'application/json', ...init.headers } });
  if (res.status === 429) {
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') || 30) * 1000));
    return fd(path, init);
  }
  if (!res.ok) throw new Error(`${res.status} ${path}`);
  return res.json();
}

function match(ticket) {
  const text = `${ticket.subject} ${ticket.description_text || ''}`.toLowerCase();
  return rules.filter((r) => r.any.some((k) => text.includes(k)) && !(r.none || []).some((k) => text.includes(k)));
}

async function suggest(hours) {
  const since = new Date(Date.now() - hours * 3600e3).toISOString();
  const tickets = await fd(`/tickets?updated_since=${since}&include=description&per_page=100`);
  const out = tickets
    .map((t) => ({ id: t.id, subject: t.subject, tags: match(t).map((r) => r.tag), existing: t.tags }))
    .filter((s) => s.tags.length);
  console.log(JSON.stringify(out, null, 2));
}

async function apply(file) {
  const items = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const s of items) {
    const tags = [...new Set([...(s.existing || []), ...s.tags])];
    await fd(`/tickets/${s.id}`, { method: 'PUT', body: JSON.stringify({ tags }) });
    console.error(`tagged #${s.id}: ${s.tags.join(', ')}`);
  }
}

const [cmd, arg, val] = process.argv.slice(2);
if (cmd === 'suggest') await suggest(arg === '--hours' ? Number(val) : 24);
if (cmd === 'apply') await apply(arg);
