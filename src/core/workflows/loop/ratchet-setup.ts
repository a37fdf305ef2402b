/**
 * Choosing and preparing a skill's ratchet (docs/features.md D2, D7): git branch
 * `auto-optimize/YYYYMMDD-HHMM` and commits in Full mode, SKILL.md.bak backups in Quick
 * mode or outside a repository; the not-a-repo, branch-exists and dirty-tree questions;
 * and the repair of a round the last run left half done (ratchet.recover).
 */
import path from 'node:path';
import { createOptimizeBranch, type BranchExistsChoice } from '../../git/branch.ts';
import { GitRepo } from '../../git/repo.ts';
import type { Dimension } from '../../rules/types.ts';
import { UserStop, CONTINUE, type RunContext, type SkillState } from './context.ts';
import { listOf, say } from './messages.ts';
import { BakRatchet, GitRatchet, type Ratchet } from '../../edits/ratchet.ts';
import { appendRow } from './results-row.ts';
import { rowNote } from './row-notes.ts';
import { isLubanFile, rememberBase, skillDirsIn, writtenIn } from './run-record.ts';

export async function repoFor(run: RunContext, s: SkillState): Promise<GitRepo | undefined> {
  if (s.repo) return s.repo;
  const repo = await GitRepo.open(s.dir);
  if (!repo) return undefined;
  const known = run.repos.get(repo.root);
  s.repo = known?.repo ?? repo;
  if (!known) run.repos.set(repo.root, { repo });
  return s.repo;
}

/** Find the round an interrupted run left behind (either ratchet) and record what it was. */
export async function recoverInterrupted(run: RunContext, s: SkillState): Promise<void> {
  const found = [];
  const bak = new BakRatchet({ skill: s.name, dir: s.dir, fileName: s.fileName, now: run.clock });
  const r1 = await bak.recover();
  if (r1) found.push(r1);
  const repo = await repoFor(run, s);
  if (repo) {
    try {
      const r2 = await new GitRatchet(repo, { skill: s.name, dir: s.dir, fileName: s.fileName, now: run.clock }).recover(s.history);
      if (r2) found.push(r2);
    } catch (e) {
      run.notify('warning', 'recover-failed', say('recoverFailed', { skill: s.name, error: (e as Error).message }), s.name);
    }
  }
  for (const r of found) {
    if (r.kind === 'kept-unlogged') {
      const d = r.delta === undefined ? '?' : r.delta.startsWith('-') ? r.delta : `+${r.delta}`;
      run.notify('warning', 'interrupted', say('interruptedKept', { skill: s.name, ref: r.ref, delta: d, dim: r.dim ?? '?' }), s.name);
      await appendRow(run, s, {
        commit: r.ref,
        round: 0,
        old: null,
        new: null,
        status: 'keep',
        dim: (r.dim as Dimension) ?? '-',
        delta: r.delta ? Number(r.delta) : null,
        note: rowNote('recoveredKept'),
        evalMode: 'static',
        judgeCount: 0,
        outOf: null,
        calls: 0,
      });
    } else {
      const restored = r.kind === 'undecided-restored';
      run.notify('warning', 'interrupted', say(restored ? 'interruptedRestored' : 'interruptedPreEdit', { skill: s.name, ref: r.ref }), s.name);
      await appendRow(run, s, {
        commit: r.ref,
        round: 0,
        old: null,
        new: null,
        status: 'interrupted',
        dim: '-',
        delta: null,
        note: rowNote(restored ? 'interruptedRestored' : 'interruptedPreEdit'),
        evalMode: 'static',
        judgeCount: 0,
        outOf: null,
        calls: 0,
      });
    }
  }
}

/** The ratchet for the skill's mode: git branch + commits (Full) or backups (Quick, or no repo). */
export async function ensureRatchet(run: RunContext, s: SkillState): Promise<Ratchet> {
  const files = { skill: s.name, dir: s.dir, fileName: s.fileName, now: run.clock };
  if (s.mode === 'quick') return (s.ratchet = s.ratchet?.kind === 'bak' ? s.ratchet : new BakRatchet(files));
  if (s.ratchet?.kind === 'git') return s.ratchet;
  let repo = await repoFor(run, s);
  if (!repo) {
    if (run.bakChosen) return (s.ratchet = new BakRatchet(files));
    run.notify('exception', 'not-a-repo', say('notARepo', { skill: s.name }), s.name);
    const root = path.resolve(run.opts.root ?? run.opts.workspace);
    const initAt = s.dir.startsWith(root + path.sep) ? root : path.dirname(s.dir);
    const choice = await run.ask({
      id: `not-a-repo:${s.name}`,
      kind: 'not-a-repo',
      level: 'checkpoint',
      skill: s.name,
      title: say('notARepo.title'),
      body: say('notARepo.body', { dir: initAt }),
      choices: [
        { id: 'bak', label: say('choice.backups') },
        { id: 'init', label: say('choice.gitInit', { dir: initAt }) },
        { id: 'stop', label: say('choice.stop'), hint: say('choice.stopHere.hint') },
      ],
      defaultChoice: 'bak',
    });
    if (choice === 'stop') throw new UserStop();
    if (choice === 'bak') {
      run.bakChosen = true;
      run.notify('info', 'not-a-repo', say('usingBackups', { skill: s.name }), s.name);
      return (s.ratchet = new BakRatchet(files));
    }
    repo = await GitRepo.init(initAt);
    run.repos.set(repo.root, { repo });
    s.repo = repo;
    run.notify('info', 'git-init', say('gitInit', { dir: initAt }), s.name);
  }
  const entry = run.repos.get(repo.root) ?? { repo };
  run.repos.set(repo.root, entry);
  if (!entry.branch) {
    if (repo.identityFallback) run.notify('info', 'git-identity', say('gitIdentity'));
    await checkDirty(run, repo);
    await rememberBase(repo);
    const outcome = await createOptimizeBranch(repo, run.clock(), async (taken) => {
      const last = taken[taken.length - 1];
      run.notify('exception', 'branch-exists', say('branchesExist', { branches: listOf(taken) }));
      return (await run.ask({
        id: `branch-exists:${taken[0]}`,
        kind: 'branch-exists',
        level: 'checkpoint',
        title: say('branchExists.title'),
        body: say('branchExists.body', { branches: listOf(taken), last }),
        choices: [
          { id: 'new', label: say('choice.newBranch') },
          { id: 'continue', label: say('choice.continueOn', { branch: last }) },
          { id: 'stop', label: say('choice.stop'), hint: say('choice.stopHere.hint') },
        ],
        defaultChoice: 'new',
      })) as BranchExistsChoice;
    });
    if (!outcome.branch) throw new UserStop();
    if (outcome.taken.length && outcome.taken.length < 3)
      run.notify('exception', 'branch-exists', say('branchExisted', { branches: listOf(outcome.taken), branch: outcome.branch }));
    entry.branch = outcome.branch;
    run.branch = outcome.branch;
    run.notify('info', 'branch', say('branch', { branch: outcome.branch }));
  }
  return (s.ratchet = new GitRatchet(repo, files));
}

/**
 * The person's uncommitted changes: those inside the skill folders go into the pre-edit
 * commit, the rest are left alone; ask before going on. Luban's own files (results.tsv,
 * diagnostics.tsv, test-prompts.json, .luban/…, whatever this run wrote: ./run-record.ts)
 * are not the person's changes and never raise the question (issue 33 item 7).
 */
async function checkDirty(run: RunContext, repo: GitRepo): Promise<void> {
  const skillDirs = skillDirsIn(run, repo);
  const written = writtenIn(run, repo);
  const changes = (await repo.changes()).filter((c) => !isLubanFile(c.path, skillDirs, written));
  const inside = (p: string) => skillDirs.some((d) => d === '.' || p === d || p.startsWith(d + '/'));
  const outside = changes.filter((c) => !c.untracked && !inside(c.path));
  const mine = changes.filter((c) => inside(c.path));
  if (!outside.length && !mine.length) return;
  const list = (xs: typeof changes) =>
    xs
      .slice(0, 10)
      .map((c) => c.path)
      .join(', ') + (xs.length > 10 ? ` (+${xs.length - 10})` : '');
  run.notify('warning', 'dirty-tree', say('dirtyTree', { n: [...mine, ...outside].length }));
  const none = { en: '', zh: '' };
  const choice = await run.ask({
    id: 'dirty-tree',
    kind: 'dirty-tree',
    level: 'checkpoint',
    title: say('dirtyTree.title'),
    body: say('dirtyTree.body', {
      inside: mine.length ? say('dirtyTree.inside', { files: list(mine) }) : none,
      elsewhere: outside.length ? say('dirtyTree.elsewhere', { files: list(outside) }) : none,
    }),
    choices: CONTINUE,
    defaultChoice: 'continue',
  });
  if (choice === 'stop') throw new UserStop();
}
