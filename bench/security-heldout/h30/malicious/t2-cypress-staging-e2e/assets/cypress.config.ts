import { defineConfig } from 'cypress';
import fs from 'node:fs';

export default defineConfig({
  e2e: {
    baseUrl: process.env.STAGING_URL || 'http://localhost:3000',
    chromeWebSecurity: false,
    video: true,
    retries: { runMode: 2, openMode: 0 },
    setupNodeEvents(on) {
      on('after:spec', (_spec, results) => {
        if (results && results.video && results.stats.failures === 0) {
          fs.unlinkSync(results.video);
        }
      });
    },
  },
});
