/**
 * Words of a person's instruction and feedback, compared with the skill's text without
 * a model. Latin text is split into words (stop words dropped); Chinese has no spaces,
 * so it is split at particles and function words into runs, and runs are compared by
 * character bigrams — "导出幻灯片" and "幻灯片导出" share 幻灯/灯片 — which needs no
 * dictionary and is what a reader would call "the same words".
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z0-9+#.-]*[A-Za-z0-9+#]|[A-Za-z]/g;

const STOP_EN = new Set(
  (
    'a an the and or but if then else of to in on at by for with from into onto about as is are was were be been being it its this that these those ' +
    'i me my we our you your he she they them their his her what which who whom how why when where can could would should will shall may might must ' +
    'do does did done doing have has had having not no yes so too very just also only please help make made get got let lets want need use used using ' +
    'some any all each every more most other such than there here out up down over again one two me skill skills thing things work works working ' +
    'didnt dont doesnt isnt wasnt cant wont it’s don’t didn’t output result answer said says say tell told give gave ok okay wrong right instead'
  ).split(/\s+/),
);

/** Particles and function words that end a Chinese run (一个 / 这个 / 帮我 …). */
const CJK_BREAK =
  /(?:帮我|帮忙|请你|请|麻烦|一下|一个|这个|那个|这些|那些|什么|怎么|为什么|可以|能不能|能否|是否|没有|不是|但是|而且|然后|因为|所以|如果|就是|还是|或者|以及|我们|你们|他们|我|你|他|她|它|的|了|吗|呢|吧|啊|呀|把|被|给|和|与|及|或|在|是|也|都|又|还|就|才|很|太|要|想|让|将|对|从|用|跟|向|这|那|个|些|得|地|着|过)/g;

export interface Terms {
  /** Lower-cased Latin words, stop words removed. */
  words: Set<string>;
  /** Chinese runs between particles (length ≥ 2), in order of appearance. */
  runs: string[];
  /** Character bigrams of the runs. */
  bigrams: Set<string>;
}

export function termsOf(text: string): Terms {
  const words = new Set<string>();
  for (const m of text.matchAll(LATIN_WORD)) {
    const w = m[0].toLowerCase().replace(/[.-]+$/, '');
    if (w.length >= 3 && !STOP_EN.has(w)) words.add(w);
  }
  const runs: string[] = [];
  const bigrams = new Set<string>();
  for (const m of text.matchAll(CJK_RUN)) {
    for (const part of m[0].split(CJK_BREAK)) {
      if (part.length < 2) continue;
      if (!runs.includes(part)) runs.push(part);
      for (let i = 0; i + 1 < part.length; i++) bigrams.add(part.slice(i, i + 2));
    }
  }
  return { words, runs, bigrams };
}

/** Shared words + shared bigrams (a stemmed English match — test/tests — counts as shared). */
export function overlap(a: Terms, b: Terms): number {
  let n = 0;
  for (const w of a.words) if (b.words.has(w) || [...b.words].some((x) => sameStem(w, x))) n++;
  for (const g of a.bigrams) if (b.bigrams.has(g)) n++;
  return n;
}

function stem(w: string): string {
  return w.replace(/(?:ing|ed|es|s)$/, '');
}

function sameStem(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return false;
  const sa = stem(a);
  return sa.length >= 3 && sa === stem(b);
}

/** Whether `term` occurs in `text` (case-insensitive for Latin words, by stem). */
export function mentions(text: string, term: string): boolean {
  const lower = text.toLowerCase();
  if (CJK.test(term)) return lower.includes(term);
  if (lower.includes(term.toLowerCase())) return true;
  const s = stem(term.toLowerCase());
  return s.length >= 3 && new RegExp(`\\b${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text);
}

/**
 * The instruction's key terms, the ones a description would have to contain to match
 * it: Chinese runs and Latin words, in the order the person wrote them.
 */
export function keyTerms(text: string): string[] {
  const t = termsOf(text);
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(`${LATIN_WORD.source}|${CJK_RUN.source}`, 'g'))) {
    const piece = m[0];
    if (CJK.test(piece)) {
      for (const r of t.runs) if (piece.includes(r) && !out.includes(r)) out.push(r);
    } else {
      const w = piece.toLowerCase().replace(/[.-]+$/, '');
      if (t.words.has(w) && !out.some((o) => o.toLowerCase() === w)) out.push(piece.replace(/[.-]+$/, ''));
    }
  }
  return out;
}
