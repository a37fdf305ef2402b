/**
 * sentinel/persistence — making code start again by itself, outside the session:
 * - macOS: `launchctl load|bootstrap|enable|submit`, writing a plist into
 *   `LaunchAgents`/`LaunchDaemons`;
 * - Linux: `systemctl [--user] enable`, writing a unit into `/etc/systemd/system` or
 *   `~/.config/systemd/user`, `update-rc.d … defaults|enable`, `chkconfig … on`,
 *   installing a crontab (`crontab FILE`, `… | crontab -`, writing `/etc/cron.*`);
 * - shells and SSH: appending to `~/.bashrc`, `~/.zshrc`, `~/.profile`, `~/.bash_profile`,
 *   `~/.zprofile`, or to `~/.ssh/authorized_keys` (error: remote login for someone);
 * - Windows: `schtasks /create`, `Register-ScheduledTask`/`New-ScheduledTask`, `Run`/
 *   `RunOnce` registry keys, the Startup folder.
 *
 * Category privilege-escalation (decided for Sentinel): persistence turns one approved
 * run into standing, unattended execution with the user's rights after the agent is
 * gone — the same remediation family as the seed's 越权 ("降级为普通操作"). `crontab -l`
 * and `launchctl list|print|bootout|unload` are not findings. Scope: scripts and fenced
 * code of non-SKILL.md Markdown.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, inCode, nearLine, sentinelView } from './view.ts';

const PATTERN = new RegExp(
  [
    String.raw`(?<keys>>>?\s*["']?(?:~|\$HOME|\$\{HOME\})?[^\s"'>]*\.ssh\/authorized_keys\b)`,
    String.raw`(?<service>\blaunchctl\s+(?:load|bootstrap|enable|submit)\b|\bLaunch(?:Agents|Daemons)\/[^\s"']*\.plist\b(?=[^\n]{0,300}(?:>|\bcp\b|\bmv\b|\btee\b|\bwrite|\bopen\())|(?:>|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300}|\btee\b\s*(?:-a\s*)?)\s*["']?\S*Launch(?:Agents|Daemons)\/|\bsystemctl\s+(?:--user\s+)?(?:--now\s+)?enable\b|(?:>|\btee\b\s*(?:-a\s*)?|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300})\s*["']?(?:\/etc\/systemd\/system|\S*\.config\/systemd\/user)\/|\bupdate-rc\.d\s+\S+\s+(?:defaults|enable)\b|\bchkconfig\s+\S+\s+on\b)`,
    String.raw`(?<cron>\|\s*crontab\s+-(?:\s|$)|\bcrontab\s+(?!-[lre]\b)["']?[\w.$~\/-]+|(?:>>?|\btee\b\s*(?:-a\s*)?)\s*["']?\/etc\/cron(?:tab|\.d\/|\.daily|\.hourly|\.weekly|\.monthly))`,
    String.raw`(?<rc>>>\s*["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|bash_login)\b)`,
    String.raw`(?<windows>\bschtasks(?:\.exe)?\s+\/create\b|\b(?:Register|New)-ScheduledTask\b|\\(?:CurrentVersion)\\Run(?:Once)?\b(?=[^\n]{0,300}(?:\breg\s+add\b|Set-ItemProperty|New-ItemProperty))|\breg(?:\.exe)?\s+add\s+["']?HK(?:CU|LM|EY_[A-Z_]+)\\[^\n]{0,300}\\CurrentVersion\\Run(?:Once)?\b|\\Start Menu\\Programs\\Startup\\)`,
  ].join('|'),
  'gi',
);

/** What is appended is only `export NAME=…` (no command substitution, no URL). */
const CONFIG_ONLY = /^\s*(?:echo|printf)\s+(?:-\w+\s+)?(["'])\s*export\s+[A-Za-z_]\w*=(?:(?!\$\(|\x60|https?:|\|)[^\n])*\1\s*$/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/persistence',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Installs persistence: launchd/systemd services, crontabs, shell rc appends, authorized_keys, scheduled tasks, Run keys.',
      zh: '安装持久化：launchd/systemd 服务、crontab、追加 shell 启动文件、authorized_keys、计划任务、Run 注册表键。',
    },
    fixable: false,
    messages: {
      service: {
        en: '`{cmd}` installs a background service that keeps running after the session; ask the user first and document how to remove it{note}.',
        zh: '`{cmd}` 安装了会话结束后仍持续运行的后台服务；请先征得用户同意并写明卸载方法{note}。',
      },
      cron: {
        en: '`{cmd}` installs a scheduled job that runs without the user{note}.',
        zh: '`{cmd}` 安装了无需用户参与即可运行的定时任务{note}。',
      },
      rc: {
        en: '`{cmd}` appends to a shell start-up file: it runs in every future shell{note}.',
        zh: '`{cmd}` 向 shell 启动文件追加内容：之后每个 shell 都会执行{note}。',
      },
      keys: {
        en: '`{cmd}` adds an SSH key to authorized_keys: a standing remote login{note}.',
        zh: '`{cmd}` 向 authorized_keys 添加 SSH 公钥：相当于开通长期远程登录{note}。',
      },
      windows: {
        en: '`{cmd}` registers a Windows scheduled task or start-up entry{note}.',
        zh: '`{cmd}` 注册了 Windows 计划任务或开机启动项{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'persist', inCode)) {
      const text = sf.info.text.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const g = m.groups ?? {};
        const messageId = g.keys ? 'keys' : g.service ? 'service' : g.cron ? 'cron' : g.rc ? 'rc' : 'windows';
        const base: Severity = g.keys ? 'error' : 'warning';
        const [lineStart, lineEnd] = nearLine(text, m.index, 300);
        const written = text.slice(lineStart, m.index);
        // `echo 'export FOO=…' >> ~/.zshrc` only sets a variable for later shells.
        const reason = g.rc && CONFIG_ONLY.test(written) ? 'config-only' : undefined;
        const start = from + m.index;
        const cmd = text.slice(lineStart, lineEnd).trim();
        emit(ctx, { sf, seg, start, end: start + m[0].trimEnd().length, messageId, data: { cmd: cmd.length > 70 ? `${cmd.slice(0, 67)}…` : cmd }, base, kind: 'judgment', category: 'privilege-escalation', reason });
      }
    }
  },
};
