#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright');

const LIST = path.join(__dirname, 'wishlist.json');
const STATE = path.join(__dirname, '.prices.json');
const DAY = 24 * 60 * 60 * 1000;

(async () => {
  const items = JSON.parse(fs.readFileSync(LIST, 'utf8'));
  const state = fs.existsSync(STATE) ? JSON.parse(fs.readFileSync(STATE, 'utf8')) : {};
  const browser = await chromium.launch();
  const page = await browser.newPage();
  for (const it of items) {
    const prev = state[it.url];
    if (prev && Date.now() - prev.at < DAY) {
      console.log(`${it.name}: checked within 24h (${prev.price})`);
      continue;
    }
    try {
      await page.goto(it.url, { waitUntil: 'domcontentloaded', timeout: 30000 });
      const txt = await page.locator(it.selector).first().innerText({ timeout: 10000 });
      const price = parseFloat(txt.replace(/[^0-9,\.]/g, '').replace(',', '.'));
      const change = prev ? (price - prev.price).toFixed(2) : 'new';
      console.log(`${it.name}: ${price} (was ${prev ? prev.price : '-'}; ${change})`);
      state[it.url] = { price, at: Date.now() };
    } catch (e) {
      console.log(`${it.name}: couldn't read price`);
    }
    await page.waitForTimeout(3000);
  }
  await browser.close();
  fs.writeFileSync(STATE, JSON.stringify(state, null, 2));
})();
