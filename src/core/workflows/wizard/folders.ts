/**
 * The wizard's folders (docs/features.md G3, G7; seed metis 📁 目录约束):
 *
 *   <workspace>/.luban/wizard/<skill-name>/          the per-skill work folder
 *     tmps/                 phase 1–4 products (01-understand.md …); cleared when the
 *                           wizard restarts, except error.log
 *     tmps/error.log        every uncaught error, with its phase (appended)
 *     sandbox/<skill-name>/ the skill's work copy: phases 3.5, 5 and 6 write only here
 *     state.json            where the run stands (store/wizard-state.ts)
 *     report.md             the phase 8 deliverable
 *
 * No cross-writes: intermediate products never go into the sandbox and skill files
 * never into tmps/ — each writer refuses the other's phases and any path outside its
 * own folder. `.luban/` is never scanned as skills, so the sandbox is not discovered.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../base/io/atomic.ts';
import { LUBAN_STATE_DIR } from '../../formats/schedule.ts';
import { WIZARD_STATE_FILE } from '../../formats/wizard-state.ts';
import type { WizardPhase } from '../interaction.ts';

export const WIZARD_DIR = 'wizard';
export const TMPS_DIR = 'tmps';
export const ERROR_LOG = 'error.log';
export const SANDBOX_DIR = 'sandbox';

/** A write that would break the folder rules (iron rules #13/#15, 目录约束 #6). */
export class CrossWriteError extends Error {
  constructor(
    readonly target: string,
    readonly why: string,
  ) {
    super(`refused to write ${target}: ${why}`);
  }
}

const TMPS_PHASES: ReadonlySet<string> = new Set(['1', '2', '3', '4']);
const SANDBOX_PHASES: ReadonlySet<string> = new Set(['3.5', '5', '6']);

export class WorkFolders {
  readonly root: string;
  readonly tmps: string;
  readonly sandbox: string;
  readonly stateFile: string;
  readonly errorLog: string;
  readonly report: string;

  constructor(
    readonly workspace: string,
    readonly name: string,
  ) {
    this.root = path.join(workspace, LUBAN_STATE_DIR, WIZARD_DIR, name);
    this.tmps = path.join(this.root, TMPS_DIR);
    this.sandbox = path.join(this.root, SANDBOX_DIR, name);
    this.stateFile = path.join(this.root, WIZARD_STATE_FILE);
    this.errorLog = path.join(this.tmps, ERROR_LOG);
    this.report = path.join(this.root, 'report.md');
  }

  /** Make sure tmps/ and the sandbox's parent exist (目录初始化). */
  async ensure(): Promise<void> {
    await fs.mkdir(this.tmps, { recursive: true });
    await fs.mkdir(path.dirname(this.sandbox), { recursive: true });
  }

  /** Restart: clear tmps/ except error.log and remove the sandbox. Returns how many tmps files went. */
  async clearForRestart(): Promise<number> {
    await this.ensure();
    let n = 0;
    for (const e of await fs.readdir(this.tmps)) {
      if (e === ERROR_LOG) continue;
      await fs.rm(path.join(this.tmps, e), { recursive: true, force: true });
      n++;
    }
    await fs.rm(this.sandbox, { recursive: true, force: true });
    await fs.rm(this.stateFile, { force: true });
    return n;
  }

  /** A phase 1–4 product into tmps/ (a plain file name, nothing else). */
  async writeTmp(phase: WizardPhase, fileName: string, text: string): Promise<string> {
    const target = path.join(this.tmps, fileName);
    if (!TMPS_PHASES.has(phase)) throw new CrossWriteError(target, `phase ${phase} writes to the sandbox, not tmps/`);
    if (fileName !== path.basename(fileName) || fileName === ERROR_LOG || fileName.startsWith('.'))
      throw new CrossWriteError(target, 'not a plain product file name');
    await fs.mkdir(this.tmps, { recursive: true });
    await writeFileAtomic(target, text);
    return target;
  }

  /** Where a skill-relative path lies in the sandbox; refuses any path outside it. */
  sandboxPath(rel: string): string {
    const target = path.resolve(this.sandbox, rel);
    const inside = path.relative(this.sandbox, target);
    if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) throw new CrossWriteError(target, 'outside the sandbox (iron rules #13/#15)');
    return target;
  }

  /** A skill file into the sandbox (phases 5–6 only), atomically. */
  async writeSandbox(phase: WizardPhase, rel: string, text: string): Promise<string> {
    const target = this.sandboxPath(rel);
    if (!SANDBOX_PHASES.has(phase)) throw new CrossWriteError(target, `phase ${phase} writes to tmps/, not the sandbox`);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await writeFileAtomic(target, text);
    return target;
  }

  /** Append an uncaught error with its phase to tmps/error.log (G7). */
  async logError(phase: WizardPhase | 'start', error: unknown, now: Date): Promise<void> {
    await fs.mkdir(this.tmps, { recursive: true });
    const e = error as Error;
    const detail = (e?.stack ?? String(error)).split('\n').slice(0, 12).join('\n  ');
    await fs.appendFile(this.errorLog, `${now.toISOString()} [phase ${phase}] ${detail}\n`);
  }
}

/** Every file under `dir` (skill-relative, `/` separators, sorted), skipping .git. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, rel: string) => {
    let entries;
    try {
      entries = await fs.readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === '.git') continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(abs, e.name), r);
      else if (e.isFile()) out.push(r);
    }
  };
  await walk(dir, '');
  return out.sort();
}

/** A file tree as indented lines (the seed's "展示目录结构"). */
export function treeText(files: string[], rootLabel: string): string {
  const lines = [`${rootLabel}/`];
  const seen = new Set<string>();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 0; i < parts.length; i++) {
      const key = parts.slice(0, i + 1).join('/');
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`${'  '.repeat(i + 1)}${parts[i]}${i < parts.length - 1 ? '/' : ''}`);
    }
  }
  return lines.join('\n');
}
