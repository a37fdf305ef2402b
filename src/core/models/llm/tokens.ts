/**
 * Rough token estimates for plans and for providers that report no usage. No
 * tokenizer is bundled: CJK characters count about one token each, other text about
 * one token per four characters, plus a few tokens per message. Good to ±30% for
 * English and Chinese prose on current BPE tokenizers; the plan says it is an estimate.
 */
import type { ChatMessage } from './types.ts';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\uff00-\uffef]/g;

export function estimateTokens(text: string): number {
  if (!text) return 0;
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.length - cjk;
  return Math.ceil(cjk * 1.0 + rest / 4);
}

export function estimateMessagesTokens(messages: ChatMessage[]): number {
  let n = 3;
  for (const m of messages) n += 4 + estimateTokens(m.content);
  return n;
}
