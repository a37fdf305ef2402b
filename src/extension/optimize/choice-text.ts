/**
 * How a question's choices explain themselves, the same in every place that asks (issue
 * 12 item 5): the modal dialog's detail, the notification the dashboard falls back to,
 * and the dashboard's card. Each choice with a
 * hint is one line "label — what it does"; the run's own Cancel (the progress
 * notification's button, the dashboard's Cancel run) is told apart from "stop here":
 * Cancel stops at once and rolls back the round in progress, "stop here" ends the run at
 * the question with the kept edits and the report. Pure: the caller passes `t`.
 */
import { pick, type Locale } from '../../core/api/base.ts';
import { choiceHint, type Checkpoint, type Choice } from '../../core/api/loop.ts';

export type Translate = (message: string, ...args: Array<string | number>) => string;

/** The choice ids that end the run at the question (the loop's "stop here" and "stop the run"). */
const STOP_IDS = new Set(['stop']);

/** The default answer first (the dialog's primary button, the notification's first). */
export function orderedChoices(c: Checkpoint): Choice[] {
  return [...c.choices].sort((a, b) => Number(b.id === c.defaultChoice) - Number(a.id === c.defaultChoice));
}

/** The choice that ends the run at this question, if the question has one. */
export function stopChoice(c: Checkpoint): Choice | undefined {
  return c.choices.find((x) => STOP_IDS.has(x.id));
}

/** "label — hint" for each choice that has a hint, default first. */
export function choiceLines(c: Checkpoint, locale: Locale): string[] {
  return orderedChoices(c).flatMap((x) => {
    const hint = choiceHint(x);
    return hint ? [`${pick(x.label, locale)} — ${pick(hint, locale)}`] : [];
  });
}

/**
 * What the modal dialog's detail adds under the body: the choices explained, and what
 * Escape does. With a "stop here" choice, Escape is that choice (the dialog shows no
 * separate Cancel); without one, Escape is no answer and ends the run the same clean way.
 */
export function modalChoiceText(c: Checkpoint, locale: Locale, t: Translate): string {
  const lines = choiceLines(c, locale);
  const stop = stopChoice(c);
  lines.push(
    stop
      ? t('Esc: the same as "{0}".', pick(stop.label, locale))
      : t('Cancel (Esc): no answer; the run ends here, the edits kept so far stay and the report is written.'),
  );
  return lines.join('\n');
}

/**
 * The notification's text (one paragraph: a notification shows no detail): the mark and
 * title, the choices explained, and how the run's Cancel differs from "stop here".
 */
export function notificationText(c: Checkpoint, locale: Locale, t: Translate, mark: string): string {
  const lines = choiceLines(c, locale);
  const parts = [lines.length ? `${mark} ${pick(c.title, locale)} — ${lines.join('; ')}.` : `${mark} ${pick(c.title, locale)}`];
  if (stopChoice(c)) parts.push(t('(Cancel on the progress notification stops at once and rolls back only the round in progress.)'));
  parts.push(t('You can also answer in the Luban dashboard.'));
  return parts.join(' ');
}
