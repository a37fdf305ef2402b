/**
 * Trigger evaluation (docs/features.md E4): for each skill evaluated, its queries — given (a
 * queries file, or the ones kept from an earlier run) or written by the model from its
 * SKILL.md — and for each query one model call that sees every candidate skill's name
 * and description and picks the ONE to load, or none. Then precision, recall and the
 * siblings chosen in its place (./metrics.ts), beside the static description overlap
 * (core/collisions, no model).
 *
 * Every call goes through the judges' executor: judge cache, budget, cancellation,
 * strict JSON reading under a schema and one repair. The plan walks this very code in
 * planning mode, so plan and run cannot drift apart. A query no model answered is "not
 * scored", and the report says partial; nothing is guessed in its place.
 */
import { Budget } from '../../models/budget.ts';
import type { JudgeCache } from '../../models/cache.ts';
import type { CostPlan } from '../../models/plan.ts';
import { summarisePlan } from '../../models/plan.ts';
import { UsageMeter, type Usage } from '../../models/usage.ts';
import { findCollisions } from '../../modules/collisions/collisions.ts';
import { mapLimit } from '../../scoring/judge/concurrency.ts';
import { Executor, hasValue, type FailReason, type JsonJob, type Progress } from '../../scoring/judge/executor.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import { triggerMetrics, type TriggerCounts } from './metrics.ts';
import type { PoolSkill, TriggerPool } from './pool.ts';
import {
  GENERATE_VERSION,
  generateMessages,
  generateSchema,
  NONE,
  SELECT_VERSION,
  selectMessages,
  selectSchema,
  type GenerateReply,
  type SelectReply,
} from './prompts.ts';

export const DEFAULT_PER_KIND = 5;

export type QuerySource = 'file' | 'saved' | 'generated' | 'none';

export interface GivenQueries {
  source: 'file' | 'saved';
  /** The file they were read from. */
  file: string;
  queries: Array<{ query: string; shouldTrigger: boolean }>;
}

export interface TriggerOptions {
  model?: ChatModel;
  cache?: JudgeCache;
  budget?: Budget;
  signal?: AbortSignal;
  onProgress?: (p: Progress) => void;
  /** Calls in flight at once (1: strictly in order). */
  concurrency?: number;
  /** Queries of each kind the model writes per skill. */
  perKind?: number;
  /** Queries already at hand, by the target's resolved folder; the others are generated (with a model). */
  given?: ReadonlyMap<string, GivenQueries>;
  /** With a queries file, skills it has no entry for are not generated for. */
  onlyGiven?: boolean;
}

export type NotScoredReason = FailReason | 'no-description' | 'no-queries';

export interface QueryResult {
  query: string;
  shouldTrigger: boolean;
  /** The id chosen, `none`; undefined when not scored. */
  picked?: string;
  status: 'answered' | 'cached' | 'not-scored';
  reason?: NotScoredReason;
  detail?: string;
}

export interface SkillTriggerResult {
  skill: PoolSkill;
  source: QuerySource;
  file?: string;
  /** The model's queries (source `generated`), for the caller to keep. */
  generated?: GenerateReply;
  /** Why the queries could not be had, when they could not. */
  generation?: { reason: NotScoredReason; detail: string };
  results: QueryResult[];
  counts: TriggerCounts;
  precision: number | null;
  recall: number | null;
  collisions: Array<{ skill: PoolSkill; count: number }>;
  staticCollisions: Array<{ skill: PoolSkill; score: number; shared: string[] }>;
}

export interface TriggerReport {
  /** The model's id, or `none`. */
  model: string;
  /** True when a query was not scored. */
  partial: boolean;
  candidates: PoolSkill[];
  skills: SkillTriggerResult[];
  usage: Usage;
  cacheHits: number;
}

/** The cost plan of a run: no model is called, cached answers count as cached. */
export async function planTriggers(pool: TriggerPool, opts: TriggerOptions): Promise<CostPlan> {
  const ex = new Executor({ model: opts.model, cache: opts.cache, budget: new Budget(), meter: new UsageMeter(), planning: true });
  await walk(pool, opts, ex);
  return summarisePlan(ex.planned, ex.cachedCount);
}

export async function evaluateTriggers(pool: TriggerPool, opts: TriggerOptions): Promise<TriggerReport> {
  const meter = new UsageMeter();
  const ex = new Executor({
    model: opts.model,
    cache: opts.cache,
    budget: opts.budget ?? new Budget(),
    meter,
    signal: opts.signal,
    onProgress: opts.onProgress,
  });
  const skills = await walk(pool, opts, ex);
  return {
    model: opts.model?.id ?? 'none',
    partial: skills.some((s) => s.counts.notScored > 0 || s.generation !== undefined),
    candidates: pool.candidates,
    skills,
    usage: meter.toJSON(),
    cacheHits: meter.cacheHits,
  };
}

async function walk(pool: TriggerPool, opts: TriggerOptions, ex: Executor): Promise<SkillTriggerResult[]> {
  const perKind = opts.perKind ?? DEFAULT_PER_KIND;
  const lines = pool.candidates.map((c) => ({ id: c.id, description: c.described!.text }));
  const schema = selectSchema(pool.candidates.map((c) => c.id));
  const partial: Array<Omit<SkillTriggerResult, 'counts' | 'precision' | 'recall' | 'collisions' | 'staticCollisions'>> = [];
  for (const skill of pool.targets) {
    const given = opts.given?.get(skill.dir);
    let source: QuerySource = given ? given.source : 'none';
    let queries = given?.queries ?? [];
    let generated: GenerateReply | undefined;
    let generation: SkillTriggerResult['generation'];
    if (!skill.described) generation = { reason: 'no-description', detail: 'the skill has no description: an agent cannot choose it' };
    else if (!given && opts.onlyGiven) generation = { reason: 'no-queries', detail: 'the queries file has no entry for this skill' };
    else if (!given && !opts.model) generation = { reason: 'no-model', detail: 'no model to write queries' };
    else if (!given) {
      const siblings = lines.filter((l) => l.id !== skill.id);
      const o = await ex.runJson(generateJob(skill, siblings, perKind, ex.planning));
      if (hasValue(o)) {
        generated = o.value;
        source = 'generated';
        queries = [
          ...o.value.should_trigger.map((q) => ({ query: q.trim(), shouldTrigger: true })),
          ...o.value.should_not_trigger.map((q) => ({ query: q.trim(), shouldTrigger: false })),
        ];
      } else generation = { reason: o.reason, detail: o.detail };
    }
    const results: QueryResult[] = skill.described
      ? await mapLimit(queries, opts.concurrency ?? 1, async (q, k): Promise<QueryResult> => {
          if (!opts.model) return { ...q, status: 'not-scored', reason: 'no-model' };
          const o = await ex.runJson(selectJob(skill, lines, schema, q.query, k));
          if (hasValue(o)) return { ...q, picked: o.value.skill, status: o.status === 'cached' ? 'cached' : 'answered' };
          return { ...q, status: 'not-scored', reason: o.reason, detail: o.detail };
        })
      : queries.map((q) => ({ ...q, status: 'not-scored', reason: 'no-description' }));
    partial.push({ skill, source, file: given?.file, generated, generation, results });
  }
  const ids = pool.targets.map((t) => t.id);
  const metrics = triggerMetrics(
    ids,
    partial.flatMap((p) => p.results.map((r) => ({ owner: p.skill.id, shouldTrigger: r.shouldTrigger, picked: r.picked }))),
  );
  const byId = new Map(pool.candidates.map((c) => [c.id, c]));
  const overlaps = findCollisions(pool.candidates.map((c) => c.described!));
  const byDescribed = new Map(pool.candidates.map((c) => [c.described!, c]));
  return partial.map((p) => {
    const m = metrics.get(p.skill.id)!;
    const staticCollisions = overlaps
      .filter((c) => c.a === p.skill.described || c.b === p.skill.described)
      .map((c) => ({ skill: byDescribed.get(c.a === p.skill.described ? c.b : c.a)!, score: Math.round(c.score * 1000) / 1000, shared: c.shared }));
    return {
      ...p,
      counts: m.counts,
      precision: m.precision,
      recall: m.recall,
      collisions: m.collisions.map((c) => ({ skill: byId.get(c.id)!, count: c.count })),
      staticCollisions,
    };
  });
}

function generateJob(skill: PoolSkill, siblings: Array<{ id: string; description: string }>, perKind: number, planning: boolean): JsonJob<GenerateReply> {
  // The plan's placeholder queries stand for the real ones: short requests of a typical length.
  const placeholder = (what: string) => Array.from({ length: perKind }, (_, k) => `placeholder ${what} request number ${k + 1} for planning`);
  return {
    kind: 'json',
    label: `triggers ${skill.id}: write queries`,
    step: 'triggers.generate',
    promptVersion: GENERATE_VERSION,
    variant: `n${perKind}`,
    messages: generateMessages(skill.name, skill.text ?? skill.described?.description ?? '', siblings, perKind, skill.lang),
    maxTokens: 200 + perKind * 2 * 60,
    temperature: 0.7,
    estOutputTokens: 20 + perKind * 2 * 25,
    lang: skill.lang,
    schema: generateSchema(perKind),
    check: (v) => {
      const all = [...v.should_trigger, ...v.should_not_trigger].map((q) => q.trim());
      if (all.some((q) => !q)) return 'a query is blank';
      return new Set(all).size === all.length ? undefined : 'a query is written twice';
    },
    placeholder: planning
      ? { should_trigger: placeholder('matching'), should_not_trigger: placeholder('near-miss') }
      : { should_trigger: [], should_not_trigger: [] },
  };
}

function selectJob(skill: PoolSkill, lines: Array<{ id: string; description: string }>, schema: object, query: string, k: number): JsonJob<SelectReply> {
  return {
    kind: 'json',
    label: `triggers ${skill.id}: query ${k + 1}`,
    step: 'triggers.select',
    promptVersion: SELECT_VERSION,
    variant: 'select',
    messages: selectMessages(lines, query, skill.lang),
    maxTokens: 80,
    temperature: 0,
    estOutputTokens: 12,
    lang: skill.lang,
    schema,
    placeholder: { skill: NONE },
  };
}
