/**
 * Reading an agent session transcript (docs/features.md E1: "a Claude Code / Codex session
 * transcript JSONL can be given and is read, never executed"). From it EvoSkill takes
 * the seed's failure context (Step 1 捕获失败上下文): the person's instruction, the
 * parameters the skill was called with, and the output or error; and whether the
 * session loaded the skill at all (a missed trigger, 触发词遗漏).
 *
 * Two formats, told apart line by line:
 *
 * - Claude Code (`~/.claude/projects/…/<session>.jsonl`): `{"type":"user"|"assistant",
 *   "message":{"role","content": string | [{type:"text"} | {type:"tool_use",name,input}
 *   | {type:"tool_result",content,is_error}]}}`; the skill is loaded by the `Skill`
 *   tool (`input.skill` or `input.command`) or by reading its SKILL.md.
 * - Codex (`~/.codex/sessions/…/rollout-*.jsonl`): `{"type":"response_item","payload":
 *   {"type":"message","role","content":[{type:"input_text"|"output_text",text}]} |
 *   {"type":"function_call",name,arguments} | {"type":"function_call_output",output}}`,
 *   also the older unwrapped form (the payload at the top level); the skill is loaded
 *   by a command that reads its SKILL.md.
 *
 * Nothing in the transcript is run or followed. Lines that are not JSON are counted and
 * reported with their numbers; the rest is still read.
 */
export type TranscriptFormat = 'claude-code' | 'codex';

export interface TranscriptProblem {
  line: number;
  detail: string;
}

export interface Transcript {
  format: TranscriptFormat;
  /** The person's first real instruction (not tool results, not injected context). */
  instruction: string;
  /** Every real instruction, in order. */
  instructions: string[];
  /** The agent's last text reply. */
  output: string;
  /** The last tool error (a failed command, an is_error result), if any. */
  error: string;
  /** The arguments of the call that loaded the skill (Skill tool input), JSON text. */
  parameters: string;
  /** Whether the session loaded the skill named in `skill` (undefined when no skill was asked about). */
  skillInvoked?: boolean;
  problems: TranscriptProblem[];
}

export class TranscriptError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Text the runtime injects as a user turn (context, command wrappers), not the person's words. */
const INJECTED =
  /^\s*<(?:environment_context|user_instructions|command-name|command-message|command-args|local-command-stdout|system-reminder|user-prompt-submit-hook)\b|^\s*Caveat: The messages below were generated|^\s*#\s*AGENTS\.md instructions/;

interface Event {
  kind: 'user' | 'assistant' | 'tool-call' | 'tool-result';
  text: string;
  isError?: boolean;
  /** tool-call: tool name and its arguments as text. */
  name?: string;
  args?: string;
}

function textOfContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((c) => (isObj(c) && (c.type === 'text' || c.type === 'input_text' || c.type === 'output_text') ? str(c.text) : typeof c === 'string' ? c : ''))
    .filter(Boolean)
    .join('\n');
}

function claudeEvents(v: Obj): Event[] | undefined {
  if ((v.type !== 'user' && v.type !== 'assistant') || !isObj(v.message)) return undefined;
  if (v.isMeta === true) return [];
  const msg = v.message;
  const role = v.type;
  const out: Event[] = [];
  if (typeof msg.content === 'string') {
    out.push({ kind: role, text: msg.content });
    return out;
  }
  if (!Array.isArray(msg.content)) return out;
  const texts: string[] = [];
  for (const c of msg.content) {
    if (!isObj(c)) continue;
    if (c.type === 'text') texts.push(str(c.text));
    else if (c.type === 'tool_use') out.push({ kind: 'tool-call', text: '', name: str(c.name), args: JSON.stringify(c.input ?? {}) });
    else if (c.type === 'tool_result') out.push({ kind: 'tool-result', text: textOfContent(c.content), isError: c.is_error === true });
  }
  if (texts.length) out.unshift({ kind: role, text: texts.join('\n') });
  return out;
}

function codexItem(p: Obj): Event[] | undefined {
  if (p.type === 'message' && (p.role === 'user' || p.role === 'assistant')) return [{ kind: p.role, text: textOfContent(p.content) }];
  if (p.type === 'message') return [];
  if (p.type === 'function_call' || p.type === 'local_shell_call' || p.type === 'custom_tool_call') {
    const args = typeof p.arguments === 'string' ? p.arguments : JSON.stringify(p.arguments ?? p.action ?? p.input ?? {});
    return [{ kind: 'tool-call', text: '', name: str(p.name) || String(p.type), args }];
  }
  if (p.type === 'function_call_output' || p.type === 'custom_tool_call_output') {
    let text = typeof p.output === 'string' ? p.output : JSON.stringify(p.output ?? '');
    let isError = false;
    // The shell tool's output is itself JSON: {"output": "...", "metadata": {"exit_code": 1}}.
    try {
      const inner = JSON.parse(text) as unknown;
      if (isObj(inner)) {
        if (typeof inner.output === 'string') text = inner.output;
        const code = isObj(inner.metadata) ? inner.metadata.exit_code : undefined;
        isError = typeof code === 'number' && code !== 0;
      }
    } catch {
      /* plain text output */
    }
    if (/^Exit code:\s*[1-9]/m.test(text) || /\bProcess exited with code [1-9]/.test(text)) isError = true;
    return [{ kind: 'tool-result', text, isError }];
  }
  if (p.type === 'reasoning') return [];
  return undefined;
}

function codexEvents(v: Obj): Event[] | undefined {
  if (v.type === 'response_item' && isObj(v.payload)) return codexItem(v.payload) ?? [];
  if (v.type === 'session_meta' || v.type === 'turn_context' || v.type === 'event_msg' || v.type === 'compacted') return [];
  // The older form: items at the top level, a first line with id + timestamp (+ instructions).
  const item = codexItem(v);
  if (item) return item;
  if (typeof v.id === 'string' && typeof v.timestamp === 'string' && !('type' in v)) return [];
  if (v.record_type === 'state') return [];
  return undefined;
}

/** Whether a tool call loads the skill `name` (folder name) whose SKILL.md sits at `…/<folder>/SKILL.md`. */
function loadsSkill(e: Event, names: readonly string[]): boolean {
  if (e.kind !== 'tool-call') return false;
  const args = e.args ?? '';
  if (/^skill$/i.test(e.name ?? '')) {
    try {
      const input = JSON.parse(args) as unknown;
      if (isObj(input)) {
        const asked = str(input.skill) || str(input.command) || str(input.name);
        const bare = asked.replace(/^\//, '').split(/[:\s]/).pop() ?? '';
        if (names.some((n) => n === asked || n === bare)) return true;
      }
    } catch {
      /* not JSON: fall through to the path test */
    }
  }
  return names.some((n) => new RegExp(`(?:^|[\\\\/"'\\s])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]+(?:SKILL|skill)\\.md`).test(args));
}

/**
 * Parse a transcript's text. `skillNames` (the skill's folder name and frontmatter
 * name) decide `skillInvoked`. Throws TranscriptError when no line is of either
 * format (the person gave the wrong file).
 */
export function parseTranscript(text: string, skillNames: readonly string[] = []): Transcript {
  const problems: TranscriptProblem[] = [];
  const events: Event[] = [];
  let claude = 0;
  let codex = 0;
  text
    .replace(/^\ufeff/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      let v: unknown;
      try {
        v = JSON.parse(raw);
      } catch {
        problems.push({ line: i + 1, detail: 'not valid JSON' });
        return;
      }
      if (!isObj(v)) {
        problems.push({ line: i + 1, detail: 'not a JSON object' });
        return;
      }
      const c = claudeEvents(v);
      if (c) {
        claude++;
        events.push(...c);
        return;
      }
      const x = codexEvents(v);
      if (x) {
        codex++;
        events.push(...x);
        return;
      }
      // Other Claude Code records (summary, system, file-history-snapshot…) carry no turn.
      if (typeof v.type === 'string' && ('sessionId' in v || 'uuid' in v || v.type === 'summary')) {
        claude++;
        return;
      }
    });
  if (claude === 0 && codex === 0) {
    throw new TranscriptError(
      problems.length
        ? `no line is a Claude Code or Codex transcript record (${problems.length} lines are not JSON)`
        : 'no line is a Claude Code or Codex transcript record',
    );
  }
  const instructions = events.filter((e) => e.kind === 'user' && e.text.trim() && !INJECTED.test(e.text)).map((e) => e.text.trim());
  const replies = events.filter((e) => e.kind === 'assistant' && e.text.trim());
  const errors = events.filter((e) => e.kind === 'tool-result' && e.isError && e.text.trim());
  const skillCall = skillNames.length ? events.find((e) => loadsSkill(e, skillNames)) : undefined;
  return {
    format: codex > claude ? 'codex' : 'claude-code',
    instruction: instructions[0] ?? '',
    instructions,
    output: replies.length ? replies[replies.length - 1].text.trim() : '',
    error: errors.length ? errors[errors.length - 1].text.trim() : '',
    parameters: skillCall?.name && /^skill$/i.test(skillCall.name) ? (skillCall.args ?? '') : '',
    skillInvoked: skillNames.length ? skillCall !== undefined : undefined,
    problems,
  };
}
