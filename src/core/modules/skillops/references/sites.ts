/**
 * Finding the sites where a skill's Markdown may name one of its files: link
 * destinations (from SKILL.md's parsed tree, or from a text scan of the other
 * Markdown files, both in `core/skill/markdown-scan.ts`), metis `@[skfile:path]`
 * references, and tokens around a `/` that start like a path into the skill.
 *
 * Speed: candidates are found with native `indexOf` scans (for `/`, `](`, `<`,
 * `@[skfile:`); only the few tokens that start with a skill folder go on to be
 * classified and resolved.
 */
import path from 'node:path';
import { markdownScanFromTree, scanMarkdownText, type MarkdownScan } from '../../../skill/markdown-scan.ts';
import type { SkillDocument, SkillFile, TextInfo } from '../../../skill/types.ts';

const posix = path.posix;

/** Conventional resource folders, recognised in SKILL.md even when the skill does not have them. */
export const CONVENTIONAL_FOLDERS = new Set(['references', 'reference', 'scripts', 'assets', 'templates']);

const MARKDOWN_FILE = /\.(md|markdown|mdx)$/i;
const NON_ASCII = /[^\x00-\x7F]/;

/** One Markdown file being searched, with what the search knows about the skill around it. */
export interface FileScope {
  doc: SkillDocument;
  file: SkillFile;
  info: TextInfo;
  /** The file's folder, skill-relative (`''` = the skill folder). */
  fileDir: string;
  isSkillMd: boolean;
  /** Top-level folders of the skill: the first segments a bare path may start with. */
  topFolders: Set<string>;
  /** Where the file links to, and what kind of place each offset is in. */
  scan: MarkdownScan;
}

/**
 * The files whose mentions count, in path order: SKILL.md and every other readable
 * Markdown file, except those of a nested skill (a folder below with its own SKILL.md,
 * which is scanned on its own).
 */
export function filesToSearch(doc: SkillDocument): FileScope[] {
  const topFolders = new Set<string>();
  const nested: string[] = [];
  for (const f of doc.files) {
    const slash = f.path.indexOf('/');
    if (slash > 0) topFolders.add(f.path.slice(0, slash));
    if (slash > 0 && /(^|\/)(SKILL|skill)\.md$/.test(f.path)) nested.push(f.path.slice(0, f.path.lastIndexOf('/') + 1));
  }
  const out: FileScope[] = [];
  for (const file of doc.files) {
    const info = file.text;
    if (!info) continue;
    const isSkillMd = file === doc.skillFile;
    if (!isSkillMd && (!MARKDOWN_FILE.test(file.path) || nested.some((n) => file.path.startsWith(n)))) continue;
    const scan = isSkillMd && doc.markdown ? markdownScanFromTree(doc.markdown, info) : scanMarkdownText(info.text);
    const dir = posix.dirname(file.path);
    out.push({ doc, file, info, fileDir: dir === '.' ? '' : dir, isSkillMd, topFolders, scan });
  }
  return out;
}

/** A path written somewhere in the text: where it starts, and as written. */
export interface TextSite {
  start: number;
  written: string;
}

/** metis `@[skfile:path]` references, anywhere in the file (also in code: the platform expands them). */
export function skfileSites(text: string): TextSite[] {
  const out: TextSite[] = [];
  let k = text.indexOf('@[skfile:');
  while (k >= 0) {
    const s = k + 9;
    const close = text.indexOf(']', s);
    if (close < 0) break;
    const written = text.slice(s, close);
    k = text.indexOf('@[skfile:', close);
    if (!written || /\s/.test(written)) continue;
    out.push({ start: s, written });
  }
  return out;
}

/** Characters that end a path token (a lookup table over UTF-16 code units). */
const DELIM = new Uint8Array(65536);
for (const c of ' \t\n\r`\'"()[]|,;<>，。、；：！？（）【】《》「」『』“”‘’　') DELIM[c.charCodeAt(0)] = 1;

/** Every token around a `/` whose start could be a path into the skill (or a home folder), raw: punctuation still attached. */
export function barePathSites(scope: FileScope): TextSite[] {
  const text = scope.info.text;
  const out: TextSite[] = [];
  const n = text.length;
  let i = text.indexOf('/');
  while (i >= 0) {
    let s = i;
    while (s > 0 && DELIM[text.charCodeAt(s - 1)] === 0) s--;
    let e = i + 1;
    while (e < n && DELIM[text.charCodeAt(e)] === 0) e++;
    if (worthALook(text, s, i, e, scope)) out.push({ start: s, written: text.slice(s, e) });
    i = text.indexOf('/', e);
  }
  return out;
}

const LEAD_CHARS = '*_~\'"‘“(<[';

/** Cheap pre-filter without regexes: can the token at [s, …) whose first `/` is at `slash` be a skill path? */
function worthALook(text: string, s: number, slash: number, end: number, scope: FileScope): boolean {
  const { doc, fileDir, isSkillMd, topFolders } = scope;
  while (s < slash && LEAD_CHARS.includes(text[s])) s++;
  while (text.startsWith('./', s)) s += 2;
  if (s > slash) {
    // The first `/` was a leading `./`: the path's own first segment ends at the next one.
    slash = text.indexOf('/', s);
    if (slash < 0 || slash >= end) return false;
  }
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

/** Where a known folder name starts at the end of a first segment glued to CJK text, or -1. */
export function knownFolderSuffix(seg: string, topFolders: Set<string>, isSkillMd: boolean): number {
  for (let i = seg.length - 1; i > 0; i--) {
    if (!NON_ASCII.test(seg[i - 1])) continue;
    const tail = seg.slice(i);
    return topFolders.has(tail) || (isSkillMd && CONVENTIONAL_FOLDERS.has(tail)) ? i : -1;
  }
  return -1;
}
