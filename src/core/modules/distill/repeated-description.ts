/**
 * `distill/repeated-description` (dim7b, seed v3 优化策略库 P3 重复描述 "同信息在多处出现"): the
 * same sentence stated twice — in two places of SKILL.md, or the frontmatter `description`
 * restated in the body. Sentences are compared after normalising case, punctuation, white
 * space and emphasis; only sentences of at least `minChars` (30) weighted characters count
 * (a CJK character weighs 2: a 15-character Chinese sentence carries what a 30-letter English
 * one does), so "See below." or "完成。" never match. Why: a restated rule costs tokens on
 * every run, and the two copies drift apart on the next edit. Info (P3): the optimiser
 * takes it as a target (strategy: merge, keep the clearest copy). No fix: which copy stays
 * is the author's call.
 */
import type { Rule } from '../../rules/types.ts';
import { optionsOf } from '../../rules/types.ts';
import { lineText } from '../../skill/text.ts';
import { skillMdName } from '../skillops/shared.ts';
import { paragraphs } from './paragraphs.ts';

interface RepeatOptions extends Record<string, unknown> {
  minChars: number;
}

/**
 * The sentences of a text: split after . ! ? ; and their CJK forms — what
 * `split(/(?<=[.!?;])\s+|(?<=[。！？；])/u)`, trim and dropping empty pieces gave, in one
 * scan without the lookbehind regex (it ran at every character of SKILL.md's prose).
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  let p = 0;
  for (let q = 1; q < n; q++) {
    const c = text.charCodeAt(q - 1);
    if (c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3b) {
      if (!isSpace(text.charCodeAt(q))) continue;
      let e = q + 1;
      while (e < n && isSpace(text.charCodeAt(e))) e++;
      pushTrimmed(out, text.slice(p, q));
      p = e;
      q = e; // the next split point is past the white space (the loop's q++ skips e, whose left neighbour is white space)
    } else if ((c === 0x3002 || c === 0xff01 || c === 0xff1f || c === 0xff1b) && q > p) {
      pushTrimmed(out, text.slice(p, q));
      p = q;
    }
  }
  pushTrimmed(out, text.slice(p));
  return out;
}

function pushTrimmed(out: string[], piece: string): void {
  const t = piece.trim();
  if (t) out.push(t);
}

/** `\s` (and String#trim's white space): the ASCII ones, then the few Unicode spaces. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** A sentence with a short lead-in label ("Note:", "注意：") and case, punctuation, white space and marks removed. */
export function normalise(sentence: string): string {
  const s = LEAD_IN_COLON.test(sentence) ? sentence.replace(LEAD_IN, '') : sentence;
  // ASCII text, most of it, kept letter by letter in one pass (no lower-cased copy, no regex).
  const ascii = asciiKey(s);
  if (ascii !== undefined) return ascii;
  const lower = s.toLowerCase();
  // Other text through a per-character table of \p{L}\p{N} (the u-flag replace was ~10 ms a corpus scan);
  // astral characters and very long sentences keep the regular expressions.
  return bmpKey(lower) ?? (ASCII.test(lower) ? lower.replace(/[^a-z0-9]+/g, '') : lower.replace(/[^\p{L}\p{N}]+/gu, ''));
}

const LEAD_IN = /^\s*[^:：\s][^:：]{0,11}[:：]\s*(?=\S)/u;
/** LEAD_IN can match only where a colon sits within its first few characters. */
const LEAD_IN_COLON = /[:：]/;
const ASCII = /^[\x00-\x7f]*$/;
const KEY8 = Buffer.alloc(1024);
const KEY16 = Buffer.alloc(2048);

/** The lower-cased letters and digits of an ASCII string, or undefined when it is not ASCII (or too long for the buffer). */
function asciiKey(s: string): string | undefined {
  const n = s.length;
  if (n > KEY8.length) return undefined;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) return undefined;
    if (c >= 0x61 ? c <= 0x7a : c >= 0x41 ? c <= 0x5a : c >= 0x30 && c <= 0x39) KEY8[k++] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  }
  return KEY8.toString('latin1', 0, k);
}

/** Per BMP code unit: 0 not yet known, 1 a letter or digit (\p{L}\p{N}), 2 neither. */
const LETTER_OR_DIGIT = new Uint8Array(65536);
const KEEP = /^[\p{L}\p{N}]$/u;

/** The letters and digits of a lower-cased string without surrogates, or undefined (surrogates, too long). */
function bmpKey(s: string): string | undefined {
  const n = s.length;
  if (2 * n > KEY16.length) return undefined;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return undefined;
    let cls = LETTER_OR_DIGIT[c];
    if (cls === 0) LETTER_OR_DIGIT[c] = cls = KEEP.test(String.fromCharCode(c)) ? 1 : 2;
    if (cls === 1) {
      KEY16[k++] = c & 0xff;
      KEY16[k++] = c >> 8;
    }
  }
  return KEY16.toString('utf16le', 0, k);
}

/** A CJK character weighs 2, any other code point 1 (one pass, no regular expression, no array). */
function weight(norm: string): number {
  let n = 0;
  for (let i = 0; i < norm.length; i++) {
    const c = norm.charCodeAt(i);
    if (c < 0x3040) {
      n++;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = norm.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      n++;
      continue;
    }
    n += c <= 0x30ff || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) ? 2 : 1;
  }
  return n;
}

/**
 * Whether a sentence weighs less than `minChars` after normalising, told without
 * normalising it: an ASCII letter or digit weighs at most 1, other ASCII nothing, any other
 * code unit at most 2 (lower-casing lengthens only `İ`, to a letter and a mark).
 */
function tooLight(sentence: string, minChars: number): boolean {
  let n = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence.charCodeAt(i);
    if (c >= 0x80) n += 2;
    else if ((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a)) n++;
    if (n >= minChars) return false;
  }
  return true;
}

/** Whether a sentence is too short to reach `minChars` whatever it holds (a character weighs 2 at most; normalising only removes). */
function tooShort(sentence: string, minChars: number): boolean {
  return sentence.length * 2 < minChars;
}

export const rule: Rule = {
  meta: {
    id: 'distill/repeated-description',
    module: 'Distill',
    dimension: 'dim7b',
    defaultSeverity: 'info',
    description: {
      en: 'No sentence of SKILL.md is stated twice (in the body, or the frontmatter description restated in the body).',
      zh: 'SKILL.md 中同一句话不重复出现（正文内重复，或正文重述 frontmatter 的 description）。',
    },
    fixable: false,
    options: {
      schema: { type: 'object', additionalProperties: false, properties: { minChars: { type: 'integer', minimum: 10 } } },
      defaults: { minChars: 30 },
    },
    messages: {
      repeated: {
        en: 'dim7b · this sentence repeats line {first}: "{sentence}". Keep the clearest copy and delete the other.',
        zh: 'dim7b · 这句话与第 {first} 行重复：“{sentence}”。请保留表述最清楚的一处，删除另一处。',
      },
      description: {
        en: 'dim7b · this sentence restates the frontmatter description: "{sentence}". The description is for choosing the skill; say something the agent needs next instead.',
        zh: 'dim7b · 这句话重复了 frontmatter 的 description：“{sentence}”。description 用于选择技能；正文请写 agent 接下来需要知道的内容。',
      },
    },
  },
  check(ctx) {
    const info = ctx.doc.skillFile?.text;
    if (!info) return;
    const { minChars } = optionsOf<RepeatOptions>(ctx);
    const file = skillMdName(ctx.doc);
    const seen = new Map<string, number>();
    const description = ctx.doc.frontmatter?.data?.description;
    if (typeof description === 'string')
      for (const s of sentences(description.replace(/\s+/g, ' '))) {
        if (tooShort(s, minChars)) continue;
        const n = normalise(s);
        if (weight(n) >= minChars) seen.set(n, 0);
      }
    for (const p of paragraphs(ctx.doc)) {
      for (const s of sentences(p.text)) {
        if (tooShort(s, minChars) || tooLight(s, minChars)) continue;
        const n = normalise(s);
        if (weight(n) < minChars) continue;
        const first = seen.get(n);
        if (first === undefined) {
          seen.set(n, p.line);
          continue;
        }
        const shown = [...s].length > 80 ? `${[...s].slice(0, 77).join('')}…` : s;
        ctx.report({
          messageId: first === 0 ? 'description' : 'repeated',
          data: { first, sentence: shown },
          file,
          range: { start: { line: p.line, column: 1 }, end: { line: p.line, column: lineText(info, p.line).length + 1 } },
        });
      }
    }
  },
};
