/**
 * sentinel/hidden-unicode — characters that change what the agent reads without
 * changing what a person sees:
 * - Unicode tag characters U+E0000–E007F ("ASCII smuggling": each one maps to an
 *   invisible ASCII letter; the decoded text is shown in the message) — error, except
 *   inside an emoji subdivision flag (🏴 + tags + U+E007F);
 * - bidirectional embedding/override/isolate controls U+202A–202E and U+2066–2069
 *   ("Trojan Source": the displayed order differs from the logical order) — error;
 * - zero-width characters U+200B, U+200C, U+200D, U+2060–2064, U+FEFF (not as a BOM),
 *   U+180E — warning, one finding per line; a zero-width joiner inside an emoji
 *   sequence and ZWJ/ZWNJ between letters of scripts that need them (Arabic, Persian,
 *   Indic …) are exempt;
 * - three or more variation selectors in a row outside emoji (U+FE00–FE0E,
 *   U+E0100–E01EF; a way to smuggle bytes) — error;
 * - in a script, an alphabet of invisible characters written as escapes (two or more
 *   distinct zero-width characters as separate strings of one list, `["\u200B", "\u200C"]`)
 *   that the script does not only strip (no `replace` / `strip` / `translate` / `sub` / a
 *   test of membership on that list) — warning: it hides marks or data in the text the agent
 *   writes or posts, where no reader sees them.
 *
 * Why: hidden text is how instructions are slipped past a reviewer into the agent's
 * context (docs/features.md B5: hidden Unicode counts as prompt injection). Scope: every text file
 * of the skill, SKILL.md included (frontmatter and body). An artifact rule: no
 * context lowers it (a heading or a comment can be written by the attacker too).
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { anchorHits, nearLine, sentinelView, type Segment, type SentinelFile } from './view.ts';

const PICTO = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\uFE0F\u20E3]/u;
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}\p{Script=Hebrew}\p{Script=Khmer}\p{Script=Myanmar}]/u;

type Kind = 'tag' | 'bidi' | 'zero-width' | 'selector';

export const rule: Rule = {
  meta: {
    id: 'sentinel/hidden-unicode',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'prompt-injection',
    description: {
      en: 'Hidden Unicode: tag characters (ASCII smuggling), bidi overrides, zero-width characters, variation-selector runs.',
      zh: '隐藏 Unicode 字符：标签字符（ASCII 走私）、双向文本覆盖符、零宽字符、连续变体选择符。',
    },
    fixable: false,
    messages: {
      tag: {
        en: '{count} invisible Unicode tag character(s) spelling "{decoded}"; the agent reads this text, people do not{note}.',
        zh: '{count} 个不可见的 Unicode 标签字符，拼出“{decoded}”；智能体能读到，人看不到{note}。',
      },
      bidi: {
        en: 'Bidirectional control character {code}: the text shown differs from the text the agent reads{note}.',
        zh: '双向文本控制字符 {code}：显示的文字与智能体读到的文字顺序不同{note}。',
      },
      zeroWidth: {
        en: '{count} zero-width character(s) ({code}) on this line can hide or split words from reviewers and filters{note}.',
        zh: '本行有 {count} 个零宽字符（{code}），可对审查者和过滤器隐藏或拆分词语{note}。',
      },
      escapedAlphabet: {
        en: 'This script keeps an alphabet of {count} invisible characters ({code}) and does not strip them: it can hide marks or data in the text the agent writes or posts, where no reader sees them{note}.',
        zh: '此脚本保存了由 {count} 个不可见字符（{code}）组成的字母表，且并非用于清除它们：它可在智能体写出或发布的文字中藏入读者看不到的标记或数据{note}。',
      },
      selector: {
        en: '{count} variation selectors in a row outside an emoji: a known way to smuggle hidden bytes{note}.',
        zh: '表情符号之外连续出现 {count} 个变体选择符：这是夹带隐藏数据的已知手法{note}。',
      },
    },
  },
  check(ctx) {
    for (const sf of sentinelView(ctx.doc).files) {
      const hits = anchorHits(sf, 'hidden');
      if (!hits.length) continue;
      const text = sf.info.text;
      const segAt = (offset: number): Segment =>
        sf.segments.find((s) => offset >= s.start && offset < s.end) ?? { start: 0, end: text.length, kind: 'data', lang: 'any', detector: false };
      let zwLine = -1;
      let skipUntil = -1;
      for (const i of hits) {
        if (i < skipUntil) continue;
        const cp = text.codePointAt(i)!;
        // The U+DB40 anchor also starts other plane-14 characters (and may be unpaired).
        if (cp === 0xdb40 || (cp > 0xffff && !((cp >= 0xe0000 && cp <= 0xe007f) || (cp >= 0xe0100 && cp <= 0xe01ef)))) continue;
        const kind = classify(cp);
        if (kind === 'tag') {
          // Collect the run of tag characters.
          let j = i;
          let decoded = '';
          while (j < text.length && text.charCodeAt(j) === 0xdb40 && text.charCodeAt(j + 1) >= 0xdc00 && text.charCodeAt(j + 1) <= 0xdc7f) {
            const c = text.codePointAt(j)! - 0xe0000;
            if (c >= 0x20 && c < 0x7f) decoded += String.fromCharCode(c);
            j += 2;
          }
          skipUntil = j;
          if (isEmojiFlag(text, i, j)) continue;
          report(sf, segAt(i), i, j, 'tag', 'error', { count: (j - i) / 2, decoded: decoded.length > 80 ? `${decoded.slice(0, 77)}…` : decoded });
        } else if (kind === 'bidi') {
          report(sf, segAt(i), i, i + 1, 'bidi', 'error', { code: hex(cp) });
        } else if (kind === 'selector') {
          let j = i;
          let n = 0;
          while (j < text.length) {
            const c = text.codePointAt(j)!;
            if (classify(c) !== 'selector') break;
            n++;
            j += c > 0xffff ? 2 : 1;
          }
          skipUntil = j;
          if (n < 3) continue;
          report(sf, segAt(i), i, j, 'selector', 'error', { count: n });
        } else {
          if (exemptZeroWidth(text, i, cp)) continue;
          const [ls, le] = nearLine(text, i, 2000);
          if (ls === zwLine) continue;
          zwLine = ls;
          let count = 0;
          const codes = new Set<string>();
          for (let k = i; k < le; k++) {
            const c = text.charCodeAt(k);
            if ((c >= 0x200b && c <= 0x200d) || (c >= 0x2060 && c <= 0x2064) || c === 0xfeff || c === 0x180e) {
              if (exemptZeroWidth(text, k, c)) continue;
              count++;
              codes.add(hex(c));
            }
          }
          report(sf, segAt(i), i, i + 1, 'zeroWidth', 'warning', { count, code: [...codes].join(', ') });
        }
      }
    }

    for (const sf of sentinelView(ctx.doc).files) {
      if (sf.role !== 'script' || !ESCAPED.test(sf.info.text)) continue;
      const text = sf.info.text;
      ALPHABET.lastIndex = 0;
      for (let m = ALPHABET.exec(text); m; m = ALPHABET.exec(text)) {
        const codes = new Set([...m[0].matchAll(ONE_ESCAPE)].map((e) => `U+${e[1].toUpperCase()}`));
        if (codes.size < 2 || onlyStripped(text, m.index)) continue;
        const seg = sf.segments.find((x) => m.index >= x.start && m.index < x.end) ?? sf.segments[0];
        report(sf, seg, m.index, m.index + m[0].length, 'escapedAlphabet', 'warning', { count: codes.size, code: [...codes].join(', ') });
      }
    }

    function report(sf: SentinelFile, seg: Segment, start: number, end: number, messageId: string, base: Severity, data: Record<string, string | number>) {
      emit(ctx, { sf, seg, start, end, messageId, data, base, kind: 'artifact', category: 'prompt-injection' });
    }
  },
};

// ---- invisible characters written as escapes (a script's "invisible ink") -------------------

const ZW = String.raw`\\u(?:200[bcdBCD]|206[0-4]|[fF][eE][fF][fF]|180[eE])`;
/** A cheap gate: the file writes a zero-width character as an escape at all. */
const ESCAPED = new RegExp(ZW);
const ONE_ESCAPE = /\\u([0-9a-fA-F]{4})/g;
/** Two or more one-character strings of zero-width escapes in one list or map: `"\u200B", "\u200C"`, `{"0": "\u200b", "1": "\u200c"}`. */
const ALPHABET = new RegExp(String.raw`["'\`]${ZW}["'\`](?:\s*,\s*(?:["']\w{1,8}["']\s*:\s*|\w{1,8}\s*:\s*)?["'\`]${ZW}["'\`])+`, 'g');
/** What a sanitiser does with such a list: strip, replace, translate, split, test membership. */
const SANITISE = /\.replace(?:All)?\s*\(|\bre\.sub\s*\(|\.strip\s*\(|\.translate\s*\(|\.split\s*\(|\.includes\s*\(|\.indexOf\s*\(|\.has\s*\(/;

/** The line holding `at` and the `extra` lines after it. */
function linesFrom(text: string, at: number, extra: number): string {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let le = at;
  for (let n = 0; n <= extra && le >= 0; n++) le = text.indexOf('\n', le + 1);
  return text.slice(ls, le < 0 ? text.length : le);
}

/**
 * Whether the list at `at` is only stripped: every other use of its name (`NAME = [` before
 * it) sits beside a sanitising call (that line or the two after it: `for ch in NAME:` then
 * `text.replace(ch, "")`) or in a membership test (`if c in NAME`). A list without a name is
 * judged by its own line.
 */
function onlyStripped(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const name = /([A-Za-z_$][\w$]*)\s*(?::[^=]*)?=\s*[[({]?\s*$/.exec(text.slice(lineStart, at))?.[1];
  if (!name) return SANITISE.test(linesFrom(text, at, 0));
  const n = name.replace(/\$/g, '\\$');
  const member = new RegExp(String.raw`\bif\b[^\n]*\bin\s+${n}\b`);
  const uses = [...text.matchAll(new RegExp(String.raw`\b${n}\b`, 'g'))].filter((u) => u.index < lineStart || u.index > at);
  return uses.length > 0 && uses.every((u) => SANITISE.test(linesFrom(text, u.index, 2)) || member.test(linesFrom(text, u.index, 0)));
}

function classify(cp: number): Kind {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return 'bidi';
  if ((cp >= 0xfe00 && cp <= 0xfe0e) || (cp >= 0xe0100 && cp <= 0xe01ef)) return 'selector';
  return 'zero-width';
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** 🏴 (U+1F3F4) + tag letters + CANCEL TAG (U+E007F): a subdivision flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿. */
function isEmojiFlag(text: string, start: number, end: number): boolean {
  return text.codePointAt(start - 2) === 0x1f3f4 && text.codePointAt(end - 2) === 0xe007f;
}

/** ZWJ inside an emoji sequence, ZWJ/ZWNJ between letters of a joining script. */
function exemptZeroWidth(text: string, i: number, cp: number): boolean {
  if (cp !== 0x200d && cp !== 0x200c) return false;
  const prev = codePointBefore(text, i);
  const next = text.codePointAt(i + 1);
  if (prev === undefined || next === undefined) return false;
  const p = String.fromCodePoint(prev);
  const n = String.fromCodePoint(next);
  if (cp === 0x200d && PICTO.test(p) && PICTO.test(n)) return true;
  return JOINING_SCRIPT.test(p) || JOINING_SCRIPT.test(n);
}

function codePointBefore(text: string, i: number): number | undefined {
  if (i <= 0) return undefined;
  const lo = text.charCodeAt(i - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && i >= 2) return text.codePointAt(i - 2);
  return lo;
}
