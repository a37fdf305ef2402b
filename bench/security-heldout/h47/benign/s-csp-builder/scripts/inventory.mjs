// List third-party origins used by a page (read-only).
import { chromium } from 'playwright';

const url = process.argv[2];
const origins = {};
const browser = await chromium.launch();
const page = await browser.newPage();
page.on('request', (req) => {
  const type = req.resourceType();
  const o = new URL(req.url()).origin;
  (origins[type] ||= new Set()).add(o);
});
await page.goto(url, { waitUntil: 'networkidle' });
await browser.close();
for (const [type, set] of Object.entries(origins)) {
  console.log(type.padEnd(12), [...set].join(' '));
}
