/**
 * The localisation layer: English and Simplified Chinese. Rule messages live with
 * their rules (RuleMeta.messages); shared UI strings live in ./messages.ts.
 */
import type { Locale, LocalisedText } from './text.ts';
import { messages, type MessageKey } from './messages.ts';

export type { Locale, LocalisedText };

/** Fill `{name}` placeholders. Unknown placeholders are left as written. */
export function format(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
}

export function pick(text: LocalisedText, locale: Locale): string {
  return locale === 'zh-CN' ? text.zh : text.en;
}

export function t(locale: Locale, key: MessageKey, data?: Record<string, string | number>): string {
  return format(pick(messages[key], locale), data);
}

/** Locale from LUBAN_LOCALE, then LC_ALL / LC_MESSAGES / LANG (zh* → zh-CN). */
export function detectLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const v = env.LUBAN_LOCALE || env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^zh/i.test(v) ? 'zh-CN' : 'en';
}

/** A formatter over a module's own message table: `say(locale, key, data)`. */
export function localTable<K extends string>(table: Record<K, LocalisedText>): (locale: Locale, key: K, data?: Record<string, string | number>) => string {
  return (locale, key, data) => format(pick(table[key], locale), data);
}
