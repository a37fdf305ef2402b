/**
 * A skill's publish bundle (`luban pack`): a .zip whose single top-level folder is the skill
 * folder — the shape Claude's "Upload a skill" and skill marketplaces take — holding what a
 * runtime reads and none of Luban's working files (../skill/working-files.ts).
 *
 * planPack walks the folder and sorts every file into "included" or "left out, and why";
 * writePack writes the zip (yazl) atomically. Symbolic links are left out: a zip
 * holds them in no way every unzipper honours, and one can point outside the skill.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ZipFile } from 'yazl';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { workingFileOf } from '../skill/working-files.ts';

export interface PackedFile {
  /** Relative to the skill folder, `/`-separated. */
  path: string;
  bytes: number;
  mode: number;
  mtime: Date;
}

export type LeftOutReason = { kind: 'working-file'; id: string } | { kind: 'symlink' } | { kind: 'output' } | { kind: 'special' };

export interface LeftOut {
  /** Relative to the skill folder; a folder ends with `/` and stands for everything in it. */
  path: string;
  reason: LeftOutReason;
}

export interface PackPlan {
  dir: string;
  /** The zip's top-level folder. */
  root: string;
  included: PackedFile[];
  leftOut: LeftOut[];
}

export interface PackOptions {
  includeTests?: boolean;
  /** The bundle's own path, never packed into itself. */
  outFile?: string;
}

/** A name fit for the zip's top folder and the default file name: the skill's name when it is a plain one. */
export function bundleRootName(skillName: string | undefined, folderName: string): string {
  return skillName && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(skillName) ? skillName : folderName;
}

export async function planPack(dir: string, root: string, o: PackOptions = {}): Promise<PackPlan> {
  const included: PackedFile[] = [];
  const leftOut: LeftOut[] = [];
  const outFile = o.outFile ? path.resolve(o.outFile) : undefined;
  const walk = async (rel: string): Promise<void> => {
    const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      const abs = path.join(dir, r);
      const isDir = e.isDirectory();
      // A folder that is wholly a working file is left out as one line (`evolve/`).
      const w = workingFileOf(isDir ? `${r}/` : r, o);
      if (w) {
        leftOut.push({ path: isDir ? `${r}/` : r, reason: { kind: 'working-file', id: w.id } });
        continue;
      }
      if (e.isSymbolicLink()) leftOut.push({ path: r, reason: { kind: 'symlink' } });
      else if (isDir) await walk(r);
      else if (!e.isFile()) leftOut.push({ path: r, reason: { kind: 'special' } });
      else if (outFile && path.resolve(abs) === outFile) leftOut.push({ path: r, reason: { kind: 'output' } });
      else {
        const st = await fs.stat(abs);
        included.push({ path: r, bytes: st.size, mode: st.mode & 0o777, mtime: st.mtime });
      }
    }
  };
  await walk('');
  return { dir, root, included, leftOut };
}

/** The zip's bytes: `<root>/` then every included file under it, in the plan's order. */
export async function packBytes(plan: PackPlan): Promise<Buffer> {
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  zip.addEmptyDirectory(`${plan.root}/`);
  for (const f of plan.included) {
    const data = await fs.readFile(path.join(plan.dir, f.path));
    zip.addBuffer(data, `${plan.root}/${f.path}`, { mtime: f.mtime, mode: 0o100000 | (f.mode || 0o644) });
  }
  zip.end();
  return done;
}

/** Write the bundle atomically; returns its size in bytes. */
export async function writePack(plan: PackPlan, outFile: string): Promise<number> {
  const bytes = await packBytes(plan);
  await writeFileAtomic(outFile, bytes);
  return bytes.length;
}
