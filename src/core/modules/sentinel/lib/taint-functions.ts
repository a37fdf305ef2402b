/**
 * Locally defined functions for the taint analysis (lib/taint.ts): their definitions in each
 * language (Python, JavaScript, Go, PowerShell, shell), their parameters and where their body ends.
 */
import type { Lang } from '../view.ts';
import { closeAt, KEYWORDS, splitTop } from './taint-statements.ts';

export interface Fn {
  name: string;
  params: string[];
  start: number;
  end: number;
  /** A method: a Python `def` taking `self` or `cls`, a JavaScript class's method. */
  method?: boolean;
}

export const DEF_HINT = /\b(?:def|function|func)\b|=>|\(\)\s*(?:\{|$)/;
const DEF_PY = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)/;
// (PHP's methods carry their visibility: `private function share(array $env)`)
const DEF_JS =
  /^\s*(?:export\s+)?(?:default\s+)?(?:(?:public|private|protected|static|final|abstract)\s+)*(?:async\s+)?function\s*\*?\s*&?\s*([A-Za-z_$][\w$]*)\s*\(([^)]*)\)/;
export const DEF_ARROW =
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\s*[\w$]*\s*\(([^)]*)\)|\(([^)]*)\)\s*(?::\s*[^=]+)?=>|([A-Za-z_$][\w$]*)\s*=>)/;
/** R `name <- function(a, b = 1) {` (also `=` and `<<-`). */
const DEF_R = /^\s*([A-Za-z_.][\w.]*)\s*(?:<<?-|=)\s*function\s*\(([^)]*)\)/;
const DEF_GO = /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*\(([^)]*)\)/;
/** A JavaScript / TypeScript class method (`async asDict(a) {`, `static get token() {`): the statement opens its body. */
const DEF_METHOD =
  /^\s*(?:(?:static|async|get|public|private|protected|readonly|override)\s+)*(?!(?:if|for|while|switch|catch|function|return|with|else|do|try|new|await|typeof)\b)([A-Za-z_$][\w$]*)\s*\(([^()]*)\)\s*(?::\s*[\w$<>[\]|.,\s]+)?\{\s*$/;
/** A Ruby method (`def load_profile`, `def self.token(name)`, `def run a, b`): not a Python `def f(a):`. */
const DEF_RB = /^\s*def\s+(?:self\.)?([A-Za-z_]\w*[?!]?)\s*(?:\(([^)]*)\)|[ \t]+([^\n#;:=]*))?\s*$/;
const DEF_PS = /^\s*function\s+([A-Za-z_][\w-]*)\s*(?:\(([^)]*)\))?\s*\{?/i;
const DEF_SH = /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?/;

/** The function `code` (the statement at `s` of `text`) defines, with its parameters and the end of its body. */
export function defines(text: string, lang: Lang, go: boolean, code: string, s: number): Fn | undefined {
  let m: RegExpExecArray | null;
  let name: string | undefined;
  let params: string[] = [];
  let method = false;
  if ((lang === 'py' || lang === 'any') && (m = DEF_PY.exec(code))) [name, params] = [m[1], paramList(m[2])];
  else if (go && (m = DEF_GO.exec(code))) [name, params] = [m[1], goParams(m[2])];
  else if ((m = DEF_JS.exec(code)) && lang !== 'ps' && lang !== 'sh') [name, params] = [m[1], paramList(m[2])];
  else if ((m = DEF_ARROW.exec(code))) [name, params] = [m[1], paramList(m[2] ?? m[3] ?? m[4] ?? '')];
  else if (code.includes('function') && (m = DEF_R.exec(code))) [name, params] = [m[1], paramList(m[2])];
  else if (lang === 'js' && (m = DEF_METHOD.exec(code))) [name, params, method] = [m[1], paramList(m[2]), true];
  else if ((lang === 'other' || lang === 'any') && (m = DEF_RB.exec(code))) [name, params] = [m[1], paramList(m[2] ?? m[3] ?? '')];
  else if ((lang === 'ps' || lang === 'any') && (m = DEF_PS.exec(code))) {
    name = m[1];
    params = paramList(m[2] ?? '');
    if (!params.length) {
      const p = /\bparam\s*\(([^)]*)\)/i.exec(text.slice(s, s + 600));
      if (p) params = paramList(p[1]);
    }
  } else if ((lang === 'sh' || lang === 'any') && (m = DEF_SH.exec(code)) && !KEYWORDS.has(m[1]))
    [name, params] = [m[1], ['1', '2', '3', '4', '5', '6', '7', '8', '9']];
  if (!name || KEYWORDS.has(name)) return undefined;
  // (the body's brace is the first after the parameters: a default may hold braces of its own — `env = { ...process.env }`)
  const p = code.indexOf('(');
  const c = p >= 0 && code.includes('{', p) ? closeAt(code, p) : -1;
  const end = /^\s*(?:async\s+)?def\s/.test(code)
    ? DEF_RB.test(code) && !/:\s*(?:#.*)?$/.test(code)
      ? rubyEnd(text, s)
      : pyEnd(text, s)
    : braceEnd(text, c > 0 ? s + c : s, s + code.length);
  // (a Python method: its first parameter, dropped from `params`, is `self` or `cls`)
  if (!method && /^\s*(?:async\s+)?def\s+\w+\s*\(\s*(?:self|cls)\s*[,)]/.test(code)) method = true;
  return method ? { name, params, start: s, end, method } : { name, params, start: s, end };
}

/** End of a Ruby method: the `end` at the `def`'s own indentation (the text's end when none). */
function rubyEnd(text: string, s: number): number {
  const indent = /^[ \t]*/.exec(text.slice(s))![0];
  const re = new RegExp(String.raw`\n${indent}end\b[^\n]*`, 'g');
  re.lastIndex = s;
  const m = re.exec(text);
  return m ? m.index + m[0].length : text.length;
}

/** End of a Python block: the next non-blank line indented no deeper than the `def`. */
function pyEnd(text: string, s: number): number {
  const indent = /^[ \t]*/.exec(text.slice(s))![0].length;
  let p = text.indexOf('\n', s);
  while (p >= 0 && p < text.length) {
    const next = text.indexOf('\n', p + 1);
    const line = text.slice(p + 1, next < 0 ? text.length : next);
    if (line.trim() && !/^\s*#/.test(line) && /^[ \t]*/.exec(line)![0].length <= indent && !/^\s*[)\]}]/.test(line)) return p + 1;
    if (next < 0) break;
    p = next;
  }
  return text.length;
}

/** End of a braced body starting at the first `{` after `s` (strings skipped). */
function braceEnd(text: string, s: number, e: number): number {
  const open = text.indexOf('{', s);
  // (the brace may open on the next line: PHP's and C#'s methods, `public function handle(): int` ⏎ `{`)
  if (open < 0 || (open > e + 2 && (open > e + 200 || !/^\s*$/.test(text.slice(e, open)))))
    return text.indexOf('\n', s) < 0 ? text.length : text.indexOf('\n', s) + 1;
  let d = 0;
  let quote = '';
  const lim = Math.min(text.length, open + 60_000);
  for (let i = open; i < lim; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote || (c === '\n' && quote !== '`')) quote = '';
      continue;
    }
    if (c === '"' || c === '`' || (c === "'" && !/\w/.test(text[i - 1] ?? ''))) quote = c;
    else if (c === '{') d++;
    else if (c === '}' && --d === 0) return i + 1;
  }
  return lim;
}

function paramList(s: string): string[] {
  return (
    splitTop(s)
      .map((p) => p.replace(/^\s*(?:\[[^\]]*\]\s*)*/, '').replace(/^[*.\s]+/, ''))
      // (a PHP parameter's type stands before its `$name`: `array $env`, `?string $key = null`)
      .map((p) => /^[?\\\w|\s]*\$([A-Za-z_]\w*)/.exec(p)?.[1] ?? /^\$?([A-Za-z_]\w*)/.exec(p)?.[1] ?? '')
      .filter((p) => p && p !== 'self' && p !== 'cls')
  );
}

/** `a, b string, c int` → a, b, c. */
function goParams(s: string): string[] {
  return splitTop(s)
    .map((p) => /^\s*([A-Za-z_]\w*)/.exec(p)?.[1] ?? '')
    .filter(Boolean);
}

/**
 * Which parameter of a local function the function reads as a file (`function parseEnv(p) { …
 * fs.readFileSync(p, 'utf8') … }`, `def load(path): return open(path).read()`): a call that passes
 * a credential file's path there reads that file (issue 28: a helper that hides the read).
 * -1 when none.
 */
export function readParam(body: string, params: readonly string[]): number {
  if (!READS.test(body)) return -1;
  return params.findIndex(
    (p) =>
      /^[A-Za-z_$][\w$]*$/.test(p) &&
      new RegExp(
        String.raw`\b(?:readFileSync|readFile|read_text|read_bytes|open|File\.read|IO\.read|ReadFile|ReadAllText|Get-Content|cat)\s*\(?\s*["'\x60]?\$?\{?${p.replace(/\$/g, '\\$')}\b|\bPath\(\s*${p.replace(/\$/g, '\\$')}\s*\)\.read_(?:text|bytes)`,
      ).test(body),
  );
}
const READS = /\b(?:readFileSync|readFile|read_text|read_bytes|open|File\.read|IO\.read|ReadFile|ReadAllText|Get-Content|cat)\b/;
