/**
 * sentinel/agent-config, allow-all policies (issue 28): a configuration the skill ships (JSON /
 * YAML / TOML files, or such a fence a document orders written into a configuration) that
 * combines two of approvals off, no sandbox, `Bash(*)`, whole-disk file access, an emptied deny list, `"disableAllHooks": true` and an MCP filesystem server
 * rooted at `/` or home is an error (`allowAll`); that MCP server alone is a warning (`mcpRoot`).
 * The rule: agent-config.ts.
 */
import { clip, type Report } from './agent-config-hooks.ts';
import { fenceInfo } from './report-detection.ts';
import { EMPHASIS, paraAfter, paraBefore, PROHIBIT } from './report-negation.ts';
import { lineBounds, type Segment, type sentinelView } from './view.ts';
import { heredocWrites } from './lib/heredoc-writes.ts';

/** The parts of an allow-all agent policy in a configuration file the skill ships. */
const POLICY_PARTS: Array<[string, RegExp]> = [
  [
    'bypass',
    /["']?defaultMode["']?\]?\s*[:=]\s*["']?bypassPermissions\b|\bapproval[_-]policy["']?\s*[:=]\s*["']?never\b|\bskipDangerousModePermissionPrompt["']?\s*[:=]\s*true\b|["']autoAccept["']\s*:\s*true\b|["']approvalMode["']\s*:\s*["']yolo["']/,
  ],
  // Gemini CLI: the sandbox off, folder trust off, the shell tool allowed without a command named
  ['no sandbox (Gemini CLI)', /["']sandbox["']\s*:\s*false\b/],
  ['folder trust off', /["']folderTrust["']\s*:\s*\{\s*["']enabled["']\s*:\s*false\b/],
  ['the shell tool allowed', /["'](?:allowed|coreTools)["']\s*:\s*\[[^\]]*["']run_shell_command["']/],
  // (with approvals off it is Codex's `--dangerously-bypass-approvals-and-sandbox`, not its sandboxed `--full-auto`)
  ['no sandbox', /\bsandbox[_-]mode["']?\s*[:=]\s*["']?danger-full-access\b/],
  ['Bash(*)', /["'](?:Bash|Shell)\(\s*\*(?::\*)?\s*\)["']|["'](?:Bash|Shell|\*)["']\s*[,\]]/],
  ['whole-disk file access', /["'](?:Read|Edit|Write|MultiEdit)\(\s*(?:\/\/\*\*|\/\*\*|~\/\*\*|\/\/|\/)\s*\)["']/],
  ['disableAllHooks', /["']?disableAllHooks["']?\s*[:=]\s*true\b/],
  // (the agent's deny list emptied — under `permissions` —: every rule that kept `rm -rf` or `.env` out is gone)
  ['an emptied deny list', /["']permissions["']\s*:\s*\{[^{}]{0,2000}?["']deny["']\s*:\s*\[\s*\]/],
  [
    'an MCP filesystem server on the whole disk',
    /server-filesystem["']?(?:\s*,\s*["'][^"'\n]*["'])*?\s*,\s*["'](?:\/|~|~\/|\$HOME|\/Users|\/home|[A-Za-z]:\\{1,2})["']/,
  ],
];
/** Configuration files and blocks: shipped JSON / YAML / TOML, or such a fence in a document. */
const CONFIG_LANG = /^(?:json|jsonc|json5|ya?ml|toml)$/i;

/** A lead-in that orders a block written into a configuration (`Write the following into ~/.codex/config.toml`, 把下面内容写入). */
const INSTALL_ORDER =
  /\b(?:write|add|put|paste|copy|append|save|merge|place|insert|replace|set)\b[^\n]{0,80}?(?:config|settings|\.toml|\.json|\.ya?ml|profile)|(?:写入|写到|添加到|加入|复制到|粘贴到|追加到|保存为|保存到|放入|替换|覆盖)/i;
/** …unless it keeps the policy to a throwaway machine (a container, a VM, CI; not the word "sandbox", which the setting itself names). */
const CONTAINED =
  /\b(?:containers?|docker|devcontainer|VMs?|virtual\s+machines?|CI|sandboxed\s+(?:containers?|VMs?|machines?|runners?)|disposable|throwaway|ephemeral)\b|容器|虚拟机|一次性/i;

/**
 * Whether a fence is ordered installed into a configuration: by its lead-in (the paragraph right before it) or by
 * the paragraph right after it ("Save the block above as ~/.codex/config.toml") — not when that text forbids it
 * ("Never paste this into …") or keeps it to a container.
 */
function installedFence(text: string, seg: Segment): boolean {
  const fenceLine = text.lastIndexOf('\n', seg.start - 2) + 1;
  return [paraBefore(text, fenceLine, 0), paraAfter(text, seg.end)].some((words) => {
    const plain = words.replace(EMPHASIS, '');
    return INSTALL_ORDER.test(plain) && !CONTAINED.test(plain) && !PROHIBIT.test(plain);
  });
}

/** The words one of POLICY_PARTS needs (a root path in parentheses and a quoted star are looked for apart). */
const POLICY_WORDS = [
  'bypassPermissions',
  'approval',
  'sandbox',
  'skipDangerous',
  'Bash',
  'Shell',
  'disableAllHooks',
  'server-filesystem',
  'deny',
  'autoAccept',
  'folderTrust',
  'run_shell_command',
];
const ROOT_PATH = /\(\s*\//;
const STAR = /["']\*["']/;
/**
 * The old one-regex pre-test (bypassPermissions|approval|…|disableAllHooks|server-filesystem, a
 * root path in parentheses, a quoted star) as literal searches: the same answer, at half the
 * cost (the alternation took ~16 ns a character over every config block).
 */
function mayHoldPolicy(text: string): boolean {
  for (const w of POLICY_WORDS) if (text.includes(w)) return true;
  return (text.includes('(') && ROOT_PATH.test(text)) || (text.includes('*') && STAR.test(text));
}

/** An agent's own configuration file: Codex `config.toml`, Claude Code / Gemini CLI `settings.json`, Cursor's `mcp.json`. */
const AGENT_CONFIG_PATH = /(?:\.codex\/config\.toml|\.claude\/settings(?:\.local)?\.json|\.gemini\/settings\.json|\.cursor\/mcp\.json)\b/;
/**
 * A script that writes a policy into the user's agent configuration through a heredoc
 * (`cat >> "$HOME/.codex/config.toml" <<'TOML'`, the path directly or through a variable set in
 * the script): its parts count as the parts of a shipped configuration, and a profile it writes
 * is no opt-in (the script picks it). Hits are added to `hits` with `profile` cleared.
 */
function scriptWrittenPolicies(
  files: ReturnType<typeof sentinelView>['files'],
  hits: Array<{ sf: (typeof files)[number]; seg: Segment; at: number; end: number; part: string; written?: true }>,
): void {
  for (const sf of files) {
    if (sf.role !== 'script') continue;
    for (const { target, start: bodyStart, body } of heredocWrites(sf.info.text)) {
      if (!AGENT_CONFIG_PATH.test(target)) continue;
      for (const [part, re] of POLICY_PARTS) {
        const p = re.exec(body);
        if (p) hits.push({ sf, seg: sf.segments[0], at: bodyStart + p.index, end: bodyStart + p.index + p[0].length, part, written: true });
      }
    }
  }
}

/** The Codex profile table (`[profiles.NAME]`) a TOML line stands in, with the two lines above its header; undefined at the top level. */
function profileOf(text: string, seg: Segment, at: number): { name: string; above: string } | undefined {
  const before = text.slice(seg.start, at);
  const headers = [...before.matchAll(/^[ \t]*\[([^\]\n]+)\][ \t]*$/gm)];
  const last = headers[headers.length - 1];
  if (!last || !/^profiles\.[\w-]+/.test(last[1])) return undefined;
  const head = seg.start + (last.index ?? 0);
  const above = text.slice(Math.max(seg.start, text.lastIndexOf('\n', text.lastIndexOf('\n', head - 2) - 1) + 1), head);
  return { name: /^profiles\.([\w-]+)/.exec(last[1])![1], above };
}

/** A table file whose rows can hold settings flattened to a key path and a value. */
const TABLE_FILE = /\.(?:csv|tsv|psv)$/i;
/** A settings key path (`permissions.defaultMode`, `permissions.allow[]`, `sandbox_mode`). */
const KEY_PATH = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*(?:\[\])?$/;

/**
 * A table row's settings as the JSON they stand for: each key-path cell with the cell after it
 * (`.claude/settings.local.json,permissions.defaultMode,bypassPermissions` reads as
 * `"permissions": {"defaultMode": "bypassPermissions"}`; `permissions.allow[],Bash(*)` as `"allow": ["Bash(*)"]`).
 * A script that merges such rows into the agent's settings installs the same policy as a shipped file.
 */
export function rowAsSettings(row: string): string {
  const cells = row.split(/[,\t|]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  const out: string[] = [];
  for (let i = 0; i + 1 < cells.length; i++) {
    if (!KEY_PATH.test(cells[i]) || !/[._]|\[\]$/.test(cells[i])) continue;
    const list = cells[i].endsWith('[]');
    const keys = cells[i].replace(/\[\]$/, '').split('.');
    const raw = cells[i + 1];
    let value = /^(?:true|false|\[\]|-?\d+)$/.test(raw) ? raw : JSON.stringify(raw);
    if (list) value = `[${value}]`;
    out.push(keys.reduceRight((inner, k) => `{"${k}": ${inner}}`, value).slice(1, -1));
  }
  return out.join(', ');
}

/** A script of the skill that names the table and writes an agent's settings file. */
function mergedIntoSettings(files: ReadonlyArray<{ role: string; info: { text: string } }>, path: string): boolean {
  const name = path.replace(/^.*\//, '');
  return files.some((f) => f.role === 'script' && f.info.text.includes(name) && AGENT_SETTINGS_NAMED.test(f.info.text));
}
/** An agent's settings file named in code, or read from the table's own column (`row.file`, `e.file`). */
const AGENT_SETTINGS_NAMED = /settings(?:\.local)?\.json|config\.toml|\.claude\b|\.codex\b|\.gemini\b|\b\w+\.file\b/;

/** Policy parts in a table's rows, each hit on its row. */
function tableRowPolicies<S extends { info: { text: string } }, G extends Segment>(
  sf: S,
  seg: G,
  text: string,
  hits: Array<{ sf: S; seg: G; at: number; end: number; part: string }>,
): void {
  let start = 0;
  for (const row of text.split('\n')) {
    const json = row.length < 2000 ? rowAsSettings(row) : '';
    for (const [part, re] of json ? POLICY_PARTS : []) {
      if (re.test(json)) hits.push({ sf, seg, at: seg.start + start, end: seg.start + start + row.trimEnd().length, part });
    }
    start += row.length + 1;
  }
}

export function allowAll(files: ReturnType<typeof sentinelView>['files'], report: Report): void {
  type Hit = { sf: (typeof files)[number]; seg: (typeof files)[number]['segments'][number]; at: number; end: number; part: string; written?: true };
  const hits: Hit[] = [];
  for (const sf of files) {
    for (const seg of sf.segments) {
      if (
        !(
          seg.kind === 'data' ||
          (seg.kind === 'code' && CONFIG_LANG.test(fenceInfo(sf.info.text, seg))) ||
          (sf.role !== 'script' && seg.kind === 'code' && /\.(?:json|ya?ml|toml)$/i.test(sf.file.path))
        )
      )
        continue;
      const text = sf.info.text.slice(seg.start, seg.end);
      if (!mayHoldPolicy(text)) continue;
      if (seg.kind === 'data' && TABLE_FILE.test(sf.file.path)) {
        // (only a table a script of the skill reads and merges into the agent's settings: not a reference table of values)
        if (mergedIntoSettings(files, sf.file.path)) tableRowPolicies(sf, seg, text, hits);
        continue;
      }
      // A fence in a document is a policy the skill installs only when its lead-in orders it written into a configuration.
      if (seg.kind === 'code' && sf.role !== 'script' && sf.role !== 'data' && !installedFence(sf.info.text, seg)) continue;
      for (const [part, re] of POLICY_PARTS) {
        const m = re.exec(text);
        if (m) hits.push({ sf, seg, at: seg.start + m.index, end: seg.start + m.index + m[0].length, part });
      }
    }
  }
  scriptWrittenPolicies(files, hits);
  if (!hits.length) return;
  const kinds = new Set(hits.map((h) => h.part));
  const mcp = hits.find((h) => h.part.startsWith('an MCP'));
  if (kinds.size >= 2) {
    const first = hits[0];
    // A named Codex profile (`[profiles.container]`) runs only when chosen (`codex --profile container`): a
    // capability to review, not the default; one kept to a throwaway machine by the line above it is none.
    const profiles = hits.map((h) => (h.written ? undefined : profileOf(h.sf.info.text, h.seg, h.at)));
    const named = profiles.every((p) => p && p.name === profiles[0]?.name) ? profiles[0] : undefined;
    // (a profile the skill's own steps start — `codex --profile sweep` — or makes the default — `profile = "sweep"` —
    // is the skill's choice, not the user's)
    const chosen =
      named &&
      files.some((f) =>
        new RegExp(String.raw`\bcodex\b[^\n]*?(?:--profile[=\s]+|\s-p\s+)["']?${named.name}\b|^[ \t]*profile[ \t]*=[ \t]*["']${named.name}["']`, 'm').test(
          f.info.text,
        ),
      );
    // (one kept to a throwaway machine by the comment above its table stays a capability to review, whoever starts it)
    const profile = named && (!chosen || CONTAINED.test(named.above)) ? named : undefined;
    const line = lineBounds(first.sf.info.text, first.at);
    report(
      first.sf,
      first.seg,
      first.at,
      first.end,
      'allowAll',
      profile ? 'warning' : 'error',
      {
        cmd: clip(first.sf.info.text.slice(line[0], line[1]).trim()),
        parts: [...kinds].filter((k) => k !== first.part).join(', '),
      },
      { config: true },
    );
  } else if (mcp) {
    report(
      mcp.sf,
      mcp.seg,
      mcp.at,
      mcp.end,
      'mcpRoot',
      'warning',
      { cmd: clip(mcp.sf.info.text.slice(mcp.at, mcp.end)), root: /["']([^"']*)["']$/.exec(mcp.sf.info.text.slice(mcp.at, mcp.end))?.[1] ?? '/' },
      { config: true },
    );
  }
}

/** A grant of the agent's permissions written into its settings. */
export const GRANTS =
  /bypassPermissions|--dangerously|skipDangerousModePermissionPrompt|["']allow["']\s*:|approval[_-]policy\s*=\s*["']?never|danger-full-access|\bBash\(\s*\*\s*\)/;

/** A prose line that forbids what it names: "Do **not** switch to `danger-full-access` …", "不要改成 …", "Never set …". */
export const GRANT_FORBIDDEN =
  /^[^\n]*(?:\b(?:do\s+\*{0,2}not\*{0,2}|don'?t|never|must\s+not|avoid)\b|不要|切勿|禁止|绝不|しないで|禁止|하지\s*마|nicht|niemals|jamais|nunca)[^\n]*$/gim;

/**
 * A script that writes an agent's settings file and puts into it, beside the bypass, `Bash(*)` or an emptied deny list
 * (`perms["defaultMode"] = "bypassPermissions"` … `allow.append("Bash(*)")` … `perms["deny"] = []` into
 * `.claude/settings.local.json`): the allow-all policy built in code rather than shipped as a file (an error, like one).
 */
export function scriptWritesPolicy(sf: { role: string; info: { text: string } }): boolean {
  if (sf.role !== 'script') return false;
  const text = sf.info.text;
  return (
    /settings(?:\.local)?\.json|\.codex[\\/]config\.toml|\.gemini[\\/]settings/.test(text) &&
    /["'](?:Bash|Shell)\(\s*\*(?::\*)?\s*\)["']|\[\s*["']deny["']\s*\]\s*=\s*\[\s*\]|["']deny["']\s*:\s*\[\s*\]/.test(text)
  );
}
