/**
 * `skillops/yaml-portability`: an unquoted frontmatter value that this YAML parser
 * accepts but another rejects or reads differently — a value starting with a YAML
 * indicator (`&anchor text` loses `&anchor`, `!tag text` loses the tag, `[x] y`),
 * a `#` glued to text that silently truncates the value (`Issue #12` → `Issue`), or
 * a `: ` that only lenient loaders tolerate. Values whose problem already broke
 * strict parsing are reported (with the same fix) by `skillops/yaml-error` (or
 * `skillops/yaml-warning`).
 *
 * The fix rewrites exactly the value as a double-quoted scalar, or a `>-` folded
 * block for multi-line values, so that parsing gives the intended string. It is safe
 * (applied by `luban fix`) unless the intended text is a guess.
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf, skillMdName } from './shared.ts';
import { scalarIssues } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/yaml-portability',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: {
      en: 'Frontmatter values read the same in every YAML parser (quote values with `: `, ` #` or a leading indicator).',
      zh: 'frontmatter 的值在所有 YAML 解析器中读法一致（含 `: `、` #` 或以指示符开头的值要加引号）。',
    },
    fixable: 'safe',
    messages: {
      colon: {
        en: 'The value of `{key}` is unquoted and contains `: `; lenient loaders accept it, strict ones (PyYAML, Codex) reject the whole frontmatter. Quote it.',
        zh: '`{key}` 的值没有加引号且包含 `: `；宽松的加载器能读，严格的（PyYAML、Codex）会拒绝整个 frontmatter。请加引号。',
      },
      indicator: {
        en: 'The value of `{key}` starts with `{char}`, which YAML reads as syntax, not text; parsers disagree on what is left. Quote it.',
        zh: '`{key}` 的值以 `{char}` 开头，YAML 会把它当作语法而不是文本，不同解析器读出的结果不一致。请加引号。',
      },
      comment: {
        en: 'The value of `{key}` contains ` #`, which starts a YAML comment: everything from `#` on is dropped (it reads as "{parsed}"). Quote the value if the `#` is text.',
        zh: '`{key}` 的值包含 ` #`，YAML 从 `#` 起视为注释并丢弃（实际读到的是“{parsed}”）。如果 `#` 是正文，请给值加引号。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const errorLines = [...problemsOf(doc, 'yaml-error'), ...problemsOf(doc, 'yaml-warning')].map((p) => p.range.start.line);
    for (const issue of scalarIssues(doc)) {
      if (errorLines.some((l) => l >= issue.startLine && l <= issue.endLine)) continue; // reported as a YAML error or warning
      const parsed = issue.intended.replace(/\s+#.*$/s, '');
      const file = skillMdName(doc);
      ctx.report({
        messageId: issue.kind,
        data: { key: issue.key, char: issue.detail.trim() || issue.detail, parsed },
        file,
        range: issue.range,
        fix: {
          safe: issue.safe,
          title: issue.newText.startsWith('>-')
            ? { en: `Fold the value of \`${issue.key}\` into a block scalar`, zh: `把 \`${issue.key}\` 的值改写为折叠块标量` }
            : { en: `Quote the value of \`${issue.key}\``, zh: `给 \`${issue.key}\` 的值加引号` },
          edits: [{ file, range: issue.range, newText: issue.newText }],
        },
        facts: { key: issue.key, kind: issue.kind },
      });
    }
  },
};
