/** Number formatting shared by the views (one decimal, as the scores are recorded). */
import type { SpreadView } from '../../src/shared/protocol.ts';
import { scoreWithSpread } from '../../src/core/scoring/scorecard/spread.ts';

export function fmt(n: number | null | undefined, digits = 1): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return r.toFixed(digits).replace(/\.0+$/, '');
}

/** A total with its ± at the precision the ± supports ("69 ± 3", "68.9 ± 1.5"); without one, as recorded. */
export function withSpread(total: number | null, spread: SpreadView | undefined): string {
  if (total === null || !spread) return fmt(total);
  return scoreWithSpread(total, spread.sd);
}

/** What the ± rests on, for a title attribute. */
export function spreadKey(spread: SpreadView): 'score.spreadJudges' | 'score.spreadAtLeast' | 'score.spreadNoise' {
  return spread.source === 'noise-floor' ? 'score.spreadNoise' : spread.atLeast ? 'score.spreadAtLeast' : 'score.spreadJudges';
}

export function signed(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  return `${n > 0 ? '+' : n < 0 ? '−' : '±'}${fmt(Math.abs(n))}`;
}

export function pct(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

export function int(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : Math.round(n).toLocaleString('en-US');
}

/** A local time for a timestamp the host sent (ISO or results.tsv `YYYY-MM-DD HH:MM`). */
export function when(ts: string | null | undefined): string {
  if (!ts) return '—';
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return ts;
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
