/**
 * sentinel/encoded-exec — an encoded payload that is decoded and executed in one go:
 * - shell: `echo … | base64 -d | bash` (also `-D`, `--decode`, `openssl base64 -d`,
 *   `xxd -r -p`, `printf '\x..'`, `echo -e '\x..'`, `| rev |`, with `gunzip`/`tr`/… stages
 *   between), `eval "$(… | base64 -d)"`, `sh -c "$(…)"`, `bash <(…)`, `python -c "$(…)"`;
 *   a decoded value kept in a variable and then `eval`ed, or written to a file that is
 *   then run or made executable;
 * - Python: `exec(base64.b64decode(…))`, `exec(zlib.decompress(…))`,
 *   `eval(compile(b64decode(…), …))`, `os.system(b64decode(…).decode())`,
 *   `exec(__import__('base64').b64decode(…))` (also inside `python -c "…"`), and
 *   `x = b64decode(…)` followed by `exec(x)`;
 * - JavaScript: `eval(atob(…))`, `eval(Buffer.from(…, 'base64').toString())`,
 *   `new Function(atob(…))`, `child_process.execSync(Buffer.from(…))`, `eval(String.fromCharCode(…))`;
 * - PowerShell: `powershell -EncodedCommand|-enc|-e <base64>`, `iex`/`Invoke-Expression`/
 *   `[scriptblock]::Create` of `[Convert]::FromBase64String(…)`, `[Reflection.Assembly]::Load(…)`
 *   of a base64 blob.
 *
 * Why: encoding serves only to hide what runs from the person reviewing the skill; it is
 * the standard dropper shape of the skill-marketplace campaigns. Where the payload is on
 * the line it is decoded statically (never executed) and a short, defanged excerpt is
 * shown, saying when the decoded text itself downloads and runs something. An executed
 * literal payload is an artifact: its framing does not lower it. When the payload is not
 * on the line (a variable, a file, a download) the hit is a judgment (its own line's
 * context applies); in a reference document, a decode-and-exec whose payload is a
 * placeholder (`'aW1w…'`, a variable) teaches the shape and is reported at info level, as
 * is a literal that decodes to a documentation host (evil.com, *.example).
 *
 * Scope: everywhere the agent reads (`commands`): scripts, fenced code, inline code in
 * prose, HTML comments, the frontmatter, data files. Not a finding: decoding to a file or
 * to stdout without running it (`base64 -d > key.json`, `| base64 -d | jq`), decoded data
 * handed to an interpreter that runs its own literal program (`| python3 -c "import json…"`).
 *
 * Why one long file: one rule; its decoder stages and the execution sinks are read together,
 * and each pattern needs the sink check beside it.
 */
import type { Rule, RuleContext } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { candidates, commands, continued, lineBounds, sentinelView, type Segment, type SentinelFile, type SpanFn } from './view.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { decodeFollowHits } from './lib/decode-follow.ts';
import { builtCalls } from './lib/built-call.ts';
import {
  type Codec,
  type Payload,
  printable,
  bytesToText,
  unescapeShell,
  rot13,
  decodeIn,
  truncated,
  layers,
  FETCHES,
  RUNS,
  HOST,
  excerpt,
} from './encoded-decode.ts';

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
  /(?:\b(?<host>powershell|pwsh)(?:\.exe)?\b[^\n|;]{0,200}?)?(?:^|[\s"'])[-/](?<flag>ec|e[a-z]*)\s+["']?(?<arg>\$[\w:]+|[A-Za-z0-9+/]{16,}={0,2})/gi;
/** Escaped-character literal run as code: `exec("\x69\x6d…")`, `eval('\x63…')`. */
const SINK_ESCAPED = /(?<![\w.$])(?:exec|eval)\s*\(\s*[rbu]?(["'])((?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}|\\u[0-9a-fA-F]{4}){8,}[^"'\n]*)\1/gi;

/** `name = <decode …>` (Python, JS, PowerShell) or `name=$(… | base64 -d)` (shell). */
const ASSIGN_CODE = new RegExp(
  String.raw`(?:^\s*|[;{(]\s*|\b(?:const|let|var)\s+)(?<name>\$?[A-Za-z_][\w]*)\s*=\s*(?!=)[^\n;]{0,300}?(?<dec>${DECODER_CALL})`,
  'g',
);
const ASSIGN_SH = /(?:^|[;&|\s])(?:export\s+|local\s+|readonly\s+)?(?<name>[A-Za-z_]\w*)=["']?(?:\$\(|`)/g;

// ---- payload sources ------------------------------------------------------------------

/**
 * Where the input of a shell decoder comes from: the start of its pipeline (after the
 * last `&&`, `;`, `$(` …) up to the decoder, plus the decoder's own arguments.
 */
function shellSource(line: string, decStart: number, decEnd: number, codec: Codec, full: string, segText: string): Payload {
  const left = line.slice(0, decStart);
  const cut = Math.max(
    left.lastIndexOf('&&'),
    left.lastIndexOf(';'),
    left.lastIndexOf('$('),
    left.lastIndexOf('<('),
    left.lastIndexOf('||'),
    left.lastIndexOf('`'),
  );
  const head = left.slice(
    cut < 0 ? 0 : cut + (left.startsWith('&&', cut) || left.startsWith('||', cut) || left.startsWith('$(', cut) || left.startsWith('<(', cut) ? 2 : 1),
  );
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
  const lit = /(?:\becho|\bprintf|\bprint|<<<|\bWrite-Output)\s+(?:-\w+\s+)*(["']?)([^"'\n|]*)\1/.exec(region) ?? /<<<\s*(["']?)([^"'\n|]*)\1/.exec(region);
  if (lit && !/^\$/.test(lit[2].trim())) {
    if (truncated(lit[2]) || lit[2].trim().length < 8) return { source: 'placeholder', label: lit[2].trim().slice(0, 40) };
    const decoded = decodeIn(lit[2], codec);
    if (decoded) return { source: 'literal', label: lit[2].slice(0, 40), decoded };
    return { source: 'placeholder', label: lit[2].trim().slice(0, 40) };
  }
  const v = /\$\{?([A-Za-z_]\w*)/.exec(region);
  if (v) {
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
function callSource(dec: string, after: string, codec: Codec, full: string): Payload {
  if (codec === 'charcodes') {
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

function codecOf(dec: string): Codec {
  if (/xxd|hex|unhexlify|fromhex/i.test(dec)) return 'hex';
  if (/printf|echo|\\x|\$'/i.test(dec)) return 'escaped';
  if (/^rev$/i.test(dec.trim())) return 'reversed';
  if (/fromCharCode/i.test(dec)) return 'charcodes';
  if (/unescape/i.test(dec)) return 'escaped';
  if (/rot.?13|codecs|marshal/i.test(dec)) return 'encoded';
  return 'base64';
}

function codecLabel(codec: Codec, dec: string): string {
  if (/rot.?13/i.test(dec)) return 'rot13';
  if (/zlib|gzip|lzma|bz2|decompress/i.test(dec)) return 'compressed';
  if (/marshal/i.test(dec)) return 'marshal';
  if (/base32/i.test(dec)) return 'base32';
  return codec === 'utf16' ? 'base64' : codec;
}

// ---- the rule ---------------------------------------------------------------------------

/** The anchor's line extended over shell continuations both ways (`echo … \` / `| base64 -d \` / `| bash`). */
const wholeCommand: SpanFn = (text, ls, le, seg) => {
  let start = ls;
  for (let n = 0; n < 12 && start > seg.start && text.charCodeAt(start - 2) === 0x5c; n++) start = Math.max(seg.start, text.lastIndexOf('\n', start - 2) + 1);
  return continued(text, start, le, seg);
};

interface Found {
  start: number;
  end: number;
  shape: string;
  codec: string;
  payload: Payload;
  /** Written to a file that is then run (rather than piped or evaluated). */
  file?: string;
}

export const rule: Rule = {
  meta: {
    id: 'sentinel/encoded-exec',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Encoded payload decoded and executed (base64 -d | bash, exec(b64decode(…)), -EncodedCommand).',
      zh: '编码载荷被解码后执行（base64 -d | bash、exec(b64decode(…))、-EncodedCommand）。',
    },
    fixable: false,
    messages: {
      literal: {
        en: 'Decodes a hidden {codec} payload and executes it ({shape}); it decodes to “{excerpt}”. Encoding only hides what runs from review: do not install a skill that does this{note}.',
        zh: '解码隐藏的 {codec} 载荷并直接执行（{shape}）；解码后为“{excerpt}”。编码只是为了躲避审查：请勿安装这样的技能{note}。',
      },
      literalFetch: {
        en: 'Decodes a hidden {codec} payload and executes it ({shape}); the decoded command downloads and runs code from {host}: “{excerpt}”. This is a dropper: do not install{note}.',
        zh: '解码隐藏的 {codec} 载荷并直接执行（{shape}）；解码后的命令会从 {host} 下载并运行代码：“{excerpt}”。这是投放器（dropper）：请勿安装{note}。',
      },
      fileDrop: {
        en: 'Writes a decoded {codec} payload to {file} and runs it ({shape}); it decodes to “{excerpt}”. Encoding only hides what runs from review: do not install a skill that does this{note}.',
        zh: '把解码后的 {codec} 载荷写入 {file} 并运行（{shape}）；解码后为“{excerpt}”。编码只是为了躲避审查：请勿安装这样的技能{note}。',
      },
      decodedDropper: {
        en: 'Ships an encoded payload that decodes to a download-and-run of code from {host}: “{excerpt}”. Hiding an install step behind encoding is a dropper: do not install{note}.',
        zh: '附带的编码载荷解码后是从 {host} 下载并运行代码：“{excerpt}”。把安装步骤藏在编码之后就是投放器（dropper）：请勿安装{note}。',
      },
      decodeFollow: {
        en: 'Ships an opaque encoded payload with a decoder and tells the agent to run or follow what it decodes to{decoded}: the real install step is hidden from review; do not install{note}.',
        zh: '附带不透明的编码载荷和解码方法，并要求智能体运行或照做解码结果{decoded}：真正的安装步骤被隐藏起来躲避审查；请勿安装{note}。',
      },
      builtCall: {
        en: 'Builds `{call}` from pieces (escapes, char codes, concatenation, variables, reversal) so that `{word}` never appears in the text: hiding what runs only serves to evade review; do not install{note}.',
        zh: '用碎片（转义、字符码、拼接、变量、反转）拼出 `{call}`，使 `{word}` 不出现在文本中：隐藏实际运行的内容只为躲避审查；请勿安装{note}。',
      },
      opaque: {
        en: 'Decodes {codec} data from {source} and executes it ({shape}); what runs is not visible in the skill. Decode it to a file and review it instead of running it{note}.',
        zh: '把来自 {source} 的 {codec} 数据解码后直接执行（{shape}）；实际运行的代码在技能中不可见。请先解码到文件审查，不要直接执行{note}。',
      },
    },
  },
  check(ctx) {
    const seen = new Map<SentinelFile, Set<number>>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'encoded', commands, wholeCommand)) {
      const full = sf.info.text;
      let done = seen.get(sf);
      if (!done) seen.set(sf, (done = new Set()));
      for (const f of findAll(full, from, to, seg)) {
        if (done.has(f.start)) continue;
        done.add(f.start);
        report(ctx, sf, seg, f);
      }
    }
    // An opaque payload with a decoder and an instruction to follow its output (lib/decode-follow.ts);
    // a call or command built from pieces so that its name is not in the text (lib/built-call.ts).
    for (const sf of sentinelView(ctx.doc).files) {
      for (const b of builtCalls(sf)) {
        const done = seen.get(sf);
        if (done && [...done].some((d) => d >= b.start && d < b.end)) continue;
        emit(ctx, {
          sf,
          seg: b.seg,
          start: b.start,
          end: b.end,
          messageId: 'builtCall',
          data: { call: b.call.replace(/`/g, "'"), word: b.word },
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
          facts: { shape: 'built-call', word: b.word },
        });
      }
      const hits = decodeFollowHits(sf);
      if (!hits.length) continue;
      const done = seen.get(sf);
      for (const h of hits) {
        // already reported as a decode-and-execute on the same line
        const [ls] = lineBounds(sf.info.text, h.start);
        if (done && [...done].some((d) => d >= ls - 400 && d <= h.end)) continue;
        const shown = h.decoded ? excerpt(h.decoded) : '';
        const host = h.decoded ? HOST.exec(h.decoded) : null;
        const facts: Record<string, string | number | boolean> = { shape: 'decode-and-follow', source: 'literal' };
        if (shown) facts.decoded = shown;
        const reason: Reason | undefined = sf.role === 'markdown' && h.decoded && DOC_HOST_IN_TEXT.test(h.decoded) ? 'example-host' : undefined;
        if (h.dropper && host) {
          emit(ctx, {
            sf,
            seg: h.seg,
            start: h.start,
            end: h.end,
            messageId: 'decodedDropper',
            data: { host: (host[1] ?? host[2]).replace(/\./g, '[.]'), excerpt: shown },
            base: 'error',
            kind: 'artifact',
            category: 'malicious-command',
            reason,
            facts,
          });
        } else {
          emit(ctx, {
            sf,
            seg: h.seg,
            start: h.start,
            end: h.end,
            messageId: 'decodeFollow',
            data: { decoded: shown ? ` (“${shown}”)` : '' },
            base: 'error',
            kind: 'artifact',
            category: 'malicious-command',
            reason,
            facts,
          });
        }
      }
    }
  },
};

function report(ctx: RuleContext, sf: SentinelFile, seg: Segment, f: Found): void {
  const p = f.payload;
  const facts: Record<string, string | number | boolean> = { shape: f.shape, source: p.source };
  if (p.source === 'literal' && p.decoded) {
    const all = layers(p.decoded);
    const joined = all.join('\n');
    const host = HOST.exec(joined);
    const dropper = FETCHES.test(joined) && RUNS.test(joined);
    let reason: Reason | undefined;
    if (sf.role === 'markdown' && DOC_HOST_IN_TEXT.test(joined)) reason = 'example-host';
    const shown = excerpt(all.length > 1 && dropper ? all[all.length - 1] : p.decoded);
    facts.decoded = shown;
    if (host) facts.host = host[1] ?? host[2];
    const data: Record<string, string> = { codec: f.codec, shape: f.shape, excerpt: shown };
    let messageId = 'literal';
    if (f.file) {
      messageId = 'fileDrop';
      data.file = f.file;
    } else if (dropper && host) {
      messageId = 'literalFetch';
      data.host = (host[1] ?? host[2]).replace(/\./g, '[.]');
    }
    emit(ctx, { sf, seg, start: f.start, end: f.end, messageId, data, base: 'error', kind: 'artifact', category: 'malicious-command', reason, facts });
    return;
  }
  // The payload is not on the line: judged by its own line's context.
  let reason: Reason | undefined;
  if (sf.role === 'markdown' && (p.source === 'placeholder' || p.source === 'variable')) reason = 'placeholder';
  const source = p.source === 'remote' ? p.label : p.label || p.source;
  const base = f.file && p.source !== 'remote' ? 'warning' : 'error';
  emit(ctx, {
    sf,
    seg,
    start: f.start,
    end: f.end,
    messageId: 'opaque',
    data: { codec: f.codec, shape: f.shape, source: `\`${source.replace(/`/g, "'").slice(0, 60)}\`` },
    base,
    kind: 'judgment',
    category: 'malicious-command',
    reason,
    facts,
  });
}

/** Every decode-and-execute in [from, to) of `full` (look-ahead within the segment). */
function findAll(full: string, from: number, to: number, seg: Segment): Found[] {
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
  // 3. powershell -EncodedCommand
  PS_ENCODED.lastIndex = 0;
  for (let m = PS_ENCODED.exec(line); m; m = PS_ENCODED.exec(line)) {
    const g = m.groups!;
    const flag = g.flag.toLowerCase();
    const full_ = flag.length >= 3 && 'encodedcommand'.startsWith(flag);
    if (!(flag === 'e' || flag === 'ec' || full_)) continue;
    if (!g.host && !(flag.length >= 4 && 'encodedcommand'.startsWith(flag))) continue;
    const at = off + m.index + (m[0].length - m[0].trimStart().length);
    if (covered(at)) continue;
    let payload: Payload;
    if (g.arg.startsWith('$')) payload = { source: 'variable', label: g.arg };
    else {
      const decoded = bytesToText(Buffer.from(g.arg, 'base64'));
      if (!decoded && flag === 'e') continue;
      payload = decoded ? { source: 'literal', label: g.arg.slice(0, 40), decoded } : { source: 'placeholder', label: g.arg.slice(0, 40) };
    }
    out.push({ start: at, end: off + m.index + m[0].length, shape: `${g.host ?? 'powershell'} -${g.flag} …`, codec: 'base64', payload });
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

function literalOrPlaceholder(decoded: string, raw: string): Payload {
  return printable(decoded) && decoded !== raw ? { source: 'literal', label: raw.slice(0, 40), decoded } : { source: 'placeholder', label: raw.slice(0, 40) };
}

/**
 * Start of the pipeline that feeds the decoder at `at`: after the last `&&`, `;`, `$(`, backtick
 * … before it, at its first command (`echo`, `printf`, `cat`, `curl` …) when there is one.
 */
function pipelineStart(line: string, at: number): number {
  const left = line.slice(0, at);
  let cut = 0;
  for (const sep of ['&&', '||', ';', '$(', '<(', '`', '<!--']) {
    const i = left.lastIndexOf(sep);
    if (i >= 0 && i + sep.length > cut) cut = i + sep.length;
  }
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
  if (!m) return undefined;
  return `${m[0].replace(/\s+/g, '').replace(/\(.*$/, '')}(${name})`;
}
