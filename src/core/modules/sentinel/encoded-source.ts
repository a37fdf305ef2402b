/**
 * sentinel/encoded-exec, payload sources: where the input of a decode-and-execute comes from
 * (a literal on the line or named elsewhere in the file, a variable, a file, a download),
 * decoded statically when it is a literal, and which codec the decoder stage uses. The rule:
 * encoded-exec.ts.
 */
import { type Codec, type Payload, printable, rot13, decodeIn, truncated, FETCHES, HOST } from './encoded-decode.ts';

/** Where the text after the last of `seps` in `left` starts (0 when none is there). */
export function afterLast(left: string, seps: readonly string[]): number {
  let cut = 0;
  for (const sep of seps) {
    const i = left.lastIndexOf(sep);
    if (i >= 0 && i + sep.length > cut) cut = i + sep.length;
  }
  return cut;
}

/**
 * Where the input of a shell decoder comes from: the start of its pipeline (after the
 * last `&&`, `;`, `$(` …) up to the decoder, plus the decoder's own arguments.
 */
export function shellSource(line: string, decStart: number, decEnd: number, codec: Codec, full: string, segText: string): Payload {
  const left = line.slice(0, decStart);
  const head = left.slice(afterLast(left, ['&&', '||', ';', '$(', '<(', '`']));
  const own = line.slice(decStart, decEnd);
  const tail = /^[^|;&)]*/.exec(line.slice(decEnd))?.[0] ?? '';
  const region = `${head} ${own} ${tail}`;
  if (codec === 'escaped') {
    const inner = /(["'])((?:(?!\1).)*)\1/.exec(own)?.[2] ?? own;
    const decoded = decodeIn(inner, 'escaped');
    return decoded ? { source: 'literal', label: 'printf', decoded } : { source: 'placeholder', label: own.slice(0, 40) };
  }
  if (FETCHES.test(head)) {
    const host = HOST.exec(head);
    return { source: 'remote', label: host ? (host[1] ?? host[2]) : (FETCHES.exec(head)?.[0] ?? 'download').trim() };
  }
  const lit =
    /(?:\becho|\bprintf|\bprint|<<<|\bWrite-Output)\s+(?:-\w+\s+|--\s+)*(["']?)([^"'\n|]*)\1/.exec(region) ?? /<<<\s*(["']?)([^"'\n|]*)\1/.exec(region);
  if (lit && !/^\$/.test(lit[2].trim())) {
    if (truncated(lit[2]) || lit[2].trim().length < 8) return { source: 'placeholder', label: lit[2].trim().slice(0, 40) };
    const decoded = decodeIn(lit[2], codec);
    if (decoded) return { source: 'literal', label: lit[2].slice(0, 40), decoded };
    return { source: 'placeholder', label: lit[2].trim().slice(0, 40) };
  }
  // (`$name`, `${name}`, zsh's `${(j::)name}`, bash's `${name[*]}`)
  const v = /\$\{?(?:\([^)\n]{0,8}\))?([A-Za-z_]\w*)/.exec(region);
  if (v) {
    const array = arrayOf(v[1], full, codec);
    if (array) return array;
    const decoded = resolveName(v[1], full, codec) ?? resolveName(v[1], segText, codec);
    return decoded ? { source: 'literal', label: v[1], decoded } : { source: 'variable', label: `$${v[1]}` };
  }
  const file =
    /(?:<\s*|\bcat\s+|(?:-in\s+|-i\s+)?)(["']?)((?:[\w.~/-]+\/)?[\w.-]+\.(?:b64|base64|txt|dat|bin|enc|hex|gz|log|json|cfg|conf|ini|png|jpg|gif))\1/i.exec(
      region,
    );
  if (file) return { source: 'file', label: file[2] };
  const decoded = decodeIn(region, codec);
  if (decoded) return { source: 'literal', label: '', decoded };
  return { source: 'variable', label: head.trim().slice(0, 40) || own.trim() };
}

/**
 * A shell array of quoted pieces (`caps=('Y3Vyb…' 'c2g=')`) joined, decoded: base64 split over an array's elements reads
 * the same joined (the decoder skips the spaces between); a piece elided with "…" is a sample's placeholder.
 */
function arrayOf(name: string, text: string, codec: Codec): Payload | undefined {
  const m = new RegExp(String.raw`(?:^|[\s;])(?:typeset\s+-a\s+|declare\s+-a\s+|local\s+-a\s+)?${name}=\(([^)\n]*)\)`, 'm').exec(text);
  if (!m) return undefined;
  const pieces = [...m[1].matchAll(/(["'])((?:(?!\1)[^\n])*)\1/g)].map((p) => p[2]);
  if (!pieces.length) return undefined;
  const joined = pieces.join('');
  if (pieces.some((p) => truncated(`"${p}"`) || /…|\.\.\./.test(p))) return { source: 'placeholder', label: joined.slice(0, 40) };
  const decoded = decodeIn(joined, codec);
  return decoded ? { source: 'literal', label: name, decoded } : undefined;
}

/** `NAME = "literal"` / `NAME='literal'` elsewhere in the file, decoded. */
function resolveName(name: string, text: string, codec: Codec): string | undefined {
  const bare = name.replace(/^\$/, '');
  if (!/^[A-Za-z_]\w*$/.test(bare)) return undefined;
  const re = new RegExp(String.raw`(?:^|[\s;{(,])\$?${bare}\s*[:=]\s*[rbuf]{0,2}(["'\x60])((?:(?!\1)[^\n]){8,})\1`, 'm');
  const m = re.exec(text);
  if (!m || truncated(m[2])) return undefined;
  return decodeIn(m[2], codec);
}

/** Source of a decoder call's argument in code: `b64decode("…")`, `atob(NAME)`. */
export function callSource(dec: string, after: string, codec: Codec, full: string): Payload {
  if (codec === 'charcodes') {
    // (`String.fromCharCode(...)`: no codes at all, the pattern named)
    if (/^\s*(?:\.{3}|…)\s*\)/.test(after)) return { source: 'variable', label: '…' };
    const decoded = decodeIn(dec + after.slice(0, 2000), 'charcodes');
    return decoded ? { source: 'literal', label: 'fromCharCode', decoded } : { source: 'variable', label: 'fromCharCode' };
  }
  // the decoder's argument list: `Buffer.from('…', 'base64')` holds its literal inside the match
  const arg = (dec.slice(dec.indexOf('(') + 1) + after).slice(0, 600);
  const lit = /^\s*(?:[\w.]+\()*\s*[rbuf]{0,2}(["'\x60])((?:(?!\1)[^\n])*)\1/.exec(arg);
  if (lit) {
    if (truncated(lit[2]) || lit[2].length < 8) return { source: 'placeholder', label: lit[2].slice(0, 40) };
    const decoded = /['"]rot.?13['"]/i.test(arg) ? rot13(lit[2]) : decodeIn(lit[2], codec);
    return decoded ? { source: 'literal', label: lit[2].slice(0, 40), decoded } : { source: 'placeholder', label: lit[2].slice(0, 40) };
  }
  if (FETCHES.test(arg.slice(0, 200))) {
    const host = HOST.exec(arg);
    return { source: 'remote', label: host ? (host[1] ?? host[2]) : 'download' };
  }
  const name = /^\s*(?:[\w.]+\()*\s*(\$?[A-Za-z_][\w.]*)/.exec(arg)?.[1];
  if (name) {
    const decoded = resolveName(name.split('.')[0], full, codec);
    if (decoded) return { source: 'literal', label: name, decoded };
    if (/^(?:open|read|Get-Content|fs\.readFileSync|readFileSync|Path)\b/i.test(name)) return { source: 'file', label: name };
    return { source: 'variable', label: name };
  }
  return { source: 'variable', label: '…' };
}

export function codecOf(dec: string): Codec {
  if (/xxd|hex|unhexlify|fromhex/i.test(dec)) return 'hex';
  if (/printf|echo|\\x|\$'/i.test(dec)) return 'escaped';
  if (/^rev$/i.test(dec.trim())) return 'reversed';
  if (/fromCharCode/i.test(dec)) return 'charcodes';
  if (/unescape/i.test(dec)) return 'escaped';
  if (/rot.?13|codecs|marshal/i.test(dec)) return 'encoded';
  return 'base64';
}

export function codecLabel(codec: Codec, dec: string): string {
  if (/rot.?13/i.test(dec)) return 'rot13';
  if (/zlib|gzip|lzma|bz2|decompress/i.test(dec)) return 'compressed';
  if (/marshal/i.test(dec)) return 'marshal';
  if (/base32/i.test(dec)) return 'base32';
  return codec === 'utf16' ? 'base64' : codec;
}

export function literalOrPlaceholder(decoded: string, raw: string): Payload {
  return printable(decoded) && decoded !== raw ? { source: 'literal', label: raw.slice(0, 40), decoded } : { source: 'placeholder', label: raw.slice(0, 40) };
}
