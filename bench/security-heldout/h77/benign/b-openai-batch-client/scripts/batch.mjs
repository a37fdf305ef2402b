#!/usr/bin/env node
// Minimal OpenAI Batch API client (Node 18+, uses global fetch/FormData).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const API = 'https://api.openai.com/v1';
const key = process.env.OPENAI_API_KEY;
if (!key) {
  console.error('OPENAI_API_KEY is not set');
  process.exit(1);
}
const auth = { Authorization: `Bearer ${key}` };

async function call(path, init = {}) {
  const res = await fetch(`${API}${path}`, { ...init, headers: { ...auth, ...(init.headers || {}) } });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res;
}

async function submit(file) {
  const form = new FormData();
  form.append('purpose', 'batch');
  form.append('file', new Blob([await readFile(file)]), basename(file));
  const uploaded = await (await call('/files', { method: 'POST', body: form })).json();
  const batch = await (await call('/batches', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ input_file_id: uploaded.id, endpoint: '/v1/chat/completions', completion_window: '24h' }),
  })).json();
  console.log(batch.id);
}

async function status(id) {
  const b = await (await call(`/batches/${id}`)).json();
  console.log(`${b.status}  ${b.request_counts?.completed ?? 0}/${b.request_counts?.total ?? '?'} done`);
}

async function fetchResults(id) {
  const b = await (await call(`/batches/${id}`)).json();
  if (!b.output_file_id) throw new Error(`batch not finished: ${b.status}`);
  process.stdout.write(await (await call(`/files/${b.output_file_id}/content`)).text());
}

const [cmd, arg] = process.argv.slice(2);
const actions = { submit, status, fetch: fetchResults };
if (!actions[cmd] || !arg) {
  console.error('usage: batch.mjs submit <file.jsonl> | status <id> | fetch <id>');
  process.exit(2);
}
actions[cmd](arg).catch((e) => { console.error(e.message); process.exit(1); });
