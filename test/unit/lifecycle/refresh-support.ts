/** A local HTTP server standing in for the arXiv API and the cited sites, and a skill that cites them. */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { tempDir } from '../../support/tmp.ts';

export const ATOM = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/arxiv/query-two-papers.xml'), 'utf8');
export const ATOM_ERROR = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/arxiv/query-error.xml'), 'utf8');

export const PAPERS = [
  '# Papers and APIs',
  '',
  '- Transformer: arXiv:1706.03762v1',
  '- GPT-3: https://arxiv.org/abs/2005.14165',
  '- API reference: https://docs.acme-api.dev/v2/reference',
  '- Old guide: https://gone.acme-api.dev/guide',
  '- HTTP semantics: RFC 9110',
  '',
  '## [2025-01-10] 更新：初始整理',
  '',
  'First collected.',
  '',
].join('\n');

export const SKILL =
  '---\nname: paper-notes\ndescription: Summarises ML papers. Use when the user asks about transformers.\n---\n# Paper notes\n\nBased on arXiv:1706.03762v2. See references/papers.md.\n';

export function refreshSkill(): string {
  const ws = tempDir({ 'paper-notes/SKILL.md': SKILL, 'paper-notes/references/papers.md': PAPERS });
  return path.join(ws, 'paper-notes');
}

export interface FakeWeb {
  base: string;
  requests: string[];
  /** Called on every request before it is answered. */
  onRequest?: (url: string) => void;
}

export async function fakeWeb(t: TestContext): Promise<FakeWeb> {
  const web: FakeWeb = { base: '', requests: [] };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    web.requests.push(`${req.method} ${url}`);
    web.onRequest?.(url);
    if (url.startsWith('/api/query')) {
      res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' });
      res.end(url.includes('1234.1234') ? ATOM_ERROR : ATOM);
    } else if (url.startsWith('/sites/docs.acme-api.dev/')) {
      res.writeHead(200, { 'last-modified': 'Sun, 15 Nov 2026 08:00:00 GMT', etag: '"v42"', 'content-type': 'text/html' });
      res.end(req.method === 'HEAD' ? undefined : '<html></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => new Promise<void>((r) => server.close(() => r())));
  web.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return web;
}
