/**
 * How many model calls a run keeps in flight at once, from where they go. A server on
 * this machine (Ollama, LM Studio) answers one request at a time: queueing more would
 * only eat each request's time limit. A hosted endpoint takes a few at once.
 */
import { isLocalUrl } from './llm/provider.ts';

export const LOCAL_SERVER_PARALLEL_CALLS = 1;
export const HOSTED_PARALLEL_CALLS = 4;

/** Calls in flight at once for an HTTP endpoint (`undefined`: the provider's default, a hosted one). */
export function parallelCallsFor(endpoint: string | undefined): number {
  return endpoint && isLocalUrl(endpoint) ? LOCAL_SERVER_PARALLEL_CALLS : HOSTED_PARALLEL_CALLS;
}
