/**
 * One pass per file for all Sentinel rules: an Aho–Corasick automaton over literal
 * anchors (ASCII case-insensitive), built once, on the first scan. Each rule names the tag
 * of its anchors; the pass records where each tag's anchors occur, and the rule runs
 * its precise regular expression only on those lines. On the 16 MB corpus this replaces
 * ~30 full-text regex passes by one linear scan.
 *
 * Anchors are deliberately loose (a substring the precise pattern cannot match without);
 * they decide only where to look, never what to report. The words themselves, per tag,
 * are data in anchor-words-run.ts, anchor-words-system.ts and anchor-words-prose.ts.
 */

import { RUN_AND_SECRET_WORDS } from './anchor-words-run.ts';
import { SYSTEM_AND_EXFIL_WORDS } from './anchor-words-system.ts';
import { PROSE_AND_STRUCTURE_WORDS } from './anchor-words-prose.ts';

export type Tag =
  | 'download'
  | 'saved'
  | 'bytemath'
  | 'payload'
  | 'revshell'
  | 'destroy'
  | 'dynexec'
  | 'providerKey'
  | 'pem'
  | 'generic'
  | 'injection'
  | 'upload'
  | 'credstore'
  | 'sudo'
  | 'perm'
  | 'persist'
  | 'hidden'
  | 'encoded'
  | 'archive'
  | 'paste'
  | 'exfil'
  | 'agentcfg'
  | 'unpinned'
  | 'conceal'
  | 'hiddenscript'
  | 'social'
  | 'delete'
  // Code shapes sentinel/resource-flood looks for (their literal words):
  | 'flood'
  // Network calls that are not `download` anchors (lib/fetch-run.ts NET_EXTRA):
  | 'net'
  // Sensitive or broad objects of a prose instruction (lib/sentences.ts):
  | 'sentence'
  // What sentinel/defence-off looks for (lib/defence-words.ts, read by both):
  | 'defence'
  // Code that rebuilds strings (lib/decode-follow.ts REBUILDS; `^ key` is looked up apart):
  | 'rebuild'
  // Markdown structure, so the view needs no pass of its own:
  | 'fence'
  | 'heading'
  | 'comment'
  // The seed's keyword lists (seed-keywords.ts SEED_LINE_HINT's pieces), for sentinel/seed-keyword:
  | 'seed';

/** Every tag's words, in tag order (the order of TAGS and so of the tag indices). */
const ANCHORS: Record<Tag, readonly string[]> = { ...RUN_AND_SECRET_WORDS, ...SYSTEM_AND_EXFIL_WORDS, ...PROSE_AND_STRUCTURE_WORDS };

export const TAGS = Object.keys(ANCHORS) as Tag[];
const TAG_INDEX = new Map<Tag, number>(TAGS.map((t, i) => [t, i]));

// ---- automaton -------------------------------------------------------------------
// Built on the first scan, not at load: commands that never scan (`--help`, `new`, …) do
// not pay for it, and the build runs inside a function, where V8 optimises its loops
// (top-level code stays in the interpreter: the same build took ~30 ms at load).

const fold = (c: number): number => (c >= 65 && c <= 90 ? c | 32 : c);

interface Automaton {
  /**
   * Character class per UTF-16 code unit (0: no anchor uses it). Each ASCII anchor character
   * has a class of its own (its columns first, so the rows' hot part is short); the other
   * anchor characters (Chinese, Japanese, Korean words, invisible characters: over two
   * hundred) share NON_ASCII_CLASSES classes, and a match of a word that holds one is
   * checked against the text. This keeps the table ~4× smaller (it was 8.5 MB).
   */
  cls: Uint16Array;
  K: number;
  /** Transitions with rows pre-multiplied by K; a negative entry −(row+1) marks an output state. */
  delta: Int32Array;
  /**
   * All outputs per state (own plus those reached through failure links): flat
   * [tagIndex, length, word, …], `word` −1 when the match is exact, else the index in
   * `words` of the folded word to compare with the text.
   */
  outputs: number[][];
  words: string[];
}

let automaton: Automaton | undefined;

/** ASCII letters and signs by their frequency in English text and code (each has a class). */
const FREQUENT = ' etaoinsrhldcumfpgwybvkxjqz\n.-_/\'(":=$0123456789';

/** Classes shared by the non-ASCII anchor characters. */
const NON_ASCII_CLASSES = 24;

function buildAutomaton(): Automaton {
  const cls = new Uint16Array(65536);
  let classes = 1;
  // The letters and signs most frequent in text first, so that the columns the scan reads
  // most share a few cache lines of each row.
  for (let i = 0; i < FREQUENT.length; i++) {
    const c = FREQUENT.charCodeAt(i);
    cls[c] = classes++;
    if (c >= 97 && c <= 122) cls[c - 32] = cls[c];
  }
  for (const tag of TAGS) {
    for (const word of ANCHORS[tag]) {
      for (let i = 0; i < word.length; i++) {
        const c = fold(word.charCodeAt(i));
        if (c < 128 && !cls[c]) {
          cls[c] = classes++;
          if (c >= 97 && c <= 122) cls[c - 32] = cls[c];
        }
      }
    }
  }
  const ascii = classes;
  let shared = 0;
  const words: string[] = [];
  const gotoTable: Array<Map<number, number>> = [new Map()];
  /** Per state: flat [tagIndex, length, word, …] of anchors ending here (own). */
  const own: number[][] = [[]];
  for (let ti = 0; ti < TAGS.length; ti++) {
    for (const word of ANCHORS[TAGS[ti]]) {
      let s = 0;
      let exact = true;
      for (let i = 0; i < word.length; i++) {
        const c = fold(word.charCodeAt(i));
        if (c >= 128) {
          exact = false;
          if (!cls[c]) cls[c] = ascii + (shared++ % NON_ASCII_CLASSES);
        }
        const k = cls[c];
        let n = gotoTable[s].get(k);
        if (n === undefined) {
          n = gotoTable.length;
          gotoTable.push(new Map());
          own.push([]);
          gotoTable[s].set(k, n);
        }
        s = n;
      }
      let w = -1;
      if (!exact) {
        w = words.length;
        let folded = '';
        for (let i = 0; i < word.length; i++) folded += String.fromCharCode(fold(word.charCodeAt(i)));
        words.push(folded);
      }
      own[s].push(ti, word.length, w);
    }
  }
  const K = ascii + Math.min(shared, NON_ASCII_CLASSES);
  const N = gotoTable.length;
  const delta = new Int32Array(N * K);
  const outputs: number[][] = own.map((o) => [...o]);
  const fail = new Int32Array(N);
  /** The entry of `delta` that leads to state t (its row, negative when t emits). */
  const entry = (t: number): number => (outputs[t].length ? -(t * K) - 1 : t * K);
  const queue: number[] = [];
  for (const [k, n] of gotoTable[0]) {
    delta[k] = entry(n);
    queue.push(n);
  }
  // Breadth first, so a state's failure row is complete (and its outputs known) before the
  // state's own row is built: copy it, then write the real edges (a Map lookup per edge,
  // not per class). A state's outputs are complete when it is reached, so its entry is
  // written once, already marked.
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi];
    const row = s * K;
    const failRow = fail[s] * K;
    delta.copyWithin(row, failRow, failRow + K);
    for (const [k, n] of gotoTable[s]) {
      const d = delta[failRow + k];
      fail[n] = (d < 0 ? -d - 1 : d) / K;
      const inherited = outputs[fail[n]];
      if (inherited.length) outputs[n].push(...inherited);
      delta[row + k] = entry(n);
      queue.push(n);
    }
  }
  return { cls, K, delta, outputs, words };
}

/** Start offsets of anchor occurrences per tag, ascending. */
export type AnchorHits = number[][];

/** Whether the folded `word` stands in `text` at `at`. */
function wordAt(text: string, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if (fold(text.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/** Scan `text` in [start, end) once; returns, per tag index, the anchor start offsets. */
export function scanAnchors(text: string, start = 0, end = text.length, into: AnchorHits = noHits()): AnchorHits {
  if (!automaton) {
    automaton = buildAutomaton();
    warmUp(automaton);
  }
  walk(automaton, text, start, end, into);
  // Anchors of different lengths can end in a different order than they start; most lists
  // are in order already, and sorting copies each list.
  // A word inside a longer word of the same tag can also give one start twice.
  for (const list of into) if (list.length > 1 && !ascending(list)) dedupe(list.sort((a, b) => a - b));
  return into;
}

/** The automaton's walk over [start, end), adding each anchor's start to its tag's list in `into`. */
function walk(automaton: Automaton, text: string, start: number, end: number, into: AnchorHits): void {
  const { cls, K, delta, outputs, words } = automaton;
  let s = 0;
  for (let i = start; i < end; i++) {
    s = delta[s + cls[text.charCodeAt(i)]];
    if (s < 0) {
      s = -s - 1;
      const out = outputs[s / K];
      for (let j = 0; j < out.length; j += 3) {
        const at = i - out[j + 1] + 1;
        const w = out[j + 2];
        if (w >= 0 && !wordAt(text, at, words[w])) continue;
        const list = into[out[j]];
        if (list[list.length - 1] !== at) list.push(at);
      }
    }
  }
}

/**
 * A few short walks, before the first file, that take every path of the loop (one-byte and
 * two-byte text, anchors with and without non-ASCII characters, matched or not, a tag's
 * first hit and a repeated start) while it still runs in the interpreter: compiled after
 * that, the loop meets no case it lacks feedback for. Without them a cold `luban scan` threw
 * the compiled loop away and went on in the interpreter several times (~130 ms in the
 * anchor pass against ~50 once warm). The hits are dropped.
 */
function warmUp(a: Automaton): void {
  const all = TAGS.flatMap((tag) => ANCHORS[tag]);
  const ascii = all.filter((w) => !/[^\x00-\x7f]/.test(w)).slice(0, 40);
  const wide = all.filter((w) => /[^\x00-\x7f]/.test(w)).slice(0, 20);
  // (a non-ASCII word reversed shares its classes, not its text: a match to reject)
  const samples = [ascii.join(' '), `${wide.join(' ')} ${wide.map((w) => [...w].reverse().join('')).join(' ')} ${ascii.slice(0, 10).join(' ')}`];
  for (const text of samples) for (let k = 0; k < 2; k++) walk(a, text, 0, text.length, noHits());
}

/**
 * One empty list per tag, built the same way wherever it is built (a `TAGS.map` inlined by
 * the optimiser made an array of another shape, and the compiled loop was thrown away on it).
 */
function noHits(): AnchorHits {
  const hits: AnchorHits = [];
  for (let i = 0; i < TAGS.length; i++) hits.push([]);
  return hits;
}

function dedupe(list: number[]): void {
  let n = 1;
  for (let i = 1; i < list.length; i++) if (list[i] !== list[n - 1]) list[n++] = list[i];
  list.length = n;
}

function ascending(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i] < list[i - 1]) return false;
  return true;
}

/** The index of the first of the ascending anchor `hits` at or after `pos` (hits.length when none). */
export function firstAtOrAfter(hits: readonly number[], pos: number): number {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function tagIndex(tag: Tag): number {
  return TAG_INDEX.get(tag)!;
}
