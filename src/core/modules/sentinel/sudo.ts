/**
 * sentinel/sudo — commands that run as another (usually the root) user: `sudo …`
 * (also in argument lists such as `["sudo", …]`), `su -` / `su root` / `su -c`, `doas`,
 * `pkexec`, `runas /user:`, PowerShell `Start-Process … -Verb RunAs`, and piping a
 * password into `sudo -S` (error).
 *
 * Why (seed: 权限越权 sudo / su -): a skill that elevates can change anything on the
 * machine; the agent should ask the user to run such steps themselves.
 * Scope: everywhere a command can stand (view.ts `commands`); in prose a `sudo` counts
 * when it stands in inline code or is followed by a command word ("run sudo make
 * install"), not when it is a noun ("needs sudo rights", "drop-sudo", "(no silent sudo)",
 * "(platform-aware, sudo fallback)"), nor with no command after it ("install it with sudo —
 * do not run it yourself", "不需要 sudo，") or under a prohibition in its clause ("do not run
 * sudo …", 不要用 sudo, "nunca ejecutes sudo").
 * Not a finding: `sudo -l`/`-k`/`-v` (listing or dropping the timestamp), `sudo -n true` (a
 * probe whether sudo would ask for a password), `sudo` as a
 * package name in a list (`apt-get install -y sudo \`). Info (reported, not counted):
 * a `sudo` inside a message the script only prints ("Run: sudo apt install ffmpeg"), an
 * install of a named package by a package manager (`sudo apt update && sudo apt install
 * -y ffmpeg`, `sudo npm install -g pnpm`, `sudo pip install x`, `brew`, `dnf`, `pacman
 * -S` …), and putting a tool into a system bin folder (`curl -fsSL https://… | sudo tar
 * -xz -C /usr/local/bin tool`, `sudo install -m 755 tool /usr/local/bin/`) over HTTPS;
 * code samples in a non-shell fence of a reference document. Real escalation —
 * sudoers edits, NOPASSWD, setuid — is sentinel/permission-change's.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { inDocSample, inInlineCode } from './dynamic-exec.ts';
import { candidates, commands, sentinelView } from './view.ts';
import { elevatesRisk } from './lib/sudo-step.ts';
import { CI_FILE } from './lib/defence-reach.ts';

const PATTERN = new RegExp(
  [
    String.raw`(?<pipe>\becho\b[^\n|]{0,300}\|\s*sudo\s+-S\b)`,
    String.raw`(?<sudo>(?:^|(?<=[\s;&|(\x60"'\[{!=]))sudo\b(?!\s+-[klvKV]\b|\s+-n\s+true\b)(?![-.\w]))`,
    String.raw`(?<su>(?:^|(?<=[\s;&|(\x60"'\[]))su\s+(?:-\s|-$|-l\b|-c\b|root\b|--login\b))`,
    String.raw`(?<other>(?:^|(?<=[\s;&|(\x60"'\[]))(?:doas|pkexec)\b(?![-.\w])|\brunas(?:\.exe)?\s+\/(?:user|noprofile|savecred)\b|\bStart-Process\b[^\n]{0,300}-Verb\s+["']?RunAs\b)`,
  ].join('|'),
  'gim',
);

/** A package manager's install earlier in the same command: what follows it (`sudo` too) are package names. */
const INSTALL_BEFORE = /\b(?:apt-get|apt|yum|dnf|apk|zypper|pacman|brew|port|choco|pkg)\s+(?:install|add|-S)\b[^;&|\n`]*$/;

/** One package-manager step: install / update / upgrade of named packages (no files, no URLs). */
const PACKAGE_STEP =
  /^sudo\s+(?:-[A-Za-z]+\s+)*(?:[A-Z_]+=\S+\s+)*(?:apt(?:-get)?|aptitude|yum|dnf|zypper|snap|pip[0-9.]*|python[0-9.]*\s+-m\s+pip|gem|brew|port|pkg|flatpak|npm|pnpm|yarn|bun|apk|pacman|emerge|nix-env)(?:\s+-{1,2}[\w-]+(?:=\S+)?)*\s+(?:install|add|update|upgrade|refresh|makecache|in|i|global\s+add|-S\w*|-U)(?=\s|$)(?:\s+(?:-{1,2}[\w-]+(?:=\S+)?|[A-Za-z0-9@][\w@.+:=~^<>*-]*(?:\/[\w@.+-]+){0,2}))*\s*$/;
/** Arguments that are not package names: local files, URLs, paths. */
const NOT_A_PACKAGE = /\s(?:\.{0,2}\/\S*|\S+\.(?:deb|rpm|whl|tgz|tar\.gz|pkg|apk|sh)\b|https?:\/\/\S*|git\+\S*|file:\S*)/;
/** `sudo tar -x… -C /usr/local/bin tool`, `sudo install … /usr/local/bin/`, `sudo mv|cp tool /usr/local/bin/`. */
const BIN_INSTALL =
  /^sudo\s+(?:-\w+\s+)*(?:tar\s+(?:-?[a-zA-Z]*x[a-zA-Z]*)\b[^\n;&|]*-C\s+["']?\/(?:usr\/(?:local\/)?|opt\/[\w.-]+\/)?s?bin\/?["']?(?:\s+[\w.-]+)*|(?:install|mv|cp|ln\s+-\w+)\s+[^\n;&|]*\s["']?\/usr\/(?:local\/)?s?bin(?:\/[\w.-]*)?["']?)\s*$/;
/** Words that make `sudo` a noun in prose. */
const NOUN_AFTER =
  /^\s*(?:\)|,|\.|;|:|$|(?:access|rights?|privileges?|permissions?|password|prompts?|group|mode|users?|session|timestamp|command|commands|is|are|was|will|may|might|can|to|for|and|or|if|when|where|unless|by|as|in|on|at|of|from|with|without|not|only|here|there|itself|itself\.|required|needed|anywhere|again)\b)/i;
/** `sudo` plus one word that closes a parenthesis or a clause ("(platform-aware, sudo fallback)"): a noun phrase, not a command. */
const NOUN_PHRASE = /^\s+[A-Za-z][\w-]*\s*(?:[),;]|\.(?:\s|$)|$)/;
/** A prohibition governing the `sudo` after it, in its clause (English, Chinese and the European languages read by lib/sentences). */
const PROHIBITED_BEFORE =
  /\b(?:never|don'?t|do\s+not|must\s+not|should\s+not|shouldn'?t|no\s+need\s+to|without|avoid|nunca|jamás|no\s+(?:uses|ejecutes|use|ejecute)|niemals|nie|nicht|kein(?:e|en)?|jamais|ne\s+(?:lance[zs]?|utilise[zs]?|exécute[zs]?)|não|non(?=\s))\b|(?<![а-яё])(?:никогда|не)(?![а-яё])|不要|无需|不需要|不用|不必|切勿|请勿|禁止|别用|不得|しないで|使わない|하지\s*마/i;
/** The text of the clause before `at`: from the last sentence or clause break on its line. */
function clauseBefore(full: string, at: number): string {
  const line = full.slice(Math.max(full.lastIndexOf('\n', at - 1) + 1, at - 160), at);
  return line.slice(Math.max(...['.', ';', '。', '；', '!', '?', '，', ','].map((c) => line.lastIndexOf(c))) + 1);
}

/**
 * A distribution's or vendor's repository-release package, the documented way to enable its repository
 * (`sudo dnf install -y https://dl.fedoraproject.org/pub/epel/epel-release-latest-9.noarch.rpm`): the one URL of
 * the step, over HTTPS, from the project's own download host.
 */
const RELEASE_PACKAGE =
  /^sudo\s+(?:-\S+\s+)*(?:dnf|yum|zypper|apt(?:-get)?|rpm\s+-\w*[iU]\w*|dpkg\s+-i)\b[^\n]*?\shttps:\/\/(?:dl\.fedoraproject\.org|download(?:1)?\.(?:fedoraproject|rpmfusion)\.org|mirrors\.rpmfusion\.org|packages\.microsoft\.com|repo\.zabbix\.com|download\.postgresql\.org|repo\.mysql\.com|dev\.mysql\.com|rpms\.remirepo\.net|www\.elrepo\.org|yum\.puppet\.com|apt\.puppet\.com|repo\.percona\.com|download\.docker\.com|pkg\.jenkins\.io|rpm\.nodesource\.com|deb\.nodesource\.com|repo\.saltproject\.io|packages\.gitlab\.com)\/[^\s]*?-release[\w.-]*\.(?:rpm|deb)(?:\s|$)(?![^\n]*https?:)/;
/** Packer's provisioner command, run inside the image it builds (`execute_command = "sudo -E bash '{{ .Path }}'"`). */
const IMAGE_BUILD = /\{\{\s*\.(?:Path|Vars)\s*\}\}/;
/** A Packer template's provisioner written out (`provisioner "shell" {`, `"provisioners": [`): its commands run in the image. */
const PACKER_BLOCK = /\bprovisioner\s+"(?:shell|shell-local|ansible-local)"\s*\{|"provisioners"\s*:\s*\[/;
/** A Packer template. */
const IMAGE_FILE = /\.pkr\.(?:hcl|json)$|(?:^|\/)packer[\w.-]*\.json$/i;
/** A plain-HTTP or bare-IP download on the same line (not a vendor release). */
const RISKY_SOURCE = /\bhttp:\/\/|\b\d{1,3}(?:\.\d{1,3}){3}\b/;

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
      sample: {
        en: '`{cmd}` in a code sample of a reference document would run with elevated rights if copied into a program (a sample: reported, not counted){note}.',
        zh: '参考文档代码示例中的 `{cmd}`：若被复制进程序，会以提升的权限运行（示例：仅提示，不计分）{note}。',
      },
      password: {
        en: 'A password is piped into `sudo -S`: the password is hard-coded or exposed in the process list{note}.',
        zh: '把密码通过管道传给 `sudo -S`：密码被硬编码或暴露在进程列表中{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'sudo', commands)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PATTERN.exec(text))) {
        const g = m.groups ?? {};
        const start = from + m.index;
        const tail = text.slice(m.index + m[0].length, m.index + m[0].length + 80);
        if (g.sudo) {
          // `sudo \` or `sudo  # …` at the end of a line: a package name in a list.
          if (/^\s*(?:\\\s*)?(?:#.*)?$/.test(tail.split('\n')[0]) && !/["']\s*,/.test(tail)) continue;
          // … or an argument of the install its line started (`apt-get install -y netcat sudo curl`, continued lines read as one).
          if (INSTALL_BEFORE.test(full.slice(full.lastIndexOf('\n', start - 1) + 1, start))) continue;
          // In prose (and data files) `sudo` is a command only in inline code or before a command word.
          if ((seg.kind === 'prose' || seg.kind === 'data') && !inInlineCode(full, start) && (NOUN_AFTER.test(tail) || NOUN_PHRASE.test(tail))) continue;
          // "`sudo`" alone in inline code names the tool.
          if (seg.kind === 'prose' && /^\s*`/.test(tail)) continue;
          if (seg.kind === 'prose' || seg.kind === 'data') {
            // In prose a command follows `sudo` (a word, an option, a path); a dash, a Chinese
            // comma or the end of the clause makes it a word ("run with sudo — do not run them
            // yourself", "不需要 sudo，不影响其他用户").
            if (!inInlineCode(full, start) && !/^[ \t]+[-\w./$~"']/.test(tail)) continue;
            // A prohibition before it in its clause ("do not run sudo …", 不要用 sudo …): no order to elevate.
            if (PROHIBITED_BEFORE.test(clauseBefore(full, start))) continue;
          }
        }
        const cmd = text
          .slice(m.index, m.index + 120)
          .split('\n')[0]
          .trim();
        let reason: Reason | undefined;
        const docSample = inDocSample(sf, seg);
        if (g.sudo) {
          const step = sudoStep(text.slice(m.index, m.index + 400));
          const risky = RISKY_SOURCE.test(logicalLine(full, from, to));
          const packages = PACKAGE_STEP.test(step);
          if ((packages && !NOT_A_PACKAGE.test(step)) || RELEASE_PACKAGE.test(step) || (BIN_INSTALL.test(step) && !risky)) reason = 'package-install';
          else if (CI_FILE.test(sf.file.path)) reason = 'ci-runner';
          else if (IMAGE_BUILD.test(step) || IMAGE_FILE.test(sf.file.path) || PACKER_BLOCK.test(full.slice(seg.start, seg.end))) reason = 'image-build';
          else if (!packages && !risky && !BIN_INSTALL.test(step) && !docSample && !elevatesRisk(step)) reason = 'routine-admin';
        }
        const sample = !reason && !g.pipe && docSample;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].trimEnd().length,
          reason,
          messageId: sample ? 'sample' : g.pipe ? 'password' : 'elevate',
          data: { cmd: cmd.length > 60 ? `${cmd.slice(0, 57)}…` : cmd },
          base: sample ? 'info' : g.pipe ? 'error' : 'warning',
          kind: 'judgment',
          category: 'privilege-escalation',
        });
      }
    }
  },
};

/** The candidate line with the lines it continues (`curl … \\` above `| sudo tar …`). */
function logicalLine(full: string, from: number, to: number): string {
  let start = from;
  for (let n = 0; n < 6 && start > 0; n++) {
    const prevEnd = start - 1;
    const prevStart = full.lastIndexOf('\n', prevEnd - 1) + 1;
    if (!/\\\s*$/.test(full.slice(prevStart, prevEnd))) break;
    start = prevStart;
  }
  return full.slice(start, to);
}

/** The one command that `sudo` starts: up to `&&`, `||`, `;`, `|`, a closing backtick or the end of the line. */
function sudoStep(s: string): string {
  const line = s.split('\n')[0];
  // … or at the quote closing a string that holds the command (`"apt": "sudo apt install -y x",`).
  const end = line.search(/&&|\|\||;|\||`|\s#\s|\)\s*$|["']\s*[,;)\]}]*\s*$/);
  return (end < 0 ? line : line.slice(0, end)).trim();
}
