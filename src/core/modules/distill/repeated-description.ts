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

/** The sentences of a text: split after . ! ? ; and their CJK forms. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|(?<=[。！？；])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence with a short lead-in label ("Note:", "注意：") and case, punctuation, white space and marks removed. */
export function normalise(sentence: string): string {
  const s = sentence.replace(LEAD_IN, '').toLowerCase();
  // (ASCII text, most of it, through the plain class: the same letters and digits, several times faster than \p{…})
  return ASCII.test(s) ? s.replace(/[^a-z0-9]+/g, '') : s.replace(/[^\p{L}\p{N}]+/gu, '');
}

const LEAD_IN = /^\s*[^:：\s][^:：]{0,11}[:：]\s*(?=\S)/u;
const ASCII = /^[\x00-\x7f]*$/;

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
