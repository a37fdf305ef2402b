/**
 * The arXiv API's Atom feed (export.arxiv.org/api/query?id_list=…): one `<entry>` per
 * paper, whose `<id>` is the abstract URL of the latest version
 * (`http://arxiv.org/abs/2603.02766v3`), with `<updated>` (that version's date),
 * `<published>` (v1) and `<title>`. An id the API cannot read comes back as an entry
 * whose id is `http://arxiv.org/api/errors#…` with the reason in `<summary>`.
 * Parsed with a small tolerant scanner (the feed's shape is fixed; no XML library);
 * entities are decoded, CDATA kept.
 */

export interface ArxivEntry {
  /** `2603.02766` (no version). */
  id: string;
  /** The latest version number (3 for …v3). */
  version: number;
  /** ISO timestamp of the latest version. */
  updated?: string;
  published?: string;
  title?: string;
}

export interface ArxivFeed {
  entries: ArxivEntry[];
  /** Errors the API reported for single ids. */
  errors: string[];
}

const ENTRY = /<entry\b[^>]*>([\s\S]*?)<\/entry>/g;
const ABS_ID = /arxiv\.org\/abs\/(\d{4}\.\d{4,5})v(\d+)/;

function tag(body: string, name: string): string | undefined {
  const m = new RegExp(`<(?:atom:)?${name}\\b[^>]*>([\\s\\S]*?)</(?:atom:)?${name}>`).exec(body);
  return m ? decode(m[1]).replace(/\s+/g, ' ').trim() : undefined;
}

function decode(s: string): string {
  return s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

export function parseArxivAtom(xml: string): ArxivFeed {
  const entries: ArxivEntry[] = [];
  const errors: string[] = [];
  if (!/<feed\b/.test(xml)) throw new Error('not an Atom feed (no <feed> element)');
  for (const m of xml.matchAll(ENTRY)) {
    const body = m[1];
    const id = tag(body, 'id') ?? '';
    if (/\/api\/errors/.test(id)) {
      errors.push(tag(body, 'summary') ?? id);
      continue;
    }
    const abs = ABS_ID.exec(id);
    if (!abs) continue;
    entries.push({ id: abs[1], version: Number(abs[2]), updated: tag(body, 'updated'), published: tag(body, 'published'), title: tag(body, 'title') });
  }
  return { entries, errors };
}
