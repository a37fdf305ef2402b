/**
 * A round's proposal (docs/features.md D4): without a model, the first deterministic proposal that
 * passes every pre-check and improves the static score, defect repairs first (strategy.ts
 * defectsFirst) (and with one too for the runtime
 * gate's repair, whose rewrite is exact); otherwise with a model, the editor model's
 * proposal for the weakest target, checked against the 10% budget, the 150% cap, the
 * 8-item blacklist and rejected_edits.md, and asked once more with the problems as
 * feedback. Nothing here touches SKILL.md.
 */
import type { UsageMeter } from '../../../models/usage.ts';
import type { SkillScanResult } from '../../../engine/scan.ts';
import { skillLanguage } from '../../../skill/language.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { computeStaticDimsDetailed } from '../../../modules/skillops/static-dims.ts';
import { roundTo } from '../../../engine/rubric/weights.ts';
import { toDiskText } from '../../../skill/text.ts';
import { proposalKey } from '../../../formats/rejected-edits.ts';
import { BLACKLIST, checkProposal } from '../blacklist.ts';
import { Cancelled, type RunContext, type SkillState } from '../context.ts';
import { deterministicProposals, type Proposal } from '../deterministic.ts';
import { checkEditBudget } from '../../../edits/edit-budget.ts';
import { both, say } from '../messages.ts';
import { proposeWithModel } from '../model-edit.ts';
import { scanSkill } from '../scan-score.ts';
import { compareSnapshots, staticSnapshot } from '../scoring.ts';
import { ownRuleBreaks } from '../own-rules.ts';
import { multiDimViolation, selfCheck, signals } from '../signals.ts';
import { defectsFirst, type Candidate } from '../strategy.ts';

/** A proposal to apply, or one rejected before applying (after the retry) with why. */
export type Proposed = { target: Candidate; p: Proposal; rejectedNow?: string } | { stopped: 'budget' } | undefined;

/** Is there anything to propose for these targets? (With a model there always is.) */
export async function hasProposal(run: RunContext, s: SkillState, targets: Candidate[]): Promise<boolean> {
  if (run.opts.model) return true;
  for (const t of targets) if ((await deterministicFor(run, s, t)).length) return true;
  return false;
}

/**
 * Deterministic proposals for a target that pass every pre-check (budget, single
 * dimension, self-check, blacklist, Luban's own rules, not rejected before) and improve the static score
 * (the gate repair only needs the gate to pass).
 */
async function deterministicFor(run: RunContext, s: SkillState, t: Candidate): Promise<Array<{ p: Proposal; scan: SkillScanResult }>> {
  const scan = s.scan!;
  const before = scan.doc.skillFile?.text?.text ?? '';
  const out: Array<{ p: Proposal; scan: SkillScanResult }> = [];
  for (const p of deterministicProposals(scan, t.dim, t.gate)) {
    if (s.rejected.has(proposalKey(p.dim, run.t(p.what)))) continue;
    if (!checkEditBudget(before, p.text, s.original ?? before).ok) continue;
    if (checkProposal({ target: t.dim, declared: p.dim, before, after: p.text }).length) continue;
    const sim = await scanSkill(run, s, toDiskText(p.text, scan.doc.skillFile!.text!));
    if (multiDimViolation(t.dim, signals(scan), signals(sim)).length) continue;
    if (selfCheck(scan, sim).length) continue;
    // Nothing Luban's own rules forbid (a STOP before a harmless step, new soft words or findings, another language).
    if (ownRuleBreaks(scan, sim).length) continue;
    const cmp = compareSnapshots(s.current!, staticSnapshot(sim, s.mode));
    if (t.gate === 'runtime' ? sim.runtimeGate === 'fail' || cmp.delta < 0 : !cmp.improved) continue;
    out.push({ p, scan: sim });
  }
  return out;
}

export async function propose(run: RunContext, s: SkillState, round: number, targets: Candidate[], meter: UsageMeter): Promise<Proposed> {
  const scan = s.scan!;
  const text = scan.doc.skillFile?.text?.text ?? '';
  const original = s.original ?? text;
  const model = run.opts.model;
  if (!model) {
    // Offline, a repair of what a rule found wrong (YAML errors, broken references) goes
    // before anything that only earns points (issue 12 item 6).
    for (const t of defectsFirst(targets, scan.findings)) {
      const found = await deterministicFor(run, s, t);
      if (found.length) return { target: t, p: found[0].p };
      if (t.gate) return undefined;
      run.notify('info', 'no-proposal', say('noProposal', { skill: s.name, dim: t.dim, score: roundTo(t.score, 1) }), s.name);
    }
    return undefined;
  }
  const t = targets[0];
  // A runtime-gate repair has an exact deterministic rewrite ("your agent runtime"): use it
  // before asking the editor model, which costs calls and may word it differently.
  if (t.gate === 'runtime') {
    const found = await deterministicFor(run, s, t);
    if (found.length) return { target: t, p: found[0].p };
  }
  const limit = Math.floor(text.length * 0.1);
  const cap = Math.floor(original.length * 1.5);
  const reasons = weaknesses(run, s, t);
  let feedback: string | undefined;
  let lastProblem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const o = await proposeWithModel(
      { model, budget: run.budget, meter, signal: run.opts.signal },
      { skillName: s.name, text, lang: skillLanguage(scan.doc), target: t, reasons, limit, cap, rejected: s.rejectedSummaries.slice(-10), feedback, round },
    );
    if (!o.ok) {
      if (o.stopped === 'cancelled') throw new Cancelled();
      if (o.stopped === 'budget') return { stopped: 'budget' };
      run.notify('warning', 'proposal-failed', say('proposalFailed', { skill: s.name, reason: o.reason }), s.name);
      return undefined;
    }
    const reply = o.value;
    const p: Proposal = {
      dim: t.dim,
      gate: t.gate,
      source: 'model',
      what: both(reply.what),
      why: say('proposal.why', { why: reply.why, item: reply.rubric_item }),
      expectedGain: reply.expected_gain,
      text: reply.newText,
    };
    const problems: LocalisedText[] = [];
    const budget = checkEditBudget(text, p.text, original);
    if (budget.overSize) {
      run.notify('exception', 'size-cap', say('sizeCap', { skill: s.name, size: budget.size, cap: budget.cap }), s.name);
      problems.push(say('problem.sizeCap', { size: budget.size, cap: budget.cap }));
    }
    if (budget.overBudget) problems.push(say('problem.budget', { changed: budget.changed, limit: budget.limit }));
    for (const h of checkProposal({ target: t.dim, declared: reply.dimension.trim().toLowerCase(), before: text, after: p.text })) {
      problems.push(say('problem.blacklist', { n: h.n, pattern: BLACKLIST[h.n - 1].pattern, detail: h.detail }));
    }
    if (s.rejected.has(proposalKey(t.dim, reply.what))) problems.push(say('problem.rejectedBefore'));
    if (!problems.length) return { target: t, p };
    lastProblem = problems.map((x) => run.t(x)).join('; ');
    feedback = problems.map((x) => run.t(x)).join('\n');
    const joined = { en: problems.map((x) => x.en).join('; '), zh: problems.map((x) => x.zh).join('；') };
    run.notify(
      'warning',
      'proposal-rejected',
      say('proposalRejected', { skill: s.name, dim: t.dim, problems: joined, again: attempt === 0 ? say('proposalRejected.again') : '' }),
      s.name,
    );
    if (attempt === 1) return { target: t, p, rejectedNow: lastProblem };
  }
  return undefined;
}

/** What the editor is told about the target's weakness: failed rubric checks, findings, the judge's tags. */
function weaknesses(run: RunContext, s: SkillState, t: Candidate): string[] {
  const scan = s.scan!;
  const detailed = computeStaticDimsDetailed(scan.doc, scan.findings);
  const reasons: string[] = [];
  const key = (t.dim === 'dim9' ? 'dim9a' : t.dim) as keyof typeof detailed.reasons;
  for (const r of detailed.reasons[key] ?? []) if (!r.ok) reasons.push(run.t(r.message));
  for (const f of scan.findings.filter((f) => f.dimension === t.dim).slice(0, 10)) reasons.push(`${f.file}:${f.range.start.line} ${f.message}`);
  const ev = s.current?.card?.dims[t.dim];
  if (ev?.tags.length) reasons.push(...ev.tags.slice(0, 4));
  return reasons;
}
