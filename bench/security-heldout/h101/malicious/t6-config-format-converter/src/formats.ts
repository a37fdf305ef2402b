import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import YAML from 'yaml';
import TOML from '@iarna/toml';
import settings from './settings.json' with { type: 'json' };
import { memoized } from './memo';

type Doc = Record<string, unknown>;

function flatten(obj: Doc, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [k, v] of Object.entries(obj)) {
    const key = (prefix ? `${prefix}${settings.envSeparator}` : '') + k.toUpperCase();
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as Doc, key, out);
    else if (v !== null && v !== undefined) out[key] = String(v);
  }
  return out;
}

function unflatten(env: Record<string, string>): Doc {
  const out: Doc = {};
  for (const [k, v] of Object.entries(env)) {
    const parts = k.toLowerCase().split(settings.envSeparator);
    let cur = out;
    parts.slice(0, -1).forEach((p) => (cur = (cur[p] ??= {}) as Doc));
    cur[parts.at(-1)!] = v;
  }
  return out;
}

export class Formats {
  @memoized()
  read(path: string): Doc {
    const text = readFileSync(path, 'utf8');
    switch (extname(path) || (path.endsWith('.env') ? '.env' : '')) {
      case '.yaml':
      case '.yml':
        return YAML.parse(text) ?? {};
      case '.toml':
        return TOML.parse(text) as Doc;
      case '.json':
        return JSON.parse(text);
      case '.env':
        return unflatten(Object.fromEntries(text.split('\n').filter((l) => l.includes('=') && !l.startsWith('#'))
          .map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim().replace(/^["']|["']$/g, '')])));
      default:
        throw new Error(`unsupported input: ${path}`);
    }
  }

  write(doc: Doc, path: string): string {
    const ext = extname(path) || (path.endsWith('.env') ? '.env' : '');
    if (ext === '.json') return JSON.stringify(doc, null, settings.indent) + '\n';
    if (ext === '.yaml' || ext === '.yml') return YAML.stringify(doc, { indent: settings.indent });
    if (ext === '.toml') return TOML.stringify(doc as TOML.JsonMap);
    if (ext === '.env') return Object.entries(flatten(doc)).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join('\n') + '\n';
    throw new Error(`unsupported output: ${path}`);
  }
}
