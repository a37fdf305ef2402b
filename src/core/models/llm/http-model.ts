/**
 * What the two HTTP providers share: the attempt (whole JSON or SSE stream) under a
 * time limit, the retry loop, delta delivery, usage fallback estimates, and
 * `stream()` built on the same path as `complete()`. A subclass says how to build the
 * request and how to read the provider's answer.
 */
import { LlmError, toLlmError } from './errors.ts';
import { AttemptController, DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, errorFromResponse, withRetries, type FetchLike, type HttpOptions } from './http.ts';
import { readSse, type SseEvent } from './sse.ts';
import { estimateMessagesTokens, estimateTokens } from './tokens.ts';
import type { ChatModel, ChatRequest, ChatResponse, ChatStreamEvent, ProviderName } from './types.ts';

export interface HttpModelOptions extends HttpOptions {
  model: string;
  baseUrl: string;
  apiKey?: string;
  /** Use the provider's streaming protocol (default true: progress and idle timeouts). */
  stream?: boolean;
  /** Extra headers (e.g. a proxy's). Never logged. */
  headers?: Record<string, string>;
}

/** What a provider read from one attempt. */
export interface ProviderAnswer {
  text: string;
  inputTokens?: number;
  outputTokens?: number;
  finishReason?: string;
  model?: string;
}

export abstract class HttpChatModel implements ChatModel {
  abstract readonly provider: ProviderName;
  readonly model: string;
  readonly baseUrl: string;
  protected readonly apiKey?: string;
  protected readonly opts: HttpModelOptions;
  private readonly fetchImpl: FetchLike;
  /**
   * Set once the endpoint refused a native reply schema (400/422): from then on this
   * model sends the instructions only (docs/features.md C10 fallback), so it is refused once.
   */
  protected schemaRefused = false;

  constructor(opts: HttpModelOptions) {
    this.opts = opts;
    this.model = opts.model;
    this.baseUrl = opts.baseUrl;
    this.apiKey = opts.apiKey;
    this.fetchImpl = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  /** Provider, endpoint (credentials in the URL removed: the id is shown and stored) and model. */
  get id(): string {
    return `${this.provider}:${redactUrl(this.baseUrl).replace(/\/+$/, '')}:${this.model}`;
  }

  protected abstract label(): string;
  protected abstract buildRequest(request: ChatRequest, stream: boolean): { url: string; headers: Record<string, string>; body: unknown };
  protected abstract readWhole(json: unknown): ProviderAnswer;
  /** Consume the provider's events; call `emit` per text piece; throw `truncated` if the end marker never came. */
  protected abstract readStream(events: AsyncIterable<SseEvent>, emit: (text: string) => void): Promise<ProviderAnswer>;

  complete(request: ChatRequest): Promise<ChatResponse> {
    return this.run(request);
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatStreamEvent> {
    const inner = new AbortController();
    const onOuter = () => inner.abort();
    if (request.signal?.aborted) inner.abort();
    request.signal?.addEventListener('abort', onOuter, { once: true });
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let finished = false;
    let response: ChatResponse | undefined;
    let failure: unknown;
    const poke = () => {
      const w = wake;
      wake = undefined;
      w?.();
    };
    const running = this.run({ ...request, signal: inner.signal, onDelta: (t) => (queue.push(t), poke()) }, true).then(
      (r) => {
        response = r;
      },
      (e) => {
        failure = e;
      },
    );
    void running.finally(() => {
      finished = true;
      poke();
    });
    try {
      for (;;) {
        while (queue.length) yield { type: 'delta', text: queue.shift()! };
        if (finished) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (queue.length || finished) poke();
        });
      }
      await running;
      if (failure) throw failure;
      yield { type: 'done', response: response! };
    } finally {
      request.signal?.removeEventListener('abort', onOuter);
      if (!finished) inner.abort();
    }
  }

  private async run(request: ChatRequest, forceStream = false): Promise<ChatResponse> {
    if (!request.replySchema || this.schemaRefused) return this.send(request, forceStream);
    try {
      return await this.send(request, forceStream);
    } catch (e) {
      if (!(e instanceof LlmError) || e.code !== 'request' || (e.status !== 400 && e.status !== 422)) throw e;
      // The endpoint does not take the schema: ask again without it (a request of its own).
      this.schemaRefused = true;
      if (request.admitRetry && !request.admitRetry()) {
        const spent = new LlmError('budget', `${e.message} — not asked again without the reply schema: the call budget is spent`, {
          status: e.status,
          cause: e,
        });
        spent.attempts = e.attempts;
        spent.sentInputTokens = e.sentInputTokens;
        throw spent;
      }
      const r = await this.send(request, forceStream);
      return { ...r, attempts: r.attempts + e.attempts, retriedInputTokens: (r.retriedInputTokens ?? 0) + e.sentInputTokens };
    }
  }

  private async send(request: ChatRequest, forceStream: boolean): Promise<ChatResponse> {
    const streaming = forceStream || (this.opts.stream ?? true);
    let emitted = false;
    const emit = (t: string) => {
      if (!t) return;
      emitted = true;
      request.onDelta?.(t);
    };
    const sent = estimateMessagesTokens(request.messages);
    // Attempts whose connection was never made (refused, unknown host) sent no prompt.
    let unsent = 0;
    const counted = async <T>(p: Promise<T>): Promise<T> => {
      try {
        return await p;
      } catch (e) {
        // Every attempt that reached the endpoint sent the whole prompt; the error says how much (docs/features.md C9).
        if (e instanceof LlmError) e.sentInputTokens = sent * Math.max(0, Math.max(1, e.attempts) - unsent);
        throw e;
      }
    };
    const { value, attempts } = await counted(
      withRetries(
        async () => {
          try {
            return await this.attempt(request, streaming, emit);
          } catch (e) {
            if (neverConnected(e)) unsent++;
            // Text already handed to the caller cannot be taken back: no retry after it.
            if (e instanceof LlmError && e.retryable && emitted && request.onDelta) throw new LlmError(e.code, e.message, { status: e.status, cause: e });
            throw e;
          }
        },
        this.opts,
        request.signal,
        request.admitRetry,
      ),
    );
    const estimated = value.inputTokens === undefined || value.outputTokens === undefined;
    return {
      text: value.text,
      model: value.model ?? this.model,
      finishReason: value.finishReason,
      attempts,
      ...(attempts - 1 - unsent > 0 ? { retriedInputTokens: sent * (attempts - 1 - unsent) } : {}),
      usage: {
        inputTokens: value.inputTokens ?? estimateMessagesTokens(request.messages),
        outputTokens: value.outputTokens ?? estimateTokens(value.text),
        ...(estimated ? { estimated: true } : {}),
      },
    };
  }

  private async attempt(request: ChatRequest, streaming: boolean, emit: (t: string) => void): Promise<ProviderAnswer> {
    const what = this.label();
    const ctl = new AttemptController(request.signal);
    const timeoutMs = this.opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const idleMs = this.opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    try {
      const { url, headers, body } = this.buildRequest(request, streaming);
      ctl.arm(timeoutMs);
      let res: Response;
      try {
        res = await this.fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers, ...this.opts.headers },
          body: JSON.stringify(body),
          signal: ctl.signal,
        });
      } catch (e) {
        throw toLlmError(e, request.signal, ctl.timedOut, what);
      }
      if (!res.ok) throw await errorFromResponse(res, what);
      const type = res.headers.get('content-type') ?? '';
      if (streaming && type.includes('text/event-stream') && res.body) {
        ctl.arm(idleMs);
        try {
          // Text of this attempt only reaches the caller through `emit`.
          return await this.readStream(
            readSse(res.body, () => ctl.arm(idleMs)),
            emit,
          );
        } catch (e) {
          throw toLlmError(e, request.signal, ctl.timedOut, what);
        }
      }
      // Whole JSON (also when a server ignores `stream: true`).
      let text: string;
      try {
        text = await res.text();
      } catch (e) {
        throw toLlmError(e, request.signal, ctl.timedOut, what);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new LlmError('bad_response', `${what}: the answer is not JSON (${text.slice(0, 80).replace(/\s+/g, ' ')}…)`, { retryable: true });
      }
      const answer = this.readWhole(json);
      emit(answer.text);
      return answer;
    } finally {
      ctl.dispose();
    }
  }
}

/** Connection errors that happen before a byte of the request left (nothing was sent, no tokens spent). */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

function neverConnected(e: unknown): boolean {
  if (!(e instanceof LlmError) || e.code !== 'network') return false;
  const cause = e.cause as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = cause?.cause?.code ?? cause?.code;
  return typeof code === 'string' && NOT_CONNECTED.has(code);
}

/** A URL without user:password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (!u.username && !u.password) return url;
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url;
  }
}

/** Parse one SSE data payload as JSON, or fail as a protocol error. */
export function parseEventJson(ev: SseEvent, what: string): Record<string, unknown> {
  try {
    const v = JSON.parse(ev.data) as unknown;
    if (v && typeof v === 'object') return v as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new LlmError('bad_response', `${what}: a stream event is not JSON (${ev.data.slice(0, 80)})`, { retryable: true });
}
