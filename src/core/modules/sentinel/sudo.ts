/**
 * sentinel/sudo — commands that run as another (usually the root) user: `sudo …`
 * (also in argument lists such as `["sudo", …]`), `su -` / `su root` / `su -c`, `doas`,
 * `pkexec`, `runas /user:`, PowerShell `Start-Process … -Verb RunAs`, and piping a
 * password into `sudo -S`.
 *
 * Why (seed: 权限越权 sudo / su -): a skill that elevates can change anything on the
 * machine; the agent should ask the user to run such steps themselves. `sudo -l`/`-k`/
 * `-v` (listing or dropping the timestamp) are not findings; a `sudo` inside a message
 * the script only prints ("Run: sudo apt install ffmpeg") and a plain package install
 * (`sudo apt-get install -y ffmpeg`) are info. Scope: scripts and
 * fenced code of non-SKILL.md Markdown.
 */
import type { Rule } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, inCode, sentinelView } from './view.ts';

const PATTERN = new RegExp(
  [
    String.raw`(?<pipe>\becho\b[^\n|]{0,300}\|\s*sudo\s+-S\b)`,
    String.raw`(?<sudo>(?:^|(?<=[\s;&|(\x60"'\[{!=]))sudo\b(?!\s+-[klvKV]\b)(?![-.\w]))`,
    String.raw`(?<su>(?:^|(?<=[\s;&|(\x60"'\[]))su\s+(?:-\s|-$|-l\b|-c\b|root\b|--login\b))`,
    String.raw`(?<other>(?:^|(?<=[\s;&|(\x60"'\[]))(?:doas|pkexec)\b(?![-.\w])|\brunas(?:\.exe)?\s+\/(?:user|noprofile|savecred)\b|\bStart-Process\b[^\n]{0,300}-Verb\s+["']?RunAs\b)`,
  ].join('|'),
  'gim',
);

/** `sudo apt-get install …` and friends: installing a system package, nothing else on the line. */
const PACKAGE_INSTALL = /^sudo\s+(?:-\w+\s+)*(?:(?:apt(?:-get)?|yum|dnf|zypper|snap|pip3?|brew|port)\s+(?:-\S+\s+)*install\b|pacman\s+-S\w*\b|apk\s+add\b|npm\s+(?:i|install)\s+-g\b)[^\n;&|]{0,300}$/;

export const rule: Rule = {
  meta: {
    id: 'sentinel/sudo',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Runs commands as root or another user: sudo, su -, doas, pkexec, runas, -Verb RunAs.',
      zh: '以 root 或其他用户身份执行命令：sudo、su -、doas、pkexec、runas、-Verb RunAs。',
    },
    fixable: false,
    messages: {
      elevate: {
        en: '`{cmd}` runs with elevated rights; let the user run privileged steps themselves{note}.',
        zh: '`{cmd}` 以提升的权限运行；请让用户自行执行需要特权的步骤{note}。',
      },
      password: {
        en: 'A password is piped into `sudo -S`: the password is hard-coded or exposed in the process list{note}.',
        zh: '把密码通过管道传给 `sudo -S`：密码被硬编码或暴露在进程列表中{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'sudo', inCode)) {
      const text = sf.info.text.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const g = m.groups ?? {};
        const start = from + m.index;
        const cmd = text.slice(m.index, m.index + 120).split('\n')[0].trim();
        const reason = g.sudo && PACKAGE_INSTALL.test(text.slice(m.index, m.index + 300)) ? 'package-install' : undefined;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].trimEnd().length,
          reason,
          messageId: g.pipe ? 'password' : 'elevate',
          data: { cmd: cmd.length > 60 ? `${cmd.slice(0, 57)}…` : cmd },
          base: g.pipe ? 'error' : 'warning',
          kind: 'judgment',
          category: 'privilege-escalation',
        });
      }
    }
  },
};
