/**
 * The score-history chart, hand-written SVG (0 KB of library: uPlot would add ~45 KB
 * minified and Chart.js ~200 KB, against a 250 KB budget that React already uses half
 * of; a polyline with a few dozen marks needs neither). The solid line is the score the
 * skill keeps after each round; a revert draws a dashed drop to the score that was tried
 * and thrown away. The axis is the percentage of the points each row was scored on (issue
 * 26 item 6): points of different scales never share an axis, and a row compared on fewer
 * points (partial) is a hollow, dashed mark that leaves the line where it was — never a
 * fall. Marks: ● kept, ✕ reverted, ◆ baseline, ■ other; each mark is
 * focusable and shows a tooltip with the round's note. Colours come from the theme's
 * --vscode-charts-* variables (see styles.css).
 */
import { useState } from 'react';
import type { HistoryPoint } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { fmt, signed } from '../format.ts';
import type { Translate } from '../i18n.ts';

export type MarkKind = 'keep' | 'revert' | 'baseline' | 'other';

export interface Plotted {
  point: HistoryPoint;
  kind: MarkKind;
  /** The whole score the skill holds after this round, as % of its points. */
  held: number | null;
  /** Where the mark sits, as % of the row's points (the tried score for a revert). */
  mark: number | null;
  /** Scored on fewer points than the whole card: drawn hollow, the line does not move. */
  partial: boolean;
}

/** A score as % of the points it is out of (a row from an older host without `outOf`: as written, on 100). */
export function percentOf(score: number | null, outOf: number | null | undefined): number | null {
  if (score === null) return null;
  return outOf && outOf > 0 ? (score / outOf) * 100 : score;
}

export function plot(points: readonly HistoryPoint[]): Plotted[] {
  let held: number | null = null;
  return points.map((p) => {
    const kind: MarkKind = p.status === 'keep' ? 'keep' : p.status === 'revert' ? 'revert' : p.status === 'baseline' ? 'baseline' : 'other';
    const partial = p.partial === true;
    const now = percentOf(p.newScore, p.outOf);
    const before = percentOf(p.oldScore, p.outOf);
    if (partial) return { point: p, kind, held, mark: now ?? before, partial };
    if (kind === 'keep' || kind === 'baseline') held = now ?? held;
    else held = before ?? held;
    const mark = kind === 'revert' || kind === 'other' ? (now ?? held) : held;
    return { point: p, kind, held, mark, partial };
  });
}

/** About `count` round tick values covering [lo, hi]. */
export function ticks(lo: number, hi: number, count = 5): number[] {
  const span = hi - lo || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

const W = 640;
const H = 240;
const L = 44;
const R = 16;
const T = 22;
const B = 34;

function describe(p: Plotted, t: Translate): string[] {
  const q = p.point;
  const lines = [t('history.tip.round', q.round, q.status), t('history.tip.score', fmt(q.oldScore), fmt(q.newScore), signed(q.delta))];
  if (q.dim && q.dim !== '-') lines.push(`${t('history.dim')}: ${q.dim}`);
  lines.push(t('history.tip.mode', q.evalMode, q.judgeCount ?? '—'));
  if (p.partial && q.outOf) lines.push(t('history.tip.partial', fmt(q.outOf), fmt(p.mark)));
  else if (q.outOf && q.outOf !== 100) lines.push(t('history.tip.scale', fmt(q.outOf), fmt(p.mark)));
  if (q.note && q.note !== '-') lines.push(q.note);
  return lines;
}

export function ScoreChart({ points, title }: { points: HistoryPoint[]; title: string }) {
  const { t } = useView();
  const [active, setActive] = useState<number | null>(null);
  const data = plot(points);
  const values = data.flatMap((d) => [d.held, d.mark]).filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const pad = Math.max(1, (hi - lo) * 0.1);
  lo = Math.max(0, lo - pad);
  hi = hi + pad;
  const n = data.length;
  const x = (i: number) => (n === 1 ? L + (W - L - R) / 2 : L + (i * (W - L - R)) / (n - 1));
  const y = (v: number) => T + ((hi - v) / (hi - lo)) * (H - T - B);
  const line = data
    .map((d, i) => (d.held === null ? '' : `${x(i).toFixed(1)},${y(d.held).toFixed(1)}`))
    .filter(Boolean)
    .join(' ');
  const tip = active === null ? null : data[active];
  return (
    <figure className="chart" data-testid="score-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label={title}>
        {ticks(lo, hi).map((v) => (
          <g key={v} className="tick">
            <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} />
            <text x={L - 6} y={y(v) + 4} textAnchor="end">
              {fmt(v)}
            </text>
          </g>
        ))}
        <polyline className="held" points={line} />
        <text className="axis" x={4} y={T - 8}>
          {t('history.axis')}
        </text>
        {data.map((d, i) =>
          d.kind === 'revert' && !d.partial && d.held !== null && d.mark !== null ? (
            <line key={`drop${i}`} className="drop" x1={x(i)} x2={x(i)} y1={y(d.held)} y2={y(d.mark)} />
          ) : null,
        )}
        {data.map((d, i) => (
          <text key={`x${i}`} className="xlabel" x={x(i)} y={H - B + 18} textAnchor="middle">
            {d.point.round}
          </text>
        ))}
        {data.map((d, i) => {
          if (d.mark === null) return null;
          const cx = x(i);
          const cy = y(d.mark);
          const label = describe(d, t).join('. ');
          return (
            <g
              key={i}
              className={`mark mark-${d.kind}${d.partial ? ' partial' : ''}${active === i ? ' active' : ''}`}
              data-kind={d.kind}
              data-partial={d.partial ? 'true' : undefined}
              data-pct={d.mark.toFixed(1)}
              data-index={i}
              tabIndex={0}
              role="img"
              aria-label={label}
              onMouseEnter={() => setActive(i)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(i)}
              onBlur={() => setActive(null)}
            >
              <circle className="hit" cx={cx} cy={cy} r={11} />
              {d.kind === 'keep' && <circle cx={cx} cy={cy} r={5} />}
              {d.kind === 'baseline' && <path d={`M${cx} ${cy - 6}L${cx + 6} ${cy}L${cx} ${cy + 6}L${cx - 6} ${cy}Z`} />}
              {d.kind === 'revert' && <path d={`M${cx - 5} ${cy - 5}L${cx + 5} ${cy + 5}M${cx + 5} ${cy - 5}L${cx - 5} ${cy + 5}`} />}
              {d.kind === 'other' && <rect x={cx - 4} y={cy - 4} width={8} height={8} />}
              {d.point.dim && d.point.dim !== '-' && (d.kind === 'keep' || d.kind === 'revert') && (
                <text className="dimlabel" x={cx} y={cy - 10} textAnchor="middle">
                  {d.point.dim}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {tip && tip.mark !== null && (
        <div className="tooltip" role="tooltip" data-testid="chart-tooltip" style={{ left: `${(x(active!) / W) * 100}%`, top: `${(y(tip.mark) / H) * 100}%` }}>
          {describe(tip, t).map((l, k) => (
            <div key={k} className={k === 0 ? 'strong' : undefined}>
              {l}
            </div>
          ))}
        </div>
      )}
      <figcaption className="legend">
        <span className="mark-keep">● {t('history.legend.keep')}</span>
        <span className="mark-revert">✕ {t('history.legend.revert')}</span>
        <span className="mark-baseline">◆ {t('history.legend.baseline')}</span>
        <span className="mark-other">■ {t('history.legend.other')}</span>
        {data.some((d) => d.partial) && <span className="mark-partial">○ {t('history.legend.partial')}</span>}
      </figcaption>
    </figure>
  );
}
