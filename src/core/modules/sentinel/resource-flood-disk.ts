/**
 * sentinel/resource-flood, the disk: a loop with no way out that writes a new file of random or zero bytes each round
 * (`while :; do dd if=/dev/urandom of="$dir/block_$i" bs=4M count=256; i=$((i+1)); done`, `while True:` around
 * `open(…, "wb").write(os.urandom(…))`, PowerShell's `while ($true)` around `fsutil file createnew`), or a copy of an
 * endless device with no size (`dd if=/dev/zero of=~/.cache/x` without `count=`, `cat /dev/urandom > file`): the disk
 * fills until the machine stops working. A file of a fixed size written once (`count=100`, a test image) is none.
 */

import { functions } from './resource-flood-code.ts';

/** Shell: `while :`/`while true` … `done`, its body (group 1). */
const SH_LOOP = /\bwhile\s+(?::|true|\[\s*1\s*\])\s*;?\s*do\b([\s\S]{0,800}?)\bdone\b/g;
/**
 * Shell: a loop whose condition is the write itself (`while fallocate -l 1G "$d/seg-$i"; do i=$((i+1)); done`, `until !
 * dd if=/dev/zero of="$d/blk.$n" bs=1m count=2048; do …`): it ends when the disk is full. The condition (group 1), the
 * body (group 2).
 */
const SH_WRITE_LOOP =
  /\b(?:while|until\s+!)\s+((?:[^\n;]|\\\n|\n\s*\|\|)*?(?:\bdd\s|\bfallocate\b|\bmkfile\b|\bhead\s+-c\b)(?:[^\n;]|\\\n|\n\s*\|\|)*?)\s*;\s*do\b([\s\S]{0,400}?)\bdone\b/g;
/** Python: `while True:` / `while 1:` and its indented body (group 1). */
const PY_LOOP = /^([ \t]*)while\s+(?:True|1)\s*:[ \t]*\n((?:\1[ \t]+[^\n]*\n?){1,30})/gm;
/** PowerShell: `while ($true) { … }` (group 1). */
const PS_LOOP = /\bwhile\s*\(\s*\$true\s*\)\s*\{([\s\S]{0,800}?)\}/gi;
/** A write of random or zero bytes to a file in a loop body (`dd … of=`, or `dd …` piped on into a file). */
const FILL =
  /\bdd\s+[^\n]*\bif=\/dev\/(?:u?random|zero)\b[^\n]*(?:\bof=|\|[^\n]*>)|\b(?:head|cat)\s+[^\n|]*\/dev\/(?:u?random|zero)\b[^\n|]*>|\bfallocate\s+-l\b|\bmkfile\b|\bfsutil\s+file\s+createnew\b|\bwrite\s*\(\s*os\.urandom\s*\(|\bwrite\s*\(\s*b?["']\\x00["']\s*\*/i;
/** A way out of the loop (a free-space check — `df`, `disk_usage` — bounds it only through one of these). */
const EXIT = /\b(?:break|exit|return|sys\.exit|raise)\b/;
/** An exit taken when the write itself fails, on its line: `dd … || break`, `fallocate … || exit 1`. */
const ON_FAILURE = /^([^\n]*?(?:\bdd\s|\bfallocate\b|\bhead\s|\bcat\s|\bfsutil\b|\bmkfile\b)[^\n]*?)\|\|\s*(?:break|exit(?:\s+\d+)?|return)\b/gm;
/** Python's way out when the write fails: `except OSError:` ⏎ `break` (the disk is full: no bound). */
const ON_FAILURE_PY =
  /\bexcept(?:\s*\(?\s*(?:OSError|IOError|Exception|PermissionError)(?:\s*,\s*\w+)*\s*\)?(?:\s+as\s+\w+)?)?\s*:\s*(?:break|return|sys\.exit\([^)\n]*\))\b/g;
/** An endless device copied to a file with no size: `dd if=/dev/zero of=x` without `count=`, `cat /dev/urandom > x`. */
const UNBOUNDED =
  /\bdd\s+(?![^\n]*\bcount=)[^\n]*\bif=\/dev\/(?:u?random|zero)\b(?![^\n]*\bcount=)[^\n]*\bof=(?!\/dev\/)\S+|\bcat\s+\/dev\/(?:u?random|zero)\s*>{1,2}\s*(?!\/dev\/)\S+/g;

/** A write that lands somewhere new each round: a name with a variable in it, an append, a size left open. */
const VARYING =
  /\bof=[^\s;]*[$%{`]|>\s*["']?[^\s;|"']*[$%{]|\bof=(?![^\n]*\bcount=)|>>|\boflag=append\b|\bconv=notrunc\b|\bcreatenew\s+\S*[$%{]|\bopen\s*\([^)\n]*(?:\{|%|\+|\$)|\b(?:head|cat)\s+[^\n|]*>\s*\S*[$%{]|\bfallocate\b[^\n]*[$%{]|\bmkfile\b[^\n]*[$%{]/;

/** A name given random or zero bytes: `payload = os.urandom(1 << 20)`, `zeros = b"\x00" * BLOCK`, `buf = bytes(n)`. */
const HELD_FILL =
  /^[ \t]*([A-Za-z_]\w*)\s*=\s*(?:os\.urandom\s*\(|b?["']\\x00["']\s*\*|bytes\s*\(\s*(?:\d[\d_]*|[A-Z][A-Z0-9_]*)(?:\s*[*<]+\s*(?:\d[\d_]*|[A-Z][A-Z0-9_]*))*\s*\)|bytearray\s*\(\s*(?:\d[\d_]*|[A-Z][A-Z0-9_]*)(?:\s*[*<]+\s*(?:\d[\d_]*|[A-Z][A-Z0-9_]*))*\s*\))/gm;

/** Python: `while written < target:` and its indented body (group 2: the bound's name, group 3: the body). */
const PY_BOUND_LOOP = /^([ \t]*)while\s+\w+\s*<=?\s*([A-Za-z_]\w*)\s*:[ \t]*\n((?:\1[ \t]+[^\n]*\n?){1,30})/gm;

/**
 * Whether `name` is given the disk's free space, or nearly all of it (`target = shutil.disk_usage(d).free * 1.0`,
 * `st.f_bavail * st.f_frsize`): a write loop bounded by it ends only when the disk is full. A fraction under 0.9 (or
 * a name holding one) is a reserve, not a fill.
 */
function freeSpace(text: string, name: string): boolean {
  const m = new RegExp(String.raw`^[ \t]*${name}\s*=\s*([^\n]*(?:\.free\b|\bf_bavail\b|\bf_bfree\b)[^\n]*)`, 'm').exec(text);
  if (!m || /\bmin\s*\(/.test(m[1])) return false;
  const factor = /\*\s*(?:([\d.]+)|([A-Z][A-Z0-9_]*))\s*(?:$|#|\))/.exec(m[1].replace(/\b(?:f_frsize|f_bsize)\b/g, ''));
  if (!factor) return !/\/\s*\d|-\s*\w/.test(m[1].replace(/\/\/\s*\d+\s*\)?\s*$/, ''));
  const v = factor[1] ?? new RegExp(String.raw`^[ \t]*${factor[2]}\s*=\s*([\d.]+)\s*(?:#|$)`, 'm').exec(text)?.[1];
  return v !== undefined && Number(v) >= 0.9;
}

/** Whether the loop writes to a handle the file opened for writing (`with open(p, "wb") as fh:` … `fh.write(…)`): not a pipe or stdout. */
function writesOpenFile(text: string, body: string): boolean {
  for (const w of body.matchAll(/\b([A-Za-z_]\w*)\.write\s*\(/g))
    if (new RegExp(String.raw`\bopen\s*\([^\n]*["'](?:w|a)b?\+?["'][^\n]*\)\s+as\s+${w[1]}\b|\b${w[1]}\s*=\s*open\s*\([^\n]*["'](?:w|a)b?\+?["']`).test(text))
      return true;
  return false;
}

/** A path named anew each round in the loop and opened for writing: `path = work / f"blk_{n}.bin"` … `open(path, "wb")`. */
function namedAnew(body: string): boolean {
  for (const m of body.matchAll(/^[ \t]*([A-Za-z_]\w*)\s*=\s*[^\n]*?(?:\bf["'][^"'\n]*\{|["'][^"'\n]*%\w|\.format\s*\()/gm))
    if (new RegExp(String.raw`\bopen\s*\(\s*${m[1]}\s*,\s*["'](?:wb|ab|w\+b)`).test(body)) return true;
  return false;
}

/** The functions of `text` (resource-flood-code.ts `functions`) whose body writes random or zero bytes to a file: name and body. */
function fillFunctions(text: string): Array<{ name: string; body: string }> {
  return functions(text)
    .map((f) => ({ name: f.name, body: text.slice(f.body[0], f.body[1]) }))
    .filter((f) => FILL.test(f.body));
}

/** Offsets [start, end) in `text` (a script or a code block) of each disk-filling loop or unbounded copy. */
export function diskFills(text: string): Array<[number, number]> {
  if (!/\/dev\/(?:u?random|zero)|urandom|fallocate|mkfile|createnew|\\x00/i.test(text)) return [];
  const out: Array<[number, number]> = [];
  const fills = fillFunctions(text);
  // (the bytes kept in a name first: `payload = os.urandom(BLOCK)` … `f.write(payload)`)
  const held = [...text.matchAll(HELD_FILL)].map((m) => m[1]);
  const heldFill = held.length ? new RegExp(String.raw`\.write\s*\(\s*(?:${held.join('|')})\s*\)`) : undefined;
  const calls = fills.length ? new RegExp(String.raw`(?<![\w-])(?:${fills.map((f) => f.name.replace(/\$/g, '\\$')).join('|')})(?![\w-])`) : undefined;
  for (const [re, body] of [
    [SH_LOOP, 1],
    [PY_LOOP, 2],
    [PS_LOOP, 1],
  ] as const) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const b = m[body];
      // (a way out taken only when a write fails — `dd … || break`, `except OSError: break` — is the disk full: no bound)
      // (a probe that rewrites one fixed file each round — `dd … of=/tmp/probe.bin count=10` — fills nothing: a new name, an
      // append or an open-ended write each round does)
      // (or the same file kept open and written on each round — `with open(p, "wb") as fh:` ⏎ `while True:` ⏎ `fh.write(block)` —
      // which grows until the disk is full, unless the loop rewinds it)
      const filling =
        FILL.test(b) || heldFill?.test(b)
          ? VARYING.test(b) || namedAnew(b) || (re === PY_LOOP && !/\bopen\s*\(|\.(?:seek|truncate)\s*\(/.test(b) && writesOpenFile(text, b))
          : calls?.test(b) && fills.some((f) => VARYING.test(f.body) || namedAnew(f.body));
      if (filling && !EXIT.test(b.replace(ON_FAILURE, '$1').replace(ON_FAILURE_PY, ''))) out.push([m.index + m[0].search(/\S/), m.index + m[0].length]);
    }
  }
  // (a loop up to the disk's free space: `target = disk_usage(d).free` … `while written < target:` writing random blocks)
  if (/\.free\b|\bf_bavail\b|\bf_bfree\b/.test(text))
    for (const m of text.matchAll(PY_BOUND_LOOP)) {
      const b = m[3];
      if ((FILL.test(b) || heldFill?.test(b)) && freeSpace(text, m[2]) && !out.some(([a, e]) => m.index >= a && m.index < e))
        out.push([m.index + m[0].search(/\S/), m.index + m[0].length]);
    }
  SH_WRITE_LOOP.lastIndex = 0;
  for (const m of text.matchAll(SH_WRITE_LOOP))
    if (FILL.test(m[1].replace(/\n\s*\|\|/g, ' ||')) || /\bfallocate\b|\bmkfile\b/.test(m[1]))
      if (VARYING.test(m[1]) && !/&&\s*(?:\[|test\b|\(\()/.test(m[1]) && !EXIT.test(m[2]) && !out.some(([a, b]) => m.index >= a && m.index < b))
        // (a bound beside the write — `&& [ "$i" -lt 4 ]` — ends it first)
        out.push([m.index, m.index + m[0].length]);
  UNBOUNDED.lastIndex = 0;
  for (const m of text.matchAll(UNBOUNDED)) if (!out.some(([a, b]) => m.index >= a && m.index < b)) out.push([m.index, m.index + m[0].length]);
  return out;
}
