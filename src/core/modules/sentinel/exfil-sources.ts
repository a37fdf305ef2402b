/**
 * Where secrets come from, for sentinel/secret-exfiltration and its neighbours: the whole
 * environment, `.env` files, SSH keys, credential stores, browser data, wallets, the
 * keychain and shell history (strong), and credential-named variables (weak).
 */

import { anyOf } from './exfil-text.ts';

// ---- sources ------------------------------------------------------------------------

export type SourceKind = 'env' | 'dotenv' | 'ssh' | 'store' | 'browser' | 'wallet' | 'keychain' | 'history' | 'envKey' | 'secretFile' | 'identity';
export const STRONG = new Set<SourceKind>(['env', 'dotenv', 'ssh', 'store', 'browser', 'wallet', 'keychain', 'history']);

/** A command-line option that names a credential file (`a.token`, `args.credentials`, `opts.tokenFile`). */
export const CRED_OPTION = String.raw`\b(?:args|a|opts|options|argv|ns|params|cli|flags)\.(?:token|tokens|token_?file|tokenFile|token_?path|tokenPath|credentials?|creds|credentials_?file|credentialsFile|client_?secret|clientSecret|secrets?|secret_?file|secretFile|key_?file|keyFile|api_?key_?file)\b`;

export interface Source {
  kind: SourceKind;
  /** Offset in the examined text. */
  index: number;
  text: string;
}

export const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|%APPDATA%|\$env:(?:USERPROFILE|APPDATA|HOME)|homedir\(\)|home\(\)|expanduser\(\s*["']~|Path\.home\(\))`;
export const SECRET_WORD = String.raw`(?:API_?KEY|APIKEY|KEY|TOKEN|SECRET|SECRETS|PASSWORD|PASSWD|PASSPHRASE|PASSCODE|PASS|PWD|CREDENTIALS?|CREDS|AUTH|COOKIE|SESSION|PRIVATE|PAT|WEBHOOK)`;

const CRED_DIRS = String.raw`ssh|aws|kube|docker|gnupg|azure|netrc|git-credentials|pgpass|pypirc|npmrc|vault-token`;
const CRED_FILES = String.raw`netrc|git-credentials|pgpass|pypirc|npmrc|vault-token`;

/**
 * A CLI that prints its stored token (`gh auth token`, `gcloud auth print-access-token`), shell or argv list; FileVault's
 * recovery key (`fdesetup changerecovery -personal`) and a password asked in a hidden dialog (`display dialog … with hidden answer`).
 */
export const CLI_TOKEN_SOURCE =
  String.raw`\bgh["',\s]+auth["',\s]+token\b|\bgcloud["',\s]+auth["',\s]+(?:application-default["',\s]+)?print-access-token\b|\baws["',\s]+configure["',\s]+get["',\s]+aws_secret_access_key\b|\baz["',\s]+account["',\s]+get-access-token\b|\bScriptApp\.getOAuthToken\s*\(` +
  // (a disk's recovery key printed by the tool that makes it; a password typed into a hidden prompt the script shows)
  String.raw`|\bfdesetup\s+(?:changerecovery|showrecoverykey|validaterecovery)\b|\bdisplay\s+dialog\b[^\n]*\bwith\s+hidden\s+answer\b`;

export /** A path separator between two parts of a home-folder path, in a string or between a join's pieces (`".gem", "credentials"`). */
const JOIN = String.raw`(?:["'\s,+]*[\\/]["'\s,+]*|["']\s*,\s*["'])`;
const SOURCE_PARTS: Array<[SourceKind, string]> = [
  // the whole environment
  ['env', String.raw`\$\(\s*(?:env|printenv|set|export\s+-p|declare\s+-x|compgen\s+-e)\s*(?:\)|\|)`],
  ['env', String.raw`\x60\s*(?:env|printenv)\s*(?:\x60|\|)`],
  ['env', String.raw`(?:^|[|;&]\s*|\bsudo\s+)(?:env|printenv)\s*(?:\||>(?![&>]?\s*\/dev\/null)|$)`],
  ['env', String.raw`\bos\.environ\b(?!\s*(?:\.get\b|\[|\.setdefault\b|\.pop\b|\.update\b|\.__|=[^=]|\)?\s*\.?\s*get\b))`],
  ['env', String.raw`\bprocess\.env\b(?!\s*(?:\.|\[|\?\.|\|\||=[^=]))`],
  ['env', String.raw`\b(?:Deno\.env\.toObject|Bun\.env\b)|\bENV\.(?:to_h|to_a|each|inspect|select|map)\b`],
  // an API collection's environment and variables, whole (Postman's sandbox: client secrets and tokens live there)
  ['env', String.raw`\bpm\.(?:environment|collectionVariables|globals)\.toObject\s*\(\s*\)`],
  [
    'env',
    String.raw`\b(?:check_output|getoutput|getstatusoutput|popen|Popen|run|execSync|exec|spawnSync)\s*\(\s*\[?\s*["'](?:env|printenv|set|Get-ChildItem\s+env:)\s*["']`,
  ],
  // the whole environment in other languages: Go `os.Environ()`, R `Sys.getenv()`, Java `System.getenv()`, Rust
  // `env::vars()`, PHP `getenv()` / `$_ENV`, Perl `%ENV`, Julia `collect(ENV)` / `Dict(ENV)`
  [
    'env',
    String.raw`\bos\.Environ\(\s*\)|\bSys\.getenv\(\s*\)|\bSystem\.getenv\(\s*\)|\benv::vars(?:_os)?\(\s*\)|(?<![\w.])getenv\(\s*\)|\$_ENV\b(?!\s*\[)|%ENV\b|\b(?:collect|Dict|keys|pairs)\(\s*ENV\s*\)`,
  ],
  [
    'env',
    String.raw`\b(?:Get-ChildItem|gci|dir|ls)\s+env:|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\s*\)|(?<![\w\]:])(?:System\.)?Environment\.GetEnvironmentVariables\s*\(\s*\)`,
  ],
  // files read as data
  [
    'dotenv',
    String.raw`(?:\b(?:cat|tac|head|tail|less|more|base64|xxd|od|strings|gzip|bzip2|xz|cp|Get-Content|gc|type)\s+(?:-\S+\s+)*|\b(?:zip|tar)\s+(?:-?\w+\s+)*(?:\S+\s+)?|<\s*|=?@|\bopen\s*\(\s*|\b(?:readFile(?:Sync)?|readTextFile(?:Sync)?|Bun\.file)\s*\(\s*|\bread_text\s*\(|\b(?:file_get_contents|parse_ini_file|base_path|File\.read|File\.readlines|IO\.read|os\.ReadFile|ioutil\.ReadFile|fs::read_to_string)\s*\(\s*|\bdotenv_values\s*\(\s*|(?:\b(?:Path|PurePath|PosixPath)\s*\(\s*|\)\s*\/\s*)(?=["']\.env["']\s*\)\s*\.\s*(?:read_text|read_bytes|open)\b)|-name\s+)["']?(?:[\w~.$\/{}-]*\/)?\.env(?:\.(?:local|prod|production|dev|development|staging))?(?![\w-]|\.(?:example|sample|template|dist|tmpl))`,
  ],
  // every environment file of a folder, picked from its listing by name (`readdirSync(root).filter((f) => /^\.env(\..+)?$/.test(f))`,
  // `[f for f in os.listdir(d) if f.startswith(".env")]`)
  [
    'dotenv',
    String.raw`\.filter\s*\(\s*\(?\s*\w+\s*\)?\s*=>\s*\/\^?\\\.env\b|\bif\s+\w+\.startswith\(\s*["']\.env["']\s*\)|\.filter\s*\(\s*\(?\s*\w+\s*\)?\s*=>\s*\w+\.startsWith\(\s*["']\.env["']\s*\)`,
  ],
  // every environment file of a folder, globbed (`glob(f"{REPO_DIR}/*.env")`, `Dir["config/*.env"]`): a set of secrets files
  ['dotenv', String.raw`\b(?:glob|iglob|globSync|sync|Dir|Get-ChildItem)\b\s*(?:\.\s*\w+\s*)?[(\[]\s*[frb]?["'\x60][^"'\x60\n]*[\\/]\*\.env["'\x60]`],
  [
    'ssh',
    String.raw`${HOME}[\\/"'\s,+]*\.ssh\b(?:[\\/]+(?![\w.-]*\.pub\b|known_hosts\b|config\b|authorized_keys\b)[\w.*-]*)?(?![\\/]+[\w.-]*\.pub\b|[\\/]+(?:known_hosts|config|authorized_keys)\b)`,
  ],
  ['ssh', String.raw`\bid_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)`],
  // other users' and root's keys, by absolute path (`/root/.ssh/id_*`, `/home/*/.ssh/id_*`)
  ['ssh', String.raw`(?:\/root|\/home\/[^\/\s"']+|\/Users\/[^\/\s"']+)\/\.ssh\/id_[\w*.-]*(?![\w*.-])(?<!\.pub)`],
  [
    'store',
    String.raw`\.aws[\\/]+credentials\b|\.kube[\\/]+config\b|\.docker[\\/]+config\.json\b|\.(?:netrc|git-credentials|npmrc|pypirc|pgpass|my\.cnf|vault-token|p4tickets)\b|gcloud[\\/]+(?:application_default_credentials\.json|credentials\.db|access_tokens\.db|legacy_credentials)|\.azure[\\/]+(?:accessTokens\.json|msal_token_cache)|\bgh[\\/]+hosts\.yml\b|credentials\.tfrc\.json|\/etc\/(?:shadow|passwd|sudoers)\b|\.aliyun[\\/"'\s,+]+config\.json\b|\.tccli[\\/]+[\w.-]*credential|\.oci[\\/"'\s,+]+config\b|[\\/"']\.s3cfg\b|[\\/"']\.boto\b|rclone[\\/"'\s,+]+rclone\.conf\b|doctl[\\/"'\s,+]+config\.yaml\b|hcloud[\\/"'\s,+]+cli\.toml\b|\.bluemix[\\/"'\s,+]+config\.json\b|\/etc\/wireguard\b|\bwg\d+\.conf\b|\/etc\/ssl\/private\b|\bprivkey\d*\.pem\b|\/etc\/ipsec\.secrets\b|\.config[\\/]+borg[\\/]+keys\b|\.vnc[\\/]+passwd\b|[\\/"']master\.key\b`,
  ],
  // app-store and release-signing credentials: App Store Connect's API keys (`~/.appstoreconnect/private_keys/AuthKey_*.p8`),
  // Android's signing passwords (`keystore.properties`, Flutter's `android/key.properties`)
  ['store', String.raw`\.appstoreconnect[\\/"'\s,+]+private_keys\b|\bAuthKey_[\w{}$*.-]*\.p8\b|\b(?:keystore|signing|android[\\/]key)\.properties\b`],
  // Apps Script's own OAuth token for the user's Google account (`ScriptApp.getOAuthToken()`): whoever holds it acts as the user
  ['store', String.raw`\bScriptApp\.get(?:OAuth|Identity)Token\s*\(\s*\)`],
  // data tools' connection files with their passwords: dbt's `~/.dbt/profiles.yml`, SnowSQL's `~/.snowsql/config`, the
  // Snowflake CLI's `~/.snowflake/connections.toml` (and `config.toml`)
  [
    'store',
    String.raw`\.dbt["']?[\\/"'\s,+]+["']?profiles\.ya?ml\b|\.snowsql[\\/"'\s,+]+["']?config\b|\.snowflake[\\/"'\s,+]+["']?(?:connections|config)\.toml\b`,
  ],
  // build tools' credential files in the home folder: Maven's servers and master password, Gradle's, Cargo's, RubyGems', Composer's, NuGet's
  // (also as a join's pieces: `File.join(Dir.home, ".gem", "credentials")`)
  [
    'store',
    String.raw`\.m2${JOIN}settings(?:-security)?\.xml\b|\.gradle${JOIN}gradle\.properties\b|\.cargo${JOIN}credentials(?:\.toml)?\b|\.gem${JOIN}credentials\b|composer${JOIN}auth\.json\b|\.nuget${JOIN}NuGet${JOIN}NuGet\.Config\b`,
  ],
  // apps' saved sessions and tokens: an Electron app's Local Storage (Discord's, Slack's token), Telegram's tdata,
  // Steam's login files (`loginusers.vdf`, `config/config.vdf`, the Steam Guard `ssfn*` files)
  [
    'store',
    String.raw`Local Storage["'\s,+]*[\\/]["'\s,+]*leveldb\b|Telegram Desktop["'\s,+]*[\\/]["'\s,+]*tdata\b|\bloginusers\.vdf\b|[\\/"']config["'\s,+]*[\\/]["'\s,+]*config\.vdf\b|[\\/"']ssfn[\w*]*`,
  ],
  // a whole credential folder taken from the home directory (`cp -r ~/.aws …`, `tar czf x ~/.kube`)
  [
    'store',
    String.raw`${HOME}[\\/"'\s,+]*\.(?:aws|kube|gnupg|azure|docker)\b(?![\\/]+[\w.*-]|[\w.-])|${HOME}[\\/"'\s,+]*\.config[\\/]+gcloud\b(?![\\/]+[\w.*-])`,
  ],
  // several credential folders or files named together, to be walked (`for d of [".ssh", ".aws"]`, `/\.(npmrc|netrc|git-credentials)$/`,
  // `~/{.ssh,.aws}`, `for d in .ssh .kube`): the list a collector iterates
  [
    'store',
    String.raw`["']\.(?:${CRED_DIRS})(?:["']\s*,\s*["']|\/)\.(?:${CRED_DIRS})\b|\b(?:${CRED_FILES})\|(?:[\w.-]+\|){0,8}?(?:${CRED_FILES})\b|\{\.(?:${CRED_DIRS}),\s*\.(?:${CRED_DIRS})\b|\s\.(?:${CRED_DIRS})\s+\.(?:${CRED_DIRS})\b`,
  ],
  // every dot-file of the home folder at once (`~/.*`, `$HOME/.[!.]*`, `find ~ -maxdepth 1 -name '.*'`): .ssh, .aws and .netrc included
  ['store', String.raw`${HOME}["']?[\\/]+\.(?:\*|\[!\.\]\*|\?\*)|\bfind\s+["']?${HOME}["']?[\\/]?\s+[^\n|;]*?-i?name\s+["']?\.\*["']?`],
  [
    'browser',
    String.raw`[\\/](?:Login Data|Cookies|Web Data|Local State)\b|\b(?:cookies\.sqlite|logins\.json|key[34]\.db|Cookies\.binarycookies)\b|\b(?:browser_cookie3|pycookiecheat|chrome-cookies-secure)\b|\b(?:document|doc|d)\.cookie\b(?!\s*=(?!=))|\b(?:chrome|browser)\.cookies\.getAll\b`,
  ],
  [
    'wallet',
    String.raw`\bwallet\.dat\b|\.electrum\b|Electrum[\\/]+wallets|exodus\.wallet|\bExodus[\\/]|\.ethereum[\\/]+keystore|solana[\\/]+id\.json|Local Extension Settings`,
  ],
  [
    'keychain',
    String.raw`\bsecurity\s+(?:dump-keychain|find-internet-password|export\b)|\bsecurity\s+find-generic-password\b[^\n|;&]*Safe Storage|login\.keychain(?:-db)?\b|Library[\\/]+Keychains\b`,
  ],
  ['history', String.raw`\.(?:bash|zsh|sh|python|node_repl|psql|mysql)_history\b|ConsoleHost_history\.txt|\(Get-PSReadLineOption\)\.HistorySavePath\b`],
  // weaker sources
  [
    'envKey',
    String.raw`\bos\.(?:environ(?:\.get\s*\(|\s*\[)|getenv\s*\()\s*f?["'](\w+)["']|\bprocess\.env(?:\.|\[["'])(\w+)|\$\{?([A-Za-z_]\w*)\}?|\$env:(\w+)|\bENV\[["'](\w+)["']\]` +
      // PHP `getenv('X')` / `$_ENV['X']` / `$_SERVER['X']`, Go `os.Getenv("X")`, Java `System.getenv("X")`, Rust `env::var("X")`, Ruby `ENV.fetch("X")`
      String.raw`|(?<![\w.])getenv\(\s*["'](\w+)["']|\$_(?:ENV|SERVER)\[\s*["'](\w+)["']|\bos\.Getenv\(\s*"(\w+)"|\bSystem\.getenv\(\s*"(\w+)"|\benv::var\(\s*"(\w+)"|\bENV\.fetch\(\s*["'](\w+)["']` +
      // WordPress's secrets, constants of wp-config.php read bare (`'p' => DB_PASSWORD`)
      String.raw`|(?<![\w$'"./-])(?:DB_PASSWORD|(?:SECURE_AUTH|LOGGED_IN|AUTH|NONCE)_(?:KEY|SALT))\b(?!\s*[=:(]\s*["'])`,
  ],
  [
    'secretFile',
    String.raw`(?:\$\(|\x60)\s*(?:cat|head|tail|Get-Content|gc|type)\s+[^)\x60\n]*?(?:secret|token|key|cred|passw|pwd|auth)[^)\x60\n]*(?:\)|\x60)`,
  ],
  ['secretFile', String.raw`\bsecurity\s+find-generic-password\b`],
  // an OAuth token cache read by its name (`open("token.json")`, `readFileSync("msal_cache.json")`)
  [
    'secretFile',
    String.raw`\b(?:open|readFileSync|readFile|Path|read_text|Get-Content|File\.read)\s*\(\s*["'](?:[^"'\n]*[\\/])?(?:msal[_-]?(?:token[_-]?)?cache|token[_-]?cache|(?:oauth[_-]?|refresh[_-]?)?tokens?|refresh[_-]?token)\.(?:json|bin|dat|pickle|txt)["']`,
  ],
  // a CLI that prints its stored token (`gh auth token`, `gcloud auth print-access-token`), shell or argv list
  ['secretFile', CLI_TOKEN_SOURCE],
  [
    'identity',
    String.raw`(?:\$\(|\x60)\s*(?:whoami|hostname|id|uname|ifconfig|ip\s+a(?:ddr)?|getmac|git\s+config\s+(?:--global\s+)?(?:--get\s+)?user\.email|cat\s+\/sys\/class\/net\/[^\s)\x60]+\/address)\b[^)\x60\n]*(?:\)|\x60)|\b(?:getpass\.getuser|socket\.gethostname|os\.getlogin|platform\.node|os\.userInfo|os\.hostname|uuid\.getnode|os\.networkInterfaces)\s*\(\s*\)|\$env:(?:USERNAME|COMPUTERNAME)\b`,
  ],
];

export const SOURCE = new RegExp(SOURCE_PARTS.map(([, p], i) => `(?<s${i}>${p})`).join('|'), 'gim');
/**
 * The credential-file parts (ssh, store, browser, wallet, keychain, history) each hold one of these words; a text with
 * none of them is searched without those parts (the same matches, for far less work).
 */
const FILE_KINDS = new Set<SourceKind>(['ssh', 'store', 'browser', 'wallet', 'keychain', 'history']);
const FILE_WORDS =
  /(?:~|HOME\}?|%|\))["']?[\\/]\.(?:\*|\[!)|name\s+["']?\.\*|\.ssh|\bid_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|\.docker|netrc|git-credentials|\.npmrc|\.pypirc|\.pgpass|\.my\.cnf|\.vault-token|gcloud|\.azure|hosts\.yml|credentials\.tfrc|\/etc\/(?:shadow|passwd|sudoers|wireguard|ssl\/private|letsencrypt|ipsec\.secrets)|\bwg\d+\.conf|privkey|master\.key|borg[\\/]+keys|\.vnc|\.gnupg|aliyun|tccli|\.oci|s3cfg|\.boto|rclone|doctl|hcloud|bluemix|cookie|login data|web data|local state|logins\.json|key[34]\.db|wallet|electrum|exodus|ethereum|solana|local extension settings|\bsecurity\s|keychain|_history|local storage|[\\/"']tdata\b|\.vdf\b|ssfn|p4tickets|appstoreconnect|authkey_|getoauthtoken|getidentitytoken|profiles\.ya?ml|\.snowsql|\.snowflake|keystore\.properties|signing\.properties|key\.properties|\.m2|\.gradle|\.cargo|\.gem\b|composer|nuget|historysavepath/i;
/**
 * Likewise the `.env` part (its openings are tried at almost every word): its `.env` follows a `/`, a quote or the end
 * of an opening (white space, `<`, `@`, `(`) and ends the name — not `process.env` or `os.environ`.
 */
const DOTENV_WORD = /[\/"'<@(\s*\\]\.env(?![\w-])/i;
/** The search without the parts whose word the text lacks, by [files, dotenv] (a part that cannot match never wins). */
const SOURCE_BY: RegExp[] = [0, 1, 2, 3].map((bits) =>
  bits === 3
    ? SOURCE
    : new RegExp(
        SOURCE_PARTS.flatMap(([kind, p], i) => ((!(bits & 1) && FILE_KINDS.has(kind)) || (!(bits & 2) && kind === 'dotenv') ? [] : [`(?<s${i}>${p})`])).join(
          '|',
        ),
        'gim',
      ),
);
/**
 * Each search as a sticky one, and where its next match can start, found by one ungrouped pattern ({@link anyOf}: the
 * same language, far less work per place); the grouped search is then tried at that place only — the match the
 * global search would have found there, as no earlier place matches.
 */
const STICKY_BY = SOURCE_BY.map((re) => new RegExp(re.source, 'yim'));
const START_BY = [0, 1, 2, 3].map((bits) =>
  anyOf(
    SOURCE_PARTS.flatMap(([kind, p]) => ((!(bits & 1) && FILE_KINDS.has(kind)) || (!(bits & 2) && kind === 'dotenv') ? [] : [p])),
    'gim',
  ),
);
/** The group names, by part. */
const GROUPS = SOURCE_PARTS.map((_, i) => `s${i}`);

export const SECRET_PART = new RegExp(`^${SECRET_WORD}$`);

/** Whether a variable name is credential-like: API_KEY, GITHUB_TOKEN, dbPassword … */
export function secretName(name: string): boolean {
  let yes = secretNames.get(name);
  if (yes === undefined) {
    if (secretNames.size >= 20_000) secretNames.clear();
    secretNames.set(name, (yes = isSecretName(name)));
  }
  return yes;
}
/** (memo: the same variable names recur across the statements and files of a scan) */
const secretNames = new Map<string, boolean>();

function isSecretName(name: string): boolean {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .split(/_+/)
    .filter(Boolean);
  return (
    parts.some((p) => SECRET_PART.test(p)) &&
    !/^(?:KEY|TOKEN)S?_?(?:ID|NAME|FILE|PATH|COUNT|TYPE|URL|LEN|LENGTH)?$/.test(parts.join('_')) &&
    !/(?:_|^)(?:ID|NAME|PATH|FILE|URL|COUNT|TYPE|HEADER|PREFIX|LENGTH|LEN|MAX|LIMIT|ENV|DIR)$/.test(parts.join('_'))
  );
}

/** Cheap pre-test: text without any of these cannot hold a source. */
export const SOURCE_HINT =
  /env|msal|token[_-]?cache|tokens?\.(?:json|bin|dat|pickle|txt)|DB_PASSWORD|_(?:KEY|SALT)\b|(?:~|HOME\}?|%|\))["']?[\\/]\.(?:\*|\[!)|name\s+["']?\.\*|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|\.docker|netrc|git-cred|npmrc|pypirc|pgpass|my\.cnf|vault-token|gcloud|\.azure|hosts\.yml|tfrc|aliyun|tccli|\.oci|s3cfg|\.boto|rclone|doctl|hcloud|bluemix|wireguard|wg\d+\.conf|\/etc\/ssl\/private|letsencrypt|privkey|master\.key|ipsec\.secrets|borg[\\/]+keys|\.vnc|\/etc\/(?:shadow|passwd|sudoers)|Login Data|Cookies|Web Data|Local State|cookies\.sqlite|logins\.json|key[34]\.db|cookie3|cookiecheat|cookies-secure|wallet|electrum|exodus|ethereum|solana|Extension Settings|Local Storage|[\\/"']tdata\b|\.vdf\b|ssfn|p4tickets|appstoreconnect|authkey_|getoauthtoken|getidentitytoken|profiles\.ya?ml|\.snowsql|\.snowflake|keystore\.properties|signing\.properties|key\.properties|\.m2|settings-security|gradle\.properties|\.cargo|\.gem\b|composer|NuGet\.Config|HistorySavePath|security\s|keychain|Keychains|_history|\$\(|\x60|\$\{?[A-Za-z_]|getuser|getlogin|platform\.node|userInfo|hostname|getnode|networkInterfaces|user\.email|\/sys\/class\/net|getmac|ENV\[|auth["',\s]+token|print-access-token|aws_secret_access_key|get-access-token|\.cookie\b/i;

/** Sources in `s` (a statement), with local exclusions (key use, output paths, `.pub`). */
/**
 * Whether `s` may hold a credential-file or `.env` source (ssh, store, browser, wallet, keychain, history, dotenv): without
 * either word `findSources` searches without those parts, so it finds none of them.
 */
export function mayHoldFileSource(s: string): boolean {
  return FILE_WORDS.test(s) || DOTENV_WORD.test(s);
}

export function findSources(s: string): Source[] {
  const out: Source[] = [];
  if (!SOURCE_HINT.test(s)) return out;
  const bits = (FILE_WORDS.test(s) ? 1 : 0) | (DOTENV_WORD.test(s) ? 2 : 0);
  // `re` stands for the global search: its `lastIndex` is where the next match is looked for
  const re = START_BY[bits];
  const at = STICKY_BY[bits];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  for (let p = re.exec(s); p; p = re.exec(s)) {
    at.lastIndex = p.index;
    m = at.exec(s);
    if (!m) break; // (cannot happen: the same language)
    re.lastIndex = at.lastIndex;
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    const g = m.groups ?? {};
    let k = -1;
    for (let i = 0; i < SOURCE_PARTS.length; i++)
      if (g[GROUPS[i]] !== undefined) {
        k = i;
        break;
      }
    if (k < 0) continue;
    const kind = SOURCE_PARTS[k][0];
    if (kind === 'envKey') {
      const name = /([A-Za-z_]\w*)\W*$/.exec(m[0])?.[1];
      if (!name || !secretName(name)) {
        re.lastIndex = m.index + 1;
        continue;
      }
    }
    if (kind === 'ssh' || kind === 'store' || kind === 'browser' || kind === 'wallet' || kind === 'history' || kind === 'dotenv') {
      const before = s.slice(Math.max(0, m.index - 80), m.index);
      // Using a key for its purpose, or writing to the path, is not reading it out.
      if (
        /(?:\s-i|\bIdentityFile|--key|--cert|-E|--output|\s-o|\s-O|\b(?:cert|key_filename|pkey|identity_file|ssh_key|keyfile|client_cert|ssh_private_key_file)\s*=\s*(?:\(?\s*os\.path\.expanduser\(|Path\()?|(?<![-=])>{1,2}|\btee(?:\s+-a)?|\bssh-keygen\b[^|;&]*|\bssh-add|\bchmod\s+\S+|\bchown\s+\S+|\bmkdir(?:\s+-p)?|\btouch|\bls(?:\s+-\w+)?|\btest\s+-[ef]|\[\s+-[ef]|\bexists?\(|\bisfile\(|\bexistsSync\()\s*["']?[^\s"']*$/.test(
          before,
        )
      )
        continue;
    }
    out.push({ kind, index: m.index, text: m[0].trim() });
    // `$(cat .env ~/.aws/credentials)`: the weak match must not hide the strong sources it reads.
    if (kind === 'secretFile' || kind === 'identity') re.lastIndex = m.index + 2;
  }
  return out;
}

/** What each kind of source is called in a finding's message. */
export const SOURCE_NAMES: Record<SourceKind, { en: string; zh: string }> = {
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
