/**
 * Reference extraction for SkillOps (docs/features.md B1): every place where a skill's
 * Markdown names one of its own files, resolved against the skill folder.
 *
 * What counts as a reference:
 * - Markdown links, images and link definitions (`[x](references/a.md)`,
 *   `![x](assets/a.png)`, `[id]: scripts/run.py`) and `src`/`href` in raw HTML tags — in
 *   SKILL.md and in every other Markdown file of the skill, resolved relative to the
 *   file that contains them (that is how Markdown resolves links);
 * - bare paths in prose or inline code (`references/x.md`, `scripts/run.py`,
 *   `./assets/a.png`) — only recognisable skill paths: the first segment must be a
 *   top-level folder of the skill (in SKILL.md also a conventional one: references,
 *   reference, scripts, assets, templates), a folder next to the mentioning file, or
 *   the path starts with `../`; the last segment must look like a file (it has an
 *   extension) unless the path exists. A bare path in a nested file may be written
 *   from the skill folder or from its own folder: either reading that exists counts;
 * - metis `@[skfile:path]` references, anywhere (also inside code: the platform
 *   expands them), relative to the skill folder.
 *
 * What does not count (false-positive traps, corpus NOTES §5c):
 * - anything inside fenced code blocks, HTML comments and frontmatter: code blocks
 *   hold examples, directory trees and commands for the user's project, so only links
 *   and inline-code/prose bare paths are checked (`@[skfile:]` excepted);
 * - URLs, `mailto:`, anchors only (`#section`), bare file names without a folder;
 * - placeholders: `<name>`, `{skill}`, `${VAR}/…`, `$VAR/…`, `SKILL_DIR/…` (any path
 *   glued to a prefix), globs (`*`), `xxx`/`XXX`, `YYYY`, `...`, `path/to/…`;
 * - bare paths in an example context ("e.g.", "for example", "such as", "like",
 *   "Good:", ✓/❌, "Example:" lead-in lines, 例如/比如/示例 …), an output context
 *   (save/write/create/copy … to, `>`, 保存/写入/生成/输出 …), a hypothetical one
 *   ("would be", "could contain") or a conditional one ("if present", 如存在);
 * - bare paths named as another skill's files ("the `lark-doc` skill's
 *   `references/x.md`", "`references/x.md`（lark-doc 技能）"): this folder cannot tell;
 * - a missing bare path offered as an alternative to one that exists
 *   ("`config.json` or `config.ts`");
 * - bare paths into a sub-folder that does not exist at all
 *   (`references/research/0X-xxx.md`): that is a place the skill writes to, not a
 *   file it ships (a first-level folder such as `references/` still counts);
 * - files of a nested skill (a folder below this one with its own SKILL.md): that
 *   skill is scanned on its own; the other way round, a sub-skill's bare paths that
 *   exist from its enclosing skill's folder (a bundle's `scripts/…`) are the bundle's
 *   files, not missing ones (resolution `bundle`);
 * - links and paths that leave the skill folder are never "missing": they are
 *   reported by `skillops/reference-outside-skill`, since this folder alone cannot
 *   tell whether they exist.
 *
 * The work is in `references/`: `sites.ts` finds where a file may name a path,
 * `resolve.ts` maps a written path to a file of the skill, `context.ts` says why a
 * path is not a reference, and `mentions.ts` puts the three together for one site.
 * The Markdown scan of files other than SKILL.md is `core/skill/markdown-scan.ts`.
 */
import { memo, memoKey } from '../../skill/memo.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { bareMention, linkMention, skfileMention } from './references/mentions.ts';
import { barePathSites, filesToSearch, skfileSites } from './references/sites.ts';
import type { ReferenceMention } from './references/types.ts';

export type { MentionKind, ReferenceMention } from './references/types.ts';
export { CONVENTIONAL_FOLDERS } from './references/sites.ts';
export { resolveFrom } from './references/resolve.ts';
export { existingAlternative, nonReferenceContext, otherSkillContext } from './references/context.ts';
/** The Markdown scan of files other than SKILL.md, under its former name here. */
export { scanMarkdownText as lightView } from '../../skill/markdown-scan.ts';

const MENTIONS = memoKey<ReferenceMention[]>('skillops/references');

/** Every reference mention in the skill, memoised per document (several rules share it). */
export function collectReferences(doc: SkillDocument): ReferenceMention[] {
  return memo(doc, MENTIONS, () => {
    const out: ReferenceMention[] = [];
    for (const scope of filesToSearch(doc)) {
      for (const site of scope.scan.links) {
        const mention = linkMention(scope, site);
        if (mention) out.push(mention);
      }
      for (const site of skfileSites(scope.info.text)) {
        const mention = skfileMention(scope, site);
        if (mention) out.push(mention);
      }
      for (const site of barePathSites(scope)) {
        const mention = bareMention(scope, site);
        if (mention) out.push(mention);
      }
    }
    return out;
  });
}
