/**
 * The Skill Tree's data types (docs/features.md F5), with no imports: the rule contract
 * (rules/types.ts) names the workspace view without pulling the Skill Tree's code in.
 */

export type Layer = 1 | 2 | 3;

export interface TreeSkill {
  name: string;
  /** The declared layer, else the one its prefix names; undefined when neither says. */
  layer?: Layer;
  dependencies: string[];
  description: string;
  /** Absolute skill folder; undefined for a catalogue skill that is not on disk. */
  dir?: string;
  /** SKILL.md's file name in `dir`. */
  file?: string;
  version?: string;
  /** The latest score from results.tsv, when there is one. */
  score?: number;
  source: 'workspace' | 'catalogue';
  /** Whether the skill opts into the Skill Tree (`layer:` or an l1-/l2-/l3- name); other skills of the workspace are known so that a dependency on them is not "missing". */
  inTree: boolean;
}

export type EdgeStatus = 'ok' | 'missing' | 'illegal';

export interface TreeEdge {
  from: string;
  to: string;
  status: EdgeStatus;
}

export interface WorkspaceView {
  /** Skills by name: the workspace's own, and the catalogue's where the workspace has none of that name. */
  skills: ReadonlyMap<string, TreeSkill>;
  /**
   * Whether the view holds the whole workspace. A single skill checked on its own (the
   * editor, a rule page example without siblings) knows only the catalogue: a dependency
   * outside it is then not called missing.
   */
  complete: boolean;
}
