/**
 * The dashboard's Skill Tree graph (docs/features.md F5), built on the host from the editor's own scans
 * of the workspace (the same frontmatter `.luban/skills.sqlite` is written from, and the
 * same edge rules as `luban tree`): live as the person types, and each workspace node
 * carries its skill's id so a click opens its SKILL.md. Pure, no `vscode`.
 */
import path from 'node:path';
import type { SkillDocument } from '../../core/api/skill.ts';
import { skillGraph } from '../../core/api/skill.ts';
import { catalogueSkills, treeEdges, treeSkillOf, workspaceView, type TreeSkill } from '../../core/api/skill.ts';
import type { SkillTreeView } from '../../shared/protocol.ts';

/** A skill by its document, or as a tree node already (a report-only result's: ../view-facts.ts viewTreeSkill; undefined without a SKILL.md). */
export type TreeInput = {
  /** The skill's id in the snapshot (its folder). */
  id: string;
} & ({ doc: SkillDocument; score?: number } | { skill: TreeSkill | undefined });

/** The graph, or null when no scanned skill is in the Skill Tree. */
export function skillTreeView(inputs: readonly TreeInput[]): SkillTreeView | null {
  const skills: TreeSkill[] = [];
  const idOf = new Map<string, string>();
  for (const i of inputs) {
    const s = 'skill' in i ? i.skill : treeSkillOf(i.doc, i.score);
    if (!s) continue;
    skills.push(s);
    if (s.dir) idOf.set(s.dir, i.id);
  }
  if (!skills.some((s) => s.inTree)) return null;
  const view = workspaceView(skills);
  const graph = skillGraph(skills, catalogueSkills(), treeEdges(view), (dir) => dir);
  const byName = new Map(skills.map((s) => [s.name, s]));
  return {
    nodes: graph.nodes.map((n) => {
      const s = n.source === 'workspace' ? byName.get(n.name) : undefined;
      return {
        name: n.name,
        layer: n.layer,
        skill: s?.dir ? (idOf.get(path.resolve(s.dir)) ?? null) : null,
        file: s?.file ?? null,
        source: n.source,
        score: n.score,
      };
    }),
    edges: graph.edges,
  };
}
