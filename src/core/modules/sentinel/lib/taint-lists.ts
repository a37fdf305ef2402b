/**
 * What the taint analysis (lib/taint-engine.ts) reads from a region before following names: lists of credential names a
 * loop looks up one by one (`KEYS = ["GITHUB_TOKEN", …]` … `for k in KEYS: os.environ[k]`), addresses kept in properties
 * (`{ sink: "https://…" }` … `fetch(cfg.sink, …)`), and a shell function call's words.
 */
import { secretName } from '../exfil-sources.ts';

/**
 * A name or property bound to a literal list of names (`KEYS = ["A", "B"]`, `keys: ['A', 'B']`, `NAMES = %w[A B]`): group 1
 * the name, 2 the items. (The blanks between two items belong to the second item only: one reading per list, linear even
 * when the list never closes.)
 */
const NAME_LIST =
  /(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?::\s*[\w\[\]<>]+\s*)?(?:=|:)\s*(?:\(|\[|%w\[|\{(?=\s*["']))((?:\s*["'][A-Z][A-Z0-9_]{2,}["'](?:\s*,)?)+)\s*[\])}]|(?<![\w$.])([A-Za-z_$][\w$]*)\s*=\s*%w\[([A-Z0-9_ \t]+)\]/g;
/** The names of lists of credential names (`KEYS = ["GITHUB_TOKEN", "NPM_TOKEN"]`), each with the credential names it holds. */
export function namedKeyLists(text: string): Map<string, string[]> | undefined {
  let out: Map<string, string[]> | undefined;
  for (const m of text.matchAll(NAME_LIST)) {
    const items = m[2] ? [...m[2].matchAll(/["']([A-Z][A-Z0-9_]{2,})["']/g)].map((x) => x[1]) : m[4]!.split(/\s+/).filter(Boolean);
    const keys = items.filter(secretName);
    if (keys.length) (out ??= new Map()).set((m[1] ?? m[3])!, keys);
  }
  return out;
}
/** A loop or walk over a named list (`for k in KEYS`, `for (const k of cfg.keys)`, `cfg.keys.forEach((k) =>`, `KEYS.each do |k|`): group 1 or 4 the item, 2 or 3 the list. */
export const LIST_LOOP =
  /\bfor\s*\(?\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_$][\w$]*)\s+(?:in|of)\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\b(?!\s*[.(\[])|(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*\.\s*(?:forEach|map|each|flatMap|filter|reduce)\s*(?:\(\s*(?:async\s*)?\(?\s*|do\s*\|\s*|\{\s*\|\s*)([A-Za-z_$][\w$]*)/g;
/** An address given to a property, a key or a parameter's default (`sink: "https://…"`, `"url": "https://…"`, `self.base = "https://…"`, `base="https://…"`). */
const URL_PROP =
  /(?:(?<![\w$])["']?([A-Za-z_$][\w$]*)["']?\s*(?::|=>)\s*|(?:\b(?:self|this)\s*\.\s*|@)([A-Za-z_$][\w$]*)\s*=\s*|[(,]\s*([A-Za-z_]\w*)\s*(?::\s*str\s*)?=\s*)(["'\x60])((?:https?|wss?):\/\/[^"'\x60\s]+)\4/g;
/** The properties the text gives an address, each with its one address (a name given two addresses is left out). */
export function urlProps(text: string, consts: ReadonlyMap<string, string>): Map<string, string> | undefined {
  let out: Map<string, string> | undefined;
  const twice = new Set<string>();
  for (const m of text.matchAll(URL_PROP)) {
    const name = (m[1] ?? m[2] ?? m[3])!;
    if (twice.has(name) || consts.has(name) || name.length < 2) continue;
    const had = out?.get(name);
    if (had !== undefined && had !== m[5]) {
      out!.delete(name);
      twice.add(name);
    } else (out ??= new Map()).set(name, m[5]);
  }
  return out?.size ? out : undefined;
}

/** A shell command's words up to the end of the command (`;`, `|`, `&`, a line end), not counting those inside quotes or `$( … )`. */
export function shellWords(text: string): string {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '$' && text[i + 1] === '(' && quote === '"') depth++, i++;
      else if (c === ')' && depth) depth--;
      continue;
    }
    if (c === '"' || c === "'") quote = depth ? '' : c;
    else if (c === '$' && text[i + 1] === '(') depth++, i++;
    else if (c === ')' && depth) depth--;
    else if (!depth && (c === '\n' || c === ';' || c === '|' || c === '&')) return text.slice(0, i);
  }
  return text;
}

/** The names a loop walks (`for x in NAME`, `for (const x of NAME)`, `NAME.forEach(`, `NAME.each`, `for x in "${NAME[@]}"`). */
export function walkedLists(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(
    /\bfor\s*\(?\s*(?:const\s+|let\s+|var\s+|my\s+)?[\w$]+\s+(?:in|of)\s+["']?\$?\{?([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*\.\s*(?:forEach|map|each|flatMap)\b/g,
  ))
    out.add((m[1] ?? m[2])!);
  return out;
}
/** The names a text appends to (`act+=…`, `$x += …`): read once per region. */
export function appendedNames(text: string): Set<string> {
  const out = new Set<string>();
  if (text.includes('+=')) for (const m of text.matchAll(/([A-Za-z_]\w*)\s*\+=/g)) out.add(m[1]);
  return out;
}

/** What makes an environment lookup a presence check: `bool(`, `len(`, `Boolean(`, `!!`, a ternary's `"set" if`. */
const PRESENCE = /(?:\b(?:bool|len|Boolean)\s*\(\s*|!!\s*|["'][\w ]{0,20}["']\s+if\s+(?:not\s+)?)$/;
/** Whether the lookup at `at` of `code` only asks if a variable is set (`bool(os.environ.get(k))`, `"set" if … else`): no secret. */
export function presenceCheck(code: string, at: number): boolean {
  return PRESENCE.test(code.slice(Math.max(0, at - 40), at));
}
