/**
 * `luban branches` (issue 31 item 6): the optimisation branches of the repository holding
 * a folder and their rotation (core/git/branch-rotation.ts: latest 5 per skill and each
 * skill's first branch kept, the rest archived under refs/luban-archive/). Without options it
 * shows what rotation would do; `--prune` archives; `--restore <branch>` brings one back.
 * A Full run rotates by itself when it ends.
 */
import path from 'node:path';
import type { Command } from 'commander';
import { localTable } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/base.ts';
import { GitRepo, listArchivedBranches, restoreArchivedBranch, restoreCommand, rotateOptimizeBranches } from '../../core/api/git.ts';
import { CliError, type CliIO } from '../io.ts';
import { resolveLocale } from './scan.ts';

const M = {
  notRepo: { en: '{path} is not inside a git repository', zh: '{path} 不在 git 仓库中' },
  none: { en: 'No optimisation branches (auto-optimize/…) in {repo}.\n', zh: '{repo} 中没有优化分支（auto-optimize/…）。\n' },
  kept: { en: 'Kept ({n}): {list}\n', zh: '保留（{n}）：{list}\n' },
  wouldArchive: {
    en: 'Would archive ({n}): {list}\nRun `luban branches --prune` to archive them (restorable).\n',
    zh: '将归档（{n}）：{list}\n运行 `luban branches --prune` 归档（可恢复）。\n',
  },
  archived: { en: 'Archived {branch} → {ref} (restore: {cmd})\n', zh: '已归档 {branch} → {ref}（恢复：{cmd}）\n' },
  checkedOut: { en: 'Left alone, checked out: {list}\n', zh: '已检出，未处理：{list}\n' },
  inArchive: { en: 'In the archive ({n}): {list}\n', zh: '归档中（{n}）：{list}\n' },
  nothing: {
    en: 'Nothing to archive: every branch is among the latest 5 of its skill or its first.\n',
    zh: '无需归档：每个分支都属于其 skill 的最近 5 个或首个分支。\n',
  },
  restored: { en: 'Restored {branch} (from {ref}).\n', zh: '已恢复 {branch}（来自 {ref}）。\n' },
  noRestore: {
    en: 'No archived branch {name} to restore (or the branch exists already)',
    zh: '没有可恢复的归档分支 {name}（或该分支已存在）',
  },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export function registerBranches(program: Command, io: CliIO, _setExit: (code: number) => void): void {
  program
    .command('branches')
    .description(
      "List the optimiser's branches and their rotation: latest 5 per skill and each skill's first branch kept, the rest archived under refs/luban-archive/ (restorable)",
    )
    .argument('[dir]', 'a folder inside the repository (default: the current folder)')
    .option('--prune', 'archive the branches rotation does not keep (a Full run does this when it ends)')
    .option('--restore <branch>', 'bring an archived branch back')
    .option('--locale <locale>', 'language of messages: en | zh-CN')
    .action(async (dir: string | undefined, opts: { prune?: boolean; restore?: string; locale?: string }) => {
      const locale = resolveLocale(io, opts.locale);
      const abs = path.resolve(io.cwd, dir ?? '.');
      const repo = await GitRepo.open(abs);
      if (!repo) throw new CliError(say(locale, 'notRepo', { path: dir ?? '.' }));
      if (opts.restore) {
        const r = await restoreArchivedBranch(repo, opts.restore);
        if (!r) throw new CliError(say(locale, 'noRestore', { name: opts.restore }));
        io.stdout(say(locale, 'restored', r));
        return;
      }
      const r = await rotateOptimizeBranches(repo, { apply: Boolean(opts.prune) });
      const archive = await listArchivedBranches(repo);
      if (!r.kept.length && !r.archived.length && !archive.length) {
        io.stdout(say(locale, 'none', { repo: repo.root }));
        return;
      }
      const list = (xs: string[]) => xs.join(', ');
      if (r.kept.length) io.stdout(say(locale, 'kept', { n: r.kept.length, list: list(r.kept) }));
      if (r.checkedOut.length) io.stdout(say(locale, 'checkedOut', { list: list(r.checkedOut) }));
      if (!r.archived.length) io.stdout(say(locale, 'nothing'));
      else if (opts.prune)
        for (const a of r.archived) io.stdout(say(locale, 'archived', { branch: a.branch, ref: a.ref, cmd: restoreCommand(a.ref, a.branch) }));
      else io.stdout(say(locale, 'wouldArchive', { n: r.archived.length, list: list(r.archived.map((a) => a.branch)) }));
      const left = archive.filter((a) => !r.archived.some((x) => x.ref === a.ref));
      if (left.length) io.stdout(say(locale, 'inArchive', { n: left.length, list: list(left.map((a) => a.branch)) }));
    });
}
