/**
 * Atomic file writes (SPEC §0 "Nothing lost"): write a temp file beside the target,
 * flush it, then rename over the target, so a crash leaves either the old or the new
 * file, never half of one. The file mode is kept.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export async function writeFileAtomic(target: string, content: string | Uint8Array): Promise<void> {
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
    await handle.writeFile(content);
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

/** `YYYYMMDD-HHMM` in local time, the seed's backup suffix. */
export function backupStamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}`;
}
