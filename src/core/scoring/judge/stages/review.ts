/**
 * Stage 3 of an evaluation, the multi-role review (docs/features.md C7, Full mode only). It runs when
 * Sentinel's raw dim10 is below 60 or the measured 8c below 5 (or unknown). The seed's
 * review stages:
 * - 0: the document type picks the roles; the grading (levels, impacts P0 −30 / P1 −5 /
 *   P2 0, gates) is stated to every role alike (prompts/dim10 GRADING_STATEMENT);
 * - 1: each role reviews in isolation (its own fresh context) and lists `<ROLE>-<nn>` items;
 * - 2: one call normalises them into N-01… with the ID map (mechanically, item by item,
 *   when that call fails);
 * - 3: fixing P0 → P1 → P2 is an edit, so it is the optimiser's: `fixOrder` lists the open
 *   items in that order;
 * - 4: `closeReview`, after such an edit: each P0 re-checked by the role that raised it
 *   (still open → back to stage 3), P1 self-checked plus a 30 % sample re-checked by its
 *   role (a failed one raised to P0), P2 self-checked (a failed one raised to P1).
 * The open items feed dim10 (reviewSubscore), the review view and the gate (rubric/review).
 */
import { mapLimit } from '../concurrency.ts';
import { sentinelContext, skillText } from '../context.ts';
import { emptyEvaluation, evaluationContext, JUDGE_TEMPERATURE, type EvaluateInput, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type Executor, type JsonJob } from '../executor.ts';
import { reviewGate, reviewView } from '../../review.ts';
import {
  DIM10_VERSIONS,
  GRADING_STATEMENT,
  recheckMessages,
  recheckSchema,
  type RecheckReply,
  documentType,
  normaliseMessages,
  normaliseSchema,
  roleReviewMessages,
  roleReviewSchema,
  ROLES_BY_DOC_TYPE,
  type NormaliseReply,
  type NormalisedIssue,
  type ReviewIssue,
  type RoleId,
  type RoleReviewReply,
  type Severity,
} from '../prompts/dim10.ts';
import type { ClosedItem, Dim8Result, ReviewResult } from '../types.ts';

export async function review(ctx: EvaluationContext, dim8: Dim8Result): Promise<ReviewResult> {
  const { scan, skill, ex } = ctx;
  const sentinelRaw = (scan.subscores.Sentinel / 2) * 100;
  const c = dim8.rawSideEffects;
  const reasons: string[] = [];
  if (sentinelRaw < 60) reasons.push(`dim10 raw ${sentinelRaw.toFixed(0)} < 60`);
  if (c !== undefined && c < 5) reasons.push(`dim8c ${c.toFixed(1)} < 5`);
  if (c === undefined) reasons.push('dim8c unknown');
  const empty: ReviewResult = {
    triggered: false,
    trigger: '',
    roles: [],
    normalised: [],
    idMap: {},
    normalisedBy: 'none',
    openP0: 0,
    openP1: 0,
    openP2: 0,
    complete: true,
  };
  if (!reasons.length) return withOpenCounts({ ...empty, trigger: `not triggered (dim8c = ${c?.toFixed(1)}, dim10 raw = ${sentinelRaw.toFixed(0)})` }, []);
  // In planning, a trigger that rests on a placeholder dim8c is only a possibility.
  const conditional = Boolean(dim8.provisional) && sentinelRaw >= 60;
  const docType = documentType(skill.text);
  const roles = ROLES_BY_DOC_TYPE[docType];
  const facts = sentinelContext(scan.findings);
  const result: ReviewResult = { ...empty, triggered: true, trigger: reasons.join('; '), docType, grading: GRADING_STATEMENT[ctx.lang] };
  const replies = await mapLimit(roles, ctx.concurrency, async (role) => {
    const o = await ex.runJson(roleJob(ctx, role, facts, conditional));
    ctx.record(o);
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
    const o = await ex.runJson(normaliseJob(ctx, all, conditional));
    ctx.record(o);
    if (hasValue(o) && o.status !== 'planned') {
      result.normalised = enforceSeverity(o.value.issues, all);
      result.normalisedBy = 'model';
    } else if (!ex.planning) {
      if (o.status === 'failed') result.normaliseFailure = { reason: o.reason, detail: o.detail };
      result.normalised = mechanicalNormalise(all);
      result.normalisedBy = 'mechanical';
    }
    for (const n of result.normalised) for (const s of n.sources) result.idMap[s] = n.id;
  }
  return withOpenCounts(result, result.normalised);
}

/** The open counts, the review view and the gate from the items still open. */
function withOpenCounts(result: ReviewResult, open: NormalisedIssue[]): ReviewResult {
  result.openP0 = open.filter((n) => n.severity === 'P0').length;
  result.openP1 = open.filter((n) => n.severity === 'P1').length;
  result.openP2 = open.filter((n) => n.severity === 'P2').length;
  result.view = reviewView(result);
  result.gate = reviewGate(result);
  return result;
}

/** Stage 3's order: the open items P0 → P1 → P2 (the seed fixes nothing outside the list). */
export function fixOrder(r: ReviewResult): NormalisedIssue[] {
  const closed = new Set((r.closure?.items ?? []).filter((c) => c.status === 'closed').map((c) => c.id));
  const level = new Map((r.closure?.items ?? []).map((c) => [c.id, c.severity]));
  return r.normalised
    .filter((n) => !closed.has(n.id))
    .map((n) => ({ ...n, severity: level.get(n.id) ?? n.severity }))
    .sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.id.localeCompare(b.id));
}

/** Share of the P1 items called fixed that their role re-checks (seed: 原角色 30% 抽查). */
export const P1_SAMPLE_SHARE = 0.3;

/**
 * The P1 items a role re-checks: 30 % (rounded up) of those the editor called fixed, spread
 * evenly over them in ID order — deterministic, so the cost plan knows the calls.
 */
export function p1Sample(fixed: NormalisedIssue[]): NormalisedIssue[] {
  const sorted = [...fixed].sort((a, b) => a.id.localeCompare(b.id));
  const n = Math.ceil(sorted.length * P1_SAMPLE_SHARE);
  if (!n) return [];
  const step = sorted.length / n;
  return Array.from({ length: n }, (_, k) => sorted[Math.floor(k * step)]);
}

/** The roles that raised an item: the prefixes of its original IDs (`SEC-01` → SEC). */
function rolesOf(item: NormalisedIssue): RoleId[] {
  return [...new Set(item.sources.map((s) => s.split('-')[0] as RoleId))];
}

/**
 * Stage 4's rules, given the editor's self-check (item ID → it says the item is fixed) and
 * the roles' verdicts (item ID → closed; absent when not asked or the role did not answer):
 * - P0: closed only when its role confirms; otherwise open, back to stage 3;
 * - P1: open when the self-check fails; called fixed and sampled → its role decides, a
 *   failed re-check raises it to P0; called fixed and not sampled → closed;
 * - P2: closed on the self-check; a failed self-check raises it to P1.
 */
export function closureOutcome(
  items: NormalisedIssue[],
  selfCheck: Readonly<Record<string, boolean>>,
  roleVerdicts: ReadonlyMap<string, { closed: boolean; note?: string }>,
  sampled: ReadonlySet<string>,
): ClosedItem[] {
  return items.map((i): ClosedItem => {
    const self = selfCheck[i.id] === true;
    const role = roleVerdicts.get(i.id);
    const base = { id: i.id, from: i.severity, ...(role?.note ? { note: role.note } : {}) };
    if (i.severity === 'P0') return { ...base, severity: 'P0', status: role?.closed ? 'closed' : 'open', checkedBy: 'role' };
    if (i.severity === 'P1') {
      if (!self) return { ...base, severity: 'P1', status: 'open', checkedBy: 'self' };
      if (!sampled.has(i.id)) return { ...base, severity: 'P1', status: 'closed', checkedBy: 'self' };
      if (!role) return { ...base, severity: 'P1', status: 'open', checkedBy: 'role' };
      return role.closed ? { ...base, severity: 'P1', status: 'closed', checkedBy: 'role' } : { ...base, severity: 'P0', status: 'open', checkedBy: 'role' };
    }
    return self ? { ...base, severity: 'P2', status: 'closed', checkedBy: 'self' } : { ...base, severity: 'P1', status: 'open', checkedBy: 'self' };
  });
}

/**
 * Stage 4 after an edit (ctx holds the edited skill): the roles re-check their P0 items and
 * the P1 sample in one call per role; the rest follows the editor's self-check. Returns the
 * review with the open counts, view and gate recomputed and `closure` saying what goes back
 * to stage 3. Items already closed by an earlier closure are not asked again.
 */
export async function closeReview(ctx: EvaluationContext, previous: ReviewResult, selfCheck: Readonly<Record<string, boolean>>): Promise<ReviewResult> {
  const before = new Map((previous.closure?.items ?? []).map((c) => [c.id, c]));
  const open = previous.normalised
    .filter((n) => before.get(n.id)?.status !== 'closed')
    .map((n) => ({ ...n, severity: before.get(n.id)?.severity ?? n.severity }));
  const sample = p1Sample(open.filter((n) => n.severity === 'P1' && selfCheck[n.id] === true));
  const toRecheck = [...open.filter((n) => n.severity === 'P0'), ...sample];
  const byRole = new Map<RoleId, NormalisedIssue[]>();
  for (const item of toRecheck) for (const role of rolesOf(item)) byRole.set(role, [...(byRole.get(role) ?? []), item]);
  const roles = [...byRole.keys()];
  const replies = await mapLimit(roles, ctx.concurrency, async (role) => {
    const o = await ctx.ex.runJson(recheckJob(ctx, role, byRole.get(role)!));
    ctx.record(o);
    return o;
  });
  // An item raised by several roles is closed only when every one of them says so.
  const verdicts = new Map<string, { closed: boolean; note?: string }>();
  const unanswered: RoleId[] = [];
  roles.forEach((role, k) => {
    const o = replies[k];
    if (!hasValue(o) || o.status === 'planned') return void unanswered.push(role);
    const asked = new Set(byRole.get(role)!.map((i) => i.id));
    for (const v of o.value.items) {
      if (!asked.has(v.id)) continue;
      const prev = verdicts.get(v.id);
      verdicts.set(v.id, { closed: (prev?.closed ?? true) && v.closed, note: v.note || prev?.note });
    }
  });
  // A role that did not answer leaves its items unverified: not closed.
  for (const role of unanswered) for (const item of byRole.get(role)!) verdicts.delete(item.id);
  const outcome = closureOutcome(open, selfCheck, verdicts, new Set(sample.map((s) => s.id)));
  const items = [...[...before.values()].filter((c) => c.status === 'closed'), ...outcome];
  const stillOpen = outcome.filter((c) => c.status === 'open');
  const result: ReviewResult = {
    ...previous,
    closure: { items, backToStage3: stillOpen.filter((c) => c.severity === 'P0').map((c) => c.id), sampled: sample.map((s) => s.id), unanswered },
  };
  return withOpenCounts(
    result,
    stillOpen.map((c) => ({ ...open.find((n) => n.id === c.id)!, severity: c.severity })),
  );
}

/**
 * Stage 4 for a caller outside an evaluation (the optimiser, after an edit that fixed review
 * items): `input.scan` is the edited skill, `selfCheck` the editor's verdict per item ID.
 * Budget and cancel stops are told on the returned review's `closure.unanswered` roles.
 */
export async function closeReviewAfterEdit(
  input: EvaluateInput,
  ex: Executor,
  previous: ReviewResult,
  selfCheck: Readonly<Record<string, boolean>>,
): Promise<ReviewResult> {
  const skill = skillText(input.scan.doc);
  if (!skill) return previous;
  const ctx = evaluationContext(input, ex, skill, emptyEvaluation(input, ex));
  return closeReview(ctx, previous, selfCheck);
}

function recheckJob(ctx: EvaluationContext, role: RoleId, items: NormalisedIssue[]): JsonJob<RecheckReply> {
  const ids = new Set(items.map((i) => i.id));
  return {
    kind: 'json',
    label: `dim10 re-check ${role}`,
    step: `dim10.recheck.${role}`,
    promptVersion: DIM10_VERSIONS.recheck,
    variant: 'recheck',
    messages: recheckMessages(role, items, ctx.skill, ctx.lang),
    maxTokens: 1500,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 80 * items.length + 60,
    lang: ctx.lang,
    schema: recheckSchema,
    check: (v) => {
      const missing = [...ids].filter((id) => !v.items.some((x) => x.id === id));
      return missing.length ? `these items are not answered: ${missing.join(', ')}` : undefined;
    },
    placeholder: { items: items.map((i) => ({ id: i.id, closed: false, note: '' })) },
  };
}

function roleJob(ctx: EvaluationContext, role: RoleId, facts: string, conditional: boolean): JsonJob<RoleReviewReply> {
  return {
    kind: 'json',
    label: `dim10 review ${role}`,
    step: `dim10.review.${role}`,
    promptVersion: DIM10_VERSIONS.role,
    variant: 'role',
    messages: roleReviewMessages(role, ctx.skill, ctx.lang, facts),
    maxTokens: 2000,
    temperature: JUDGE_TEMPERATURE,
    estOutputTokens: 600,
    lang: ctx.lang,
    schema: roleReviewSchema,
    conditional,
    placeholder: { issues: [{ id: `${role}-01`, section: '', severity: 'P2', problem: 'x', fix: '' }] },
  };
}

/** One call merges the reviewers' issues; every original ID must land in exactly one item. */
function normaliseJob(ctx: EvaluationContext, all: ReviewIssue[], conditional: boolean): JsonJob<NormaliseReply> {
  const ids = new Set(all.map((i) => i.id));
  return {
    kind: 'json',
    label: 'dim10 normalise',
    step: 'dim10.normalise',
    promptVersion: DIM10_VERSIONS.normalise,
    variant: 'norm',
    messages: normaliseMessages(all, ctx.lang),
    maxTokens: 3000,
    temperature: 0,
    estOutputTokens: 700,
    lang: ctx.lang,
    schema: normaliseSchema,
    conditional,
    check: (v) => checkMapping(v.issues, ids),
    placeholder: { issues: [] },
  };
}

const SEVERITY_RANK: Record<Severity, number> = { P0: 0, P1: 1, P2: 2 };

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
  return all.map((i, n) => ({
    id: `N-${String(n + 1).padStart(2, '0')}`,
    section: i.section,
    severity: i.severity,
    problem: i.problem,
    fix: i.fix,
    sources: [i.id],
  }));
}
