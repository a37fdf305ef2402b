/**
 * `skillops/reference-outside-skill` (dim6): a link or path that climbs out of the
 * skill folder (`../lark-shared/SKILL.md`, `../../references/x.md`). It may work in
 * the repository, but skills are installed one folder at a time, and then it
 * breaks. Not a broken reference: whether the target exists cannot be told from
 * the skill alone. Corpus NOTES §5b.
 */
import type { Rule } from '../../rules/types.ts';
import { collectReferences } from './references.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/reference-outside-skill',
    module: 'SkillOps',
    dimension: 'dim6',
    defaultSeverity: 'warning',
    description: { en: 'Links and paths stay inside the skill folder.', zh: '链接和路径不超出技能目录。' },
    fixable: false,
    messages: {
      outside: {
        en: '`{written}` points outside the skill folder; it breaks when the skill is installed on its own. Copy what is needed into the skill (e.g. references/), or name the other skill instead of its path.',
        zh: '`{written}` 指向技能目录之外；单独安装此技能时会失效。请把需要的内容复制进技能（如 references/），或改为提及另一个技能的名称而非路径。',
      },
    },
  },
  check(ctx) {
    for (const m of collectReferences(ctx.doc)) {
      if (m.resolution !== 'outside') continue;
      ctx.report({ messageId: 'outside', data: { written: m.written }, file: m.file, range: m.range, facts: { target: m.target, kind: m.kind } });
    }
  },
};
