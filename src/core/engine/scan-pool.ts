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
import type { CacheFacts, FolderScanInputs } from './scan-folder.ts';
import type { SkillScanResult, SkillSummary } from './scan.ts';

/** A job for a worker: one read folder and what its scan depends on. */
export interface ScanJob {
  id: number;
  folder: SkillFolder;
  inputs: FolderScanInputs;
}

/** A worker's answer: the report-only result, or the error that stopped it. */
export type ScanReply =
  | {
      id: number;
      ok: true;
      result: SkillScanResult & { summary: SkillSummary };
      treeSkill?: TreeSkill;
      deferred: boolean;
      cacheable: boolean;
      facts?: CacheFacts;
    }
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

/** The machine `auto` decides for: its cores and the memory free for scan workers. */
export interface ScanMachine {
  cores: number;
  freeBytes: number;
}

/** Why `auto` chose its number of workers (for `luban scan --verbose`). */
export type ScanThreadsReason = 'asked' | 'off' | 'few-skills' | 'two-cores' | 'two-cores-large' | 'memory' | 'cores';

export interface ScanThreadsDecision {
  threads: number;
  reason: ScanThreadsReason;
  /** The machine `auto` looked at, and the skills it had to scan (auto only). */
  machine?: ScanMachine;
  skills?: number;
  /** The most workers the free memory allows (auto, from AUTO_MIN_SKILLS skills on). */
  memoryAllows?: number;
}

/**
 * How many scan workers to use. `auto` (issue 30 item 4), measured on 2 cores: a scan in
 * one thread already keeps more than one core busy with V8's collector and compiler
 * threads, so workers on 2 cores or fewer cost CPU (+40 %) for no speed, and are slower
 * under load — but one thread's heap grows with the run (1.1 GB at 10,000 skills, where
 * two workers with bounded heaps stay near 370 MB). So:
 *
 *   0   when skills < AUTO_MIN_SKILLS
 *   on cores ≤ 2: 0, unless one thread would outgrow ONE_THREAD_CAP (its peak is about
 *       ONE_THREAD_BASE + skills × ONE_THREAD_PER_SKILL: from about 2,900 skills on) and the
 *       free memory holds two workers (AUTO_RESERVE + 2 × WORKER_BUDGET): then 2
 *   on more cores: min(⌊cores / 2⌋, 8, ⌊(free − AUTO_RESERVE) / WORKER_BUDGET⌋, ⌈skills / 2⌉),
 *       and 0 when that is below 2 (one worker is no faster than this thread).
 *
 * WORKER_BUDGET is what one worker may hold (its bounded heap, WORKER_HEAP, and the
 * engine's code and buffers); AUTO_RESERVE is kept for this thread, the report and the
 * rest of the machine. A number is that many workers (0: this thread only), never more
 * than one per two skills.
 */
export function scanThreadsDecision(setting: 'auto' | 'off' | number, skills: number, machine: ScanMachine = thisMachine()): ScanThreadsDecision {
  if (setting === 'off') return { threads: 0, reason: 'off' };
  if (setting !== 'auto') return { threads: Math.max(0, Math.min(Math.floor(setting), Math.ceil(skills / 2))), reason: 'asked' };
  return { ...autoThreads(skills, machine), machine, skills };
}

function autoThreads(skills: number, machine: ScanMachine): ScanThreadsDecision {
  if (skills < AUTO_MIN_SKILLS) return { threads: 0, reason: 'few-skills' };
  const memoryAllows = Math.max(0, Math.floor((machine.freeBytes - AUTO_RESERVE_BYTES) / WORKER_BUDGET_BYTES));
  if (machine.cores <= 2) {
    const large = ONE_THREAD_BASE_BYTES + skills * ONE_THREAD_PER_SKILL_BYTES > ONE_THREAD_CAP_BYTES;
    return large && memoryAllows >= 2 ? { threads: 2, reason: 'two-cores-large', memoryAllows } : { threads: 0, reason: 'two-cores' };
  }
  const byCores = Math.min(Math.floor(machine.cores / 2), 8, Math.ceil(skills / 2));
  const wanted = Math.min(byCores, memoryAllows);
  const threads = wanted >= 2 ? wanted : 0;
  return { threads, reason: memoryAllows < byCores ? 'memory' : 'cores', memoryAllows };
}

/** scanThreadsDecision's number. */
export function scanThreads(setting: 'auto' | 'off' | number, skills: number, machine: ScanMachine = thisMachine()): number {
  return scanThreadsDecision(setting, skills, machine).threads;
}

function thisMachine(): ScanMachine {
  return { cores: os.availableParallelism(), freeBytes: os.freemem() };
}

/** Below this many skills `auto` scans in one thread. */
export const AUTO_MIN_SKILLS = 24;
/** What one scan worker may hold: its heap (WORKER_HEAP: 128 + 8 MB) and the engine's code and buffers. */
export const WORKER_BUDGET_BYTES = 256 * 1024 * 1024;
/** The free memory `auto` leaves to this thread, the report and the rest of the machine. */
export const AUTO_RESERVE_BYTES = 1024 * 1024 * 1024;
/** A one-thread scan's peak: about this much, plus ONE_THREAD_PER_SKILL a skill (bench/scale.ts: 337 MB at 952 skills, 1,104 MB at 10,064). */
export const ONE_THREAD_BASE_BYTES = 250 * 1024 * 1024;
export const ONE_THREAD_PER_SKILL_BYTES = 90 * 1024;
/** What a one-thread scan may grow to before `auto` takes two bounded workers even on 2 cores. */
export const ONE_THREAD_CAP_BYTES = 512 * 1024 * 1024;

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
