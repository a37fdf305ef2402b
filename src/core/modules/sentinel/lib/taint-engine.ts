/**
 * The fixpoint of the taint analysis (lib/taint.ts) over the statements of one code region: the
 * pre-pass (statements, functions, constants, home paths), propagation of tainted names and the
 * sinks they reach.
 */
import { STRONG, findSources, type Source } from '../exfil-sources.ts';
import { outputPaths } from '../exfil-flows.ts';
import { BUILDS, normaliseCalls } from './normalise.ts';
import { secretName } from '../exfil-sources.ts';
import { appendedNames, LIST_LOOP, namedKeyLists, presenceCheck, shellWords, urlProps, walkedLists } from './taint-lists.ts';
import { assignment, byteConst, closeAt, loopHeaderEnd, splitStatements, splitTop } from './taint-statements.ts';
import { DEF_ARROW, DEF_HINT, defines, readParam, type Fn } from './taint-functions.ts';
import { dotenvPaths, dotenvReads, DOTENV_NAME, TOKEN_PATH } from './taint-dotenv.ts';
import { COPY_CALL, COPY_CMD, copyDest, copyTargets, stashDir, stashName } from './taint-files.ts';
import type { Result, Stmt, TaintFlow } from './taint-scope.ts';
import { CONST_ASSIGN, DEFAULT_ASSIGN, destructured, ENV_DESTRUCTURE, HOME_ASSIGN, HOME_EXPR, HOME_SUB_ASSIGN, JOIN } from './taint-assign-shapes.ts';
import { AUTH_SLOT, SHELLISH, TaintSinks } from './taint-sinks.ts';

export { EXTRA_SINK_HINT } from './taint-sinks.ts';
export { DOTENV_NAME } from './taint-dotenv.ts';

const PASSES = 4;
/** A request or session kept as the object's own attribute (`self.session = requests.Session()`) is known by its attribute. */
const unself = (n: string): string => n.replace(/^self\./, '');

export const PARTS = /(["'])(\.?[\w.-]+)\1((?:\s*(?:,|\/|\+)\s*(["'])[\w.*-]+\4)+)/g;

export const NONE: Result = { flows: [] };
/** A loop header, any language (`for x in`, `for (const x of`, `foreach`, `.each do |x|`). */
const LOOP_HEAD = /^\s*(?:async\s+)?(?:for|foreach)\b|\.each\s*(?:do|\{)\s*\||\bfor\s+[\w\s,]+\s+in\s/;
/** A literal list walked in place (`[".env", …].map(`, `(".env", …).each`, `%w[.env …].each`). */
const LIST_WALK = /[\])]\s*\.\s*(?:map|forEach|flatMap|filter|reduce|each|each_with_object|select|find)\b/;
/** Where a name is built from pieces that may spell a source (`process['e' + 'nv']`): normalised statement by statement. */
export const BUILT_HINT = /\b(?:process|os|globalThis|window|global|Deno|Bun)\s*\[|\bgetattr\s*\(|\bReflect\.get\s*\(/;
/** An environment lookup by a variable key (`os.LookupEnv(k)`, `os.environ[k]`, `process.env[k]`, `ENV[k]`): group 1 the key. */
export const ENV_BY_VAR =
  /\b(?:os\.(?:LookupEnv|Getenv|getenv)\s*\(|os\.environ(?:\.get\s*\(|\s*\[)|process\.env\s*\[|ENV(?:\.fetch\s*\(|\s*\[)|System\.getenv\s*\(|Environment\.GetEnvironmentVariable\s*\(|\bgetenv\s*\()\s*([A-Za-z_]\w*)\s*[\]),]/g;

/** An HTTP session or client object whose headers go with every request it makes. */
const SESSION_CTOR =
  /\b(?:requests\.[Ss]ession|httpx\.(?:Async)?Client|aiohttp\.ClientSession|urllib3\.PoolManager|axios\.create|got\.extend|ky\.(?:create|extend)|Faraday\.new|HTTParty|RestClient::Resource\.new)\s*\(/;
const REQUEST_SINK = /\b(?:urllib\.request\.Request|http\.NewRequest(?:WithContext)?|new\s+Request|request\.Request|Request|NewRequest|https?\.request)\s*\(/;
/** The first parameter of a callback handed to a list walk (`xs.forEach((p, i) => {`, `xs.map(function (p) {`). */
const CALLBACK_PARAM = /\.\s*(?:forEach|map|flatMap|filter|some|every|find|each)\s*\(\s*(?:async\s*)?(?:function\s*[\w$]*\s*)?\(?\s*([A-Za-z_$][\w$]*)\s*[,)=]/;
/** A word every request or session constructor holds. */
const REQUEST_WORD = /[Rr]equest|[Ss]ession|Client|PoolManager|create|extend|HTTParty|Faraday|RestClient/;
/** A one-way function of a key or a text (`crypto.createHmac("sha256", key)`, `hmac.new(key, …)`, `hashlib.sha256(…)`; not a JWT, whose payload anyone reads). */
const ONE_WAY = /\b(?:crypto\.)?create(?:Hmac|Hash)\s*\(|\bhmac\.new\s*\(|\bhashlib\.(?:sha\d+|md5|blake2[bs]|new)\s*\(|\bbcrypt\.\w+\s*\(|\bhmac\.New\s*\(/;
/** Bigger regions (bundles) are left to the statement-level checks; a taint set this large means nothing. */
const MAX_NAMES = 300;
/** Where a home path or a join of literal parts may stand. */
const NORM_HINT =
  /\bPath\.home\(|homedir\(|UserHomeDir\(|expanduser\(|USERPROFILE|\$\{?HOME\b|\bHOME["']|Dir\.home|GetFolderPath|Join-Path|["']\.\w[\w.-]*["']\s*(?:,|\/|\+)\s*["']|~/;
/** The same as a scan, built once: a regex made per call is compiled again whenever V8's regex cache lost it. */
const NORM_MARKS = new RegExp(NORM_HINT.source, 'gi');

export class Taint extends TaintSinks {
  /** The local functions that read a parameter as a file, and which parameter (found on first use). */
  private readers?: Map<string, number>;
  run(): Result {
    const r = this.flows();
    return this.stash.size ? { flows: r, stash: this.stash } : r.length ? { flows: r } : NONE;
  }

  private flows(): TaintFlow[] {
    this.prepare();
    // the sources found once over the whole text, handed to their statements (re-found where a path was normalised)
    let sourced = false;
    let k = 0;
    const cdHome =
      SHELLISH.has(this.lang) && this.clean.includes('cd')
        ? (/\bcd\s+["']?(?:~|\$HOME|\$\{HOME\})["']?\/?\s*(?:$|[;&\n])/m.exec(this.clean)?.index ?? 0) + 1
        : 0;
    // the names of lists of `.env` file names that a loop walks (`for n in ENV_FILES`)
    const envList = this.clean.includes('.env') && DOTENV_NAME.test(this.clean) ? walkedLists(this.clean) : undefined;
    const envPaths = envList ? dotenvPaths(this.clean) : undefined;
    const tokenPaths = /token|msal/i.test(this.clean) ? dotenvPaths(this.clean, TOKEN_PATH) : undefined;
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
          if (names && !presenceCheck(st.code, m.index)) st.sources.push({ kind: 'envKey', index: m.index, text: names.slice(0, 6).join(', ') });
        }
      }
      // a `.env` path held in a name, then read (`envPath = path.join(dir, '.env')` … `readFileSync(envPath)`)
      if (envPaths?.size && st.code.includes('(')) for (const x of dotenvReads(st.code, envPaths)) st.sources.push(x);
      // …and an OAuth token cache's (`CACHE_FILE = path.join(dir, "msal_cache.json")` … `readFile(CACHE_FILE)`)
      if (tokenPaths?.size && st.code.includes('(')) for (const x of dotenvReads(st.code, tokenPaths, 'secretFile')) st.sources.push(x);
      // `.env` files named in a list the code walks (`for n in (".env", ".env.local"):`, `[".env"].map(…)`,
      // `for f in .env .env.prod; do`, `ENV_FILES = [".env"]` … `for n in ENV_FILES`): each one is read as data
      if (envList && st.code.includes('.env')) {
        const lit = DOTENV_NAME.exec(st.code);
        // (not a name the code leaves out: `if p.name != ".env"`, `not in (".env",)`)
        const kept = lit && !/(?:!==?|\bnot(?:\s+in)?|\bnotin)\s*[([]?\s*$/.test(st.code.slice(Math.max(0, lit.index - 12), lit.index));
        if (kept && (LOOP_HEAD.test(st.code) || LIST_WALK.test(st.code) || envList.has(assignment(st.code)?.[0] ?? '')))
          st.sources.push({ kind: 'dotenv', index: lit.index, text: lit[0].replace(/["'\x60\/]/g, '') });
      }
      // a local helper that reads the file its argument names, called with a credential file (`parseEnv('.env')`)
      if (this.fns.size && st.code.includes('(')) for (const x of this.helperReads(st.code)) st.sources.push(x);
      // `cd "$HOME"` … `find . -name '.*'`: the home folder's dot-files, by the working directory
      if (cdHome && /\bfind\s+\.\s/.test(st.code) && st.s > cdHome)
        for (const x of findSources(st.code.replace(/\bfind\s+\.(?=\s)/, 'find ~'))) st.sources.push(x);
      sourced ||= st.sources.length > 0;
    }
    // (what an imported script exports counts as sourced: `takes` filled the maps before `run`)
    if (!sourced && !this.paths.size && !this.fnTaint.size && !this.names.size) return [];
    if (this.fns.size)
      this.callRe = new RegExp(`(?<![\\w.$])(${[...this.fns.keys()].map((k) => k.replace(/[$.-]/g, '\\$&')).join('|')})(\\s*\\(|[ \\t]+(?=["'$\\w(]))`, 'g');
    for (let pass = 0; pass < PASSES; pass++) {
      this.changed = false;
      const fresh = this.fresh;
      const freshArg = [...fresh].some((n) => /^[1-9]$/.test(n));
      const pathsBefore = this.paths.size;
      this.fresh = new Set();
      // after the first pass, only statements that mention a name tainted since (one scan of the text)
      const todo = pass === 0 || this.pathsGrew || freshArg ? undefined : this.mentioning(fresh);
      for (let i = 0; i < this.stmts.length; i++) {
        if (todo && !todo.has(i)) continue;
        const before = this.fresh.size;
        this.propagate(this.stmts[i]);
        // (a name tainted here reaches the statements after it in this same pass: a chain of hops down a
        // function's body — `blob = …env…`, `hexed = blob.hex()`, `for c in chunks:` — costs one pass, not one per hop)
        if (todo && this.fresh.size > before) for (const j of this.mentioning(new Set([...this.fresh].slice(before)))) if (j > i) todo.add(j);
      }
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
    // (an object's own attribute, `self.x`, is written `this.x` in JavaScript)
    const re = new RegExp(`(?<![\\w])(?:${[...names].map((n) => n.replace(/[$]/g, '\\$&').replace(/^self\./, '(?:self|this)\\.')).join('|')})(?!\\w)`, 'g');
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
    const named = /ENV|env/.test(this.clean) ? namedKeyLists(this.clean) : undefined;
    let appended: Set<string> | undefined;
    for (const [s, e] of spans) {
      const code = this.clean.slice(s, e);
      if (!code.trim()) continue;
      while (open.length && open[open.length - 1].end <= s) open.pop();
      const assigns = code.includes('=');
      const h = assigns ? HOME_ASSIGN.exec(code) : null;
      if (h) this.homes.add(h[1]);
      // (a name for a hidden folder of the home folder: `M2 = Path.home() / ".m2"` reads as `~/.m2` where it is used)
      const hs = assigns && !h ? HOME_SUB_ASSIGN.exec(code) : null;
      if (hs && !this.homeSubs.has(hs[1])) this.homeSubs.set(hs[1], hs[2]);
      // (not a name appended to later — `act="https://…"` ⏎ `act+="&auth=${token}"` —: its value grows, it is no constant)
      const c0 = assigns ? (CONST_ASSIGN.exec(code) ?? byteConst(code) ?? (code.includes(':-') ? DEFAULT_ASSIGN.exec(code) : null)) : null;
      const c = c0 && (appended ??= appendedNames(this.clean)).has(c0[1]) ? null : c0;
      if (c && (/:\/\//.test(c[3]) || /^[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/\S*)?$/.test(c[3])) && !/^[\d.]+$/.test(c[3].replace(/:\d+$/, '')) === true)
        this.consts.set(c[1], c[3]);
      else if (c && /^(?:\d{1,3}\.){3}\d{1,3}/.test(c[3])) this.consts.set(c[1], c[3]);
      const ra = assigns && /^\s*(?:export\s+)?(?:const\s+|let\s+|var\s+|local\s+|\$)?([A-Za-z_]\w*)\s*:?=\s*(\S[^\n]*)$/.exec(code);
      if (ra && !this.raw.has(ra[1])) this.raw.set(ra[1], ra[2]);
      if (!open.length && assigns) {
        // (also a value written over several lines: `export const cfg = {` ⏎ `  clientSecret: process.env.CLIENT_SECRET,` ⏎ `}`)
        const top =
          ra ?? /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=\n]+)?=(?!=)/.exec(code) ?? /^\s*([A-Za-z_]\w*)\s*=(?!=)\s*[{[(]/.exec(code);
        if (top) this.tops.add(top[1]);
      }
      if (/\bopen\s*\(|os\.(?:Create|OpenFile)\s*\(|createWriteStream\s*\(/.test(code)) {
        const o =
          /\bopen\s*\(\s*([^,\n]+?)\s*,\s*(?:mode\s*=\s*)?["'][wax]b?\+?["'][^\n]*?\bas\s+(\w+)/.exec(code) ??
          /^\s*(?:const\s+|let\s+|var\s+)?(\w+)(?:\s*,\s*\w+)?\s*:?=\s*(?:\w+\.)?(?:open\s*\(\s*([^,\n]+?)\s*,\s*["'][wax]|os\.(?:Create|OpenFile)\s*\(\s*([^,)\n]+)|(?:fs\.)?createWriteStream\s*\(\s*([^,)\n]+))/.exec(
            code,
          );
        if (o && o.length === 3) this.handles.set(o[2], o[1]);
        else if (o) this.handles.set(o[1], (o[2] ?? o[3] ?? o[4])!);
      }
      const fn = DEF_HINT.test(code) ? defines(this.text, this.lang, this.go, code, s) : undefined;
      // a shell function written on one line (`copy_if() { cp -r "$1" "$DEST/$2"; }`): its body is this statement
      const st: Stmt = { s, e, code, fn: fn && fn.end <= e + 1 && SHELLISH.has(this.lang) ? fn : open[open.length - 1] };
      if (this.built && BUILT_HINT.test(code) && BUILDS.test(code)) {
        // `process['e' + 'nv']` → `process.env`: the source written plainly (found again in `run`)
        const n = normaliseCalls(code).replace(
          /\b(process|os|globalThis|window|global|Deno|Bun)\s*\[\s*(?:"([A-Za-z_]\w*)"|'([A-Za-z_]\w*)')\s*\]/g,
          '$1.$2$3',
        );
        if (n !== code) (st.code = n), (st.normalised = true);
      }
      // a loop, comprehension or walk over a list of credential names bound elsewhere (`KEYS = ["GITHUB_TOKEN", …]` …
      // `for k in KEYS`, `{n: os.environ.get(n) for n in NAMES}`, `cfg.keys.forEach((k) =>`)
      if (named && /\b(?:for|forEach|map|each)\b/.test(code))
        for (const m of code.matchAll(LIST_LOOP)) {
          const keys = named.get(m[2] ?? m[3]);
          if (keys) this.keyLists.set((m[1] ?? m[4])!, keys);
        }
      if (/^\s*(?:async\s+)?(?:for|foreach)\b/.test(code) && /["']\w+["']\s*[,}\])]/.test(code)) {
        const keys = [...code.matchAll(/["']([A-Z][A-Z0-9_]{2,})["']/g)].map((x) => x[1]).filter(secretName);
        const v = /^\s*for\s+(?:_\s*,\s*)?(\w+)\s*(?::=\s*range|in)\b|^\s*for\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\b|^\s*foreach\s*\(\s*\$(\w+)\s+in\b/i.exec(
          code,
        );
        if (keys.length && v) this.keyLists.set((v[1] ?? v[2] ?? v[3])!, keys);
      }
      if (fn) st.opens = fn;
      this.stmts.push(st);
      if (fn) {
        this.fns.set(fn.name, fn);
        if (fn.method) this.members.add(fn.name);
        open.push(fn);
      }
    }
    // home names and path joins, now that every home name is known
    const homeNames = [...this.homes, ...this.homeSubs.keys()];
    const homeName = homeNames.length ? new RegExp(`(?<![\\w.$])\\$?\\{?(${homeNames.join('|')})\\}?(?![\\w(])`, 'g') : undefined;
    // one scan of the text for the statements that hold something to rewrite
    const marks = homeName ? new RegExp(`${NORM_HINT.source}|${homeName.source}`, 'gi') : NORM_MARKS;
    marks.lastIndex = 0;
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
      if (homeName && !HOME_ASSIGN.test(st.code) && !HOME_SUB_ASSIGN.test(st.code))
        code = code.replace(homeName, (_all, n: string) => (this.homeSubs.has(n) ? `~ / "${this.homeSubs.get(n)}"` : '~'));
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
    // an address kept in a property (`{ sink: "https://…" }`, `self.base = "https://…"`, `def __init__(self, base="https://…")`),
    // read through an object (`cfg.sink`, `this.base`, `@base`): the address, where the file gives the name one
    this.props = /:\/\//.test(this.clean) ? urlProps(this.clean, this.consts) : undefined;
    if (this.consts.size || this.props) {
      const alts = [...this.consts.keys()].map((k) => k.replace(/[$]/g, '\\$')).join('|') || '(?!)';
      const props = this.props ? [...this.props.keys()].map((k) => k.replace(/[$]/g, '\\$')).join('|') : '(?!)';
      this.constRe = new RegExp(
        `\\$\\{(${alts})\\}|\\$(${alts})\\b|\\{(${alts})\\}|(?<![\\w.$"'])(${alts})(?![\\w"']|\\s*:?=[^=])|(?:(?<![\\w$.])(?:[A-Za-z_$][\\w$]*\\s*\\.\\s*)+|@)(${props})\\b(?![\\w$(]|\\s*=[^=])`,
        'g',
      );
    }
    // request objects and sessions, wherever they stand: a body written to one later (`req.end(data)`) is sent to its URL
    // (`req = urllib.request.Request(url, …)`, `req, _ := http.NewRequest(…)`, `const req = https.request(URL, …)`)
    for (const st of this.stmts) {
      const code = st.code;
      if (!code.includes('=') || !REQUEST_WORD.test(code)) continue;
      if (REQUEST_SINK.test(code)) {
        const r = assignment(code);
        if (r) for (const n of r.map(unself)) if (!n.startsWith('.') && !this.requests.has(n)) this.requests.set(n, this.resolve(code));
      }
      if (SESSION_CTOR.test(code)) {
        const r = assignment(code);
        if (r) for (const n of r.map(unself)) if (!n.startsWith('.')) this.sessions.add(n);
      }
    }
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
    // (a weak source written here — `os.hostname()` — does not hide a secret carried in by a name: `cfg: b64(env)`)
    const used = direct && STRONG.has(direct.kind) ? undefined : this.mention(st, code);
    const src: Source | undefined = direct && !(used && STRONG.has(used.src.kind)) ? { ...direct, index: 0 } : used?.src;
    // arguments of local functions → their parameters (only a statement that holds a secret can pass one)
    if (src) this.callArgs(st, code);
    if (!src) return;
    // a key or secret put only into a one-way function (an HMAC's key, a hash, a signature): what it gives carries no secret
    // (only when nothing else of the statement carries it: `{ sig: createHmac(…, key)…, key }` still sends the key)
    if (ONE_WAY.test(code)) {
      const w = ONE_WAY.exec(code)!;
      const close = closeAt(code, w.index + w[0].length - 1);
      const at = direct && !(used && STRONG.has(used.src.kind)) ? direct.index : (used?.at ?? -1);
      if (close > 0 && at > w.index && at < close) {
        const rest = code.slice(0, w.index) + ' '.repeat(close + 1 - w.index) + code.slice(close + 1);
        if (!findSources(rest).length && !this.mention(st, rest)) return;
      }
    }
    // a weak secret in an authentication slot is normal use: it does not travel on
    if (!STRONG.has(src.kind) && AUTH_SLOT.test(code)) return;
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
    // shell `… | while read -r f; do` and `while read -r f; do … done < <(find …)` / `done < list`: the loop reads the source
    if (SHELLISH.has(this.lang) && /\bread\b|^\s*done\s*</.test(code)) {
      let r = /\|\s*while\s+(?:IFS=\S*\s+)?read\s+((?:-\w+\s+(?:''\s+|""\s+)?)*)([A-Za-z_][\w\s]*?)\s*;?\s*(?:do\b|$)/.exec(code);
      if (!r && /^\s*done\s*<\s*(?:<\s*\(|["'$\w~\/])/.test(code))
        for (let i = this.stmts.indexOf(st) - 1, depth = 0; i >= 0 && i > this.stmts.indexOf(st) - 200; i--) {
          const c = this.stmts[i].code;
          if (/^\s*done\b/.test(c)) depth++;
          else if (/^\s*(?:while|until|for)\b/.test(c) && depth-- === 0) {
            r = /\bwhile\s+(?:IFS=\S*\s+)?read\s+((?:-\w+\s+(?:''\s+|""\s+)?)*)([A-Za-z_][\w\s]*?)\s*;?\s*(?:do\b|$)/.exec(c);
            break;
          }
        }
      if (r) for (const v of r[2].split(/\s+/)) if (v) this.bind(st, v, src);
    }
    // a callback walking a tainted list: `assets.forEach((p, i) => {` (its body's statements follow on their own)
    const cb = CALLBACK_PARAM.exec(code);
    if (cb) this.bind(st, cb[1], src);
    const w = /\bwith\b[\s\S]*?\bas\s+(\w+)\s*:/.exec(code);
    if (w) this.bind(st, w[1], src);
    if (STRONG.has(src.kind)) this.writes(st, code, src);
    if (st.opens) this.defaults(st, src);
    if (st.assigned === undefined || head) {
      // the body of a one-line condition (`if (fs.existsSync(f)) blob += read(f);`) assigns as well
      const cond = /^\s*(?:else\s+)?if\s*\(/.exec(rest);
      const close = cond ? closeAt(rest, cond[0].length - 1) : -1;
      const body = close > 0 ? rest.slice(close + 1) : rest;
      st.assigned = assignment(body.replace(/^\s*if\s+(?=[\w\s,]+:=)/, '')) ?? null;
    }
    const a = st.assigned ?? undefined;
    // `obj.attr = secret` taints the object only for a strong secret (`client.api_key = KEY` configures a client)
    // (names taken out of the environment by destructuring — `const { TOKEN, PHONE_ID } = process.env` — hold one variable each)
    // (a renamed one — `{ STRIPE_SECRET_KEY: sk }` — is the environment key under its local name)
    const picked = a && src.kind === 'env' && ENV_DESTRUCTURE.test(code) ? destructured(code) : undefined;
    if (picked) {
      for (const [key, local] of picked) if (secretName(key)) this.bind(st, local, { kind: 'envKey', index: src.index, text: `process.env.${key}` });
    } else if (a) for (const n of a) if (!n.startsWith('.') || STRONG.has(src.kind)) this.bind(st, n.replace(/^\./, ''), src, n.startsWith('self.'));
    // containers filled in place: `d[k] = v`, `x.append(v)`, `buf.WriteString(v)`, `$list.Add(v)`, `u.searchParams.set(k, v)`
    // … and parsers loaded in place: `cp.read(path)`, `parser.read_file(f)`, `cfg.load(stream)`
    const fill =
      /(?:^|[^\w.$])(\$?[A-Za-z_]\w*)\s*(?:\[[^\]\n]*\]\s*(?<![=!<>])=(?!=)|(?:\.\s*(?:searchParams|params|query|form|fields|files|data|body))?\.(?:append|extend|update|push|unshift|add|Add|set|put|insert|WriteString|Write|write|writelines|concat|AddRange|write_text|write_bytes|read|read_file|read_string|readfp|read_dict|load|feed)\s*\()/g;
    let m: RegExpExecArray | null;
    while ((m = fill.exec(rest))) {
      this.bind(st, m[1], src);
      // a module-level container filled inside a function (`bundle.push(…)` in `add(p)`): the module's name
      if (st.fn && this.tops.has(m[1]) && !st.fn.params.includes(m[1]) && STRONG.has(src.kind)) this.bind(st, m[1], src, true);
    }
    // … and merged into: JS `Object.assign(target, x)`, Python `target.update(x)` (above), `{...target, ...x}` assigned back
    if (rest.includes('Object.assign')) for (const f of rest.matchAll(/\bObject\.assign\s*\(\s*([A-Za-z_$][\w$]*)\s*,/g)) this.bind(st, f[1], src);
    // … and filled by a function that takes the container first: Julia `push!(rows, x)`, Lua `table.insert(t, x)`,
    // Perl `push @rows, $x`, PHP `array_push($rows, $x)`
    if (/push|append|insert/.test(rest))
      for (const f of rest.matchAll(
        /(?:\b(?:push|append|pushfirst|insert|unshift)!\s*\(|\btable\.insert\s*\(|\b(?:push|unshift)\s*\(?\s*(?=@)|\barray_(?:push|unshift)\s*\()\s*[@$]?([A-Za-z_]\w*)\s*,/g,
      ))
        this.bind(st, f[1], src);
    // a name tested against a list of credential files (`if (/\.(netrc|npmrc)$/.test(d))`, `if d in (".ssh", ".aws")`): it names one
    if (direct && direct.kind === 'store') {
      const t =
        /\.(?:test|exec)\(\s*([A-Za-z_$][\w$]*)\s*\)|\bre\.(?:match|search|fullmatch)\([^,\n]+,\s*([A-Za-z_]\w*)\s*\)|\b([A-Za-z_$][\w$]*)\s+(?:in|not\s+in)\s*[([{]|\b([A-Za-z_$][\w$]*)\.(?:match|endsWith|startsWith|includes)\(|\[\s*["'][^\]\n]*\]\.includes\(\s*([A-Za-z_$][\w$]*)\s*\)/.exec(
          code,
        );
      const n = t && (t[1] ?? t[2] ?? t[3] ?? t[4] ?? t[5]);
      if (n && !head) this.bind(st, n, src);
    }
    // a copy or archive of a tainted path: everything it names now holds the secret
    const shell = SHELLISH.has(this.lang);
    const copies = COPY_CALL.test(code) || (shell && (COPY_CMD.test(code) || />/.test(code)));
    if (copies) {
      const dest = copyDest(code);
      const dollar = dest.includes('$');
      if (dollar || !/["'\/\\]/.test(dest))
        for (const n of dest.matchAll(/\$\{?([A-Za-z_]\w*)|(?<![\w.$"'])([A-Za-z_]\w*)(?![\w("'])/g))
          if (n[1] ?? (dollar ? undefined : n[2])) {
            const name = (n[1] ?? n[2])!;
            // a script-level destination copied into inside a function (`function Grab($p) { Copy-Item $p $dst }`): the script's
            this.bind(st, name, src, !!st.fn && this.tops.has(name) && !st.fn.params.includes(name) && STRONG.has(src.kind));
          }
    }
    if (STRONG.has(src.kind) && copies && shell)
      for (const p of [...copyTargets(code), ...outputPaths(code)])
        if (p.length >= 4 && /[\/.]/.test(p) && !/^(?:\(|\$\w+$)/.test(p) && !this.paths.has(p)) this.paths.set(p, src), (this.changed = true);
    // a function's result
    // (R, Ruby, Rust, Julia: a bare name as a statement is the value the function returns)
    if (
      st.fn &&
      (/^\s*(?:return|yield)\b/.test(code) ||
        (this.lang === 'sh' ? /^\s*(?:echo|printf)\b/.test(code) : /^\s*(?:invisible\s*\(\s*)?[A-Za-z_][\w.]*\s*\)?\s*;?\s*$/.test(code)))
    ) {
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
    // a path held in a variable now holds the secret: whatever sends that path sends it (`writeLines(x, f)` …
    // `upload_file(f)`, `writeFileSync(p, x)` … `-F file=@${p}`, `write(x, file = f)`, `saveRDS(x, f)`)
    const named =
      /\b(?:writeLines|write_lines|write_json|write_file|saveRDS|save|cat|write(?:\.csv|\.table)?|toJSON|dump|store)\s*\([^\n]*?,\s*(?:(?:file|con|path)\s*=\s*)?([A-Za-z_]\w*)\s*[,)]|\b(?:writeFileSync|writeFile|WriteFile|os\.WriteFile|File\.write)\s*\(\s*([A-Za-z_]\w*)\s*,/.exec(
        code,
      );
    const p = named && (named[1] ?? named[2]);
    if (p && !/^(?:TRUE|FALSE|true|false|None|nil|null|indent|sep|append)$/.test(p)) this.bind(_st, p, src);
  }

  private keep(expr: string, src: Source): void {
    const full = this.resolveRaw(expr);
    const name = stashName(full);
    if (name && !this.stash.has(name)) this.stash.set(name, src);
    // the skill's own hidden folder it was written into: another script may send the folder whole (`git add -A`, `tar`)
    const dir = full.includes('/.') ? stashDir(full) : undefined;
    if (dir && !this.stash.has(dir)) this.stash.set(dir, src);
  }

  /** An expression with the first value of the names it uses substituted (one level). */
  private resolveRaw(expr: string): string {
    return expr.replace(/(?<![\w.'"])\$?\{?([A-Za-z_]\w*)\}?(?![\w('"])/g, (all, n: string) => {
      const v = this.raw.get(n);
      return v && v.length < 300 ? v : all;
    });
  }

  /** Sources read through a local helper that opens the file named by its argument, called in `code`. */
  private helperReads(code: string): Source[] {
    // the helpers that read their argument as a file, found once per region (usually none)
    if (!this.readers) {
      this.readers = new Map();
      for (const [name, fn] of this.fns) {
        const k = readParam(this.clean.slice(fn.start, fn.end), fn.params);
        if (k >= 0) this.readers.set(name, k);
      }
    }
    const out: Source[] = [];
    // (the helper's own definition is no call of it)
    if (!this.readers.size || /^\s*(?:export\s+)?(?:async\s+)?(?:def|function|func)\b/.test(code)) return out;
    for (const [name, k] of this.readers) {
      const at = code.indexOf(`${name}(`);
      if (at < 0 || (at > 0 && /[\w.$]/.test(code[at - 1]))) continue;
      // (an argument left out reads the parameter's default: `function readEnv(file = '.env')` called as `readEnv()`)
      // (an empty argument list splits into one empty piece: the default stands for it)
      let arg = splitTop(code.slice(at + name.length + 1, closeAt(code, at + name.length)))[k]?.trim() || this.defaultOf(name, k);
      // (a command-line option's default: `ap.add_argument("--env", default=".env")` … `load_env(args.env)`)
      const opt = arg && /^\w+\.([A-Za-z_]\w*)$/.exec(arg)?.[1];
      if (opt)
        arg =
          new RegExp(String.raw`add_argument\(\s*["']--${opt.replace(/_/g, '[-_]')}["'][^)\n]*\bdefault\s*=\s*(["'][^"'\n]+["'])`).exec(this.clean)?.[1] ?? arg;
      // (the source shown as the call the skill wrote: `parseEnv('.env')`)
      if (arg) for (const x of findSources(`readFileSync(${arg.trim()})`)) out.push({ ...x, index: at, text: `${name}(${arg.trim()})` });
    }
    return out;
  }

  /** The literal default of parameter `k` of local function `name` (`file = '.env'`, `path=".env"`), if it has one. */
  private defaultOf(name: string, k: number): string | undefined {
    const fn = this.fns.get(name);
    const p = fn?.params[k];
    if (!fn || !p) return undefined;
    const head = this.clean.slice(fn.start, Math.min(fn.end, fn.start + 400));
    return new RegExp(String.raw`[(,]\s*${p.replace(/\$/g, '\\$')}\s*(?::\s*\w+\s*)?=\s*(["'][^"'\n]{1,200}["'])`).exec(head)?.[1];
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
        const line = shellWords(code.slice(from));
        args = line.match(/"[^"]*"|'[^']*'|\([^)]*\)|\S+/g) ?? [];
      }
      args.forEach((arg, i) => {
        const kw = /^\s*([A-Za-z_]\w*)\s*=(?!=)/.exec(arg);
        const param = kw && fn.params.includes(kw[1]) ? kw[1] : fn.params[i];
        if (!param) return;
        const here = (st.sources ?? []).filter((x) => arg.includes(x.text));
        const s = here.find((x) => STRONG.has(x.kind)) ?? here[0];
        const src = s ? { ...s, index: 0 } : this.mention(st, arg)?.src;
        if (!src) return;
        // a weak secret (a credential-named variable, the user name) crosses into the parameter marked as crossed:
        // there it counts only where it reaches a suspicious channel (DNS labels, a raw socket, a capture inbox),
        // never an ordinary request to the API the helper exists for
        const key = `${fn.name}:${param}`;
        const had = this.names.get(key);
        if (had && (STRONG.has(had.kind) || !STRONG.has(src.kind))) return;
        this.names.set(key, this.cross(src));
        this.fresh.add(param);
        this.changed = true;
      });
    }
  }

  protected resolve(code: string): string {
    if (!this.constRe) return code;
    this.constRe.lastIndex = 0;
    return code.replace(this.constRe, (whole, a?: string, b?: string, c?: string, d?: string, e?: string) => {
      if (e) return `"${this.props?.get(e) ?? e}"`;
      const v = this.consts.get((a ?? b ?? c ?? d)!);
      if (v === undefined) return whole;
      return d ? `"${v}"` : v;
    });
  }
}
