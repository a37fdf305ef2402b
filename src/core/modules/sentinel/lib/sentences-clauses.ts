/**
 * Clause-level readings the sentence analysis (lib/sentences-read.ts) asks of a sentence: whether a prohibition governs
 * its destination, and whether the words after a verb take up a secret named earlier in the sentence.
 */
import { type DestKind, NEGATION, NOT_RIGHT_BEFORE, type Part, URL } from './sentences-words.ts';

/** A prohibition governing the destination in its own clause ("只写入 `.env`，不要在对话里回显", "save it to .env, never into the chat"). */
export function negatedDestination(text: string, s: number, dest: Part<DestKind> | undefined): boolean {
  if (!dest) return false;
  // (a label quoted on the way — `the text shown under "Can't scan the code?"` — negates nothing)
  const before = text.slice(s, dest.start).replace(/"[^"\n]{0,80}"|“[^”\n]{0,80}”|«[^»\n]{0,80}»/g, (q) => ' '.repeat(q.length));
  // (a dash opens a clause too: "ask them to log in themselves — не запрашивай токен в чате")
  const cut = Math.max(
    ...[',', '，', ';', '；', '。', '、', '،', ' — ', ' – '].map((c) => {
      const i = before.lastIndexOf(c);
      return i < 0 ? -1 : i + c.length - 1;
    }),
  );
  return (
    NEGATION.test(before.slice(cut + 1)) ||
    /^\s*(?:не|ні|no|nunca|não|non|mai|ne|nie|niet|nooit|nigdy|لا|ولا)\s/iu.test(before.slice(cut + 1)) ||
    // (Portuguese "no corpo do PR" is "in the body": before a place, "no" is no negation)
    (NOT_RIGHT_BEFORE.test(before) && !/(?:^|[\s,(])no\s+$/i.test(before)) ||
    // (a bound, not an order: "토큰은 발급한 서비스(discord.com, …)에만 전송된다", "発行元にのみ送信されます")
    ONLY_AFTER.test(text.slice(dest.end, dest.end + 32))
  ); // (or "…, not in the chat")
}

/**
 * "only to" after the place in Korean and Japanese, said of what is done (a passive or a statement: "…에만 전송된다",
 * "…にのみ送信されます"), not ordered ("…에만 전송하세요" sends all the same).
 */
const ONLY_AFTER =
  /^[^。.\n]{0,16}?(?:에만|에게만)\s*(?:전송|보내|제출|공유)\S*(?:된다|됩니다|되어야|돼야|되며|됨)|^[^。.\n]{0,16}?(?:にのみ|だけに|のみに)\s*(?:送信|送|提出|共有)\S*(?:される|されます|されて|される。)/;

/** "the token" right after a verb: the verb's object is the secret named earlier in the sentence. */
// (not "the new key", "the other token": another one than the secret named before)
const BACK = /^\s+(?:the|this|that|your|their|his|her)\s+(?!(?:new|other|next|public|rotated|generated|fresh|second|replacement)\b)([\w-]+)(?:\s+([\w-]+))?/i;
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

/** A host written out so that no link forms: "support-bridge dot vercel-help dot invalid", "chain-report 点 invalid". */
// (not an incident report's defanged `evil[.]example`: those name what was found, they are no order's destination)
const SPELLED = /(?<=[a-z0-9])(?:\s+(?:dot|punkt|point|punto|ponto|точка)\s+|\s*(?:点|ドット)\s*)(?=[a-z0-9])/gi;
const SPELLED_HINT = /\s(?:dot|punkt|point|punto|ponto|точка)\s|点|ドット/i;

/**
 * The first host in `sentence` written out with its dots spelled ("… dot … dot invalid"), as the URL pattern reads it once
 * they are dots again: its offset in `sentence` (where its first label starts) and the host, or undefined.
 */
export function spelledHost(sentence: string): { index: number; end: number; host: string } | undefined {
  if (!SPELLED_HINT.test(sentence)) return undefined;
  // (each spelled dot becomes one "."; `map` keeps, for each character of the new text, its offset in the old)
  const map: number[] = [];
  let out = '';
  let last = 0;
  for (const m of sentence.matchAll(SPELLED)) {
    for (let k = last; k < m.index; k++) map.push(k);
    out += `${sentence.slice(last, m.index)}.`;
    map.push(m.index);
    last = m.index + m[0].length;
  }
  for (let k = last; k < sentence.length; k++) map.push(k);
  out += sentence.slice(last);
  URL.lastIndex = 0;
  for (let m = URL.exec(out); m; m = URL.exec(out)) {
    // (only a host the spelling made: one written plainly is the URL pattern's own)
    if (!/\./.test(m[0]) || sentence.includes(m[0])) continue;
    return { index: map[m.index], end: (map[m.index + m[0].length - 1] ?? sentence.length - 1) + 1, host: m[0] };
  }
  return undefined;
}

/** Offsets in `text` of dots spelled out between two letters or digits (lib/sentences-flows.ts: where a destination may stand). */
export function spelledDots(text: string): number[] {
  return SPELLED_HINT.test(text) ? [...text.matchAll(SPELLED)].map((m) => m.index) : [];
}

/** A list's lead-in that orders its items done: "do the following without asking", "follow these steps", "as follows:". */
const ORDERS_ITEMS =
  /\b(?:do|perform|run|execute|carry\s+out|complete|follow|take)\s+(?:the\s+following|these\s+(?:steps|actions)|the\s+steps\s+below)\b|\bas\s+follows\s*:/i;
export function ordersItems(leadIn: string): boolean {
  return ORDERS_ITEMS.test(leadIn);
}
