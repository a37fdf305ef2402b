/** sentinel/silent-delete: recursive deletes and shredding of the project or the folders above it (treeWipes). */
import type { RuleContext } from '../../rules/types.ts';
import { expandVars } from './lib/fetch-run.ts';
import { appDataWipe } from './lib/app-data-wipe.ts';
import { emit } from './report.ts';
import { anchorHits, type Segment, type SentinelFile, type SentinelView } from './view.ts';
import { ciCheckout, climb, helperReturns, otherValue, resolveTarget, SELF_PLACE, scopeFiles, WORKTREE } from './silent-delete-climb.ts';
import { cwdAt } from './silent-delete-cwd.ts';
import { emptiedJoin } from './silent-delete-env.ts';

// ---- wiping the working tree or the folders above it ------------------------------------

/** A call's first argument, with calls nested three deep and chained: `os.path.abspath(os.path.join(os.getcwd(), '..'))`, `new File(x).getParentFile()`. */
const P3 = String.raw`\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)`;
const ARG = String.raw`[^,()\n]+(?:${P3}[^,()\n]*)*`;
/** Recursive deletes and tree shredding; group `t`: the first target. */
const WIPE = new RegExp(
  [
    String.raw`(?<![\w.\-/$])rm\s+(?:-[a-zA-Z]*\s+|--\w[\w-]*\s+)*-[a-zA-Z]*[rR][a-zA-Z]*\s+(?:-[-\w]*\s+)*(?<t1>[^\n;&|#]+)`,
    // (over continued lines too: `find "$D" -mindepth 1 \` ⏎ `! -name x -exec rm -rf {} +`)
    // (or each path it prints removed by what it is piped to: `| xargs -0 rm -rf`, `| while IFS= read -r -d '' f; do rm -rf -- "$f"`;
    // every stretch bounded: a long line of `find … | while read …` must not be read to its end for each `find`)
    String.raw`\bfind\s+(?<t2>"[^"\n]+"|'[^'\n]+'|[^\s;&|]+)(?:[^\n;|\\]|\\\r?\n|\\(?!\r?\n)){0,600}?(?:\s-delete\b|-exec\s+(?:rm|shred)\b|\|\s*(?:xargs\b[^\n|;]{0,80}?\brm\s+(?:-\w+\s+)*-\w*[rR]|\\?\s*\n?\s*while\b[^\n]{0,120}\bread\b[^\n]{0,200}\n(?:[^\n]{0,200}\n){0,3}?[^\n]{0,200}?\brm\s+(?:-\w+\s+)*-\w*[rR]))`,
    String.raw`\bshred\s+(?:-[a-zA-Z]*u[a-zA-Z]*|--remove)\s+(?:-[-\w]*\s+)*(?<t3>[^\n;&|#]+)`,
    String.raw`\bshutil\.rmtree\(\s*(?<t4>${ARG})`,
    String.raw`\b(?:fs\.)?(?:rmSync|rm|promises\.rm|rmdirSync)\(\s*(?<t5>${ARG})(?:[^\n]*recursive|\s*,\s*(?<o5>[A-Za-z_$][\w$]*)\s*\))`,
    String.raw`\brimraf(?:\.sync)?\(\s*(?<t6>${ARG})`,
    String.raw`\bRemove-Item(?=[^\n;|]*\s-[rR](?:ecurse)?\b)\s+(?:-(?:Recurse|r|Force|fo|Confirm(?::\$false)?|(?:ErrorAction|EA)\s+\w+)\s+)*(?:-(?:Path|LiteralPath)\s+)?(?<t7>"[^"\n]+"|'[^'\n]+'|\([^)\n]+\)|[^\s;|]+)`,
    String.raw`\b(?:[rR][dD]|[rR][mM][dD][iI][rR])\s+(?:\/[qQ]\s+)?\/[sS]\s+(?:\/[qQ]\s+)?(?<t8>[^\n&|]+)`,
    // PowerShell: every entry of a listing piped into a recursive delete.
    String.raw`\b(?:Get-ChildItem|gci|dir|ls)\s+(?:-(?:Path|LiteralPath)\s+)?(?<t9>"[^"\n]+"|'[^'\n]+'|\([^)\n]+\)|\$[\w:.]+|\.\.(?:[\\/][^\s|;]*)?)[^\n|]*(?:\|\s*(?:(?:Where-Object|where|\?)\s*\{[^}\n|]{0,120}?-(?:ne|cne|notlike|notmatch|notin|notcontains|cnotin|cnotcontains)\b[^}\n|]{0,120}\}[ \t]*|(?:Select-Object|select|Sort-Object|sort)\b[^\n|]{0,200})){0,3}\|\s*(?:(?:ForEach-Object|foreach|%)\s*\{[^}]*?)?\b(?:Remove-Item|rm|del|ri)\b[^\n}|;]*-[rR](?:ecurse)?\b`,
    // Ruby FileUtils, Go os.RemoveAll.
    String.raw`\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?)\b\(?\s*(?<t10>${ARG})`,
    String.raw`\bos\.RemoveAll\(\s*(?<t11>${ARG})`,
    // Batch `del /s` (every file below the target), Rust `remove_dir_all`, fs-extra `remove` / `emptyDir`.
    String.raw`\b(?:[dD][eE][lL]|[eE][rR][aA][sS][eE])\s+(?:\/[a-zA-Z]\s+)*\/[sS]\s+(?:\/[a-zA-Z]\s+)*(?<t12>[^\n&|]+)`,
    // `["rm", "-rf", X]`, `exec.Command("rm", "-rf", X)`, `spawnSync('rm', ['-rf', X])`.
    String.raw`["']rm["']\s*,\s*\[?\s*["']-[a-zA-Z]*[rR][a-zA-Z]*["']\s*,\s*(?:["']--?[\w-]*["']\s*,\s*)*(?<t15>"[^"\n]+"|'[^'\n]+'|${ARG})`,
    // Perl File::Path, Java commons-io, C# `Directory.Delete(X, true)`.
    String.raw`(?<![\w.])(?:File::Path::)?(?:remove_tree|rmtree)\(\s*(?<t16>${ARG})`,
    String.raw`\bFileUtils\.(?:deleteDirectory|cleanDirectory|forceDelete)\(\s*(?<t17>${ARG})`,
    String.raw`\bDirectory\.Delete\(\s*(?<t18>${ARG})\s*,\s*true\b`,
    String.raw`\bDeno\.remove(?:Sync)?\(\s*(?<t19>${ARG})(?:[^\n]*recursive|\s*,\s*(?<o19>[A-Za-z_$][\w$]*)\s*\))`,
    String.raw`\bremove_dir_all\(\s*&?\s*(?<t13>${ARG})`,
    String.raw`\b(?:fse|fsExtra|fs)\.(?:removeSync|remove|emptyDirSync|emptyDir)\(\s*(?<t14>${ARG})`,
  ].join('|'),
  'g',
);
/** The folder above the working folder or the repository: `..`, `$(dirname "$PWD")`, `Path.cwd().parent` … */
const PARENT =
  /^(?:\.\.(?:[\\/]\.\.)*|\$\(\s*dirname\s+["']?(?:\$\{?PWD\}?|\$\(\s*pwd\s*\)|\$\(\s*git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*|\$\{?OLDPWD)|(?:pathlib\.)?Path(?:\.cwd\(\)|\(\s*(?:["']\.["']|os\.getcwd\(\))?\s*\)(?:\.resolve\(\))?)\.parent|os\.path\.dirname\(\s*os\.(?:getcwd\(\)|path\.abspath\(\s*["']\.["']\s*\))|os\.path\.(?:join|abspath)\(\s*(?:os\.getcwd\(\)\s*,\s*)?["']\.\.["']|path\.(?:dirname|resolve|join)\(\s*process\.cwd\(\)\s*(?:\)|,\s*["']\.\.["'])|path\.resolve\(\s*["']\.\.["']|Split-Path\s+(?:-Parent\s+)?(?:\$PWD|\(Get-Location\))|\(Get-Location\)\.Parent|\(Get-Item\s+\.\)\.Parent)/;

/**
 * Deleting a whole tree that is the working folder's parent (every sibling project) or, by
 * wildcard or by shredding, the working folder itself: the target resolved through the
 * script's variables (`WORKSPACE="$(dirname "$PROJECT")"`, `root = Path.cwd().parent`).
 * Error whatever the documentation says: no clean-up needs the folders above the project.
 */
export function treeWipes(ctx: RuleContext, view: SentinelView): void {
  for (const sf of view.files) {
    const text = sf.info.text;
    // Where the shared anchor pass saw a delete word (`delete`, `destroy` tags: rm, -delete, rmtree,
    // rmSync, shred, remove-item, rd /s): only code blocks holding one are read.
    const hits = [...anchorHits(sf, 'delete'), ...anchorHits(sf, 'destroy')];
    // (or a command word pieced from quotes, which no anchor spells: `"r""m" -r"f"`)
    const pieced = QUOTED_PIECES.test(text);
    if (!hits.length && !pieced) continue;
    let n = 0;
    // (a task runner's or CI file's commands are code too: Taskfile.yml `cmds:`, a workflow's `run:`)
    const tasks = TASK_FILE.test(sf.file.path) || CRON_FILE.test(sf.file.path);
    for (const seg of sf.segments) {
      if ((seg.kind !== 'code' && !(tasks && seg.kind === 'data')) || seg.detector || !(pieced || hits.some((h) => h >= seg.start && h < seg.end))) continue;
      // (a command word pieced from quotes — `"r""m" -r"f"` — read as the shell runs it; lengths kept, offsets stay)
      const raw = text.slice(seg.start, seg.end);
      const part = QUOTED_PIECES.test(raw) ? unquoteWords(raw) : raw;
      WIPE.lastIndex = 0;
      let wrappers: string[] | undefined;
      let shellWrappers: string[] | undefined;
      for (let p = WIPE.exec(part); p && n < 200; p = WIPE.exec(part), n++) {
        const m = Object.assign(p, { index: p.index + seg.start });
        if (seg.kind === 'data' && !TASK_LINE.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index + 1))) continue;
        const w = seg.kind === 'code' ? deleteWrapper(text, m) : undefined;
        const sw = seg.kind === 'code' && !w ? shellWrapper(part, p.index, p.groups?.t1) : undefined;
        if (w) (wrappers ??= []).push(w);
        else if (sw) (shellWrappers ??= []).push(sw);
        else wipeAt(ctx, sf, seg, m);
      }
      // (a shell function that deletes its arguments, `wipe() { command rm -rf -- "$@"; }`: each `wipe ./*` is that delete)
      for (const w of shellWrappers ?? [])
        for (const c of part.matchAll(new RegExp(String.raw`(?:^|[;&|]\s*|\b(?:then|do|else)\s+)${w}[ \t]+([^\n;&|#]+)`, 'gm'))) {
          const at = c.index + c[0].lastIndexOf(w);
          wipeAt(
            ctx,
            sf,
            seg,
            Object.assign([c[0].slice(c[0].lastIndexOf(w))] as unknown as RegExpExecArray, { index: at + seg.start, input: text, groups: { t1: c[1] } }),
          );
        }
      // (each call of a helper that only deletes its argument is that delete: `rm(path.join(workspace, entry))`)
      for (const w of wrappers ?? []) {
        // (the first argument is the target; more may follow: `rm(os.homedir(), true)`)
        const call = new RegExp(String.raw`(?<![\w.$])${w}\(\s*(${ARG})\s*(?:,[^()\n]*(?:\([^()\n]*\)[^()\n]*)*)?\)`, 'g');
        for (let c = call.exec(part); c && n < 200; c = call.exec(part), n++) {
          if (/\b(?:def|function|func|fn)\s+$/.test(part.slice(Math.max(0, c.index - 12), c.index))) continue;
          wipeAt(ctx, sf, seg, Object.assign(c, { index: c.index + seg.start, groups: { t4: c[1] } }));
        }
      }
    }
  }
}

/** A word pieced from quoted parts: `"r""m"`, `-r"f"`, `'sh'red`. */
const QUOTED_PIECES = /["'][\w-]*["'][\w"'-]|[\w-]["'][\w-]*["']/;
/** Quotes inside such words taken out, the word padded with spaces to its length (offsets kept). */
function unquoteWords(s: string): string {
  return s.replace(/(?<![\w$\/.])(?:["'][\w-]*["']|[\w-]+)(?:["'][\w-]*["']|[\w-]+)+/g, (t) =>
    /["']/.test(t) ? t.replace(/["']/g, '').padEnd(t.length, ' ') : t,
  );
}

/** The shell function a recursive delete at `at` of `part` is the body of, when it deletes the function's arguments (`"$@"`, `$1`). */
function shellWrapper(part: string, at: number, target: string | undefined): string | undefined {
  if (!target || !/^(?:--\s+)?["']?\$(?:@|\*|1|\{1\}|\{@\})["']?\s*$/.test(target.trim())) return undefined;
  // (the body may open on the head's line or a few lines below it: `remove() {` ⏎ `if …; then …` ⏎ `else rm -rf -- "$1"; fi`)
  const head = /(?:^|[\n;])[ \t]*(?:function[ \t]+)?([A-Za-z_][\w-]*)[ \t]*\([ \t]*\)[ \t]*\{[^}]*$/.exec(part.slice(Math.max(0, at - 200), at));
  return head?.[1];
}

/**
 * The name of the small helper a recursive delete `m` is the body of, when it deletes the
 * helper's own parameter (`function rm(p) { fs.rmSync(p, { recursive: true }) }`, `def nuke(path):` ⏎
 * `shutil.rmtree(path)`): its calls are the deletes to judge.
 */
function deleteWrapper(text: string, m: RegExpExecArray): string | undefined {
  const g = m.groups ?? {};
  const target = Object.entries(g)
    .find(([k, v]) => v !== undefined && /^t\d+$/.test(k))?.[1]
    ?.trim();
  if (!target || !/^[A-Za-z_$][\w$]*$/.test(target)) return undefined;
  const before = text.slice(Math.max(0, m.index - 240), m.index);
  const head = WRAPPER_HEAD.exec(before);
  return head && head[2] === target ? head[1] : undefined;
}
/** A function head with its first parameter, a few lines at most before the body's delete (JS/TS, Python, Go, Ruby, PHP, Rust). */
const WRAPPER_HEAD =
  /(?:\b(?:function|def|func|fn)\s+|\b(?:const|let|var)\s+(?=[A-Za-z_$][\w$]*\s*=\s*(?:async\s*)?\())([A-Za-z_$][\w$]*)\s*(?:=\s*(?:async\s*)?)?\(\s*\$?([A-Za-z_$][\w$]*)[^)\n]*\)[^\n{:]*(?:[{:]|=>)[^\n]*(?:\n[^\n]*){0,5}?[^\n]*$/;

/** Whether the options variable `name` holds `recursive: true` (`const opts = { recursive: true }`, `opts.recursive = true`). */
function recursiveOptions(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(
    String.raw`\b${n}\s*(?::\s*[\w.]+\s*)?=\s*\{[^}]*\brecursive\s*:\s*true|\b${n}\.recursive\s*=\s*true|\b${n}\s*(?::\s*[\w.]+\s*)?=\s*Object\.assign\([^)]*\brecursive\s*:\s*true`,
  ).test(text);
}

/** YAML files whose entries are shell commands: Taskfile, CI pipelines, git-hook managers. */
const TASK_FILE =
  /(?:^|[\\/])(?:[Tt]askfile|\.gitlab-ci|bitbucket-pipelines|azure-pipelines|cloudbuild|lefthook|\.pre-commit-config|\.?tasks?)(?:\.[\w-]+)?\.ya?ml$|(?:^|[\\/])\.github[\\/](?:workflows|actions)[\\/]|(?:^|[\\/])(?:playbooks?|roles[\\/][^\\/]+[\\/](?:tasks|handlers))[\\/][^\\/]+\.ya?ml$|(?:^|[\\/])(?:site|playbook)\.ya?ml$/;
/** A cron table: `/etc/cron.d/x`, a `crontab` file, `x.cron`, a skill's `cron/` folder. */
const CRON_FILE = /(?:^|[\\/])(?:cron(?:\.d|tab|tabs)?[\\/][^\\/]+|crontab|[\w.-]+\.cron)$/i;
/** A command entry of such a file, up to the delete: a list item (`- rm -rf …`), a `cmd:` / `run:` / `sh:` / `script:` value. */
const TASK_LINE =
  /^[ \t]*(?:@\w+|(?:[\d*\/,-]+[ \t]+){5})(?:[a-z_][\w-]*[ \t]+)?[^\n]*$|^[ \t]*(?:-[ \t]+(?:(?:cmd|run|sh|script|command)[ \t]*:[ \t]*)?|(?:cmd|run|sh|script|command|entry|(?:ansible\.builtin\.)?(?:shell|command|raw))[ \t]*:[ \t]*[|>]?[ \t]*)["']?[^\n]*$|^[ \t]+[^\s:#-][^\n:]*$/;

/** Per file, each delete target already judged and its verdict. */
const wipeMemo = new WeakMap<SentinelFile, Map<string, Wiped | undefined>>();
/** What a delete wipes: the folder above the project, the folder that holds the skill, the project, the home folder. */
type Wiped = 'parent' | 'skills' | 'here' | 'home';

/** A filtered `find` that removes whole folders (`-exec rm -rf`) or repositories and data (`-name .git`, `-name '*.duckdb'`). */
const PRECIOUS_FIND = /-exec\s+rm\s+-\w*[rR]|-i?name\s+["']?(?:\.git|data|\*\.(?:duckdb|db|sqlite3?|sql|parquet))["']?(?:\s|\))/;

/** Reports the delete `m` (offsets into the whole text) when it wipes the project or the folder above it. */
function wipeAt(ctx: RuleContext, sf: SentinelFile, seg: Segment, m: RegExpExecArray): void {
  const g = m.groups ?? {};
  const key = Object.keys(g).find((k) => g[k] !== undefined);
  if (!key) return;
  // `find DIR -name '*.pyc' -delete`: a filtered clean-up, not the whole tree.
  // (`! -name .git` / `-not -name` only spares one entry: still the whole tree.)
  // (unless it removes whole folders or the repositories and data of what lies beside the project: judged by where it starts)
  const filtered = key === 't2' && /(?<!(?:!|-not)\s*)\s-(?:i?name|i?path|i?regex|newer|mtime|mmin|size|empty)\s/.test(m[0]);
  // (an age alone — `-mtime +7` — picks no kind of file: over the home folder every file old enough goes)
  const ageOnly = filtered && !/(?<!(?:!|-not)\s*)\s-(?:i?name|i?path|i?regex|empty)\s/.test(m[0]);
  // (the action's flags stand after the match: `… -exec rm -rf {} +`; `-type d` picks whole folders)
  const rest = filtered ? sf.info.text.slice(m.index + m[0].length, m.index + m[0].length + 40).split('\n')[0] : '';
  if (filtered && !ageOnly && !PRECIOUS_FIND.test(m[0] + rest) && !/\s-type\s+d\b/.test(m[0])) return;
  if (key === 't9' && /\s-(?:Filter|Include)\b/i.test(m[0])) return;
  // `fs.rmSync(X, opts)`: recursive only when the options object held in `opts` says so.
  const opts = g.o5 ?? g.o19;
  if (opts && !recursiveOptions(sf.info.text, opts)) return;
  let target = g[key];
  let viaCd = false;
  // `cd DIR && find . …` (or `cd DIR` on an earlier line): the folder `.` is DIR.
  if (key === 't2' && /^\.\/?$/.test(target)) {
    const dir = cwdAt(sf, seg, m.index + m[0].search(/\S/));
    if (dir) target = dir;
  }
  // `cd DIR && rm -rf ./* ./.[!.]*` (or `cd DIR` on an earlier line): the relative targets are DIR's entries.
  if (/^t(?:1|3|7|8|12)$/.test(key) && /(?:^|\s)["']?(?:\.[\\/]?|\*|\.\[|\.\*|\.\?)/.test(target)) {
    const cd = cwdAt(sf, seg, m.index + m[0].search(/\S/));
    if (cd) {
      viaCd = true;
      const dir = cd.replace(/^["']|["']$/g, '').replace(/[\\/]+$/, '');
      target = target
        .split(/\s+/)
        .map((w0) => {
          const w = w0.replace(/^["']|["']$/g, '');
          return /^\.[\\/]?$/.test(w) ? dir : /^\.[\\/]/.test(w) ? dir + w.slice(1) : /^(?:\*|\.\[|\.\*|\.\?)/.test(w) ? `${dir}/${w}` : w0;
        })
        .join(' ');
    }
  }
  // `os.chdir("..")` ⏎ `shutil.rmtree(".")`: the folder `.` is the one the program moved to.
  if (!/^t(?:1|2|3|7|8|12)$/.test(key) && /^\s*(?:["'`]\.\/?["'`]|os\.curdir)\s*$/.test(target)) {
    const dir = cwdAt(sf, seg, m.index + m[0].search(/\S/));
    if (dir) target = dir;
  }
  const several = key === 't1' || key === 't3' || key === 't8' || key === 't12';
  const shred = /shred|emptyDir|cleanDirectory/.test(m[0]) || key === 't9';
  // (the same target again — a script's repeated lines, a minified file — is judged once)
  let seen = wipeMemo.get(sf);
  if (!seen) wipeMemo.set(sf, (seen = new Map()));
  const memoKey = `${several ? 1 : 0}${shred ? 1 : 0}${viaCd ? 1 : 0}${target}`;
  const what = seen.has(memoKey) ? seen.get(memoKey) : wipedTree(sf, target, several, shred, viaCd);
  seen.set(memoKey, what);
  // (a filtered delete of folders or data inside the project is its own clean-up: only above it, or in home, is it a wipe)
  if (filtered && what === 'here') return;
  if (ageOnly && what !== 'home' && !PRECIOUS_FIND.test(m[0] + rest)) return;
  if (!what) {
    appDataWipe(ctx, sf, seg, m);
    return;
  }
  const at = m.index + m[0].search(/\S/);
  emit(ctx, {
    sf,
    seg,
    start: at,
    end: m.index + m[0].trimEnd().length,
    messageId: what === 'parent' ? 'treeWipeParent' : what === 'home' ? 'treeWipeHome' : what === 'skills' ? 'treeWipeSkills' : 'treeWipeHere',
    data: { call: m[0].trim().replace(/\s+/g, ' ').slice(0, 70) },
    base: 'error',
    kind: 'judgment',
    category: 'malicious-command',
  });
}

/BASH_SOURCE|\$0\b|\$\{0\}|__dirname|__filename|__file__|__dir__|__FILE__|__DIR__|PSScriptRoot|PSCommandPath|%~dp0|import\.meta\.(?:dirname|filename|url)|FindBin|MyInvocation/;
/** climb's answer for the folder that holds the skill's own folder (the skill three folders below the project). */
const SKILLS_FOLDER = -2;

/** Which tree a delete's targets wipe: `parent` (the folder above the project), `here` (the project, by wildcard or shredding). */
function wipedTree(sf: SentinelFile, targets: string, several: boolean, shred: boolean, viaCd = false): Wiped | undefined {
  // (a command names a few targets: a minified line of `del /s del /s …` is not read word by word to its end)
  const words = several
    ? (targets.slice(0, 600).match(/"[^"]*"[^\s"']*|'[^']*'[^\s"']*|\$\([^()]*(?:\([^()]*\)[^()]*)*\)[^\s]*|[^\s]+/g) ?? []).slice(0, 12)
    : [targets.slice(0, 600)];
  for (const w0 of words) {
    if (/^-/.test(w0) || /^\d?>/.test(w0)) continue;
    // (a shell word's quotes go; a call's quoted arguments stay: `path.resolve(__dirname, '..', '..')`)
    let raw = /^(?:new\s+)?[\w.$:]+\(/.test(w0.trim()) ? w0.trim() : w0.trim().replace(/["']/g, '');
    // (a command written inside a string: `os.system("rm -rf ../*")` leaves `../*)`)
    // (and an argument list's `[…, X]` leaves `X]`)
    for (let k = 0; k < 6; k++) {
      const c = raw[raw.length - 1];
      const [o, x] = c === ')' ? ['(', ')'] : c === ']' ? ['[', ']'] : ['', ''];
      if (!o || raw.split(x).length <= raw.split(o).length) break;
      raw = raw.slice(0, -1).replace(/["'`;\s]+$/, '');
    }
    // `Dir.glob("../*")`, `Dir["../*"]`, `glob.glob("../*")`: the pattern.
    const gl = /^(?:Dir\.glob|Dir|glob\.glob|glob\.sync|globSync|glob)\s*[[(]\s*(["'])([^"'\n]+)\1\s*[\])]$/.exec(raw);
    if (gl) raw = gl[2];
    // batch `for /d %%d in (..\*) do rd /s /q "%%d"`: the listed folder's entries.
    const fv = /^%%([A-Za-z])$/.exec(raw);
    if (fv) {
      const set = new RegExp(String.raw`\bfor\s+(?:\/[dDrR]\s+)*%%${fv[1]}\s+in\s*\(\s*"?([^)"\n]+?)[\\/]\*"?\s*\)`, 'i').exec(sf.info.text);
      const up = set ? climb(sf, set[1], 0) : undefined;
      if (up !== undefined && up >= 1) return 'parent';
      continue;
    }
    // a brace list with a bare `*` among its names (`X/{.thumbnails,.cache,*}`): every entry of X
    raw = raw.replace(/([\\/])\{([^{}\n]*)\}$/, (all, sep: string, items: string) => (items.split(',').some((x) => x.trim() === '*') ? `${sep}*` : all));
    // (a shell part held in a variable that may be empty goes first: `"${root:?}/${SUB}"*` is `"${root:?}/"*`, every entry)
    if (sf.lang === 'sh' && /\}\*$/.test(raw)) raw = emptied(sf, raw) || raw;
    // `X/*`, `X/.[!.]*`, `X/` or `X` itself.
    const tail = /(?:[\\/](?:\*(?:\.\*)?|\.\[!\.\]\*|\.\*|\.\?\??\*|\*\*))?[\\/]?$/.exec(raw)!;
    const base = raw.slice(0, tail.index);
    const wild = tail[0].includes('*');
    const resolved = resolveTarget(sf, base).trim();
    const value = emptied(sf, resolved);
    if (!value) continue;
    // (a variable the skill never sets expands to nothing: `cd "$HOME/${PREVIEW_DIR}"` is the home folder, and `..` above it more)
    if (value !== resolved && /^["'`]?(?:~|\$\{?HOME\}?)(?:\/+\.\.)*\/*["'`]?$/.test(value)) return 'home';
    // The home folder itself, in any language (`rm -rf ~` and `"$HOME"` written out are destructive-command's).
    const plain = value.replace(/^["'`]|["'`]$/g, '');
    // (a tuple assignment or a parameter default: `home, _ := os.UserHomeDir()`)
    const other = /^\$?[A-Za-z_]\w*$/.test(plain) ? otherValue(sf.info.text, plain.replace(/^\$/, '')) : undefined;
    if ((HOME_EXPR.test(plain) || (other !== undefined && HOME_EXPR.test(other))) && !(several && !viaCd && /^(?:~|\$\{?HOME\}?)$/.test(base))) return 'home';
    // (a helper whose result is the home folder once an unset variable empties its join: `root := cacheRoot()`)
    if (sf.lang !== 'sh' && homeHelper(sf, plain)) return 'home';
    const parent = PARENT.exec(value);
    // The parent itself, not a folder inside it (`../build-cache`, `Path.cwd().parent / "tmp"`).
    if (parent && /^[\s)"';\\/]*$/.test(value.slice(parent[0].length))) return 'parent';
    if (WORKTREE.test(value) && (wild || shred)) return 'here';
    if (shred && /^\.?$/.test(value)) return 'here';
    const up = climb(sf, value, 0);
    if (up !== undefined && up >= 1) return 'parent';
    // (a call that removes a tree given as a path — rmSync, rmtree, RemoveAll — takes the working folder whole)
    // (a CI job's own workspace — `rm -rf "$WORKSPACE"/*`, `$GITHUB_WORKSPACE` — is the job's to clean; its parent is not)
    if (up === 0 && ciCheckout(base)) continue;
    if (up === 0 && (wild || shred || !several)) return 'here';
    // The folder that holds the skill (`"$(dirname "$0")/../.."` from its scripts/): every skill installed beside it, or
    // — for a skill kept as its own repository — every project beside it.
    // (counted from the script's own place: `$(cd "$HERE/../.." && pwd)` with HERE its folder — two folders below the working folder is no such place)
    // (one more up — `path.resolve(__dirname, "..", "..", "..")` from scripts/ — is the agent's folder, `.claude/`, that holds it)
    if ((up === SKILLS_FOLDER || up === SKILLS_FOLDER + 1) && SELF_PLACE.test(expandVars(sf, value, 4))) return 'skills';
    // A loop variable over a literal list of folders: `for (const t of [STATE, path.dirname(STATE)]) fs.rmSync(t, …)`.
    const listed = /^[A-Za-z_$][\w$]*$/.test(base) ? listedLevel(sf, base) : undefined;
    if (listed !== undefined && listed >= 1) return 'parent';
    if (listed === 0 && !several) return 'here';
    // A folder joined with the items of a literal list a loop walks, one of which climbs out of it (`for rel in ALVOS:` …
    // `rmtree((raiz / rel).resolve())` with `os.pardir` or `".."` among ALVOS): the folder above.
    const joined = /^\(?\s*([\w.()]+)\s*(?:\/|,)\s*([A-Za-z_]\w*)\s*\)?(?:\.resolve\(\))?$|^os\.path\.join\(\s*([\w.()]+)\s*,\s*([A-Za-z_]\w*)\s*\)$/.exec(
      value,
    );
    if (joined) {
      const folder = climb(sf, resolveTarget(sf, joined[1] ?? joined[3]).trim(), 0);
      const outward = (listedItems(sf, joined[2] ?? joined[4]) ?? []).some((i) => /^\s*(?:os\.pardir|["']\.\.(?:[\\/]+\.\.)*[\\/]?["'])\s*(?:#.*)?$/.test(i));
      if (folder !== undefined && outward) return 'parent';
    }
    // An entry of a loop over a folder's listing: `for p in X.iterdir(): shutil.rmtree(p)`.
    // (the entry may be named through a variable: `tgt = os.path.join(up, name)` … `rmtree(tgt)`)
    const entry = loopEntryLevel(sf, base) ?? (value !== base ? loopEntryLevel(sf, value) : undefined);
    if (entry === HOME_ENTRIES) return 'home';
    if (entry !== undefined && entry >= 1) return 'parent';
  }
  return undefined;
}

/** Variables every shell has set. */
const ENV_SET =
  /^(?:HOME|USER|LOGNAME|PWD|OLDPWD|TMPDIR|PATH|SHELL|HOSTNAME|UID|EUID|PPID|RANDOM|LINENO|SECONDS|BASH\w*|XDG_\w+|GITHUB_\w+|RUNNER_\w+|CI\w*|[0-9@*#?$!-])$/;
/**
 * A shell target with the path parts held in variables the skill never sets (no `NAME=` in any of its files, no `read`, loop or
 * `local`, no `${NAME:-…}` default) taken as empty, as the shell expands them — unless the script stops on an
 * unset variable (`set -u`) or guards it (`${NAME:?…}`).
 */
function emptied(sf: SentinelFile, value: string): string {
  if (sf.lang !== 'sh') return emptiedJoin(sf, value);
  if (!value.includes('$')) return value;
  const nounset = /\bset\s+-[a-zA-Z]*u|\bset\s+-o\s+nounset/.test(sf.info.text);
  // (only a variable that is a part of a longer path — `$HOME/${PREVIEWS}` —: one standing alone is the environment's)
  return value.replace(/(?<=\/)\$\{(\w+)\}|(?<=\/)\$([A-Za-z_]\w*)/g, (all, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b)!;
    if (ENV_SET.test(name)) return all;
    // (a name whose one value is another variable's empty default — `SUB="${CACHE_SUB:-}"` — is empty whenever that one is
    // unset, `set -u` or not)
    const sets = sf.info.text.match(new RegExp(String.raw`(?:^|[\s;&|({])(?:export\s+|local\s+|readonly\s+)?${name}=`, 'gm'))?.length ?? 0;
    if (sets === 1 && new RegExp(String.raw`(?:^|[\s;&|({])(?:export\s+|local\s+|readonly\s+)?${name}=["']?\$\{\w+:-\}["']?(?:\s|$)`, 'm').test(sf.info.text))
      return '';
    if (nounset) return all;
    const set = new RegExp(
      String.raw`(?:^|[\s;&|({])(?:export\s+|local\s+|declare\s+(?:-\w+\s+)?|readonly\s+)?${name}\+?=|\bread\b[^\n]*\b${name}\b|\bfor\s+${name}\s+in\b|\$\{${name}:?[-=?+]`,
      'm',
    );
    return scopeFiles().some((f) => set.test(f.info.text)) || set.test(sf.info.text) ? all : '';
  });
}

/** Whether `expr` calls a helper of the skill that returns the home folder (its join emptied by unset variables). */
function homeHelper(sf: SentinelFile, expr: string): boolean {
  const call = /^([A-Za-z_][\w.]*)\(\s*\)$/.exec(expr);
  if (!call) return false;
  return helperReturns(sf, call[1].replace(/^(?:self|this)\./, ''), false).some(([f, r]) => {
    const v = emptiedJoin(f, r.trim()).replace(/^["'`]|["'`]$/g, '');
    const other = /^[A-Za-z_]\w*$/.test(v) ? otherValue(f.info.text, v) : undefined;
    return v !== r.trim() && (HOME_EXPR.test(v) || (other !== undefined && HOME_EXPR.test(other)));
  });
}

/**
 * The highest level (climb) among the items of the literal list a loop variable walks: `for (const t of targets)`
 * with `const targets = [A, B]`, `for t in (A, B):`, `for t in A B; do`; undefined when `name` walks no literal list.
 */
function listedLevel(sf: SentinelFile, name: string): number | undefined {
  let top: number | undefined;
  for (const item of listedItems(sf, name) ?? []) {
    const up = climb(sf, resolveTarget(sf, item.trim()).trim(), 0);
    if (up !== undefined && (top === undefined || up > top)) top = up;
  }
  return top;
}

/** The items of the literal list the loop variable `name` walks (`for t in [A, B]`, `targets = [A, B]` … `for t of targets`). */
function listedItems(sf: SentinelFile, name: string): string[] | undefined {
  const text = sf.info.text;
  const n = name.replace(/\$/g, '\\$');
  const loop = new RegExp(String.raw`\bfor\s*\(?\s*(?:const\s+|let\s+|var\s+)?${n}\s+(?:of|in)\s+(\[[^\]\n]{1,400}\]|\([^)\n]{1,400}\)|[A-Za-z_$][\w$]*)`).exec(
    text,
  );
  if (!loop) return undefined;
  let list = loop[1];
  if (!/^[[(]/.test(list)) {
    const def = new RegExp(
      String.raw`(?:^|[\s;])(?:const\s+|let\s+|var\s+)?${list.replace(/\$/g, '\\$')}\s*(?::\s*[\w.[\]]+\s*)?=\s*(\[[^\]]{1,400}\]|\([^)]{1,400}\))`,
      'm',
    ).exec(text);
    if (!def) return undefined;
    list = def[1];
  }
  return splitItems(list.slice(1, -1));
}
/** The items of a list body, split at top-level commas. */
function splitItems(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
  out.push(body.slice(from));
  return out.filter((x) => x.trim());
}

/** A folder listing, in any language; group 1–4: the folder. */
const LISTING =
  /\b(?:os\.listdir|os\.scandir|fs\.readdirSync|fs\.promises\.readdir|readdirSync|readdir|Dir\.children|Dir\.entries|Dir\.each_child|os\.ReadDir|ioutil\.ReadDir|Get-ChildItem|gci)\s*\(?\s*(?:-(?:Path|LiteralPath)\s+)?((?:[^(),;\n{}|]|\([^()\n]*\))+?)\s*(?:\)|$|[,;|{]|\s-)|^(.+?)\.(?:iterdir\(\)|r?glob\(\s*["']\*["']\s*\))|\bglob(?:\.glob)?\(\s*(?:os\.path\.join\(\s*)?([^,()\n]+?)\s*(?:,|\+|\/)\s*["']\/?\*["']|^(\S+?)["']?\/\*["']?$/;

/**
 * How far above the working folder lies the folder whose entries a loop variable runs over,
 * when `target` is that variable or a join of a folder with it (`os.path.join(X, name)`,
 * `path.join(X, f)`, `File.join(X, e)`, `X / name`, `"$X/$d"`): Python `for n in os.listdir(X)`,
 * JS `readdirSync(X).forEach((f) =>` / `for (const f of …)`, Ruby `Dir.children(X).each do |e|`,
 * shell `for d in "$X"/*`, PowerShell `foreach ($d in Get-ChildItem $X)`, Go `for _, e := range os.ReadDir(X)`.
 */
function loopEntryLevel(sf: SentinelFile, target: string): number | undefined {
  const t = target
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\.(?:FullName|path|name|Name)$/, '');
  const name =
    /^\$?\{?([A-Za-z_]\w*)\}?$/.exec(t)?.[1] ??
    /(?:join|Join|Join-Path)\s*\(?\s*[^,]+?,?\s+\$?([A-Za-z_]\w*)(?:\.name|\.Name)?\s*\)?$/.exec(t)?.[1] ??
    /,\s*\$?([A-Za-z_]\w*)(?:\.name|\.Name\(\))?\s*\)?$/.exec(t)?.[1] ??
    /\/\s*\$?\{?([A-Za-z_]\w*)\}?$/.exec(t)?.[1];
  if (!name || name.length > 40) return undefined;
  // (the folder joined to the entry, `path.join(tmp, entry)`: only a loop over that folder's listing names it)
  const joined = /^(?:[\w.]*\.)?(?:join|Join)\s*\(\s*([A-Za-z_$][\w$.]*)\s*,\s*\$?[A-Za-z_]\w*\s*\)$/.exec(t)?.[1];
  const text = sf.info.text;
  const n = name.replace(/\$/g, '\\$');
  const tail = String.raw`\.(?:forEach|each|map|each_child)\s*(?:\(\s*(?:async\s*)?\(?\s*|\s*(?:\{|do)\s*\|\s*)${n}\b`;
  const source = String.raw`\bfor\s+(?:\(\s*(?:const|let|var)\s+)?(?:[\w$]+\s*,\s*)?\$?${n}\s+(?:in|of)\s+([^\n]{1,200}?)\s*(?:\)\s*\{|:\s*$|;\s*do\b|\s*$|\bdo\b)|\bforeach\s*\(\s*\$${n}\s+in\s+([^\n]{1,200}?)\)\s*\{|([^\n]{1,200}?)${tail}|\bfor\s+_?\w*\s*,\s*${n}\s*:=\s*range\s+([^\n{]{1,200}?)\s*\{`;
  // Without a `.forEach(… name` anywhere, every match starts at a `for`: look only there
  // (the third form alone would be tried at every offset of the file).
  const anyTail = new RegExp(tail).test(text);
  const heads = new RegExp(source, anyTail ? 'gm' : 'my');
  let from = 0;
  const next = (): RegExpExecArray | null => {
    if (anyTail) return heads.exec(text);
    for (let i = text.indexOf('for', from); i >= 0; i = text.indexOf('for', i + 1)) {
      heads.lastIndex = i;
      const h = heads.exec(text);
      if (h) {
        from = i + h[0].length;
        return h;
      }
    }
    return null;
  };
  for (let h = next(); h; h = next()) {
    let list = (h[1] ?? h[2] ?? h[3] ?? h[4] ?? '').trim();
    // A bare variable that holds the listing (`entries := os.ReadDir(X)`, `items = os.listdir(X)`).
    if (/^\$?[A-Za-z_]\w*$/.test(list)) list = expandVars(sf, list, 1).trim();
    // shell `for d in ./* ./.[!.]*`: the folder of its first glob
    if (/\s/.test(list)) list = list.split(/\s+/).find((w) => /[\\/]\*["']?$/.test(w)) ?? list;
    // (`for e in * .[!.]*`: bare globs are the entries of the folder the loop runs in)
    if (/^(?:["']?(?:\*|\.\[!\.\]\*|\.\?\?\*|\.\*)["']?\s*)+$/.test(list)) list = './*';
    const l = LISTING.exec(list);
    const folder = l && (l[1] ?? l[2] ?? l[3] ?? l[4]);
    if (!folder) continue;
    const f = folder.replace(/^\s*\(|\)\s*$/g, '').trim();
    // (a shell word's quotes are not part of the path: `"$top"/../..`)
    let base = /[()]/.test(f) ? f : f.replace(/["']/g, '');
    if (joined && base !== joined) continue;
    // `cd "$ws" && for d in ./*`: the folder `.` is the one the loop runs in
    if (/^\.[\\/]?$/.test(base)) {
      const seg = sf.segments.find((g) => g.start <= h.index && h.index < g.end);
      const cd = seg ? cwdAt(sf, seg, h.index) : undefined;
      if (cd) base = cd.replace(/^["']|["']$/g, '').replace(/[\\/]+$/, '');
    }
    // (the home folder's entries: `cd "$HOME"; for e in *`, `for e in "$HOME"/*`)
    const plain = base.replace(/^\$\{(\w+)\}$/, '$$$1');
    const other = /^\$?[A-Za-z_]\w*$/.test(plain) ? otherValue(text, plain.replace(/^\$/, '')) : undefined;
    if (HOME_EXPR.test(plain) || (other !== undefined && HOME_EXPR.test(other)) || climbsToHome(sf, plain)) return HOME_ENTRIES;
    // (the folder is itself walked from a literal list: `for root in [HOME / ".cache", HOME]:` ⏎ `for child in root.iterdir():`)
    const items = /^[A-Za-z_]\w*$/.test(plain) ? listedItems(sf, plain) : undefined;
    if (items?.some((i) => HOME_EXPR.test(i.trim()) || HOME_EXPR.test(resolveTarget(sf, i.trim()).trim()))) return HOME_ENTRIES;
    const up = climb(sf, base, 0);
    if (up !== undefined) return up;
  }
  return undefined;
}
/**
 * Whether a shell folder variable climbs back to the home folder: `root="$(cd "$hub/../../.." && pwd)"` with
 * `hub="${HF_HOME:-$HOME/.cache/huggingface}/hub"` is `$HOME` once its `..` are taken off the path they climb.
 */
const NESTED_DIRNAME = /^\$\(\s*dirname\s+(?:--\s+)?["']?(.+?)["']?\s*\)((?:\/\.\.)*)$/;
function climbsToHome(sf: SentinelFile, plain: string): boolean {
  if (sf.lang !== 'sh' || !/^\$\{?\w+\}?$/.test(plain)) return false;
  let value = expandVars(sf, plain, 4)
    .trim()
    .replace(/^["']|["']$/g, '')
    // (`$(cd -- "$x/../.." && pwd -P)`, `$(realpath "$x/../..")`, `$(readlink -f …)`)
    .replace(/^\$\(\s*cd\s+(?:--\s+)?["']?([^"'&;)]+?)["']?\s*(?:2>\s*\/dev\/null\s*)?&&\s*pwd(?:\s+-[PL])?\s*\)$/, '$1')
    .replace(/^\$\(\s*(?:realpath(?:\s+-\w+)*|readlink\s+-[fme])\s+(?:--\s+)?["']?([^"'&;)]+?)["']?\s*\)$/, '$1');
  // (nested `dirname`: `$(dirname "$(dirname "$(dirname "$hub")")")` is `$hub/../../..`)
  for (let m = NESTED_DIRNAME.exec(value), n = 0; m && n < 8; m = NESTED_DIRNAME.exec(value), n++) value = `${m[1]}/..${m[2]}`;
  if (!/\.\./.test(value)) return false;
  const parts: string[] = [];
  for (const part of value.split('/')) {
    if (part === '..') {
      if (!parts.length || parts[parts.length - 1] === '..') return false;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.length === 1 && /^(?:\$\{?HOME\}?|~)$/.test(parts[0]);
}

/** loopEntryLevel's answer for a loop over the home folder's entries (no level `climb` gives: it says -1 for a folder one below). */
const HOME_ENTRIES = Number.NEGATIVE_INFINITY;

/** The user's home folder, in any language: `Path.home()`, `os.path.expanduser("~")`, `os.homedir()`, `Dir.home`, `os.UserHomeDir()`, `$env:USERPROFILE` … */
const HOME_EXPR =
  /^(?:~\/?|\$\(\s*getent\s+passwd\s+[^\s|)]+\s*\|\s*cut\s+-d\s*:?\s*-f\s*6\s*\)|\$\{?HOME\}?\/?|(?:pathlib\.)?Path\.home\(\)|Path\(\s*["']~["']\s*\)\.expanduser\(\)|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|os\.(?:environ\[\s*["'](?:HOME|USERPROFILE)["']\s*\]|environ\.get\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|Getenv\(\s*"(?:HOME|USERPROFILE)"\s*\))|\$\{?USERPROFILE\}?|System\.getenv\(\s*"(?:HOME|USERPROFILE)"\s*\)|(?:std::)?env::var\(\s*"HOME"\s*\)|dirs::home_dir\(\)|Environment\.GetFolderPath\(\s*Environment\.SpecialFolder\.UserProfile\s*\)|(?:os\.)?homedir\(\)|process\.env\.(?:HOME|USERPROFILE)|Dir\.home|ENV\[\s*["']HOME["']\s*\]|os\.UserHomeDir\(\)|\$env:(?:USERPROFILE|HOME)|\$HOME|\[Environment\]::GetFolderPath\(\s*["']UserProfile["']\s*\)|\$\(\s*echo\s+~\s*\)|%USERPROFILE%|%HOMEDRIVE%%HOMEPATH%|%HOME%|System\.getProperty\(\s*"user\.home"\s*\))$/i;
