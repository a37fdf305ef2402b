/**
 * `metis/name-format` (iron rule #1, seed 003: "Skill 名称必须为小写字母+连字符 — 如
 * skill-analyzer，禁用中文、大写、下划线"): the `name` is lowercase letters, digits and
 * single hyphens. The checks are SkillOps's (`nameChecks`, `normaliseName`); in the
 * metis profile this rule reports them with the iron rule, and `skillops/name-format`
 * keeps only its other checks (type, length). The fix is the seed's conflict template,
 * "自动转换为 [小写名称]。可以吗？": offered, not applied without asking.
 */
import type { Rule } from '../../rules/types.ts';
import { nameChecks } from '../skillops/frontmatter-checks.ts';
import { normaliseName } from '../skillops/name-format.ts';
import { keyRange, skillMdName } from '../skillops/shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'metis/name-format',
    module: 'Metis',
    dimension: 'dim1',
    defaultSeverity: 'error',
    profiles: ['metis'],
    ironRule: 1,
    description: {
      en: 'Iron rule #1: a metis skill name is lowercase letters and hyphens (no Chinese, capitals or underscores).',
      zh: '铁律 #1：metis 技能名称必须为小写字母+连字符（禁用中文、大写、下划线）。',
    },
    fixable: 'suggestion',
    messages: {
      format: {
        en: '⛔ Iron rule #1: the skill name "{name}" must be lowercase letters and hyphens (no Chinese, capitals, underscores or stray hyphens). Convert it to `{suggested}`?',
        zh: '⛔ 铁律 #1：技能名称“{name}”必须为小写字母+连字符（禁用中文、大写、下划线和多余的连字符）。自动转换为 `{suggested}`，可以吗？',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const { data } = frontmatterData(doc);
    if (!data || typeof data.name !== 'string' || !data.name.trim()) return;
    const name = data.name;
    const c = nameChecks(name, doc.folderName);
    if (c.charset && c.hyphens) return;
    const file = skillMdName(doc);
    const range = keyRange(doc, 'name');
    const suggested = normaliseName(name) || normaliseName(doc.folderName) || 'my-skill';
    const hasValue = doc.frontmatter?.keyRanges.get('name')?.value !== undefined;
    ctx.report({
      messageId: 'format',
      data: { name, suggested },
      file,
      range,
      fix:
        hasValue && suggested !== name
          ? { safe: false, title: { en: `Rename to \`${suggested}\``, zh: `改名为 \`${suggested}\`` }, edits: [{ file, range, newText: suggested }] }
          : undefined,
    });
  },
};
