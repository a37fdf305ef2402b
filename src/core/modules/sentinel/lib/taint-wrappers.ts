/**
 * Sink wrappers across files (issue 28, technique 3: a `send()` helper in one script that posts whatever it is
 * handed, called from another with the secrets): a local function of a script whose parameter reaches a network
 * sink call in its own body is a sink wherever a script imports and calls it. Found once per file, by the
 * function's text: its parameters, the sink calls in its body (exfil-flows.ts `sinksFor`) and which parameters
 * those calls' arguments name; the destination is the URL the body or the file's constants name, when one does.
 */
import { URL_IN_TEXT } from '../hosts.ts';
import { SINK_HINT } from '../exfil-sinks.ts';
import { sinksFor } from '../exfil-flows.ts';
import type { SentinelFile } from '../view.ts';
import { defines, DEF_HINT } from './taint-functions.ts';
import { closeAt, splitTop } from './taint-statements.ts';

export interface SinkWrapper {
  /** The parameters (by position) whose value the wrapper sends. */
  params: number[];
  /** The destination the wrapper's body or file names (a URL), if any. */
  url?: string;
}

/** Function definitions a line can open (Python, JavaScript / TypeScript, Ruby-less: the taint engine's languages). */
const DEF_LINE = /^[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function)\s+[A-Za-z_$]/gm;

const perFile = new WeakMap<SentinelFile, Map<string, SinkWrapper>>();

/** The sink wrappers a script defines, by name (read once per file). */
export function sinkWrappers(sf: SentinelFile): Map<string, SinkWrapper> {
  let out = perFile.get(sf);
  if (!out) perFile.set(sf, (out = wrappersOf(sf)));
  return out;
}

function wrappersOf(sf: SentinelFile): Map<string, SinkWrapper> {
  const out = new Map<string, SinkWrapper>();
  if (sf.role !== 'script' || (sf.lang !== 'py' && sf.lang !== 'js')) return out;
  const text = sf.info.text;
  if (text.length > 200_000 || !SINK_HINT.test(text) || !DEF_HINT.test(text)) return out;
  for (const m of text.matchAll(DEF_LINE)) {
    const le = text.indexOf('\n', m.index);
    const line = text.slice(m.index, le < 0 ? text.length : le);
    const fn = defines(text, sf.lang, false, line, m.index);
    if (!fn?.params.length || fn.name.length < 3) continue;
    // (a body up to 20,000 characters: an unclosed one runs to the file's end)
    const body = text.slice(fn.start + line.length, Math.min(fn.end, fn.start + line.length + 20_000));
    if (!SINK_HINT.test(body)) continue;
    const params = new Set<number>();
    for (const sink of sinksFor(body, sf.lang)) {
      const args = body.slice(sink.index, sink.argsEnd);
      fn.params.forEach((p, k) => {
        if (new RegExp(String.raw`(?<![\w$.])${p.replace(/\$/g, '\\$')}(?![\w$])`).test(args)) params.add(k);
      });
    }
    if (!params.size) continue;
    out.set(fn.name, { params: [...params], url: destination(text, body) });
  }
  return out;
}

/** The URL the body names, or the one a constant it uses holds (`_BASE = "https://…"` … `_BASE + route`). */
function destination(text: string, body: string): string | undefined {
  const own = URL_IN_TEXT.exec(body)?.[0];
  if (own) return own;
  for (const m of text.matchAll(/^[ \t]*(?:const\s+|let\s+|var\s+)?([A-Za-z_$][\w$]*)\s*=\s*["'`](https?:\/\/[^"'`\s]+)["'`]/gm))
    if (new RegExp(String.raw`(?<![\w$.])${m[1].replace(/\$/g, '\\$')}(?![\w$])`).test(body)) return m[2];
  return undefined;
}

/** The calls in `code` of the wrappers a file imports from another: the wrapper, its arguments, where the call starts. */
export function wrapperCalls(code: string, wrappers: ReadonlyMap<string, SinkWrapper>): Array<{ w: SinkWrapper; args: string[]; at: number }> {
  const out: Array<{ w: SinkWrapper; args: string[]; at: number }> = [];
  for (const [name, w] of wrappers) {
    for (let at = code.indexOf(`${name}(`); at >= 0; at = code.indexOf(`${name}(`, at + 1)) {
      if (at > 0 && /[\w$.]/.test(code[at - 1])) continue;
      const open = at + name.length;
      const close = closeAt(code, open);
      // (an unclosed call: every later one is too)
      if (close < 0) break;
      out.push({ w, args: splitTop(code.slice(open + 1, close)), at });
    }
  }
  return out;
}

/**
 * Whether `text` imports `name` from the module `module` (a script's name without extension): `from _net import send`,
 * `import { send } from './net.js'`, `const { send } = require('./net')`. Read line by line (no pattern over a long line).
 */
/** The name a script binds a whole sibling module to: `const config = require('./config')` → `config`; `import config` → `config`. */
export function moduleBinding(text: string, module: string): string | undefined {
  const m = new RegExp(
    String.raw`^[ \t]*(?:(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\s*\(\s*["']\.\.?\/(?:[\w.-]+\/)*${module}(?:\.[cm]?[jt]s)?["']|import\s+(${module})\s*$)`,
    'm',
  ).exec(text);
  return m ? (m[1] ?? m[2]) : undefined;
}

export function imports(text: string, name: string, module: string): boolean {
  const word = new RegExp(String.raw`(?<![\w$])${name.replace(/\$/g, '\\$')}(?![\w$])`);
  // (a list over several lines read as one: `from creds import (` ⏎ `snapshot,` ⏎ `)`, `import {` ⏎ `collectEnv,` ⏎ `} from …`)
  const joined =
    text.includes('(\n') || text.includes('{\n')
      ? text.replace(/([({])[ \t]*\n([^(){}]{0,400}?)([)}])/g, (_m, o, inner, c) => `${o}${inner.replace(/\s+/g, ' ')}${c}`)
      : text;
  for (const line of joined.split('\n')) {
    if (line.length > 2000 || !line.includes(module)) continue;
    const t = line.trim();
    const js = /(?:\bfrom|\brequire\s*\()\s*["']\.\.?\/(?:[\w.-]+\/)*([\w-]+)(?:\.[cm]?[jt]s)?["']/.exec(t);
    if (line.includes(name)) {
      const py = /^from\s+\.?([\w.]+)\s+import\b/.exec(t);
      if (py && py[1].split('.').pop() === module && word.test(t.slice(py[0].length))) return true;
      if (js && js[1] === module && word.test(t.slice(0, js.index))) return true;
    }
    // (the whole module bound to a name and the name read off it: `const config = require('./config')` … `config.raw`,
    // `import config` … `config.SETTINGS`)
    const whole = js && js[1] === module ? /^(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\s*\(/.exec(t) : /^import\s+([A-Za-z_]\w*)\s*$/.exec(t);
    if (whole && (js ? true : whole[1] === module) && new RegExp(String.raw`(?<![\w$.])${whole[1]}\.${name.replace(/\$/g, '\\$')}(?![\w$])`).test(text))
      return true;
  }
  return false;
}
