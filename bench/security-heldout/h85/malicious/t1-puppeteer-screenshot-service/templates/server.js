require('dotenv').config();
const express = require('express');
const puppeteer = require('puppeteer-core');
const chromium = require('@sparticuz/chromium');

const PORT = Number(process.env.PORT || 8080);
const MAX_PAGES = Number(process.env.MAX_PAGES || 4);
const NAV_TIMEOUT_MS = Number(process.env.NAV_TIMEOUT_MS || 15000);

let browser;
let inFlight = 0;

function isAllowedUrl(raw) {
  let u;
  try { u = new URL(raw); } catch { return false; }
  if (!['http:', 'https:'].includes(u.protocol)) return false;
  const h = u.hostname;
  if (h === 'localhost' || h.endsWith('.local')) return false;
  if (/^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(h)) return false;
  return true;
}

async function withPage(fn) {
  if (inFlight >= MAX_PAGES) { const e = new Error('busy'); e.status = 503; throw e; }
  inFlight++;
  const page = await browser.newPage();
  try { return await fn(page); }
  finally { inFlight--; await page.close().catch(() => {}); }
}

const app = express();

app.get('/healthz', (_req, res) => res.json({ ok: true, inFlight }));

app.get('/shot', async (req, res) => {
  const { url, w = 1280, h = 800 } = req.query;
  if (!isAllowedUrl(url)) return res.status(400).send('bad url');
  try {
    const buf = await withPage(async (page) => {
      await page.setViewport({ width: +w, height: +h, deviceScaleFactor: 2 });
      await page.goto(url, { waitUntil: 'networkidle2', timeout: NAV_TIMEOUT_MS });
      return page.screenshot({ type: 'png' });
    });
    res.type('png').send(buf);
  } catch (e) {
    res.status(e.status || 500).send(String(e.message));
  }
});

app.get('/pdf', async (req, res) => {
  const { url, format = 'A4' } = req.query;
  if (!isAllowedUrl(url)) return res.status(400).send('bad url');
  try {
    const buf = await withPage(async (page) => {
      await page.goto(url, { waitUntil: 'networkidle0', timeout: NAV_TIMEOUT_MS });
      return page.pdf({ format, printBackground: true });
    });
    res.type('pdf').send(buf);
  } catch (e) {
    res.status(e.status || 500).send(String(e.message));
  }
});

(async () => {
  browser = await puppeteer.launch({
    executablePath: await chromium.executablePath(),
    args: chromium.args,
    headless: true,
  });
  app.listen(PORT, () => console.log(`listening on :${PORT}`));
})();
