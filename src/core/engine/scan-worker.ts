/**
 * A scan worker's thread (scan-pool.ts): takes read folders, scans each with the same
 * code as the calling thread (scan-folder.ts) and posts back the report-only result.
 * Bundled as dist/scan-worker.cjs.
 */
import { parentPort } from 'node:worker_threads';
import type { SkillFolder } from '../skill/load.ts';
import type { GitRootCache } from './git-dates.ts';
import { scanFolder } from './scan-folder.ts';
import type { ScanJob, ScanReply } from './scan-pool.ts';

const gitRoots: GitRootCache = new Map();

/** A Buffer comes across as a plain Uint8Array: make it a Buffer again over the same memory. */
function revive(folder: SkillFolder): SkillFolder {
  for (const f of folder.files) {
    const bytes = f.bytes as Uint8Array | undefined;
    if (bytes && !Buffer.isBuffer(bytes)) f.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return folder;
}

async function handle(job: ScanJob): Promise<ScanReply> {
  try {
    const scanned = await scanFolder(revive(job.folder), { ...job.inputs, reportOnly: true }, gitRoots);
    return {
      id: job.id,
      ok: true,
      result: scanned.result as Extract<ScanReply, { ok: true }>['result'],
      treeSkill: scanned.treeSkill,
      deferred: scanned.deferred !== undefined,
      cacheable: scanned.cacheable,
      ...(scanned.facts ? { facts: scanned.facts } : {}),
    };
  } catch (e) {
    const err = e as Error;
    return { id: job.id, ok: false, message: err?.message ?? String(e), stack: err?.stack };
  }
}

parentPort?.on('message', (job: ScanJob) => {
  void handle(job).then((reply) => parentPort!.postMessage(reply));
});
