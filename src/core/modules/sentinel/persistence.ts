/**
 * sentinel/persistence — making code start again by itself, outside the session:
 * - macOS: `launchctl load|bootstrap|enable|submit`, writing a plist into
 *   `LaunchAgents`/`LaunchDaemons`;
 * - Linux: `systemctl [--user] enable`, writing a unit into `/etc/systemd/system` or
 *   `~/.config/systemd/user`, `update-rc.d … defaults|enable`, `chkconfig … on`, XDG
 *   autostart entries, `/etc/rc.local`, `/etc/profile.d/`, `/etc/ld.so.preload`;
 *   installing a crontab (`crontab FILE`, `(crontab -l; echo …) | crontab -`, writing
 *   `/etc/crontab`, `/etc/cron.*`, `/var/spool/cron`);
 * - shells and SSH: appending to `~/.bashrc`, `~/.zshrc`, `~/.profile`, `~/.bash_profile`,
 *   `~/.zprofile`, `~/.zshenv`, fish `config.fish` or the PowerShell `$PROFILE` (with `>>`,
 *   `tee -a`, `cat >> … <<EOF`, `open(…, "a")`, `appendFileSync`, `Add-Content`), or to
 *   `~/.ssh/authorized_keys`;
 * - Windows: `schtasks /create`, `Register-ScheduledTask`/`New-ScheduledTask`, `Run`/
 *   `RunOnce` registry keys, the Startup folder (`shell:startup`), `New-Service` /
 *   `sc create`.
 *
 * Severity: warning — a standing capability the user should approve. Error when what is
 * persisted fetches or runs remote code or opens a connection (`curl … | sh` in a cron
 * line, a plist whose program is `curl`, `nc`, `/dev/tcp` …), when it starts a file another
 * step of the skill downloaded (lib/fetch-run.ts: `Invoke-WebRequest … -OutFile $agent` then a
 * scheduled task running `$agent`, in any script), when it starts a program
 * from a temporary folder (`@reboot /tmp/.x`, `ExecStart=/dev/shm/…`), when an alias shadows a
 * command that reads a password (`alias sudo=…`), and when a literal public key or a
 * downloaded one is added to `authorized_keys` (a standing remote login for someone
 * else); a placeholder or a variable there is a warning. Appending only `export NAME=…`
 * or `PATH=…` to an rc file is info, as is a local tool's own init line (`eval "$(tool
 * init zsh)"`, `source ~/.tool/env`). A skill's documented service setup for its own
 * daemon (`launchctl bootstrap` of its plist) stays a warning.
 *
 * Category privilege-escalation (decided for Sentinel): persistence turns one approved
 * run into standing, unattended execution with the user's rights after the agent is
 * gone. `crontab -l`, `launchctl list|print|bootout|unload`, `systemctl status` are not
 * findings, nor is ordinary text that only looks like one (`Project: my-new-service` is not
 * `New-Service`; "Crontab entries" is not `crontab FILE`: the argument must look like a file). Scope: everything the agent runs (`commands`): scripts, fenced and inline
 * code, prose, HTML comments.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit, MAX_PER_FILE, type Reason } from './report.ts';
import { skillSavedRuns } from './lib/fetch-run.ts';
import { anchorHits, candidates, commands, nearLine, segmentAt, sentinelView, type Segment, type SentinelFile } from './view.ts';

const RC = String.raw`(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE|\/(?:root|home\/[\w.-]+|Users\/[\w.-]+))\/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|zlogin|bash_login|config\/fish\/config\.fish)\b`;

const PATTERN = new RegExp(
  [
    String.raw`(?<keys>(?:>>?|\btee\b\s*(?:-a\s*)?)\s*["']?(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[\w.-]+)?[^\s"'>]*\.ssh\/authorized_keys\b|\bssh-copy-id\b(?=[^\n]*\s-f\b))`,
    String.raw`(?<service>\blaunchctl\s+(?:load|bootstrap|enable|submit)\b|\bLaunch(?:Agents|Daemons)\/[^\s"']*\.plist\b(?=[^\n]{0,300}(?:>|\bcp\b|\bmv\b|\btee\b|\bwrite|\bopen\())|(?:>|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300}|\btee\b\s*(?:-a\s*)?|\bln\s+-s\w*\s+\S+)\s*["']?\S*Launch(?:Agents|Daemons)\/|\bsystemctl\s+(?:--user\s+)?(?:--now\s+)?enable\b|(?:>|\btee\b\s*(?:-a\s*)?|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300}|\bln\s+-s\w*\s+\S+)\s*["']?(?:\/etc\/systemd\/system|\/lib\/systemd\/system|\S*\.config\/systemd\/user)\/|\bupdate-rc\.d\s+\S+\s+(?:defaults|enable)\b|\bchkconfig\s+\S+\s+on\b|(?:>>?|\btee\b\s*(?:-a\s*)?|\bcp\b[^\n]{0,300})\s*["']?(?:\S*\.config\/autostart\/|\/etc\/xdg\/autostart\/|\/etc\/rc\.local\b|\/etc\/profile\.d\/|\/etc\/ld\.so\.preload\b|\/etc\/init\.d\/))`,
    String.raw`(?<cron>\|\s*crontab\s+-(?:\s|$|["'\x60)])|\bcrontab\s+(?!-[lre]\b)["']?(?=[\w.$~\/-]*[._$~\/\d-])[\w.$~\/-]+|(?:>>?|\btee\b\s*(?:-a\s*)?|\bcp\b[^\n]{0,300})\s*["']?(?:\/etc\/cron(?:tab|\.d\/|\.daily|\.hourly|\.weekly|\.monthly)|\/var\/spool\/cron))`,
    String.raw`(?<rc>(?:>>|\btee\s+-a\s+|\bAdd-Content\s+(?:-Path\s+)?)\s*["']?(?:${RC}|\$PROFILE\b)|\bopen\s*\([^)\n]*\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv)\b[^)\n]*,\s*["']a\+?["']|\bappendFileSync\s*\([^)\n]*\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv)\b)`,
    // prose: "append `…` to ~/.zshrc", "把 … 追加到 ~/.bashrc" (the content is the sentence's inline code)
    String.raw`(?<rcProse>\b(?:append|add|write|put|insert|paste|place)(?:s|ed|ing)?\b(?:[^.!?\n]|[.!?](?=\S)){0,300}?\b(?:to|into|in|at\s+the\s+(?:end|bottom)\s+of)\s+(?:your\s+|the\s+(?:user'?s?\s+)?)?\x60?(?:${RC})|(?:追加|添加|写入|加入)[^。！？\n]{0,300}?(?:到|进|至)\s*\x60?(?:${RC}))`,
    String.raw`(?<windows>\bschtasks(?:\.exe)?\s+\/create\b|\b(?:Register|New)-ScheduledTask\b|\\(?:CurrentVersion)\\Run(?:Once|Services)?\b(?=[^\n]{0,300}(?:\breg\s+add\b|Set-ItemProperty|New-ItemProperty))|\b(?:Set|New)-ItemProperty\b[^\n]{0,300}\\CurrentVersion\\Run(?:Once)?\b|\breg(?:\.exe)?\s+add\s+["']?HK(?:CU|LM|EY_[A-Z_]+)\\[^\n]{0,300}\\CurrentVersion\\Run(?:Once)?\b|\\Start Menu\\Programs\\Startup\\|\bshell:startup\b|(?<![\w-])New-Service\b|\bsc(?:\.exe)?\s+create\s)`,
  ].join('|'),
  'gi',
);

/** What is appended is only `export NAME=…` / `PATH=…` (no command substitution, no URL). */
const CONFIG_ONLY = /^\s*(?:echo|printf)\s+(?:-\w+\s+)?(["'])\s*(?:export\s+)?[A-Za-z_]\w*=(?:(?!\$\(|\x60|https?:|\|)[^\n])*\1\s*$/;
/** A local tool's shell integration: `eval "$(brew shellenv)"`, `source ~/.cargo/env`, `. "$HOME/.nvm/nvm.sh"`. */
/** A local tool's init line, as written into the rc file (shared by the command and the prose form). */
const INIT_LINE = String.raw`eval\s+["']?\$\((?:[\w./~$-]+\/)?[\w.-]+\s+(?:init|shellenv|env|activate|hook|completion)\b[^)|]*\)["']?|(?:source|\.)\s+["']?(?:~|\$HOME|\$\{HOME\}|\/opt|\/usr)[\w./\${}-]*["']?|alias\s+(?!(?:sudo|su|ssh|scp|git|ls|cd|cat|passwd|doas|curl|wget|python3?|node|npm|pip3?)=)[\w-]+=['"][^'"\x60$|;]*['"]`;
const TOOL_INIT = new RegExp(String.raw`^\s*(?:echo|printf)\s+(?:-\w+\s+)?(["'])\s*(?:${INIT_LINE})\s*\1\s*$`);
/**
 * Persisted content that fetches and runs remote code or opens a connection back: a
 * download piped into or chained with an interpreter, a PowerShell cradle, a reverse
 * connection, an encoded payload. A plain `curl https://…/ping` heartbeat is not.
 */
const REMOTE =
  /\b(?:curl|wget|fetch|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]*(?:\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node|iex)\b|&&[^\n]*(?:\bchmod\s+\+?[0-7]*x|(?:^|[\s;&|])(?:ba|z)?sh\s|\bpython[0-9.]*\s|\bnode\s)|\s-o\s*\S+[^\n]*;\s*(?:ba|z)?sh\s)|\b(?:Invoke-Expression|iex)\b|\bDownload(?:String|File|Data)\b|\bcertutil(?:\.exe)?\s+-urlcache\b|\bbitsadmin(?:\.exe)?\s+\/transfer\b|\b(?:nc|ncat|netcat|socat|telnet)\s+(?:-\w+\s+)*[\w.-]+\s+\d{2,5}\b|\/dev\/(?:tcp|udp)\/|\bbase64\s+(?:-d|--decode|-D)\b|\bbash\s+-i\b|\bssh\s+(?:-\w+\s+)*-R\b|\bpython[0-9.]*\s+-c\s+["'][^\n]*\b(?:socket|urllib|requests|exec)\b/i;
/**
 * A program started from a temporary folder (`/tmp/.x`, `/dev/shm/…`, `%TEMP%\…`): no
 * installed software lives there — it is where droppers leave what they fetched.
 */
const TEMP_PROGRAM =
  /(?:^|[\s"'=>(;])(?:\/tmp|\/var\/tmp|\/dev\/shm|\$TMPDIR|\$\{TMPDIR\}|%TEMP%|%TMP%|\$env:TEMP)[\\/]+\.?[\w-]+(?:\.(?:sh|py|js|bin|exe|ps1|bat|cmd|vbs|command))?(?=["'\s<;)&|]|$)/i;
/** An alias that shadows a command that reads a password or runs everything. */
const SHADOW = /\balias\s+(?:sudo|su|doas|ssh|passwd|git|ls|cd|cat)=/;
/** A real public key (type + base64 body), not a placeholder. */
const PUBLIC_KEY = /\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[A-Za-z0-9+/]{40,}={0,3}/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/persistence',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Installs persistence: launchd/systemd services, crontabs, shell rc appends, authorized_keys, scheduled tasks, Run keys (error when it persists remote code).',
      zh: '安装持久化：launchd/systemd 服务、crontab、追加 shell 启动文件、authorized_keys、计划任务、Run 注册表键（持久化远程代码时为错误）。',
    },
    fixable: false,
    messages: {
      service: {
        en: '`{cmd}` installs a background service that keeps running after the session; ask the user first and document how to remove it{note}.',
        zh: '`{cmd}` 安装了会话结束后仍持续运行的后台服务；请先征得用户同意并写明卸载方法{note}。',
      },
      cron: {
        en: '`{cmd}` installs a scheduled job that runs without the user; ask first and document how to remove it{note}.',
        zh: '`{cmd}` 安装了无需用户参与即可运行的定时任务；请先征得同意并写明删除方法{note}。',
      },
      rc: {
        en: '`{cmd}` appends to a shell start-up file: it runs in every future shell; show the user the line and let them add it{note}.',
        zh: '`{cmd}` 向 shell 启动文件追加内容：之后每个 shell 都会执行；请把这一行展示给用户，由用户自行添加{note}。',
      },
      rcConfig: {
        en: "`{cmd}` appends a variable or a local tool's init line to a shell start-up file{note}.",
        zh: '`{cmd}` 向 shell 启动文件追加了变量或本地工具的初始化行{note}。',
      },
      keys: {
        en: '`{cmd}` adds an SSH key to authorized_keys: a standing remote login; only the user should do this{note}.',
        zh: '`{cmd}` 向 authorized_keys 添加 SSH 公钥：相当于开通长期远程登录；只应由用户本人操作{note}。',
      },
      keysLiteral: {
        en: '`{cmd}` adds a key shipped with the skill (or downloaded) to authorized_keys: a backdoor login for someone else — do not install{note}.',
        zh: '`{cmd}` 把技能自带（或下载）的公钥加入 authorized_keys：为他人开了后门登录——请勿安装{note}。',
      },
      windows: {
        en: '`{cmd}` registers a Windows scheduled task, service or start-up entry; ask first and document how to remove it{note}.',
        zh: '`{cmd}` 注册了 Windows 计划任务、服务或开机启动项；请先征得同意并写明删除方法{note}。',
      },
      tempProgram: {
        en: '`{cmd}` makes a program in a temporary folder start again by itself: installed software never lives there, droppers do — do not install{note}.',
        zh: '`{cmd}` 让临时目录中的程序自动反复启动：正规软件不会安装在那里，投放器才会——请勿安装{note}。',
      },
      remote: {
        en: '`{cmd}` persists a command that downloads or runs remote code or opens a connection: it will run unattended at every start — do not install{note}.',
        zh: '`{cmd}` 持久化了一条下载/执行远程代码或建立连接的命令：之后每次启动都会无人值守地执行——请勿安装{note}。',
      },
      downloaded: {
        en: '`{cmd}` makes a file the skill downloads (`{file}`) start again by itself: unreviewed code from the network, run unattended at every start — do not install{note}.',
        zh: '`{cmd}` 让技能下载的文件（`{file}`）自动反复启动：来自网络、未经审查的代码会在每次启动时无人值守地运行——请勿安装{note}。',
      },
      shadow: {
        en: '`{cmd}` makes an alias shadow a command that asks for a password or runs everything (sudo, ssh, git …): a credential-capture trick — do not install{note}.',
        zh: '`{cmd}` 用别名顶替了会索要密码或执行一切的命令（sudo、ssh、git 等）：这是截获凭据的手法——请勿安装{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'persist', commands)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      // A minified line can repeat a pattern thousands of times; the report is capped anyway (report.ts).
      for (let n = 0; n < MAX_PER_FILE && (m = PATTERN.exec(text)); n++) {
        const g = m.groups ?? {};
        if (g.rcProse) {
          // The sentence's own `echo … >> ~/.zshrc` is the command form: let the rc group report it.
          if (seg.kind !== 'prose' || />>|\btee\s|Add-Content/.test(m[0])) {
            PATTERN.lastIndex = m.index + 1;
            continue;
          }
          const start = from + m.index;
          reportProse(ctx, sf, seg, start, start + m[0].length);
          continue;
        }
        let messageId = g.keys ? 'keys' : g.service ? 'service' : g.cron ? 'cron' : g.rc ? 'rc' : 'windows';
        let base: Severity = 'warning';
        let reason: Reason | undefined;
        let downloaded = '';
        const start = from + m.index;
        const [ls, le] = nearLine(full, start, 300);
        const line = full.slice(ls, le);
        // In prose the command is its inline-code span, not the sentence around it.
        const written = full.slice(seg.kind === 'prose' ? Math.max(ls, full.lastIndexOf('\x60', start) + 1) : ls, start);
        // What is persisted: this line, and the here-document it opens.
        const body = line.includes('<<') ? heredoc(full, ls, le, seg.end) : '';
        const content = line + body;
        if (g.keys) {
          if (PUBLIC_KEY.test(content) || /\b(?:curl|wget|iwr|Invoke-WebRequest)\b/.test(line)) {
            messageId = 'keysLiteral';
            base = 'error';
          }
        } else if (g.rc && SHADOW.test(content)) {
          messageId = 'shadow';
          base = 'error';
        } else if (g.rc && (CONFIG_ONLY.test(written) || TOOL_INIT.test(written))) {
          messageId = 'rcConfig';
          reason = CONFIG_ONLY.test(written) ? 'config-only' : undefined;
          base = 'info';
        } else if (REMOTE.test(persisted(line, m[0]) + body)) {
          messageId = 'remote';
          base = 'error';
        } else if (TEMP_PROGRAM.test(persisted(line, m[0]) + body)) {
          messageId = 'tempProgram';
          base = 'error';
        } else {
          // A file some script of the skill downloads, registered here to run (lib/fetch-run.ts).
          const run = skillSavedRuns(sentinelView(ctx.doc)).find((r) => r.sf === sf && r.how === 'persist' && Math.abs(r.runAt - start) <= 600);
          if (run) {
            messageId = 'downloaded';
            base = 'error';
            downloaded = run.name;
          }
        }
        // `systemctl enable` of system services the skill does not ship (`postgresql`, `docker`): a
        // package's own service switched on, not a program of the skill made to start by itself.
        // (a user unit is nobody's package: someone wrote it)
        if (base === 'warning' && !reason && ENABLE.test(m[0]) && !m[0].includes('--user') && packageServices(ctx, sf, from + m.index + m[0].length, le))
          reason = 'routine-admin';
        const cmd = line.trim();
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].trimEnd().length,
          messageId,
          data: { cmd: cmd.length > 70 ? `${cmd.slice(0, 67)}…` : cmd, ...(downloaded ? { file: downloaded } : {}) },
          base,
          kind: 'judgment',
          category: 'privilege-escalation',
          reason,
        });
      }
    }
    proseKeys(ctx);
  },
};

const ENABLE = /^systemctl\b/;
/**
 * The units after `systemctl … enable` up to the end of the command, when there are some and the
 * skill ships or writes none of them (no `<unit>.service|.timer|.socket|.path` in its files'
 * names or text beyond this command).
 */
function packageServices(ctx: Parameters<Rule['check']>[0], sf: SentinelFile, from: number, to: number): boolean {
  const full = sf.info.text;
  const command = full.slice(from, to).split(/&&|\|\||[;|`\n]/, 1)[0];
  const elsewhere = full.slice(0, from) + full.slice(from + command.length);
  const units = command
    .split(/\s+/)
    .map((w) => w.replace(/^["']|["'.,)]+$/g, ''))
    .filter((w) => w && !w.startsWith('-') && !w.startsWith('$'))
    .map((w) => w.replace(/\.(?:service|timer|socket|path)$/, ''));
  if (!units.length || units.some((u) => !/^[\w@.:-]+$/.test(u))) return false;
  const files = sentinelView(ctx.doc).files;
  return units.every((u) => {
    const unit = new RegExp(`(?:^|[^\\w.-])${u.replace(/[.]/g, '\\.')}\\.(?:service|timer|socket|path)\\b`);
    return !files.some((f) => unit.test(f.file.path) || unit.test(f === sf ? elsewhere : f.info.text));
  });
}

/** Putting something into a file, in the languages Sentinel reads. */
const PUT_KEY =
  /\b(?:add|append|put|copy|install|insert|place|paste|write)\b|\b(?:trag|füg|kopier|schreib|añad|agreg|copi|ajout|mett|adicion|aggiung|inserisc|добав|скопир|запиш)\p{L}*|写入|添加|追加|加入|放入|复制|追記|追加し|추가/iu;

/**
 * An order in prose, in any language, to put a key the skill ships (`references/maintenance.pub`) into
 * `authorized_keys`: a standing login for whoever holds its private half.
 */
function proseKeys(ctx: Parameters<Rule['check']>[0]): void {
  const view = sentinelView(ctx.doc);
  const shipped = view.files.filter((f) => /\.pub$/i.test(f.file.path)).map((f) => f.file.path);
  for (const sf of view.files) {
    if (sf.role !== 'skill' && sf.role !== 'markdown') continue;
    const full = sf.info.text;
    // (the file's one anchor pass already found every `authorized_keys`)
    for (const at of anchorHits(sf, 'persist')) {
      if (!full.startsWith('authorized_keys', at)) continue;
      const seg = segmentAt(sf, at);
      if (!seg || seg.kind !== 'prose') continue;
      const near = full.slice(Math.max(seg.start, at - 500), Math.min(seg.end, at + 300));
      // (only a key the skill ships, and an order that puts it there: "add / install / trage … ein / añade / 写入")
      const pub = shipped.find((p) => near.includes(p.slice(p.lastIndexOf('/') + 1)));
      if (!pub || !PUT_KEY.test(near)) continue;
      emit(ctx, {
        sf,
        seg,
        start: at,
        end: at + 'authorized_keys'.length,
        messageId: 'keysLiteral',
        data: { cmd: pub },
        base: 'error',
        kind: 'judgment',
        category: 'privilege-escalation',
      });
      break;
    }
  }
}

/** A command that reaches the network: with data from the machine it is a beacon run at every shell start. */
const NETWORK = /\b(?:curl|wget|nc|ncat|netcat|socat|telnet|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\/dev\/(?:tcp|udp)\//i;
/** Only variables, a PATH change, a local tool's init line or a harmless alias. */
const PROSE_CONFIG = new RegExp(String.raw`^\s*(?:(?:export\s+)?[A-Za-z_]\w*=(?:(?!\$\(|\x60|https?:|\|)\S)*|${INIT_LINE})\s*$`);

/**
 * "Append `…` to ~/.zshrc" in prose: what is persisted is the sentence's inline code, or
 * the fenced block right after a line that ends with a colon. Remote code, a network
 * beacon carrying the machine's data or a shadowing alias: error; variables and init lines:
 * info; anything else: warning.
 */
function reportProse(ctx: Parameters<Rule['check']>[0], sf: SentinelFile, seg: Segment, start: number, end: number): void {
  const full = sf.info.text;
  const [ls, le] = nearLine(full, start, 600);
  const sentence = full.slice(ls, le);
  const spans = [...sentence.matchAll(/\x60([^\x60\n]+)\x60/g)]
    .map((x) => x[1])
    .filter((c) => !/^\S*\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|zlogin|bash_login|config\.fish)$/.test(c.trim()));
  let content = spans.join('\n');
  if (!content && /:\s*$/.test(sentence)) content = followingFence(full, le);
  let messageId = 'rc';
  let base: Severity = 'warning';
  let reason: Reason | undefined;
  const lines = content.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  if (SHADOW.test(content)) {
    messageId = 'shadow';
    base = 'error';
  } else if (REMOTE.test(content) || TEMP_PROGRAM.test(content) || (NETWORK.test(content) && /\$\(|\x60|\$\{?[A-Za-z_]/.test(content))) {
    messageId = NETWORK.test(content) || REMOTE.test(content) ? 'remote' : 'tempProgram';
    base = 'error';
  } else if (lines.length === 0 || lines.every((l) => PROSE_CONFIG.test(l))) {
    messageId = 'rcConfig';
    base = 'info';
    reason = 'config-only';
  }
  const cmd = (content.split('\n')[0] || sentence.trim()).trim();
  emit(ctx, {
    sf,
    seg,
    start,
    end,
    messageId,
    data: { cmd: cmd.length > 70 ? `${cmd.slice(0, 67)}…` : cmd },
    base,
    kind: 'judgment',
    category: 'privilege-escalation',
    reason,
  });
}

/** The body of the fenced block that starts on the next non-blank lines after `le` (up to 20 lines). */
function followingFence(text: string, le: number): string {
  const m = /^\n(?:[ \t]*\n){0,2}[ \t]*(\x60{3,}|~{3,})[^\n]*\n/.exec(text.slice(le, le + 400));
  if (!m) return '';
  const bodyStart = le + m[0].length;
  const close = text.indexOf(`\n${m[1]}`, bodyStart - 1);
  const body = text.slice(bodyStart, close < 0 ? Math.min(text.length, bodyStart + 2000) : close);
  return body.split('\n').slice(0, 20).join('\n');
}

/** The part of a line that is persisted: drop the persistence command itself and where it writes to. */
function persisted(content: string, hit: string): string {
  return content
    .replace(hit, ' ')
    .replace(/\bcrontab\s+-l\b/g, ' ')
    .replace(/(?:>>?|\btee\b(?:\s+-a)?)\s*["']?[^\s"']+/g, ' ');
}

/** The body of a here-document opened on the line (`cat > x.plist <<'EOF'` … `EOF`), up to 80 lines. */
function heredoc(text: string, ls: number, le: number, limit: number): string {
  const m = /<<-?\s*["']?([A-Za-z_]\w*)["']?/.exec(text.slice(ls, le));
  if (!m) return '';
  const term = m[1];
  let pos = le + 1;
  let body = '';
  for (let n = 0; n < 80 && pos < limit; n++) {
    let e = text.indexOf('\n', pos);
    if (e < 0 || e > limit) e = limit;
    const l = text.slice(pos, e);
    if (l.trim() === term) break;
    body += `\n${l}`;
    pos = e + 1;
  }
  return body;
}
