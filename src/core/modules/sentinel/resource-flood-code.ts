/** sentinel/resource-flood: the code blocks worth a look, their endless loops and the bodies of blocks and loops. */
import { braceBody, closeBracket, indentedEnd } from './code-text.ts';
import { anchorHits, type SentinelFile } from './view.ts';

/** A loop with no condition that ends it (a C-style `for` whose condition is empty, whatever its start and step: `for (let r = 1; ; r++)`). */
const ENDLESS =
  /\bfor\s*\([^;()\n]*;\s*;[^()\n]*\)|\bwhile\s*\(\s*(?:true|1|!0|\$true|True)\s*\)|\bwhile\s+(?:True|1)\s*:|\bfor\s+\w+\s+in\s+(?:itertools\.)?count\s*\(\s*\d*\s*\)\s*:|\bwhile\s+(?:true|:|\[\s*1\s*\]|\(\(\s*1\s*\)\))\s*;?\s*(?:\n\s*)?do\b|\buntil\s+(?:false|\[\s*1\s*=\s*0\s*\])\s*;?\s*(?:\n\s*)?do\b|\bloop\s*\{|\bloop\s+do\b|\bfor\s*\{|\bsetInterval\s*\(|\bwhile\s*\(\s*\$true\s*\)/g;
/** Ways out of a loop. */
export const EXIT = /\b(?:break|return|exit|process\.exit|sys\.exit|os\._exit|clearInterval|raise|throw|quit)\b/;

const BODY_MAX = 1500;

/** The `flood` anchor words (anchor-words-run.ts) as written (case-sensitive), each with its bit. */
const FLOOD_WORDS = [
  '()',
  'function',
  '(){',
  '() {',
  'while',
  ';;',
  '; ;',
  'count(',
  'until',
  'setInterval',
  'loop',
  'for {',
  'setImmediate',
  'nextTick',
  'setTimeout',
  'ensure_future',
  'call_soon',
  'Timer(',
  'fork',
  '%0',
  '%~f0',
];
const W = (w: string): number => 1 << FLOOD_WORDS.indexOf(w);
const SHELL_FUNC = W('()') | W('function');
const TEXT_FUNC = W('(){') | W('() {');
const LOOP_WORDS =
  W('while') |
  W(';;') |
  W('; ;') |
  W('count(') |
  W('until') |
  W('setInterval') |
  W('loop') |
  W('for {') |
  W('setImmediate') |
  W('nextTick') |
  W('setTimeout') |
  W('ensure_future') |
  W('call_soon') |
  W('Timer(');

/** The code of `sf` (scripts, fenced blocks; not detector tables) that holds a word worth a look: [start, end) spans. */
export function codeSpans(sf: SentinelFile): Span[] {
  const out: Span[] = [];
  const hits = anchorHits(sf, 'flood');
  if (!hits.length) return out;
  const text = sf.info.text;
  const segs = sf.segments;
  // Which words each code block holds whole (the anchors are case-insensitive; the words are not).
  let j = 0;
  let mask = 0;
  const flush = (k: number): void => {
    const seg = segs[k];
    const m = mask;
    mask = 0;
    if (!m || seg.kind !== 'code' || seg.detector) return;
    // Shell-style functions live in shell, PowerShell and batch; markup, data and other languages
    // (`other`: HTML, YAML, Perl …) are looked at only for `fork while fork`.
    const other = seg.lang === 'other';
    const shell = !other && seg.lang !== 'py' && seg.lang !== 'js';
    const span: Span = {
      at: seg.start,
      text: '',
      // (in Python or JS only a shell function written out as text: `f.write("w(){ w|w& };w")`)
      func: shell ? (m & SHELL_FUNC) !== 0 : !other && (m & TEXT_FUNC) !== 0,
      // (a script in another language — Go, Ruby, PHP — has its loops looked at too)
      loop: (!other || sf.role === 'script') && (m & LOOP_WORDS) !== 0,
      fork: (m & W('fork')) !== 0,
      batch: (m & (W('%0') | W('%~f0'))) !== 0,
    };
    if (span.func || span.loop || span.fork || span.batch) {
      span.text = text.slice(seg.start, seg.end);
      out.push(span);
    }
  };
  for (const pos of hits) {
    while (j < segs.length && segs[j].end <= pos) {
      if (mask) flush(j);
      j++;
    }
    if (j >= segs.length) break;
    const seg = segs[j];
    if (seg.start > pos || seg.kind !== 'code' || seg.detector) continue;
    for (let w = 0; w < FLOOD_WORDS.length; w++) {
      const word = FLOOD_WORDS[w];
      if (pos + word.length <= seg.end && text.startsWith(word, pos)) mask |= 1 << w;
    }
  }
  if (mask && j < segs.length) flush(j);
  return out;
}

/** Heads of {@link ENDLESS}'s loops: each of its matches starts with one of these words. */
const ENDLESS_HEADS = ['for', 'while', 'until', 'loop', 'setInterval'];
const ENDLESS_AT = new RegExp(ENDLESS.source, 'y');

/** The matches of {@link ENDLESS} in the spans that may hold a loop (looked for at its heads only), offsets into the whole text. */
export function endlessLoops(spans: readonly Span[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const { at, text: part, loop } of spans) {
    if (!loop) continue;
    const heads: number[] = [];
    for (const w of ENDLESS_HEADS) for (let i = part.indexOf(w); i >= 0; i = part.indexOf(w, i + 1)) heads.push(i);
    if (!heads.length) continue;
    heads.sort((a, b) => a - b);
    let end = 0;
    for (const p of heads) {
      if (p < end) continue;
      ENDLESS_AT.lastIndex = p;
      const m = ENDLESS_AT.exec(part);
      if (!m) continue;
      end = p + m[0].length;
      m.index += at;
      out.push(m);
    }
  }
  return out;
}

/** A code block worth a look: its offset, its text and which shapes it may hold (plain substring tests). */
export interface Span {
  at: number;
  text: string;
  func: boolean;
  loop: boolean;
  fork: boolean;
  batch: boolean;
}

/** Matches of the global `re` inside the spans, with offsets into the whole text. */
export function* matchesIn(spans: readonly Span[], re: RegExp, need: 'func' | 'loop' | 'fork' | 'batch'): Generator<RegExpExecArray> {
  for (const { at: from, text: part, [need]: worth } of spans) {
    if (!worth) continue;
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      if (m[0] === '') re.lastIndex++;
      m.index += from;
      yield m;
    }
  }
}

/** Where the `end` at the indent of the line holding `headStart` closes the block after `headEnd` (Ruby, Lua). */
function endAtIndent(text: string, headStart: number, headEnd: number): number | undefined {
  const ls = text.lastIndexOf('\n', headStart - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(ls))![0];
  const close = new RegExp(String.raw`\n${indent}end\b`).exec(text.slice(headEnd, headEnd + BODY_MAX));
  return close ? headEnd + close.index : undefined;
}

/** The body of a loop whose head ends at `headEnd`: braces, a Python indented block, or shell `do … done`. */
export function loopBody(text: string, headStart: number, headEnd: number): [number, number] | undefined {
  // (`for {`, `loop {`: the head ends with the block's own brace)
  if (text[headEnd - 1] === '{') return braceBody(text, headEnd - 1);
  const rest = text.slice(headEnd, headEnd + 200);
  const brace = /^[^\n{;]*\{|^\s*\{/.exec(rest);
  if (/^\s*:/.test(rest) || /:\s*$/.test(text.slice(headStart, headEnd))) {
    // Python: the lines indented deeper than the head.
    const first = text.indexOf('\n', headEnd);
    if (first < 0) return undefined;
    const end = indentedEnd(text, text.lastIndexOf('\n', headStart - 1) + 1, first, BODY_MAX);
    return end > first ? [first, end] : undefined;
  }
  // Ruby `loop do … end`: the next lines, up to the `end` at the head's indent.
  if (/\bloop\s+do$/.test(text.slice(headStart, headEnd))) {
    const close = endAtIndent(text, headStart, headEnd);
    return close !== undefined ? [headEnd, close] : [headEnd, Math.min(text.length, headEnd + 600)];
  }
  if (/\bdo\s*$/.test(text.slice(headStart, headEnd)) || /^\s*do\b/.test(rest)) {
    const done = /(?:^|[\s;])done\b/m.exec(text.slice(headEnd, headEnd + BODY_MAX));
    if (done) return [headEnd, headEnd + done.index];
    // Lua `while true do … end`: up to the `end` at the head's indent.
    if (!text.slice(headEnd, headEnd + BODY_MAX).includes('end')) return undefined;
    const close = endAtIndent(text, headStart, headEnd);
    return close !== undefined ? [headEnd, close] : undefined;
  }
  if (brace) return braceBody(text, headEnd + brace[0].length - 1);
  // setInterval(fn, ms) / a one-line body
  const le = text.indexOf('\n', headEnd);
  return [headEnd, le < 0 ? text.length : le];
}

/**
 * Function definitions: JS `function f(`, `const f = (…) =>`, Python `def f(` (group 1–3: the
 * name), Go `func (r T) f(`, Rust `fn f(`, Kotlin `fun f(`, Java / C# `static T f(` (group 4), shell
 * `f() {` and shell / PowerShell `function f {` (groups 5–6): a braced body.
 */
const FUNC_DEF =
  /\bfunction\s+([A-Za-z_$][\w$]*)\s*\(|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b[^\n{]*|\([^)\n]*\)\s*=>\s*|[A-Za-z_$][\w$]*\s*=>\s*)|\b(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(|(?:\bfunc\s+(?:\([^)\n]*\)\s*)?|\b(?:async\s+)?fn\s+|\bfun\s+|\b(?:public|private|protected|static|internal)\s+(?:(?:static|final|async|override|synchronized)\s+)*[\w<>\[\],.?]+\s+)([A-Za-z_]\w*)\s*\(|(?:^|(?<=\n))[ \t]*(?:function[ \t]+)?([A-Za-z_][\w-]*)[ \t]*\([ \t]*\)[ \t]*\{|\bfunction[ \t]+([A-Za-z_][\w-]*)[ \t]*\{/g;

/** The functions of `sf` with their bodies ([start, end)). */
export function functions(text: string): Array<{ name: string; at: number; body: [number, number] }> {
  const out: Array<{ name: string; at: number; body: [number, number] }> = [];
  FUNC_DEF.lastIndex = 0;
  for (let m = FUNC_DEF.exec(text); m && out.length < 200; m = FUNC_DEF.exec(text)) {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6];
    const headEnd = m.index + m[0].length;
    let body: [number, number] | undefined;
    if (m[3]) {
      const close = text.indexOf(':', headEnd);
      body = close > 0 && close - headEnd < 300 ? loopBody(text, m.index, close + 1) : undefined;
    } else {
      // (past the parameter list when the head ends at its `(`: a default value's braces — `opts = {}` — are not the body)
      const from = text[headEnd - 1] === '(' ? Math.min(closeBracket(text, headEnd - 1), headEnd + 400) : headEnd - 1;
      const brace = text.indexOf('{', from);
      const nl = text.indexOf('\n', Math.max(from, headEnd));
      body = brace >= 0 && (nl < 0 || brace < nl || brace - headEnd < 120) ? braceBody(text, brace) : undefined;
    }
    if (body) out.push({ name, at: m.index, body });
  }
  return out;
}
