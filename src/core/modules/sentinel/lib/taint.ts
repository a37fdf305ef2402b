/**
 * Sources → sinks over a whole file (issue 28, technique 3): the shared taint analysis that
 * the exfiltration rules query once per file (memoised per document).
 *
 * A script (or one fenced code block) is cut into statements; a fixpoint over all of them
 * (at most `PASSES` passes, not a window of lines) marks the names that carry a secret:
 * - bound from a source: assignments (subscript and attribute targets included, `+=`,
 *   destructuring, Go's `a, b :=`), loop variables (`for x in`, `for (const [k, v] of`,
 *   `for k, v := range`, `foreach ($x in`), `with … as x`, containers filled by
 *   `.append/.update/.push/.set/.Add/.WriteString(…)`, every name in a copy or archive
 *   command that copies a tainted path (`cp`, `Copy-Item`, `Compress-Archive`, `shutil.copy`);
 * - a function whose `return` (shell: `echo`) mentions a tainted name taints its calls;
 * - a call of a locally defined function with a tainted argument taints the parameter
 *   (`def f(a, b)`, `function f(a)`, `const f = (a) =>`, `func f(a T)`, PowerShell
 *   `function F { param($a) }` / `function F($a)`, shell functions' `$1 …`).
 * Home-relative paths are normalised first (`Path.home() / ".aws" / "credentials"`,
 * `os.path.join(os.path.expanduser("~"), ".ssh")`, `filepath.Join(home, ".netrc")`,
 * `Join-Path $prof 'Cookies'`) so exfil-sources recognises them, and module-level string
 * constants are resolved in a sink's statement (`SERVICE = "https://…"` … `{SERVICE}/x`).
 * Sinks: everything exfil-sinks finds, a header set on a request object bound from a sink
 * (`req.Header.Set(…)`, `req.add_header(…)`), a Markdown/HTML image URL with a tainted query
 * in a file that writes files, and `git push` to a remote the script adds after a strong
 * secret was copied or written into a path. Flows are judged exactly as `judge` does.
 *
 * Also (round 3): parsers loaded in place (`cp.read(path)`, `cfg.load(f)`) and URL objects
 * filled in place (`u.searchParams.set(k, v)`) carry what they take; a statement whose name
 * is built from pieces (`process['e' + 'nv']`, `getattr(os, "envi" + "ron")`) is read
 * through lib/normalise.ts; an environment look-up keyed by a loop over credential names
 * (`for _, k := range []string{"GITHUB_TOKEN", …}` … `os.LookupEnv(k)`) is a (weak) source; a
 * format whose placeholder opens a DNS label (`Sprintf("%s.%s", chunk, zone)`) is a label; a
 * zone spelled as bytes (`string([]byte{0x62, …})`) is a constant. Across files: a file a
 * region writes a strong secret into (`p.write_text(x)`, `writeFileSync(p, x)`, `fh.write(x)`,
 * `> /tmp/x`) is a source in every other region that names it again (`skillFlows`; a script
 * with no sink of its own is read for these files only when another script has one).
 *
 * Speed: only files whose anchor pass saw an `exfil` anchor and whose text has both a
 * source hint and a sink hint are analysed; statements are split once, ≤ 4 passes.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import { memo, memoKey } from '../../../skill/memo.ts';
import { STRONG, findSources, SOURCE_HINT, type Source } from '../exfil-sources.ts';
import { SINK, SINK_HINT, hostOf, type Sink } from '../exfil-sinks.ts';
import { judge, sinksFor, outputPaths, type Flow } from '../exfil-flows.ts';
import { anchorHits, sentinelView, type Lang, type Segment, type SentinelFile } from '../view.ts';
import { BUILDS, normaliseCalls } from './normalise.ts';
import { secretName } from '../exfil-sources.ts';

export type TaintFlow = Flow & { at: number };

const PASSES = 4;
const MAX_STMTS = 4000;

interface Stmt {
  s: number;
  e: number;
  /** Comment-free code, home paths normalised. */
  code: string;
  fn?: Fn;
  /** The sources written in the statement itself (found once). */
  sources?: Source[];
  /** Home paths were rewritten: offsets no longer match the text. */
  normalised?: boolean;
  /** The names the statement mentions outside plain strings (computed once). */
  ids?: Ident[];
  /** What the statement binds by assignment (computed once). */
  assigned?: string[] | null;
}
interface Ident {
  n: string;
  at: number;
  /** Called (`n(`) or substituted (`$(n`). */
  call: boolean;
}

/** Identifiers of `code` outside plain string literals, less attribute names, keyword arguments and object keys. */
function idents(code: string): Ident[] {
  const bare = code.replace(/(["'])(?:(?!\1)[^\\\n]|\\.)*\1/g, (q) => (/\$\{?\w|\{[\w(]|\$\(/.test(q) ? q : ' '.repeat(q.length)));
  const out: Ident[] = [];
  const re = /[$@]?\{?([A-Za-z_]\w*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(bare))) {
    const n = m[1];
    const sigil = m[0][0] === '$' || m[0][0] === '@';
    if (!sigil && bare[m.index - 1] === '.') continue;
    const after = m.index + m[0].length;
    if (!sigil && /^\s*(?:=(?![=~])|:(?![:=]))/.test(bare.slice(after, after + 3)) && /[({,]\s*$/.test(bare.slice(Math.max(0, m.index - 20), m.index)))
      continue;
    if (KEYWORDS.has(n)) continue;
    const call = /^\s*\(/.test(bare.slice(after, after + 8)) || /(?:\$\(|`)\s*$/.test(bare.slice(Math.max(0, m.index - 3), m.index));
    out.push({ n, at: after - n.length, call });
  }
  return out;
}

interface Fn {
  name: string;
  params: string[];
  start: number;
  end: number;
}

/** A file a region wrote a strong secret into, by the last part of its path (`.session.json`), for other scripts to read. */
type Stash = Map<string, Source>;
interface Result {
  flows: TaintFlow[];
  stash?: Stash;
}
const FLOWS = memoKey<Map<SentinelFile, Map<Segment, Result>>>('sentinel/taint');
const SKILL = memoKey<Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }>>('sentinel/taint-skill');

function fileResult(doc: SkillDocument, sf: SentinelFile, seg: Segment): Result {
  const all = memo(doc, FLOWS, () => new Map());
  let per = all.get(sf);
  if (!per) all.set(sf, (per = new Map()));
  let out = per.get(seg);
  if (!out) per.set(seg, (out = analyse(sf, seg)));
  return out;
}

/** Flows over whole code regions of `sf` (a script, or each fenced code block), computed once per document. */
export function fileFlows(doc: SkillDocument, sf: SentinelFile, seg: Segment): TaintFlow[] {
  return fileResult(doc, sf, seg).flows;
}

/**
 * The same, for every code region of every file of the skill; then, where a region wrote a
 * strong secret into a file, every other region that names that file again, the file
 * standing as a source there (`detect.py` caches `~/.pgpass` into `/tmp/.x.json`,
 * `report.js` uploads `/tmp/.x.json`) — the collector/sender split followed as one flow.
 */
export function skillFlows(doc: SkillDocument): Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }> {
  return memo(doc, SKILL, () => {
    const out: Array<{ sf: SentinelFile; seg: Segment; flows: TaintFlow[] }> = [];
    const stash: Array<{ sf: SentinelFile; seg: Segment; names: Stash }> = [];
    const files = sentinelView(doc).files;
    const quiet: Array<{ sf: SentinelFile; seg: Segment }> = [];
    for (const sf of files) {
      if (!sf.segments.length || !anchorHits(sf, 'exfil').length) continue;
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        const r = fileResult(doc, sf, seg);
        if (r.flows.length) out.push({ sf, seg, flows: r.flows });
        if (r.stash?.size) stash.push({ sf, seg, names: r.stash });
        if (sf.role === 'script' && r === NONE) quiet.push({ sf, seg });
      }
    }
    // scripts with no sink of their own that write secrets into a file, when another script sends
    const senders = quiet.length ? files.filter((sf) => sf.role === 'script' && SINK_HINT.test(sf.info.text) && SINK_ANY.test(sf.info.text)) : [];
    // a file the skill ships (`config.json`) is not where a script hides what it read
    const own = new Set(senders.length ? files.map((f) => f.file.path.split('/').pop() ?? '') : []);
    if (senders.length)
      for (const { sf, seg } of quiet) {
        // only a region that names a file another script (with a sink) names too
        const text = sf.info.text.slice(seg.start, seg.end);
        if (!WRITE_HINT.test(text)) continue;
        let shared = false;
        for (const m of text.matchAll(FILE_LIT)) if (!own.has(m[1]) && (shared = senders.some((o) => o !== sf && o.info.text.includes(m[1])))) break;
        if (!shared) continue;
        const r = analyse(sf, seg, undefined, true);
        if (r.stash?.size) stash.push({ sf, seg, names: r.stash });
      }
    if (!stash.length) return out;
    for (const sf of files) {
      if (!sf.segments.length || sf.role === 'markdown') continue;
      for (const seg of sf.segments) {
        if (seg.kind !== 'code' || seg.detector) continue;
        const text = sf.info.text.slice(seg.start, seg.end);
        const seeds: Stash = new Map();
        for (const w of stash)
          if (w.seg !== seg) for (const [name, src] of w.names) if (quotedPart(text, name)) seeds.set(name, { ...src, text: `${src.text} → ${name}` });
        if (!seeds.size) continue;
        const flows = analyse(sf, seg, seeds).flows;
        const had = out.find((o) => o.seg === seg);
        const fresh = flows.filter((f) => !had?.flows.some((g) => g.at === f.at));
        if (!fresh.length) continue;
        if (had) had.flows = [...had.flows, ...fresh];
        else out.push({ sf, seg, flows: fresh });
      }
    }
    return out;
  });
}

/** Whether `text` names the file `name` as a literal path part (`'/tmp/.x.json'`, `tmp / ".x.json"`, `$TMP/.x.json`). */
function quotedPart(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + name.length] ?? ' ';
    if (/[\\/"'\x60\s=]/.test(before) && !/[\w.-]/.test(after)) return true;
  }
  return false;
}

/** The file name an expression writes to: its last literal path part (`Path(tmp) / ".cache.json"` → .cache.json). */
function stashName(expr: string): string | undefined {
  const lits = [...expr.matchAll(/["'\x60]([^"'\x60\n]{1,200})["'\x60]/g)].map((m) => m[1]);
  const raw = lits.length ? lits[lits.length - 1] : /^\s*([\w.~\/\\-]+)\s*$/.test(expr) ? expr.trim() : '';
  const last = raw.split(/[\\/]/).pop() ?? '';
  if (!/^[\w.-]{5,80}$/.test(last) || !/[A-Za-z]/.test(last) || /^\.?\w{1,4}$/.test(last) || !/[.-]/.test(last.slice(1))) return undefined;
  return last;
}

const HOME_HINT =
  /home\(\)|homedir|UserHomeDir|expanduser|USERPROFILE|\$\{?HOME\b|APPDATA|environ\b[^\n]{0,12}HOME|Dir\.home|ENV\[["']HOME|["']\.(?:aws|ssh|kube|docker|gnupg|azure|config)["']/;
/** Consecutive literal path parts of a join (`join(x, ".aws", "credentials")`, `p / ".kube" / "config"`) → one path. */
const PARTS = /(["'])(\.?[\w.-]+)\1((?:\s*(?:,|\/|\+)\s*(["'])[\w.*-]+\4)+)/g;
/** Any sink pattern at all (a gate: `findSinks` then judges each one). */
const SINK_ANY = new RegExp(SINK.source, 'i');
const EXTRA_SINK_HINT = /git\s+push|!\[|<img|\.Header\.|add_header|setRequestHeader|http\.(?:NewRequest|Post|Get)/i;

const NONE: Result = { flows: [] };
/** Where a name is built from pieces that may spell a source (`process['e' + 'nv']`): normalised statement by statement. */
const BUILT_HINT = /\b(?:process|os|globalThis|window|global|Deno|Bun)\s*\[|\bgetattr\s*\(|\bReflect\.get\s*\(/;
/** An environment lookup by a variable key (`os.LookupEnv(k)`, `os.environ[k]`, `process.env[k]`, `ENV[k]`): group 1 the key. */
const ENV_BY_VAR =
  /\b(?:os\.(?:LookupEnv|Getenv|getenv)\s*\(|os\.environ(?:\.get\s*\(|\s*\[)|process\.env\s*\[|ENV(?:\.fetch\s*\(|\s*\[)|System\.getenv\s*\(|Environment\.GetEnvironmentVariable\s*\(|\bgetenv\s*\()\s*([A-Za-z_]\w*)\s*[\]),]/g;

/** A file name written as a literal path part (`"/tmp/.x.json"`, `'cache.dat'`). */
const FILE_LIT =
  /[\\/"'\x60](\.?[\w-]*[A-Za-z][\w.-]*\.(?:json|txt|dat|data|log|db|sqlite|bin|tmp|cache|out|b64|enc|zip|tar|gz|tgz|csv|ya?ml|ini|conf|cfg|pem|key|xml|pickle|pkl))(?=["'\x60\s)]|$)/gm;
/** A region that may write what it read into a file. */
const WRITE_HINT = /write_text|write_bytes|writeFile|appendFile|\.write\s*\(|json\.dump\s*\(|WriteFile|Set-Content|Add-Content|Out-File|>/;

function analyse(sf: SentinelFile, seg: Segment, seeds?: Stash, collect = false): Result {
  // the anchor pass saw an exfiltration word (a secret store, the environment, a sender) inside this region
  const hits = anchorHits(sf, 'exfil');
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid] < seg.start) lo = mid + 1;
    else hi = mid;
  }
  // a region seeded with files another script wrote secrets into needs no anchor of its own
  if (!seeds && (lo >= hits.length || hits[lo] >= seg.end)) return NONE;
  const text = sf.info.text.slice(seg.start, seg.end);
  const built = !seeds && BUILT_HINT.test(text) && BUILDS.test(text);
  if (text.length > 400_000 || !(seeds || built || SOURCE_HINT.test(text) || HOME_HINT.test(text))) return NONE;
  if (collect ? !WRITE_HINT.test(text) : !(SINK_HINT.test(text) || EXTRA_SINK_HINT.test(text))) return NONE;
  const lang: Lang = sf.role === 'script' ? sf.lang : seg.lang;
  const clean = stripLineComments(text, lang);
  // a sink written out; a source written out, or a home directory a path is built from
  if (!collect && !EXTRA_SINK_HINT.test(clean) && !SINK_ANY.test(clean)) return NONE;
  const sources = findSources(clean);
  if (!sources.length && !seeds && !built && !HOME_HINT.test(clean) && !new RegExp(ENV_BY_VAR.source).test(clean)) return NONE;
  // only strong secrets are followed into files
  if (collect && !sources.some((x) => STRONG.has(x.kind)) && !HOME_HINT.test(clean)) return NONE;
  const go = /\bfunc\s+\w|:=/.test(text) && /\bpackage\s+\w+|\bfunc\s/.test(text);
  return new Taint(text, clean, sources, seg.start, lang, go, built, seeds, collect).run();
}

// ---- statements -----------------------------------------------------------------------------

/** Cut code into logical statements: a line, extended while `(`/`[`/an expression `{` is open or the line continues. */
export function splitStatements(text: string, lang: Lang): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let pos = 0;
  const n = text.length;
  while (pos < n && out.length < MAX_STMTS) {
    let depth = 0;
    let end = pos;
    let lines = 0;
    for (;;) {
      let le = text.indexOf('\n', end);
      if (le < 0) le = n;
      // (the line [end, le) read in place)
      depth += exprDelta(text, end, le, lang, depth);
      lines++;
      const cont = lineContinues(text, end, le, lang);
      end = le;
      if (end >= n || lines >= 30 || (depth <= 0 && !cont)) break;
      end++;
    }
    out.push([pos, end]);
    pos = end + 1;
  }
  return out;
}

/** Whether the line [a, b) continues on the next: a trailing `\\`, or (not Python) `|`, `&&`, `,`, `+`, `join(` (trailing white space aside). */
function lineContinues(text: string, a: number, b: number, lang: Lang): boolean {
  let e = b;
  while (e > a && WS.test(text[e - 1])) e--;
  if (e === a) return false;
  const c = text.charCodeAt(e - 1);
  if (c === 0x5c) return true;
  if (lang === 'py') return false;
  if (c === 0x7c || c === 0x2c || c === 0x2b) return true;
  if (c === 0x26) return e - 2 >= a && text.charCodeAt(e - 2) === 0x26;
  return c === 0x28 && e - 5 >= a && text.startsWith('join', e - 5) && !(e - 5 > a && WORD.test(text[e - 6]));
}
const WS = /\s/;
const WORD = /\w/;

/**
 * Bracket balance of the line [a, b) of `text`: `(`, `[`, and `{` where it opens an expression
 * (after `=`, `(`, `,`, `:`, `return`); `carried` = depth so far.
 */
function exprDelta(text: string, a: number, b: number, lang: Lang, carried: number): number {
  let d = 0;
  let quote = 0;
  let braces: boolean[] | undefined;
  const psSingle = lang === 'ps';
  const hash = lang !== 'js';
  const slashes = lang !== 'sh' && lang !== 'py';
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === 0x5c && !(psSingle && quote === 0x27)) i++;
      else if (c === quote) quote = 0;
      continue;
    }
    if (c === 0x23 && hash && (i === a || text.charCodeAt(i - 1) === 0x20 || text.charCodeAt(i - 1) === 0x09)) break;
    if (c === 0x2f && slashes && i + 1 < b && text.charCodeAt(i + 1) === 0x2f) break;
    if (c === 0x22 || c === 0x27 || c === 0x60) quote = c;
    else if (c === 0x28 || c === 0x5b) d++;
    else if (c === 0x29 || c === 0x5d) d--;
    else if (c === 0x7b) {
      const before = text.slice(Math.max(a, i - 8), i).trimEnd();
      const expr = /(?:[=(,:[]|\breturn|@)$/.test(before);
      (braces ??= []).push(expr);
      if (expr) d++;
    } else if (c === 0x7d) {
      if (braces?.length) {
        if (braces.pop()) d--;
      } else if (carried + d > 0) d--;
    }
  }
  return d;
}

// ---- the analysis --------------------------------------------------------------------------

const HOME_EXPR =
  /\bPath\.home\(\)|\bos\.homedir\(\)|\bos\.UserHomeDir\(\)|\b(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|\bos\.environ(?:\.get\(|\[)\s*["'](?:HOME|USERPROFILE)["']\s*[\])]|\bos\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\bprocess\.env\.(?:HOME|USERPROFILE)\b|\$\{?HOME\}?|\$env:(?:USERPROFILE|HOME)\b|\[Environment\]::GetFolderPath\(\s*["']?UserProfile["']?\s*\)|\bDir\.home\b|\bENV\[["']HOME["']\]/g;
const HOME_ASSIGN =
  /^\s*(?:const\s+|let\s+|var\s+|local\s+|export\s+|\$)?([A-Za-z_]\w*)(?:\s*,\s*_)?\s*:?=\s*(?:~|(?:Path\.home\(\)|os\.homedir\(\)|os\.UserHomeDir\(\)|(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|os\.environ(?:\.get\(|\[)\s*["'](?:HOME|USERPROFILE)["']\s*[\])]|os\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|process\.env\.(?:HOME|USERPROFILE)|["']?\$\{?HOME\}?["']?|\$env:(?:USERPROFILE|HOME)))\s*;?\s*$/;
/** `~ / ".aws" / "credentials"`, `join(~, ".ssh", "id_rsa")`, `~ + "/.netrc"`: one path. */
const JOIN = /~((?:\s*["']?\s*(?:\/|,|\+|\\)\s*["'][\w.\/\\ *-]+["'])+)/g;
const CONST_ASSIGN =
  /^\s*(?:export\s+|const\s+|let\s+|var\s+|readonly\s+|final\s+|\$)?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=\s*(["'\x60])([^"'\x60\n$]*)\2\s*;?\s*$/;
const KEYWORDS = new Set(
  'if else elif for while in of return def function func var let const and or not is None null true false True False new await async this self range await with as try except catch finally import from export local declare readonly echo print string int bool byte map err nil make len str dict list set type struct'.split(
    ' ',
  ),
);
/** Names that hold an authenticated client or request settings, not the data sent. */
const AUTH_NAME = /^(?:headers?|session|client|opts|options|config|cfg|kwargs|env|environ)$/i;
const REQUEST_SINK = /\b(?:urllib\.request\.Request|http\.NewRequest(?:WithContext)?|new\s+Request|request\.Request|Request|NewRequest)\s*\(/;
const HEADER_SET =
  /\b([A-Za-z_]\w*)\s*\.\s*(?:Header\s*\.\s*(?:Set|Add)\s*\(|headers\s*(?:\[|\.(?:set|append|update)\s*\()|add_header\s*\(|putheader\s*\(|setRequestHeader\s*\(|set_header\s*\()/;
const WRITES_FILE =
  /\bwrite_text\s*\(|\.write\s*\(|writeFile(?:Sync)?\s*\(|appendFile(?:Sync)?\s*\(|\bSet-Content\b|\bOut-File\b|\bAdd-Content\b|>>?\s*["']?[\w$.\/-]+\.(?:md|html?|txt)\b|os\.WriteFile\s*\(/;
const IMAGE = /!\[[^\]\n]*\]\(\s*|<img\b[^>]*?\bsrc\s*=\s*\\?["']?/gi;
const GIT_PUSH = /\bgit\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*push\b[^\n;&|]*/;
const GIT_REMOTE = /\bgit\s+(?:-C\s+\S+\s+)*remote\s+(?:add|set-url)\s+([\w.-]+)\s+["']?([^\s"';&|]+)/g;
const GIT_ADD = /\bgit\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*(?:add\b|commit\s+[^\n]*(?:-a\b|--all\b|-\w*a\w*\s))/;
/** Copies and archives: commands (shell, PowerShell) and library calls (any language). */
const COPY_CMD = /(?:^|[\s;&|(])(?:cp|Copy-Item|copy|Compress-Archive|zip|tar|7z|Move-Item|mv|xcopy|robocopy)\s/;
const COPY_CALL = /\bshutil\.(?:copy\w*|make_archive|move)\s*\(|\bcopyFileSync\s*\(|\bfs\.(?:cp|copyFile)\w*\s*\(/;
const SHELLISH = new Set<Lang>(['sh', 'ps', 'bat', 'any']);
/** Bigger regions (bundles) are left to the statement-level checks; a taint set this large means nothing. */
const MAX_NAMES = 300;
/** Where a home path or a join of literal parts may stand. */
const NORM_HINT =
  /\bPath\.home\(|homedir\(|UserHomeDir\(|expanduser\(|USERPROFILE|\$\{?HOME\b|\bHOME["']|Dir\.home|GetFolderPath|Join-Path|["']\.\w[\w.-]*["']\s*(?:,|\/|\+)\s*["']|~/;
const DEF_HINT = /\b(?:def|function|func)\b|=>|\(\)\s*\{?\s*$/;
const DEF_PY = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(([^)]*)\)/;
const DEF_JS = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(([^)]*)\)/;
const DEF_ARROW =
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\s*[\w$]*\s*\(([^)]*)\)|\(([^)]*)\)\s*(?::\s*[^=]+)?=>|([A-Za-z_$][\w$]*)\s*=>)/;
const DEF_GO = /^\s*func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*\(([^)]*)\)/;
const DEF_PS = /^\s*function\s+([A-Za-z_][\w-]*)\s*(?:\(([^)]*)\))?\s*\{?/i;
const DEF_SH = /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?/;

class Taint {
  private stmts: Stmt[] = [];
  private fns = new Map<string, Fn>();
  /** Tainted names: `fn:name` for a function's locals, `name` at the top level. */
  private names = new Map<string, Source>();
  /** Tainted function results. */
  private fnTaint = new Map<string, Source>();
  /** Literal paths a strong secret was copied or written into. */
  private paths = new Map<string, Source>();
  private consts = new Map<string, string>();
  /** The first value assigned to each name, as written (for remotes and request targets). */
  private raw = new Map<string, string>();
  private homes = new Set<string>();
  /** Request objects bound from a sink call, with the text that names their destination. */
  private requests = new Map<string, string>();
  private changed = false;
  /** Names (plain, unscoped) tainted during the current pass; parameters as `$1` … in shell. */
  private fresh = new Set<string>();
  private pathsGrew = false;
  /** Weak sources that reached here through a function's result: reported only at a sink that is itself an exfil channel. */
  private crossed = new WeakSet<Source>();
  private cross(src: Source): Source {
    if (STRONG.has(src.kind) || this.crossed.has(src)) return src;
    const c = { ...src };
    this.crossed.add(c);
    return c;
  }
  /** Every name that holds a strong secret in some scope. */
  private strongAnywhere = new Map<string, Source>();
  private constRe?: RegExp;
  private callRe?: RegExp;

  constructor(
    private text: string,
    private clean: string,
    private found: Source[],
    private base: number,
    private lang: Lang,
    private go: boolean,
    private built = false,
    seeds?: Stash,
    /** Only the files secrets are written into (a region without a sink of its own). */
    private collect = false,
  ) {
    if (seeds) for (const [p, src] of seeds) this.paths.set(p, src);
  }
  /** Files a strong secret was written into (see `skillFlows`). */
  private stash: Stash = new Map();
  /** Open file handles: `with open(p, "w") as fh`, `fh = open(p, "w")`, `f, _ := os.Create(p)` → the path expression. */
  private handles = new Map<string, string>();
  /** Loop variables over a literal list of credential names (`for k in ("GITHUB_TOKEN", "NPM_TOKEN")`). */
  private keyLists = new Map<string, string[]>();

  run(): Result {
    const r = this.flows();
    return this.stash.size ? { flows: r, stash: this.stash } : r.length ? { flows: r } : NONE;
  }

  private flows(): TaintFlow[] {
    this.prepare();
    // the sources found once over the whole text, handed to their statements (re-found where a path was normalised)
    let sourced = false;
    let k = 0;
    for (const st of this.stmts) {
      if (st.normalised) st.sources = findSources(st.code);
      else {
        while (k < this.found.length && this.found[k].index < st.s) k++;
        const mine: Source[] = [];
        for (let j = k; j < this.found.length && this.found[j].index < st.e; j++) mine.push({ ...this.found[j], index: this.found[j].index - st.s });
        st.sources = mine;
      }
      // an environment lookup keyed by a loop over credential names
      if (this.keyLists.size && /env|getenv|ENV/i.test(st.code)) {
        ENV_BY_VAR.lastIndex = 0;
        for (const m of st.code.matchAll(ENV_BY_VAR)) {
          const names = this.keyLists.get(m[1]);
          if (names) st.sources.push({ kind: 'envKey', index: m.index, text: names.slice(0, 3).join(', ') });
        }
      }
      sourced ||= st.sources.length > 0;
    }
    if (!sourced && !this.paths.size) return [];
    if (this.fns.size)
      this.callRe = new RegExp(`(?<![\\w.$])(${[...this.fns.keys()].map((k) => k.replace(/[$-]/g, '\\$&')).join('|')})(\\s*\\(|[ \\t]+(?=["'$\\w(]))`, 'g');
    for (let pass = 0; pass < PASSES; pass++) {
      this.changed = false;
      const fresh = this.fresh;
      const freshArg = [...fresh].some((n) => /^[1-9]$/.test(n));
      const pathsBefore = this.paths.size;
      this.fresh = new Set();
      // after the first pass, only statements that mention a name tainted since (one scan of the text)
      const todo = pass === 0 || this.pathsGrew || freshArg ? undefined : this.mentioning(fresh);
      for (let i = 0; i < this.stmts.length; i++) if (!todo || todo.has(i)) this.propagate(this.stmts[i]);
      this.pathsGrew = this.paths.size !== pathsBefore;
      if (this.names.size > MAX_NAMES) return [];
      if (!this.changed) break;
    }
    if (!this.names.size && !this.fnTaint.size && !this.paths.size) return [];
    for (const [p, src] of this.paths) if (STRONG.has(src.kind)) this.keep(p, src);
    return this.collect ? [] : this.sinks();
  }

  /** Indices of the statements whose text mentions one of `names`. */
  private mentioning(names: Set<string>): Set<number> {
    const out = new Set<number>();
    if (!names.size) return out;
    const re = new RegExp(`(?<![\\w])(?:${[...names].map((n) => n.replace(/[$]/g, '\\$&')).join('|')})(?!\\w)`, 'g');
    let i = 0;
    for (let m = re.exec(this.clean); m; m = re.exec(this.clean)) {
      while (i < this.stmts.length && this.stmts[i].e < m.index) i++;
      if (i >= this.stmts.length) break;
      if (this.stmts[i].s <= m.index) out.add(i);
      // one hit per statement is enough
      if (this.stmts[i].e > re.lastIndex) re.lastIndex = this.stmts[i].e;
    }
    return out;
  }

  // -- pre-pass: statements, functions, constants, home names ---------------------------------

  private prepare(): void {
    const spans = splitStatements(this.text, this.lang);
    const open: Fn[] = [];
    for (const [s, e] of spans) {
      const code = this.clean.slice(s, e);
      if (!code.trim()) continue;
      while (open.length && open[open.length - 1].end <= s) open.pop();
      const assigns = code.includes('=');
      const h = assigns ? HOME_ASSIGN.exec(code) : null;
      if (h) this.homes.add(h[1]);
      const c = assigns ? (CONST_ASSIGN.exec(code) ?? byteConst(code)) : null;
      if (c && (/:\/\//.test(c[3]) || /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/\S*)?$/.test(c[3])) && !/^[\d.]+$/.test(c[3].replace(/:\d+$/, '')) === true)
        this.consts.set(c[1], c[3]);
      else if (c && /^(?:\d{1,3}\.){3}\d{1,3}/.test(c[3])) this.consts.set(c[1], c[3]);
      const ra = assigns && /^\s*(?:export\s+|const\s+|let\s+|var\s+|local\s+|\$)?([A-Za-z_]\w*)\s*:?=\s*(\S[^\n]*)$/.exec(code);
      if (ra && !this.raw.has(ra[1])) this.raw.set(ra[1], ra[2]);
      if (/\bopen\s*\(|os\.(?:Create|OpenFile)\s*\(|createWriteStream\s*\(/.test(code)) {
        const o =
          /\bopen\s*\(\s*([^,\n]+?)\s*,\s*(?:mode\s*=\s*)?["'][wax]b?\+?["'][^\n]*?\bas\s+(\w+)/.exec(code) ??
          /^\s*(?:const\s+|let\s+|var\s+)?(\w+)(?:\s*,\s*\w+)?\s*:?=\s*(?:\w+\.)?(?:open\s*\(\s*([^,\n]+?)\s*,\s*["'][wax]|os\.(?:Create|OpenFile)\s*\(\s*([^,)\n]+)|(?:fs\.)?createWriteStream\s*\(\s*([^,)\n]+))/.exec(
            code,
          );
        if (o && o.length === 3) this.handles.set(o[2], o[1]);
        else if (o) this.handles.set(o[1], (o[2] ?? o[3] ?? o[4])!);
      }
      const fn = DEF_HINT.test(code) ? this.defines(code, s) : undefined;
      const st: Stmt = { s, e, code, fn: open[open.length - 1] };
      if (this.built && BUILT_HINT.test(code) && BUILDS.test(code)) {
        // `process['e' + 'nv']` → `process.env`: the source written plainly (found again in `run`)
        const n = normaliseCalls(code).replace(
          /\b(process|os|globalThis|window|global|Deno|Bun)\s*\[\s*(?:"([A-Za-z_]\w*)"|'([A-Za-z_]\w*)')\s*\]/g,
          '$1.$2$3',
        );
        if (n !== code) (st.code = n), (st.normalised = true);
      }
      if (/^\s*(?:async\s+)?(?:for|foreach)\b/.test(code) && /["']\w+["']\s*[,}\])]/.test(code)) {
        const keys = [...code.matchAll(/["']([A-Z][A-Z0-9_]{2,})["']/g)].map((x) => x[1]).filter(secretName);
        const v = /^\s*for\s+(?:_\s*,\s*)?(\w+)\s*(?::=\s*range|in)\b|^\s*for\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\b|^\s*foreach\s*\(\s*\$(\w+)\s+in\b/i.exec(
          code,
        );
        if (keys.length && v) this.keyLists.set((v[1] ?? v[2] ?? v[3])!, keys);
      }
      this.stmts.push(st);
      if (fn) {
        this.fns.set(fn.name, fn);
        open.push(fn);
      }
    }
    // home names and path joins, now that every home name is known
    const homeName = this.homes.size ? new RegExp(`(?<![\\w.$])\\$?\\{?(?:${[...this.homes].join('|')})\\}?(?![\\w(])`, 'g') : undefined;
    // one scan of the text for the statements that hold something to rewrite
    const marks = new RegExp(`${NORM_HINT.source}${homeName ? `|${homeName.source}` : ''}`, 'gi');
    const todo: Stmt[] = [];
    let i = 0;
    for (let m = marks.exec(this.clean); m; m = marks.exec(this.clean)) {
      while (i < this.stmts.length && this.stmts[i].e < m.index) i++;
      if (i >= this.stmts.length) break;
      if (this.stmts[i].s <= m.index && todo[todo.length - 1] !== this.stmts[i]) todo.push(this.stmts[i]);
      if (m[0] === '') marks.lastIndex++;
    }
    for (const st of todo) {
      let code = st.code;
      if (/["']\.\w[\w.-]*["']\s*(?:,|\/|\+)\s*["']/.test(code))
        code = code.replace(
          PARTS,
          (_m, _q, first: string, rest: string) => `"${[first, ...[...rest.matchAll(/["']([\w.*-]+)["']/g)].map((x) => x[1])].join('/')}"`,
        );
      if (!/[~$]|home|expanduser|USERPROFILE|Join-Path/i.test(code) && !homeName) {
        if (code !== st.code) (st.code = code), (st.normalised = true);
        continue;
      }
      HOME_EXPR.lastIndex = 0;
      code = code.replace(HOME_EXPR, '~');
      if (homeName && !HOME_ASSIGN.test(st.code)) code = code.replace(homeName, '~');
      if (code.includes('~'))
        code = code.replace(
          JOIN,
          (_m, tail: string) => '~/' + [...tail.matchAll(/["']([\w.\/\\ *-]+)["']/g)].map((x) => x[1].replace(/^[\/\\]+/, '')).join('/'),
        );
      if (/Join-Path/i.test(code)) code = code.replace(/\bJoin-Path\s+(\$?[\w:.]+|\([^)]*\))\s+["']([^"'\n]+)["']/gi, '$1\\$2');
      if (code !== st.code) {
        st.code = code;
        st.normalised = true;
      }
    }
    if (this.consts.size) {
      const alts = [...this.consts.keys()].map((k) => k.replace(/[$]/g, '\\$')).join('|');
      this.constRe = new RegExp(`\\$\\{(${alts})\\}|\\$(${alts})\\b|\\{(${alts})\\}|(?<![\\w.$"'])(${alts})(?![\\w"']|\\s*:?=[^=])`, 'g');
    }
  }

  private defines(code: string, s: number): Fn | undefined {
    let m: RegExpExecArray | null;
    let name: string | undefined;
    let params: string[] = [];
    const lang = this.lang;
    if ((lang === 'py' || lang === 'any') && (m = DEF_PY.exec(code))) [name, params] = [m[1], paramList(m[2])];
    else if (this.go && (m = DEF_GO.exec(code))) [name, params] = [m[1], goParams(m[2])];
    else if ((m = DEF_JS.exec(code)) && lang !== 'ps' && lang !== 'sh') [name, params] = [m[1], paramList(m[2])];
    else if ((m = DEF_ARROW.exec(code))) [name, params] = [m[1], paramList(m[2] ?? m[3] ?? m[4] ?? '')];
    else if ((lang === 'ps' || lang === 'any') && (m = DEF_PS.exec(code))) {
      name = m[1];
      params = paramList(m[2] ?? '');
      if (!params.length) {
        const p = /\bparam\s*\(([^)]*)\)/i.exec(this.text.slice(s, s + 600));
        if (p) params = paramList(p[1]);
      }
    } else if ((lang === 'sh' || lang === 'any') && (m = DEF_SH.exec(code)) && !KEYWORDS.has(m[1]))
      [name, params] = [m[1], ['1', '2', '3', '4', '5', '6', '7', '8', '9']];
    if (!name || KEYWORDS.has(name)) return undefined;
    const end = /^\s*(?:async\s+)?def\s/.test(code) ? this.pyEnd(s) : this.braceEnd(s, s + code.length);
    return { name, params, start: s, end };
  }

  /** End of a Python block: the next non-blank line indented no deeper than the `def`. */
  private pyEnd(s: number): number {
    const indent = /^[ \t]*/.exec(this.text.slice(s))![0].length;
    let p = this.text.indexOf('\n', s);
    while (p >= 0 && p < this.text.length) {
      const next = this.text.indexOf('\n', p + 1);
      const line = this.text.slice(p + 1, next < 0 ? this.text.length : next);
      if (line.trim() && !/^\s*#/.test(line) && /^[ \t]*/.exec(line)![0].length <= indent && !/^\s*[)\]}]/.test(line)) return p + 1;
      if (next < 0) break;
      p = next;
    }
    return this.text.length;
  }

  /** End of a braced body starting at the first `{` after `s` (strings skipped). */
  private braceEnd(s: number, e: number): number {
    const open = this.text.indexOf('{', s);
    if (open < 0 || open > e + 2) return this.text.indexOf('\n', s) < 0 ? this.text.length : this.text.indexOf('\n', s) + 1;
    let d = 0;
    let quote = '';
    const lim = Math.min(this.text.length, open + 60_000);
    for (let i = open; i < lim; i++) {
      const c = this.text[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote || (c === '\n' && quote !== '`')) quote = '';
        continue;
      }
      if (c === '"' || c === '`' || (c === "'" && !/\w/.test(this.text[i - 1] ?? ''))) quote = c;
      else if (c === '{') d++;
      else if (c === '}' && --d === 0) return i + 1;
    }
    return lim;
  }

  // -- names ------------------------------------------------------------------------------

  private scope(st: Stmt): string {
    return st.fn && this.lang !== 'sh' ? `${st.fn.name}:` : '';
  }

  private lookup(st: Stmt, name: string): Source | undefined {
    if (st.fn) {
      const local = this.names.get(`${st.fn.name}:${name}`);
      if (local) return local;
    }
    const top = this.names.get(name);
    if (top) return top;
    // a parameter of a function never called here, named like a strong secret's holder elsewhere (`send(found)`)
    if (st.fn?.params.includes(name)) return this.strongAnywhere.get(name);
    return undefined;
  }

  private bind(st: Stmt, name: string, src: Source, global = false): void {
    name = name.replace(/^[$@%]/, '');
    if (!name || KEYWORDS.has(name) || /^(?:_|self|this|os|sys|it)$/.test(name)) return;
    if (!STRONG.has(src.kind) && AUTH_NAME.test(name)) return;
    const key = (global ? '' : this.scope(st)) + name;
    const had = this.names.get(key);
    if (had && (STRONG.has(had.kind) || !STRONG.has(src.kind))) return;
    this.names.set(key, src);
    if (STRONG.has(src.kind) && !this.strongAnywhere.has(name)) this.strongAnywhere.set(name, src);
    this.fresh.add(name);
    this.changed = true;
  }

  /** The first tainted thing `code` mentions outside plain string literals: a name, a function call, a path. */
  private mention(st: Stmt, code: string): { name: string; src: Source; at: number } | undefined {
    const ids = code === st.code ? (st.ids ??= idents(code)) : idents(code);
    let best: { name: string; src: Source; at: number } | undefined;
    for (const id of ids) {
      let src = this.lookup(st, id.n);
      if (!src && id.call) src = this.fnTaint.get(id.n);
      if (src) {
        if (!best || (STRONG.has(src.kind) && !STRONG.has(best.src.kind))) best = { name: id.n, src, at: id.at };
        if (STRONG.has(src.kind)) break;
      }
    }
    const bare = code;
    if (this.lang === 'sh' || this.lang === 'any' || this.lang === 'ps') {
      const p = /\$\{?([1-9])\b/.exec(bare);
      if (p && st.fn && !best) {
        const src = this.names.get(`${st.fn.name}:${p[1]}`) ?? this.names.get(p[1]);
        if (src) best = { name: `$${p[1]}`, src, at: p.index };
      }
    }
    if (!best && this.paths.size) for (const [p, src] of this.paths) if (code.includes(p)) return { name: p, src, at: code.indexOf(p) };
    return best;
  }

  /** A tainted name used as a label of a host name (`"$chunk.$zone"`, `f"{enc[i:i+40]}.{ZONE}"`, `c + "." + zone`). */
  private label(st: Stmt, args: string): { name: string; src: Source; at: number } | undefined {
    // a format whose placeholder opens a label (`Sprintf("%s.%d.%s", chunk, i, zone)`, `"{}.{}".format(c, z)`): any tainted argument after it
    const fmt = /["'\x60][^"'\x60\n]*(?:%[-\d]*[sdvx]|\{\d*\})\.[^"'\x60\n]*["'\x60]/.exec(args);
    if (fmt)
      for (const id of idents(args.slice(fmt.index + fmt[0].length))) {
        const src = this.lookup(st, id.n) ?? (id.call ? this.fnTaint.get(id.n) : undefined);
        if (src) return { name: id.n, src, at: fmt.index + fmt[0].length + id.at };
      }
    for (const id of idents(args)) {
      const src = this.lookup(st, id.n) ?? (id.call ? this.fnTaint.get(id.n) : undefined);
      if (src && /^[\w:\[\]+-]*\}?\)?["'\x60]?\s*(?:\+\s*["'\x60])?\./.test(args.slice(id.at + id.n.length))) return { name: id.n, src, at: id.at };
    }
    return undefined;
  }

  // -- propagation --------------------------------------------------------------------------

  private propagate(st: Stmt): void {
    if (this.names.size > MAX_NAMES) return;
    const code = st.code;
    const sources = st.sources ?? [];
    if (!sources.length && !this.names.size && !this.fnTaint.size && !this.paths.size) return;
    // `env: { ...process.env, X }`, `env=dict(os.environ)`: the environment handed to a child process
    const own = sources.filter(
      (x) =>
        !(
          x.kind === 'env' &&
          /[(,{]\s*env\s*[:=]\s*[({]?\s*(?:\.\.\.|\*\*|dict\(|Object\.assign\(\s*\{\s*\}\s*,\s*)?$/.test(code.slice(Math.max(0, x.index - 40), x.index))
        ),
    );
    const strong = own.find((s) => STRONG.has(s.kind));
    const direct = strong ?? own[0];
    const used = direct ? undefined : this.mention(st, code);
    const src: Source | undefined = direct ? { ...direct, index: 0 } : used?.src;
    // arguments of local functions → their parameters (only a statement that holds a secret can pass one)
    if (src) this.callArgs(st, code);
    // a request object: `req = urllib.request.Request(url, …)`, `req, _ := http.NewRequest(…)`
    if (REQUEST_SINK.test(code)) {
      const r = assignment(code);
      if (r) for (const n of r) if (!n.startsWith('.') && !this.requests.has(n)) this.requests.set(n, this.resolve(code));
    }
    if (!src) return;
    // a weak secret in an authentication slot is normal use: it does not travel on
    if (!STRONG.has(src.kind) && /authorization|bearer|[(,]\s*auth\s*=|["'](?:x-)?api[-_]?key["']\s*:|["']x-[\w-]*(?:key|token)["']\s*:/i.test(code)) return;
    const head = /^\s*(?:(?:async\s+)?for|foreach)\b/i.exec(code);
    let rest = code;
    if (head) {
      const loop =
        /^\s*(?:async\s+)?for\s*\(?\s*(?:const\s+|let\s+|var\s+)?([[{]?[$\w\s,]+?[\]}]?)\s+(?:in|of)\b/.exec(code) ??
        /^\s*for\s+([\w\s,]+?)\s*:=\s*range\b/.exec(code) ??
        /^\s*foreach\s*\(\s*(\$\w+)\s+in\b/i.exec(code);
      if (loop) for (const v of loop[1].replace(/[[\]{}]/g, '').split(/[\s,]+/)) if (v) this.bind(st, v, src);
      // the loop body on the same line: `for (…) ctx[k] = v;`
      const close = loopHeaderEnd(code);
      rest = close > 0 ? code.slice(close) : '';
    }
    const w = /\bwith\b[\s\S]*?\bas\s+(\w+)\s*:/.exec(code);
    if (w) this.bind(st, w[1], src);
    if (STRONG.has(src.kind)) this.writes(st, code, src);
    if (st.assigned === undefined || head) st.assigned = assignment(rest.replace(/^\s*if\s+(?=[\w\s,]+:=)/, '')) ?? null;
    const a = st.assigned ?? undefined;
    // `obj.attr = secret` taints the object only for a strong secret (`client.api_key = KEY` configures a client)
    if (a) for (const n of a) if (!n.startsWith('.') || STRONG.has(src.kind)) this.bind(st, n.replace(/^\./, ''), src);
    // containers filled in place: `d[k] = v`, `x.append(v)`, `buf.WriteString(v)`, `$list.Add(v)`, `u.searchParams.set(k, v)`
    // … and parsers loaded in place: `cp.read(path)`, `parser.read_file(f)`, `cfg.load(stream)`
    const fill =
      /(?:^|[^\w.$])(\$?[A-Za-z_]\w*)\s*(?:\[[^\]\n]*\]\s*(?<![=!<>])=(?!=)|(?:\.\s*(?:searchParams|params|query|form|fields|files|data|body))?\.(?:append|extend|update|push|unshift|add|Add|set|put|insert|WriteString|Write|write|writelines|concat|AddRange|write_text|write_bytes|read|read_file|read_string|readfp|read_dict|load|feed)\s*\()/g;
    let m: RegExpExecArray | null;
    while ((m = fill.exec(rest))) this.bind(st, m[1], src);
    // a copy or archive of a tainted path: everything it names now holds the secret
    const shell = SHELLISH.has(this.lang);
    const copies = COPY_CALL.test(code) || (shell && (COPY_CMD.test(code) || />/.test(code)));
    if (copies) {
      const dest = copyDest(code);
      const dollar = dest.includes('$');
      if (dollar || !/["'\/\\]/.test(dest))
        for (const n of dest.matchAll(/\$\{?([A-Za-z_]\w*)|(?<![\w.$"'])([A-Za-z_]\w*)(?![\w("'])/g))
          if (n[1] ?? (dollar ? undefined : n[2])) this.bind(st, (n[1] ?? n[2])!, src);
    }
    if (STRONG.has(src.kind) && copies && shell)
      for (const p of [...copyTargets(code), ...outputPaths(code)])
        if (p.length >= 4 && /[\/.]/.test(p) && !/^(?:\(|\$\w+$)/.test(p) && !this.paths.has(p)) this.paths.set(p, src), (this.changed = true);
    // a function's result
    if (st.fn && (/^\s*(?:return|yield)\b/.test(code) || (this.lang === 'sh' && /^\s*(?:echo|printf)\b/.test(code)))) {
      if (!this.fnTaint.has(st.fn.name)) {
        this.fnTaint.set(st.fn.name, this.cross(src));
        this.fresh.add(st.fn.name);
        this.changed = true;
      }
    }
    // arrow functions and lambdas defined from a source: `const envOf = () => process.env`
    const arrow = DEF_ARROW.exec(code);
    if (arrow && direct && !this.fnTaint.has(arrow[1])) {
      this.fnTaint.set(arrow[1], src);
      this.fresh.add(arrow[1]);
      this.changed = true;
    }
  }

  /** A strong secret written into a file by path (`p.write_text(x)`, `writeFileSync(p, x)`, `fh.write(x)`, `json.dump(x, fh)`). */
  private writes(_st: Stmt, code: string, src: Source): void {
    if (!/write|dump|print|Set-Content|Out-File/i.test(code)) return;
    const target = (expr: string) => {
      const e = expr.trim();
      const v = /^\$?([A-Za-z_]\w*)$/.exec(e);
      return v ? (this.handles.get(v[1]) ?? this.raw.get(v[1]) ?? '') : e;
    };
    let m = /\.\s*(?:write_text|write_bytes)\s*\(/.exec(code);
    if (m) {
      // the receiver: a name (`cache.write_text`) or a path written in place (`Path("/tmp/x").write_text`)
      const recv = code.slice(0, m.index);
      const id = /(?:^|[^\w.])([A-Za-z_]\w*)\s*$/.exec(recv);
      this.keep(id ? target(id[1]) : recv, src);
    }
    m = /\b(?:writeFileSync|writeFile|appendFileSync|appendFile|WriteFile|File\.write|File\.binwrite)\s*\(\s*([^,()]+(?:\([^()]*\))?[^,()]*),/.exec(code);
    if (m) this.keep(target(m[1]), src);
    m =
      /(?:^|[^\w.])([A-Za-z_]\w*)\s*\.\s*(?:write|writelines|WriteString)\s*\(|\bjson\.dump\s*\([^\n]*,\s*([A-Za-z_]\w*)\s*[,)]|\bfile\s*=\s*([A-Za-z_]\w*)/.exec(
        code,
      );
    const h = m ? this.handles.get((m[1] ?? m[2] ?? m[3])!) : undefined;
    if (h) this.keep(h, src);
    m = /(?:Set-Content|Add-Content|Out-File)\s+(?:-(?:Path|FilePath|LiteralPath)\s+)?("[^"]+"|'[^']+'|\$\w+)/i.exec(code);
    if (m) this.keep(target(m[1]), src);
  }

  private keep(expr: string, src: Source): void {
    const name = stashName(this.resolveRaw(expr));
    if (name && !this.stash.has(name)) this.stash.set(name, src);
  }

  /** An expression with the first value of the names it uses substituted (one level). */
  private resolveRaw(expr: string): string {
    return expr.replace(/(?<![\w.'"])\$?\{?([A-Za-z_]\w*)\}?(?![\w('"])/g, (all, n: string) => {
      const v = this.raw.get(n);
      return v && v.length < 300 ? v : all;
    });
  }

  /** Tainted arguments of calls to local functions taint the parameter they bind. */
  private callArgs(st: Stmt, code: string): void {
    if (!this.fns.size) return;
    const re = this.callRe!;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(code))) {
      const fn = this.fns.get(m[1]);
      if (!fn?.params.length || (st.fn === fn && /^\s*(?:def|function|func)\b/.test(code))) continue;
      if (fn.start === st.s) continue;
      const paren = m[2].includes('(');
      if (!paren && !/^(?:sh|ps|any)$/.test(this.lang)) continue;
      let args: string[];
      const from = m.index + m[0].length;
      if (paren) {
        const end = closeAt(code, from - 1);
        args = splitTop(code.slice(from, end));
      } else {
        const line = code.slice(from).split(/[\n;|&]/)[0];
        args = line.match(/"[^"]*"|'[^']*'|\([^)]*\)|\S+/g) ?? [];
      }
      args.forEach((arg, i) => {
        const kw = /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(arg);
        const param = kw && fn.params.includes(kw[1]) ? kw[1] : fn.params[i];
        if (!param) return;
        const here = (st.sources ?? []).filter((x) => arg.includes(x.text));
        const s = here.find((x) => STRONG.has(x.kind)) ?? here[0];
        const src = s ? { ...s, index: 0 } : this.mention(st, arg)?.src;
        // only a strong secret is followed into another function's parameters (weak ones: names and returns)
        if (!src || !STRONG.has(src.kind)) return;
        const key = `${fn.name}:${param}`;
        const had = this.names.get(key);
        if (had && (STRONG.has(had.kind) || !STRONG.has(src.kind))) return;
        this.names.set(key, src);
        this.fresh.add(param);
        this.changed = true;
      });
    }
  }

  private resolve(code: string): string {
    if (!this.constRe) return code;
    this.constRe.lastIndex = 0;
    return code.replace(this.constRe, (whole, a?: string, b?: string, c?: string, d?: string) => {
      const v = this.consts.get((a ?? b ?? c ?? d)!);
      if (v === undefined) return whole;
      return d ? `"${v}"` : v;
    });
  }

  // -- sinks ------------------------------------------------------------------------------

  private sinks(): TaintFlow[] {
    const out: TaintFlow[] = [];
    const writes = WRITES_FILE.test(this.text);
    const remotes = new Map<string, string>();
    if (/\bremote\s+(?:add|set-url)\b/.test(this.text))
      for (const m of this.text.matchAll(GIT_REMOTE)) {
        const v = /^\$\{?(\w+)\}?$/.exec(m[2]);
        remotes.set(m[1], this.resolve(v ? (this.raw.get(v[1]) ?? m[2]) : m[2]));
      }
    const staged = remotes.size > 0 && this.paths.size > 0 && /\bgit\b[^\n]*\bpush\b/.test(this.text) && GIT_ADD.test(this.text);
    const extraAny = EXTRA_SINK_HINT.test(this.clean);
    for (const st of this.stmts) {
      const code = st.code;
      const pushing = staged && /\bpush\b/.test(code) && GIT_PUSH.test(code);
      const hinted = SINK_HINT.test(code);
      const extra = extraAny && EXTRA_SINK_HINT.test(code);
      if (!hinted && !extra && !pushing) continue;
      const used = this.mention(st, code);
      if (!used && !pushing) continue;
      const stmt = this.resolve(code);
      const at = this.base + st.s;
      const push = (source: Source, sink: Sink, s: string, via: string, idx: number, channel = false) => {
        const j = judge({ ...source, index: idx }, sink, s);
        // a weak secret returned by a helper and put into an ordinary request body: the API call the helper exists for
        if (j && j.severity === 'warning' && !channel && this.crossed.has(source)) return;
        if (j)
          out.push({ source, sink, severity: j.severity, host: j.host, via, at: at + Math.min(Math.max(0, code.indexOf(sink.text.trim())), code.length - 1) });
      };
      if (used && hinted) {
        for (const sink of sinksFor(stmt, this.lang)) {
          const from = sink.call || sink.kind === 'dns' ? sink.index : sink.pipeStart;
          const u = sink.kind === 'dns' ? this.label(st, stmt.slice(from, sink.argsEnd)) : this.mention(st, stmt.slice(from, sink.argsEnd));
          // a request object sent on: its constructor call is the sink that names the destination
          if (!u || this.requests.has(u.name)) continue;
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
      if (used && extra) {
        // a header set on a request object bound from a sink call
        const h = HEADER_SET.exec(code);
        const url = h ? this.requests.get(h[1]) : undefined;
        if (h && url !== undefined) {
          const u = this.mention(st, code.slice(h.index + h[0].length));
          const name = /^\s*["']([^"']*)["']/.exec(code.slice(h.index + h[0].length))?.[1] ?? '';
          if (u && u.name !== h[1] && (STRONG.has(u.src.kind) || !/auth|token|key|cookie|bearer|api/i.test(name))) {
            const s = `request(${url} ${code.slice(h.index)})`;
            const sink: Sink = { kind: 'http', index: 0, argsEnd: s.length, pipeStart: 0, text: 'request(', call: true };
            push(u.src, sink, s, u.name, s.indexOf(u.name, url.length + 8), true);
          }
        }
        // an image URL with a tainted query, in a script that writes files
        if (writes && /!\[|<img/i.test(stmt)) {
          IMAGE.lastIndex = 0;
          let m: RegExpExecArray | null;
          while ((m = IMAGE.exec(stmt))) {
            const urlAt = m.index + m[0].length;
            const tail = stmt.slice(urlAt, Math.min(stmt.length, urlAt + 400));
            const end = tail.search(/[)\s>]|["'](?:\s|$|[,)\]])/);
            const urlText = end < 0 ? tail : tail.slice(0, Math.max(end, tail.indexOf('}') + 1));
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
    return out;
  }
}

// ---- helpers ------------------------------------------------------------------------------

/** A constant spelled as byte values (`zone = string([]byte{0x62, 0x2e, …})`, `bytes([98, 46, …]).decode()`, `Buffer.from([…])`), as a plain string assignment. */
function byteConst(code: string): RegExpExecArray | null {
  const m =
    /^\s*(?:var\s+|const\s+|let\s+)?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=\s*(?:string\s*\(\s*\[\]byte\s*\{|bytes\s*\(\s*\[|bytearray\s*\(\s*\[|Buffer\.from\s*\(\s*\[|new\s+byte\s*\[\s*\]\s*\{)((?:\s*(?:0x[0-9a-fA-F]{1,2}|\d{1,3})\s*,?){4,256})[}\]]/.exec(
      code,
    );
  if (!m) return null;
  const chars = m[2]
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => Number(x));
  if (chars.some((n) => !(n >= 32 && n < 127))) return null;
  const value = String.fromCharCode(...chars);
  if (/["'\x60$]/.test(value)) return null;
  const out = [code, m[1], '"', value] as unknown as RegExpExecArray;
  out.index = 0;
  return out;
}

/** Line comments blanked out (same length, so offsets keep). */
function stripLineComments(s: string, lang: Lang): string {
  const blank = (_m: string, pre: string, rest: string) => pre + ' '.repeat(rest.length);
  if (lang === 'js' || lang === 'other' || lang === 'any') s = s.replace(/(^|\s)(\/\/[^\n]*)/g, blank);
  if (lang === 'js') return s;
  return s.replace(/(^|\s)(#(?![!{])[^\n]*)/g, blank);
}

function paramList(s: string): string[] {
  return splitTop(s)
    .map((p) => p.replace(/^\s*(?:\[[^\]]*\]\s*)*/, '').replace(/^[*.\s]+/, ''))
    .map((p) => /^\$?([A-Za-z_]\w*)/.exec(p)?.[1] ?? '')
    .filter((p) => p && p !== 'self' && p !== 'cls');
}

/** `a, b string, c int` → a, b, c. */
function goParams(s: string): string[] {
  return splitTop(s)
    .map((p) => /^\s*([A-Za-z_]\w*)/.exec(p)?.[1] ?? '')
    .filter(Boolean);
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (s.slice(start).trim()) out.push(s.slice(start));
  return out;
}

/** Index of the `)` closing the `(` at `open` (or the end). */
function closeAt(s: string, open: number): number {
  let d = 0;
  let quote = '';
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(') d++;
    else if (c === ')' && --d === 0) return i;
  }
  return s.length;
}

/** Where a `for (…)` / `foreach (…)` header closes, or the `:` / `do` / `{` that opens the body. */
function loopHeaderEnd(code: string): number {
  const p = code.indexOf('(');
  if (p >= 0 && p < 12) return closeAt(code, p) + 1;
  const m = /:\s*$|;\s*do\b|\{/m.exec(code);
  return m ? m.index + m[0].length : -1;
}

/** The names an assignment binds (`a = …`, `a, b := …`, `const [a, b] = …`, `x.y = …`, `$a = …`, `a += …`), or undefined. */
function assignment(code: string): string[] | undefined {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < code.length && i < 300; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      continue;
    }
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === '\n' && depth === 0) return undefined;
    else if (c === '=' && depth === 0) {
      const prev = code[i - 1];
      const next = code[i + 1];
      if (next === '=' || next === '>' || prev === '=' || prev === '!' || prev === '<' || prev === '>') {
        i++;
        continue;
      }
      let lhs = code.slice(0, i).replace(/[:+\-*\/|&.?]$/, '');
      if (/^\s*(?:if|elif|while|return|assert|print|echo|case|when|until|local\s+-r)\b/.test(lhs)) return undefined;
      lhs = lhs.replace(/^\s*(?:export|local|readonly|declare(?:\s+-\w+)*|const|let|var|my|our|final|val|auto|set)\s+/, '');
      // a command with an option value (`curl -F f=@x`) is not an assignment: one target, or a list of them
      if (/[\w\])'"]\s+[\w$@-]/.test(lhs.trim().replace(/:\s*[\w.[\]]+$/, ''))) return undefined;
      // `d[k]` / `obj.attr` / `self.x`: the container (or the attribute of self)
      const names = lhs
        .replace(/\[[^\]]*\]/g, (b) => (/^\[\s*[\w\s,]+\]$/.test(b) && /^\s*\[/.test(lhs) ? b : ''))
        .replace(/:\s*[\w.[\]]+\s*$/, '')
        .split(/[\s,[\]{}()]+/)
        .map((n) => n.replace(/^[$@%]/, ''))
        .map((n) => (/^(?:self|this)\./.test(n) ? n.split('.')[1] : n.includes('.') ? `.${n.split('.')[0]}` : n))
        .filter((n) => /^\.?[A-Za-z_]\w*$/.test(n) && !KEYWORDS.has(n.replace(/^\./, '')));
      return names.length && names.length <= 6 ? names : undefined;
    }
  }
  return undefined;
}

/** The destination operand of a copy or archive command (`cp a B`, `Copy-Item a B`, `-DestinationPath B`, `shutil.copy(a, B)`, `zip B …`, `> B`). */
function copyDest(code: string): string {
  const d = /-Destination(?:Path)?\s+("[^"]*"|'[^']*'|\([^)]*\)|\S+)/i.exec(code);
  if (d) return d[1];
  const call = /\b(?:shutil\.(?:copy\w*|move|make_archive)|copyFileSync|fs\.(?:cp|copyFile)\w*)\s*\(/.exec(code);
  if (call) {
    const args = splitTop(code.slice(call.index + call[0].length, closeAt(code, call.index + call[0].length - 1)));
    return /make_archive/.test(call[0]) ? (args[0] ?? '') : (args[1] ?? '');
  }
  const redirect = /(?:^|[^<>&\d])>{1,2}\s*("[^"]*"|'[^']*'|[^\s;&|)]+)/.exec(code);
  const cmd = /(?:^|[\s;&|(])(cp|Copy-Item|copy|Compress-Archive|zip|tar|7z|Move-Item|mv|xcopy|robocopy)\s+([^\n;&|]*)/.exec(code);
  if (cmd) {
    const words = shellWords(cmd[2]).filter((w) => !w.startsWith('-') && !/^\d?>/.test(w) && /[$"'(\/\\.~]/.test(w));
    const cut = words.findIndex((w) => /^\d?[<>]/.test(w));
    const ws = cut >= 0 ? words.slice(0, cut) : words;
    if (/^(?:zip|tar|7z)$/.test(cmd[1])) return (cmd[1] === '7z' ? ws[1] : ws[0]) ?? '';
    if (ws.length >= 2) return ws[ws.length - 1];
  }
  return redirect ? redirect[1] : '';
}

/** Shell / PowerShell words, a parenthesised group or a quoted string counting as one; stops at an unmatched `}` or `)`. */
function shellWords(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = s[i] ?? ' ';
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    if (c === '(') depth++;
    else if (c === ')' || c === '}') {
      if (depth === 0) {
        if (start >= 0) out.push(s.slice(start, i));
        return out;
      }
      depth--;
    }
    if (depth === 0 && /\s/.test(c)) {
      if (start >= 0) out.push(s.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/** Literal paths a shell copy or redirect writes into. */
function copyTargets(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[^<>&\d])>{1,2}\s*["']?([^\s"';&|)<>]+)|(?:^|\s)(?:cp|Copy-Item)\s+(?:-\w+\s+)*(?:"[^"]*"|'[^']*'|\S+)\s+["']?([^\s"';&|)]+)/g,
  )) {
    const p = (m[1] ?? m[2])!;
    if (p.length >= 3 && /[\/.]/.test(p) && !/^(?:\/dev\/|&|-|\()/.test(p)) out.push(p.replace(/\/+$/, ''));
  }
  return out;
}
