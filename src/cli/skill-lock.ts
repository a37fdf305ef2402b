/**
 * One task per skill in the CLI too (seed v2 §八 并发控制与冲突仲裁, issue 31 item 7): before a
 * command that writes a skill runs, it takes the skill's lock file (core/base/io/skill-lock.ts,
 * in `<Luban's state folder>/locks`, the folder the editor's scheduler uses too). A second
 * run on the same skill says who holds it and waits until it is released; `--wait <seconds>`
 * (or LUBAN_LOCK_WAIT) bounds the wait, `--wait 0` does not wait: the run stops with exit
 * code 2 and the same line. The lock goes when the command ends, fails or is stopped with
 * Ctrl-C; after a crash (kill -9) the next run finds the holder's pid gone and takes it over.
 *
 * The commands that write: optimize, evolve, harden, upgrade, new, fix (not --dry-run),
 * report-failure --apply, slim --apply. One wrapper here (installed by ./main.ts as a
 * commander preAction hook) rather than a line in each command.
 */
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { acquireSkillLock, defaultStateDir, LOCKS_SUBDIR, localTable, type Locale, type LockHolder, type SkillLock, SkillBusyError } from '../core/api/base.ts';
import type { LocalisedText } from '../core/api/base.ts';
import { skillsUnder, stateFolderNamed, UNWRITABLE } from '../frontend/skill-locks.ts';
import { CliError, type CliIO } from './io.ts';

const M = {
  busy: {
    en: '{skill} is busy: `{command}` started {time} by pid {pid} — waiting; Ctrl-C to stop\n',
    zh: '{skill} 正忙：`{command}` 于 {time} 由 pid {pid} 启动——等待中；按 Ctrl-C 停止\n',
  },
  busyHost: {
    en: '{skill} is busy: `{command}` started {time} by pid {pid} on {host} — waiting; Ctrl-C to stop\n',
    zh: '{skill} 正忙：`{command}` 于 {time} 由 {host} 上的 pid {pid} 启动——等待中；按 Ctrl-C 停止\n',
  },
  gaveUp: {
    en: '{skill} is busy: `{command}` started {time} by pid {pid}; gave up after --wait {seconds} s (run again when it ends)',
    zh: '{skill} 正忙：`{command}` 于 {time} 由 pid {pid} 启动；已按 --wait {seconds} 秒放弃（它结束后再运行）',
  },
  resumed: { en: '{skill} is free now: starting\n', zh: '{skill} 已空闲：开始运行\n' },
  badWait: { en: '--wait takes a number of seconds (0 = do not wait), not "{v}"', zh: '--wait 需要秒数（0 = 不等待），而不是「{v}」' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export { skillsUnder };

/** The skill folders a command is about to write, or [] when it only reads. */
export async function skillsWritten(name: string, args: readonly string[], opts: Record<string, unknown>, cwd: string): Promise<string[]> {
  const abs = (p: string) => path.resolve(cwd, p);
  const expand = async (ps: readonly string[]) => (await Promise.all((ps.length ? ps : ['.']).map((p) => skillsUnder(abs(p))))).flat();
  switch (name) {
    case 'optimize':
    case 'fix':
      if (name === 'fix' && opts.dryRun) return [];
      return expand(args);
    case 'slim':
      return opts.apply ? expand(args) : [];
    case 'report-failure':
      return opts.apply && args[0] ? [abs(args[0])] : [];
    case 'evolve':
    case 'harden':
    case 'upgrade':
      return args[0] ? [abs(args[0])] : [];
    case 'new': {
      const skill = args[0]?.trim();
      if (!skill) return [];
      const dir = typeof opts.dir === 'string' ? abs(opts.dir) : await newParent(cwd);
      return [path.join(dir, skill)];
    }
    default:
      return [];
  }
}

async function newParent(cwd: string): Promise<string> {
  const { SKILL_ROOTS } = await import('./commands/new.ts');
  return SKILL_ROOTS.map((r) => path.join(cwd, r)).find((p) => existsSync(p) && statSync(p).isDirectory()) ?? cwd;
}

function hhmm(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '?' : `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function shown(skill: string, cwd: string): string {
  const rel = path.relative(cwd, skill);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : skill;
}

function holderData(h: LockHolder, skill: string, cwd: string) {
  return { skill: shown(skill, cwd), command: h.command, time: hhmm(h.started), pid: h.pid, host: h.host };
}

/** `--wait` / LUBAN_LOCK_WAIT in ms; undefined = wait until released. */
export function waitMsOf(value: string | undefined, locale: Locale): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new CliError(say(locale, 'badWait', { v: value }));
  return n * 1000;
}

/**
 * Install the wrapper on `program`: a preAction hook takes the locks of the skills the command
 * writes (in a fixed order, so two runs never hold one each); the returned `release` drops
 * them (runCli calls it when the command ends, however it ends).
 */
export function installSkillLocks(program: Command, io: CliIO): { release(): Promise<void> } {
  const held: SkillLock[] = [];
  const releaseSync = () => {
    for (const l of held.splice(0)) l.releaseSync();
  };
  const onSigint = () => {
    releaseSync();
    // Nobody else listens (no command is running its own Ctrl-C handling): stop as Node would.
    if (process.listenerCount('SIGINT') <= 1) process.exit(130);
  };
  let listening = false;
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) {
      process.on('exit', releaseSync);
      process.on('SIGINT', onSigint);
    } else {
      process.removeListener('exit', releaseSync);
      process.removeListener('SIGINT', onSigint);
    }
  };
  program.option('--wait <seconds>', 'when another Luban run holds the skill: seconds to wait for it (default: until it ends; 0 = stop at once)');
  program.hook('preAction', async (_root, action) => {
    const locale = io.locale;
    const waitMs = waitMsOf((program.opts().wait as string | undefined) ?? io.env.LUBAN_LOCK_WAIT, locale);
    const skills = [...new Set(await skillsWritten(action.name(), action.args, action.opts(), io.cwd))].sort();
    if (!skills.length || !stateFolderNamed(io.env)) return;
    const dir = path.join(defaultStateDir(io.env), LOCKS_SUBDIR);
    const command = `luban ${action.name()}`;
    listen(true);
    for (const skill of skills) {
      let waited = false;
      try {
        held.push(
          await acquireSkillLock(dir, skill, command, {
            waitMs,
            onBusy: (h) => {
              if (waitMs === 0) return;
              waited = true;
              io.stderr(say(locale, h.host && h.host !== os.hostname() ? 'busyHost' : 'busy', holderData(h, skill, io.cwd)));
            },
          }),
        );
      } catch (e) {
        // A state folder that cannot be written (read-only home): run unlocked, as before the lock existed.
        if (UNWRITABLE.has((e as NodeJS.ErrnoException).code ?? '')) continue;
        if (e instanceof SkillBusyError) throw new CliError(say(locale, 'gaveUp', { ...holderData(e.holder, skill, io.cwd), seconds: (waitMs ?? 0) / 1000 }));
        throw e;
      }
      if (waited) io.stderr(say(locale, 'resumed', { skill: shown(skill, io.cwd) }));
    }
  });
  return {
    async release() {
      const locks = held.splice(0);
      for (const l of locks) await l.release();
      listen(false);
    },
  };
}
