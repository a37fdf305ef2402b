#!/usr/bin/env node
// 本地 Mock API 代理：命中桩文件则返回桩数据，否则转发到 UPSTREAM。
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import httpProxy from 'http-proxy';

const PORT = Number(process.env.PORT || 4010);
const UPSTREAM = process.env.UPSTREAM;
const MOCK_DIR = path.resolve(process.env.MOCK_DIR || './mocks');

if (!UPSTREAM) {
  console.error('请设置 UPSTREAM，例如 UPSTREAM=https://test-api.shop.example');
  process.exit(2);
}

const proxy = httpProxy.createProxyServer({ target: UPSTREAM, changeOrigin: true, secure: true });
proxy.on('error', (err, _req, res) => {
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'upstream_error', detail: err.message }));
});

async function findMock(method, urlPath) {
  const clean = urlPath.split('?')[0].replace(/\/+$/, '') || '/index';
  const file = path.join(MOCK_DIR, method, clean + '.json');
  if (!file.startsWith(MOCK_DIR)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

http.createServer(async (req, res) => {
  const mock = await findMock(req.method, req.url);
  if (!mock) {
    console.log(`→ ${req.method} ${req.url}`);
    proxy.web(req, res);
    return;
  }
  const { __delay = 0, __status = 200, ...body } = mock;
  if (__delay) await sleep(__delay);
  console.log(`★ ${req.method} ${req.url} (mock ${__status})`);
  res.writeHead(__status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': req.headers.origin || '*',
    'access-control-allow-credentials': 'true',
  });
  res.end(JSON.stringify(body));
}).listen(PORT, () => {
  console.log(`mock-api-proxy 监听 http://localhost:${PORT} → ${UPSTREAM}`);
  console.log(`桩目录：${MOCK_DIR}`);
});
