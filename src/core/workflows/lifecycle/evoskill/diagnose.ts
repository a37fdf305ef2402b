/**
 * EvoSkill's Step 2–3 (seed v2 §二): locate the gap and write the patch. Static
 * evidence first — the skill not loaded / a trigger word absent from the description,
 * an error naming a changed tool or a missing file, a soft-worded rule the feedback is
 * about, a step the output skipped that the flow lacks — and the model only where that
 * is not enough: nothing located, or located but no patch the evidence can write.
 * Without a model the answer is honestly partial (type and place, no patch: "not
 * run"), never a guess.
 */
import { Budget } from '../../../models/budget.ts';
import { summarisePlan, type CostPlan } from '../../../models/plan.ts';
import { UsageMeter, type Usage } from '../../../models/usage.ts';
import { Executor, type FailReason } from '../../../scoring/judge/executor.ts';
import { skillLanguage } from '../../../skill/language.ts';
import type { ChatModel } from '../../../models/llm/types.ts';
import type { Finding, LocalisedText } from '../../../rules/types.ts';
import { positionAt } from '../../../skill/text.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { AnalyzerContext, Candidate, FailureInput } from './candidate.ts';
import { missingStepCandidate } from './flow.ts';
import type { GapType } from './gaps.ts';
import { locateOldStr, patchJob } from './model.ts';
import { reportedRuleCandidate } from './repeat.ts';
import { brokenReferenceCandidate, softRuleCandidate, versionDriftCandidate } from './rules.ts';
import { triggerCandidate } from './trigger.ts';

/** In order of precedence when the evidence is equally strong. */
const ANALYZERS = [triggerCandidate, versionDriftCandidate, brokenReferenceCandidate, softRuleCandidate, reportedRuleCandidate, missingStepCandidate];

export function analyzerContext(doc: SkillDocument, findings: readonly Finding[], input: FailureInput): AnalyzerContext {
  return { doc, findings, input, lang: skillLanguage(doc) };
}

/** Every static candidate, strongest first (stable: analyzer order breaks ties). */
export function staticCandidates(ctx: AnalyzerContext): Candidate[] {
  const all: Candidate[] = [];
  for (const a of ANALYZERS) {
    const c = a(ctx);
    if (c) all.push(c);
  }
  return all.sort((a, b) => b.strength - a.strength);
}

export interface Proposal {
  oldStr: string;
  newStr: string;
  reason: LocalisedText;
}

export type ModelStatus =
  | { state: 'not-needed' }
  | { state: 'no-model' }
  | { state: 'declined' }
  | { state: 'answered' }
  | { state: 'failed'; reason: FailReason; detail: string };

export interface Diagnosis {
  gap: GapType | null;
  file: string;
  line: number | null;
  endLine: number | null;
  rule: string | null;
  proposal: Proposal | null;
  /** How the patch (or, without one, the location) was obtained. */
  evidence: 'static' | 'model' | 'none';
  /** The static evidence read, for people. */
  staticEvidence: LocalisedText | null;
  model: ModelStatus;
  usage: Usage;
}

/** Whether the static evidence is enough: a located gap with a written patch. */
export function needsModel(candidates: readonly Candidate[]): boolean {
  const top = candidates[0];
  return !top || top.oldStr === undefined || top.newStr === undefined;
}

function fromCandidate(c: Candidate | undefined, model: ModelStatus, usage: Usage): Diagnosis {
  return {
    gap: c?.type ?? null,
    file: c?.file ?? 'SKILL.md',
    line: c?.line ?? null,
    endLine: c?.endLine ?? null,
    rule: c?.rule ?? null,
    proposal: c && c.oldStr !== undefined && c.newStr !== undefined ? { oldStr: c.oldStr, newStr: c.newStr, reason: c.reason } : null,
    evidence: c ? 'static' : 'none',
    staticEvidence: c?.evidence ?? null,
    model,
    usage,
  };
}

export interface DiagnoseOptions {
  model?: ChatModel;
  budget?: Budget;
  signal?: AbortSignal;
  /** The person declined the cost plan: static only. */
  declined?: boolean;
}

/** The cost plan of the model step, or undefined when the static evidence suffices or there is no model. */
export async function planDiagnosis(ctx: AnalyzerContext, model: ChatModel | undefined): Promise<CostPlan | undefined> {
  const candidates = staticCandidates(ctx);
  if (!model || !needsModel(candidates)) return undefined;
  const exec = new Executor({ model, budget: new Budget(), meter: new UsageMeter(), planning: true });
  await exec.runJson(patchJob(ctx, candidates[0]));
  return summarisePlan(exec.planned, exec.cachedCount);
}

export async function diagnose(ctx: AnalyzerContext, opts: DiagnoseOptions = {}): Promise<Diagnosis> {
  const candidates = staticCandidates(ctx);
  const top = candidates[0];
  const meter = new UsageMeter();
  if (!needsModel(candidates)) return fromCandidate(top, { state: 'not-needed' }, meter.toJSON());
  if (opts.declined) return fromCandidate(top, { state: 'declined' }, meter.toJSON());
  if (!opts.model) return fromCandidate(top, { state: 'no-model' }, meter.toJSON());
  const exec = new Executor({ model: opts.model, budget: opts.budget ?? new Budget(), meter, signal: opts.signal });
  const out = await exec.runJson(patchJob(ctx, top));
  if (out.status === 'failed') return fromCandidate(top, { state: 'failed', reason: out.reason, detail: out.detail }, meter.toJSON());
  if (out.status === 'planned') return fromCandidate(top, { state: 'no-model' }, meter.toJSON());
  const info = ctx.doc.skillFile?.text;
  const at = info ? locateOldStr(info.text, out.value.old_str) : { problem: 'no SKILL.md' };
  if ('problem' in at || !info)
    return fromCandidate(top, { state: 'failed', reason: 'invalid-reply', detail: 'problem' in at ? at.problem : '' }, meter.toJSON());
  const line = positionAt(info, at.offset).line;
  const endLine = positionAt(info, at.offset + at.oldStr.length).line;
  const firstLine = info.text
    .slice(info.lineStarts[line - 1])
    .split('\n')[0]
    .trim();
  return {
    gap: out.value.type,
    file: ctx.doc.skillFileName ?? 'SKILL.md',
    line,
    endLine,
    rule: firstLine,
    proposal: { oldStr: at.oldStr, newStr: out.value.new_str, reason: { en: out.value.reason, zh: out.value.reason } },
    evidence: 'model',
    staticEvidence: top?.evidence ?? null,
    model: { state: 'answered' },
    usage: meter.toJSON(),
  };
}
