/**
 * Asking a web address whether it is there (docs/features.md E3b, issue 31 item 9): HEAD, then GET
 * when HEAD is refused (403, 405, 501), following redirects, under a timeout. One answer serves
 * both the refresh's Last-Modified / ETag look-up and SkillOps' broken-link check, so with a
 * per-run memo (`newUrlMemo`) each distinct URL is asked once per run however many checks
 * read it. Only ever called after the person allowed network use. Every failure is a value
 * (`error`), never an exception.
 */
import { mapLimit } from '../../base/concurrency.ts';
import type { FetchLike } from '../../models/llm/http.ts';

export type { FetchLike };

export interface UrlCheckOptions {
  /** Per request (each caller brings its default). */
  timeoutMs: number;
  /** Tests and proxies: `https://host/path` is fetched as `${siteBase}/host/path`. */
  siteBase?: string;
  fetch?: FetchLike;
  signal?: AbortSignal;
}

export interface UrlAnswer {
  url: string;
  /** The final HTTP status (absent when no answer came). */
  status?: number;
  /** The header as sent. */
  lastModifiedRaw?: string;
  etag?: string;
  /** Why no answer came: `ENOTFOUND`, `timed out`, `cancelled` … */
  error?: string;
}

/** URL → its one answer (or the request in flight), shared by every check of one run. */
export type UrlMemo = Map<string, Promise<UrlAnswer>>;

export function newUrlMemo(): UrlMemo {
  return new Map();
}

/** A failed request in a few words: `timed out`, `cancelled`, the system error code, or the message. */
export function errorText(e: unknown): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError') return 'timed out';
  if (err?.name === 'AbortError') return 'cancelled';
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
}

function target(url: string, siteBase: string | undefined): string {
  if (!siteBase) return url;
  return `${siteBase.replace(/\/+$/, '')}/${url.replace(/^https?:\/\//i, '')}`;
}

/** HEAD statuses that mean "ask with GET instead". */
const HEAD_REFUSED = new Set([403, 405, 501]);

/** One URL asked now (no memo). */
export async function askUrl(url: string, o: UrlCheckOptions): Promise<UrlAnswer> {
  const doFetch = o.fetch ?? fetch;
  const signal = () => {
    const t = AbortSignal.timeout(o.timeoutMs);
    return o.signal ? AbortSignal.any([t, o.signal]) : t;
  };
  try {
    let res = await doFetch(target(url, o.siteBase), { method: 'HEAD', redirect: 'follow', signal: signal() });
    if (HEAD_REFUSED.has(res.status)) {
      res = await doFetch(target(url, o.siteBase), { method: 'GET', redirect: 'follow', signal: signal() });
      await res.body?.cancel();
    }
    return { url, status: res.status, lastModifiedRaw: res.headers.get('last-modified') ?? undefined, etag: res.headers.get('etag') ?? undefined };
  } catch (e) {
    return { url, error: errorText(e) };
  }
}

/** One URL's answer: from the memo when this run asked already, else asked now and remembered. */
export function askUrlOnce(url: string, o: UrlCheckOptions, memo?: UrlMemo): Promise<UrlAnswer> {
  if (!memo) return askUrl(url, o);
  let answer = memo.get(url);
  if (!answer) {
    answer = askUrl(url, o);
    memo.set(url, answer);
  }
  return answer;
}

/** Each distinct URL's answer, at most `concurrency` requests at a time (default 4). */
export async function askUrls(urls: readonly string[], o: UrlCheckOptions & { concurrency?: number }, memo?: UrlMemo): Promise<Map<string, UrlAnswer>> {
  const unique = [...new Set(urls)];
  const answers = await mapLimit(unique, o.concurrency ?? 4, (url) => askUrlOnce(url, o, memo));
  return new Map(answers.map((a) => [a.url, a]));
}
