/** Rendering helpers shared by the phases. */
import type { Locale } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';

/** The same text rendered in both languages. */
export function bilingual(render: (locale: Locale) => string): LocalisedText {
  return { en: render('en'), zh: render('zh-CN') };
}

/** `★★★☆☆` for 1–5. */
export function stars(n: number): string {
  const k = Math.max(1, Math.min(5, Math.round(n)));
  return '★'.repeat(k) + '☆'.repeat(5 - k);
}
