/**
 * The state of one taint analysis (lib/taint-engine.ts): the statements, functions and tainted
 * names of a code region, and how a name is bound and looked up in its scope, mentioned in code
 * or used as a label of a host name.
 */
import { findSources, secretName, STRONG, type Source } from '../exfil-sources.ts';
import type { Flow } from '../exfil-flows.ts';
import type { Lang } from '../view.ts';
import { closeAt, idents, KEYWORDS, splitTop, type Ident } from './taint-statements.ts';
import type { Fn } from './taint-functions.ts';
import type { Stash } from './taint-files.ts';

/** One variable read off a name for the environment: `.NAME`, `?.NAME`, `["NAME"]` (not a method call). */
const ENV_MEMBER = /^\s*(?:\?\.|\.)\s*([A-Za-z_]\w*)\b(?!\s*\()|^\s*\[\s*["']([A-Za-z_]\w*)["']\s*\]/;

export type TaintFlow = Flow & { at: number };

export interface Stmt {
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
  /** The function whose header this statement is. */
  opens?: Fn;
  /** What the statement binds by assignment (computed once). */
  assigned?: string[] | null;
}

/** What a script exports that carries a secret (lib/taint-imports.ts): functions whose result does, module-level names. */
export interface Exported {
  fns: Map<string, Source>;
  names: Map<string, Source>;
}

export interface Result {
  flows: TaintFlow[];
  stash?: Stash;
}

/** Names that hold an authenticated client or request settings, not the data sent. */
const FILE_READ = /^(?:readFileSync|readFile|open|read_text|Get-Content|File\.read|IO\.read)\b|\.(?:read_text|read_bytes|open)\($/;
// (not `config` / `cfg`: a settings dict holding a key is often what is posted — `requests.post(URL, json=cfg)` —, and its use
// as headers or auth stays the key's own use where the request is judged)
/** A method call on an object: the method's name. */
const METHOD_CALL = /[\w$)\]]\s*\.\s*([A-Za-z_$][\w$]{3,})\s*\(/g;
/** Methods of built-in objects and common libraries, never read as a method of the skill's own. */
const COMMON_METHODS = new Set(
  'get post put patch delete head request fetch send read write load dump loads dumps json text items keys values copy format join split strip encode decode update append extend push pop insert remove find filter map reduce then catch toString toJSON stringify parse open close exec execute call apply bind run start main init setup'.split(
    ' ',
  ),
);
export const AUTH_NAME = /^(?:headers?|session|client|opts|options|kwargs|env|environ)$/i;

export class TaintScope {
  protected stmts: Stmt[] = [];
  protected fns = new Map<string, Fn>();
  /** Tainted names: `fn:name` for a function's locals, `name` at the top level. */
  protected names = new Map<string, Source>();
  /** Tainted function results. */
  protected fnTaint = new Map<string, Source>();
  /** Literal paths a strong secret was copied or written into. */
  protected paths = new Map<string, Source>();
  protected consts = new Map<string, string>();
  /** Properties given an address (`cfg.sink`), with it. */
  protected props?: Map<string, string>;
  /** The first value assigned to each name, as written (for remotes and request targets). */
  protected raw = new Map<string, string>();
  /** Names assigned at the top level (module-level containers a function may fill). */
  protected tops = new Set<string>();
  protected homes = new Set<string>();
  /** Names for a hidden folder of the home folder, and that folder (`M2` → `.m2`). */
  protected homeSubs = new Map<string, string>();
  /** Request objects bound from a sink call, with the text that names their destination. */
  protected requests = new Map<string, string>();
  /** HTTP sessions and clients (`s = requests.Session()`, `axios.create(…)`): a header set on one travels with each of its calls. */
  protected sessions = new Set<string>();
  protected changed = false;
  /** Names (plain, unscoped) tainted during the current pass; parameters as `$1` … in shell. */
  protected fresh = new Set<string>();
  protected pathsGrew = false;
  /** Weak sources that reached here through a function's result: reported only at a sink that is itself an exfil channel. */
  protected crossed = new WeakSet<Source>();
  protected cross(src: Source): Source {
    if (STRONG.has(src.kind) || this.crossed.has(src)) return src;
    const c = { ...src };
    this.crossed.add(c);
    return c;
  }
  /** Every name that holds a strong secret in some scope. */
  protected strongAnywhere = new Map<string, Source>();
  protected constRe?: RegExp;
  protected callRe?: RegExp;

  constructor(
    protected text: string,
    protected clean: string,
    protected found: Source[],
    protected base: number,
    protected lang: Lang,
    protected go: boolean,
    protected built = false,
    seeds?: Stash,
    /** Only the files secrets are written into (a region without a sink of its own). */
    protected collect = false,
  ) {
    if (seeds) for (const [p, src] of seeds) this.paths.set(p, src);
  }
  /** Files a strong secret was written into (see `skillFlows`). */
  protected stash: Stash = new Map();
  /** Open file handles: `with open(p, "w") as fh`, `fh = open(p, "w")`, `f, _ := os.Create(p)` → the path expression. */
  protected handles = new Map<string, string>();
  /** Loop variables over a literal list of credential names (`for k in ("GITHUB_TOKEN", "NPM_TOKEN")`). */
  protected keyLists = new Map<string, string[]>();

  // -- names ------------------------------------------------------------------------------

  protected scope(st: Stmt): string {
    return st.fn && this.lang !== 'sh' ? `${st.fn.name}:` : '';
  }

  protected lookup(st: Stmt, name: string): Source | undefined {
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

  protected bind(st: Stmt, name: string, src: Source, global = false): void {
    name = name.replace(/^[$@%]/, '');
    if (!name || KEYWORDS.has(name) || /^(?:_|self|this|os|sys|it)$/.test(name)) return;
    // (a weak secret configuring a client — `headers = {…: token}` — travels no further; a token file's text read into
    // `session` is the file's contents)
    if (!STRONG.has(src.kind) && AUTH_NAME.test(name.replace(/^self\./, '')) && !(src.kind === 'secretFile' && FILE_READ.test(src.text))) return;
    const key = (global ? '' : this.scope(st)) + name;
    const had = this.names.get(key);
    // (a weak secret gives way to a stronger one only: a credential-named key over the user's identity — `ctx = {"host":
    // platform.node()}` then `ctx[name] = os.environ[name]` — is what the name carries from then on)
    if (had && (STRONG.has(had.kind) || (!STRONG.has(src.kind) && !(src.kind === 'envKey' && had.kind === 'identity')))) return;
    this.names.set(key, src);
    if (STRONG.has(src.kind) && !this.strongAnywhere.has(name)) this.strongAnywhere.set(name, src);
    this.fresh.add(name);
    this.changed = true;
  }

  /** The first tainted thing `code` mentions outside plain string literals: a name, a function call, a path. */
  protected mention(st: Stmt, code: string): { name: string; src: Source; at: number } | undefined {
    const ids = code === st.code ? (st.ids ??= idents(code)) : idents(code);
    let best: { name: string; src: Source; at: number } | undefined;
    for (const id of ids) {
      let src = this.lookup(st, id.n);
      // A name for the whole environment read one variable at a time (`const e = process.env` … `e.GITHUB_SHA`):
      // that variable only, a secret when its name says so.
      if (src?.kind === 'env') {
        const member = ENV_MEMBER.exec(code.slice(id.at + id.n.length, id.at + id.n.length + 80));
        // (a subscript shaped like no variable — one lower-case word, `e["ctx"]` — that a function returns filled with a name
        // (`return {"n": len(env), "ctx": kontext}`) is that dict's: what the name carries; `e.GITHUB_SHA`,
        // `e["npm_package_version"]`, `cfg["region"]` of a dict of variables are variables)
        const key = member ? (member[1] ?? member[2]) : undefined;
        if (
          key &&
          (member?.[1] !== undefined || !/^[a-z]+$/.test(key) || !new RegExp(String.raw`\breturn\s*\{[^{}]*["']${key}["']\s*:\s*[A-Za-z_]`).test(this.clean))
        )
          src = secretName(key) ? { kind: 'envKey', index: src.index, text: `${id.n}.${key}` } : undefined;
      }
      if (!src && id.call) src = this.fnTaint.get(id.n) ?? this.fnTaint.get(`.${id.n}`) ?? this.methodResult(id.n);
      if (src) {
        if (!best || (STRONG.has(src.kind) && !STRONG.has(best.src.kind))) best = { name: id.n, src, at: id.at };
        if (STRONG.has(src.kind)) break;
      }
    }
    // (a name read off an imported module: `settings: config.raw`)
    if (!best && this.dotted)
      for (const m of code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)/g)) {
        const src = this.names.get(`${m[1]}.${m[2]}`);
        if (src) return { name: `${m[1]}.${m[2]}`, src, at: m.index };
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
    // a method called on an object (`ctx.as_dict()`, `new Ctx().snapshot()`): a method of a class here, or a function of a
    // script this one imports, whose result carries a secret
    if (!best && this.fnTaint.size && code.includes('.'))
      for (const m of code.matchAll(METHOD_CALL)) {
        const src = this.methodResult(m[1]);
        if (src) return { name: m[1], src, at: m.index + m[0].indexOf(m[1]) };
      }
    return best;
  }

  /**
   * Parameters whose default value holds the secret (`def report(stats, extra=dict(os.environ))`, `function f(a, env =
   * { ...process.env })`): tainted inside the function when no caller passes them.
   */
  protected defaults(st: Stmt, src: Source): void {
    const fn = st.opens;
    if (!fn?.params.length || !st.code.includes('=')) return;
    const open = st.code.indexOf('(', st.code.indexOf(fn.name) + fn.name.length);
    const close = open < 0 ? -1 : closeAt(st.code, open);
    if (close < 0) return;
    const inside: Stmt = { s: st.s, e: st.e, code: st.code, fn };
    for (const part of splitTop(st.code.slice(open + 1, close))) {
      const d = /^\s*\$?([A-Za-z_$][\w$]*)\s*(?::\s*[^=]+?)?=(?!=)([\s\S]*)$/.exec(part);
      if (!d || !fn.params.includes(d[1])) continue;
      if (findSources(d[2]).length || this.mention(inside, d[2])) this.bind(inside, d[1], src);
    }
  }

  /** The functions whose result carries a secret and the module-level names that hold one (after `run`). */
  exported(): Exported {
    const names = new Map<string, Source>();
    for (const [n, src] of this.names) if (this.tops.has(n) && !n.includes(':')) names.set(n, src);
    return { fns: new Map(this.fnTaint), names };
  }
  /** Takes what the scripts this one imports export: their functions' results, called by name or as members, and names. */
  takes(from: Exported): void {
    for (const [n, src] of from.fns) if (!this.fnTaint.has(n)) this.fnTaint.set(n, this.cross(src)), this.members.add(n);
    for (const [n, src] of from.names)
      if (!this.names.has(n)) {
        this.names.set(n, src);
        if (/^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/.test(n) && !n.startsWith('self.')) this.dotted = true;
      }
  }
  /** Whether names read off an imported module (`config.raw`) are tainted: mentions are then read as pairs too. */
  protected dotted = false;

  /** Methods (a Python `def` taking `self` or `cls`, a JavaScript class's method) and imported functions, by name. */
  protected members = new Set<string>();
  /** The tainted result of `name` called as a method (`self.name()`, `obj.name()`), when it is one of `members`. */
  protected methodResult(name: string): Source | undefined {
    const n = name.replace(/^self\./, '');
    return this.members.has(n) && !COMMON_METHODS.has(n) ? this.fnTaint.get(n) : undefined;
  }

  /** A tainted name used as a label of a host name (`"$chunk.$zone"`, `f"{enc[i:i+40]}.{ZONE}"`, `c + "." + zone`). */
  protected label(st: Stmt, args: string, depth = 0): { name: string; src: Source; at: number } | undefined {
    // a format whose placeholder opens a label (`Sprintf("%s.%d.%s", chunk, i, zone)`, `"{}.{}".format(c, z)`): any tainted argument after it
    const fmt = /["'\x60][^"'\x60\n]*(?:%[-\d]*[sdvx]|\{\d*\})\.[^"'\x60\n]*["'\x60]/.exec(args);
    if (fmt)
      for (const id of idents(args.slice(fmt.index + fmt[0].length))) {
        const src = this.lookup(st, id.n) ?? (id.call ? this.fnTaint.get(id.n) : undefined);
        if (src) return { name: id.n, src, at: fmt.index + fmt[0].length + id.at };
      }
    // labels joined with dots (`".".join(labels + [ZONE])`, `labels.join(".")`, `strings.Join(parts, ".")`): any tainted part is a label
    const dotted =
      /["'\x60]\.["'\x60]\s*\.\s*join\s*\(|\.join\s*\(\s*["'\x60]\.["'\x60]\s*\)|\bJoin\s*\([^()\n]*,\s*["'\x60]\.["'\x60]\s*\)|-join\s*["']\.["']/.test(args);
    for (const id of idents(args)) {
      const src = this.lookup(st, id.n) ?? (id.call ? this.fnTaint.get(id.n) : undefined);
      if (!src) continue;
      if (dotted) return { name: id.n, src, at: id.at };
      // (an attribute or method chain read off the name is not a label: `parsed.hostname`, `data.hex() + "."` is)
      const after = args.slice(id.at + id.n.length);
      const chain = /[$@{]/.test(args[id.at - 1] ?? '') ? undefined : /^(?:\.[A-Za-z_]\w*(?:\([^()\n]*\))?)+/.exec(after)?.[0];
      const rest = chain && !/^\s*(?:\+|[}"'\x60])/.test(after.slice(chain.length)) ? '' : after;
      // (a slice with spaces inside its brackets is still the name's: `f"{blob[i:i + 60]}.{ZONE}"`)
      if (rest && /^(?:\[[^\]\n]{0,40}\])*[\w:\[\]+-]*\}?\)?["'\x60]?\s*(?:\+\s*["'\x60])?\./.test(rest)) return { name: id.n, src, at: id.at };
      // a host name built beforehand (`name = f"{chunk}.{i}.zone"` … `gethostbyname(name)`)
      const built = depth ? undefined : this.raw.get(id.n);
      if (built && built.length < 300 && built.includes('.') && this.label(st, built, 1)) return { name: id.n, src, at: id.at };
    }
    return undefined;
  }
}
