/**
 * `skillops/yaml-error`: the frontmatter is not valid YAML under a strict parser
 * (duplicate keys, bad indentation, a `: ` inside an unquoted value …). Strict
 * loaders (PyYAML, strictyaml, Codex) then skip the skill; lenient ones guess.
 *
 * The most common real-world cause is an unquoted value containing `: `
 * (`description: Use when: …`). When the error sits on such a value, the finding
 * carries the YAML-portability fix (quote the value, or fold a multi-line one),
 * which `luban fix` applies; the other errors only say what the parser said.
 */
import type { Rule } from '../../rules/types.ts';
import { problemsOf } from './shared.ts';
import { scalarIssues, type ScalarIssue } from '../../skill/yaml-scalars.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/yaml-error',
    module: 'SkillOps',
    dimension: 'dim1',
    defaultSeverity: 'error',
    description: { en: 'Frontmatter is valid YAML.', zh: 'frontmatter 必须是合法的 YAML。' },
    fixable: 'safe',
    messages: {
      error: {
        en: 'Invalid YAML in the frontmatter of {file}: {detail}. Strict loaders skip this skill; fix the YAML (quote values that contain `:` or `#`).',
        zh: '{file} 的 frontmatter 不是合法的 YAML：{detail}。严格的加载器会跳过此技能；请修正 YAML（含 `:` 或 `#` 的值要加引号）。',
      },
      unquoted: {
        en: 'Invalid YAML in the frontmatter of {file}: the value of `{key}` is unquoted and contains `{char}`, which YAML reads as structure ({detail}). Quote the value.',
        zh: '{file} 的 frontmatter 不是合法的 YAML：`{key}` 的值没有加引号，且包含 `{char}`，YAML 会把它当作语法结构（{detail}）。请给该值加引号。',
      },
    },
  },
  check(ctx) {
    const issues = scalarIssues(ctx.doc);
    const used = new Set<ScalarIssue>();
    for (const p of problemsOf(ctx.doc, 'yaml-error')) {
      const line = p.range.start.line;
      const issue = issues.find((i) => line >= i.startLine && line <= i.endLine);
      if (!issue) {
        ctx.report({ messageId: 'error', data: { file: p.file, detail: p.detail }, file: p.file, range: p.range });
        continue;
      }
      if (used.has(issue)) continue; // one finding per unquoted value, however many errors it caused
      used.add(issue);
      ctx.report({
        messageId: 'unquoted',
        data: { file: p.file, key: issue.key, char: issue.detail.trim() || issue.detail, detail: p.detail },
        file: p.file,
        range: issue.range,
        fix: {
          safe: issue.safe,
          title: issue.newText.startsWith('>-')
            ? { en: `Fold the value of \`${issue.key}\` into a block scalar`, zh: `把 \`${issue.key}\` 的值改写为折叠块标量` }
            : { en: `Quote the value of \`${issue.key}\``, zh: `给 \`${issue.key}\` 的值加引号` },
          edits: [{ file: p.file, range: issue.range, newText: issue.newText }],
        },
        facts: { key: issue.key, kind: issue.kind },
      });
    }
  },
};
