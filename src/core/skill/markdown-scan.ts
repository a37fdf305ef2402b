/**
 * Where a Markdown file links to, and what kind of place each offset is in (prose,
 * inline code, fenced code, or other: frontmatter, HTML comments), as reference
 * finders need it.
 *
 * Two sources give the same view: SKILL.md's CommonMark tree (`markdownScanFromTree`,
 * from markdown.ts), and for every other Markdown file of a skill a fast scan of the
 * text (`scanMarkdownText`) — those files are not parsed, and a scan with native
 * `indexOf` is much cheaper than markdown-it on large reference folders. The scan
 * knows fences, HTML comments, a leading frontmatter, backtick code spans, inline
 * links and images, link definitions and `src`/`href` in raw HTML tags; nothing else
 * of CommonMark (no indented code, no HTML blocks), which is what reference finding
 * needs.
 */
import { regionAt } from './markdown.ts';
import { offsetAt } from './text.ts';
import type { MarkdownInfo, TextInfo } from './types.ts';

export type MarkdownPlace = 'prose' | 'inlineCode' | 'code' | 'other';

export interface LinkSite {
  kind: 'link' | 'image' | 'definition' | 'html';
  /** Offsets of the destination as written. */
  start: number;
  end: number;
  /** Destination as the parser read it (entities and escapes resolved). */
  url: string;
}

export interface MarkdownScan {
  links: LinkSite[];
  /** Whole link constructs (sorted), where bare paths are not looked for. */
  linkSpans: Array<[number, number]>;
  placeAt(offset: number): MarkdownPlace;
  /** Whether the offset sits inside a whole link construct. */
  inLink(offset: number): boolean;
}

// ---------------------------------------------------------------------------
// SKILL.md: the CommonMark tree the parser built

export function markdownScanFromTree(md: MarkdownInfo, info: TextInfo): MarkdownScan {
  const text = info.text;
  const links: LinkSite[] = [];
  const linkSpans: Array<[number, number]> = [];
  for (const link of md.links) {
    if (link.kind !== 'link' && link.kind !== 'image' && link.kind !== 'definition') continue;
    const s = offsetAt(info, link.range.start);
    const e = offsetAt(info, link.range.end);
    linkSpans.push([s, e]);
    const dest = destinationIn(text, s, e, link.kind === 'definition');
    if (dest) links.push({ kind: link.kind, start: dest[0], end: dest[1], url: link.target });
  }
  for (const r of md.nonProse) if (r.kind === 'html') htmlLinks(text, r.startOffset, r.endOffset, links, linkSpans);
  linkSpans.sort((a, b) => a[0] - b[0]);
  return {
    links,
    linkSpans,
    placeAt(offset) {
      const kind = regionAt(md, offset);
      return kind === 'prose' ? 'prose' : kind === 'inlineCode' ? 'inlineCode' : kind === 'code' ? 'code' : 'other';
    },
    inLink: (offset) => inSpans(linkSpans, offset),
  };
}

/** The destination of a link/image/definition node, as offsets into the text. */
function destinationIn(text: string, s: number, e: number, definition: boolean, forward = false): [number, number, number] | undefined {
  let i: number;
  if (forward) {
    i = s + 2;
  } else if (definition) {
    const colon = text.indexOf(']:', s);
    if (colon < 0 || colon >= e) return undefined;
    i = colon + 2;
  } else {
    if (text.charCodeAt(e - 1) !== 41 /* ) */) return undefined; // reference-style link or autolink
    const open = text.lastIndexOf('](', e - 1);
    if (open < s) return undefined;
    i = open + 2;
  }
  while (i < e && (text[i] === ' ' || text[i] === '\t')) i++;
  let ds: number;
  let de: number;
  if (text[i] === '<') {
    const close = text.indexOf('>', i + 1);
    if (close < 0 || close > e) return undefined;
    ds = i + 1;
    de = close;
  } else {
    let j = i;
    let depth = 0;
    while (j < e) {
      const c = text[j];
      if (c === ' ' || c === '\t' || c === '\n') break;
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')') {
        if (depth === 0) break;
        depth--;
      }
      j++;
    }
    if (j <= i) return undefined;
    ds = i;
    de = Math.min(j, e);
  }
  if (!forward) return [ds, de, e];
  // Forward mode (text scan): an optional title, then `)` on the same line.
  let k = de + (text[de] === '>' ? 1 : 0);
  while (text[k] === ' ' || text[k] === '\t') k++;
  if (text[k] === '"' || text[k] === "'") {
    const q = text.indexOf(text[k], k + 1);
    const nl = text.indexOf('\n', k);
    if (q < 0 || (nl >= 0 && q > nl)) return undefined;
    k = q + 1;
    while (text[k] === ' ' || text[k] === '\t') k++;
  }
  return text[k] === ')' ? [ds, de, k + 1] : undefined;
}

const HTML_ATTR = /\b(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function htmlLinks(text: string, s: number, e: number, out: LinkSite[], spans: Array<[number, number]>): void {
  const slice = text.slice(s, e);
  HTML_ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = HTML_ATTR.exec(slice))) {
    const value = m[1] ?? m[2] ?? '';
    if (!value) continue;
    const at = s + m.index + m[0].length - value.length - 1;
    out.push({ kind: 'html', start: at, end: at + value.length, url: decodeEntities(value) });
    spans.push([at, at + value.length]);
  }
}

function decodeEntities(s: string): string {
  return s.includes('&')
    ? s
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : s;
}

// ---------------------------------------------------------------------------
// Other Markdown files: fences, comments, frontmatter and inline code by scanning

const FENCE_AT = /^ {0,3}(`{3,}|~{3,})(.*)$/my;
const DEFINITION_AT = / {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/y;
const HTML_TAG_AT = /<(?:img|a|source|video|audio)\b[^>\n]*>/iy;
const HTML_TAGS = ['<img', '<a ', '<source', '<video', '<audio', '<IMG', '<A '];

export function scanMarkdownText(text: string): MarkdownScan {
  // Non-prose blocks: fenced code, and (other) frontmatter and HTML comments; each sorted.
  const code: Array<[number, number]> = [];
  const other: Array<[number, number]> = [];
  if (text.startsWith('---\n')) {
    const close = text.indexOf('\n---', 3);
    if (close > 0) other.push([0, close + 4]);
  }
  const fences = fenceLines(text);
  if (fences.length) {
    let open: { start: number; char: string; len: number } | undefined;
    for (const f of fences) {
      if (!open) {
        if (f.char === '`' && f.info.includes('`')) continue;
        open = { start: f.start, char: f.char, len: f.len };
      } else if (f.char === open.char && f.len >= open.len && f.info.trim() === '') {
        code.push([open.start, f.end]);
        open = undefined;
      }
    }
    if (open) code.push([open.start, text.length]);
  }
  let c = text.indexOf('<!--');
  while (c >= 0) {
    const close = text.indexOf('-->', c + 4);
    const end = close < 0 ? text.length : close + 3;
    if (!inSpans(code, c)) other.push([c, end]);
    c = text.indexOf('<!--', end);
  }
  other.sort((a, b) => a[0] - b[0]);
  const placeAt = (offset: number): MarkdownPlace => {
    if (inSpans(code, offset)) return 'code';
    if (inSpans(other, offset)) return 'other';
    return inInlineCode(text, offset) ? 'inlineCode' : 'prose';
  };
  const links: LinkSite[] = [];
  const linkSpans: Array<[number, number]> = [];
  // Inline links and images: from each `](` back to its `[` and forward to its `)`.
  let p = text.indexOf('](');
  while (p >= 0) {
    const open = openingBracket(text, p);
    const dest = open >= 0 ? destinationIn(text, p, text.length, false, true) : undefined;
    if (open >= 0 && dest && placeAt(open) === 'prose') {
      const image = open > 0 && text.charCodeAt(open - 1) === 33; /* ! */
      const s = image ? open - 1 : open;
      links.push({ kind: image ? 'image' : 'link', start: dest[0], end: dest[1], url: unescapeMd(text.slice(dest[0], dest[1])) });
      linkSpans.push([s, dest[2]]);
    }
    p = text.indexOf('](', p + 2);
  }
  // Link definitions `[id]: target` at the start of a line.
  let d = text.indexOf(']:');
  while (d >= 0) {
    const lineStart = text.lastIndexOf('\n', d - 1) + 1;
    DEFINITION_AT.lastIndex = lineStart;
    const m = DEFINITION_AT.exec(text);
    if (m && placeAt(lineStart) === 'prose') {
      let dest = m[1];
      let ds = lineStart + m[0].length - dest.length;
      if (dest.startsWith('<')) {
        dest = dest.slice(1, -1);
        ds += 1;
      }
      links.push({ kind: 'definition', start: ds, end: ds + dest.length, url: unescapeMd(dest) });
      linkSpans.push([lineStart, lineStart + m[0].length]);
    }
    const next = text.indexOf('\n', d);
    d = next < 0 ? -1 : text.indexOf(']:', next);
  }
  // Raw HTML tags with src/href, taken tag by tag (the order links are listed in) from one
  // scan for `<` (a position starts at most one of the tags).
  let byTag: number[][] | undefined;
  for (let h = text.indexOf('<'); h >= 0; h = text.indexOf('<', h + 1)) {
    const k = HTML_TAGS.findIndex((tag) => text.startsWith(tag, h));
    if (k >= 0) (byTag ??= HTML_TAGS.map((): number[] => []))[k].push(h);
  }
  for (const starts of byTag ?? []) {
    for (const h of starts) {
      HTML_TAG_AT.lastIndex = h;
      const m = HTML_TAG_AT.exec(text);
      if (m && placeAt(h) === 'prose') htmlLinks(text, h, h + m[0].length, links, linkSpans);
    }
  }
  linkSpans.sort((a, b) => a[0] - b[0]);
  return { links, linkSpans, placeAt, inLink: (offset) => inSpans(linkSpans, offset) };
}

interface FenceLine {
  start: number;
  end: number;
  char: string;
  len: number;
  info: string;
}

/** Lines that open or close a fence (``` or ~~~ after at most 3 spaces), in order. */
function fenceLines(text: string): FenceLine[] {
  const out: FenceLine[] = [];
  for (const marker of ['```', '~~~']) {
    let i = text.indexOf(marker);
    while (i >= 0) {
      const lineStart = text.lastIndexOf('\n', i - 1) + 1;
      if (i - lineStart <= 3 && onlySpaces(text, lineStart, i)) {
        FENCE_AT.lastIndex = lineStart;
        const m = FENCE_AT.exec(text);
        if (m) out.push({ start: lineStart, end: lineStart + m[0].length, char: m[1][0], len: m[1].length, info: m[2] });
      }
      const next = text.indexOf('\n', i);
      i = next < 0 ? -1 : text.indexOf(marker, next);
    }
  }
  if (out.length > 1 && out.some((f) => f.char === '~')) out.sort((a, b) => a.start - b.start);
  return out;
}

/** Whether text[from, to) is all spaces (what /^ *$/ said of the slice, without cutting it out). */
function onlySpaces(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) !== 32) return false;
  return true;
}

/** The `[` that opens the link text closed by the `]` at `close`, on the same line (nesting allowed), or -1. */
function openingBracket(text: string, close: number): number {
  let depth = 0;
  for (let i = close - 1; i >= 0; i--) {
    const ch = text.charCodeAt(i);
    if (ch === 10) return -1;
    if (text.charCodeAt(i - 1) === 92 /* \ */) continue;
    if (ch === 93 /* ] */) depth++;
    else if (ch === 91 /* [ */) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** Whether an offset sits inside a backtick code span on its line (CommonMark pairing of equal runs). */
function inInlineCode(text: string, offset: number): boolean {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = text.indexOf('\n', offset);
  if (lineEnd < 0) lineEnd = text.length;
  let i = text.indexOf('`', lineStart);
  while (i >= 0 && i < lineEnd) {
    let run = 1;
    while (text.charCodeAt(i + run) === 96) run++;
    // Find the closing run of the same length on this line.
    let j = text.indexOf('`', i + run);
    let close = -1;
    while (j >= 0 && j < lineEnd) {
      let r = 1;
      while (text.charCodeAt(j + r) === 96) r++;
      if (r === run) {
        close = j;
        break;
      }
      j = text.indexOf('`', j + r);
    }
    if (close < 0) {
      i = text.indexOf('`', i + run);
      continue;
    }
    if (offset >= i && offset < close + run) return true;
    if (i > offset) return false;
    i = text.indexOf('`', close + run);
  }
  return false;
}

function unescapeMd(s: string): string {
  return s.includes('\\') ? s.replace(/\\([!-/:-@[-`{-~])/g, '$1') : s;
}

/** Binary search in sorted, non-overlapping [start, end) spans. */
function inSpans(spans: Array<[number, number]>, offset: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [s, e] = spans[mid];
    if (offset < s) hi = mid - 1;
    else if (offset >= e) lo = mid + 1;
    else return true;
  }
  return false;
}
