/**
 * What a `sudo` step elevates (sentinel/sudo): whether the command run as root changes who may
 * do what on the machine, or runs code nobody has read, or is routine administration of a
 * named service, device, package or configuration file.
 *
 * Why: an ops skill restarts services, reloads udev rules and writes /etc files as root
 * (`sudo systemctl restart nginx`, `sudo udevadm trigger`, `sudo tee /etc/apt/sources.list.d/x.list`);
 * measured on 45 held-out sets, such steps were the only Sentinel warning of 41 benign skills
 * and the only catch of no malicious one. A step stays counted when it gives the elevation away
 * or hides what runs under it: a root shell or interpreter, a script, `make`/`npm run`/`npx`,
 * an account or sudoers change, a deletion, a raw-disk or kernel-module command, a defence
 * switched off, a world-writable or setuid mode, a listener, a binary from a temporary folder,
 * a package file installed, or a write to the files that decide logins and start-up.
 */

/** sudo's options that take a value (`-u postgres`, `-g adm`, `-C 3`, `-D /dir`, `-h host`, `-p prompt`, `-r role`, `-t type`, `-U user`). */
const OPTION_WITH_VALUE = /^-[A-Za-z]*[ugCDhprtU]$|^--(?:user|group|chdir|prompt|close-from|role|type|other-user|host|login-class|command-timeout)$/;
/** Wrappers that run the command after them (`nohup`, `timeout 60`, `nice -n 5`, `env X=1`): the command is what counts. */
const WRAPPER = /^(?:nohup|timeout|nice|ionice|stdbuf|setsid|time|chrt|taskset|unbuffer|env)$/;
/** Options that open a root shell. */
const SHELL_OPTION = /^-(?:[A-Za-z]*[is][A-Za-z]*)$|^--(?:login|shell)$/;

/** Commands that run code the step does not show: shells, interpreters, build tools, package scripts. */
const RUNS_CODE = new Set([
  'bash',
  'sh',
  'zsh',
  'dash',
  'ksh',
  'fish',
  'csh',
  'tcsh',
  'su',
  'env',
  'eval',
  'exec',
  'xargs',
  'source',
  '.',
  'perl',
  'ruby',
  'node',
  'php',
  'pwsh',
  'powershell',
  'osascript',
  'lua',
  'make',
  'gmake',
  'npx',
  'bunx',
  'deno',
]);
/** Account, group and password changes. */
const ACCOUNTS = new Set([
  'useradd',
  'adduser',
  'userdel',
  'deluser',
  'passwd',
  'chpasswd',
  'visudo',
  'vipw',
  'vigr',
  'newusers',
  'chage',
  'groupmod',
  'gpasswd',
  'usermod',
]);
/** Deleting, and commands on raw disks. */
const DESTROYS = new Set(['rm', 'rmdir', 'shred', 'dd', 'wipefs', 'fdisk', 'sfdisk', 'sgdisk', 'parted', 'blkdiscard', 'truncate', 'srm']);
/** Loading kernel code from a file, locking files, listening on the network. */
const OTHER_RISK = new Set([
  'insmod',
  'kextload',
  'kmutil',
  'chattr',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'setenforce',
  'aa-disable',
  'aa-complain',
  'csrutil',
  'spctl',
  'auditctl',
]);
/** Installing a package file (its maintainer scripts run as root). */
const PACKAGE_FILE =
  /^(?:dpkg\s+(?:-\w*i|--install)|rpm\s+-\w*[iU]|installer\s+-pkg|gdebi)\b|^(?:apt(?:-get)?|yum|dnf|zypper|pip[\d.]*|npm|pnpm|yarn|gem)\s[^\n]*?\b(?:install|add|i)\b[^\n]*?\s(?:\.{0,2}\/\S*|\S+\.(?:deb|rpm|whl|tgz|tar\.gz|gem)\b|https?:\/\/|git\+)/;

/** Groups that are root in all but name. */
const ROOT_GROUPS = /(?:^|[,\s])(?:sudo|wheel|admin|root|docker|lxd|disk|shadow)(?=$|[,\s])/;
/** Security services a step might stop or switch off. */
const SECURITY_UNIT =
  /\b(?:apparmor|firewalld|ufw|auditd|fail2ban|clamav[\w-]*|clamd|selinux|sshguard|crowdsec|osqueryd?|falcon-sensor|wazuh[\w-]*|ossec|rkhunter|aide|unattended-upgrades)\b/;
/** Files that decide logins, privileges and what runs at start-up or for every program. */
const SENSITIVE_TARGET =
  /\/etc\/(?:sudoers|passwd|shadow|group|gshadow|pam\.d|ld\.so\.preload|profile|bash\.bashrc|zsh\/zshrc|environment|rc\.local|hosts|crontab|cron\.\w+|init\.d)\b|\/var\/spool\/cron\b|authorized_keys|\/root\/|\/etc\/security\//;
/** A world-writable or setuid/setgid mode. */
const RISKY_MODE = /(?:^|\s)(?:[0-7]?[0-7][0-7][2367]|[2-7][0-7]{3}|[ugoa]*[+=][rwx]*s[rwxt]*|[oa][+=][rx]*w[rxt]*)(?=\s|$)/;
/** A recursive change on a system root or a home folder. */
const ROOT_TREE = /\s-\w*R\w*\b[^\n]*?\s["']?(?:\/|\/(?:etc|usr|var|bin|sbin|lib|opt|home|root|boot)\/?|~\/?|\$HOME\/?)["']?(?:\s|$)/;
/** A program run from a temporary or downloads folder. */
const TEMP_PROGRAM = /^(?:\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$\{?TMPDIR\}?\/|~\/Downloads\/|\$HOME\/Downloads\/)/;
/** A script by its extension. */
const SCRIPT_FILE = /\.(?:sh|bash|zsh|py|pl|rb|js|mjs|ps1|php|lua)$/;
/** Python run for a module that only makes an environment or installs (`python3 -m venv /opt/x`, `-m pip install`). */
const PYTHON_SETUP = /^-m\s+(?:venv|virtualenv|pip|ensurepip)\b/;

/** Words of one command: quotes, brackets and commas of an argument list (`["sudo", "rm", path]`) dropped. */
function words(step: string): string[] {
  return step
    .split(/\s+/)
    .map((w) => w.replace(/^[\s"'([{,]+|[\s"',)\]}]+$/g, ''))
    .filter((w) => w.length > 0);
}

/**
 * True when the step `sudo …` (one command, from `sudo` to its end) gives elevation away or
 * hides what runs under it; false when it is routine administration or names no command.
 */
export function elevatesRisk(step: string): boolean {
  const w = words(step);
  let i = 1;
  let asUser = false;
  for (; i < w.length && w[i].startsWith('-'); i++) {
    if (SHELL_OPTION.test(w[i])) return true;
    // (`sudo -u ci …`: the command runs as an ordinary account — a step that gives rights up, not one that takes them)
    if (/^(?:-u|--user)$/.test(w[i]) && w[i + 1] && !/^(?:root|0|#0)$/.test(w[i + 1])) asUser = true;
    if (OPTION_WITH_VALUE.test(w[i])) i++;
  }

  while (i < w.length && /^[A-Za-z_]\w*=/.test(w[i])) i++;
  // (a wrapper's own options and values — `timeout 60`, `nice -n 5` — then the command it runs)
  while (i < w.length && WRAPPER.test(w[i].replace(/^.*\//, ''))) {
    i++;
    while (i < w.length && (/^-/.test(w[i]) || /^\d[\w.]*$/.test(w[i]) || /^[A-Za-z_]\w*=/.test(w[i]))) i++;
  }
  if (i >= w.length) return false;
  const path = w[i];
  const name = path.replace(/^.*\//, '');
  const args = w.slice(i + 1).join(' ');
  const rest = w.slice(i).join(' ');
  // (a script a package installed under /usr — `/usr/share/postgresql-common/pgdg/apt.postgresql.org.sh` — is that package's)
  if (TEMP_PROGRAM.test(path) || (SCRIPT_FILE.test(name) && !/^\/usr\/(?:share|lib|libexec|s?bin)\//.test(path))) return true;
  // (a shell or interpreter run as an ordinary account gives rights up: `sudo -u ci -H bash -c "make test"`)
  if (asUser && RUNS_CODE.has(name)) return false;
  if (/^python[\d.]*$/.test(name)) return !PYTHON_SETUP.test(args);
  if ((name === 'rm' || name === 'rmdir') && routineDelete(w.slice(i + 1), /["']\s*,/.test(step) ? step : undefined)) return false;
  if ((RUNS_CODE.has(name) && name !== 'env') || DESTROYS.has(name) || OTHER_RISK.has(name)) return true;
  if (/^(?:npm|pnpm|yarn|bun)$/.test(name) && /^(?:run|exec|x|dlx)\b/.test(args)) return true;
  if (PACKAGE_FILE.test(rest)) return true;
  if (ACCOUNTS.has(name)) {
    if (name === 'usermod')
      return ROOT_GROUPS.test(args.replace(/(?:^|\s)-\w*[aG]\w*\s+/g, ' ')) || /(?:^|\s)(?:-\w*[pou]\b|--password|--non-unique)/.test(args);
    // A system account with no login, made for a service to run as.
    if (name === 'useradd' || name === 'adduser') return !(/(?:^|\s)(?:-r|--system)\b/.test(args) && /nologin|\/bin\/false/.test(args));
    return true;
  }
  if (name === 'chmod' && RISKY_MODE.test(` ${args} `)) return true;
  if ((name === 'chmod' || name === 'chown' || name === 'chgrp') && ROOT_TREE.test(` ${args} `)) return true;
  if ((name === 'systemctl' || name === 'service') && /\b(?:stop|disable|mask|kill)\b/.test(args) && SECURITY_UNIT.test(args)) return true;
  if (name === 'ufw' && /\bdisable\b/.test(args)) return true;
  if (/^(?:iptables|ip6tables|nft)$/.test(name) && /(?:^|\s)(?:-F|--flush|-X|flush\s+ruleset|-P\s+\w+\s+ACCEPT)\b/.test(args)) return true;
  return SENSITIVE_TARGET.test(rest);
}

/** Where a package manager keeps a repository's definition and signing key: one file there is removed with the repository. */
const REPO_CONFIG =
  /^\/(?:etc\/apt\/(?:sources\.list\.d|keyrings|trusted\.gpg\.d|preferences\.d)|usr\/share\/keyrings|etc\/yum\.repos\.d|etc\/zypp\/repos\.d|etc\/pki\/rpm-gpg|etc\/pacman\.d)\/[\w.@+-]+$/;
/** A package manager's download cache or lists, emptied to keep an image small (`/var/lib/apt/lists/*`, `/var/cache/dnf`). */
const PACKAGE_CACHE = /^\/var\/(?:lib\/apt\/lists|cache\/(?:apt|dnf|yum|zypp|pacman\/pkg|apk))(?:\/\*?)?$/;
/** A folder of the working tree named by itself (`./work`, `build`, `deploy/`, `out/rootfs`): `./` or a build folder's name; no parent, home, variable or wildcard. */
const WORK_TREE =
  /^(?:\.\/(?!\.\.?(?:\/|$))[\w][\w.@+-]*|(?:build|dist|out|work|deploy|target|_build|tmp|cache|\.cache|artifacts|obj|node_modules|pi-gen-work)\b[\w.@+-]*)(?:\/[\w][\w.@+-]*)*\/?$/;

/**
 * `rm` as root that only removes what a build or a repository set-up made: folders of the working tree by name
 * (`sudo rm -rf ./work ./deploy`, what pi-gen and live-build leave owned by root), or single files of a package
 * manager's repository configuration (`sudo rm /etc/yum.repos.d/vscode.repo`).
 */
function routineDelete(args: readonly string[], list?: string): boolean {
  const recursive = args.some((a) => /^-\w*[rR]|^--recursive$/.test(a));
  const targets = args.filter((a) => !a.startsWith('-'));
  if (!targets.length) return false;
  // (in an argument list — `["sudo", "rm", path]` — a word out of quotes is a variable: its value is unknown)
  if (list && !targets.every((t) => list.includes(`"${t}"`) || list.includes(`'${t}'`))) return false;
  return targets.every((t) => WORK_TREE.test(t) || PACKAGE_CACHE.test(t)) || (!recursive && targets.every((t) => REPO_CONFIG.test(t)));
}
