/**
 * The Skill Tree as a graph (docs/features.md F5): what `luban tree --format json` prints and the
 * dashboard draws. Nodes are the workspace's layered skills, plus the catalogue or
 * other workspace skills an edge reaches; edges carry the status the index recorded.
 * A missing dependency is an edge whose `to` has no node.
 *
 *   { nodes: [{ name, layer: 1|2|3|null, path: "l1-x" | null, version, score, source }],
 *     edges: [{ from, to, status: "ok" | "missing" | "illegal" }] }
 */
import type { Layer } from './facts.ts';
import type { EdgeStatus, TreeEdge, TreeSkill } from './workspace.ts';

export interface GraphNode {
  name: string;
  layer: Layer | null;
  /** The skill folder relative to the workspace (`/` separators), or null for a catalogue skill not on disk. */
  path: string | null;
  version: string | null;
  score: number | null;
  source: 'workspace' | 'catalogue';
}

export interface SkillGraph {
  nodes: GraphNode[];
  edges: TreeEdge[];
}

/** The graph of the workspace skills (`rel` gives a skill's folder relative to the workspace) and the edges. */
export function skillGraph(
  skills: readonly TreeSkill[],
  catalogue: readonly TreeSkill[],
  edges: readonly TreeEdge[],
  rel: (dir: string) => string,
): SkillGraph {
  const byName = new Map<string, TreeSkill>();
  for (const c of catalogue) byName.set(c.name, c);
  for (const s of skills) byName.set(s.name, s);
  const shown = new Map<string, TreeSkill>();
  for (const s of skills) if (s.inTree) shown.set(s.name, s);
  for (const e of edges) {
    const target = byName.get(e.to);
    if (target && !shown.has(e.to)) shown.set(e.to, target);
  }
  const nodes = [...shown.values()]
    .map((s) => ({
      name: s.name,
      layer: s.layer ?? null,
      path: s.dir ? rel(s.dir) : null,
      version: s.version ?? null,
      score: s.score ?? null,
      source: s.source,
    }))
    .sort((a, b) => (b.layer ?? 0) - (a.layer ?? 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { nodes, edges: [...edges] };
}

export function brokenEdges(graph: SkillGraph): Record<Exclude<EdgeStatus, 'ok'>, number> {
  return { missing: graph.edges.filter((e) => e.status === 'missing').length, illegal: graph.edges.filter((e) => e.status === 'illegal').length };
}
