/** sentinel/silent-delete: how far above the project a delete's target lies (climb), through variables, helpers and joins. */
import { loopWords } from './lib/shell-loops.ts';
import { expandVars } from './lib/fetch-run.ts';
import { assignments } from './lib/fetch-run-vars.ts';
import { braceBody, indentedEnd } from './code-text.ts';
import type { SentinelFile, SentinelView } from './view.ts';
import { cwdAt } from './silent-delete-cwd.ts';

/** The skill being checked (the helper functions a delete's target calls may live in another of its scripts). */
let scope: SentinelView | undefined;
/** Sets the skill being checked (silent-delete's check, before it looks). */
export function setScope(view: SentinelView): void {
  scope = view;
}
/** The files of the skill being checked (none before setScope). */
export function scopeFiles(): readonly SentinelFile[] {
  return scope?.files ?? [];
}

/** The working folder or the repository itself. */

export const WORKTREE =
  /^(?:\$\{?PWD\}?|\$\(\s*pwd\s*\)|\$\(\s*git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*\)|(?:pathlib\.)?Path\.cwd\(\)|os\.getcwd\(\)|process\.cwd\(\)|\$PWD|\(Get-Location\)|Get-Location)$/;

/** A working-folder value, in any language: `$PWD`, `(Get-Location).Path`, `Path.cwd()`, `os.Getwd()`, `Dir.pwd`, the repository top, a test runner's project root (`config.rootDir`). */
const HERE_EXPR =
  /^(?:invocation_directory(?:_native)?\(\)|justfile_directory\(\)|\$\(shell\s+pwd\)|\$\{?PWD\}?|\$\(\s*pwd\s*\)|`pwd`|(?:\$\((?:shell\s+)?\s*)?git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*\)?|(?:pathlib\.)?Path\.cwd\(\)|Path\(\s*(?:["']\.["'])?\s*\)(?:\.resolve\(\))?|os\.getcwd\(\)|os\.path\.abspath\(\s*["']\.["']\s*\)|process\.cwd\(\)|path\.resolve\(\s*(?:["']\.["'])?\s*\)|\(?Get-Location\)?(?:\.Path)?|\$PWD\.Path|\(?\s*pwd\s*\)?|\(Resolve-Path\s+\.\)(?:\.Path)?|Dir\.pwd|Dir\.getwd|FileUtils\.pwd|Rails\.root(?:\.to_s)?|Rails\.application\.root|base_path\(\s*\)|app_path\(\s*\)\/\.\.|os\.Getwd\(\)|%CD%|%__CD__%|(?:std::)?env::current_dir\(\)|System\.getProperty\(\s*"user\.dir"\s*\)|Directory\.GetCurrentDirectory\(\)|Environment\.CurrentDirectory|Deno\.cwd\(\)|(?:global|project)?[Cc]onfig\.(?:rootDir|projectRoot))$/i;

/** Whether `e` is a CI job's checkout itself (a job that empties its own workspace cleans up after itself). */
export function ciCheckout(e: string): boolean {
  return CI_CHECKOUT.test(e.trim().replace(/^["']|["']$/g, ''));
}

/** A CI job's checkout folder: Jenkins, GitHub Actions, GitLab, Buildkite, CircleCI, Bitbucket, Azure Pipelines (group 1: the variable). */
const CI_CHECKOUT =
  /^(?:\$\{?(?:env\.)?(WORKSPACE|GITHUB_WORKSPACE|CI_PROJECT_DIR|BUILDKITE_BUILD_CHECKOUT_PATH|CIRCLE_WORKING_DIRECTORY|BITBUCKET_CLONE_DIR|BUILD_SOURCESDIRECTORY)\}?|env\.(WORKSPACE)|\$\(Build\.SourcesDirectory\)|\$\{\{\s*github\.workspace\s*\}\})$/;

/** Whether `sf` or another script of the skill (a sourced `config.sh`) sets the variable `name`. */
function setInSkill(sf: SentinelFile, name: string): boolean {
  if (assignments(sf).has(name)) return true;
  return (scope?.files ?? []).some((f) => f !== sf && f.role === 'script' && f.info.text.includes(name) && assignments(f).has(name));
}

/**
 * A folder the user names as an argument (`sys.argv[1]`, `process.argv[2]`, `$1`, `os.Args[1]`, `ARGV[0]`,
 * `args[0]`, `%1`, `$args[0]`): the folder the user chose to work on. Its parent's entries are other
 * people's work beside it, like the project's parent's; the folder itself is not "the project" (a tool
 * that clears the folder it is given does what it was asked), so it counts half a level: above only
 * once climbed from.
 */
const USER_ARG =
  /^(?:sys\.argv\[\s*\d\s*\]|process\.argv\[\s*\d\s*\]|\$\{?[1-9]\}?|os\.Args\[\s*\d\s*\]|ARGV\[\s*\d\s*\]|args\[\s*\d\s*\]|%~?[1-9]|\$args\[\s*\d\s*\])$/;
export const NAMED = 0.5;
/** A Python function's parameter `name` annotated as a path (`def f(server: Path)`, `root: pathlib.Path = …`). */
const PATH_PARAM = (name: string): RegExp => new RegExp(String.raw`\bdef\s+\w+\s*\([^)]*\b${name}\s*:\s*(?:pathlib\.)?(?:Path|PurePath|PosixPath)\b`);
const SHELL_FUNCTION = /^[ \t]*(?:function[ \t]+[\w-]+|[\w-]+[ \t]*\(\s*\))[ \t]*\{?/m;

/**
 * How many folders above the working folder (or repository) the expression `e` names: 0 for
 * the folder itself, 1 for its parent … — through variables, `X/..`, `dirname`, `Split-Path
 * -Parent`, `.parent`, `os.path.dirname`, `path.resolve(X, '..')`, `File.expand_path('..', X)`,
 * `filepath.Dir`, `Join-Path X '..'`; undefined for anything else.
 */
export function climb(sf: SentinelFile, e0: string, depth: number): number | undefined {
  if (depth > 6) return undefined;
  let e = e0
    .trim()
    .replace(/;\s*(?:(?:#|\/\/).*)?$/, '')
    .replace(/^["'`]|["'`]$/g, '')
    .trim();
  while (/^\((.*)\)$/.test(e) && !/^\(Get-Location\)$/i.test(e)) e = e.slice(1, -1).trim();
  // (a justfile's `{{root}}` and a Makefile's `$(ROOT)` are variables too; Rust's `?` and
  // `.unwrap()` and Python's `os.pardir` change no folder; a batch file's `%~dp0` ends in `\`)
  e = e
    .replace(/\)\?/g, ')')
    .replace(/\.(?:unwrap|to_path_buf|to_owned|clone|as_path)\(\)|\.expect\([^()\n]*\)/g, '')
    .replace(/\bos\.pardir\b/g, '".."')
    .replace(/^%~dp0\\?/i, '%~dp0\\')
    .replace(/^(%~dp0|%[A-Za-z_]\w*%)\\$/i, '$1')
    .replace(/^await\s+/, '')
    .replace(/\.(?:FullName|Path)$/i, '')
    .replace(/\$\{(\w+)\}|\{\{\s*\.?(\w+)\s*\}\}|\$\(([A-Z_][A-Z0-9_]*)\)/g, (_all, a, b, c) => (c === 'CURDIR' ? '$PWD' : `$${a ?? b ?? c}`));
  if (!e) return undefined;
  // (Node's path functions imported by name — `import { join, resolve } from "node:path"` —: `resolve(X, "..")` is `path.resolve`)
  if (/^(?:join|resolve|dirname)\s*\(/.test(e) && pathImports(sf).size)
    e = e.replace(/^(join|resolve|dirname)(?=\s*\()/, (f) => (pathImports(sf).has(f) ? `path.${f}` : f));
  // a shell default, `${1:-.}`: the value or its fallback, the higher of the two (`.` the working folder)
  const dflt = /^\$\{(\w+):?-([^{}]*)\}$/.exec(e);
  if (dflt) {
    const [a, b] = [climb(sf, `$${dflt[1]}`, depth + 1), dflt[2] === '.' || dflt[2] === './' ? 0 : climb(sf, dflt[2], depth + 1)];
    return a === undefined ? b : b === undefined ? a : Math.max(a, b);
  }
  if (HERE_EXPR.test(e) || WORKTREE.test(e)) return 0;
  // A CI job's checkout (`${env.WORKSPACE}` in Jenkins, `$GITHUB_WORKSPACE`, `$CI_PROJECT_DIR`), unless the script sets the name itself.
  const ci = CI_CHECKOUT.exec(e);
  if (ci && !setInSkill(sf, ci[1] ?? ci[2] ?? '')) return 0;
  // A conditional value (`a if c else b`, `c ? a : b`): the higher of the two.
  const cond = conditional(e);
  if (cond) {
    const [a, b] = [climb(sf, cond[0], depth + 1), climb(sf, cond[1], depth + 1)];
    return a === undefined ? b : b === undefined ? a : Math.max(a, b);
  }
  // (a shell `$1` inside a function is the function's argument, not the user's: only in a script with no functions)
  if (USER_ARG.test(e) && (!/^[$%]/.test(e) || !SHELL_FUNCTION.test(sf.info.text))) return NAMED;
  // (an option the script's own parser reads — `args.server` beside `add_argument("server")` — is the user's argument too)
  if (/^(?:args|opts|options|ns|parsed|cli)\.[A-Za-z_]\w*$/.test(e) && /\.add_argument\s*\(/.test(sf.info.text)) return NAMED;
  // The skill's own folder and files: a skill lives three folders below the project (`.claude/skills/<name>/`).
  if (SELF_DIR.test(e)) return -selfDepth(sf);
  if (SELF_FILE.test(e)) return -selfDepth(sf) - 1;
  // A batch variable: `set "X=…"` (its `%CD%` the folder of the `pushd` / `cd` above it).
  const bv = /^%([A-Za-z_]\w*)%$/.exec(e);
  if (bv) {
    const next = batchValue(sf, bv[1]);
    return next ? climb(sf, next, depth + 1) : undefined;
  }
  // `$(cd X && pwd)`, a Taskfile's `sh: cd X && pwd`: X.
  const cdPwd = /^\$?\(?\s*cd\s+(.+?)\s*(?:&&|;)\s*pwd(?:\s+-[LP])?\s*\)?$/.exec(e);
  // (`$(cd . && pwd)`, `$(cd "${1:-.}" && pwd)` with no argument: the working folder)
  if (cdPwd) return /^["']?\.\/?["']?$/.test(cdPwd[1].trim()) ? 0 : climb(sf, cdPwd[1], depth + 1);
  const dots = /^\.\.((?:[\\/]\.\.)*)[\\/]?$/.exec(e);
  if (dots) return 1 + (dots[1].match(/\.\./g)?.length ?? 0);
  // A variable: its value.
  const v = /^\$?([A-Za-z_]\w*)$/.exec(e);
  if (v) {
    let next = resolveTarget(sf, e.startsWith('$') ? e : v[1]).trim();
    if (!next || next === e || next === `$${v[1]}`) next = otherValue(sf.info.text, v[1]) ?? '';
    // (a name climbed in a loop — `for _ in range(2): gen = gen.parent` —: its first value, that many up)
    if (new RegExp(String.raw`^${v[1]}\.(?:parent|Parent)(?:\(\))?$`).test(next)) return loopClimb(sf, v[1], depth);
    if (next) return climb(sf, next, depth + 1);
    // (a Python function's folder parameter — `def fresh(server: Path)` — is the folder its caller was given)
    if (PATH_PARAM(v[1]).test(sf.info.text)) return NAMED;
    // Set in another script of the skill (a sourced `config.sh`, an imported `settings.py`).
    for (const f of scope?.files ?? []) {
      if (f === sf || f.role !== 'script' || (!f.info.text.includes(`${v[1]}=`) && !f.info.text.includes(`${v[1]} =`))) continue;
      const val = assignments(f).get(v[1]);
      if (val) return climb(f, val, depth + 1);
    }
    return undefined;
  }
  // `process.cwd() + "/.."`, `os.getcwd() + '/../..'`: a join written as a sum.
  const cat = /^(.+?)\s*\+\s*["'`]((?:[\\/]\.\.)+)[\\/]?["'`]?$/.exec(e0.trim());
  if (cat) return add(named(sf, cat[1], depth), cat[2].match(/\.\./g)!.length);
  // X/.. , X/../.. , X\..
  const rel = /^(.+?)((?:[\\/]\.\.)+)[\\/]?$/.exec(e);
  if (rel) return add(named(sf, rel[1], depth), rel[2].match(/\.\./g)!.length);
  // `$(pwd)/attachments`: a folder one level below X (so `${ATT%/*}` is X itself, and its `%/*` X's parent)
  const sub = /^(\$\(\s*pwd\s*\)|\$\{?PWD\}?|\$\{?[A-Za-z_]\w*\}?)[\\/]([\w-][\w.-]*)$/.exec(e);
  if (sub && sub[2] !== '..') {
    const up = climb(sf, sub[1], depth + 1);
    if (up !== undefined) return up - 1;
  }
  // dirname X, $(dirname X), Split-Path X [-Parent], (Get-Item X).Parent, X.parent, os.path.dirname(X) …
  const dn = /^\$?\(?\s*dirname\s+(.+?)\s*\)?$/.exec(e);
  if (dn) return add(named(sf, dn[1], depth), 1);
  // `$(realpath ..)`, `$(readlink -f "$X/..")`: the same folder; `${PWD%/*}`: its parent.
  const rp = /^\$\(\s*(?:g?realpath|readlink\s+-[fem])\s+(.+?)\s*\)$/.exec(e);
  if (rp) return climb(sf, rp[1], depth + 1);
  const cut = /^\$\{(\w+)%\/\*\}$/.exec(e);
  if (cut) return add(climb(sf, `$${cut[1]}`, depth + 1), 1);
  // a Makefile's `$(dir X)` (X's folder), `$(abspath X)`, `$(realpath X)`
  const mk = /^\$\((dir|abspath|realpath)\s+(.+)\)$/.exec(e);
  if (mk) return mk[1] === 'dir' ? add(climb(sf, mk[2].replace(/\/$/, ''), depth + 1), 1) : climb(sf, mk[2], depth + 1);
  const sp = /^Split-Path\s+(.+)$/i.exec(e);
  if (sp) {
    if (/\s-(?:Leaf|LeafBase|Extension|Qualifier|NoQualifier|Resolve|IsAbsolute)\b/i.test(` ${sp[1]}`)) return undefined;
    return add(climb(sf, sp[1].replace(/(?:^|\s)-(?:Parent|Path|LiteralPath)\b/gi, ' ').trim(), depth + 1), 1);
  }
  const gi = /^\(\s*Get-Item\s+(?:-(?:Path|LiteralPath)\s+)?(.+?)\s*\)\.Parent$/i.exec(e);
  if (gi) return add(climb(sf, gi[1], depth + 1), 1);
  // `Path.cwd().resolve()`, `p.absolute()`, `p.expanduser()`: the same folder, written out
  const same = /^(.+)\.(?:resolve|absolute|expanduser|absolutize|normalize|toAbsolutePath|toRealPath|getCanonicalFile|getAbsoluteFile)\(\s*\)$/.exec(e);
  if (same) return climb(sf, same[1], depth + 1);
  const dotParent = /^(.+)\.(?:parent|Parent|parentFile|getParentFile|getParent)(?:\(\))?$/.exec(e);
  if (dotParent) return add(climb(sf, dotParent[1], depth + 1), 1);
  // Python `Path.cwd().parents[1]`: two up.
  const parents = /^(.+)\.parents\[\s*(\d)\s*\]$/.exec(e);
  // (a grandparent or higher of any folder the code holds — `out.resolve().parents[1]` — is above it, whatever it is)
  if (parents) {
    const n = Number(parents[2]);
    const base = climb(sf, parents[1], depth + 1) ?? (n >= 1 && /^[A-Za-z_$][\w$.]*(?:\(\))?$/.test(parents[1].trim()) ? NAMED : undefined);
    return add(base, n + 1);
  }
  const fnDir = /^(?:os\.path\.dirname|path\.dirname|filepath\.Dir|File\.dirname|Path\.dirname|Path\.GetDirectoryName|Directory\.GetParent)\((.+)\)$/.exec(e);
  if (fnDir) return add(named(sf, fnDir[1], depth), 1);
  // A join of a list spread into it: `path.resolve(...up)`, `os.path.join(*parts)`, `filepath.Join(parts...)`, `Path(*parts)`.
  const spread =
    /^((?:os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|(?:pathlib\.)?(?:Pure)?Path|Paths\.get|Path\.Combine))\((.*(?:\.\.\.\s*[A-Za-z_$][\w$]*|\*\s*[A-Za-z_]\w*|[A-Za-z_]\w*\s*\.\.\.).*)\)$/.exec(
      e,
    );
  if (spread) {
    const args = spreadOut(sf.info.text, spread[2]);
    if (args !== spread[2]) return climb(sf, `${spread[1] === 'Path' || spread[1] === 'pathlib.Path' ? 'os.path.join' : spread[1]}(${args})`, depth + 1);
  }
  // Joins with '..': os.path.join(X, '..'), path.resolve(X, '..', '..'), filepath.Join(X, ".."), Join-Path X '..', X / ".."
  const join =
    /^(?:os\.path\.(?:join|abspath|realpath|normpath)\(\s*os\.path\.join|os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|Join-Path)\s*\(?\s*([^,]+?)\s*,?\s+((?:,?\s*["'](?:\.\.[\\/]?)+["']\s*)+)\)*$/.exec(
      e,
    ) ??
    /^(?:os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|Join-Path)\s*\(?\s*([^,\s]+)\s*((?:,\s*["'](?:\.\.[\\/]?)+["']\s*)+)\)*$/.exec(
      e,
    );
  if (join) return add(named(sf, join[1], depth), join[2].match(/\.\./g)!.length);
  // A join with plain names below X: `path.resolve(process.cwd(), '.state')`, `os.path.join(root, "out", "x")` (one level down each)
  const down =
    /^(?:os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|Join-Path|(?:pathlib\.)?Path)\s*\(?([^,\s][^,]*?)((?:,\s*["'][\w.-]+["']\s*)+)\)*$/.exec(
      e,
    );
  if (down && !/["']\.\.?["']/.test(down[2])) return add(climb(sf, down[1].trim(), depth + 1), -down[2].split(',').filter((x) => x.trim()).length);
  const exp = /^File\.expand_path\(\s*["']((?:\.\.[\\/]?)+)["']\s*,\s*(.+)\)$/.exec(e);
  if (exp) return add(climb(sf, exp[2], depth + 1), exp[1].match(/\.\./g)!.length);
  const slash = /^(.+?)((?:\s*\/\s*["']\.\.["'])+)$/.exec(e);
  if (slash) return add(climb(sf, slash[1], depth + 1), slash[2].match(/\.\./g)!.length);
  // A wrapper that names the same folder: `str(X)`, `Path(X)`, `os.path.abspath(X)`, `new File(X)`, `Paths.get(X)`.
  const wrap =
    /^(?:(?:str|String|os\.fspath|(?:pathlib\.)?Path|os\.path\.(?:abspath|realpath|normpath)|path\.(?:resolve|normalize)|filepath\.(?:Clean|Abs)|File\.expand_path|fs\.realpathSync|new\s+File|Paths\.get|Path\.of|Path\.GetFullPath|PathBuf::from|Path::new)\s*\(\s*([^,]+?)\s*\)|Resolve-Path\s+(?:-(?:Path|LiteralPath)\s+)?(\S+))$/.exec(
      e,
    );
  if (wrap) return climb(sf, wrap[1] ?? wrap[2], depth + 1);
  // A helper function's result: `workspaceRoot()`, `paths.repo_parent()`, shell `$(ws_root)`.
  // (with arguments, the helper's parameter defaults stand for them; a library's own calls are no helpers)
  const call =
    /^\$\(\s*([A-Za-z_][\w-]*)(?:\s+[^()\n]*)?\)$|^(?:(?!(?:os|path|fs|shutil|Path|filepath|File|Dir|process|glob)\.)[A-Za-z_$][\w$]*\.)?([A-Za-z_][\w$]*|\$[\w$]+)\(((?:[^()\n]|\([^()\n]*\))*)\)$/.exec(
      e,
    );
  if (call) return helperLevel(sf, call[1] ?? call[2], call[1] !== undefined, depth, call[3]);
  return undefined;
}

/**
 * `climb` of the folder a `..` or `dirname` climbs from; a folder the script is configured with that it cannot
 * follow — a variable set from outside (`$BACKUP_ROOT`, `{{ cache_dir }}`), an absolute path (`/srv/backups`) —
 * counts as a named folder (NAMED): its parent holds what lies beside it, like a folder the user names.
 */
/** `x = <base>` … `for _ in range(K):` ⏎ `x = x.parent` (K up from the base; once without the loop). */
function loopClimb(sf: SentinelFile, name: string, depth: number): number | undefined {
  const text = sf.info.text;
  const base = new RegExp(String.raw`^[ \t]*${name}\s*=\s*(?!${name}\.)([^\n]+)$`, 'm').exec(text);
  if (!base) return undefined;
  const loop = new RegExp(String.raw`^([ \t]*)for\s+\w+\s+in\s+range\(\s*(\d)\s*\)\s*:[ \t]*\n\1[ \t]+${name}\s*=\s*${name}\.parent\b`, 'm').exec(text);
  return add(climb(sf, base[1].trim(), depth + 1), loop ? Number(loop[2]) : 1);
}

function named(sf: SentinelFile, e: string, depth: number): number | undefined {
  const up = climb(sf, e, depth + 1);
  if (up !== undefined) return up;
  const x = e.trim().replace(/^["'`]|["'`]$/g, '');
  return /^(?:\$\{?[A-Za-z_]\w*(?::?[-=][^}]*)?\}?|\{\{\s*\.?\w+\s*\}\}|\/[\w.-]+(?:\/[\w.-]+)*)$/.test(x) && !/^\/(?:tmp|var\/tmp)?$/.test(x)
    ? NAMED
    : undefined;
}

/** The two values of `a if c else b` or `c ? a : b` (found by position: a pattern would backtrack on long runs of spaces). */
function conditional(e: string): [string, string] | undefined {
  // PowerShell's `if ($c) { a } else { b }` as a value
  const ps = /^if\s*\([^{}]*\)\s*\{([^{}]*)\}\s*else\s*\{([^{}]*)\}$/i.exec(e);
  if (ps) return [ps[1].trim(), ps[2].trim()];
  const i = e.indexOf(' if ');
  const j = i > 0 ? e.indexOf(' else ', i + 4) : -1;
  if (i > 0 && j > 0) return [e.slice(0, i).trim(), e.slice(j + 6).trim()];
  const q = e.indexOf('?');
  const c = q > 0 ? e.indexOf(':', q + 1) : -1;
  if (q > 0 && c > q + 1 && !e.slice(0, q).includes('\n') && !e.includes('://')) return [e.slice(q + 1, c).trim(), e.slice(c + 1).trim()];
  return undefined;
}

/** The last `set "NAME=value"` of a batch file, its `%CD%` replaced by the folder a `pushd` / `cd` above it moved to. */
function batchValue(sf: SentinelFile, name: string): string | undefined {
  const text = sf.info.text;
  const set = new RegExp(String.raw`^[ \t]*@?set\s+"?${name}=([^"\n]*)"?`, 'gim');
  let last: RegExpExecArray | undefined;
  for (let m = set.exec(text); m; m = set.exec(text)) last = m;
  if (!last) return undefined;
  const value = last[1].trim();
  if (!/%CD%/i.test(value)) return value;
  const seg = sf.segments.find((s) => s.start <= last.index && last.index < s.end);
  const dir = seg ? cwdAt(sf, seg, last.index + last[0].search(/\S/)) : undefined;
  return dir ? value.replace(/%CD%/gi, dir.replace(/^["']|["']$/g, '')) : value;
}

/** Function definitions whose results a helper call returns: JS, Python, Go, Rust, PHP, PowerShell, shell (group 1: the body's opening). */
const defHead = (n: string): RegExp =>
  new RegExp(
    String.raw`(?:\bfunction\s+${n}\s*\(|\b(?:const|let|var)\s+${n}\s*=\s*(?:async\s*)?(?:function\b[^\n{]*|\((?:[^()\n]|\([^()\n]*\))*\)\s*(?::\s*[\w.]+\s*)?=>|[A-Za-z_$][\w$]*\s*=>)|\bdef\s+${n}\s*\(|\bfunc\s+(?:\([^)\n]*\)\s*)?${n}\s*\(|\bfn\s+${n}\s*\(|^[ \t]*(?:function\s+)?${n}\s*\(\s*\)\s*\{|\bfunction\s+${n}\s*\{)`,
    'm',
  );

/**
 * How far above the working folder lies what the helper `name` returns (the most any of its
 * `return`s reaches; shell: what it `echo`es), found in this file or another script of the
 * skill; the helper's own parameter defaults and variables are read in its own file.
 */
function helperLevel(sf: SentinelFile, name: string, shell: boolean, depth: number, args?: string): number | undefined {
  if (depth > 4) return undefined;
  let best: number | undefined;
  for (const [f, expr] of helperReturns(sf, name, shell, args)) {
    const up = climb(f, expr, depth + 1);
    if (up !== undefined && (best === undefined || up > best)) best = up;
  }
  return best;
}

/**
 * What the helper `name` returns (each `return`'s expression; shell: what it `echo`es), with the file it is written in —
 * the first definition found in this file or another script of the skill; the call's arguments put in for its parameters.
 */
export function helperReturns(sf: SentinelFile, name: string, shell: boolean, args?: string): Array<[SentinelFile, string]> {
  const n = name.replace(/\$/g, '\\$');
  const files = [sf, ...(scope?.files ?? []).filter((f) => f !== sf && f.role === 'script')];
  const def = defHead(n);
  for (const f of files) {
    const text = f.info.text;
    if (!text.includes(name)) continue;
    const head = def.exec(text);
    if (!head) continue;
    const headEnd = head.index + head[0].length;
    let body: string;
    if (/=>$/.test(head[0]) && !/^\s*\{/.test(text.slice(headEnd, headEnd + 40))) {
      // `const f = (…) => EXPR`: the expression is the result.
      const le = text.indexOf('\n', headEnd);
      body = `return ${text.slice(headEnd, le < 0 ? text.length : le)}`;
    } else if (/^\s*def\b/.test(head[0]) || /\bdef\s/.test(head[0])) {
      // Python: the lines indented deeper than the `def`.
      const first = text.indexOf('\n', headEnd);
      body = text.slice(headEnd, first < 0 ? text.length : indentedEnd(text, text.lastIndexOf('\n', head.index) + 1, first, 4000));
    } else {
      const open = text.indexOf('{', head[0].endsWith('{') ? headEnd - 1 : headEnd);
      if (open < 0 || open - headEnd > 200) continue;
      const span = braceBody(text, open, 4000);
      if (!span) continue;
      body = text.slice(span[0], span[1]);
    }
    const ret = shell
      ? /(?:^|[;{]\s*|\s)(?:echo|printf\s+['"]%s\\?n?['"])\s+("(?:[^"\n\\$]|\\.|\$(?!\()|\$\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\))*"|'[^'\n]+'|[^\s;&|]+)/gm
      : /\breturn\s+([^\n;]+?)(?:\s*,\s*(?:nil|err|None)\b[^\n;]*)?\s*;?\s*(?:$|\/\/|#)/gm;
    // The call's arguments stand for the helper's parameters: `workspaceRoot(process.cwd())` ⏎ `function workspaceRoot(start) { return path.resolve(start, '..') }`.
    const bind = args?.trim() ? bindParams(text.slice(head.index, headEnd + 200), args) : undefined;
    const out: Array<[SentinelFile, string]> = [];
    for (const r of body.matchAll(ret)) {
      const r1 = bind ? spreadOut(f.info.text, r[1]) : r[1];
      out.push([f, bind ? r1.replace(/[A-Za-z_$][\w$]*/g, (w, at: number, all: string) => (bind.has(w) && all[at - 1] !== '.' ? bind.get(w)! : w)) : r1]);
    }
    return out;
  }
  return [];
}

/** The helper's parameter names (from its definition's head) mapped to the call's argument expressions, in order. */
function bindParams(head: string, args: string): Map<string, string> | undefined {
  const p = /\(([^()\n]*)\)/.exec(head);
  if (!p) return undefined;
  const names = p[1].split(',').map((x) => /^\s*(?:\$|\[[\w.]+\]\s*\$)?([A-Za-z_$][\w$]*)/.exec(x)?.[1]);
  const vals: string[] = [];
  let d = 0;
  let from = 0;
  for (let i = 0; i <= args.length; i++) {
    const c = args[i];
    if (c === '(' || c === '[' || c === '{') d++;
    else if (c === ')' || c === ']' || c === '}') d--;
    else if ((c === ',' && d === 0) || i === args.length) {
      vals.push(args.slice(from, i).trim());
      from = i + 1;
    }
  }
  const map = new Map<string, string>();
  names.forEach((n, i) => {
    if (n && vals[i] && !/^(?:self|this)$/.test(n)) map.set(n, vals[i]);
  });
  return map.size ? map : undefined;
}

/** The folder of the running script or task file, in any language. */
const SELF_DIR =
  /^(?:%~dp0|__dir__|\$TASKFILE_DIR|__dirname|import\.meta\.dirname|\$PSScriptRoot|\$\{?PSScriptRoot\}?|File\.dirname\(__FILE__\)|__DIR__|dirname\(__FILE__\)|\$FindBin::Bin|\$\{?CMAKE_CURRENT_(?:SOURCE|LIST)_DIR\}?)$/;
/** The running script file itself (`dirname` / `.parent` of it is its folder). */
const SELF_FILE =
  /^(?:\$0|\$\{?BASH_SOURCE(?:\[0\])?\}?|__file__|__filename|__FILE__|import\.meta\.filename|\$PSCommandPath|\$MyInvocation\.MyCommand\.(?:Path|Definition)|(?:pathlib\.)?Path\(\s*__file__\s*\)(?:\.resolve\(\)|\.absolute\(\))?|os\.path\.(?:abspath|realpath)\(\s*__file__\s*\)|path\.resolve\(\s*__filename\s*\))$/;
/** The running script's own place (folder or file) named anywhere in an expression (SELF_DIR and SELF_FILE unanchored). */
export const SELF_PLACE = new RegExp(`${SELF_DIR.source.slice(1, -1)}|${SELF_FILE.source.slice(1, -1)}`);
/** How many folders below the project a file's folder lies: the skill's three plus the file's own. */
function selfDepth(sf: SentinelFile): number {
  return 3 + (sf.file.path.split(/[\\/]/).length - 1);
}

/**
 * A value given to `name` where the file's assignment list does not look: a PowerShell
 * parameter default (`param([string]$Root = (Split-Path $PWD))`), a tuple assignment (`wd, _ :=
 * os.Getwd()`), a Python or JS parameter default (`def clean(root=Path.cwd().parent)`).
 */
export function otherValue(text: string, name: string): string | undefined {
  const n = name.replace(/\$/g, '\\$');
  const m =
    new RegExp(String.raw`(?:\[[\w.\[\]]+\]\s*)?\$${n}\s*=\s*([^\n]+)`, 'i').exec(text) ??
    new RegExp(String.raw`(?:^|[\s(,])${n}\s*,\s*[\w_]+\s*:?=\s*([^\n]+)`, 'm').exec(text) ??
    new RegExp(String.raw`(?:\bdef\s+\w+|\bfunction\s*\w*|\bfunc\s+\w+)\s*\([^)\n]*?\b${n}\s*(?::\s*[\w.]+\s*)?=\s*([^\n]+)`).exec(text) ??
    // an arrow function's parameter default: `const root = (start = process.cwd()) => …`
    new RegExp(String.raw`[(,]\s*${n}\s*(?::\s*[\w.]+\s*)?=(?![=>])\s*([^\n]*=>[^\n]*)`).exec(text) ??
    // a Taskfile variable: `NAME: value`, or `NAME:` ⏎ `sh: command` (the command's output)
    new RegExp(String.raw`^[ \t]+${n}[ \t]*:[ \t]*(?:\n[ \t]+sh[ \t]*:[ \t]*)?(\S[^\n]*)$`, 'm').exec(text);
  if (!m) return undefined;
  // The balanced expression: up to a top-level `,` or an unmatched `)`.
  const v = m[1];
  let depth = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return v.slice(0, i).trim();
      depth--;
    } else if ((c === ',' || c === ';') && depth === 0) return v.slice(0, i).trim();
  }
  return v.trim();
}

/** `expr` with each list spread into a call (`...up`, `*parts`, `parts...`) replaced by the list's items. */
function spreadOut(text: string, expr: string): string {
  if (!/\.\.\.\s*[A-Za-z_$]|\*\s*[A-Za-z_]|\w\s*\.\.\./.test(expr)) return expr;
  return expr.replace(
    /(?:\.\.\.\s*([A-Za-z_$][\w$]*)|(?<![\w)\]])\*\s*([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*\.\.\.)/g,
    (all, a, b, c) => listItems(text, a ?? b ?? c) ?? all,
  );
}

/** The items of the list `name` is set to (`const up = [a, "..", ".."]`, `parts = (a, "..")`, `parts := []string{a, ".."}`), comma-joined. */
function listItems(text: string, name: string): string | undefined {
  if (!text.includes(name)) return undefined;
  const n = name.replace(/\$/g, '\\$');
  const m = new RegExp(
    String.raw`(?:^|[\s;(])(?:const\s+|let\s+|var\s+|\$)?${n}\s*(?::\s*[\w.\[\]]+\s*)?:?=\s*(?:\[\](?:string|\w+)\s*\{|\[|\(|vec!\[|List\.of\(|Arrays\.asList\(|@\()([^\]\n}()]*(?:\([^()\n]*\)[^\]\n}()]*)*)[\]})]`,
    'm',
  ).exec(text);
  const items = m?.[1].trim().replace(/,\s*$/, '');
  return items || undefined;
}

function add(n: number | undefined, k: number): number | undefined {
  return n === undefined ? undefined : n + k;
}

/** The expression a target stands for: a variable's value (a few levels deep), `${X:?}` read as `$X`. */
export function resolveTarget(sf: SentinelFile, expr: string): string {
  // `${X%/*}`: X's folder — its value with the last part cut (`$HOME/blender_cache` → `$HOME`)
  const cut = /^(["']?)\$\{(\w+)%\/\*\}\1$/.exec(expr.trim());
  if (cut) {
    const v = resolveTarget(sf, `$${cut[2]}`)
      .trim()
      .replace(/^["']|["']$/g, '');
    // (`$HOME/tool/` loses only its slash: the shortest `/…` at the end is the slash itself)
    if (v !== `$${cut[2]}` && v.endsWith('/')) return v.slice(0, -1);
    const up = v !== `$${cut[2]}` ? /^(.+?)\/+[^/$"'{}]+$/.exec(v) : null;
    if (up) return up[1];
  }
  let e = paramDefaults(sf, expr).trim();
  for (let d = 0; d < 4; d++) {
    const v = /^\$?([A-Za-z_]\w*)$/.exec(e);
    if (!v) break;
    let next = expandVars(sf, e.startsWith('$') ? `$${v[1]}` : v[1], 1)
      .trim()
      .replace(/^[fr]?(["'])(.*)\1$/, '$2');
    // (a shell loop's variable: the first of the words it walks — `for d in "$PARENT" "$GRAND"; do … "$d"`)
    if (next === e && e.startsWith('$')) next = loopWord(sf, v[1]) ?? e;
    if (next === e) break;
    e = paramDefaults(sf, next);
  }
  // `$(dirname "$PROJECT")`: read the inner variable too.
  return e.replace(/\$\(\s*dirname\s+["']?\$\{?(\w+)\}?["']?\s*\)/, (all, name) => {
    const inner = resolveTarget(sf, `$${name}`);
    return inner && inner !== `$${name}` ? `$(dirname "${inner}")` : all;
  });
}

/** A word a shell `for NAME in …; do` loop of `sf` walks, unquoted (undefined when NAME is no loop variable). */
function loopWord(sf: SentinelFile, name: string): string | undefined {
  const walked = loopWords(sf, name);
  if (walked === undefined) return undefined;
  // (of the words it walks, the first one that is a variable or the home folder — what a climb can reach — else the first)
  const words = [...walked.matchAll(/"([^"\n]*)"|'([^'\n]*)'|(\S+)/g)].map((w) => w[1] ?? w[2] ?? w[3]);
  return words.find((w) => /^[$~]/.test(w)) ?? words[0];
}

/** Whether the script's only value for `name` is its own default: `WS="${WS:-…}"`. */
function selfDefault(sf: SentinelFile, name: string): boolean {
  return new RegExp(String.raw`^["']?\$\{${name}:?[-=]`).test(assignments(sf).get(name) ?? '');
}

/** `${WS:-..}` / `${WS:=..}`: the default when the script never sets WS; any other `${X…}` read as `$X`. */
function paramDefaults(sf: SentinelFile, s: string): string {
  // (innermost first: `${1:-${WS:-$HOME}}` is `$HOME` where the script sets neither)
  // (a plain `${HOME}` inside a default is `$HOME`: `${TARGET:-${HOME}}`)
  s = s.replace(/\$\{(\w+)\}/g, '$$$1');
  for (let i = 0, before = ''; i < 3 && before !== s; i++) {
    before = s;
    // (a variable the script sets only to its own default, `WS="${WS:-$(dirname "$P")}"`, is unset there too)
    s = s.replace(/\$\{(\w+):?[-=]([^{}]*)\}/g, (_all, n: string, d: string) =>
      (expandVars(sf, `$${n}`, 1) === `$${n}` || selfDefault(sf, n)) && d.trim() ? d.trim() : `$${n}`,
    );
  }
  return s.replace(/\$\{(\w+)(?::?[?=+-][^}]*)?\}/g, '$$$1');
}

const pathImportsMemo = new WeakMap<SentinelFile, Set<string>>();
/** The functions of Node's `path` a script imports by name (`import { join, resolve } from "node:path"`, `const { dirname } = require("path")`). */
function pathImports(sf: SentinelFile): Set<string> {
  let out = pathImportsMemo.get(sf);
  if (out) return out;
  out = new Set();
  const text = sf.info.text;
  if (text.includes('path'))
    for (const m of text.matchAll(
      /\b(?:import\s*(?:[\w$]+\s*,\s*)?\{([^}]{1,300})\}\s*from\s*|(?:const|let|var)\s*\{([^}]{1,300})\}\s*=\s*require\(\s*)["'](?:node:)?path["']/g,
    ))
      for (const name of (m[1] ?? m[2]).split(',')) {
        const n = name.trim().split(/\s+as\s+|\s*:\s*/)[0];
        if (/^(?:join|resolve|dirname)$/.test(n)) out.add(n);
      }
  pathImportsMemo.set(sf, out);
  return out;
}
