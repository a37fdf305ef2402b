/** core/api/skill: what the CLI, the editor and the webview protocol use of skill (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { EVOLVE_SNAPSHOT_DIR, LUBAN_ARTEFACTS } from '../skill/artefacts.ts';
export { PathNotFoundError, discoverSkills } from '../skill/discover.ts';
export { SKILL_FILE_NAMES, buildSkillDocument } from '../skill/document.ts';
export { IGNORED_DIRS, fileFromText, loadSkill, readSkillFile } from '../skill/load.ts';
export type { EnclosingCache } from '../skill/load.ts';
export { decodeText, lineText, offsetAt, positionAt } from '../skill/text.ts';
export { brokenEdges, skillGraph } from '../skill/tree/graph.ts';
export { treeDot, treeText } from '../skill/tree/render.ts';
export { catalogueSkills, treeEdges, treeSkillOf, workspaceView } from '../skill/tree/workspace.ts';
export type { TreeSkill, WorkspaceView } from '../skill/tree/workspace.ts';
export type { EnclosingSkill, Range, SkillDocument, SkillFile, TextInfo } from '../skill/types.ts';
export { WORKING_FILES, workingFileOf } from '../skill/working-files.ts';
export type { WorkingFile } from '../skill/working-files.ts';
