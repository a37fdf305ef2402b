/**
 * A call or command whose name is built from pieces so that it does not appear in the
 * text: `getattr(__import__('o'+'s'), 'sys'+'tem')('id')`, `'\x63\x75\x72\x6c …| sh'`,
 * `\u0065val(x)`, `chr(101)+chr(118)+…`, `'lruc'[::-1]`, `['child_','process'].join('')`.
 * The span is normalised (lib/normalise.ts); a sink found in the result whose key word
 * (system, eval, curl, child_process …) is absent from the original span was hidden on
 * purpose. A command merely split over two lines (`"curl … " + "| bash"`) keeps its words
 * and is not reported here.
 */
import { BUILDS, literalNames, NAME_SLOT, normaliseCalls, normaliseShell, rot13, SH_BUILDS, shellLiterals, substituteNames } from './normalise.ts';
import { foldRuby, RUBY_BUILDS } from './normalise-ruby.ts';
import { dangerousValue, decoderWrappers, ROT_SHIFT, unwrappedCalls } from './decoder-wrappers.ts';
import { dropperText } from './decode.ts';
import { anchorHits, type Segment, type SentinelFile } from '../view.ts';
import { firstAtOrAfter, type Tag } from '../anchors.ts';
import { RUN_AND_SECRET_WORDS } from '../anchor-words-run.ts';
import { SYSTEM_AND_EXFIL_WORDS } from '../anchor-words-system.ts';
import { PROSE_AND_STRUCTURE_WORDS } from '../anchor-words-prose.ts';

export interface BuiltCall {
  seg: Segment;
  start: number;
  end: number;
  /** The call or command as it reads once rebuilt. */
  call: string;
  /** The hidden key word. */
  word: string;
}

const SINKS = new RegExp(
  [
    String.raw`(?<![\w.$])(?<k1>eval|exec|execfile)\s*\(`,
    String.raw`\b(?:os|__import__\s*\(\s*['"]os['"]\s*\))\.(?<k2>system|popen|exec[lv]p?e?|spawn[lv]p?e?)\s*\(`,
    String.raw`__import__\s*\(\s*['"](?<k3>os|subprocess|pty|socket|base64|marshal)['"]\s*\)`,
    String.raw`\b(?<k4>subprocess)\.(?:run|call|check_output|check_call|Popen|getoutput)\s*\(`,
    String.raw`(?<k5>child_process)`,
    String.raw`\.(?<k6>execSync|spawnSync|execFileSync)\s*\(`,
    String.raw`\bnew\s+(?<k7>Function)\s*\(|(?<![\w.$])(?<k8>Function)\s*\(\s*['"]`,
    String.raw`(?<k9>Invoke-Expression|Invoke-WebRequest|DownloadString)\b`,
    String.raw`(?<k10>curl|wget)\b[^\n]{0,200}?\|\s*(?:sudo\s+)?(?:(?:ba|z|da)?sh|ruby|perl|php|python[0-9.]*|node|osascript)\b(?!\s+-[mce]\b)`,
    String.raw`(?<k11>\/dev\/tcp)\/`,
    String.raw`\b(?<k12>pty)\.spawn\s*\(`,
    // a runner called on its module by a name built from pieces (`Kernel.send(%w[ev al].join, c)`, `getfield(Base, :run)`)
    String.raw`\b(?:Kernel|Base|Core|builtins|__builtins__|globalThis|window|Object)\.(?<k14>eval|exec|system|spawn|popen|run|instance_eval|class_eval|module_eval)\s*\(`,
    // a runner taken as a value by a name built from pieces (`const F = globalThis["Fun" + "ction"]` folds to `const F = Function;`)
    String.raw`(?<![\w.$'"])(?<k15>Function|eval)(?=\s*(?:[;,)\]}]|$))`,
    // a runner's or a network call's name folded into one literal (`g["fe" + "tch"]`, `['con','str','uctor'].join('')`, `globalThis["Fun" + "ction"]`)
    // (and the page APIs a skimmer hides: `d['\x63\x6f\x6f\x6b\x69\x65']`, `d[String.fromCharCode(99,114,…)]('script')`; PHP's
    // decoders, runners and HTTP calls named by `str_rot13('onfr64_qrpbqr')`, `strrev('tsop_etomer_pw')`)
    String.raw`'(?<k13>constructor|Function|fetch|eval|exec|execSync|spawnSync|child_process|system|popen|XMLHttpRequest|sendBeacon|Invoke-Expression|WScript\.Shell|Shell\.Application|createElement|cookie|localStorage|sessionStorage|atob|base64_decode|gzinflate|shell_exec|passthru|proc_open|create_function|curl_exec|fsockopen|wp_remote_post|wp_remote_get|wp_remote_request)'`,
    // PowerShell's call operator on a runner's name built from pieces (`$c = ('I','E','X') -join ''; & $c (…)` folds to `& 'IEX' (…)`)
    String.raw`&\s*'(?<k16>[Ii][Ee][Xx]|[Ii]nvoke-[Ee]xpression)'`,
    // Ruby takes a runner as a value by a name built from pieces (`Kernel.method(%w[m e t s y s].reverse.join)` folds to `Kernel.method(:system)`)
    String.raw`\b(?:Kernel|Object|Process|IO|self)\.(?:method|public_method|instance_method)\(\s*:(?<k17>system|exec|spawn|eval|popen|syscall|instance_eval|class_eval)\b`,
  ].join('|'),
  'g',
);

const WINDOW_LINES = 3;
const FUNCTION_WORD = /(?<![\w$])Function(?![\w$])/;

/** A name given to `__import__` or `getattr` as literals joined, char codes or a reversal — nothing but literals: no reason but hiding it. */
const DELIBERATE =
  /\b(?:__import__\s*\(|getattr\s*\([^,\n]{1,80},)\s*(?:["'][^"'\n]{1,12}["'](?:\s*\+\s*["'][^"'\n]{1,12}["'])+|(?:chr\s*\(\s*\d+\s*\)\s*\+\s*){1,}chr\s*\(\s*\d+\s*\)|["'][^"'\n]{1,20}["']\s*\[\s*::\s*-1\s*\])\s*\)/;

const BUILDS_ALL = new RegExp(BUILDS.source, 'g');
/** What a window needs before folding can reveal a sink (a call site, an escape, a pipe to a shell …). */
const SINK_HINT =
  /getattr|getfield|__import__|require\s*\(|\bos\.|subprocess|eval|exec|Function|system|popen|spawn|child|\\x|\\u|[cC]hr[wWbB]?\s*\(|["']\s*&\s*["']|fromCharCode|::-1|reverse|\.join|rot_?13|globals|__builtins__|Reflect|atob|\w\[\s*(?:["']|[\w$]+\s*\+)|\|\s*(?:ba|z)?sh\b|\/dev|Invoke|iex|pty|-join|&\s*\$/;

/**
 * What substituteNames (normalise.ts) needs before it changes a span: a name that a `+` follows
 * or precedes with at most two blanks between (it looks 3 characters either side of the name),
 * or a name alone in a slot that names a call (normalise.ts NAME_SLOT).
 */
const NAME_BY_PLUS = /\+\s{0,2}[A-Za-z_$]|[\w$]\s{0,2}\+|\bdo\s+shell\s+script\s+[A-Za-z_]/;

/** Every built-up call in the code segments of one file. */
export function builtCalls(sf: SentinelFile): BuiltCall[] {
  const out: BuiltCall[] = [];
  const text = sf.info.text;
  for (const seg of sf.segments) {
    if (seg.kind !== 'code' || seg.detector || seg.end - seg.start > 200_000) continue;
    const body = text.slice(seg.start, seg.end);
    if ((seg.lang === 'sh' || seg.lang === 'any') && body.includes('$')) {
      const decoded = shellDecoded(body);
      if (decoded || SH_BUILDS.test(body)) shellBuilt(seg, body, decoded, out);
    }
    const rubyFrom = out.length;
    if ((seg.lang === 'other' || seg.lang === 'any') && RUBY_BUILDS.test(body)) rubyBuilt(seg, body, out);
    // a Ruby call rebuilt whole is the finding; the half-folded windows around it are not
    const rubyHits = out.slice(rubyFrom);
    if (mayWrapDecoder(sf, seg, body)) wrappedBuilt(seg, body, out);
    BUILDS_ALL.lastIndex = 0;
    const first = BUILDS_ALL.exec(body);
    if (!first) continue;
    const lines = body.split('\n');
    let names: Map<string, string> | undefined;
    let off = seg.start;
    let doneTo = -1;
    // the lines that hold a building sign, from one pass over the region
    let next = seg.start + first.index;
    for (let i = 0; i < lines.length; off += lines[i].length + 1, i++) {
      if (next < 0) break;
      if (off + lines[i].length < next) continue;
      BUILDS_ALL.lastIndex = off + lines[i].length - seg.start;
      const nm = BUILDS_ALL.exec(body);
      next = nm ? seg.start + nm.index : -1;
      if (off < doneTo || lines[i].length > 4000) continue;
      if (rubyHits.length && rubyHits.some((r) => Math.abs(r.start - off) < 600)) continue;
      const a = Math.max(0, i - WINDOW_LINES);
      const b = Math.min(lines.length, i + WINDOW_LINES + 1);
      const span = lines.slice(a, b).join('\n');
      // nothing that a sink could be built into: no need to fold
      if (!SINK_HINT.test(span)) continue;
      // names that hold literals, read once per region and only for a span where substituteNames
      // can put one back (a name within 3 characters of a `+`; elsewhere it returns the span as is)
      const joined = NAME_BY_PLUS.test(span) || NAME_SLOT.test(span);
      if (!names && joined) names = literalNames(body);
      const norm = normaliseCalls(names && joined ? substituteNames(span, names) : span);
      if (norm === span) continue;
      // (the lower-cased span only once a sink is found: most folded spans hold none)
      let lower: string | undefined;
      SINKS.lastIndex = 0;
      for (let m = SINKS.exec(norm); m; m = SINKS.exec(norm)) {
        let word = Object.values(m.groups ?? {}).find(Boolean);
        if (!word) continue;
        // (`__import__('os').system(…)`: the module's name may be the hidden one, the call's spelled)
        if (m.groups?.k2 && m[0].startsWith('__import__') && !spells((lower ??= span.toLowerCase()), 'os')) word = 'os';
        // (`Function` against the span as written: the lower-case `function` keyword hides nothing)
        // (a module or attribute name concatenated inside `__import__(…)` or `getattr(x, …)` is built on purpose, even
        // where the file spells the word elsewhere: `rt = __import__("o" + "s")` beside `os.path.exists(…)`)
        // (`FunctionConstructor`, a type's name, does not spell the runner)
        if (!DELIBERATE.test(span) && (word === 'Function' ? FUNCTION_WORD.test(span) : spells((lower ??= span.toLowerCase()), word.toLowerCase()))) continue;
        const call = norm.slice(m.index, m.index + 80).split('\n')[0];
        out.push({ seg, start: off, end: off + lines[i].length, call, word });
        doneTo = off + lines.slice(i, b).join('\n').length;
        break;
      }
      if (out.length >= 20) return out;
    }
  }
  return out;
}

/**
 * Whether the lower-cased text spells `word` as a word of its own (not inside another: `os` in
 * `post_refresh` hides nothing, `os` in `import os` does).
 */
function spells(lower: string, word: string): boolean {
  for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
    const before = at > 0 ? lower.charCodeAt(at - 1) : 32;
    const after = at + word.length < lower.length ? lower.charCodeAt(at + word.length) : 32;
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}
const isWordChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 36;

/** A shell value decoded where it is set: an ANSI-C quoted word with escapes, or a literal reversed or rot13'd in a substitution. */
const SH_DECODED = /=\$'[^'\n]*\\[xu0-7]|=["']?\$\([^)\n]*\|\s*(?:rev|tr)\b|=["']?\$\(\s*rev\s*<<</;
/** Whether the shell body sets a value decoded where it is set (SH_DECODED). */
function shellDecoded(body: string): boolean {
  return (body.includes('=$') || body.includes('="$(')) && SH_DECODED.test(body);
}
/** `v=$(printf '%s' 'LIT' | rev)`, `v=$(echo LIT | rev)`, `v=$(rev <<< 'LIT')`, `v=$(echo 'LIT' | tr 'A-Za-z' 'N-ZA-Mn-za-m')`. */
const SH_DECODED_VALUE =
  /^(\s*(?:(?:local|export|declare|readonly)\s+)?[A-Za-z_]\w*=)["']?\$\(\s*(?:(?:printf\s+(?:-- +)?(?:'%s'|"%s"|%s)|echo(?:\s+-n)?)\s+(?:'([^'\n]*)'|"([^"$`\n]*)"|([^\s'"`$|;&()]+))\s*\|\s*(rev|tr\s+(?:-- +)?["']?(?:a-zA-Z|A-Za-z|a-z)["']?\s+["']?(?:n-za-mN-ZA-M|N-ZA-Mn-za-m|n-za-m)["']?)|rev\s*<<<\s*(?:'([^'\n]*)'|"([^"$`\n]*)"|([^\s'"`$|;&()]+))(rev)?)\s*\)["']?\s*$/;

/** The line with a value decoded where it is set written as the plain literal it decodes to (one line out per line in). */
function decodedShellLine(line: string): string {
  if (!line.includes('=$')) return line;
  const m = SH_DECODED_VALUE.exec(line);
  if (m) {
    const lit = m[2] ?? m[3] ?? m[4] ?? m[6] ?? m[7] ?? m[8] ?? '';
    const dec = m[5] && m[5] !== 'rev' ? rot13(lit) : [...lit].reverse().join('');
    if (!dec.includes("'")) return `${m[1]}'${dec}'`;
  }
  return line.includes("$'") ? shellLiterals(line) : line;
}

/** Shell: a command whose words come out of variables built from pieces (`c=cu; c="${c}rl"; $c … | $s`) or decoded where set (`t=$'\x63…'`, `i=$(echo hsab | rev)`). */
function shellBuilt(seg: Segment, body: string, hasDecoded: boolean, out: BuiltCall[]): void {
  const lines = body.split('\n');
  const decoded = hasDecoded ? lines.map(decodedShellLine) : undefined;
  let norm = normaliseShell(decoded ? decoded.join('\n') : body);
  // (a word expanded from a decoded value reads as the bare word: `"$t" "$o" "$u" | "$i"` → `curl -fsSL … | bash`)
  if (decoded) norm = norm.map((l, i) => (l === lines[i] || l === decoded[i] ? lines[i] : l.replace(/"([\w./:@%+=,~-]*)"/g, '$1')));
  rewrittenSinks(seg, lines, norm, out);
}

/** Ruby: a call assembled from word lists, `const_get`, `send` and packed hex (`Object.const_get(%w[Ker nel].join).send(m, [c].pack("H*"))`). */
function rubyBuilt(seg: Segment, body: string, out: BuiltCall[]): void {
  const lines = body.split('\n');
  rewrittenSinks(seg, lines, foldRuby(lines), out);
}

/** The lines a rewrite changed (`norm`, one per line of `lines`) that now hold a sink whose key word no line around spells. */
function rewrittenSinks(seg: Segment, lines: readonly string[], norm: readonly string[], out: BuiltCall[]): void {
  let off = seg.start;
  for (let i = 0; i < lines.length; off += lines[i].length + 1, i++) {
    if (norm[i] === lines[i]) continue;
    // (the lines around only once a sink is found: most rewritten lines hold none)
    let around: string | undefined;
    SINKS.lastIndex = 0;
    for (let m = SINKS.exec(norm[i]); m; m = SINKS.exec(norm[i])) {
      const word = Object.values(m.groups ?? {}).find(Boolean);
      if (!word) continue;
      around ??= lines
        .slice(Math.max(0, i - WINDOW_LINES), i + WINDOW_LINES + 1)
        .join('\n')
        .toLowerCase();
      if (spells(around, word.toLowerCase())) continue;
      out.push({ seg, start: off, end: off + lines[i].length, call: norm[i].slice(m.index, m.index + 80), word });
      break;
    }
    if (out.length >= 20) return;
  }
}

/** Words of the decoders a one-line helper of the skill's own may wrap (lib/decoder-wrappers.ts): a code region with none needs no look for helpers. */
const WRAPPER_WORDS = ['rot13', 'rot_13', 'fromCharCode', 'chr', 'everse', 'strrev', 'ecode', 'atob', 'fromhex', 'unhexlify', 'hex2bin', 'FromBase64'];

/**
 * The wrapper words no anchor holds, found from a rare letter of theirs (`v`, `d`) and checked
 * backwards: half the time of three substring searches, whose first letter `e` is the commonest.
 */
const RARE_LED_WORDS = ['everse', 'strrev', 'ecode'];
const RARE_LED = /v(?:(?<=ev)erse|(?<=strrev))|d(?<=ecod)e/;

/** A wrapper word found through the shared anchor pass: the tag of an anchor it holds and where that anchor starts in it. */
interface Anchored {
  word: string;
  tag: Tag;
  at: number;
}

/**
 * Each wrapper word that holds an anchor of a tag (anchor words are ASCII case-folded, so a
 * word's every occurrence is an anchor hit `at` characters in) is looked for only at those
 * hits; the rest by substring search. Twelve searches over every code region were ~25 ms of a
 * corpus scan; derived from the anchor lists, so an edit there cannot make a word missed.
 */
const { ANCHORED, PLAIN } = ((): { ANCHORED: Anchored[]; PLAIN: string[] } => {
  const tagWords: Partial<Record<Tag, readonly string[]>> = { ...RUN_AND_SECRET_WORDS, ...SYSTEM_AND_EXFIL_WORDS, ...PROSE_AND_STRUCTURE_WORDS };
  // (tags whose hits in code are few first)
  const tags: Tag[] = ['encoded', 'rebuild', 'bytemath'];
  const anchored: Anchored[] = [];
  const plain: string[] = [];
  for (const word of WRAPPER_WORDS) {
    const lower = word.toLowerCase();
    let found: Anchored | undefined;
    for (const tag of tags) {
      const a = (tagWords[tag] ?? []).find((w) => lower.includes(w.toLowerCase()));
      if (a) {
        found = { word, tag, at: lower.indexOf(a.toLowerCase()) };
        break;
      }
    }
    if (found) anchored.push(found);
    else if (!RARE_LED_WORDS.includes(word)) plain.push(word);
  }
  return { ANCHORED: anchored, PLAIN: plain };
})();

/** Whether the code region `seg` (its text: `body`) holds one of WRAPPER_WORDS. */
function mayWrapDecoder(sf: SentinelFile, seg: Segment, body: string): boolean {
  const text = sf.info.text;
  for (const { word, tag, at } of ANCHORED) {
    const hits = anchorHits(sf, tag);
    // first hit at or after the earliest place the word's anchor can stand
    for (let k = firstAtOrAfter(hits, seg.start + at); k < hits.length; k++) {
      const from = hits[k] - at;
      if (from + word.length > seg.end) break;
      if (text.startsWith(word, from)) return true;
    }
  }
  // (a rot13 written out by hand: a letter shifted by 13 modulo 26)
  return RARE_LED.test(body) || PLAIN.some((w) => body.includes(w)) || (body.includes('26') && ROT_SHIFT.test(body));
}

/** A skill's own decoding helper called on a literal that turns out to be a runner's name or a download-and-run. */
function wrappedBuilt(seg: Segment, body: string, out: BuiltCall[]): void {
  const wrappers = decoderWrappers(body);
  if (!wrappers.size) return;
  for (const c of unwrappedCalls(body, wrappers)) {
    const word = dangerousValue(c.value, dropperText);
    if (!word) continue;
    const ls = body.lastIndexOf('\n', c.at) + 1;
    const le = body.indexOf('\n', c.at);
    // (the word written out next to the call is not hidden)
    const around = body.slice(Math.max(0, ls - 300), le < 0 ? body.length : le + 300).toLowerCase();
    if (around.includes(word.toLowerCase())) continue;
    out.push({ seg, start: seg.start + ls, end: seg.start + (le < 0 ? body.length : le), call: `${c.name}(…) → ${c.value.slice(0, 80)}`, word });
    if (out.length >= 20) return;
  }
}
