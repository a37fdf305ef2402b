/**
 * Atomic file writes (docs/features.md §0 "Nothing lost"): write a temp file beside the target,
 * flush it, then rename over the target, so a crash leaves either the old or the new
 * file, never half of one. The file mode is kept.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export async function writeFileAtomic(target: string, content: string | Uint8Array | Iterable<string>): Promise<void> {
  const dir = path.dirname(target);
  const tmp = path.join(dir, `.${path.basename(target)}.luban-${process.pid}-${Date.now().toString(36)}.tmp`);
  let mode: number | undefined;
  try {
    mode = (await fs.stat(target)).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const handle = await fs.open(tmp, 'w', mode ?? 0o644);
  try {
    if (typeof content === 'string' || content instanceof Uint8Array) await handle.writeFile(content);
    else for (const piece of content) await writeAll(handle, Buffer.from(piece, 'utf8'));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, target);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}

/** Pieces (a registry's report) are written as they come, so the whole is never in memory. */
async function writeAll(handle: fs.FileHandle, bytes: Buffer): Promise<void> {
  for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at, bytes.length - at)).bytesWritten;
}

/** `YYYYMMDD-HHMM` in local time, the seed's backup suffix. */
export function backupStamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`;
}

/**
 * Replace the folder `target` with a copy of `source` (the wizard's submit, docs/features.md G3): the
 * copy is built beside the target first, then swapped in by renames, so the target is
 * at every moment either the whole old folder or the whole new one (between the two
 * renames it is briefly absent; a failed second rename puts the old one back). A `.git`
 * inside the old folder moves into the new one.
 */
export async function replaceDirAtomic(source: string, target: string): Promise<void> {
  const parent = path.dirname(target);
  const stamp = `${process.pid}-${Date.now().toString(36)}`;
  const fresh = path.join(parent, `.${path.basename(target)}.luban-new-${stamp}`);
  const old = path.join(parent, `.${path.basename(target)}.luban-old-${stamp}`);
  await fs.mkdir(parent, { recursive: true });
  await fs.cp(source, fresh, { recursive: true, filter: (src) => path.basename(src) !== '.git' });
  let hadOld = false;
  try {
    await fs.rename(target, old);
    hadOld = true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      await fs.rm(fresh, { recursive: true, force: true });
      throw e;
    }
  }
  if (hadOld) await fs.rename(path.join(old, '.git'), path.join(fresh, '.git')).catch(() => undefined);
  try {
    await fs.rename(fresh, target);
  } catch (e) {
    if (hadOld) {
      await fs.rename(path.join(fresh, '.git'), path.join(old, '.git')).catch(() => undefined);
      await fs.rename(old, target);
    }
    await fs.rm(fresh, { recursive: true, force: true });
    throw e;
  }
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}
