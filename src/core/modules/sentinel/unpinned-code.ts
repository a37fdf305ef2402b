/**
 * sentinel/unpinned-code — code the agent will run again and again, installed so that it
 * follows whatever its publisher (or whoever takes over the package or repository)
 * releases next:
 * - an MCP server registered with a moving tag: `claude mcp add x npx pkg@latest …`,
 *   `codex|gemini mcp add …`, or an `mcpServers` / `mcp_servers` config whose command or
 *   args run `pkg@latest|alpha|beta|next|canary|nightly` (warning);
 * - a pre-release channel run or installed globally: `npx|bunx|pnpm dlx|uvx pkg@alpha`,
 *   `npm i -g pkg@next`, `bun add -g pkg@canary` (warning);
 * - an agent hook (a `command` in a Claude Code `hooks` block, JSON or YAML) that runs a
 *   package through `npx|bunx|uvx|pnpm dlx|pipx run`: with a moving tag (`@latest`,
 *   pre-release) an error — it runs on every session or tool call (a widely used published tool
 *   such as a formatter or linter, lib/popular-packages.ts: a warning); unversioned a warning;
 * - code run or installed straight from a git repository's moving head: `uvx --from
 *   git+https://…`, `uv run --from "$REPO"` (with `REPO="git+https://…"`), `uv tool
 *   install`, `pipx run|install`, `pip install git+https://…` without `@<tag-or-commit>`
 *   (or with a branch: `@main`, `@master`, `@HEAD`), `npx github:user/repo` without
 *   `#<ref>` (warning; an error as the command of a hook). A one-off install from a git
 *   head (`pip install git+https://…`, `pipx install`, `uv tool install`, `npm i -g
 *   github:…`) shown in a document is info, like one-off `@latest`; run by a script it
 *   counts;
 * - a typo-squat of a popular PyPI or npm package (lib/popular-packages.ts) on an install
 *   command, in a dependency file or in a list a script installs (an error when a step of the
 *   skill installs it, a warning in a list), and a `git+https://` dependency on a host that is
 *   no code host and that the skill names nowhere else, its URL possibly split over string
 *   literals (lib/package-source.ts `resolveValue`).
 *
 * Why (docs/features.md B5: malicious commands; supply chain): an MCP server or hook runs with the
 * agent's tools and the user's files on every session; pinned to a moving tag or a
 * branch, its code changes without any review — a hijacked package, a pushed commit or a
 * compromised maintainer account reaches every user at their next start. Real malicious
 * skills register such servers and hooks as "infrastructure".
 * Scope: everywhere a command can stand (view.ts `commands`): scripts, fenced code,
 * inline code and prose, the frontmatter, config files (`.mcp.json`, `settings.json`).
 * Not a finding: a one-off scaffolding or setup command with `@latest` (`npx
 * shadcn@latest add button`, `npx create-foo@latest`, `npm i -g tool@latest`) — the user
 * sees it run once; unversioned `npx pkg` outside a hook (far too common to mean anything);
 * an exact version (`pkg@1.4.2`), a commit or tag (`git+https://…@v1.2.0`,
 * `github:user/repo#<sha>`); `git clone` (it is not run by itself). A hit in a negated or
 * example sentence is info (report.ts).
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { HOOK_CONTEXT } from './agent-config.ts';
import { candidates, commands, continued, lineBounds, sentinelView, type Segment, type SentinelFile, type SentinelView } from './view.ts';
import { hostOf, hostRisk } from './hosts.ts';
import { inInlineCode } from './dynamic-exec.ts';
import { ownership } from './lib/fetch-run.ts';
import { resolveValue } from './lib/package-source.ts';
import { isPopularPackage, typoSquatOf } from './lib/popular-packages.ts';

/** An npm/PyPI package name, optionally scoped. */
const PKG = String.raw`(?:@[\w.-]+\/)?[\w][\w.-]*`;
/** dist-tags that move: every release (latest) or a pre-release channel. */
const MOVING = String.raw`latest|alpha|beta|next|canary|nightly|experimental|insiders|rc|dev`;
const PRE = String.raw`alpha|beta|next|canary|nightly|experimental|insiders|rc|dev`;
/** Runners that fetch a package from the registry and execute it. */
const RUNNER = String.raw`(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx|npm\s+exec|uvx|pipx\s+run)`;
/** Runner flags before the package (`-y`, `--yes`, `--quiet` …). */
const FLAGS = String.raw`(?:(?:-y|--yes|-q|--quiet|--silent|--prefer-online|--refresh|--isolated)\s+)*`;

/** `claude|codex|gemini mcp add NAME … npx -y pkg@latest`. */
const MCP_ADD = new RegExp(
  String.raw`\b(?:claude|codex|gemini|qwen|cursor-agent|amp)\s+mcp\s+add\b[^\n|;&]*?\b${RUNNER}\s+${FLAGS}(${PKG})@(${MOVING})\b`,
  'gi',
);
/** `npx pkg@alpha`, `npm i -g pkg@next`, `bun add -g pkg@canary`. */
const PRE_RUN = new RegExp(String.raw`\b${RUNNER}\s+${FLAGS}(${PKG})@(${PRE})\b`, 'gi');
const PRE_GLOBAL = new RegExp(
  String.raw`\b(?:npm\s+(?:i|install|add)|pnpm\s+(?:add|i|install)|bun\s+(?:add|i|install)|yarn\s+global\s+add)\b(?=[^\n|;&]*\s(?:-g|--global)\b)[^\n|;&]*?\s(${PKG})@(${PRE})\b`,
  'gi',
);
/** A package with a moving tag as an MCP config value (`"args": ["-y", "pkg@latest"]`, `args = ["pkg@next"]`). */
const TAGGED_VALUE = new RegExp(String.raw`["'\s](${PKG})@(${MOVING})["'\s,\]]`, 'gi');
/** The key that opens an MCP servers block, looked for before a tagged value. */
const MCP_BLOCK = /\bmcpServers\b|\bmcp_servers\b|\bmcp\.servers\b|\bcontext_servers\b/;
/** A hook's command value that runs a package (groups: package, tag or version). */
const HOOK_RUN = new RegExp(
  String.raw`["']?\bcommand["']?\s*[:=]\s*["']?\s*${RUNNER}\s+${FLAGS}(?:--package[=\s]+\S+\s+)?(${PKG})(?:@([\w.^~<>=*-]+))?(?=[\s"'\\]|$)`,
  'gi',
);

/** A line holding a `command` key (JSON or YAML). */
const HOOK_KEY = /["']?\bcommand["']?\s*[:=]/;
/** Installers and runners that take a VCS URL. */
const GIT_RUNNER = String.raw`(?:uvx|uv\s+(?:run|tool\s+(?:install|run)|pip\s+install)|pipx\s+(?:run|install)|pip[0-9.]*\s+install|python[0-9.]*\s+-m\s+pip\s+install)`;
/** `uvx --from git+https://host/repo(.git)(@ref)` (group 1: URL, group 2: ref). */
const GIT_RUN = new RegExp(String.raw`\b${GIT_RUNNER}\b[^\n|;&]*?["'\s=](git\+(?:https?|ssh):\/\/[^\s"'@#]+(?:@([^\s"'#]+))?)`, 'gi');
/** `uv run --from "$REPO"`: the source is in a variable (group 1: its name). */
const GIT_RUN_VAR = new RegExp(String.raw`\b${GIT_RUNNER}\b[^\n|;&]*?["'\s=]\$\{?(\w+)\}?`, 'gi');
/** `npx github:user/repo`, `npm i -g github:user/repo`, `npx git+https://…` (group 1: spec, 2: #ref). */
const NPM_GIT = new RegExp(
  String.raw`\b(?:${RUNNER}|npm\s+(?:i|install)\s+(?:-g|--global)|pnpm\s+(?:add|i|install)\s+(?:-g|--global)|bun\s+(?:add|i|install)\s+(?:-g|--global))\s+${FLAGS}((?:github|gitlab|bitbucket):[\w.-]+\/[\w.-]+|git\+(?:https?|ssh):\/\/[^\s"'#]+)(#[^\s"']+)?`,
  'gi',
);
/** Install commands (as opposed to runners that fetch the code again on every call). */
const INSTALL_ONLY =
  /^(?:uv\s+(?:tool\s+install|pip\s+install)|pipx\s+install|pip[0-9.]*\s+install|python[0-9.]*\s+-m\s+pip\s+install|npm\s+(?:i|install)|pnpm\s+(?:add|i|install)|bun\s+(?:add|i|install))\b/i;
/** Refs that move: a branch, not a tag or a commit. */
const BRANCH_REF = /^(?:main|master|HEAD|develop|dev|trunk|latest|nightly|next|canary)$/i;

const clip = (s: string, n = 80): string => {
  const t = s.replace(/`/g, '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** An install command and its arguments (npm, pnpm, yarn, bun, pip, uv, poetry, gem, cargo). */
const INSTALL =
  /\b(?:npm\s+(?:i|install|add)|pnpm\s+(?:i|install|add)|yarn\s+(?:global\s+)?add|bun\s+(?:i|install|add)|pip3?\s+install|uv\s+(?:pip\s+install|add)|poetry\s+add|gem\s+install|cargo\s+install)\b(?<args>(?:[ \t]+[^\s;&|`]+){1,8})/g;

/**
 * A package name that mixes in a character chosen to look like another: a capital I among
 * lower-case letters where an l reads (`react-devtooIs`). Registry names are lower case (npm
 * requires it; PyPI and crates.io normalise case), so a capital inside a lower-case word is
 * not a style — it is a look-alike. Digits are left alone: brands spell with them on purpose
 * (`mem0ai`). Options, versions and scopes are left alone.
 */
export function lookAlike(arg: string): { plain: string; chars: string } | undefined {
  const name = arg.replace(/^@[^/]+\//, '').replace(/(?<=.)[@=<>~!^].*$/, '');
  if (!name || name.startsWith('-') || /[./\\:]/.test(name) || name.length < 4) return undefined;
  const chars: string[] = [];
  const plain = name.replace(/(?<=[a-z])I(?=[a-z]|$)/g, () => {
    chars.push('I for l');
    return 'l';
  });
  return chars.length && /^[a-z][a-z0-9_-]*$/.test(plain) ? { plain, chars: [...new Set(chars)].join(', ') } : undefined;
}

export const rule: Rule = {
  meta: {
    id: 'sentinel/unpinned-code',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: 'Unpinned or look-alike code installed: MCP servers and hooks on @latest or pre-release tags, code run from a git repository at HEAD (uvx --from git+https://…, npx github:…), typo-squats of popular packages, git dependencies on an unnamed host.',
      zh: '安装了未固定版本或仿冒的代码：MCP 服务器与 hook 使用 @latest 或预发布标签，直接从 git 仓库最新提交运行代码（uvx --from git+https://…、npx github:…），仿冒热门包名，依赖来自未提及主机的 git 仓库。',
    },
    fixable: false,
    messages: {
      mcpTag: {
        en: "`{cmd}` registers an MCP server that runs `{pkg}@{tag}`: every agent start fetches whatever was published last and runs it with the agent's tools; pin an exact version (`{pkg}@1.2.3`) and review upgrades{note}.",
        zh: '`{cmd}` 注册的 MCP 服务器运行 `{pkg}@{tag}`：智能体每次启动都会拉取最新发布的版本，并以智能体的工具权限运行；请固定确切版本（`{pkg}@1.2.3`）并审查每次升级{note}。',
      },
      prerelease: {
        en: '`{cmd}` runs or installs the pre-release channel `{pkg}@{tag}`: unreviewed builds that change daily; use a released, pinned version{note}.',
        zh: '`{cmd}` 运行或安装预发布渠道 `{pkg}@{tag}`：每天都在变化、未经审查的构建；请使用已发布并固定的版本{note}。',
      },
      hookTag: {
        en: "An agent hook runs `{cmd}` on every session or tool call, from the moving tag `{tag}`: each new release runs automatically with the agent's rights; pin an exact version or call a reviewed local script{note}.",
        zh: '智能体 hook 在每次会话或工具调用时运行 `{cmd}`，且使用会变动的标签 `{tag}`：每个新版本都会以智能体的权限自动运行；请固定确切版本，或改为调用经过审查的本地脚本{note}。',
      },
      hookUnversioned: {
        en: 'An agent hook runs `{cmd}` on every session or tool call without a version: whatever the registry serves for `{pkg}` runs automatically; pin an exact version or call a reviewed local script{note}.',
        zh: '智能体 hook 在每次会话或工具调用时运行未指定版本的 `{cmd}`：注册表为 `{pkg}` 提供的任何内容都会自动运行；请固定确切版本，或改为调用经过审查的本地脚本{note}。',
      },
      lookAlike: {
        en: '`{cmd}` installs `{pkg}`, a name that reads like `{plain}` but is spelled with look-alike characters ({chars}): a classic way to pass off another package as a known one; install the package by its real name{note}.',
        zh: '`{cmd}` 安装的 `{pkg}` 看起来像 `{plain}`，却用了形近字符（{chars}）：这是冒充知名包的常见手法；请按真实包名安装{note}。',
      },
      typoSquat: {
        en: "`{pkg}` is one keystroke away from the popular package `{real}` ({where}): a classic typo-squat that runs its author's code at install time; install `{real}` by its real name{note}.",
        zh: '`{pkg}` 与热门包 `{real}` 仅差一个按键（{where}）：这是典型的仿冒包名，安装时就会运行其作者的代码；请按真实包名安装 `{real}`{note}。',
      },
      gitForeign: {
        en: "`{url}` installs code from the git host `{host}`, which is neither the package's registry nor a public code host and is named nowhere else in the skill ({where}): whatever that server holds is installed unreviewed; install the published package from its registry{note}.",
        zh: '`{url}` 从 git 主机 `{host}` 安装代码，它既不是包的注册表，也不是公共代码托管平台，技能中别处也未提及（{where}）：该服务器上的任何内容都会未经审查地被安装；请从注册表安装已发布的包{note}。',
      },
      gitHead: {
        en: '`{cmd}` runs or installs code straight from the git repository `{url}` at `{ref}` (a moving branch head, not a tag or commit): every run takes whatever was pushed last, unreviewed; pin a tag or commit (`@v1.2.0`, `@<sha>`) or install a released package{note}.',
        zh: '`{cmd}` 直接从 git 仓库 `{url}` 的 `{ref}`（会变动的分支最新提交，而非标签或提交）运行或安装代码：每次运行都会取最新推送的内容，未经审查；请固定标签或提交（`@v1.2.0`、`@<sha>`），或安装已发布的包{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const seen = new Set<string>();
    const report = (
      sf: SentinelFile,
      seg: Segment,
      start: number,
      end: number,
      messageId: string,
      base: Severity,
      data: Record<string, string>,
      reason?: Reason,
    ) => {
      const key = `${sf.file.path}:${lineBounds(sf.info.text, start)[0]}`;
      if (seen.has(key)) return;
      seen.add(key);
      emit(ctx, { sf, seg, start, end, messageId, data, base, kind: 'judgment', category: 'malicious-command', reason });
    };
    typoSquats(ctx, view, report);

    for (const { sf, seg, start: from, end: to } of candidates(view, 'unpinned', commands, continued)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      // (the `unpinned` anchors also mark where package sources are set, for download-exec: skip those lines here)
      if (!OWN_WORDS.test(text)) continue;
      const lineOf = (i: number) => {
        const [s, e] = lineBounds(full, from + i);
        return full.slice(Math.max(s, from), Math.min(e, to));
      };

      // 1. hooks that run a package (an error with a moving tag)
      HOOK_RUN.lastIndex = 0;
      for (let m = HOOK_RUN.exec(text); m; m = HOOK_RUN.exec(text)) {
        if (!inHookBlock(full, seg, from + m.index)) continue;
        const version = m[2] ?? '';
        const start = from + m.index + m[0].search(/npx|bunx|pnpm|yarn|npm|uvx|pipx/i);
        // The whole command value, up to its closing quote.
        const cmd = clip(/^(?:[^"'\\\n]|\\.)*/.exec(full.slice(start, Math.min(to, start + 200)))![0]);
        if (!version) report(sf, seg, start, from + m.index + m[0].length, 'hookUnversioned', 'warning', { cmd, pkg: m[1] });
        // (a widely used published tool on its moving tag — a formatter, a linter — needs review, not "do not install")
        else if (new RegExp(`^(?:${MOVING})$`, 'i').test(version))
          report(sf, seg, start, from + m.index + m[0].length, 'hookTag', isPopularPackage(m[1]) ? 'warning' : 'error', { cmd, tag: version });
      }

      // 2. MCP servers on a moving tag
      MCP_ADD.lastIndex = 0;
      for (let m = MCP_ADD.exec(text); m; m = MCP_ADD.exec(text)) {
        report(sf, seg, from + m.index, from + m.index + m[0].length, 'mcpTag', 'warning', { cmd: clip(lineOf(m.index)), pkg: m[1], tag: m[2] });
      }
      if (seg.kind !== 'prose') {
        TAGGED_VALUE.lastIndex = 0;
        for (let m = TAGGED_VALUE.exec(text); m; m = TAGGED_VALUE.exec(text)) {
          const at = from + m.index + 1;
          const before = full.slice(Math.max(seg.start, at - 1500), at);
          if (!MCP_BLOCK.test(before)) continue;
          report(sf, seg, at, at + m[1].length + m[2].length + 1, 'mcpTag', 'warning', { cmd: clip(lineOf(m.index + 1)), pkg: m[1], tag: m[2] });
        }
      }

      // 3. pre-release channels run or installed globally
      for (const re of [PRE_RUN, PRE_GLOBAL]) {
        re.lastIndex = 0;
        for (let m = re.exec(text); m; m = re.exec(text)) {
          report(sf, seg, from + m.index, from + m.index + m[0].length, 'prerelease', 'warning', { cmd: clip(m[0]), pkg: m[1], tag: m[2] });
        }
      }

      // 4. code run from a git repository's moving head (an error as a hook's command)
      const headLevel = (i: number): Severity => (HOOK_KEY.test(lineOf(i)) && inHookBlock(full, seg, from + i) ? 'error' : 'warning');
      // A one-off install from a git head shown in a document is like `npx x@latest` there:
      // the user sees it run once. Run by a script or a hook, or run on every call, it counts.
      const installOnly = (cmd: string, level: Severity): Reason | undefined =>
        level === 'warning' && sf.role !== 'script' && INSTALL_ONLY.test(cmd) ? 'package-install' : undefined;
      GIT_RUN.lastIndex = 0;
      for (let m = GIT_RUN.exec(text); m; m = GIT_RUN.exec(text)) {
        const ref = m[2];
        if (ref && !BRANCH_REF.test(ref)) continue;
        const url = ref ? m[1].slice(0, m[1].lastIndexOf('@')) : m[1];
        const level = headLevel(m.index);
        report(sf, seg, from + m.index, from + m.index + m[0].length, 'gitHead', level, { cmd: clip(m[0]), url, ref: ref ?? 'HEAD' }, installOnly(m[0], level));
      }
      GIT_RUN_VAR.lastIndex = 0;
      for (let m = GIT_RUN_VAR.exec(text); m; m = GIT_RUN_VAR.exec(text)) {
        const url = gitVariable(full, seg, m[1]);
        if (!url) continue;
        const ref = /@([^@/]+)$/.exec(url.replace(/^git\+\w+:\/\/[^/]*@/, ''))?.[1];
        if (ref && !BRANCH_REF.test(ref)) continue;
        const level = headLevel(m.index);
        report(
          sf,
          seg,
          from + m.index,
          from + m.index + m[0].length,
          'gitHead',
          level,
          { cmd: clip(lineOf(m.index)), url, ref: ref ?? 'HEAD' },
          installOnly(m[0], level),
        );
      }
      NPM_GIT.lastIndex = 0;
      for (let m = NPM_GIT.exec(text); m; m = NPM_GIT.exec(text)) {
        const ref = m[2]?.slice(1);
        if (ref && !BRANCH_REF.test(ref)) continue;
        const level = headLevel(m.index);
        report(
          sf,
          seg,
          from + m.index,
          from + m.index + m[0].length,
          'gitHead',
          level,
          { cmd: clip(m[0]), url: m[1], ref: ref ?? 'HEAD' },
          installOnly(m[0], level),
        );
      }

      // 4b. (after the moving heads above, which keep their own message) a git dependency on a host that is no code host, its URL possibly split over string pieces
      if (text.includes('git+')) {
        for (let i = text.indexOf('git+'); i >= 0; i = text.indexOf('git+', i + 4)) {
          const at = from + i;
          const q = full[at - 1] === '"' || full[at - 1] === "'" ? at - 1 : at;
          const url = /^git\+(?:https?|ssh):\/\/[^\s"'#@]+(?:@[^\s"'#]*)?/.exec(resolveValue(full, q)?.value ?? '')?.[0];
          if (!url) continue;
          const host = hostOf(url.slice(4)) ?? '';
          if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$|^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || CODE_HOST.test(host) || hostRisk(url.slice(4)) === 'local')
            continue;
          if (FIXTURE_PATH.test(sf.file.path)) continue;
          const [ls, le] = lineBounds(full, at);
          const owner = ownership(ctx.doc, view, url.slice(4), [[sf.file.path, ls, le + 200]]);
          if (owner !== 'unnamed') continue;
          const step = installedByStep(view, sf, seg, at);
          report(sf, seg, at, at + Math.min(url.length, le - at), 'gitForeign', step ? 'error' : 'warning', {
            url: clip(url, 70),
            host,
            where: step ? 'installed by a step of the skill' : 'in a dependency list',
          });
        }
      }

      // 4. a package name spelled with look-alike characters (`react-devtooIs` with a capital i)
      INSTALL.lastIndex = 0;
      for (let m = INSTALL.exec(text); m; m = INSTALL.exec(text)) {
        for (const pkg of m.groups!.args.split(/\s+/)) {
          const look = lookAlike(pkg);
          const at = from + m.index + m[0].indexOf(pkg);
          if (look) {
            report(sf, seg, at, at + pkg.length, 'lookAlike', 'warning', { cmd: clip(m[0]), pkg, plain: look.plain, chars: look.chars });
            continue;
          }
          const name = pkgName(pkg);
          const real = name && typoSquatOf(name);
          if (!real) continue;
          const step = sf.role === 'script' || (sf.role === 'skill' && (seg.kind === 'code' || inInlineCode(full, at)));
          report(sf, seg, at, at + pkg.length, 'typoSquat', step ? 'error' : 'warning', {
            pkg: name,
            real,
            where: step ? 'installed by a step of the skill' : 'an install command',
          });
        }
      }
    }
  },
};

/** Words one of this rule's patterns needs on a candidate line. */
const OWN_WORDS = /npx|bunx|uvx|dlx|pipx|npm|pnpm|\bbun\b|yarn|\buv\b|pip|poetry|\bgem\b|cargo|git\+|github:|gitlab:|bitbucket:|@|mcp/i;

/** Test files and fixtures: a URL there is test data. */
const FIXTURE_PATH = /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|testdata)\/|(?:^|\/)(?:test_[^/]*|[^/]*_test\.\w+|[^/]*\.(?:test|spec)\.\w+)$/i;

/** Public code hosts: a git dependency there is judged by its ref (gitHead), not its host. */
const CODE_HOST =
  /^(?:[\w-]+\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht|huggingface\.co|gitee\.com|dev\.azure\.com|googlesource\.com|salsa\.debian\.org|gitlab\.gnome\.org|invent\.kde\.org|git\.kernel\.org|pagure\.io)$/i;

/** A package name out of an install argument or a requirement (`reqeusts==2.0`, `pkg@^1`, `x[extra]>=1`). */
function pkgName(arg: string): string | undefined {
  const a = arg.replace(/^["']|["',]+$/g, '');
  if (!a || a.startsWith('-') || /[/\\:]/.test(a.replace(/^@[\w.-]+\//, ''))) return undefined;
  const m = /^(@[\w.-]+\/)?([A-Za-z0-9][\w.-]*)/.exec(a);
  return m ? (m[1] ?? '') + m[2] : undefined;
}

/** Install commands, in a script or an argument list (`["pip", "install"]`, `-m pip install`). */
const INSTALL_WORDS =
  /\bpip[0-9.]*["',\s]+(?:-[\w-]+["',\s]+)*install\b|\b(?:npm|pnpm|yarn|bun)["',\s]+(?:install|i|add|ci)\b|\buv["',\s]+(?:pip|add|sync)\b|\bpoetry["',\s]+(?:add|install)\b|\bgem["',\s]+install\b|\bbundle["',\s]+install\b|\bcargo["',\s]+install\b/;

/** Whether what stands at `at` is installed by a step of the skill (a script that installs, a code line, a list a step installs). */
function installedByStep(view: SentinelView, sf: SentinelFile, seg: Segment, at: number): boolean {
  if (sf.role === 'script') return INSTALL_WORDS.test(sf.info.text);
  if (sf.role === 'skill') {
    if (seg.kind !== 'code' && !inInlineCode(sf.info.text, at)) return false;
    const [ls, le] = lineBounds(sf.info.text, at);
    return INSTALL_WORDS.test(sf.info.text.slice(ls, le));
  }
  return sf.role === 'data' && listInstalled(view, sf.file.path);
}

/** A dependency file a step of the skill installs (`pip install -r requirements.txt`, a bare `npm install`). */
function listInstalled(view: SentinelView, path: string): boolean {
  const base = path.replace(/^.*\//, '');
  const re = /^requirements|\.txt$|\.in$/i.test(base)
    ? new RegExp(String.raw`\s(?:-r|--requirement)[\s=]+["']?(?:[\w.~$/-]*\/)?${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    : base === 'package.json'
      ? /\b(?:npm|pnpm|bun)[ \t]+(?:install|i|ci)(?:[ \t]+--?[\w-]+(?:=\S+)?)*[ \t]*(?:$|[`;&|)"'])|\byarn(?:[ \t]+install)?[ \t]*(?:$|[`;&|])/m
      : /^(?:pyproject\.toml|setup\.py|setup\.cfg)$/.test(base)
        ? /\bpip[0-9.]*\s+install\s+(?:-e\s+)?["']?\.(?:\[|["'\s]|$)|\buv\s+sync\b|\bpoetry\s+install\b/m
        : /^Gemfile$/.test(base)
          ? /\bbundle(?:\s+install)?\s*(?:$|[`;&|])/m
          : undefined;
  if (!re) return false;
  return view.files.some((f) => (f.role === 'skill' || f.role === 'script') && re.test(f.info.text));
}

/** Dependency files: every name in them is checked for a typo-squat. */
const DEP_FILE = /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|package\.json|pyproject\.toml|Pipfile|setup\.py|setup\.cfg)$/;

/** The names a dependency file lists, with their offsets. */
function* listedNames(sf: SentinelFile): Generator<[string, number]> {
  const text = sf.info.text;
  if (text.length > 300_000) return;
  const base = sf.file.path.replace(/^.*\//, '');
  if (base === 'package.json') {
    for (const block of text.matchAll(/"(?:dev|peer|optional)?[dD]ependencies"\s*:\s*\{([^}]*)\}/g)) {
      const off = block.index + block[0].indexOf(block[1]);
      for (const m of block[1].matchAll(/"((?:@[\w.-]+\/)?[\w.-]+)"\s*:/g)) yield [m[1], off + m.index + 1];
    }
    return;
  }
  if (/\.(?:txt|in)$/.test(base)) {
    for (const m of text.matchAll(/^[ \t]*([A-Za-z0-9][\w.-]*)(?=[ \t]*(?:\[|[<>=~!;#]|$))/gm)) yield [m[1], m.index + m[0].indexOf(m[1])];
    return;
  }
  // pyproject / setup.py / Pipfile: quoted requirement strings in a dependency list
  for (const list of text.matchAll(/(?:dependencies|install_requires|requires|dev-dependencies|packages)\s*[=:]\s*[\[{(]([^\]})]*)[\]})]/g)) {
    const off = list.index + list[0].indexOf(list[1]);
    for (const m of list[1].matchAll(/["']([A-Za-z0-9][\w.-]*)(?=[ \t]*(?:\[|[<>=~!;]|["']))/g)) yield [m[1], off + m.index + 1];
  }
}

/** Requirement-like string literals of a script that installs (`DEPS = ["reqeusts", …]`). */
function* scriptNames(sf: SentinelFile): Generator<[string, number]> {
  const text = sf.info.text;
  if (text.length > 300_000) return;
  for (const m of text.matchAll(/["']([a-z][\w.-]{4,}(?:\[[\w,]+\])?)(?:[<>=~!]=?[\w.*]+)?["']/g)) yield [m[1].replace(/\[.*$/, ''), m.index + 1];
}

/** Typo-squats in dependency files and in the package lists of scripts that install them. */
function typoSquats(
  ctx: Parameters<Rule['check']>[0],
  view: SentinelView,
  report: (sf: SentinelFile, seg: Segment, start: number, end: number, messageId: string, base: Severity, data: Record<string, string>) => void,
): void {
  for (const sf of view.files) {
    if (!sf.segments.length) continue;
    const installs = sf.role === 'script' && sf.lang === 'py' && sf.info.text.includes('install') && INSTALL_WORDS.test(sf.info.text);
    const names = installs ? scriptNames(sf) : DEP_FILE.test(sf.file.path) ? listedNames(sf) : undefined;
    if (!names) continue;
    let installed: boolean | undefined;
    for (const [name, at] of names) {
      const real = typoSquatOf(name);
      if (!real) continue;
      const seg = sf.segments.find((g) => g.start <= at && at < g.end);
      if (!seg) continue;
      installed ??= installs || listInstalled(view, sf.file.path);
      report(sf, seg, at, at + name.length, 'typoSquat', installed ? 'error' : 'warning', {
        pkg: name,
        real,
        where: installed ? 'installed by a step of the skill' : 'in a dependency list',
      });
    }
  }
  void ctx;
}

/** A hook command: a hook event or a `hooks` key stands before it in the same block. */
function inHookBlock(full: string, seg: Segment, pos: number): boolean {
  return HOOK_CONTEXT.test(full.slice(Math.max(seg.start, pos - 2500), pos));
}

/** The git URL assigned to a shell variable in the same segment (`REPO="git+https://…"`), if any. */
function gitVariable(full: string, seg: Segment, name: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[\s;])(?:export\s+|local\s+|readonly\s+)?${name}=["']?(git\+(?:https?|ssh):\/\/[^\s"']+)`, 'm').exec(
    full.slice(seg.start, seg.end),
  );
  return m?.[1];
}
