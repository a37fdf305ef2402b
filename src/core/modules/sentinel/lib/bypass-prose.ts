/**
 * An approvals-off switch that prose only names (sentinel/agent-config): "有些教程推荐
 * `approval_policy = "never"` …", a table row "| `sandbox_mode = "danger-full-access"` | no
 * sandbox at all |", a threat model's "Skill sets `bypassPermissions`", a policy's "if it contains
 * `approval_policy = "never"`, refuse". Security and configuration guides name these switches to
 * warn about them.
 *
 * Counted still: an order before it in its sentence ("Start the session with
 * `--dangerously-skip-permissions`", "run: `codex exec … --dangerously-bypass-approvals-and-sandbox`"),
 * a whole agent command line in inline code (`claude --dangerously-skip-permissions`), and every
 * code block, script and configuration file.
 */
import { inInlineCode } from '../dynamic-exec.ts';
import type { Segment, SentinelFile } from '../view.ts';
import { IMPERATIVE, NEEDS, sentenceBefore } from './defence-lines.ts';

/** An agent's command line: the switch is then part of a command to run. */
const AGENT_COMMAND = /^\s*(?:claude|codex|cursor-agent|cursor|gemini|aider|opencode|amp|goose|qwen|kiro|copilot|npx\s+\S+)\b/;

export function bypassNamed(sf: SentinelFile, seg: Segment, start: number): boolean {
  if ((sf.role !== 'skill' && sf.role !== 'markdown') || seg.kind !== 'prose') return false;
  const text = sf.info.text;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const row = /^\s*\|/.test(text.slice(ls, start));
  if (!row && !inInlineCode(text, start)) return false;
  const open = text.lastIndexOf('`', start - 1);
  if (open >= ls && AGENT_COMMAND.test(text.slice(open + 1, start))) return false;
  const before = row
    ? (text
        .slice(ls, start)
        .split(/(?<!\\)\|/)
        .pop() ?? '')
    : sentenceBefore(text, seg, start);
  const said = before.replace(/`[^`\n]*`/g, ' ').replace(/`[^`\n]*$/, ' ');
  return !IMPERATIVE.test(said) && !NEEDS.test(said);
}
