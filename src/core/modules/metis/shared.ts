/**
 * What the metis rules share: the places in skill.md where the agent reads a command
 * (lines of code blocks, inline code spans, prose lines), whether a token sits where a
 * command starts, the hard-coded components iron rule #5 names, "❌ wrong" example
 * blocks (a skill may show what not to write), and the frontmatter fix that adds a key.
 */
import type { ReportDescriptor } from '../../rules/types.ts';
import { proseSpans } from '../../skill/markdown.ts';
import { lineText } from '../../skill/text.ts';
import type { SkillDocument, TextInfo } from '../../skill/types.ts';
import { skillMdName } from '../skillops/shared.ts';

/** Where a segment of skill.md sits: a line of a shell code block, of another code block, an inline code span, or a prose line. */
export type SegmentKind = 'shell' | 'code' | 'inline' | 'prose';

export interface Segment {
  kind: SegmentKind;
  /** The code block's language (`bash`, `python` …), `''` when it has none. */
  lang: string;
  text: string;
  /** Offset of `text` in skill.md (LF-normalised). */
  offset: number;
  /** The segment is part of an example of what not to write (a "❌" / "错误" lead-in). */
  counterExample: boolean;
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'terminal', 'shellscript', 'cmd', 'powershell', 'ps1', 'pwsh']);
/** Code blocks whose lines may hold commands for the agent: shell ones and untyped ones. */
export function isCommandSegment(s: Segment): boolean {
  return s.kind === 'shell' || s.kind === 'inline' || (s.kind === 'code' && (s.lang === '' || s.lang === 'text' || s.lang === 'plain'));
}

const COUNTER_CUE = /❌|✗|🚫|错误|反例|不要|禁止|\b(?:wrong|bad|incorrect|don't|do not|never|avoid)\b/i;

interface BlockNode {
  type: string;
  lang?: string | null;
  children?: BlockNode[];
  position?: { start: { line: number }; end: { line: number } };
}

function codeBlocks(node: BlockNode, out: BlockNode[] = []): BlockNode[] {
  if (node.type === 'code') out.push(node);
  for (const c of node.children ?? []) codeBlocks(c, out);
  return out;
}

/** The nearest non-blank line above `line` (1-based), or ''. */
function lineAbove(info: TextInfo, line: number): string {
  for (let l = line - 1; l >= 1; l--) {
    const t = lineText(info, l).trim();
    if (t) return t;
  }
  return '';
}

/** Every segment of skill.md's body, in order of kind (code blocks, inline code, prose). */
export function segmentsOf(doc: SkillDocument): Segment[] {
  const info = doc.skillFile?.text;
  const md = doc.markdown;
  if (!info || !md) return [];
  const out: Segment[] = [];
  for (const block of codeBlocks(md.tree as unknown as BlockNode)) {
    const p = block.position;
    if (!p) continue;
    const lang = (block.lang ?? '').toLowerCase();
    const kind: SegmentKind = SHELL_LANGS.has(lang) ? 'shell' : 'code';
    const counterExample = COUNTER_CUE.test(lineAbove(info, p.start.line));
    for (let l = p.start.line; l <= p.end.line; l++) {
      const text = lineText(info, l);
      const fence = /^\s*(```|~~~)/.test(text);
      if (fence && (l === p.start.line || l === p.end.line)) continue;
      out.push({ kind, lang, text, offset: info.lineStarts[l - 1], counterExample });
    }
  }
  for (const r of md.nonProse) {
    if (r.kind !== 'inlineCode') continue;
    const raw = info.text.slice(r.startOffset, r.endOffset);
    const ticks = /^`+/.exec(raw)?.[0].length ?? 0;
    const text = raw.slice(ticks, raw.length - ticks);
    out.push({ kind: 'inline', lang: '', text, offset: r.startOffset + ticks, counterExample: COUNTER_CUE.test(lineAround(info.text, r.startOffset)) });
  }
  for (const [start, end] of proseSpans(md, info.text.length)) {
    let at = start;
    for (const part of info.text.slice(start, end).split('\n')) {
      if (part.trim())
        out.push({ kind: 'prose', lang: '', text: part, offset: at, counterExample: COUNTER_CUE.test(lineAround(info.text, at)) || inCounterTable(info, at) });
      at += part.length + 1;
    }
  }
  return out;
}

/** A table row under a header that marks the column or table as wrong ("| ❌ 错误写法 | ✅ 正确写法 |"). */
function inCounterTable(info: TextInfo, offset: number): boolean {
  const line = lineAround(info.text, offset);
  if (!line.trimStart().startsWith('|')) return false;
  let l = info.lineStarts.findIndex((start, i) => start <= offset && (info.lineStarts[i + 1] ?? Infinity) > offset) + 1;
  while (
    l > 1 &&
    lineText(info, l - 1)
      .trimStart()
      .startsWith('|')
  )
    l--;
  return COUNTER_CUE.test(lineText(info, l));
}

function lineAround(text: string, offset: number): string {
  const s = text.lastIndexOf('\n', offset - 1) + 1;
  const e = text.indexOf('\n', offset);
  return text.slice(s, e < 0 ? text.length : e);
}

/** Whether `index` in `text` is where a command starts: the line's start, after `&&`, `|`, `;`, `(`, `$ `, `command="`, `sudo` … */
export function atCommandPosition(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /(?:&&|\|\||[;|(`"'=]|\$\(|^\s*[$>#]|\bsudo|\bexec|\benv|\btime|\bnohup|\bthen|\bdo|[：:])$/.test(before);
}

/**
 * Components a metis skill names through a system parameter or a skill reference
 * instead (iron rule #5): interpreters, package managers and runtimes. Plain system
 * commands (`ls`, `cp`, `git`, `grep` …) are not components.
 */
export const COMPONENT =
  /(?<![\w.@\]\/-])(?:(?:~|\.{1,2})?(?:\/[\w.@-]+)*\/|[\w.-]+\/(?:[\w.-]+\/)*)?(python(?:[23](?:\.\d+)?)?|pip[23]?|pipx|uvx?|poetry|conda|node|npx|deno|bun|ruby|java)(?![\w.\/-])/g;

/** Python interpreters, as command words (`python`, `python3.11`, `@[param:python_env]/python`, `/usr/bin/python3`). */
export const PYTHON_COMMAND =
  /(?<![\w.@\]\/-])(?:@\[param:python_env\]\/|(?:~|\.{1,2})?(?:\/[\w.@-]+)*\/|[\w.-]+\/(?:[\w.-]+\/)*)?python(?:[23](?:\.\d+)?)?(?![\w.\/-])/g;

/** A safe fix that adds `key: value` as the frontmatter's last line, or undefined without a closed frontmatter. */
export function addKeyFix(doc: SkillDocument, key: string, value: string): ReportDescriptor['fix'] {
  const fm = doc.frontmatter;
  if (!fm) return undefined;
  const at = { line: fm.closingLine, column: 1 };
  return {
    safe: true,
    title: { en: `Add \`${key}: ${value}\``, zh: `添加 \`${key}: ${value}\`` },
    edits: [{ file: skillMdName(doc), range: { start: at, end: at }, newText: `${key}: ${value}\n` }],
  };
}

/** A fix that sets an existing key's value. */
export function setValueFix(doc: SkillDocument, key: string, value: string, safe: boolean): ReportDescriptor['fix'] {
  const range = doc.frontmatter?.keyRanges.get(key)?.value;
  if (!range) return undefined;
  return { safe, title: { en: `Set \`${key}: ${value}\``, zh: `设为 \`${key}: ${value}\`` }, edits: [{ file: skillMdName(doc), range, newText: value }] };
}
