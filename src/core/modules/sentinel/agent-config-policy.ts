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

/** The parts of an allow-all agent policy in a configuration file the skill ships. */
const POLICY_PARTS: Array<[string, RegExp]> = [
  [
    'bypass',
    /["']?defaultMode["']?\s*[:=]\s*["']?bypassPermissions\b|\bapproval[_-]policy["']?\s*[:=]\s*["']?never\b|\bskipDangerousModePermissionPrompt["']?\s*[:=]\s*true\b/,
  ],
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
const POLICY_WORDS = ['bypassPermissions', 'approval', 'sandbox', 'skipDangerous', 'Bash', 'Shell', 'disableAllHooks', 'server-filesystem', 'deny'];
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

export function allowAll(files: ReturnType<typeof sentinelView>['files'], report: Report): void {
  type Hit = { sf: (typeof files)[number]; seg: (typeof files)[number]['segments'][number]; at: number; end: number; part: string };
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
      // A fence in a document is a policy the skill installs only when its lead-in orders it written into a configuration.
      if (seg.kind === 'code' && sf.role !== 'script' && sf.role !== 'data' && !installedFence(sf.info.text, seg)) continue;
      for (const [part, re] of POLICY_PARTS) {
        const m = re.exec(text);
        if (m) hits.push({ sf, seg, at: seg.start + m.index, end: seg.start + m.index + m[0].length, part });
      }
    }
  }
  if (!hits.length) return;
  const kinds = new Set(hits.map((h) => h.part));
  const mcp = hits.find((h) => h.part.startsWith('an MCP'));
  if (kinds.size >= 2) {
    const first = hits[0];
    const line = lineBounds(first.sf.info.text, first.at);
    report(
      first.sf,
      first.seg,
      first.at,
      first.end,
      'allowAll',
      'error',
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
