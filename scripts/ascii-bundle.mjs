// Makes a Node bundle pure ASCII: every non-ASCII character left by esbuild (which escapes
// them in strings but not in regular-expression literals or String.raw templates, where
// Sentinel keeps its Chinese, Japanese, Russian… words) becomes a \uXXXX escape, and the
// source map's columns follow. V8 keeps a script's source in memory for lazy compiling; a
// source with one non-Latin-1 character is held two bytes a character (4.8 MB for the
// scan bundle instead of 2.4 MB), and reading, checking and compiling it cost a one-skill
// scan ~15 % of its time (issue 30; docs/scan-performance.md).
//
// The escape means the same character wherever the character stood: in a string or a
// template (cooked), in a regular-expression literal (with or without the u flag; a
// character outside the BMP becomes its surrogate pair, which both modes read as the
// character), and in a String.raw template (all of which are regular-expression sources,
// where \uXXXX reads as the character; scripts/build.mjs checks that the scan reports stay
// the same through the tests). A character escaped with a backslash (`\é`, an identity
// escape) loses the backslash, since `\\u00e9` would be a backslash and text.

/** The \uXXXX escape of one UTF-16 code unit (a surrogate pair becomes two escapes, which read as its character). */
function escapeAt(code) {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `code` with every non-ASCII code unit escaped, and, per line, the columns where escapes
 * were written with the characters each added before the next (for the source map).
 */
export function asciiOnly(code) {
  let out = '';
  let last = 0;
  /** Per line index: [[column in the input, characters added there], …]. */
  const shifts = new Map();
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
      continue;
    }
    if (c < 128) continue;
    let backslashes = 0;
    while (i - 1 - backslashes >= last && code.charCodeAt(i - 1 - backslashes) === 92) backslashes++;
    const dropped = backslashes % 2 === 1 ? 1 : 0;
    out += code.slice(last, i - dropped) + escapeAt(c);
    last = i + 1;
    const list = shifts.get(line) ?? [];
    list.push([i - lineStart, 6 - 1 - dropped]);
    shifts.set(line, list);
  }
  out += code.slice(last);
  return { code: out, shifts };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((ch, i) => [ch, i]));

function decodeSegment(seg) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const digit = B64_INDEX.get(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeValue(v) {
  let vlq = v < 0 ? (-v << 1) | 1 : v << 1;
  let s = '';
  do {
    let digit = vlq & 31;
    vlq >>>= 5;
    if (vlq) digit |= 32;
    s += B64[digit];
  } while (vlq);
  return s;
}

/**
 * The source map's `mappings` with each generated column moved by the characters the
 * escapes before it on its line added (only the generated column is relative within a line).
 */
export function shiftMappings(mappings, shifts) {
  return mappings
    .split(';')
    .map((lineText, line) => {
      const list = shifts.get(line);
      if (!list || !lineText) return lineText;
      let col = 0;
      let prevNew = 0;
      // (segments come in column order: one pointer over the escapes)
      let next = 0;
      let added = 0;
      return lineText
        .split(',')
        .map((seg) => {
          const values = decodeSegment(seg);
          col += values[0];
          while (next < list.length && list[next][0] < col) added += list[next++][1];
          const newCol = col + added;
          values[0] = newCol - prevNew;
          prevNew = newCol;
          return values.map(encodeValue).join('');
        })
        .join(',');
    })
    .join(';');
}
