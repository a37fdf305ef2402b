/**
 * Stage 3, the multi-role review (SPEC C7, Full mode only). It runs when Sentinel's raw
 * dim10 is below 60 or the measured 8c below 5 (or unknown): reviewers chosen by the
 * document type each list issues with a P level, then one call merges them; when that
 * call fails every issue is kept on its own. The open items feed dim10.
 */
import { mapLimit } from '../concurrency.ts';
import { sentinelContext } from '../context.ts';
import { JUDGE_TEMPERATURE, type EvaluationContext } from '../evaluation-context.ts';
import { hasValue, type JsonJob } from '../executor.ts';
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
  type RoleId,
  type RoleReviewReply,
  type Severity,
} from '../prompts/dim10.ts';
import type { Dim8Result, ReviewResult } from '../types.ts';

export async function review(ctx: EvaluationContext, dim8: Dim8Result): Promise<ReviewResult> {
  const { scan, skill, ex } = ctx;
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
  return all.map((i, n) => ({ id: `N-${String(n + 1).padStart(2, '0')}`, section: i.section, severity: i.severity, problem: i.problem, fix: i.fix, sources: [i.id] }));
}
