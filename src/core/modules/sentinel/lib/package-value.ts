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

/** `${VAR}` / `$VAR` / `{VAR}` inside a string literal, replaced by the variable's value. */
function interpolate(text: string, body: string, pos: number, depth: number, defs: Array<[number, number]>): string {
  return body.replace(/\$\{(\w+)(?::?-([^}]*))?\}|\$(\w+)|\{(\w+)\}/g, (all, a, dflt, b, c) => lookup(text, a ?? b ?? c, pos, depth, defs) ?? dflt ?? all);
}

/** The value assigned to `name` in the file (the last assignment before `pos`, else the first one). */
function lookup(text: string, name: string, pos: number, depth: number, defs: Array<[number, number]>): string | undefined {
  if (depth > 3 || !name || /^\d/.test(name)) return undefined;
  const re = new RegExp(
    // (`:=`, `?=`: a Makefile's; `<-`: R's)
    // (`ARG X=` / `ENV X=` / `ENV X value`: a Dockerfile's; `$env:X =`: PowerShell's; `set "X=`: batch's)
    String.raw`(?:^|[\s;({,])(?:(?:export\s+|local\s+|readonly\s+|declare\s+-\w+\s+|const\s+|let\s+|var\s+|set\s+"?)?(?:\$env:|\$)?${name}\s*(?::\s*[\w\[\], ]+)?(?:[:?]?=(?!=)|<-)|^[ \t]*(?:ARG|ENV)[ \t]+${name}[ \t]+(?=\S))[ \t]*`,
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
    /^(?:os\.environ\.get|os\.getenv|environ\.get|ENV\.fetch)\(\s*["'][^"']*["']\s*,\s*|^(?:process\.env\.\w+|ENV\[\s*["'][^"']*["']\s*\]|os\.(?:environ\.get|getenv)\(\s*["'][^"']*["']\s*\)|\$env:\w+)\s*(?:\|\||\?\?|\bor\b)\s*|^ENV\.fetch\(\s*["'][^"']*["']\s*\)\s*\{\s*/.exec(
      text.slice(at, at + 200),
    );
  if (env) at += env[0].length;
  const v = resolveValue(text, at, depth + 1);
  if (!v) return undefined;
  const ls = text.lastIndexOf('\n', best.index) + 1;
  let le = text.indexOf('\n', at + v.len);
  if (le < 0) le = text.length;
  defs.push([ls, le], ...v.defs);
  return v.value;
}
