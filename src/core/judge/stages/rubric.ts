/**
 * Stage 1, the rubric dimensions (SPEC C4): dim2, dim3, dim5, dim6, dim7b, and dim9
 * where the skill has counter-examples at all. Each dim is asked of `ctx.judges`
 * independent judges; the verdict is their median. dim7b's judges quote the skill, and
 * only quotes found in it count. Quick mode's one judge answers all of them in a single
 * panel request (prompts/panel.ts), each dim's part checked the same way.
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import type { ChatMessage } from '../../llm/types.ts';
import { mapLimit } from '../concurrency.ts';
import { resourceContext, softWordContext } from '../context.ts';
import { JUDGE_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JobOutcome, type JsonJob } from '../executor.ts';
import type { SkillLang } from '../language.ts';
import type { ScoreReply, SkillText } from '../prompts/common.ts';
import { dim2Prompt } from '../prompts/dim2.ts';
import { dim3Prompt } from '../prompts/dim3.ts';
import { dim5Prompt } from '../prompts/dim5.ts';
import { dim6Prompt } from '../prompts/dim6.ts';
import { dim7bPrompt, dim7bRubricFromIssues, type Dim7bReply } from '../prompts/dim7b.ts';
import { dim9Prompt } from '../prompts/dim9.ts';
import { buildPanelMessages, panelSchema, panelVersion, type PanelReply } from '../prompts/panel.ts';
import { buildRubricMessages, type ExtraContext, type RubricDim, type RubricPromptSpec } from '../prompts/rubric.ts';
import { median } from '../stats.ts';
import type { EvalMode, Evaluation, JudgedValue, Mode } from '../types.ts';
import { firstFailure, nullJudged } from '../unscored.ts';

export const RUBRIC_PROMPTS: Record<RubricDim, RubricPromptSpec> = {
  dim2: dim2Prompt,
  dim3: dim3Prompt,
  dim5: dim5Prompt,
  dim6: dim6Prompt,
  dim7b: dim7bPrompt,
  dim9: dim9Prompt,
};

type RubricReply = ScoreReply | Dim7bReply;

export async function judgeRubric(ctx: EvaluationContext): Promise<Evaluation['rubric']> {
  const { scan, lang, skill, judges } = ctx;
  const rubricDims: RubricDim[] = ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b'];
  if (scan.dims.dim9a) rubricDims.push('dim9');
  if (ctx.mode === 'quick' && judges === 1) return judgePanel(ctx, rubricDims);
  const tasks = rubricDims.flatMap((dim) => Array.from({ length: judges }, (_, k) => ({ dim, j: k + 1 })));
  const messages = new Map(rubricDims.map((dim) => [dim, buildRubricMessages(RUBRIC_PROMPTS[dim], lang, skill, extraFor(dim, scan, lang))]));
  const answers = await mapLimit(tasks, ctx.concurrency, (t) => ctx.ex.runJson<RubricReply>(rubricJob(t.dim, t.j, messages.get(t.dim)!, lang)).then((o) => (ctx.record(o), o)));
  const rubric: Evaluation['rubric'] = {};
  for (const dim of rubricDims) {
    const mine = tasks.map((t, i) => ({ ...t, outcome: answers[i] })).filter((t) => t.dim === dim);
    rubric[dim] = aggregateRubric(dim, mine, skill, judges, ctx.mode, ctx.independent);
  }
  return rubric;
}

/**
 * Quick mode's one judge answers every rubric dim in one request (prompts/panel.ts); each
 * dim's part of the reply is then checked and aggregated exactly as its own reply would be.
 */
async function judgePanel(ctx: EvaluationContext, dims: RubricDim[]): Promise<Evaluation['rubric']> {
  const { scan, lang, skill } = ctx;
  const specs = dims.map((d) => RUBRIC_PROMPTS[d]);
  const extra = dims.flatMap((d) => extraFor(d, scan, lang));
  const job: JsonJob<PanelReply> = {
    kind: 'json',
    label: 'rubric panel',
    step: 'rubric.panel',
    promptVersion: panelVersion(specs),
    variant: 'judge-1',
    messages: buildPanelMessages(specs, lang, skill, extra),
    maxTokens: 600 * dims.length,
    temperature: JUDGE_TEMPERATURE,
    lang,
    schema: panelSchema(specs),
    estOutputTokens: 260 * dims.length,
    placeholder: Object.fromEntries(dims.map((d) => [d, d === 'dim7b' ? { issues: [], reason: '' } : { score: 5, evidence: [], reason: '' }])),
  };
  const outcome = await ctx.ex.runJson<PanelReply>(job);
  ctx.record(outcome);
  const rubric: Evaluation['rubric'] = {};
  for (const dim of dims) {
    const part: JobOutcome<RubricReply> = hasValue(outcome) ? { status: outcome.status, value: outcome.value[dim] as RubricReply } : outcome;
    rubric[dim] = aggregateRubric(dim, [{ j: 1, outcome: part }], skill, 1, ctx.mode, ctx.independent);
  }
  return rubric;
}

/** The static facts a dim's judge sees besides SKILL.md (seed: soft words for dim5, the file inventory for dim6). */
function extraFor(dim: RubricDim, scan: SkillScanResult, lang: SkillLang): ExtraContext[] {
  if (dim === 'dim5') return [{ tag: 'soft_word_scan', body: softWordContext(scan.findings, lang) }];
  if (dim === 'dim6') return [{ tag: 'resource_facts', body: resourceContext(scan.doc, scan.findings, lang) }];
  return [];
}

function rubricJob(dim: RubricDim, j: number, messages: ChatMessage[], lang: SkillLang): JsonJob<RubricReply> {
  const spec = RUBRIC_PROMPTS[dim];
  const base = { kind: 'json' as const, label: `${dim} judge ${j}`, step: dim, promptVersion: spec.version, variant: `judge-${j}`, messages, maxTokens: 1200, temperature: JUDGE_TEMPERATURE, lang, schema: spec.schema };
  return dim === 'dim7b'
    ? { ...base, estOutputTokens: 300, placeholder: { issues: [], reason: '' } }
    : { ...base, estOutputTokens: 250, placeholder: { score: 5, evidence: [], reason: '' } };
}

/** Normalised whitespace, for finding a judge's quote in the skill. */
function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim().toLowerCase();
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
  // A budget or cancel stop left a judge unasked: the panel is incomplete, not a fallback (SPEC D9).
  const stopped = answers.find((a) => a.outcome.status === 'failed' && (a.outcome.reason === 'budget' || a.outcome.reason === 'cancelled'));
  if (stopped) {
    tags.push(`[incomplete: ${values.length} of ${judges} judges answered before the run stopped; not counted]`);
    return { ...nullJudged(mode === 'quick' ? 'dry_run' : 'full_test', firstFailure([stopped.outcome])!), tags };
  }
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
