/**
 * The value an expression evaluates to, as far as one file tells (issue 28, technique 1):
 * string literals joined by `+`, adjacency or a line continuation, and variables (`$VAR`,
 * `${VAR}`, `$(VAR)`, f-string `{VAR}`, bare names) replaced by their assignment in the file.
 * Read by lib/package-source.ts (where a package manager is pointed) and sentinel/unpinned-code.
 */
const KEYWORDS = /^(?:if|then|else|fi|do|done|for|in|and|or|not|None|True|False|null|true|false|return|await|new|this|self)$/;

/**
 * The string an expression at `pos` evaluates to, as far as the file tells: string literals
 * joined by `+`, adjacency or a line continuation; `$VAR`, `${VAR}`, `{VAR}` (f-strings) and bare
 * identifiers replaced by their assignment in the file. `len`: characters read at `pos`.
 */
export function resolveValue(text: string, pos: number, depth = 0): { value: string; len: number; defs: Array<[number, number]> } | undefined {
  let i = pos;
  let value = '';
  const defs: Array<[number, number]> = [];
  let parts = 0;
  for (let n = 0; n < 8; n++) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    const c = text[i];
    parts = n + 1;
    if (c === '"' || c === "'" || c === '`' || ((c === 'f' || c === 'r' || c === 'b') && (text[i + 1] === '"' || text[i + 1] === "'"))) {
      const q = c === 'f' || c === 'r' || c === 'b' ? text[++i] : c;
      const close = text.indexOf(q, i + 1);
      const nl = text.indexOf('\n', i + 1);
      if (close < 0 || (nl >= 0 && nl < close)) {
        parts = n;
        break;
      }
      const body = text.slice(i + 1, close);
      value += q === "'" && c !== 'f' ? body : interpolate(text, body, pos, depth, defs);
      i = close + 1;
    } else if (c === '$') {
      // `${VAR}`, `$VAR`, `$env:VAR`, and a Makefile's or justfile's `$(VAR)` / `{{VAR}}`-like reference
      const m = /^\$(?:\{(\w+)(?::?-([^}]*))?\}|(?:env:)?(\w+)|\((\w+)\))/.exec(text.slice(i, i + 200));
      if (!m) {
        parts = n;
        break;
      }
      const name = m[1] ?? m[3] ?? m[4];
      const v = lookup(text, name, pos, depth, defs);
      value += v ?? m[2] ?? '';
      i += m[0].length;
    } else if (c === '{' && text[i + 1] === '{') {
      // a justfile's (or a template's) `{{name}}`
      const m = /^\{\{\s*([A-Za-z_]\w*)\s*\}\}/.exec(text.slice(i, i + 120));
      const v = m ? lookup(text, m[1], pos, depth, defs) : undefined;
      if (!m || v === undefined) {
        parts = n;
        break;
      }
      value += v;
      i += m[0].length;
    } else if (c === '%' && (text[i + 1] === 's' || text[i + 1] === 'v') && n === 0) {
      // a format's placeholder (`string.format("npm install --registry %s %s", mirror, pkg)`, `"… %s" % (url,)`):
      // the argument in its place
      const arg = formatArgument(text, i);
      const v = arg === undefined ? undefined : resolveValue(text, arg, depth + 1);
      if (!v) {
        parts = n;
        break;
      }
      value += v.value;
      defs.push(...v.defs);
      i += 2;
    } else if (c === '%' && /^%\w+%/.test(text.slice(i, i + 80))) {
      // batch's `%VAR%`
      const name = /^%(\w+)%/.exec(text.slice(i, i + 80))![1];
      const v = lookup(text, name, pos, depth, defs);
      if (v === undefined) {
        parts = n;
        break;
      }
      value += v;
      i += name.length + 2;
    } else if (c && /[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][\w.]*/.exec(text.slice(i, i + 120))!;
      const name = m[0];
      if (KEYWORDS.test(name) || text[i + name.length] === '(') {
        parts = n;
        break;
      }
      const v = lookup(text, name.replace(/^.*\./, ''), pos, depth, defs);
      // A bare word: a value of its own (`GOPROXY=https://…` reads as a URL below)
      if (v === undefined) {
        const bare = /^[^\s"'`;&|)\]},]+/.exec(text.slice(i, i + 500))![0];
        value += bare;
        i += bare.length;
      } else {
        value += v;
        i += name.length;
      }
    } else if (c && /[\w./:-]/.test(c)) {
      const bare = /^[^\s"'`;&|)\]},]+/.exec(text.slice(i, i + 500))![0];
      value += bare;
      i += bare.length;
    } else {
      parts = n;
      break;
    }
    // what joins the next piece: `+`, a continued line, or (shell, Python) nothing at all
    let j = i;
    while (text[j] === ' ' || text[j] === '\t') j++;
    if (text[j] === '+' && text[j + 1] !== '=') {
      i = j + 1;
      continue;
    }
    if (text[j] === '\\' && text[j + 1] === '\n') {
      let k = j + 2;
      while (text[k] === ' ' || text[k] === '\t') k++;
      if (text[k] === '"' || text[k] === "'" || text[k] === '+') {
        i = text[k] === '+' ? k + 1 : k;
        continue;
      }
      break;
    }
    if (j === i && (text[j] === '"' || text[j] === "'" || text[j] === '$')) continue;
    if (j > i && (text[j] === '"' || text[j] === "'") && /["']$/.test(text.slice(i - 1, i))) {
      i = j;
      continue;
    }
    break;
  }
  if (!parts || !value) return undefined;
  return { value, len: i - pos, defs };
}

/**
 * Where the argument that fills the format placeholder at `at` starts: the placeholder's place among the string's
 * `%s`/`%v`/`%d`, then that argument after the string — `, a, b` (printf, string.format, fmt.Sprintf, util.format) or
 * `% (a, b)` (Python). Undefined when the string is not a format's.
 */
function formatArgument(text: string, at: number): number | undefined {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let open = -1;
  let q = '';
  for (let k = ls; k < at; k++) {
    const ch = text[k];
    if (q) {
      if (ch === '\\') k++;
      else if (ch === q) q = '';
    } else if (ch === '"' || ch === "'") {
      q = ch;
      open = k;
    }
  }
  if (!q || open < 0) return undefined;
  let close = at;
  while (close < text.length && text[close] !== q && text[close] !== '\n') close += text[close] === '\\' ? 2 : 1;
  if (text[close] !== q) return undefined;
  const index = (text.slice(open + 1, at).match(/%[-+ 0-9.]*[sdvq]/g) ?? []).length;
  const after = /^\s*(?:,|%\s*\(?)\s*/.exec(text.slice(close + 1, close + 200));
  if (!after) return undefined;
  let p = close + 1 + after[0].length;
  // (the arguments before it, at the top level of brackets)
  for (let skip = 0; skip < index; skip++) {
    let depth = 0;
    for (; p < text.length && p < close + 2000; p++) {
      const ch = text[p];
      if (ch === '(' || ch === '[' || ch === '{') depth++;
      else if (ch === ')' || ch === ']' || ch === '}') {
        if (depth === 0) return undefined;
        depth--;
      } else if (ch === ',' && depth === 0) break;
    }
    if (text[p] !== ',') return undefined;
    p++;
    while (/\s/.test(text[p] ?? '')) p++;
  }
  return p;
}

/** `${VAR}` / `$VAR` / `{VAR}` inside a string literal, replaced by the variable's value. */
function interpolate(text: string, body: string, pos: number, depth: number, defs: Array<[number, number]>): string {
  return body.replace(/\$\{(\w+)(?::?-([^}]*))?\}|\$(\w+)|\{(\w+)\}/g, (all, a, dflt, b, c) => lookup(text, a ?? b ?? c, pos, depth, defs) ?? dflt ?? all);
}

/** The value assigned to `name` in the file (the last assignment before `pos`, else the first one). */
function lookup(text: string, name: string, pos: number, depth: number, defs: Array<[number, number]>): string | undefined {
  if (depth > 3 || !name || /^\d/.test(name)) return undefined;
  const re = new RegExp(
    // (`:=`, `?=`: a Makefile's; `<-`: R's)
    // (`ARG X=` / `ENV X=` / `ENV X value`: a Dockerfile's; `$env:X =`: PowerShell's; `set "X=`: batch's; `set -l X value`: fish's)
    String.raw`(?:^|[\s;({,])(?:(?:export\s+|local\s+|readonly\s+|declare\s+-\w+\s+|const\s+|let\s+|var\s+|set\s+"?)?(?:\$env:|\$)?${name}\s*(?::\s*[\w\[\], ]+)?(?:[:?]?=(?!=)|<-)|^[ \t]*(?:ARG|ENV)[ \t]+${name}[ \t]+(?=\S)|^[ \t]*set[ \t]+(?:-[a-zA-Z]+[ \t]+)*${name}[ \t]+(?=\S))[ \t]*`,
    'gm',
  );
  let best: RegExpExecArray | undefined;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > pos && best) break;
    best = m;
    if (m.index > pos) break;
  }
  if (!best) return undefined;
  let at = best.index + best[0].length;
  // `os.environ.get("X", "default")`, `os.getenv("X", "default")`, `process.env.X || "default"`
  const env =
    /^(?:os\.environ\.get|os\.getenv|environ\.get|ENV\.fetch|env_var_or_default)\(\s*["'][^"']*["']\s*,\s*|^(?:process\.env\.\w+|ENV\[\s*["'][^"']*["']\s*\]|os\.(?:environ\.get|getenv)\(\s*["'][^"']*["']\s*\)|\$env:\w+)\s*(?:\|\||\?\?|\bor\b)\s*|^ENV\.fetch\(\s*["'][^"']*["']\s*\)\s*\{\s*/.exec(
      text.slice(at, at + 200),
    );
  if (env) at += env[0].length;
  // (Python's strings joined inside brackets over lines: `X = (` ⏎ `"http://…/"` ⏎ `"name.whl"` ⏎ `)`)
  const group = /^\(\s*\n(?:[ \t]*(?:"[^"\n]*"|'[^'\n]*')[ \t]*\n){1,6}[ \t]*\)/.exec(text.slice(at, at + 1200));
  if (group) {
    const value = [...group[0].matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => m[1] ?? m[2]).join('');
    const ls = text.lastIndexOf('\n', best.index) + 1;
    defs.push([ls, at + group[0].length]);
    return value;
  }
  const v = resolveValue(text, at, depth + 1);
  if (!v) return undefined;
  const ls = text.lastIndexOf('\n', best.index) + 1;
  let le = text.indexOf('\n', at + v.len);
  if (le < 0) le = text.length;
  defs.push([ls, le], ...v.defs);
  return v.value;
}

/**
 * A value that is only a name the file fills from a table or a default kept elsewhere (`["--extra-index-url", url]` in a loop
 * over `SETTINGS["mirrors"]`, `["--source", url]` with `DEFAULT = "https://…"`): the one index address the file names, if any.
 */
export function orSoleIndex<V extends { value: string; len: number; defs: Array<[number, number]> }>(
  text: string,
  v: V | undefined,
  home: RegExp,
): V | undefined {
  if (!v || v.value.includes('://') || !/^[A-Za-z_@][\w.@]*$/.test(v.value)) return v;
  const sole = soleIndexUrl(text, home);
  if (!sole) return v;
  const ls = text.lastIndexOf('\n', sole.at) + 1;
  const nl = text.indexOf('\n', sole.at);
  return { ...v, value: sole.url, defs: [[ls, nl < 0 ? text.length : nl]] };
}

/** The one address of a package index a file names outside the registries' own (none when it names two hosts or more). */
function soleIndexUrl(text: string, home: RegExp): { url: string; at: number } | undefined {
  let found: { url: string; at: number } | undefined;
  for (const m of text.matchAll(/["'](https?:\/\/[^\s"'\x60]+)["']/g)) {
    const url = m[1];
    if (home.test(url) || !INDEX_PATH.test(url)) continue;
    const host = /^https?:\/\/([^/:?#]+)/i.exec(url)?.[1];
    if (found && /^https?:\/\/([^/:?#]+)/i.exec(found.url)?.[1] !== host) return undefined;
    found ??= { url, at: m.index + 1 };
  }
  return found;
}
/** What an index's address looks like: a PyPI `simple` path, a registry, a gem or crate host, a Go proxy. */
const INDEX_PATH = /\/simple\/?$|\/(?:pypi|npm|registry|gems?|crates|goproxy)\b|\/\/(?:pypi|npm|registry|gems?|crates|goproxy|packages)[.-]/i;
