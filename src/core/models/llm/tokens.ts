/**
 * Rough token estimates for plans and for providers that report no usage. No
 * tokenizer is bundled: CJK characters count about one token each, other text about
 * one token per four characters, plus a few tokens per message. Good to ±30% for
 * English and Chinese prose on current BPE tokenizers; the plan says it is an estimate.
 */
import type { ChatMessage } from './types.ts';

/** Whether a UTF-16 code unit is a CJK character (kana, ideographs, Hangul, full-width forms). */
function isCjk(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xff00 && c <= 0xffef)
  );
}

export function estimateTokens(text: string): number {
  if (!text) return 0;
  // Counted in place: a scan estimates every file, and `match` built an array of every CJK character.
  let cjk = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x3040 && isCjk(c)) cjk++;
  }
  const rest = text.length - cjk;
  return Math.ceil(cjk * 1.0 + rest / 4);
}

export function estimateMessagesTokens(messages: ChatMessage[]): number {
  let n = 3;
  for (const m of messages) n += 4 + estimateTokens(m.content);
  return n;
}
