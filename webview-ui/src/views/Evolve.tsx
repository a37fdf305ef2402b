/**
 * An evolve run (docs/features.md F1, "Luban: Evolve Skill"), live while it runs: the score of each
 * iteration against the threshold (hand-written SVG bars with the threshold line), the
 * weak dimensions, and the diff each rewrite made.
 */
import type { EvolveRunView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { fmt } from '../format.ts';
import { pick } from '../i18n.ts';
import { Diff } from './Diff.tsx';
import { CommandButton, EmptyState } from './CommandButton.tsx';

const W = 640;
const H = 180;
const PAD = 28;

export function EvolveChart({ run }: { run: EvolveRunView }) {
  const { t } = useView();
  const n = Math.max(run.iterations.length, 1);
  const slot = (W - PAD * 2) / Math.max(n, run.maxIterations > 12 ? n : run.maxIterations);
  const y = (score: number) => H - PAD - ((H - PAD * 2) * Math.max(0, Math.min(100, score))) / 100;
  return (
    <svg className="evolve-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('evolve.chart', run.name, run.threshold)} data-testid="evolve-chart">
      <line x1={PAD} x2={W - PAD} y1={y(run.threshold)} y2={y(run.threshold)} className="threshold" strokeDasharray="4 3" />
      <text x={W - PAD} y={y(run.threshold) - 4} textAnchor="end" className="axis">
        {t('evolve.threshold', run.threshold)}
      </text>
      {run.iterations.map((it, i) => (
        <g key={it.iteration} data-testid="evolve-bar" data-score={it.score}>
          <rect x={PAD + i * slot + slot * 0.15} width={slot * 0.7} y={y(it.score)} height={H - PAD - y(it.score)} className={it.passed ? 'bar pass' : 'bar'}>
            <title>{t('evolve.barTitle', it.iteration, it.version, fmt(it.score))}</title>
          </rect>
          <text x={PAD + i * slot + slot / 2} y={y(it.score) - 4} textAnchor="middle" className="axis">
            {fmt(it.score)}
          </text>
          <text x={PAD + i * slot + slot / 2} y={H - PAD + 14} textAnchor="middle" className="axis">
            v{it.iteration}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function Evolve({ run }: { run: EvolveRunView | null }) {
  const { t, locale, store } = useView();
  if (!run)
    return (
      <EmptyState text={t('evolve.none')} testId="evolve-empty">
        <CommandButton command="evolve" skill={null} />
      </EmptyState>
    );
  return (
    <section data-testid="evolve-view">
      <div className="toolbar">
        <strong>{run.name}</strong>
        <span>{t(`evolve.status.${run.status}`)}</span>
        <button type="button" className="link" onClick={() => store.openFile(run.skill, 'evolve/evolve_log.md')}>
          {t('evolve.openLog')}
        </button>
      </div>
      {run.message && <p data-testid="evolve-message">{pick(run.message, locale)}</p>}
      <EvolveChart run={run} />
      <table className="grid compact" data-testid="evolve-table">
        <thead>
          <tr>
            <th scope="col">{t('evolve.iteration')}</th>
            <th scope="col">{t('evolve.version')}</th>
            <th scope="col">{t('evolve.score')}</th>
            <th scope="col">{t('evolve.weak')}</th>
            <th scope="col">{t('evolve.change')}</th>
          </tr>
        </thead>
        <tbody>
          {run.iterations.map((it) => (
            <tr key={it.iteration}>
              <td>v{it.iteration}</td>
              <td>{it.version}</td>
              <td>
                {fmt(it.score)} / {run.threshold} {it.passed ? '✅' : ''}
              </td>
              <td>{it.weak.length ? it.weak.map((w) => `${w.name} ${w.score}`).join(', ') : t('overview.none')}</td>
              <td>
                {it.diff ? (
                  <details>
                    <summary>{it.changeDescription ?? t('evolve.diff')}</summary>
                    <Diff text={it.diff} label={t('evolve.diffLabel', it.iteration)} />
                  </details>
                ) : (
                  t('overview.none')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
