/**
 * `skilltree/layer-prefix` (docs/features.md F5, seed 002 「分类判定」 and 「SKILL.md 必须包含的字段」): the
 * name's `l1-`/`l2-`/`l3-` prefix and `layer:` say the same layer. A mismatch, a prefix
 * without `layer:`, a `layer:` without a prefix, or a `layer:` that is not 1, 2 or 3.
 * The name is what other skills depend on, so the safe fix makes `layer:` follow the
 * prefix; renaming (which also means renaming the folder) is only suggested.
 */
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';

type FixOf = NonNullable<ReportDescriptor['fix']>;

export const rule: Rule = {
  meta: {
    id: 'skilltree/layer-prefix',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'error',
    profiles: ['skilltree'],
    description: { en: 'The `l1-`/`l2-`/`l3-` name prefix and `layer:` name the same layer.', zh: '名称前缀 `l1-`/`l2-`/`l3-` 与 `layer:` 指向同一层级。' },
    fixable: 'safe',
    messages: {
      mismatch: {
        en: 'The name `{name}` says L{prefix} but `layer: {layer}` says L{layer}; other skills and the index read both. Set `layer: {prefix}`, or rename the skill to `{renamed}`.',
        zh: '名称 `{name}` 表示 L{prefix}，而 `layer: {layer}` 表示 L{layer}；其他技能和索引会同时读取两者。请改为 `layer: {prefix}`，或把技能改名为 `{renamed}`。',
      },
      missingLayer: {
        en: 'The name `{name}` says L{prefix} but the frontmatter has no `layer:`; the Skill Tree registers the layer from it. Add `layer: {prefix}`.',
        zh: '名称 `{name}` 表示 L{prefix}，但 frontmatter 没有 `layer:`；Skill Tree 按它登记层级。请添加 `layer: {prefix}`。',
      },
      missingPrefix: {
        en: '`layer: {layer}` is set but the name `{name}` has no `l{layer}-` prefix; Skill Tree names carry their layer. Rename the skill (and its folder) to `{renamed}`.',
        zh: '已设置 `layer: {layer}`，但名称 `{name}` 没有 `l{layer}-` 前缀；Skill Tree 的名称带有层级。请把技能（及其文件夹）改名为 `{renamed}`。',
      },
      badLayer: {
        en: '`layer: {value}` is not a Skill Tree layer; use 1 (atomic), 2 (composite) or 3 (scenario).',
        zh: '`layer: {value}` 不是 Skill Tree 的层级；请使用 1（原子）、2（复合）或 3（场景）。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    const fm = ctx.doc.frontmatter;
    if (!fm || !facts.name) return;
    const file = ctx.doc.skillFileName ?? 'SKILL.md';
    const name = facts.name;
    const bare = name.replace(/^l[123]-/, '');
    const nameRange = facts.nameRange ?? fm.keyRanges.get('name')?.key;
    const setLayer = (layer: number): FixOf | undefined =>
      facts.layerRange
        ? { safe: true, title: { en: `Set layer: ${layer}`, zh: `改为 layer: ${layer}` }, edits: [{ file, range: facts.layerRange, newText: String(layer) }] }
        : undefined;
    const rename = (layer: number): FixOf | undefined =>
      nameRange
        ? {
            safe: false,
            title: { en: `Rename to l${layer}-${bare}`, zh: `改名为 l${layer}-${bare}` },
            edits: [{ file, range: nameRange, newText: `l${layer}-${bare}` }],
          }
        : undefined;

    if (facts.invalidLayer !== undefined && facts.layerRange) {
      const fix = facts.prefixLayer ? setLayer(facts.prefixLayer) : undefined;
      ctx.report({ messageId: 'badLayer', file, range: facts.layerRange, data: { value: facts.invalidLayer }, fix });
      return;
    }
    if (facts.layer !== undefined && facts.prefixLayer !== undefined && facts.layer !== facts.prefixLayer && facts.layerRange) {
      const suggestion = rename(facts.layer);
      ctx.report({
        messageId: 'mismatch',
        file,
        range: facts.layerRange,
        data: { name, prefix: facts.prefixLayer, layer: facts.layer, renamed: `l${facts.layer}-${bare}` },
        facts: { prefix: facts.prefixLayer, layer: facts.layer },
        fix: setLayer(facts.prefixLayer),
        suggestions: suggestion ? [suggestion] : undefined,
      });
      return;
    }
    if (!facts.hasLayerKey && facts.prefixLayer !== undefined && nameRange) {
      const nameLine = fm.keyRanges.get('name')!.key.start.line;
      const at = { line: nameLine + 1, column: 1 };
      ctx.report({
        messageId: 'missingLayer',
        file,
        range: nameRange,
        data: { name, prefix: facts.prefixLayer },
        fix: {
          safe: true,
          title: { en: `Add layer: ${facts.prefixLayer}`, zh: `添加 layer: ${facts.prefixLayer}` },
          edits: [{ file, range: { start: at, end: at }, newText: `layer: ${facts.prefixLayer}\n` }],
        },
      });
      return;
    }
    if (facts.layer !== undefined && facts.prefixLayer === undefined && nameRange) {
      const suggestion = rename(facts.layer);
      ctx.report({
        messageId: 'missingPrefix',
        file,
        range: nameRange,
        data: { name, layer: facts.layer, renamed: `l${facts.layer}-${bare}` },
        suggestions: suggestion ? [suggestion] : undefined,
      });
    }
  },
};
