/**
 * `skillops/name-missing`: the frontmatter has no `name`. The Agent Skills spec
 * requires it; runtimes that default it to the folder name still fail validation
 * (skills-ref, Anthropic upload). Reads past quotable YAML errors (lenient data).
 */
import type { Rule } from '../../rules/types.ts';
import { nameChecks } from './frontmatter-checks.ts';
import { frontmatterStart, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/name-missing',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'The frontmatter has a `name`.', zh: 'frontmatter 必须有 `name`。' },
    fixable: 'suggestion',
    messages: {
      missing: {
        en: 'The frontmatter of {file} has no `name`. Add `name: {suggested}` (lowercase letters, digits and hyphens, the same as the folder name).',
        zh: '{file} 的 frontmatter 没有 `name`。请添加 `name: {suggested}`（小写字母、数字和连字符，与目录名一致）。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const { data } = frontmatterData(doc);
    if (!data || !doc.frontmatter) return;
    if (data.name !== undefined && data.name !== null) return;
    const suggested = nameChecks(doc.folderName, doc.folderName).valid ? doc.folderName : 'my-skill';
    const file = skillMdName(doc);
    const at = doc.frontmatter.firstLine;
    ctx.report({
      messageId: 'missing',
      data: { file, suggested },
      file,
      range: frontmatterStart(doc),
      fix: {
        safe: false,
        title: { en: `Add \`name: ${suggested}\``, zh: `添加 \`name: ${suggested}\`` },
        edits: [{ file, range: { start: { line: at, column: 1 }, end: { line: at, column: 1 } }, newText: `name: ${suggested}\n` }],
      },
    });
  },
};
