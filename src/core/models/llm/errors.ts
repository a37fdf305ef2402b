/**
 * Typed model errors: every failure of a model call is an `LlmError` with a code,
 * so callers can decide (retry, fall back, mark a dimension `null` with the reason)
 * and people get a message that says what happened and what to do.
 */

export type LlmErrorCode =
  /** Missing key, bad base URL, missing model name: fix the configuration. */
  | 'config'
  /** 401/403: the key was refused. */
  | 'auth'
  /** 429: rate limited (after the retries were spent, or Retry-After too long). */
  | 'rate_limit'
  /** 5xx from the provider (after the retries were spent). */
  | 'server'
  /** Other 4xx: the request itself was refused (unknown model, too long…). */
  | 'request'
  /** The connection failed (refused, reset, DNS). */
  | 'network'
  /** No answer (or no next stream chunk) within the time limit. */
  | 'timeout'
  /** Cancelled by the caller. */
  | 'aborted'
  /** The stream ended before the provider said it was complete. */
  | 'truncated'
  /** The provider answered something that is not its protocol (bad JSON, no content). */
  | 'bad_response'
  /** The run's call budget is spent: the next request (a retry) was not sent. */
  | 'budget';

export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly code: LlmErrorCode;
  readonly status?: number;
  /** Whether another attempt could succeed. */
  readonly retryable: boolean;
  /** Server-requested wait before the next attempt, in milliseconds. */
  readonly retryAfterMs?: number;
  /** HTTP attempts made before giving up. */
  attempts = 1;
  /** Input tokens sent by those attempts (estimated: a failed attempt reports no usage). */
  sentInputTokens = 0;

  constructor(code: LlmErrorCode, message: string, options: { status?: number; retryable?: boolean; retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, options.cause !== undefined ? { cause: options.cause } : undefined);
    this.code = code;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export function isLlmError(e: unknown): e is LlmError {
  return e instanceof LlmError;
}

/** Turn anything thrown by fetch or a stream read into an LlmError. */
export function toLlmError(e: unknown, signal: AbortSignal | undefined, timedOut: () => boolean, what: string): LlmError {
  if (e instanceof LlmError) return e;
  if (timedOut()) return new LlmError('timeout', `${what}: no answer within the time limit`, { retryable: true, cause: e });
  if (signal?.aborted) return new LlmError('aborted', `${what}: cancelled`, { cause: e });
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'AbortError') return new LlmError('aborted', `${what}: cancelled`, { cause: e });
  const detail = err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
  return new LlmError('network', `${what}: connection failed (${detail})`, { retryable: true, cause: e });
}
