/**
 * Everything a skill bundles (issue 12 item 4): the slimming plan used to judge only the
 * documents under `references/`, so a skill carrying a megabyte of images, data or old
 * scripts elsewhere was "nothing to slim". This is the inventory of every file the
 * skill ships — SKILL.md, references/, scripts/, assets/, any other folder (the loader
 * already leaves out .git, node_modules and .luban; Luban's own records, results.tsv and
 * the like, are left out here) — with each file's size, estimated tokens (text only),
 * whether anything the agent reads mentions it (Distill's reference matrix), and the
 * files whose bytes are identical.
 *
 * Plan items it adds (plan.ts merges them with the references-only items):
 * - P0 `delete` `unreferenced` — a file outside the dead-file scope that nothing reached
 *   from SKILL.md mentions (a script never run, an asset never shown). LICENSE / README /
 *   CHANGELOG-like names, top-level dotfiles and nested skills are never proposed.
 * - P2 `dedupe` `duplicate-file` — two or more files with the same bytes, one of them
 *   mentioned: the copies nothing mentions are removed, the mentioned one stays. When
 *   every copy is mentioned the item is reported for a person (mentions must move).
 *   Copies none of which is mentioned are each `unreferenced`.
 * - P3 `review` `large-file` — a mentioned file of 256 KB or more (text or binary): it
 *   costs download and, for text, context; nothing is changed automatically.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { estimateTokens } from '../../models/llm/tokens.ts';
import { LUBAN_ARTEFACTS } from '../../skill/artefacts.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { analyseDistill } from './matrix.ts';

export type BundledKind = 'text' | 'binary' | 'unreadable';

export interface BundledFile {
  path: string;
  bytes: number;
  /** Estimated tokens (core/llm/tokens.ts); null for files without text. */
  tokens: number | null;
  kind: BundledKind;
  /** SKILL.md, a nested SKILL.md, a top-level README / AGENTS.md / CLAUDE.md, or a file any of them reaches. */
  referenced: boolean;
  /** The other files with the same bytes. */
  sameAs?: string[];
}

export interface BundleInventory {
  files: BundledFile[];
  totalBytes: number;
  /** Tokens of the text files. */
  totalTokens: number;
  binaryBytes: number;
  /** Groups of identical files (2+ paths each), in path order. */
  duplicates: string[][];
}

/** Read the bytes of a skill file (for comparing files of equal size); undefined when it cannot be read. */
export type ReadBytes = (relPath: string) => Uint8Array | undefined;

export const LARGE_FILE_BYTES = 256 * 1024;

const NEVER_PROPOSED = /^(?:licen[cs]e|copying|notice|readme|changelog|history|authors|contributing|_source)(?:[.\-_]|$)/i;
const SKILL_MD = /(?:^|\/)(?:SKILL|skill)\.md$/;

function diskReader(doc: SkillDocument): ReadBytes {
  return (rel) => {
    try {
      return readFileSync(path.join(doc.dir, rel));
    } catch {
      return undefined;
    }
  };
}

/** The inventory of every bundled file; `read` (for files without text) defaults to the skill folder on disk. */
export function bundleInventory(doc: SkillDocument, read: ReadBytes = diskReader(doc)): BundleInventory {
  const analysis = doc.skillFile?.text ? analyseDistill(doc) : undefined;
  const files: BundledFile[] = [];
  for (const f of doc.files) {
    if (LUBAN_ARTEFACTS.test(f.path)) continue;
    const kind: BundledKind = f.text
      ? 'text'
      : f.unreadable === 'binary' || f.unreadable === 'not-utf8' || f.unreadable === 'too-large'
        ? 'binary'
        : 'unreadable';
    files.push({
      path: f.path,
      bytes: f.size,
      tokens: f.text ? estimateTokens(f.text.text) : null,
      kind,
      // Without a readable SKILL.md nothing is reached: no file is called unreferenced then.
      referenced: analysis ? analysis.reachable.has(f.path) : true,
    });
  }
  if (analysis) creditImports(doc, files);
  // Identical files: only files of equal (non-zero) size are read and hashed.
  const bySize = new Map<number, BundledFile[]>();
  for (const f of files) {
    if (!f.bytes || f.kind === 'unreadable') continue;
    const list = bySize.get(f.bytes);
    if (list) list.push(f);
    else bySize.set(f.bytes, [f]);
  }
  const textOf = new Map(doc.files.flatMap((f) => (f.text ? [[f.path, f.text.text] as const] : [])));
  const duplicates: string[][] = [];
  for (const list of bySize.values()) {
    if (list.length < 2) continue;
    const byHash = new Map<string, BundledFile[]>();
    for (const f of list) {
      // Text files compare by their text (a skill built from texts has no folder to read).
      const text = textOf.get(f.path);
      const bytes = text !== undefined ? Buffer.from(text, 'utf8') : read(f.path);
      if (!bytes) continue;
      const h = createHash('sha256').update(bytes).digest('hex');
      const same = byHash.get(h);
      if (same) same.push(f);
      else byHash.set(h, [f]);
    }
    for (const group of byHash.values()) {
      if (group.length < 2) continue;
      const paths = group.map((f) => f.path).sort();
      for (const f of group) f.sameAs = paths.filter((p) => p !== f.path);
      duplicates.push(paths);
    }
  }
  duplicates.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalTokens: files.reduce((n, f) => n + (f.tokens ?? 0), 0),
    binaryBytes: files.filter((f) => f.kind !== 'text').reduce((n, f) => n + f.bytes, 0),
    duplicates,
  };
}

const CODE_EXT = /\.(?:py|js|mjs|cjs|ts|sh|bash|rb)$/i;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Code that names no file: `python -m scripts.aggregate_benchmark`, `from scripts.utils
 * import x`, `import utils`, `require('./utils')`. The reference matrix counts file names
 * and paths only, so a module imported this way by a reached file (or named in SKILL.md)
 * is credited here, until nothing new is reached. `__init__.py` markers are always kept.
 * So is a file named by its stem in inline code (`` `advanced-use-latest` ``) when a file
 * beside it is mentioned: the skill lists the folder's entries by name.
 */
function creditImports(doc: SkillDocument, files: BundledFile[]): void {
  const textOf = new Map(doc.files.flatMap((f) => (f.text ? [[f.path, f.text.text] as const] : [])));
  const folderOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
  for (let changed = true; changed; ) {
    changed = false;
    const reached = files.filter((f) => f.referenced && textOf.has(f.path));
    // A file named by its stem in code (`advanced-use-latest`) beside a mentioned sibling
    // (`rules/async-parallel.md`): the skill lists the folder's files by name.
    const mentionedFolders = new Set(files.filter((f) => f.referenced && f.path.includes('/')).map((f) => folderOf(f.path)));
    for (const f of files) {
      if (f.referenced || !f.path.includes('/') || !mentionedFolders.has(folderOf(f.path))) continue;
      const stem = f.path.slice(f.path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
      if (stem.length < 4 || !/[-_]/.test(stem)) continue;
      const inCode = new RegExp('`' + escapeRe(stem) + '`');
      if (reached.some((r) => !CODE_EXT.test(r.path) && inCode.test(textOf.get(r.path)!))) {
        f.referenced = true;
        changed = true;
      }
    }
    for (const f of files) {
      if (f.referenced || !CODE_EXT.test(f.path)) continue;
      const stem = f.path.slice(f.path.lastIndexOf('/') + 1).replace(CODE_EXT, '');
      if (stem === '__init__') {
        f.referenced = true;
        changed = true;
        continue;
      }
      const dotted = escapeRe(f.path.replace(CODE_EXT, '').split('/').join('.'));
      const s = escapeRe(stem);
      // A dotted module path only for files in a folder: a top-level `build.py` would be the word "build".
      const byModule = f.path.includes('/') ? new RegExp(`(?<![\\w.])${dotted}(?![\\w])`) : null;
      const byImport = new RegExp(
        `\\bimport\\s+${s}\\b|\\bfrom\\s+\\.?${s}\\s+import\\b|require\\(\\s*['"]\\.{1,2}/(?:[\\w.-]+/)*${s}(?:\\.\\w+)?['"]|from\\s+['"]\\.{1,2}/(?:[\\w.-]+/)*${s}(?:\\.\\w+)?['"]|\\bsource\\s+\\S*\\b${s}\\.sh\\b`,
      );
      if (reached.some((r) => byModule?.test(textOf.get(r.path)!) || (CODE_EXT.test(r.path) && byImport.test(textOf.get(r.path)!)))) {
        f.referenced = true;
        changed = true;
      }
    }
  }
}

export interface BundleItem {
  priority: 'P0' | 'P2' | 'P3';
  action: 'delete' | 'dedupe' | 'review';
  reason: 'unreferenced' | 'duplicate-file' | 'large-file';
  files: string[];
  bytes: number;
  bytesDelta: number | null;
  /** For `dedupe`: the copy that stays. */
  keep?: string;
  /** For `dedupe`: the copies to remove (unmentioned ones); empty when every copy is mentioned. */
  remove?: string[];
  tokens?: number | null;
  kind?: BundledKind;
}

/** Is the file a candidate for removal at all (not SKILL.md, a licence, a hidden file or folder, or inside a nested skill)? */
function removable(p: string, nested: string[]): boolean {
  if (SKILL_MD.test(p)) return false;
  const base = p.slice(p.lastIndexOf('/') + 1);
  if (NEVER_PROPOSED.test(base)) return false;
  // Hidden files and folders (.gitignore, .github/ …) are tooling, not what the agent reads.
  if (p.split('/').some((seg) => seg.startsWith('.'))) return false;
  return !nested.some((d) => p.startsWith(d + '/'));
}

/**
 * Items about files outside Distill's dead-file scope. `covered` are the files that scope
 * already judges (reference documents: dead, slimmable or kept), never listed twice, and
 * a suppressed dead file does not come back as unreferenced.
 */
export function bundleItems(doc: SkillDocument, inv: BundleInventory, covered: ReadonlySet<string>): BundleItem[] {
  const nested = doc.files.filter((f) => f.path.includes('/') && SKILL_MD.test(f.path)).map((f) => f.path.slice(0, f.path.lastIndexOf('/')));
  const byPath = new Map(inv.files.map((f) => [f.path, f]));
  const items: BundleItem[] = [];
  // Copies of which one is mentioned are a dedupe item; unmentioned copies alone are each unreferenced.
  const groups = inv.duplicates.filter((g) => g.some((p) => byPath.get(p)!.referenced));
  const inDuplicate = new Set(groups.flat());
  for (const f of inv.files) {
    if (f.referenced || covered.has(f.path) || inDuplicate.has(f.path) || !removable(f.path, nested)) continue;
    items.push({
      priority: 'P0',
      action: 'delete',
      reason: 'unreferenced',
      files: [f.path],
      bytes: f.bytes,
      bytesDelta: -f.bytes,
      tokens: f.tokens,
      kind: f.kind,
    });
  }
  for (const group of groups) {
    const stats = group.map((p) => byPath.get(p)!);
    const keep = stats.find((f) => f.referenced)!;
    const remove = stats.filter((f) => f !== keep && !f.referenced && !covered.has(f.path) && removable(f.path, nested)).map((f) => f.path);
    const bytes = keep.bytes;
    items.push({
      priority: 'P2',
      action: 'dedupe',
      reason: 'duplicate-file',
      files: group,
      keep: keep.path,
      remove,
      bytes,
      bytesDelta: remove.length ? -bytes * remove.length : null,
      tokens: keep.tokens,
      kind: keep.kind,
    });
  }
  for (const f of inv.files) {
    if (!f.referenced || f.bytes < LARGE_FILE_BYTES || covered.has(f.path) || inDuplicate.has(f.path) || SKILL_MD.test(f.path)) continue;
    items.push({ priority: 'P3', action: 'review', reason: 'large-file', files: [f.path], bytes: f.bytes, bytesDelta: null, tokens: f.tokens, kind: f.kind });
  }
  return items;
}
