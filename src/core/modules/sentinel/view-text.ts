/**
 * How the view holds a file's text: traditional Chinese read as simplified, and every text in one string kind (UTF-16),
 * the same offsets and lines as the file's own.
 */
import type { TextInfo } from '../../skill/types.ts';
import { simplified } from './lib/hant.ts';

/** The file's text with traditional Chinese read as simplified (lib/hant.ts): the same offsets and lines. */
export function hansInfo(info: TextInfo): TextInfo {
  return { ...info, text: twoByte(simplified(info.text)) };
}

/**
 * The same text held as UTF-16 (a slice of a string that starts with a non-Latin-1 character).
 * V8 compiles a regular expression once per kind of string it runs on, Latin-1 or UTF-16, and
 * a skill nearly always has both (an em dash or a quotation mark in SKILL.md, plain ASCII in
 * its scripts): with every file in one kind Sentinel's few hundred patterns compile once, not
 * twice. One skill's scan: 0.32 s → 0.27 s; the corpus: about 5 % faster and 15 MB less
 * compiled code (issue 30, docs/scan-performance.md). Offsets and contents are unchanged.
 */
function twoByte(text: string): string {
  return `\u0100${text}`.slice(1);
}
