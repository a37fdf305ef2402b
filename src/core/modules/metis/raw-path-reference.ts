/**
 * `metis/raw-path-reference` (iron rule #10, seed 003: "引用必须使用 @[type:path] 语法 —
 * 不能写原始路径"): skill.md names one of the skill's files by a raw path — a Markdown
 * link (`[templates](references/templates.md)`), a bare path in prose or inline code
 * (`./references/templates.md`, `scripts/run.py`) — instead of `@[skfile:path]`. The
 * mentions are SkillOps's (the same parser as `skillops/broken-reference`, with its
 * example, output and placeholder contexts); only skill.md is read, the file the
 * platform expands references in. The safe fix rewrites a bare path as
 * `@[skfile:<path from the skill folder>]`; a link keeps its text, so it is left to
 * the author. Not reported: a line that shows what not to write ("❌", "错误") or shows the
 * raw path beside its `@[skfile:]` form (a "wrong → right" table row).
 */
import type { Rule } from '../../rules/types.ts';
import { collectReferences } from '../skillops/references.ts';
import { skillMdName } from '../skillops/shared.ts';

const COUNTER_CUE = /❌|✗|🚫|错误|反例|\b(?:wrong|bad|incorrect)\b/i;

export const rule: Rule = {
  meta: {
    id: 'metis/raw-path-reference',
    module: 'Metis',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    profiles: ['metis'],
    ironRule: 10,
    description: {
      en: 'Iron rule #10: skill.md references its files as `@[skfile:path]`, never by a raw path.',
      zh: '铁律 #10：引用必须使用 `@[skfile:路径]` 语法，不能写原始路径。',
    },
    fixable: 'safe',
    messages: {
      raw: {
        en: '⛔ Iron rule #10: `{written}` is a raw path; reference the file as `@[skfile:{target}]`.',
        zh: '⛔ 铁律 #10：`{written}` 是原始路径；请写成 `@[skfile:{target}]` 引用。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const file = skillMdName(doc);
    const text = doc.skillFile?.text?.text ?? '';
    for (const m of collectReferences(doc)) {
      if (m.file !== file || m.kind === 'skfile' || m.resolution !== 'inside') continue;
      const line = lineAround(text, m.start);
      if (COUNTER_CUE.test(line) || line.includes(`@[skfile:${m.target}]`)) continue;
      const bare = m.kind === 'bare-path' || m.kind === 'code-path';
      const newText = `@[skfile:${m.target}]`;
      ctx.report({
        messageId: 'raw',
        data: { written: m.written, target: m.target },
        file,
        range: m.range,
        facts: { target: m.target },
        fix:
          bare && !m.suffix
            ? { safe: true, title: { en: `Write \`${newText}\``, zh: `改写为 \`${newText}\`` }, edits: [{ file, range: m.range, newText }] }
            : undefined,
      });
    }
  },
};

function lineAround(text: string, offset: number): string {
  const s = text.lastIndexOf('\n', offset - 1) + 1;
  const e = text.indexOf('\n', offset);
  return text.slice(s, e < 0 ? text.length : e);
}
