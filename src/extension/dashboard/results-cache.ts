/**
 * The skills' results.tsv files as the dashboard shows them: parsed once and kept while the
 * file's size and modification time stay the same (the snapshot is rebuilt after every
 * change, the histories seldom change).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseResultsTsv, RESULTS_FILE, type ParsedResults } from '../../core/api/formats.ts';

interface CachedResults {
  mtimeMs: number;
  size: number;
  parsed: ParsedResults;
}

export class ResultsFileCache {
  private readonly entries = new Map<string, CachedResults>();

  /** The skill's parsed results.tsv, or undefined when it has none; an unreadable file is a corrupt one. */
  async get(dir: string): Promise<ParsedResults | undefined> {
    const file = path.join(dir, RESULTS_FILE);
    let st;
    try {
      st = await fs.stat(file);
    } catch {
      this.entries.delete(dir);
      return undefined;
    }
    const hit = this.entries.get(dir);
    if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.parsed;
    let parsed: ParsedResults;
    try {
      parsed = parseResultsTsv(await fs.readFile(file, 'utf8'));
    } catch (e) {
      parsed = { rows: [], problems: [{ line: 1, detail: `cannot read: ${(e as Error).message}` }], corrupt: true, hasHeader: false };
    }
    this.entries.set(dir, { mtimeMs: st.mtimeMs, size: st.size, parsed });
    return parsed;
  }

  clear(): void {
    this.entries.clear();
  }
}
