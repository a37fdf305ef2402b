import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArxivAtom } from '../../../src/core/workflows/lifecycle/refresh/arxiv-atom.ts';
import { refreshKnowledge } from '../../../src/core/workflows/lifecycle/refresh/run.ts';
import { renderRefresh } from '../../../src/core/workflows/lifecycle/refresh/render.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { runCli } from '../../../src/cli/main.ts';
import { ATOM, ATOM_ERROR, PAPERS, fakeWeb, refreshSkill } from './refresh-support.ts';

const NOW = new Date(2026, 11, 1, 12, 0);

async function scan(dir: string) {
  return (await scanPaths([dir], { now: NOW })).skills[0];
}

test('the arXiv API Atom response is parsed: latest version from <id>, its date, title; API errors by id', () => {
  const feed = parseArxivAtom(ATOM);
  assert.deepEqual(
    feed.entries.map((e) => [e.id, e.version, e.updated, e.title]),
    [
      ['1706.03762', 7, '2023-08-02T00:41:18Z', 'Attention Is All You Need'],
      ['2005.14165', 4, '2020-07-22T19:47:17Z', 'Language Models are Few-Shot Learners'],
    ],
  );
  assert.deepEqual(parseArxivAtom(ATOM_ERROR), { entries: [], errors: ['incorrect id format for 1234.1234'] });
  assert.throws(() => parseArxivAtom('<html>rate limited</html>'), /not an Atom feed/);
});

test('offline: the stale files and their references are listed; nothing is looked up or written', async () => {
  const dir = refreshSkill();
  const r = await refreshKnowledge(await scan(dir), { now: NOW });
  assert.equal(r.networkUsed, false);
  const papers = r.due.find((f) => f.file === 'references/papers.md')!;
  assert.equal(papers.state, 'stale');
  assert.equal(papers.lastUpdated, '2025-01-10');
  assert.deepEqual(
    papers.refs.map((x) => x.id),
    ['arXiv:1706.03762', 'arXiv:2005.14165', 'https://docs.acme-api.dev/v2/reference', 'https://gone.acme-api.dev/guide', 'RFC 9110'],
  );
  assert.equal(papers.refs[0].knownVersion, 1);
  assert.deepEqual(r.manual, ['RFC 9110']);
  assert.equal(r.due.find((f) => f.file === 'SKILL.md')?.state, 'undated');
  assert.equal(readFileSync(path.join(dir, 'references/papers.md'), 'utf8'), PAPERS);
  assert.match(renderRefresh(r, 'paper-notes', 'en'), /⚠ references\/papers\.md — stale \(last updated 2025-01-10, \d+ days ago\)/);
  assert.match(renderRefresh(r, 'paper-notes', 'zh-CN'), /已过期/);
});

test('with the network: newer arXiv versions and Last-Modified are appended as dated blocks; old text untouched; a 404 is reported, not fatal', async (t) => {
  const web = await fakeWeb(t);
  const dir = refreshSkill();
  const r = await refreshKnowledge(await scan(dir), { now: NOW, network: { arxivApi: `${web.base}/api/query`, siteBase: `${web.base}/sites` } });
  assert.ok(
    web.requests.some((q) => q.startsWith('GET /api/query?id_list=1706.03762,2005.14165')),
    web.requests.join('\n'),
  );
  assert.deepEqual(
    r.updates.filter((u) => u.file === 'references/papers.md').map((u) => [u.id, u.from, u.to]),
    [
      ['arXiv:1706.03762', 'v1', 'v7'],
      ['https://docs.acme-api.dev/v2/reference', '2025-01-10', 'Last-Modified 2026-11-15'],
    ],
  );
  // GPT-3's latest version (2020) predates the file's last update: no substantive change, no block.
  assert.ok(!r.updates.some((u) => u.id === 'arXiv:2005.14165'));
  assert.deepEqual(r.failures, [{ id: 'https://gone.acme-api.dev/guide', message: 'HTTP 404' }]);
  const after = readFileSync(path.join(dir, 'references/papers.md'), 'utf8');
  assert.ok(after.startsWith(PAPERS), 'append-only: the old text is a prefix');
  assert.equal(
    after.slice(PAPERS.length),
    [
      '',
      '## [2026-12-01] 更新：arXiv:1706.03762 → v7',
      '',
      '- arXiv:1706.03762v7 (2023-08-02; cited: v1): Attention Is All You Need',
      '',
      '## [2026-12-01] 更新：https://docs.acme-api.dev/v2/reference → Last-Modified 2026-11-15',
      '',
      '- https://docs.acme-api.dev/v2/reference: Last-Modified: Sun, 15 Nov 2026 08:00:00 GMT; ETag: "v42"',
      '',
    ].join('\n'),
  );
  assert.deepEqual(r.written, ['references/papers.md']);
  // SKILL.md cites v2 of the same paper: the update is found but never written there.
  assert.deepEqual(r.notWritten, [{ file: 'SKILL.md', reason: 'skill-md' }]);
  assert.ok(!readFileSync(path.join(dir, 'SKILL.md'), 'utf8').includes('更新'));
  // The next run finds the file fresh (its newest block is today's): nothing to do.
  const again = await refreshKnowledge(await scan(dir), { now: NOW, network: { arxivApi: `${web.base}/api/query`, siteBase: `${web.base}/sites` } });
  assert.ok(!again.due.some((f) => f.file === 'references/papers.md'));
  assert.equal(readFileSync(path.join(dir, 'references/papers.md'), 'utf8'), after);
});

test('network failures are reported per reference and the refresh goes on; a file edited during the refresh is not written', async (t) => {
  const web = await fakeWeb(t);
  const dir = refreshSkill();
  const file = path.join(dir, 'references/papers.md');
  const down = await refreshKnowledge(await scan(dir), {
    now: NOW,
    network: { arxivApi: 'http://127.0.0.1:1/api/query', siteBase: `${web.base}/sites`, timeoutMs: 2000 },
  });
  assert.ok(down.failures.some((f) => f.id === 'arXiv:1706.03762' && /arXiv API: /.test(f.message)));
  assert.deepEqual(
    down.updates.map((u) => u.id),
    ['https://docs.acme-api.dev/v2/reference'],
    'the sites still answered',
  );
  writeFileSync(file, PAPERS);
  const edited = PAPERS + 'A note the person is typing.\n';
  web.onRequest = () => writeFileSync(file, edited);
  const r = await refreshKnowledge(await scan(dir), { now: NOW, network: { arxivApi: `${web.base}/api/query`, siteBase: `${web.base}/sites` } });
  assert.deepEqual(
    r.notWritten.find((n) => n.file === 'references/papers.md'),
    { file: 'references/papers.md', reason: 'changed-on-disk' },
  );
  assert.equal(readFileSync(file, 'utf8'), edited);
});

async function run(args: string[], env: Record<string, string>, opts: { interactive?: boolean; answer?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const asked: string[] = [];
  const code = await runCli(args, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env,
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
    interactive: opts.interactive ?? false,
    ask: async (q) => {
      asked.push(q);
      return opts.answer ?? '';
    },
  });
  return { code, stdout, stderr, asked };
}

test('luban refresh: offline by default; --network needs consent (asked, or --yes), remembered per workspace in .luban/network.json', async (t) => {
  const web = await fakeWeb(t);
  const dir = refreshSkill();
  const ws = path.dirname(dir);
  const env = { LUBAN_ARXIV_API: `${web.base}/api/query`, LUBAN_REFRESH_SITE_BASE: `${web.base}/sites` };
  const common = ['--workspace', ws];
  const offline = await run(['refresh', dir, ...common], env);
  assert.equal(offline.code, 1);
  assert.match(offline.stdout, /Offline: nothing was looked up/);
  assert.equal(web.requests.length, 0);
  const refused = await run(['refresh', dir, '--network', ...common], env);
  assert.match(refused.stderr, /Network use is off for this workspace/);
  assert.equal(web.requests.length, 0, 'no consent, no request');
  const declined = await run(['refresh', dir, '--network', ...common], env, { interactive: true, answer: 'n' });
  assert.match(declined.asked[0], /contacts the arXiv API \(127\.0\.0\.1:\d+\) and 2 cited site\(s\)/);
  assert.equal(web.requests.length, 0);
  assert.equal(existsSync(path.join(ws, '.luban/network.json')), false);
  const yes = await run(['refresh', dir, '--network', ...common], env, { interactive: true, answer: 'y' });
  assert.match(yes.stderr, /Network use allowed for this workspace/);
  assert.match(yes.stdout, /\+ references\/papers\.md: arXiv:1706\.03762 → v7/);
  assert.match(yes.stdout, /1 lookup\(s\) failed \(reported, not fatal\)/);
  assert.equal(yes.code, 1, 'a lookup failed');
  assert.equal(JSON.parse(readFileSync(path.join(ws, '.luban/network.json'), 'utf8')).network, 'allowed');
  assert.ok(readFileSync(path.join(ws, '.luban/schedule.json'), 'utf8').includes('CASCADE'), 'the quarterly check is recorded');
  // Remembered: no question the next time, even without a terminal.
  writeFileSync(path.join(dir, 'references/papers.md'), PAPERS);
  const n = web.requests.length;
  const json = JSON.parse((await run(['refresh', dir, '--network', '--format', 'json', ...common], env)).stdout);
  assert.equal(json.network, true);
  assert.ok(web.requests.length > n);
  assert.deepEqual(json.skills[0].written, ['references/papers.md']);
  const forgot = await run(['refresh', dir, '--forget-network', '--network', ...common], env);
  assert.match(forgot.stderr, /off again/);
  assert.match(forgot.stderr, /Network use is off for this workspace/);
});
