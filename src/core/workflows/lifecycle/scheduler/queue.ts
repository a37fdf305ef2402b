/**
 * The scheduler's task queue (docs/features.md E3, seed v2 §八 并发控制与冲突仲裁), one lane per skill:
 *
 * - one task per skill at a time; tasks of a skill run in FIFO order (同一技能多个任务排队
 *   → FIFO); different skills run side by side;
 * - tasks triggered together (one `enqueue` call with several tasks) are ordered by
 *   priority: EvoSkill > MUSE > HASP > SkillOps > CASCADE > Distill;
 * - HASP before Distill: a queued Distill task yields to any HASP task queued for the
 *   same skill (质量保障优先，精简让步);
 * - the person editing wins: while a skill is being edited, tasks that write wait (模块
 *   排队); SkillOps only reads and may run (巡检只读执行);
 * - MUSE locks the skill: nothing else of that skill starts while it runs (`locked`);
 * - one task per skill across processes too (issue 31 item 7): given `lockDir`, a task that
 *   writes first takes the skill's lock file (core/base/io/skill-lock.ts), the one every CLI
 *   command that writes a skill takes; while a `luban optimize` (or another window) holds
 *   it, the task waits (`waiting: 'elsewhere'`, `heldBy` says who) and starts when it is
 *   released; cancelling it stops the wait.
 *
 * Apart from that lock, nothing here touches files: a task is a function the front end
 * supplies, and a task that would write asks its own CHECKPOINT. In-process state;
 * cancellation by AbortSignal.
 */
import { acquireSkillLock, type LockHolder, type SkillLock } from '../../../base/io/skill-lock.ts';
import { priorityOf, READ_ONLY_MODULES, type LifecycleModule } from './modules.ts';

export type TaskTrigger = 'event' | 'command' | 'due';

export interface TaskSpec {
  /** The skill folder (absolute). */
  skill: string;
  module: LifecycleModule;
  trigger: TaskTrigger;
  /** For people: "save of SKILL.md", "failure report EVO-3". */
  label?: string;
  run(signal: AbortSignal): Promise<void>;
}

export type TaskState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface TaskView {
  id: number;
  skill: string;
  module: LifecycleModule;
  trigger: TaskTrigger;
  label?: string;
  state: TaskState;
  /** Why a task has not started (the person is editing, another task runs, another process holds the skill). */
  waiting?: 'editing' | 'busy' | 'elsewhere';
  /** Who holds the skill's lock while `waiting` is 'elsewhere'. */
  heldBy?: LockHolder;
}

export interface SkillTaskQueueOptions {
  /** The shared locks folder (`<Luban's state folder>/locks`); undefined = in-process arbitration only. */
  lockDir?: string;
  /** How often a task waiting for another process looks again (ms). */
  lockPollMs?: number;
}

export interface TaskHandle {
  readonly id: number;
  /** Settles when the task ends: its final state, and the error when it failed. */
  readonly done: Promise<{ state: 'done' | 'failed' | 'cancelled'; error?: unknown }>;
  cancel(): void;
}

interface Entry {
  id: number;
  spec: TaskSpec;
  state: TaskState;
  controller: AbortController;
  heldBy?: LockHolder;
  settle: (r: { state: 'done' | 'failed' | 'cancelled'; error?: unknown }) => void;
}

interface Lane {
  queued: Entry[];
  running?: Entry;
}

export class SkillTaskQueue {
  private readonly lanes = new Map<string, Lane>();
  private readonly editing = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  constructor(private readonly options: SkillTaskQueueOptions = {}) {}

  /** Queue tasks triggered together; they are ordered by priority among themselves, after what is already queued. */
  enqueue(specs: TaskSpec | readonly TaskSpec[]): TaskHandle[] {
    const list = (Array.isArray(specs) ? [...specs] : [specs as TaskSpec]).map((s, i) => ({ s, i }));
    list.sort((a, b) => priorityOf(a.s.module) - priorityOf(b.s.module) || a.i - b.i);
    const handles: TaskHandle[] = [];
    for (const { s } of list) {
      const lane = this.lane(s.skill);
      let settle!: Entry['settle'];
      const done = new Promise<{ state: 'done' | 'failed' | 'cancelled'; error?: unknown }>((r) => (settle = r));
      const entry: Entry = { id: this.nextId++, spec: s, state: 'queued', controller: new AbortController(), settle };
      lane.queued.push(entry);
      handles.push({ id: entry.id, done, cancel: () => this.cancel(entry) });
    }
    this.changed();
    for (const skill of new Set(list.map((x) => x.s.skill))) this.pump(skill);
    return handles;
  }

  /** The person started (true) or stopped (false) editing files of `skill`. */
  setEditing(skill: string, editing: boolean): void {
    if (editing === this.editing.has(skill)) return;
    if (editing) this.editing.add(skill);
    else this.editing.delete(skill);
    this.changed();
    if (!editing) this.pump(skill);
  }

  isEditing(skill: string): boolean {
    return this.editing.has(skill);
  }

  /** True while a MUSE regression runs for the skill (other modules wait; the editor can say so). */
  locked(skill: string): boolean {
    return this.lanes.get(skill)?.running?.spec.module === 'MUSE';
  }

  /** Every queued and running task, per skill in the order they will run. */
  snapshot(): TaskView[] {
    const out: TaskView[] = [];
    for (const [skill, lane] of this.lanes) {
      const r = lane.running;
      if (r) out.push(r.heldBy ? { ...this.view(r), waiting: 'elsewhere', heldBy: r.heldBy } : this.view(r));
      for (const e of this.order(skill, lane))
        out.push({ ...this.view(e), waiting: this.editing.has(skill) && !READ_ONLY_MODULES.has(e.spec.module) ? 'editing' : 'busy' });
    }
    return out;
  }

  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  /** Cancel everything (the extension's deactivate, a test's end). */
  dispose(): void {
    for (const lane of this.lanes.values()) {
      for (const e of [...lane.queued]) this.cancel(e);
      lane.running?.controller.abort();
    }
  }

  private lane(skill: string): Lane {
    let lane = this.lanes.get(skill);
    if (!lane) this.lanes.set(skill, (lane = { queued: [] }));
    return lane;
  }

  private view(e: Entry): TaskView {
    return { id: e.id, skill: e.spec.skill, module: e.spec.module, trigger: e.spec.trigger, label: e.spec.label, state: e.state };
  }

  /** The queued tasks of a lane in the order they would start: FIFO, a Distill behind every queued HASP. */
  private order(_skill: string, lane: Lane): Entry[] {
    const hasp = lane.queued.filter((e) => e.spec.module === 'HASP');
    if (!hasp.length) return [...lane.queued];
    const out: Entry[] = [];
    const deferred: Entry[] = [];
    for (const e of lane.queued) {
      if (e.spec.module === 'Distill' && hasp.some((h) => !out.includes(h))) deferred.push(e);
      else {
        out.push(e);
        if (e.spec.module === 'HASP' && !hasp.some((h) => !out.includes(h))) out.push(...deferred.splice(0));
      }
    }
    return [...out, ...deferred];
  }

  /** The next task that may start now, or undefined. */
  private next(skill: string, lane: Lane): Entry | undefined {
    if (lane.running) return undefined;
    const editing = this.editing.has(skill);
    for (const e of this.order(skill, lane)) {
      if (!editing || READ_ONLY_MODULES.has(e.spec.module)) return e;
      // The person edits: writing tasks wait in order; a read-only check may still go ahead.
    }
    return undefined;
  }

  private pump(skill: string): void {
    const lane = this.lanes.get(skill);
    if (!lane) return;
    const e = this.next(skill, lane);
    if (!e) return;
    lane.queued.splice(lane.queued.indexOf(e), 1);
    lane.running = e;
    e.state = 'running';
    this.changed();
    void (async () => {
      let result: { state: 'done' | 'failed' | 'cancelled'; error?: unknown };
      let lock: SkillLock | undefined;
      try {
        lock = await this.crossProcessLock(e);
        await e.spec.run(e.controller.signal);
        result = { state: e.controller.signal.aborted ? 'cancelled' : 'done' };
      } catch (error) {
        result = e.controller.signal.aborted ? { state: 'cancelled' } : { state: 'failed', error };
      } finally {
        await lock?.release();
      }
      e.state = result.state;
      lane.running = undefined;
      if (!lane.queued.length) this.lanes.delete(skill);
      e.settle(result);
      this.changed();
      this.pump(skill);
    })();
  }

  /** A writing task takes the skill's lock file (waiting while another process holds it). */
  private async crossProcessLock(e: Entry): Promise<SkillLock | undefined> {
    const dir = this.options.lockDir;
    if (!dir || READ_ONLY_MODULES.has(e.spec.module)) return undefined;
    try {
      return await acquireSkillLock(dir, e.spec.skill, `editor: ${e.spec.module}`, {
        signal: e.controller.signal,
        pollMs: this.options.lockPollMs,
        onBusy: (holder) => {
          e.heldBy = holder;
          this.changed();
        },
      });
    } catch (error) {
      // A locks folder that cannot be written: arbitrate in-process only, as before the lock existed.
      if (['EACCES', 'EPERM', 'EROFS'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
      throw error;
    } finally {
      if (e.heldBy) {
        e.heldBy = undefined;
        this.changed();
      }
    }
  }

  private cancel(e: Entry): void {
    e.controller.abort();
    const lane = this.lanes.get(e.spec.skill);
    if (!lane) return;
    const i = lane.queued.indexOf(e);
    if (i >= 0) {
      lane.queued.splice(i, 1);
      e.state = 'cancelled';
      e.settle({ state: 'cancelled' });
      if (!lane.queued.length && !lane.running) this.lanes.delete(e.spec.skill);
      this.changed();
    }
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }
}
