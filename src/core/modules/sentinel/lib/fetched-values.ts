/**
 * Values a region's code fetched from the network, followed through its names (issue 28, techniques 4 and 6: commands a
 * downloaded manifest names — `for step in cfg["steps"]: subprocess.call(step["run"], shell=True)`): names bound from a
 * request (`cfg = json.load(urlopen(URL))`, `const res = await fetch(u)`, `with urlopen(u) as r`), names bound from those
 * (assignments, loop variables, a callback's parameter), local functions whose result is one (`def fetch(): … return
 * json.load(r)`), and the parameters of local functions called with one. Read once per region (sentinel/dynamic-exec
 * asks whether a shell command or evaluated code is such a value).
 */
import type { Lang } from '../view.ts';
import { DEF_HINT, defines, type Fn } from './taint-functions.ts';
import { closeAt, splitStatements, splitTop } from './taint-statements.ts';

/** A request, in any language: the call whose result is what the server sent. */
export const FETCHED =
  /\b(?:(?:urlopen|urlretrieve|requests\.(?:get|post|request)|httpx\.(?:get|post)|aiohttp|axios(?:\.get)?|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|DownloadData|Net::HTTP\.(?:get_response|get|post|start)|Net::HTTP::(?:Get|Post)\.new|URI\.open|open-uri|curl_exec|https?\.get|HTTParty\.get|RestClient\.get|wget|curl)\b|(?:(?<![\w.$])|\b(?:window|globalThis|self)\.)fetch\s*\(|URI\.parse\([^)]*\)\.read|file_get_contents\s*\(\s*["']https?:|\b(?:https?|HTTP)\.(?:request|get)\s*\(|\bdownload(?:\.file)?\s*\(|\burl\s*\(\s*["']https?:|\bhttp\.(?:Get|Post|NewRequest)\b|\.(?:Get|Do)\s*\(\s*(?:req\b|[\w.]*(?:url|URL|Url|endpoint|Endpoint)\b))/;

/** `name =`, `const name =`, `name, err :=`, `$name =` at a statement's start (group 1). */
const ASSIGN =
  /^\s*(?:(?:if|elif|while|until)\s+)?(?:(?:const|let|var|local|my|our|export|readonly|declare)\s+)?\$?([A-Za-z_$][\w$]*)(?:\s*,\s*[A-Za-z_]\w*)*\s*(?::\s*[\w.[\]<>|]+\s*)?:?=(?![=>])/;
/** Names that hold an error or a flag, not what was fetched (`resp, err :=`, `if err := …Decode(&m)`). */
const NOT_DATA = /^(?:_|err|error|ok|e|ex|exc|status|code|rc)$/;
/** A loop's variable over what follows (`for x in …`, `for (const x of …`, `for _, x := range …`, `foreach ($x in …`). */
const LOOP =
  /^\s*(?:async\s+)?for\s*\(?\s*(?:const\s+|let\s+|var\s+)?(?:[A-Za-z_$][\w$]*\s*,\s*)?([A-Za-z_$][\w$]*)\s+(?:in|of)\b|^\s*for\s+(?:_|\w+)\s*,\s*(\w+)\s*:=\s*range\b|^\s*foreach\s*\(\s*\$(\w+)\s+in\b/i;
/** A callback's or block's parameter over a list (`xs.forEach((h) =>`, `.map(function (s)`, `.each do |h|`, `.each { |h|`). */
const EACH =
  /\.\s*(?:forEach|map|flatMap|filter|each|each_with_index|map!?)\s*(?:\(\s*(?:async\s*)?(?:function\s*\w*\s*)?\(?\s*([A-Za-z_$][\w$]*)|(?:do|\{)\s*\|\s*(\w+))/;
/** A container filled in place (`out.extend(…)`, `steps.push(…)`, `acc += …`, `list << …`): group 1 the container. */
const FILL = /(?<![\w$.])([A-Za-z_$][\w$]*)\s*(?:\.\s*(?:append|extend|push|unshift|insert|add|update|concat)\s*\(|\+=|<<(?!=))/g;
/** A decoder filling the variable it is handed by address (group 1). */
const DECODE_INTO = /\b(?:Decode|Unmarshal)\s*\((?:[^()\n]|\([^()\n]*\))*?&\s*([A-Za-z_]\w*)\s*\)/;
/** `with urlopen(u) as r:` / `with requests.get(u) as r:` (group 1: r). */
const WITH_AS = /\bwith\b[^\n]*\bas\s+([A-Za-z_]\w*)\s*:/;

const EMPTY: ReadonlySet<string> = new Set();
const MAX_NAMES = 300;

/** Leading wrappers that pass a value on (`json.loads(`, `JSON.parse(`, `await`, `str(`). */
const WRAP =
  /^\s*(?:(?:await|new)\s+)?(?:(?:(?:json|JSON|yaml|toml|YAML)\.(?:loads?|parse|safe_load)|str|String|Buffer\.from|bytes|list|dict|Object\.assign|atob)\s*\(\s*(?:\{\s*\}\s*,\s*)?)*/;

/**
 * Whether an assignment's right side is the downloaded value (or a request itself), not a literal it picks: past
 * wrappers it opens with a request or a name that holds one, and is no choice between literals (`"a" if c else "b"`).
 */
function carries(rhs: string, held: RegExp | undefined, requests: (c: string) => boolean): boolean {
  let r = rhs.slice(WRAP.exec(rhs)?.[0].length ?? 0).slice(0, 300);
  // (a shell value: a command substitution carries what its pipeline reads; a quoted `"$x"` / `"${x}"` is the name)
  if (/^\s*"?\$\(/.test(r)) return requests(r) || !!held?.test(r);
  if (/^\s*"\$\{?[A-Za-z_]/.test(r)) r = r.replace(/^\s*"/, '');
  if (/^\s*["'\x60]/.test(r)) return false;
  const lead = /^\s*(?:await\s+)?\$?\{?([A-Za-z_$][\w$.]*)/.exec(r);
  if (!lead) return requests(r);
  // (the first name, with its call or member chain: `fetch(u)`, `cfg["steps"]`, `res.json()`, `urlopen(u).read()`)
  const head = r.slice(0, lead.index + lead[0].length + 1);
  return requests(r.slice(0, lead.index + lead[0].length + 60)) || !!held?.test(head);
}

/** The names of `text` (one code region in `lang`) that hold what a request returned, and the functions that return it. */
export function fetchedValues(text: string, lang: Lang): { names: ReadonlySet<string>; fns: ReadonlySet<string> } {
  if (text.length > 200_000 || !FETCHED.test(text)) return { names: EMPTY, fns: EMPTY };
  const go = /\bfunc\s+\w/.test(text);
  const shell = lang === 'sh' || lang === 'ps';
  const stmts: Array<{ bare: string; fn?: Fn; opens?: Fn }> = [];
  const open: Fn[] = [];
  const fns = new Map<string, Fn>();
  for (const [s, e] of splitStatements(text, lang)) {
    const code = text.slice(s, e);
    if (!code.trim()) continue;
    while (open.length && open[open.length - 1].end <= s) open.pop();
    const fn = DEF_HINT.test(code) ? defines(text, lang, go, code, s) : undefined;
    // (a shell string keeps its command substitutions: `remote="$(curl …)"`)
    const bare = code.replace(/(["'\x60])(?:(?!\1)[^\\]|\\.)*\1/g, (q) => (shell && q[0] !== "'" && /\$\(|\x60/.test(q.slice(1)) ? q : '""'));
    stmts.push({ bare, fn: open[open.length - 1], opens: fn });
    if (fn) {
      fns.set(fn.name, fn);
      open.push(fn);
    }
  }
  const names = new Set<string>();
  const results = new Set<string>();
  // (a function of the code's own named `fetch` is no request: its calls are judged by what it returns)
  const own = fns.has('fetch');
  const requests = (code: string): boolean => FETCHED.test(own ? code.replace(/(?<![\w$.])fetch\s*\(/g, 'own(') : code);
  // the calls of the local functions that take parameters, in one pattern
  const takers = [...fns.values()].filter((f) => f.params.length).map((f) => f.name.replace(/\$/g, '\\$'));
  const calls = takers.length ? new RegExp(String.raw`(?<![\w$.])(${takers.join('|')})\s*\(`, 'g') : undefined;
  // (a chain of helpers — fetch → expand → load → run — takes a pass a hop)
  for (let pass = 0; pass < 8; pass++) {
    const before = names.size + results.size;
    const held = mentionOf(names, results, shell);
    for (const [k, st] of stmts.entries()) {
      // (strings blanked: `fetch('file://…')` inside a template handed to a browser is text, not a request)
      const code = st.bare;
      if (st.opens || !(requests(code) || held?.test(code))) continue;
      const am = ASSIGN.exec(code);
      const a = am?.[1];
      // (the value itself, not a literal it picks: `cmd = "make build" if cfg["ok"] else "make clean"`, `ACTIONS.get(job["a"])`)
      if (a && !NOT_DATA.test(a) && carries(code.slice(am![0].length), held, requests)) names.add(a);
      const w = WITH_AS.exec(code)?.[1];
      if (w) names.add(w);
      const l = LOOP.exec(code);
      if (l) names.add((l[1] ?? l[2] ?? l[3])!);
      for (const f of code.matchAll(FILL)) names.add(f[1]);
      // (Go decodes into a variable handed by address: `json.NewDecoder(resp.Body).Decode(&m)`, `json.Unmarshal(b, &m)`)
      const d = DECODE_INTO.exec(code);
      if (d) names.add(d[1]);
      const c = EACH.exec(code);
      if (c) names.add((c[1] ?? c[2])!);
      // (a function's result: `return …`, or Ruby's last expression before `end`)
      if (st.fn && (/^\s*(?:return|yield)\b/.test(code) || (!a && /^\s*(?:end|rescue|ensure)\b/.test(stmts[k + 1]?.bare ?? '')))) results.add(st.fn.name);
      // a local function handed such a value: its parameters hold it
      if (calls && code.includes('('))
        for (const m of code.matchAll(calls)) {
          const fn = fns.get(m[1]);
          const close = closeAt(code, m.index + m[0].length - 1);
          const args = code.slice(m.index + m[0].length, close < 0 ? code.length : close);
          // (only the parameters whose arguments carry it: `sh("npm ci", pkg["name"])` hands the command no download)
          if (fn && (requests(args) || held?.test(args)))
            splitTop(args).forEach((x, i) => {
              if (fn.params[i] && (requests(x) || held?.test(x))) names.add(fn.params[i]);
            });
        }
    }
    if (names.size + results.size === before) break;
    // (a name set this large follows everything: the file is read as having none)
    if (names.size > MAX_NAMES) return { names: EMPTY, fns: EMPTY };
  }
  return { names, fns: results };
}

/** A pattern that finds any of `names` as a word, or a call of any of `fns`. */
export function mentionOf(names: ReadonlySet<string>, fns: ReadonlySet<string>, shell = false): RegExp | undefined {
  // (a shell or PowerShell variable is read as `$name`, `${name}`)
  const lead = shell ? String.raw`(?<![\w.])` : String.raw`(?<![\w$.])`;
  const alts = [
    ...[...names].map((n) => String.raw`${lead}${n.replace(/\$/g, '\\$')}(?![\w$])`),
    // (a call, or Ruby's call without parentheses: `install(load_profile)`)
    ...[...fns].map((n) => String.raw`(?<![\w$.])${n.replace(/\$/g, '\\$')}(?:\s*\(|(?![\w$]))`),
  ];
  return alts.length ? new RegExp(alts.join('|')) : undefined;
}
