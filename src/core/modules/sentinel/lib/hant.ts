/**
 * Traditional Chinese read as simplified (issue 28: an order is the same order in either script). Sentinel's
 * Chinese vocabularies — 发送 / 上传 / 密钥 / 密码 / 环境变量 … — are written in simplified characters; a skill
 * written in traditional ones (發送 / 上傳 / 密鑰 / 密碼 / 環境變數) is read through a copy of its text with each
 * traditional character replaced by its simplified form, one character for one, so every offset, line and
 * finding position stays where the author wrote it. Japanese text (any kana) is left as it is: its kanji
 * are not traditional Chinese, and Sentinel reads Japanese in its own words.
 */
import { HANS, HANT } from './hant-table.ts';

/** A CJK ideograph: text without one has nothing to convert (one range: a fast scan). */
const CJK_IDEOGRAPH = /[\u3400-\u9fff\uf900-\ufaff]/;
const KANA = /[\u3040-\u30ff]/;
/** Traditional characters needed before a text is read as traditional (a simplified text may hold one or two: 著, 乾). */
const MIN_TRADITIONAL = 3;

let table: Map<number, number> | undefined;
/** 1 for each traditional character of the table, by code unit. */
let isTraditional: Uint8Array | undefined;

function build(): void {
  table = new Map();
  isTraditional = new Uint8Array(65536);
  for (let i = 0; i < HANT.length; i++) {
    table.set(HANT.charCodeAt(i), HANS.charCodeAt(i));
    isTraditional[HANT.charCodeAt(i)] = 1;
  }
}

/** `text` with its traditional Chinese characters in simplified form (the same length), or `text` itself when it holds none. */
export function simplified(text: string): string {
  const first = text.search(CJK_IDEOGRAPH);
  if (first < 0) return text;
  if (!isTraditional) build();
  if (!traditionalIn(text, first, isTraditional!) || KANA.test(text)) return text;
  return converted(text, isTraditional!, table!);
}

/*
 * The two loops stand in functions of their own: V8 compiles a long loop while it runs (on-stack
 * replacement), and code after the loop that had never run made that compiled code throw itself
 * away at the loop's end, once per file (17 times over the corpus, each loop run again in the
 * interpreter).
 */

/** Whether `text` holds at least MIN_TRADITIONAL traditional characters from `first` on. */
function traditionalIn(text: string, first: number, flags: Uint8Array): boolean {
  let seen = 0;
  for (let i = first; i < text.length; i++) if (flags[text.charCodeAt(i)] && ++seen >= MIN_TRADITIONAL) return true;
  return false;
}

/** `text` with each traditional character replaced through `map`. */
function converted(text: string, flags: Uint8Array, map: Map<number, number>): string {
  const codes: number[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    codes[i] = flags[c] ? map.get(c)! : c;
  }
  // (in pieces: String.fromCharCode takes its arguments on the stack)
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.slice(i, i + 8192));
  return out;
}
