/**
 * A run's events where people see them (never silent): every loop event is a line in
 * the "Luban" output channel; exceptions, redlines and warnings are notifications too —
 * except the loop's "cancelled" notice, which the run's end summary already tells (one
 * notification for a cancel, not two); progress and open questions update the progress
 * notification.
 */
import type * as vscode from 'vscode';
import { pick, type Locale } from '../../core/api/base.ts';
import type { LoopEvent } from '../../core/api/loop.ts';
import { checkpointMark } from './modal-approver.ts';
import { withoutSkill } from './report.ts';

/** Notices the end-of-run summary notification already says: logged, not notified. */
export const TOLD_AT_THE_END: ReadonlySet<string> = new Set(['cancelled']);

export interface EventLogTarget {
  log: vscode.LogOutputChannel;
  /** The progress notification's message. */
  progress: (message: string) => void;
  /** A notification: `error` for redlines, `warning` for exceptions and warnings. */
  notify: (level: 'error' | 'warning', message: string) => void;
  /** Localised UI text (vscode.l10n.t). */
  t: (message: string, ...args: Array<string | number>) => string;
  locale: Locale;
}

/** Tell one loop event. (Kept rounds are recorded by the command: ./kept-edits.ts.) */
export function logEvent(e: LoopEvent, to: EventLogTarget): void {
  const { log, locale, t } = to;
  switch (e.type) {
    case 'progress': {
      // The loop's messages say in plain words what it does (skill, round, step); the seed's phase stays in the log.
      const msg = pick(e.message, locale);
      to.progress(msg);
      log.info(`[${e.phase}] ${msg}`);
      return;
    }
    case 'notice': {
      const n = e.notice;
      const msg = `${n.skill ? `${n.skill}: ` : ''}${withoutSkill(pick(n.message, locale), n.skill)}`;
      const line = `[${n.kind} ${n.code}] ${pick(n.message, locale)}`;
      if (n.kind === 'info') {
        log.info(line);
        return;
      }
      if (n.kind === 'redline') {
        log.error(line);
        to.notify('error', t('Luban: {0}', msg));
        return;
      }
      log.warn(line);
      if (!TOLD_AT_THE_END.has(n.code)) to.notify('warning', t('Luban: {0}', msg));
      return;
    }
    case 'checkpoint': {
      const c = e.checkpoint;
      log.info(`${checkpointMark(c)} ${pick(c.title, locale)}${c.tag ? ` [${c.tag}]` : ''}\n${pick(c.body, locale)}`);
      to.progress(t('waiting for your answer: {0}', pick(c.title, locale)));
      return;
    }
    case 'answer':
      log.info(`answer ${e.checkpoint}: ${e.choice}`);
      return;
    case 'roundResult': {
      const r = e.result;
      const d = r.delta === null ? '' : ` Δ ${r.delta > 0 ? '+' : ''}${r.delta}`;
      log.info(`${r.skill} round ${r.round} ${r.status} ${r.dim}${d} (${r.evalMode}, judges ${r.judgeCount}, calls ${r.calls}) ${r.commit} ${r.note}`);
      return;
    }
    case 'report':
      return;
  }
}
