/**
 * A shell script's `for NAME in WORDS; do` loops and its arrays' items (`A=(…)`, `A+=(…)`), read once per file: what a
 * loop variable stands for where a delete uses it (silent-delete-climb.ts, destructive-command.ts).
 */
import type { SentinelFile } from '../view.ts';

export interface ShellLoops {
  /** Each loop's offset, variable and the words it walks, as written. */
  loops: Array<{ at: number; name: string; words: string }>;
  /** Each array's items, joined with spaces (`+=` adds to them). */
  arrays: Map<string, string>;
}

const memo = new WeakMap<SentinelFile, ShellLoops>();

export function shellLoops(sf: SentinelFile): ShellLoops {
  let l = memo.get(sf);
  if (l) return l;
  const text = sf.info.text;
  l = { loops: [], arrays: new Map() };
  if (text.includes('for ')) {
    for (const m of text.matchAll(/(?:^|[;&|]|\bdo|\bthen)[ \t]*for[ \t]+([A-Za-z_]\w*)[ \t]+in[ \t]+([^;\n]{1,300}?)[ \t]*(?:;|\n)[ \t]*do\b/gm))
      l.loops.push({ at: m.index, name: m[1], words: m[2].trim() });
    if (text.includes('=('))
      for (const m of text.matchAll(/(?:^|[\s;])([A-Za-z_]\w*)\+?=\(([^)]{0,2000})\)/gm))
        l.arrays.set(m[1], `${l.arrays.get(m[1]) ?? ''} ${m[2].replace(/\s+/g, ' ').trim()}`.trim());
  }
  memo.set(sf, l);
  return l;
}

/** The words the loop of `name` walks — the nearest such loop before `before`, or the file's first —, an array's items read in. */
export function loopWords(sf: SentinelFile, name: string, before = Number.POSITIVE_INFINITY): string | undefined {
  const { loops, arrays } = shellLoops(sf);
  let words: string | undefined;
  for (const l of loops) {
    if (l.name !== name) continue;
    if (l.at >= before) break;
    words = l.words;
    if (before === Number.POSITIVE_INFINITY) break;
  }
  const arr = words ? /^["']?\$\{([A-Za-z_]\w*)\[[@*]\]\}["']?$/.exec(words) : null;
  return arr ? arrays.get(arr[1]) : words;
}
