/**
 * Stage 1, the rubric dimensions (docs/features.md C4): dim2, dim3, dim5, dim6, dim7b, and dim9
 * where the skill has counter-examples at all. Each dim is asked of `ctx.judges`
 * independent judges — each judge one panel request for all of them (prompts/panel.ts) —
 * and the verdict is their median over the judges whose evidence held: a judge whose
 * quote is not in the skill (evidence.ts), or who quotes nothing, does not count.
 */
import type { SkillScanResult } from '../../../engine/scan.ts';
import type { ChatMessage } from '../../../models/llm/types.ts';
import { mapLimit } from '../concurrency.ts';
import { resourceContext, softWordContext } from '../context.ts';
import { JUDGE_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JobOutcome, type JsonJob } from '../executor.ts';
import type { SkillLang } from '../../../skill/language.ts';
import type { ScoreReply } from '../prompts/common.ts';
import { dim2Prompt } from '../prompts/dim2.ts';
import { dim3Prompt } from '../prompts/dim3.ts';
import { dim5Prompt } from '../prompts/dim5.ts';
import { dim6Prompt } from '../prompts/dim6.ts';
import { dim7bPrompt, dim7bRubricFromIssues, type Dim7bReply } from '../prompts/dim7b.ts';
import { dim9Prompt } from '../prompts/dim9.ts';
import { buildPanelMessages, panelSchema, panelVersion, type PanelReply } from '../prompts/panel.ts';
import type { ExtraContext, RubricDim, RubricPromptSpec } from '../prompts/rubric.ts';
import {
  checkEvidenceItems,
  checkQuotes,
  evidenceFailureDetail,
  evidenceTag,
  flagged,
  haystackOf,
  notFoundOf,
  quotePieces,
  verdictOf,
  type Haystack,
} from '../evidence.ts';
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
  const extras = dims.flatMap((d) => extraFor(d, scan, lang));
  const messages = buildPanelMessages(specs, lang, skill, extras);
  // A judge may quote the skill or the static facts shown beside it.
  const hay = haystackOf(skill.text, ...extras.map((e) => e.body));
  const panels = Array.from({ length: judges }, (_, k) => k + 1);
  const outcomes = await mapLimit(panels, ctx.concurrency, (j) =>
    ctx.ex.runJson<PanelReply>(panelJob(dims, specs, messages, j, lang)).then((o) => (ctx.record(o), o)),
  );
  const rubric: Evaluation['rubric'] = {};
  for (const dim of dims) {
    const mine = outcomes.map((o, i) => ({ dim, j: i + 1, outcome: partOf<RubricReply>(o, dim) }));
    rubric[dim] = aggregateRubric(dim, mine, hay, judges, ctx.mode, ctx.independent);
  }
  return rubric;
}

/**
 * Judge j's panel: every rubric dim in one request (prompts/panel.ts) — the skill and the
 * injected facts sent once instead of once per dim (docs/features.md C9: a Quick score ≤ 8 calls, a
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

/** What one judge said for a dim, once its evidence was looked up. */
interface JudgeRead {
  value: number;
  held: boolean;
  tag?: string;
  /** What goes into the evidence list: quotes (flagged where not found) and the reason. */
  evidence: string[];
  issues?: Dim7bReply['issues'];
  /** For the failure detail when no judge's evidence held. */
  rejected?: string;
}

/**
 * One judge's reply for a dim, its quotes looked up in what it was shown (evidence.ts).
 * A 0–10 judge must give evidence (the schema's `evidence`): its quoted spans must be in the
 * skill, and evidence with no quoted span is a claim that counts, tagged; a dim7b judge that lists no
 * instance makes no claim to check, and its duplicate quotes are dropped, not held against it.
 */
function readJudge(dim: RubricDim, j: number, reply: RubricReply, hay: Haystack): JudgeRead {
  const who = `judge ${j}`;
  if (dim === 'dim7b') {
    const r = reply as Dim7bReply;
    const seen = new Set<string>();
    const unique = r.issues.filter((i) => {
      const key = quotePieces(i.quote).join('…');
      // A blank quote stays in, to be found wanting; only a repeat of one already listed goes.
      if (key && seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const check = checkQuotes(
      unique.map((i) => i.quote),
      hay,
    );
    const verdict = verdictOf(check, false);
    const dropped = r.issues.length - unique.length;
    const read: JudgeRead = {
      value: dim7bRubricFromIssues(unique.length).value,
      held: verdict === 'held',
      evidence: [...check.quotes.filter((q) => !q.found).map(flagged), r.reason],
      issues: unique,
    };
    const tags = [dropped > 0 ? `[${who}: ${dropped} duplicate quotes dropped]` : '', verdict === 'held' ? '' : evidenceTag(who, check, verdict)].filter(
      Boolean,
    );
    if (tags.length) read.tag = tags.join(' ');
    if (verdict !== 'held') read.rejected = `${who}: ${check.missing} of ${check.quotes.length}`;
    return read;
  }
  const r = reply as ScoreReply;
  const check = checkEvidenceItems(r.evidence, hay);
  // The prompts ask for "a short quote from the skill" without quotation marks: an item with
  // none is looked up whole, leniently (evidence.ts verdictOf); no evidence at all does not count.
  const verdict = verdictOf(check, !check.claims);
  const looked = [...check.quotes, ...(check.unquoted ?? [])];
  const shown = looked.length
    ? [
        ...looked.slice(0, 4).map(flagged),
        ...looked
          .slice(4)
          .filter((q) => !q.found)
          .map(flagged),
      ]
    : r.evidence
        .filter((e) => e.trim())
        .slice(0, 4)
        .map((e) => `[evidence unquoted] ${e}`);
  const read: JudgeRead = { value: r.score, held: verdict === 'held', evidence: [...shown, r.reason] };
  if (verdict !== 'held') {
    const n = notFoundOf(check);
    read.tag = evidenceTag(who, check, verdict);
    read.rejected = verdict === 'none' ? `${who}: no quote` : `${who}: ${n.missing} of ${n.of}`;
  }
  return read;
}

/** The panel's verdict for one dim: median over the judges that answered and whose evidence held. */
function aggregateRubric(
  dim: RubricDim,
  answers: Array<{ j: number; outcome: JobOutcome<RubricReply> }>,
  hay: Haystack,
  judges: number,
  mode: Mode,
  independent: boolean,
): JudgedValue {
  const values: number[] = [];
  const evidence: string[] = [];
  let issues: Dim7bReply['issues'] | undefined;
  const tags: string[] = [];
  const rejected: string[] = [];
  let provisional = false;
  for (const { j, outcome: o } of answers) {
    if (!hasValue(o)) continue;
    if (o.status === 'planned') {
      // A placeholder quotes nothing: planning counts the judge as it will be asked.
      provisional = true;
      values.push(dim === 'dim7b' ? dim7bRubricFromIssues((o.value as Dim7bReply).issues.length).value : (o.value as ScoreReply).score);
      continue;
    }
    const read = readJudge(dim, j, o.value, hay);
    if (read.tag) tags.push(read.tag);
    evidence.push(...read.evidence);
    if (!read.held) {
      rejected.push(read.rejected!);
      continue;
    }
    values.push(read.value);
    if (read.issues) issues ??= read.issues;
  }
  const judgedMode: EvalMode = mode === 'quick' ? 'dry_run' : 'full_test';
  // A budget or cancel stop left a judge unasked: the panel is incomplete, not a fallback (docs/features.md D9).
  const stopped = answers.find((a) => a.outcome.status === 'failed' && (a.outcome.reason === 'budget' || a.outcome.reason === 'cancelled'));
  if (!values.length) {
    const failure =
      !stopped && rejected.length
        ? { reason: 'invalid-reply' as const, detail: evidenceFailureDetail('the skill', rejected) }
        : firstFailure(answers.map((a) => a.outcome))!;
    return { ...nullJudged(judgedMode, failure), tags, evidence: evidence.filter(Boolean) };
  }
  if (stopped) {
    tags.push(`[incomplete: ${values.length} of ${judges} judges answered before the run stopped; not counted]`);
    return { ...nullJudged(judgedMode, firstFailure([stopped.outcome])!), tags };
  }
  let evalMode: EvalMode = judgedMode;
  if (mode === 'quick') tags.unshift('[confidence: degraded]');
  else if (!independent || values.length < judges) {
    evalMode = 'fallback';
    const counted = rejected.length ? `[fallback: ${values.length} of ${judges} judges counted]` : `[fallback: ${values.length} of ${judges} judges answered]`;
    tags.unshift(independent ? counted : '[fallback: no independent contexts]');
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
