/**
 * The `.gitattributes` block `luban pack --gitattributes` writes: Luban's working files
 * (../skill/working-files.ts) marked `export-ignore`, so `git archive` (and GitHub's source
 * downloads, which are made with it) leave them out. Written between two marker lines and
 * replaced in place on a later run: running it twice changes nothing.
 *
 * Patterns follow gitattributes(5): a pattern with a slash is relative to the
 * `.gitattributes` file's folder; folders are matched as `dir/**` (a trailing-slash
 * pattern matches nothing in an attributes file); negations are not allowed.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { WORKING_FILES } from '../skill/working-files.ts';

export const BLOCK_BEGIN = '# >>> luban working files (luban pack --gitattributes) >>>';
export const BLOCK_END = '# <<< luban working files <<<';

/** The block for a `.gitattributes` in a skill folder (`scope: 'skill'`) or at a repository's root. */
export function gitattributesBlock(scope: 'skill' | 'repo', o: { includeTests?: boolean } = {}): string {
  const lines = [BLOCK_BEGIN, '# Files Luban writes that a runtime never reads: left out of `git archive`. See docs/working-files.md.'];
  for (const w of WORKING_FILES) {
    if (o.includeTests && w.kind === 'tests') continue;
    for (const g of scope === 'skill' ? w.skillGlobs : w.repoGlobs) lines.push(`${g} export-ignore`);
  }
  lines.push(BLOCK_END);
  return lines.join('\n') + '\n';
}

/** The file's text with the block put in (replacing an earlier one), and whether that changed it. */
export function withBlock(existing: string, block: string): { text: string; changed: boolean } {
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const b = block.replace(/\n/g, eol);
  const start = existing.indexOf(BLOCK_BEGIN);
  const endAt = start >= 0 ? existing.indexOf(BLOCK_END, start) : -1;
  let text: string;
  if (start >= 0 && endAt >= 0) {
    let after = endAt + BLOCK_END.length;
    if (existing.startsWith(eol, after)) after += eol.length;
    text = existing.slice(0, start) + b + existing.slice(after);
  } else {
    const sep = existing === '' ? '' : existing.endsWith('\n') ? eol : eol + eol;
    text = existing + sep + b;
  }
  return { text, changed: text !== existing };
}

export interface GitattributesResult {
  file: string;
  block: string;
  changed: boolean;
}

/** Write (or update) the block in `<folder>/.gitattributes`, atomically; unchanged files are not rewritten. */
export async function writeGitattributesBlock(folder: string, scope: 'skill' | 'repo', o: { includeTests?: boolean } = {}): Promise<GitattributesResult> {
  const file = path.join(folder, '.gitattributes');
  let existing = '';
  try {
    existing = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const block = gitattributesBlock(scope, o);
  const { text, changed } = withBlock(existing, block);
  if (changed) await writeFileAtomic(file, text);
  return { file, block, changed };
}
