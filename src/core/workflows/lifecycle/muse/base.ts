/**
 * The "before" version of a skill (seed v2 §七 Step 1 修改前快照): a MUSE snapshot turned
 * back into a SkillDocument, or the skill as it was at a git revision (`--base REV`).
 */
import { execFile } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildSkillDocument } from '../../../skill/document.ts';
import { textInfo } from '../../../skill/text.ts';
import type { SkillDocument, SkillFile } from '../../../skill/types.ts';
import type { SkillSnapshot } from '../../../formats/muse-snapshot.ts';

const run = promisify(execFile);

export class BaseError extends Error {}

/** The snapshot as a document: its texts parsed, its other files present by name. */
export function documentOfSnapshot(dir: string, snap: SkillSnapshot): SkillDocument {
  const files: SkillFile[] = snap.files.map((f) =>
    f.text !== undefined ? { path: f.path, size: Buffer.byteLength(f.text), text: textInfo(f.text) } : { path: f.path, size: 0 },
  );
  return buildSkillDocument(dir, files);
}

async function git(cwd: string, args: string[], encoding: 'utf8' | 'buffer' = 'utf8'): Promise<string | Buffer> {
  const r = await run('git', args, { cwd, encoding, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
  return r.stdout;
}

/** The skill folder's files at `rev` (`git ls-tree` + `git show`), as a document. */
export async function documentAtRevision(dir: string, rev: string): Promise<SkillDocument> {
  if (!/^[\w./@^~{}:-]+$/.test(rev) || rev.startsWith('-')) throw new BaseError(`not a revision name: ${rev}`);
  const real = realpathSync(dir);
  let root: string;
  try {
    root = String(await git(real, ['rev-parse', '--show-toplevel'])).trim();
  } catch {
    throw new BaseError(`${dir} is not inside a git repository`);
  }
  const rel = path.relative(realpathSync(root), real).split(path.sep).join('/');
  let names: string[];
  try {
    await git(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    names = String(await git(root, ['ls-tree', '-r', '--name-only', rev, '--', rel === '' ? '.' : `${rel}/`]))
      .split('\n')
      .filter(Boolean);
  } catch {
    throw new BaseError(`unknown revision ${rev}`);
  }
  const files: SkillFile[] = [];
  for (const name of names) {
    const inSkill = rel === '' ? name : name.slice(rel.length + 1);
    if (/^(\.luban|\.luban-cache|luban-backups-archive)\//.test(inSkill)) continue;
    const bytes = (await git(root, ['show', `${rev}:${name}`], 'buffer')) as Buffer;
    let text: string | undefined;
    try {
      text = bytes.includes(0) ? undefined : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = undefined;
    }
    files.push(text !== undefined ? { path: inSkill, size: bytes.length, text: textInfo(text) } : { path: inSkill, size: bytes.length });
  }
  if (!files.some((f) => f.path === 'SKILL.md' || f.path === 'skill.md')) throw new BaseError(`the skill has no SKILL.md at ${rev}`);
  return buildSkillDocument(dir, files);
}
