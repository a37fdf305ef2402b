/**
 * The Scorecard for people (text, English or Chinese) and for machines (the SPEC §9
 * `score --format json` contract; values rounded to two decimals, `total` to one).
 */
import { format, pick, type Locale } from '../l10n/index.ts';
import type { Dimension } from '../rules/types.ts';
import { DIMENSIONS, roundTo } from '../rubric/weights.ts';
import { DIM_NAMES, scoreMessages, type ScoreMessageKey } from './messages.ts';
import type { DimScore, Scorecard } from './types.ts';

function tr(locale: Locale, key: ScoreMessageKey, data?: Record<string, string | number>): string {
  return format(pick(scoreMessages[key], locale), data);
}

function r2(n: number): number {
  return Math.round(n * 100 + (n >= 0 ? 1e-9 : -1e-9)) / 100;
}

/** One decimal, no trailing ".0" beyond what toFixed would print for a dim: 3 → "3", 2.4 → "2.4", 6.4705… → "6.5". */
function one(n: number): string {
  return String(roundTo(n, 1));
}

/** A judge's validation detail on one line, short enough for a terminal (the JSON keeps it whole). */
function detailLine(detail: string): string {
  const flat = detail.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_MAX ? `${flat.slice(0, DETAIL_MAX - 1)}…` : flat;
}
const DETAIL_MAX = 200;

function tokens(n: number): string {
  return n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

export interface ScorecardJson {
  skill: string;
  mode: Scorecard['mode'];
  total: number | null;
  outOf: number;
  partial: boolean;
  dims: Record<Dimension, Omit<DimScore, 'detail'> & { detail?: string }>;
  usage: Scorecard['usage'];
  [extra: string]: unknown;
}

export function toScorecardJson(card: Scorecard): ScorecardJson {
  const dims = {} as ScorecardJson['dims'];
  for (const d of DIMENSIONS) {
    const x = card.dims[d];
    dims[d] = {
      ...x,
      value: x.value === null ? null : r2(x.value),
      points: r2(x.points),
      ...(x.module ? { module: { ...x.module, points: r2(x.module.points) } } : {}),
      ...(x.rubric !== undefined ? { rubric: x.rubric === null ? null : r2(x.rubric) } : {}),
      ...(x.cap ? { cap: { ...x.cap, uncapped: r2(x.cap.uncapped) } } : {}),
    };
  }
  const out: ScorecardJson = {
    skill: card.skill,
    mode: card.mode,
    total: card.total,
    outOf: card.outOf,
    partial: card.partial,
    dims,
    usage: card.usage,
    model: card.model,
    lang: card.lang,
    redline1Violation: card.redline1Violation,
  };
  if (card.gate) out.gate = card.gate;
  if (card.stopped) out.stopped = card.stopped;
  if (card.dim8)
    out.dim8 = {
      a: r2(card.dim8.a),
      b: r2(card.dim8.b),
      c: r2(card.dim8.c),
      dryRunRatio: r2(card.dim8.dryRunRatio),
      evaluations: card.dim8.evaluations.map(({ output: _o, ...e }) => (void _o, e)),
    };
  if (card.review) out.review = card.review;
  if (card.orthogonality) out.orthogonality = card.orthogonality;
  if (card.consumerBaseline) out.consumerBaseline = card.consumerBaseline;
  if (card.testPrompts) out.testPrompts = card.testPrompts;
  if (card.wrote) out.wrote = card.wrote;
  if (card.notes.length) out.notes = card.notes;
  return out;
}

function valueText(x: DimScore): string {
  return x.value === null ? '—' : x.value.toFixed(1);
}

function dimLine(d: Dimension, x: DimScore, locale: Locale): string {
  const name = pick(DIM_NAMES[d], locale);
  const parts: string[] = [];
  if (x.value === null) parts.push(`${tr(locale, 'notScored')}${locale === 'zh-CN' ? '：' : ': '}${notScoredWhy(x, locale)}`);
  else parts.push(x.evalMode + (x.judgeCount ? ` · ${tr(locale, 'judges', { n: x.judgeCount })}` : ''));
  if (x.module) {
    if (x.rubric !== null && x.rubric !== undefined) parts.push(tr(locale, 'module', { name: x.module.name, points: one(x.module.points), of: x.module.of, rubric: one(x.rubric) }));
    else parts.push(tr(locale, 'moduleOnly', { name: x.module.name, points: one(x.module.points), of: x.module.of }));
  }
  const tags = x.tags.filter((t) => !t.startsWith('[not scored') && !t.startsWith('[counted'));
  if (tags.length) parts.push(tags.join(' '));
  return `  ${d.padEnd(6)}${padDisplay(name, 24)}${valueText(x).padStart(5)}   ${parts.join('  ')}`;
}

/** The reason a dim is not scored, with the judge's detail (e.g. what failed validation) when there is one. */
function notScoredWhy(x: DimScore, locale: Locale): string {
  const reason = tr(locale, `reason.${x.reason ?? 'no-model'}` as ScoreMessageKey);
  return x.detail ? tr(locale, 'reasonDetail', { reason, detail: detailLine(x.detail) }) : reason;
}

/** Pad to a terminal width, counting CJK characters as two columns. */
function padDisplay(s: string, width: number): string {
  const w = [...s].reduce((n, ch) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1), 0);
  return s + ' '.repeat(Math.max(1, width - w));
}

export interface ScorecardTextOptions {
  /** Shown beside the total (the CLI passes the security verdict, SPEC B5a). */
  besideTotal?: string;
}

export function toScorecardText(card: Scorecard, locale: Locale, opts: ScorecardTextOptions = {}): string {
  const lines: string[] = [];
  lines.push(`${card.skill}  (${card.mode} · ${card.model} · ${card.lang})`);
  if (card.model === 'none') lines.push(`  ${tr(locale, 'staticOnly')}`);
  for (const d of DIMENSIONS) lines.push(dimLine(d, card.dims[d], locale));
  lines.push('');
  if (card.total === null) lines.push(tr(locale, 'totalNone'));
  else if (card.partial) lines.push(tr(locale, 'totalPartial', { total: card.total.toFixed(1), outOf: card.outOf }));
  else lines.push(tr(locale, 'total', { total: card.total.toFixed(1) }));
  if (opts.besideTotal) lines[lines.length - 1] += `  ${opts.besideTotal}`;
  const cap = card.dims.dim10.cap;
  if (cap) lines.push('  ' + tr(locale, 'capped', { at: cap.at, p0: card.review?.openP0 ?? 0, uncapped: cap.uncapped.toFixed(1) }));
  if (card.redline1Violation) lines.push('  ' + tr(locale, 'redline'));
  if (card.stopped === 'budget') lines.push(tr(locale, 'stoppedBudget'));
  if (card.stopped === 'cancelled') lines.push(tr(locale, 'stoppedCancelled'));
  if (card.testPrompts) lines.push(tr(locale, 'testPrompts', { n: card.testPrompts.prompts.length, source: card.testPrompts.source }) + (card.testPrompts.warning ? ` — ${card.testPrompts.warning}` : ''));
  if (card.review?.triggered)
    lines.push(
      tr(locale, 'review', { doc: card.review.docType ?? '?', n: card.review.normalised.length }) +
        (card.review.view !== undefined ? tr(locale, 'reviewView', { view: one(card.review.view), p0: card.review.openP0, p1: card.review.openP1, p2: card.review.openP2 }) : '') +
        reviewList(card),
    );
  if (card.gate?.blocked) lines.push(tr(locale, 'gateBlocked', { p1: card.gate.openP1, threshold: card.gate.threshold }));
  for (const o of card.orthogonality ?? [])
    lines.push(tr(locale, 'ortho', { agent: o.agent, trigger: o.trigger, verdict: o.reply ? `${o.reply.verdict} — ${o.reply.note}` : `${tr(locale, 'notScored')} (${o.failure?.detail ?? ''})` }) + ' [orthogonality]');
  if (card.consumerBaseline) {
    const b = card.consumerBaseline;
    lines.push(
      b.score === null
        ? tr(locale, 'baseline', { score: '—', blocked: ` (${b.failure?.detail ?? tr(locale, 'notScored')})` })
        : tr(locale, 'baseline', { score: one(b.score), blocked: b.blocked ? tr(locale, 'baselineBlocked') : '' }) + (b.blocked && b.report ? `\n  ${b.report}` : ''),
    );
  }
  for (const f of card.wrote ?? []) lines.push(tr(locale, 'wrote', { file: f }));
  for (const n of card.notes) lines.push(`note: ${n}`);
  if (card.model !== 'none') {
    lines.push(
      tr(locale, 'usage', { calls: card.usage.calls, input: tokens(card.usage.inputTokens), output: tokens(card.usage.outputTokens), hits: card.usage.cacheHits ?? 0 }) +
        (card.usage.estimated ? ' ' + tr(locale, 'usageEstimated') : ''),
    );
  }
  return lines.join('\n') + '\n';
}

function reviewList(card: Scorecard): string {
  const items = card.review?.normalised ?? [];
  return items
    .filter((i) => i.severity !== 'P2')
    .slice(0, 10)
    .map((i) => `\n  ${i.id} ${i.severity} [${i.section}] ${i.problem}`)
    .join('');
}
