/**
 * Ruby's ways of building a call from pieces, folded back into plain code (issue 28,
 * technique 6): word lists joined (`%w[Ker nel].join`, `["sys", "tem"].join`), symbols made
 * from strings (`.to_sym`), hex packed into bytes (`[c].pack("H*")`), base64 unpacked (`"…".unpack1("m")`), a module looked up by
 * name (`Object.const_get("Kernel")`) and a method called by name (`k.send(:system, …)`,
 * `public_send`, `__send__`). Names assigned such a value are put back where they are used,
 * line by line, so `k = Object.const_get(%w[Ker nel].join); m = ["sys","tem"].join.to_sym;
 * k.send(m, [c].pack("H*"))` reads `Kernel.system('curl … | bash')`. Only literals are folded;
 * nothing is run. One line out per line in; at most 5000 lines.
 */
import { literalValue, normaliseCode, quote } from './normalise.ts';

/** Signs that Ruby code builds a name or a command from pieces (test before folding). */
export const RUBY_BUILDS =
  /%w[[(]|\]\s*\.(?:reverse\s*\.)?join\b|["']\s*\.reverse\b|\.pack\s*\(\s*["']H\*|\.unpack1?\s*\(\s*["']m|\bconst_get\b|\.(?:send|public_send|__send__)\s*\(\s*[:\w]/;

/** A Ruby string literal: a double-quoted one holding `#` may interpolate (`"#{x}"`), so it is not a plain value. */
const LIT = String.raw`(?:"(?:[^"\\\n#]|\\.)*"|'(?:[^'\\\n]|\\.)*')`;

// (a list reversed before it is joined, `%w[m e t s y s].reverse.join`, reads backwards)
const WORDS = /%w[[(]([^\])\n]*)[\])]\s*\.(reverse(?:\(\))?\s*\.)?join(?:\s*\(\s*(?:""|'')?\s*\))?/g;
const LIST = new RegExp(String.raw`\[\s*(${LIT}(?:\s*,\s*${LIT})*)\s*,?\s*\]\s*\.(reverse(?:\(\))?\s*\.)?join(?:\s*\(\s*(?:""|'')?\s*\))?(?![\w(])`, 'g');
/** A literal reversed: `"metsys".reverse`. */
const REVERSED = new RegExp(String.raw`(${LIT})\s*\.reverse(?:\(\))?(?![\w?!(])`, 'g');
/** A method taken as a value by its name: `Kernel.method("system")` → `Kernel.method(:system)`. */
const METHOD = new RegExp(String.raw`\.(method|public_method|instance_method)\s*\(\s*(${LIT})\s*\)`, 'g');
const TO_SYM = new RegExp(String.raw`(${LIT})\s*\.to_sym\b|:(${LIT})`, 'g');
const PACK = new RegExp(String.raw`\[\s*(${LIT})\s*\]\s*\.pack\s*\(\s*["']H\*["']\s*\)`, 'g');
const UNPACK_B64 = new RegExp(String.raw`(${LIT})\s*\.\s*unpack1?\s*\(\s*["']m0?["']\s*\)(?:\s*\.first|\s*\[\s*0\s*\])?`, 'g');
const CONST_GET = new RegExp(String.raw`\b(?:Object|Kernel|Module)\s*\.\s*const_get\s*\(\s*(${LIT})\s*\)`, 'g');
const SEND = new RegExp(String.raw`\.\s*(?:send|public_send|__send__)\s*\(\s*(?::(\w+)|(${LIT}))\s*(?:,\s*|(?=\)))`, 'g');
const ASSIGN = /^\s*([a-z_]\w*)\s*=\s*(.+?)\s*$/;
/** A value worth tracking: one literal, or a bare constant name (a module found by `const_get`). */
const VALUE = new RegExp(String.raw`^(?:${LIT}|[A-Z]\w*)$`);

const backwardsIf = (rev: string | undefined, items: string[]): string[] => (rev ? items.reverse() : items);

function foldLine(line: string): string {
  // (Ruby's own steps first in each round: `"a" + "…".unpack1("m")` unpacks before the `+` joins)
  let s = line;
  for (let round = 0; round < 6; round++) {
    const before = s;
    s = s.replace(WORDS, (_, words: string, rev?: string) => quote(backwardsIf(rev, words.trim().split(/\s+/)).join('')));
    s = s.replace(LIST, (_, items: string, rev?: string) =>
      quote(
        backwardsIf(
          rev,
          [...items.matchAll(new RegExp(LIT, 'g'))].map((m) => literalValue(m[0])),
        ).join(''),
      ),
    );
    s = s.replace(REVERSED, (_, lit: string) => quote([...literalValue(lit)].reverse().join('')));
    s = s.replace(METHOD, (m, how: string, lit: string) => {
      const name = literalValue(lit);
      return /^[a-z_]\w*[?!]?$/.test(name) ? `.${how}(:${name})` : m;
    });
    s = s.replace(TO_SYM, (_, a?: string, b?: string) => quote(literalValue((a ?? b)!)));
    s = s.replace(PACK, (_, lit: string) => {
      const hex = literalValue(lit);
      return /^(?:[0-9a-fA-F]{2})+$/.test(hex) ? quote(Buffer.from(hex, 'hex').toString('latin1')) : _;
    });
    s = s.replace(UNPACK_B64, (m, lit: string) => {
      const b64 = literalValue(lit);
      if (!/^[A-Za-z0-9+/=\s]{8,}$/.test(b64)) return m;
      const text = Buffer.from(b64, 'base64').toString('latin1');
      return /^[\x20-\x7e\t\r\n]+$/.test(text) ? quote(text) : m;
    });
    s = s.replace(CONST_GET, (m, lit: string) => {
      const name = literalValue(lit);
      return /^[A-Z]\w*$/.test(name) ? name : m;
    });
    s = s.replace(SEND, (_, sym?: string, lit?: string) => `.${sym ?? literalValue(lit!)}(`);
    s = normaliseCode(s);
    if (s === before) break;
  }
  return s;
}

/** The lines with built-up names and commands folded (see the file comment). */
export function foldRuby(lines: readonly string[]): string[] {
  if (lines.length > 5000) return [...lines];
  const vars = new Map<string, string>();
  return lines.map((line) => {
    if (line.length > 4000) return line;
    const a = ASSIGN.exec(line);
    const rhs = a ? a[2] : line;
    const substituted = vars.size ? rhs.replace(/(?<![\w.:@$'"])([a-z_]\w*)(?![\w(:'"])/g, (m, name: string) => vars.get(name) ?? m) : rhs;
    const folded = foldLine(substituted);
    if (a) {
      const v = folded.trim();
      if (VALUE.test(v)) vars.set(a[1], v);
      else vars.delete(a[1]);
      return line;
    }
    return folded === line ? line : folded;
  });
}
