/**
 * The scan cache file (core/store/scan-cache.ts, JSON Lines) as one object, for tests
 * that look inside it or change it: read into { format, schema, entries by folder,
 * collisions } and written back line by line.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface CacheFileView<E> {
  format: string;
  schema: number;
  entries: Record<string, E>;
  collisions?: unknown;
}

export function readCacheFile<E = { key: string; stampKey?: string; record: { findings: Array<{ message: string }> } }>(file: string): CacheFileView<E> {
  const [head, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const header = JSON.parse(head) as Omit<CacheFileView<E>, 'entries'>;
  const entries: Record<string, E> = {};
  for (const line of lines) {
    const { dir, ...entry } = JSON.parse(line) as { dir: string } & E;
    entries[dir] = entry as unknown as E;
  }
  return { ...header, entries };
}

export function writeCacheFile<E>(file: string, view: CacheFileView<E>): void {
  const { entries, ...header } = view;
  const lines = [JSON.stringify(header), ...Object.entries(entries).map(([dir, e]) => JSON.stringify({ dir, ...(e as object) }))];
  writeFileSync(file, lines.join('\n') + '\n');
}
