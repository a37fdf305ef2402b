/**
 * A coarse, language-neutral source → sink flow (issue 28, technique 3) for code the taint
 * analysis does not parse (Perl, PHP, Lua, Ruby, Kotlin, Groovy, Julia, R, Go, Rust, C# …):
 * one forward pass over the lines of a region, names carried by assignments of any spelling
 * (`x =`, `x :=`, `x <-`, `$x .=`, `x +=`, `my ($a, $b) =`), loop variables (`as $x`,
 * `for k, v in`, `{ |x|`, `{ x ->`), containers filled in place (`x.add(…)`, `push @x`,
 * `table.insert(x, …)`, `x << …`), a function whose `return` carries a name, and a line that
 * continues an expression (open brackets, a chain on the next line, a block whose header
 * carries a name).
 * - Sources (strong only): the credential files and whole-environment reads exfil-sources
 *   knows, plus `%ENV` / `$_ENV` / `getenv()` / `Sys.getenv()` / `System.getenv()` /
 *   `env::vars()` / `os.Environ()` / `Environment.GetEnvironmentVariables()`, a `.env` file
 *   named as a string (it is parsed by hand), and a credential folder named as a string
 *   (`".ssh"`, `".aws"`) where the code builds a path from the home directory.
 * - Sinks: an HTTP client or upload call of any language, a DNS look-up, a URL literal with a
 *   query slot the line fills (`"…/logo.png?v=" . $q` — an image URL a renderer fetches; a template's
 *   `?p=<?= $x ?>`, `{{ x }}`, `<%= x %>`).
 * - Destination: the host in the sink's statement, in the line that bound the name, or the
 *   only outside host of the region; a local host or the credential's issuer is no finding.
 *
 * Weak mode (`weak`, seeds from lib/taint-weak.ts): a provider's key sent — in any slot, its
 * `Authorization` header included — to a host that did not issue it, or the user's identity
 * (name, host, e-mail) sent to a host the skill names: a warning.
 * The repository pushed to a host the skill names: lib/taint-git.ts.
 *
 * Speed: a region is read only when a cheap source hint and a sink hint are both present; one
 * pass over the lines, names capped.
 */
import { findSources, STRONG, type SourceKind } from '../exfil-sources.ts';
import { KNOWN_API, LOCAL, PUBLIC_IP, URL_HOST, resolveUrlVar } from '../exfil-sinks.ts';
import { weakSeverity } from './taint-weak.ts';
import { bindings, brackets, codeOf, KEYWORDS, lastExpr, lineIndent } from './taint-coarse-lines.ts';

export interface CoarseFlow {
  /** Offset of the sink line in the region's text. */
  at: number;
  end: number;
  kind: 'flow' | 'git';
  sink: 'http' | 'dns' | 'url' | 'upload';
  source: { kind: SourceKind; text: string };
  via?: string;
  host?: string;
  severity: 'error' | 'warning';
}

/** Whole-environment reads of the languages exfil-sources does not spell. */
/** A value encoded where it is bound: base64, hex. */
const ENCODES = /\bbase64\b|\bb64encode\b|\bbtoa\s*\(|\.toString\(\s*["'](?:base64(?:url)?|hex)["']|\bxxd\b|\bbin2hex\b|\bhexlify\b|\bToBase64String\b/i;
const ENV_ALL =
  /%ENV\b|\$_ENV\b(?!\s*\[)|\bgetenv\s*\(\s*\)|\bSys\.getenv\s*\(\s*\)|\bSystem\.getenv\s*\(\s*\)|\bos\.Environ\s*\(\s*\)|\benv::vars(?:_os)?\s*\(|\bEnvironment\.GetEnvironmentVariables\s*\(|\bENV\.(?:keys|each\w*|to_h|to_a|select|filter|map|reject|inspect)\b|\b(?:pairs|keys|collect|filter|Dict)\s*\(\s*ENV\s*\)|\bfor\s*\(?\s*\(?\s*\w+\s*,\s*\w+\s*\)?\s+in\s+ENV\b|\bos\.environ\s*\(\s*\)|\bvim\.fn\.environ\s*\(|\bposix\.getenv\s*\(\s*\)|\bProcessInfo\.processInfo\.environment\b(?!\s*\[)|\bPlatform\.environment\b(?!\s*\[)|\bSystem\.get_env\s*\(\s*\)|\.Environment\s*\(\s*"(?:PROCESS|USER|SYSTEM|VOLATILE)"\s*\)(?!\s*\()|\bEnvironment\.GetEnvironmentVariables\b/;
/** A `.env` file named as a string (`'/.env'`, `".env.local"`, `root + "/.env"`). */
const DOTENV_LIT = /["'\x60](?:[^"'\x60\n]*[\/\\])?\.env(?:\.(?:local|prod|production|dev|development|staging))?["'\x60]/;
/** A credential folder named as a string, where a path is built from the home directory. */
const HOME_DIR_LIT = /["'\x60]\.(?:ssh|aws|gnupg|kube|docker|azure)(?:[\/\\](?![\w.-]*\.pub\b)[^"'\x60\n]*)?["'\x60]/;
const HOME_EXPR =
  /user\.home|\bhomedir\b|\bhome_dir\b|\bhomeDir\b|UserHomeDir|expanduser|path\.expand\s*\(\s*["']~|Dir\.home|\$ENV\{\s*["']?HOME|ENV\[\s*["']HOME|getenv\s*\(\s*["'](?:HOME|USERPROFILE)|os\.getenv\s*\(\s*["']HOME|\$HOME|USERPROFILE|\bhome\s*\(\s*\)|GetFolderPath|HOMEDIR|homedir\s*\(|os\.home|vim\.env\.HOME|~\//;
const ENV_ALL_G = new RegExp(ENV_ALL.source, 'g');
/** A whole-line comment (`#`, `//`, `--`, ` * `, `;;`, `%`, `REM`, `'` — not a quoted key or item: `'cfg' => …`, `'a',`). */
const COMMENT_LINE = /^\s*(?:#(?![!{\[])|\/\/|--\s|--$|\*|\/\*|;;|%\s|REM\b|'(?![^'\n]*'\s*(?:=>|:|,|\)|\]|\.|;)))/;
/** A listing of a directory, and a filter on a leading dot (`startsWith(".")`, `/^\./`, `name[0] == "."`). */
const LISTING =
  /\b(?:readdirSync|readdir|listdir|scandir|listFiles|list\.files|Dir\.(?:entries|children|glob|each_child)|opendir|read_dir|Get-ChildItem|iterdir|glob)\b/;
const DOT_HINT = /\bstart(?:s_?[wW]ith|_with\?)\s*\(\s*["']\.["']|\^\\\.|\[0\]\s*(?:===?|eq)\s*["']\.["']|-Force\b/;
const DOT_HINT_G = new RegExp(DOT_HINT.source, 'g');
const DOTENV_LIT_G = new RegExp(DOTENV_LIT.source, 'g');
/** A tool's credential file in the home directory (signing and publishing passwords, registry tokens). */
const TOOL_CRED =
  /(?:^|[\\\/"'\x60\s])\.(?:gradle[\\\/]gradle\.properties|m2[\\\/]settings(?:-security)?\.xml|cargo[\\\/]credentials(?:\.toml)?|gem[\\\/]credentials|composer[\\\/]auth\.json|terraformrc|terraform\.d[\\\/]credentials\.tfrc\.json|nuget[\\\/]NuGet[\\\/]NuGet\.Config|config[\\\/]rclone[\\\/]rclone\.conf|s3cfg|boto|dockercfg|pulumi[\\\/]credentials\.json|config[\\\/]hub|config[\\\/]gh[\\\/]hosts\.yml|password-store|gnupg)\b/;
/** Secret names an environment copy is filtered by (`/KEY|TOKEN|SECRET/`, `includes("TOKEN")`). */
const SECRET_FILTER =
  /KEY\b[^\n]{0,20}\bTOKEN|TOKEN\b[^\n]{0,20}\b(?:SECRET|KEY|PASS)|SECRET\b[^\n]{0,20}\b(?:PASS|KEY|TOKEN)|KEY\|TOKEN|TOKEN\|SECRET|_KEY\b|_TOKEN\b|_SECRET\b/i;
/** A line that defines a detection pattern (a scanner's table names paths without reading them). */
const PATTERN =
  /\(\?[imsxu]+\)|\\[.sbdwS]|\bre\.(?:compile|search|match|findall)\s*\(|\bnew\s+RegExp\b|\bregexp?\s*[:=(]|\bpattern\s*[:=(]|\/[^/\n]*\\\.[^/\n]*\/[gimsuy]*/i;

/**
 * Whether a region in a language the taint analysis does not parse is worth the coarse pass: a source word (a code
 * block of a document: a credential file, a whole-environment read, a `.env` file, a home credential folder).
 */
export function coarseWorth(text: string, block: boolean): boolean {
  return block ? CRED_GATE.test(text) || ENV_ALL.test(text) || DOTENV_LIT.test(text) || HOME_LIT.test(text) : SOURCE_GATE.test(text);
}
/** A credential folder or a tool's credential file named (where a home path may be built). */
const HOME_LIT =
  /["'\x60]\.(?:ssh|aws|gnupg|kube|docker|azure)|\.(?:gradle|m2|cargo|gem|composer|terraform\.d|nuget|pulumi|config)[\\\/]|terraformrc|s3cfg|\.boto\b|dockercfg|password-store|gnupg/;
const HOME_LIT_G = new RegExp(HOME_LIT.source, 'g');
const CRED_GATE =
  /\.ssh|id_(?:rsa|ed25519|ecdsa|dsa)|\.aws|\.kube|\.docker|netrc|git-credentials|npmrc|pypirc|pgpass|gcloud|\.azure|hosts\.yml|Cookies|Login Data|wallet|keychain|_history|startsWith\(\s*["']\.["']|startswith\(\s*["']\.["']|KEY\|TOKEN|TOKEN\|SECRET|gradle\.properties|\.m2\/|p4tickets|Local Storage|loginusers\.vdf|ssfn/;

/** Cheap gates over the region. */
const SOURCE_GATE =
  /env|home|gradle\.properties|\.m2\b|\.cargo|\.gem\b|composer|terraform|s3cfg|\.boto|rclone|password-store|\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws|\.kube|\.docker|netrc|git-cred|npmrc|pypirc|pgpass|gcloud|\.azure|hosts\.yml|Cookies|Login Data|wallet|keychain|_history|\.gnupg/i;
/** A file that includes another (which then sees its names): PHP/Perl/Ruby/Lua includes, shell `source`, templates. */
const INCLUDE_HINT = /\b(?:include|require)(?:_once)?\b|\bsource\s|\bdofile\b|\brender(?:_template)?\s*\(/;
const SINK_GATE = /curl|wget|http|gethostby|getaddrinfo|getent|nslookup|\bdig\b|resolve|ByName|toip|lookup|Socket|socket|upload|multipart|form|\?[\w-]+=/i;

/** HTTP clients and uploads, any language (a line that calls one). */
const HTTP_CALL =
  /\b(?:curl|wget)\b|\burlopen\s*\(|\burllib\d?\.request\.|\brequests\.(?:post|put|patch|get|request)\s*\(|\bhttpx\.|\baiohttp\b|\bhttp\.client\b|\baxios\b|\bLWP::|\bHTTP::(?:Tiny|Request|Async)|\bMojo::UserAgent|\bFurl\b|->\s*(?:post|put|patch|post_form|request|upload)\s*\(|\.(?:post|put|patch|postForm|upload|uploadFile|PostAsync|PutAsync|SendAsync|UploadFile|UploadString|UploadData|UploadValues)\s*\(|\bNet::HTTP\b|\bRestClient\b|\bFaraday\b|\bHTTParty\b|\bURI\.open\b|\bopen-uri\b|\bsocket\.http\b|\bhttp\.request\s*\(|\bHTTP\.(?:post|put|request|get)\s*\(|\bhttr2?::|\bPOST\s*\(|\breqwest::|\bureq::|\bHttpClient\b|\bOkHttpClient\b|\bRequest\.Builder\b|\bnewCall\s*\(|\bHttpURLConnection\b|\bopenConnection\s*\(|\bRestTemplate\b|\bWebClient\b|\bfile_get_contents\s*\(\s*["']https?:|\bcurl_(?:exec|setopt|init)\b|\bfsockopen\s*\(|\bstream_socket_client\s*\(|\bGuzzle|\bInvoke-(?:RestMethod|WebRequest)\b|\bhttp\.(?:Post|PostForm|NewRequest)\s*\(|\bfetch\s*\(|\bIO::Socket|\bTCPSocket\b|\bsocket\.tcp\s*\(|\bnet\.connect\s*\(|\bvim\.(?:fn\.)?(?:system|jobstart)\b|\bplenary\.curl\b|\bdownload\.file\s*\(|\bcurl::|\bRCurl\b|\bDownloads\.(?:download|request)\b|\bURLSession\b|\bURLRequest\b|\bHTTPoison\b|\bhttpc\b|\bReq\.(?:post|get)\b|\bTcpStream::connect\b|\bTcpClient\b|\b(?:MSXML2\.|WinHttp\.)?(?:Server)?XMLHTTP\b|\bWinHttpRequest\b|\bHttpRequest\.newBuilder\b|\bHttpWebRequest\b|\bWebRequest\.Create\b|\.outputStream\b(?!\s*\()|\.(?:getUrl|postUrl|putUrl|openUrl)\s*\(|\.request_raw\s*\(|\bHTTPRequest\.new\b|\.getOutputStream\s*\(\s*\)|\.GetRequestStream(?:Async)?\s*\(|\b(?:http\.DefaultClient|[cC]lient)\.Do\s*\(/;
const UPLOAD =
  /\bMultipartBody\b|\baddFormDataPart\s*\(|\bmultipart\/form-data\b|\bMultipartFormDataContent\b|\bCURLFile\b|\bFormData\s*\(|\bform_data\b|\bmultipart\s*\(/i;
/** DNS look-ups, any language. */
const DNS_CALL =
  /\bgethostbyname\w*\s*\(|\bgethostbyname\b|\bgetaddrinfo\b|\bgethostbyaddr\b|\bResolve-DnsName\b|\bnslookup\b|\bgetent\s+a?hosts|\bdig\s|\bInetAddress\.get(?:All)?ByName\s*\(|\bsocket\.dns\.toip\s*\(|\bNet::DNS\b|\bResolv(?:::|\.)|\bLookup(?:Host|IP|IPAddr|TXT)\s*\(|\blookup_host\s*\(|\bto_socket_addrs\s*\(|\bDns\.(?:GetHost\w*|Resolve\w*)\s*\(|\bdns_get_record\s*\(|\bgethostbynamel?\s*\(|\bcheckdnsrr\s*\(|\bdns\.(?:lookup|resolve\w*)\s*\(|\bresolver\.(?:resolve|query)\s*\(/;
/** A URL literal whose query slot the line fills: `"https://h/p.png?v=" . $q`, `"…?d=${x}"`, `"…?d=#{x}"`. */
// (or a template opened by a constant that holds the address: `${CDN}/bg.png?w=${W}&lic=${LIC}`)
const URL_SLOT =
  /https?:\/\/[^\s"'\x60<>]+[?&][\w.-]+=(?:["'\x60]\s*(?:\.\.?|\+|&|<>|\+\+|,|\|\|)|[^"'\x60\s]*(?:\$\{?\w|#\{|\{\w+\}|%[sd]|\{\}|<[?%](?:=|php\s+echo)\s*\$?\w|\{\{\s*\$?\w|\{!!\s*\$?\w))|\x60\$\{[A-Z][A-Z0-9_]*\}[^\x60\s]*[?&][\w.-]+=[^\x60\s]*\$\{\w/;

/** The service that issued a credential file: a copy sent there is the file's purpose. */
const ISSUER: Array<[RegExp, RegExp]> = [
  [/npmrc/i, /(?:^|\.)(?:npmjs\.(?:org|com)|npm\.pkg\.github\.com)$/i],
  [/pypirc/i, /(?:^|\.)pypi\.org$/i],
  [/\.docker/i, /(?:^|\.)docker\.(?:io|com)$/i],
  [/\.aws/i, /(?:^|\.)amazonaws\.com$/i],
  [/gcloud/i, /(?:^|\.)googleapis\.com$/i],
  [/\.azure/i, /(?:^|\.)(?:azure\.com|microsoft\.com|microsoftonline\.com|windows\.net)$/i],
  [/gh[\\/]hosts|git-credentials/i, /(?:^|\.)(?:github\.com|gitlab\.com|bitbucket\.org)$/i],
];

const MAX_LINES = 4000;
/** Longer lines (minified code) are not read line by line. */
const MAX_LINE = 2000;
/** A region where this many names carry a secret is tainted through and through: the coarse pass says nothing. */
const MAX_NAMES = 48;
const MAX_BLOCK = 40;

/** An open bracket: whether the line that opened it carried a secret, and that line (whose binding its elements fill). */
interface Frame {
  tainted: boolean;
  line: number;
}

type Src = { kind: SourceKind; text: string };

/** What one region yields: its flows, the functions whose return carries a secret, the functions it calls with one. */
export interface CoarseResult {
  flows: CoarseFlow[];
  returns: Map<string, Src>;
  calls: Map<string, Src>;
  /** The names that carry a secret (a file this one includes shares them: PHP `include`, shell `source`). */
  names?: Map<string, Src>;
}

const EMPTY: CoarseResult = { flows: [], returns: new Map(), calls: new Map() };
/** Names too common to follow into another file. */
const COMMON = new Set('main run init load read get set start stop open close call send post data info value result handle process update print'.split(' '));

/**
 * Source → sink flows in one code region (`text` is the region, comments blanked). `seeds` are names
 * that carry a secret from another file (a function it imports, a parameter a caller fills).
 */
export function coarseFlows(
  text: string,
  seeds?: Map<string, Src>,
  params?: Map<string, Src>,
  parsed = false,
  hits?: number[],
  weak = false,
  /** The host when the region names none: the only outside host of a file the region reads (its configuration). */
  readHost?: () => string | undefined,
  /** Local functions that send what they are handed (lib/taint-wrappers.ts): a call of one is a request. */
  wrappers?: ReadonlySet<string>,
): CoarseResult {
  const wrapperCall = wrappers?.size ? new RegExp(String.raw`(?<![\w.$])(?:${[...wrappers].map((w) => w.replace(/\$/g, '\\$')).join('|')})\s*\(`) : undefined;
  // a parsed language with nothing but anchored lines to look at: first whether any of them holds a source at all
  if (parsed && hits && !seeds?.size && !params?.size) {
    let seen = -1;
    let any = false;
    for (const h of hits) {
      const ls = text.lastIndexOf('\n', h - 1) + 1;
      if (ls === seen) continue;
      seen = ls;
      if ((any = lineHasSource(text, ls))) break;
    }
    if (!any) return EMPTY;
  }
  const lines = text.split('\n');
  if (lines.length > MAX_LINES) return EMPTY;
  const bySrc = new Map<number, Src>();
  const offsets: number[] = [];
  let off = 0;
  for (const l of lines) {
    offsets.push(off);
    off += l.length + 1;
  }
  const lineAt = (pos: number) => {
    let lo = 0;
    let hi = offsets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (offsets[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  // in a language the taint analysis parses, only what it may have lost: credential files, and the environment
  // filtered for secret names (a whole copy or a `.env` loaded for the skill's own key is its business)
  const take = (x: { kind: SourceKind; index: number; text: string }, n: number) => {
    if (
      lines[n].length > MAX_LINE ||
      COMMENT_LINE.test(lines[n]) ||
      (parsed && (/(?:^|\s)(?:\/\/|#)\s/.test(lines[n].slice(0, x.index)) || inProse(lines[n], x.index)))
    )
      return;
    // (the filter may stand on the loop's next lines: `for (const [k, v] of Object.entries(process.env)) {` / `if (/KEY|TOKEN/.test(k))`)
    if (STRONG.has(x.kind) && !(parsed && (x.kind === 'dotenv' || (x.kind === 'env' && !filtered(n)))))
      if (!bySrc.has(n) && !PATTERN.test(lines[n])) bySrc.set(n, { kind: x.kind, text: x.text });
  };
  const filtered = (n: number) =>
    SECRET_FILTER.test(lines[n]) ||
    (/\bfor|each|\{\s*$/.test(lines[n]) && lines.slice(n + 1, n + 3).some((l) => l.length <= MAX_LINE && SECRET_FILTER.test(l)));
  let homeBuilt: boolean | undefined;
  const home = () => (homeBuilt ??= HOME_EXPR.test(text));
  /** The coarse-only sources of one line (`n`): home credential folders and tool files, home dot-file walks. */
  const lineExtras = (n: number) => {
    const l = lines[n];
    if (bySrc.has(n) || PATTERN.test(l) || COMMENT_LINE.test(l)) return;
    const e = parsed ? null : (ENV_ALL.exec(l) ?? DOTENV_LIT.exec(l));
    if (e) return void bySrc.set(n, { kind: e[0].includes('.env') ? 'dotenv' : 'env', text: e[0].trim() });
    const h = HOME_LIT.test(l) ? (HOME_DIR_LIT.exec(l) ?? TOOL_CRED.exec(l)) : null;
    if (h && home()) return void bySrc.set(n, { kind: /ssh/.test(h[0]) ? 'ssh' : 'store', text: h[0].trim() });
    if (DOT_HINT.test(l)) {
      // the listing may open a line or two above the filter
      for (let k = Math.max(0, n - 2); k <= n; k++)
        if (LISTING.test(lines[k]) && /home/i.test(lines[k]) && !bySrc.has(k)) return void bySrc.set(k, { kind: 'store', text: 'home dot-files' });
    }
  };
  if (parsed && hits) {
    // only the lines the anchor pass saw (a whole-text search is the taint analysis's work, done already)
    let last = -1;
    for (const h of hits) {
      const n = lineAt(h);
      if (n === last || lines[n].length > MAX_LINE) continue;
      last = n;
      for (const x of findSources(lines[n])) take(x, n);
      lineExtras(n);
    }
  } else {
    for (const x of findSources(text)) take(x, lineAt(x.index));
    for (const re of [ENV_ALL_G, DOTENV_LIT_G, HOME_LIT_G, DOT_HINT_G]) {
      re.lastIndex = 0;
      let last = -1;
      for (const m of text.matchAll(re)) {
        const n = lineAt(m.index);
        if (n !== last && lines[n].length <= MAX_LINE) lineExtras((last = n));
      }
    }
  }
  if (!bySrc.size && !seeds?.size && !params?.size) return EMPTY;
  // without a sink the region is read only for the functions that return a secret (another file may send it)
  if (!seeds?.size && !params?.size && !(SINK_GATE.test(text) || FN_HEADER.test(text) || INCLUDE_HINT.test(text))) return EMPTY;
  // statements end with `;` (Perl, PHP, C#, Java, Rust …): a line without one continues
  let ended = 0;
  let nonblank = 0;
  for (const l of lines) if (l.trim()) nonblank++, /;\s*$/.test(l) && ended++;
  const semi = ended * 3 >= nonblank;
  const tainted = new Map<string, number>(); // name → line that bound it
  const srcs: Src[] = [];
  for (const [name, src] of seeds ?? []) {
    tainted.set(name, -1);
    srcs.push(src);
  }
  const stack: Frame[] = [{ tainted: false, line: 0 }];
  let cont = false;
  let triple = false;
  let tripleStart = -1;
  let stmtStart = 0;
  const fns: Array<{ name: string; depth: number; indent: number; colon: boolean; sh?: boolean }> = [];
  const returns = new Map<string, Src>();
  const calls = new Map<string, Src>();
  const out: CoarseFlow[] = [];
  const taint = (name: string, i: number) => {
    if (!name || KEYWORDS.has(name) || tainted.size >= MAX_NAMES) return;
    if (!tainted.has(name)) tainted.set(name, i);
  };
  let names: RegExp | undefined;
  let namesAt = 0;
  // the function headers, found once: line → match
  const headers = new Map<number, RegExpExecArray>();
  FN_HEADER_G.lastIndex = 0;
  for (let m = FN_HEADER_G.exec(text); m; m = FN_HEADER_G.exec(text)) {
    const n = lineAt(m.index);
    if (!headers.has(n)) headers.set(n, m);
  }
  // nothing is tainted before the first source: start at the function header that encloses it (or the top)
  let first = 0;
  if (!seeds?.size && !params?.size) {
    const firstSrc = Math.min(...bySrc.keys());
    for (const [n, m] of headers) {
      if (n > firstSrc) break;
      if (lineIndent(text, m.index) === 0) first = n;
    }
  }
  // (the lines above the start are no part of its first statement: `import java.net.HttpURLConnection` is no request)
  stmtStart = first;
  for (let i = first; i < lines.length; i++) {
    if (tainted.size >= MAX_NAMES) return EMPTY;
    const raw = lines[i];
    // a minified line is left to the statement-level checks
    const line = raw.length > MAX_LINE || COMMENT_LINE.test(raw) ? '' : raw;
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    // function scopes (for `return`, and parameters a caller fills)
    for (
      let fn = fns.at(-1);
      fn && ((fn.colon && indent <= fn.indent) || (!fn.colon && fn.depth < 0 && indent <= fn.indent && /^\s*end\b/.test(line)));
      fn = fns.at(-1)
    )
      fns.pop();
    const fh = headers.get(i);
    if (fh) {
      const name = fh[1] ?? fh[3] ?? fh[5] ?? fh[7];
      fns.push({ name, depth: line.includes('{') ? stack.length : -1, indent, colon: /:\s*$/.test(line), sh: fh[7] !== undefined });
      const ps = params?.get(name);
      if (ps)
        for (const p of (fh[2] ?? fh[4] ?? fh[6] ?? '').match(/[A-Za-z_]\w*/g) ?? []) if (!KEYWORDS.has(p) && !/^[A-Z]/.test(p)) taint(p, i), srcs.push(ps);
    }
    // own taint: a source, or a name bound earlier
    let own = false;
    const found = bySrc.get(i);
    if (found) {
      own = true;
      if (srcs.length < 20) srcs.push(found);
    }
    let via: string | undefined;
    if (!own && tainted.size) {
      // one search for all the names first (rebuilt when the set grows); the exact word then
      if (namesAt !== tainted.size) {
        namesAt = tainted.size;
        names = new RegExp(String.raw`\b(?:${[...tainted.keys()].join('|')})\b`);
      }
      if (names!.test(line))
        for (const m of codeOf(line).matchAll(/[A-Za-z_]\w*/g))
          if (tainted.has(m[0])) {
            own = true;
            via = m[0];
            break;
          }
    }
    const top = stack[stack.length - 1];
    const inherited: boolean = cont || (top.tainted && i - top.line <= MAX_BLOCK);
    const t: boolean = own || inherited;
    if (t && srcs.length) {
      // the names this line binds
      const bound = bindings(line);
      for (const b of bound) taint(b, i);
      // a key of a literal an assignment opened (`$ctx = @{` / `user = $env:USERNAME`): the literal holds it too
      if (bound.length && stack.length > 1 && !fns.some((f) => f.depth === stack.length - 1)) {
        const target = bindings(lines[stack[stack.length - 1].line])[0];
        if (target && !bound.includes(target) && stack[stack.length - 1].line !== i) taint(target, i);
      }
      if (!bound.length) {
        // an element of a literal an assignment opened (`local paths = {` … `"~/.ssh/id_rsa",`)
        let done = false;
        for (let k = stack.length - 1; k > 0 && k >= stack.length - 3; k--) {
          const target = bindings(lines[stack[k].line])[0];
          if (target) {
            taint(target, i);
            done = true;
            break;
          }
        }
        // a statement split over lines (`my $x = join …` / `grep { … } keys %ENV;`): what its first line binds
        if (!done && stmtStart < i && i - stmtStart <= 8) for (const b of bindings(lines[stmtStart])) taint(b, i);
        // (…or what the line that opened a triple-quoted string binds: `val body = """` ⏎ `"env": ${toJson(env)}`)
        if (!done && triple && tripleStart >= 0 && tripleStart < i) for (const b of bindings(lines[tripleStart])) taint(b, i);
      }
      const fn = fns.at(-1);
      // (an element of what a `return` opened on an earlier line: `return mapOf(` ⏎ `"env" to env,`)
      const returnsOpen = !bound.length && !!fn && stack.length > 1 && RETURN_OPEN.test(lines[stack[stack.length - 1].line]);
      // (Ruby, Rust, Elixir, Scala: the last expression of a body, closed by the `end` or `}` on the next line, is its value)
      // (an arrow whose body is an expression, `exports.rc = () => read(…)`; a shell function's output, `cat "$f"`)
      if (
        fn &&
        (/\breturn\b/.test(line) ||
          returnsOpen ||
          (!bound.length && lastExpr(lines, i, fn.indent)) ||
          (fh && /=>\s*(?!\{)\S/.test(line)) ||
          (fn.sh && /^\s*(?:cat|echo|printf|base64|tar|gzip)\b/.test(line)))
      ) {
        taint(fn.name, i);
        if (!returns.has(fn.name)) returns.set(fn.name, srcs[0]);
      }
      // calls with a tainted argument (`upload(files)`): the callee's parameters, if another file defines it
      if (via)
        for (const m of line.matchAll(/\b([A-Za-z_]\w{3,})\s*\(([^()]*)\)/g))
          if (!COMMON.has(m[1]) && !KEYWORDS.has(m[1]) && new RegExp(String.raw`\b${via}\b`).test(m[2]) && !calls.has(m[1])) calls.set(m[1], srcs[0]);
      // a sink on this line, or in the statement the line continues
      // an argument of a request call that opened on an earlier line (`fetch(url, {` … `body: JSON.stringify(x),`)
      let opener = -1;
      for (let k = stack.length - 1; k > 0 && k >= stack.length - 3 && opener < 0; k--)
        if (stack[k].line < i && i - stack[k].line <= MAX_BLOCK && HTTP_CALL.test(lines[stack[k].line])) opener = stack[k].line;
      const from = opener >= 0 && opener < stmtStart ? opener : stmtStart;
      const stmtOf = () => lines.slice(from, i + 1).join('\n');
      const sink = out.length
        ? undefined
        : DNS_CALL.test(line)
          ? 'dns'
          : URL_SLOT.test(line)
            ? 'url'
            : UPLOAD.test(line)
              ? 'upload'
              : HTTP_CALL.test(line) ||
                  opener >= 0 ||
                  (stmtStart < i && i - stmtStart <= 8 && HTTP_CALL.test(stmtOf())) ||
                  (via !== undefined && wrapperCall?.test(line))
                ? 'http'
                : undefined;
      if (sink) {
        const stmt = stmtOf();
        let host = hostIn(line, sink) ?? hostIn(stmt, sink);
        if (!host && via !== undefined && tainted.get(via)! >= 0) host = hostIn(lines[tainted.get(via)!] ?? '', sink);
        if (!host) for (const [, at] of tainted) if (at >= 0 && (host = hostIn(lines[at] ?? '', sink))) break;
        // a zone held in a constant (`const zone = "t.example.net"` … `Sprintf("%s.%s", chunk, zone)`)
        if (!host && sink === 'dns') host = constZone(text, [stmt, via !== undefined && tainted.get(via)! >= 0 ? lines[tainted.get(via)!] : ''].join('\n'));
        // (a constant the statement sends to, its URL given as the script's default: `BOARD="${X:-https://…}"` … `curl … "$BOARD"`)
        if (!host && sink !== 'dns') {
          const u = resolveUrlVar(text, stmt);
          if (u) host = hostIn(u, sink);
        }
        host ??= onlyHost(text) ?? readHost?.();
        // a credential in the request's own authentication (a header or user option) is its normal use
        const auth = !weak && via !== undefined && AUTH_USE.test(line) && !(host && PUBLIC_IP.test(host));
        const sev0 = auth ? undefined : weak ? weakSeverity(host, srcs) : severity(host, sink, srcs);
        // (a CLI's stored token put into a URL for another host — `…/pr.svg?t=${auth}` — is no relay's API call: it is sent out)
        // (…nor one encoded on its way — `printf '%s:%s' "$email" "$AUTH" | base64` into a header —: a key is hidden only to be carried off)
        const encoded = via !== undefined && (tainted.get(via) ?? -1) >= 0 && ENCODES.test(lines[tainted.get(via)!] ?? '');
        const sev = weak && sev0 === 'warning' && ((sink === 'url' && srcs.some((s) => s.kind === 'secretFile')) || encoded) ? 'error' : sev0;
        if (sev) out.push({ at: offsets[i], end: offsets[i] + raw.length, kind: 'flow', sink, source: srcs[0], via, host, severity: sev });
      }
    }
    // brackets (string-aware) and continuation
    const [opens, closes] = brackets(line);
    for (let k = 0; k < closes; k++) if (stack.length > 1) stack.pop();
    for (let k = 0; k < opens; k++) stack.push({ tainted: t, line: i });
    for (let fn = fns.at(-1); fn && fn.depth >= 0 && stack.length <= fn.depth && !fh; fn = fns.at(-1)) fns.pop();
    const next = lines[i + 1] ?? '';
    // (a triple-quoted string — Kotlin, Groovy, Python — goes on until its closing quotes: one statement)
    if (line.includes('"""') && (line.split('"""').length - 1) % 2 === 1) {
      triple = !triple;
      if (triple) tripleStart = i;
    }
    const continues =
      triple ||
      /(?:[,(.+=\\|&]|\.\.|=>|->|\bor|\band)\s*$/.test(line) ||
      /^\s*(?:\.|\?\.|->|\||\+|&&|\|\||\.\.)/.test(next) ||
      (semi && !/[;{]\s*$/.test(line) && !/^\s*\}/.test(line) && !/^\s*(?:#|\/\/|\*|<\?)/.test(line));
    cont = t && continues;
    if (stack.length === 1 && !continues) stmtStart = i + 1;
  }
  const named = new Map<string, Src>();
  if (srcs.length) for (const [n, at] of tainted) if (at >= 0) named.set(n, srcs[0]);
  return { flows: out, returns, calls, names: named };
}

/** A line that opens the value a function returns (`return mapOf(`, `return {`, `return [`). */
const RETURN_OPEN = /^\s*return\b[^\n]*[([{]\s*$/;

/** Function headers: `function f(a)`, `def f(a):`, `sub f {`, `fun f(a)`, `func f(a T)`, `fn f(a)`, `f = function(a)`, `const f = (a) =>`. */
const FN_HEADER =
  /\b(?:function|def|sub|fun|func|fn|proc)\s+(?:\([^)]*\)\s*)?(?:self\.)?([A-Za-z_]\w*)\s*(?:\(([^)]*)\))?|\b([A-Za-z_]\w*)\s*(?:=|<-)\s*function\s*\(([^)]*)\)|(?:\b(?:const|let|var)\s+|\b(?:module\.)?exports\.)([A-Za-z_]\w*)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*=>|^[ \t]*([A-Za-z_][\w-]*)\s*\(\)\s*\{/m;
const FN_HEADER_G = new RegExp(FN_HEADER.source, 'gm');

/** Whether the line around `at` holds a strong source the coarse pass would take (the cheap pre-test of `coarseFlows`). */
function lineHasSource(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let le = text.indexOf('\n', at);
  if (le < 0) le = text.length;
  if (le - ls > MAX_LINE) return false;
  const l = text.slice(ls, le);
  const loop = /\bfor\b|each|\{\s*$/.test(l);
  if (!(LINE_GATE.test(l) || (loop && /env/i.test(l))) || COMMENT_LINE.test(l) || PATTERN.test(l)) return false;
  if (DOT_HINT.test(l) || HOME_LIT.test(l)) return true;
  // (an environment loop whose filter stands on its next lines)
  const next = () =>
    loop &&
    SECRET_FILTER.test(
      text
        .slice(le, Math.min(text.length, le + 400))
        .split('\n', 3)
        .join('\n'),
    );
  return findSources(l).some((x) => STRONG.has(x.kind) && x.kind !== 'dotenv' && (x.kind !== 'env' || SECRET_FILTER.test(l) || next()) && !inProse(l, x.index));
}

/** One test for every source the coarse pass takes in a parsed language (a line without any is not read further). */
const LINE_GATE = new RegExp([CRED_GATE, SECRET_FILTER, DOT_HINT, HOME_LIT].map((r) => r.source).join('|'), 'i');

/** A source inside a quoted sentence (a message that names `~/.ssh/id_rsa`), not a path the code uses. */
function inProse(line: string, at: number): boolean {
  const before = line.slice(0, at);
  const q = Math.max(before.lastIndexOf('"'), before.lastIndexOf("'"));
  if (q < 0) return false;
  const after = line.slice(at);
  const e = after.search(/["']/);
  const inner = before.slice(q + 1) + (e < 0 ? after : after.slice(0, e));
  return (inner.match(/\s[A-Za-z]{2,}/g) ?? []).length >= 3;
}

/** The destination host a line or statement names: a URL, or for DNS a domain literal after its data labels. */
function hostIn(s: string, sink: string): string | undefined {
  const u = URL_HOST.exec(s)?.[1]?.toLowerCase();
  if (u) return u.replace(/:\d+$/, '');
  if (sink !== 'dns') return undefined;
  for (const m of s.matchAll(/["'\x60]([^"'\x60\n]*\.[a-z][a-z0-9-]+)["'\x60]/gi)) {
    const tail = m[1].replace(/^.*(?:%\w|\}|\$\w+|\$\{[^}]*\}|\))/, '').replace(/^\.+/, '');
    if (/^(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]{1,62}$/i.test(tail) && tail.includes('.')) return tail.toLowerCase();
  }
  return undefined;
}

/** A domain a name used in `s` is set to in the region (`const zone = "t.example.net"`, `ZONE: &str = "…"`). */
function constZone(text: string, s: string): string | undefined {
  if (!/["'\x60](?:[\w-]+\.)+[a-z][a-z0-9-]{1,62}["'\x60]/i.test(text)) return undefined;
  for (const id of new Set(codeOf(s).match(/[A-Za-z_]\w{2,}/g) ?? [])) {
    if (KEYWORDS.has(id)) continue;
    const m = new RegExp(String.raw`\b${id}\s*(?::\s*[&\w\s']+)?(?::=|=)\s*["'\x60]((?:[\w-]+\.)+[a-z][a-z0-9-]{1,62})["'\x60]`, 'i').exec(text);
    if (m && !LOCAL.test(m[1])) return m[1].toLowerCase();
  }
  return undefined;
}

/** The only outside host the region names (none when it names several or none). */
function onlyHost(text: string): string | undefined {
  let one: string | undefined;
  for (const m of text.matchAll(/\bhttps?:\/\/([^\/\s"'\x60:?#)\]}<>]+)/gi)) {
    const h = m[1].toLowerCase();
    if (LOCAL.test(h)) continue;
    // a URL the code sends to (bound to a name, or in a call that takes one), not a link in a message
    const ls = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(Math.max(ls, m.index - 120), m.index);
    if (!DEST_CONTEXT.test(before) && !HTTP_CALL.test(before)) continue;
    if (one && one !== h) return undefined;
    one = h;
  }
  return one;
}

/** A line that authenticates a request (`Authorization: Bearer …`, `-u user:pass`, `api_key=`): a credential's use. */
const AUTH_USE = /authorization|\bbearer\b|x-api-key|\bapi[-_]?key\b|\bauth\s*[=:(]|--user\b|\s-u\s|basic_auth|BasicAuth|setAuth|\.auth\s*\(/i;

/** What stands before a destination URL on its line: an assignment, a URL/endpoint argument or key. */
const DEST_CONTEXT = /(?:[=:(,]|<-|\burl|\buri|endpoint|\bbase|\bhost|\bserver|\bapi|URL\(|URI\()\s*["'\x60]?$|(?:=|<-|:=)\s*[^"'\x60]*["'\x60]$/i;

function severity(host: string | undefined, _sink: string, srcs: Array<{ kind: SourceKind; text: string }>): 'error' | 'warning' | undefined {
  if (!host) return undefined;
  if (LOCAL.test(host) || KNOWN_API.test(host)) return undefined;
  // the credential's own issuer
  if (srcs.every((s) => ISSUER.some(([src, h]) => src.test(s.text) && h.test(host)))) return undefined;
  if (PUBLIC_IP.test(host)) return 'error';
  return 'error';
}
