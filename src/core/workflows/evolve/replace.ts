/**
 * The final write (docs/features.md F1: the optimiser's safety): SKILL.md is replaced only after the
 * person approved it, and only the way the optimiser writes — in a git repository a
 * `pre-evolve: {skill}` commit of the skill folder first (its own subject, so the
 * optimiser's interrupted-round recovery never takes it for one of its rounds), else a
 * `SKILL.md.bak.YYYYMMDD-HHMM` backup; then one atomic write (temp file + rename), so a
 * kill leaves SKILL.md wholly old or wholly new; then `evolve: {skill} v{version}
 * {score}分`. A SKILL.md that changed on disk since the run read it is not overwritten.
 * The snapshot and the write are the shared safe write's (core/edits/skill-write.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GitRepo, shortHash } from '../../git/repo.ts';
import { writeSkillFile } from '../../edits/skill-write.ts';

export const PRE_EVOLVE_PREFIX = 'pre-evolve: ';
export const EVOLVE_COMMIT_PREFIX = 'evolve: ';

export class SkillChangedError extends Error {}

export interface ReplaceInput {
  dir: string;
  fileName: string;
  skill: string;
  oldText: string;
  newText: string;
  version: string;
  score: number;
  now: () => Date;
  /** Test hook: hold the process between the steps. */
  pause?: (point: 'pre-replace' | 'replaced') => Promise<void>;
}

export interface ReplaceOutcome {
  backup?: string;
  preEditCommit?: string;
  commit?: string;
}

/** Whether SKILL.md sits in a git repository (the question's wording says which safety applies). */
export async function inGitRepo(dir: string): Promise<boolean> {
  return (await GitRepo.open(dir)) !== undefined;
}

export async function replaceSkill(r: ReplaceInput): Promise<ReplaceOutcome> {
  const file = path.join(r.dir, r.fileName);
  const onDisk = await fs.readFile(file, 'utf8');
  if (onDisk.replace(/\r\n?/g, '\n') !== r.oldText.replace(/\r\n?/g, '\n'))
    throw new SkillChangedError(`${r.fileName} changed on disk since the run read it; it was not overwritten`);
  const repo = await GitRepo.open(r.dir);
  const out: ReplaceOutcome = {};
  const snapshot = await writeSkillFile(file, r.newText, {
    snapshot: repo ? { kind: 'git', repo, dir: r.dir, message: `${PRE_EVOLVE_PREFIX}${r.skill}` } : { kind: 'bak', now: r.now() },
    current: onDisk,
    beforeWrite: () => r.pause?.('pre-replace') ?? Promise.resolve(),
  });
  if (snapshot?.kind === 'git') out.preEditCommit = shortHash(snapshot.commit);
  else if (snapshot) out.backup = path.basename(snapshot.path);
  await r.pause?.('replaced');
  if (repo) out.commit = shortHash(await repo.commitPaths([repo.relDir(r.dir)], `${EVOLVE_COMMIT_PREFIX}${r.skill} v${r.version} ${r.score}分`));
  return out;
}
