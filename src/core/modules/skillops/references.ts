/**
 * Reference extraction for SkillOps (SPEC B1): every place where a skill's
 * Markdown names one of its own files, resolved against the skill folder.
 *
 * What counts as a reference:
 * - Markdown links, images and link definitions (`[x](references/a.md)`,
 *   `![x](assets/a.png)`, `[id]: scripts/run.py`) and `src`/`href` in raw HTML tags — in
 *   SKILL.md and in every other Markdown file of the skill, resolved relative to the
 *   file that contains them (that is how Markdown resolves links);
 * - bare paths in prose or inline code (`references/x.md`, `scripts/run.py`,
 *   `./assets/a.png`) — only recognisable skill paths: the first segment must be a
 *   top-level folder of the skill (in SKILL.md also a conventional one: references,
 *   reference, scripts, assets, templates), a folder next to the mentioning file, or
 *   the path starts with `../`; the last segment must look like a file (it has an
 *   extension) unless the path exists. A bare path in a nested file may be written
 *   from the skill folder or from its own folder: either reading that exists counts;
 * - metis `@[skfile:path]` references, anywhere (also inside code: the platform
 *   expands them), relative to the skill folder.
 *
 * What does not count (false-positive traps, corpus NOTES §5c):
 * - anything inside fenced code blocks, HTML comments and frontmatter: code blocks
 *   hold examples, directory trees and commands for the user's project, so only links
 *   and inline-code/prose bare paths are checked (`@[skfile:]` excepted);
 * - URLs, `mailto:`, anchors only (`#section`), bare file names without a folder;
 * - placeholders: `<name>`, `{skill}`, `${VAR}/…`, `$VAR/…`, `SKILL_DIR/…` (any path
 *   glued to a prefix), globs (`*`), `xxx`/`XXX`, `YYYY`, `...`, `path/to/…`;
 * - bare paths in an example context ("e.g.", "for example", "such as", "like",
 *   "Good:", ✓/❌, "Example:" lead-in lines, 例如/比如/示例 …), an output context
 *   (save/write/create/copy … to, `>`, 保存/写入/生成/输出 …), a hypothetical one
 *   ("would be", "could contain") or a conditional one ("if present", 如存在);
 * - bare paths named as another skill's files ("the `lark-doc` skill's
 *   `references/x.md`", "`references/x.md`（lark-doc 技能）"): this folder cannot tell;
 * - a missing bare path offered as an alternative to one that exists
 *   ("`config.json` or `config.ts`");
 * - bare paths into a sub-folder that does not exist at all
 *   (`references/research/0X-xxx.md`): that is a place the skill writes to, not a
 *   file it ships (a first-level folder such as `references/` still counts);
 * - files of a nested skill (a folder below this one with its own SKILL.md): that
 *   skill is scanned on its own; the other way round, a sub-skill's bare paths that
 *   exist from its enclosing skill's folder (a bundle's `scripts/…`) are the bundle's
 *   files, not missing ones (resolution `bundle`);
 * - links and paths that leave the skill folder are never "missing": they are
 *   reported by `skillops/reference-outside-skill`, since this folder alone cannot
 *   tell whether they exist.
 *
 * Speed: candidates are found with native `indexOf` scans (for `/`, `](`, `<`,
 * `@[skfile:`); only the few tokens that start with a skill folder are classified
 * (code, comment, inline code) and resolved.
 */
import path from 'node:path';
import { regionAt } from '../../skill/markdown.ts';
import { offsetAt, rangeOf } from '../../skill/text.ts';
import type { Range, SkillDocument, SkillFile, TextInfo } from '../../skill/types.ts';

const posix = path.posix;

export type MentionKind = 'link' | 'image' | 'definition' | 'html' | 'bare-path' | 'code-path' | 'skfile';

export interface ReferenceMention {
  /** File that contains the mention (relative to the skill folder). */
  file: string;
  kind: MentionKind;
  /** Exactly the text that names the target, as written; a fix replaces this. */
  written: string;
  /** Offsets of `written` in the file's LF-normalised text. */
  start: number;
  end: number;
  range: Range;
  /** The path part (decoded), without `#anchor`, `?query` or `:line` suffix. */
  pathPart: string;
  /** What follows the path in `written` (`#anchor`, `:12`), kept by fixes. */
  suffix: string;
  /** `inside` the skill folder, `outside` it (`../` past the root), `absolute`, or in the `bundle` (the enclosing skill) of a sub-skill. */
  resolution: 'inside' | 'outside' | 'absolute' | 'bundle';
  /** Skill-relative normalised target (for `inside`; the reading reported when it is missing). */
  target: string;
  exists: boolean;
  /** Folder (skill-relative, `''` = the skill folder) the path was read from; fixes write paths relative to it. */
  base: string;
}

/** Conventional resource folders, recognised in SKILL.md even when the skill does not have them. */
export const CONVENTIONAL_FOLDERS = new Set(['references', 'reference', 'scripts', 'assets', 'templates']);

const MARKDOWN_FILE = /\.(md|markdown|mdx)$/i;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WINDOWS_ABS = /^[a-z]:[\\/]/i;
const HOME_SPECIFIC = /^(?:\/(?:Users|home)\/[^/\s]+\/|[a-z]:[\\/]Users[\\/])/i;
const HAS_EXTENSION = /\.[A-Za-z0-9_]{1,10}$/;
const PLACEHOLDER_CHARS = /[<>{}$*?%\[\]]|\.\.\.|…/;
const PLACEHOLDER_WORDS = /(?:^|[^a-z])(?:x{2,}|y{4}|your[-_]|foo|bar|baz)(?:[^a-z]|$)|path\/to\/|(?:^|\/)(?:0x|nn)[-_.]/i;
const LINE_SUFFIX = /(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/;
const TRAILING_PUNCT = /[.,:;!?'"’”)\]}>*_~。，、；：！？）】》」』]+$/u;
const LEADING_PUNCT = /^[*_~'"‘“(<\[]+/u;
const CJK_TAIL = /^(.*\.[A-Za-z0-9]{1,8})[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+$/u;
const NON_ASCII = /[^\x00-\x7F]/;

/** Cues read in the sentence before a bare path. */
const EXAMPLE_CUE =
  /(?:\be\.g\.|\bi\.e\.|\b(?:eg|for example|for instance|examples?|such as|like|sample|illustrative|hypothetical|good|bad|correct|incorrect|wrong)\b|✓|✗|✅|❌|👍|👎|例如|比如|譬如|诸如|举例|示例|样例|例：|如：|正确|错误)/i;
/** Cues read in the clause right before a bare path: "save the report to `x`", "create `x`", "写入 `x`". */
const OUTPUT_VERB =
  '(?:save[sd]?|saving|writes?|written|writing|output(?:s|ted)?|creates?|created|creating|generates?|generated|generating|stores?|stored|exports?|exported|dumps?|produces?|emits?|puts?|place[sd]?|renames?|moves?|copy|copies|persists?|redirect(?:s|ed)?)';
const OUTPUT_CUE = new RegExp(
  `(?:\\b${OUTPUT_VERB}\\b[^\\n]{0,60}\\b(?:to|into|in|at|as|under|inside)\\s*[\`*"']*$|\\b${OUTPUT_VERB}\\s+(?:(?:a|an|the|new|file|files|folder|one|it|them)\\s+){0,3}[\`*"']*$|(?:->|→|=>|>{1,2})\\s*[\`*"']*$|(?:^|\\s)(?:-o|--out(?:put)?(?:-file|-dir)?)[=\\s]\\s*[\`"']*$|(?:保存|写入|写到|写进|输出|生成|创建|存放|存到|存入|存为|放到|放入|放在|产出|导出|另存|落盘|记录到|新建|建立|写成)[^\\n]{0,12}$)`,
  'i',
);
const OUTPUT_AFTER = /^`?\s*(?:\(?(?:will be|is|are|gets?) (?:created|generated|written|saved|produced)|\((?:output|generated|created)\)|（(?:输出|生成|产出)）)/i;
/** Cues anywhere on the line. */
const LINE_CUE =
  /\b(?:would be|could be|might be|could contain|might contain|may contain|would contain|could include|might include|would help|if present|if it exists|if available|when present|if any|does not exist|doesn't exist|does NOT exist)\b|如存在|若存在|如果存在|如有|若有|（可选）|\(optional\)/i;
const LEAD_IN = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?(?:e\.g\.|for example|for instance|examples?\b|sample\b|illustrative|例如|比如|举例|示例|样例)/i;
const SENTENCE_END = /(?:[.!?](?=\s|$)|[。！？；;])/g;
const CLAUSE_END = /(?:,\s|[，；;、])/g;

/** Characters that end a path token (a lookup table over UTF-16 code units). */
const DELIM = new Uint8Array(65536);
for (const c of ' \t\n\r`\'"()[]|,;<>，。、；：！？（）【】《》「」『』“”‘’　') DELIM[c.charCodeAt(0)] = 1;

type Place = 'prose' | 'inlineCode' | 'code' | 'other';

interface LinkSite {
  kind: 'link' | 'image' | 'definition' | 'html';
  /** Offsets of the destination as written. */
  start: number;
  end: number;
  /** Destination as the parser read it (entities and escapes resolved). */
  url: string;
}

interface FileView {
  links: LinkSite[];
  /** Whole link constructs (sorted), where bare paths are not looked for. */
  linkSpans: Array<[number, number]>;
  placeAt(offset: number): Place;
}

const cache = new WeakMap<SkillDocument, ReferenceMention[]>();

/** Every reference mention in the skill, memoised per document (several rules share it). */
export function collectReferences(doc: SkillDocument): ReferenceMention[] {
  const hit = cache.get(doc);
  if (hit) return hit;
  const out: ReferenceMention[] = [];
  const topFolders = new Set<string>();
  const nested: string[] = [];
  for (const f of doc.files) {
    const slash = f.path.indexOf('/');
    if (slash > 0) topFolders.add(f.path.slice(0, slash));
    if (slash > 0 && /(^|\/)(SKILL|skill)\.md$/.test(f.path)) nested.push(f.path.slice(0, f.path.lastIndexOf('/') + 1));
  }
  for (const file of doc.files) {
    const info = file.text;
    if (!info) continue;
    const isSkillMd = file === doc.skillFile;
    if (!isSkillMd && (!MARKDOWN_FILE.test(file.path) || nested.some((n) => file.path.startsWith(n)))) continue;
    const view = isSkillMd && doc.markdown ? skillMdView(doc, info) : lightView(info.text);
    extractFromFile(doc, file, info, view, isSkillMd, topFolders, out);
  }
  cache.set(doc, out);
  return out;
}

// ---------------------------------------------------------------------------
// SKILL.md: the CommonMark tree the parser built

function skillMdView(doc: SkillDocument, info: TextInfo): FileView {
  const md = doc.markdown!;
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
  // Forward mode (line scanner): an optional title, then `)` on the same line.
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
  return s.includes('&') ? s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : s;
}

// ---------------------------------------------------------------------------
// Other Markdown files: fences, comments, frontmatter and inline code by scanning

const FENCE_AT = /^ {0,3}(`{3,}|~{3,})(.*)$/my;
const DEFINITION_AT = / {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/y;
const HTML_TAG_AT = /<(?:img|a|source|video|audio)\b[^>\n]*>/iy;

export function lightView(text: string): FileView {
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
  const placeAt = (offset: number): Place => {
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
  // Raw HTML tags with src/href.
  for (const tag of ['<img', '<a ', '<source', '<video', '<audio', '<IMG', '<A ']) {
    let h = text.indexOf(tag);
    while (h >= 0) {
      HTML_TAG_AT.lastIndex = h;
      const m = HTML_TAG_AT.exec(text);
      if (m && placeAt(h) === 'prose') htmlLinks(text, h, h + m[0].length, links, linkSpans);
      h = text.indexOf(tag, h + tag.length);
    }
  }
  linkSpans.sort((a, b) => a[0] - b[0]);
  return { links, linkSpans, placeAt };
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
      if (i - lineStart <= 3 && /^ *$/.test(text.slice(lineStart, i))) {
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

// ---------------------------------------------------------------------------
// Turning sites into mentions

function extractFromFile(
  doc: SkillDocument,
  file: SkillFile,
  info: TextInfo,
  view: FileView,
  isSkillMd: boolean,
  topFolders: Set<string>,
  out: ReferenceMention[],
): void {
  const text = info.text;
  const dir = posix.dirname(file.path);
  const fileDir = dir === '.' ? '' : dir;
  for (const site of view.links) {
    const mention = linkMention(doc, file.path, fileDir, info, site);
    if (mention) out.push(mention);
  }
  // metis @[skfile:path]: anywhere in the file, relative to the skill folder.
  let k = text.indexOf('@[skfile:');
  while (k >= 0) {
    const s = k + 9;
    const close = text.indexOf(']', s);
    if (close < 0) break;
    const written = text.slice(s, close);
    k = text.indexOf('@[skfile:', close);
    if (!written || /\s/.test(written) || PLACEHOLDER_CHARS.test(written)) continue;
    const { pathPart, suffix } = splitSuffix(written, false);
    out.push(makeMention(file.path, 'skfile', written, s, info, pathPart, suffix, resolveFrom(doc, '', pathPart)));
  }
  // Bare paths: every token around a `/`.
  const n = text.length;
  let i = text.indexOf('/');
  while (i >= 0) {
    let s = i;
    while (s > 0 && DELIM[text.charCodeAt(s - 1)] === 0) s--;
    let e = i + 1;
    while (e < n && DELIM[text.charCodeAt(e)] === 0) e++;
    if (worthALook(text, s, i, doc, fileDir, isSkillMd, topFolders)) {
      const mention = bareMention(doc, file.path, fileDir, info, view, text.slice(s, e), s, isSkillMd, topFolders);
      if (mention) out.push(mention);
    }
    i = text.indexOf('/', e);
  }
}

function linkMention(doc: SkillDocument, filePath: string, fileDir: string, info: TextInfo, site: LinkSite): ReferenceMention | undefined {
  const written = info.text.slice(site.start, site.end);
  const url = site.url.trim();
  if (!url || url.startsWith('#') || url.startsWith('//') || url.startsWith('{{')) return undefined;
  if (URL_SCHEME.test(url) && !WINDOWS_ABS.test(url)) {
    if (!/^file:/i.test(url)) return undefined;
    return makeMention(filePath, site.kind, written, site.start, info, url, '', { resolution: 'absolute', target: url, exists: false, base: fileDir });
  }
  const { suffix } = splitSuffix(written, true);
  let pathPart = splitSuffix(url, true).pathPart;
  if (pathPart.includes('%')) {
    try {
      pathPart = decodeURI(pathPart);
    } catch {
      /* keep as written */
    }
  }
  if (!pathPart || /[<>{}$*]/.test(pathPart)) return undefined;
  if (pathPart.startsWith('/') || pathPart.startsWith('~') || pathPart.startsWith('\\') || WINDOWS_ABS.test(pathPart)) {
    return makeMention(filePath, site.kind, written, site.start, info, pathPart, suffix, { resolution: 'absolute', target: pathPart, exists: false, base: fileDir });
  }
  return makeMention(filePath, site.kind, written, site.start, info, pathPart, suffix, resolveFrom(doc, fileDir, pathPart));
}

function bareMention(
  doc: SkillDocument,
  filePath: string,
  fileDir: string,
  info: TextInfo,
  view: FileView,
  raw: string,
  at: number,
  isSkillMd: boolean,
  topFolders: Set<string>,
): ReferenceMention | undefined {
  let token = raw;
  let start = at;
  const lead = LEADING_PUNCT.exec(token);
  if (lead) {
    token = token.slice(lead[0].length);
    start += lead[0].length;
  }
  token = token.replace(TRAILING_PUNCT, '');
  const slash = token.indexOf('/');
  if (slash < 0) return undefined;

  // Absolute paths: only machine-specific ones (home folders) are worth a word.
  if (slash === 0 || WINDOWS_ABS.test(token)) {
    if (!HOME_SPECIFIC.test(token) || PLACEHOLDER_CHARS.test(token) || PLACEHOLDER_WORDS.test(token)) return undefined;
    const place = view.placeAt(start);
    if (place !== 'prose' && place !== 'inlineCode') return undefined;
    if (inSpans(view.linkSpans, start)) return undefined;
    if (nonReferenceContext(info.text, start, start + token.length)) return undefined;
    const { pathPart, suffix } = splitSuffix(token, false);
    return makeMention(filePath, place === 'prose' ? 'bare-path' : 'code-path', token, start, info, pathPart, suffix, {
      resolution: 'absolute',
      target: pathPart,
      exists: false,
      base: fileDir,
    });
  }

  // Cheap filter first: the first segment must name a folder of the skill.
  let body = token;
  while (body.startsWith('./')) body = body.slice(2);
  const up = body.startsWith('../');
  if (!up) {
    let head = body.slice(0, body.indexOf('/'));
    if (!head) return undefined;
    if (NON_ASCII.test(head)) {
      // Chinese prose without spaces: `读取references/a.md`.
      const cut = knownFolderSuffix(head, topFolders, isSkillMd);
      if (cut < 0) return undefined;
      start += token.length - body.length + cut;
      token = body = body.slice(cut);
      head = body.slice(0, body.indexOf('/'));
    }
    const known =
      topFolders.has(head) || (isSkillMd && CONVENTIONAL_FOLDERS.has(head)) || (fileDir !== '' && doc.paths.has(posix.join(fileDir, head)));
    if (!known) return undefined;
  }
  if (PLACEHOLDER_CHARS.test(token) || PLACEHOLDER_WORDS.test(token) || token.includes('@')) return undefined;
  const place = view.placeAt(start);
  if (place !== 'prose' && place !== 'inlineCode') return undefined;
  if (inSpans(view.linkSpans, start)) return undefined;

  let { pathPart, suffix } = splitSuffix(token, false);
  let rel = pathPart.replace(/^(\.\/)+/, '');
  let resolved = resolveBare(doc, fileDir, rel);
  if (!resolved.exists) {
    const cut = CJK_TAIL.exec(pathPart);
    if (cut) {
      pathPart = cut[1];
      suffix = '';
      rel = pathPart.replace(/^(\.\/)+/, '');
      resolved = resolveBare(doc, fileDir, rel);
    }
  }
  const written = pathPart + suffix;
  if (!resolved.exists) {
    if (resolved.resolution === 'inside') {
      if (!HAS_EXTENSION.test(rel)) return undefined; // a folder or a command, not a file
      const parent = posix.dirname(resolved.target);
      if (parent.includes('/') && !doc.paths.has(parent)) return undefined; // a place the skill writes to
    }
    if (nonReferenceContext(info.text, start, start + written.length)) return undefined;
    if (otherSkillContext(info.text, start, start + written.length, ownSkillNames(doc))) return undefined;
    if (existingAlternative(info.text, start, start + written.length, (alt) => resolveBare(doc, fileDir, alt.replace(/^(\.\/)+/, '')).exists)) return undefined;
  }
  return makeMention(filePath, place === 'prose' ? 'bare-path' : 'code-path', written, start, info, pathPart, suffix, resolved);
}

/** Cheap pre-filter without regexes: can the token at [s, …) whose first `/` is at `slash` be a skill path? */
function worthALook(text: string, s: number, slash: number, doc: SkillDocument, fileDir: string, isSkillMd: boolean, topFolders: Set<string>): boolean {
  while (s < slash && LEAD_CHARS.includes(text[s])) s++;
  while (text.startsWith('./', s)) s += 2;
  if (s > slash) return false;
  if (s === slash) return text.startsWith('/Users/', s) || text.startsWith('/home/', s);
  if (text.charCodeAt(s) === 46 && text.charCodeAt(s + 1) === 46 && text.charCodeAt(s + 2) === 47) return true; // ../
  const len = slash - s;
  if (len === 2 && text.charCodeAt(s + 1) === 58 /* : */) return /^[a-z]:\/Users\//i.test(text.slice(s, s + 9));
  if (text.charCodeAt(slash - 1) > 127) return false;
  const head = text.slice(s, slash);
  if (topFolders.has(head) || (isSkillMd && CONVENTIONAL_FOLDERS.has(head))) return true;
  if (NON_ASCII.test(head)) return knownFolderSuffix(head, topFolders, isSkillMd) >= 0; // `读取references/…`
  return fileDir !== '' && doc.paths.has(fileDir + '/' + head);
}

const LEAD_CHARS = '*_~\'"‘“(<[';

/** Where a known folder name starts at the end of a first segment glued to CJK text, or -1. */
function knownFolderSuffix(seg: string, topFolders: Set<string>, isSkillMd: boolean): number {
  for (let i = seg.length - 1; i > 0; i--) {
    if (!NON_ASCII.test(seg[i - 1])) continue;
    const tail = seg.slice(i);
    return topFolders.has(tail) || (isSkillMd && CONVENTIONAL_FOLDERS.has(tail)) ? i : -1;
  }
  return -1;
}

function splitSuffix(written: string, link: boolean): { pathPart: string; suffix: string } {
  let cut = written.length;
  const hash = written.indexOf('#');
  if (hash >= 0) cut = hash;
  if (link) {
    const q = written.indexOf('?');
    if (q >= 0 && q < cut) cut = q;
  }
  let pathPart = written.slice(0, cut);
  let suffix = written.slice(cut);
  if (!link) {
    const m = LINE_SUFFIX.exec(pathPart);
    if (m) {
      suffix = m[0] + suffix;
      pathPart = pathPart.slice(0, m.index);
    }
  }
  return { pathPart, suffix };
}

interface Resolved {
  resolution: 'inside' | 'outside' | 'absolute' | 'bundle';
  target: string;
  exists: boolean;
  base: string;
}

/** Resolve `rel` against a folder of the skill (`''` = the skill folder itself). */
export function resolveFrom(doc: SkillDocument, fromDir: string, rel: string): Resolved {
  const simple = !rel.includes('./') && !rel.includes('//') && !rel.startsWith('.') && !rel.includes('\\');
  const joined = simple ? (fromDir ? fromDir + '/' : '') + rel.replace(/\/+$/, '') : posix.normalize(posix.join(fromDir || '.', rel)).replace(/\/+$/, '');
  if (joined === '..' || joined.startsWith('../')) return { resolution: 'outside', target: joined, exists: false, base: fromDir };
  const target = joined === '.' ? '' : joined;
  return { resolution: 'inside', target, exists: target === '' || doc.paths.has(target), base: fromDir };
}

/**
 * A sub-skill of a bundle names the bundle's files from the bundle's root
 * (`uv run scripts/render_shot.py` in `spark-video/references/spark-video-director/`):
 * such a path exists, as `../../scripts/render_shot.py` from this folder.
 */
function inEnclosingSkill(doc: SkillDocument, rel: string): Resolved | undefined {
  const bundle = doc.enclosingSkill;
  if (!bundle || rel.startsWith('../')) return undefined;
  const normal = posix.normalize(rel).replace(/\/+$/, '');
  if (normal.startsWith('../') || !bundle.paths.has(normal)) return undefined;
  return { resolution: 'bundle', target: posix.join(bundle.relDir, normal), exists: true, base: '' };
}

/** Bare paths in a nested file are often written from the skill folder: either reading that exists counts. */
function resolveBare(doc: SkillDocument, fileDir: string, rel: string): Resolved {
  const local = resolveFrom(doc, fileDir, rel);
  if (local.exists || rel.startsWith('../')) return local;
  if (fileDir === '') return inEnclosingSkill(doc, rel) ?? local;
  const fromRoot = resolveFrom(doc, '', rel);
  if (fromRoot.exists) return fromRoot;
  const fromBundle = inEnclosingSkill(doc, rel);
  if (fromBundle) return fromBundle;
  const head = rel.slice(0, rel.indexOf('/'));
  // Report the reading whose first folder is real.
  return doc.paths.has(posix.join(fileDir, head)) ? local : fromRoot;
}

function makeMention(
  file: string,
  kind: MentionKind,
  written: string,
  start: number,
  info: TextInfo,
  pathPart: string,
  suffix: string,
  resolved: Resolved,
): ReferenceMention {
  return {
    file,
    kind,
    written,
    start,
    end: start + written.length,
    range: rangeOf(info, start, start + written.length),
    pathPart,
    suffix,
    resolution: resolved.resolution,
    target: resolved.target,
    exists: resolved.exists,
    base: resolved.base,
  };
}

/** The line that holds [start, end): its start and the offset of its newline (or the text's end). */
function lineAround(text: string, start: number, end: number): [number, number] {
  const lineEnd = text.indexOf('\n', end);
  return [text.lastIndexOf('\n', start - 1) + 1, lineEnd < 0 ? text.length : lineEnd];
}

/** Is this bare path an example, an output location, a hypothetical or an optional file, judging by its sentence? */
export function nonReferenceContext(text: string, start: number, end: number): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const line = text.slice(lineStart, lineEnd);
  if (LINE_CUE.test(line)) return true;
  const sentence = afterLast(text.slice(lineStart, start), SENTENCE_END);
  if (EXAMPLE_CUE.test(sentence)) return true;
  if (OUTPUT_CUE.test(afterLast(sentence, CLAUSE_END))) return true;
  if (OUTPUT_AFTER.test(text.slice(end, lineEnd))) return true;
  // A lead-in line ("Example:", "例如：") a few lines up, within the same section.
  let cursor = lineStart - 1;
  for (let n = 0; n < 4 && cursor > 0; n++) {
    const prevStart = text.lastIndexOf('\n', cursor - 1) + 1;
    const prev = text.slice(prevStart, cursor);
    if (/^\s*(?:#|```|~~~)/.test(prev)) break;
    if (LEAD_IN.test(prev)) return true;
    cursor = prevStart - 1;
  }
  return false;
}

/** "the `lark-doc` skill's", "`lark-doc` 技能的": the path that follows is another skill's file. */
const OTHER_SKILL_BEFORE = /`?([A-Za-z0-9][\w.-]*)`?\s*(?:技能|skill)\s*(?:的|中的|里的|下的|目录下的|['’]s)\s*[`*"']*$/i;
/** "`references/x.md` in the lark-doc skill", "`references/x.md`（lark-doc 技能）". */
const OTHER_SKILL_AFTER = /^`?\s*(?:(?:in|of|from)\s+(?:the\s+)?`?([A-Za-z0-9][\w.-]*)`?\s+skill\b|[（(]\s*`?([A-Za-z0-9][\w.-]*)`?\s*(?:技能|skill)\s*[)）])/i;

/** The names this skill goes by: its folder and its frontmatter name, lowercased. */
function ownSkillNames(doc: SkillDocument): Set<string> {
  const names = new Set([doc.folderName.toLowerCase()]);
  const name = doc.frontmatter?.data?.name;
  if (typeof name === 'string') names.add(name.trim().toLowerCase());
  return names;
}

/**
 * Is this missing bare path named as a file of *another* skill ("see the `lark-doc`
 * skill's `references/lark-doc-whiteboard.md`", corpus NOTES §5a)? This folder cannot
 * tell whether that skill has it, so it is not reported as missing here.
 */
export function otherSkillContext(text: string, start: number, end: number, own: Set<string>): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const before = OTHER_SKILL_BEFORE.exec(afterLast(text.slice(lineStart, start), SENTENCE_END));
  const after = OTHER_SKILL_AFTER.exec(text.slice(end, lineEnd));
  const named = before?.[1] ?? after?.[1] ?? after?.[2];
  return named !== undefined && !own.has(named.toLowerCase()) && named.toLowerCase() !== 'this';
}

const ALTERNATIVE_BEFORE = /([\w./-]+\.[A-Za-z0-9]{1,10})`?\s*(?:\bor\b|或者|或|\/)\s*`?$/;
const ALTERNATIVE_AFTER = /^`?\s*(?:\bor\b|或者|或|\/)\s*`?([\w./-]+\.[A-Za-z0-9]{1,10})/;

/**
 * "`evals/axis.config.json` or `evals/axis.config.ts`": one of two alternatives is
 * enough — a missing path is not reported when the alternative beside it exists.
 */
export function existingAlternative(text: string, start: number, end: number, exists: (path: string) => boolean): boolean {
  const [lineStart, lineEnd] = lineAround(text, start, end);
  const before = ALTERNATIVE_BEFORE.exec(text.slice(Math.max(lineStart, start - 120), start));
  const after = ALTERNATIVE_AFTER.exec(text.slice(end, Math.min(lineEnd, end + 120)));
  return (before !== null && exists(before[1])) || (after !== null && exists(after[1]));
}

function afterLast(s: string, re: RegExp): string {
  re.lastIndex = 0;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) last = m.index + m[0].length;
  return last > 0 ? s.slice(last) : s;
}
