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
 * Where: the decoder stages, the execution sinks and the scan of each line are in
 * encoded-find.ts, where a payload comes from in encoded-source.ts, its static decoding in
 * encoded-decode.ts; payloads hidden without a decode-and-execute (a decoder plus "run what
 * it prints", a call built from pieces) are reported by encoded-hidden.ts.
 */
import type { Rule, RuleContext } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { anchorHits, candidates, commands, continued, sentinelView, type Segment, type SentinelFile, type SpanFn } from './view.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';
import { layers, FETCHES, RUNS, HOST, excerpt, harmlessSample } from './encoded-decode.ts';
import { findAll, type Found } from './encoded-find.ts';
import { aboutDetection, reportHidden } from './encoded-hidden.ts';
import { skillDecoders } from './lib/decode-literals.ts';
import { fragmentCommands } from './lib/config-fragments.ts';
import { configReadCommands } from './lib/config-read-commands.ts';

// ---- the rule ---------------------------------------------------------------------------

/** The anchor's line extended over shell continuations both ways (`echo … \` / `| base64 -d \` / `| bash`). */
const wholeCommand: SpanFn = (text, ls, le, seg) => {
  let start = ls;
  for (let n = 0; n < 12 && start > seg.start && text.charCodeAt(start - 2) === 0x5c; n++) start = Math.max(seg.start, text.lastIndexOf('\n', start - 2) + 1);
  return continued(text, start, le, seg);
};

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
      configCommand: {
        en: 'Keeps `{command}` in pieces in a configuration file, to be joined and run: a download piped into a shell split so that no piece shows it; do not install{note}.',
        zh: '把 `{command}` 拆成碎片存放在配置文件中，拼接后运行：这是把“下载后直接交给 shell 执行”拆开以躲避审查；请勿安装{note}。',
      },
      builtCall: {
        en: 'Builds `{call}` from pieces (escapes, char codes, concatenation, variables, reversal) so that `{word}` is not written where it runs: hiding what runs only serves to evade review; do not install{note}.',
        zh: '用碎片（转义、字符码、拼接、变量、反转）拼出 `{call}`，使 `{word}` 不出现在运行它的地方：隐藏实际运行的内容只为躲避审查；请勿安装{note}。',
      },
      decodedLiteral: {
        en: 'Hides “{excerpt}” as {codec} that the code decodes: a command or call spelled so that no reviewer reads it only serves to evade review; do not install{note}.',
        zh: '把“{excerpt}”藏成由代码解码的{codec}：故意让审查者读不出的命令或调用只为躲避审查；请勿安装{note}。',
      },
      decodedDefence: {
        en: 'Hides “{excerpt}” as {codec} that the skill decodes: decoded, it turns a safeguard off (TLS verification, credentials stored in plain text, signature checks) where no reviewer reads it. Decode it and review it before installing{note}.',
        zh: '把“{excerpt}”藏成由技能解码的{codec}：解码后会关闭安全防护（TLS 校验、明文保存凭据、签名校验），而审查者读不到。安装前请先解码并审查{note}。',
      },
      decodedNetwork: {
        en: 'Hides code as {codec} that the skill decodes; decoded it contacts the network or reads credentials: “{excerpt}”. Decode it and review what it sends before installing{note}.',
        zh: '把代码藏成由技能解码的{codec}；解码后会联网或读取凭据：“{excerpt}”。安装前请先解码并审查它发送的内容{note}。',
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
    // Payloads hidden without a decode-and-execute on the line (encoded-hidden.ts).
    // (base64 literals are read only where the skill names a base64 decoder in some file)
    const files = sentinelView(ctx.doc).files;
    const base64 = files.some((sf) => anchorHits(sf, 'encoded').length > 0);
    // (a data file is read with the decoders its skill's scripts name)
    const skill = files.some((sf) => sf.role === 'data' && sf.segments.length) ? skillDecoders(files) : undefined;
    // (a payload repeated across the skill's files is decoded once)
    const decodedOnce = new Map<string, string[]>();
    for (const sf of files) reportHidden(ctx, sf, seen.get(sf), base64, skill, decodedOnce);
    // A download piped into a shell, kept in pieces in a configuration file (lib/config-fragments.ts).
    // (or a script that builds its command from the skill's configuration values: lib/config-read-commands.ts)
    for (const sf of files)
      if (sf.segments.length && (sf.role === 'data' || (sf.role === 'script' && sf.lang === 'sh')))
        // (a Makefile include or an env file is read as shell, and is configuration too: `config.mk`, `.env` — fragmentCommands
        // reads configuration files only, known by their names)
        for (const c of sf.role === 'data' ? fragmentCommands(sf) : [...configReadCommands(sf, files), ...fragmentCommands(sf)])
          emit(ctx, {
            sf,
            seg: sf.segments[0],
            start: c.start,
            end: c.end,
            messageId: 'configCommand',
            data: { command: c.command.length > 90 ? `${c.command.slice(0, 87)}…` : c.command },
            base: 'error',
            kind: 'artifact',
            category: 'malicious-command',
            facts: { shape: 'config-pieces', decoded: c.command },
          });
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
    // (a document's sample whose payload only prints a value: `eval(Buffer.from('Y29uc29sZS5sb2coMSk=', 'base64'))`)
    // (in a detector's or write-up's documents: elsewhere the dropper's shape is the finding, whatever it prints)
    else if ((sf.role === 'markdown' || sf.role === 'skill') && aboutDetection(sentinelView(ctx.doc)) && all.every(harmlessSample)) reason = 'harmless-sample';
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
  // (nothing at all in the decoder's parentheses — `exec(base64.b64decode(...))` in a review guide's prose, SKILL.md's too —
  // names the pattern: there is no payload to run)
  else if (sf.role === 'skill' && p.source === 'variable' && p.label === '…') reason = 'placeholder';
  // (nor a payload elided with "…" — `caps=('Y3VybC…' '…c2g=')` — which nothing can run)
  else if (sf.role === 'skill' && p.source === 'placeholder' && /…|\.\.\./.test(p.label)) reason = 'placeholder';
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
