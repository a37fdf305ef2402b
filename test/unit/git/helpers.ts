/** Real git repositories in temp folders for the git and loop tests. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
}

/** A repository with `files` committed on `main`. */
export function makeRepo(files: Record<string, string> = {}): string {
  const dir = tempDir();
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.com');
  git(dir, 'config', 'user.name', 'Test');
  git(dir, 'config', 'commit.gpgsign', 'false');
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'init');
  return dir;
}

/** A repository holding a copy of examples/skills/<names> under skills/. */
export function repoWithExamples(...names: string[]): string {
  const dir = makeRepo();
  for (const n of names) cpSync(path.resolve('examples/skills', n), path.join(dir, 'skills', n), { recursive: true });
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'skills');
  return dir;
}

export function subjects(dir: string): string[] {
  return git(dir, 'log', '--format=%s').trim().split('\n');
}
