/**
 * The dimension breakdown of one skill: the 10 rubric dimensions (dim7 as 7a static +
 * 7b judged) with weights, values, points, the module sub-score and the judged rubric
 * share of the half-static ones, eval_mode and judge_count, and which are not scored.
 */
import type { DimensionRow, SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { fmt, spreadKey, withSpread } from '../format.ts';
import type { MessageKey, Translate } from '../i18n.ts';
import { SkillPicker, chosenSkill } from './SkillPicker.tsx';
import { CommandButton, EmptyState } from './CommandButton.tsx';
import { Verdict } from './Overview.tsx';

function reasonText(reason: string | null, t: Translate): string {
  if (!reason) return '';
  const key = `reason.${reason}` as MessageKey;
  const s = t(key);
  return s === key ? reason : s;
}

function status(r: DimensionRow, t: Translate): { cls: string; text: string } {
  if (r.scored) return { cls: 'ok', text: t('breakdown.scored') };
  if (r.points !== null && r.points !== undefined && r.outOf > 0) return { cls: 'partial', text: `${t('breakdown.partly')} · ${reasonText(r.reason, t)}` };
  return { cls: 'muted', text: `${t('breakdown.unscored')}${r.reason ? ` · ${reasonText(r.reason, t)}` : ''}` };
}

export function Breakdown({ skills, selected }: { skills: SkillView[]; selected: string | null }) {
  const { t } = useView();
  const skill = chosenSkill(skills, selected);
  if (!skill) return <p className="empty">{t('overview.empty')}</p>;
  const b = skill.breakdown;
  return (
    <section data-testid="breakdown-view">
      <div className="toolbar">
        <SkillPicker skills={skills} value={skill.id} />
      </div>
      {!b ? (
        <EmptyState text={skill.error ? t('overview.error', skill.error) : t('breakdown.empty')} testId="breakdown-empty">
          <CommandButton command="score" skill={skill.id} />
        </EmptyState>
      ) : (
        <>
          <p className="caption">{b.source === 'static' ? t('breakdown.static') : t('breakdown.card', b.mode ? t(`mode.${b.mode}`) : '—')}</p>
          <p className="total" data-testid="breakdown-total" title={b.spread ? t(spreadKey(b.spread)) : undefined}>
            {t('breakdown.total', withSpread(b.total, b.spread), fmt(b.outOf))}
            <Verdict security={skill.security} />
          </p>
          <table className="grid" data-testid="breakdown-table">
            <thead>
              <tr>
                <th scope="col">{t('breakdown.dim')}</th>
                <th scope="col" className="num">
                  {t('breakdown.weight')}
                </th>
                <th scope="col" className="num">
                  {t('breakdown.value')}
                </th>
                <th scope="col" className="num">
                  {t('breakdown.points')}
                </th>
                <th scope="col">{t('breakdown.module')}</th>
                <th scope="col" className="num">
                  {t('breakdown.rubric')}
                </th>
                <th scope="col">{t('breakdown.evalMode')}</th>
                <th scope="col" className="num">
                  {t('breakdown.judges')}
                </th>
                <th scope="col">{t('breakdown.status')}</th>
              </tr>
            </thead>
            <tbody>
              {b.rows.map((r) => {
                const s = status(r, t);
                return (
                  <tr key={r.dim} data-dim={r.dim} className={s.cls === 'muted' ? 'muted' : undefined}>
                    <th scope="row">
                      <code>{r.dim}</code> {t(`dim.${r.dim}` as MessageKey)}
                    </th>
                    <td className="num">{r.weight}</td>
                    <td className="num">{fmt(r.value)}</td>
                    <td className="num">{r.outOf > 0 ? `${fmt(r.points)} / ${fmt(r.outOf)}` : '—'}</td>
                    <td>{r.module ? `${r.module.name} ${fmt(r.module.points, 2)} / ${fmt(r.module.of)}` : '—'}</td>
                    <td className="num">{fmt(r.rubric)}</td>
                    <td>{r.evalMode}</td>
                    <td className="num" data-judges={r.judges?.join(',')}>
                      {r.judgeCount}
                      {r.judges && r.judges.length > 1 && <span className="sub"> ({r.judges.map((j) => fmt(j)).join(', ')})</span>}
                      {r.disagree && (
                        <span className="chip level-checkpoint" data-testid="judges-disagree">
                          {t('breakdown.disagree')}
                        </span>
                      )}
                    </td>
                    <td className={`status ${s.cls}`}>{s.text}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {b.notScored.length > 0 && (
            <p className="caption" data-testid="not-scored">
              {t('breakdown.notScored', b.notScored.join(', '))}
            </p>
          )}
        </>
      )}
    </section>
  );
}
