/**
 * Where data leaves the machine, for sentinel/secret-exfiltration and its neighbours: HTTP
 * clients, raw sockets, DNS look-ups, mail and copies to remote hosts, and how suspicious
 * their destination is (capture inboxes, messenger webhooks, tunnels, bare IPs).
 */
import { closeBracket } from './code-text.ts';
import { compoundStart } from './lib/dataflow.ts';
import { hostRisk } from './hosts.ts';
import { anyOf } from './exfil-text.ts';

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

/** An http(s) address a page or document loads by itself, written into markup (the sink ends where the address does). */
const MARKUP_URL = String.raw`<(?:img|link|script|iframe|source)\b[^<>\n]{0,200}?\b(?:src|href)\s*=\s*\\?["']?(?=https?:\/\/|\$\{\w+\}|["']\s*\+\s*\w)|!\[[^\]\n]{0,100}\]\((?=https?:\/\/)|\burl\(\s*["']?(?=https?:\/\/)|\.src\s*=\s*[\x60"'](?=https?:\/\/)`;
const MARKUP_START = /^(?:<|!\[|url\(|\.src)/i;
const DISPLAY_START = /^(?:HTML|Markdown|IFrame|display_html|display_markdown)\b/;

export const SINK_PARTS: Array<[SinkKind, boolean, string]> = [
  ['http', false, String.raw`\b(?:curl|wget|http(?:ie)?\s+(?:POST|PUT|PATCH|-f|--form)|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b`],
  ['raw', false, String.raw`\b(?:nc|ncat|netcat|socat|telnet)(?=\s)|\/dev\/(?:tcp|udp)\/`],
  ['dns', false, String.raw`\b(?:nslookup|dig|host|drill|ping|Resolve-DnsName|getent\s+a?hosts(?:v4|v6)?)(?=\s)`],
  ['mail', false, String.raw`\b(?:sendmail|mailx|mutt|swaks|msmtp|Send-MailMessage)\b|(?<![\w-])mail(?=\s+-s\s)`],
  ['copy', false, String.raw`(?<![\w-])(?:scp|rsync|sftp|lftp)(?=\s)`],
  [
    'http',
    true,
    String.raw`\b(?:requests|httpx|session|sess|client|http_client|aiohttp|s)\.(?:post|put|patch|request|get)\s*\(|\burlopen\s*\(|\burllib\.request\.Request\s*\(|\bfetch\s*\(|\bloadImage\s*\(|\baxios(?:\.(?:post|put|patch|request|get))?\s*\(|\bhttps?\.(?:request|get)\s*\(|\bgot(?:\.(?:post|put))?\s*\(|\bneedle\s*\(|\bsendBeacon\s*\(|\bpm\.sendRequest\s*\(|\b(?:HTML|Markdown|IFrame|display_html|display_markdown)\s*\(\s*f?["']{1,3}[^\n]{0,120}?https?:\/\/|\bnew\s+WebSocket\s*\(|\.Upload(?:String|File|Data|Values)(?:Async)?\s*\(|\bky\.(?:post|put)\s*\(|\bhttp\.(?:Post|PostForm|Get|NewRequest(?:WithContext)?)\s*\(|\bNet::HTTP\.(?:post|post_form|get)\s*\(|\bHttp::(?:\w+\([^()\n]*\)\s*->\s*)*(?:post|put|patch|get|send)\s*\(|\$\w*(?:client|guzzle|http)\w*\s*->\s*(?:post|put|patch|request)\s*\(|\bwp_(?:safe_)?remote_(?:post|get|request)\s*\(|\bRestClient\.(?:post|put)\s*\(|\b(?:httr::)?upload_file\s*\(|\bcurl::form_file\s*\(`,
  ],
  // (an address in markup the code writes, fetched by whoever opens it: an HTML image or stylesheet, a Markdown image, a
  // CSS `url(…)`, a beacon image's `src`: `<img src="https://badge.example/s.svg?${q}">`)
  ['http', true, MARKUP_URL],
  ['raw', true, String.raw`\.(?:sendall|sendto|send)\s*\(|\bnet\.(?:connect|createConnection)\s*\(`],
  [
    'dns',
    true,
    String.raw`\bsocket\.(?:gethostbyname(?:_ex)?|getaddrinfo)\s*\(|\bdns\.(?:lookup|resolve\w*)\s*\(|\bresolver\.(?:resolve|query)\s*\(|\bnet\.(?:LookupHost|LookupIP|LookupAddr|LookupCNAME|LookupTXT|LookupMX|LookupNS)\s*\(|\.(?:LookupHost|LookupIPAddr|LookupIP)\s*\(|\bInetAddress\.get(?:All)?ByName\s*\(|\bResolv\.(?:getaddress|getaddresses)\s*\(|\bDns\.(?:GetHostAddresses|GetHostEntry|Resolve)(?:Async)?\s*\(`,
  ],
  ['mail', true, String.raw`\.(?:sendmail|send_message|sendMail)\s*\(|\b(?:MailApp|GmailApp)\.sendEmail\s*\(`],
];
export const SINK = new RegExp(SINK_PARTS.map(([, , p], i) => `(?<k${i}>${p})`).join('|'), 'gi');
/** `SINK` tried at one place, and where its next match can start (the same language, ungrouped: far less work per place). */
const SINK_AT = new RegExp(SINK.source, 'yi');
const SINK_START = anyOf(
  SINK_PARTS.map(([, , p]) => p),
  'gi',
);

/** End of the shell command starting at `from`: the next top-level `|`, `;`, `&&`, `||`, newline or unbalanced `)`. */
export function commandEnd(s: string, from: number, pipe = true): number {
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
export function pipelineStart(s: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= 0; i--) {
    const c = s[i];
    if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) return i + 1;
      depth--;
    } else if (depth === 0 && (c === ';' || c === '\n' || (c === '&' && s[i - 1] === '&') || (c === '|' && s[i - 1] === '|'))) {
      if (c === '\n' && s[i - 1] === '\\') continue;
      // `…; done | curl`: the loop's output is the pipeline's input, back to the loop's first line
      if (c === '\n') {
        const open = compoundStart(s, i + 1);
        if (open !== undefined) {
          i = open;
          continue;
        }
      }
      return i + 1;
    }
  }
  return 0;
}

/** Index of the `)` closing the `(` at `open`, or the text end. */
export const closeParen = closeBracket;

/** Cheap pre-test for sinks. */
export const SINK_HINT =
  /curl|wget|http|loadImage|<img|<link|<script|<iframe|<source|!\[|url\(|\.src|wp_(?:safe_)?remote|Invoke-|iwr|irm|\bnc\b|ncat|netcat|socat|telnet|\/dev\/(?:tcp|udp)|nslookup|\bdig\b|\bhost\b|getent|drill|\bping\b|Resolve-Dns|mail|mutt|swaks|msmtp|scp|rsync|sftp|ftp|urlopen|Request|fetch|axios|\bgot\b|needle|sendBeacon|sendRequest|WebSocket|Upload|\bky\.|\.send|net\.|socket|dns|resolver|Lookup(?:Host|IP)|InetAddress|Resolv\.|\bs\.(?:post|put|get|patch|request)|session|client/i;

export function findSinks(s: string): Sink[] {
  const out: Sink[] = [];
  if (!SINK_HINT.test(s)) return out;
  // where the next match starts (the ungrouped search), then which part matched there (the grouped one, sticky)
  SINK_START.lastIndex = 0;
  for (let p = SINK_START.exec(s); p; p = SINK_START.exec(s)) {
    SINK_AT.lastIndex = p.index;
    const m = SINK_AT.exec(s);
    if (!m) break; // (cannot happen: the same language)
    SINK_START.lastIndex = SINK_AT.lastIndex;
    const g = m.groups ?? {};
    let k = -1;
    for (let i = 0; i < SINK_PARTS.length; i++)
      if (g[`k${i}`] !== undefined) {
        k = i;
        break;
      }
    if (k < 0) continue;
    const [kind, call] = SINK_PARTS[k];
    const text = m[0];
    // Shell commands are lower-case ("Netcat usage" is prose); PowerShell cmdlets are not.
    if (!call && text !== text.toLowerCase() && !/^(?:Invoke-|Resolve-|Send-|iwr|irm)/i.test(text)) continue;
    // A word inside a sentence ("the host name", "ping me") is not a command.
    if (
      !call &&
      kind !== 'raw' &&
      /^(?:host|ping|dig|mail)$/i.test(text) &&
      !/^\s+(?:[-+]\S+\s+)*["']?[\w$`{(.-]*(?:\$\(|\x60|\$\{?\w)/.test(s.slice(m.index + text.length, m.index + text.length + 200))
    )
      continue;
    let argsEnd: number;
    // (an address in markup: up to where the address ends — a quote, a space, `>` or `)`)
    if (call && MARKUP_START.test(text))
      argsEnd = m.index + text.length + (/^[^\s"'<>)\x60]*(?:\$\{[^}\n]*\}[^\s"'<>)\x60]*)*/.exec(s.slice(m.index + text.length))?.[0].length ?? 0);
    // (a notebook's display call: its arguments run from its own parenthesis, whatever the match took of them)
    else if (call && DISPLAY_START.test(text)) argsEnd = closeParen(s, m.index + text.indexOf('('));
    else if (call) argsEnd = closeParen(s, m.index + text.length - 1);
    else if (text.startsWith('/dev/')) argsEnd = commandEnd(s, m.index);
    else argsEnd = commandEnd(s, m.index);
    const pipeStart = call ? m.index : pipelineStart(s, m.index);
    // (markup inside a call that already sends or shows it — `HTML(f'<img src="https://…">')` — is that call's)
    if (call && MARKUP_START.test(text) && out.some((o) => o.call && o.index < m.index && o.argsEnd > m.index)) continue;
    out.push({ kind, index: m.index, argsEnd, pipeStart, text, call });
  }
  return out;
}

// ---- destinations ---------------------------------------------------------------------

export const LOCAL = /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal|[\w-]+\.local|[\w-]+\.internal)$/i;
/** Messenger webhooks: a chat channel someone else reads. */
export const MESSENGER =
  /\b(?:discord(?:app)?\.com\/api\/webhooks|hooks\.slack\.com\/(?:services|workflows|triggers)|api\.telegram\.org\/bot|[\w-]+\.webhook\.office\.com|outlook\.office(?:365)?\.com\/webhook)/i;
/** Request-capture inboxes and out-of-band (OAST) collectors: throw-away receivers anyone can read. */
export const CAPTURE =
  /\b(?:[\w-]+\.)*(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|beeceptor\.com|hookbin\.com|requestcatcher\.com|postb\.in|ptsv[23]\.com|webhook\.cool|oast\.(?:fun|live|me|online|pro|site)|interact\.sh|interactsh\.com|burpcollaborator\.net|oastify\.com|canarytokens\.(?:com|org)|dnslog\.cn|ceye\.io|requestrepo\.com|mockbin\.(?:org|io))\b/i;
export const CAPTURE_HINT =
  /webhook\.|requestbin|pipedream|beeceptor|hookbin|requestcatcher|postb\.in|ptsv|oast|interact|burpcollab|canarytokens|dnslog|ceye|requestrepo|mockbin|ngrok|trycloudflare|loca\.lt|localtunnel|serveo|localhost\.run|lhr\.life|tunnelmole|bore\.pub|pinggy|zrok/i;
/** Tunnels that expose a laptop under a public name: a destination that is somebody's machine. */
export const TUNNEL =
  /\b(?:[\w-]+\.)+(?:ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|localhost\.run|lhr\.life|tunnelmole\.net|bore\.pub|pinggy\.(?:io|link)|share\.zrok\.io)\b/i;
export const URL_HOST = /\b(?:https?|wss?|ftp):\/\/(?:[^@\/\s"'`]+@)?(\[[^\]]+\]|[^\/\s"'`:?#)\]}]+)/i;
export const PUBLIC_IP = /^(?!10\.|127\.|0\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)\d{1,3}(?:\.\d{1,3}){3}$/;

/** Public APIs that skills integrate with: a credential sent there is the skill's job. */
export const KNOWN_API =
  /^(?:api\.anthropic\.com|api\.openai\.com|[\w-]+\.googleapis\.com|api\.github\.com|uploads\.github\.com|api\.vercel\.com|api\.mistral\.ai|api\.cohere\.(?:ai|com)|api\.groq\.com|openrouter\.ai|dashscope(?:-intl)?\.aliyuncs\.com|open\.(?:feishu\.cn|larksuite\.com)|api\.notion\.com|slack\.com|api\.replicate\.com|api\.elevenlabs\.io|api\.deepseek\.com|api\.x\.ai|api\.perplexity\.ai|huggingface\.co|api-inference\.huggingface\.co)$/i;

export function hostOf(s: string): string | undefined {
  return URL_HOST.exec(s)?.[1]?.toLowerCase();
}

/** How suspicious a destination is: capture/messenger/raw IP ones are exfil channels by themselves. */
export function destination(s: string): { host?: string; suspicious: boolean; local: boolean } {
  const host = hostOf(s);
  const hostLike = host ?? /(?:^|[\s"'@])((?:\d{1,3}\.){3}\d{1,3})(?=[\s:\/"']|$)/.exec(s)?.[1];
  const suspicious =
    CAPTURE.test(s) || TUNNEL.test(s) || MESSENGER.test(s) || (!!hostLike && (PUBLIC_IP.test(hostLike) || hostRisk(`https://${hostLike}/`) === 'throwaway'));
  const local = !!hostLike && LOCAL.test(hostLike.replace(/:\d+$/, ''));
  return { host: hostLike, suspicious, local };
}

/** Header / credential arguments: a token there authenticates the request, it is not its payload. */
export const AUTH_CONTEXT =
  /(?:authorization|bearer|x-[\w-]*(?:key|token|auth)[\w-]*|api[-_]?key|(?:-u|--user)[=\s]*["']?[^\s"']*|\bauth\s*[=:]\s*\(?[^)]*|headers?\s*@?[=:{(]\s*[^)]*|-H\s*["'][^"']*|--header[=\s]+["'][^"']*)$/i;

/** The URL a constant in the statement was assigned (`ENDPOINT = "https://…"`), looked up in the same file. */
export function resolveUrlVar(text: string, stmt: string): string | undefined {
  // (and any shell variable the statement expands: `"$cache_base/v1/diff"`)
  const shell = [...stmt.matchAll(/\$\{?([A-Za-z_]\w*)/g)].map((m) => m[1]);
  const names = new Set([...(stmt.match(/\b[A-Z_][A-Z0-9_]{2,}\b/g) ?? []), ...(stmt.match(/\b[a-z_]\w*(?:url|endpoint|host|uri)\w*\b/gi) ?? []), ...shell]);
  for (const n of names) {
    const re = new RegExp(String.raw`(?:^|\n)\s*(?:export\s+|const\s+|let\s+|var\s+|self\.)?${n}\s*(?::\s*\w+\s*)?[:=]\s*["'\x60]([^"'\x60\n]+)`);
    const m = re.exec(text);
    if (m && /\w+:\/\//.test(m[1])) return m[1].slice(m[1].search(/\w+:\/\//));
  }
  return undefined;
}
