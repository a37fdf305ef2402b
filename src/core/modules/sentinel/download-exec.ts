/**
 * sentinel/download-exec — remote content executed without being looked at:
 * `curl … | sh`, `wget -qO- … | sudo bash`, `bash <(curl …)`, `sh -c "$(curl …)"`,
 * `eval "$(wget …)"`, PowerShell `iex (iwr …)` / `IEX (New-Object Net.WebClient).DownloadString(…)`
 * / `iwr … | iex`, Python `exec(urlopen(…).read())`, and a program saved, made executable
 * and run in one chain (`curl -o /tmp/a URL && chmod +x /tmp/a && /tmp/a`) or on any later line or
 * code block of the same file (`wget URL` … `bash run.sh`, `urlretrieve(URL, f)` … `subprocess.run(["bash", f])`,
 * `git clone URL` … `cd repo && ./install.sh`), and packages installed from a URL or archive or
 * from another index than their registry (`pip install https://…/x.tar.gz`, `--index-url`,
 * `npm config set registry`) — lib/fetch-run.ts — or set apart from the install line: an
 * environment variable, a configuration file or command, a flag reached through a variable or
 * an array (`GOPROXY`, `PIP_INDEX_URL`, pip.conf, `.npmrc`, a Gemfile `source`, cargo's
 * `replace-with`, go.mod `replace`, conda channels …) — lib/package-source.ts: an error when
 * the same file also switches the package manager's checks off, or when it lasts on a host the
 * skill names nowhere else.
 *
 * The pipe is also read back when its words are spelled in ANSI-C escapes or variables
 * (`g=$'\x63\x75\x72\x6c'; $g … \⏎ | $h`: lib/normalise.ts shellLiterals + normaliseShell):
 * "do not install" when the fetcher or interpreter is written nowhere in the block.
 *
 * Why: whatever the server returns at that moment runs with the user's rights; a
 * changed or hijacked URL turns the skill into a dropper (ClawHavoc-style campaigns).
 * Severity by host (download-exec-judge.ts; hosts.ts, lib/fetch-run.ts `ownership`): a bare IP address, plain HTTP, a paste
 * site, a tunnel or a shortener is an error that no cue word lowers (report.ts `strict`); an HTTPS
 * host the skill names nowhere but in the commands that run it, run by SKILL.md, a script or a
 * config, is an error too (issue 28: a dropper's host, not a vendor's); a host named elsewhere in
 * the skill, a URL in a variable, a cloned repository or another package index is a warning —
 * except a download saved and run later, an error from any host but the tool's own (and from
 * that one too when it starts detached and silenced or under a hidden name);
 * loopback is info, and so is the installer of the tool the skill is named for, from that
 * tool's own domain, shown in a document (run by a script it stays a warning).
 * Scope: everywhere a command can stand (view.ts `commands`): scripts, fenced code,
 * inline code and prose of SKILL.md and its references, the frontmatter. Not a finding:
 * piping into a data tool (`| jq`, `| tee`), or into an interpreter that runs its own
 * literal program and only reads the download as data (`| python3 -c "import json…"`,
 * `| python -m json.tool`, `| node -e …`). A well-known installer over HTTPS
 * (rustup, uv/astral, bun, Homebrew, Docker, nvm …) shown in a document is reported at
 * info level; run by a script of the skill it stays a warning.
 */
import { AUTORUN_PLACE } from './lib/autorun-place.ts';
import type { Rule } from '../../rules/types.ts';
import { helperRuns, sharedPathRuns } from './lib/fetch-run-helpers.ts';
import { blockChecksOff, judge, livesIn, type Pending } from './download-exec-judge.ts';
import { emit, judgmentReason } from './report.ts';
import { sourcesFromDownload } from './lib/source-from-download.ts';
import { firstUrl, hostOf } from './hosts.ts';
import { inInlineCode } from './dynamic-exec.ts';
import { expandVars, fetchedExecs, foreignInstalls, savedRuns, segmentAt, skillSavedRuns, varLines } from './lib/fetch-run.ts';
import { normaliseShell, shellLiterals } from './lib/normalise.ts';
import { checksOff } from './lib/package-checks.ts';
import { packageSources } from './lib/package-source.ts';
import { archiveInstalls, CODE_HOST, foreignLockEntries } from './lib/package-archive.ts';
import { dataValues } from './lib/config-lookup.ts';
import { anchorHits, candidates, continued, commands, lineBounds, sentinelView, type SentinelFile, type SentinelView, TEST_PATH } from './view.ts';

const FETCHERS = String.raw`curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod`;
const INTERPRETERS = String.raw`(?:ba|z|da|k|fi)?sh|python[0-9.]*|perl|ruby|node|php|pwsh|powershell|iex|Invoke-Expression`;

/**
 * One pass, four shapes; groups: 1 fetcher + 2 interpreter (pipe), 3 (substitution),
 * 4 (PowerShell cradle), 5 (Python exec of a download).
 */
const PATTERN = new RegExp(
  [
    // fetch … | [sudo [-E]] [env X=1] [/usr/bin/]interpreter
    String.raw`\b(${FETCHERS})\b(?:[^|\n;&\\]|\\\n|\\(?!\n)|["']\s*&\s*[\w.]+\s*&\s*["']){0,600}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\w+=\S*\s+)*)?(?:\/usr(?:\/local)?\/bin\/|\/bin\/)?(${INTERPRETERS})\b(?![-.\w])`,
    // bash <(curl …) | sh -c "$(curl …)" | eval "$(curl …)" | source <(wget …)
    String.raw`(?:\b(?:ba|z|da|k)?sh\s+(?:-\w+\s+)*(?:<\(|-c\s+["']?\$\(|-c\s+["']?\x60)|\b(?:eval|source)\s+["']?(?:\$\(|<\(|\x60)|(?:^|[;&|]\s*)\.\s+<\()\s*(curl|wget)\b`,
    // iex (iwr …) | IEX (New-Object Net.WebClient).DownloadString(…) | DownloadString(…) | iex
    String.raw`\b((?:iex|Invoke-Expression)\b\s*\(*\s*(?:\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\s*\)?\s*\.\s*Download(?:String|Data)|iwr\b|irm\b|Invoke-WebRequest\b|Invoke-RestMethod\b|\[?System\.Text\.Encoding\]?)|Download(?:String|Data)\s*\([^)\n]{0,300}\)\s*\|\s*(?:iex|Invoke-Expression)\b)`,
    // exec(urlopen(…).read()) | exec(requests.get(…).text)
    String.raw`\b((?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?:(?:[A-Za-z_]\w*\.)*urlopen|requests\.get|httpx\.get)\s*\()`,
    // curl … -o FILE && chmod +x FILE && ./FILE — saved, made executable and run in one chain
    String.raw`\b(curl|wget)\b[^\n|;&]{0,400}?\s(?:-o|-O|--output|--output-document)[\s=]*["']?(?<saved>[\w~$./{}-]+)["']?[^\n]{0,200}?(?:&&|;|\|\|)\s*chmod\s+(?:\+x|[0-7]*[157][0-7]{0,2}|u\+x|a\+x)\s+["']?\k<saved>["']?\s*(?:&&|;)\s*(?:(?:sudo\s+)?(?:nohup\s+)?(?:\.\/)?["']?\k<saved>["']?|(?:ba|z)?sh\s+["']?\k<saved>)`,
  ].join('|'),
  'gim',
);

/** What follows the fetching tool up to the pipe (`\|` in a Markdown table) when nothing is fetched: flags only, around at most one ellipsis (`…`, `...`). */
// (each flag ends at a separator, so a run of dashes splits one way only: no backtracking on `curl ------ x`)
const NOTHING_FETCHED = /^[\s"'\x60]*(?:-[\w-]+(?:[\s"'\x60]+|(?=\\?[|….])))*(?:(?:…|\.{3})[\s"'\x60]*(?:-[\w-]+(?:[\s"'\x60]+|(?=\\?\|)))*)?\\?\|/;
/** `| python3 -c …`, `| python -m json.tool`, `| node -e …`: the download is data. */
const DATA_INTERPRETER_ARGS = /^\s+(?:-[a-zA-Z]*[cemnr]\b|-m\s)/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/download-exec',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Fetched code run unreviewed: piped or substituted into a shell or interpreter (curl | sh, iex (iwr …)), downloaded and run later, or packages installed from a URL or another index.',
      zh: '未经审查就运行获取的代码：管道/替换进 shell 或解释器（curl | sh、iex (iwr …)）、下载后稍后运行，或从 URL、其他索引安装包。',
    },
    fixable: false,
    messages: {
      pipe: {
        en: 'Downloads with {tool} and runs the result with {interp} unreviewed; download to a file, verify a checksum, then run it{note}.',
        zh: '用 {tool} 下载后直接交给 {interp} 执行，内容未经审查；请先下载到文件并校验哈希再执行{note}。',
      },
      pipeHidden: {
        en: "Downloads with {tool} and runs the result with {interp}, with the command's words spelled in escapes or variables (`{code}`) so that they do not read as a download: hidden remote code — do not install{note}.",
        zh: '用 {tool} 下载并交给 {interp} 执行，且命令中的词以转义或变量拼写（`{code}`），使其看起来不像下载：这是隐藏的远程代码——请勿安装{note}。',
      },
      substitution: {
        en: 'Runs whatever {tool} downloads via command/process substitution; download, verify, then run{note}.',
        zh: '通过命令/进程替换直接执行 {tool} 下载的内容；请先下载、校验后再执行{note}。',
      },
      cradle: {
        en: 'PowerShell download cradle: downloaded text goes straight into Invoke-Expression{note}.',
        zh: 'PowerShell 下载执行链：下载内容直接交给 Invoke-Expression 执行{note}。',
      },
      saved: {
        en: 'Downloads a program with {tool} to `{file}`, makes it executable and runs it at once: nothing is reviewed or verified in between; pin a release and check its checksum first{note}.',
        zh: '用 {tool} 把程序下载到 `{file}`，随即赋予执行权限并运行：中间没有任何审查或校验；请固定版本并先核对哈希{note}。',
      },
      savedLater: {
        en: 'Downloads `{file}` with {tool} and runs it later (`{run}`, {line}) without checking it: whatever the server sent runs with your rights; pin a release and verify its checksum before running it{note}.',
        zh: '用 {tool} 下载 `{file}`，随后（{line}：`{run}`）未经校验就运行它：服务器发来的任何内容都会以你的权限运行；请固定版本并在运行前核对哈希{note}。',
      },
      savedAutorun: {
        en: 'Downloads code with {tool} into `{dir}`, a folder whose code a program runs by itself every time it starts: saving it is running it, unchecked and with your rights; ship the code in the skill or pin a release and verify its checksum{note}.',
        zh: '用 {tool} 把代码下载到 `{dir}`——程序每次启动都会自动运行该文件夹中的代码：保存即运行，未经校验且带着你的权限；请把代码随技能提供，或固定版本并核对哈希{note}。',
      },
      archiveRun: {
        en: 'Downloads an archive with {tool}, unpacks it to `{dir}` and runs or loads `{file}` from it later (`{run}`, {line}) without checking it: whatever the server packed runs with your rights; pin a release and verify its checksum before unpacking{note}.',
        zh: '用 {tool} 下载压缩包，解压到 `{dir}`，随后（{line}：`{run}`）未经校验就运行或加载其中的 `{file}`：服务器打包的任何内容都会以你的权限运行；请固定版本并在解压前核对哈希{note}。',
      },
      cloneRun: {
        en: 'Clones `{file}` with git and runs its code (`{run}`, {line}): whatever was pushed last runs unreviewed; pin a tag or commit and review the script first{note}.',
        zh: '用 git 克隆 `{file}` 并运行其中的代码（{line}：`{run}`）：最新推送的任何内容都会未经审查地运行；请固定标签或提交，并先审查脚本{note}。',
      },
      foreignArchive: {
        en: 'Installs a package from the URL `{url}` instead of its registry: the archive is not the reviewed, versioned release; install the published package by name and version{note}.',
        zh: '从 URL `{url}` 而非包注册表安装包：该归档不是经过审查、带版本的正式发布；请按名称和版本安装已发布的包{note}。',
      },
      sourceFetched: {
        en: '`{cmd}` points the package manager at a source that a document the script downloads names: whoever controls that document chooses where every package comes from; do not install{note}.',
        zh: '`{cmd}` 让包管理器改用脚本下载的文档里指定的来源：谁控制那份文档，谁就决定每个包从哪里来；请勿安装{note}。',
      },
      foreignIndex: {
        en: "Points the package manager at the index `{url}` instead of the package's registry: any package name can resolve to code from that server; use the official registry or a pinned, reviewed mirror{note}.",
        zh: '让包管理器改用索引 `{url}` 而非包的官方注册表：任何包名都可能解析为该服务器上的代码；请使用官方注册表或固定、已审查的镜像{note}。',
      },
      sourceLasting: {
        en: 'Makes `{url}` a package source of the machine or the repository for good ({what}): every later install can resolve any package name to code from that server; use the official registry or a pinned, reviewed mirror{note}.',
        zh: '把 `{url}` 长期设为本机或仓库的包来源（{what}）：此后每次安装，任何包名都可能解析为该服务器上的代码；请使用官方注册表或固定、已审查的镜像{note}。',
      },
      sourceUnchecked: {
        en: 'Points the package manager at `{url}` ({what}) while the same file switches its checks off (checksum database or TLS): whoever controls that server or the network serves code nothing verifies; keep the official registry and its checks{note}.',
        zh: '让包管理器改用 `{url}`（{what}），同一文件还关闭了它的校验（校验和数据库或 TLS）：控制该服务器或网络的人可以提供无人校验的代码；请保留官方注册表及其校验{note}。',
      },
      varExec: {
        en: 'Runs text fetched from the network as code: `{call}` executes what a download returned, kept in a variable; nothing is reviewed, whatever the server sends runs{note}.',
        zh: '把从网络获取的文本当作代码运行：`{call}` 执行了存放在变量中的下载结果；内容未经审查，服务器发来什么就运行什么{note}。',
      },
      pyexec: {
        en: 'Python executes code fetched over the network ({call}){note}.',
        zh: 'Python 直接执行从网络获取的代码（{call}）{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const pending: Pending[] = [];
    const runLines: Array<[string, number, number]> = [];
    const fetchesSeen = new Set<string>();
    for (const { sf, seg, start: from, end: to } of candidates(view, 'download', commands, continued)) {
      const text = sf.info.text.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const start = from + m.index;
        const end = start + m[0].length;
        let messageId = 'pipe';
        const data: Record<string, string> = {};
        if (m[1]) {
          const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
          if (!/^(?:ba|z|da|k|fi)?sh$|^pwsh$|^powershell$|^iex$|^invoke-expression$/i.test(m[2]) && DATA_INTERPRETER_ARGS.test(after)) continue;
          if (/^(?:ba|z|da|k|fi)?sh$/i.test(m[2]) && /^\s+-c\b/.test(after)) continue;
          // `curl | sh`, `curl -fsSL | bash`, `curl … | sh` with nothing fetched (no address, or an ellipsis standing
          // for one): the pattern's name (a table cell, a list of don'ts, a quiz question), not a download
          if (NOTHING_FETCHED.test(m[0].slice(m[1].length))) continue;
          data.tool = m[1];
          data.interp = m[2];
        } else if (m[3]) {
          // `bash <(curl …)`, `sh -c "$(curl)"`: nothing fetched, the pattern's name
          if (/^[ \t]*(?:-[\w-]+[ \t]+)*(?:…|\.{3})?[ \t]*\)/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 80))) continue;
          messageId = 'substitution';
          data.tool = m[3];
        } else if (m[4]) {
          messageId = 'cradle';
        } else if (m[5]) {
          messageId = 'pyexec';
          data.call = m[5].replace(/\s+/g, '');
        } else {
          messageId = 'saved';
          data.tool = m[6];
          data.file = m.groups?.saved ?? '';
          fetchesSeen.add(`${sf.file.path}:${lineBounds(sf.info.text, start)[0]}`);
        }
        const cmd = text.slice(m.index, m.index + m[0].length + 300).split('\n')[0];
        // A URL in variables (`curl "$INSTALLER" | sudo bash`): their assignments are part of the command.
        // (the command's own line too: a cradle's match ends at `DownloadString`, its `($u)` after it)
        let url = fetchedUrl(cmd) ?? fetchedUrl(expandVars(sf, m[0])) ?? (cmd.length > m[0].length ? fetchedUrl(expandVars(sf, cmd)) : undefined);
        if (!url) {
          const v = skillVarUrl(view, m[0]);
          if (v) {
            url = v.url;
            runLines.push([v.sf.file.path, ...lineBounds(v.sf.info.text, v.at)]);
          }
        }
        pending.push({ sf, seg, start, end, messageId, data, url, shape: messageId === 'pyexec' ? 'exec' : 'run' });
        runLines.push([sf.file.path, ...lineBounds(sf.info.text, start)], ...varLines(sf, cmd.length > m[0].length ? cmd : m[0]));
      }
    }
    // The same shapes in shell whose words are spelled in ANSI-C escapes or kept in variables
    // (`g=$'\x63\x75\x72\x6c'; $g -fsS "$u" \⏎ | $h`): read back, then matched again.
    for (const h of hiddenPipes(view)) {
      if (pending.some((p) => p.sf === h.sf && p.start <= h.end && p.end >= h.start)) continue;
      pending.push(h);
      runLines.push([h.sf.file.path, ...lineBounds(h.sf.info.text, h.start)]);
    }
    // Download now, run later: the saved file (or cloned repository) is run by a later command.
    for (const sf of view.files) {
      if (!sf.segments.length) continue;
      const full = sf.info.text;
      for (const r of savedRuns(sf, anchorHits(sf, 'download'), (at) => runnable(sf, at))) {
        const [ls, le] = lineBounds(full, r.fetchAt);
        if (fetchesSeen.has(`${sf.file.path}:${ls}`)) continue;
        // (a run only printed as a hint — `echo "Next: bash ${DEST}/postinstall.sh"` — runs nothing: the run of the
        // saved file by another file, SKILL.md's next step, is looked for below)
        const runSeg = segmentAt(sf, r.runAt);
        if (runSeg && judgmentReason(sf, runSeg, r.runAt, 'malicious-command', true, view)) continue;
        const seg = segmentAt(sf, r.fetchAt)!;
        const runLine = lineBounds(full, r.runAt);
        const line = runLine[0] === ls ? 'the same line' : `line ${lineNumber(full, r.runAt)}`;
        pending.push({
          sf,
          seg,
          start: r.fetchAt,
          end: r.fetchEnd,
          messageId: r.kind === 'clone' ? 'cloneRun' : 'savedLater',
          data: { tool: r.tool, file: r.file, run: clip(full.slice(r.runAt, r.runEnd)), line },
          url: r.url,
          shape: r.kind === 'clone' ? 'review' : 'run',
          runAt: r.runAt,
          runLine: full.slice(...runLine),
        });
        runLines.push([sf.file.path, ls, le], [sf.file.path, ...runLine]);
        if (r.defAt !== undefined) runLines.push([sf.file.path, ...lineBounds(full, r.defAt)]);
      }
    }
    // Saved by one script, run by another (or by SKILL.md's steps), through variables and path joins (lib/fetch-run.ts).
    for (const r of skillSavedRuns(view)) {
      const { sf, at, end } = r.save;
      const key = `${sf.file.path}:${lineBounds(sf.info.text, at)[0]}`;
      if (fetchesSeen.has(key) || pending.some((p) => p.sf === sf && p.start <= end && p.end >= at)) continue;
      const runText = r.sf.info.text;
      const line = `${r.sf === sf ? 'line ' : `${r.sf.file.path}:`}${lineNumber(runText, r.runAt)}`;
      pending.push({
        sf,
        seg: segmentAt(sf, at)!,
        start: at,
        end,
        // (an archive unpacked to a folder, a file of that folder run or loaded)
        messageId: r.save.autorun ? 'savedAutorun' : r.dir ? 'archiveRun' : 'savedLater',
        // (a file saved straight into such a place names the place by the file: `mu-plugins/x.php`)
        data: {
          tool: r.save.tool,
          file: r.name,
          run: clip(runText.slice(r.runAt, r.runEnd)),
          line,
          ...(r.dir ? { dir: r.dir } : r.save.autorun ? { dir: (AUTORUN_PLACE.exec(sf.info.text.slice(at, end))?.[0] ?? r.name).replace(/^[\\/]/, '') } : {}),
        },
        url: r.save.url,
        shape: 'run',
        runLine: runText.slice(...lineBounds(runText, r.runAt)),
      });
      runLines.push([sf.file.path, ...lineBounds(sf.info.text, at)], [r.sf.file.path, ...lineBounds(runText, r.runAt)]);
      if (r.save.urlAt !== undefined) {
        const u = r.save.urlSf ?? sf;
        runLines.push([u.file.path, ...lineBounds(u.info.text, r.save.urlAt)]);
      }
    }
    // Saved by one of the skill's own functions and run by another, or directly (lib/fetch-run-helpers.ts).
    for (const sf of view.files) {
      if (sf.role !== 'script') continue;
      for (const r of [...helperRuns(sf), ...sharedPathRuns(sf)]) {
        if (pending.some((p) => p.sf === sf && p.start <= r.end && p.end >= r.at)) continue;
        const full = sf.info.text;
        const runLine = lineBounds(full, r.runAt);
        // (a save inside an argument-less helper that another reading already reports: that finding)
        const inside = r.inside;
        if (inside && pending.some((p) => p.sf === sf && p.start >= inside[0] && p.start < inside[1])) continue;
        const line = runLine[0] === lineBounds(full, r.at)[0] ? 'the same line' : `line ${lineNumber(full, r.runAt)}`;
        pending.push({
          sf,
          seg: segmentAt(sf, r.at)!,
          start: r.at,
          end: r.end,
          messageId: 'savedLater',
          data: { tool: r.tool, file: r.file, run: clip(full.slice(r.runAt, r.runEnd)), line },
          url: r.url,
          shape: 'run',
          runAt: r.runAt,
          runLine: full.slice(...runLine),
        });
        runLines.push([sf.file.path, ...lineBounds(full, r.at)], [sf.file.path, ...runLine]);
        // (the line that holds the address — `HELPER_SRC = "https://…"` — is part of the download, not a mention of the host)
        const ui = full.indexOf(r.url.slice(0, 60));
        if (ui >= 0) runLines.push([sf.file.path, ...lineBounds(full, ui)]);
      }
    }
    // Fetched text kept in a variable and run as code (`code = urlopen(U).read()` … `exec(code)`; lib/fetch-run.ts).
    for (const sf of view.files) {
      for (const e of fetchedExecs(sf)) {
        if (pending.some((p) => p.sf === sf && p.start <= e.end && p.end >= e.at)) continue;
        pending.push({
          sf,
          seg: segmentAt(sf, e.at)!,
          start: e.at,
          end: e.end,
          messageId: 'varExec',
          data: { call: clip(e.call, 40) },
          url: e.url,
          shape: 'exec',
        });
        runLines.push([sf.file.path, ...lineBounds(sf.info.text, e.at)], ...e.via);
      }
    }
    // A package source a downloaded document names (lib/source-from-download.ts).
    for (const sf of view.files)
      for (const h of sourcesFromDownload(sf))
        emit(ctx, {
          sf,
          seg: segmentAt(sf, h.at) ?? sf.segments[0],
          start: h.at,
          end: h.end,
          messageId: 'sourceFetched',
          data: { cmd: clip(sf.info.text.slice(h.at, h.end).trim(), 60) },
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
        });
    // Packages installed from a URL, an archive or another index than their registry.
    for (const sf of view.files) {
      if (!sf.segments.length) continue;
      const full = sf.info.text;
      // (a package manager's configuration kept as a test fixture or an example — `fixtures/pip.conf`,
      // `examples/requirements-bad.txt` — is a case for a reviewer, not the project's setting)
      if (sf.role === 'data' && TEST_PATH.test(sf.file.path) && !view.files.some((f) => f.role === 'skill' && f.info.text.includes(sf.file.path))) continue;
      const anchors = [...anchorHits(sf, 'unpinned'), ...anchorHits(sf, 'download')];
      // Sources set through the environment, a configuration file or a variable (lib/package-source.ts).
      const sourceLines = new Set<number>();
      // (whether the file switches the package manager's checks off where it takes effect: asked once, when needed)
      let off: boolean | undefined;
      const checksOffHere = (): boolean => (off ??= checksOff(sf, livesIn(sf, view)));
      // (in a document, each code block is its own file: download-exec-judge.ts blockChecksOff)
      const checksOffIn = blockChecksOff(sf, view, checksOffHere);
      for (const s of packageSources(sf, anchors, (name) => envFileValue(view, name))) {
        if (!runnable(sf, s.at)) continue;
        const line = lineBounds(full, s.at);
        sourceLines.add(line[0]);
        const offHere = checksOffIn(s.at);
        pending.push({
          sf,
          seg: segmentAt(sf, s.at)!,
          start: s.at,
          end: s.end,
          messageId: 'foreignIndex',
          data: { url: s.url, what: clip(s.what, 40) },
          url: s.url,
          shape: 'review',
          source: { lasting: s.lasting, checksOff: offHere, replaces: s.replaces === true },
        });
        runLines.push([sf.file.path, ...line], ...s.defs.map(([a, b]): [string, number, number] => [sf.file.path, a, b]));
        // A configuration file's other lines about the same host (`//host/:_authToken=`, `always-auth`) are part of the setting.
        if (sf.role === 'data') runLines.push(...sameHostLines(sf, s.url));
      }
      for (const f of foreignInstalls(sf, anchors, /(?:^|\/)\.(?:npmrc|yarnrc)$/.test(sf.file.path))) {
        if (!runnable(sf, f.at)) continue;
        if (f.kind === 'index' && sourceLines.has(lineBounds(full, f.at)[0])) continue;
        const lasting =
          f.kind === 'index' && (/(?:^|\/)\.(?:npmrc|yarnrc)$/.test(sf.file.path) || /\bconfig\s+set\b/.test(full.slice(...lineBounds(full, f.at))));
        if (f.kind === 'index') checksOffHere();
        // A package archive from a host the same file tells the package manager not to check (`--trusted-host`, TLS off).
        const offCodeHost = f.kind === 'archive' && !CODE_HOST.test(hostOf(f.url) ?? '');
        const uncheckedArchive = offCodeHost && checksOffHere();
        pending.push({
          ...(uncheckedArchive ? { source: { lasting: false, checksOff: true } } : {}),
          ...(f.kind === 'index'
            ? { source: { lasting, checksOff: off ?? false, replaces: /^(?:--index-url|-i|--registry|--default-index)\b/.test(full.slice(f.at, f.end)) } }
            : {}),
          sf,
          seg: segmentAt(sf, f.at)!,
          start: f.at,
          end: f.end,
          messageId: uncheckedArchive ? 'sourceUnchecked' : f.kind === 'archive' ? 'foreignArchive' : 'foreignIndex',
          data: uncheckedArchive ? { url: f.url, what: 'package archive' } : { url: f.url },
          url: f.url,
          // (an archive of a repository on a shared code host — `pip install https://github.com/owner/plugin/archive/master.zip`,
          // how OctoPrint's plugin repository installs — is worth a look, like lib/package-archive.ts's)
          shape: f.kind === 'archive' && offCodeHost ? 'run' : 'review',
          // (a package archive from a host that is not a shared code host: judged like lib/package-archive.ts's, by whether the skill names that host)
          ...(offCodeHost && !uncheckedArchive ? { archive: true } : {}),
        });
        runLines.push([sf.file.path, ...lineBounds(full, f.at)], ...(f.defs ?? []).map(([a, b]): [string, number, number] => [sf.file.path, a, b]));
      }
      // Archives and URLs installed as packages: continued lines, local archives a download saved, manifests (lib/package-archive.ts).
      for (const a of archiveInstalls(sf, anchors)) {
        // (one finding a line: an argument list's install read by both readers)
        const line = lineBounds(full, a.at)[0];
        if (!runnable(sf, a.at) || pending.some((p) => p.sf === sf && ((p.start <= a.end && p.end >= a.at) || lineBounds(full, p.start)[0] === line))) continue;
        const code = CODE_HOST.test(/^[a-z+]+:\/\/([^/:?#\s]+)/i.exec(a.url)?.[1] ?? '');
        const unchecked = !code && checksOffHere();
        pending.push({
          ...(unchecked ? { source: { lasting: false, checksOff: true } } : {}),
          sf,
          seg: segmentAt(sf, a.at)!,
          start: a.at,
          end: a.end,
          messageId: unchecked ? 'sourceUnchecked' : 'foreignArchive',
          data: unchecked ? { url: a.url, what: 'package archive' } : { url: a.url },
          url: a.url,
          shape: code ? 'review' : 'run',
          archive: !code,
          ...(a.mild ? { mild: true } : {}),
        });
        runLines.push([sf.file.path, ...lineBounds(full, a.at)], ...a.defs.map(([x, y]): [string, number, number] => [sf.file.path, x, y]));
      }
    }
    // A lockfile the skill ships (read for nothing else: it has no segments) whose packages resolve off the registries.
    for (const l of foreignLockEntries(view.files))
      pending.push({
        sf: l.sf,
        seg: l.seg,
        start: l.at,
        end: l.end,
        messageId: 'foreignArchive',
        data: { url: l.url },
        url: l.url,
        shape: 'run',
        archive: true,
      });
    for (const p of pending) judge(ctx, p, runLines);
  },
};

/** Signs that shell code spells a command's words in escapes or runs a variable as a command. */
const SHELL_HIDING = /\$'\\|(?:^|[;&|(])[ \t]*"?\$\{?[A-Za-z_]\w*\}?"?[ \t]+-|\|\s*(?:sudo\s+)?\$\{?[A-Za-z_]\w*\}?[ \t]*(?:$|[;&|)#])/m;

/**
 * Downloads piped or substituted into a shell whose fetcher or interpreter is written in
 * ANSI-C escapes or reached through a variable: the code read back (lib/normalise.ts
 * shellLiterals + normaliseShell, one line out per line in) and matched against the same
 * shapes; reported on the original lines, "do not install" when a word the match needs is
 * absent from them (hidden on purpose), else judged by host like any pipe.
 */
function hiddenPipes(view: ReturnType<typeof sentinelView>): Pending[] {
  const out: Pending[] = [];
  for (const sf of view.files) {
    const text = sf.info.text;
    for (const seg of sf.segments) {
      if (seg.kind !== 'code' || seg.detector || (seg.lang !== 'sh' && seg.lang !== 'any') || seg.end - seg.start > 100_000) continue;
      const body = text.slice(seg.start, seg.end);
      if (!body.includes('$') || !SHELL_HIDING.test(body)) continue;
      const lines = body.split('\n');
      const normLines = normaliseShell(shellLiterals(body));
      const norm = normLines.join('\n');
      if (norm === body) continue;
      // Line starts of the rewritten text (one line per original line).
      const starts: number[] = [];
      for (let i = 0, o = 0; i < normLines.length; o += normLines[i].length + 1, i++) starts.push(o);
      const lineOf = (off: number): number => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid] <= off) lo = mid;
          else hi = mid - 1;
        }
        return lo;
      };
      let origStart = 0;
      const origStarts: number[] = [];
      for (const l of lines) {
        origStarts.push(origStart);
        origStart += l.length + 1;
      }
      PATTERN.lastIndex = 0;
      for (let m = PATTERN.exec(norm); m && out.length < 10; m = PATTERN.exec(norm)) {
        if (!m[1] && !m[3]) continue;
        const a = lineOf(m.index);
        const b = lineOf(m.index + m[0].length - 1);
        const original = lines.slice(a, b + 1).join('\n');
        const rewritten = normLines.slice(a, b + 1).join('\n');
        if (original === rewritten) continue;
        const tool = m[1] ?? m[3];
        const interp = m[2] ?? 'a shell';
        if (m[1]) {
          const after = norm.slice(m.index + m[0].length, m.index + m[0].length + 40);
          if (/^(?:ba|z|da|k|fi)?sh$/i.test(interp) && /^\s+-c\b/.test(after)) continue;
          if (!/^(?:ba|z|da|k|fi)?sh$|^pwsh$|^powershell$|^iex$|^invoke-expression$/i.test(interp) && DATA_INTERPRETER_ARGS.test(after)) continue;
        }
        const word = (w: string): RegExp => new RegExp(String.raw`(?<![\w-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\w-])`, 'i');
        // Hidden: a word the command needs is written nowhere in the block (a variable that merely
        // picks `curl` or `wget`, both spelled out, is not hiding).
        // (a substitution's shell is the match's first word: `"$r" -c "$(curl …)"` with `r` spelled in escapes — the
        // shebang's `#!/bin/bash` is no spelling of it)
        const shell = m[3] ? /^\s*([\w.]+)/.exec(m[0])?.[1] : undefined;
        const hidden =
          !word(tool).test(body) || (m[2] !== undefined && !word(m[2]).test(body)) || (shell !== undefined && !word(shell).test(body.replace(/^#![^\n]*/, '')));
        const start = seg.start + origStarts[a] + (lines[a].length - lines[a].trimStart().length);
        const end = seg.start + origStarts[b] + lines[b].length;
        out.push({
          sf,
          seg,
          start,
          end,
          messageId: hidden ? 'pipeHidden' : m[1] ? 'pipe' : 'substitution',
          data: { tool, interp, code: clip(original.replace(/\\\n\s*/g, ' '), 50) },
          url: fetchedUrl(rewritten),
          shape: 'run',
          ...(hidden ? { hidden: true } : {}),
        });
      }
    }
  }
  return out;
}

/**
 * The URL of a fetch whose address is a variable set in another file of the skill (`curl
 * "$AGENT_URL" | sh` in a unit whose `EnvironmentFile` is the skill's `.env`): `NAME=URL` at a
 * line's start there.
 */
function skillVarUrl(view: ReturnType<typeof sentinelView>, cmd: string): { url: string; sf: SentinelFile; at: number } | undefined {
  // (`$NAME`, `${NAME}`; AppleScript's `" & NAME & "` with `set NAME to "URL"`)
  for (const v of cmd.matchAll(/\$\{?([A-Za-z_]\w*)\}?|["']\s*&\s*([A-Za-z_]\w*)\s*&/g)) {
    const name = v[1] ?? v[2];
    const def = new RegExp(String.raw`^[ \t]*(?:(?:export[ \t]+)?${name}[ \t]*=|set[ \t]+${name}[ \t]+to)[ \t]*["']?(https?:\/\/[^\s"']+)`, 'm');
    for (const f of view.files) {
      if (!f.info.text.includes(name)) continue;
      const d = def.exec(f.info.text);
      if (d) return { url: d[1], sf: f, at: d.index };
    }
  }
  return undefined;
}

/** Lines of `sf` that name the host of `url` (at most 20). */
function sameHostLines(sf: SentinelFile, url: string): Array<[string, number, number]> {
  const host = hostOf(url);
  const out: Array<[string, number, number]> = [];
  if (!host) return out;
  const text = sf.info.text;
  for (let i = text.indexOf(host); i >= 0 && out.length < 20; i = text.indexOf(host, i + host.length)) out.push([sf.file.path, ...lineBounds(text, i)]);
  return out;
}

/** The URL a fetch names: a full URL, a bare IP, or a bare host name right after the fetcher (`curl -sL cli.tool.dev`). */
function fetchedUrl(line: string): string | undefined {
  const url = firstUrl(line);
  if (url) return url;
  const bare = new RegExp(String.raw`\b(?:${FETCHERS})\b(?:\s+-{1,2}[\w-]+)*\s+["']?((?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s"'|;&)]*)?)`, 'i').exec(line);
  return bare ? `https://${bare[1]}` : undefined;
}

const clip = (s: string, n = 60): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** Whether a command can run at `at`: code, the frontmatter, a comment block, or inline code in prose. */
function runnable(sf: SentinelFile, at: number): boolean {
  const seg = segmentAt(sf, at);
  if (!seg || seg.detector) return false;
  if (seg.kind === 'code' || seg.kind === 'frontmatter' || seg.kind === 'comment') return true;
  return inInlineCode(sf.info.text, at) || seg.kind === 'data';
}

/** The 1-based number of the line holding `at` (counts newlines; no copy of the text before it). */
function lineNumber(text: string, at: number): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The URL a data file of the skill gives `name` (`GEM_MIRROR=https://…` in `config/ship.env`: lib/config-lookup.ts). */
function envFileValue(view: SentinelView, name: string): string | undefined {
  const v = dataValues(view.files).get(name);
  return v && /^https?:\/\/\S+$/.test(v) ? v : undefined;
}
