/**
 * `luban pre-commit scan|fix FILE…` — the entries of the pre-commit framework's hooks
 * (.pre-commit-hooks.yaml at the repository root, docs/pre-commit.md). pre-commit passes
 * the staged files its `files:` pattern matched; each is mapped to the skill folder that
 * holds it (the nearest folder at or above it with a SKILL.md, inside the working
 * directory), files in no skill are left out (a repository's own `scripts/` folder
 * matches the pattern too), and `luban scan` or `luban fix` runs once on those skills.
 *
 * Exit codes: `scan` as `luban scan` (0 clean or no skill among the files, 1 error-severity
 * findings, 2 usage or I/O errors); `fix` 0 unless usage or I/O failed (2) — pre-commit
 * fails a hook that changed files, and the errors left are luban-scan's to report. `fix`
 * writes without `.bak` copies: the staged text is in git's index.
 */
import path from 'node:path';
import { Argument, Command, CommanderError } from 'commander';
import { localTable } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { scanTargetOf } from '../../core/api/scan.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, type CliIO } from '../io.ts';
import { installSkillLocks } from '../skill-lock.ts';
import { registerFix } from './fix.ts';
import { addCommonOptions, registerScan, resolveLocale, type CommonScanOptions } from './scan.ts';

const M = {
  describe: {
    en: "pre-commit hooks' entries: run scan or fix on the skills holding the given files (files in no skill are skipped)",
    zh: 'pre-commit 钩子的入口：对包含所给文件的技能运行 scan 或 fix（不属于任何技能的文件被跳过）',
  },
  scan: { en: 'scan the skills holding FILES', zh: '扫描包含 FILES 的技能' },
  fix: { en: 'apply the safe fixes to the skills holding FILES', zh: '对包含 FILES 的技能应用安全修复' },
  files: { en: 'files staged for the commit (pre-commit passes them)', zh: '为提交暂存的文件（由 pre-commit 传入）' },
  none: { en: 'luban: none of the {count} file(s) is inside a skill: nothing to do\n', zh: 'luban：{count} 个文件都不在任何技能中：无需处理\n' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** The skill folders holding `files` (relative to `cwd`, sorted, once each); files in no skill under `cwd` are left out. */
export function skillFoldersOf(files: readonly string[], cwd: string): string[] {
  const dirs = new Set<string>();
  for (const f of files) {
    const abs = path.resolve(cwd, f);
    const target = scanTargetOf(abs);
    // A folder or a missing path is not a staged file of a skill: only files name skills here.
    if (target === undefined || target === abs) continue;
    const rel = path.relative(cwd, target);
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    dirs.add(rel === '' ? '.' : rel.split(path.sep).join('/'));
  }
  return [...dirs].sort();
}

export function registerPreCommit(program: Command, io: CliIO, setExit: (code: number) => void): void {
  // One command with the hook as its first argument, not `scan` and `fix` subcommands: the
  // skill locks (../skill-lock.ts) go by the command's name, and `luban fix`, run below, takes them.
  const cmd = program
    .command('pre-commit')
    .description(say(io.locale, 'describe'))
    .addArgument(new Argument('<hook>', `scan: ${say(io.locale, 'scan')}; fix: ${say(io.locale, 'fix')}`).choices(['scan', 'fix']))
    .argument('[files...]', say(io.locale, 'files'));
  addCommonOptions(cmd).action(async (hook: 'scan' | 'fix', files: string[], opts: CommonScanOptions) => {
    const dirs = skillFoldersOf(files, io.cwd);
    if (dirs.length === 0) {
      io.stdout(say(resolveLocale(io, opts.locale), 'none', { count: files.length }));
      return;
    }
    const forwarded = (['profile', 'config', 'locale'] as const).flatMap((k) => (opts[k] ? [`--${k}`, opts[k] as string] : []));
    // `--` ends the options: a skill folder named like an option stays a path.
    const code = await runHook(hook, [...(hook === 'fix' ? ['--no-backup'] : []), ...forwarded, '--', ...dirs], io);
    setExit(hook === 'fix' && code === EXIT_FINDINGS ? EXIT_CLEAN : code);
  });
}

/**
 * `luban scan` or `luban fix` with `args`, in this process, as ../main.ts runs a command: its
 * own program (the skill locks included, which `fix` takes) and its exit code.
 */
async function runHook(hook: 'scan' | 'fix', args: string[], io: CliIO): Promise<number> {
  let code = EXIT_CLEAN;
  const setCode = (c: number) => {
    code = Math.max(code, c);
  };
  const program = new Command('luban').exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  (hook === 'scan' ? registerScan : registerFix)(program, io, setCode);
  const locks = installSkillLocks(program, io);
  try {
    await program.parseAsync([hook, ...args], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return EXIT_USAGE;
    if (!(e instanceof CliError)) throw e;
    io.stderr(`luban: ${e.message}\n`);
    return e.exitCode;
  } finally {
    await locks.release();
  }
  return code;
}
