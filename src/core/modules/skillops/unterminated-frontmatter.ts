/**
 * `skillops/unterminated-frontmatter`: the `---` on line 1 is never closed, so
 * every parser reads the whole file as YAML (or gives up) and the skill has no body
 * (corpus: larksuite bad-skill-unclosed-frontmatter). The suggested fix closes the
 * block before the first blank line or Markdown heading.
 */
import type { Rule } from '../../rules/types.ts';
import { lineText } from '../../skill/text.ts';
import { problemsOf } from './shared.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/unterminated-frontmatter',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'The frontmatter block is closed with `---`.', zh: 'frontmatter 必须以 `---` 闭合。' },
    fixable: 'suggestion',
    messages: {
      unclosed: {
        en: 'The frontmatter opened on line 1 of {file} is never closed. Add a `---` line after the last YAML line.',
        zh: '{file} 第 1 行开始的 frontmatter 没有闭合。请在最后一行 YAML 之后加一行 `---`。',
      },
    },
  },
  check(ctx) {
    const info = ctx.doc.skillFile?.text;
    for (const p of problemsOf(ctx.doc, 'unterminated-frontmatter')) {
      let at = 0;
      if (info) {
        for (let l = 2; l <= info.lineStarts.length; l++) {
          const t = lineText(info, l);
          if (t.trim() === '' || /^#{1,6}\s/.test(t)) {
            at = l;
            break;
          }
        }
      }
      ctx.report({
        messageId: 'unclosed',
        data: { file: p.file },
        file: p.file,
        range: p.range,
        fix: at
          ? {
              safe: false,
              title: { en: `Close the frontmatter before line ${at}`, zh: `在第 ${at} 行之前闭合 frontmatter` },
              edits: [{ file: p.file, range: { start: { line: at, column: 1 }, end: { line: at, column: 1 } }, newText: '---\n' }],
            }
          : undefined,
      });
    }
  },
};
