/**
 * `skillops/no-frontmatter`: SKILL.md does not start with a `---` YAML block, so
 * the skill has no name and no description and is never triggered (corpus:
 * larksuite bad-skill-no-frontmatter; NanoBanana keeps its metadata in a Markdown
 * list instead). The suggested fix inserts a skeleton to fill in.
 */
import type { Rule } from '../../rules/types.ts';
import { nameChecks } from './frontmatter-checks.ts';
import { problemsOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/no-frontmatter',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'SKILL.md starts with a `---` YAML frontmatter block.', zh: 'SKILL.md 必须以 `---` YAML frontmatter 开头。' },
    fixable: 'suggestion',
    messages: {
      missing: {
        en: '{file} has no YAML frontmatter: it must start with a `---` line, then `name:` and `description:`, then `---`. Without it the skill has no name or trigger description.',
        zh: '{file} 没有 YAML frontmatter：文件必须以 `---` 行开头，写明 `name:` 和 `description:`，再以 `---` 结束。缺少它，技能就没有名称和触发描述。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    for (const p of problemsOf(doc, 'no-frontmatter')) {
      const name = nameChecks(doc.folderName, doc.folderName).valid ? doc.folderName : 'my-skill';
      ctx.report({
        messageId: 'missing',
        data: { file: p.file },
        file: p.file,
        range: p.range,
        fix: {
          safe: false,
          title: { en: 'Insert a frontmatter skeleton', zh: '插入 frontmatter 骨架' },
          edits: [
            {
              file: p.file,
              range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
              newText: `---\nname: ${name}\ndescription: "TODO: what this skill does. Use when …"\n---\n\n`,
            },
          ],
        },
      });
    }
  },
};
