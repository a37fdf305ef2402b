/**
 * Finding and validating the config file. Walks up from the scanned path to the
 * nearest `.luban.json` / `luban.config.json`. A broken config is an error that
 * names the file (exit code 2 in the CLI), never silently ignored.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { configJsonSchema, type LubanConfig } from './schema.ts';

export const CONFIG_FILE_NAMES = ['.luban.json', 'luban.config.json'];

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(readonly file: string, detail: string) {
    super(`${file}: ${detail}`);
  }
}

export interface LoadedConfig {
  config: LubanConfig;
  /** The file it came from, or undefined for defaults. */
  file?: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(configJsonSchema);

export async function findConfigFile(start: string): Promise<string | undefined> {
  let dir = path.resolve(start);
  try {
    if ((await fs.stat(dir)).isFile()) dir = path.dirname(dir);
  } catch {
    /* a missing path is reported by the caller */
  }
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(dir, name);
      try {
        if ((await fs.stat(candidate)).isFile()) return candidate;
      } catch {
        /* keep looking */
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function parseConfig(text: string, file: string): LubanConfig {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    throw new ConfigError(file, `not valid JSON (${(e as Error).message})`);
  }
  if (!validate(json)) {
    const first = validate.errors?.[0];
    const where = first?.instancePath || '(top level)';
    throw new ConfigError(file, `${where} ${first?.message ?? 'is invalid'}`);
  }
  return json as LubanConfig;
}

export async function loadConfig(start: string, explicitFile?: string): Promise<LoadedConfig> {
  const file = explicitFile ?? (await findConfigFile(start));
  if (!file) return { config: {} };
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    throw new ConfigError(file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return { config: parseConfig(text, file), file };
}
