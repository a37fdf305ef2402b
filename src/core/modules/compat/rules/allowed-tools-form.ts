/**
 * `compat/allowed-tools-form` (docs/features.md H10): `allowed-tools` written as a YAML list.
 * The Agent Skills spec defines it as a space-delimited string, and `gh skill publish`
 * refuses the list form with "allowed-tools must be a string (space-delimited), not an
 * array" (cli/cli pkg/cmd/skills/publish/publish.go). Claude Code accepts both, which
 * is why the list form spreads. The suggested fix joins the entries with spaces when
 * none of them holds a space itself (`Bash(git log:*)` would be split in two).
 */
import type { Rule } from '../../../rules/types.ts';
import { skillFacts } from '../facts.ts';

export const rule: Rule = {
  meta: {
    id: 'compat/allowed-tools-form',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: '`allowed-tools` is a space-delimited string, not a YAML list.', zh: '`allowed-tools` 是空格分隔的字符串，而不是 YAML 列表。' },
    fixable: 'suggestion',
    messages: {
      list: {
        en: '`allowed-tools` is a YAML list; the Agent Skills spec makes it a space-delimited string and `gh skill publish` rejects the list ("must be a string (space-delimited), not an array"). Write `allowed-tools: {joined}`.',
        zh: '`allowed-tools` 是 YAML 列表；Agent Skills 规范规定它是空格分隔的字符串，`gh skill publish` 会拒绝列表（“必须是空格分隔的字符串，而不是数组”）。请写成 `allowed-tools: {joined}`。',
      },
    },
  },
  check(ctx) {
    const f = skillFacts(ctx.doc);
    const list = f.allowedToolsList;
    if (!list) return;
    const entries = list.map((e) => (typeof e === 'string' ? e.trim() : String(e)));
    const joined = entries.join(' ');
    const where = ctx.doc.frontmatter?.keyRanges.get('allowed-tools');
    const canJoin = entries.length > 0 && entries.every((e) => e && !/\s/.test(e) && !/[:#'"{}[\],&*!|>%@`]/.test(e)) && where?.value !== undefined;
    const fix = canJoin
      ? {
          safe: false,
          title: { en: 'Write `allowed-tools` as a space-delimited string', zh: '把 `allowed-tools` 写成空格分隔的字符串' },
          // A block list's range runs to the start of the next line: keep that line break.
          edits: [
            {
              file: f.file,
              range: { start: where!.key.end, end: where!.value!.end },
              newText: `: ${joined}${where!.value!.end.column === 1 && where!.value!.end.line > where!.key.end.line ? '\n' : ''}`,
            },
          ],
        }
      : undefined;
    ctx.report({
      messageId: 'list',
      file: f.file,
      range: where?.key ?? f.rangeOf('allowed-tools'),
      data: { joined: joined || 'Read Grep' },
      ...(fix ? { fix, suggestions: [fix] } : {}),
      facts: { runtime: 'gh-skill' },
    });
  },
};
