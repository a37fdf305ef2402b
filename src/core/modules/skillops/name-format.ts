/**
 * `skillops/name-format`: the `name` breaks the Agent Skills rules — a string of 1–64
 * characters, only `a-z`, `0-9` and `-`, not starting or ending with a hyphen, no
 * `--` (corpus: ComposioHQ `-21risk-automation`, which shell tools also read as a
 * flag). One finding per broken rule, on the value. In the metis profile the character
 * and hyphen checks are `metis/name-format`'s (iron rule #1), so they are not reported twice.
 */
import type { Rule } from '../../rules/types.ts';
import { NAME_MAX, charLength, nameChecks } from './frontmatter-checks.ts';
import { keyRange, skillMdName } from './shared.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/name-format',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: {
      en: '`name` is 1–64 characters of `a-z`, `0-9` and `-`, without leading, trailing or double hyphens.',
      zh: '`name` 为 1–64 个字符，只含 `a-z`、`0-9` 和 `-`，不能以连字符开头或结尾，不能有连续连字符。',
    },
    fixable: 'suggestion',
    messages: {
      notString: {
        en: '`name` must be a string (got {type}). Write it as `name: my-skill`.',
        zh: '`name` 必须是字符串（实际是 {type}）。请写成 `name: my-skill`。',
      },
      empty: { en: '`name` is empty. Give the skill a name such as `{suggested}`.', zh: '`name` 为空。请为技能命名，例如 `{suggested}`。' },
      tooLong: { en: '`name` is {length} characters long; the limit is {max}. Shorten it.', zh: '`name` 长 {length} 个字符，上限为 {max}。请缩短。' },
      charset: {
        en: '`name` "{name}" may only contain lowercase letters, digits and hyphens (a-z, 0-9, -). Try `{suggested}`.',
        zh: '`name` “{name}” 只能包含小写字母、数字和连字符（a-z、0-9、-）。可改为 `{suggested}`。',
      },
      hyphens: {
        en: '`name` "{name}" must not start or end with a hyphen or contain `--` (shell tools read a leading hyphen as an option). Try `{suggested}`.',
        zh: '`name` “{name}” 不能以连字符开头或结尾，也不能包含 `--`（以连字符开头会被命令行工具当作选项）。可改为 `{suggested}`。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const { data } = frontmatterData(doc);
    if (!data || data.name === undefined || data.name === null) return;
    const name = data.name;
    const file = skillMdName(doc);
    const range = keyRange(doc, 'name');
    const c = nameChecks(name, doc.folderName);
    if (!c.isString) {
      ctx.report({ messageId: 'notString', data: { type: Array.isArray(name) ? 'a list' : typeof name }, file, range });
      return;
    }
    const s = name as string;
    const suggested = normaliseName(s) || normaliseName(doc.folderName) || 'my-skill';
    const fix = (valueText: string) =>
      doc.frontmatter?.keyRanges.get('name')?.value
        ? {
            safe: false,
            title: { en: `Rename to \`${valueText}\``, zh: `改名为 \`${valueText}\`` },
            edits: [{ file, range, newText: valueText }],
          }
        : undefined;
    if (!c.nonEmpty) {
      ctx.report({ messageId: 'empty', data: { suggested }, file, range });
      return;
    }
    if (!c.length)
      ctx.report({
        messageId: 'tooLong',
        data: { length: charLength(s), max: NAME_MAX },
        file,
        range,
        fix: fix(suggested.slice(0, NAME_MAX).replace(/-+$/, '')),
      });
    if (ctx.profile === 'metis') return; // metis/name-format reports charset and hyphens (iron rule #1)
    if (!c.charset) ctx.report({ messageId: 'charset', data: { name: s, suggested }, file, range, fix: suggested !== s ? fix(suggested) : undefined });
    else if (!c.hyphens) ctx.report({ messageId: 'hyphens', data: { name: s, suggested }, file, range, fix: suggested !== s ? fix(suggested) : undefined });
  },
};

/** A valid name derived from any text: lowercase, runs of other characters become one hyphen. */
export function normaliseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_MAX)
    .replace(/-+$/, '');
}
