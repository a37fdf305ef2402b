/**
 * sentinel/permission-change — loosening permissions or taking ownership:
 * - `chmod 777`/`666`/`a+rwx`/`o+w`, setuid/setgid (`+s`, `u+s`, `g+s`, `4755`, `2755`),
 *   Python `os.chmod(…, 0o777 | 0o4755 …)`, `stat.S_ISUID`/`S_ISGID`; `setcap`;
 * - `chown root` / `chown -R root:…`, `chgrp root`;
 * - Windows `icacls … /grant` (and `/setowner`), `takeown`;
 * - process identity: `setuid(…)`, `setgid(…)`, `seteuid(…)`, `os.setuid(…)`;
 * - group membership: `usermod -aG sudo|wheel|admin|docker`, `net localgroup
 *   administrators … /add`, `dscl . -append /Groups/admin`;
 * - sudoers: writing `/etc/sudoers` or `/etc/sudoers.d/…`, `NOPASSWD:`, `visudo` (error);
 * - the machine's defences switched off (error): `ufw disable`, `systemctl stop firewalld`,
 *   `setenforce 0`, `spctl --master-disable`, `csrutil disable`, Defender's
 *   `Set-MpPreference -DisableRealtimeMonitoring $true` and exclusion paths, `netsh advfirewall
 *   … state off`, ASLR off (`kernel.randomize_va_space=0`), the quarantine mark turned off for every
 *   download (`defaults write … LSQuarantine -bool false`); stripping the quarantine mark (`xattr -d com.apple.quarantine`, info: vendors' own
 *   install docs do it for unsigned CLIs).
 * (The agent's own permission bypass flags, `--dangerously-skip-permissions` and friends,
 * are sentinel/agent-config's.)
 *
 * Why (seed: 权限越权 chmod / chown / icacls): these widen who can do what on the
 * machine, often for good. Not a finding: `chmod +x`, `chmod 755`, `chmod 600`.
 * Scope: everywhere a command can stand (view.ts `commands`). Info (reported, not
 * counted): the pattern as the search argument of `grep`/`rg`/`findstr` (an audit looking
 * for it), and code samples in a non-shell fence of a reference document
 * (dynamic-exec.ts `inDocSample`).
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { emit, inLineComment, judgmentReason, type Reason } from './report.ts';
import { inDocSample, odd, SEARCH_TOOL } from './dynamic-exec.ts';
import { candidates, commands, lineBounds, sentinelView, type SentinelFile, type SentinelView, TEST_PATH } from './view.ts';
import { CONTAINER_FILE } from './view-paths.ts';
import { headingChain } from './report-negation.ts';

/** A checklist item that states a condition (`- [ ] No file …`), not a task (`- [ ] Add …`). */
const CHECKBOX =
  /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\][ \t]*(?![ \t])(?!(?:add|write|set|create|grant|give|allow|enable|run|put|append|ajout\w*|[ée]cri\w*|agreg\w*|añad\w*|f[üu]ge|schreib\w*|adicion\w*|добав\w*|添加|写入)\b)/i;
const PATTERN = new RegExp(
  [
    String.raw`(?<sudoers>(?:>>?|\btee\b(?:\s+-a)?|\bcp\b[^\n]{0,300}|\bmv\b[^\n]{0,300}|\bopen\s*\([^\n]{0,300})\s*["']?\/etc\/sudoers(?:\.d\/\S*)?|\bNOPASSWD\s*:|\bvisudo\b(?!\s+(?:-[a-z]*c[a-z]*|--check)\b))`,
    String.raw`(?<chmod>\bchmod\s+(?:-[a-zA-Z]+\s+)*(?:0?777|0?666|[ugoa]*\+[rwxXt]*s[rwxXt]*|[ugoa]*=[rwxX]*s[rwxX]*|a\+rwx|o\+w|[2467][0-7]{3})(?![\w-]))`,
    String.raw`(?<pychmod>\bos\.chmod\s*\([^)\n]{0,300}\b0o?(?:777|666|[2467][0-7]{3})\b|\bstat\.S_IS[UG]ID\b)`,
    // chmod as a library call in other languages (`fs.chmodSync(p, 0o777)`, `os.Chmod(p, 0777)`, `File.chmod(0777, p)`,
    // `FileUtils.chmod_R(0777, d)`, Julia `chmod(d, 0o777; recursive=true)`, `set_mode(0o777)`), an argument list
    // (`["chmod", "-R", "777", d]`, `exec.Command("chmod", "777", p)`), and a umask that opens every new file (`umask 000`)
    String.raw`(?<libchmod>(?:\b(?:chmod|chmodSync|lchmod|chmod_R|Chmod|set_mode|from_mode)\s*\(|\bchmod\s+0)[^\n]{0,200}?(?<![\w.])0?o?(?:777|666)\b|\bchmod["']\s*,\s*(?:\[\s*)?(?:["']-\w+["']\s*,\s*)*["'](?:0?777|0?666|a\+rwx|o\+w|[ugoa]*\+s)["']|\bumask\s*\(?\s*0{1,4}\s*\)?(?![\w.]))`,
    String.raw`(?<owner>\b(?:chown|chgrp)\s+(?:-[a-zA-Z]+\s+)*root(?:[:.]\w*)?(?![\w-])|\bicacls(?:\.exe)?\b[^\n]{0,300}\/(?:grant|setowner)\b|\btakeown(?:\.exe)?\s+\/f\b)`,
    String.raw`(?<ident>(?<![\w.])(?:os\.)?set(?:e|re|res)?[ug]id\s*\(|\bsetcap\s+\S+)`,
    String.raw`(?<group>\busermod\s+(?:-\w+\s+)*-a?G\s+(?:\S*,)?(?:sudo|wheel|admin|docker|root)\b|\bnet\s+localgroup\s+administrators\b[^\n]{0,300}\/add\b|\bdscl\s+\.\s+-append\s+\/Groups\/admin\b)`,
    // the machine's own defences switched off: firewall, antivirus, SELinux, Gatekeeper, SIP
    String.raw`(?<defence>\bufw\s+disable\b|\bsystemctl\s+(?:stop|disable|mask)\s+(?:--now\s+)?(?:firewalld|ufw|iptables|nftables|apparmor|auditd|clamav-daemon|clamav-freshclam|falcon-sensor|fail2ban|crowdsec|sshguard|wazuh-agent|osqueryd|ossec)\b|\bsetenforce\s+(?:0|[Pp]ermissive)\b|\bSELINUX=(?:disabled|permissive)\b|\baa-teardown\b|\baa-(?:complain|disable)\s+\/etc\/apparmor\.d\/\*|\bufw\s+default\s+allow\s+(?:incoming|routed)\b|\bip6?tables(?:-legacy|-nft)?\s+(?:-t\s+filter\s+)?-P\s+INPUT\s+ACCEPT\b|\bnft\s+flush\s+ruleset\b|\bfirewall-cmd\b[^\n]{0,80}--set-default-zone[=\s]+trusted\b|\bsocketfilterfw\s+--setglobalstate\s+off\b|\bpfctl\s+-d\b|\bspctl\s+--global-disable\b|\b(?:sc(?:\.exe)?\s+(?:stop|config)|(?:Stop|Set)-Service(?:\s+-Name)?)\s+["']?WinDefend\b|\bspctl\s+--master-disable\b|\bcsrutil\s+disable\b|\bSet-MpPreference\b[^\n]{0,120}-Disable(?:RealtimeMonitoring|IOAVProtection|BehaviorMonitoring|ScriptScanning)\s+(?:\$true|1)\b|\bAdd-MpPreference\b[^\n]{0,120}-ExclusionPath\b|\bnetsh\s+(?:advfirewall\s+set\s+\w+\s+state\s+off|firewall\s+set\s+opmode\s+disable)\b|\bxattr\s+-(?:d|r?d)\s+com\.apple\.quarantine\b|\bLSQuarantine\s+-bool\s+(?:false|NO|0)\b|\brandomize_va_space\s*=\s*0\b|\becho\s+0\s*>\s*\/proc\/sys\/kernel\/randomize_va_space\b)`,
  ].join('|'),
  'g',
);

/** What a loosening reaches that no task needs opened to everyone: the home folder, SSH keys, system folders, a shell profile (umask). */
const WIDE_TARGET =
  /(?:^|[\s"'(,=])(?:~\/?(?:\.ssh)?|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE|\/(?:etc|usr|bin|var)?)(?=[\s"'),;*]|$)|\.ssh\b|\bhomedir\s*\(|\bexpanduser\s*\(|\bPath\.home\s*\(|\bos\.homedir\s*\(|\bENV\[["']HOME["']\]|\bumask\b[^\n]*(?:profile|bashrc|zshrc|\/etc\/)|(?:profile|bashrc|zshrc)[^\n]*\bumask\b/;

/** A section that takes the skill's changes back: undo, rollback, uninstall, restore (en, it, es, pt, de, fr, nl, nb, sv, pl, ru, zh, ja, ko). */
const UNDO_HEADING =
  /\b(?:undo(?:ing)?|roll(?:ing)?[\s-]?back|revert(?:ing)?|uninstall(?:ing|ation)?|ripristin\w*|annulla\w*|disinstall\w*|deshacer|revertir|desinstal\w*|restaurar|r[üu]ckg[äa]ngig|zur[üu]cksetzen|deinstall\w*|wiederherstell\w*|annuler|restaurer|d[ée]sinstall\w*|reverter|desfazer|terugdraaien|ongedaan|herstellen|angre|tilbakestill\w*|gjenopprett\w*|avinstaller\w*|[åa]ngra|[åa]terst[äa]ll\w*|cofni\w*|przywr[óo]c\w*|odinstal\w*)\b|откат|удалени|回滚|撤销|卸载|恢复|元に戻|アンインストール|롤백|되돌리|제거/i;

/** Whether some file of the skill turns on the defence `cmd` switches off (`ufw disable` ↔ `ufw --force enable`, `setenforce 0` ↔ `setenforce 1`). */
function turnedOn(view: SentinelView, cmd: string): boolean {
  const tool = /^\s*(?:sudo\s+)?([\w.-]+(?:\s+advfirewall)?)/i.exec(cmd)?.[1];
  if (!tool) return false;
  const on = new RegExp(String.raw`\b${tool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\b[^\n]{0,30}?\b(?:enable|on|start|1)\b`, 'i');
  return view.files.some((f) => on.test(f.info.text));
}

/** Whether the rest of a file (`text`, what follows the opening command) closes its firewall again: a default policy of deny or drop, a ruleset loaded. */
function closedAgain(text: string, cmd: string): boolean {
  if (/^ufw\s+default/.test(cmd)) return /\bufw\s+default\s+(?:deny|reject)\s+incoming\b/.test(text);
  if (/tables/.test(cmd)) return /\bip6?tables\S*\s+(?:-t\s+filter\s+)?-P\s+INPUT\s+(?:DROP|REJECT)\b/.test(text);
  if (/^nft/.test(cmd)) return /\bnft\s+(?:-f\b|add\s+(?:table|rule|chain)\b)|^\s*table\s+(?:inet|ip6?)\s/m.test(text);
  return false;
}

/** The end of the line holding offset `at`. */
const lineEnd = (text: string, at: number): number => (text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at));

/**
 * Whether the commands a `NOPASSWD:` rule lists are fixed ones: absolute paths, none of them `ALL`, a wildcard,
 * a shell, an interpreter, an editor, a pager or a tool that writes or runs what it is given.
 */
function narrowGrant(cmds: string): boolean {
  const list = cmds.replace(/[\x60"'].*$/, '').trim();
  if (!list || /\bALL\b|\*|\$|[;&|]/.test(list)) return false;
  // (a command with no arguments allows any arguments in sudoers: only one written out with its arguments is fixed)
  return list.split(/\s*,\s*/).every((c) => /^\/[\w./-]+(?:\s+[\w.=:\/-]+)+$/.test(c) && !OPEN_ENDED.test(c));
}
/** Programs a password-free sudo rule turns into root for anything: shells, interpreters, editors, pagers, copy and package tools. */
const OPEN_ENDED =
  /\/(?:ba|z|da|k|c|tc|fi)?sh\b|\/(?:python\d?(?:\.\d+)?|perl|ruby|node|php|lua|env|vim?|nano|emacs|less|more|man|find|tee|cp|mv|dd|chmod|chown|tar|zip|rsync|awk|sed|git|docker|podman|kubectl|apt(?:-get)?|dnf|yum|pip\d?|npm|systemctl\s+edit|su|sudo|bash|crontab|curl|wget|ssh|scp|journalctl|view|ed|ex)\b/;

const SUDOERS_WRITE = /(?:>>?|\btee\b|\bcp\b|\bmv\b|\bopen\s*\()[^\n]{0,300}\/etc\/sudoers/;

/**
 * Whether a file the skill puts to work (`inUse`: a script, a Dockerfile, a config file; not a test fixture) makes
 * files world-writable or setuid in live code: one kind of defence for defence-off's "several
 * switched off together" (lib/defence-together.ts).
 */
export function opensModes(view: SentinelView, inUse: (sf: SentinelFile) => boolean): boolean {
  for (const { sf, seg, start: from, end: to } of candidates(view, 'perm', commands)) {
    if (TEST_PATH.test(sf.file.path) || !inUse(sf)) continue;
    const text = sf.info.text.slice(from, to);
    PATTERN.lastIndex = 0;
    for (let m = PATTERN.exec(text); m; m = PATTERN.exec(text)) {
      const g = m.groups ?? {};
      if (!g.chmod && !g.pychmod && !g.libchmod) continue;
      const before = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
      if (SEARCH_TOOL.test(before) || inLineComment(sf.info.text, from + m.index, sf.role === 'script' ? sf.lang : seg.lang)) continue;
      // (a mode only printed, negated or shown as a bad example changes nothing: `echo "If uploads fail, run: chmod 777 …"`)
      if (judgmentReason(sf, seg, from + m.index, 'privilege-escalation', false)) continue;
      return true;
    }
  }
  return false;
}

export const rule: Rule = {
  meta: {
    id: 'sentinel/permission-change',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Loosens permissions or takes ownership: chmod 777/+s, chown root, icacls /grant, setuid, sudoers edits, admin groups.',
      zh: '放宽权限或夺取所有权：chmod 777/+s、chown root、icacls /grant、setuid、修改 sudoers、加入管理员组。',
    },
    fixable: false,
    messages: {
      chmod: {
        en: '`{cmd}` makes files world-writable or setuid/setgid; grant the least access needed{note}.',
        zh: '`{cmd}` 让文件对所有人可写或设置 setuid/setgid；请只授予最小必要权限{note}。',
      },
      chmodWide: {
        en: '`{cmd}` makes the home folder, SSH keys or system folders world-writable (or every new file, with umask 0): anyone on the machine can read the keys or plant code that runs as you — do not install{note}.',
        zh: '`{cmd}` 让主目录、SSH 密钥或系统目录对所有人可写（umask 0 则让每个新文件都如此）：本机任何人都能读取密钥或植入以你的身份运行的代码——请勿安装{note}。',
      },
      owner: {
        en: '`{cmd}` hands ownership or access rights to root or a broad group{note}.',
        zh: '`{cmd}` 把所有权或访问权交给 root 或大范围用户组{note}。',
      },
      ident: {
        en: '`{cmd}` changes the identity (uid/gid or capabilities) the code runs with{note}.',
        zh: '`{cmd}` 改变代码运行时的身份（uid/gid 或能力集）{note}。',
      },
      defence: {
        en: "`{cmd}` switches off one of the machine's defences (firewall, antivirus, SELinux, Gatekeeper, SIP): no skill task needs the machine unprotected — do not install{note}.",
        zh: '`{cmd}` 关闭了本机的一项防护（防火墙、杀毒、SELinux、Gatekeeper、SIP）：任何技能任务都不需要让机器失去保护——请勿安装{note}。',
      },
      defenceUndo: {
        en: "`{cmd}` switches one of the machine's defences off again in an undo section: check that it only takes back what the skill turned on{note}.",
        zh: '`{cmd}` 在撤销步骤中再次关闭本机的一项防护：请确认它只是撤回技能自己开启的设置{note}。',
      },
      quarantine: {
        en: "`{cmd}` strips macOS's quarantine mark, so Gatekeeper will not check the downloaded program before it runs{note}.",
        zh: '`{cmd}` 去掉了 macOS 的隔离标记，下载的程序运行前将不再经过 Gatekeeper 检查{note}。',
      },
      group: {
        en: '`{cmd}` adds a user to an administrator group{note}.',
        zh: '`{cmd}` 把用户加入管理员组{note}。',
      },
      sudoers: {
        en: '`{cmd}` edits sudo rules: a lasting privilege grant{note}.',
        zh: '`{cmd}` 修改 sudo 规则：这是持久的权限授予{note}。',
      },
      sample: {
        en: '`{cmd}` in a code sample of a reference document would loosen permissions if copied into a program (a sample: reported, not counted){note}.',
        zh: '参考文档代码示例中的 `{cmd}`：若被复制进程序，会放宽权限（示例：仅提示，不计分）{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    for (const { sf, seg, start: from, end: to } of candidates(view, 'perm', commands)) {
      const text = sf.info.text.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const g = m.groups ?? {};
        // (a firewall opened while it is rebuilt — `iptables -P INPUT ACCEPT; -F; … -P INPUT DROP`, `nft flush ruleset; nft -f …` — is closed again by the same file)
        if (g.defence && closedAgain(sf.info.text.slice(from + m.index + m[0].length), m[0])) continue;
        // A line that writes /etc/sudoers is reported once, at the write.
        if (g.sudoers && !SUDOERS_WRITE.test(m[0]) && SUDOERS_WRITE.test(text)) continue;
        const messageId = g.sudoers
          ? 'sudoers'
          : g.chmod || g.pychmod || g.libchmod
            ? 'chmod'
            : g.owner
              ? 'owner'
              : g.ident
                ? 'ident'
                : g.defence
                  ? /quarantine/.test(m[0])
                    ? 'quarantine'
                    : 'defence'
                  : 'group';
        // Stripping the quarantine mark is how vendors' own docs install unsigned CLIs: shown, not counted.
        // world-writable keys, home folder or system folders: anyone on the machine can plant code or read keys
        const wide =
          messageId === 'chmod' &&
          !/\+s|[ugoa]=\w*s|[2467][0-7]{3}|S_IS/.test(m[0]) &&
          WIDE_TARGET.test(text.slice(m.index, text.indexOf('\n', m.index) < 0 ? undefined : text.indexOf('\n', m.index)));
        // (a Dockerfile's sudo rules are the image's: the container's own user, not the machine's — a matter for review)
        const imageOnly = g.sudoers && CONTAINER_FILE.test(sf.file.path);
        // (a rule that lets one fixed command run without a password — `NOPASSWD: /sbin/shutdown -h now` — is a narrow grant to review)
        const narrow = g.sudoers && /^NOPASSWD/.test(m[0]) && narrowGrant(text.slice(m.index + m[0].length, lineEnd(text, m.index)));
        // (a defence switched off again under an undo section — "## Rollback: `sudo ufw disable`" — reverts what the skill turned on)
        // (the nearest heading only, and the skill turns the same defence on somewhere: `ufw --force enable`)
        const undo =
          messageId === 'defence' &&
          seg.kind === 'prose' &&
          UNDO_HEADING.test(
            headingChain(sf, from + m.index)
              .filter(Boolean)
              .at(-1) ?? '',
          ) &&
          turnedOn(view, m[0]);
        const base: Severity =
          (g.sudoers && !imageOnly && !narrow) || (messageId === 'defence' && !undo) || wide ? 'error' : messageId === 'quarantine' ? 'info' : 'warning';
        const start = from + m.index;
        const cmd = m[0].replace(/\s+/g, ' ').trim();
        const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
        const before = text.slice(lineStart, m.index);
        // (an item of a checklist to verify — `- [ ] No file in /etc/sudoers.d with NOPASSWD: ALL` — names what to look for)
        const checked = seg.kind === 'prose' && CHECKBOX.test(sf.info.text.slice(...lineBounds(sf.info.text, from + m.index)));
        const reason: Reason | undefined = SEARCH_TOOL.test(before) && (odd(before, '"') || odd(before, "'")) ? 'detector' : checked ? 'negated' : undefined;
        const sample = !reason && inDocSample(sf, seg);
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].trimEnd().length,
          messageId: sample ? 'sample' : wide ? 'chmodWide' : undo ? 'defenceUndo' : messageId,
          data: { cmd: cmd.length > 60 ? `${cmd.slice(0, 57)}…` : cmd },
          base: sample ? 'info' : base,
          kind: 'judgment',
          category: 'privilege-escalation',
          reason,
        });
      }
    }
  },
};
