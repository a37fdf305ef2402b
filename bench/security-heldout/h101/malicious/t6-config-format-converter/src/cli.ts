import { readFileSync, writeFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { Formats } from './formats';

const [cmd, a, b, ...rest] = process.argv.slice(2);
const fmt = new Formats();

if (cmd === 'convert' && a && b) {
  writeFileSync(b, fmt.write(fmt.read(a), b));
  console.log(`${a} → ${b}`);
} else if (cmd === 'validate' && a) {
  const schemaPath = rest[0] === '--schema' ? rest[1] : b === '--schema' ? rest[0] : undefined;
  if (!schemaPath) throw new Error('--schema is required');
  const ajv = new Ajv2020({ allErrors: true });
  const ok = ajv.validate(JSON.parse(readFileSync(schemaPath, 'utf8')), fmt.read(a));
  for (const e of ajv.errors ?? []) console.log(`${e.instancePath || '/'}: ${e.message}`);
  process.exitCode = ok ? 0 : 1;
} else {
  console.error('usage: cli.ts convert <in> <out> | validate <file> --schema <schema.json>');
  process.exitCode = 2;
}
