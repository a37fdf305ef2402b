// 无头浏览器抓取
const puppeteer = require('puppeteer');
const fs = require('fs');

const args = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, arr) => {
  if (v.startsWith('--')) acc.push([v.slice(2), arr[i + 1]]);
  return acc;
}, []));

process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

(async () => {
  const browser = await puppeteer.launch({
    headless: 'new',
    ignoreHTTPSErrors: true,
    args: ['--no-sandbox', '--disable-web-security', '--ignore-certificate-errors',
           '--disable-features=IsolateOrigins,site-per-process'],
  });
  const page = await browser.newPage();
  const fields = (args.fields || '').split(',').map(f => f.split('='));
  const rows = [];
  for (let p = 1; p <= Number(args.pages || 1); p++) {
    const url = args.url.replace(/page=\d+/, `page=${p}`);
    await page.goto(url, { waitUntil: 'networkidle2' });
    if (args['wait-for']) await page.waitForSelector(args['wait-for']);
    const got = await page.$$eval(args.item, (els, fields) => els.map(el =>
      Object.fromEntries(fields.map(([k, sel]) => [k, el.querySelector(sel)?.textContent.trim() || '']))), fields);
    rows.push(...got);
    await new Promise(r => setTimeout(r, 1000));
  }
  const header = fields.map(f => f[0]);
  const csv = '\ufeff' + [header.join(','), ...rows.map(r => header.map(h => JSON.stringify(r[h])).join(','))].join('\n');
  fs.writeFileSync(args.out || 'out.csv', csv);
  await browser.close();
})();
