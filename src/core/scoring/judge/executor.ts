/**
 * Runs (or plans) the model jobs of an evaluation. Every job goes through the same
 * path: judge cache → budget → cancellation → model call (fresh context: the job's
 * own messages, nothing carried over) → strict validation → one repair retry →
 * cache write. A job that cannot be answered fails with a reason; nothing is ever
 * made up in its place.
 *
 * In planning mode no model is called: cached jobs return their cached value, the
 * others are recorded as planned calls and return a placeholder so that the caller's
 * code (the very code that will run later) can walk on and plan what follows.
 */
import { boundReplySchema } from './reply-bounds.ts';
import type { Budget } from '../../models/budget.ts';
import { sha256, type CacheKey, type JudgeCache } from '../../models/cache.ts';
import type { PlannedCall } from '../../models/plan.ts';
import type { UsageMeter } from '../../models/usage.ts';
import { LlmError, type LlmErrorCode } from '../../models/llm/errors.ts';
import { estimateMessagesTokens } from '../../models/llm/tokens.ts';
import type { ChatMessage, ChatModel, ReplySchema } from '../../models/llm/types.ts';
import { parseJsonReply, type ParseResult } from '../../models/json-reply.ts';
import type { SkillLang } from '../../skill/language.ts';

interface JobBase {
  /** For people and progress: `dim2 judge 1`. */
  label: string;
  /** Cache dimension / step: `dim2`, `dim8.run.with`… */
  step: string;
  promptVersion: string;
  /** Separates independent samples of identical prompts (judge 1 / judge 2). */
  variant: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
  /** Expected reply size, for the plan. */
  estOutputTokens: number;
  /** Language of the repair request. */
  lang: SkillLang;
  /** Planned as conditional (only made if earlier answers call for it). */
  conditional?: boolean;
}

export interface JsonJob<T> extends JobBase {
  kind: 'json';
  schema: object;
  /** Checks beyond the schema (e.g. ids that must match); a message when it fails. */
  check?: (value: T) => string | undefined;
  placeholder: T;
}

export interface TextJob extends JobBase {
  kind: 'text';
  /** A message when the text is unusable (e.g. no frontmatter in a generated skill). */
  check?: (text: string) => string | undefined;
  placeholder: string;
}

export type FailReason = 'budget' | 'cancelled' | 'model-error' | 'invalid-reply' | 'no-model';

/**
 * One model call that did not give a usable answer: the endpoint failed (after its retries;
 * `kind` is the error code, `status` the HTTP status) or its reply failed validation. A
 * cancelled call is not the model's failure and is not listed.
 */
export interface CallFailure {
  kind: Exclude<LlmErrorCode, 'aborted'> | 'invalid-reply';
  status?: number;
  detail: string;
}

export type JobOutcome<T> =
  | { status: 'answered'; value: T }
  | { status: 'cached'; value: T }
  | { status: 'planned'; value: T }
  | { status: 'failed'; reason: FailReason; detail: string };

export type Progress =
  | { type: 'call'; label: string }
  | { type: 'done'; label: string; status: JobOutcome<unknown>['status'] | FailReason; detail?: string }
  | { type: 'retry'; label: string; delayMs: number; error: string };

export interface ExecutorOptions {
  model?: ChatModel;
  cache?: JudgeCache;
  budget: Budget;
  meter: UsageMeter;
  signal?: AbortSignal;
  planning?: boolean;
  onProgress?: (p: Progress) => void;
  now?: () => Date;
  /**
   * A fresh sample of every judgement (the noise floor's re-judgings, docs/features.md D9): JSON jobs
   * — the judges' verdicts — carry this on their cache variant, so they are asked again;
   * text jobs — the agent runs they judge — are reused from the cache.
   */
  rejudge?: string;
}

export function hasValue<T>(o: JobOutcome<T>): o is Extract<JobOutcome<T>, { value: T }> {
  return o.status !== 'failed';
}

const REPAIR = {
  en: (error: string) => `Your reply could not be used: ${error}. Reply again with only the JSON object in the required format — no prose, no code fence.`,
  zh: (error: string) => `你的回复无法使用：${error}。请重新回复，只输出符合要求格式的 JSON 对象——不要任何说明文字，不要代码块。`,
};

export class Executor {
  readonly planned: PlannedCall[] = [];
  cachedCount = 0;
  /** Each model call made that gave no usable answer, in order (the meter counts every call made). */
  readonly failedCalls: CallFailure[] = [];
  readonly planning: boolean;

  constructor(private readonly opts: ExecutorOptions) {
    this.planning = opts.planning ?? false;
  }

  get modelId(): string | undefined {
    return this.opts.model?.id;
  }

  cacheKey(job: JobBase & { kind?: 'json' | 'text' }): CacheKey {
    return {
      contentHash: sha256(JSON.stringify({ m: job.messages, t: job.temperature ?? null, x: job.maxTokens })),
      dimension: job.step,
      model: this.opts.model?.id ?? 'none',
      promptVersion: job.promptVersion,
      variant: this.opts.rejudge && job.kind === 'json' ? `${job.variant}#${this.opts.rejudge}` : job.variant,
    };
  }

  runJson<T>(job: JsonJob<T>): Promise<JobOutcome<T>> {
    return this.run<T>(job);
  }

  runText(job: TextJob): Promise<JobOutcome<string>> {
    return this.run<string>(job);
  }

  private async run<T>(job: JsonJob<T> | TextJob): Promise<JobOutcome<T>> {
    const model = this.opts.model;
    if (!model) return { status: 'failed', reason: 'no-model', detail: 'no model configured' };
    const key = this.cacheKey(job);
    const cached = this.opts.cache ? await this.opts.cache.get<T>(key) : undefined;
    if (cached !== undefined) {
      this.cachedCount++;
      if (!this.planning) this.opts.meter.cacheHits++;
      this.opts.onProgress?.({ type: 'done', label: job.label, status: 'cached' });
      return { status: 'cached', value: cached };
    }
    if (this.planning) {
      this.planned.push({
        label: job.label,
        step: job.step,
        inputTokens: estimateMessagesTokens(job.messages),
        outputTokens: job.estOutputTokens,
        conditional: job.conditional ?? false,
        repairable: job.kind === 'json' || Boolean(job.check),
      });
      return { status: 'planned', value: job.placeholder as T };
    }
    const first = await this.call(model, job, job.messages);
    if (first.status === 'failed') return first;
    let parsed = this.read<T>(job, first.text);
    if (!parsed.ok) {
      this.failedCalls.push({ kind: 'invalid-reply', detail: parsed.error });
      const repairMessages: ChatMessage[] = [
        ...job.messages,
        { role: 'assistant', content: first.text.slice(0, 6000) },
        { role: 'user', content: REPAIR[job.lang](parsed.error) },
      ];
      const second = await this.call(model, job, repairMessages, ' (repair)');
      if (second.status === 'failed') {
        const detail = `${parsed.error}; the repair request failed: ${second.detail}`;
        this.opts.onProgress?.({ type: 'done', label: job.label, status: 'invalid-reply', detail });
        return { status: 'failed', reason: second.reason === 'model-error' ? 'invalid-reply' : second.reason, detail };
      }
      const again = this.read<T>(job, second.text);
      if (!again.ok) {
        this.failedCalls.push({ kind: 'invalid-reply', detail: again.error });
        const detail = `invalid reply, and again after one repair request: ${again.error}`;
        this.opts.onProgress?.({ type: 'done', label: job.label, status: 'invalid-reply', detail });
        return { status: 'failed', reason: 'invalid-reply', detail };
      }
      parsed = again;
    }
    if (this.opts.cache) await this.opts.cache.put(key, parsed.value, this.opts.now?.());
    this.opts.onProgress?.({ type: 'done', label: job.label, status: 'answered' });
    return { status: 'answered', value: parsed.value };
  }

  private read<T>(job: JsonJob<T> | TextJob, text: string): ParseResult<T> {
    if (job.kind === 'text') {
      const problem = job.check?.(text);
      return problem ? { ok: false, error: problem } : { ok: true, value: text as T };
    }
    const r = parseJsonReply<T>(text, job.schema);
    if (!r.ok) return r;
    const problem = job.check?.(r.value);
    return problem ? { ok: false, error: problem } : r;
  }

  private async call(
    model: ChatModel,
    job: JobBase,
    messages: ChatMessage[],
    suffix = '',
  ): Promise<{ status: 'ok'; text: string } | { status: 'failed'; reason: FailReason; detail: string }> {
    if (this.opts.signal?.aborted) return this.fail(job, 'cancelled', 'cancelled before the call');
    if (!this.opts.budget.take()) return this.fail(job, 'budget', `the call budget (${this.opts.budget.limit}) is spent`);
    this.opts.onProgress?.({ type: 'call', label: job.label + suffix });
    try {
      const r = await model.complete({
        messages,
        maxTokens: job.maxTokens,
        temperature: job.temperature,
        signal: this.opts.signal,
        admitRetry: () => this.opts.budget.take(),
        replySchema: replySchema(job),
      });
      this.opts.meter.record(r);
      // A reply cut off by the token limit is used only if it still validates.
      return { status: 'ok', text: r.text };
    } catch (e) {
      const err = e instanceof LlmError ? e : new LlmError('network', String(e));
      this.opts.meter.recordFailure(err.attempts, err.sentInputTokens);
      if (err.code !== 'aborted') this.failedCalls.push(callFailure(err));
      if (err.code === 'aborted') return this.fail(job, 'cancelled', 'cancelled during the call');
      if (err.code === 'budget') return this.fail(job, 'budget', `the call budget (${this.opts.budget.limit}) is spent: ${err.message}`);
      return this.fail(job, 'model-error', `${err.code}: ${err.message}`);
    }
  }

  private fail(job: JobBase, reason: FailReason, detail: string): { status: 'failed'; reason: FailReason; detail: string } {
    this.opts.onProgress?.({ type: 'done', label: job.label, status: reason, detail });
    return { status: 'failed', reason, detail };
  }
}

/** What failed: a retry the budget refused is told by the attempt that failed before it. */
function callFailure(err: LlmError): CallFailure {
  const cause = err.code === 'budget' && err.cause instanceof LlmError ? err.cause : err;
  const kind = cause.code === 'aborted' ? 'budget' : cause.code;
  return { kind, ...(cause.status !== undefined ? { status: cause.status } : {}), detail: err.message };
}

const bounded = new WeakMap<object, object>();

/** The job's schema with length bounds (./reply-bounds.ts), made once per schema object. */
function boundedSchema(schema: object): object {
  let b = bounded.get(schema);
  if (!b) bounded.set(schema, (b = boundReplySchema(schema)));
  return b;
}

/** The schema a JSON job asks the endpoint to enforce natively (docs/features.md C10), bounded; text jobs ask none. */
function replySchema(job: JobBase): ReplySchema | undefined {
  if (!('schema' in job) || !job.schema || typeof job.schema !== 'object') return undefined;
  return { name: `luban_${String(job.step).replace(/[^A-Za-z0-9_-]+/g, '_')}`.slice(0, 64), schema: boundedSchema(job.schema as object) };
}
