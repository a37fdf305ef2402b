/**
 * Clause-level readings the sentence analysis (lib/sentences-read.ts) asks of a sentence: whether a prohibition governs
 * its destination, and whether the words after a verb take up a secret named earlier in the sentence.
 */
import { type DestKind, NEGATION, NOT_RIGHT_BEFORE, type Part } from './sentences-words.ts';

/** A prohibition governing the destination in its own clause ("只写入 `.env`，不要在对话里回显", "save it to .env, never into the chat"). */
export function negatedDestination(text: string, s: number, dest: Part<DestKind> | undefined): boolean {
  if (!dest) return false;
  const before = text.slice(s, dest.start);
  const cut = Math.max(...[',', '，', ';', '；', '。', '、'].map((c) => before.lastIndexOf(c)));
  return (
    NEGATION.test(before.slice(cut + 1)) ||
    /^\s*(?:не|ні|no|nunca|não|non|mai|ne|nie|niet|nooit|nigdy)\s/iu.test(before.slice(cut + 1)) ||
    NOT_RIGHT_BEFORE.test(before)
  ); // (or "…, not in the chat")
}

/** "the token" right after a verb: the verb's object is the secret named earlier in the sentence. */
const BACK = /^\s+(?:the|this|that|your|their|his|her)\s+([\w-]+)(?:\s+([\w-]+))?/i;
const stem = (w: string): string => w.toLowerCase().replace(/s$/, '');

/**
 * Whether the words after the verb at `end` take up `object` (a secret named earlier in the sentence, beyond the usual
 * reach): "Ask the user to create a personal access token at GitHub with the scopes …, and to paste the token here".
 */
export function refersBack(text: string, end: number, object: string): boolean {
  const m = BACK.exec(text.slice(end, end + 40));
  const head = /([a-z]+)$/i.exec(object.trim())?.[1];
  return !!m && !!head && [m[1], m[2]].some((w) => w !== undefined && stem(w) === stem(head));
}
