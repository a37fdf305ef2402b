/**
 * Scan workers (issue 16): skills are scanned on other threads while this one walks and
 * reads the folders, keeps the scan cache and writes the report. The rules are CPU-bound
 * and every skill is independent, so a registry scan spreads over the machine's cores;
 * the results are the same whatever the number of threads (scanPaths keeps them in the
 * order the skills were found).
 *
 * A worker gets a folder already read (its file buffers move across, not copied) and
 * posts back the report-only result. A worker that dies takes only its current skill
 * down, which the caller reads and scans again in its own thread; the worker is replaced.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SkillFolder } from '../skill/load.ts';
import type { TreeSkill } from '../skill/tree/workspace.ts';
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

/**
 * The folder's file buffers that can move to a worker: each one that is the whole of its
 * memory (readFileSync gives such buffers; a slice of a shared pool is copied instead).
 * After the post they are empty here: a caller that needs the folder again reads it again.
 */
function transferablesOf(folder: SkillFolder): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  for (const f of folder.files) {
    const b = f.bytes;
    if (b && b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer) out.add(b.buffer);
  }
  return [...out];
}

/** The worker died or could not start: the skill is scanned again in the calling thread. */
export class ScanWorkerLost extends Error {}

/**
 * How many scan workers to use. `auto`, measured on 2 cores (bench/scale.ts): a scan in
 * one thread already keeps more than one core busy with V8's collector and compiler
 * threads, so extra threads buy speed only with more cores: half of them (ESLint's
 * heuristic), at most 8, from AUTO_MIN_SKILLS skills on (starting a worker costs more
 * than scanning a handful). From AUTO_LARGE_SKILLS on, two workers even on two cores:
 * their bounded heaps (WORKER_HEAP) keep a registry scan's memory flat, where one
 * thread's garbage grew with the run (docs/scan-performance.md). A number is that many workers (0: this thread
 * only), never more than one per two skills.
 */
export function scanThreads(setting: 'auto' | 'off' | number, skills: number, cores: number = os.availableParallelism()): number {
  if (setting === 'off') return 0;
  if (setting === 'auto') {
    if (skills < AUTO_MIN_SKILLS) return 0;
    const half = Math.min(Math.floor(cores / 2), 8);
    const wanted = half >= 2 ? half : skills >= AUTO_LARGE_SKILLS ? 2 : 0;
    return Math.min(wanted, Math.ceil(skills / 2));
  }
  return Math.max(0, Math.min(Math.floor(setting), Math.ceil(skills / 2)));
}

/** Below this many skills `auto` scans in one thread. */
export const AUTO_MIN_SKILLS = 24;
/** From this many skills `auto` uses two workers on any machine (for their bounded memory). */
export const AUTO_LARGE_SKILLS = 500;

/**
 * The worker's script: dist/scan-worker.cjs beside the bundle that runs this code (the
 * CLI's and the extension's bundles share it), or the TypeScript source when run from
 * source (sourceWorker registers tsx in the worker).
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
function sourceWorker(script: string, heap: WorkerHeap): Worker {
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(script)});`, { eval: true, resourceLimits: heap });
}

/**
 * Each worker's heap is bounded (issue 16: memory): a worker holds one skill at a time
 * (about 35 MB live with the engine), so a small old generation makes V8 collect often
 * instead of letting garbage grow with the run (one thread at 10,000 skills peaked at
 * 1.1 GB). A skill that needs more fails on its worker and is scanned by the caller.
 */
const WORKER_HEAP: WorkerHeap = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 };

export interface WorkerHeap {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}
const MAX_RESTARTS = 4;

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
  private restarts = 0;

  constructor(
    readonly size: number,
    private readonly script: string,
    private readonly heap: WorkerHeap = WORKER_HEAP,
  ) {}

  /** Whether any worker was started: they start with the first scan (a scan the cache answers whole starts none). */
  get started(): boolean {
    return this.slots.length > 0;
  }

  private start(): Slot {
    const script = this.script;
    const worker = script.endsWith('.ts') ? sourceWorker(script, this.heap) : new Worker(script, { resourceLimits: this.heap });
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
      // A skill too large for a worker's heap (the caller scans it itself) costs one worker,
      // started again in its place, a few times at most.
      if (!this.closed && this.restarts < MAX_RESTARTS) {
        this.restarts++;
        this.slots[this.slots.indexOf(slot)] = this.start();
      }
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
    if (!this.started) for (let i = 0; i < this.size; i++) this.slots.push(this.start());
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
        // The files' bytes move to the worker instead of being copied: this thread lets them go at once.
        slot.worker.postMessage(next.job, transferablesOf(next.job.folder));
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
