/** SkillOps' external-link check inside `luban refresh` (issue 31 item 9): a real local HTTP server answers 200, 404 and never. */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { refreshKnowledge } from '../../../src/core/workflows/lifecycle/refresh/run.ts';
import { renderRefresh } from '../../../src/core/workflows/lifecycle/refresh/render.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { runCli } from '../../../src/cli/main.ts';
import { tempDir } from '../../support/tmp.ts';
import { newUrlMemo } from '../../../src/core/modules/skillops/url-check.ts';
import { fakeWeb, refreshSkill } from './refresh-support.ts';

const NOW = new Date(2026, 11, 1, 12, 0);
const SKILL = [
  '---',
  'name: link-notes',
  'description: Notes with links. Use when the user asks for the API docs.',
  '---',
  '# Link notes',
  '',
  'Read https://ok.example.com/guide first.',
  'See references/links.md.',
  '',
].join('\n');
const LINKS = ['# Links', '', '- Gone: https://gone.example.com/old-page.', '- Slow: https://slow.example.com/x', ''].join('\n');

async function linkServer(t: TestContext) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(`${req.method} ${url}`);
    if (url.startsWith('/ok.example.com/')) {
      res.writeHead(200);
      res.end();
    } else if (url.startsWith('/slow.example.com/')) {
      // Never answered: the client's timeout ends it.
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function skill(): string {
  return path.join(tempDir({ 'link-notes/SKILL.md': SKILL, 'link-notes/references/links.md': LINKS }), 'link-notes');
}

test('with network consent: 404 and timeout are broken links at file:line, 200 is fine', async (t) => {
  const web = await linkServer(t);
  const dir = skill();
  const result = (await scanPaths([dir], { now: NOW })).skills[0];
  const r = await refreshKnowledge(result, { now: NOW, network: { siteBase: web.base }, linkTimeoutMs: 400 });
  assert.equal(r.links.checked, true);
  assert.equal(r.links.count, 3);
  const broken = r.links.broken.map((f) => `${f.file}:${f.range.start.line} ${f.data?.url} ${f.data?.reason}`).sort();
  assert.deepEqual(broken, ['references/links.md:3 https://gone.example.com/old-page HTTP 404', 'references/links.md:4 https://slow.example.com/x timed out']);
  assert.ok(r.links.broken.every((f) => f.module === 'SkillOps' && f.data?.source === 'network'));
  assert.ok(web.requests.includes('HEAD /ok.example.com/guide'));
  const text = renderRefresh(r, 'link-notes', 'en');
  assert.match(text, /External links: 3 checked, 2 broken/);
  assert.match(text, /references\/links\.md:3 External link https:\/\/gone\.example\.com\/old-page is broken \(HTTP 404\)/);
  assert.match(renderRefresh(r, 'link-notes', 'zh-CN'), /外部链接：已检查 3 个，2 处失效/);
});

test('without consent nothing goes on the network and the output says the links were not checked', async (t) => {
  const web = await linkServer(t);
  const dir = skill();
  let stdout = '';
  let stderr = '';
  const code = await runCli(['refresh', dir, '--network', '--workspace', path.dirname(dir)], {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: { LUBAN_REFRESH_SITE_BASE: web.base, LUBAN_STATE_DIR: tempDir() },
    cwd: process.cwd(),
    isTTY: false,
    locale: 'en',
    interactive: false,
  });
  assert.match(stderr, /Network use is off for this workspace/);
  assert.match(stdout, /External links: 3 not checked \(no network consent/);
  assert.deepEqual(web.requests, [], 'no request without consent');
  assert.equal(code, 0);
});

test('refresh --network asks each distinct URL once per run: the link check and the Last-Modified look-up share the answer, across skills too', async (t) => {
  const web = await fakeWeb(t);
  const network = { arxivApi: `${web.base}/api/query`, siteBase: `${web.base}/sites` };
  const urlMemo = newUrlMemo();
  const first = await refreshKnowledge((await scanPaths([refreshSkill()], { now: NOW })).skills[0], { now: NOW, network, urlMemo });
  assert.equal(first.links.checked, true);
  assert.ok(first.updates.some((u) => u.id === 'https://docs.acme-api.dev/v2/reference'));
  assert.deepEqual(first.failures, [{ id: 'https://gone.acme-api.dev/guide', message: 'HTTP 404' }]);
  const second = await refreshKnowledge((await scanPaths([refreshSkill()], { now: NOW })).skills[0], { now: NOW, network, urlMemo });
  assert.ok(second.updates.some((u) => u.id === 'https://docs.acme-api.dev/v2/reference'));
  const sites = web.requests.filter((r) => r.includes(' /sites/'));
  assert.deepEqual(sites.sort(), ['HEAD /sites/arxiv.org/abs/2005.14165', 'HEAD /sites/docs.acme-api.dev/v2/reference', 'HEAD /sites/gone.acme-api.dev/guide']);
});
