/**
 * The letters of the languages the sentence analysis reads beyond ASCII, Latin-1 and Russian
 * (sentences-langs-more.ts, sentences-langs-third.ts), and the letter class that bounds their
 * words (`\b` knows only ASCII; no `u` flag needed).
 */

/**
 * Turkish, Vietnamese, Polish, Czech, Romanian and Ukrainian letters (Latin Extended-A and -B, Vietnamese's
 * precomposed letters, і ї є ґ), Devanagari, Arabic, Greek and Hebrew (a regular-expression class body). Thai is left out: it writes no spaces
 * between words, so a Thai letter bounds nothing.
 */
// (written short: a letter class stands in most of the sentence patterns dozens of times, and V8 stops optimising a
// pattern whose source passes 20 KB — the objects' pattern then ran ~40× slower. Latin Extended-A and -B as one range.)
export const MORE_LETTERS = String.raw`Ā-ɏіїєґẠ-ỹऀ-ॿ\u0600-ۿͰ-Ͽא-ת`;
/** A letter of the languages read (ASCII, Latin-1 accents, œ, Cyrillic and MORE_LETTERS). */
export const L = String.raw`[a-zà-öø-ÿœа-яё${MORE_LETTERS}]`;
