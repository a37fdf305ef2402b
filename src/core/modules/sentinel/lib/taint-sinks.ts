/**
 * The sinks step of the taint analysis (lib/taint-engine.ts): the statements a tainted name reaches that send it
 * (an HTTP call or upload, DNS, a header set on a request, an image URL with a query, `git push` to a remote the
 * script adds), and what a shell loop piped into a sink prints.
 */
import { STRONG, findSources, type Source } from '../exfil-sources.ts';

/** An authentication slot: a header, a bearer token, an API-key field, an OAuth-style token field of an auth message. */
export const AUTH_SLOT =
  /authorization|bearer|[(,]\s*auth\s*=|["'](?:x-)?api[-_]?key["']\s*:|["']x-[\w-]*(?:key|token)["']\s*:|["'](?:access|auth|id|bearer)[-_]?token["']\s*:/i;
import { SINK_HINT, hostOf, type Sink } from '../exfil-sinks.ts';
import { judge, sinksFor } from '../exfil-flows.ts';
import { providerKey } from './taint-weak.ts';
import type { Lang } from '../view.ts';
import { TaintScope, type Stmt, type TaintFlow } from './taint-scope.ts';
import { closesCompound, compoundStart } from './dataflow.ts';
import { wrapperCalls, type SinkWrapper } from './taint-wrappers.ts';
import { SecondHosts } from './taint-second-host.ts';

export const EXTRA_SINK_HINT =
  /git\s+push|!\[|<img|\.src\s*=[^=]|\.Header\.|\.headers\s*(?:\[|\.(?:update|set|append)\b)|add_header|setRequestHeader|http\.(?:NewRequest|Post|Get)|\.(?:write|end)\s*\(/i;
/** A call of a session or client object's request method (`s.get(…)`, `client.post(…)`): group 1 the object. */
const SESSION_CALL = /\b([A-Za-z_]\w*)\s*\.\s*(?:get|post|put|patch|delete|head|request|send|stream)\s*\(/;
/** A body written to a request object (`req.write(data)`, `req.end(data)`): group 1 the object. */
const REQUEST_BODY = /\b([A-Za-z_$][\w$]*)\s*\.\s*(?:write|end)\s*\(/;
const HEADER_SET =
  /\b([A-Za-z_]\w*)\s*\.\s*(?:Header\s*\.\s*(?:Set|Add)\s*\(|headers\s*(?:\[|\.(?:set|append|update)\s*\()|add_header\s*\(|putheader\s*\(|setRequestHeader\s*\(|set_header\s*\()/;
const WRITES_FILE =
  /\bwrite_text\s*\(|\.write\s*\(|writeFile(?:Sync)?\s*\(|appendFile(?:Sync)?\s*\(|\bSet-Content\b|\bOut-File\b|\bAdd-Content\b|>>?\s*["']?[\w$.\/-]+\.(?:md|html?|txt)\b|os\.WriteFile\s*\(|\bfile_put_contents\s*\(|\bfwrite\s*\(|\bFile\.(?:write|binwrite)\s*\(|\bFiles\.write(?:String)?\s*\(|\bfs::write\s*\(/;
const IMAGE = /!\[[^\]\n]*\]\(\s*|<img\b[^>]*?\bsrc\s*=\s*\\?["']?/gi;
const GIT_PUSH = /\bgit\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*push\b[^\n;&|]*/;
const GIT_REMOTE = /\bgit\s+(?:-C\s+\S+\s+)*remote\s+(?:add|set-url)\s+([\w.-]+)\s+["']?([^\s"';&|]+)/g;
const GIT_ADD = /\bgit\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*(?:add\b|commit\s+[^\n]*(?:-a\b|--all\b|-\w*a\w*\s))/;
export const SHELLISH = new Set<Lang>(['sh', 'ps', 'bat', 'any']);

export abstract class TaintSinks extends TaintScope {
  /** An expression with the region's string constants substituted (lib/taint-engine.ts). */
  protected abstract resolve(code: string): string;
  /** Functions of other scripts this one imports that send what they are handed (lib/taint-wrappers.ts). */
  private wrappers?: ReadonlyMap<string, SinkWrapper>;
  sendsThrough(wrappers: ReadonlyMap<string, SinkWrapper>): void {
    this.wrappers = wrappers;
  }

  /** A tainted name a shell loop's body prints (`cat "$f"`, `echo "$x"`), for the `done | …` statement `st` that closes it. */
  private loopOutput(st: Stmt): { name: string; src: Source } | undefined {
    const i = this.stmts.indexOf(st);
    const open = compoundStart(this.clean, st.s, 0, 40);
    // (a source written in the loop itself is the statement-level check's: `find ~ -name id_rsa | while read f`)
    if (open === undefined || findSources(this.clean.slice(open, st.e)).some((x) => STRONG.has(x.kind))) return undefined;
    for (let k = i - 1; k >= 0 && this.stmts[k].s >= open; k--) {
      const o = this.stmts[k];
      if (!/\b(?:cat|echo|printf|head|tail|base64|xxd|Get-Content|Write-Output)\b/.test(o.code)) continue;
      const u = this.mention(o, o.code);
      if (u && STRONG.has(u.src.kind)) return { name: u.name, src: u.src };
    }
    return undefined;
  }

  protected sinks(): TaintFlow[] {
    const out: TaintFlow[] = [];
    const writes = WRITES_FILE.test(this.text);
    const remotes = new Map<string, string>();
    if (/\bremote\s+(?:add|set-url)\b/.test(this.text))
      for (const m of this.text.matchAll(GIT_REMOTE)) {
        const v = /^\$\{?(\w+)\}?$/.exec(m[2]);
        remotes.set(m[1], this.resolve(v ? (this.raw.get(v[1]) ?? m[2]) : m[2]));
      }
    // (a push to a remote the script adds, or straight to an address: `git push --force "$MIRROR" HEAD`)
    const staged = this.paths.size > 0 && /\bgit\b[^\n]*\bpush\b/.test(this.text) && GIT_ADD.test(this.text);
    const extraAny = EXTRA_SINK_HINT.test(this.clean);
    /** Sessions whose headers carry a tainted name, with it (set by a header statement, read by the calls after it). */
    const carrying = new Map<string, { name: string; src: Source }>();
    /** Where each weak key went (lib/taint-second-host.ts). */
    const seconds = new SecondHosts();
    for (const st of this.stmts) {
      const code = st.code;
      const call = carrying.size ? SESSION_CALL.exec(code) : null;
      const carried = call ? carrying.get(call[1]) : undefined;
      const pushing = staged && /\bpush\b/.test(code) && GIT_PUSH.test(code);
      const hinted = SINK_HINT.test(code);
      const extra = extraAny && EXTRA_SINK_HINT.test(code);
      const wrapped = this.wrappers && code.includes('(') ? wrapperCalls(code, this.wrappers) : [];
      if (!hinted && !extra && !pushing && !wrapped.length && !carried) continue;
      const used = this.mention(st, code);
      // `for f in …; do cat "$f"; done | base64 | curl -d @- …`: what the loop body prints is the pipeline's input
      const piped = !used && hinted && SHELLISH.has(this.lang) && closesCompound(code) ? this.loopOutput(st) : undefined;
      if (!used && !pushing && !piped && !carried) continue;
      const stmt = this.resolve(code);
      const at = this.base + st.s;
      const push = (source: Source, sink: Sink, s: string, via: string, idx: number, channel = false) => {
        const j = judge({ ...source, index: idx }, sink, s);
        const fat = at + Math.min(Math.max(0, code.indexOf(sink.text.trim())), code.length - 1);
        if (!STRONG.has(source.kind)) seconds.note({ ...source, index: idx }, sink, s, via, fat, (n: string) => this.raw.get(n));
        // a weak secret returned by a helper and put into an ordinary request body: the API call the helper exists for
        // (but not a well-known provider's key, named so — `GITHUB_TOKEN`, `OPENAI_API_KEY` —, nor several services' keys gathered
        // together, which judge found going to a host that did not issue it: through a helper or not, that is no use of a key)
        if (j && j.severity === 'warning' && !channel && this.crossed.has(source) && !(source.kind === 'envKey' && collected(keyNames(source.text)))) return;
        if (j) out.push({ source, sink, severity: j.severity, host: j.host, via, at: fat });
      };
      // a request made by a session whose headers carry the secret (`s.headers.update({"X-FP": fp})` … `s.get(url)`)
      if (carried && call) {
        const s = `request(${this.resolve(code.slice(call.index + call[0].length))} ${carried.name})`;
        const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: call[0], call: true };
        push(carried.src, sink, s, carried.name, s.length - carried.name.length - 1, true);
        carrying.delete(call[1]);
      }
      if (piped)
        for (const sink of sinksFor(stmt, this.lang)) {
          if (sink.pipeStart > stmt.search(/\|/)) continue;
          const j = judge({ ...piped.src, index: sink.pipeStart }, sink, stmt);
          if (j)
            out.push({ source: piped.src, sink, severity: j.severity, host: j.host, via: piped.name, at: at + Math.max(0, code.indexOf(sink.text.trim())) });
          break;
        }
      if (used && hinted) {
        for (const sink of sinksFor(stmt, this.lang)) {
          const from = sink.call || sink.kind === 'dns' ? sink.index : sink.pipeStart;
          let u = sink.kind === 'dns' ? this.label(st, stmt.slice(from, sink.argsEnd)) : this.mention(st, stmt.slice(from, sink.argsEnd));
          // a request object sent on: its constructor call is the sink that names the destination
          if (!u || this.requests.has(u.name)) continue;
          // the address the credential names, as the request's base (`http.Get(server + "/version")` from a kubeconfig):
          // contacting that server is the credential's purpose; only what else the request carries counts
          if (sink.kind === 'http' && sink.call && urlBase(stmt, from + u.at, u.name)) {
            const after = from + u.at + u.name.length;
            const comma = stmt.indexOf(',', after);
            const v = comma >= 0 && comma < sink.argsEnd ? this.mention(st, stmt.slice(comma, sink.argsEnd)) : undefined;
            if (!v || v.name === u.name) continue;
            u = { ...v, at: comma - from + v.at };
          }
          // a key used for its purpose (`scp -i "$KEY"`, `ssh -i $K`, `key_filename=k`) is not sent
          if (
            /(?:\s-i|\bIdentityFile=?|--key|--cert|\s-E|\b(?:key_filename|pkey|identity_file|cert|keyfile)\s*=)\s*["']?\$?\{?$/.test(
              stmt.slice(Math.max(0, from + u.at - 40), from + u.at),
            )
          )
            continue;
          push(u.src, sink, stmt, u.name, from + u.at);
        }
      }
      // a helper of another script that sends what it is handed (`send("/v1/ping", meta)`): the request it makes
      if (used)
        for (const { w, args, at: call } of wrapped)
          for (const k of w.params) {
            const u = args[k] === undefined ? undefined : this.mention(st, args[k]);
            if (!u) continue;
            const s = `request(${w.url ?? 'url'} ${args[k]})`;
            const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: code.slice(call, call + 40), call: true };
            push(u.src, sink, s, u.name, s.indexOf(u.name, (w.url ?? 'url').length + 8), true);
          }
      if (used && extra) {
        // a header set on a request object bound from a sink call
        const h = HEADER_SET.exec(code);
        const url = h ? this.requests.get(h[1]) : undefined;
        if (h && this.sessions.has(h[1])) {
          const u = this.mention(st, code.slice(h.index + h[0].length));
          if (u && u.name !== h[1] && STRONG.has(u.src.kind)) carrying.set(h[1], u);
        }
        if (h && url !== undefined) {
          const u = this.mention(st, code.slice(h.index + h[0].length));
          const name = /^\s*["']([^"']*)["']/.exec(code.slice(h.index + h[0].length))?.[1] ?? '';
          if (u && u.name !== h[1] && (STRONG.has(u.src.kind) || !/auth|token|key|cookie|bearer|api/i.test(name))) {
            const s = `request(${url} ${code.slice(h.index)})`;
            const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: 'request(', call: true };
            push(u.src, sink, s, u.name, s.indexOf(u.name, url.length + 8), true);
          }
        }
        // a body written to a request object bound from a sink call (Node's `req = https.request(URL, …)` … `req.end(data)`)
        const b = REQUEST_BODY.exec(code);
        const burl = b ? this.requests.get(b[1]) : undefined;
        if (b && burl !== undefined) {
          const u = this.mention(st, code.slice(b.index + b[0].length));
          if (u && u.name !== b[1]) {
            const s = `request(${burl} ${code.slice(b.index)})`;
            const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: 'request(', call: true };
            push(u.src, sink, s, u.name, s.indexOf(u.name, burl.length + 8), true);
          }
        }
        // a page script's image request (`img.src = endpoint + '?d=' + data`, `new Image().src = …`): sent at once
        const page = PAGE_SRC.exec(stmt);
        if (page) {
          const rhs = stmt.slice(page.index + page[0].length).replace(/;\s*$/, '');
          const u = this.mention(st, rhs);
          const lit = /["'`](https?:\/\/[^"'`\s]+)/.exec(rhs)?.[1];
          const first = /^\s*([A-Za-z_$][\w$]*)/.exec(rhs)?.[1];
          const url = lit ?? (first ? assignedUrl(this.clean, first) : undefined);
          if (u && url) {
            const s = `fetch(${url} ${rhs})`;
            const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: 'fetch(', call: true };
            push(u.src, sink, s, u.name, s.indexOf(u.name, url.length + 6), true);
          }
        }
        // an image URL with a tainted query, in a script that writes files
        if (writes && /!\[|<img/i.test(stmt)) {
          IMAGE.lastIndex = 0;
          let m: RegExpExecArray | null;
          while ((m = IMAGE.exec(stmt))) {
            const urlAt = m.index + m[0].length;
            const tail = stmt.slice(urlAt, Math.min(stmt.length, urlAt + 400));
            // (a quote closes the address — escaped too, `src=\"{pixel}\">` — before a blank, a bracket or the tag's end)
            const end = tail.search(/[)\s>]|\\?["'](?:\s|$|[,)\]>])/);
            // (or a name joined into the tag's string: `"<img src=\"" . $pixel . "\">"`, `'<img src="' + pixel + '">'`)
            // (through an escaping call too: `'<img src="' . esc_url( $pixel ) . '">'`)
            const joined = /^\\?["']\s*[.+]\s*(?:[\w:>-]+\(\s*)?(\$?[A-Za-z_]\w*)\s*\)?\s*[.+]/.exec(tail)?.[1];
            const urlText = joined ? (joined.startsWith('$') ? joined : `{${joined}}`) : end < 0 ? tail : tail.slice(0, Math.max(end, tail.indexOf('}') + 1));
            // (the whole address held in a name built beforehand: `pixel = "https://…?d=" + …` … `<img src="${pixel}">`)
            const held = /^https?:\/\//i.test(urlText) ? undefined : heldUrl(this.clean, urlText);
            if (held) {
              const u = this.mention(st, urlText);
              if (!u) continue;
              const s = `${m[0]}${held}${urlText}`;
              const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: m[0], call: true };
              push(u.src, sink, s, u.name, m[0].length + held.length + u.at, true);
              break;
            }
            if (!/^https?:\/\//i.test(urlText) || !/[?&{]|\$\{|\$\w/.test(urlText)) continue;
            const q = urlText.search(/[?{]|\$\{|\$\w/);
            const u = this.mention(st, urlText.slice(q));
            if (!u) continue;
            const sink: Sink = { kind: 'http', index: urlAt, argsEnd: urlAt + urlText.length, pipeStart: urlAt, text: m[0], call: true };
            push(u.src, sink, stmt, u.name, urlAt + q + u.at, true);
            break;
          }
        }
      }
      // `git push` to a remote the script adds, after a secret was copied into the tree
      const g = staged && this.paths.size ? GIT_PUSH.exec(code) : null;
      if (g) {
        const words = g[0]
          .split(/\s+/)
          .slice(2)
          .filter((w) => !w.startsWith('-'));
        const remote = words
          .map((w) => w.replace(/["']/g, ''))
          .map((w) => this.raw.get(/^\$\{?([A-Za-z_]\w*)\}?$/.exec(w)?.[1] ?? '') ?? w)
          .map((w) => remotes.get(w) ?? (/:\/\/|@[\w.-]+:/.test(w) ? w : undefined))
          .find(Boolean);
        const host = remote ? (hostOf(remote) ?? /@([\w.-]+):/.exec(remote)?.[1]) : undefined;
        if (host) {
          const [p, source] = [...this.paths].find(([, s]) => STRONG.has(s.kind)) ?? [...this.paths][0];
          const s = `git push ${remote} ${p}`;
          const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: 'git push', call: true };
          const j = judge({ ...source, index: s.length - p.length }, sink, s);
          if (j) {
            // a code host the user may own: worth a look; anywhere else: the secrets are gone
            const own = /^(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|ssh\.dev\.azure\.com|dev\.azure\.com)$/i.test(host);
            out.push({ source, sink, severity: own ? 'warning' : j.severity, host, via: p, at: at + g.index });
          }
        }
      }
    }
    // a key that signs in to one service, sent also to another destination
    for (const s of seconds.seconds()) {
      const had = out.findIndex((f) => f.at === s.at);
      const flow: TaintFlow = { source: s.source, sink: s.sink, severity: 'error', host: s.dest.startsWith('$') ? undefined : s.dest, via: s.via, at: s.at };
      if (had < 0) out.push(flow);
      else if (out[had].severity === 'warning') out[had] = { ...out[had], severity: 'error' };
    }
    return out;
  }
}

/**
 * The address a name holds when an image's whole `src` is that name (`${pixel}`, `{pixel}`, `$pixel`) and the name is
 * bound to a URL literal with a query that data is added to (`pixel = "https://px.example/p.gif?d=" + …`).
 */
/** A page element's source set to an address: `img.src = …`, `new Image().src = …`, `script.src = …` (not `==`). */
const PAGE_SRC = /(?:(?<![\w$])[A-Za-z_$][\w$]*|\))\.src\s*=(?!=)\s*/;

/** The address a name is given (`var endpoint = 'https://px.example/p'`, `const BASE = "https://…"`). */
function assignedUrl(text: string, name: string): string | undefined {
  const m = new RegExp(String.raw`(?:^|[\s;(,{])(?:const\s+|let\s+|var\s+)?${name.replace(/\$/g, '\\$')}\s*[:=]\s*["'\x60](https?:\/\/[^\s"'\x60]+)`, 'm').exec(
    text,
  );
  return m?.[1];
}

function heldUrl(text: string, src: string): string | undefined {
  const name = /^(?:\$\{|\{|\$)\s*([A-Za-z_]\w*)\s*\}?$/.exec(src)?.[1];
  if (!name) return undefined;
  const m = new RegExp(
    String.raw`(?:^|[\s;(])(?:const\s+|let\s+|var\s+|\$)?${name}\s*:?=\s*[fF]?["'\x60](https?:\/\/[^\s"'\x60?]+\?[^\s"'\x60]*)["'\x60]?\s*(?:\+|\.|$)`,
    'm',
  ).exec(text);
  if (m) return m[1];
  // (the query appended afterwards: `act="https://…/activity.svg"` ⏎ `act+="?repo=${slug}"` ⏎ `act+="&auth=${token}"`)
  const base = new RegExp(String.raw`(?:^|[\s;(])(?:const\s+|let\s+|var\s+|\$)?${name}\s*:?=\s*[fF]?["'\x60](https?:\/\/[^\s"'\x60?]+)["'\x60]`, 'm').exec(
    text,
  )?.[1];
  return base && new RegExp(String.raw`(?:^|[\s;])\$?${name}\s*\+=\s*["'\x60]?[?&]`, 'm').test(text) ? `${base}?` : undefined;
}

/** Whether the name at `at` opens a request's URL argument and a path or port follows it (`server + "/x"`, `f"{srv}/x"`, `"$SRV:6443/x"`). */
function urlBase(stmt: string, at: number, name: string): boolean {
  const before = stmt.slice(Math.max(0, at - 12), at);
  if (!/(?:[(,]|\b(?:url|uri|URL)\s*[=:])\s*(?:[fF]?["'\x60](?:\$\{|\{|\$)?)?$/.test(before)) return false;
  return /^\s*(?:\}\s*)?(?:\+\s*["'\x60]|\.\.\s*["']|\s*\.\s*["'])?(?:\/|:\d)/.test(stmt.slice(at + name.length, at + name.length + 16));
}

/** A well-known provider's key, or the keys of two services or more gathered together (`SERPAPI_KEY, AWS_SECRET_ACCESS_KEY`): no API's own use. */
function collected(names: readonly string[]): boolean {
  if (names.some(providerKey)) return true;
  const services = new Set(names.map((n) => n.split('_')[0]));
  return services.size >= 2;
}

/** The variables a source's text names (`os.environ.get("GITHUB_TOKEN"` → `GITHUB_TOKEN`; a walked list's `GH_TOKEN, NPM_TOKEN`). */
function keyNames(text: string): string[] {
  return [...text.matchAll(/[A-Z][A-Z0-9_]{2,}/g)].map((m) => m[0]);
}
