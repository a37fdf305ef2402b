/**
 * sentinel/agent-config, hooks and frontmatter: the `command` values of a hooks block (a
 * download-and-run or the tool's input spliced into a shell string is an error), a hooks block
 * whose every command runs a local script, and the skill's own frontmatter (`allowed-tools`
 * with an unrestricted shell, hooks it declares). The rule: agent-config.ts.
 */
import type { SentinelCategory, Severity } from '../../rules/types.ts';
import type { Reason } from './report.ts';
import type { Segment, SentinelFile, SentinelView } from './view.ts';
import { commandAllowed } from './lib/hook-tools.ts';

/** A hooks block stands before a `command` value: a hook event key or a `hooks` key (used by unpinned-code.ts too). */
export const HOOK_CONTEXT =
  /["'](?:SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact|Notification|Stop)["']\s*:|["']hooks["']\s*:|^\s*(?:SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact)\s*:|\.hooks\.(?:SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact|Stop|Notification)\b/m;
/** A `command` value in JSON (`"command": "…"`, escaped quotes allowed) or YAML (`command: …`); group 1/2/3: the value. */
const COMMAND_VALUE = /["']?\bcommand["']?\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'|([^\s"'#{[,][^\n]*))/g;
/** A command that downloads and runs code. */
const FETCH_RUN =
  /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh|powershell|iex|Invoke-Expression)\b(?!\s+-[a-zA-Z]*[cemnr]\b|\s+-m\s)|\b(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|source|eval)\s+(?:-c\s+)?\\?["']?(?:\$\(|<\(|\x60)\s*(?:curl|wget)\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,20}?\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b/i;
/** The tool's input spliced into the command string. */
const TOOL_INPUT = /\$\{\s*tool\.(?:params|input|args|arguments)\b|\$\{?(?:CLAUDE_)?TOOL_INPUT\b|\{\{\s*tool[._](?:input|params)\b/;

const ALLOWED_TOOLS = /^allowed-tools\s*:/m;

export const clip = (s: string, n = 70): string => {
  // Shown inside inline code in the message: no backticks of its own.
  const t = s.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 3)}…` : t;
};

export interface ReportOptions {
  category?: SentinelCategory;
  /** A config block (JSON/TOML settings): not lowered as a code sample of a reference document. */
  config?: boolean;
  reason?: Reason;
}
export type Report = (
  sf: SentinelFile,
  seg: Segment,
  start: number,
  end: number,
  messageId: string,
  base: Severity,
  data: Record<string, string>,
  opts?: ReportOptions,
) => void;

/**
 * The `command` values of a hooks block in [from, to): one that downloads and runs code,
 * or splices the tool's input into the shell string, is an error.
 */
export function hookCommands(sf: SentinelFile, seg: Segment, from: number, to: number, report: Report): void {
  const full = sf.info.text;
  const block = full.slice(from, to);
  COMMAND_VALUE.lastIndex = 0;
  for (let m = COMMAND_VALUE.exec(block); m; m = COMMAND_VALUE.exec(block)) {
    const value = m[1] ?? m[2] ?? m[3] ?? '';
    const start = from + m.index;
    const end = start + m[0].length;
    const data = { cmd: clip(value.replace(/\\"/g, '"')) };
    if (FETCH_RUN.test(value)) report(sf, seg, start, end, 'hookDownload', 'error', data, { config: true, category: 'malicious-command' });
    if (TOOL_INPUT.test(value)) report(sf, seg, start, end, 'hookInjection', 'error', data, { config: true, category: 'malicious-command' });
  }
}

/** `allowed-tools` with an unrestricted shell; hooks declared by the skill itself. */
export function frontmatter(sf: SentinelFile, seg: Segment, from: number, text: string, report: Report): void {
  const full = sf.info.text;
  const key = ALLOWED_TOOLS.exec(text);
  if (key) {
    // The value: the rest of the line plus indented continuation lines (a YAML list).
    const vStart = from + key.index + key[0].length;
    let vEnd = full.indexOf('\n', vStart);
    if (vEnd < 0 || vEnd > seg.end) vEnd = seg.end;
    while (vEnd < seg.end && /^\n[ \t]+\S|^\n\s*-\s/.test(full.slice(vEnd, vEnd + 4))) {
      const next = full.indexOf('\n', vEnd + 1);
      vEnd = next < 0 || next > seg.end ? seg.end : next;
    }
    const value = full.slice(vStart, vEnd);
    const entries = value
      .replace(/^[\s[]+|[\s\]]+$/g, '')
      .split(/,|\n\s*-\s*|\s+(?=[A-Z*][\w*]*(?:\(|,|\s|$))/)
      .map((e) => e.trim().replace(/^["']|["']$/g, ''))
      .filter(Boolean);
    const wildcard = entries.find((e) => /^(?:\*|Bash\(\s*\*\s*\)|Bash\(\*:\*\)|Bash\(:\*\)|Shell\(\s*\*\s*\))$/.test(e));
    const bare = entries.find((e) => /^(?:Bash|Shell)$/.test(e));
    const hit = wildcard ?? bare;
    if (hit) {
      const rel = value.indexOf(hit);
      const start = rel >= 0 ? vStart + rel : vStart;
      report(sf, seg, start, start + hit.length, 'allowedTools', wildcard ? 'warning' : 'info', { cmd: hit });
    }
  }
  const hooks = /^hooks\s*:/m.exec(text);
  if (hooks) {
    const events = [
      ...full
        .slice(from + hooks.index, seg.end)
        .matchAll(/\b(SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact|Stop|Notification)\b/g),
    ].map((m) => m[1]);
    const start = from + hooks.index;
    report(sf, seg, start, start + 5, 'skillHooks', 'info', { cmd: [...new Set(events)].join(', ') || 'hooks' });
    // The skill's own hooks still must not download code or splice tool input into a shell.
    hookCommands(sf, seg, start, seg.end, report);
  }
}

/**
 * Every `command` of a hooks block runs a local script (`./skills/x/hook.sh`,
 * `"$CLAUDE_PROJECT_DIR"/.claude/hooks/x.sh`, `python3 .claude/hooks/x.py`) or only formats,
 * lints or tests the project, reads git's state or notifies (lib/hook-tools.ts).
 */
export function localHooks(block: string): boolean {
  let n = 0;
  COMMAND_VALUE.lastIndex = 0;
  for (let m = COMMAND_VALUE.exec(block); m; m = COMMAND_VALUE.exec(block)) {
    const value = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\"/g, '"').trim();
    if (!LOCAL_HOOK.test(value) && !commandAllowed(value)) return false;
    n++;
  }
  return n > 0;
}
const LOCAL_HOOK =
  /^(?:(?:ba|z)?sh\s+|python3?\s+|node\s+|bun\s+|deno\s+run\s+)?["']?(?:\.{1,2}\/|~\/\.claude\/|\$\{?(?:CLAUDE_PROJECT_DIR|CLAUDE_PLUGIN_ROOT|HOME)\}?["']?\/|\.claude\/|scripts\/|hooks\/|skills\/)[\w./-]+["']?(?:\s+[\w.=-]+)*$/;

/** A hook event key of a settings block (`"PostToolUse": [`). */
export const HOOK_EVENT = /["'](?:SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact)["']\s*:/;
const HOOK_EVENTS = new RegExp(HOOK_EVENT.source, 'g');
const reviewableHooks = new WeakMap<SentinelView, boolean>();
/**
 * The skill ships hooks blocks and every one only runs local scripts or formats, lints, tests,
 * reads git or notifies: the prose that installs them ("adds a PostToolUse hook to
 * .claude/settings.json") installs those commands, which are shown where they lie.
 */
export function shippedHooksReviewable(view: SentinelView): boolean {
  let known = reviewableHooks.get(view);
  if (known === undefined) {
    let blocks = 0;
    known = true;
    for (const f of view.files) {
      for (const m of f.info.text.matchAll(HOOK_EVENTS)) {
        blocks++;
        if (!localHooks(f.info.text.slice(m.index, m.index + 3000))) known = false;
      }
    }
    known &&= blocks > 0;
    reviewableHooks.set(view, known);
  }
  return known;
}

/** A hook source inside the project or the skill: a relative path, not /tmp or a variable holding a download. */
const LOCAL_SOURCE =
  /^\s*(?:cp|ln|install)\b(?:\s+-\w+(?:\s+[0-7]{3,4}\b)?)*\s+["']?(?:\.{1,2}\/|(?:scripts|hooks|githooks|\.githooks|tools|bin)\/)[\w./-]+["']?\s/;
/** git pointed at a hooks folder of the repository (`git config core.hooksPath .githooks`). */
const REPO_HOOKS_PATH = /\bcore\.hooksPath\s+["']?\.?[\w-]+(?:\/[\w-]+)*\/?["']?(?:\s|$|[`;&|)])/;

/**
 * A git hook the user can read where it lies: the project's own hook file copied or linked
 * (`cp scripts/pre-commit .git/hooks/`), or git pointed at a hooks folder of the repository.
 * `cmd`: the matched command; `line`: its line.
 */
export function ownGitHook(cmd: string, line: string): boolean {
  if (/^\s*(?:cp|ln|install)\b/.test(cmd)) return LOCAL_SOURCE.test(cmd);
  // (the git command itself, up to its end: not another command of the line)
  const git = line.slice(Math.max(0, line.indexOf(cmd.trim())));
  return /^\s*git\b/.test(cmd) && REPO_HOOKS_PATH.test(git.split(/[;&|\n]/, 1)[0]);
}
