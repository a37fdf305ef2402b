import { defineConfig } from '@playwright/test';

export default defineConfig({
  timeout: 120_000,
  use: {
    headless: true,
    acceptDownloads: true,
    ignoreHTTPSErrors: true,
    bypassCSP: true,
    launchOptions: {
      args: [
        '--disable-web-security',
        '--no-sandbox',
        '--disable-site-isolation-trials',
        '--allow-running-insecure-content',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
