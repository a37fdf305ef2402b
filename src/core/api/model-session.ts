/**
 * core/api/model-session: what a command that talks to a model sets up once, from its
 * already-resolved model options (issue 27) — the model, the judge cache (`--no-cache`,
 * `--cache-dir` resolved against the working folder, else the default folder from the
 * environment), the call budget (`--budget N`), the requests in flight and where the
 * API key came from. Front-end concerns (terminal, questions, exit codes) stay out.
 */
import path from 'node:path';
import { Budget } from '../models/budget.ts';
import { JudgeCache, defaultCacheDir } from '../models/cache.ts';
import { parallelCallsFor } from '../models/parallel.ts';
import { resolveApiKey, type ModelSettings } from '../models/llm/provider.ts';
import type { ChatModel } from '../models/llm/types.ts';

export interface ModelSessionOptions {
  /** The resolved model; undefined with provider `none` (or when the command needs no model). */
  model?: ChatModel;
  /** The resolved settings (provider, base URL): the key's source and the default concurrency. */
  settings?: ModelSettings;
  /** `--no-cache` sets false: neither read nor write the judge cache. Default true. */
  cache?: boolean;
  /** `--cache-dir DIR`, resolved against `cwd`. */
  cacheDir?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** `--budget N`: at most N HTTP requests for the run; undefined: no limit. */
  budget?: number;
  /** `--concurrency N`; undefined: the core's rule for the endpoint (one at a time for a server on this machine). */
  concurrency?: number;
}

export interface ModelSession {
  model?: ChatModel;
  /** The judge cache, only with a model and without `--no-cache`. */
  cache?: JudgeCache;
  /** The run's call budget (one for the whole run; `budget.limit` is `--budget N`). */
  budget: Budget;
  /** Model requests in flight at once. */
  concurrency: number;
  /** The environment variable the API key came from, when one did. */
  keySource?: string;
}

export function openModelSession(o: ModelSessionOptions): ModelSession {
  const cache = o.model && o.cache !== false ? new JudgeCache(o.cacheDir ? path.resolve(o.cwd, o.cacheDir) : defaultCacheDir(o.env)) : undefined;
  return {
    model: o.model,
    cache,
    budget: new Budget(o.budget),
    concurrency: o.concurrency ?? parallelCallsFor(o.settings?.baseUrl),
    keySource: o.model && o.settings ? resolveApiKey(o.settings.provider, o.env).source : undefined,
  };
}
