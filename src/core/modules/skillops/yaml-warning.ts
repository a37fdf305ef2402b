/**
 * `skillops/yaml-warning`: the YAML parser's warnings on the frontmatter (e.g. an
 * unresolved custom tag `!foo`). The value still loads, but not as written. When
 * the warning sits on a value the YAML-portability scan can quote, the finding
 * carries that fix (not safe: the tag may have been meant).
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf } from './shared.ts';
import { scalarIssues } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/yaml-warning',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: 'Frontmatter YAML parses without warnings.', zh: 'frontmatter YAML 解析时不应有警告。' },
    fixable: 'suggestion',
    messages: {
      warning: {
        en: 'YAML warning in the frontmatter of {file}: {detail}. Other parsers may read this value differently; write it as a plain quoted string.',
        zh: '{file} 的 frontmatter 有 YAML 警告：{detail}。其他解析器可能读出不同的值；请改写为带引号的普通字符串。',
      },
    },
  },
  check(ctx) {
    const issues = scalarIssues(ctx.doc);
    for (const p of problemsOf(ctx.doc, 'yaml-warning')) {
      const line = p.range.start.line;
      const issue = issues.find((i) => line >= i.startLine && line <= i.endLine);
      ctx.report({
        messageId: 'warning',
        data: { file: p.file, detail: p.detail },
        file: p.file,
        range: p.range,
        fix: issue
          ? {
              safe: false,
              title: { en: `Quote the value of \`${issue.key}\``, zh: `给 \`${issue.key}\` 的值加引号` },
              edits: [{ file: p.file, range: issue.range, newText: issue.newText }],
            }
          : undefined,
      });
    }
  },
};
