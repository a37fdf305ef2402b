/** Score history of one skill from its results.tsv (plus this run's rounds not yet written). */
import type { SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { fmt, signed } from '../format.ts';
import { ScoreChart } from './ScoreChart.tsx';
import { SkillPicker, chosenSkill } from './SkillPicker.tsx';
import { CommandButton, EmptyState } from './CommandButton.tsx';
import { Verdict } from './Overview.tsx';

export function History({ skills, selected }: { skills: SkillView[]; selected: string | null }) {
  const { t, store } = useView();
  const skill = chosenSkill(skills, selected);
  if (!skill) return <p className="empty">{t('overview.empty')}</p>;
  return (
    <section data-testid="history-view">
      <div className="toolbar">
        <SkillPicker skills={skills} value={skill.id} />
        <Verdict security={skill.security} />
        <button type="button" className="link" onClick={() => store.openFile(skill.id, 'results.tsv')}>
          {t('history.openResults')}
        </button>
      </div>
      {skill.historyProblems.length > 0 && (
        <div className="banner warn" role="status">
          {t('history.problems')}
          <ul>
            {skill.historyProblems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {skill.history.length === 0 ? (
        <EmptyState text={t('history.empty')} testId="history-empty">
          <CommandButton command="optimize" skill={skill.id} />
        </EmptyState>
      ) : (
        <>
          <ScoreChart points={skill.history} title={t('history.chart', skill.name)} />
          <table className="grid compact" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{t('history.round')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">{t('history.dim')}</th>
                <th scope="col" className="num">
                  {t('history.old')}
                </th>
                <th scope="col" className="num">
                  {t('history.new')}
                </th>
                <th scope="col" className="num">
                  {t('history.delta')}
                </th>
                <th scope="col">{t('history.evalMode')}</th>
                <th scope="col" className="num">
                  {t('history.judges')}
                </th>
                <th scope="col">{t('history.note')}</th>
              </tr>
            </thead>
            <tbody>
              {skill.history.map((p, i) => (
                <tr key={i} className={`status-${p.status}`}>
                  <td>
                    {p.round}
                    {p.line === 0 && <span className="sub"> · {t('history.live')}</span>}
                  </td>
                  <td>
                    <span className={`chip st-${p.status}`}>{p.status}</span>
                  </td>
                  <td>{p.dim}</td>
                  <td className="num">{fmt(p.oldScore)}</td>
                  <td className="num">
                    {fmt(p.newScore)}
                    {p.partial && p.outOf ? <span className="sub"> {t('history.partialCell', fmt(p.outOf))}</span> : null}
                  </td>
                  <td className={`num ${p.delta !== null && p.delta > 0 ? 'ok' : p.delta !== null && p.delta < 0 ? 'bad' : ''}`}>{signed(p.delta)}</td>
                  <td>{p.evalMode}</td>
                  <td className="num">{p.judgeCount ?? '—'}</td>
                  <td className="note">{p.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
