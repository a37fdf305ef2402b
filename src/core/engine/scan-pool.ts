/**
 * Scan workers (issue 16): skills are scanned on other threads while this one walks and
 * reads the folders, keeps the scan cache and writes the report. The rules are CPU-bound
 * and every skill is independent, so a registry scan spreads over the machine's cores;
 * the results are the same whatever the number of threads (scanPaths keeps them in the
 * order the skills were found).
 *
 * A worker gets a folder already read (its bytes are copied across, never re-read) and
 * posts back the report-only result. A worker that dies takes only its current skill
 * down, which the caller scans again in its own thread.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SkillFolder } from '../skill/load.ts';
import type { TreeSkill } from '../skilltree/workspace.ts';
import type { FolderScanInputs } from './scan-folder.ts';
import type { SkillScanResult, SkillSummary } from './scan.ts';

/** A job for a worker: one read folder and what its scan depends on. */
export interface ScanJob {
  id: number;
  folder: SkillFolder;
  inputs: FolderScanInputs;
}

/** A worker's answer: the report-only result, or the error that stopped it. */
export type ScanReply =
  | { id: number; ok: true; result: SkillScanResult & { summary: SkillSummary }; treeSkill?: TreeSkill; deferred: boolean; cacheable: boolean }
  | { id: number; ok: false; message: string; stack?: string };

export type PooledScan = Extract<ScanReply, { ok: true }>;

/** The worker died or could not start: the skill is scanned again in the calling thread. */
export class ScanWorkerLost extends Error {}

/**
 * How many scan workers to use. `auto` (ESLint's heuristic) is half the cores the
 * process may use, at most 8, and none for a handful of skills (starting a worker costs
 * more than scanning them): a scan in one thread already keeps more than one core busy
 * with V8's collector and compiler threads (measured on 2 cores: 8.2 s of CPU in 6.4 s
 * of wall time), so a worker per core only makes them queue, and one worker is no faster
 * than this thread. A number is that many workers (0: this thread only), never more
 * than one per two skills.
 */
export function scanThreads(setting: 'auto' | 'off' | number, skills: number, cores: number = os.availableParallelism()): number {
  if (setting === 'off') return 0;
  if (setting === 'auto') {
    const half = Math.min(Math.floor(cores / 2), 8);
    if (half < 2 || skills < AUTO_MIN_SKILLS) return 0;
    return Math.min(half, Math.ceil(skills / 2));
  }
  return Math.max(0, Math.min(Math.floor(setting), Math.ceil(skills / 2)));
}

/** Below this many skills `auto` scans in one thread. */
export const AUTO_MIN_SKILLS = 24;

/**
 * The worker's script: dist/scan-worker.cjs beside the bundle that runs this code (the
 * CLI's and the extension's bundles share it), or the TypeScript source when run from
 * source (tsx, which a worker inherits through its execArgv).
 */
export function scanWorkerScript(): string | undefined {
  if (typeof __filename === 'string') {
    const bundled = path.join(path.dirname(__filename), 'scan-worker.cjs');
    if (existsSync(bundled)) return bundled;
  }
  try {
    const source = fileURLToPath(new URL('./scan-worker.ts', import.meta.url));
    return existsSync(source) ? source : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A worker running the TypeScript source (tests, `node --import tsx`): Node 20 does not
 * hand a worker the main thread's module hooks, so the worker registers tsx's CommonJS
 * hooks itself before it loads the script.
 */
function sourceWorker(script: string): Worker {
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(script)});`, { eval: true });
}

interface Slot {
  worker: Worker;
  busy?: { id: number; resolve: (r: PooledScan) => void; reject: (e: Error) => void };
  dead: boolean;
}

export class ScanPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<{ job: ScanJob; resolve: (r: PooledScan) => void; reject: (e: Error) => void }> = [];
  private nextId = 0;
  private closed = false;

  constructor(
    readonly size: number,
    script: string,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.start(script));
  }

  private start(script: string): Slot {
    // The young generation's semi-space bounds the garbage a worker holds between collections (issue 16: memory).
    const worker = script.endsWith('.ts') ? sourceWorker(script) : new Worker(script);
    const slot: Slot = { worker, dead: false };
    worker.on('message', (reply: ScanReply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      slot.busy = undefined;
      if (reply.ok) busy.resolve(reply);
      else {
        const e = new Error(reply.message);
        if (reply.stack) e.stack = reply.stack;
        busy.reject(e);
      }
      this.pump();
    });
    const lost = (why: string) => {
      if (slot.dead) return;
      slot.dead = true;
      slot.busy?.reject(new ScanWorkerLost(why));
      slot.busy = undefined;
      // No live worker left: whatever waits is scanned by the caller.
      if (this.slots.every((s) => s.dead)) for (const w of this.waiting.splice(0)) w.reject(new ScanWorkerLost(why));
      else this.pump();
    };
    worker.on('error', (e) => lost(e.message));
    worker.on('exit', (code) => lost(`scan worker exited with code ${code}`));
    // A worker waiting for work must not keep the process alive.
    worker.unref();
    return slot;
  }

  /** Scan one read folder on a worker. Rejects with ScanWorkerLost when no worker can take it. */
  scan(folder: SkillFolder, inputs: FolderScanInputs): Promise<PooledScan> {
    if (this.closed || this.slots.every((s) => s.dead)) return Promise.reject(new ScanWorkerLost('no scan worker is running'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ job: { id: this.nextId++, folder, inputs }, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.dead || slot.busy) continue;
      const next = this.waiting.shift();
      if (!next) return;
      slot.busy = { id: next.job.id, resolve: next.resolve, reject: next.reject };
      slot.worker.ref();
      try {
        slot.worker.postMessage(next.job);
      } catch (e) {
        // A folder that cannot be copied across: the caller scans it itself.
        slot.busy = undefined;
        next.reject(new ScanWorkerLost((e as Error).message));
      }
    }
    for (const slot of this.slots) if (!slot.busy && !slot.dead) slot.worker.unref();
  }

  /** Stop every worker (pending scans reject with ScanWorkerLost). */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new ScanWorkerLost('the scan pool was closed'));
    await Promise.all(
      this.slots.map((s) => {
        s.dead = true;
        s.busy?.reject(new ScanWorkerLost('the scan pool was closed'));
        s.busy = undefined;
        return s.worker.terminate();
      }),
    );
  }
}
