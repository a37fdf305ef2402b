/**
 * Reading a skill folder from disk (SPEC A1, A2). Recursive, symlink-loop safe,
 * bounded (file count and size), and never throws for a bad file: each problem is
 * recorded on the file so it can be reported with its name.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { buildSkillDocument } from './document.ts';
import { MAX_TEXT_BYTES, decodeText } from './text.ts';
import type { SkillDocument, SkillFile } from './types.ts';

/** Folders never descended into (SPEC A1). */
export const IGNORED_DIRS = new Set(['node_modules', '.git', 'luban-backups-archive']);
/** A skill folder holding more files than this is cut short (with a problem). */
export const MAX_FILES_PER_SKILL = 5000;

export interface LoadOptions {
  /** Replace the on-disk text of some files (relative path → text), e.g. unsaved editor buffers. */
  overrides?: Map<string, string>;
}

export async function loadSkill(dir: string, options: LoadOptions = {}): Promise<SkillDocument> {
  const root = await fs.realpath(dir);
  const entries: Array<{ rel: string; abs: string }> = [];
  const seenDirs = new Set<string>([root]);
  const loops: SkillFile[] = [];
  await walk(root, '', entries, seenDirs, loops, root);
  const files = await Promise.all(entries.slice(0, MAX_FILES_PER_SKILL).map((e) => readFile(e.rel, e.abs, options)));
  return buildSkillDocument(dir, [...files, ...loops]);
}

async function walk(
  absDir: string,
  relDir: string,
  out: Array<{ rel: string; abs: string }>,
  seenDirs: Set<string>,
  loops: SkillFile[],
  root: string,
): Promise<void> {
  let dirents;
  try {
    dirents = await fs.readdir(absDir, { withFileTypes: true });
  } catch {
    return;
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
        const target = await fs.realpath(abs);
        const st = await fs.stat(target);
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
      if (IGNORED_DIRS.has(d.name)) continue;
      await walk(abs, rel, out, seenDirs, loops, root);
    } else if (isFile) {
      out.push({ rel, abs });
    }
  }
}

async function readFile(rel: string, abs: string, options: LoadOptions): Promise<SkillFile> {
  const override = options.overrides?.get(rel);
  if (override !== undefined) {
    const decoded = decodeText(Buffer.from(override, 'utf8'));
    return decoded.ok
      ? { path: rel, size: Buffer.byteLength(override), text: decoded.text }
      : { path: rel, size: Buffer.byteLength(override), unreadable: decoded.reason, unreadableDetail: decoded.detail };
  }
  let handle;
  try {
    handle = await fs.open(abs, 'r');
    const st = await handle.stat();
    if (st.size > MAX_TEXT_BYTES) {
      return { path: rel, size: st.size, unreadable: 'too-large', unreadableDetail: `${st.size} bytes (limit ${MAX_TEXT_BYTES})` };
    }
    const bytes = await handle.readFile();
    const decoded = decodeText(bytes);
    return decoded.ok
      ? { path: rel, size: st.size, text: decoded.text }
      : { path: rel, size: st.size, unreadable: decoded.reason, unreadableDetail: decoded.detail };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { path: rel, size: 0, unreadable: 'unreadable', unreadableDetail: err.code ?? err.message };
  } finally {
    await handle?.close();
  }
}
