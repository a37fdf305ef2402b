/**
 * The metis wizard (docs/features.md G1): one step per phase — what it produced, and for the step
 * waiting on you its Gate Check question with Confirm / Revise (and a box for your own
 * words: a change request, an interview answer, a direction letter). Every answer goes
 * to the host, which re-checks that the question is still pending; only your explicit
 * confirmation passes a gate, as in the CLI.
 */
import { useState } from 'react';
import type { PendingCheckpoint, WizardView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { VscodeButton } from '../elements.ts';
import { pick, type MessageKey } from '../i18n.ts';
import type { AnswerState } from '../store.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';

/** The question part of a gate's body (the product is shown in its step already). */
function questionOf(body: string, product: string | null): string {
  return product && body.startsWith(product) ? body.slice(product.length).trim() : body;
}

function Question({ pending, product, answer }: { pending: PendingCheckpoint; product: string | null; answer: AnswerState | null }) {
  const { t, locale, store } = useView();
  const [text, setText] = useState('');
  const c = pending.checkpoint;
  const mine = answer && answer.checkpointId === c.id ? answer : null;
  const busy = mine?.status === 'sending' || mine?.status === 'accepted';
  const send = (value: string) => {
    if (busy) return;
    store.answer(pending.jobId, c.id, value);
    setText('');
  };
  const gate = c.kind === 'wizard-gate';
  return (
    <div className={`card level-${c.level}`} data-testid="wizard-question" data-checkpoint={c.id} data-kind={c.kind}>
      {!gate && <h3>{pick(c.title, locale)}</h3>}
      <div className="body">{questionOf(pick(c.body, locale), gate ? product : null)}</div>
      <textarea
        data-testid="wizard-text"
        rows={3}
        value={text}
        placeholder={t(gate ? 'wizard.placeholder.gate' : 'wizard.placeholder.answer')}
        onChange={(e) => setText(e.target.value)}
        disabled={busy}
      />
      <div className="choices" role="group" aria-label={pick(c.title, locale)}>
        {gate ? (
          <>
            <VscodeButton data-choice="confirm" disabled={busy} onClick={() => send('confirm')}>
              {t('wizard.confirm')}
            </VscodeButton>
            <VscodeButton data-choice="revise" secondary disabled={busy} onClick={() => send(text.trim() ? text.trim() : 'revise')}>
              {t('wizard.revise')}
            </VscodeButton>
            <VscodeButton data-choice="text" secondary disabled={busy || !text.trim()} onClick={() => send(text.trim())}>
              {t('wizard.send')}
            </VscodeButton>
          </>
        ) : (
          <>
            <VscodeButton data-choice="text" disabled={busy} onClick={() => send(text.trim())}>
              {t('wizard.send')}
            </VscodeButton>
            {c.choices.map((ch) => (
              <VscodeButton key={ch.id} data-choice={ch.id} secondary disabled={busy} onClick={() => send(ch.id)}>
                {pick(ch.label, locale)}
              </VscodeButton>
            ))}
          </>
        )}
      </div>
      {mine && (
        <p className={`status-line ${mine.status === 'accepted' || mine.status === 'sending' ? '' : 'bad'}`} role="status" data-testid="wizard-answer-status">
          {mine.status === 'sending' ? t('checkpoint.sending') : mine.status === 'accepted' ? t('wizard.sent') : t(`checkpoint.${mine.status}` as MessageKey)}
        </p>
      )}
    </div>
  );
}

export function Wizard({ wizard, pending, answer }: { wizard: WizardView | null; pending: PendingCheckpoint | null; answer: AnswerState | null }) {
  const { t, locale } = useView();
  if (!wizard)
    return (
      <EmptyState text={t('wizard.none')} testId="wizard-view">
        <CommandButton command="newSkill" skill={null} />
      </EmptyState>
    );
  const mine = pending && pending.jobId === wizard.id ? pending : null;
  return (
    <section data-testid="wizard-view" data-status={wizard.status}>
      <header className="wizard-head">
        <h2>{t(wizard.kind === 'new' ? 'wizard.title.new' : 'wizard.title.upgrade', wizard.name)}</h2>
        <div className="sub">
          {wizard.target} · {t(`wizard.status.${wizard.status}` as MessageKey)}
        </div>
        {wizard.error && <p className="banner error">{wizard.error}</p>}
      </header>
      <ol className="wizard-steps">
        {wizard.steps.map((s) => {
          const product = s.product ? pick(s.product, locale) : null;
          const asking = mine && s.phase === (mine.checkpoint.phase as string) && s.status === 'current';
          return (
            <li key={s.phase} className={`step step-${s.status}`} data-testid="wizard-step" data-phase={s.phase} data-status={s.status}>
              <div className="step-title">
                <span className="chip">{t(`wizard.step.${s.status}` as MessageKey)}</span> {pick(s.title, locale)}
              </div>
              {product && (s.status === 'current' || s.status === 'done') && (
                <details open={s.status === 'current'}>
                  <summary>{t('wizard.product')}</summary>
                  <pre className="product" data-testid="wizard-product">
                    {product}
                  </pre>
                </details>
              )}
              {asking && <Question pending={mine} product={product} answer={answer} />}
            </li>
          );
        })}
      </ol>
      {mine && !wizard.steps.some((s) => s.status === 'current' && s.phase === (mine.checkpoint.phase as string)) && (
        <Question pending={mine} product={null} answer={answer} />
      )}
      {wizard.notices.length > 0 && (
        <>
          <h3>{t('wizard.notices')}</h3>
          <ul className="wizard-notices" data-testid="wizard-notices">
            {wizard.notices.slice(-30).map((n, i) => (
              <li key={i} className={`notice-${n.level}`}>
                {pick(n.message, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
