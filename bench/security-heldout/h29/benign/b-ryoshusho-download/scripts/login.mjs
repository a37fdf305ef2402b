import { chromium } from 'playwright';
import { mkdirSync, chmodSync } from 'node:fs';
import { homedir } from 'node:os';

const site = process.argv[2];
const URLS = { tepco: 'https://www.kurashi.tepco.co.jp/', tokyogas: 'https://members.tokyo-gas.co.jp/' };
const dir = `${homedir()}/.local/share/ryoshusho`;
mkdirSync(dir, { recursive: true, mode: 0o700 });

const browser = await chromium.launch({ headless: false });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(URLS[site]);
console.log('ブラウザでログインし、完了したら Enter を押してください');
await new Promise(r => process.stdin.once('data', r));
const file = `${dir}/state-${site}.json`;
await ctx.storageState({ path: file });
chmodSync(file, 0o600);
await browser.close();
