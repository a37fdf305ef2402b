/**
 * The ground floor of localisation: a text in both languages Luban speaks and the locale
 * names. Everything above (rules, config, stores, front ends) imports these from here, so
 * the layers below rules never import rules (issue 11: no import cycles).
 */
export type LocalisedText = { en: string; zh: string };

export type Locale = 'en' | 'zh-CN';
