/**
 * A `ChatModel` wrapper that counts what a run spends (calls, tokens) and tells a
 * listener after each call: the editor's progress notification and dashboard, and the CLI's
 * progress line (issue 33 item 6), show it.
 * Same `id` as the wrapped model, so the judge cache keys do not change. Pure.
 *
 * `calls` counts requests sent, as the call budget does (core/cost/budget.ts): each
 * attempt of a call — retries after a 429/5xx/timeout and the repeat without a reply
 * schema included — so the number the dashboard shows during a run, the report's
 * header and its health line (the budget's count) are one number (issue 12 item 5).
 */
import { LlmError } from './llm/errors.ts';
import type { ChatModel, ChatRequest, ChatResponse, ChatStreamEvent } from './llm/types.ts';

export interface Spend {
  /** Requests sent (every attempt, failed ones included). */
  calls: number;
  /** Calls that ended in an error (after their retries). */
  failed: number;
  inputTokens: number;
  outputTokens: number;
  /** Some token counts are estimates (the provider reported none). */
  estimated: boolean;
}

export class MeteredModel implements ChatModel {
  readonly spend: Spend = { calls: 0, failed: 0, inputTokens: 0, outputTokens: 0, estimated: false };

  constructor(
    readonly inner: ChatModel,
    private readonly onSpend: (s: Spend) => void = () => {},
  ) {}

  get provider() {
    return this.inner.provider;
  }
  get model() {
    return this.inner.model;
  }
  get id() {
    return this.inner.id;
  }

  private record(r: ChatResponse | undefined, error?: unknown): void {
    if (r) {
      this.spend.calls += Math.max(1, r.attempts || 1);
      this.spend.inputTokens += r.usage.inputTokens;
      this.spend.outputTokens += r.usage.outputTokens;
      if (r.usage.estimated) this.spend.estimated = true;
    } else {
      this.spend.calls += error instanceof LlmError ? Math.max(1, error.attempts) : 1;
      this.spend.failed++;
    }
    this.onSpend({ ...this.spend });
  }

  async complete(request: ChatRequest): Promise<ChatResponse> {
    try {
      const r = await this.inner.complete(request);
      this.record(r);
      return r;
    } catch (e) {
      this.record(undefined, e);
      throw e;
    }
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatStreamEvent> {
    let done: ChatResponse | undefined;
    let error: unknown;
    try {
      for await (const ev of this.inner.stream(request)) {
        if (ev.type === 'done') done = ev.response;
        yield ev;
      }
    } catch (e) {
      error = e;
      throw e;
    } finally {
      this.record(done, error);
    }
  }
}
