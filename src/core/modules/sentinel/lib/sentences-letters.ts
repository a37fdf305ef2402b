/**
 * The letters of the languages the sentence analysis reads beyond ASCII, Latin-1 and Russian
 * (sentences-langs-more.ts, sentences-langs-third.ts), and the letter class that bounds their
 * words (`\b` knows only ASCII; no `u` flag needed).
 */

/**
 * Turkish, Vietnamese, Polish, Czech, Romanian and Ukrainian letters, Devanagari, Arabic,
 * Greek and Hebrew (a regular-expression class body). Thai is left out: it writes no spaces
 * between words, so a Thai letter bounds nothing.
 */
export const MORE_LETTERS = String.raw`ğışıİđăâêôơưĩũąćęłńśźżěščřžůťďňșțţіїєґ\u1ea0-\u1ef9\u0900-\u097f\u0600-\u06ff\u0370-\u03ff\u05d0-\u05ea`;
/** A letter of the languages read (ASCII, Latin-1 accents, œ, Cyrillic and MORE_LETTERS). */
export const L = String.raw`[a-zà-öø-ÿœа-яё${MORE_LETTERS}]`;
