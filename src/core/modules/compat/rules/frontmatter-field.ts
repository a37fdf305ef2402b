/**
 * `compat/frontmatter-field` (docs/features.md H10, accepted frontmatter fields): a field that
 * changes what the skill does in Claude Code — `when_to_use`, `disable-model-invocation:
 * true`, `user-invocable: false`, `context`, `agent`, `hooks`, `paths` — and that other
 * runtimes silently ignore (their field lists: src/core/compat/runtimes.ts, with
 * sources). The skill still loads there, but without that behaviour: a manual-only
 * skill is picked by the model, hooks never run, `when_to_use` trigger text is missing
 * from the listing. Information: it says where the behaviour is lost, once per field.
 */
import type { Rule } from '../../../rules/types.ts';
import { skillFacts } from '../facts.ts';
import { BEHAVIOUR_FIELDS, RUNTIME_IDS, RUNTIMES } from '../runtimes.ts';

export const rule: Rule = {
  meta: {
    id: 'compat/frontmatter-field',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'info',
    description: {
      en: 'Frontmatter fields that change behaviour are read by the runtimes the skill targets.',
      zh: '改变行为的 frontmatter 字段能被技能面向的运行时读取。',
    },
    fixable: false,
    messages: {
      ignored: {
        en: '`{field}` only takes effect in {readers}; {ignorers} ignore it, so there {effect}. Say it in the body too if it matters everywhere.',
        zh: '`{field}` 只在 {readers} 中生效；{ignorers} 会忽略它，因此在那里{effect}。如果它处处重要，请在正文中也写明。',
      },
    },
  },
  check(ctx) {
    const f = skillFacts(ctx.doc);
    const data = f.lenientData;
    if (!data) return;
    for (const field of BEHAVIOUR_FIELDS) {
      if (!(field in data)) continue;
      const v = data[field];
      if (v === null || v === undefined || v === '' || (field === 'disable-model-invocation' && v !== true) || (field === 'user-invocable' && v !== false))
        continue;
      const readers = RUNTIME_IDS.filter((id) => RUNTIMES[id].fields.includes(field)).map((id) => RUNTIMES[id].name);
      const ignorers = RUNTIME_IDS.filter((id) => !RUNTIMES[id].fields.includes(field)).map((id) => RUNTIMES[id].name);
      if (!ignorers.length) continue;
      const effect = EFFECTS[field] ?? EFFECTS.default;
      ctx.report({
        messageId: 'ignored',
        file: f.file,
        range: ctx.doc.frontmatter?.keyRanges.get(field)?.key ?? f.rangeOf(field),
        data: { field, readers: readers.join(', '), ignorers: ignorers.join(', '), effect: ctx.locale === 'zh-CN' ? effect.zh : effect.en },
        facts: { field, ignoredBy: ignorers.join(',') },
      });
    }
  },
};

const EFFECTS: Record<string, { en: string; zh: string }> = {
  when_to_use: { en: 'its trigger text is missing from the listing', zh: '其中的触发说明不会出现在技能列表中' },
  'disable-model-invocation': { en: 'the model may load the skill on its own', zh: '模型可能自行加载此技能' },
  'user-invocable': { en: 'the skill still shows as a command', zh: '技能仍会显示为命令' },
  context: { en: 'it runs in the main conversation', zh: '它在主对话中运行' },
  agent: { en: 'no sub-agent runs it', zh: '不会由子 agent 运行' },
  hooks: { en: 'its hooks never run', zh: '其钩子永远不会运行' },
  paths: { en: 'it is offered for every file', zh: '它对所有文件都可用' },
  default: { en: 'it has no effect', zh: '它不起作用' },
};
