/**
 * A small constant folder for string building that hides a call (issue 28, technique 6),
 * compositional rather than shaped: an expression of string pieces is evaluated statically
 * (nothing is run) whatever order its steps come in —
 * - literals in any quote style, adjacent literals joined (Python, C, Go across lines);
 * - `+`, `&`, `..`, PowerShell `-join` (unary and binary), `''.join(…)`, `L.join('')`,
 *   `strings.Join(L, "")`, `concat`;
 * - character codes: `chr(n)`, `map(chr, […])`, `String.fromCharCode(…)`, `[char[]](…)`,
 *   `[char]n`, `bytes([…])`, `string.char(…)`, Go `[]byte{…}`;
 * - reversal: `[::-1]`, `reversed`, `.reverse()`, `strrev`, `StrReverse`, `ToCharArray()[-1..-N]`,
 *   `.split('')`, and a helper of the skill's own that reverses or decodes (a one-line wrapper,
 *   lib/decoder-wrappers.ts, or a function whose body swaps `r[i], r[j]`);
 * - base64 (UTF-16 too: `[Text.Encoding]::Unicode.GetString`), hex, rot13 with the codec name
 *   itself folded (`codecs.decode(s, 'rot' + '_13')`);
 * - `__import__(…)`, `getattr(m, …)`, `importlib.import_module(…)`: a module or a function named by
 *   a folded string;
 * - names bound earlier in the file to such values (`x = …`, `x := …`, `$x = …`, `const x = …`).
 * The folded values, the runner calls whose arguments they feed (`exec.Command(a, b, c)` read
 * as the command line `a b c`) and the lines that use them (names put back) are handed to the
 * same checks as plain text (lib/decode-danger.ts); only where a decoding step was applied and
 * the text as written does not already show the danger.
 *
 * Cost: a code region is folded only where the shared anchor pass found a decoder, a join or a
 * char-code word (`rebuild`, `encoded` tags), and only the statements within a few lines of
 * such a hit; plain literal assignments are read once per such region.
 */
import { anchorHits, type Segment, type SentinelFile } from '../view.ts';
import { firstAtOrAfter } from '../anchors.ts';
import { quote } from './normalise.ts';
import { decoderWrappers, type WrapperCodec } from './decoder-wrappers.ts';
import { decodedDanger } from './decode-danger.ts';
import { MAX_STMT, show, str, tokenize, type Bound } from './decode-fold-values.ts';
import { fold, items, shown, type Ctx } from './decode-fold-eval.ts';

/**
 * What an expression folds to (for tests and tools): its value as text, or undefined when no
 * decoding step applied; `names` are bound beforehand.
 */
export function foldExpression(expr: string, lang = 'any', names: Record<string, string> = {}): string | undefined {
  const toks = tokenize(expr, lang);
  if (!toks?.length) return undefined;
  const env = new Map<string, Bound>(Object.entries(names).map(([k, v]) => [k, { val: str(v), ops: 0, weak: 0 }]));
  const b = fold(toks, env, () => helpersOf(expr), { v: false });
  return b.ops + b.weak > 0 ? show(b.val) : undefined;
}

/** A helper of the skill's own spread over several lines that reverses its argument (`for i, j := 0, len(r)-1 …; r[i], r[j] = r[j], r[i]`). */
const FUNC_HEAD = /\b(?:func|function|def|sub|fn)\s+([A-Za-z_]\w*)\s*\(/g;
const SWAP = /(\w+)\[(\w+)\]\s*,\s*\1\[(\w+)\]\s*=\s*\1\[\3\]\s*,\s*\1\[\2\]|\[\s*::\s*-1\s*\]|\.reverse\s*\(|\bReverse\s*\(|\bstrrev\b|\breversed\s*\(/;

function helpersOf(body: string): Map<string, WrapperCodec> {
  const out = new Map(decoderWrappers(body));
  FUNC_HEAD.lastIndex = 0;
  for (let m = FUNC_HEAD.exec(body); m && out.size < 20; m = FUNC_HEAD.exec(body)) {
    if (out.has(m[1])) continue;
    const fnBody = body.slice(m.index, m.index + 300);
    const end = fnBody.search(/\n(?:\S|\s*\bdef\b)/);
    const own = end > 0 ? fnBody.slice(0, end) : fnBody;
    if (SWAP.test(own) && own.split('\n').length <= 10) out.set(m[1], 'reverse');
  }
  return out;
}

/** What folding found: a value or a call the code builds, where it stands and what it reads as. */
export interface Folded {
  seg: Segment;
  start: number;
  end: number;
  text: string;
}

/** The statement from line `i`: lines joined while brackets are open or a line ends with a joining operator (at most 8 lines). */
function statement(lines: string[], i: number): { i: number; j: number; s: string } {
  let s = lines[i];
  let j = i;
  // (the brackets left open, read on along with the lines joined)
  const st: OpenState = { d: 0, q: 0, skip: false, done: false };
  readOpen(st, s);
  while (j + 1 < lines.length && j - i < 8 && s.length < MAX_STMT && (st.d > 0 || endsJoining(s))) {
    const more = `\n${lines[++j]}`;
    s += more;
    readOpen(st, more);
  }
  return { i, j, s };
}

/** Whether `s` ends with a joining operator, blanks after it (`/(?:[+&,(]|\.\.|-join)\s*$/`, read backwards; a `\` continuation the view has already blanked). */
function endsJoining(s: string): boolean {
  const e = s.trimEnd().length;
  if (e === 0) return false;
  const c = s.charCodeAt(e - 1);
  // + & , (
  if (c === 0x2b || c === 0x26 || c === 0x2c || c === 0x28) return true;
  return (c === 0x2e && s.charCodeAt(e - 2) === 0x2e) || (c === 0x6e && e >= 5 && s.startsWith('-join', e - 5));
}

/** A function's head on the line of `at` or on one of the 3 lines before it. */
function inFunctionHead(src: string, at: number): boolean {
  let from = at;
  for (let n = 0; n < 4 && from > 0; n++) from = src.lastIndexOf('\n', from - 1);
  return /(?:^|\n)[ \t]*(?:(?:export\s+)?(?:async\s+)?function|func|def|sub|fn)\s+[A-Za-z_]/.test(src.slice(Math.max(0, from), at));
}

/** An anchor hit (`rebuild`, `encoded` words) that decodes or rebuilds a string, read at the hit. */
const DECODES_AT =
  /^(?:\[\]rune\(|chr[wb$]?\s*[(,)]|\[char|fromcharcode|fromcodepoint|getstring|frombase64string|b64decode|base64\.\w*decode|base64_decode|base64\.StdEncoding|atob\s*\(|unhexlify|fromhex|hex2bin|a2b_hex|rot_?13|::-1|reverse|strrev|\.join\s*\(\s*(?:''|""|``)\s*\)|\.join\s*\([^)\n]{0,200}?,\s*(?:''|""|``)\s*\)|decode(?:string|bytes)?\s*\(\s*(?![)]|["'](?:utf|ascii|latin|charmap|cp\d))|decod\w*String\s*\()/i;

/** PowerShell's `-join $s[…..…]` / `-join ($s[…])`: characters picked out of a string by an index range (a reversal, a reordering). */
const INDEX_JOIN = /-join\s*\(?\s*\$\w+\s*\[[^\]\n]{0,60}\.\./iy;

/** Where a PowerShell region joins characters picked by an index range (a literal pass over the region first). */
function indexJoins(src: string, seg: Segment): number[] {
  const at: number[] = [];
  for (let i = src.indexOf('-join', seg.start); i >= 0 && i < seg.end && at.length < 20; i = src.indexOf('-join', i + 5)) {
    INDEX_JOIN.lastIndex = i;
    if (INDEX_JOIN.test(src)) at.push(i);
  }
  return at;
}

function decodes(src: string, at: number): boolean {
  if (DECODES_AT.test(src.slice(at, at + 220))) return true;
  // `''.join(…)`: the empty separator stands before the hit
  const c = src.charCodeAt(at);
  return c === 0x2e && /(?:''|"")$/.test(src.slice(at - 2, at));
}

/**
 * How many brackets a statement leaves open (quoted text and a `#` comment skipped), read one
 * piece at a time: `st` carries the count, the open quote, an escape that reaches past the piece
 * and a comment that ends the reading. (A piece after the first starts with its `\n`.)
 */
interface OpenState {
  d: number;
  q: number;
  skip: boolean;
  done: boolean;
}

function readOpen(st: OpenState, s: string): void {
  if (st.done) return;
  let k = 0;
  if (st.skip) {
    st.skip = false;
    k = 1;
  }
  for (; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (st.q) {
      if (c === 0x5c) {
        k++;
        if (k >= s.length) st.skip = true;
      } else if (c === st.q) st.q = 0;
      continue;
    }
    if (c === 0x22 || c === 0x27) st.q = c;
    else if (c === 0x23 && (k === 0 || isSpace(s.charCodeAt(k - 1)))) {
      st.done = true;
      return;
    } else if (c === 0x28 || c === 0x5b) st.d++;
    else if (c === 0x29 || c === 0x5d) st.d--;
  }
}

/** `/\s/` for one UTF-16 unit. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** `name = expr`, `name := expr`, `$name = expr`, `const name = expr`, `raw, _ := expr`. */
const ASSIGN =
  /^\s*(?:(?:const|let|var|local|my|our|val|export|final|late|static|readonly)\s+){0,3}(?:(?:string|int|auto|dynamic|[A-Z][\w.]*(?:<[^>\n]{0,40}>)?(?:\[\])?)\??\s+)?(\$?[A-Za-z_]\w*)(?:\s*,\s*(?:_|err|\w+))?\s*(?::\s*[\w.[\]]+\s*)?(?::=|=(?![=>]))\s*([^]*)$/;

/** Process runners whose arguments make one command line, and code runners whose argument is code. */
const RUNNER_CALL =
  /(?:\b(?:exec\.Command(?:Context)?|subprocess\.(?:run|call|Popen|check_output|check_call|getoutput)|os\.(?:system|popen|exec\w*|spawn\w*|execute)|Popen|spawnSync|spawn|execFileSync|execFile|execSync|Start-Process|Process\.Start|Process\.run(?:Sync)?|Runtime\.getRuntime\(\)\.exec|Invoke-Expression|system|popen|shell_exec|passthru|eval|exec|loadstring|load|Function)|\[scriptblock\]::Create)\s*\(/gi;

/** Lines around an anchor hit that are folded. */
const NEAR = 6;

/** The values, runner calls and lines of `sf`'s code regions that hide something once folded (see the file comment). */
export function foldedTexts(sf: SentinelFile): Folded[] {
  const out: Folded[] = [];
  const src = sf.info.text;
  const rebuild = anchorHits(sf, 'rebuild');
  const encoded = anchorHits(sf, 'encoded');
  // (PowerShell's unary `-join` over an index range holds no anchor word: its code regions are looked at for it)
  const ps = sf.segments.some((g) => g.kind === 'code' && g.lang === 'ps');
  if (!rebuild.length && !encoded.length && !ps) return out;
  for (const seg of sf.segments) {
    // (shell and batch build words from variables: lib/normalise.ts normaliseShell reads those)
    if (seg.kind !== 'code' || seg.detector || seg.lang === 'sh' || seg.lang === 'bat' || seg.end - seg.start > 200_000) continue;
    // (the two tags' hits in the region, in order: a merge of the two sorted lists)
    let r = firstAtOrAfter(rebuild, seg.start);
    let e = firstAtOrAfter(encoded, seg.start);
    const psJoins = seg.lang === 'ps' ? indexJoins(src, seg) : [];
    if ((r >= rebuild.length || rebuild[r] >= seg.end) && (e >= encoded.length || encoded[e] >= seg.end) && !psJoins.length) continue;
    // (only the hits that decode: not `', '.join(`, `.decode('utf-8')`, `chrome`)
    const strong: number[] = [];
    for (;;) {
      const hr = r < rebuild.length && rebuild[r] < seg.end ? rebuild[r] : -1;
      const he = e < encoded.length && encoded[e] < seg.end ? encoded[e] : -1;
      if (hr < 0 && he < 0) break;
      let hit: number;
      if (he < 0 || (hr >= 0 && hr <= he)) {
        hit = hr;
        r++;
      } else {
        hit = he;
        e++;
      }
      if (decodes(src, hit)) strong.push(hit);
    }
    if (psJoins.length) {
      strong.push(...psJoins);
      strong.sort((a, b) => a - b);
    }
    if (!strong.length) continue;
    const body = src.slice(seg.start, seg.end);
    const lines = body.split('\n');
    const starts: number[] = [];
    for (let i = 0, off = 0; i < lines.length; off += lines[i].length + 1, i++) starts.push(off);
    // the lines near a hit
    const near = new Uint8Array(lines.length);
    let li = 0;
    for (const hit of strong) {
      const at = hit - seg.start;
      while (li + 1 < lines.length && starts[li + 1] <= at) li++;
      for (let x = Math.max(0, li - NEAR); x <= Math.min(lines.length - 1, li + NEAR); x++) near[x] = 1;
    }
    let wrappers: Map<string, WrapperCodec> | undefined;
    const helpers = () => (wrappers ??= helpersOf(body));
    // a decoder inside a helper of the skill's own (`func flip(s string) string { r := []rune(s) …`): its calls are folded too
    if (strong.some((hit) => inFunctionHead(src, hit)))
      for (const name of helpers().keys()) for (let i = 0; i < lines.length; i++) if (!near[i] && lines[i].includes(`${name}(`)) near[i] = 1;
    const region: Region = { seg, src, lines, starts, near, lang: seg.lang, helpers };
    // (the plain literal assignments of the whole region only where a decoder met a name not bound near it)
    if (foldRegion(region, new Map(), out)) foldRegion(region, plainAssignments(body, seg.lang), out);
    if (out.length >= 20) return out;
  }
  return out;
}

interface Region {
  seg: Segment;
  src: string;
  lines: string[];
  starts: number[];
  near: Uint8Array;
  lang: string;
  helpers: () => ReadonlyMap<string, WrapperCodec>;
}

/** `name = 'literal'` anywhere in a region (a constant read far from its decoder). */
function plainAssignments(body: string, lang: string): Map<string, Bound> {
  const env = new Map<string, Bound>();
  for (const m of body.matchAll(PLAIN_ASSIGN)) {
    const toks = tokenize(m[2], lang);
    if (toks?.length === 1 && toks[0].k === 's') env.set(m[1].replace(/^\$/, ''), { val: str(toks[0].v), ops: 0, weak: 0 });
    if (env.size > 500) break;
  }
  return env;
}

/** Folds the statements near decoders of one region into `out`; true when a decoder met a name it could not read. */
function foldRegion(r: Region, env: Map<string, Bound>, out: Folded[]): boolean {
  const { seg, src, lines, starts, near, lang, helpers } = r;
  const miss = { v: false };
  const hidden = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    if (!near[i] && !(hidden.size && usesHidden(lines[i], hidden))) continue;
    const st = statement(lines, i);
    i = st.j;
    const start = seg.start + starts[st.i];
    const end = seg.start + starts[st.j] + lines[st.j].length;
    const a = ASSIGN.exec(st.s);
    if (a && !/^\s*(?:if|while|for|return)\b/.test(st.s)) {
      const toks = tokenize(a[2], lang);
      if (toks?.length) {
        const b = fold(toks, env, helpers, miss);
        const name = a[1].replace(/^\$/, '');
        env.set(name, b);
        if (b.ops + b.weak > 0 && (b.val.t === 's' || b.val.t === 'c')) {
          hidden.add(name);
          report(out, seg, start, end, src.slice(start, end), show(b.val), b.ops > 0);
        }
      }
    }
    // runner calls: their arguments read as one command line, or the code they run
    RUNNER_CALL.lastIndex = 0;
    for (let m = RUNNER_CALL.exec(st.s); m; m = RUNNER_CALL.exec(st.s)) {
      const toks = tokenize(st.s.slice(m.index + m[0].length), lang);
      if (!toks) break;
      const c: Ctx = { toks, at: 0, env, helpers, ops: 0, weak: 0, miss };
      const args = items(c, ')');
      if (!c.ops && !c.weak) continue;
      const flat = args.flatMap((v) => (v.t === 'l' ? v.v : [v])).map((v) => show(v, ' '));
      const runner = m[0].replace(/\s*\($/, '');
      const cmd =
        /Command|Popen|spawn|run|call|check|Start|exec\b|execFile/i.test(runner) && !/scriptblock|Invoke/i.test(runner)
          ? flat.join(' ')
          : `${runner}(${args.map(shown).join(', ')})`;
      report(out, seg, start, end, src.slice(start, end), cmd, c.ops > 0);
    }
    // a line that uses hidden names: the names put back
    if (hidden.size && !a && usesHidden(st.s, hidden)) {
      let strong = false;
      const put = st.s.replace(/\$?[A-Za-z_]\w*/g, (w, at: number, s: string) => {
        const name = w.replace(/^\$/, '');
        if (!hidden.has(name) || /[.'"]/.test(s[at - 1] ?? '')) return w;
        const b = env.get(name)!;
        strong ||= b.ops > 0;
        const v = b.val;
        return v.t === 'c' ? v.v : quote(show(v));
      });
      // (PowerShell: `(New-Object X).$m($u)` put back reads `.'DownloadString'(…)`)
      report(out, seg, start, end, src.slice(start, end), put.replace(/\.'(\w+)'/g, '.$1'), strong);
    }
    if (out.length >= 20) return miss.v;
  }
  return miss.v;
}

const PLAIN_ASSIGN = /^[ \t]*(?:(?:const|let|var|local|my|our|val)\s+)?(\$?[A-Za-z_]\w*)\s*(?::=|=)\s*((?:"[^"\n]*"|'[^'\n]*'|`[^`\n]*`))\s*;?[ \t]*$/gm;

const KEY_WORDS =
  /\b(?:curl|wget|(?:ba|z|da)?sh|python\d?|perl|ruby|node|powershell|pwsh|iex|invoke-expression|invoke-webrequest|invoke-restmethod|system|popen|eval|exec\w*|spawn\w*|subprocess|child_process|Function|download(?:string|file|data)|webclient|scriptblock|git|sslverify|credential|nc|rm|chmod|https?)\b/gi;

function usesHidden(s: string, hidden: ReadonlySet<string>): boolean {
  for (const h of hidden) if (s.includes(h)) return true;
  return false;
}

/** Keeps a folded reading whose danger the written text does not already show. */
function report(out: Folded[], seg: Segment, start: number, end: number, written: string, reading: string, strong: boolean): void {
  if (reading.length < 2 || reading === written) return;
  const d = decodedDanger(reading);
  if (!d || decodedDanger(written)?.kind === d.kind) return;
  // (literals only concatenated: a command or a runner, not an address joined to its path)
  if (!strong && (d.severity !== 'error' || d.kind === 'network')) return;
  // (a key word of the reading that the written text does not spell: something was hidden)
  const lower = written.toLowerCase();
  let hid = false;
  KEY_WORDS.lastIndex = 0;
  for (let m = KEY_WORDS.exec(reading); m && !hid; m = KEY_WORDS.exec(reading)) hid = !lower.includes(m[0].toLowerCase());
  if (!hid) return;
  if (out.some((o) => o.start === start)) return;
  out.push({ seg, start, end, text: reading });
}
