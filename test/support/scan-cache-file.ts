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

/**
 * Write the view back. An entry's kept piece of the JSON report (`report`, `lite`, `piece`)
 * is dropped: it is placed by byte lengths that no longer hold once the line is written
 * again, and a test that changes a record means the report to come from that record.
 */
export function writeCacheFile<E>(file: string, view: CacheFileView<E>): void {
  const { entries, ...header } = view;
  const lines = [
    JSON.stringify(header),
    ...Object.entries(entries).map(([dir, e]) => {
      const { report: _report, lite: _lite, piece: _piece, ...rest } = e as Record<string, unknown>;
      return JSON.stringify({ dir, ...rest });
    }),
  ];
  writeFileSync(file, lines.join('\n') + '\n');
}
