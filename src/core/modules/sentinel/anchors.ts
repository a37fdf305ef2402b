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
  | 'encoded'
  | 'archive'
  | 'paste'
  | 'exfil'
  | 'agentcfg'
  | 'unpinned'
  | 'conceal'
  | 'hiddenscript'
  | 'social'
  | 'delete'
  // Markdown structure, so the view needs no pass of its own:
  | 'fence'
  | 'heading'
  | 'comment';

const ANCHORS: Record<Tag, string[]> = {
  download: ['curl', 'wget', 'fetch', 'iwr', 'iex', 'invoke-expression', 'invoke-webrequest', 'invoke-restmethod', 'downloadstring', 'downloaddata', 'urlopen', 'requests.get', 'httpx.get'],
  revshell: ['/dev/tcp/', '/dev/udp/', 'nc ', 'ncat', 'netcat', 'mkfifo', 'socat', 'telnet', '/inet/tcp/', 'python', 'perl ', 'php ', 'ruby ', 'node ', 'dup2', 'pty.spawn', 'spawn(', "'/bin/sh'", '"/bin/sh"', "'/bin/bash'", '"/bin/bash"', "'sh'", '"sh"', 'tcpclient', 'powercat', 'invoke-powershelltcp'],
  destroy: [
    'rm -', 'rm\t-', 'mkfs', 'of=/dev/', '/dev/sd', '/dev/nvme', '/dev/hd', '/dev/disk', '/dev/xvd', '/dev/vd', '/dev/mmcblk', 'wipefs', 'shred ',
    'format ', 'format.com', 'format-volume', 'clear-disk', 'diskpart', ':(){', ':() {', '-delete', 'del ', 'erase ', 'rd /', 'rmdir /', 'remove-item',
    'reg delete', 'reg.exe delete', 'vssadmin', 'shadowcopy', 'wbadmin', 'bcdedit',
  ],
  dynexec: [
    'eval(', 'eval (', 'exec(', 'exec (', '.query(', 'os.system', 'os.popen', 'getoutput', 'getstatusoutput', 'shell=true', 'shell = true', 'shell:true', 'shell: true',
    'subprocess_shell', 'execsync', 'function(', 'function (', 'invoke-expression', 'iex', 'eval "$', 'eval $', "eval '$", 'child_process', '__import__', 'mainmodule',
  ],
  providerKey: [
    'akia', 'asia', 'abia', 'acca', 'agpa', 'aida', 'aroa', 'aipa', 'anpa', 'anva', 'aiza', 'ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_',
    'xoxa-', 'xoxb-', 'xoxp-', 'xoxo-', 'xoxs-', 'xoxr-', 'xapp-', 'sk-', 'k_live_', 'hf_', 'npm_', 'glpat-',
  ],
  pem: ['private key'],
  generic: ['secret', 'token', 'passw', '--pass', 'pwd', 'credential', 'api_key', 'api-key', 'apikey', 'private_key', 'private-key', 'access_key', 'access-key', 'auth_key', 'auth-key', 'privatekey', 'accesskey', 'authkey', 'api key', 'consumer key', 'authorization', '"-s"', "'-s'", '"-p"', "'-p'", '"-t"', "'-t'", '"-k"', "'-k'", ' -s ', ' -p ', ' -t ', ' -k '],
  injection: [
    'ignore', 'disregard', 'forget', 'bypass', 'override', 'overrule', 'not follow', 'not obey', 'new system', 'your new', 'dan mode', 'dan prompt', 'dan jailbreak', 'anything now',
    'god mode', 'jailbreak', 'unrestricted', 'you are now', 'have no', 'pretend', 'act as ', 'regardless', 'from now on', 'your real', 'your true', 'your actual', 'your only',
    'system prompt', 'initial instr', 'hidden instr', 'system instr', 'in your', 'in the response', 'in the reply', 'without restr', 'without limit', 'without filter', 'without rule',
    'without guard', 'without censor', 'without safety', 'without ethic', 'without any', 'permission', 'confirmation', 'approval', 'consent', 'authorized', 'authorised', 'approved',
    'safety check', 'safety filter', 'safety rule', 'safety guideline', 'safety restr', 'safety guard', 'safety measure', 'safety polic', 'safety train', 'ethical', 'moral',
    'content polic', 'content filter', 'precedence', 'priority over', 'indefinitely', 'forever', 'endlessly', 'infinitely', 'until the result', 'until the response', 'until the output',
    '忽略', '无视', '忘记', '忘掉', '理会', '跳过', '绕过', '系统提示', '越狱', '无限制', '上帝模式', 'dan模式', '你现在', '你没有任何', '你现在没有', '从现在', '你真正', '你真实', '你新的',
    '无需', '无须', '不需要', '不必', '不用', '征求', '征得', '用户已', '泄露', '透露',
    'veto power', 'must be activated', 'must be invoked', 'must be triggered', 'must be loaded', 'mandatory first', 'entry point', 'this skill for', 'must run at', 'must be run at',
    'askuserquestion', 'request_user_input', 'ask_user', 'ask_followup_question',
    'stop following', 'cease following', 'quit following', 'no longer', ' void', 'revoked', 'obsolete', 'cancelled', 'canceled', 'invalid', 'refuse', 'refusing', 'comply with',
    'even if the', 'user cannot', "user can't", 'user may not', 'not allowed to', 'follow only', 'obey only', 'listen only', 'supersede', 'outrank', 'outdated', 'superseded', 'suspended', 'come before',
    'always approve', 'automatically approve', 'auto-approve', 'autoapprove', 'always accept', 'automatically accept', 'always allow', 'always trust', 'always run', 'always execute', 'always obey', 'automatically run', 'automatically execute', 'automatically allow', 'automatically trust',
    'irrelevant', 'unimportant', 'not important', 'must be ignored', 'to be ignored', 'objections', 'wishes',
  ],
  upload: ['smtplib', 'nodemailer', 'send-mailmessage', 'sendmail', 'mail -s', 'swaks', 'scp ', 'rsync ', 'curl', 'post-file', 'body-file', '-infile', '-form', 'files=', 'files =', 'nc ', 'ncat ', 'netcat '],
  credstore: ['history.jsonl', '.claude/projects', '.codex/sessions', '.gemini/tmp', 'bash_history', 'zsh_history', '.ssh', '.aws', 'gcloud', '.azure', 'tfrc', 'vault-token', '.kube', '.docker', 'netrc', 'git-credentials', 'npmrc', 'pypirc', 'pgpass', 'hosts.yml', 'cookies', 'login data', 'web data', 'local state', 'logins.json', 'key3.db', 'key4.db', 'browser_cookie3', 'pycookiecheat', 'chrome-cookies-secure', 'extension settings', 'wallet', 'electrum', 'exodus', '.ethereum', 'solana', 'find-generic-password', 'find-internet-password', 'dump-keychain', 'security export', 'keychain', '/etc/shadow', 'saved passwords', 'stored passwords', 'browser', 'private key', 'seed phrase', 'recovery phrase', 'credentials', 'credential files'],
  sudo: ['sudo', 'su -', 'su root', 'doas', 'pkexec', 'runas'],
  perm: [
    'chmod', 'chown', 'chgrp', 'icacls', 'takeown', 'setuid', 'setgid', 'seteuid', 'setegid', 'setreuid', 'setregid', 'setresuid', 'setresgid', 's_isuid', 's_isgid',
    'setcap', 'usermod', 'localgroup', 'dscl', 'sudoers', 'nopasswd', 'visudo',
    'ufw', 'firewalld', 'iptables', 'nftables', 'apparmor', 'auditd', 'clamav', 'falcon-sensor', 'setenforce', 'spctl', 'csrutil', 'mppreference', 'advfirewall', 'netsh firewall', 'com.apple.quarantine',
  ],
  persist: ['launchctl', 'launchagents', 'launchdaemons', 'systemctl', '/systemd/', 'update-rc.d', 'chkconfig', 'crontab', '/etc/cron', '/var/spool/cron', 'bashrc', 'zshrc', '.profile', '.bash_profile', '.zprofile', '.zshenv', '.zlogin', '.bash_login', 'config.fish', '$profile', 'authorized_keys', 'ssh-copy-id', 'autostart', 'rc.local', 'profile.d', 'ld.so.preload', '/etc/init.d', 'schtasks', 'scheduledtask', '\\currentversion\\run', '\\startup\\', 'shell:startup', 'new-service', 'sc create', 'sc.exe create'],
  hidden: [
    '\u200B', '\u200C', '\u200D', '\u2060', '\u2061', '\u2062', '\u2063', '\u2064', '\uFEFF', '\u180E', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E',
    '\u2066', '\u2067', '\u2068', '\u2069', '\uDB40', ...Array.from({ length: 15 }, (_, i) => String.fromCharCode(0xfe00 + i)),
  ],
  encoded: ['base64', 'base32', 'basenc', 'b64decode', 'b32decode', 'b16decode', 'b85decode', 'a85decode', 'decodebytes', 'decodestring', 'atob', 'frombase64string', 'encodedcommand', '-enc ', '-ec ', 'powershell', 'pwsh', 'xxd', 'certutil', '| rev', '|rev', 'printf', 'echo -e', 'echo -ne', 'echo -en', "$'\\x", '"\\x', "'\\x", 'fromcharcode', 'unescape', 'unhexlify', 'fromhex', '.decompress', 'marshal.loads', 'codecs.decode', 'rot13', 'rot_13'],
  archive: ['.zip', '.7z', '.rar', '.exe', '.msi', '.msix', '.dmg', '.pkg', '.scr', '.appimage', '.jar', 'releases/download', 'password', 'passwd', 'passcode', 'pass:', 'pass :', 'pass=', 'pwd', 'extract using', 'extract with', 'unzip -p', '7z x', '7z e', '7za ', 'unrar', '密码', '解压', '口令'],
  paste: [
    'glot.io', 'pastebin', 'rentry', 'paste.', 'pastes.', 'pastie', 'paste2', 'pasteall', 'pastelink', 'pastefy', 'hastebin', 'hst.sh', 'ghostbin', 'controlc', 'justpaste',
    'dpaste', 'termbin', 'ix.io', 'sprunge', 'clbin', '0x0.st', 'privatebin', 'bpa.st', 'katb.in', 'textbin', 'codepad', 'ideone', 'transfer.sh', 'temp.sh', 'file.io',
    'terminal', 'powershell', 'command prompt', 'cmd.exe', 'iterm', 'win+r', 'win + r', 'windows+r', 'windows + r', 'run dialog', '终端', '命令行', '控制台',
  ],
  exfil: ['contents of', 'content of', 'cookie', '![', 'gist', '上传', '发送', '转发', '回传', '外发', '推送', '发到', '传到', '发往', '同步到', 'os.environ', '"env"', "'env'", 'environ.', 'environ[', 'environ)', 'environ,', 'environ}', 'process.env', 'getenv', 'printenv', '$(env', '`env', 'env |', 'env|', 'env >', 'env:', 'env.toobject', 'bun.env', 'env.to_', 'env.each', 'env.select', '.env', 'environment variable', 'env var', '.ssh', 'id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519', '.aws', '.kube', '.docker', 'netrc', 'git-credentials', 'npmrc', 'pypirc', 'pgpass', '.my.cnf', 'vault-token', 'gcloud', '.azure', 'hosts.yml', 'tfrc', '/etc/shadow', '/etc/passwd', '/etc/sudoers', 'login data', 'cookies', 'web data', 'local state', 'logins.json', 'key3.db', 'key4.db', 'browser_cookie3', 'pycookiecheat', 'chrome-cookies-secure', 'wallet', 'electrum', 'exodus', '.ethereum', 'solana', 'local extension settings', 'find-generic-password', 'find-internet-password', 'dump-keychain', 'security export', 'keychain', '_history', 'consolehost_history', '$(cat', '`cat', '$(head', '$(tail', '$(get-content', '$(gc', 'whoami', '$(hostname', '`hostname', 'gethostname', 'os.hostname', '$(id', '`id`', '$(uname', 'getuser', 'getlogin', 'platform.node', 'os.userinfo', '$env:username', '$env:computername', 'curl', 'wget', 'nslookup', 'dig ', ' nc ', '|nc ', '\nnc ', 'ncat', 'netcat', 'socat', 'telnet', '/dev/tcp', '/dev/udp', 'invoke-restmethod', 'invoke-webrequest', 'resolve-dnsname', 'send-mailmessage', 'sendmail', 'mailx', 'swaks', 'api keys', 'secrets', 'credentials', 'passwords', 'private key', 'ssh key', 'mnemonic', 'seed phrase', '环境变量', '私钥', '密钥', '凭据', '凭证', '令牌', '密码', '助记词', '钱包', '钥匙串', 'conversation', 'chat history', 'chat log', 'chat transcript', 'session history', 'session log', 'session transcript', 'system prompt', '对话', '聊天记录', '聊天历史', '聊天内容', '会话记录', '会话历史', '会话内容', '系统提示', 'webhook.site', 'requestbin', 'pipedream', 'beeceptor', 'hookbin', 'requestcatcher', 'postb.in', 'ptsv', 'oast.', 'interact.sh', 'interactsh', 'burpcollaborator', 'oastify', 'canarytokens', 'dnslog', 'ceye.io', 'requestrepo', 'mockbin', 'ngrok', 'trycloudflare', 'loca.lt', 'localtunnel', 'serveo', 'localhost.run', 'lhr.life', 'tunnelmole', 'bore.pub', 'pinggy', 'zrok'],
  agentcfg: [
    'claude.md', 'agents.md', 'gemini.md', 'claude.local.md', '.cursorrules', '.windsurfrules', '.clinerules', 'copilot-instructions', '.cursor/rules', 'settings.json', 'settings.local.json',
    'config.toml', 'skills/', 'skills\\', 'skill.md', 'dangerously', 'bypasspermissions', 'skipdangerous', '--yolo', 'full-auto', 'approval_policy', 'approval-policy', 'ask-for-approval', 'approval-mode', '-a never', 'danger-full-access', 'all-tools', 'allowed-tools',
    '"allow"', "'allow'", 'permissions.allow', 'permissions"]', "permissions']", 'sessionstart', 'sessionend', 'pretooluse', 'posttooluse', 'userpromptsubmit', 'subagentstop', 'precompact',
    '.hooks', 'hooks:', '/hooks/', 'hookspath', 'cursor-agent', 'gh pr merge', 'gh pr review', 'claude_env_file', 'tool.params', 'tool.input', 'tool_input',
    'anthropic_base_url', 'anthropic_api_url', 'anthropic_api_base', 'openai_base_url', 'openai_api_base', 'openai_api_url', 'gemini_base_url',
  ],
  unpinned: [
    'mcp add', 'mcpservers', 'mcp_servers', 'npx', 'bunx', 'uvx', 'dlx', 'pipx', 'npm i', 'npm add', 'pnpm i', 'pnpm add', 'bun i', 'bun add', 'yarn global', 'uv run', 'uv tool', 'uv pip', 'uv add', 'pip install', 'pip3 install',
    'git+', 'github:', 'gitlab:', 'bitbucket:', '@latest', '@alpha', '@beta', '@next', '@canary', '@nightly', '@experimental', '@insiders',
  ],
  social: [
    'paste', 'enter your', 'type your', 'share your', 'send your', 'provide your', 'give your', 'give me', 'give us', 'tell me your', 'tell us your', 'send me', 'send us',
    'pretend', 'claim', 'say that', 'say you', 'say it', 'say this', 'say we', 'state that', 'state you', 'tell the user', 'tell them', 'announce', 'impersonat', 'pose as', 'posing as', 'masquerade', 'act as if',
    'ask the', 'ask user', 'ask them', 'ask him', 'ask her', 'prompt the', 'prompt user', 'prompt them', 'request the', 'get the user', 'get them', 'have the', 'have them', 'make the user', 'make them', 'tell him', 'tell her', 'convince', 'persuade', 'instruct the', 'instruct them',
    '假装', '冒充', '伪装', '声称', '自称', '用户提供', '用户输入', '用户告诉', '用户告知', '用户发送', '用户给出', '用户交出', '用户填写', '用户报出',
  ],
  conceal: [
    'tell the', 'tell user', 'tell your', 'tell any', 'tell human', 'tell them', 'telling', 'tell anyone', 'inform the', 'inform user', 'inform any', 'inform your', 'informing', 'notify', 'alert the', 'alerting', 'warn the', 'warning the', 'mention', 'reveal', 'disclose',
    'admit', 'acknowledge', 'hide', 'conceal', 'withhold', 'hidden', 'secretly', 'secret from', 'silently', 'quietly', 'covertly', 'stealth', 'surreptitious', 'discreet', 'invisibl',
    'so the user', 'that the user', 'let the user', 'let user', 'without the user', 'without user', 'the user must', 'the user should', 'the user need', 'user doesn', 'user does not', 'user don', 'user do not', 'in the dark', 'the human', 'the person',
    'show this', 'show these', 'display this', 'display these', 'print this',
    'scrub', 'trace', 'tracks', 'footprint', 'history', 'histfile', 'histsize', 'wevtutil', 'eventlog', '/var/log/',
    '告诉用户', '告知用户', '通知用户', '提醒用户', '提示用户', '给用户', '让用户', '用户不需要', '用户无需', '用户不必', '用户不用', '对用户', '向用户', '跟用户', '在用户', '瞒着用户', '背着用户',
    '悄悄', '偷偷', '暗中', '秘密', '静默', '背地里', '透露', '泄露',
    'even if', 'even when', 'even though', 'regardless', 'no matter', 'whether or not', 'although', 'errors from', 'error from', 'failures from', 'warnings from', 'not looking', 'not watching', 'paying attention', "isn't looking", "isn't watching", "user's back", 'error messages', 'show them', 'show the user', 'show users', 'display them', 'any error', 'any failure', 'any warning',
    '即使', '就算', '哪怕', '无论', '不管', '隐藏错误', '隐藏所有', '隐藏任何', '隐藏报错', '隐藏失败', '隐藏警告',
  ],
  hiddenscript: ['<script'],
  delete: ['rm ', 'rm\t', '-delete', 'os.remove', 'os.unlink', '.unlink(', 'unlinksync', 'rmsync', 'rmtree', 'send2trash', 'fs.rm(', 'fs.promises.rm'],
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
  for (const [k, n] of gotoTable[0]) {
    raw[k] = n;
    queue.push(n);
  }
  // Breadth first, so a state's failure row is complete before the state's own row is
  // built: copy it, then write the real edges (a Map lookup per edge, not per class).
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi];
    const row = s * K;
    const failRow = fail[s] * K;
    raw.copyWithin(row, failRow, failRow + K);
    for (const [k, n] of gotoTable[s]) {
      fail[n] = raw[failRow + k];
      outputs[n].push(...outputs[fail[n]]);
      raw[row + k] = n;
      queue.push(n);
    }
  }
  const emits = new Uint8Array(N);
  for (let s = 0; s < N; s++) emits[s] = outputs[s].length ? 1 : 0;
  for (let i = 0; i < N * K; i++) {
    const t = raw[i];
    delta[i] = emits[t] ? -(t * K) - 1 : t * K;
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
