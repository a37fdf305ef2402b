/**
 * One key, a second destination (issue 28, technique 3): a key of a service the skill signs in to — posted to that
 * service's token endpoint or put in its `Authorization` header — also put into a request to another destination (a
 * "status board" header, a report body). Each alone reads as the key's use; together the second one hands the key to a
 * place that did not issue it. Kept per region by the taint analysis (lib/taint-sinks.ts), read once its sinks are known.
 */
import { hostOf, type Sink } from '../exfil-sinks.ts';
import type { Source } from '../exfil-sources.ts';
import { closeAt, splitTop } from './taint-statements.ts';

/** A request the key went into: where to, and whether that is the key's own use there. */
interface Send {
  source: Source;
  dest: string;
  home: boolean;
  sink: Sink;
  via: string;
  at: number;
}

/** The key in an `Authorization` / bearer header. */
const AUTH_HEADER = /\bauthorization\b|\bbearer\b/i;
/** A path segment of a token exchange or sign-in (`/oauth/token`, `/login`, `/api/oauth`). */
const SIGN_IN_SEGMENT = /token|oauth|auth|login|session/i;

/** A token exchange or sign-in (`…/oauth/token`, `…/login`) or the key in an `Authorization` header: read by segments, linear. */
function homeUse(text: string): boolean {
  if (AUTH_HEADER.test(text)) return true;
  for (const u of text.matchAll(/\/\/[^\s"'\x60]+|(?<![\w.])\/[\w./{}$-]+/g))
    if (
      u[0]
        .split('/')
        .slice(u[0].startsWith('//') ? 3 : 1)
        .some((seg) => SIGN_IN_SEGMENT.test(seg))
    )
      return true;
  return false;
}

/** A function's definition (`def fetch(tok):` is no request). */
const DEFINES = /^\s*(?:async\s+)?(?:def|function|func|fn)\s/;
/** A name that holds an address. */
const ADDRESS_NAME = /url|uri|endpoint|host|base|server|board|hook|api|sink|target|collector|domain/i;

export class SecondHosts {
  private sends = new Map<string, Send[]>();

  /** Notes that the weak key `source` went into the request `stmt` (its flow would start at `at`); `resolve` gives a name's value. */
  note(source: Source, sink: Sink, stmt: string, via: string, at: number, resolve: (name: string) => string | undefined): void {
    if (source.kind !== 'envKey' || sink.kind !== 'http' || !sink.call || DEFINES.test(stmt)) return;
    const args = stmt.slice(sink.index, sink.argsEnd);
    const dest = destKey(args, resolve);
    if (!dest) return;
    const home = homeUse(args.slice(0, Math.max(0, source.index - sink.index)) + (/^[^,]*/.exec(args.slice(args.indexOf('(') + 1))?.[0] ?? ''));
    let list = this.sends.get(source.text);
    if (!list) this.sends.set(source.text, (list = []));
    if (!list.some((s) => s.dest === dest && s.home === home)) list.push({ source, dest, home, sink, via, at });
  }

  /** The sends of a key to a destination other than the one where it signs in (none when it signs in nowhere). */
  seconds(): Send[] {
    const out: Send[] = [];
    for (const list of this.sends.values()) if (list.some((s) => s.home)) for (const s of list) if (!list.some((o) => o.home && o.dest === s.dest)) out.push(s);
    return out;
  }
}

/** A request's destination key (`keyOf`) from its call text: what its first argument (or `url=`) names. */
function destKey(args: string, resolve: (name: string) => string | undefined): string | undefined {
  const open = args.indexOf('(');
  const close = open < 0 ? -1 : closeAt(args, open);
  const first = open < 0 ? '' : (splitTop(args.slice(open + 1, close < 0 ? args.length : close))[0] ?? '');
  return keyOf(first.replace(/^\s*url\s*=\s*/, ''), resolve, new Set());
}

/** The registrable part of a host (`status.board.example` → `board.example`). */
const registrable = (host: string): string => host.split('.').slice(-2).join('.');

/**
 * Where an address expression goes, as a key to compare: the registrable part of its host when one is written or held by
 * the name (`STATUS = os.environ.get("X", "https://status.example/…")`), else the name its address starts from
 * (`JAMF_URL`; through names built from it — `url = f"{BASE}{path}"` —; names in a ring name none).
 */
function keyOf(expr: string, resolve: (name: string) => string | undefined, seen: Set<string>): string | undefined {
  const written = hostOf(expr);
  if (written) return registrable(written);
  const name = /([A-Za-z_$][\w$]*)/.exec(expr.replace(/^[fF]?["'\x60]\$?\{?/, ''))?.[1];
  // (names that refer to each other in a ring name no place)
  if (!name || seen.has(name)) return undefined;
  seen.add(name);
  const held = resolve(name);
  const host = held ? hostOf(held) : undefined;
  if (host) return registrable(host);
  // (a name built from another one — `url = f"{BASE}{path}"`, `` `${BASE}/x` ``, `BASE + path` —: the name it starts from)
  const from = held && /^\s*(?:[fF]?["'\x60])?\$?\{?([A-Za-z_$][\w$]*)\}?(?:\s*\+|[/"'\x60{])/.exec(held)?.[1];
  if (from && ADDRESS_NAME.test(from)) return keyOf(from, resolve, seen);
  // (a name read as an address only when it is named as one: not the key, the data or a path handed to a helper)
  return ADDRESS_NAME.test(name) ? `$${name}` : undefined;
}
