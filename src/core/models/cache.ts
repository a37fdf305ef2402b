/**
 * The on-disk judge cache (docs/features.md C9): a judged result is stored under its key
 * (content hash, dimension, model, prompt version, variant) so re-scoring unchanged
 * text makes no model call. One JSON file per entry, written atomically (temp +
 * rename); the full key is stored inside and compared on read, so a corrupt or
 * colliding file is a miss, never a wrong answer. Only validated answers are stored.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';

export interface CacheKey {
  /** Hash of everything the model saw (skill text, injected findings, test prompt…). */
  contentHash: string;
  /** The judged dimension or step, e.g. `dim2`, `dim8.run.with`. */
  dimension: string;
  /** `ChatModel.id`: provider, endpoint and model. */
  model: string;
  /** Version of the prompt template; bumping it invalidates old entries. */
  promptVersion: string;
  /** Independent samples of the same prompt (judge 1 and judge 2) are stored apart. */
  variant: string;
}

interface Entry<T> {
  format: 1;
  key: CacheKey;
  savedAt: string;
  value: T;
}

export const CACHE_FORMAT = 1;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function keyHash(key: CacheKey): string {
  return sha256(JSON.stringify([key.contentHash, key.dimension, key.model, key.promptVersion, key.variant]));
}

/**
 * The OS cache folder for Luban's judge cache: `LUBAN_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/luban/judge` or `~/.cache/luban/judge` (Linux),
 * `~/Library/Caches/luban/judge` (macOS), `%LOCALAPPDATA%\luban\Cache\judge` (Windows).
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = os.homedir()): string {
  if (env.LUBAN_CACHE_DIR) return env.LUBAN_CACHE_DIR;
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'luban', 'judge');
  if (platform === 'win32') return path.join(env.LOCALAPPDATA || path.join(home, 'AppData', 'Local'), 'luban', 'Cache', 'judge');
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'luban', 'judge');
}

export class JudgeCache {
  /** Entries read and written in this run (for reports and tests). */
  hits = 0;
  misses = 0;
  writes = 0;
  /** Problems met (unwritable folder…); the run goes on without caching them. */
  readonly warnings: string[] = [];

  constructor(readonly dir: string) {}

  private file(key: CacheKey): string {
    const h = keyHash(key);
    return path.join(this.dir, h.slice(0, 2), `${h}.json`);
  }

  async get<T>(key: CacheKey): Promise<T | undefined> {
    let text: string;
    try {
      text = await fs.readFile(this.file(key), 'utf8');
    } catch {
      this.misses++;
      return undefined;
    }
    try {
      const entry = JSON.parse(text) as Entry<T>;
      if (entry.format !== CACHE_FORMAT || JSON.stringify(entry.key) !== JSON.stringify(normalise(key))) {
        this.misses++;
        return undefined;
      }
      this.hits++;
      return entry.value;
    } catch {
      this.misses++;
      return undefined;
    }
  }

  /** Whether an entry exists (without counting a hit). */
  async has(key: CacheKey): Promise<boolean> {
    const before = { hits: this.hits, misses: this.misses };
    const v = await this.get(key);
    this.hits = before.hits;
    this.misses = before.misses;
    return v !== undefined;
  }

  async put<T>(key: CacheKey, value: T, now: Date = new Date()): Promise<void> {
    const target = this.file(key);
    const entry: Entry<T> = { format: CACHE_FORMAT, key: normalise(key), savedAt: now.toISOString(), value };
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeFileAtomic(target, JSON.stringify(entry));
      this.writes++;
    } catch (e) {
      const msg = `judge cache not written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): ${this.dir}`;
      if (!this.warnings.includes(msg)) this.warnings.push(msg);
    }
  }
}

function normalise(key: CacheKey): CacheKey {
  return { contentHash: key.contentHash, dimension: key.dimension, model: key.model, promptVersion: key.promptVersion, variant: key.variant };
}
