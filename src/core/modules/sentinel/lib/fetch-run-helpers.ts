/**
 * Download now, run later through the skill's own helper functions (issue 28, technique 4): one local function saves
 * what a URL it is handed serves to a path it is handed (`def fetch_tool(url, dest): urlretrieve(url, dest)`,
 * `fetch_bin() { curl -fsSL "$1" -o "$2"; }`), and the program runs that path — by another helper that runs its
 * argument (`def warm(path): subprocess.run(["bash", path])`, `launch() { "$1" & }`) or directly — given the same
 * path, the name the download's result was bound to, or the download's call itself (`boot(grab(URL, "/tmp/i.sh"))`).
 * Python, JavaScript/TypeScript, shell, PowerShell, Ruby and Go; the URL is a literal or a name the file binds to one.
 * Also (`sharedPathRuns`): a response written to a path an object or a constant names (`os.OpenFile(t.binary(), …, 0o755)`
 * after `http.Get(url)`) and a program started from the same path elsewhere in the file (`exec.Command(t.binary(), …)`).
 *
 * Speed: a file is read only when it holds a URL, a fetch word, a run word and two function definitions.
 */
import { URL_IN_TEXT } from '../hosts.ts';
import type { Lang, SentinelFile } from '../view.ts';
import { esc } from './fetch-run-args.ts';
import { returnedBy } from './fetch-run-later.ts';
import { expandVars } from './fetch-run-vars.ts';
import { defines, type Fn } from './taint-functions.ts';
import { boundCalls, ownSave, type OwnSave } from './fetch-run-own.ts';
import { closeAt, splitTop } from './taint-statements.ts';

export interface HelperRun {
  /** The call of the downloading helper (its URL argument is there). */
  at: number;
  end: number;
  url: string;
  /** The helper's name and the path it saves to. */
  tool: string;
  file: string;
  /** The statement that runs the saved path. */
  runAt: number;
  runEnd: number;
  /** The downloading helper's body, where another reading may already report the save (argument-less helpers). */
  inside?: [number, number];
}

type Family = 'py' | 'js' | 'sh' | 'ps' | 'rb' | 'go';

/** The most calls of one downloading helper read, and how far after each a direct run of its file is looked for. */
const MAX_CALLS = 200;
const AFTER = 6000;

const FAMILY: Record<string, Family> = {
  py: 'py',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  ts: 'js',
  mts: 'js',
  cts: 'js',
  sh: 'sh',
  bash: 'sh',
  zsh: 'sh',
  ps1: 'ps',
  psm1: 'ps',
  rb: 'rb',
  go: 'go',
};
/** A request for what a URL serves, any of the families. */
const FETCH =
  /\b(?:urlretrieve|urlopen|requests\.get|httpx\.(?:get|stream)|fetch\s*\(|https?\.get|http\.Get|axios|got\s*\(|curl\b|wget\b|URI\.open|URI\(|Net::HTTP|Invoke-WebRequest|iwr\b|Invoke-RestMethod|DownloadFile|download)/;
/** A run word of any family (a cheap test before functions are read). */
const RUN_HINT =
  /subprocess|os\.system|os\.exec|execFile|execSync|spawn|\bexec\b|system\s*\(|exec\.Command|Start-Process|&\s*\$|\bsh\b|\bbash\b|\bsource\b|\bnohup\b|"\$\{?\d|\$\{?\d/;
/** A definition of a function, any family (two are needed). */
const DEF_ANY = /^[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function|func|const\s+[\w$]+\s*=\s*(?:async\s*)?\(|[A-Za-z_][\w-]*\s*\(\)\s*\{)/gm;
/** An interpreter named as a word of an argument list (`["bash", p]`, `system("sh", p)`). */
const INTERP = String.raw`(?:["'](?:\/(?:usr\/)?bin\/)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh|powershell|cmd)["']|sys\.executable)\s*,\s*(?:["']-[-\w]+["']\s*,\s*)*`;

/** What runs the value of `e` (a regex source: a name, a shell parameter or a literal path), by family. */
function runsOf(family: Family, e: string, literal = false): RegExp {
  const key = `${family}\u0000${literal}\u0000${e}`;
  let re = runsMemo.get(key);
  if (!re) {
    if (runsMemo.size >= 2000) runsMemo.clear();
    runsMemo.set(key, (re = runsPattern(family, e, literal)));
  }
  return re;
}
/** The run patterns built so far (a skill's helpers ask for the same parameter names again and again). */
const runsMemo = new Map<string, RegExp>();

function runsPattern(family: Family, e: string, literal: boolean): RegExp {
  // (a name, or a quoted path: `\b` after a closing quote never matches, so the end is "no name character")
  const end = String.raw`(?![\w$])`;
  const shellRef = literal ? e : String.raw`["']?\$\{?${e}\}?["']?`;
  const parts: Record<Family, string[]> = {
    py: [
      String.raw`\bsubprocess\.\w+\(\s*\[\s*(?:${INTERP})?${e}${end}`,
      String.raw`\bsubprocess\.\w+\(\s*${e}\s*[,)]`,
      String.raw`\bos\.(?:system|popen)\(\s*f?["'][^"'\n]*\{${e}\}`,
      String.raw`\bos\.(?:exec\w*|spawn\w*|startfile)\(\s*(?:os\.P_\w+\s*,\s*)?${e}${end}`,
    ],
    js: [
      String.raw`\b(?:execFileSync|execFile|spawnSync|spawn|fork)\(\s*(?:(?:["'](?:\/(?:usr\/)?bin\/)?(?:(?:ba|z)?sh|node|python[0-9.]*)["']|process\.execPath)\s*,\s*\[\s*(?:["']-[-\w]+["']\s*,\s*)*)?${e}${end}`,
      String.raw`\b(?:exec|execSync)\(\s*(?:${e}${end}|\x60[^\x60\n]*\$\{${e}\})`,
    ],
    rb: [String.raw`\b(?:system|exec|spawn|Process\.spawn)\s*\(?\s*(?:${INTERP})?${e}${end}`, String.raw`\x60[^\x60\n]*#\{${e}\}`],
    go: [String.raw`\bexec\.Command(?:Context)?\(\s*(?:\w+\s*,\s*)?(?:"(?:\/(?:usr\/)?bin\/)?(?:ba|z)?sh"\s*,\s*(?:"-\w+"\s*,\s*)*)?${e}${end}`],
    sh: [
      String.raw`(?:^|[;&|({]\s*|\bnohup\s+|\bexec\s+|\bsudo\s+|\bsetsid\s+)${shellRef}(?=\s|$|[;&|)])`,
      String.raw`\b(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|source)\s+(?:-\w+\s+)*${shellRef}(?=\s|$|[;&|)])`,
      String.raw`(?:^|\s)\.\s+${shellRef}(?=\s|$|[;&|)])`,
    ],
    ps: [String.raw`&\s*\$${e}\b`, String.raw`\bStart-Process\s+(?:-FilePath\s+)?\$${e}\b`],
  };
  return new RegExp(parts[family].join('|'), 'm');
}

/** How a parameter `p` is written in a body (`$1` in shell, `$p` in PowerShell, the bare name otherwise). */
function paramRef(family: Family, p: string): string {
  return family === 'sh' ? esc(p) : family === 'ps' ? esc(p.replace(/^\$/, '')) : esc(p);
}

/** The parameter a helper's body saves a download to (`urlretrieve(u, dest)`, `-o "$2"`, `writeFileSync(to, …)`), with the URL's. */
function savesTo(family: Family, body: string, params: readonly string[]): { url: number; dest: number } | undefined {
  if (!FETCH.test(body)) return undefined;
  const ref = (p: string) =>
    family === 'sh' ? String.raw`["']?\$\{?${esc(p)}\}?["']?` : family === 'ps' ? String.raw`\$${esc(p.replace(/^\$/, ''))}\b` : String.raw`\b${esc(p)}\b`;
  const fetchLine = body.split('\n').find((l) => FETCH.test(l)) ?? '';
  const url = params.findIndex((p) => new RegExp(ref(p)).test(fetchLine));
  if (url < 0) return undefined;
  const dest = params.findIndex((p, i) => {
    if (i === url) return false;
    const r = ref(p);
    return new RegExp(
      [
        String.raw`\b(?:urlretrieve|download\.file)\s*\([^,\n]+,\s*${r}`,
        String.raw`\s(?:-[a-zA-Z]*o|--output|-O|--output-document|-OutFile|-Destination)[\s=]*${r}`,
        String.raw`\b(?:writeFileSync|writeFile|createWriteStream|os\.WriteFile|os\.Create|File\.(?:bin)?write|File\.open|IO\.(?:bin)?write|open)\s*\(\s*${r}`,
        String.raw`${r}\s*\.\s*(?:write_bytes|write_text)\s*\(`,
        String.raw`\bDownloadFile\s*\([^,\n]+,\s*${r}`,
        String.raw`>\s*${r}`,
      ].join('|'),
    ).test(body);
  });
  return dest < 0 ? undefined : { url, dest };
}

/** The parameter a helper's body runs (`subprocess.run(["bash", path])`, `"$1" &`, `exec.Command(bin)`). */
function runsParam(family: Family, body: string, params: readonly string[]): number {
  return params.findIndex((p) => runsOf(family, paramRef(family, p)).test(body));
}

interface Helper {
  fn: Fn;
  /** Parameters without a method's receiver (`self`, `cls`). */
  params: string[];
  saves?: { url: number; dest: number };
  runs: number;
  returnsDest: boolean;
}

interface Call {
  at: number;
  end: number;
  args: string[];
  /** The statement the call stands in. */
  line: [number, number];
}

/** The calls of `name` in `text` outside its own definition (`name(…)`, `obj.name(…)`; shell `name a b`). */
function callsOf(text: string, family: Family, h: Helper): Call[] {
  const out: Call[] = [];
  const name = esc(h.fn.name);
  const re =
    family === 'sh' || family === 'ps'
      ? new RegExp(String.raw`(?<=^[ \t]*|[;&|]\s*|\$\(\s*|=\s*)${name}[ \t]+([^\n;&|)]*)`, 'gm')
      : new RegExp(String.raw`(?<![\w$])${name}\s*\(`, 'g');
  for (const m of text.matchAll(re)) {
    const at = m.index;
    if (at >= h.fn.start && at < h.fn.end) continue;
    const ls = text.lastIndexOf('\n', at) + 1;
    const le = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    if (family === 'sh' || family === 'ps') {
      const args = m[1].match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
      out.push({ at, end: at + m[0].length, args: args.map((a) => a.replace(/^["']|["']$/g, '')), line: [ls, le] });
    } else {
      const open = at + m[0].length - 1;
      const close = closeAt(text, open);
      out.push({ at, end: close + 1, args: splitTop(text.slice(open + 1, close)).map((a) => a.trim()), line: [ls, Math.max(le, close + 1)] });
    }
  }
  return out;
}

/** A literal path, or what a name the file binds resolves to (one level). */
function argValue(sf: SentinelFile, family: Family, arg: string): string {
  const a = arg.trim().replace(/^(?:await\s+)?/, '');
  const lit = /^[frb]?["'\x60]([^"'\x60\n]*)["'\x60]$/.exec(a);
  if (lit) return lit[1];
  const name = family === 'sh' || family === 'ps' ? /^\$\{?([A-Za-z_]\w*)\}?$/.exec(a)?.[1] : /^[A-Za-z_$][\w$.]*$/.exec(a)?.[0];
  return name ? expandVars(sf, family === 'sh' || family === 'ps' ? `$${name}` : name).replace(/^["']|["']$/g, '') : a;
}

/** The downloads through a local helper of `sf` whose saved path a later statement runs. */
export function helperRuns(sf: SentinelFile): HelperRun[] {
  const family = FAMILY[/\.([A-Za-z0-9]+)$/.exec(sf.file.path)?.[1]?.toLowerCase() ?? ''];
  const text = sf.info.text;
  if (!family || !text.includes('://') || !FETCH.test(text) || !RUN_HINT.test(text)) return [];
  const defs = [...text.matchAll(DEF_ANY)];
  if (defs.length < 1) return [];
  const lang: Lang = family === 'py' ? 'py' : family === 'js' ? 'js' : family === 'sh' ? 'sh' : family === 'ps' ? 'ps' : 'any';
  const helpers: Helper[] = [];
  const owners: OwnSave[] = [];
  for (const d of defs) {
    const ls = d.index + (d[0].length - d[0].trimStart().length);
    const le = text.indexOf('\n', ls) < 0 ? text.length : text.indexOf('\n', ls);
    const fn = defines(text, lang, family === 'go', text.slice(ls, le), ls);
    if (!fn) continue;
    // (a helper with no arguments that saves what its own URL serves and returns the path: lib/fetch-run-own.ts)
    if (!fn.params.length) {
      const own = ownSave(text, fn, text.slice(ls, fn.end), FETCH, family);
      if (own) owners.push(own);
      continue;
    }
    const params = family === 'py' || family === 'rb' ? fn.params.filter((p, i) => !(i === 0 && /^(?:self|cls)$/.test(p))) : fn.params;
    // (the body from after the parameter list: a one-line function's body stands on its header's line)
    const hdr = /^\s*func\s+(?:\([^)]*\)\s*)?[\w$]+\s*\([^)]*\)|^[^(\n]*\([^)\n]*\)/.exec(text.slice(ls, le));
    const body = text.slice(ls + (hdr?.[0].length ?? 0), fn.end);
    const saves = savesTo(family, body, params);
    const runs = runsParam(family, body, params);
    if (!saves && runs < 0) continue;
    const d0 = saves ? paramRef(family, params[saves.dest]) : '';
    const returnsDest =
      !!saves &&
      new RegExp(
        family === 'sh'
          ? String.raw`\b(?:echo|printf)\s+(?:"%s\\n"\s+)?["']?\$\{?${d0}\}?`
          : family === 'rb'
            ? String.raw`^\s*(?:return\s+)?${d0}\s*$`
            : family === 'ps'
              ? String.raw`^\s*(?:return\s+)?\$${d0}\s*$`
              : String.raw`\breturn\s+${d0}\b`,
        'm',
      ).test(body);
    helpers.push({ fn, params, saves, runs, returnsDest });
  }
  const out: HelperRun[] = ownRuns(text, family, owners);
  const savers = helpers.filter((h) => h.saves);
  if (!savers.length) return out;
  const runners = helpers.filter((h) => h.runs >= 0);
  // (each helper's calls found once; a file of thousands of downloads reads at most MAX_CALLS of them, each against the
  // text after it up to AFTER characters: linear in the file)
  const runnerCalls = runners.map((r) => ({ r, calls: callsOf(text, family, r) }));
  for (const s of savers) {
    for (const c of callsOf(text, family, s).slice(0, MAX_CALLS)) {
      const urlArg = c.args[s.saves!.url];
      const destArg = c.args[s.saves!.dest];
      if (!urlArg || !destArg) continue;
      const url = URL_IN_TEXT.exec(argValue(sf, family, urlArg))?.[0];
      if (!url) continue;
      const dest = argValue(sf, family, destArg);
      // what names the saved file afterwards: the path, the name it was given, the name the call's result was bound to
      const bound = s.returnsDest
        ? (family === 'sh' ? /([A-Za-z_]\w*)=\$\(\s*$/ : /(?:^|[\s(])(?:const\s+|let\s+|var\s+|local\s+)?\$?([A-Za-z_]\w*)\s*:?=\s*(?:await\s+)?$/).exec(
            text.slice(c.line[0], c.at),
          )?.[1]
        : undefined;
      const names = [bound, /^\$?\{?([A-Za-z_]\w*)\}?$/.exec(destArg.replace(/^["']|["']$/g, ''))?.[1]].filter((n): n is string => !!n);
      const same = (arg: string) => {
        const a = arg.trim().replace(/^await\s+/, '');
        // (the download's own call, or a name the file binds to it: lib/fetch-run-later.ts)
        if (returnedBy(sf, a, s.fn.name)) return true;
        const n = /^\$?\{?([A-Za-z_]\w*)\}?$/.exec(a.replace(/^["']|["']$/g, ''))?.[1];
        if (n && names.includes(n)) return true;
        const v = argValue(sf, family, a);
        return dest.length >= 3 && v === dest;
      };
      // run by a helper that runs its argument…
      let run: [number, number] | undefined;
      for (const { r, calls } of runnerCalls) {
        for (const rc of calls) {
          if (rc.at < c.at && !rc.args.some((a) => returnedBy(sf, a, s.fn.name))) continue;
          const arg = rc.args[r.runs];
          if (arg && same(arg)) run = rc.line;
          if (run) break;
        }
        if (run) break;
      }
      // …or directly, after the download
      if (!run) {
        const refs: Array<[string, boolean]> = names.map((n) => [esc(n), false]);
        if (dest.length >= 3 && /[\/.]/.test(dest))
          refs.push([family === 'sh' || family === 'ps' ? String.raw`["']?${esc(dest)}["']?` : String.raw`["']${esc(dest)}["']`, true]);
        const after = text.slice(c.end, c.end + AFTER);
        for (const [e, literal] of refs) {
          const m = runsOf(family, e, literal).exec(after);
          if (m && !(c.end + m.index >= s.fn.start && c.end + m.index < s.fn.end)) {
            const at = c.end + m.index + (m[0].length - m[0].trimStart().length);
            run = [text.lastIndexOf('\n', at) + 1, text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at)];
            break;
          }
        }
      }
      if (run)
        out.push({
          at: c.at,
          end: c.end,
          url,
          tool: `${s.fn.name}()`,
          file: dest,
          runAt: run[0] + (text.slice(run[0], run[1]).length - text.slice(run[0], run[1]).trimStart().length),
          runEnd: run[1],
        });
    }
  }
  return out;
}

/** A file written from a download: group 1 the path expression (`os.OpenFile(X,`, `writeFileSync(X,`, `open(X, "wb")`, `File.binwrite(X,`). */
const WRITE_AT =
  /\b(?:os\.OpenFile|os\.Create|os\.WriteFile|ioutil\.WriteFile|writeFileSync|writeFile|createWriteStream|File\.binwrite|File\.write|IO\.binwrite|(?<second>urlretrieve))\s*\(|\bopen\s*\((?=[^\n]*,\s*["'][wa]b\+?["'])/g;
/** A program started from a path expression: `exec.Command(`, `subprocess.run([`, `spawn(`, `execFile(`, `system(`. */
const EXEC_AT =
  /\b(?:exec\.Command|(?<second>exec\.CommandContext)|subprocess\.(?:run|call|Popen|check_call|check_output)|execFileSync|execFile|spawnSync|spawn|Process\.spawn|system)\s*\(/g;

/** Argument `k` of the call whose `(` ends `m` (the first item of a list given there: `subprocess.run([X, …])`), spaces dropped. */
function argOf(text: string, m: RegExpMatchArray, k: number): string {
  const open = m.index! + m[0].length - 1;
  const arg = splitTop(text.slice(open + 1, closeAt(text, open)))[k]?.trim() ?? '';
  const item = arg.startsWith('[') ? (splitTop(arg.slice(1, arg.lastIndexOf(']') >>> 0 || arg.length))[0] ?? '') : arg;
  return item.replace(/\s+/g, '');
}

/** A path expression that means the same in every function: a member or method (`t.binary()`, `self.bin_path`) or a constant (`AGENT_BIN`). */
const SHARED = /^(?:[A-Za-z_$][\w$]*(?:\(\))?\.)+[A-Za-z_$][\w$]*(?:\(\))?$|^[A-Z][A-Z0-9_]{2,}$/;

/** A download written to a shared path expression and a program started from it elsewhere in `sf`. */
export function sharedPathRuns(sf: SentinelFile): HelperRun[] {
  const family = FAMILY[/\.([A-Za-z0-9]+)$/.exec(sf.file.path)?.[1]?.toLowerCase() ?? ''];
  const text = sf.info.text;
  if (!family || family === 'sh' || family === 'ps' || !text.includes('://') || !FETCH.test(text)) return [];
  const writes: Array<{ at: number; expr: string }> = [];
  for (const m of text.matchAll(WRITE_AT)) {
    const expr = argOf(text, m, m.groups?.second ? 1 : 0);
    // (a download before it: the response is what is written)
    if (SHARED.test(expr) && FETCH.test(text.slice(Math.max(0, m.index - 1500), m.index))) writes.push({ at: m.index, expr });
  }
  if (!writes.length) return [];
  // (a name bound to what a local function returns — `const helper = await ensureHelper()` with `return HELPER` —, or that
  // function's call itself: the path it returns)
  let returned: Map<string, string> | undefined;
  const through = (arg: string): string | undefined => {
    returned ??= returnsOf(text);
    for (const [fn, path] of returned) if (returnedBy(sf, arg, fn)) return path;
    return undefined;
  };
  const out: HelperRun[] = [];
  for (const m of text.matchAll(EXEC_AT)) {
    const raw = argOf(text, m, m.groups?.second ? 1 : 0).replace(/^(?:str|String|os\.fspath)\((.*)\)$/, '$1');
    const expr = SHARED.test(raw) ? raw : (through(raw) ?? raw);
    const w = writes.find((x) => x.expr === expr && Math.abs(x.at - m.index) > 40);
    if (!w) continue;
    const before = text.slice(0, w.at);
    const urls = [...before.matchAll(new RegExp(URL_IN_TEXT.source, 'g'))];
    const url = urls.at(-1)?.[0] ?? URL_IN_TEXT.exec(text)?.[0];
    if (!url) continue;
    const ls = text.lastIndexOf('\n', m.index) + 1;
    const le = text.indexOf('\n', m.index) < 0 ? text.length : text.indexOf('\n', m.index);
    const runAt = ls + (text.slice(ls, le).length - text.slice(ls, le).trimStart().length);
    const fetched =
      [...text.slice(Math.max(0, w.at - 1500), w.at).matchAll(new RegExp(FETCH.source, 'g'))]
        .map((x) => x[0])
        .filter((x) => x !== 'download')
        .at(-1) ?? 'download';
    out.push({ at: w.at, end: w.at + w.expr.length + 12, url, tool: `\`${fetched.replace(/\s*\($/, '')}\``, file: w.expr, runAt, runEnd: le });
    break;
  }
  return out;
}

/** What each function of `text` returns, where it always returns one shared path expression (`return HELPER`, `return self.bin`). */
function returnsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/^[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)\s*\(/gm)) {
    const body = text.slice(m.index, m.index + 3000);
    const next = /\n[ \t]*(?:export\s+)?(?:async\s+)?(?:def|function|func)\s/.exec(body.slice(m[0].length));
    const own = next ? body.slice(0, m[0].length + next.index) : body;
    const rets = new Set([...own.matchAll(/\breturn\s+([^;\n]+?)\s*;?\s*$/gm)].map((r) => r[1].replace(/\s+/g, '')));
    if (rets.size === 1) {
      const r = [...rets][0];
      if (SHARED.test(r)) out.set(m[1], r);
    }
  }
  return out;
}

/** Runs of the paths that argument-less helpers save and return (lib/fetch-run-own.ts), through the name a call is bound to. */
function ownRuns(text: string, family: Family, owners: readonly OwnSave[]): HelperRun[] {
  const out: HelperRun[] = [];
  for (const o of owners)
    for (const c of boundCalls(text, o.fn.name).slice(0, MAX_CALLS)) {
      if (c.at >= o.fn.start && c.at < o.fn.end) continue;
      const after = text.slice(c.end, c.end + AFTER);
      const m = runsOf(family, esc(c.bound)).exec(after);
      if (!m) continue;
      const at = c.end + m.index + (m[0].length - m[0].trimStart().length);
      const runEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
      out.push({ at: c.at, end: c.end, url: o.url, tool: `${o.fn.name}()`, file: o.file, runAt: at, runEnd, inside: [o.fn.start, o.fn.end] });
    }
  return out;
}
