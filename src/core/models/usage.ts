/**
 * What a run cost: model calls, HTTP attempts, tokens in and out (as the provider
 * reported them, or estimated when it did not), cache hits.
 */
import type { ChatResponse } from './llm/types.ts';

export interface Usage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

export class UsageMeter {
  calls = 0;
  /** HTTP attempts, retries included. */
  attempts = 0;
  inputTokens = 0;
  outputTokens = 0;
  cacheHits = 0;
  /** Calls whose token counts are estimates. */
  estimatedCalls = 0;
  /** Calls that failed (after their retries). */
  failedCalls = 0;

  record(r: ChatResponse): void {
    this.calls++;
    this.attempts += r.attempts;
    // Retried attempts sent the prompt too: their tokens count (docs/features.md C9).
    this.inputTokens += r.usage.inputTokens + (r.retriedInputTokens ?? 0);
    this.outputTokens += r.usage.outputTokens;
    if (r.usage.estimated) this.estimatedCalls++;
  }

  /** A call that failed after `attempts` HTTP requests, which sent `sentInputTokens` (estimated). */
  recordFailure(attempts: number, sentInputTokens = 0): void {
    this.calls++;
    this.failedCalls++;
    this.attempts += attempts;
    this.inputTokens += sentInputTokens;
    if (sentInputTokens > 0) this.estimatedCalls++;
  }

  toJSON(): Usage {
    return { calls: this.calls, inputTokens: this.inputTokens, outputTokens: this.outputTokens };
  }
}
