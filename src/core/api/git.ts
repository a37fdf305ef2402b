/** core/api/git: what the CLI and the editor use of git (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { GitRepo } from '../git/repo.ts';
export {
  ARCHIVE_REF_PREFIX,
  KEEP_LATEST_BRANCHES,
  listArchivedBranches,
  restoreArchivedBranch,
  restoreCommand,
  rotateOptimizeBranches,
} from '../git/branch-rotation.ts';
export type { ArchivedBranch, RotationResult } from '../git/branch-rotation.ts';
