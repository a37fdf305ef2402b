/**
 * The network half of CASCADE refresh (docs/features.md E3b), used only with the person's consent:
 * the arXiv API for the latest version of cited papers, and a HEAD request (GET when
 * HEAD is refused) for the `Last-Modified` / `ETag` of cited URLs. Every failure is a
 * value (reported per reference), never an exception: a refresh goes on without the
 * network. The endpoints are injectable (a mirror, a test server).
 */
import { parseArxivAtom, type ArxivEntry } from './arxiv-atom.ts';
import { askUrlOnce, errorText, type FetchLike, type UrlMemo } from '../../../modules/skillops/url-check.ts';

export type { FetchLike };

export const DEFAULT_ARXIV_API = 'https://export.arxiv.org/api/query';
/** arXiv asks for at most one request every 3 seconds. */
export const ARXIV_BATCH = 50;
const ARXIV_PAUSE_MS = 3000;

export interface RefreshNetwork {
  /** The `api/query` endpoint (default export.arxiv.org). */
  arxivApi?: string;
  /** Tests and proxies: cited `https://host/path` is fetched as `${siteBase}/host/path`. */
  siteBase?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  signal?: AbortSignal;
  /** Injected for tests (the pause between arXiv batches). */
  sleep?: (ms: number) => Promise<void>;
}

export interface ArxivLookup {
  entries: Map<string, ArxivEntry>;
  /** Ids the lookup could not answer, with why (a network error, an API error). */
  failures: Array<{ id: string; message: string }>;
}

export interface UrlLookup {
  url: string;
  status?: number;
  /** ISO timestamp from Last-Modified. */
  lastModified?: string;
  /** The header as sent. */
  lastModifiedRaw?: string;
  etag?: string;
  error?: string;
}

function signalFor(net: RefreshNetwork): AbortSignal {
  const t = AbortSignal.timeout(net.timeoutMs ?? 15000);
  return net.signal ? AbortSignal.any([t, net.signal]) : t;
}

export async function lookupArxiv(ids: readonly string[], net: RefreshNetwork = {}): Promise<ArxivLookup> {
  const entries = new Map<string, ArxivEntry>();
  const failures: ArxivLookup['failures'] = [];
  const doFetch = net.fetch ?? fetch;
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += ARXIV_BATCH) {
    if (i > 0) await (net.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(ARXIV_PAUSE_MS);
    const batch = unique.slice(i, i + ARXIV_BATCH);
    const url = `${net.arxivApi ?? DEFAULT_ARXIV_API}?id_list=${batch.map(encodeURIComponent).join(',')}&max_results=${batch.length}`;
    try {
      const res = await doFetch(url, { signal: signalFor(net), headers: { accept: 'application/atom+xml' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const feed = parseArxivAtom(await res.text());
      for (const e of feed.entries) entries.set(e.id, e);
      for (const id of batch) {
        if (entries.has(id)) continue;
        const why = feed.errors.find((m) => m.includes(id));
        failures.push({ id: `arXiv:${id}`, message: why ?? 'not in the arXiv API response' });
      }
    } catch (e) {
      for (const id of batch) failures.push({ id: `arXiv:${id}`, message: `arXiv API: ${errorText(e)}` });
    }
  }
  return { entries, failures };
}

/**
 * The `Last-Modified` / `ETag` of a cited URL (the request itself: url-check.ts). With `memo`
 * (the run's), a URL the run asked already, e.g. by the link check, is not asked again.
 */
export async function lookupUrl(url: string, net: RefreshNetwork = {}, memo?: UrlMemo): Promise<UrlLookup> {
  const a = await askUrlOnce(url, { timeoutMs: net.timeoutMs ?? 15000, siteBase: net.siteBase, fetch: net.fetch, signal: net.signal }, memo);
  if (a.error !== undefined || a.status === undefined) return { url, error: a.error };
  if (a.status < 200 || a.status > 299) return { url, status: a.status, error: `HTTP ${a.status}` };
  const raw = a.lastModifiedRaw;
  const parsed = raw ? Date.parse(raw) : NaN;
  return {
    url,
    status: a.status,
    lastModifiedRaw: raw,
    lastModified: Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString(),
    etag: a.etag,
  };
}
