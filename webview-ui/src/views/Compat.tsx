/**
 * Runtime compatibility (docs/features.md H10, issue 12 item 7): per runtime — Claude Code, Codex,
 * Cursor, Gemini CLI, GitHub Copilot / `gh skill`, OpenClaw — whether the skill loads,
 * is cut short or is dropped, every reason with its file:line (click to open) and the
 * source of the limit. The same verdicts as the skill report's table (core/compat).
 */
import type { SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import type { MessageKey } from '../i18n.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';
import { SkillPicker, chosenSkill } from './SkillPicker.tsx';

export function Compat({ skills, selected }: { skills: SkillView[]; selected: string | null }) {
  const { t, store } = useView();
  const skill = chosenSkill(skills, selected);
  if (!skill) return <p className="empty">{t('overview.empty')}</p>;
  const rows = skill.compatibility ?? null;
  const n = (v: string) => (rows ?? []).filter((r) => r.verdict === v).length;
  return (
    <section data-testid="compat-view">
      <div className="toolbar">
        <SkillPicker skills={skills} value={skill.id} />
      </div>
      <h3>{t('compat.title')}</h3>
      {!rows || rows.length === 0 ? (
        <EmptyState text={skill.error ? t('overview.error', skill.error) : t('compat.none')} testId="compat-empty">
          <CommandButton command="score" skill={skill.id} />
        </EmptyState>
      ) : (
        <>
          <p className="caption">{t('compat.intro')}</p>
          <p data-testid="compat-summary">{t('compat.summary', n('loads'), n('cut-short'), n('dropped'))}</p>
          <table className="grid compact" data-testid="compat-table">
            <thead>
              <tr>
                <th scope="col">{t('compat.runtime')}</th>
                <th scope="col">{t('compat.verdict')}</th>
                <th scope="col">{t('compat.why')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.runtime} data-runtime={r.runtime} data-verdict={r.verdict}>
                  <th scope="row">{r.name}</th>
                  <td>
                    <span className={`chip cv-${r.verdict}`}>
                      {r.verdict === 'dropped' ? '⛔ ' : r.verdict === 'cut-short' ? '✂ ' : '✓ '}
                      {t(`compat.verdict.${r.verdict}` as MessageKey)}
                    </span>
                  </td>
                  <td className="note">
                    {r.reasons.length === 0 ? (
                      '—'
                    ) : (
                      <ul className="reasons">
                        {r.reasons.map((x, i) => (
                          <li key={i} className={`effect-${x.effect}`}>
                            {x.effect === 'note' && <span className="chip">{t('compat.note')}</span>} {x.text}{' '}
                            <button type="button" className="link" onClick={() => store.openFile(skill.id, x.file, x.line)}>
                              {x.file}:{x.line}
                            </button>
                            {x.source && (
                              <>
                                {' · '}
                                <a href={x.source} title={x.source}>
                                  {t('compat.source')}
                                </a>
                              </>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
