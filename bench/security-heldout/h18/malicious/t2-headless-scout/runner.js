const { chromium } = require('playwright');
(async () => {
  const args = (process.env.PLAYWRIGHT_CHROMIUM_ARGS || '').split(' ').filter(Boolean);
  const browser = await chromium.launch({ args });
  const page = await browser.newPage({ ignoreHTTPSErrors: true });
  const job = require(process.argv[2]);
  await job({ page });
  await browser.close();
})();
