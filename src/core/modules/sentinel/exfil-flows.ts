/**
 * Whether a secret source reaches a network sink: inside one statement, through variables
 * over a few lines of one code block, or as a dump of the whole environment.
 */
import type { Severity } from '../../rules/types.ts';
import type { Lang, Segment } from './view.ts';
import { STRONG, findSources, type Source } from './exfil-sources.ts';
import { closesCompound, compoundStart } from './lib/dataflow.ts';
import { findSinks, type Sink, MESSENGER, KNOWN_API, hostOf, destination, AUTH_CONTEXT } from './exfil-sinks.ts';

// ---- statements -----------------------------------------------------------------------

/** The logical statement around [ls, le): extended over `\` continuations and open brackets, inside `seg`. */
export function statementSpan(text: string, ls: number, le: number, seg: Segment): [number, number] {
  if (le - ls > MAX_LINE) return [ls, le];
  // `done | curl …` / `} | nc …`: the statement is the whole compound command whose output is piped on
  const opened = closesCompound(text.slice(ls, le)) ? compoundStart(text, ls, seg.start) : undefined;
  if (opened !== undefined) ls = opened;
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
    if (
      depth >= 0 &&
      !/(?:\\|[([{,|]|&&)\s*$/.test(text.slice(Math.max(seg.start, text.lastIndexOf('\n', prevStart - 2) + 1), Math.max(seg.start, prevStart - 1)))
    )
      break;
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
export const MAX_LINE = 2000;

export function bracketDelta(s: string): number {
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
export function feeds(sink: Sink, si: number): boolean {
  if (si >= sink.index && si < sink.argsEnd) return true;
  return !sink.call && si >= sink.pipeStart && si < sink.index;
}

/** Severity of a source reaching a sink with the given statement text, or undefined when it is normal use. */
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
export function ownService(sourceText: string, host: string): boolean {
  if (!host) return false;
  const name = /([A-Za-z_]\w*)\W*$/.exec(sourceText)?.[1] ?? sourceText;
  const labels = host.toLowerCase().split(/[.-]/);
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
  return words.some((w) => labels.some((l) => l === w || (w.length >= 4 && l.startsWith(w))));
}

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

// ---- variables over a few lines ---------------------------------------------------------

export const ASSIGN =
  /^\s*(?:(?:export|local|readonly|declare(?:\s+-\w+)*|const|let|var|my|our)\s+)?\$?([A-Za-z_][\w.]*)(?:\s*\[[^\]]*\])?\s*(?::[^=]+)?(?<![=!<>])=(?!=)\s*([\s\S]*)$/;
export const FOR_IN = /^\s*(?:for|async\s+for)\s+\(?\s*(?:const\s+|let\s+|var\s+)?\[?([\w\s,]+?)\]?\s+(?:in|of)\s+([\s\S]*)$/;
/** A statement that can bind a value to a name: an assignment, a loop variable, `with … as`, a `return`. */
export const BINDS =
  /[^<>&\d]>{1,2}\s*["']?[\w~$.\/]|\b(?:tee|zip|tar|7z|cp)\s|^\s*(?:(?:export|local|readonly|declare|const|let|var|my|our)\s+)?\$?[A-Za-z_][\w.]*(?:\s*\[[^\]]*\])?\s*(?::[^=\n]+)?(?<![=!<>])=(?!=)|^\s*(?:async\s+)?for\b|\bwith\b[^\n]*\bas\s+\w+\s*:|^\s*return\b|^\s*[A-Za-z_]\w*\s*(?:\[[^\]]*\]\s*=|\.(?:update|append|extend|push|add|set)\s*\()/m;
export const WITH_AS = /\bwith\s+([\s\S]*?)\s+as\s+(\w+)\s*:/;

export function mentions(s: string, names: Set<string>, fnNames: Set<string>): string | undefined {
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
export function variableFlows(text: string, seg: Segment, from: number, lang: Lang, window = 40): { flows: Array<Flow & { at: number }>; until: number } {
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
    const tainted = mentions(
      code.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{\w/.test(q) ? q : '""')),
      names,
      fnNames,
    );
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
      if (first && STRONG.has(first.kind))
        for (const p of outputPaths(code)) {
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
        const used = mentions(
          args.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{\w/.test(q) ? q : '""')),
          names,
          fnNames,
        );
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

export function enclosingFunction(text: string, at: number, seg: Segment): string | undefined {
  const floor = Math.max(seg.start, at - 3000);
  const chunk = text.slice(floor, at);
  const re = /(?:^|\n)[ \t]*(?:async\s+)?(?:def|function)\s+([A-Za-z_]\w*)|(?:^|\n)[ \t]*(?:const|let|var)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s*)?\(/g;
  let m: RegExpExecArray | null;
  let last: string | undefined;
  while ((m = re.exec(chunk))) last = m[1] ?? m[2];
  return last;
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
  /\bos\.environ\.(?:items|keys|values)\s*\(|\bin\s+os\.environ\b(?!\.)|\bObject\.(?:entries|keys|values)\s*\(\s*process\.env\s*\)|(?:^|[|;&(]\s*)(?:env|printenv)\s*\|\s*(?:grep|egrep|rg|awk|sed)\b|\b(?:Get-ChildItem|gci|dir)\s+env:|\bENV\.(?:each|select|to_h|filter_map)\b/m;
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
