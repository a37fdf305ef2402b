/**
 * Markdown structure (docs/features.md A2) from markdown-it — a real CommonMark parser (plus GFM
 * tables, strikethrough and autolinked URLs) — and the regions rules need: everything
 * that is not prose (code, inline code, HTML and comments, link targets, the
 * frontmatter) is listed so that prose rules such as HASP never look inside it.
 *
 * Why markdown-it rather than micromark: on the 130-skill corpus micromark + mdast
 * spent ~30× longer parsing than markdown-it (seconds instead of ~0.1 s), which
 * would make squiggles lag on large skills. markdown-it gives block positions (line
 * maps); positions of inline pieces (code spans, inline HTML, link targets) are found
 * by walking the block's source text in token order. The result is also exposed as an
 * mdast-shaped block tree (`tree`) with positions, for rules that walk blocks.
 */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { Root } from 'mdast';
import type { Heading, LinkRef, MarkdownInfo, Region, RegionKind, TextInfo } from './types.ts';
import { positionAt, rangeOf } from './text.ts';

// linkify is off: it costs more than the rest of inline parsing on URL-heavy skills;
// bare URLs are found with one cheap pattern instead (bareUrls below).
// Emphasis is off too: no rule looks at it, and it cannot change where code spans, links
// and inline HTML are (they bind tighter); its delimiter pass was a tenth of parsing.
const md = new MarkdownIt('commonmark', { html: true });
md.enable(['table']);
md.disable(['emphasis']);
// Its normalize rule rewrote every newline of the body (a regex replace per line); textInfo
// already turned \r\n and \r into \n, so parseMarkdown only maps NUL as it did.
md.core.ruler.disable('normalize');

/** A block node of the mdast-shaped tree (positions relative to the body, like mdast). */
interface BlockNode {
  type: string;
  depth?: number;
  ordered?: boolean;
  lang?: string | null;
  value?: string;
  children?: BlockNode[];
  position: { start: { line: number; column: number; offset: number }; end: { line: number; column: number; offset: number } };
}

export function parseMarkdown(info: TextInfo, bodyOffset: number): MarkdownInfo {
  const body = info.text.slice(bodyOffset);
  const tokens = md.parse(/[\r\0]/.test(body) ? body.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD') : body, {});
  const bodyLine = positionAt(info, bodyOffset).line; // 1-based line where the body starts
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const nonProse: Region[] = [];
  if (bodyOffset > 0) nonProse.push({ kind: 'frontmatter', startOffset: 0, endOffset: bodyOffset });

  const lineCount = info.lineStarts.length;
  /** Offset of the start of 0-based body line `l`. */
  const lineStart = (l: number): number => {
    const abs = bodyLine - 1 + l;
    return abs < lineCount ? info.lineStarts[abs] : info.text.length;
  };
  /** Offset just past the last character of 0-based body line `l` (before its newline). */
  const lineEnd = (l: number): number => {
    const abs = bodyLine + l; // index of the next line start
    return abs < lineCount ? info.lineStarts[abs] - 1 : info.text.length;
  };
  const blockSpan = (t: Token): [number, number] => {
    const [a, b] = t.map ?? [0, 0];
    return [lineStart(a), lineEnd(Math.max(a, b - 1))];
  };
  /** Block position straight from the line map: no searching. */
  const blockPos = (t: Token, s: number, e: number): BlockNode['position'] => {
    const [a, b] = t.map ?? [0, 0];
    const endLine = Math.max(a, b - 1);
    return {
      start: { line: bodyLine + a, column: 1, offset: s - bodyOffset },
      end: { line: bodyLine + endLine, column: e - lineStart(endLine) + 1, offset: e - bodyOffset },
    };
  };

  const root: BlockNode = { type: 'root', children: [], position: posOf(info, bodyOffset, bodyOffset, info.text.length) };
  const stack: BlockNode[] = [root];
  const push = (node: BlockNode, leaf: boolean) => {
    stack[stack.length - 1].children!.push(node);
    if (!leaf) stack.push(node);
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    switch (t.type) {
      case 'fence':
      case 'code_block': {
        const [s, e] = blockSpan(t);
        nonProse.push({ kind: 'code', startOffset: s, endOffset: e });
        push({ type: 'code', lang: t.info.trim().split(/\s+/)[0] || null, value: t.content, position: blockPos(t, s, e) }, true);
        break;
      }
      case 'html_block': {
        const [s, e] = blockSpan(t);
        nonProse.push({ kind: t.content.trimStart().startsWith('<!--') ? 'htmlComment' : 'html', startOffset: s, endOffset: e });
        push({ type: 'html', value: t.content, position: blockPos(t, s, e) }, true);
        break;
      }
      case 'hr': {
        const [s, e] = blockSpan(t);
        push({ type: 'thematicBreak', position: blockPos(t, s, e) }, true);
        break;
      }
      case 'heading_open':
      case 'paragraph_open': {
        const inline = tokens[i + 1];
        const [s, e] = blockSpan(t);
        const text = inline?.type === 'inline' ? plainText(inline) : '';
        const node: BlockNode = {
          type: t.type === 'heading_open' ? 'heading' : 'paragraph',
          position: blockPos(t, s, e),
          children: [{ type: 'text', value: text, position: blockPos(t, s, e) }],
        };
        if (t.type === 'heading_open') {
          node.depth = Number(t.tag.slice(1));
          const p = node.position;
          headings.push({
            depth: node.depth,
            text: text.trim(),
            line: p.start.line,
            range: { start: { line: p.start.line, column: 1 }, end: { line: p.end.line, column: p.end.column } },
          });
        }
        push(node, true);
        break;
      }
      case 'blockquote_open':
      case 'bullet_list_open':
      case 'ordered_list_open':
      case 'list_item_open':
      case 'table_open': {
        const [s, e] = blockSpan(t);
        const type = t.type === 'blockquote_open' ? 'blockquote' : t.type === 'list_item_open' ? 'listItem' : t.type === 'table_open' ? 'table' : 'list';
        const node: BlockNode = { type, children: [], position: blockPos(t, s, e) };
        if (type === 'list') node.ordered = t.type === 'ordered_list_open';
        push(node, false);
        break;
      }
      case 'blockquote_close':
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'table_close':
        if (stack.length > 1) stack.pop();
        break;
      case 'inline':
        if (t.map) locateInline(t, lineStart(t.map[0]), lineEnd(Math.max(t.map[0], t.map[1] - 1)), info, nonProse, links);
        break;
      default:
        break;
    }
  }
  for (const u of bareUrls(info.text, bodyOffset, nonProse)) nonProse.push(u);
  for (const d of referenceDefinitions(info, bodyOffset, nonProse)) {
    links.push(d.link);
    nonProse.push(d.region);
  }
  nonProse.sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  links.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column);
  return { tree: root as unknown as Root, bodyOffset, headings, links, nonProse: mergeContained(nonProse) };
}

function posOf(info: TextInfo, bodyOffset: number, s: number, e: number): BlockNode['position'] {
  const a = positionAt(info, s);
  const b = positionAt(info, e);
  return { start: { ...a, offset: s - bodyOffset }, end: { ...b, offset: e - bodyOffset } };
}

/** Plain text of an inline token (what a reader sees), like mdast-util-to-string. */
function plainText(inline: Token): string {
  let out = '';
  for (const c of inline.children ?? []) {
    if (c.type === 'text' || c.type === 'code_inline') out += c.content;
    else if (c.type === 'softbreak' || c.type === 'hardbreak') out += '\n';
    else if (c.type === 'image') out += c.content;
  }
  return out;
}

/**
 * Find the source offsets of an inline token's code spans, inline HTML and link
 * targets by walking its source text in token order. `cursor` only moves forward,
 * so a piece is never matched before the one that precedes it.
 */
function locateInline(inline: Token, start: number, end: number, info: TextInfo, regions: Region[], links: LinkRef[]): void {
  const src = info.text;
  let cursor = start;
  const children = inline.children ?? [];
  const linkStarts: number[] = [];
  for (let k = 0; k < children.length; k++) {
    const c = children[k];
    switch (c.type) {
      case 'text': {
        if (!c.content) break;
        const at = src.indexOf(c.content, cursor);
        if (at >= 0 && at < end) cursor = at + c.content.length;
        break;
      }
      case 'code_inline': {
        const fence = c.markup;
        const open = findRun(src, fence, cursor, end);
        if (open < 0) break;
        const close = findRun(src, fence, open + fence.length, end);
        if (close < 0) break;
        regions.push({ kind: 'inlineCode', startOffset: open, endOffset: close + fence.length });
        cursor = close + fence.length;
        break;
      }
      case 'html_inline': {
        const at = src.indexOf(c.content, cursor);
        if (at < 0 || at >= end) break;
        regions.push({ kind: c.content.startsWith('<!--') ? 'htmlComment' : 'html', startOffset: at, endOffset: at + c.content.length });
        cursor = at + c.content.length;
        break;
      }
      case 'link_open': {
        const href = c.attrGet('href') ?? '';
        if (c.markup === 'autolink' || c.markup === 'linkify') {
          // The visible text is the URL itself: the whole link is non-prose.
          const textTok = children[k + 1];
          const shown = textTok?.type === 'text' ? textTok.content : href;
          const at = src.indexOf(shown, cursor);
          if (at < 0 || at >= end) break;
          const s = c.markup === 'autolink' && src[at - 1] === '<' ? at - 1 : at;
          const e = c.markup === 'autolink' && src[at + shown.length] === '>' ? at + shown.length + 1 : at + shown.length;
          regions.push({ kind: 'linkTarget', startOffset: s, endOffset: e });
          links.push({ target: href, range: rangeOf(info, s, e), kind: 'link' });
          cursor = e;
          // Skip the text and close tokens: they are covered.
          while (k + 1 < children.length && children[k + 1].type !== 'link_close') k++;
          break;
        }
        const at = src.indexOf('[', cursor);
        if (at >= 0 && at < end) {
          linkStarts.push(at);
          cursor = at + 1;
        } else linkStarts.push(-1);
        break;
      }
      case 'link_close': {
        const s = linkStarts.pop() ?? -1;
        const target = linkTarget(src, cursor, end);
        if (!target) break;
        regions.push({ kind: 'linkTarget', startOffset: target[0], endOffset: target[1] });
        const open = findOpenToken(children, k);
        if (open && s >= 0) links.push({ target: open.attrGet('href') ?? '', range: rangeOf(info, s, target[1]), kind: 'link' });
        cursor = target[1];
        break;
      }
      case 'image': {
        const at = src.indexOf('![', cursor);
        if (at < 0 || at >= end) break;
        const target = linkTarget(src, at + 2, end);
        const e = target ? target[1] : at + 2;
        regions.push({ kind: 'linkTarget', startOffset: at, endOffset: e });
        links.push({ target: c.attrGet('src') ?? '', range: rangeOf(info, at, e), kind: 'image' });
        cursor = e;
        break;
      }
      default:
        break;
    }
  }
}

function findOpenToken(children: Token[], closeIndex: number): Token | undefined {
  let depth = 0;
  for (let k = closeIndex - 1; k >= 0; k--) {
    if (children[k].type === 'link_close') depth++;
    else if (children[k].type === 'link_open') {
      if (depth === 0) return children[k];
      depth--;
    }
  }
  return undefined;
}

/** Offset of a backtick run of exactly `run.length` at or after `from`. */
function findRun(src: string, run: string, from: number, end: number): number {
  let at = src.indexOf(run, from);
  while (at >= 0 && at < end) {
    const before = at > 0 ? src[at - 1] : '';
    const after = src[at + run.length] ?? '';
    if (before !== '`' && after !== '`') return at;
    let skip = at;
    while (src[skip] === '`') skip++;
    at = src.indexOf(run, skip);
  }
  return -1;
}

/**
 * After a link's text: `](target "title")` or `][label]` or just `]`. Returns the
 * [start, end) of the part after the text, starting at its `]`.
 */
function linkTarget(src: string, from: number, end: number): [number, number] | undefined {
  const close = src.indexOf(']', from);
  if (close < 0 || close >= end) return undefined;
  const next = src[close + 1];
  if (next === '(') {
    let depth = 0;
    for (let p = close + 1; p < end; p++) {
      const ch = src[p];
      if (ch === '\\') {
        p++;
        continue;
      }
      if (ch === '(') depth++;
      else if (ch === ')') {
        depth--;
        if (depth === 0) return [close, p + 1];
      }
    }
    return [close, end];
  }
  if (next === '[') {
    const e = src.indexOf(']', close + 2);
    return [close, e >= 0 && e < end ? e + 1 : close + 1];
  }
  return [close, close + 1];
}

const BARE_URL = /\bhttps?:\/\/[^\s<>()\[\]`"'，。；、）】」]+/g;

/** Bare URLs in the body (GFM autolink literals) that are not already inside another region. */
function bareUrls(text: string, bodyOffset: number, regions: Region[]): Region[] {
  const out: Region[] = [];
  if (!text.includes('://', bodyOffset)) return out;
  const sorted = [...regions].sort((a, b) => a.startOffset - b.startOffset);
  BARE_URL.lastIndex = bodyOffset;
  let m: RegExpExecArray | null;
  let r = 0;
  while ((m = BARE_URL.exec(text))) {
    const s = m.index;
    while (r < sorted.length && sorted[r].endOffset <= s) r++;
    if (r < sorted.length && sorted[r].startOffset <= s) continue;
    out.push({ kind: 'linkTarget', startOffset: s, endOffset: s + m[0].replace(/[.,:;!?]+$/, '').length });
  }
  return out;
}

const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*\n?[ \t]*(<[^>\n]*>|\S+)[^\n]*$/gm;

/** Link reference definitions (`[label]: target`), outside code. */
function referenceDefinitions(info: TextInfo, bodyOffset: number, regions: Region[]): Array<{ link: LinkRef; region: Region }> {
  const out: Array<{ link: LinkRef; region: Region }> = [];
  const body = info.text;
  if (!body.includes(']:')) return out;
  DEFINITION.lastIndex = bodyOffset;
  let m: RegExpExecArray | null;
  const code = regions.filter((r) => r.kind === 'code' || r.kind === 'html' || r.kind === 'htmlComment');
  while ((m = DEFINITION.exec(body))) {
    const s = m.index;
    const e = s + m[0].length;
    if (code.some((r) => s >= r.startOffset && s < r.endOffset)) continue;
    const target = m[2].replace(/^<|>$/g, '');
    out.push({ link: { target, range: rangeOf(info, s, e), kind: 'definition' }, region: { kind: 'linkTarget', startOffset: s, endOffset: e } });
  }
  return out;
}

/** Merge overlapping regions so the list is sorted and non-overlapping (the outer kind wins). */
function mergeContained(regions: Region[]): Region[] {
  const out: Region[] = [];
  for (const r of regions) {
    const prev = out[out.length - 1];
    if (prev && r.startOffset < prev.endOffset) {
      if (r.endOffset > prev.endOffset) prev.endOffset = r.endOffset;
      continue;
    }
    out.push({ ...r });
  }
  return out;
}

/** The kind of region at an offset: a non-prose kind, or 'prose'. */
export function regionAt(md: Pick<MarkdownInfo, 'nonProse'>, offset: number): RegionKind {
  const regions = md.nonProse;
  let lo = 0;
  let hi = regions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = regions[mid];
    if (offset < r.startOffset) hi = mid - 1;
    else if (offset >= r.endOffset) lo = mid + 1;
    else return r.kind;
  }
  return 'prose';
}

/** Prose stretches of the document as [start, end) offsets, in order. */
export function proseSpans(md: Pick<MarkdownInfo, 'nonProse'>, textLength: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const r of md.nonProse) {
    if (r.startOffset > at) spans.push([at, r.startOffset]);
    at = Math.max(at, r.endOffset);
  }
  if (at < textLength) spans.push([at, textLength]);
  return spans;
}
