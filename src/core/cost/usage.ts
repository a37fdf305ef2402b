/**
 * What a run cost: model calls, HTTP attempts, tokens in and out (as the provider
 * reported them, or estimated when it did not), cache hits.
 */
import type { ChatResponse } from '../llm/types.ts';

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
    this.inputTokens += r.usage.inputTokens;
    this.outputTokens += r.usage.outputTokens;
    if (r.usage.estimated) this.estimatedCalls++;
  }

  recordFailure(attempts: number): void {
    this.calls++;
    this.failedCalls++;
    this.attempts += attempts;
  }

  toJSON(): Usage {
    return { calls: this.calls, inputTokens: this.inputTokens, outputTokens: this.outputTokens };
  }
}
