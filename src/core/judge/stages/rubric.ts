/**
 * Stage 1, the rubric dimensions (SPEC C4): dim2, dim3, dim5, dim6, dim7b, and dim9
 * where the skill has counter-examples at all. Each dim is asked of `ctx.judges`
 * independent judges — each judge one panel request for all of them (prompts/panel.ts) —
 * and the verdict is their median. dim7b's judges quote the skill, and only quotes found
 * in it count.
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
import type { ExtraContext, RubricDim, RubricPromptSpec } from '../prompts/rubric.ts';
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
  const dims: RubricDim[] = ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b'];
  if (scan.dims.dim9a) dims.push('dim9');
  const specs = dims.map((d) => RUBRIC_PROMPTS[d]);
  const messages = buildPanelMessages(specs, lang, skill, dims.flatMap((d) => extraFor(d, scan, lang)));
  const panels = Array.from({ length: judges }, (_, k) => k + 1);
  const outcomes = await mapLimit(panels, ctx.concurrency, (j) => ctx.ex.runJson<PanelReply>(panelJob(dims, specs, messages, j, lang)).then((o) => (ctx.record(o), o)));
  const rubric: Evaluation['rubric'] = {};
  for (const dim of dims) {
    const mine = outcomes.map((o, i) => ({ dim, j: i + 1, outcome: partOf<RubricReply>(o, dim) }));
    rubric[dim] = aggregateRubric(dim, mine, skill, judges, ctx.mode, ctx.independent);
  }
  return rubric;
}

/**
 * Judge j's panel: every rubric dim in one request (prompts/panel.ts) — the skill and the
 * injected facts sent once instead of once per dim (SPEC C9: a Quick score ≤ 8 calls, a
 * Full optimisation ≤ 130k tokens). Judges stay independent: each panel is a fresh
 * context, and each dim's part is checked and aggregated as its own reply would be.
 */
function panelJob(dims: RubricDim[], specs: RubricPromptSpec[], messages: ChatMessage[], j: number, lang: SkillLang): JsonJob<PanelReply> {
  return {
    kind: 'json',
    label: `rubric panel, judge ${j}`,
    step: 'rubric.panel',
    promptVersion: panelVersion(specs),
    variant: `judge-${j}`,
    messages,
    maxTokens: 600 * dims.length,
    temperature: JUDGE_TEMPERATURE,
    lang,
    schema: panelSchema(specs),
    estOutputTokens: 260 * dims.length,
    placeholder: Object.fromEntries(dims.map((d) => [d, d === 'dim7b' ? { issues: [], reason: '' } : { score: 5, evidence: [], reason: '' }])),
  };
}

/** One dim's part of a panel outcome: its reply, or the panel's failure. */
function partOf<T>(o: JobOutcome<PanelReply>, dim: RubricDim): JobOutcome<T> {
  return hasValue(o) ? { status: o.status, value: o.value[dim] as T } : o;
}

/** The static facts a dim's judge sees besides SKILL.md (seed: soft words for dim5, the file inventory for dim6). */
function extraFor(dim: RubricDim, scan: SkillScanResult, lang: SkillLang): ExtraContext[] {
  if (dim === 'dim5') return [{ tag: 'soft_word_scan', body: softWordContext(scan.findings, lang) }];
  if (dim === 'dim6') return [{ tag: 'resource_facts', body: resourceContext(scan.doc, scan.findings, lang) }];
  return [];
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
