/**
 * `skillops/name-folder-mismatch`: `name` differs from the folder name. The Agent
 * Skills spec says it must match; lenient loaders warn and load, so this is a
 * warning (corpus: anthropics template → `template-skill`, vercel `vercel-` prefixes,
 * Humanizer-zh vs `humanizer-zh` by case only).
 */
import type { Rule } from '../../rules/types.ts';
import { nameChecks } from './frontmatter-checks.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/name-folder-mismatch',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: '`name` equals the skill folder name.', zh: '`name` 与技能目录名一致。' },
    fixable: 'suggestion',
    messages: {
      mismatch: {
        en: '`name` is "{name}" but the folder is "{folder}"; the spec requires them to match, and some runtimes key the skill by one and list it by the other. Rename one of them.',
        zh: '`name` 是“{name}”，但目录名是“{folder}”；规范要求两者一致，有的运行时用其中一个索引、用另一个展示。请改其中之一。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const { data } = frontmatterData(doc);
    if (!data || typeof data.name !== 'string') return;
    const c = nameChecks(data.name, doc.folderName);
    if (!c.nonEmpty || c.matchesFolder) return;
    const file = skillMdName(doc);
    const folderValid = nameChecks(doc.folderName, doc.folderName).valid;
    ctx.report({
      messageId: 'mismatch',
      data: { name: data.name, folder: doc.folderName },
      file,
      range: keyRange(doc, 'name'),
      fix:
        folderValid && doc.frontmatter?.keyRanges.get('name')?.value
          ? {
              safe: false,
              title: { en: `Set \`name\` to \`${doc.folderName}\``, zh: `把 \`name\` 改为 \`${doc.folderName}\`` },
              edits: [{ file, range: keyRange(doc, 'name'), newText: doc.folderName }],
            }
          : undefined,
    });
  },
};
