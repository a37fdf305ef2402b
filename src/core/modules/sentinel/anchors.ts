/**
 * One pass per file for all Sentinel rules: an Aho–Corasick automaton over literal
 * anchors (ASCII case-insensitive), built once at load time. Each rule names the tag
 * of its anchors; the pass records where each tag's anchors occur, and the rule runs
 * its precise regular expression only on those lines. On the 16 MB corpus this replaces
 * ~30 full-text regex passes by one linear scan.
 *
 * Anchors are deliberately loose (a substring the precise pattern cannot match without);
 * they decide only where to look, never what to report.
 */

export type Tag =
  | 'download'
  | 'revshell'
  | 'destroy'
  | 'dynexec'
  | 'providerKey'
  | 'pem'
  | 'generic'
  | 'injection'
  | 'upload'
  | 'credstore'
  | 'sudo'
  | 'perm'
  | 'persist'
  | 'hidden'
  // Markdown structure, so the view needs no pass of its own:
  | 'fence'
  | 'heading'
  | 'comment';

const ANCHORS: Record<Tag, string[]> = {
  download: ['curl', 'wget', 'fetch', 'iwr', 'iex', 'invoke-expression', 'invoke-webrequest', 'invoke-restmethod', 'downloadstring', 'downloaddata', 'urlopen', 'requests.get', 'httpx.get'],
  revshell: ['/dev/tcp/', '/dev/udp/', 'nc ', 'ncat', 'netcat', 'mkfifo', 'socat', 'python', 'perl ', 'php ', 'ruby ', 'dup2', 'pty.spawn', "'/bin/sh'", '"/bin/sh"', "'/bin/bash'", '"/bin/bash"', 'tcpclient'],
  destroy: [
    'rm -', 'rm\t-', 'mkfs', 'of=/dev/', '/dev/sd', '/dev/nvme', '/dev/hd', '/dev/disk', '/dev/xvd', '/dev/vd', '/dev/mmcblk', 'wipefs', 'shred ',
    'format ', 'format.com', 'format-volume', 'clear-disk', 'diskpart', ':(){', ':() {', '-delete', 'del ', 'erase ', 'rd /', 'rmdir /', 'remove-item',
    'reg delete', 'reg.exe delete', 'vssadmin', 'shadowcopy', 'wbadmin', 'bcdedit',
  ],
  dynexec: [
    'eval(', 'eval (', 'exec(', 'exec (', 'os.system', 'os.popen', 'getoutput', 'getstatusoutput', 'shell=true', 'shell = true', 'shell:true', 'shell: true',
    'subprocess_shell', 'execsync', 'function(', 'function (', 'invoke-expression', 'iex', 'eval "$', 'eval $', "eval '$",
  ],
  providerKey: [
    'akia', 'asia', 'abia', 'acca', 'agpa', 'aida', 'aroa', 'aipa', 'anpa', 'anva', 'aiza', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_',
    'xoxa-', 'xoxb-', 'xoxp-', 'xoxo-', 'xoxs-', 'xoxr-', 'xapp-', 'sk-', 'k_live_', 'hf_', 'npm_', 'glpat-',
  ],
  pem: ['private key'],
  generic: ['secret', 'token', 'passw', 'pwd', 'credential', 'api_key', 'api-key', 'apikey', 'private_key', 'private-key', 'access_key', 'access-key', 'auth_key', 'auth-key', 'privatekey', 'accesskey', 'authkey'],
  injection: [
    'ignore', 'disregard', 'forget', 'bypass', 'override', 'not follow', 'not obey', 'new system', 'dan mode', 'dan prompt', 'dan jailbreak', 'anything now',
    'god mode', 'jailbreak', 'unrestricted', 'you are now', 'have no', 'pretend', 'act as a',
    '忽略', '无视', '忘记', '忘掉', '理会', '跳过', '绕过', '系统提示', '越狱', '无限制', '上帝模式', 'dan模式', '你现在', '你没有任何', '你现在没有',
  ],
  upload: ['smtplib', 'nodemailer', 'send-mailmessage', 'sendmail', 'mail -s', 'swaks', 'scp ', 'rsync ', 'curl', 'post-file', 'files=', 'files =', 'nc ', 'ncat ', 'netcat '],
  credstore: [
    '.ssh', '.aws', 'gcloud', '.kube', '.docker', 'netrc', 'git-credentials', 'npmrc', 'pypirc', 'hosts.yml', 'cookies', 'login data', 'web data', 'logins.json',
    'key3.db', 'key4.db', 'browser_cookie3', 'pycookiecheat', 'chrome-cookies-secure', 'find-generic-password', 'find-internet-password', 'dump-keychain', '/etc/shadow',
  ],
  sudo: ['sudo', 'su -', 'su root', 'doas', 'pkexec', 'runas'],
  perm: [
    'chmod', 'chown', 'chgrp', 'icacls', 'takeown', 'setuid', 'setgid', 'seteuid', 'setegid', 'setreuid', 'setregid', 'setresuid', 'setresgid', 's_isuid', 's_isgid',
    'setcap', 'usermod', 'localgroup', 'dscl', 'sudoers', 'nopasswd', 'visudo', 'dangerously-',
  ],
  persist: [
    'launchctl', 'launchagents', 'launchdaemons', 'systemctl', '/systemd/', 'update-rc.d', 'chkconfig', 'crontab', '/etc/cron', 'bashrc', 'zshrc', '.profile', '.bash_profile',
    '.zprofile', '.zshenv', '.bash_login', 'authorized_keys', 'schtasks', 'scheduledtask', '\\currentversion\\run', '\\startup\\',
  ],
  hidden: [
    '\u200B', '\u200C', '\u200D', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\uFEFF', '\u180E', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E',
    '\u2066', '\u2067', '\u2068', '\u2069', '\uDB40', ...Array.from({ length: 15 }, (_, i) => String.fromCharCode(0xfe00 + i)),
  ],
  fence: ['```', '~~~'],
  heading: ['\n#', '\n #', '\n  #', '\n   #'],
  comment: ['<!--', '[//]:'],
};

export const TAGS = Object.keys(ANCHORS) as Tag[];
const TAG_INDEX = new Map<Tag, number>(TAGS.map((t, i) => [t, i]));

// ---- automaton -------------------------------------------------------------------

const fold = (c: number): number => (c >= 65 && c <= 90 ? c | 32 : c);
const cls = new Uint8Array(65536);
let classes = 1;
const gotoTable: Array<Map<number, number>> = [new Map()];
/** Per state: flat [tagIndex, length, tagIndex, length, …] of anchors ending here (own). */
const own: number[][] = [[]];

for (const tag of TAGS) {
  const ti = TAG_INDEX.get(tag)!;
  for (const word of ANCHORS[tag]) {
    let s = 0;
    for (let i = 0; i < word.length; i++) {
      const c = fold(word.charCodeAt(i));
      if (!cls[c]) {
        if (classes >= 255) throw new Error('sentinel anchors: too many character classes');
        cls[c] = classes++;
        if (c >= 97 && c <= 122) cls[c - 32] = cls[c];
      }
      const k = cls[c];
      let n = gotoTable[s].get(k);
      if (n === undefined) {
        n = gotoTable.length;
        gotoTable.push(new Map());
        own.push([]);
        gotoTable[s].set(k, n);
      }
      s = n;
    }
    own[s].push(ti, word.length);
  }
}

const K = classes;
const N = gotoTable.length;
/** Transitions with rows pre-multiplied by K; a negative entry −(row+1) marks an output state. */
const delta = new Int32Array(N * K);
/** All outputs per state (own plus those reached through failure links). */
const outputs: number[][] = own.map((o) => [...o]);
{
  const fail = new Int32Array(N);
  const raw = new Int32Array(N * K);
  const queue: number[] = [];
  for (let k = 1; k < K; k++) {
    const n = gotoTable[0].get(k);
    if (n !== undefined) {
      raw[k] = n;
      queue.push(n);
    }
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi];
    for (let k = 1; k < K; k++) {
      const n = gotoTable[s].get(k);
      if (n !== undefined) {
        fail[n] = raw[fail[s] * K + k];
        outputs[n].push(...outputs[fail[n]]);
        raw[s * K + k] = n;
        queue.push(n);
      } else raw[s * K + k] = raw[fail[s] * K + k];
    }
  }
  for (let s = 0; s < N; s++) {
    for (let k = 0; k < K; k++) {
      const t = raw[s * K + k];
      delta[s * K + k] = outputs[t].length ? -(t * K) - 1 : t * K;
    }
  }
}

/** Start offsets of anchor occurrences per tag, ascending. */
export type AnchorHits = number[][];

/** Scan `text` in [start, end) once; returns, per tag index, the anchor start offsets. */
export function scanAnchors(text: string, start = 0, end = text.length, into: AnchorHits = TAGS.map(() => [])): AnchorHits {
  let s = 0;
  for (let i = start; i < end; i++) {
    s = delta[s + cls[text.charCodeAt(i)]];
    if (s < 0) {
      s = -s - 1;
      const out = outputs[s / K];
      for (let j = 0; j < out.length; j += 2) {
        const list = into[out[j]];
        const at = i - out[j + 1] + 1;
        if (list[list.length - 1] !== at) list.push(at);
      }
    }
  }
  // Anchors of different lengths can end in a different order than they start.
  for (const list of into) if (list.length > 1) list.sort((a, b) => a - b);
  return into;
}

export function tagIndex(tag: Tag): number {
  return TAG_INDEX.get(tag)!;
}
