/**
 * `vscode.lm` failures → the core's typed model errors (core/llm/errors.ts), so the
 * judges and the optimiser treat a VS Code chat model like any HTTP provider: a
 * dimension left `null` with the reason, a clean stop on cancel, a message that says
 * what to do. Pure (no `vscode`): the adapter passes the thrown value and whether its
 * own signal was aborted; unit-tested in test/unit/extension/models.test.ts.
 *
 * `LanguageModelError.code` values (VS Code 1.100): `NoPermissions` (the person has not
 * allowed, or revoked, Luban's access to the model), `Blocked` (the requester is
 * blocked — quota or rate limit), `NotFound` (the model is gone), `Unknown` (the model
 * itself failed; `cause` holds its error). A `CancellationError` (name `Canceled`)
 * means the request was cancelled.
 */
import { LlmError, type LlmErrorCode } from '../../core/api/models.ts';

/** The parts of a thrown value the mapping looks at. */
export interface LmErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

export interface LmErrorContext {
  /** The caller's signal was aborted (cancel wins over whatever the model said). */
  aborted: boolean;
  /** Our own time limit fired. */
  timedOut?: boolean;
  /** Shown in the message, e.g. `copilot/gpt-4o`. */
  model: string;
}

const KNOWN: Record<string, { code: LlmErrorCode; retryable: boolean; what: string }> = {
  NoPermissions: {
    code: 'auth',
    retryable: false,
    what: 'VS Code did not allow Luban to use this chat model (access was declined or revoked). Allow it when VS Code asks, or manage access under Accounts → Manage Language Model Access',
  },
  Blocked: {
    code: 'rate_limit',
    retryable: false,
    what: 'the chat model refused the request: Luban is blocked from using it right now (quota or rate limit). Try again later or choose another model (luban.model.name)',
  },
  NotFound: {
    code: 'config',
    retryable: false,
    what: 'the chat model no longer exists (its extension was disabled or updated). Choose another one (luban.model.name)',
  },
};

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function causeText(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  if (cause && typeof cause === 'object' && 'message' in cause) return str((cause as { message: unknown }).message);
  return '';
}

/** Map anything `sendRequest` or the response stream threw to an `LlmError`. */
export function mapLanguageModelError(e: unknown, ctx: LmErrorContext): LlmError {
  if (e instanceof LlmError) return e;
  const err: LmErrorLike = e && typeof e === 'object' ? (e as LmErrorLike) : { message: String(e) };
  const what = `vscode.lm ${ctx.model}`;
  const message = str(err.message);
  if (ctx.timedOut) return new LlmError('timeout', `${what}: no answer within the time limit`, { retryable: true, cause: e });
  const name = str(err.name);
  if (ctx.aborted || name === 'Canceled' || name === 'AbortError' || message === 'Canceled') return new LlmError('aborted', `${what}: cancelled`, { cause: e });
  const code = str(err.code);
  const known = KNOWN[code];
  if (known)
    return new LlmError(known.code, `${what}: ${known.what}${message && message !== code ? ` (${message})` : ''}`, { retryable: known.retryable, cause: e });
  // `Unknown` (or any other error): the model itself failed; look at what it said.
  const detail = [message, causeText(err.cause)].filter((x) => x && x !== 'Unknown').join(': ') || code || 'unknown error';
  if (/\b(429|rate.?limit|quota|too many requests)\b/i.test(detail))
    return new LlmError('rate_limit', `${what}: rate limited (${detail})`, { retryable: true, cause: e });
  if (/\b(timed? ?out|timeout|ETIMEDOUT)\b/i.test(detail)) return new LlmError('timeout', `${what}: ${detail}`, { retryable: true, cause: e });
  if (/\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|network|fetch failed|offline)\b/i.test(detail))
    return new LlmError('network', `${what}: connection failed (${detail})`, { retryable: true, cause: e });
  if (/\b(context (length|window)|too long|maximum.*tokens|token limit)\b/i.test(detail))
    return new LlmError('request', `${what}: the request was refused (${detail})`, { cause: e });
  return new LlmError('server', `${what}: the model failed (${detail})`, { retryable: true, cause: e });
}
