/**
 * A skill's seed-v2 lifecycle (docs/features.md E1–E3, issue 13 item 6): what the scheduler says is
 * due (each with the button that runs it), the EvoSkill failure reports of failures.jsonl
 * (gap type, located file:line, repeated failures per rule, the proposed patch's status)
 * and the MUSE regression history (per run: verdict, pass / fail / not-run, failing cases
 * with why, the rollback suggestion). Empty sections offer the command that fills them.
 */
import type { DueReminderView, FailuresView, RegressView, SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { when } from '../format.ts';
import { pick, type MessageKey } from '../i18n.ts';
import { MUSE_DIMENSION_EN } from '../i18n-lifecycle.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';
import { SkillPicker, chosenSkill } from './SkillPicker.tsx';

export function Lifecycle({ skills, selected }: { skills: SkillView[]; selected: string | null }) {
  const { t } = useView();
  const skill = chosenSkill(skills, selected);
  if (!skill) return <p className="empty">{t('overview.empty')}</p>;
  const lc = skill.lifecycle ?? null;
  return (
    <section data-testid="lifecycle-view">
      <div className="toolbar">
        <SkillPicker skills={skills} value={skill.id} />
      </div>
      <Due skill={skill} due={lc?.due ?? []} />
      <Failures skill={skill} failures={lc?.failures ?? null} />
      <Regress skill={skill} regress={lc?.regress ?? null} />
    </section>
  );
}

function Due({ skill, due }: { skill: SkillView; due: DueReminderView[] }) {
  const { t, locale } = useView();
  const shown = due.filter((d) => d.applicable);
  return (
    <div className="panel" data-testid="due-panel">
      <h3>{t('due.title')}</h3>
      <p className="caption">{t('due.intro')}</p>
      {shown.length === 0 ? (
        <p className="empty">{t('due.none')}</p>
      ) : (
        <table className="grid compact" data-testid="due-table">
          <thead>
            <tr>
              <th scope="col">{t('due.task')}</th>
              <th scope="col">{t('due.state')}</th>
              <th scope="col">{t('due.why')}</th>
              <th scope="col">{t('due.last')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {shown.map((d) => (
              <tr key={d.module} data-module={d.module} className={d.due ? 'due' : undefined}>
                <td>{pick(d.task, locale)}</td>
                <td>
                  <span className={`chip ${d.due ? 'st-waiting' : 'st-done'}`}>{d.due ? t('due.due') : t('due.notDue')}</span>
                  {d.nextDue && <div className="sub">{t('due.next', d.nextDue)}</div>}
                </td>
                <td className="note">{pick(d.reason, locale)}</td>
                <td>{when(d.lastRun)}</td>
                <td className="actions">
                  <CommandButton command={d.command} skill={skill.id} label="cmd.run" secondary={!d.due} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Lines of a record file that could not be read: shown, never dropped. */
function ProblemsBanner({ title, problems }: { title: string; problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <div className="banner warn" role="status">
      {title}
      <ul>
        {problems.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
}

function Failures({ skill, failures }: { skill: SkillView; failures: FailuresView | null }) {
  const { t, locale, store } = useView();
  const empty = !failures || failures.total === 0;
  return (
    <div className="panel" data-testid="failures-panel">
      <h3>{t('failures.title')}</h3>
      <ProblemsBanner title={t('failures.problems')} problems={failures?.problems ?? []} />
      {empty ? (
        <EmptyState text={t('failures.empty')} testId="failures-empty">
          <CommandButton command="reportFailure" skill={skill.id} />
        </EmptyState>
      ) : (
        <>
          <p className="caption">{t('failures.intro')}</p>
          <div className="toolbar">
            <span>{t('failures.summary', failures.total, failures.repeated.length)}</span>
            <CommandButton command="reportFailure" skill={skill.id} secondary />
          </div>
          {failures.reports.length < failures.total && <p className="sub">{t('failures.shown', failures.reports.length, failures.total)}</p>}
          {failures.repeated.length > 0 && (
            <>
              <h4>{t('failures.repeated')}</h4>
              <ul className="alerts" data-testid="failures-repeated">
                {failures.repeated.map((r, i) => (
                  <li key={i} data-count={r.count}>
                    <button type="button" className="link" onClick={() => store.openFile(skill.id, r.file, r.line)}>
                      {r.file}:{r.line}
                    </button>{' '}
                    <span className="chip st-waiting">{t('failures.times', r.count)}</span> {r.rule}
                    <span className="sub"> · {r.types.map((g) => t(`gap.${g}` as MessageKey)).join(', ')}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <table className="grid compact" data-testid="failures-table">
            <thead>
              <tr>
                <th scope="col">{t('failures.id')}</th>
                <th scope="col">{t('failures.when')}</th>
                <th scope="col">{t('failures.gap')}</th>
                <th scope="col">{t('failures.where')}</th>
                <th scope="col" className="num">
                  {t('failures.count')}
                </th>
                <th scope="col">{t('failures.status')}</th>
                <th scope="col">{t('failures.proposal')}</th>
              </tr>
            </thead>
            <tbody>
              {failures.reports.map((r) => (
                <tr key={r.id} data-report={r.id}>
                  <td>{r.id}</td>
                  <td>{when(r.timestamp)}</td>
                  <td>
                    {r.gap ? pick(r.gap.label, locale) : t('failures.unclassified')}
                    <div className="sub">{t(`failures.evidence.${r.evidence}` as MessageKey)}</div>
                  </td>
                  <td>
                    {r.file !== null ? (
                      <button type="button" className="link" onClick={() => store.openFile(skill.id, r.file!, r.line)}>
                        {r.file}:{r.line ?? 1}
                      </button>
                    ) : (
                      t('failures.notLocated')
                    )}
                    {r.rule && <div className="sub">{r.rule}</div>}
                  </td>
                  <td className={`num ${r.ruleCount > 1 ? 'bad' : ''}`}>{r.ruleCount > 0 ? `${r.ruleCount}×` : '—'}</td>
                  <td>
                    <span className={`chip fs-${r.status}`}>{t(`failures.status.${r.status}` as MessageKey)}</span>
                  </td>
                  <td className="note">
                    {r.proposal ? (
                      <>
                        <code className="old">{r.proposal.oldStr}</code> → <code className="new">{r.proposal.newStr}</code>
                        {r.proposal.reason && <div className="sub">{r.proposal.reason}</div>}
                      </>
                    ) : (
                      '—'
                    )}
                    {r.feedback && (
                      <div className="sub">
                        {t('failures.feedback')}: {r.feedback}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

function Regress({ skill, regress }: { skill: SkillView; regress: RegressView | null }) {
  const { t, locale, store } = useView();
  const empty = !regress || (regress.total === 0 && regress.cases === 0);
  const dim = (d: string) => (locale === 'en' ? (MUSE_DIMENSION_EN[d] ?? d) : d);
  return (
    <div className="panel" data-testid="regress-panel">
      <h3>{t('regress.title')}</h3>
      <ProblemsBanner title={t('regress.problems')} problems={regress?.problems ?? []} />
      {empty ? (
        <EmptyState text={t('regress.empty')} testId="regress-empty">
          <CommandButton command="regress" skill={skill.id} />
        </EmptyState>
      ) : (
        <>
          <p className="caption">{t('regress.intro')}</p>
          <div className="toolbar">
            <button type="button" className="link" onClick={() => store.openFile(skill.id, 'tests.yaml')} data-testid="regress-cases">
              {t('regress.cases', regress.cases, regress.passing, regress.failing)}
            </button>
            <CommandButton command="regress" skill={skill.id} secondary />
          </div>
          {regress.runs.length < regress.total && <p className="sub">{t('regress.shown', regress.runs.length, regress.total)}</p>}
          <table className="grid compact" data-testid="regress-table">
            <thead>
              <tr>
                <th scope="col">{t('regress.when')}</th>
                <th scope="col">{t('regress.trigger')}</th>
                <th scope="col">{t('regress.verdict')}</th>
                <th scope="col" className="num">
                  {t('regress.pass')}
                </th>
                <th scope="col" className="num">
                  {t('regress.fail')}
                </th>
                <th scope="col" className="num">
                  {t('regress.notRun')}
                </th>
                <th scope="col">{t('regress.failing')}</th>
              </tr>
            </thead>
            <tbody>
              {regress.runs.map((r, i) => (
                <tr key={i} data-verdict={r.verdict}>
                  <td>{when(r.at)}</td>
                  <td>{['cli', 'command', 'save', 'optimizer'].includes(r.trigger) ? t(`regress.trigger.${r.trigger}` as MessageKey) : r.trigger}</td>
                  <td>
                    <span className={`chip rv-${r.verdict}`}>{t(`regress.verdict.${r.verdict}` as MessageKey)}</span>
                  </td>
                  <td className="num">{r.pass}</td>
                  <td className={`num ${r.fail > 0 ? 'bad' : ''}`}>{r.fail}</td>
                  <td className="num">{r.notRun}</td>
                  <td className="note">
                    {r.failed.length > 0 && (
                      <ul className="cases">
                        {r.failed.map((f) => (
                          <li key={f.id}>
                            <code>{f.id}</code> <span className="sub">{dim(f.dimension)}</span> —{' '}
                            {f.reason ? pick(f.reason, locale) : <em>{t('regress.noReason')}</em>}
                          </li>
                        ))}
                      </ul>
                    )}
                    {r.rollback.length > 0 && (
                      <div className="rollback" data-testid="rollback">
                        <strong>↩ {t('regress.rollback')}:</strong>
                        {r.rollback.map((l, k) => (
                          <div key={k}>{pick(l, locale)}</div>
                        ))}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
