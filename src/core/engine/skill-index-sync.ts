/**
 * The Skill Tree side of a scan (docs/features.md F5): which workspace a scanned path belongs to, the
 * workspace view its layered skills are checked against, and keeping `.luban/skills.sqlite`
 * in step with the frontmatter.
 *
 * The workspace of a path is the nearest folder at or above it that already holds
 * `.luban/skills.sqlite`, else the path itself (a SKILL.md's folder for a file). Its view is
 * the skills scanned now plus those the index remembers that were not scanned this time and
 * are still on disk (so checking one skill of a tree still knows its siblings), plus the
 * prebuilt catalogue.
 *
 * The index is written only where it is wanted: when the workspace has a Skill Tree skill
 * (a `layer:` key or an l1-/l2-/l3- name), already has an index, or `luban tree` asks. A
 * scan of ordinary skills leaves no `.luban/` behind.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import type { ResultsRow } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';
import { readSkillIndex, skillIndexPath, writeSkillIndex, type SkillIndexFile } from '../formats/skill-index.ts';
import { treeSkillOf, workspaceView, type TreeSkill, type WorkspaceView } from '../skill/tree/workspace.ts';

export interface TreeWorkspace {
  root: string;
  /** The workspace skills: scanned now, and remembered ones still on disk. */
  skills: TreeSkill[];
  view: WorkspaceView;
  index: SkillIndexFile;
  /** Whether any of its skills is in the Skill Tree. */
  hasTree: boolean;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await fs.stat(p)).isFile();
  } catch {
    return false;
  }
}

/** The workspace folder of a scanned path (see the module comment). */
export async function skillTreeRoot(target: string): Promise<string> {
  let start = path.resolve(target);
  if (await isFile(start)) start = path.dirname(start);
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (await isFile(skillIndexPath(dir))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

/** The score a skill's results.tsv ends on: the last kept round's new score, else its old one. */
export function latestScore(rows: readonly ResultsRow[] | undefined): number | undefined {
  for (const row of [...(rows ?? [])].reverse()) {
    const kept = /^(keep|baseline)/i.test(row.status.trim());
    const value = Number.parseFloat(kept ? row.new_score : row.old_score);
    if (Number.isFinite(value)) return value;
  }
  return undefined;
}

/** A scanned skill as a node of its workspace, with its latest score (undefined without a SKILL.md). */
export function scannedTreeSkill(doc: SkillDocument, results?: readonly ResultsRow[]): TreeSkill | undefined {
  return treeSkillOf(doc, latestScore(results));
}

/** The workspace of `root` given the skills scanned in it now. */
export async function treeWorkspace(root: string, now: readonly TreeSkill[]): Promise<TreeWorkspace> {
  const index = await readSkillIndex(root);
  const seen = new Set(now.map((s) => s.dir));
  const remembered: TreeSkill[] = [];
  for (const s of index.skills) {
    if (!s.dir || seen.has(s.dir)) continue;
    if (await isFile(path.join(s.dir, s.file ?? 'SKILL.md'))) remembered.push(s);
  }
  const skills = [...now, ...remembered].sort((a, b) => (a.dir! < b.dir! ? -1 : a.dir! > b.dir! ? 1 : 0));
  return { root, skills, view: workspaceView(skills), index, hasTree: skills.some((s) => s.inTree) };
}

/** Write the workspace's index; returns the notice when a corrupt file was backed up and rebuilt. */
export async function syncSkillIndex(ws: TreeWorkspace, now: Date): Promise<{ path: string; notice?: LocalisedText }> {
  return writeSkillIndex(ws.root, ws.skills, now, ws.index);
}
