/** Temporary folders with files, removed after the test. */
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

export function tempDir(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'luban-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
  return dir;
}

export function copyToTemp(src: string): string {
  const dir = tempDir();
  const dest = path.join(dir, path.basename(src));
  cpSync(src, dest, { recursive: true });
  return dest;
}
