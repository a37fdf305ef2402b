/**
 * sentinel/encoded-exec, payloads hidden without a decode-and-execute on the line: an opaque
 * payload with a decoder and an instruction to follow its output (lib/decode-follow.ts:
 * `decodedDropper` when it decodes to a download-and-run, else `decodeFollow`), and a call or
 * command built from pieces so that its name is not in the text (lib/built-call.ts:
 * `builtCall`). The rule: encoded-exec.ts.
 */
import type { RuleContext } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { pick } from '../../base/l10n/index.ts';
import { lineBounds, sentinelView, type SentinelFile, type SentinelView, TEST_PATH } from './view.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { HOST, excerpt, harmlessSample } from './encoded-decode.ts';
import { decodeFollowHits } from './lib/decode-follow.ts';
import { builtCalls } from './lib/built-call.ts';
import { decodedLiterals, type DecodedLiteral, type Ways } from './lib/decode-literals.ts';

import { decodedDanger, type Danger } from './lib/decode-danger.ts';

/** A decoded text that is one web address and nothing else (`https://collector.example/c`), not a local one. */
const ADDRESS_ALONE = /^\s*(?:https?|wss?):\/\/(?!(?:localhost|127\.0\.0\.1)\b)[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/[^\s"'<>]*)?\s*$/i;
/** Code that sends or loads from an address: a request, a beacon, a socket, a script element. */
const SENDS =
  /\b(?:fetch|XMLHttpRequest|sendBeacon|urlopen|Request|WebSocket|axios\.\w+|requests\.\w+|httpx\.\w+|http\.(?:Post|Get|NewRequest|request)|https\.request|Invoke-(?:WebRequest|RestMethod)|Net::HTTP|URI\.open)\s*\(|createElement\(\s*["']script["']\s*\)|\bcurl\b|\bwget\b/;
/** A regular expression built from the literal that follows (its first argument: Python, JavaScript, Go, Java, C#, Ruby). */
const REGEX_CTOR =
  /(?:\bre\.(?:compile|search|match|fullmatch|findall|finditer|sub)|\bnew\s+RegExp|\bRegExp|\bregexp\.(?:MustCompile|Compile)|\bPattern\.compile|\bnew\s+Regex|\bRegexp\.new)\s*\(\s*[rRbBuU]{0,2}$/;
/** Escapes only a regular expression writes: `\s*`, `\(`, `\w+`, `\d{2}`, `\.`. */
const REGEX_SYNTAX = /(?<!\\)\\(?:[sdwSDW][*+?{]|[(.][^\\\s"'])/;

/**
 * Reports the built calls and decode-and-follow payloads of `sf` not already reported as a
 * decode-and-execute (`done`: their starts). `decodedOnce`: the payload decodings of the skill's
 * files read before (lib/decode-follow.ts).
 */
/** A command line that runs a decoding or triage tool of the skill's own (`python3 tools/decode.py …`, `node deobfuscate.js …`). */
const DECODER_TOOL =
  /(?:^|[\s$>`])(?:python3?|node|ruby|perl|bash|sh|pwsh|deno|bun)\s+(?:-\S+\s+)*([\w./-]*(?:decod|deobfusc|unobfusc|unpack|triage|unscrambl)\w*(?:\.\w+)?)\s/i;
/** What a tool that only prints never does: run, evaluate or spawn what it decodes. */
const RUNS_SOMETHING =
  /\b(?:exec|eval|system|popen|spawn|spawnSync|execSync|execFile|run|call|check_output)\s*\(|\bsubprocess\.|\bchild_process\b|\bInvoke-Expression\b|\biex\b|\bFunction\s*\(/;
/** Whether the line before `at` runs a decoding tool that the skill ships and that runs nothing of what it decodes. */
function printOnlyTool(ctx: RuleContext, sf: SentinelFile, at: number): boolean {
  const m = DECODER_TOOL.exec(sf.info.text.slice(lineBounds(sf.info.text, at)[0], at));
  if (!m) return false;
  const name = m[1].replace(/^\.\//, '');
  const tool = sentinelView(ctx.doc).files.find((f) => f.role === 'script' && (f.file.path === name || f.file.path.endsWith(`/${name}`)));
  return !!tool && !RUNS_SOMETHING.test(tool.info.text);
}

export function reportHidden(
  ctx: RuleContext,
  sf: SentinelFile,
  done: ReadonlySet<number> | undefined,
  base64: boolean,
  skill?: Ways,
  decodedOnce?: Map<string, string[]>,
): void {
  const doneAt = done ? [...done] : [];
  const reported = (from: number, to: number) => doneAt.some((d) => d >= from && d <= to);
  const follow = decodeFollowHits(sf, decodedOnce);
  const decoded = dangerousLiterals(sf, base64, skill);
  // (a region whose composed steps read as a download run or a reverse shell is that payload's finding: the pieces' built
  // names — `__import__(bytes([111, 115]).decode())` — are its steps)
  const foldedHarm = new Set(
    decoded.filter(([d, x]) => d.codec === 'folded' && x.severity === 'error' && (x.kind === 'dropper' || x.kind === 'revshell')).map(([d]) => d.seg),
  );
  const built = builtCalls(sf).filter((b) => !reported(b.start, b.end - 1) && !foldedHarm.has(b.seg));
  const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
  // literals the code decodes (char codes, rot13, reversal, hex, escapes, base64) whose text does harm:
  // not where a decode-and-execute or a decode-and-follow already shows the payload, nor an escaped
  // literal that a built call reads, nor a runner's bare name where a built call or a decoded payload
  // already speaks for the file (that is the finding); a warning only in a file with no error
  const alone = !built.length && !follow.length;
  const literals = decoded
    .filter(
      ([d]) =>
        !reported(d.start, d.end - 1) &&
        !(d.codec === 'base64' && done?.size) &&
        !follow.some((h) => h.start < d.end && d.start <= h.end) &&
        !(d.codec === 'escaped' && built.some((b) => overlaps(b, d))) &&
        // (a data file's regular expression — `strrev\s*\(\s*['"](metsys|…)` in a scanner's patterns — is a pattern, not code)
        !(sf.role === 'data' && REGEX_SYNTAX.test(sf.info.text.slice(...lineBounds(sf.info.text, d.start)))) &&
        // (nor a script's: the pattern a regular expression is built from — `re.compile(r"['\"](puvyq_cebprff|riny)['\"]")`, a
        // scanner's rot13'd names to look for — is searched for, not run)
        !REGEX_CTOR.test(sf.info.text.slice(lineBounds(sf.info.text, d.start)[0], d.start)) &&
        // (the argument of a decoding tool's command line — `python3 tools/decode.py --layers charcodes "105,101,…"` — is what
        // it prints for a reviewer, not what runs)
        !printOnlyTool(ctx, sf, d.start),
    )
    .filter(([, x]) => x.kind !== 'runner' || alone)
    // (a value folded from composed steps only where no other reading of the file speaks for it)
    .filter(([d]) => d.codec !== 'folded' || (alone && !done?.size));
  const anyError = !!done?.size || !alone || literals.some(([, x]) => x.severity === 'error');
  // A network call hidden in an encoding inside a script or configuration file the skill ships: only evasion
  // needs that (a reference document may show it as a sample of the technique: its context counts there).
  // (where another finding already speaks for the file, that one is the error)
  // (a call that connects, not a URL in a translated string; not an escaped data file or a test's fixture)
  const codeFile = (sf.role === 'script' || sf.role === 'data') && !TEST_PATH.test(sf.file.path);
  const severityOf = (x: Danger, d: DecodedLiteral): 'error' | 'warning' =>
    !anyError && x.kind === 'network' && x.call && codeFile && !(d.codec === 'escaped' && sf.role === 'data') ? 'error' : x.severity;
  const shown: DecodedLiteral[] = [];
  for (const [d, danger] of literals) {
    const severity = severityOf(danger, d);
    if (severity === 'warning' && anyError) continue;
    shown.push(d);
    const excerptText = excerpt(d.text);
    const reason: Reason | undefined = sf.role === 'markdown' && DOC_HOST_IN_TEXT.test(d.text) ? 'example-host' : undefined;
    emit(ctx, {
      sf,
      seg: d.seg,
      start: d.start,
      end: d.end,
      messageId: danger.severity === 'error' ? 'decodedLiteral' : danger.kind === 'defence' ? 'decodedDefence' : 'decodedNetwork',
      data: { codec: pick(CODEC_NAMES[d.codec], ctx.locale), excerpt: excerptText },
      base: severity,
      // (in a reference document the decoded text may be a sample of the technique: its context counts)
      kind: sf.role === 'markdown' ? 'judgment' : 'artifact',
      category: 'malicious-command',
      reason,
      facts: { shape: 'decoded-literal', codec: d.codec, does: danger.kind, decoded: excerptText },
    });
  }
  // (a call built from a literal reported above as decoded text is that finding)
  for (const b of built) {
    if (shown.some((d) => overlaps(b, d))) continue;
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
      // (a document's sample whose call only prints a value: `getattr(__import__("o" + "s"), "sys" + "tem")("echo harmless")`)
      reason: (sf.role === 'markdown' || sf.role === 'skill') && harmlessSample(b.call) ? 'harmless-sample' : undefined,
      // (the call it builds is what the pieces decode to: with no host in it, a course's slide quoting it names a technique)
      facts: { shape: 'built-call', word: b.word, decoded: b.call },
    });
  }
  for (const h of follow) {
    // already reported as a decode-and-execute on the same line
    const [ls] = lineBounds(sf.info.text, h.start);
    if (reported(ls - 400, h.end)) continue;
    const shown = h.decoded ? excerpt(h.decoded) : '';
    const host = h.decoded ? HOST.exec(h.decoded) : null;
    const facts: Record<string, string | number | boolean> = { shape: 'decode-and-follow', source: 'literal' };
    if (shown) facts.decoded = shown;
    const reason: Reason | undefined = sf.role === 'markdown' && h.decoded && DOC_HOST_IN_TEXT.test(h.decoded) ? 'example-host' : undefined;
    const dropper = h.dropper && host;
    emit(ctx, {
      sf,
      seg: h.seg,
      start: h.start,
      end: h.end,
      messageId: dropper ? 'decodedDropper' : 'decodeFollow',
      data: dropper ? { host: (host[1] ?? host[2]).replace(/\./g, '[.]'), excerpt: shown } : { decoded: shown ? ` (“${shown}”)` : '' },
      base: 'error',
      kind: 'artifact',
      category: 'malicious-command',
      reason,
      facts,
    });
  }
}

const CODEC_NAMES: Record<DecodedLiteral['codec'], { en: string; zh: string }> = {
  charcodes: { en: 'character codes', zh: '字符码' },
  rot13: { en: 'rot13', zh: 'rot13 字母替换' },
  caesar: { en: 'shifted letters', zh: '移位字母' },
  reversed: { en: 'reversed text', zh: '反转文本' },
  hex: { en: 'hex', zh: '十六进制' },
  escaped: { en: 'escape sequences', zh: '转义序列' },
  base64: { en: 'base64', zh: 'base64' },
  folded: { en: 'strings built from encoded pieces', zh: '由编码片段拼出的字符串' },
};

const KIND_RANK: Partial<Record<Danger['kind'], number>> = { dropper: 4, revshell: 3, exec: 2, destroy: 2 };

/**
 * Readings of composed steps (lib/decode-fold.ts): none where a literal decoded alone already
 * shows as much harm; else one per region, the most harmful, latest (the call that runs it).
 */
function foldedOnce(out: [DecodedLiteral, Danger][]): void {
  const score = ([, x]: [DecodedLiteral, Danger]) => (x.severity === 'error' ? 10 : 0) + (KIND_RANK[x.kind] ?? 0);
  const plainBest = Math.max(-1, ...out.filter(([d]) => d.codec !== 'folded').map(score));
  const best = new Map<DecodedLiteral['seg'], [DecodedLiteral, Danger]>();
  for (const e of out) {
    if (e[0].codec !== 'folded') continue;
    const b = best.get(e[0].seg);
    if (!b || score(e) >= score(b)) best.set(e[0].seg, e);
  }
  for (let k = out.length - 1; k >= 0; k--)
    if (out[k][0].codec === 'folded' && (plainBest >= score(out[k]) || best.get(out[k][0].seg) !== out[k])) out.splice(k, 1);
}

/**
 * The decoded literals of `sf` that do harm (lib/decode-danger.ts), one per place; where
 * no single literal does, the char-code pieces of a code region read together (a command
 * spelled as `chmod`, `-R`, `777` in three separate code lists).
 */
function dangerousLiterals(sf: SentinelFile, base64: boolean, skill?: Ways): [DecodedLiteral, Danger][] {
  const all = decodedLiterals(sf, base64, skill);
  if (!all.length) return [];
  const out: [DecodedLiteral, Danger][] = [];
  // (a code file that makes requests or loads scripts: an address it spells in an encoding is where they go)
  let sends: boolean | undefined;
  for (const d of all) {
    const danger =
      decodedDanger(d.text) ??
      (ADDRESS_ALONE.test(d.text) && sf.role !== 'markdown' && sf.role !== 'skill' && (sends ??= SENDS.test(sf.info.text))
        ? ({ kind: 'network', severity: 'warning', call: true } as const)
        : undefined);
    if (!danger) continue;
    // (one per place: the value read whole over several joined literals rather than its pieces)
    const same = out.findIndex(([o]) => o.start < d.end && d.start < o.end);
    if (same >= 0) {
      const o = out[same][0];
      if (d.codec !== 'folded' && d.end - d.start > o.end - o.start && danger.severity === 'error') {
        out[same] = [d, danger];
        for (let k = out.length - 1; k > same; k--) if (out[k][0].start < d.end && d.start < out[k][0].end) out.splice(k, 1);
      }
      continue;
    }
    out.push([d, danger]);
    if (out.length >= 10) break;
  }
  foldedOnce(out);
  const codesSeg = all.find((a) => a.codec === 'charcodes')?.seg;
  const pieces = all.filter((d) => d.codec === 'charcodes' && d.seg === codesSeg);
  if (pieces.length >= 2 && !out.some(([o]) => o.codec === 'charcodes')) {
    const text = pieces.map((d) => d.text).join(' ');
    const danger = decodedDanger(text);
    if (danger && danger.kind !== 'runner') out.push([{ ...pieces[0], end: pieces[pieces.length - 1].end, text }, danger]);
  }
  return out;
}

/** The skill detects or writes up attacks (its description says so): its documents quote the shapes it looks for. */
export function aboutDetection(view: SentinelView): boolean {
  return view.detectionSkill || view.writeupSkill;
}
