/**
 * sentinel/encoded-exec, the scan: every decode-and-execute on a line — a shell decoder piped
 * into an interpreter or inside a substitution that is run, a code sink applied to a decoder,
 * `powershell -EncodedCommand`, an escaped literal run as code, a decoded value kept in a
 * variable or a file and run a few lines later. The rule: encoded-exec.ts.
 */
import type { Segment } from './view.ts';
import { normaliseCalls, normaliseCode } from './lib/normalise.ts';
import { type Codec, type Payload, bytesToText, unescapeShell } from './encoded-decode.ts';
import { afterLast, callSource, codecLabel, codecOf, literalOrPlaceholder, shellSource } from './encoded-source.ts';

// ---- shapes ------------------------------------------------------------------------

/** A shell decoder stage (`base64 -d`, `openssl base64 -d`, `xxd -r -p`, `rev`, `printf '\x..'`). */
const SH_DECODER = new RegExp(
  [
    String.raw`\b(?<b64>base64|base32|basenc|gbase64)\b(?:[ \t]+(?:-[-\w=]+|"[^"\n]*"|'[^'\n]*'|[^\s|;&<>()]+))*?[ \t]+(?:-[a-ce-zA-CE-Z]*[dD][a-zA-Z]*|--decode)\b`,
    String.raw`\bopenssl\s+(?:enc\s+)?(?:-[-\w]+\s+)*?(?:(?:-?base64|-a)\s+(?:-[-\w]+\s+)*?-d\b|-d\s+(?:-[-\w]+\s+)*?(?:-base64|-a)\b)`,
    String.raw`\b(?<xxd>xxd)\s+(?:-\w+\s+)*?-r\b(?:\s+-p\b)?`,
    String.raw`\bcertutil(?:\.exe)?\s+-decode\b`,
    String.raw`(?<=\|\s*)(?<rev>rev)\b(?=\s*(?:\||\)|$))`,
    String.raw`\b(?<esc>printf|echo\s+-e|echo\s+-ne|echo\s+-en)\s+(?:-\S+\s+)*(?<q>["'])(?=(?:[^"'\n]*?\\(?:x[0-9a-fA-F]{2}|[0-7]{3})){4})[^"'\n]*\k<q>`,
    String.raw`\$'(?<ansi>(?:[^'\n]*?\\x[0-9a-fA-F]{2}){4}[^'\n]*)'`,
  ].join('|'),
  'gi',
);

const INTERP = String.raw`(?:ba|z|da|k|fi|a)?sh|python[0-9.]*|perl|ruby|node|php|pwsh|powershell(?:\.exe)?|osascript|iex|Invoke-Expression|source\s+\/dev\/stdin|\.\s+\/dev\/stdin|xargs\s+(?:-\S+\s+)*(?:ba)?sh`;
/** From a decoder to a pipe into a shell or interpreter, through up to a few stages. */
const PIPE_TO = new RegExp(
  String.raw`^[^\n;&]{0,400}?\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\w+=\S*\s+)*)?(?:\/usr(?:\/local)?\/bin\/|\/bin\/)?(?<interp>${INTERP})(?![-.\w])`,
  'i',
);
/** Interpreters reading stdin as data: `python3 -c "import json…"`, `python -m json.tool`. */
const DATA_ARGS = /^\s+(?:-[a-zA-Z]*[cemnr]\b|-m\s)/;

/** `eval "$(`, `sh -c "$(`, `bash <(`, `source <(`, `. <(`, `python -c "$(`, `bash <<< "$(` … */
const SUBST_OPEN =
  /(?:\beval\s+|\bsource\s+|(?:^|[;&|({]\s*)\.\s+|\b(?:ba|z|da|k|a)?sh\s+(?:-\w+\s+)*(?:-c\s+)?|\b(?:python[0-9.]*|perl|ruby|node|php|osascript)\s+(?:-\w+\s+)*-[ce]\s+|\b(?:ba|z|da|k)?sh\s*<<<\s*)["']?(?:\$\(|<\(|`)/gi;

/** Calls that run code or commands. */
const SINK = String.raw`(?<![\w.$])(?:exec|eval|execfile)\s*\(|\bnew\s+Function\s*\(|(?<![\w.$])Function\s*\(|\bos\.(?:system|popen|exec\w*)\s*\(|\bsubprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)\s*\(|\b(?:child_process|childProcess|cp|require\(\s*['"](?:node:)?child_process['"]\s*\))\.(?:exec|execSync|spawn|spawnSync)\s*\(|(?<![\w.$])execSync\s*\(|\bvm\.(?:runInThisContext|runInNewContext|runInContext)\s*\(|\bnew\s+vm\.Script\s*\(|\b(?:iex|Invoke-Expression)\b|\[scriptblock\]::Create\s*\(|\[(?:System\.)?Reflection\.Assembly\]::Load\s*\(`;
/** Calls that decode or unpack. */
const DECODER_CALL = String.raw`\b(?:urlsafe_b64decode|standard_b64decode|b64decode|b32decode|b16decode|b85decode|a85decode|decodebytes|decodestring)\s*\(|\b(?:zlib|gzip|lzma|bz2)\.decompress\s*\(|\bmarshal\.loads\s*\(|\bunhexlify\s*\(|\bbytes\.fromhex\s*\(|\bcodecs\.decode\s*\(|\.decode\s*\(\s*['"](?:base64|hex|rot.?13|zlib)['"]|\batob\s*\(|\bBuffer\.from\s*\([^)\n]{0,400}?,\s*['"](?:base64|base64url|hex)['"]|\bString\.fromCharCode\s*\(|\bunescape\s*\(|\bFromBase64String\s*\(`;
const SINK_THEN_DECODE = new RegExp(String.raw`(?<sink>${SINK})[^;\n]{0,300}?(?<dec>${DECODER_CALL})`, 'gi');
/** PowerShell: decode first, then `| iex`. */
const DECODE_THEN_IEX = new RegExp(String.raw`(?<dec>\bFromBase64String\s*\()[^;\n]{0,400}?\|\s*(?<sink>iex|Invoke-Expression)\b`, 'gi');
/** `powershell -EncodedCommand <base64>` (any unambiguous abbreviation: -e, -ec, -enc …). */
const PS_ENCODED =
  /(?:\b(?<host>powershell|pwsh)(?:\.exe)?\b[^\n|;]{0,200}?)?(?:^|[\s"'])[-/](?<flag>ec|e[a-z]*)["']?\)?(?:\s*,\s*|\s+)["']?(?<arg>\$[\w:]+|[A-Za-z0-9+/]{16,}={0,2})/gi;
/** Escaped-character literal run as code: `exec("\x69\x6d…")`, `eval('\x63…')`. */
const SINK_ESCAPED = /(?<![\w.$])(?:exec|eval)\s*\(\s*[rbu]?(["'])((?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}|\\u[0-9a-fA-F]{4}){8,}[^"'\n]*)\1/gi;

/** `name = <decode …>` (Python, JS, PowerShell) or `name=$(… | base64 -d)` (shell). */
const ASSIGN_CODE = new RegExp(
  String.raw`(?:^\s*|[;{(]\s*|\b(?:const|let|var)\s+)(?<name>\$?[A-Za-z_][\w]*)\s*=\s*(?!=)[^\n;]{0,300}?(?<dec>${DECODER_CALL})`,
  'g',
);
const ASSIGN_SH = /(?:^|[;&|\s])(?:export\s+|local\s+|readonly\s+)?(?<name>[A-Za-z_]\w*)=["']?(?:\$\(|`)/g;

export interface Found {
  start: number;
  end: number;
  shape: string;
  codec: string;
  payload: Payload;
  /** Written to a file that is then run (rather than piped or evaluated). */
  file?: string;
}

/** Every decode-and-execute in [from, to) of `full` (look-ahead within the segment). */
export function findAll(full: string, from: number, to: number, seg: Segment): Found[] {
  const out: Found[] = [];
  // Shell continuations join into one line (same length, so offsets stay true).
  const text = full.slice(from, to).replace(/\\\n/g, '  ');
  const segText = full.slice(seg.start, seg.end);
  const lines = text.split('\n');
  let lineOff = from;
  for (const raw of lines) {
    // `exec(` / `eval(` left open at the end of the line before: read the two as one
    const prevStart = full.lastIndexOf('\n', lineOff - 2) + 1;
    const prev = lineOff > seg.start && prevStart >= seg.start ? full.slice(prevStart, lineOff - 1) : '';
    if (prev && OPEN_SINK.test(prev)) scanLine(full, `${prev} ${raw}`, prevStart, seg, segText, out);
    else scanLine(full, raw, lineOff, seg, segText, out);
    lineOff += raw.length + 1;
  }
  return out;
}

/** A line that ends inside an open `exec(` / `eval(compile(` / `new Function(` call. */
const OPEN_SINK = /(?:(?<![\w.$])(?:exec|eval|execfile)\s*\(\s*(?:compile\s*\(\s*)?|\bnew\s+Function\s*\(\s*)$/;

function scanLine(full: string, line: string, off: number, seg: Segment, segText: string, out: Found[]): void {
  const covered = (at: number) => out.some((f) => at >= f.start && at < f.end);
  // 1. shell decoder piped into an interpreter, or inside a substitution that is run
  SH_DECODER.lastIndex = 0;
  for (let m = SH_DECODER.exec(line); m; m = SH_DECODER.exec(line)) {
    const g = m.groups ?? {};
    const decStart = m.index;
    const decEnd = m.index + m[0].length;
    const codec: Codec = g.xxd ? 'hex' : g.rev ? 'reversed' : g.esc || g.ansi !== undefined ? 'escaped' : 'base64';
    // (a table row's cells are split by `|`: "| REV | Bash |" pipes nothing — only what stands in its inline code does)
    if (seg.kind === 'prose' && /^\s*\|/.test(line) && (line.slice(0, decStart).split('\x60').length - 1) % 2 === 0) continue;
    // `$'\x..'` is run only when it is the argument of eval / sh -c
    if (g.ansi !== undefined && !/\b(?:eval|(?:ba|z|da|k)?sh\s+-c)\s+$/.test(line.slice(0, decStart))) continue;
    const rest = line.slice(decEnd);
    const pipe = PIPE_TO.exec(rest);
    const shapeDec = g.b64
      ? `${g.b64} -d`
      : g.xxd
        ? 'xxd -r'
        : g.rev
          ? 'rev'
          : g.esc
            ? g.esc.replace(/\s+/g, ' ')
            : g.ansi !== undefined
              ? "$'…'"
              : m[0].split(/\s+/).slice(0, 2).join(' ');
    let found: Omit<Found, 'payload'> | undefined;
    if (g.ansi !== undefined) {
      found = { start: off + decStart, end: off + decEnd, shape: "eval $'\\x…'", codec: 'escaped' };
    } else if (
      pipe &&
      // (inline code that opens with the decoder — `base64 -d | sh`, `| rev | sh` in a table of checks — names the
      // pattern: nothing is fed to it)
      !(seg.kind === 'prose' && /\x60[ \t]*\|?[ \t]*$/.test(line.slice(0, decStart))) &&
      !(/^(?:ba|z|da|k|fi|a)?sh$/i.test(pipe.groups!.interp) && /^\s+-c\b/.test(rest.slice(pipe[0].length))) &&
      !(/^(?:python|perl|ruby|node|php)/i.test(pipe.groups!.interp) && DATA_ARGS.test(rest.slice(pipe[0].length)))
    ) {
      const lineStart = pipelineStart(line, decStart);
      found = {
        start: off + lineStart,
        end: off + decEnd + pipe[0].length,
        shape: `${shapeDec} | ${pipe.groups!.interp.replace(/\s+/g, ' ')}`,
        codec: codecLabel(codec, m[0]),
      };
    } else {
      const sub = enclosingSubst(line, decStart);
      if (sub)
        found = {
          start: off + sub.start,
          end: off + Math.max(sub.end, decEnd),
          shape: `${sub.opener.trim()}… | ${shapeDec})${/["']/.test(sub.opener) ? sub.opener.trim().match(/["']/)![0] : ''}`,
          codec: codecLabel(codec, m[0]),
        };
    }
    if (!found) {
      // decoded to a variable that is run later, or to a file that is then executed
      const later = laterUse(full, line, off, decStart, decEnd, seg);
      if (later) {
        const payload = shellSource(line, decStart, decEnd, codec, full, segText);
        if (!covered(off + decStart))
          out.push({
            start: off + pipelineStart(line, decStart),
            end: off + decEnd,
            shape: later.shape.replace('DEC', shapeDec),
            codec: codecLabel(codec, m[0]),
            payload,
            file: later.file,
          });
      }
      continue;
    }
    if (covered(found.start)) continue;
    const payload = g.ansi !== undefined ? literalOrPlaceholder(unescapeShell(g.ansi), g.ansi) : shellSource(line, decStart, decEnd, codec, full, segText);
    out.push({ ...found, payload });
  }
  // 2. code: a sink applied to a decoder on the same line
  SINK_THEN_DECODE.lastIndex = 0;
  for (let m = SINK_THEN_DECODE.exec(line); m; m = SINK_THEN_DECODE.exec(line)) {
    const g = m.groups!;
    const sink = g.sink.replace(/\s+/g, ' ').replace(/\s*\($/, '');
    // (SINK's look-behind already leaves out methods such as `regex.exec(atob(…))`.)
    // `iex` counts only with a base64 decode in its argument.
    if (/^(?:iex|Invoke-Expression)$/i.test(sink) && !/FromBase64String|GetString/i.test(m[0])) continue;
    const between = m[0].slice(g.sink.length, m[0].length - g.dec.length);
    if (!balancedOpen(between)) continue;
    const at = off + m.index;
    if (covered(at)) continue;
    const codec = codecOf(g.dec);
    const after = line.slice(m.index + m[0].length);
    const payload = callSource(g.dec, after, codec, full);
    out.push({
      start: at,
      end: off + Math.min(line.length, m.index + m[0].length + closeParen(after)),
      shape: `${sink}(${g.dec
        .replace(/\s*\($/, '')
        .replace(/^\./, '')
        .replace(/\s+/g, '')}(…))`,
      codec: codecLabel(codec, g.dec + after.slice(0, closeParen(after))),
      payload,
    });
  }
  DECODE_THEN_IEX.lastIndex = 0;
  for (let m = DECODE_THEN_IEX.exec(line); m; m = DECODE_THEN_IEX.exec(line)) {
    const at = off + lineStartOf(line, m.index);
    if (covered(at) || covered(off + m.index)) continue;
    const payload = callSource(m.groups!.dec, line.slice(m.index + m.groups!.dec.length), 'base64', full);
    out.push({ start: at, end: off + m.index + m[0].length, shape: `FromBase64String(…) | ${m.groups!.sink}`, codec: 'base64', payload });
  }
  // 3. powershell -EncodedCommand (the flag may come out of a variable: `$f = '-' + 'Enc' + 'odedCommand'`)
  // (and the host may be built from pieces: `-FilePath ('power' + 'shell') -ArgumentList '-NoP', '-Enc', $e`)
  const psFlags = psFlagsSubstituted(line, segText);
  const psLine = /["']\s*\+\s*["']/.test(psFlags) ? normaliseCode(psFlags) : psFlags;
  PS_ENCODED.lastIndex = 0;
  for (let m = PS_ENCODED.exec(psLine); m; m = PS_ENCODED.exec(psLine)) {
    const g = m.groups!;
    const flag = g.flag.toLowerCase();
    const full_ = flag.length >= 3 && 'encodedcommand'.startsWith(flag);
    if (!(flag === 'e' || flag === 'ec' || full_)) continue;
    if (!g.host && !(flag.length >= 4 && 'encodedcommand'.startsWith(flag))) continue;
    // (on a line whose flag was substituted, offsets past the substitution are not the file's: report the line)
    const at = psLine === line ? off + m.index + (m[0].length - m[0].trimStart().length) : off;
    if (covered(at)) continue;
    let payload: Payload;
    if (g.arg.startsWith('$')) payload = { source: 'variable', label: g.arg };
    else {
      const decoded = bytesToText(Buffer.from(g.arg, 'base64'));
      if (!decoded && flag === 'e') continue;
      payload = decoded ? { source: 'literal', label: g.arg.slice(0, 40), decoded } : { source: 'placeholder', label: g.arg.slice(0, 40) };
    }
    out.push({
      start: at,
      end: psLine === line ? off + m.index + m[0].length : off + line.length,
      shape: `${g.host ?? 'powershell'} -${g.flag} …`,
      codec: 'base64',
      payload,
    });
  }
  // 4. an escaped literal run as code
  SINK_ESCAPED.lastIndex = 0;
  for (let m = SINK_ESCAPED.exec(line); m; m = SINK_ESCAPED.exec(line)) {
    const at = off + m.index;
    if (covered(at)) continue;
    out.push({
      start: at,
      end: at + m[0].length,
      shape: `${m[0].split('(')[0].trim()}("\\x…")`,
      codec: 'escaped',
      payload: literalOrPlaceholder(unescapeShell(m[2]), m[2]),
    });
  }
  // 5. code: a decoded value kept in a variable and run a few lines later
  ASSIGN_CODE.lastIndex = 0;
  for (let m = ASSIGN_CODE.exec(line); m; m = ASSIGN_CODE.exec(line)) {
    const g = m.groups!;
    const decAt = m.index + m[0].length - g.dec.length;
    if (covered(off + decAt)) continue;
    const use = laterCodeUse(full, off + line.length, seg, g.name);
    if (!use) continue;
    const codec = codecOf(g.dec);
    const payload = callSource(g.dec, line.slice(decAt + g.dec.length), codec, full);
    const at = off + m.index + (m[0].length - m[0].trimStart().length);
    out.push({
      start: at,
      end: off + Math.min(line.length, decAt + g.dec.length + closeParen(line.slice(decAt + g.dec.length))),
      shape: `${g.name} = ${g.dec.replace(/\s*\($/, '').replace(/^\./, '')}(…); ${use}`,
      codec: codecLabel(codec, g.dec),
      payload,
    });
  }
}

/**
 * Start of the pipeline that feeds the decoder at `at`: after the last `&&`, `;`, `$(`, backtick
 * … before it, at its first command (`echo`, `printf`, `cat`, `curl` …) when there is one.
 */
function pipelineStart(line: string, at: number): number {
  const left = line.slice(0, at);
  const cut = afterLast(left, ['&&', '||', ';', '$(', '<(', '`', '<!--']);
  const seg = left.slice(cut);
  const cmd = /\b(?:echo|printf|cat|curl|wget|iwr|irm|base64|openssl|xxd|Write-Output|type|get-content)\b|<<</i.exec(seg);
  if (cmd) return cut + cmd.index;
  return cut === 0 ? lineStartOf(line, at) : cut + (seg.length - seg.trimStart().length);
}

/** Start of the shell command holding `at` on its line (after `&&`, `;`, a prompt). */
function lineStartOf(line: string, at: number): number {
  const left = line.slice(0, at);
  const lead = /^\s*(?:>\s*|\$\s+|[-*]\s+|\d+\.\s+)?/.exec(left)?.[0].length ?? 0;
  // inline code in prose: start at the backtick-opened span
  const tick = left.lastIndexOf('`');
  if (tick >= 0 && (left.slice(0, tick).match(/`/g)?.length ?? 0) % 2 === 0) return tick + 1;
  return lead;
}

/** The `$(…)`/`<(…)`/backtick substitution holding `at`, when it is run (eval, sh -c …). */
function enclosingSubst(line: string, at: number): { start: number; end: number; opener: string } | undefined {
  SUBST_OPEN.lastIndex = 0;
  let best: { start: number; end: number; opener: string } | undefined;
  for (let m = SUBST_OPEN.exec(line); m; m = SUBST_OPEN.exec(line)) {
    const openEnd = m.index + m[0].length;
    if (openEnd > at) break;
    const close = m[0].endsWith('`') ? line.indexOf('`', openEnd) : matchParen(line, openEnd - 1);
    if (close < 0 ? true : close >= at) {
      const lead = m[0].length - m[0].trimStart().length;
      best = { start: m.index + lead, end: close < 0 ? line.length : close + 1, opener: m[0].trim().replace(/^[;&|({]\s*/, '') };
    }
  }
  return best;
}

function matchParen(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Length of the argument list after a call's `(` up to its closing `)` (or the line end). */
function closeParen(after: string): number {
  let depth = 1;
  for (let i = 0; i < after.length && i < 2000; i++) {
    if (after[i] === '(') depth++;
    else if (after[i] === ')' && --depth === 0) return i + 1;
  }
  return Math.min(after.length, 200);
}

/** Whether the sink's `(` is still open where the decoder starts (the decoder is its argument). */
function balancedOpen(between: string): boolean {
  let depth = 0;
  for (const ch of between) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) return false;
  }
  return true;
}

const LOOKAHEAD_LINES = 15;

function nextLines(full: string, from: number, seg: Segment): string {
  let end = from;
  for (let n = 0; n < LOOKAHEAD_LINES && end < seg.end; n++) {
    const nl = full.indexOf('\n', end + 1);
    end = nl < 0 || nl > seg.end ? seg.end : nl;
  }
  return full.slice(from, end);
}

/**
 * After a shell decode, the decoded value is run later: `X=$(… | base64 -d)` then
 * `eval "$X"` / `bash -c "$X"` / `echo "$X" | sh`; or `… | base64 -d > F` then `bash F`,
 * `chmod +x F`, `./F`, `source F`.
 */
function laterUse(full: string, line: string, off: number, decStart: number, decEnd: number, seg: Segment): { shape: string; file?: string } | undefined {
  const ahead = line.slice(decEnd) + nextLines(full, off + line.length, seg);
  const redirect = /^[^|;&\n]*?>\s*(["']?)([^\s"';&|)]+)\1/.exec(line.slice(decEnd));
  if (redirect) {
    const file = redirect[2];
    if (file === '/dev/null' || /^&?\d$/.test(file)) return undefined;
    const esc = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const base = esc.replace(/^.*\//, '');
    const runs = new RegExp(
      String.raw`(?:\b(?:ba|z|da|k)?sh|\bsource|(?:^|[;&|]\s*)\.|\bpython[0-9.]*|\bnode|\bperl|\bpwsh|\bpowershell(?:\.exe)?(?:\s+-\w+)*|\bchmod\s+(?:-\w+\s+)*(?:\+?[0-7]*x|[0-7]{3,4}|u\+x|a\+x)|\bStart-Process|\bopen)\s+["']?(?:\S*\/)?${base}\b|(?:^|[;&|]\s*|\n\s*)["']?(?:\.\/|\/)\S*${base}\b`,
      'm',
    );
    const afterRedirect = ahead.slice(redirect[0].length);
    if (runs.test(afterRedirect)) return { shape: `DEC > ${file}; run ${file}`, file };
    return undefined;
  }
  const left = line.slice(0, decStart);
  let name: string | undefined;
  ASSIGN_SH.lastIndex = 0;
  for (let m = ASSIGN_SH.exec(left); m; m = ASSIGN_SH.exec(left)) name = m.groups!.name;
  if (!name) return undefined;
  const rest = nextLines(full, off + line.length, seg);
  const v = String.raw`["']?\$\{?${name}\}?["']?`;
  const use = new RegExp(
    String.raw`\beval\s+${v}|\b(?:ba|z|da|k)?sh\s+(?:-\w+\s+)*-c\s+${v}|\b(?:echo|printf)\s+(?:-\S+\s+)*${v}\s*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|perl|ruby|node)\b|\b(?:ba|z)?sh\s*<<<\s*${v}|\bsource\s+<\(\s*echo\s+${v}`,
  );
  const m = use.exec(line.slice(decEnd) + '\n' + rest);
  return m ? { shape: `${name}=$(… DEC); ${m[0].split(/\s+/)[0]} "$${name}"` } : undefined;
}

/** After `name = decode(…)` in code, the name is run within a few lines: `exec(name)`, `eval(name)`, `iex $name`. */
function laterCodeUse(full: string, from: number, seg: Segment, name: string): string | undefined {
  const rest = nextLines(full, from, seg);
  const esc = name.replace(/\$/g, '\\$');
  const re = new RegExp(
    String.raw`(?:(?<![\w.$])(?:exec|eval|execfile)\s*\(\s*(?:compile\s*\(\s*)?|\bnew\s+Function\s*\(\s*|(?<![\w.$])Function\s*\(\s*|\bos\.(?:system|popen)\s*\(\s*|\bsubprocess\.(?:run|call|check_output|Popen)\s*\(\s*|\b(?:child_process|cp)\.(?:exec|execSync)\s*\(\s*|(?<![\w.$])execSync\s*\(\s*|\bvm\.runIn\w*Context\s*\(\s*|\b(?:iex|Invoke-Expression)\s*\(?\s*|\[scriptblock\]::Create\s*\(\s*|\[(?:System\.)?Reflection\.Assembly\]::Load\s*\(\s*)${esc}(?![\w$])|${esc}\s*\|\s*(?:iex|Invoke-Expression)\b`,
    'i',
  );
  const m = re.exec(rest);
  if (m) return `${m[0].replace(/\s+/g, '').replace(/\(.*$/, '')}(${name})`;
  // a code sink under another name: `runner = getattr(builtins, "ex" + "ec")` … `runner(name)`
  // (read once per region)
  let aliases = ALIASES.get(seg);
  if (!aliases) ALIASES.set(seg, (aliases = sinkAliases(full.slice(seg.start, seg.end))));
  if (!aliases.length) return undefined;
  const byAlias = new RegExp(String.raw`(?<![\w.$])(${aliases.join('|')})\s*\(\s*(?:compile\s*\(\s*)?${esc}(?![\w$])`);
  const a = byAlias.exec(rest);
  return a ? `${a[1]}(${name})` : undefined;
}

/**
 * A PowerShell line that starts PowerShell with `$name` arguments, those names put back where
 * the segment assigns them a flag built from literals (`$flag = '-' + 'Enc' + 'odedCommand'`).
 */
function psFlagsSubstituted(line: string, segText: string): string {
  if (!/\b(?:powershell|pwsh)\b/i.test(line) || !line.includes('$')) return line;
  return line.replace(/(?<![\w$])\$([A-Za-z_]\w*)\b(?!\s*=)/g, (m, name: string) => {
    const assigned = new RegExp(
      String.raw`^[ \t]*\$${name}[ \t]*=[ \t]*((?:'[^'\n]*'|"[^"$\n]*")(?:[ \t]*\+[ \t]*(?:'[^'\n]*'|"[^"$\n]*"))*)[ \t]*;?[ \t]*$`,
      'mi',
    ).exec(segText);
    if (!assigned) return m;
    const value = [...assigned[1].matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((q) => q[1] ?? q[2]).join('');
    return /^[-/]e[a-z]*$/i.test(value) ? `'${value}'` : m;
  });
}

/** `name = exec`, `name = builtins.exec`, `name = getattr(builtins, "ex" + "ec")`, `name = globals()["eval"]`: names that run code. */
const ALIAS_LINE = /^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*([^\n=][^\n]{0,160})$/gm;
const CODE_SINK_NAME = /^(?:(?:builtins|__builtins__|__import__\s*\(\s*'builtins'\s*\))\.)?(?:exec|eval|execfile)$/;

/** sinkAliases per region. */
const ALIASES = new WeakMap<Segment, string[]>();

function sinkAliases(segText: string): string[] {
  if (!/\b(?:exec|eval|getattr|builtins|globals)\b|["']\s*\+\s*["']/.test(segText)) return [];
  const out: string[] = [];
  for (const m of segText.matchAll(ALIAS_LINE)) {
    const rhs = m[2].trim().replace(/;$/, '');
    // (either of two ways, with a fallback: `getattr(__builtins__, "ex" + "ec", None) or __builtins__["ex" + "ec"]`)
    if (rhs.split(/\s+or\s+|\s*\|\|\s*|\s*\?\?\s*/).some(runsCode)) out.push(m[1]);
    if (out.length >= 8) break;
  }
  return out;
}

/** Whether the expression `e` names exec or eval: directly, through `getattr` (a default argument too) or a lookup of the builtins. */
function runsCode(e0: string): boolean {
  const e = e0
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/,\s*None\s*\)$/, ')');
  if (CODE_SINK_NAME.test(e) || CODE_SINK_NAME.test(normaliseCalls(e).trim())) return true;
  const key = /^(?:__builtins__|builtins\.__dict__|vars\(\s*builtins\s*\)|globals\(\s*\)\s*\[\s*["']__builtins__["']\s*\])\s*\[\s*([^\]\n]{1,60})\]$/.exec(
    e,
  )?.[1];
  if (!key) return false;
  const joined = [...key.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((q) => q[1] ?? q[2]).join('');
  return /^[\s"'+]*$/.test(key.replace(/"[^"\n]*"|'[^'\n]*'/g, '')) && /^(?:exec|eval|execfile)$/.test(joined);
}
