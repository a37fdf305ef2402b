/**
 * sentinel/download-exec — remote content executed without being looked at:
 * `curl … | sh`, `wget -qO- … | sudo bash`, `bash <(curl …)`, `sh -c "$(curl …)"`,
 * `eval "$(wget …)"`, PowerShell `iex (iwr …)` / `IEX (New-Object Net.WebClient).DownloadString(…)`
 * / `iwr … | iex`, Python `exec(urlopen(…).read())`, and a program saved, made executable
 * and run in one chain (`curl -o /tmp/a URL && chmod +x /tmp/a && /tmp/a`).
 *
 * Why: whatever the server returns at that moment runs with the user's rights; a
 * changed or hijacked URL turns the skill into a dropper (ClawHavoc-style campaigns).
 * Severity by host (hosts.ts): a bare IP address, plain HTTP, a paste site, a tunnel or a
 * shortener is an error that no cue word lowers (report.ts `strict`); HTTPS to a named host, or
 * a URL in a variable, is a warning — a vendor installer to review; loopback is info.
 * Scope: everywhere a command can stand (view.ts `commands`): scripts, fenced code,
 * inline code and prose of SKILL.md and its references, the frontmatter. Not a finding:
 * piping into a data tool (`| jq`, `| tee`), or into an interpreter that runs its own
 * literal program and only reads the download as data (`| python3 -c "import json…"`,
 * `| python -m json.tool`, `| node -e …`). A well-known installer over HTTPS
 * (rustup, uv/astral, bun, Homebrew, Docker, nvm …) shown in a document is reported at
 * info level; run by a script of the skill it stays a warning.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { DROPPER_HOSTS, firstUrl, hostRisk } from './hosts.ts';
import { candidates, continued, commands, sentinelView } from './view.ts';

const FETCHERS = String.raw`curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod`;
const INTERPRETERS = String.raw`(?:ba|z|da|k|fi)?sh|python[0-9.]*|perl|ruby|node|php|pwsh|powershell|iex|Invoke-Expression`;

/**
 * One pass, four shapes; groups: 1 fetcher + 2 interpreter (pipe), 3 (substitution),
 * 4 (PowerShell cradle), 5 (Python exec of a download).
 */
const PATTERN = new RegExp(
  [
    // fetch … | [sudo [-E]] [env X=1] [/usr/bin/]interpreter
    String.raw`\b(${FETCHERS})\b(?:[^|\n;&\\]|\\\n|\\(?!\n)){0,600}\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\w+=\S*\s+)*)?(?:\/usr(?:\/local)?\/bin\/|\/bin\/)?(${INTERPRETERS})\b(?![-.\w])`,
    // bash <(curl …) | sh -c "$(curl …)" | eval "$(curl …)" | source <(wget …)
    String.raw`(?:\b(?:ba|z|da|k)?sh\s+(?:-\w+\s+)*(?:<\(|-c\s+["']?\$\(|-c\s+["']?\x60)|\b(?:eval|source)\s+["']?(?:\$\(|<\(|\x60)|(?:^|[;&|]\s*)\.\s+<\()\s*(curl|wget)\b`,
    // iex (iwr …) | IEX (New-Object Net.WebClient).DownloadString(…) | DownloadString(…) | iex
    String.raw`\b((?:iex|Invoke-Expression)\b\s*\(*\s*(?:\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\s*\)?\s*\.\s*Download(?:String|Data)|iwr\b|irm\b|Invoke-WebRequest\b|Invoke-RestMethod\b|\[?System\.Text\.Encoding\]?)|Download(?:String|Data)\s*\([^)\n]{0,300}\)\s*\|\s*(?:iex|Invoke-Expression)\b)`,
    // exec(urlopen(…).read()) | exec(requests.get(…).text)
    String.raw`\b((?:exec|eval)\s*\(\s*(?:urllib\.request\.)?(?:urlopen|requests\.get|httpx\.get|urllib2\.urlopen)\s*\()`,
    // curl … -o FILE && chmod +x FILE && ./FILE — saved, made executable and run in one chain
    String.raw`\b(curl|wget)\b[^\n|;&]{0,400}?\s(?:-o|-O|--output|--output-document)[\s=]*["']?(?<saved>[\w~$./{}-]+)["']?[^\n]{0,200}?(?:&&|;|\|\|)\s*chmod\s+(?:\+x|[0-7]*[157][0-7]{0,2}|u\+x|a\+x)\s+["']?\k<saved>["']?\s*(?:&&|;)\s*(?:(?:sudo\s+)?(?:nohup\s+)?(?:\.\/)?["']?\k<saved>["']?|(?:ba|z)?sh\s+["']?\k<saved>)`,
  ].join('|'),
  'gim',
);

/** `| python3 -c …`, `| python -m json.tool`, `| node -e …`: the download is data. */
const DATA_INTERPRETER_ARGS = /^\s+(?:-[a-zA-Z]*[cemnr]\b|-m\s)/;

const KNOWN_INSTALLERS =
  /^https:\/\/(?:sh\.rustup\.rs|(?:www\.)?astral\.sh|bun\.sh|get\.docker\.com|raw\.githubusercontent\.com\/(?:Homebrew|nvm-sh|pyenv|rbenv|creationix)\/|brew\.sh|deno\.land|get\.pnpm\.io|install\.python-poetry\.org|pyenv\.run|get\.sdkman\.io|get\.volta\.sh|(?:install\.)?determinate\.systems|nixos\.org|mise\.(?:jdx\.dev|run)|taskfile\.dev|starship\.rs|cli\.github\.com|claude\.ai\/install|fnm\.vercel\.app|get\.helm\.sh|sh\.vector\.dev|ollama\.com\/install)/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/download-exec',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Remote content piped or substituted straight into a shell or interpreter (curl | sh, iex (iwr …)).',
      zh: '远程内容被直接管道/替换进 shell 或解释器执行（curl | sh、iex (iwr …)）。',
    },
    fixable: false,
    messages: {
      pipe: {
        en: 'Downloads with {tool} and runs the result with {interp} unreviewed; download to a file, verify a checksum, then run it{note}.',
        zh: '用 {tool} 下载后直接交给 {interp} 执行，内容未经审查；请先下载到文件并校验哈希再执行{note}。',
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
      pyexec: {
        en: 'Python executes code fetched over the network ({call}){note}.',
        zh: 'Python 直接执行从网络获取的代码（{call}）{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'download', commands, continued)) {
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
          data.tool = m[1];
          data.interp = m[2];
        } else if (m[3]) {
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
        }
        const url = firstUrl(text.slice(m.index, m.index + m[0].length + 300).split('\n')[0]);
        const risk = hostRisk(url);
        // A bare IP, plain HTTP or a throwaway host: what droppers use — no cue word excuses it.
        if (DROPPER_HOSTS.has(risk)) {
          emit(ctx, {
            sf,
            seg,
            start,
            end,
            messageId,
            data,
            base: 'error',
            kind: 'judgment',
            strict: true,
            category: 'malicious-command',
            facts: { url: url!, host: risk },
          });
          continue;
        }
        let reason: Reason | undefined;
        if (risk === 'local') reason = 'local-host';
        // A documented install step for a well-known tool is info; a script that runs the
        // installer by itself, unasked, installs software behind the person's back.
        else if (url && KNOWN_INSTALLERS.test(url) && sf.role !== 'script') reason = 'known-installer';
        // A vendor's installer over HTTPS, or a URL held in a variable: a capability to review.
        emit(ctx, {
          sf,
          seg,
          start,
          end,
          messageId,
          data,
          base: 'warning',
          kind: 'judgment',
          category: 'malicious-command',
          reason,
          facts: { ...(url ? { url } : {}), host: risk },
        });
      }
    }
  },
};
