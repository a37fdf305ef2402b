/**
 * The variables of a file the download-and-run checks read targets through (fetch-run.ts,
 * fetch-run-across.ts): the last value assigned to each name (`assignments`, memoised) and
 * an expression with its variables replaced by their values (`expandVars`).
 */
import type { SentinelFile } from '../view.ts';
import { foldExpression } from './decode-fold.ts';
import { quote } from './normalise.ts';

/** Shell, PowerShell, Python, JS, Groovy and Kotlin assignments: `X=…`, `$x = …`, `x = …`, `const x = …`, `def x = …`. */
const ASSIGN =
  /^[ \t]*(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?|const\s+|let\s+|var\s+|set\s+|def\s+|val\s+|(?:final\s+)?String\s+)?\$?([A-Za-z_]\w*)(?:\s*:\s*[\w.[\]| ]+)?[ \t]*:?=(?![=~])[ \t]*([^\n]{1,400})/gm;

/** A function without parameters and the expression it first returns (Python, JS/TS, PHP, Ruby, Go, Lua), within its first lines. */
const FN_RETURN =
  /^[ \t]*(?:(?:export\s+)?(?:async\s+)?(?:def|function|func|fn|local\s+function|(?:public\s+|private\s+)?(?:static\s+)?function)[ \t]+([A-Za-z_]\w*)[ \t]*\([ \t]*\)[^\n{:]{0,60}[{:]?[ \t]*\n(?:(?![ \t]*(?:def|function|func)\b)[^\n]*\n){0,6}?[ \t]+return[ \t]+([^\n]{1,300}))/gm;

const varsMemo = new WeakMap<SentinelFile, Map<string, string>>();
/** The last value assigned to each name in the file (one pass, memoised). */
export function assignments(sf: SentinelFile): Map<string, string> {
  let m = varsMemo.get(sf);
  if (m) return m;
  m = new Map();
  // (a notebook's code cells are already code here: the view unwraps their JSON strings, view-notebook.ts)
  const text = sf.info.text;
  ASSIGN.lastIndex = 0;
  for (let a = ASSIGN.exec(text); a; a = ASSIGN.exec(text)) {
    let v = a[2].trim();
    // A value that goes on below (`PathBuf::from(…` ⏎ `.join("bin")` ⏎ `.join("x");`): its next lines, up to the statement's end.
    const end = a.index + a[0].length;
    if (sf.role === 'script' && (unclosed(v) || /^\n[ \t]*\.\w/.test(text.slice(end, end + 80)))) {
      let stop = end;
      for (let i = 0; i < 8 && stop < text.length; i++) {
        const nl = text.indexOf('\n', stop + 1);
        const next = text.slice(stop + 1, nl < 0 ? text.length : nl);
        if (!unclosed(text.slice(a.index, stop)) && !/^[ \t]*\.\w/.test(next)) break;
        stop = nl < 0 ? text.length : nl;
      }
      if (stop > end) v = `${v} ${text.slice(end, stop).replace(/\s+/g, ' ').trim()}`.slice(0, 300);
    }
    // A value built so it does not read as one (`"hs.i/…//:sptth"[::-1]`, `-join ('h','t',…)`, `chr(104)+…`): its folded text.
    if (sf.role === 'script' && BUILT.test(v)) {
      const folded = foldExpression(v.replace(/;$/, ''), langOf(sf));
      if (folded !== undefined && folded.length <= 300 && !/[\x00-\x08]/.test(folded)) v = quote(folded);
    }
    if (!m.has(a[1]) || v.length > 2) m.set(a[1], v);
  }
  // Go's statement-scoped names: `if root := cacheRoot(); root != "" {`, `switch d := dir(); …`
  if (sf.role === 'script' && text.includes(':='))
    for (const a of text.matchAll(/\b(?:if|switch)\s+([A-Za-z_]\w*)(?:\s*,\s*\w+)?\s*:=\s*([^;\n{]{1,300});/g)) if (!m.has(a[1])) m.set(a[1], a[2].trim());
  // What a helper without arguments returns, under `name()`: a path kept in one function
  // (`def tool_path():` … `return os.path.join(base, "x.exe")`, `function toolPath() {` … `return …`).
  if (sf.role === 'script' && /\breturn\b/.test(text))
    for (const f of text.matchAll(FN_RETURN)) if (!m.has(`${f[1]}()`)) m.set(`${f[1]}()`, f[2].trim().replace(/;$/, ''));
  // A fish script's `set -l dist http://…` (flags, the name, the value after a space; not `set -q`/`-e`, which ask or erase).
  if (/\.fish$/i.test(sf.file.path))
    for (const f of text.matchAll(/^[ \t]*set[ \t]+((?:-[a-zA-Z]+[ \t]+)*)([A-Za-z_]\w*)[ \t]+([^\n;]{1,400})/gm))
      if (!/-\w*[qe]/.test(f[1])) m.set(f[2], f[3].trim());
  // A Taskfile's or CI file's variables: `  BIN: '{{.HOME}}/.local/bin/x'` (upper-case keys of a YAML file).
  if (/\.ya?ml$/i.test(sf.file.path))
    for (const y of text.matchAll(/^[ \t]+([A-Z][A-Z0-9_]{1,40})[ \t]*:[ \t]*(["']?)([^\n"']{1,300})\2[ \t]*$/gm)) if (!m.has(y[1])) m.set(y[1], y[3].trim());
  varsMemo.set(sf, m);
  return m;
}

/** The marks of a value built from pieces or decoded (what foldExpression may turn into plain text). */
const BUILT = /\[\s*::\s*-1\s*\]|-join\b|\.reverse\(|\.join\(|\bchr\s*\(|fromCharCode|b64decode|\batob\s*\(|fromhex|unhexlify|codecs\.decode|FromBase64String/i;
/** The language of a script for the folder: its first code region's. */
function langOf(sf: SentinelFile): string {
  return sf.segments.find((g) => g.kind === 'code')?.lang ?? 'any';
}

/** VBA and VBScript modules. */
const VBA = /\.(?:bas|cls|frm|vba|vbs)$/i;

/** Whether `s` opens more brackets than it closes. */
function unclosed(s: string): boolean {
  let d = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 || c === 123 || c === 91) d++;
    else if (c === 41 || c === 125 || c === 93) d--;
  }
  return d > 0;
}

/** `expr` with variables (`$X`, `${X}`, `{X}`, `$env:X`, bare names) replaced by their values, a few levels deep. */
export function expandVars(sf: SentinelFile, expr: string, depth = 3): string {
  const vars = assignments(sf);
  let out = expr;
  for (let d = 0; d < depth; d++) {
    let changed = false;
    // (a shell default, `${X:-fallback}`: X's value where the file sets it, else the fallback)
    out = out.replace(/\$\{(\w+):-([^{}]*)\}/g, (_, n: string, dflt: string) => {
      changed = true;
      return vars.get(n)?.replace(/^[fr]?(["'])(.*)\1$/, '$2') ?? dflt;
    });
    // (a helper's return value, `tool_path()`; VBA returns by assigning to the function's name)
    out = out.replace(/(?<![\w.$])([A-Za-z_]\w*)\(\s*\)/g, (all, n: string) => {
      const v = vars.get(`${n}()`) ?? (VBA.test(sf.file.path) ? vars.get(n) : undefined);
      if (v === undefined || v.length > 300) return all;
      changed = true;
      return v.replace(/^[fr]?(["'])(.*)\1$/, '$2');
    });
    // (a Makefile's `$(X)`, a justfile's `{{X}}`, a Taskfile's `{{.X}}`)
    out = out.replace(
      /\$\{(\w+)\}|\$\(([A-Za-z_]\w*)\)|\{\{\s*\.?(\w+)\s*\}\}|\$(?:env:)?(\w+)|#?\{(\w+)\}|(?<![\w.$'"\/:@-])([A-Za-z_]\w*)(?![\w'"(\/.:-])/g,
      (all, a, f, h, b, c, e) => {
        const v = vars.get(a ?? f ?? h ?? b ?? c ?? e);
        if (v === undefined || v.length > 300) return all;
        changed = true;
        return v.replace(/^[fr]?(["'])(.*)\1$/, '$2');
      },
    );
    if (!changed) break;
  }
  return out;
}
