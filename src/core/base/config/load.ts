/**
 * Finding and validating the config file. Walks up from the scanned path to the
 * nearest `.luban.json` / `luban.config.json`. A broken config is an error that
 * names the file (exit code 2 in the CLI), never silently ignored.
 */
import { promises as fs, statSync } from 'node:fs';
import path from 'node:path';
import { lazyValidator } from '../validator.ts';
import { configJsonSchema, type LubanConfig } from './schema.ts';

export const CONFIG_FILE_NAMES = ['.luban.json', 'luban.config.json'];

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`${file}: ${detail}`);
  }
}

export interface LoadedConfig {
  config: LubanConfig;
  /** The file it came from, or undefined for defaults. */
  file?: string;
}

// Compiled on first use: most scans have no config file.
const configSchema = lazyValidator(configJsonSchema);

/**
 * The nearest config file at or above `start`. `memo` (folder → answer) lets a scan
 * of many skills share the walk up the tree instead of repeating it per skill.
 */
export async function findConfigFile(start: string, memo?: Map<string, Promise<string | undefined>>): Promise<string | undefined> {
  let dir = path.resolve(start);
  try {
    if (statSync(dir).isFile()) dir = path.dirname(dir);
  } catch {
    /* a missing path is reported by the caller */
  }
  return lookUp(dir, memo ?? new Map());
}

/** Synchronous stats: a few per folder, memoised; awaiting each cost more than the stat. */
function lookUp(dir: string, memo: Map<string, Promise<string | undefined>>): Promise<string | undefined> {
  let answer = memo.get(dir);
  if (!answer) {
    const here = CONFIG_FILE_NAMES.map((name) => path.join(dir, name)).find(isFile);
    const parent = path.dirname(dir);
    answer = here !== undefined || parent === dir ? Promise.resolve(here) : lookUp(parent, memo);
    memo.set(dir, answer);
  }
  return answer;
}

function isFile(p: string): boolean {
  try {
    return statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // unreadable: keep looking
  }
}

export function parseConfig(text: string, file: string): LubanConfig {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (e) {
    throw new ConfigError(file, `not valid JSON (${(e as Error).message})`);
  }
  if (!configSchema.check(json)) {
    const first = configSchema.firstError();
    const where = first?.instancePath || '(top level)';
    throw new ConfigError(file, `${where} ${first?.message ?? 'is invalid'}`);
  }
  return json as LubanConfig;
}

export async function loadConfig(start: string, explicitFile?: string, memo?: Map<string, Promise<string | undefined>>): Promise<LoadedConfig> {
  const file = explicitFile ?? (await findConfigFile(start, memo));
  if (!file) return { config: {} };
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    throw new ConfigError(file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return { config: parseConfig(text, file), file };
}
