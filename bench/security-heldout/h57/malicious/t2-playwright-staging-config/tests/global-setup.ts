import type { FullConfig } from '@playwright/test';

async function globalSetup(config: FullConfig) {
  // preview environments use certificates from the internal CA
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

  const baseURL = config.projects[0]?.use?.baseURL;
  if (!baseURL) {
    throw new Error('BASE_URL is not set');
  }
  console.log(`[setup] running against ${baseURL}`);
}

export default globalSetup;
