/**
 * The rollback suggestion (seed v2 §七 Step 4 "建议回滚"): to the last snapshot whose cases
 * all passed (the files changed since), or to the skill repository's last commit with
 * the command that restores the changed files. A suggestion only — nothing is undone
 * here; the person decides (docs/features.md §0 human in the loop).
 */
import path from 'node:path';
import { GitRepo, shortHash } from '../../../git/repo.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { changedSince, type SkillSnapshot } from '../../../formats/muse-snapshot.ts';
import { museText } from './messages.ts';
import type { RollbackSuggestion } from './types.ts';

export async function rollbackSuggestion(dir: string, forced: boolean, target: SkillSnapshot | undefined, now: SkillSnapshot): Promise<RollbackSuggestion> {
  const out: RollbackSuggestion = { forced };
  if (target) out.snapshot = { takenAt: target.taken_at, ...changedSince(target, now) };
  const repo = await GitRepo.open(dir).catch(() => undefined);
  const head = repo ? await repo.head() : undefined;
  if (repo && head) {
    const rel = repo.relDir(dir);
    const prefix = rel === '.' ? '' : `${rel}/`;
    const files = (await repo.changes().catch(() => []))
      .filter((c) => !c.untracked && c.path.startsWith(prefix))
      .map((c) => c.path.slice(prefix.length))
      .filter((p) => !p.startsWith('.luban/') && p !== 'tests.yaml');
    if (files.length)
      out.commit = {
        sha: head,
        files,
        command: `git -C "${path.resolve(dir)}" restore --source=${shortHash(head)} -- ${files.map((f) => (/\s/.test(f) ? `"${f}"` : f)).join(' ')}`,
      };
  }
  return out;
}

/** The suggestion as lines for people. */
export function rollbackLines(r: RollbackSuggestion): LocalisedText[] {
  const lines: LocalisedText[] = [];
  if (r.snapshot) {
    const s = r.snapshot;
    const part = (key: 'filesAdded' | 'filesChanged' | 'filesDeleted', files: string[]) => (files.length ? [museText(key, { files: files.join(', ') })] : []);
    const parts = [...part('filesDeleted', s.deleted), ...part('filesChanged', s.changed), ...part('filesAdded', s.added)];
    const files = parts.length ? { en: parts.map((p) => p.en).join('; '), zh: parts.map((p) => p.zh).join('；') } : museText('noChange');
    const at = s.takenAt.replace('T', ' ').slice(0, 16);
    lines.push({ en: museText('rollbackSnapshot', { at, files: files.en }).en, zh: museText('rollbackSnapshot', { at, files: files.zh }).zh });
  }
  if (r.commit) lines.push(museText('rollbackCommit', { sha: shortHash(r.commit.sha), command: r.commit.command }));
  if (!lines.length) lines.push(museText('rollbackNone'));
  return lines;
}
