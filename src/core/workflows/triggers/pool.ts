/**
 * The skills an agent chooses among in trigger evaluation (docs/features.md E4): the skills being
 * evaluated, and their siblings — the other skills in the same parent folders, as a
 * runtime that installs skills side by side (`~/.claude/skills/*`, `.codex/skills/*`)
 * lists them. One list for the whole run, in name order, each skill once; a skill with
 * no description cannot be chosen by one and stays out of the list (a target without
 * one is reported, not scored).
 *
 * Each skill is shown to the model under an id: its name, or `name (2)`… when two skills
 * share a name.
 */
import path from 'node:path';
import { describedSkill, type DescribedSkill } from '../../modules/collisions/collisions.ts';
import { skillLanguage, type SkillLang } from '../../skill/language.ts';
import { discoverSkills } from '../../skill/discover.ts';
import { loadSkill } from '../../skill/load.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { NONE } from './prompts.ts';

export interface PoolSkill {
  /** Resolved folder. */
  dir: string;
  /** The frontmatter name, else the folder name. */
  name: string;
  /** What the model is shown and answers with (unique in the pool). */
  id: string;
  /** Undefined when the skill has no description. */
  described?: DescribedSkill;
  lang: SkillLang;
  /** SKILL.md as on disk (targets only: the query writer reads it). */
  text?: string;
  target: boolean;
}

export interface TriggerPool {
  /** Every skill with a description, targets and siblings, in name order. */
  candidates: PoolSkill[];
  /** The skills evaluated, in the order given. */
  targets: PoolSkill[];
}

function poolSkill(doc: SkillDocument, target: boolean): PoolSkill {
  const described = describedSkill(doc);
  const name =
    described?.name ??
    (typeof doc.frontmatter?.data?.name === 'string' && doc.frontmatter.data.name.trim() ? doc.frontmatter.data.name.trim() : doc.folderName);
  return { dir: path.resolve(doc.dir), name, id: name, described, lang: skillLanguage(doc), text: target ? doc.skillFile?.text?.text : undefined, target };
}

/** Targets from their documents; siblings found (one level down) in each target's parent folder. */
export async function buildPool(targets: readonly SkillDocument[]): Promise<TriggerPool> {
  const byDir = new Map<string, PoolSkill>();
  const ordered: PoolSkill[] = [];
  for (const doc of targets) {
    const s = poolSkill(doc, true);
    if (byDir.has(s.dir)) continue;
    byDir.set(s.dir, s);
    ordered.push(s);
  }
  const parents = [...new Set(ordered.map((t) => path.dirname(t.dir)))];
  for (const parent of parents) {
    let found: string[] = [];
    try {
      found = await discoverSkills(parent, 1);
    } catch {
      continue; // the parent went away: no siblings there
    }
    for (const dir of found) {
      const abs = path.resolve(dir);
      if (byDir.has(abs) || abs === path.resolve(parent)) continue;
      byDir.set(abs, poolSkill(await loadSkill(abs), false));
    }
  }
  const candidates = [...byDir.values()]
    .filter((s) => s.described)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  const seen = new Map<string, number>();
  for (const c of candidates) {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    // `none` is the answer for no skill: a skill of that name is shown as `none (2)`.
    if (n > 1 || c.name === NONE) c.id = `${c.name} (${c.name === NONE ? n + 1 : n})`;
  }
  return { candidates, targets: ordered };
}
