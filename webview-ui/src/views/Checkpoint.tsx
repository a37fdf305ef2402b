/**
 * The pending 🔴 CHECKPOINT / 🛑 STOP: its title, summary (diagnostics, test prompts,
 * baseline — whatever the loop wrote into the body), the diff of a kept edit, and one
 * button per choice the loop offers (approve / reject, or the seed's "one more round /
 * exploratory rewrite / done"). The answer goes to the host, which re-checks that the
 * checkpoint is still pending before the loop's Approver gets it.
 */
import type { PendingCheckpoint } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { VscodeButton } from '../elements.ts';
import { pick, type MessageKey } from '../i18n.ts';
import type { AnswerState } from '../store.ts';
import { when } from '../format.ts';
import { Diff } from './Diff.tsx';

export function CheckpointView({ pending, answer }: { pending: PendingCheckpoint | null; answer: AnswerState | null }) {
  const { t, locale, store } = useView();
  const mine = answer && pending && answer.checkpointId === pending.checkpoint.id ? answer : null;
  const stale = answer && answer.status !== 'sending' && answer.status !== 'accepted' ? answer : null;
  if (!pending) {
    return (
      <section data-testid="checkpoint-view">
        <p className="empty">{t('checkpoint.none')}</p>
        {stale && (
          <p className="banner warn" role="status" data-testid="answer-status">
            {t(`checkpoint.${stale.status}` as MessageKey)}
          </p>
        )}
      </section>
    );
  }
  const c = pending.checkpoint;
  const busy = mine?.status === 'sending' || mine?.status === 'accepted';
  const defaultLabel = c.choices.find((x) => x.id === c.defaultChoice);
  return (
    <section data-testid="checkpoint-view">
      <article className={`card level-${c.level}`} data-testid="checkpoint-card" data-checkpoint={c.id}>
        <header>
          <span className={`chip level-${c.level}`}>{t(`checkpoint.level.${c.level}`)}</span>
          <h2>{pick(c.title, locale)}</h2>
          <div className="sub" data-testid="checkpoint-tag">
            {c.tag ?? t('checkpoint.meta', c.phase, c.kind)}
            {c.skill ? ` · ${t('checkpoint.skill', c.skill)}` : ''} · {when(pending.askedAt)}
          </div>
        </header>
        <div className="body">{pick(c.body, locale)}</div>
        {c.diff && (
          <>
            <h3>{t('checkpoint.diff')}</h3>
            <Diff text={c.diff} label={t('checkpoint.diff')} />
          </>
        )}
        <div className="choices" role="group" aria-label={pick(c.title, locale)}>
          {c.choices.map((ch) => (
            <VscodeButton
              key={ch.id}
              data-choice={ch.id}
              data-default={ch.id === c.defaultChoice ? 'true' : undefined}
              secondary={ch.id !== c.defaultChoice}
              disabled={busy}
              onClick={() => {
                if (!busy) store.answer(pending.jobId, c.id, ch.id);
              }}
            >
              {pick(ch.label, locale)}
            </VscodeButton>
          ))}
        </div>
        {c.choices.some((ch) => ch.hint) && (
          <ul className="choice-hints" data-testid="choice-hints">
            {c.choices
              .filter((ch) => ch.hint)
              .map((ch) => (
                <li key={ch.id} data-choice={ch.id}>
                  <strong>{pick(ch.label, locale)}</strong> — {pick(ch.hint!, locale)}
                </li>
              ))}
          </ul>
        )}
        {defaultLabel && <p className="sub">{t('checkpoint.default', pick(defaultLabel.label, locale))}</p>}
        {mine && (
          <p className={`status-line ${mine.status === 'accepted' || mine.status === 'sending' ? '' : 'bad'}`} role="status" data-testid="answer-status">
            {mine.status === 'sending'
              ? t('checkpoint.sending')
              : mine.status === 'accepted'
                ? t('checkpoint.accepted', pick(c.choices.find((x) => x.id === mine.choice)?.label ?? { en: mine.choice, zh: mine.choice }, locale))
                : t(`checkpoint.${mine.status}` as MessageKey)}
          </p>
        )}
      </article>
    </section>
  );
}
