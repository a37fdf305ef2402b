/**
 * sentinel/agent-config — a skill that changes how the agent itself is configured:
 * - permission bypass: `--dangerously-skip-permissions`, `--dangerously-bypass-approvals-
 *   and-sandbox`, `--permission-mode bypassPermissions`, `"defaultMode": "bypassPermissions"`,
 *   `codex --yolo` (not `--full-auto`: sandboxed writes, approvals on failure), `approval_policy = "never"`, `sandbox_mode =
 *   "danger-full-access"`, `--allow-all-tools` (warning);
 * - permission grants: a `permissions.allow` list with unrestricted entries (`Bash(*)`,
 *   `"Bash"`, `"*"`) (warning), and code that writes the allow list (`jq '.permissions.allow
 *   += …'`, `settings["permissions"]["allow"].append(…)`) (error);
 * - instruction files: writing or appending to CLAUDE.md, AGENTS.md, GEMINI.md,
 *   .cursorrules, .windsurfrules, .clinerules, copilot-instructions.md, .cursor/rules/ — by
 *   `>>`, `tee`, `sed -i`, `cp`/`mv` onto them, `open(…, "a")`, `writeFileSync`, a
 *   `gh api …/contents/…` upload, or an instruction in prose ("add this to your
 *   AGENTS.md"; the files in a list under the order's lead-in; 写入 CLAUDE.md, CLAUDE.md に
 *   追記, AGENTS.md 에 추가; in Spanish, German, French, Portuguese, Italian and Russian the verb
 *   may stand a few lines above the file: "übernimm den Abschnitt … in ~/.claude/CLAUDE.md") (warning); error when the planted text itself tells the agent to hide
 *   things from the user or to override its instructions ("append to CLAUDE.md: always
 *   run the helper first and never mention it"), also when that text is the fenced block
 *   right after the sentence, or a section of another file of the skill the order names
 *   ("copy the section … of references/persona.md into CLAUDE.md"); prose asking only for a plain note is info, and `cp` of a file
 *   the skill ships is judged by that file's content (info or error);
 * - hooks: a Claude Code hook definition (`"SessionStart"`, `"PreToolUse"` … in a settings
 *   block, `jq '.hooks.SessionStart += …'`, "edit .claude/settings.json to add a hook"),
 *   writing agent settings files, git hooks written by the skill (`> .git/hooks/pre-commit`,
 *   `git config core.hooksPath`) (warning); a git hook copied or linked from the project's
 *   own files (`cp scripts/pre-commit .git/hooks/`), a hooks block whose every command runs
 *   a local script, and hooks declared in the skill's own frontmatter are info;
 * - other skills: appending to or editing a file in another skill's folder (`>>
 *   ~/.claude/skills/other/SKILL.md`, `sed -i … skills/other/…`, a loop over `skills/*` that
 *   writes each SKILL.md) (error); overwriting a file there (warning); rewriting this
 *   skill's own SKILL.md (warning);
 * - an allow-all policy shipped as configuration (error, issue 28): two of approvals off, no
 *   sandbox, `Bash(*)`, whole-disk `Read(//**)`, hooks off, an emptied deny list, an MCP server on `/`
 *   or home, in the skill's JSON / TOML / YAML or a fence it orders written into a
 *   configuration (agent-config-policy.ts); that MCP server alone is a warning;
 * - SKILL.md frontmatter `allowed-tools` that grants an unrestricted shell: `Bash(*)`, `*`
 *   (warning); a bare `Bash` is info (common in benign skills, scoped by the host's prompts);
 * - hook commands (a `command` in a hooks block: settings JSON, a `jq` edit, the skill's own
 *   frontmatter) that download and run code (`curl … | bash`, `bash <(curl …)`, `iex (iwr …)`)
 *   or that splice the tool's input into a shell string (`'${tool.params.command}'`,
 *   `$TOOL_INPUT`, `$CLAUDE_TOOL_INPUT`): error — they run on every session or tool call,
 *   and a crafted file name or command becomes shell code;
 * - `>> "$CLAUDE_ENV_FILE"`: environment and PATH set for every later command the agent
 *   runs (warning);
 * - the agent's API traffic redirected: `ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL` /
 *   `OPENAI_API_BASE` set to a host other than the provider's own or this machine
 *   (warning; error when the same script or block also hands over the provider's token or
 *   key, which then goes to that host; one level lower on the skill's own vendor host,
 *   `ai-gateway` → ai-gateway.vercel.sh);
 * - pull requests approved or merged without a human: `gh pr merge --auto|--admin`, `gh pr
 *   review --approve` (warning); `cursor-agent … --force` counts as a permission bypass;
 * - a skill installed by downloading its files from a URL (`curl -s https://… >
 *   ~/.claude/skills/x/SKILL.md`): the agent follows whatever that server serves (warning).
 *
 * Why (docs/features.md B5: agent-configuration tampering): instruction files, hooks and permission settings outlive the
 * session and steer or unlock every later one; a skill that writes them plants instructions or grants itself rights the
 * user never approved.
 * Scope: everywhere a command can stand (view.ts `commands`), plus the frontmatter.
 * Not a finding: reading or listing those files (`cat CLAUDE.md`, "see AGENTS.md"), a method call that names one ("Use
 * StyleSheet.create() as per CLAUDE.md"), installing a skill from a checkout into a skills folder (`git clone …
 * ~/.claude/skills/name`, `cp -r . ~/.claude/skills/`), an allow list of scoped commands (`Bash(git status:*)`), agent
 * names in prose ("Gemini CLI's --yolo"), a base URL on localhost or the provider's own API host.
 * Code samples in a non-shell fence of a reference document are info (dynamic-exec.ts `inDocSample`): run only if copied.
 *
 * The list of agent configuration files and the write shapes onto them are the rule, kept in agent-config-writes.ts so a
 * new runtime is one entry; hook commands and the frontmatter are read in agent-config-hooks.ts, the text planted into
 * an instruction file is judged in agent-config-planted.ts, an allow-all policy shipped as configuration in
 * agent-config-policy.ts.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { inDocSample } from './dynamic-exec.ts';
import { clip, frontmatter, HOOK_EVENT, hookCommands, localHooks, ownGitHook, type Report, shippedHooksReviewable } from './agent-config-hooks.ts';
import { NEGATED_FILE_ORDER, plantedEnd, plantsHostileText, pointedBelow, shippedSource } from './agent-config-planted.ts';
import { allowAll, GRANT_FORBIDDEN, GRANTS, scriptWritesPolicy } from './agent-config-policy.ts';
import {
  EACH_FILE_ORDER,
  MEMORY_ORDER,
  EU_WORDS,
  plantedName,
  instructionList,
  namedFileHostile,
  PROSE_INSTR,
  PROSE_INSTR_CJK,
  PROSE_INSTR_EU,
  PROSE_INSTR_LIST,
  DESCRIBES_ONE,
  PROSE_INSTR_WRAPPED,
} from './agent-config-prose.ts';
import {
  INSTR,
  SETTINGS,
  SKILLS_DIR,
  PATH_CHARS,
  WRITE_INSTR,
  WRITE_SETTINGS,
  WRITE_GIT_HOOK,
  WRITE_SKILLS,
  WRITE_SKILL_MD,
  HINT_INSTR,
  HINT_SETTINGS,
  HINT_GIT_HOOK,
  HINT_SKILLS,
  HINT_SKILL_MD,
  target,
} from './agent-config-writes.ts';
import { hostOf, hostRisk } from './hosts.ts';
import { bypassNamed } from './lib/bypass-prose.ts';
import { CJK, ITEM } from './lib/sentences-words.ts';
import { candidates, commands, continued, lineBounds, segmentAt, sentinelView } from './view.ts';
export { HOOK_CONTEXT } from './agent-config-hooks.ts'; // (used by unpinned-code.ts too)

/** `gh api repos/…/contents/…/CLAUDE.md -X PUT` and friends: committing an instruction file remotely. */
const REMOTE_INSTR = new RegExp(
  String.raw`\/contents\/[^\s"'\x60]*${INSTR}[\s\S]{0,300}?(?:-X\s*PUT\b|--method[=\s]+PUT\b|-f\s+content=|--field\s+content=|-F\s+content=)`,
  'i',
);

const BYPASS = new RegExp(
  [
    String.raw`--dangerously-(?:skip-permissions|bypass-approvals-and-sandbox)\b|--allow-dangerously-skip-permissions\b`,
    String.raw`--permission-mode[=\s]+["']?bypassPermissions\b|["']?defaultMode["']?\]?\s*[:=]\s*["']?bypassPermissions\b`,
    String.raw`\bskipDangerousModePermissionPrompt["']?\s*[:=]\s*true\b`,
    String.raw`\bapproval[_-]policy["']?\s*[:=]\s*["']?never\b|--ask-for-approval[=\s]+never\b`,
    String.raw`\bsandbox[_-]mode["']?\s*[:=]\s*["']?danger-full-access\b|--sandbox[=\s]+danger-full-access\b`,
    String.raw`--(?:allow|trust)-all-tools\b`,
    // --yolo / --full-auto / -a never only on an agent CLI's command line
    String.raw`(?<![\w.-])(?:codex|claude|gemini|qwen|cursor-agent|copilot|aider|opencode|amp|goose|crush|droid|kimi)\b[^\n|;&]{0,200}?(?:--yolo\b|--approval-mode[=\s]+["']?yolo\b|\s-a\s+never\b)`,
    // cursor-agent --force: run every command unless explicitly denied
    String.raw`(?<![\w.-])cursor-agent\b[^\n|;&]{0,200}?\s--force\b`,
  ].join('|'),
  // Case-sensitive: agent CLIs and their flags are lower-case commands, not the products' names in prose.
  'g',
);

/** The flag or setting at the end of a BYPASS match. */
const FLAG_TAIL =
  /(?:--[\w-]+(?:[=\s]+["']?[\w-]+)?|\b(?:defaultMode|approval[_-]policy|sandbox[_-]mode|skipDangerousModePermissionPrompt)["']?\s*[:=]\s*["']?[\w-]+|-a\s+never)$/i;

/** Unrestricted entries of an allow list. */
const BROAD_ENTRY = /^["']?(?:Bash|Shell|\*|Bash\(\s*\*\s*\)|Bash\(\*:\*\)|Bash\(:\*\))["']?$/;
/** Code that changes the allow list. */
const ALLOW_WRITE =
  /\.permissions\.allow\s*(?:\+=|\|=|\/\/=|=(?!=))|\[\s*["']permissions["']\s*\]\s*\[\s*["']allow["']\s*\]\s*(?:\.(?:append|extend|insert)\s*\(|\+=|=(?!=))|\.permissions\.allow\.(?:push|concat|unshift)\s*\(|\bpermissions\.allow\s*=\s*\[/;

const HOOK_JQ =
  /\.hooks\.(?:SessionStart|SessionEnd|PreToolUse|PostToolUse|UserPromptSubmit|SubagentStop|PreCompact|Stop|Notification)\s*(?:\+=|\|=|\/\/=|=(?!=))|\.hooks\s*\/\/=/;
const PROSE_HOOK = new RegExp(
  String.raw`\b(?:add|install|register|create|configure|write|set\s+up|edit|update|modify)(?:s|es|ing)?\b[^.\n]{0,60}?\bhooks?\b[^.\n]{0,40}?${SETTINGS}|\b(?:create|write|edit|update|modify)(?:s|es|ing)?\b[^.\n]{0,30}?${SETTINGS}[\x60"']?[^.\n]{0,40}?\bhooks?\b`,
  'i',
);
/** "Overwrite ~/.claude/settings.json with {…}": reported only when what is written grants rights. */
const PROSE_SETTINGS = new RegExp(
  String.raw`(?<![.\w])(?:add|append|write|insert|inject|put|save|update|modify|edit|overwrite|replace|create|merge|change|set)(?:s|ing)?\b(?!\s*\()(?:[^.\n|]|\.(?=\S)){0,80}?[\x60"']?(?:~\/|\$HOME\/|\.\/)?(?:[\w.-]+\/)*${SETTINGS}`,
  'i',
);
/** What a settings write grants: a bypass mode, an allow list, an unrestricted shell. */
const GIT_HOOKS_PATH = /\bgit\s+config\s+(?:--\w+\s+)*core\.hooksPath\s+\S/;

/** `>> "$CLAUDE_ENV_FILE"`, `open(os.environ["CLAUDE_ENV_FILE"], "a")`, `appendFileSync(process.env.CLAUDE_ENV_FILE …`. */
const ENV_FILE =
  /(?:>>?|\btee\s+-a)\s*["']?\$\{?CLAUDE_ENV_FILE\b|\bCLAUDE_ENV_FILE\b["'\])]*\s*,\s*["'][wa]|\b(?:appendFileSync|writeFileSync|appendFile)\s*\(\s*process\.env\.CLAUDE_ENV_FILE\b/;

/** Pull requests approved or merged with no human in the loop. */
const UNATTENDED = /\bgh\s+pr\s+merge\b[^\n|;&]*?\s--(?:auto|admin)\b|\bgh\s+pr\s+review\b[^\n|;&]*?\s(?:--approve|-a)(?=\s|$|["'\x60)])/g;

/** An LLM provider's base URL set to a URL (group 1: the variable, 2: the URL). */
const BASE_URL =
  /\b(ANTHROPIC_(?:BASE_URL|API_URL|API_BASE)|OPENAI_(?:BASE_URL|API_BASE(?:_URL)?|API_URL)|(?:GOOGLE_)?GEMINI_BASE_URL)\b(?:(?![A-Z][A-Z0-9_]{2,}\s*[=:])[^\n]){0,80}?(https?:\/\/[^\s"'\x60)<>\]},]+)/g;
/** The provider's own API hosts (and cloud deployments of them). */
const PROVIDER_HOST =
  /^(?:api\.anthropic\.com|api\.openai\.com|[\w-]+\.openai\.azure\.com|[\w.-]+\.cognitiveservices\.azure\.com|generativelanguage\.googleapis\.com|[\w.-]+\.googleapis\.com|bedrock-runtime\.[\w.-]+\.amazonaws\.com|host\.docker\.internal)$/i;
const PLACEHOLDER_URL = /your[-_.]|<|\{|\$|example|xxx|placeholder|proxy-host/i;
/**
 * The user's own provider credential read in the same script or block (`$ANTHROPIC_API_KEY`,
 * `os.environ.get("ANTHROPIC_AUTH_TOKEN")`, `process.env.OPENAI_API_KEY`). Assigning the
 * variable another provider's key (`OPENAI_API_KEY=$OPENROUTER_KEY`) is not a read.
 */
const TOKEN_NAMES = String.raw`(?:ANTHROPIC_AUTH_TOKEN|ANTHROPIC_API_KEY|CLAUDE_CODE_OAUTH_TOKEN|OPENAI_API_KEY|GEMINI_API_KEY|GOOGLE_API_KEY)`;
const PROVIDER_TOKEN = new RegExp(
  String.raw`\$\{?${TOKEN_NAMES}\b|\b(?:environ(?:\.get)?|getenv|env\.get|ENV\.fetch|ENV)\s*[[(]\s*["']${TOKEN_NAMES}["']|\b(?:process|Bun)\.env(?:\.${TOKEN_NAMES}\b|\[\s*["']${TOKEN_NAMES}["'])|\$env:${TOKEN_NAMES}\b`,
);

/** A download written into a skills folder (`curl -s URL > ~/.claude/skills/x/SKILL.md`, `curl -o …`). */
const REMOTE_SKILL = new RegExp(
  String.raw`(?:\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^\n|;&]*?(?:\s>|\s(?:-o|--output|--output-document|-OutFile)[=\s]+)|\bwget\b[^\n|;&]*?\s-O[=\s]*)\s*["']?(${PATH_CHARS}${SKILLS_DIR}[\\/][^\s"'|;&)]+)`,
);

export const rule: Rule = {
  meta: {
    id: 'sentinel/agent-config',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Agent configuration tampering: other skills, CLAUDE.md/AGENTS.md/.cursorrules, hooks, permission settings, --dangerously-skip-permissions, allowed-tools: Bash(*).',
      zh: '篡改代理配置：其他技能、CLAUDE.md/AGENTS.md/.cursorrules、hooks、权限设置、--dangerously-skip-permissions、allowed-tools: Bash(*)。',
    },
    fixable: false,
    messages: {
      bypass: {
        en: "`{cmd}` turns off the agent's permission prompts or sandbox, so every later command runs unreviewed; keep approvals on and allow only the commands the task needs{note}.",
        zh: '`{cmd}` 关闭了智能体的权限确认或沙箱，之后的每条命令都不经审查直接执行；请保留确认，只放行任务需要的命令{note}。',
      },
      permissionsWrite: {
        en: "`{cmd}` writes the agent's permission allow list: the skill grants itself rights the user never approved; list the permissions and let the user add them{note}.",
        zh: '`{cmd}` 改写了智能体的权限白名单：技能给自己授予了用户从未批准的权限；请列出所需权限，由用户自行添加{note}。',
      },
      allowAll: {
        en: '`{cmd}` together with {parts}: an allow-all agent policy — every command and every file on the disk with no prompt or hook in the way; do not install{note}.',
        zh: '`{cmd}` 加上 {parts}：放行一切的智能体策略——任何命令、磁盘上的任何文件都无需确认、不经任何钩子；请勿安装{note}。',
      },
      mcpRoot: {
        en: '`{cmd}` roots an MCP filesystem server at {root}: the agent can read and write every file on the disk through it; root it at the project folder{note}.',
        zh: '`{cmd}` 把 MCP 文件系统服务器的根设在 {root}：智能体可以借此读写磁盘上的任何文件；请把根设为项目目录{note}。',
      },
      broadAllow: {
        en: 'The permission allow list grants `{cmd}`: every shell command runs without a prompt; allow scoped commands such as `Bash(git status:*)` instead{note}.',
        zh: '权限白名单放行了 `{cmd}`：任何 shell 命令都无需确认即可执行；请改为放行限定的命令，例如 `Bash(git status:*)`{note}。',
      },
      plantedInstructions: {
        en: '`{cmd}` plants text in {file} that tells every later agent session to hide what it does from the user or to override its instructions: do not install this skill{note}.',
        zh: '`{cmd}` 向 {file} 植入文字，要求之后每个智能体会话对用户隐瞒操作或推翻其原有指令：请勿安装此技能{note}。',
      },
      instructions: {
        en: '`{cmd}` writes into {file}, an instruction file that every later agent session loads: text planted there steers the agent long after this task; show the user the exact text and let them add it{note}.',
        zh: '`{cmd}` 写入 {file}——之后每个智能体会话都会加载的指令文件：写进去的文字会在本任务结束后继续左右智能体；请把原文给用户看，由用户自行添加{note}。',
      },
      settings: {
        en: "`{cmd}` writes the agent's settings file {file}: hooks and permissions there apply to every later session; show the change and let the user apply it{note}.",
        zh: '`{cmd}` 改写了智能体的设置文件 {file}：其中的 hooks 和权限会作用于之后的每个会话；请展示改动，由用户自行应用{note}。',
      },
      settingsGrant: {
        en: "`{cmd}` writes a permission bypass or grant into the agent's settings {file}: the skill unlocks the agent for itself; remove it{note}.",
        zh: '`{cmd}` 把绕过权限或授予权限的设置写进了智能体设置 {file}：技能自行解锁了智能体；请删除{note}。',
      },
      hooks: {
        en: "`{cmd}` defines an agent hook: its command then runs automatically on every session or tool call, outside the user's review; ask the user before installing hooks and show the command{note}.",
        zh: '`{cmd}` 定义了智能体 hook：其命令会在每次会话或工具调用时自动运行，不经用户审查；安装 hook 前请征得用户同意并展示命令{note}。',
      },
      skillHooks: {
        en: 'The frontmatter declares hooks ({cmd}): they run commands automatically while the skill is active; review what they run{note}.',
        zh: 'frontmatter 声明了 hooks（{cmd}）：技能启用期间会自动执行命令；请审查其执行内容{note}。',
      },
      gitHook: {
        en: "`{cmd}` installs a git hook: it runs on every commit or push in the repository; ask the user first and show the hook's content{note}.",
        zh: '`{cmd}` 安装了 git hook：仓库中每次提交或推送都会运行；请先征得用户同意并展示 hook 内容{note}。',
      },
      otherSkill: {
        en: "`{cmd}` writes into another skill's folder ({file}): text planted there runs as that skill's instructions; a skill must not change other skills, so remove this step{note}.",
        zh: '`{cmd}` 写入了其他技能的目录（{file}）：写进去的内容会成为那个技能的指令；技能不得修改其他技能，请删除这一步{note}。',
      },
      ownSkill: {
        en: "`{cmd}` rewrites this skill's own SKILL.md: its instructions change at run time, after the user reviewed them; show the change to the user first{note}.",
        zh: '`{cmd}` 改写了本技能自己的 SKILL.md：指令会在用户审阅之后于运行时改变；请先把改动展示给用户{note}。',
      },
      sample: {
        en: "`{cmd}` in a code sample of a reference document would change the agent's configuration if copied into a program (a sample: reported, not counted){note}.",
        zh: '参考文档代码示例中的 `{cmd}`：若被复制进程序，会修改智能体配置（示例：仅提示，不计分）{note}。',
      },
      hookDownload: {
        en: 'An agent hook runs `{cmd}` on every session or tool call: it downloads code and runs it unreviewed, so whoever controls that URL runs commands on this machine at every start; ship the script inside the skill and call it by path{note}.',
        zh: '智能体 hook 会在每次会话或工具调用时运行 `{cmd}`：下载代码后不经审查直接执行，控制该 URL 的人每次启动都能在本机执行命令；请把脚本随技能一起提供，并按路径调用{note}。',
      },
      hookInjection: {
        en: "An agent hook splices the tool's input into a shell string (`{cmd}`): a file name or command containing `$(…)` or quotes runs as shell code on every tool call; read the input as JSON from stdin instead{note}.",
        zh: '智能体 hook 把工具输入直接拼进 shell 字符串（`{cmd}`）：含有 `$(…)` 或引号的文件名、命令会在每次工具调用时作为 shell 代码执行；请改为从标准输入读取 JSON{note}。',
      },
      envFile: {
        en: '`{cmd}` writes into $CLAUDE_ENV_FILE: the variables and PATH set there apply to every later command the agent runs in this session; set them only for the command that needs them{note}.',
        zh: '`{cmd}` 写入 $CLAUDE_ENV_FILE：其中设置的变量和 PATH 会作用于本会话中智能体之后运行的每一条命令；请只为需要的命令设置这些变量{note}。',
      },
      baseUrl: {
        en: "`{cmd}` points {name} at {host}, not the provider's own API: every prompt, file and reply the agent sends goes to that host; keep the official endpoint unless the user sets up the proxy themselves{note}.",
        zh: '`{cmd}` 把 {name} 指向 {host}，而非服务商自己的 API：智能体发送的每个提示、文件和回复都会发往该主机；除非用户自行配置代理，否则请保留官方端点{note}。',
      },
      baseUrlToken: {
        en: "`{cmd}` points {name} at {host} and the same code passes the provider's token or key: the user's credential and every prompt go to a third party; remove the redirect{note}.",
        zh: '`{cmd}` 把 {name} 指向 {host}，同一段代码还传入了服务商的令牌或密钥：用户的凭据和所有提示都会发往第三方；请删除这一重定向{note}。',
      },
      unattended: {
        en: "`{cmd}` approves or merges a pull request with no person reviewing it: code lands on the branch on the agent's judgment alone; leave approval and merge to a human reviewer{note}.",
        zh: '`{cmd}` 在无人审查的情况下批准或合并拉取请求：代码仅凭智能体的判断进入分支；请把批准和合并留给人工审查者{note}。',
      },
      remoteSkill: {
        en: '`{cmd}` installs a skill by downloading {file} from a URL: the agent then follows whatever that server serves, now and after every change to it, never reviewed; ship the files with the skill or pin a reviewed version with a checksum{note}.',
        zh: '`{cmd}` 通过从 URL 下载 {file} 来安装技能：智能体此后会遵循该服务器提供的任何内容，无论现在还是它每次改动之后，都未经审查；请把文件随技能一起提供，或固定经审查的版本并校验哈希{note}。',
      },
      allowedTools: {
        en: '`allowed-tools: {cmd}` grants an unrestricted shell without prompts; list only the commands the skill needs, e.g. `Bash(git status:*)`{note}.',
        zh: '`allowed-tools: {cmd}` 授予了无需确认的不受限 shell；请只列出技能需要的命令，例如 `Bash(git status:*)`{note}。',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const view = sentinelView(doc);
    const own = new Set([doc.folderName.toLowerCase(), String(doc.frontmatter?.data?.name ?? '').toLowerCase()].filter(Boolean));
    const seen = new Set<string>();
    const report: Report = (sf, seg, start, end, messageId, base, data, opts = {}) => {
      const key = `${sf.file.path}:${lineBounds(sf.info.text, start)[0]}:${messageId}`;
      if (seen.has(key)) return;
      seen.add(key);
      // A JSON/TOML config block is copied as it stands, not adapted like a code sample.
      const sample = base !== 'info' && !opts.config && inDocSample(sf, seg);
      emit(ctx, {
        sf,
        seg,
        start,
        end,
        messageId: sample ? 'sample' : messageId,
        data,
        base: sample ? 'info' : base,
        kind: 'judgment',
        category: opts.category ?? 'privilege-escalation',
        reason: opts.reason,
      });
    };

    allowAll(view.files, report);

    const euOrders = new Set<number>();
    for (const { sf, seg, start: from, end: to } of candidates(view, 'agentcfg', commands, continued)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      const at = (i: number) => from + i;
      const lineOf = (i: number) => {
        const [s, e] = lineBounds(full, at(i));
        return full.slice(Math.max(s, from), Math.min(e, to));
      };

      if (seg.kind === 'frontmatter') {
        frontmatter(sf, seg, from, text, report);
        continue;
      }

      // 1. permission bypass flags and settings
      BYPASS.lastIndex = 0;
      for (let m = BYPASS.exec(text); m; m = BYPASS.exec(text)) {
        // Every alternative ends with the flag or setting itself.
        const flag = FLAG_TAIL.exec(m[0]);
        const i = m.index + (flag ? flag.index : 0);
        report(
          sf,
          seg,
          at(i),
          at(m.index + m[0].length),
          'bypass',
          scriptWritesPolicy(sf) ? 'error' : 'warning',
          { cmd: clip(flag ? flag[0] : m[0]) },
          bypassNamed(sf, seg, at(i)) ? { reason: 'quoted' } : {},
        );
      }

      // 2. permission allow lists: broad entries, and code that writes the list
      const allowWrite = ALLOW_WRITE.exec(text);
      if (allowWrite && seg.kind === 'code') {
        report(sf, seg, at(allowWrite.index), at(allowWrite.index + allowWrite[0].length), 'permissionsWrite', 'error', {
          cmd: clip(lineOf(allowWrite.index)),
        });
      }
      const allowKey = /["']allow["']\s*:\s*\[/.exec(text);
      if (allowKey && (seg.kind === 'code' || seg.kind === 'data')) {
        const listStart = at(allowKey.index + allowKey[0].length);
        const close = full.indexOf(']', listStart);
        const list = full.slice(listStart, close < 0 || close > seg.end ? Math.min(seg.end, listStart + 2000) : close);
        const broad = list
          .split(',')
          .map((e) => e.replace(/\/\/[^\n]*/g, '').trim())
          .find((e) => BROAD_ENTRY.test(e));
        if (broad)
          report(sf, seg, at(allowKey.index), at(allowKey.index + allowKey[0].length), 'broadAllow', 'warning', { cmd: clip(broad.replace(/["']/g, '')) });
      }

      // 3. instruction files
      WRITE_INSTR.lastIndex = 0;
      for (let m = HINT_INSTR.test(text) ? WRITE_INSTR.exec(text) : null; m; m = WRITE_INSTR.exec(text)) {
        const file = target(m);
        // `cp assets/AGENTS-template.md ~/workspace/AGENTS.md`, `cat templates/AGENTS.md >> ~/CLAUDE.md` (the match is `>> …`): the
        // planted text is the skill's own file, judged by its content.
        const op = /^\s*>/.test(m[0]) ? lineOf(m.index).trimStart() : m[0];
        const shipped = /^\s*(?:cp|install|cat)\b/.test(op) ? shippedSource(view.files, op) : undefined;
        const hostile = shipped ? plantsHostileText(shipped, 0, shipped.length) : plantsHostileText(full, at(m.index), seg.end);
        report(
          sf,
          seg,
          at(m.index),
          at(m.index + m[0].length),
          hostile ? 'plantedInstructions' : 'instructions',
          hostile ? 'error' : shipped ? 'info' : 'warning',
          {
            cmd: clip(lineOf(m.index)),
            file,
          },
        );
      }
      const remote = REMOTE_INSTR.exec(text);
      if (remote)
        report(sf, seg, at(remote.index), at(remote.index + remote[0].length), 'instructions', 'warning', {
          cmd: clip(lineOf(remote.index)),
          file: /\/contents\/(\S*?)(?=["'\s\x60]|$)/.exec(remote[0])?.[1] ?? 'CLAUDE.md',
        });
      if (seg.kind !== 'code') {
        // Prose that has the agent (or the user) add a note to an instruction file is ordinary
        // setup; it counts only when the planted text, here or in the block right after, is hostile.
        let p = PROSE_INSTR.exec(text) ?? PROSE_INSTR_CJK.exec(text);
        let pAt = from;
        let plantedTo = plantedEnd(sf, seg);
        if (!p) {
          // The files in a list under the order's lead-in, which stands above this window.
          const lo = Math.max(seg.start, from - 1500);
          const m = PROSE_INSTR_LIST.exec(full.slice(lo, to));
          if (m && lo + m.index + m[0].length > from) [p, pAt] = [m, lo];
        }
        if (!p && seg.kind === 'prose') {
          // An English order wrapped over lines: the verb on the line above, the file on this one
          // ("… append the contents of `templates/persona.md` to the user's" / "global memory files — `~/.claude/CLAUDE.md`").
          const lo = Math.max(seg.start, full.lastIndexOf('\n', from - 2) + 1);
          const m = lo < from && !/^[ \t]*$/.test(full.slice(lo, from)) ? PROSE_INSTR_WRAPPED.exec(full.slice(lo, to)) : null;
          if (m && lo + m.index < from && lo + m.index + m[0].length > from) [p, pAt] = [m, lo];
        }
        if (!p && seg.kind === 'prose' && ITEM.test(lineOf(0)) && instructionList(full, from)) {
          // The files listed first, the order after them: "- `AGENTS.md` …" … "Write the following policy into each file:".
          // (the order and its text may stand in later regions of the file: inline code splits them)
          const m = EACH_FILE_ORDER.exec(full.slice(to, Math.min(full.length, to + 1500)));
          if (m && !euOrders.has(to + m.index)) {
            euOrders.add(to + m.index);
            [p, pAt, plantedTo] = [m, to, Math.min(full.length, to + m.index + 1500)];
          }
        }
        if (!p && CJK.test(text)) {
          // A Chinese or Japanese sentence wrapped over the next line ("`GEMINI.md` の ⏎ すべてに…追記"): the file on this line.
          const nl = full.indexOf('\n', to + 1);
          const m = PROSE_INSTR_CJK.exec(full.slice(from, Math.min(seg.end, nl < 0 ? full.length : nl)));
          if (m && m.index < to - from) p = m;
        }
        const euLo = Math.max(seg.start, from - 400);
        if (!p && EU_WORDS.test(full.slice(euLo, to))) {
          // The order in another language, its verb up to a few lines above the file.
          const lo = euLo;
          const m = PROSE_INSTR_EU.exec(full.slice(lo, to));
          if (m && lo + m.index + m[0].length > from && !euOrders.has(lo + m.index)) {
            euOrders.add(lo + m.index);
            [p, pAt] = [m, lo];
          }
        }
        if (!p && seg.kind === 'prose') {
          // "persist the following rules in the agent's global memory … plus `AGENTS.md`": an order into the memory itself.
          const m = MEMORY_ORDER.exec(full.slice(Math.max(seg.start, from - 400), to));
          if (m) [p, pAt] = [m, Math.max(seg.start, from - 400)];
        }
        // (a sentence that describes such a file, or one that names it under a negated verb: "…; never edit CLAUDE.md")
        if (p && (DESCRIBES_ONE.test(full.slice(Math.max(seg.start, pAt + p.index - 80), pAt + p.index)) || NEGATED_FILE_ORDER.test(p[0]))) p = null;
        // (an order that points below — "Append the **Standing protocol** block below …" — plants the next section too)
        if (p) plantedTo = Math.max(plantedTo, pointedBelow(sf, seg, full, pAt + p.index, p[0].length));
        // The planted text may be a section of another file of the skill the order names
        // ("copy the section 'Standing rules' of references/persona.md into CLAUDE.md").
        const hostile = !!p && (plantsHostileText(full, pAt + p.index, plantedTo) || namedFileHostile(view.files, sf, p[0]));
        // (the order may stand in a later region than the window it was found from)
        const pSeg = (p && segmentAt(sf, pAt + p.index)) || seg;
        if (p)
          report(sf, pSeg, pAt + p.index, pAt + p.index + p[0].length, hostile ? 'plantedInstructions' : 'instructions', hostile ? 'error' : 'info', {
            cmd: clip(p[0].replace(/\s*\n[\s\S]*$/, '')),
            file: plantedName(p[0], text, full),
          });
      }

      // 4. settings files and hooks
      WRITE_SETTINGS.lastIndex = 0;
      for (let m = HINT_SETTINGS.test(text) ? WRITE_SETTINGS.exec(text) : null; m; m = WRITE_SETTINGS.exec(text)) {
        const rest = full.slice(at(m.index), Math.min(seg.end, at(m.index) + 1500));
        const written = rest.split(/\n\s*(?:EOF|END)\b/)[0];
        // (a line that forbids the grant — "Do **not** switch to `danger-full-access`" — grants nothing)
        const grants =
          /bypassPermissions|--dangerously|skipDangerousModePermissionPrompt|["']allow["']\s*:|approval[_-]policy\s*=\s*["']?never|danger-full-access/.test(
            seg.kind === 'prose' ? written.replace(GRANT_FORBIDDEN, '') : written,
          );
        report(sf, seg, at(m.index), at(m.index + m[0].length), grants ? 'settingsGrant' : 'settings', grants ? 'error' : 'warning', {
          cmd: clip(lineOf(m.index)),
          file: target(m),
        });
      }
      const hook = HOOK_EVENT.exec(text) ?? HOOK_JQ.exec(text);
      // A hooks object written out in prose (`Add this to settings.json: {"hooks": {…}}`) is configuration too.
      const inlineJson = !!hook && seg.kind === 'prose' && /["']hooks["']\s*:\s*\{/.test(lineOf(hook.index));
      if (hook && (seg.kind === 'code' || seg.kind === 'data' || inlineJson)) {
        // A hook that only runs a script of the project or the skill is reviewable where it lies (and Sentinel scans it).
        const local = localHooks(full.slice(at(hook.index), Math.min(seg.end, at(hook.index) + 3000)));
        report(sf, seg, at(hook.index), at(hook.index + hook[0].length), 'hooks', local ? 'info' : 'warning', { cmd: clip(lineOf(hook.index)) });
        hookCommands(sf, seg, at(hook.index), Math.min(seg.end, at(hook.index) + 3000), report);
      } else if (seg.kind !== 'code') {
        const p = PROSE_HOOK.exec(text);
        if (p) report(sf, seg, at(p.index), at(p.index + p[0].length), 'hooks', shippedHooksReviewable(view) ? 'info' : 'warning', { cmd: clip(p[0]) });
        const w = p ? null : PROSE_SETTINGS.exec(text);
        if (w && GRANTS.test(full.slice(at(w.index), Math.min(seg.end, at(w.index) + 600)).replace(GRANT_FORBIDDEN, ''))) {
          report(sf, seg, at(w.index), at(w.index + w[0].length), 'settingsGrant', 'error', {
            cmd: clip(w[0]),
            file: new RegExp(SETTINGS, 'i').exec(w[0])?.[0] ?? '',
          });
        }
      }
      WRITE_GIT_HOOK.lastIndex = 0;
      const gitHook = (HINT_GIT_HOOK.test(text) ? WRITE_GIT_HOOK.exec(text) : null) ?? GIT_HOOKS_PATH.exec(text);
      if (gitHook) {
        const ownFile = ownGitHook(gitHook[0], lineOf(gitHook.index));
        report(sf, seg, at(gitHook.index), at(gitHook.index + gitHook[0].length), 'gitHook', ownFile ? 'info' : 'warning', {
          cmd: clip(lineOf(gitHook.index)),
        });
      }

      // 5. the agent's environment, API endpoint and unattended merges
      const envFile = ENV_FILE.exec(text);
      if (envFile) report(sf, seg, at(envFile.index), at(envFile.index + envFile[0].length), 'envFile', 'warning', { cmd: clip(lineOf(envFile.index)) });
      BASE_URL.lastIndex = 0;
      for (let m = BASE_URL.exec(text); m; m = BASE_URL.exec(text)) {
        const host = hostOf(m[2]);
        if (!host || hostRisk(m[2]) === 'local' || PROVIDER_HOST.test(host)) continue;
        const reason = sf.exampleFile ? 'example-file' : PLACEHOLDER_URL.test(m[2]) ? 'placeholder' : undefined;
        // The same script, or the same block of a document, hands over the provider's credential.
        const scope = sf.role === 'script' ? full : full.slice(seg.start, seg.end);
        const token = PROVIDER_TOKEN.test(scope);
        // The skill's own vendor (`ai-gateway` pointing at ai-gateway.vercel.sh): one level lower.
        const vendor = [...own].some((n) => n.length >= 4 && host.toLowerCase().includes(n));
        report(
          sf,
          seg,
          at(m.index),
          at(m.index + m[0].length),
          token ? 'baseUrlToken' : 'baseUrl',
          token ? (vendor ? 'warning' : 'error') : vendor ? 'info' : 'warning',
          { cmd: clip(lineOf(m.index)), name: m[1], host },
          { category: 'exfiltration', config: true, reason },
        );
      }
      UNATTENDED.lastIndex = 0;
      for (let m = UNATTENDED.exec(text); m; m = UNATTENDED.exec(text)) {
        report(sf, seg, at(m.index), at(m.index + m[0].length), 'unattended', 'warning', { cmd: clip(m[0]) });
      }

      // 6. skills folders
      WRITE_SKILLS.lastIndex = 0;
      for (let m = HINT_SKILLS.test(text) ? WRITE_SKILLS.exec(text) : null; m; m = WRITE_SKILLS.exec(text)) {
        const path = target(m);
        const name = new RegExp(String.raw`${SKILLS_DIR}[\\/]([^\\/\s"']+)`, 'i').exec(path)?.[1] ?? '';
        const inside = name ? path.slice(path.toLowerCase().lastIndexOf(name.toLowerCase()) + name.length) : '';
        const ownFolder = own.has(name.toLowerCase());
        const skillMd = /SKILL\.md$/i.test(path);
        const op = m[0];
        // Copying or linking a folder into the skills folder installs a skill.
        if (/^\s*(?:cp|mv|install|ln)\b/i.test(op) && !/[\\/]./.test(inside)) continue;
        const appends = /^\s*(?:>>|tee\s+-a|sed\b|Add-Content)|\bopen\s*\([^\n]*["'][rbt]*a|\bappendFile/i.test(op);
        const wildcard = /^[*$%{]/.test(name);
        if (ownFolder) {
          if (skillMd) report(sf, seg, at(m.index), at(m.index + op.length), 'ownSkill', 'warning', { cmd: clip(lineOf(m.index)), file: path });
          continue;
        }
        // Writing a downloaded file into a new skill's folder installs that skill from a URL.
        const lineText = lineOf(m.index);
        if (
          !appends &&
          !wildcard &&
          /^\s*(?:>|tee\b)/.test(op) &&
          /\b(?:curl|wget|iwr|Invoke-WebRequest)\b/.test(lineText.slice(0, lineText.indexOf(op.trim()) + 1))
        ) {
          report(sf, seg, at(m.index), at(m.index + op.length), 'remoteSkill', 'warning', { cmd: clip(lineText), file: path.slice(path.search(/[^\\/]+$/)) });
          continue;
        }
        const base: Severity = appends || wildcard ? 'error' : 'warning';
        report(sf, seg, at(m.index), at(m.index + op.length), 'otherSkill', base, { cmd: clip(lineText), file: path });
      }
      const remoteSkill = REMOTE_SKILL.exec(text);
      if (remoteSkill && !/\s>/.test(remoteSkill[0].slice(0, remoteSkill[0].length - remoteSkill[1].length))) {
        const path = remoteSkill[1].replace(/^["']|["']$/g, '');
        report(sf, seg, at(remoteSkill.index), at(remoteSkill.index + remoteSkill[0].length), 'remoteSkill', 'warning', {
          cmd: clip(lineOf(remoteSkill.index)),
          file: path.slice(path.search(/[^\\/]+$/)),
        });
      }
      WRITE_SKILL_MD.lastIndex = 0;
      const md = HINT_SKILL_MD.test(text) ? WRITE_SKILL_MD.exec(text) : null;
      if (md && !new RegExp(SKILLS_DIR, 'i').test(target(md))) {
        // A write into "$dir/SKILL.md" inside a loop over a skills folder reaches every skill.
        const around = full.slice(Math.max(seg.start, at(md.index) - 600), at(md.index));
        const loop = new RegExp(
          String.raw`\bfor\b[^\n]{0,120}${SKILLS_DIR}[\\/]?\*|\b(?:iterdir|readdirSync|readdir|glob|listdir|scandir|walk)\b[^\n]{0,80}${SKILLS_DIR}|${SKILLS_DIR}[^\n]{0,80}\b(?:iterdir|glob|walk)\b`,
          'i',
        ).test(around);
        if (loop)
          report(sf, seg, at(md.index), at(md.index + md[0].length), 'otherSkill', 'error', { cmd: clip(lineOf(md.index)), file: target(md) || 'SKILL.md' });
      }
    }
  },
};

/**
 * Whether a prose order to plant text names another Markdown file of the skill whose text
 * hides things from the user or overrides the agent's instructions (read in 1200-character
 * steps, the first 6000 characters).
 */
