/**
 * Reading a skill folder from disk (docs/features.md A1, A2). Recursive, symlink-loop safe,
 * bounded (file count and size), and never throws for a bad file: each problem is
 * recorded on the file so it can be reported with its name.
 */
import { existsSync, readFileSync, readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { SKILL_FILE_NAMES, buildSkillDocument, pathSetOf } from './document.ts';
import { EVOLVE_ARTEFACT_DIR, LUBAN_DIRS, isLubanScratch } from './artefacts.ts';
import { MAX_TEXT_BYTES, decodeText } from './text.ts';
import type { EnclosingSkill, SkillDocument, SkillFile } from './types.ts';

/** Folders never descended into (docs/features.md A1). */
export const IGNORED_DIRS = new Set(['node_modules', '.git', ...LUBAN_DIRS]);
/** A skill folder holding more files than this is cut short (with a problem). */
export const MAX_FILES_PER_SKILL = 5000;

export interface LoadOptions {
  /** Replace the on-disk text of some files (relative path → text), e.g. unsaved editor buffers. */
  overrides?: Map<string, string>;
  /**
   * Paths of enclosing skills already walked (folder → paths), shared by the loads of
   * one scan: a bundle with many sub-skills is walked once, not once per sub-skill.
   */
  enclosingCache?: EnclosingCache;
  dirents?: DirentCache;
}

export type EnclosingCache = Map<string, Set<string>>;

/**
 * Folder listings already read by discovery in this scan (folder → entries): the loader
 * takes a folder's listing from here once instead of reading the folder again.
 */
export type DirentCache = Map<string, Dirent[]>;

export async function loadSkill(dir: string, options: LoadOptions = {}): Promise<SkillDocument> {
  return loadSkillSync(dir, options);
}

/** The same, synchronously (see readFileNow for why the I/O is synchronous). */
export function loadSkillSync(dir: string, options: LoadOptions = {}): SkillDocument {
  return documentOfFolder(readSkillFolder(dir, options));
}

/**
 * One file of a skill folder as read, before it is decoded: its bytes, or why there are
 * none. What the scan cache hashes; decoding and parsing wait until the cache missed.
 */
export interface RawSkillFile {
  path: string;
  size: number;
  bytes?: Buffer;
  unreadable?: SkillFile['unreadable'];
  unreadableDetail?: string;
  /** What stat said of the file (absent for an editor buffer): the scan cache's shortcut past reading it. */
  stamp?: FileStamp;
}

/** A file's identity and times as stat gives them; a write changes ctime whatever is done to mtime. */
export interface FileStamp {
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  dev: number;
}

/** A skill folder walked and read, not yet parsed. */
export interface SkillFolder {
  dir: string;
  files: RawSkillFile[];
  /** Links that loop or are broken (recorded as unreadable files). */
  loops: SkillFile[];
  enclosingSkill?: EnclosingSkill;
  /** Each file's absolute path, in the order of `files` (for readFolderBytes). */
  abs?: string[];
}

/** Walk the folder once and read every file's bytes (the first half of loadSkill). */
export function readSkillFolder(dir: string, options: LoadOptions = {}): SkillFolder {
  return readFolderBytes(statSkillFolder(dir, options), options);
}

/**
 * Walk the folder once and stat every file, reading nothing: each file has its size and
 * stamp (or why it is unreadable) but no bytes yet. readFolderBytes reads them; the scan
 * cache reads them only when the stamps do not vouch for a kept result.
 */
export function statSkillFolder(dir: string, options: LoadOptions = {}): SkillFolder {
  const root = realpathSync.native(dir);
  const entries: Array<{ rel: string; abs: string }> = [];
  const seenDirs = new Set<string>([root]);
  const loops: SkillFile[] = [];
  walk(root, '', entries, seenDirs, loops, root, options.dirents);
  const files = entries.slice(0, MAX_FILES_PER_SKILL).map((e) => statRawNow(e.rel, e.abs, options));
  const folder: SkillFolder = { dir, files, loops, abs: entries.map((e) => e.abs) };
  const enclosing = enclosingSkillOf(root, options.enclosingCache);
  if (enclosing) folder.enclosingSkill = enclosing;
  return folder;
}

/** Read the bytes of every file statSkillFolder found readable (in place; the folder is returned). */
export function readFolderBytes(folder: SkillFolder, options: LoadOptions = {}): SkillFolder {
  const abs = folder.abs ?? [];
  folder.files.forEach((f, i) => {
    if (f.bytes || f.unreadable || options.overrides?.has(f.path)) return;
    try {
      f.bytes = readFileSync(abs[i]);
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      f.size = 0;
      f.unreadable = 'unreadable';
      f.unreadableDetail = err.code ?? err.message;
      delete f.stamp;
    }
  });
  return folder;
}

/** Decode and parse a folder read by readSkillFolder (the second half of loadSkill). */
export function documentOfFolder(folder: SkillFolder): SkillDocument {
  const doc = buildSkillDocument(folder.dir, [...folder.files.map(decodeRaw), ...folder.loops]);
  if (folder.enclosingSkill) doc.enclosingSkill = folder.enclosingSkill;
  return doc;
}

/** How far up a sub-skill's enclosing skill is looked for (`bundle/references/sub/`: 2). */
const ENCLOSING_LEVELS = 3;

/** The nearest skill folder above `root` (within a few levels), with its paths: names only, nothing is read. */
export function enclosingSkillOf(root: string, cache: EnclosingCache = new Map()): EnclosingSkill | undefined {
  let dir = root;
  for (let level = 1; level <= ENCLOSING_LEVELS; level++) {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
    if (!SKILL_FILE_NAMES.some((n) => existsSync(path.join(dir, n)))) continue;
    let paths = cache.get(dir);
    if (!paths) {
      const entries: Array<{ rel: string; abs: string }> = [];
      walk(dir, '', entries, new Set([dir]), [], dir);
      paths = pathSetOf(entries.map((e) => e.rel));
      cache.set(dir, paths);
    }
    return { relDir: path.relative(root, dir).split(path.sep).join('/'), paths };
  }
  return undefined;
}

function walk(
  absDir: string,
  relDir: string,
  out: Array<{ rel: string; abs: string }>,
  seenDirs: Set<string>,
  loops: SkillFile[],
  root: string,
  listings?: DirentCache,
): void {
  let dirents = listings?.get(absDir);
  if (dirents) listings!.delete(absDir);
  else {
    try {
      dirents = readdirSync(absDir, { withFileTypes: true });
    } catch {
      return;
    }
  }
  dirents.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const d of dirents) {
    if (out.length >= MAX_FILES_PER_SKILL) return;
    const rel = relDir ? `${relDir}/${d.name}` : d.name;
    const abs = path.join(absDir, d.name);
    let isDir = d.isDirectory();
    let isFile = d.isFile();
    if (d.isSymbolicLink()) {
      try {
        const target = realpathSync.native(abs);
        const st = statSync(target);
        isDir = st.isDirectory();
        isFile = st.isFile();
        if (isDir && (seenDirs.has(target) || root.startsWith(target + path.sep))) {
          loops.push({ path: rel, size: 0, unreadable: 'symlink-loop', unreadableDetail: `links back to ${target}` });
          continue;
        }
        if (isDir) seenDirs.add(target);
      } catch (e) {
        loops.push({ path: rel, size: 0, unreadable: 'unreadable', unreadableDetail: `broken symlink (${(e as NodeJS.ErrnoException).code ?? 'error'})` });
        continue;
      }
    }
    if (isDir) {
      if (IGNORED_DIRS.has(d.name) || (relDir === '' && d.name === EVOLVE_ARTEFACT_DIR)) continue;
      walk(abs, rel, out, seenDirs, loops, root, listings);
    } else if (isFile && !isLubanScratch(rel)) {
      out.push({ rel, abs });
    }
  }
}

/** Read one file of a skill folder (size limit, decoding, errors as `unreadable`), as the loader does. */
export function readSkillFile(skillDir: string, rel: string): SkillFile {
  return readFileNow(rel, path.join(skillDir, rel), {});
}

/** A skill file whose content is given as text (an editor buffer), decoded exactly as a file on disk. */
export function fileFromText(rel: string, text: string): SkillFile {
  const bytes = Buffer.from(text, 'utf8');
  const decoded = decodeText(bytes);
  return decoded.ok
    ? { path: rel, size: bytes.length, text: decoded.text }
    : { path: rel, size: bytes.length, unreadable: decoded.reason, unreadableDetail: decoded.detail };
}

/**
 * Synchronous on purpose: for many small files the promise-based fs API costs
 * several times more than the read itself (measured on the corpus), and a skill's
 * files are small and few enough not to block anyone noticeably.
 */
function readFileNow(rel: string, abs: string, options: LoadOptions): SkillFile {
  return decodeRaw(readRawNow(rel, abs, options));
}

function readRawNow(rel: string, abs: string, options: LoadOptions): RawSkillFile {
  const raw = statRawNow(rel, abs, options);
  readFolderBytes({ dir: '', files: [raw], loops: [], abs: [abs] }, options);
  return raw;
}

/** A file's size and stamp, or why it cannot be read (too large, stat failed); an override is its bytes. */
function statRawNow(rel: string, abs: string, options: LoadOptions): RawSkillFile {
  const override = options.overrides?.get(rel);
  if (override !== undefined) {
    const bytes = Buffer.from(override, 'utf8');
    return { path: rel, size: bytes.length, bytes };
  }
  try {
    const st = statSync(abs);
    const size = st.size;
    if (size > MAX_TEXT_BYTES) {
      return { path: rel, size, unreadable: 'too-large', unreadableDetail: `${size} bytes (limit ${MAX_TEXT_BYTES})`, stamp: stampOf(st) };
    }
    return { path: rel, size, stamp: stampOf(st) };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { path: rel, size: 0, unreadable: 'unreadable', unreadableDetail: err.code ?? err.message };
  }
}

function stampOf(st: Stats): FileStamp {
  return { mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, ino: st.ino, dev: st.dev };
}

function decodeRaw(raw: RawSkillFile): SkillFile {
  if (!raw.bytes) return { path: raw.path, size: raw.size, unreadable: raw.unreadable, unreadableDetail: raw.unreadableDetail };
  const decoded = decodeText(raw.bytes);
  return decoded.ok
    ? { path: raw.path, size: raw.size, text: decoded.text }
    : { path: raw.path, size: raw.size, unreadable: decoded.reason, unreadableDetail: decoded.detail };
}
