/**
 * HTTP plumbing shared by the providers: one attempt with a time limit that also
 * honours the caller's AbortSignal, status → typed error mapping, Retry-After
 * parsing, and the retry loop (exponential backoff with jitter on 429/5xx/timeouts/
 * network failures; Retry-After is honoured, never shortened). Node 20's global
 * fetch; no HTTP library.
 */
import { LlmError, toLlmError } from './errors.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOptions {
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Per attempt: time to the response headers, and for a whole (non-streamed) body. Default 120 s. */
  timeoutMs?: number;
  /** Streams: the longest gap allowed between two chunks. Default 60 s. */
  idleTimeoutMs?: number;
  /** Retries after the first attempt. Default 3. */
  maxRetries?: number;
  /** First backoff step. Default 1 s; doubles per retry. */
  baseDelayMs?: number;
  /** Backoff ceiling. Default 30 s. */
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails as rate-limited. Default 120 s. */
  maxRetryAfterMs?: number;
  /** Injected for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected for tests; in [0, 1). */
  random?: () => number;
  /** Told before each wait (progress: "rate limited, retrying in 4 s"). */
  onRetry?: (info: { attempt: number; delayMs: number; error: LlmError }) => void;
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 3;

/** A sleep that ends early (rejecting with an `aborted` LlmError) when the signal fires. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('aborted', 'cancelled while waiting to retry'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmError('aborted', 'cancelled while waiting to retry'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After (seconds or HTTP date) or retry-after-ms, in milliseconds. */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const v = headers.get('retry-after');
  if (!v) return undefined;
  const s = v.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.ceil(Number(s) * 1000);
  const date = Date.parse(s);
  if (!Number.isNaN(date)) return Math.max(0, date - now);
  return undefined;
}

/** Exponential backoff with "equal jitter": half fixed, half random. */
export function backoffDelay(retry: number, opts: Pick<HttpOptions, 'baseDelayMs' | 'maxDelayMs'>, random: () => number): number {
  const base = opts.baseDelayMs ?? 1000;
  const cap = opts.maxDelayMs ?? 30_000;
  const step = Math.min(cap, base * 2 ** Math.max(0, retry - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

/** Map a non-2xx response to a typed error (reads a bounded part of the body for the message). */
export async function errorFromResponse(res: Response, what: string): Promise<LlmError> {
  let detail = '';
  try {
    const text = (await res.text()).slice(0, 2000);
    try {
      const j = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
      detail = typeof j.error === 'string' ? j.error : (j.error?.message ?? j.message ?? text);
    } catch {
      detail = text;
    }
  } catch {
    /* body unreadable: status alone */
  }
  detail = detail.replace(/\s+/g, ' ').trim().slice(0, 300);
  const suffix = detail ? `: ${detail}` : '';
  const status = res.status;
  const retryAfterMs = parseRetryAfter(res.headers);
  if (status === 401 || status === 403)
    return new LlmError('auth', `${what}: the API key was refused (HTTP ${status})${suffix}. Check LUBAN_API_KEY or the provider's key variable.`, { status });
  if (status === 429) return new LlmError('rate_limit', `${what}: rate limited (HTTP 429)${suffix}`, { status, retryable: true, retryAfterMs });
  if (status === 408) return new LlmError('timeout', `${what}: request timeout (HTTP 408)${suffix}`, { status, retryable: true, retryAfterMs });
  if (status >= 500) return new LlmError('server', `${what}: provider error (HTTP ${status})${suffix}`, { status, retryable: true, retryAfterMs });
  return new LlmError('request', `${what}: request refused (HTTP ${status})${suffix}`, { status });
}

/**
 * One attempt's cancellation: aborts when the caller's signal fires or when the
 * (resettable) timer runs out. `timedOut()` tells the two apart.
 */
export class AttemptController {
  readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expired = false;
  private readonly onOuterAbort = () => this.controller.abort();

  constructor(private readonly outer: AbortSignal | undefined) {
    if (outer?.aborted) this.controller.abort();
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** (Re)start the timer. */
  arm(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, ms);
  }

  timedOut = (): boolean => this.expired;

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }
}

/**
 * Run `attempt` until it succeeds, fails with a non-retryable error, or the retries
 * are spent. The error thrown at the end carries the number of attempts.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  opts: HttpOptions,
  signal: AbortSignal | undefined,
  admitRetry?: () => boolean,
): Promise<{ value: T; attempts: number }> {
  const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
  const sleep = opts.sleep ?? abortableSleep;
  const random = opts.random ?? Math.random;
  const maxRetryAfter = opts.maxRetryAfterMs ?? 120_000;
  for (let n = 1; ; n++) {
    if (signal?.aborted) {
      const e = new LlmError('aborted', 'cancelled');
      e.attempts = n - 1;
      throw e;
    }
    try {
      return { value: await attempt(n), attempts: n };
    } catch (raw) {
      const e = raw instanceof LlmError ? raw : toLlmError(raw, signal, () => false, 'model call');
      e.attempts = n;
      if (!e.retryable || n > maxRetries || signal?.aborted) throw e;
      if (admitRetry && !admitRetry()) {
        const spent = new LlmError('budget', `${e.message} — not retried: the call budget is spent`, { status: e.status, cause: e });
        spent.attempts = n;
        throw spent;
      }
      let delay = backoffDelay(n, opts, random);
      if (e.retryAfterMs !== undefined) {
        if (e.retryAfterMs > maxRetryAfter) {
          const wait = new LlmError(
            e.code,
            `${e.message} — the provider asks to wait ${Math.ceil(e.retryAfterMs / 1000)} s, longer than Luban waits; try again later`,
            {
              status: e.status,
              retryAfterMs: e.retryAfterMs,
            },
          );
          wait.attempts = n;
          throw wait;
        }
        delay = e.retryAfterMs;
      }
      opts.onRetry?.({ attempt: n, delayMs: delay, error: e });
      try {
        await sleep(delay, signal);
      } catch (s) {
        const a = s instanceof LlmError ? s : new LlmError('aborted', 'cancelled while waiting to retry');
        a.attempts = n;
        throw a;
      }
    }
  }
}

/** `${base}/${path}` without doubled or missing slashes. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

export function checkBaseUrl(base: string, what: string): string {
  let u: URL;
  try {
    u = new URL(base);
  } catch {
    throw new LlmError('config', `${what}: base URL "${base}" is not a URL (expected e.g. http://127.0.0.1:11434/v1)`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new LlmError('config', `${what}: base URL must be http or https, got "${u.protocol}"`);
  return base;
}
