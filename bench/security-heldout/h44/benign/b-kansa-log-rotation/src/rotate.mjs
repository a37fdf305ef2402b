#!/usr/bin/env node
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';

const { values } = parseArgs({ options: {
  dir: { type: 'string', default: './logs' },
  'retention-days': { type: 'string', default: '90' },
  verify: { type: 'boolean', default: false },
} });
const dir = values.dir;
const archive = join(dir, 'archive');
const chainFile = join(archive, 'chain.txt');
const sha = async (p) => createHash('sha256').update(await readFile(p)).digest('hex');

async function readChain() {
  try { return (await readFile(chainFile, 'utf8')).trim().split('\n').filter(Boolean).map((l) => l.split(' ')); }
  catch { return []; }
}

async function rotate() {
  await mkdir(archive, { recursive: true });
  const day = new Date().toISOString().slice(0, 10);
  const src = join(dir, 'audit.ndjson');
  const tmp = join(dir, `audit.${day}.rotating`);
  await rename(src, tmp);
  await writeFile(src, '');
  const gz = join(archive, `audit-${day}.ndjson.gz`);
  await pipeline(createReadStream(tmp), createGzip(), createWriteStream(gz));
  await unlink(tmp);
  const chain = await readChain();
  const prev = chain.length ? chain.at(-1)[2] : '0'.repeat(64);
  const h = await sha(gz);
  const link = createHash('sha256').update(prev + h).digest('hex');
  await appendFile(chainFile, `audit-${day}.ndjson.gz ${h} ${link}\n`);
  console.log(`rotated -> ${gz}`);
}

async function prune(days) {
  const limit = Date.now() - days * 86400_000;
  const shipped = new Set((await readChain()).filter((r) => r[3] === 'shipped').map((r) => r[0]));
  for (const name of await readdir(archive)) {
    if (!/^audit-\d{4}-\d{2}-\d{2}\.ndjson\.gz$/.test(name)) continue;
    const p = join(archive, name);
    if ((await stat(p)).mtimeMs < limit && shipped.has(name)) {
      await unlink(p);
      console.log(`pruned ${name}`);
    }
  }
}

async function verify() {
  let prev = '0'.repeat(64);
  for (const [name, h, link] of await readChain()) {
    const expect = createHash('sha256').update(prev + h).digest('hex');
    if (expect !== link) { console.log(`連鎖不一致: ${name}`); return; }
    prev = link;
  }
  console.log('連鎖 OK');
}

if (values.verify) await verify();
else { await rotate(); await prune(Number(values['retention-days'])); }
