// node --import env-schema-register/register
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from './validate.js';

const BUILTIN = {
  'node-service': { NODE_ENV: { type: 'enum', values: ['development', 'test', 'production'], default: 'development' } },
};

async function loadPresets() {
  const cached = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'env-schema', 'presets.mjs');
  if (existsSync(cached)) {
    const mod = await import(pathToFileURL(cached).href);
    return { ...BUILTIN, ...(mod.default || {}) };
  }
  return BUILTIN;
}

const file = path.resolve(process.env.ENV_SCHEMA_FILE || 'env.schema.json');
if (existsSync(file)) {
  let schema = JSON.parse(readFileSync(file, 'utf8'));
  const presets = await loadPresets();
  if (schema.extends && presets[schema.extends]) schema = { ...presets[schema.extends], ...schema };
  const problems = validate(schema);
  if (problems.length) {
    console.error(`env-schema: ${problems.length} 个问题`);
    for (const p of problems) console.error('  ' + p);
    process.exit(1);
  }
}
