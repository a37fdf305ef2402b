/**
 * The judged part of a score (SPEC C4–C8), run through an Executor — the same code
 * plans (no model call: cached answers and placeholders) and runs. Order, so a budget
 * stop keeps the most useful part: rubric dims, dim8, the multi-role review, the
 * heterogeneous judges, the consumer baseline.
 *
 * Quick: 1 judge per dim, dim8 mostly dry_run (one forced full_test), no review
 * (dim10 by the Quick rule). Full: 2 independent judges per dim (median), dim8
 * full_test with 2 judges, multi-role review on its trigger, heterogeneous judges on
 * theirs, consumer baseline.
 */
import type { SkillScanResult } from '../engine/scan.ts';
import type { ResultsRow } from '../rules/types.ts';
import { resourceContext, sentinelContext, skillText, softWordContext } from './context.ts';
import { adjust, dim8Value, DRY_RUN_MAX_RATIO, planKinds } from './dim8-math.ts';
import { hasValue, type Executor, type JobOutcome } from './executor.ts';
import { skillLanguage, type SkillLang } from './language.ts';
import type { ScoreReply, SkillText } from './prompts/common.ts';
import {
  BASELINE_BLOCK_BELOW,
  BASELINE_SKILL_PATH,
  BASELINE_VERSIONS,
  baselineJudgeMessages,
  baselineJudgeSchema,
  baselineSkillMessages,
  baselineSkillRunMessages,
  checkBaselineSkill,
  cleanBaselineSkill,
  type BaselineJudgeReply,
} from './prompts/baseline.ts';
import { dim2Prompt } from './prompts/dim2.ts';
import { dim3Prompt } from './prompts/dim3.ts';
import { dim5Prompt } from './prompts/dim5.ts';
import { dim6Prompt } from './prompts/dim6.ts';
import { dim7bPrompt, dim7bRubricFromIssues, type Dim7bReply } from './prompts/dim7b.ts';
import {
  baselineRunMessages,
  dim8DryMessages,
  dim8DrySchema,
  dim8JudgeMessages,
  dim8JudgeSchema,
  DIM8_VERSIONS,
  testPromptMessages,
  testPromptsSchema,
  withSkillRunMessages,
  type Dim8DryReply,
  type Dim8JudgeReply,
  type TestPrompt,
} from './prompts/dim8.ts';
import { dim9Prompt } from './prompts/dim9.ts';
import {
  DIM10_VERSIONS,
  documentType,
  normaliseMessages,
  normaliseSchema,
  roleReviewMessages,
  roleReviewSchema,
  ROLES_BY_DOC_TYPE,
  type NormaliseReply,
  type NormalisedIssue,
  type ReviewIssue,
  type RoleReviewReply,
  type Severity,
} from './prompts/dim10.ts';
import { ORTHO_TRIGGERS, ORTHO_VERSION, orthoMessages, orthoSchema, type OrthoReply, type OrthoTrigger } from './prompts/orthogonality.ts';
import { buildRubricMessages, type ExtraContext, type RubricDim, type RubricPromptSpec } from './prompts/rubric.ts';
import { sideEffectsByRegex } from './side-effects.ts';
import { median, mean } from './stats.ts';
import { mapLimit } from './concurrency.ts';
import type { ChatMessage } from '../llm/types.ts';
import { readTestPrompts, serialiseTestPrompts, TEST_PROMPTS_FILE } from './test-prompts.ts';
import type {
  ConsumerBaselineResult,
  Dim8Evaluation,
  Dim8Result,
  EvalMode,
  Evaluation,
  Failure,
  JudgedValue,
  Mode,
  OrthoResult,
  ReviewResult,
  TestPromptsInfo,
} from './types.ts';

export interface EvaluateInput {
  scan: SkillScanResult;
  mode: Mode;
  /** The skill's results.tsv rows (heterogeneous-judge trigger "never reverted"). */
  results?: ResultsRow[];
  /** The caller judges in the context that edited the skill (redline 1: dim8 ×0.5). */
  sameContext?: boolean;
  /** False when independent contexts are not available: the seed's fallback table. */
  independentContexts?: boolean;
  /** At most this many test prompts are used (default 3). */
  maxTestPrompts?: number;
  /** Model calls in flight at once within a stage (default 1: strictly sequential). */
  concurrency?: number;
  /**
   * Run the consumer baseline (C8) in Full mode (default true). The optimiser measures
   * it once, in Phase 1, and turns it off for each round's re-score: the target model's
   * bare capability does not change because the skill did.
   */
  consumerBaseline?: boolean;
}

export const RUBRIC_PROMPTS: Record<RubricDim, RubricPromptSpec> = {
  dim2: dim2Prompt,
  dim3: dim3Prompt,
  dim5: dim5Prompt,
  dim6: dim6Prompt,
  dim7b: dim7bPrompt,
  dim9: dim9Prompt,
};

const JUDGE_TEMPERATURE = 0.3;
const RUN_TEMPERATURE = 0.7;

export async function evaluate(input: EvaluateInput, ex: Executor): Promise<Evaluation> {
  const { scan, mode } = input;
  const doc = scan.doc;
  const lang = skillLanguage(doc);
  const independent = input.independentContexts ?? true;
  const judges = mode === 'full' && independent ? 2 : 1;
  const evaluation: Evaluation = {
    mode,
    lang,
    independent,
    model: ex.modelId,
    rubric: {},
    dim8: emptyDim8(),
    orthogonality: [],
    testPrompts: { source: 'none', prompts: [] },
    artefacts: [],
    notes: [],
  };
  const skill = skillText(doc);
  const stopped = (o: JobOutcome<unknown>) => {
    if (o.status === 'failed' && (o.reason === 'budget' || o.reason === 'cancelled')) evaluation.stopped ??= o.reason === 'budget' ? 'budget' : 'cancelled';
  };
  if (!skill) {
    const failure: Failure = { reason: 'no-skill-md', detail: 'the folder has no readable SKILL.md' };
    for (const dim of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9'] as const) evaluation.rubric[dim] = nullJudged('static', failure);
    evaluation.dim8.failure = failure;
    return evaluation;
  }

  // 1. Rubric dims (C4).
  const rubricDims: RubricDim[] = ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b'];
  if (scan.dims.dim9a) rubricDims.push('dim9');
  const limit = input.concurrency ?? 1;
  const tasks = rubricDims.flatMap((dim) => Array.from({ length: judges }, (_, k) => ({ dim, j: k + 1 })));
  const messages = new Map(rubricDims.map((dim) => [dim, buildRubricMessages(RUBRIC_PROMPTS[dim], lang, skill, extraFor(dim, scan, lang))]));
  const answers = await mapLimit(tasks, limit, (t) => runRubricJudge(t.dim, t.j, messages.get(t.dim)!, lang, ex, stopped));
  for (const dim of rubricDims) {
    const mine = tasks.map((t, i) => ({ ...t, outcome: answers[i] })).filter((t) => t.dim === dim);
    evaluation.rubric[dim] = aggregateRubric(dim, mine, skill, judges, mode, independent);
  }

  // 2. dim8 (C5, C6).
  evaluation.testPrompts = await testPrompts(scan, skill, lang, input.maxTestPrompts ?? 3, ex, stopped, evaluation);
  evaluation.dim8 = await judgeDim8(evaluation.testPrompts.prompts, skill, lang, mode, judges, independent, input.sameContext ?? false, ex, stopped, evaluation.testPrompts, limit);

  // 3. Multi-role review (C7), Full only.
  if (mode === 'full' && independent) evaluation.review = await review(scan, skill, lang, evaluation.dim8, ex, stopped, limit);

  // 4. Heterogeneous judges (C6), Full only.
  if (mode === 'full' && independent) evaluation.orthogonality = await orthogonality(scan, skill, lang, evaluation, input.results ?? [], ex, stopped);

  // 5. Consumer baseline (C8), Full only.
  if (mode === 'full' && independent && input.consumerBaseline !== false && evaluation.testPrompts.prompts.length)
    evaluation.consumerBaseline = await consumerBaseline(scan, skill, lang, evaluation.testPrompts.prompts, ex, stopped, evaluation, limit);

  if (mode === 'full' && !independent)
    evaluation.notes.push('independent judge contexts unavailable: fallback mode (judge_count=1, no multi-role review, dim8 fallback_dry)');
  return evaluation;
}

function emptyDim8(): Dim8Result {
  return { value: null, beforeRedline: null, evaluations: [], dryRunRatio: 0, judgeCount: 0, evalMode: 'dry_run', tags: [], redline1Violation: false };
}

function nullJudged(evalMode: EvalMode, failure: Failure): JudgedValue {
  return { value: null, judges: [], judgeCount: 0, evalMode, tags: [], failure, evidence: [] };
}

function extraFor(dim: RubricDim, scan: SkillScanResult, lang: SkillLang): ExtraContext[] {
  if (dim === 'dim5') return [{ tag: 'soft_word_scan', body: softWordContext(scan.findings, lang) }];
  if (dim === 'dim6') return [{ tag: 'resource_facts', body: resourceContext(scan.doc, scan.findings, lang) }];
  return [];
}

function firstFailure(outcomes: Array<JobOutcome<unknown>>): Failure | undefined {
  for (const o of outcomes) if (o.status === 'failed') return { reason: o.reason, detail: o.detail };
  return undefined;
}

/** Normalised whitespace, for finding a judge's quote in the skill. */
function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
}

type RubricReply = ScoreReply | Dim7bReply;

function runRubricJudge(dim: RubricDim, j: number, messages: ChatMessage[], lang: SkillLang, ex: Executor, stopped: (o: JobOutcome<unknown>) => void): Promise<JobOutcome<RubricReply>> {
  const spec = RUBRIC_PROMPTS[dim];
  const base = { kind: 'json' as const, label: `${dim} judge ${j}`, step: dim, promptVersion: spec.version, variant: `judge-${j}`, messages, maxTokens: 1200, temperature: JUDGE_TEMPERATURE, lang, schema: spec.schema };
  const job =
    dim === 'dim7b'
      ? ex.runJson<RubricReply>({ ...base, estOutputTokens: 300, placeholder: { issues: [], reason: '' } })
      : ex.runJson<RubricReply>({ ...base, estOutputTokens: 250, placeholder: { score: 5, evidence: [], reason: '' } });
  return job.then((o) => (stopped(o), o));
}

/** The panel's verdict for one dim: median over the judges that answered (dim7b: from verified quotes). */
function aggregateRubric(
  dim: RubricDim,
  answers: Array<{ j: number; outcome: JobOutcome<RubricReply> }>,
  skill: SkillText,
  judges: number,
  mode: Mode,
  independent: boolean,
): JudgedValue {
  const values: number[] = [];
  const evidence: string[] = [];
  let issues: Dim7bReply['issues'] | undefined;
  const tags: string[] = [];
  const haystack = squash(skill.text);
  let provisional = false;
  for (const { j, outcome: o } of answers) {
    if (!hasValue(o)) continue;
    if (o.status === 'planned') provisional = true;
    if (dim === 'dim7b') {
      const reply = o.value as Dim7bReply;
      const seen = new Set<string>();
      const verified = reply.issues.filter((i) => {
        const q = squash(i.quote);
        if (q.length < 2 || !haystack.includes(q) || seen.has(q)) return false;
        seen.add(q);
        return true;
      });
      const dropped = reply.issues.length - verified.length;
      if (dropped > 0) tags.push(`[judge ${j}: ${dropped} unverifiable or duplicate quotes dropped]`);
      values.push(dim7bRubricFromIssues(verified.length).value);
      issues ??= verified;
      if (reply.reason) evidence.push(reply.reason);
    } else {
      const reply = o.value as ScoreReply;
      values.push(reply.score);
      evidence.push(...reply.evidence.slice(0, 4), reply.reason);
    }
  }
  if (!values.length) return { ...nullJudged(mode === 'quick' ? 'dry_run' : 'full_test', firstFailure(answers.map((a) => a.outcome))!), tags };
  let evalMode: EvalMode = mode === 'quick' ? 'dry_run' : 'full_test';
  if (mode === 'quick') tags.unshift('[confidence: degraded]');
  else if (!independent || values.length < judges) {
    evalMode = 'fallback';
    tags.unshift(independent ? `[fallback: ${values.length} of ${judges} judges answered]` : '[fallback: no independent contexts]');
  }
  return {
    value: median(values),
    judges: values,
    judgeCount: values.length,
    evalMode,
    tags,
    evidence: evidence.filter(Boolean),
    ...(issues ? { issues } : {}),
    ...(provisional ? { provisional } : {}),
  };
}

async function testPrompts(
  scan: SkillScanResult,
  skill: SkillText,
  lang: SkillLang,
  max: number,
  ex: Executor,
  stopped: (o: JobOutcome<unknown>) => void,
  evaluation: Evaluation,
): Promise<TestPromptsInfo> {
  const fromFile = readTestPrompts(scan.doc);
  if (fromFile.status === 'ok') {
    const info: TestPromptsInfo = { source: 'file', prompts: fromFile.prompts.slice(0, max) };
    if (fromFile.total > max) {
      info.total = fromFile.total;
      info.warning = `${TEST_PROMPTS_FILE} has ${fromFile.total} prompts; the first ${max} are used`;
    }
    return info;
  }
  const o = await ex.runJson<{ prompts: TestPrompt[] }>({
    kind: 'json',
    label: 'dim8 test prompts',
    step: 'dim8.testPrompts',
    promptVersion: DIM8_VERSIONS.testPrompts,
    variant: 'gen',
    messages: testPromptMessages(skill, lang),
    maxTokens: 1500,
    temperature: RUN_TEMPERATURE,
    estOutputTokens: 350,
    lang,
    schema: testPromptsSchema,
    check: (v) => (new Set(v.prompts.map((p) => p.id)).size === v.prompts.length ? undefined : 'prompt ids must be unique'),
    placeholder: {
      prompts: [1, 2, 3].map((n) => ({ id: `tp-0${n}`, prompt: 'x'.repeat(120), expected_behavior: 'x'.repeat(200), category: n === 2 ? 'ambiguous' : 'typical' })),
    },
  });
  stopped(o);
  if (!hasValue(o)) return { source: 'none', prompts: [], warning: `test prompts could not be generated: ${o.detail}`, failure: { reason: o.reason, detail: o.detail } };
  const info: TestPromptsInfo = { source: 'generated', prompts: o.value.prompts };
  if (o.status === 'planned') info.provisional = true;
  if (fromFile.status === 'invalid') info.warning = `${fromFile.error}; it was left untouched and prompts were generated for this run only`;
  else if (!ex.planning) evaluation.artefacts.push({ path: TEST_PROMPTS_FILE, content: serialiseTestPrompts(o.value.prompts), why: 'Phase 0.5 test prompts (SPEC D3)' });
  return info;
}

async function judgeDim8(
  prompts: TestPrompt[],
  skill: SkillText,
  lang: SkillLang,
  mode: Mode,
  judges: number,
  independent: boolean,
  sameContext: boolean,
  ex: Executor,
  stopped: (o: JobOutcome<unknown>) => void,
  tpInfo: TestPromptsInfo,
  limit: number,
): Promise<Dim8Result> {
  const result = emptyDim8();
  result.redline1Violation = sameContext;
  const mark = (o: JobOutcome<unknown>) => {
    if (o.status === 'planned') result.provisional = true;
  };
  if (tpInfo.provisional) result.provisional = true;
  if (!prompts.length) {
    result.failure = tpInfo.failure ?? { reason: 'no-model', detail: tpInfo.warning ?? 'no test prompts' };
    return result;
  }
  const kinds = planKinds(prompts.length, mode, independent);
  const failures: Array<JobOutcome<unknown>> = [];
  const evalPrompt = async (tp: TestPrompt, i: number): Promise<Dim8Evaluation | undefined> => {
    let kind = kinds[i];
    let note: string | undefined;
    if (kind === 'full_test') {
      const withRun = await ex.runText({
        kind: 'text',
        label: `dim8 ${tp.id} with skill`,
        step: 'dim8.run.with',
        promptVersion: DIM8_VERSIONS.runWith,
        variant: 'run',
        messages: withSkillRunMessages(skill, tp, lang),
        maxTokens: 2000,
        temperature: RUN_TEMPERATURE,
        estOutputTokens: 700,
        lang,
        check: (t) => (t.trim() ? undefined : 'the run produced no output'),
        placeholder: 'x'.repeat(2800),
      });
      stopped(withRun);
      mark(withRun);
      const baseRun =
        withRun.status === 'failed' && (withRun.reason === 'budget' || withRun.reason === 'cancelled')
          ? withRun
          : await ex.runText({
              kind: 'text',
              label: `dim8 ${tp.id} baseline`,
              step: 'dim8.run.base',
              promptVersion: DIM8_VERSIONS.runBase,
              variant: 'run',
              messages: baselineRunMessages(tp, lang),
              maxTokens: 2000,
              temperature: RUN_TEMPERATURE,
              estOutputTokens: 700,
              lang,
              check: (t) => (t.trim() ? undefined : 'the run produced no output'),
              placeholder: 'x'.repeat(2800),
            });
      stopped(baseRun);
      mark(baseRun);
      if (hasValue(withRun) && hasValue(baseRun)) {
        const replies: Dim8JudgeReply[] = [];
        for (let j = 1; j <= judges; j++) {
          const o = await ex.runJson<Dim8JudgeReply>({
            kind: 'json',
            label: `dim8 ${tp.id} judge ${j}`,
            step: 'dim8.judge',
            promptVersion: DIM8_VERSIONS.judge,
            variant: `judge-${j}`,
            messages: dim8JudgeMessages(tp, withRun.value, baseRun.value, lang),
            maxTokens: 800,
            temperature: JUDGE_TEMPERATURE,
            estOutputTokens: 200,
            lang,
            schema: dim8JudgeSchema,
            placeholder: { intent: 4, lift: 3, side_effects: 3, reason: '' },
          });
          stopped(o);
          mark(o);
          if (hasValue(o)) replies.push(o.value);
          else failures.push(o);
        }
        if (replies.length) {
          const raw = { intent: median(replies.map((r) => r.intent)), lift: median(replies.map((r) => r.lift)), sideEffects: median(replies.map((r) => r.side_effects)) };
          return { promptId: tp.id, kind: 'full_test', raw, adjusted: adjust('full_test', raw), judgeCount: replies.length, sideEffectsBy: 'judge', output: withRun.value };
        }
        return undefined;
      }
      const failed = (hasValue(withRun) ? baseRun : withRun) as Extract<JobOutcome<string>, { status: 'failed' }>;
      failures.push(failed);
      if (failed.reason === 'budget' || failed.reason === 'cancelled') return undefined;
      // The independent run failed: the seed's fallback — reason it out instead (fallback_dry).
      kind = 'fallback_dry';
      note = `full_test run failed (${failed.detail}); fell back to a dry run`;
    }
    const o = await ex.runJson<Dim8DryReply>({
      kind: 'json',
      label: `dim8 ${tp.id} dry run`,
      step: 'dim8.dry',
      promptVersion: DIM8_VERSIONS.dry,
      variant: 'judge-1',
      messages: dim8DryMessages(skill, tp, lang),
      maxTokens: 1500,
      temperature: JUDGE_TEMPERATURE,
      estOutputTokens: 450,
      lang,
      schema: dim8DrySchema,
      placeholder: { predicted_output: '', intent: 4, lift: 3, reason: '' },
    });
    stopped(o);
    mark(o);
    if (!hasValue(o)) {
      failures.push(o);
      return undefined;
    }
    const scan = sideEffectsByRegex(o.value.predicted_output);
    const raw = { intent: o.value.intent, lift: o.value.lift, sideEffects: scan.score };
    const ev: Dim8Evaluation = { promptId: tp.id, kind, raw, adjusted: adjust(kind, raw), judgeCount: 1, sideEffectsBy: 'regex', regexHits: scan.hits, output: o.value.predicted_output };
    if (note) ev.note = note;
    return ev;
  };
  for (const ev of await mapLimit(prompts, limit, evalPrompt)) if (ev) result.evaluations.push(ev);
  const evs = result.evaluations;
  if (!evs.length) {
    result.failure = firstFailure(failures) ?? { reason: 'no-model', detail: 'no dim8 evaluation completed' };
    return result;
  }
  const { beforeRedline, value } = dim8Value(
    evs.map((e) => e.adjusted),
    sameContext,
  );
  result.beforeRedline = beforeRedline;
  result.value = value;
  result.means = { intent: mean(evs.map((e) => e.adjusted.intent)), lift: mean(evs.map((e) => e.adjusted.lift)), sideEffects: mean(evs.map((e) => e.adjusted.sideEffects)) };
  result.rawSideEffects = mean(evs.map((e) => e.raw.sideEffects));
  const dry = evs.filter((e) => e.kind !== 'full_test').length;
  result.dryRunRatio = dry / evs.length;
  result.judgeCount = Math.min(...evs.map((e) => e.judgeCount));
  result.evalMode = evs.some((e) => e.kind === 'fallback_dry') ? 'fallback_dry' : dry ? 'dry_run' : 'full_test';
  if (dry) result.tags.push(`[dry_run_ratio: ${Math.round(result.dryRunRatio * 100)}%]`);
  if (dry === evs.length) result.tags.push('[invalid: all dim8 evaluations are dry runs]');
  else if (result.dryRunRatio > DRY_RUN_MAX_RATIO) result.tags.push(`[dry_run > 30%: ${evs.length - dry} full_test included]`);
  if (result.evalMode !== 'full_test') result.tags.push('[confidence: degraded]');
  if (evs.length < prompts.length) result.tags.push(`[${evs.length} of ${prompts.length} test prompts evaluated]`);
  if (sameContext) result.tags.push('redline_1_violation');
  return result;
}

const SEVERITY_RANK: Record<Severity, number> = { P0: 0, P1: 1, P2: 2 };

async function review(
  scan: SkillScanResult,
  skill: SkillText,
  lang: SkillLang,
  dim8: Dim8Result,
  ex: Executor,
  stopped: (o: JobOutcome<unknown>) => void,
  limit: number,
): Promise<ReviewResult> {
  const sentinelRaw = (scan.subscores.Sentinel / 2) * 100;
  const c = dim8.rawSideEffects;
  const reasons: string[] = [];
  if (sentinelRaw < 60) reasons.push(`dim10 raw ${sentinelRaw.toFixed(0)} < 60`);
  if (c !== undefined && c < 5) reasons.push(`dim8c ${c.toFixed(1)} < 5`);
  if (c === undefined) reasons.push('dim8c unknown');
  const empty: ReviewResult = { triggered: false, trigger: '', roles: [], normalised: [], idMap: {}, normalisedBy: 'none', openP0: 0, openP1: 0, openP2: 0, complete: true };
  if (!reasons.length) return { ...empty, trigger: `not triggered (dim8c = ${c?.toFixed(1)}, dim10 raw = ${sentinelRaw.toFixed(0)})` };
  // In planning, a trigger that rests on a placeholder dim8c is only a possibility.
  const conditional = Boolean(dim8.provisional) && sentinelRaw >= 60;
  const docType = documentType(skill.text);
  const roles = ROLES_BY_DOC_TYPE[docType];
  const facts = sentinelContext(scan.findings);
  const result: ReviewResult = { ...empty, triggered: true, trigger: reasons.join('; '), docType };
  const replies = await mapLimit(roles, limit, async (role) => {
    const o = await ex.runJson<RoleReviewReply>({
      kind: 'json',
      label: `dim10 review ${role}`,
      step: `dim10.review.${role}`,
      promptVersion: DIM10_VERSIONS.role,
      variant: 'role',
      messages: roleReviewMessages(role, skill, lang, facts),
      maxTokens: 2000,
      temperature: JUDGE_TEMPERATURE,
      estOutputTokens: 600,
      lang,
      schema: roleReviewSchema,
      conditional,
      placeholder: { issues: [{ id: `${role}-01`, section: '', severity: 'P2', problem: 'x', fix: '' }] },
    });
    stopped(o);
    return o;
  });
  roles.forEach((role, k) => {
    const o = replies[k];
    if (hasValue(o)) {
      // IDs are Luban's to keep unique: <ROLE>-<nn> in the order given.
      const issues = o.value.issues.map((i, n) => ({ ...i, id: `${role}-${String(n + 1).padStart(2, '0')}` }));
      result.roles.push({ role, status: 'answered', issues });
    } else result.roles.push({ role, status: 'failed', issues: [], failure: { reason: o.reason, detail: o.detail } });
  });
  const answered = result.roles.filter((r) => r.status === 'answered');
  result.complete = answered.length === roles.length;
  if (!answered.length) {
    result.failure = result.roles[0]?.failure ?? { reason: 'no-model', detail: 'no reviewer answered' };
    return result;
  }
  const all: ReviewIssue[] = answered.flatMap((r) => r.issues);
  if (all.length) {
    const ids = new Set(all.map((i) => i.id));
    const o = await ex.runJson<NormaliseReply>({
      kind: 'json',
      label: 'dim10 normalise',
      step: 'dim10.normalise',
      promptVersion: DIM10_VERSIONS.normalise,
      variant: 'norm',
      messages: normaliseMessages(all, lang),
      maxTokens: 3000,
      temperature: 0,
      estOutputTokens: 700,
      lang,
      schema: normaliseSchema,
      conditional,
      check: (v) => checkMapping(v.issues, ids),
      placeholder: { issues: [] },
    });
    stopped(o);
    if (hasValue(o) && o.status !== 'planned') {
      result.normalised = enforceSeverity(o.value.issues, all);
      result.normalisedBy = 'model';
    } else if (!ex.planning) {
      result.normalised = mechanicalNormalise(all);
      result.normalisedBy = 'mechanical';
    }
    for (const n of result.normalised) for (const s of n.sources) result.idMap[s] = n.id;
  }
  result.openP0 = result.normalised.filter((n) => n.severity === 'P0').length;
  result.openP1 = result.normalised.filter((n) => n.severity === 'P1').length;
  result.openP2 = result.normalised.filter((n) => n.severity === 'P2').length;
  return result;
}

/** Every original ID in exactly one item; no unknown IDs. */
export function checkMapping(items: NormalisedIssue[], ids: Set<string>): string | undefined {
  const seen = new Map<string, number>();
  for (const it of items) for (const s of it.sources) seen.set(s, (seen.get(s) ?? 0) + 1);
  const unknown = [...seen.keys()].filter((s) => !ids.has(s));
  if (unknown.length) return `sources name unknown IDs: ${unknown.join(', ')}`;
  const missing = [...ids].filter((s) => !seen.has(s));
  if (missing.length) return `these IDs are not mapped: ${missing.join(', ')}`;
  const twice = [...seen].filter(([, n]) => n > 1).map(([s]) => s);
  if (twice.length) return `these IDs are mapped more than once: ${twice.join(', ')}`;
  if (new Set(items.map((i) => i.id)).size !== items.length) return 'normalised IDs must be unique';
  return undefined;
}

/** A merged item keeps the highest P level of its sources (seed: 保留最高 P 级); IDs renumbered N-01… */
export function enforceSeverity(items: NormalisedIssue[], originals: ReviewIssue[]): NormalisedIssue[] {
  const byId = new Map(originals.map((o) => [o.id, o]));
  return items.map((it, n) => {
    const sev = it.sources.map((s) => byId.get(s)!.severity).sort((a, b) => SEVERITY_RANK[a] - SEVERITY_RANK[b])[0];
    return { ...it, id: `N-${String(n + 1).padStart(2, '0')}`, severity: sev };
  });
}

/** When the normalisation call fails: every issue kept on its own, renumbered (nothing merged, nothing lost). */
export function mechanicalNormalise(all: ReviewIssue[]): NormalisedIssue[] {
  return all.map((i, n) => ({ id: `N-${String(n + 1).padStart(2, '0')}`, section: i.section, severity: i.severity, problem: i.problem, fix: i.fix, sources: [i.id] }));
}

async function orthogonality(
  scan: SkillScanResult,
  skill: SkillText,
  lang: SkillLang,
  evaluation: Evaluation,
  results: ResultsRow[],
  ex: Executor,
  stopped: (o: JobOutcome<unknown>) => void,
): Promise<OrthoResult[]> {
  const dim8 = evaluation.dim8;
  const dim9 = scan.dims.dim9a ? evaluation.rubric.dim9?.value : 0;
  const planned8 = Boolean(dim8.provisional) || Boolean(evaluation.rubric.dim9?.provisional);
  const triggers: Array<{ t: OrthoTrigger; conditional: boolean }> = [];
  const a = dim8.means?.intent;
  if (scan.dims.dim1 >= 9 && (planned8 || (a !== undefined && a <= 5))) triggers.push({ t: 'dim1-high-dim8a-low', conditional: planned8 });
  const c = dim8.rawSideEffects;
  if ((planned8 || (c !== undefined && c === 5)) && (dim9 === 0 || planned8 || (dim9 !== undefined && dim9 !== null && dim9 <= 3)))
    triggers.push({ t: 'dim8c-full-dim9-low', conditional: planned8 });
  const reverted = results.some((r) => r.status.trim().toLowerCase() === 'revert');
  if (scan.dims.dim4 >= 9 && !reverted) triggers.push({ t: 'dim4-high-never-reverted', conditional: false });
  const out: OrthoResult[] = [];
  const scores = [
    `dim1 = ${scan.dims.dim1}`,
    `dim3 = ${evaluation.rubric.dim3?.value ?? 'null'}`,
    `dim4 = ${scan.dims.dim4}`,
    `dim8a = ${a?.toFixed(2) ?? 'null'} / 8`,
    `dim8c = ${c?.toFixed(2) ?? 'null'} / 5`,
    `dim9 = ${dim9 ?? 'null'}`,
    `Sentinel = ${scan.subscores.Sentinel} / 2`,
  ].join('\n');
  const outputs = dim8.evaluations
    .filter((e) => e.output)
    .map((e) => `[${e.promptId} ${e.kind}]\n${(e.output ?? '').slice(0, 4000)}`)
    .join('\n\n');
  for (const { t, conditional } of triggers) {
    const spec = ORTHO_TRIGGERS[t];
    const o = await ex.runJson<OrthoReply>({
      kind: 'json',
      label: `orthogonality ${t}`,
      step: `ortho.${t}`,
      promptVersion: ORTHO_VERSION,
      variant: 'ortho',
      messages: orthoMessages(t, skill, lang, scores, t === 'dim8c-full-dim9-low' ? outputs : ''),
      maxTokens: 1200,
      temperature: JUDGE_TEMPERATURE,
      estOutputTokens: 300,
      lang,
      schema: orthoSchema,
      conditional,
      placeholder: { verdict: 'confirmed', findings: [], note: '' },
    });
    stopped(o);
    const r: OrthoResult = { trigger: t, agent: spec.agent, dims: spec.dims, tag: '[orthogonality]' };
    if (hasValue(o)) r.reply = o.value;
    else r.failure = { reason: o.reason, detail: o.detail };
    out.push(r);
  }
  return out;
}

async function consumerBaseline(
  scan: SkillScanResult,
  skill: SkillText,
  lang: SkillLang,
  prompts: TestPrompt[],
  ex: Executor,
  stopped: (o: JobOutcome<unknown>) => void,
  evaluation: Evaluation,
  limit: number,
): Promise<ConsumerBaselineResult> {
  const existing = scan.doc.files.find((f) => f.path === BASELINE_SKILL_PATH)?.text?.text;
  const result: ConsumerBaselineResult = { path: BASELINE_SKILL_PATH, generated: false, score: null, blocked: false };
  let baselineSkill = existing;
  if (baselineSkill === undefined) {
    const o = await ex.runText({
      kind: 'text',
      label: 'consumer baseline skill',
      step: 'baseline.generate',
      promptVersion: BASELINE_VERSIONS.generate,
      variant: 'gen',
      messages: baselineSkillMessages(skill, lang),
      maxTokens: 2000,
      temperature: RUN_TEMPERATURE,
      estOutputTokens: 900,
      lang,
      check: checkBaselineSkill,
      placeholder: 'x'.repeat(3600),
    });
    stopped(o);
    if (!hasValue(o)) {
      result.failure = { reason: o.reason, detail: o.detail };
      return result;
    }
    baselineSkill = cleanBaselineSkill(o.value);
    result.generated = true;
    if (!ex.planning) evaluation.artefacts.push({ path: BASELINE_SKILL_PATH, content: baselineSkill, why: 'consumer capability baseline (SPEC C8)' });
  }
  const outcomes = await mapLimit(prompts, limit, async (tp) => {
    const o = await ex.runText({
      kind: 'text',
      label: `consumer baseline ${tp.id}`,
      step: 'baseline.run',
      promptVersion: BASELINE_VERSIONS.run,
      variant: 'run',
      messages: baselineSkillRunMessages(baselineSkill, tp, lang),
      maxTokens: 2000,
      temperature: RUN_TEMPERATURE,
      estOutputTokens: 700,
      lang,
      check: (t) => (t.trim() ? undefined : 'the run produced no output'),
      placeholder: 'x'.repeat(2800),
    });
    stopped(o);
    return o;
  });
  const runs: Array<{ tp: TestPrompt; output: string }> = [];
  for (let k = 0; k < prompts.length; k++) {
    const o = outcomes[k];
    if (!hasValue(o)) {
      result.failure = { reason: o.reason, detail: o.detail };
      return result;
    }
    runs.push({ tp: prompts[k], output: o.value });
  }
  const o = await ex.runJson<BaselineJudgeReply>({
    kind: 'json',
    label: 'consumer baseline judge',
    step: 'baseline.judge',
    promptVersion: BASELINE_VERSIONS.judge,
    variant: 'judge-1',
    messages: baselineJudgeMessages(runs, lang),
    maxTokens: 1000,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 300,
    lang,
    schema: baselineJudgeSchema,
    placeholder: { score: 70, report: '' },
  });
  stopped(o);
  if (!hasValue(o)) {
    result.failure = { reason: o.reason, detail: o.detail };
    return result;
  }
  result.score = o.value.score;
  result.blocked = o.value.score < BASELINE_BLOCK_BELOW;
  result.report = o.value.report;
  return result;
}
