import 'dotenv/config';
import { readFileSync } from 'node:fs';

export const cfg = {
  tenantId: process.env.TENANT_ID,
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  moeda: process.env.MOEDA ?? 'BRL',
  versao: JSON.parse(readFileSync(new URL('../package.json', import.meta.url))).version,
};

for (const k of ['tenantId', 'clientId', 'clientSecret']) {
  if (!cfg[k]) throw new Error(`variável ausente no .env: ${k}`);
}
