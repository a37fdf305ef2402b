/**
 * sentinel/credential-access — reading the user's credential stores:
 * - SSH private keys (`~/.ssh/id_rsa`, `id_ed25519` …, not `.pub`);
 * - cloud and tool credentials: `~/.aws/credentials`, gcloud
 *   `application_default_credentials.json` / `credentials.db`, `~/.azure/accessTokens.json`
 *   / `msal_token_cache`, `~/.kube/config`, `~/.docker/config.json`, `~/.netrc`,
 *   `~/.git-credentials`, `~/.npmrc`, `~/.pypirc`, `~/.pgpass`, `~/.vault-token`,
 *   `credentials.tfrc.json`, `gh/hosts.yml`;
 * - browser profiles: Chrome/Edge/Brave/Chromium/Opera/Vivaldi `Login Data`, `Cookies`,
 *   `Web Data`, `Local State` (the cookie encryption key), Firefox `cookies.sqlite`,
 *   `logins.json`, `key3.db`/`key4.db`, Safari `Cookies.binarycookies`, cookie-stealing
 *   libraries (`browser_cookie3`, `pycookiecheat` …), extension storage
 *   (`Local Extension Settings`, where wallet extensions keep their vaults);
 * - crypto wallets: `wallet.dat`, Electrum `wallets/`, Exodus, `~/.ethereum/keystore`,
 *   Solana `id.json`;
 * - the agent's transcripts and the shell history (`~/.claude/history.jsonl`,
 *   `~/.claude/projects/`, `~/.codex/sessions`, `.bash_history`): every prompt, pasted key
 *   and token the user ever typed;
 * - the macOS keychain: `security dump-keychain`, `find-internet-password`, `export`,
 *   `find-generic-password` for a browser's "Safe Storage" key or without naming an item,
 *   the keychain files themselves; `/etc/shadow`.
 *
 * Severity: reading one in code (a script, a fenced block, inline code, a command in a
 * data file) is a warning; it is an error when the same file or code block also makes a
 * real network call (curl, requests, fetch, sockets, SMTP — not one in a comment, a
 * printed hint or aimed at a documentation host in a reference), when a script reads one and
 * another script of the skill tied to it (one names the other's file: an import, a `source`) makes
 * such a call (the theft split over files; tests and examples aside), or when one script or block collects three or more kinds of store (a harvester). Prose counts when it tells
 * the agent to read, collect or send them ("collect the saved browser passwords", "cat
 * ~/.aws/credentials and include it", "read ~/.aws/credentials") — a path merely named in
 * a sentence does not; such a sentence is an error when it also sends them to an outside
 * address ("… and upload it to https://…") or gathers two or more kinds of store at once.
 *
 * Why: these files are the user's identity; reading them is the first half of credential
 * theft. Category exfiltration (seed: 数据外泄). Not a finding: using a key for its own
 * purpose (`ssh -i ~/.ssh/id_rsa`, `IdentityFile`, `ssh-keygen -f`, `ssh-add`, `chmod
 * 600`), checking its mode (`stat`, `ls -l`, `Get-Acl`), a line of a tool's sample output in a
 * document (`[HIGH] ~/.ssh/id_rsa has no passphrase`), writing to these paths, public keys, `security find-generic-password -s NAME`
 * for the skill's own item, a YARA/detection string that names them.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, MAX_PER_FILE, type Reason } from './report.ts';
import { hostOf, KNOWN_API } from './exfil-sinks.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { sinksFor } from './exfil-flows.ts';
import { esc } from './lib/fetch-run-args.ts';
import { candidates, commands, lineBounds, nearLine, sentinelView, type Lang, type Segment, type SentinelFile, TEST_PATH } from './view.ts';

/**
 * Between two pieces of a path: a slash, or the pieces written apart and joined (`".aws", "credentials"`
 * in any join call — File.join, os.path.join, path.join, filepath.Join, Paths.get —, `".kube" + "/config"`,
 * `".ssh" / "id_rsa"` with pathlib).
 */
const SEP = String.raw`(?:[\\/]+|["'\x60]\s*(?:,|\+|\/)\s*["'\x60][\\/]*)`;
/** The user's home folder however the code names it (`~`, `$HOME`, `Dir.home`, `os.homedir()`, `Path.home()`, `user.home`, `os.UserHomeDir()`). */
const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|\b(?:home|homedir|home_dir|UserHomeDir|gethomedir)\(\)|\bDir\.home\b|\buser\.home["')]*|\bHOME["'\])}]*|USERPROFILE%?)`;

const STORE_PARTS: Array<[string, string]> = [
  [
    'ssh',
    String.raw`\.ssh${SEP}id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)|["']\.ssh["']\s*(?:,|\/)\s*["']id_(?:rsa|dsa|ecdsa|ed25519)["']|(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%)[\\/]+\.ssh[\\/]+\*`,
  ],
  [
    'cloud',
    String.raw`\.aws${SEP}credentials\b|gcloud${SEP}(?:application_default_credentials\.json|credentials\.db|access_tokens\.db|legacy_credentials)|\.azure${SEP}(?:accessTokens\.json|msal_token_cache\w*(?:\.\w+)?)|credentials\.tfrc\.json|\.vault-token\b`,
  ],
  ['kube', String.raw`\.kube${SEP}config\b|\.docker${SEP}config\.json\b`],
  // package registries' publish tokens: Cargo's, Conan's
  ['registry', String.raw`\.cargo${SEP}credentials(?:\.toml)?\b|\.conan2?${SEP}credentials\.json\b`],
  ['tokens', String.raw`${HOME}[\\/"'\s,+]*\.(?:netrc|git-credentials|npmrc|pypirc|pgpass)\b|\bgh${SEP}hosts\.yml\b`],
  [
    'browser',
    String.raw`(?:Google[\\/ ]+Chrome|Chromium|Microsoft[\\/ ]+Edge|BraveSoftware[\\/ ]+Brave-Browser|Vivaldi|Opera(?: Software)?|Yandex[\\/ ]+YandexBrowser)[^\n"'\x60]{0,80}?[\\/](?:Cookies|Login Data|Web Data|Local State)\b|\b(?:cookies\.sqlite|logins\.json|key[34]\.db|Cookies\.binarycookies)\b|\bbrowser_cookie3\b|\bpycookiecheat\b|\bchrome-cookies-secure\b|Local Extension Settings`,
  ],
  [
    'wallet',
    String.raw`\bwallet\.dat\b|[\\/.]electrum[\\/]+wallets\b|Electrum[\\/]+wallets\b|exodus\.wallet\b|\bExodus[\\/]+(?:exodus\.wallet|Local Storage)|\.ethereum[\\/]+keystore\b|solana[\\/]+id\.json\b`,
  ],
  [
    'keychain',
    String.raw`\bsecurity\s+(?:dump-keychain|find-internet-password|export\s+-k)\b|\bsecurity\s+find-generic-password\b(?:(?=[^\n|;&]*Safe Storage)|(?![^\n|;&]*\s-[sl]\s))|\blogin\.keychain(?:-db)?\b|Library[\\/]+Keychains[\\/]`,
  ],
  ['shadow', String.raw`\/etc\/shadow\b`],
  // The agent's own transcripts and the shell history: what the user typed, keys and tokens included.
  [
    'history',
    String.raw`\.claude[\\/]+(?:history\.jsonl|projects[\\/])|\.codex[\\/]+(?:sessions\b|history\.jsonl)|\.gemini[\\/]+tmp[\\/]|\.(?:bash|zsh)_history\b`,
  ],
];
const STORES = new RegExp(STORE_PARTS.map(([, p], i) => `(?<c${i}>${p})`).join('|'), 'gi');

/** The text before the path uses the key or writes the file, rather than reading it out. */
const KEY_USE =
  /(?:\b(?:rm|shred|truncate|unlink)\b[^\n]{0,200}|HISTFILE=|\bssh\b[^\n]{0,300}\s-i|IdentityFile|\bssh-keygen\b[^\n]{0,200}|\bssh-add\b[^\n]{0,100}|\bchmod\s+[0-7]{3,4}|\bchmod\s+[ugoa]*[-+=]\w+|\bchown\s+\S+|\bscp\b[^\n]{0,300}\s-i|\bmkdir(?:\s+-p)?|\btouch|>{1,2}|\btee(?:\s+-a)?|\s-o|--output|\btest\s+-[efsd]|\[\s+-[efsd]|--(?:key|cert|identity)[=\s]|\bgit\s+config\b[^\n]{0,200}|\bstat\b[^\n|;&]{0,40}|\bls\s+-\w+[^\n|;&]{0,20}|\b(?:Get-Acl|icacls|getfacl|namei|lsattr)\b[^\n|;&]{0,40})\s*["']?$/;

/** A status mark that opens a line of a tool's output. */
/**
 * A leak search over the shell or agent history: a pattern search (`grep -E 'ghp_…' ~/.bash_history`,
 * `rg`, `Select-String`, `findstr`) whose output stays on the screen (no redirect into a file, no pipe
 * into anything but a filter). What the user runs to find a token they pasted — not a read of the history.
 */
const HISTORY_SEARCH = /^\s*(?:sudo\s+)?(?:grep|egrep|rg|ag|ack|Select-String|sls|findstr)\b/i;
const HISTORY_KEEPS = /(?<![2&])>|(?<!\|)\|(?!\|)\s*(?!(?:cut|head|tail|wc|sort|uniq|less|more|awk|sed|Format-\w+|Select-Object|Measure-Object)\b)\w/;
const OUTPUT_MARK = /^\s*(?:\[[^\]\n]{1,24}\]|[✓✗✔✘⚠•]|(?:OK|WARN|WARNING|FAIL|FAILED|INFO|HIGH|MEDIUM|LOW|CRITICAL|PASS|ERROR|NOTE)\b:?)\s*$/i;

/** Whether [start, end) of `text` is inside a regular expression: an escaped dot after a pattern's punctuation, not after a path. */
function regexText(text: string, start: number, end: number): boolean {
  const inner = text.slice(start, end).indexOf('\\.');
  const esc = text[start - 1] === '\\' ? start - 1 : inner >= 0 ? start + inner : -1;
  if (esc <= 0 || !/[{(|^[\]~\s"'\x60/?:,)]/.test(text[esc - 1])) return false;
  // (a Windows path goes on with a backslash and a name — `"\.aws\credentials"` —, a pattern with `/`, `\/` or an escape class)
  return !/^\\\.[\w.-]+\\[A-Za-z]{2}/.test(text.slice(esc, esc + 40));
}

/** A YARA / detection string (`$s1 = "…" ascii`), a pattern entry in a detector. */
const DETECTION_LINE = /^\s*\$\w+\s*=\s*["'][^"']*["']\s*(?:(?:ascii|wide|nocase|fullword|private|xor|base64)\b\s*)*(?:\/\/.*)?$/;

/** A DNS lookup in any language: the name looked up reaches whoever serves its zone. */
const DNS_CALL = /\b(?:gethostbyname\w*|getaddrinfo|dns\.(?:resolve\w*|lookup))\s*\(|\bResolve-DnsName\b/;
/** `git push` run from an argument list (`run(dir, "git", "push", "--force", mirror)`), at most six arguments between. */
const GIT_PUSH_ARGV = /["']git["']\s*,\s*(?:["'][^"'\n]{0,40}["']\s*,\s*){0,6}["']push["']/;
/** Network calls that count for the error: a cheap pre-test before the precise sinks. */
const NETWORK = new RegExp(
  String.raw`\bfile\s*\(\s*UPLOAD\b|\b(?:ureq|reqwest)::|\.send_json\s*\(|${GIT_PUSH_ARGV.source}|${DNS_CALL.source}|\b(?:curl|wget|requests\.|httpx\.|urllib|urlopen|fetch\s*\(|axios|https?\.request|socket\.|\.send(?:all|to)?\s*\(|smtplib|nodemailer|Invoke-WebRequest|Invoke-RestMethod|nc\s|ncat\s|\/dev\/tcp\/|Net::HTTP|RestClient|Faraday|HTTParty|HTTPX|HttpRequest|OkHttp|RequestBody|HttpURLConnection|HttpClient|WebClient|RestTemplate|submitFormWithBinaryData|set_form\b|remote\s+(?:add|set-url)\s)|\.(?:post|put)\s*\(|(?:to|as)RequestBody\b|BodyPublishers\b`,
);
/**
 * A request that sends (POST / PUT / multipart) built with a client object rather than one call:
 * Ruby `Net::HTTP::Post.new`, `set_form`, Faraday / RestClient / HTTParty / HTTPX posts, JVM
 * `HttpRequest…POST(`, OkHttp `.post(` / `RequestBody`, `HttpURLConnection` with `doOutput`,
 * ktor `client.post` / `submitFormWithBinaryData`, Spring `RestTemplate.postForObject`.
 */
/**
 * A git remote on a host named in the skill (`git remote add backup ssh://sync@HOST/…`, `git@HOST:…`, an
 * https URL), pushed to in the same script: copying files into a repository and pushing it sends them out.
 * The big public forges are left to the user's own account.
 */
const GIT_REMOTE = /\bgit\s+(?:-c\s+\S+\s+)*remote\s+(?:add|set-url)\s+[\w.-]+\s+["']?(?:ssh:\/\/|https?:\/\/|git:\/\/|[\w.-]+@[\w.${}-]+:)/;
const FORGE = /(?:^|\.)(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$/i;
const GIT_PUSH = /\bgit\s+(?:-c\s+\S+\s+)*push\b/;
/** Sends in languages the precise sinks do not model: CMake `file(UPLOAD …)`, Rust `ureq`/`reqwest` posts. */
const SEND_OTHER = /\bfile\s*\(\s*UPLOAD\b|\b(?:ureq|reqwest(?:::blocking)?)::(?:post|put|Client)\b|\.send_json\s*\(/;
const SEND_CLIENT =
  /\bNet::HTTP::(?:Post|Put|Patch)\b|\bNet::HTTP\.post(?:_form)?\b|\.set_form\s*\(|\b(?:Faraday|RestClient|HTTParty|HTTPX)\.(?:post|put|patch)\b|\.(?:POST|PUT)\s*\(\s*(?:HttpRequest\.)?BodyPublishers\b|\bRequestBody\.(?:create|Companion)\b|\.(?:toRequestBody|asRequestBody)\s*\(|\bMultipartBody\.Builder\b|\bdoOutput\s*=\s*true\b|\bsetDoOutput\s*\(\s*true|\bsubmitFormWithBinaryData\b|\bpostFor(?:Object|Entity)\b|\bclient\.(?:post|put)\s*[({]|\bRequest\.Builder\(\)[^\n]*\.(?:post|put)\s*\(/;
const PRINT_LEAD = /^\s*(?:echo|printf|print|puts|console\.\w+|Write-\w+|log\w*)\s*\(?\s*[frbu]{0,2}["'`]/i;

/** Prose that tells the agent to read, collect or send a store. */
const PROSE_VERB =
  /\b(?:read|reads|cat|open|collect|collects|gather|harvest|extract|dump|copy|upload|send|exfiltrate|steal|grab|retrieve|include|attach|print|display|output|archive|zip|back\s*up|decrypt)\b/i;
const PROSE_STORE =
  /(?:~|\$HOME|\$\{HOME\})[\\/]+\.(?:claude[\\/]+(?:history\.jsonl|projects)|codex[\\/]+(?:sessions|history\.jsonl))|\.(?:bash|zsh)_history\b|\b(?:(?:saved|stored)\s+(?:browser\s+)?passwords|browser\s+(?:cookies|passwords|credentials|profiles?|login\s+data)|(?:the\s+)?(?:user'?s|your|all)\s+(?:ssh\s+)?private\s+keys?|ssh\s+private\s+keys?|(?:crypto(?:currency)?\s+)?wallet\s+(?:files?|keys|seeds?|vaults?)|seed\s+phrases?|recovery\s+phrases?|keychain\s+(?:items|passwords|entries|contents)|(?:aws|cloud|gcloud|azure|kube(?:rnetes)?|docker)\s+credentials?\s+files?|credential\s+files)\b/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/credential-access',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'exfiltration',
    description: {
      en: 'Reads credential stores: SSH private keys, cloud credential files, browser cookies and passwords, wallets, the keychain (error with a network call nearby).',
      zh: '读取凭据存储：SSH 私钥、云凭据文件、浏览器 Cookie 与密码、加密钱包、钥匙串（附近有网络调用时为错误）。',
    },
    fixable: false,
    messages: {
      read: {
        en: "Reads a credential store ({store}); a skill should never need the user's keys, cookies or wallets — remove the read or ask the user for the one value needed{note}.",
        zh: '读取了凭据存储（{store}）；技能不应需要用户的密钥、Cookie 或钱包——请删除该读取，或向用户索取所需的那一项{note}。',
      },
      readSend: {
        en: 'Reads a credential store ({store}) in code that also makes network calls ({net}): a credential-theft pattern — do not install{note}.',
        zh: '读取凭据存储（{store}）的代码同时发起网络请求（{net}）：这是窃取凭据的典型模式——请勿安装{note}。',
      },
      readSendSkill: {
        en: 'Reads a credential store ({store}) in a script, and another script of the skill ({file}) makes network calls ({net}): the keys can leave the machine that way — a credential-theft pattern, do not install{note}.',
        zh: '脚本读取了凭据存储（{store}），而技能的另一个脚本（{file}）发起网络请求（{net}）：密钥可经此离开本机——这是窃取凭据的典型模式，请勿安装{note}。',
      },
      harvest: {
        en: 'Collects {count} kinds of credential store in one place ({stores}): a credential harvester{note}.',
        zh: '在同一处收集了 {count} 类凭据存储（{stores}）：这是凭据收集器{note}。',
      },
      prose: {
        en: 'Tells the agent to read or collect the user\'s credentials: "{text}"{note}.',
        zh: '指示智能体读取或收集用户的凭据：“{text}”{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const network = new Map<Segment, string | null>();
    const kinds = new Map<Segment, { sf: SentinelFile; kinds: Map<string, [number, number, string]> }>();
    let elsewhere: Array<{ sf: SentinelFile; net: string }> | undefined;
    /** The segment's network call, read once (the reads of a segment and the other scripts' sends ask alike). */
    const netOf = (sf: SentinelFile, seg: Segment): string | null => {
      let net = network.get(seg);
      if (net === undefined) network.set(seg, (net = networkCall(sf, seg, sf.role === 'script' ? sf.lang : seg.lang)));
      return net;
    };
    for (const { sf, seg, pos, start: from, end: to } of candidates(view, 'credstore', commands)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      const code = seg.kind === 'code';
      if (!code) {
        proseFinding(ctx, sf, seg, pos);
        if (!commandLike(sf, seg, full, from, to)) continue;
      }
      STORES.lastIndex = 0;
      let m: RegExpExecArray | null;
      for (let n = 0; n < MAX_PER_FILE && (m = STORES.exec(text)); n++) {
        const start = from + m.index;
        const [ls, le] = nearLine(full, start);
        const before = full.slice(ls, start).replace(/["'~$/\\{}A-Za-z_%:.()]*$/, '');
        if (KEY_USE.test(before)) continue;
        // a regular expression's text (`%r{\.aws/credentials}`, `/(^|\/)\.ssh\/id_/`): an escaped dot names no file, it matches
        // one (not a Windows path's separator: `%USERPROFILE%\.aws\credentials`, `$env:HOME\.ssh`)
        if (regexText(full, start, start + m[0].length)) continue;
        // a rule of the agent's deny (or ask) list (`"deny": ["Read(~/.ssh/**)"]`): keeps the agent away from the store
        if (PERMISSION_RULE.test(full.slice(ls, start)) && deniedList(full, start)) continue;
        // a report line in a document's sample output (`[高] ~/.ssh/id_ed25519  无口令保护`, `WARN: ~/.aws/credentials is 644`)
        if (code && sf.role !== 'script' && OUTPUT_MARK.test(before) && !/[|>;&`]|\$\(/.test(full.slice(start + m[0].length, le))) continue;
        const line = full.slice(ls, le);
        const group =
          STORE_PARTS[
            Number(
              Object.entries(m.groups ?? {})
                .find(([, v]) => v !== undefined)?.[0]
                .slice(1) ?? 0,
            )
          ][0];
        const net = netOf(sf, seg);
        // a leak search over the history whose matches stay on screen: the user's own hygiene check
        if (group === 'history' && !net && HISTORY_SEARCH.test(line) && !HISTORY_KEEPS.test(line.replace(/'[^'\n]*'|"[^"\n]*"|2>\s*\/dev\/null|2>&1/g, '')))
          continue;
        let reason: Reason | undefined;
        if (inSentence(line, start - ls)) reason = 'printed';
        else if (sf.role !== 'script' && !code && DETECTION_LINE.test(line)) reason = 'detector';
        if (!reason && code) {
          const k = kinds.get(seg) ?? { sf, kinds: new Map() };
          if (!k.kinds.has(group)) k.kinds.set(group, [start, start + m[0].length, m[0]]);
          kinds.set(seg, k);
        }
        // A helper that reads the store and another script that sends: the same theft split over files.
        const others = !net && sf.role === 'script' && !TEST_PATH.test(sf.file.path) ? (elsewhere ??= sendingScripts(view.files, netOf)) : undefined;
        const sender = others?.find((o) => o.sf !== sf && linked(sf, o.sf));
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].length,
          messageId: net ? 'readSend' : sender ? 'readSendSkill' : 'read',
          data: { store: m[0], net: net ?? sender?.net ?? '', file: sender?.sf.file.path ?? '' },
          base: net || sender ? 'error' : 'warning',
          kind: 'judgment',
          category: 'exfiltration',
          reason,
        });
      }
    }
    // A harvester: three or more kinds of store collected in one script or SKILL.md block.
    for (const [seg, { sf, kinds: found }] of kinds) {
      if (found.size < 3 || network.get(seg) || sf.role === 'markdown' || sf.role === 'data') continue;
      const [start, end] = [...found.values()][0];
      emit(ctx, {
        sf,
        seg,
        start,
        end,
        messageId: 'harvest',
        data: { count: found.size, stores: [...found.values()].map((v) => v[2]).join(', ') },
        base: 'error',
        kind: 'judgment',
        category: 'exfiltration',
      });
    }
  },
};

/** In prose, data and comments a path counts only inside a command: inline code, or a line that starts with one. */
function commandLike(sf: SentinelFile, seg: Segment, text: string, from: number, to: number): boolean {
  const line = text.slice(from, to);
  if (
    /(`+)[^`]*?(?:\.ssh|\.aws|gcloud|\.kube|\.docker|netrc|credentials|npmrc|pypirc|hosts\.yml|cookies|login data|web data|logins\.json|key[34]\.db|cookie|keychain|shadow|wallet|electrum|exodus|keystore|solana|local state|extension settings|find-(?:generic|internet)-password)[^`]*\1/i.test(
      line,
    )
  ) {
    const spans = line.match(/(`+)([^`]+?)\1/g) ?? [];
    return spans.some(
      (s) =>
        /^`+\s*(?:sudo\s+)?(?:cat|tac|head|tail|less|more|cp|mv|tar|zip|7z|base64|xxd|strings|sqlite3|python3?|node|security|scp|rsync|curl|wget|Get-Content|gc|type|copy|open|grep|find|ls)\b/i.test(
          s,
        ) || /\b(?:open|read_text|readFileSync|Get-Content|sqlite3\.connect|browser_cookie3|expanduser)\b/.test(s),
    );
  }
  if (sf.role === 'data' || seg.kind === 'comment' || seg.kind === 'frontmatter')
    return /\b(?:cat|cp|tar|zip|base64|sqlite3|security|Get-Content|open|read|curl|scp|rsync)\b/i.test(line) || DETECTION_LINE.test(line);
  return false;
}

/** "Collect the saved browser passwords", "read the user's SSH private keys and …". */
function proseFinding(ctx: Parameters<Rule['check']>[0], sf: SentinelFile, seg: Segment, pos: number): void {
  const text = sf.info.text;
  const [ls, le] = lineBounds(text, pos);
  const line = text.slice(ls, le);
  const named = PROSE_STORE.exec(line);
  const m = named ?? proseStorePath(line);
  if (!m || m.index > pos - ls + 200) return;
  const head = line.slice(Math.max(0, m.index - 120), m.index);
  const sentence = head.slice(Math.max(head.lastIndexOf('. '), head.lastIndexOf('; '), -1) + 1);
  if (!PROSE_VERB.test(sentence)) {
    listFinding(ctx, sf, seg, ls);
    return;
  }
  // A behaviour described, not ordered: the verb as a noun ("Reads of `~/.ssh`", "No reads of …"), or a relative
  // clause, also over a wrapped line ("Telemetry that reads credential files", "a skill that contacts …, ⏎ reads
  // credential files"). A backup beside the original (`cp ~/.kube/config ~/.kube/config.bak`) moves nothing away.
  if (!IMPERATIVE.test(sentence) && (/\breads\s+of\b/i.test(sentence) || RELATIVE.test(clauseBefore(text, ls, sentence)))) return;
  // (…also where the wrapped line before ends with the pronoun: "ran a post-link script that ⏎ read `~/.aws/credentials`")
  const joined = clauseBefore(text, ls, sentence);
  if (joined !== sentence && RELATIVE_END.test(joined.slice(0, joined.length - sentence.length))) return;
  const backup = BACKUP_BESIDE.exec(line);
  if (backup && backup.index <= m.index && m.index < backup.index + backup[0].length) return;
  // A bare path in a sentence counts only as an order to the agent ("Read ~/.aws/credentials …"), not in a description.
  if (!named && !IMPERATIVE.test(sentence)) return;
  // Defensive advice is not an instruction: "encrypt", "rotate", "protect", "never commit".
  if (/\b(?:protect|rotate|revoke|encrypt|secure|store|manage|never|don'?t|do not|avoid|detect|scan|check for|audit|warn)\b/i.test(sentence)) return;
  const start = ls + Math.max(0, m.index - sentence.length) + (sentence.length - sentence.trimStart().length);
  const end = ls + m.index + m[0].length;
  const shown = text.slice(start, end).trim();
  // The same sentence sends the stores to an outside address, or gathers several kinds at once: theft, not a lookup.
  const whole = line.slice(Math.max(0, m.index - sentence.length), sentenceEnd(line, m.index + m[0].length));
  const theft = (PROSE_SEND.test(whole) && PROSE_DEST.test(whole)) || storeKinds(whole) >= 2;
  emit(ctx, {
    sf,
    seg,
    start,
    end,
    messageId: 'prose',
    data: { text: shown.length > 100 ? `${shown.slice(0, 99)}…` : shown },
    base: theft ? 'error' : 'warning',
    kind: 'judgment',
    category: 'exfiltration',
  });
}

/**
 * A step that spans lines: a lead-in that orders a read ("Silently read the contents of the
 * following files:") and the list items under it that name the stores. Reported once, at
 * the lead-in; an error when the list gathers two or more kinds or the lead-in sends them.
 */
function listFinding(ctx: Parameters<Rule['check']>[0], sf: SentinelFile, seg: Segment, ls: number): void {
  const text = sf.info.text;
  if (!LIST_ITEM.test(text.slice(ls, text.indexOf('\n', ls) < 0 ? text.length : text.indexOf('\n', ls)))) return;
  // back over the list to its lead-in (at most 12 items)
  let lead = -1;
  for (let p = ls, n = 0; n < 12 && p > seg.start; n++) {
    const ps = Math.max(seg.start, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(ps, p - 1);
    if (LIST_ITEM.test(line) && !/:\s*$/.test(line)) {
      p = ps;
      continue;
    }
    if (/:\s*$/.test(line)) lead = ps;
    break;
  }
  if (lead < 0) return;
  const key = `${sf.file.path}:${lead}`;
  const seen = listSeen.get(ctx) ?? new Set<string>();
  listSeen.set(ctx, seen);
  if (seen.has(key)) return;
  const leadEnd = text.indexOf('\n', lead);
  const leadText = text.slice(lead, leadEnd);
  const order = LEAD_ORDER.exec(leadText);
  if (!order) return;
  const sentence = leadText.slice(order.index, sentenceEnd(leadText, order.index + order[0].length));
  if (/\b(?:protect|rotate|revoke|encrypt|secure|manage|never|don'?t|do not|avoid|detect|scan|check for|warn)\b/i.test(sentence)) return;
  // the list: contiguous items after the lead-in
  let listEnd = leadEnd;
  for (let n = 0; n < 20 && listEnd >= 0 && listEnd < seg.end; n++) {
    const ne = text.indexOf('\n', listEnd + 1);
    const item = text.slice(listEnd + 1, ne < 0 ? seg.end : Math.min(ne, seg.end));
    if (!LIST_ITEM.test(item)) break;
    listEnd = ne < 0 ? seg.end : Math.min(ne, seg.end);
  }
  const list = text.slice(leadEnd, listEnd);
  const kinds = storeKinds(list);
  if (!kinds) return;
  seen.add(key);
  const theft = kinds >= 2 || (PROSE_SEND.test(leadText) && PROSE_DEST.test(leadText));
  const shown = sentence.trim();
  emit(ctx, {
    sf,
    seg,
    start: lead + order.index + (order[0].length - order[0].trimStart().length),
    end: lead + order.index + sentence.length,
    messageId: 'prose',
    data: { text: shown.length > 100 ? `${shown.slice(0, 99)}…` : shown },
    base: theft ? 'error' : 'warning',
    kind: 'judgment',
    category: 'exfiltration',
  });
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
/** An order to read or collect in a list's lead-in, at a sentence start (an adverb allowed: "Silently read …"). */
const LEAD_ORDER =
  /(?:^|[.!?]\s+|^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*[^*\n]{0,60}\*\*:?\s*)?)\s*(?:(?:first|then|next|now|also|please|silently|quietly|\w+ly)[,\s]+)*(?:read|cat|open|collect|gather|harvest|extract|dump|copy|upload|send|grab|retrieve|include|attach|archive|zip|back\s*up|record|exfiltrate|steal)\b/i;
const listSeen = new WeakMap<object, Set<string>>();

/** A credential-store path named in a sentence (`~/.aws/credentials`, a browser's `Login Data`). */
function proseStorePath(line: string): RegExpExecArray | null {
  STORES.lastIndex = 0;
  return STORES.exec(line);
}

/** PROSE_STORE as a scan, built once (not per sentence). */
const STORE_WORDS = new RegExp(PROSE_STORE.source, 'gi');

/** How many kinds of credential store a sentence names. */
function storeKinds(sentence: string): number {
  const kinds = new Set<string>();
  const spans: Array<[number, number]> = [];
  STORES.lastIndex = 0;
  for (let m = STORES.exec(sentence); m; m = STORES.exec(sentence)) {
    const k = Object.entries(m.groups ?? {}).find(([, v]) => v !== undefined)?.[0];
    if (k) kinds.add(k);
    spans.push([m.index, m.index + m[0].length]);
  }
  // Named in words ("saved browser passwords"), where no path above already stands.
  const words = STORE_WORDS;
  words.lastIndex = 0;
  for (let m = words.exec(sentence); m; m = words.exec(sentence)) {
    const [a, b] = [m.index, m.index + m[0].length];
    if (!spans.some(([x, y]) => a < y && x < b)) kinds.add(m[0].toLowerCase());
  }
  return kinds.size;
}

/** Index where the sentence containing `from` ends in `line`. */
function sentenceEnd(line: string, from: number): number {
  const m = /[.!?](?=\s|$)|[。！？；]/.exec(line.slice(from));
  return m ? from + m.index : line.length;
}

/**
 * A relative clause whose verb is the read: "telemetry that reads credential files", "code that downloads and runs
 * code, or reads …" — a noun before "that" (not "ensure that", "check that", "so that"), the verb in the clause, no
 * comma or clause break between.
 */
const RELATIVE = new RegExp(
  [
    String.raw`\b(?!(?:ensure|ensures|check|checks|verify|confirm|sure|note|so|such|say|says|know|means|assume|given|than|now)\b)[A-Za-z]+\s+(?:that|which|who)\s+(?:[\w'-]+(?:,\s+(?:or|and))?\s+){0,8}?(?:reads?|collects?|opens?|cop(?:y|ies)|dumps?|uploads?|sends?|extracts?|grabs?|harvests?|gathers?|includes?|attaches?|archives?|zips?|backs\s+up|decrypts?|exfiltrates?|steals?|prints?|displays?)\b`,
    // (over commas only to a verb that says what something does: "tell the user if it contacts other hosts, reads credential files")
    String.raw`\b(?:(?!(?:ensure|check|verify|confirm|sure|note|so|such)\b)[A-Za-z]+\s+(?:that|which|who)|(?:if|whether|when)\s+(?:it|they|the\s+\w+|a\s+\w+))\s+(?:[\w'-]+,?\s+){0,10}?(?:reads|collects|opens|copies|dumps|uploads|sends|extracts|grabs|harvests|gathers|includes|attaches|archives|zips|backs\s+up|decrypts|exfiltrates|steals)\b`,
  ].join('|'),
  'i',
);
/** A copy whose destination is the source with a suffix: a backup in the same folder. */
const BACKUP_BESIDE = /\bcp\s+(?:-\w+\s+)*([~$][^\s`'"]+)\s+\1[.\w$(){}%+-]+/;

/** The sentence up to the verb, with the wrapped line before it when this line continues a sentence (no list item, no capital). */
function clauseBefore(text: string, ls: number, sentence: string): string {
  if (!/^\s*[a-z]/.test(sentence) || ls < 2) return sentence;
  const ps = text.lastIndexOf('\n', ls - 2) + 1;
  const prev = text.slice(ps, ls - 1);
  if (!prev.trim() || /[.!?:。！？：]\s*$/.test(prev)) return sentence;
  return `${prev.slice(Math.max(prev.lastIndexOf('. '), -1) + 1)} ${sentence}`;
}

/** A relative pronoun after a noun closing the line before (`a post-link script that`), not "make sure that", "it is important that". */
const RELATIVE_END =
  /\b(?!(?:ensure|ensures|check|checks|verify|confirm|sure|note|so|such|say|says|know|means|assume|given|than|now|important|essential|necessary|critical|vital|required|likely|possible|true|clear|make|makes|is|was|are|be)\b)[A-Za-z]+\s+(?:that|which|who)\s*$/i;

/** A sentence or list item that opens with an order to read, collect or send. */
const IMPERATIVE =
  /(?:^|\b(?:following|below|steps?|this)\b[^:\n]{0,30}:)\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*[^*\n]{0,40}\*\*:?\s*)?(?:(?:first|then|next|now|also|please|finally|afterwards|after\s+that|and|quietly|silently|secretly|discreetly|immediately|automatically)[,\s]+)*(?:read|cat|open|collect|gather|harvest|extract|dump|copy|upload|send|grab|retrieve|include|attach|archive|zip|back\s*up|decrypt|exfiltrate|steal)\b/i;
const PROSE_SEND = /\b(?:upload|uploads|send|sends|post|posts|transmit|forward|exfiltrate|e-?mail|submit|sync|push)\b|上传|发送|提交|转发/i;
const PROSE_DEST = /(?:https?|wss?|ftp):\/\/|\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b|\bwebhook\b|\bour\s+(?:server|endpoint|api|backend|collector)\b/i;

/** An agent permission rule opening before the path (`"Read(`, `Edit(`). */
const PERMISSION_RULE = /["'](?:Read|Edit|Write|MultiEdit|Glob|Grep|LS)\(\s*[~$\w./{}-]*$/;

/** The JSON array `at` stands in is a `deny` or `ask` list (the nearest unclosed `[` opens one). */
function deniedList(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 3000), at);
  const open = before.lastIndexOf('[');
  if (open < 0 || before.indexOf(']', open) >= 0) return false;
  return /["'](?:deny|ask)["']\s*:\s*$/.test(before.slice(Math.max(0, open - 40), open));
}

/**
 * Whether two scripts of a skill are tied: one names the other's file (an import, a `source`, a call by path,
 * `from lib.env import …`, `require('./env')`), so what one reads the other can send.
 */
function linked(a: SentinelFile, b: SentinelFile): boolean {
  const stem = (f: SentinelFile) => f.file.path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const names = (x: SentinelFile, y: SentinelFile) => {
    const n = stem(y);
    return n.length >= 3 && new RegExp(String.raw`(?<![\w-])${esc(n)}(?![\w-])`).test(x.info.text);
  };
  return names(a, b) || names(b, a);
}

/** The scripts of the skill (not tests, not examples) that make a real network call, with the call. */
function sendingScripts(files: readonly SentinelFile[], netOf: (sf: SentinelFile, seg: Segment) => string | null): Array<{ sf: SentinelFile; net: string }> {
  const out: Array<{ sf: SentinelFile; net: string }> = [];
  for (const sf of files) {
    if (sf.role !== 'script' || sf.exampleFile || TEST_PATH.test(sf.file.path)) continue;
    for (const seg of sf.segments) {
      const net = netOf(sf, seg);
      if (net) {
        out.push({ sf, net });
        break;
      }
    }
  }
  return out;
}

/** A real network call in the segment: not in a comment, not a printed hint, not aimed at a documentation host in a reference. */
function networkCall(sf: SentinelFile, seg: Segment, lang: Lang): string | null {
  if (seg.kind !== 'code') return null;
  const text = sf.info.text;
  for (let ls = seg.start; ls < seg.end; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0 || le > seg.end) le = seg.end;
    const raw = text.slice(ls, le);
    ls = le + 1;
    if (!NETWORK.test(raw)) continue;
    const line = lang === 'js' ? raw.replace(/(^|\s)\/\/.*$/, '$1') : raw.replace(/(^|\s)#(?![!{]).*$/, '$1');
    if (!NETWORK.test(line) || PRINT_LEAD.test(line)) continue;
    if (sf.role === 'markdown' && DOC_HOST_IN_TEXT.test(line)) continue;
    if (/\b(?:localhost|127\.0\.0\.1)\b/.test(line)) continue;
    // a call to the documented API of a well-known service is the tool doing its job
    const host = hostOf(line);
    if (host && KNOWN_API.test(host)) continue;
    const sinks = sinksFor(line, lang);
    if (sinks.length) return sinks[0].text.replace(/\s*\($/, '');
    const remote = GIT_REMOTE.exec(line);
    if (remote && !FORGE.test(/(?:\/\/|@)(?:[^@/\s"']*@)?([\w.-]+)/.exec(line.slice(remote.index))?.[1] ?? '') && GIT_PUSH.test(text.slice(seg.start, seg.end)))
      return 'git push';
    const sent = SEND_CLIENT.exec(line) ?? DNS_CALL.exec(line) ?? SEND_OTHER.exec(line);
    if (sent) return sent[0].replace(/\s*[({]$/, '');
    // (a push to a remote other than the user's `origin`)
    const push = GIT_PUSH_ARGV.exec(line);
    if (push && !/["']origin["']/.test(line.slice(push.index, push.index + push[0].length + 120))) return 'git push';
  }
  return null;
}

/** Whether column `col` of `line` lies in a quoted string that reads like a sentence (≥ 4 words). */
function inSentence(line: string, col: number): boolean {
  for (const q of ['"', "'"]) {
    const open = line.lastIndexOf(q, col - 1);
    if (open < 0) continue;
    const close = line.indexOf(q, col);
    if (close < 0) continue;
    if (line.slice(0, open).split(q).length % 2 === 0) continue;
    const words = line
      .slice(open + 1, close)
      .trim()
      .split(/\s+/);
    if (words.length >= 4) return true;
  }
  return false;
}
