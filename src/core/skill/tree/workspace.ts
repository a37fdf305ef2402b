/**
 * The workspace as the Skill Tree sees it (docs/features.md F5): every layered skill by name — the
 * skills on disk (scanned now, or remembered by `.luban/skills.sqlite`) and the seed's
 * prebuilt catalogue — and the edges of its dependency graph, each `ok`, `missing` (no
 * skill of that name) or `illegal` (against the layering rules: L1 depends on nothing,
 * L2 only on L1, L3 on L2 and L1). Rules that need other skills read it from the rule
 * context; `luban tree` and the dashboard draw it.
 */
import path from 'node:path';
import { frontmatterData } from '../yaml-scalars.ts';
import type { SkillDocument } from '../types.ts';
import { CATALOGUE } from './catalogue.ts';
import { isSkillTreeData, prefixLayerOf, skillTreeFacts, type Layer } from './facts.ts';
import type { EdgeStatus, TreeEdge, TreeSkill, WorkspaceView } from './types.ts';

export type { EdgeStatus, TreeEdge, TreeSkill, WorkspaceView } from './types.ts';

/** A skill document as a node of the workspace (undefined without a SKILL.md). */
export function treeSkillOf(doc: SkillDocument, score?: number): TreeSkill | undefined {
  if (!doc.skillFileName) return undefined;
  const data = doc.frontmatter ? frontmatterData(doc).data : undefined;
  const facts = skillTreeFacts(doc);
  const name = facts.name ?? doc.folderName;
  const metadata = data?.metadata;
  const version =
    typeof data?.version === 'string' || typeof data?.version === 'number'
      ? String(data.version)
      : metadata && typeof metadata === 'object' && !Array.isArray(metadata) && typeof (metadata as Record<string, unknown>).version === 'string'
        ? String((metadata as Record<string, unknown>).version)
        : undefined;
  return {
    name,
    layer: facts.layer ?? prefixLayerOf(name),
    dependencies: facts.dependencies.map((d) => d.name),
    description: typeof data?.description === 'string' ? data.description.trim() : '',
    dir: path.resolve(doc.dir),
    file: doc.skillFileName ?? 'SKILL.md',
    version,
    score,
    source: 'workspace',
    inTree: isSkillTreeData(data),
  };
}

/** The catalogue's skills as tree nodes. */
export function catalogueSkills(): TreeSkill[] {
  return CATALOGUE.map((c) => ({
    name: c.name,
    layer: c.layer,
    dependencies: [...c.dependencies],
    description: `${c.capability.en}. ${c.capability.zh}`,
    source: 'catalogue',
    inTree: true,
  }));
}

/** A view over the given workspace skills plus the catalogue (a workspace skill wins over a catalogue one of the same name). */
export function workspaceView(skills: readonly TreeSkill[], complete = true): WorkspaceView {
  const by = new Map<string, TreeSkill>();
  for (const c of catalogueSkills()) by.set(c.name, c);
  for (const s of skills) by.set(s.name, s);
  return { skills: by, complete };
}

/** The view a skill checked on its own gets: itself and the catalogue, not complete. */
export const CATALOGUE_ONLY: WorkspaceView = workspaceView([], false);

/** The layer of a dependency: the skill's own when it is known, else its name's prefix. */
export function dependencyLayer(view: WorkspaceView, name: string): Layer | undefined {
  return view.skills.get(name)?.layer ?? prefixLayerOf(name);
}

/** Whether a skill of `layer` may depend on a skill of `target` (seed 002 「依赖声明规则」). */
export function layerAllows(layer: Layer, target: Layer | undefined): boolean {
  if (layer === 1) return false;
  if (layer === 2) return target === 1;
  return target === 1 || target === 2;
}

export function edgeStatus(view: WorkspaceView, from: TreeSkill, to: string): EdgeStatus {
  if (!view.skills.has(to)) return 'missing';
  if (from.layer === undefined) return 'ok';
  return layerAllows(from.layer, dependencyLayer(view, to)) ? 'ok' : 'illegal';
}

/** Every dependency edge of the workspace's own skills (catalogue composites are not drawn unless used). */
export function treeEdges(view: WorkspaceView): TreeEdge[] {
  const out: TreeEdge[] = [];
  for (const s of view.skills.values()) {
    if (s.source !== 'workspace' || !s.inTree) continue;
    for (const to of s.dependencies) out.push({ from: s.name, to, status: edgeStatus(view, s, to) });
  }
  return out;
}
