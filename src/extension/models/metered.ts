/**
 * A `ChatModel` wrapper that counts what a run spends (calls, tokens) and tells a
 * listener after each call: the progress notification and the dashboard show it.
 * Same `id` as the wrapped model, so the judge cache keys do not change. Pure.
 */
import type { ChatModel, ChatRequest, ChatResponse, ChatStreamEvent } from '../../core/llm/types.ts';

export interface Spend {
  calls: number;
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

  private record(r: ChatResponse | undefined): void {
    if (r) {
      this.spend.calls++;
      this.spend.inputTokens += r.usage.inputTokens;
      this.spend.outputTokens += r.usage.outputTokens;
      if (r.usage.estimated) this.spend.estimated = true;
    } else this.spend.failed++;
    this.onSpend({ ...this.spend });
  }

  async complete(request: ChatRequest): Promise<ChatResponse> {
    try {
      const r = await this.inner.complete(request);
      this.record(r);
      return r;
    } catch (e) {
      this.record(undefined);
      throw e;
    }
  }

  async *stream(request: ChatRequest): AsyncIterable<ChatStreamEvent> {
    let done: ChatResponse | undefined;
    try {
      for await (const ev of this.inner.stream(request)) {
        if (ev.type === 'done') done = ev.response;
        yield ev;
      }
    } finally {
      this.record(done);
    }
  }
}
