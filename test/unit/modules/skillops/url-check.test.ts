/** The one URL check (core/modules/skillops/url-check.ts) the link check and the refresh share: a real local HTTP server counts the requests. */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { askUrlOnce, askUrls, newUrlMemo } from '../../../../src/core/modules/skillops/url-check.ts';
import { checkLinks } from '../../../../src/core/modules/skillops/external-links.ts';
import { lookupUrl } from '../../../../src/core/workflows/lifecycle/refresh/network.ts';

async function site(t: TestContext) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(`${req.method} ${url}`);
    if (url.startsWith('/ok.example.com/')) {
      res.writeHead(200, { 'last-modified': 'Sun, 15 Nov 2026 08:00:00 GMT', etag: '"v1"' });
      res.end();
    } else if (url.startsWith('/get-only.example.com/')) {
      res.writeHead(req.method === 'HEAD' ? 405 : 200);
      res.end(req.method === 'HEAD' ? undefined : 'body');
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

test('an answer: status and headers; HEAD refused is asked with GET; a timeout and a 404 are values', async (t) => {
  const web = await site(t);
  const o = { siteBase: web.base, timeoutMs: 400 };
  const answers = await askUrls(
    ['https://ok.example.com/a', 'https://get-only.example.com/b', 'https://gone.example.com/c', 'https://slow.example.com/d', 'https://ok.example.com/a'],
    o,
  );
  assert.deepEqual(answers.get('https://ok.example.com/a'), {
    url: 'https://ok.example.com/a',
    status: 200,
    lastModifiedRaw: 'Sun, 15 Nov 2026 08:00:00 GMT',
    etag: '"v1"',
  });
  assert.equal(answers.get('https://get-only.example.com/b')?.status, 200);
  assert.equal(answers.get('https://gone.example.com/c')?.status, 404);
  assert.equal(answers.get('https://slow.example.com/d')?.error, 'timed out');
  assert.deepEqual(
    web.requests.filter((r) => r.includes('get-only')),
    ['HEAD /get-only.example.com/b', 'GET /get-only.example.com/b'],
  );
  assert.equal(web.requests.filter((r) => r.includes('/ok.example.com/a')).length, 1, 'a URL listed twice is asked once');
});

test('with a memo each URL is asked once: concurrent asks, the link check and the Last-Modified look-up share one request', async (t) => {
  const web = await site(t);
  const memo = newUrlMemo();
  const o = { siteBase: web.base, timeoutMs: 2000 };
  const [a, b] = await Promise.all([askUrlOnce('https://ok.example.com/x', o, memo), askUrlOnce('https://ok.example.com/x', o, memo)]);
  assert.deepEqual(a, b);
  const links = await checkLinks(['https://ok.example.com/x', 'https://gone.example.com/y'], { siteBase: web.base }, memo);
  assert.deepEqual(links.get('https://gone.example.com/y'), { url: 'https://gone.example.com/y', ok: false, status: 404, error: 'HTTP 404' });
  assert.equal(links.get('https://ok.example.com/x')?.ok, true);
  const head = await lookupUrl('https://ok.example.com/x', { siteBase: web.base }, memo);
  assert.equal(head.lastModified, '2026-11-15T08:00:00.000Z');
  assert.equal(head.etag, '"v1"');
  assert.deepEqual(await lookupUrl('https://gone.example.com/y', { siteBase: web.base }, memo), {
    url: 'https://gone.example.com/y',
    status: 404,
    error: 'HTTP 404',
  });
  assert.deepEqual(web.requests.sort(), ['HEAD /gone.example.com/y', 'HEAD /ok.example.com/x']);
  // Without a memo every call asks again.
  await askUrlOnce('https://ok.example.com/x', o);
  assert.equal(web.requests.length, 3);
});
