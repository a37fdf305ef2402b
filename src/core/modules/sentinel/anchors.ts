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
  // Sensitive or broad objects of a prose instruction (lib/sentences.ts):
  | 'sentence'
  // What sentinel/defence-off looks for (lib/defence-words.ts, read by both):
  | 'defence'
  // Code that rebuilds strings (lib/decode-follow.ts REBUILDS; `^ key` is looked up apart):
  | 'rebuild'
  // Markdown structure, so the view needs no pass of its own:
  | 'fence'
  | 'heading'
  | 'comment';

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
  /** Character class per UTF-16 code unit (0: no anchor uses it). */
  cls: Uint8Array;
  K: number;
  /** Transitions with rows pre-multiplied by K; a negative entry −(row+1) marks an output state. */
  delta: Int32Array;
  /** All outputs per state (own plus those reached through failure links): flat [tagIndex, length, …]. */
  outputs: number[][];
}

let automaton: Automaton | undefined;

function buildAutomaton(): Automaton {
  const cls = new Uint8Array(65536);
  let classes = 1;
  const gotoTable: Array<Map<number, number>> = [new Map()];
  /** Per state: flat [tagIndex, length, tagIndex, length, …] of anchors ending here (own). */
  const own: number[][] = [[]];
  for (let ti = 0; ti < TAGS.length; ti++) {
    for (const word of ANCHORS[TAGS[ti]]) {
      let s = 0;
      for (let i = 0; i < word.length; i++) {
        const c = fold(word.charCodeAt(i));
        if (!cls[c]) {
          if (classes >= 255) throw new Error('sentinel anchors: too many character classes');
          cls[c] = classes++;
          if (c >= 97 && c <= 122) cls[c - 32] = cls[c];
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
      own[s].push(ti, word.length);
    }
  }
  const K = classes;
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
  return { cls, K, delta, outputs };
}

/** Start offsets of anchor occurrences per tag, ascending. */
export type AnchorHits = number[][];

/** Scan `text` in [start, end) once; returns, per tag index, the anchor start offsets. */
export function scanAnchors(text: string, start = 0, end = text.length, into: AnchorHits = TAGS.map(() => [])): AnchorHits {
  automaton ??= buildAutomaton();
  const { cls, K, delta, outputs } = automaton;
  let s = 0;
  for (let i = start; i < end; i++) {
    s = delta[s + cls[text.charCodeAt(i)]];
    if (s < 0) {
      s = -s - 1;
      const out = outputs[s / K];
      for (let j = 0; j < out.length; j += 2) {
        const list = into[out[j]];
        const at = i - out[j + 1] + 1;
        if (list[list.length - 1] !== at) list.push(at);
      }
    }
  }
  // Anchors of different lengths can end in a different order than they start.
  for (const list of into) if (list.length > 1) list.sort((a, b) => a - b);
  return into;
}

export function tagIndex(tag: Tag): number {
  return TAG_INDEX.get(tag)!;
}
