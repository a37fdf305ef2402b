/** The running (or last) optimisation: phase, round, progress, cost so far, cancel; and its notices. */
import type { JobView, NoticeView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { VscodeButton, VscodeProgressBar } from '../elements.ts';
import { int, when } from '../format.ts';
import { pick, type MessageKey, type Translate } from '../i18n.ts';
import type { CancelState } from '../store.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';

export function phaseText(job: JobView, t: Translate): string {
  if (!job.phase) return '—';
  return `${t(`phase.${job.phase}` as MessageKey)}${job.step ? ` · ${t(`step.${job.step}` as MessageKey)}` : ''}`;
}

const live = (j: JobView) => j.status === 'running' || j.status === 'waiting' || j.status === 'cancelling';

/**
 * One line with the job's state, shown above the other views while it runs. Once it has
 * ended the line is short (how it ended, how far it got) with a × to put it away; it also
 * goes when the person starts another action (issue 33 item 6).
 */
export function JobStrip({ job, cancel }: { job: JobView; cancel: CancelState | null }) {
  const { t, store } = useView();
  if (!live(job))
    return (
      <div className={`jobstrip ended st-${job.status}`} data-testid="job-strip" role="status">
        <span className="strong">{t(`job.status.${job.status}`)}</span>
        <span>{t('job.progressOf', job.progress.done, job.progress.total)}</span>
        <span>
          {t('job.calls')} {int(job.cost.calls)}
        </span>
        {job.outcome && job.outcome.toLowerCase() !== job.status && <span className="sub">{job.outcome}</span>}
        <span className="spacer" />
        <VscodeButton secondary data-testid="job-strip-dismiss" title={t('job.dismissHint')} onClick={() => store.dismissJob(job.id)}>
          {t('job.dismiss')}
        </VscodeButton>
      </div>
    );
  return (
    <div className={`jobstrip st-${job.status}`} data-testid="job-strip" role="status">
      <span className="strong">{t(`job.status.${job.status}`)}</span>
      {live(job) && <span>{phaseText(job, t)}</span>}
      {live(job) && job.skill && <span>{job.skill}</span>}
      {live(job) && job.round !== null && (
        <span>
          {t('job.round')} {job.maxRounds !== null ? t('job.roundOf', job.round, job.maxRounds) : job.round}
        </span>
      )}
      <span>
        {t('job.calls')} {int(job.cost.calls)}
      </span>
      <VscodeProgressBar className="bar" max={Math.max(1, job.progress.total)} value={job.progress.done} />
      {job.cancellable && live(job) && job.status !== 'cancelling' && (
        <VscodeButton secondary disabled={cancel?.status === 'sending'} onClick={() => store.cancel(job.id)} title={t('job.cancelHint')}>
          {t('job.cancel')}
        </VscodeButton>
      )}
    </div>
  );
}

export function Job({ job, notices, cancel }: { job: JobView | null; notices: NoticeView[]; cancel: CancelState | null }) {
  const { t, locale, store } = useView();
  return (
    <section data-testid="job-view">
      {!job ? (
        <EmptyState text={t('job.none')} testId="job-empty">
          <CommandButton command="optimize" skill={null} />
        </EmptyState>
      ) : (
        <>
          <h2>
            <span className={`chip st-${job.status}`} data-testid="job-status">
              {t(`job.status.${job.status}`)}
            </span>{' '}
            {job.message ? pick(job.message, locale) : ''}
          </h2>
          <VscodeProgressBar className="bar" max={Math.max(1, job.progress.total)} value={job.progress.done} />
          <dl className="fields">
            <dt>{t('job.mode')}</dt>
            <dd>{job.mode ? t(`mode.${job.mode}`) : '—'}</dd>
            <dt>{t('job.phase')}</dt>
            <dd data-testid="job-phase">{phaseText(job, t)}</dd>
            <dt>{t('job.skill')}</dt>
            <dd>{job.skill ?? '—'}</dd>
            <dt>{t('job.round')}</dt>
            <dd data-testid="job-round">{job.round === null ? '—' : job.maxRounds !== null ? t('job.roundOf', job.round, job.maxRounds) : job.round}</dd>
            <dt>{t('job.progress')}</dt>
            <dd>{t('job.progressOf', job.progress.done, job.progress.total)}</dd>
            <dt>{t('job.calls')}</dt>
            <dd data-testid="job-calls">{job.cost.budget !== null ? t('job.budget', job.cost.calls, job.cost.budget) : int(job.cost.calls)}</dd>
            <dt>{t('job.tokens')}</dt>
            <dd>
              {int(job.cost.inputTokens)} / {int(job.cost.outputTokens)}
            </dd>
            <dt>{t('job.started')}</dt>
            <dd>{when(job.startedAt)}</dd>
            {job.outcome && (
              <>
                <dt>{t('job.outcome')}</dt>
                <dd>{job.outcome}</dd>
              </>
            )}
          </dl>
          {job.cancellable && live(job) && job.status !== 'cancelling' && (
            <VscodeButton secondary data-testid="cancel-job" disabled={cancel?.status === 'sending'} onClick={() => store.cancel(job.id)}>
              {t('job.cancel')}
            </VscodeButton>
          )}
          {cancel?.status === 'rejected' && cancel.jobId === job.id && (
            <p className="bad" role="status">
              {t('job.cancelRejected')}
            </p>
          )}
        </>
      )}
      {notices.length > 0 && (
        <>
          <h3>{t('app.notices')}</h3>
          <ul className="notices" data-testid="notices">
            {notices.map((n, i) => (
              <li key={i} className={`notice-${n.kind}`}>
                <code>{n.code}</code>
                {n.skill ? ` ${n.skill}:` : ''} {pick(n.message, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
