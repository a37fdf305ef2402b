/** What the Skill Tree rules share: the skill's own layer and where to point when a dependency has no position of its own. */
import type { RuleContext } from '../../rules/types.ts';
import type { Range } from '../../skill/types.ts';
import type { Dependency, Layer, SkillTreeFacts } from '../../skill/tree/facts.ts';
import { CATALOGUE_ONLY, type WorkspaceView } from '../../skill/tree/workspace.ts';

/** The layer the skill is in: `layer:` when valid, else its name's prefix. */
export function ownLayer(facts: SkillTreeFacts): Layer | undefined {
  return facts.layer ?? facts.prefixLayer;
}

const TOP: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 4 } };

/** The dependency's list item, else the `dependencies:` key, else the top of the file. */
export function rangeOfDependency(ctx: RuleContext, facts: SkillTreeFacts, dep?: Dependency): Range {
  return dep?.range ?? facts.dependenciesRange ?? ctx.doc.frontmatter?.keyRanges.get('name')?.key ?? TOP;
}

/** The workspace the rule sees: the scan's, or the catalogue alone when the skill is checked by itself. */
export function viewOf(ctx: RuleContext): WorkspaceView {
  return ctx.workspace ?? CATALOGUE_ONLY;
}
