/**
 * The Scorecard for people (text, English or Chinese) and for machines (the docs/features.md §9
 * `score --format json` contract; values rounded to two decimals, `total` to one).
 */
import { format, pick, t, type Locale } from '../../base/l10n/index.ts';
import type { Dimension } from '../../rules/types.ts';
import { DIMENSIONS, roundTo } from '../../engine/rubric/weights.ts';
import { DIM_NAMES, scoreMessages, type ScoreMessageKey } from './messages.ts';
import type { DimScore, Scorecard } from './types.ts';
import { atPrecision, spreadText } from './spread.ts';

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
  if (card.totalSpread) out.totalSpread = card.totalSpread;
  if (card.disagreement) out.disagreement = card.disagreement;
  if (card.gate) out.gate = card.gate;
  if (card.stopped) out.stopped = card.stopped;
  // docs/features.md D9 / C3a: what the total rests on, and the static view as `luban scan` computes it.
  out.judged = card.judged;
  out.staticChecks = { points: roundTo(card.staticChecks.points, 1), outOf: roundTo(card.staticChecks.outOf, 1) };
  if (card.modelFailure) out.modelFailure = card.modelFailure;
  if (card.incomplete) out.incomplete = card.incomplete;
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
  // The generated baseline skill's text is an artefact (`--write-baseline` writes it), not part of the card's JSON.
  if (card.consumerBaseline) out.consumerBaseline = (({ text: _t, ...cb }) => (void _t, cb))(card.consumerBaseline);
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
  else parts.push(x.evalMode + (x.judgeCount ? ` · ${judgesText(x, locale)}` : ''));
  if (x.module) {
    if (x.rubric !== null && x.rubric !== undefined)
      parts.push(tr(locale, 'module', { name: x.module.name, points: one(x.module.points), of: x.module.of, rubric: one(x.rubric) }));
    else parts.push(tr(locale, 'moduleOnly', { name: x.module.name, points: one(x.module.points), of: x.module.of }));
  }
  const tags = x.tags.filter((t) => !t.startsWith('[not scored') && !t.startsWith('[counted'));
  if (tags.length) parts.push(tags.join(' '));
  return `  ${d.padEnd(6)}${padDisplay(name, 24)}${valueText(x).padStart(5)}   ${parts.join('  ')}`;
}

/** Who judged a dim: each judge's own value when recorded ("2 judges: 2, 5"), "1 judge, spread unknown" for one. */
function judgesText(x: DimScore, locale: Locale): string {
  const j = x.spread?.judges;
  if (!j) return x.judgeCount === 1 ? tr(locale, 'oneJudge') : tr(locale, 'notRecorded', { n: x.judgeCount });
  return j.length === 1 ? tr(locale, 'oneJudge') : tr(locale, 'judgesSaid', { n: j.length, values: j.map(one).join(', ') });
}

/** The total to the precision its ± supports, with the ± when known ("69 ± 3", "68.9"). */
function totalText(card: Scorecard, locale: Locale): string {
  const s = card.totalSpread;
  if (card.total === null) return '—';
  if (!s || s.sd === null) return card.total.toFixed(1);
  return tr(locale, 'totalWithSpread', { total: atPrecision(card.total, s.decimals), spread: spreadText(s.sd, s.decimals) });
}

/** What the total's ± rests on, one line; and the dims whose judges disagree. */
function spreadLines(card: Scorecard, locale: Locale): string[] {
  const s = card.totalSpread;
  const lines: string[] = [];
  if (s?.source === 'noise-floor' && s.sd !== null) lines.push(tr(locale, 'fromNoiseFloor', { spread: spreadText(s.sd, s.decimals), n: s.judgings ?? '?' }));
  else if (s?.source === 'judges' && s.sd !== null) {
    const data = { spread: spreadText(s.sd, s.decimals), sd: one(s.judgeSd ?? 0), df: s.df ?? 0, dims: s.unknown.join(', ') };
    lines.push(tr(locale, s.atLeast ? 'fromJudgesAtLeast' : 'fromJudges', data));
  } else if (s?.source === 'unknown') lines.push(tr(locale, 'unknownSpread'));
  if (card.disagreement?.length)
    lines.push(tr(locale, 'disagree', { dims: card.disagreement.map((d) => `${d} (${card.dims[d].spread?.judges.map(one).join(' vs ')})`).join(', ') }));
  return lines;
}

/** "The model did not answer: N of M calls failed (reason)" — or, when some judged part counts, how many failed. */
export function modelFailureLine(card: Pick<Scorecard, 'modelFailure' | 'total'>, locale: Locale): string | undefined {
  const f = card.modelFailure;
  if (!f) return undefined;
  const kind = tr(locale, `failure.${f.reason}` as ScoreMessageKey, { status: f.status ?? '?' });
  const reason = tr(locale, 'failureReason', { kind, detail: detailLine(f.detail) });
  return tr(locale, card.total === null ? 'modelSilent' : 'modelSomeFailed', { failed: f.failed, calls: f.calls, reason });
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
  /** Shown beside the total (the CLI passes the security verdict, docs/features.md B5a). */
  besideTotal?: string;
}

export function toScorecardText(card: Scorecard, locale: Locale, opts: ScorecardTextOptions = {}): string {
  const lines: string[] = [];
  lines.push(`${card.skill}  (${card.mode} · ${card.model} · ${card.lang})`);
  if (card.model === 'none') lines.push(`  ${tr(locale, 'staticOnly')}`);
  for (const d of DIMENSIONS) lines.push(dimLine(d, card.dims[d], locale));
  lines.push('');
  const stat = { points: roundTo(card.staticChecks.points, 1), outOf: roundTo(card.staticChecks.outOf, 1) };
  // Not scored: the static view stands alone, worded exactly as `luban scan` words it.
  if (card.total === null) lines.push(`${tr(locale, 'totalNone')} — ${t(locale, 'cli.staticScore', { total: stat.points, outOf: stat.outOf })}`);
  else if (card.partial) lines.push(tr(locale, 'totalPartial', { total: totalText(card, locale), outOf: card.outOf }));
  else lines.push(tr(locale, 'total', { total: totalText(card, locale) }));
  if (card.total !== null) lines[lines.length - 1] += tr(locale, 'staticBeside', stat);
  if (opts.besideTotal) lines[lines.length - 1] += `  ${opts.besideTotal}`;
  // Once, under the total: what the form checks do not measure (issue 32 item 1, docs/validity.md).
  lines.push(`  ${t(locale, 'cli.formChecksNote')}`);
  const failed = modelFailureLine(card, locale);
  if (failed) lines.push(failed);
  if (card.total !== null) lines.push(...spreadLines(card, locale));
  const cap = card.dims.dim10.cap;
  if (cap) lines.push('  ' + tr(locale, 'capped', { at: cap.at, p0: card.review?.openP0 ?? 0, uncapped: cap.uncapped.toFixed(1) }));
  if (card.redline1Violation) lines.push('  ' + tr(locale, 'redline'));
  if (card.stopped === 'budget') lines.push(tr(locale, 'stoppedBudget'));
  if (card.stopped === 'cancelled') lines.push(tr(locale, 'stoppedCancelled'));
  if (card.testPrompts)
    lines.push(
      tr(locale, 'testPrompts', { n: card.testPrompts.prompts.length, source: card.testPrompts.source }) +
        (card.testPrompts.warning ? ` — ${card.testPrompts.warning}` : ''),
    );
  if (card.review?.triggered)
    lines.push(
      tr(locale, 'review', { doc: card.review.docType ?? '?', n: card.review.normalised.length }) +
        (card.review.view !== undefined
          ? tr(locale, 'reviewView', { view: one(card.review.view), p0: card.review.openP0, p1: card.review.openP1, p2: card.review.openP2 })
          : '') +
        reviewCutText(card, locale) +
        reviewList(card),
    );
  if (card.gate?.blocked) lines.push(tr(locale, 'gateBlocked', { p1: card.gate.openP1, threshold: card.gate.threshold }));
  for (const o of card.orthogonality ?? [])
    lines.push(
      tr(locale, 'ortho', {
        agent: o.agent,
        trigger: o.trigger,
        verdict: o.reply ? `${o.reply.verdict} — ${o.reply.note}` : `${tr(locale, 'notScored')} (${o.failure?.detail ?? ''})`,
      }) + ' [orthogonality]',
    );
  if (card.consumerBaseline) {
    const b = card.consumerBaseline;
    lines.push(
      b.score === null
        ? tr(locale, 'baseline', { score: '—', blocked: ` (${b.failure?.detail ?? tr(locale, 'notScored')})` })
        : tr(locale, 'baseline', { score: one(b.score), blocked: b.blocked ? tr(locale, 'baselineBlocked') : '' }) +
            (b.blocked && b.report ? `\n  ${b.report}` : ''),
    );
  }
  for (const f of card.wrote ?? []) lines.push(tr(locale, 'wrote', { file: f }));
  for (const n of card.notes) lines.push(`note: ${n}`);
  if (card.model !== 'none') {
    lines.push(
      tr(locale, 'usage', {
        calls: card.usage.calls,
        input: tokens(card.usage.inputTokens),
        output: tokens(card.usage.outputTokens),
        hits: card.usage.cacheHits ?? 0,
      }) + (card.usage.estimated ? ' ' + tr(locale, 'usageEstimated') : ''),
    );
  }
  return lines.join('\n') + '\n';
}

/** A review that did not finish: its view rests on the roles that answered and is not counted (docs/features.md D9). */
function reviewCutText(card: Scorecard, locale: Locale): string {
  const r = card.review;
  if (!r?.triggered || r.failure || card.dims.dim10.value !== null) return '';
  const answered = r.roles.filter((x) => x.status === 'answered').length;
  return tr(locale, 'reviewCut', { answered, roles: r.roles.length });
}

function reviewList(card: Scorecard): string {
  const items = card.review?.normalised ?? [];
  return items
    .filter((i) => i.severity !== 'P2')
    .slice(0, 10)
    .map((i) => `\n  ${i.id} ${i.severity} [${i.section}] ${i.problem}`)
    .join('');
}
