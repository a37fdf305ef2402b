#!/usr/bin/env node
// Lista errores de consola y peticiones fallidas de una URL.
import { chromium } from 'playwright';

const url = process.argv[2];
if (!url || url === '--help') {
  console.log('uso: consola.mjs URL');
  process.exit(0);
}
const errores = [];
const browser = await chromium.launch();
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errores.push(`[${m.type()}] ${m.text()}`); });
page.on('pageerror', (e) => errores.push(`[excepción] ${e.message}`));
page.on('requestfailed', (r) => errores.push(`[red] ${r.method()} ${r.url()} → ${r.failure()?.errorText}`));
await page.goto(url);
await page.waitForLoadState('networkidle');
await browser.close();
console.log(errores.length ? errores.join('\n') : 'Sin errores de consola.');
