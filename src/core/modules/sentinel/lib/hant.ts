/**
 * Traditional Chinese read as simplified (issue 28: an order is the same order in either script). Sentinel's
 * Chinese vocabularies — 发送 / 上传 / 密钥 / 密码 / 环境变量 … — are written in simplified characters; a skill
 * written in traditional ones (發送 / 上傳 / 密鑰 / 密碼 / 環境變數) is read through a copy of its text with each
 * traditional character replaced by its simplified form, one character for one, so every offset, line and
 * finding position stays where the author wrote it. Japanese text (any kana) is left as it is: its kanji
 * are not traditional Chinese, and Sentinel reads Japanese in its own words.
 */
import { HANS, HANT } from './hant-table.ts';

/** Characters common in traditional Chinese text that simplified text never uses: where a conversion is worth doing. */
const HANT_HINT = /[這個們說會為與發傳將從對時後來過還點樣問題請開關網檔設資訊帳號碼鑰務讀寫應該]/;
const KANA = /[\u3040-\u30ff]/;

let table: Map<number, number> | undefined;

function build(): Map<number, number> {
  const m = new Map<number, number>();
  for (let i = 0; i < HANT.length; i++) m.set(HANT.charCodeAt(i), HANS.charCodeAt(i));
  return m;
}

/** `text` with its traditional Chinese characters in simplified form (the same length), or `text` itself when it holds none. */
export function simplified(text: string): string {
  if (!HANT_HINT.test(text) || KANA.test(text)) return text;
  table ??= build();
  const codes: number[] = [];
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const s = c >= 0x3400 ? table.get(c) : undefined;
    if (s !== undefined) changed = true;
    codes.push(s ?? c);
  }
  if (!changed) return text;
  // (in pieces: String.fromCharCode takes its arguments on the stack)
  let out = '';
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode(...codes.slice(i, i + 8192));
  return out;
}
