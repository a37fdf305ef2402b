/**
 * Whether a secret source reaches a network sink: inside one statement (here), across the
 * statements of a file (lib/taint.ts, which judges with `judge` below), or as a dump of the
 * whole environment.
 */
import type { Severity } from '../../rules/types.ts';
import type { Lang, Segment } from './view.ts';
import { STRONG, findSources, type Source } from './exfil-sources.ts';
import { closesCompound, compoundStart } from './lib/dataflow.ts';
import { foreignToIssuer } from './hosts.ts';
import { ownedByIssuer } from './lib/taint-weak.ts';
import { findSinks, type Sink, MESSENGER, KNOWN_API, hostOf, destination, AUTH_CONTEXT, CAPTURE, TUNNEL, PUBLIC_IP } from './exfil-sinks.ts';

// ---- statements -----------------------------------------------------------------------

/** The logical statement around [ls, le): extended over `\` continuations and open brackets, inside `seg`. */
export function statementSpan(text: string, ls: number, le: number, seg: Segment): [number, number] {
  if (le - ls > MAX_LINE) return [ls, le];
  // `done | curl …` / `} | nc …`: the statement is the whole compound command whose output is piped on
  const opened = closesCompound(text.slice(ls, le)) ? compoundStart(text, ls, seg.start) : undefined;
  if (opened !== undefined) ls = opened;
  // (lines are read in place, as [from, to) of `text`: no line is copied out)
  const own = bracketDelta(text, ls, le);
  let start = ls;
  // backwards (up to 6 lines): only when this line closes a bracket opened above, or the line above continues
  let depth = own;
  let probe = ls;
  for (let n = 0; n < 6 && probe > seg.start; n++) {
    const prevEnd = probe - 1;
    const prevStart = Math.max(seg.start, text.lastIndexOf('\n', prevEnd - 1) + 1);
    if (prevEnd - prevStart > MAX_LINE) break;
    const continues = continuesLine(text, prevStart, prevEnd);
    if (depth >= 0 && !continues) break;
    depth += bracketDelta(text, prevStart, prevEnd);
    start = prevStart;
    probe = prevStart;
    if (depth >= 0 && !continuesLine(text, Math.max(seg.start, text.lastIndexOf('\n', prevStart - 2) + 1), Math.max(seg.start, prevStart - 1))) break;
  }
  // forwards (up to 12 lines): until brackets close and no continuation
  let end = le;
  // (no line taken from above: the same count as this line's own)
  let fwd = start === ls ? own : bracketDelta(text, start, le);
  // the last line taken, [lastFrom, lastTo)
  let lastFrom = ls;
  let lastTo = le;
  for (let n = 0; n < 12 && end < seg.end; n++) {
    if (fwd <= 0 && lastChar(text, lastFrom, lastTo) !== 0x5c) break;
    const next = text.indexOf('\n', end + 1);
    const ne = next < 0 || next > seg.end ? seg.end : next;
    if (ne - end > MAX_LINE) break;
    lastFrom = end + 1;
    lastTo = ne;
    fwd += bracketDelta(text, lastFrom, lastTo);
    end = ne;
  }
  return [start, end];
}

const WS = /\s/;
/** The last character code of `s`'s [from, to) before trailing white space (-1 when none). */
function lastChar(s: string, from: number, to: number): number {
  let e = Math.min(to, s.length);
  while (e > from && WS.test(s[e - 1])) e--;
  return e > from ? s.charCodeAt(e - 1) : -1;
}
/** Whether `s`'s [from, to) ends (white space aside) with `\\`, an open bracket, `,`, `|` or `&&`: the statement goes on. */
function continuesLine(s: string, from: number, to: number): boolean {
  let e = Math.min(to, s.length);
  while (e > from && WS.test(s[e - 1])) e--;
  if (e <= from) return false;
  const c = s.charCodeAt(e - 1);
  // \ ( [ { , |
  if (c === 0x5c || c === 0x28 || c === 0x5b || c === 0x7b || c === 0x2c || c === 0x7c) return true;
  return c === 0x26 && e - 2 >= from && s.charCodeAt(e - 2) === 0x26;
}

/** Lines longer than this (minified code) are examined only around the anchor. */
export const MAX_LINE = 2000;

/** Brackets opened minus closed in `s`'s [from, to) (by default all of it), outside quotes and `#` comments. */
export function bracketDelta(s: string, from = 0, to = s.length): number {
  const end = Math.min(to, s.length);
  let d = 0;
  // the open quote's code, 0 when none
  let quote = 0;
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (quote) {
      if (c === 0x5c) i++;
      else if (c === quote || c === 0x0a) quote = 0;
      continue;
    }
    // # at the start or after white space: a comment to the end of the line
    if (c === 0x23 && (i === from || WS.test(s[i - 1]))) {
      const nl = s.indexOf('\n', i);
      if (nl < 0 || nl >= end) break;
      i = nl;
      continue;
    }
    // " '
    if (c === 0x22 || c === 0x27) quote = c;
    // ( [ {
    else if (c === 0x28 || c === 0x5b || c === 0x7b) d++;
    // ) ] }
    else if (c === 0x29 || c === 0x5d || c === 0x7d) d--;
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
export function feeds(sink: Sink, si: number): boolean {
  if (si >= sink.index && si < sink.argsEnd) return true;
  return !sink.call && si >= sink.pipeStart && si < sink.index;
}

/** Severity of a source reaching a sink with the given statement text, or undefined when it is normal use. */
/** A token field of an authentication message (`{"type": "auth", "access_token": …`), right before the token. */
const SOCKET_AUTH = /["']type["']\s*:\s*["']auth["'][^\n]{0,80}["'](?:access|auth|bearer|id)[-_]?token["']\s*:\s*$/i;

export function judge(source: Source, sink: Sink, stmt: string): { severity: Severity; host?: string } | undefined {
  const args = stmt.slice(sink.pipeStart, sink.argsEnd);
  const dest = destination(stmt.slice(sink.index, sink.argsEnd) || args);
  if (dest.local) return undefined;
  if (sink.kind === 'copy' && !/\s(?:[\w.$-]+@)?(?:[\w.$-]+|\[[0-9a-f:]+\]):(?!\/\/)\S*\s*$/i.test(stmt.slice(sink.index, sink.argsEnd).replace(/["']/g, '')))
    return undefined;
  if (sink.kind === 'dns') {
    if (!(source.index > sink.index && source.index < sink.argsEnd)) return undefined;
    dest.host = /[\w)}\x60"']\.((?:[\w-]+\.)+[a-z]{2,})\b/i.exec(stmt.slice(source.index, sink.argsEnd))?.[1] ?? dest.host;
  }
  // to the documented API of a well-known service: still worth a look, not a theft pattern;
  // a key from a `.env` file in that API's Authorization header is the key's own use
  if (
    source.kind === 'dotenv' &&
    dest.host &&
    KNOWN_API.test(dest.host) &&
    AUTH_CONTEXT.test(stmt.slice(Math.max(sink.index, source.index - 120), source.index))
  )
    return undefined;
  // (a key named for its service, sent to that service's own host — `os.environ["TELEGRAM_TOKEN"]` to api.telegram.org —
  // is the key's use: the issue's "a token sent only to the service that issued it")
  if (source.kind === 'envKey' && dest.host && sink.kind === 'http' && !PUBLIC_IP.test(dest.host) && issuedBy(source.text, dest.host)) return undefined;
  // (a front end's public variable — `NEXT_PUBLIC_…`, `VITE_…`, `REACT_APP_…` — is shipped to every browser by design: no secret)
  if (source.kind === 'envKey' && /\b(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|VITE|REACT_APP|GATSBY)_\w+/.test(source.text)) return undefined;
  // (a credential whose issuer its name gives, sent to that issuer: an App Store Connect key signing Apple's API, an Apps
  // Script token on Google's — its use, not its theft)
  if (source.kind === 'store' && dest.host && ownedByIssuer(source.text, dest.host)) return undefined;
  if (STRONG.has(source.kind)) return { severity: dest.host && KNOWN_API.test(dest.host) ? 'warning' : 'error', host: dest.host };
  // weak sources: identity, credential-named variables, a secret read with `cat`
  const before = stmt.slice(Math.max(sink.index, source.index - 120), source.index);
  const inAuth = AUTH_CONTEXT.test(before);
  // the token inside its own service's URL (`api.telegram.org/bot$TOKEN/…`, a webhook URL)
  const url = /(?:https?|wss?):\/\/[^\s"'\x60]*$/i.exec(before)?.[0];
  if (url && (MESSENGER.test(url) || KNOWN_API.test(hostOf(url) ?? '') || issuedBy(source.text, hostOf(url) ?? ''))) return undefined;
  // (a socket's own authentication message to an address the code keeps in a variable: `ws.send({"type": "auth", "access_token": token})`)
  if (sink.kind === 'raw' && !dest.suspicious && !dest.host && SOCKET_AUTH.test(before)) return undefined;
  const suspicious = dest.suspicious || sink.kind === 'dns' || sink.kind === 'raw';
  // the user or host name in an alert to the user's own chat (`api.telegram.org/bot$TOKEN`, `$SLACK_WEBHOOK_URL`):
  // identity goes to a messenger channel the skill does not own only when its address is written into the skill
  if (suspicious && source.kind === 'identity' && sink.kind === 'http' && userChannel(args)) return undefined;
  if (suspicious) return { severity: 'error', host: dest.host };
  if (inAuth || source.kind === 'identity') return undefined;
  // in the body or the URL of a request to somebody else's host
  if (!dest.host || KNOWN_API.test(dest.host)) return undefined;
  if (issuedBy(source.text, dest.host)) return undefined;
  // an OAuth / token exchange: a client secret posted to the service's token endpoint
  if (signInUrl(stmt.slice(sink.index, sink.argsEnd))) return undefined;
  return { severity: 'warning', host: dest.host };
}

/**
 * A messenger address configured by the user: the bot token or webhook path comes from a
 * variable (`api.telegram.org/bot${TOKEN}/sendMessage`, `"$SLACK_WEBHOOK_URL"`), and no
 * capture inbox, tunnel or bare IP is named. A literal webhook is the author's channel.
 */
function userChannel(args: string): boolean {
  const fixed = destination(args);
  if (CAPTURE.test(args) || TUNNEL.test(args) || (fixed.host && PUBLIC_IP.test(fixed.host))) return false;
  const m = MESSENGER.exec(args);
  if (m) return /^[^\s"'\x60]{0,3}(?:\$\{?\w|\{\w|["'\x60]?\s*\+)/.test(args.slice(m.index + m[0].length));
  // no address written at all: the URL is a variable named for a webhook
  return !fixed.host && /\$\{?\w*(?:WEBHOOK|HOOK|CHAT|BOT|SLACK|DISCORD|TELEGRAM)\w*/i.test(args);
}

/**
 * `TAVILY_API_KEY` → api.tavily.com, `QQ_APP_SECRET` → bots.qq.com: the host issued the key (a key's name; the prose
 * analysis asks the same of a service's words: lib/sentences-verdict.ts `ownService`) — the host's registrable
 * name (or a label in front of it) is a word of the key's name (with a service suffix: `googleapis`, `githubusercontent`,
 * `firebaseio`), not a look-alike that holds the word (`api.telegram-relay.net`, `openai-api.com`, `api.telegramm.org`).
 */
function issuedBy(sourceText: string, host: string): boolean {
  if (!host || foreignToIssuer(host)) return false;
  const name = /([A-Za-z_]\w*)\W*$/.exec(sourceText)?.[1] ?? sourceText;
  const parts = host.toLowerCase().split('.');
  if (parts.length < 2) return false;
  const registrable = parts.at(-2) ?? '';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/_+/)
    .filter(
      (w) =>
        w.length >= 2 &&
        !/^(?:api|key|keys|token|tokens|secret|secrets|password|passwd|pass|pwd|access|auth|private|client|app|bot|the|pat|creds?|credentials?|id|env|my|user|session|cookie)$/.test(
          w,
        ),
    );
  // (a label in front of the registrable name names the service too — `gitlab.example.org`, a self-hosted instance;
  // `api.hunyuan.cloud.tencent.com` — as it always did)
  const labels = parts.slice(0, -2);
  return words.some(
    (w) =>
      w === registrable ||
      labels.includes(w) ||
      (w.length >= 4 &&
        registrable.startsWith(w) &&
        (SERVICE_SUFFIX.test(registrable.slice(w.length)) ||
          // (or a short tail that is no doubled letter: `openweathermap` for OPENWEATHER, not `telegramm`)
          (/^[a-z0-9]{1,3}$/.test(registrable.slice(w.length)) && registrable[w.length] !== w[w.length - 1]))) ||
      (Object.hasOwn(ISSUER_HOSTS, w) && ISSUER_HOSTS[w].includes(registrable)),
  );
}

/** What a service's own API domain adds to its name (`googleapis`, `githubusercontent`, `firebaseio`). */
const SERVICE_SUFFIX = /^(?:apis?|usercontent|io|app|apps|cdn|static|assets|maps)$/;

/** A credential's short or brand name → the names of its issuer's hosts (`IG_ACCESS_TOKEN` → graph.facebook.com). */
const ISSUER_HOSTS: Record<string, readonly string[]> = {
  ig: ['facebook', 'instagram'],
  instagram: ['facebook', 'instagram'],
  fb: ['facebook'],
  meta: ['facebook'],
  whatsapp: ['facebook', 'whatsapp'],
  wa: ['facebook', 'whatsapp'],
  gcp: ['googleapis', 'google'],
  gemini: ['googleapis', 'google'],
  youtube: ['googleapis', 'google', 'youtube'],
  yt: ['googleapis', 'google', 'youtube'],
  tg: ['telegram'],
  twitter: ['twitter'],
  aws: ['amazonaws'],
  azure: ['azure', 'microsoft'],
  ms: ['microsoft', 'azure'],
  gitlab: ['gitlab'],
  gh: ['github'],
};

/**
 * In Python or JavaScript a shell command is a sink only inside a string that is run
 * (`os.system("curl …")`, `subprocess.run(["curl", …])`, `execSync(\`curl …\`)`), not in a
 * pattern list or a message.
 */
export const EXEC_STRING =
  /\b(?:system|popen|run|call|check_output|check_call|Popen|getoutput|getstatusoutput|exec|execSync|spawn|spawnSync|execFile|execFileSync|execa|shell|sh)\s*\(\s*(?:\[\s*)?[rfbu]{0,2}["'\x60][^"'\x60]*$|\[\s*["']$/;

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

// ---- across statements -------------------------------------------------------------------
// Values carried over lines (variables, loops, containers, function returns and parameters,
// copies and temporary files) are followed over the whole file by lib/taint.ts.

/** Files a shell statement writes or archives into. */
export function outputPaths(code: string): string[] {
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

export function stripComment(stmt: string, lang: Lang): string {
  if (lang === 'js') return stmt.replace(/(^|\s)\/\/[^\n]*/g, '$1');
  return stmt.replace(/(^|\s)#(?![!{])[^\n]*/g, '$1');
}

// ---- environment dumps ------------------------------------------------------------------

/** The whole environment printed, serialised or written, or filtered for secret names. */
export const DUMP = new RegExp(
  [
    String.raw`\b(?:json\.dumps?|str|repr|print|pprint|yaml\.dump|pickle\.dumps?|base64\.\w*encode)\s*\(\s*(?:dict\s*\(\s*)?os\.environ\b(?!\s*(?:\.get|\[))`,
    String.raw`\bJSON\.stringify\s*\(\s*process\.env\s*[,)]|\bconsole\.(?:log|dir)\s*\(\s*process\.env\s*\)|\bfs\.(?:writeFileSync|writeFile|appendFileSync)\s*\([^)]*process\.env\s*[,)]`,
    String.raw`(?:^|[;&|]\s*)(?:env|printenv)\s*>{1,2}\s*(?!\/dev\/null)\S`,
    String.raw`\b(?:Get-ChildItem|gci|dir)\s+env:[^\n]*\|\s*(?:ConvertTo-Json|Out-File|Export-\w+)`,
  ].join('|'),
  'i',
);
export const ENV_LOOP =
  /\bfor\s+\(?\s*(?:const\s+|let\s+|var\s+)?\[?\s*(\w+)\s*,\s*(\w+)\s*\]?\s+(?:in|of)\s+(?:os\.environ\.items\s*\(\s*\)|Object\.entries\s*\(\s*process\.env\s*\))/;
/** Iterating over the environment object itself. */
export const ENV_ITER =
  /\bos\.environ\.(?:items|keys|values)\s*\(|\bin\s+os\.environ\b(?!\.)|\bObject\.(?:entries|keys|values)\s*\(\s*process\.env\s*\)|(?:^|[|;&(]\s*)(?:env|printenv)\s*\|\s*(?:grep|egrep|rg|awk|sed)\b|\b(?:Get-ChildItem|gci|dir)\s+env:|\bENV\.(?:each(?:_pair)?|select|to_h|filter_map|reject|keys)\b/m;
export const SECRET_ELEMENT =
  /^_?(?:KEY|KEYS|SECRET|SECRETS|TOKEN|TOKENS|PASSWORD|PASSWORDS|PASSWD|PASS|PWD|CREDENTIAL|CREDENTIALS|CREDS|AUTH|PRIVATE|API_?KEY|ACCESS_?KEY)_?$/i;

/** At least two distinct secret words as quoted strings or alternatives (`["KEY", "TOKEN"]`, `'key|token'`). */
export function secretFilter(s: string): boolean {
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

/** A URL whose path names a token exchange or sign-in (`…/oauth/token`, `…/login`), read by segments: linear in the text. */
function signInUrl(text: string): boolean {
  for (const u of text.matchAll(/:\/\/[^\s"'\x60]+/g))
    if (
      u[0]
        .split('/')
        .slice(3)
        .some((seg) => /token|oauth|auth|login|session/i.test(seg))
    )
      return true;
  return false;
}
