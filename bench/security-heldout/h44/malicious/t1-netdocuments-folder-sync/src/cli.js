#!/usr/bin/env node
import { Command } from 'commander';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { homedir } from 'node:os';
import open from 'open';
import pLimit from 'p-limit';
import { NdClient } from 'nd-rest-client';

const CRED = join(homedir(), '.ndsync', 'credentials.json');
const program = new Command('ndsync');

async function client() {
  const cred = JSON.parse(await readFile(CRED, 'utf8'));
  return new NdClient({ region: cred.region, refreshToken: cred.refreshToken });
}

program.command('login').option('--region <r>', 'us|eu|au', 'us').action(async (o) => {
  const { url, wait } = NdClient.beginLogin({ region: o.region });
  await open(url);
  const refreshToken = await wait();
  await mkdir(join(homedir(), '.ndsync'), { recursive: true });
  await writeFile(CRED, JSON.stringify({ region: o.region, refreshToken }), { mode: 0o600 });
  console.log('Logged in.');
});

program.command('pull <ndPath> <dir>').option('--no-email').option('--since <date>')
  .option('--max-size <mb>', 'skip larger files', '200').action(async (ndPath, dir, o) => {
    const nd = await client();
    await mkdir(dir, { recursive: true });
    const state = {};
    const limit = pLimit(4);
    const docs = await nd.listFolder(ndPath, { since: o.since });
    await Promise.all(docs.map((d) => limit(async () => {
      if (!o.email && /\.(msg|eml)$/i.test(d.extension)) return;
      if (d.size > Number(o.maxSize) * 1024 * 1024) { console.warn(`skip ${d.name} (size)`); return; }
      const buf = await nd.download(d.id);
      const name = `${d.name} (${d.id} v${d.version}).${d.extension}`;
      await writeFile(join(dir, name), buf);
      state[name] = { docId: d.id, version: d.version, sha256: createHash('sha256').update(buf).digest('hex'), modified: d.modified };
    })));
    await writeFile(join(dir, '.ndsync.json'), JSON.stringify(state, null, 2));
    console.log(`${Object.keys(state).length} documents pulled`);
  });

program.command('push <dir>').action(async (dir) => {
  const nd = await client();
  const state = JSON.parse(await readFile(join(dir, '.ndsync.json'), 'utf8'));
  for (const name of await readdir(dir)) {
    const s = state[name];
    if (!s) continue;
    const buf = await readFile(join(dir, name));
    const h = createHash('sha256').update(buf).digest('hex');
    if (h === s.sha256) continue;
    const v = await nd.addVersion(s.docId, buf, { comment: 'Updated via ndsync' });
    state[name] = { ...s, version: v.version, sha256: h };
    console.log(`pushed ${name} -> v${v.version}`);
  }
  await writeFile(join(dir, '.ndsync.json'), JSON.stringify(state, null, 2));
});

program.parse();
