/**
 * Distill's reference matrix (docs/features.md B4, seed v2 §五 "Step 1: 构建引用矩阵"): which file
 * (and which section of it) mentions which other file of the skill, found by
 * following mentions from SKILL.md transitively. Shared by the `distill/*` rules,
 * the slimming plan and reports; computed once per SkillDocument (memoised).
 *
 * What counts as a mention of a file, in any text file that is reached:
 * - a Markdown link or image target (`[x](references/a.md)`)            → `link`
 * - a path written in prose, inline code, code blocks or scripts
 *   (`references/a.md`, `./scripts/run.py`, `${SKILL_DIR}/references/a.md`,
 *   `@[skfile:references/a.md]`), resolved against the mentioning file's
 *   folder first, then against the skill root, then by dropping leading
 *   segments (a variable or install prefix)                              → `path`
 * - the bare file name (`a.md`, also glued to Chinese text: `读取a.md`); a
 *   name that several files share credits each of them                  → `basename`
 * - a sub-folder (`references/research/`, `references/rules/**`): every file
 *   under it. A top-level folder alone (`references/`) credits nothing: "see
 *   references/" names no file                                          → `dir`
 * - a template (`references/presets/<style>.md`, `references/{name}.md`,
 *   `rules/*.md`): every file the template matches                      → `pattern`
 * Mentions inside SKILL.md HTML comments are ignored (commented-out text is not an
 * instruction); a file mentioning itself does not count.
 *
 * Roots of the walk: SKILL.md, every nested SKILL.md (a folder holding its own skill)
 * and the skill's top-level README / AGENTS.md / CLAUDE.md (pages people read; a file
 * they point to is maintained on purpose). Every reached text file is searched in turn,
 * except markup, styles and tables (.html, .css, .svg, .xml, .csv, .tsv …): documents
 * for file names and sub-folder names, code and data files for file names only.
 *
 * Dead-file scope (the seed says "references"): text documents (.md, .markdown, .mdx,
 * .txt, .rst, .adoc) under `references/` or `reference/`, except LICENSE / README /
 * CHANGELOG / NOTICE / AUTHORS / CONTRIBUTING / `_SOURCE.md` and anything inside a
 * nested skill. Scripts, assets, data files (results.tsv, diagnostics.tsv,
 * test-prompts.json, tests.yaml, .gitignore …) are matrix targets but never dead files:
 * they are run or read by tools, not loaded as instructions.
 *
 * F_approx (seed: 1 − 被引用次数 / 模块总字符数归一化), per file in scope:
 *   refs  = distinct (mentioning file, line) contexts that mention the file
 *   unit  = max(median byte size of the files in scope, 4096 bytes)
 *   F     = clamp(1 − refs / (bytes / unit), 0, 1), two decimals; a dead file has F = 1
 * So a file of median size mentioned once has F = 0; with one mention a file must be
 * ≥ 3.34 units (≥ 13.4 KB at least) to reach the "can slim" line F ≥ 0.7, with two
 * mentions ≥ 6.67 units. The 4 KB floor keeps a skill of tiny files from calling a
 * 3 KB file "big".
 *
 * Why one long file: the mention kinds below share one walk and one memo per document;
 * split apart they would walk every file once each.
 */
import { regionAt } from '../../skill/markdown.ts';
import { positionAt } from '../../skill/text.ts';
import { memo, memoKey } from '../../skill/memo.ts';
import type { SkillDocument, SkillFile } from '../../skill/types.ts';
import { LUBAN_ARTEFACTS } from '../../skill/artefacts.ts';

export type RefKind = 'link' | 'path' | 'basename' | 'dir' | 'pattern';

export interface RefEntry {
  /** The mentioning file (relative to the skill folder). */
  from: string;
  line: number;
  column: number;
  /** The nearest heading above the mention, when the mentioning file is Markdown. */
  section?: string;
  /** The mentioned file. */
  to: string;
  kind: RefKind;
  /** The mention as written (a path, a name, a folder or a template). */
  text: string;
  /** `#fragment` written right after the mention, without the `#`. */
  anchor?: string;
}

export interface DistillFileStat {
  file: string;
  bytes: number;
  /** Distinct (file, line) contexts mentioning this file. */
  refs: number;
  fApprox: number;
  dead: boolean;
}

export interface DistillAnalysis {
  entries: RefEntry[];
  /** Files reached from the roots (roots included). */
  reachable: Set<string>;
  roots: string[];
  /** Files judged for dead / F_approx, in path order. */
  scope: DistillFileStat[];
  /** Normalisation unit for F_approx in bytes. */
  unitBytes: number;
}

/** Folders whose documents are judged for dead files and F_approx. */
export const DISTILL_FOLDERS = ['references', 'reference'] as const;
export const SLIM_THRESHOLD = 0.7;
export const CORE_THRESHOLD = 0.3;
export const MIN_UNIT_BYTES = 4096;

const DOC_EXT = /\.(?:md|markdown|mdx|txt|rst|adoc)$/i;
/** Reached files not searched for mentions: markup, styles, tables and images-as-text. */
const NOT_SOURCE = /\.(?:html?|css|scss|less|svg|xml|csv|tsv|map|lock)$|\.min\.js$/i;
const NEVER_DEAD = /^(?:licen[cs]e|copying|notice|readme|changelog|history|authors|contributing|_source)(?:[.\-_]|$)/i;
const ROOT_DOCS = /^(?:readme(?:\.[a-z]+)?|agents\.md|claude\.md)$/i;
const SKILL_MD = /(?:^|\/)(?:SKILL|skill)\.md$/;
const EXT_OF = /\.([A-Za-z0-9]{1,10})$/;
const LEADING_HAN = /^[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+(?=[A-Za-z0-9._~$@{<])/;

const ANALYSIS = memoKey<DistillAnalysis>('distill/analysis');

/**
 * True when the skill has at least one file Distill judges (cheap; no scanning). A skill
 * whose SKILL.md is missing or unreadable has none: with no root, every file would look dead.
 */
export function hasDistillScope(doc: SkillDocument): boolean {
  if (!doc.skillFile?.text) return false;
  const nested = nestedSkillDirs(doc);
  return doc.files.some((f) => inScope(f, nested));
}

/** The reference matrix, reachability and F_approx of a skill; memoised per document. */
export function analyseDistill(doc: SkillDocument): DistillAnalysis {
  return memo(doc, ANALYSIS, () => compute(doc));
}

function nestedSkillDirs(doc: SkillDocument): string[] {
  const out: string[] = [];
  for (const f of doc.files) {
    if (f.path.includes('/') && SKILL_MD.test(f.path)) out.push(f.path.slice(0, f.path.lastIndexOf('/')));
  }
  return out;
}

function inScope(f: SkillFile, nested: string[]): boolean {
  if (!f.text) return false;
  const slash = f.path.indexOf('/');
  if (slash < 0) return false;
  const top = f.path.slice(0, slash);
  if (!(DISTILL_FOLDERS as readonly string[]).includes(top)) return false;
  if (!DOC_EXT.test(f.path)) return false;
  if (NEVER_DEAD.test(baseName(f.path))) return false;
  // Luban's own files (e.g. the consumer baseline, references/baseline-skill.md) are not the author's.
  if (LUBAN_ARTEFACTS.test(f.path)) return false;
  return !nested.some((d) => f.path.startsWith(d + '/'));
}

function baseName(p: string): string {
  return p.slice(p.lastIndexOf('/') + 1);
}

function dirName(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

/** Join and normalise a relative path; null when it climbs out of the skill. */
function joinPath(base: string, rel: string): string | null {
  const parts = base ? base.split('/') : [];
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Characters that end a path token (besides whitespace and control characters), as a lookup table. */
const STOP_TABLE = (() => {
  const t = new Uint8Array(0x10000);
  for (let c = 0; c <= 32; c++) t[c] = 1;
  t[0xa0] = 1;
  t[0x3000] = 1;
  for (const ch of '`\'"()[]|,;!?=#^\\:，。、；：！？（）「」『』《》【】“”‘’…') t[ch.charCodeAt(0)] = 1;
  return t;
})();

interface Index {
  files: Set<string>;
  dirs: Set<string>;
  /** Last segments of folder paths, to skip tokens that cannot name a folder. */
  dirBase: Set<string>;
  /** Resolution cache by source folder and token. */
  cache: Map<string, Hit | null>;
  byBase: Map<string, string[]>;
  byExt: Map<string, string[]>;
  anchorRe: RegExp | null;
  extRe: RegExp | null;
  filesUnder: Map<string, string[]>;
  all: string[];
}

function buildIndex(doc: SkillDocument): Index {
  const files = new Set<string>();
  const byBase = new Map<string, string[]>();
  const byExt = new Map<string, string[]>();
  const exts = new Set<string>();
  for (const f of doc.files) {
    files.add(f.path);
    const b = baseName(f.path);
    const list = byBase.get(b);
    if (list) list.push(f.path);
    else byBase.set(b, [f.path]);
    const m = EXT_OF.exec(b);
    if (m) {
      const e = m[1].toLowerCase();
      exts.add(e);
      const names = byExt.get(e);
      if (names) {
        if (!names.includes(b)) names.push(b);
      } else byExt.set(e, [b]);
    }
  }
  const dirs = new Set<string>();
  const dirBase = new Set<string>();
  for (const p of doc.paths) {
    if (files.has(p)) continue;
    dirs.add(p);
    dirBase.add(baseName(p));
  }
  const alt = [...exts]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');
  // Folder mentions only matter below the top level (see the header), so only the names of
  // nested folders anchor a search: `research/`, `presets/` … never every `/` of a URL.
  const subdirNames = new Set<string>();
  for (const d of dirs) if (d.includes('/')) subdirNames.add(baseName(d));
  const dirAlt = [...subdirNames]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|');
  const extPart = alt ? `\\.(?:${alt})(?![A-Za-z0-9_])` : '';
  const dirPart = dirAlt ? `(?:${dirAlt})/` : '';
  const extRe = extPart ? new RegExp(extPart, 'gi') : null;
  const anchorRe = extPart || dirPart ? new RegExp([extPart, dirPart].filter(Boolean).join('|'), 'gi') : null;
  return { files, dirs, dirBase, cache: new Map(), byBase, byExt, anchorRe, extRe, filesUnder: new Map(), all: doc.files.map((f) => f.path) };
}

function filesUnder(ix: Index, dir: string): string[] {
  let list = ix.filesUnder.get(dir);
  if (!list) {
    const prefix = dir + '/';
    list = ix.all.filter((p) => p.startsWith(prefix));
    ix.filesUnder.set(dir, list);
  }
  return list;
}

interface Hit {
  to: string[];
  kind: RefKind;
}

/** Resolve a path-like string to a file or folder: source-relative, root-relative, then leading segments dropped. */
function resolveIn(set: Set<string>, sourceDir: string, candidate: string): string | null {
  const segs = candidate.split('/');
  for (let k = 0; k < segs.length; k++) {
    const rel = segs.slice(k).join('/');
    if (!rel) continue;
    if (k === 0 && !candidate.startsWith('/')) {
      const j = joinPath(sourceDir, rel);
      if (j && set.has(j)) return j;
    }
    const r = joinPath('', rel);
    if (r && set.has(r)) return r;
    if (k > 0 && sourceDir) {
      const j = joinPath(sourceDir, rel);
      if (j && set.has(j)) return j;
    }
  }
  return null;
}

function decode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function resolveFile(ix: Index, sourceDir: string, raw: string): Hit | null {
  const candidate = decode(raw);
  const last = baseName(candidate);
  const same = ix.byBase.get(last);
  if (same) return resolveKnownName(ix, sourceDir, candidate, same);
  // A name glued to preceding text (读取forms.md): the longest known name it ends with.
  const m = EXT_OF.exec(last);
  if (!m) return null;
  let best: string | undefined;
  for (const b of ix.byExt.get(m[1].toLowerCase()) ?? []) {
    if (b.length < last.length && last.endsWith(b) && !/[A-Za-z0-9_.\-]/.test(last[last.length - b.length - 1])) {
      if (!best || b.length > best.length) best = b;
    }
  }
  return best ? { to: ix.byBase.get(best) ?? [], kind: 'basename' } : null;
}

function resolveKnownName(ix: Index, sourceDir: string, candidate: string, same: string[]): Hit {
  const direct = resolveIn(ix.files, sourceDir, candidate);
  if (direct) return { to: [direct], kind: 'path' };
  const stripped = candidate.replace(LEADING_HAN, '');
  if (stripped !== candidate) {
    const again = resolveIn(ix.files, sourceDir, stripped);
    if (again) return { to: [again], kind: 'path' };
  }
  return { to: same, kind: 'basename' };
}

const WILDCARD = /\*|\{[^{}/]*\}|<[^<>/]*>/;

/** A template (`presets/<style>.md`, `rules/*.md`, `{dir}/`) matched against every path, by suffix. */
function resolvePattern(ix: Index, raw: string): Hit | null {
  let segs = raw.split('/').filter((s) => s && s !== '.');
  // A leading variable segment (`{baseDir}`, `<skill-dir>`, `$SKILL_DIR`) stands for a root.
  while (segs.length > 1 && /^(?:\{[^{}]*\}|<[^<>]*>|\$\{?[A-Za-z_]+\}?|~)$/.test(segs[0])) segs = segs.slice(1);
  if (segs.length < 2) return null;
  // Cheap gate: every literal folder segment must name a folder of the skill.
  const folders = raw.endsWith('/') ? segs : segs.slice(0, -1);
  let known = 0;
  for (const seg of folders) {
    if (seg === '**' || WILDCARD.test(seg)) continue;
    if (!ix.dirBase.has(seg)) return null;
    known++;
  }
  if (!known) return null;
  const literal = segs.join('/').replace(new RegExp(WILDCARD.source, 'g'), '');
  if (literal.replace(/[./\-_]/g, '').length < 3) return null;
  const isDir = raw.endsWith('/');
  const body = segs
    .map((s) =>
      s === '**'
        ? '.*'
        : s
            .split(new RegExp(`(${WILDCARD.source})`))
            .map((part, i) => (i % 2 ? '[^/]*' : escapeRe(part)))
            .join(''),
    )
    .join('/');
  const re = new RegExp(`(?:^|/)${body}${isDir ? '/' : '$'}`);
  const to = ix.all.filter((p) => re.test(p));
  return to.length ? { to, kind: 'pattern' } : null;
}

function resolveDir(ix: Index, sourceDir: string, raw: string): Hit | null {
  const cleaned = decode(raw)
    .replace(/\/\*\*?$/, '')
    .replace(/\/+$/, '');
  if (!cleaned || !ix.dirBase.has(baseName(cleaned).replace(LEADING_HAN, ''))) return null;
  let dir = resolveIn(ix.dirs, sourceDir, cleaned);
  if (!dir) {
    const stripped = cleaned.replace(LEADING_HAN, '');
    if (stripped !== cleaned) dir = resolveIn(ix.dirs, sourceDir, stripped);
  }
  if (!dir?.includes('/')) return null;
  const to = filesUnder(ix, dir);
  return to.length ? { to, kind: 'dir' } : null;
}

/** Strip Markdown emphasis, angle brackets and sentence punctuation around a token. */
const PLAIN_EDGE = /^[A-Za-z0-9./][^]*[A-Za-z0-9/]$/;

function trimToken(tok: string): { text: string; lead: number } {
  if (PLAIN_EDGE.test(tok)) return { text: tok, lead: 0 };
  let lead = 0;
  let t = tok;
  if (t.startsWith('<') && t.endsWith('>') && t.indexOf('<', 1) < 0) {
    t = t.slice(1, -1);
    lead = 1;
  }
  const em = /^[*_~]+/.exec(t);
  if (em) {
    t = t.slice(em[0].length);
    lead += em[0].length;
    t = t.replace(/[*_~]+$/, '');
  }
  t = t.replace(/[.>~]+$/, '');
  return { text: t, lead };
}

const HEADING_LINE = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;

export interface HeadingLine {
  line: number;
  depth: number;
  text: string;
}

/** Headings of a Markdown file (outside fenced code), by a cheap first-character test per line. */
export function headingsOf(file: SkillFile, doc: SkillDocument): HeadingLine[] {
  if (file === doc.skillFile && doc.markdown) return doc.markdown.headings.map((h) => ({ line: h.line, depth: h.depth, text: h.text }));
  if (!/\.(?:md|markdown|mdx)$/i.test(file.path) || !file.text) return [];
  const out: HeadingLine[] = [];
  const { text, lineStarts } = file.text;
  let fence: string | null = null;
  for (let i = 0; i < lineStarts.length; i++) {
    let at = lineStarts[i];
    const limit = at + 3;
    while (at < limit && text.charCodeAt(at) === 32) at++;
    const c = text.charCodeAt(at);
    if (c !== 35 && c !== 96 && c !== 126) continue; // # ` ~
    const end = i + 1 < lineStarts.length ? lineStarts[i + 1] - 1 : text.length;
    const line = text.slice(lineStarts[i], end);
    const f = FENCE_LINE.exec(line);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence || c !== 35) continue;
    const h = HEADING_LINE.exec(line);
    if (h) out.push({ line: i + 1, depth: h[1].length, text: h[2] });
  }
  return out;
}

function sectionAt(headings: HeadingLine[], line: number): string | undefined {
  let lo = 0;
  let hi = headings.length - 1;
  let found: string | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (headings[mid].line <= line) {
      found = headings[mid].text;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Every mention of another skill file in one reached file. */
function scanSource(doc: SkillDocument, ix: Index, file: SkillFile): RefEntry[] {
  const info = file.text!;
  const text = info.text;
  const sourceDir = dirName(file.path);
  const isSkillMd = file === doc.skillFile && !!doc.markdown;
  // Sections are filled here for SKILL.md (its headings are parsed already); for other
  // files on demand by withSections(), since few callers need them.
  const headings = isSkillMd ? headingsOf(file, doc) : undefined;
  const entries: RefEntry[] = [];
  // Documents are searched for folder mentions too; code and data files only for file
  // names (a program names the files it opens; its `/` are mostly operators and tags).
  const re = DOC_EXT.test(file.path) || isSkillMd ? ix.anchorRe : ix.extRe;
  if (!re) return entries;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    let s = m.index;
    const floor = Math.max(0, m.index - 300);
    while (s > floor && !STOP_TABLE[text.charCodeAt(s - 1)]) s--;
    let e = m.index + m[0].length;
    const ceil = Math.min(text.length, m.index + 300);
    while (e < ceil && !STOP_TABLE[text.charCodeAt(e)]) e++;
    re.lastIndex = Math.max(e, re.lastIndex);
    if (isSkillMd && regionAt(doc.markdown!, s) === 'htmlComment') continue;
    const { text: tok, lead } = trimToken(text.slice(s, e));
    if (!tok || tok === '/' || tok.startsWith('//') || /^[a-z][a-z0-9+.-]*:\/\//i.test(tok)) continue;
    const key = `${sourceDir}\n${tok}`;
    let hit = ix.cache.get(key);
    if (hit === undefined) {
      hit = resolveToken(ix, sourceDir, tok);
      ix.cache.set(key, hit);
    }
    if (!hit) continue;
    const start = s + lead;
    const isLink = text[s - 1] === '(' && text[s - 2] === ']';
    const anchor = text[e] === '#' ? /^#([^\s)\]'"`]+)/.exec(text.slice(e, e + 200))?.[1] : undefined;
    const pos = positionAt(info, start);
    const section = headings ? sectionAt(headings, pos.line) : undefined;
    for (const to of hit.to) {
      if (to === file.path) continue;
      const entry: RefEntry = { from: file.path, line: pos.line, column: pos.column, to, kind: isLink && hit.kind === 'path' ? 'link' : hit.kind, text: tok };
      if (section !== undefined) entry.section = section;
      if (anchor) entry.anchor = anchor;
      entries.push(entry);
    }
  }
  return entries;
}

function resolveToken(ix: Index, sourceDir: string, tok: string): Hit | null {
  if (ix.extRe) {
    ix.extRe.lastIndex = 0;
    let m: RegExpExecArray | null;
    const ends: number[] = [];
    while ((m = ix.extRe.exec(tok))) ends.push(m.index + m[0].length);
    for (let i = ends.length - 1; i >= 0; i--) {
      const cand = tok.slice(0, ends[i]);
      const f = resolveFile(ix, sourceDir, cand);
      if (f) return f;
      if (WILDCARD.test(cand)) {
        const p = resolvePattern(ix, cand);
        if (p) return p;
      }
    }
    if (ends.length) return null;
  }
  if (!tok.includes('/')) return null;
  if (WILDCARD.test(tok)) {
    const cut = tok.replace(/\/\*\*?$/, '/');
    if (!WILDCARD.test(cut)) return resolveDir(ix, sourceDir, cut);
    return resolvePattern(ix, cut.endsWith('/') ? cut : cut + (cut.endsWith('*') ? '' : '/'));
  }
  return resolveDir(ix, sourceDir, tok);
}

function compute(doc: SkillDocument): DistillAnalysis {
  const ix = buildIndex(doc);
  const byPath = new Map(doc.files.map((f) => [f.path, f]));
  const nested = nestedSkillDirs(doc);
  const roots: string[] = [];
  if (doc.skillFile) roots.push(doc.skillFile.path);
  for (const d of nested) {
    const f = byPath.get(`${d}/SKILL.md`) ?? byPath.get(`${d}/skill.md`);
    if (f) roots.push(f.path);
  }
  for (const f of doc.files) if (!f.path.includes('/') && ROOT_DOCS.test(f.path) && f !== doc.skillFile) roots.push(f.path);

  const reachable = new Set<string>(roots);
  const queue = [...roots];
  const entries: RefEntry[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const file = byPath.get(path);
    if (!file?.text || NOT_SOURCE.test(path)) continue;
    for (const entry of scanSource(doc, ix, file)) {
      entries.push(entry);
      if (!reachable.has(entry.to)) {
        reachable.add(entry.to);
        queue.push(entry.to);
      }
    }
  }

  const scopeFiles = doc.files.filter((f) => inScope(f, nested));
  // Distinct (mentioning file, line) contexts per target, as numbers: file id × 2^21 + line.
  const contexts = new Map<string, Set<number>>();
  const fileIds = new Map<string, number>();
  for (const e of entries) {
    let set = contexts.get(e.to);
    if (!set) contexts.set(e.to, (set = new Set()));
    let id = fileIds.get(e.from);
    if (id === undefined) fileIds.set(e.from, (id = fileIds.size));
    set.add(id * 2097152 + e.line);
  }
  const sizes = scopeFiles.map((f) => f.size).sort((a, b) => a - b);
  const median = sizes.length ? (sizes.length % 2 ? sizes[(sizes.length - 1) / 2] : (sizes[sizes.length / 2 - 1] + sizes[sizes.length / 2]) / 2) : 0;
  const unitBytes = Math.max(median, MIN_UNIT_BYTES);
  const scope: DistillFileStat[] = scopeFiles.map((f) => {
    const refs = contexts.get(f.path)?.size ?? 0;
    const dead = !reachable.has(f.path);
    return { file: f.path, bytes: f.size, refs, dead, fApprox: dead ? 1 : fApprox(refs, f.size, unitBytes) };
  });
  return { entries, reachable, roots, scope, unitBytes };
}

/** F_approx = clamp(1 − refs / (bytes / unit), 0, 1), rounded to two decimals. */
export function fApprox(refs: number, bytes: number, unitBytes: number): number {
  if (bytes <= 0) return refs > 0 ? 0 : 1;
  const f = 1 - (refs * unitBytes) / bytes;
  const clamped = Math.min(1, Math.max(0, f));
  return Math.round(clamped * 100) / 100;
}

/** Fill `section` on matrix rows from files other than SKILL.md (headings found on demand). */
export function withSections(doc: SkillDocument, analysis: DistillAnalysis): RefEntry[] {
  const byPath = new Map(doc.files.map((f) => [f.path, f]));
  const cache = new Map<string, HeadingLine[]>();
  for (const e of analysis.entries) {
    if (e.section !== undefined) continue;
    let hs = cache.get(e.from);
    if (!hs) {
      const f = byPath.get(e.from);
      hs = f ? headingsOf(f, doc) : [];
      cache.set(e.from, hs);
    }
    const section = sectionAt(hs, e.line);
    if (section !== undefined) e.section = section;
  }
  return analysis.entries;
}

/** Matrix rows grouped by target file, for reports ("which section references which file"). */
export function matrixByTarget(analysis: DistillAnalysis): Map<string, RefEntry[]> {
  const out = new Map<string, RefEntry[]>();
  for (const e of analysis.entries) {
    const list = out.get(e.to);
    if (list) list.push(e);
    else out.set(e.to, [e]);
  }
  return out;
}
