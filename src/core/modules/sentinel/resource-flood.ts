/**
 * sentinel/resource-flood — code that exhausts the machine or floods someone else's:
 * - (error) a fork bomb in any name and language: a shell or PowerShell function whose body
 *   runs itself twice through a pipe or in the background (`:(){ :|:& };:`,
 *   `__warm(){ __warm | __warm & }`, `function f { f | f & }`), the batch `%0|%0`, Perl
 *   `fork while fork`, and a loop with no way out around a fork or a self-spawn (`while
 *   True: os.fork()`, `for(;;) fork();`, `while (true) child_process.fork(__filename)`);
 * - (warning) an endless request loop: `for(;;)`, `while (true)`, `while True:`, `while
 *   true; do`, `loop {}` or a fast `setInterval` around a request (`fetch`, `axios`,
 *   `requests.get`, `curl`, `Invoke-WebRequest` …) with no break, return or exit, and
 *   either no pause between requests or requests that are not waited for, run by many
 *   parallel workers or made unique with a random cache-busting parameter (the shape of a
 *   denial-of-service tool, not of a health check that sleeps between polls) — or a burst of
 *   50+ requests per round, paced or not; the loop may be Go `for {}`, Ruby `loop do`, or a
 *   function that schedules itself again at once (`setImmediate(fire)`), the request made by
 *   a helper function of the file. Error when a
 *   Markdown file of the skill tells the agent to keep it from the person ("do not mention
 *   the background process", 不要提及).
 *
 * Why: a fork bomb freezes the machine the agent runs on until it is rebooted, and one
 * sourced from a shell rc file does so in every new terminal; a request flood run from the
 * person's machine attacks hosts the skill does not own, in the person's name.
 * Scope: scripts and fenced code of every file (not detector tables); prose, where "never
 * run `:(){ :|:& };:`" is a warning about the bomb, is destructive-command's. Judgment: a
 * line comment or a printed string lowers it (report.ts). Not a finding: a recursive function that does not
 * background or pipe itself, a polling loop that sleeps and sends one request at a time,
 * a worker pool over a finite list.
 */
import type { Rule } from '../../rules/types.ts';
import { segmentAt } from './lib/fetch-run.ts';
import { emit } from './report.ts';
import { anchorHits, sentinelView, type SentinelFile, type SentinelView } from './view.ts';

/** A function definition: shell `NAME() {`, `function NAME {`, PowerShell `function NAME {`; group `n`: the name. */
const FUNC = /\bfunction\s+(?<n1>[^\s(){}|&;<>]+)\s*(?:\(\s*\))?\s*\{|\(\s*\)\s*\{/g;
const BATCH = /%0\s*\|\s*%0/g;
const PERL = /\bfork\s+while\s+fork\b/g;

/** A loop with no condition that ends it. */
const ENDLESS =
  /\bfor\s*\(\s*;\s*;\s*\)|\bwhile\s*\(\s*(?:true|1|!0|\$true|True)\s*\)|\bwhile\s+(?:True|1)\s*:|\bwhile\s+(?:true|:|\[\s*1\s*\]|\(\(\s*1\s*\)\))\s*;?\s*(?:\n\s*)?do\b|\bloop\s*\{|\bloop\s+do\b|\bfor\s*\{|\bsetInterval\s*\(|\bwhile\s*\(\s*\$true\s*\)/g;
/** Ways out of a loop. */
const EXIT = /\b(?:break|return|exit|process\.exit|sys\.exit|os\._exit|clearInterval|raise|throw|quit)\b/;
/** A fork or a self-spawn. */
const FORK =
  /\bos\.fork\s*\(|(?<![\w.])fork\s*\(\s*\)|\bchild_process\.fork\s*\(|\bfork\s*\(\s*(?:__filename|process\.argv\[1\])|\bspawn\s*\(\s*process\.(?:execPath|argv\[0\])|\bPopen\s*\(\s*\[\s*sys\.executable\s*,\s*(?:__file__|sys\.argv\[0\])|\bmultiprocessing\.Process\s*\([^\n]*\)\s*\.start\s*\(|\bStart-Process\s+(?:powershell|pwsh)[^\n]*\$(?:PSCommandPath|MyInvocation)|\$0\s*&/;
/** A network request in a loop body. */
const REQUEST =
  /\b(?:got|needle|superagent)(?:\.\w+)?\s*\(|\b(?:fetch|axios(?:\.\w+)?|https?\.(?:get|request)|requests\.(?:get|post|put|head|request)|session\.(?:get|post|head)|httpx\.(?:get|post|AsyncClient)|client\.(?:get|post)|urlopen|aiohttp|curl|wget|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|WebClient|ab\s+-n|hey\s+-n)\b\s*[(\s`'"]|\b(?:agent|lib|proto|transport|mod|client|http_?client|conn)\.(?:get|request|head)\s*\(|\bNet::HTTP\.(?:get|get_response|start)\b|\b[A-Za-z_]\w*\.(?:get|post|head|request|Get|Post|Head)\s*\(\s*[*&]?(?:url|u|uri|target|endpoint|site|addr)\s*[,)]|\bhttp\.(?:Get|Post|Head)\(|\b(?:cl|c|hc|\w*[Cc]lient)\.(?:Get|Post|Head|Do)\(|\b(?:reqwest|ureq)::(?:get|post)\s*\(|\bHttpClient\b[^\n]*\.(?:GetAsync|PostAsync|SendAsync)\b|\b\w+\.(?:GetAsync|PostAsync|SendAsync|GetStringAsync)\s*\(|\bURI\.open\b/;
/** A request run by many xargs workers over a long or endless input (groups: the count, the count, the workers). */
const XARGS_FLOOD =
  /(?:\bseq\s+(?:-?\d+\s+){0,2}?(\d{3,})\b|\{\d+\.\.(\d{3,})\}|\byes\b|\bwhile\s+(?:true|:)\s*;\s*do\s+echo\b)[^\n|]*\|\s*xargs\b[^\n|]*?-P\s*(\d+)[^\n|]*?\b(?:curl|wget|http|https|ab|hey|nc)\b/;
/** Constructors of HTTP clients and sessions, in any language. */
const CLIENT_CTOR = String.raw`(?:requests\.Session|httpx\.(?:Async)?Client|aiohttp\.ClientSession|urllib3\.PoolManager|http\.Client\b|axios\.create|new\s+HttpClient|reqwest::(?:blocking::)?Client::new|Faraday\.new|Net::HTTP\.new)`;
/** The program detaches itself from the session that started it (a fork, a new session, a detached child). */
const DETACHED =
  /\bos\.fork\s*\(|\bos\.setsid\s*\(|\bstart_new_session\s*=\s*True\b|\bdetached\s*:\s*true\b|\bSysProcAttr\b[^\n]*Setsid|(?:^|[\s;&|(])(?:nohup|setsid|disown)\b|-WindowStyle\s+Hidden\b/m;
/** A pause between requests. */
const PAUSE = /\b(?:sleep|time\.sleep|asyncio\.sleep|Start-Sleep|setTimeout|delay|wait|Thread\.sleep|usleep)\b/;
/** A request not waited for: a JS promise left running, a shell request sent to the background, a goroutine or thread per request. */
const UNAWAITED =
  /\bgo\s+(?:func\b|[\w.]+\()|\bThread\.new\b|(?<!await\s)(?<!return\s)(?<![=]\s)\b(?:fetch|axios(?:\.\w+)?|got)\s*\([^\n]*\)\s*\.catch\s*\(|(?:curl|wget)\b[^\n]*&\s*$/m;
/** Random parameters that defeat the target's cache. */
const CACHE_BUST =
  /Math\.random\(\)|\bos\.urandom\s*\(|\bsecrets\.token_\w+\s*\(|\brand\.(?:Int\w*|Uint\w*)\s*\(|\bSecureRandom\b|Date\.now\(\)|crypto\.randomUUID|uuid(?:4|\.uuid4)?\s*\(|random\.(?:random|randint|choice|getrandbits)\s*\(|\$RANDOM|\btime\.time\(\)|Get-Random|[?&]_=\$?\{/;
/** Many workers running the loop at once. */
const PARALLEL =
  /\bfor\s*\([^)\n]*<\s*(?:\w*workers?\w*|\w*concurrency\w*|\w*threads?\w*|\d{2,})|\brange\(\s*(?:\w*workers?\w*|\w*threads?\w*|\d{2,})\s*\)|ThreadPoolExecutor|Promise\.all\s*\(\s*Array|Array\.from\s*\(\s*\{\s*length|xargs\s+-P\s*\d|\bthreading\.Thread\b|asyncio\.gather|\bworkers\b|\bcreate_task\b/i;
/** Telling the agent to keep it from the person. */
const SECRECY =
  /\b(?:do\s*n[o']t|never|without)\s+(?:ever\s+)?(?:mention|tell|report|show|reveal|disclose|notify|inform|surface|bring\s+up|telling|mentioning|notifying|informing|reporting|asking|consent|permission|(?:the\s+)?(?:site\s+|server\s+)?owners?(?:'s)?\s+(?:consent|permission|knowledge))\b|\b(?:silently|quietly|secretly|covertly)\b[^.\n]{0,60}\b(?:run|keep|leave|start|continue)|不要(?:提及|提到|告诉|告知|提示|透露|说明|汇报)|无需(?:告知|提及)|悄悄|静默运行/i;

const BODY_MAX = 1500;

export const rule: Rule = {
  meta: {
    id: 'sentinel/resource-flood',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Fork bombs in any name or language, and endless, unpaced or parallel request loops against other hosts.',
      zh: '任何命名、任何语言的 fork 炸弹，以及针对他人主机的无休止、不限速或并发的请求循环。',
    },
    fixable: false,
    messages: {
      forkBomb: {
        en: '`{code}` starts copies of itself that start copies of themselves (a fork bomb): the machine runs out of processes and freezes until rebooted — do not install{note}.',
        zh: '`{code}` 会不断启动自身副本、副本再启动副本（fork 炸弹）：机器进程耗尽并卡死，只能重启——请勿安装{note}。',
      },
      flood: {
        en: "`{code}` sends requests in a loop that never ends ({how}): a request flood against whatever host it targets, from the user's machine; bound the loop, pause between requests and send one at a time{note}.",
        zh: '`{code}` 在永不结束的循环中发送请求（{how}）：从用户机器向目标主机发起请求洪泛；请限定循环次数、在请求间暂停并逐个发送{note}。',
      },
      floodDetached: {
        en: '`{code}` sends requests in a loop that never ends ({how}), and the program detaches itself from the session that starts it (a fork, a new session, a hidden window): a request flood that outlives the task, unseen — do not install{note}.',
        zh: '`{code}` 在永不结束的循环中发送请求（{how}），且程序会脱离启动它的会话（fork、新会话、隐藏窗口）：这是在任务结束后仍在暗中持续的请求洪泛——请勿安装{note}。',
      },
      floodHidden: {
        en: '`{code}` sends requests in a loop that never ends ({how}), and the skill tells the agent to keep it from the user: a hidden request flood against other hosts — do not install{note}.',
        zh: '`{code}` 在永不结束的循环中发送请求（{how}），且技能要求智能体对用户隐瞒：这是针对他人主机的隐蔽请求洪泛——请勿安装{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    let hidden: boolean | undefined;
    for (const sf of view.files) {
      const text = sf.info.text;
      // `seq 1 1000000 | xargs -P 256 … curl …`, `yes | xargs -P 64 … wget …`: a flood with no loop written out
      for (const at of anchorHits(sf, 'flood')) {
        if (!text.startsWith('xargs -P', at)) continue;
        const ls = text.lastIndexOf('\n', at - 1) + 1;
        const le = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
        const seg = segmentAt(sf, at);
        const x = XARGS_FLOOD.exec(text.slice(ls, le));
        if (!x || !seg || seg.kind !== 'code' || seg.detector) continue;
        const count = x[1] ?? x[2];
        if ((count !== undefined && Number(count) < 1000) || Number(x[3]) < 16) continue;
        emit(ctx, {
          sf,
          seg,
          start: ls + x.index,
          end: le,
          messageId: 'flood',
          data: { code: clip(text.slice(ls + x.index, le)), how: `parallel workers, ${count ? `${count} requests` : 'no end'}` },
          base: 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
      const code = codeSpans(sf);
      if (!code.length) continue;
      const loops = endlessLoops(code);
      for (const [start, end] of forkBombs(sf, code, loops)) {
        const seg = segmentAt(sf, start)!;
        emit(ctx, {
          sf,
          seg,
          start,
          end,
          messageId: 'forkBomb',
          data: { code: clip(text.slice(start, end)) },
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
      let detached: boolean | undefined;
      for (const f of floods(sf, code, loops, view)) {
        hidden ??= view.files.some((m) => (m.role === 'skill' || m.role === 'markdown') && SECRECY.test(m.info.text));
        // A flood the program starts detached from the session (forked off, a new session, hidden): it outlives the task, unseen.
        detached ??= sf.role === 'script' && DETACHED.test(text);
        const seg = segmentAt(sf, f.start)!;
        emit(ctx, {
          sf,
          seg,
          start: f.start,
          end: f.end,
          messageId: hidden ? 'floodHidden' : detached ? 'floodDetached' : 'flood',
          data: { code: clip(text.slice(f.start, f.end)), how: f.how.join(', ') },
          base: hidden || detached ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
    }
  },
};

const clip = (s: string, n = 60): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

/** The `flood` anchor words (anchor-words-run.ts) as written (case-sensitive), each with its bit. */
const FLOOD_WORDS = [
  '()',
  'function',
  '(){',
  '() {',
  'while',
  ';;',
  'setInterval',
  'loop',
  'for {',
  'setImmediate',
  'nextTick',
  'setTimeout',
  'ensure_future',
  'call_soon',
  'Timer(',
  'fork',
  '%0',
];
const W = (w: string): number => 1 << FLOOD_WORDS.indexOf(w);
const SHELL_FUNC = W('()') | W('function');
const TEXT_FUNC = W('(){') | W('() {');
const LOOP_WORDS =
  W('while') |
  W(';;') |
  W('setInterval') |
  W('loop') |
  W('for {') |
  W('setImmediate') |
  W('nextTick') |
  W('setTimeout') |
  W('ensure_future') |
  W('call_soon') |
  W('Timer(');

/** The code of `sf` (scripts, fenced blocks; not detector tables) that holds a word worth a look: [start, end) spans. */
function codeSpans(sf: SentinelFile): Span[] {
  const out: Span[] = [];
  const hits = anchorHits(sf, 'flood');
  if (!hits.length) return out;
  const text = sf.info.text;
  const segs = sf.segments;
  // Which words each code block holds whole (the anchors are case-insensitive; the words are not).
  let j = 0;
  let mask = 0;
  const flush = (k: number): void => {
    const seg = segs[k];
    const m = mask;
    mask = 0;
    if (!m || seg.kind !== 'code' || seg.detector) return;
    // Shell-style functions live in shell, PowerShell and batch; markup, data and other languages
    // (`other`: HTML, YAML, Perl …) are looked at only for `fork while fork`.
    const other = seg.lang === 'other';
    const shell = !other && seg.lang !== 'py' && seg.lang !== 'js';
    const span: Span = {
      at: seg.start,
      text: '',
      // (in Python or JS only a shell function written out as text: `f.write("w(){ w|w& };w")`)
      func: shell ? (m & SHELL_FUNC) !== 0 : !other && (m & TEXT_FUNC) !== 0,
      // (a script in another language — Go, Ruby, PHP — has its loops looked at too)
      loop: (!other || sf.role === 'script') && (m & LOOP_WORDS) !== 0,
      fork: (m & W('fork')) !== 0,
      batch: (m & W('%0')) !== 0,
    };
    if (span.func || span.loop || span.fork || span.batch) {
      span.text = text.slice(seg.start, seg.end);
      out.push(span);
    }
  };
  for (const pos of hits) {
    while (j < segs.length && segs[j].end <= pos) {
      if (mask) flush(j);
      j++;
    }
    if (j >= segs.length) break;
    const seg = segs[j];
    if (seg.start > pos || seg.kind !== 'code' || seg.detector) continue;
    for (let w = 0; w < FLOOD_WORDS.length; w++) {
      const word = FLOOD_WORDS[w];
      if (pos + word.length <= seg.end && text.startsWith(word, pos)) mask |= 1 << w;
    }
  }
  if (mask && j < segs.length) flush(j);
  return out;
}

/** Heads of {@link ENDLESS}'s loops: each of its matches starts with one of these words. */
const ENDLESS_HEADS = ['for', 'while', 'loop', 'setInterval'];
const ENDLESS_AT = new RegExp(ENDLESS.source, 'y');

/** The matches of {@link ENDLESS} in the spans that may hold a loop (looked for at its heads only), offsets into the whole text. */
function endlessLoops(spans: readonly Span[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const { at, text: part, loop } of spans) {
    if (!loop) continue;
    const heads: number[] = [];
    for (const w of ENDLESS_HEADS) for (let i = part.indexOf(w); i >= 0; i = part.indexOf(w, i + 1)) heads.push(i);
    if (!heads.length) continue;
    heads.sort((a, b) => a - b);
    let end = 0;
    for (const p of heads) {
      if (p < end) continue;
      ENDLESS_AT.lastIndex = p;
      const m = ENDLESS_AT.exec(part);
      if (!m) continue;
      end = p + m[0].length;
      m.index += at;
      out.push(m);
    }
  }
  return out;
}

/** A code block worth a look: its offset, its text and which shapes it may hold (plain substring tests). */
interface Span {
  at: number;
  text: string;
  func: boolean;
  loop: boolean;
  fork: boolean;
  batch: boolean;
}

/** Matches of the global `re` inside the spans, with offsets into the whole text. */
function* matchesIn(spans: readonly Span[], re: RegExp, need: 'func' | 'loop' | 'fork' | 'batch'): Generator<RegExpExecArray> {
  for (const { at: from, text: part, [need]: worth } of spans) {
    if (!worth) continue;
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      if (m[0] === '') re.lastIndex++;
      m.index += from;
      yield m;
    }
  }
}

/** The body of the block opened at `open` (a `{`): up to its matching `}`, at most {@link BODY_MAX} characters. */
function braceBody(text: string, open: number, max = BODY_MAX): [number, number] | undefined {
  let depth = 0;
  const stop = Math.min(text.length, open + max);
  for (let i = open; i < stop; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return [open + 1, i];
  }
  return undefined;
}

/** The body of a loop whose head ends at `headEnd`: braces, a Python indented block, or shell `do … done`. */
function loopBody(text: string, headStart: number, headEnd: number): [number, number] | undefined {
  // (`for {`, `loop {`: the head ends with the block's own brace)
  if (text[headEnd - 1] === '{') return braceBody(text, headEnd - 1);
  const rest = text.slice(headEnd, headEnd + 200);
  const brace = /^[^\n{;]*\{|^\s*\{/.exec(rest);
  if (/^\s*:/.test(rest) || /:\s*$/.test(text.slice(headStart, headEnd))) {
    // Python: the lines indented deeper than the head.
    const ls = text.lastIndexOf('\n', headStart - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(ls))![0].length;
    const first = text.indexOf('\n', headEnd);
    if (first < 0) return undefined;
    let end = first;
    for (let i = first + 1; i < text.length && i - first < BODY_MAX; ) {
      const le = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
      const line = text.slice(i, le);
      if (line.trim() && /^[ \t]*/.exec(line)![0].length <= indent) break;
      end = le;
      i = le + 1;
    }
    return end > first ? [first, end] : undefined;
  }
  // Ruby `loop do … end`: the next lines, up to the `end` at the head's indent.
  if (/\bloop\s+do$/.test(text.slice(headStart, headEnd))) {
    const ls = text.lastIndexOf('\n', headStart - 1) + 1;
    const indent = /^[ \t]*/.exec(text.slice(ls))![0];
    const close = new RegExp(String.raw`\n${indent}end\b`).exec(text.slice(headEnd, headEnd + BODY_MAX));
    return close ? [headEnd, headEnd + close.index] : [headEnd, Math.min(text.length, headEnd + 600)];
  }
  if (/\bdo\s*$/.test(text.slice(headStart, headEnd)) || /^\s*do\b/.test(rest)) {
    const done = /(?:^|[\s;])done\b/m.exec(text.slice(headEnd, headEnd + BODY_MAX));
    return done ? [headEnd, headEnd + done.index] : undefined;
  }
  if (brace) return braceBody(text, headEnd + brace[0].length - 1);
  // setInterval(fn, ms) / a one-line body
  const le = text.indexOf('\n', headEnd);
  return [headEnd, le < 0 ? text.length : le];
}

/** Fork bombs in `sf`: [start, end) of each. */
function forkBombs(sf: SentinelFile, code: readonly Span[], loops: readonly RegExpExecArray[]): Array<[number, number]> {
  const text = sf.info.text;
  const out: Array<[number, number]> = [];
  for (const m of matchesIn(code, FUNC, 'func')) {
    if (out.length >= 20) break;
    const name = m.groups?.n1 ?? /([^\s(){}|&;<>$"'`=]{1,60})$/.exec(text.slice(Math.max(0, m.index - 60), m.index))?.[1];
    if (!name || /^(?:if|for|while|function|catch|switch|return|else|do)$/.test(name)) continue;
    // Cheap first: the name must come back within a short body.
    const again = text.indexOf(name, m.index + m[0].length);
    if (again < 0 || again - m.index > 300) continue;
    const body = braceBody(text, m.index + m[0].length - 1, 400);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    if (inner.length > 300) continue;
    const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const self = new RegExp(String.raw`(?:^|[\s;&|({])${esc}(?=[\s;&|)}]|$)`, 'g');
    const calls = inner.match(self)?.length ?? 0;
    // Itself twice, piped or backgrounded (or started as a job): exponential processes.
    if (calls >= 2 && /[|&]|Start-Job|Start-Process/.test(inner) && !EXIT.test(inner.replace(/\|\||&&/g, ''))) {
      const start = m.groups?.n1 === undefined ? text.lastIndexOf(name, m.index) : m.index;
      out.push([start, body[1] + 1]);
    }
  }
  for (const m of matchesIn(code, BATCH, 'batch')) out.push([m.index, m.index + m[0].length]);
  for (const m of matchesIn(code, PERL, 'fork')) out.push([m.index, m.index + m[0].length]);
  for (const m of loops) {
    if (out.length >= 20) break;
    if (/setInterval/.test(m[0])) continue;
    const body = loopBody(text, m.index, m.index + m[0].length);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    if (FORK.test(inner) && !EXIT.test(inner)) out.push([m.index, Math.min(body[1], text.indexOf('\n', m.index + m[0].length) < 0 ? body[1] : body[1])]);
  }
  return out;
}

interface Flood {
  start: number;
  end: number;
  how: string[];
}

/** A burst of many requests per round: a counted loop, a sized array or range of at least {@link BURST_MIN}. */
const BURST =
  /\bfor\s*\([^)\n]*<=?\s*(\d{2,})|\brange\(\s*(?:0\s*,\s*)?(\d{2,})\s*\)|\bArray\(\s*(\d{2,})\s*\)|\{\s*length\s*:\s*(\d{2,})\s*\}|\b(\d{2,})\.times\b|\bseq\s+(?:1\s+)?(\d{2,})\b|\{1\.\.(\d{2,})\}|\b1\.\.(\d{2,})\b|\bi\s*<\s*(\d{2,})\s*;/;
const BURST_MIN = 50;
/** A counted loop whose bound is a variable: `i < conc`, `range(n)`, `n.times`, `1..n` (group 1–4: the name). */
const BOUND_VAR =
  /\bfor\s*\([^)\n;]*;\s*\w+\s*<=?\s*([A-Za-z_$][\w$.]*)\s*;|\brange\(\s*(?:0\s*,\s*)?([A-Za-z_][\w.]*)\s*\)|\b([A-Za-z_]\w*)\.times\b|\b(?:1|0)\.\.=?([A-Za-z_]\w*)\b/;

/**
 * The burst of a loop counted up to a variable: the largest number in the variable's value
 * (`conc = cfg.concurrency ?? 400`, `N = int(os.getenv("N", 500))`, `workers := 1000`); 0 if none.
 */
function boundBurst(text: string, inner: string, view?: SentinelView): number {
  const b = BOUND_VAR.exec(inner);
  const name = b && (b[1] ?? b[2] ?? b[3] ?? b[4]);
  if (!name || name.length > 60) return 0;
  const last = name.replace(/^.*\./, '');
  const set = new RegExp(String.raw`(?<![\w$.])(?:[\w$]+\.)?${last.replace(/\$/g, '\\$')}\b(?:\s*:\s*[\w<>\[\]]+)?\s*(?::=|=(?!=)|:)\s*([^\n;]{1,120})`, 'g');
  let max = 0;
  // (the value may come from a settings file of the skill: `conc = cfg.concurrency` ⏎ pinger.json `"concurrency": 400`)
  const key = /(?:\?\?|\|\||\bor\b|=)\s*[\w$]+(?:\.|\[\s*["'])(\w{3,})\b/.exec(
    new RegExp(String.raw`\b${last.replace(/\$/g, '\\$')}\b\s*(?::[^=\n]*)?=[^\n;]*`).exec(text)?.[0] ?? '',
  )?.[1];
  const keyed = key ? new RegExp(String.raw`["']?\b${key}\b["']?\s*[:=]\s*["']?(\d{2,6})\b`) : undefined;
  for (const m of text.matchAll(set)) for (const n of m[1].matchAll(/(?<![\w.])(\d{2,6})(?![\w.])/g)) max = Math.max(max, Number(n[1]));
  if (max < BURST_MIN && keyed && view)
    for (const f of view.files) {
      if (f.role !== 'data' || f.info.text.length > 20000) continue;
      const k = keyed.exec(f.info.text);
      if (k) max = Math.max(max, Number(k[1]));
    }
  return max;
}

/** A function that schedules itself again at once: `setImmediate(f)`, `process.nextTick(f)`, `setTimeout(f, 0)`, `.finally(f)`, `asyncio.ensure_future(f())`, `loop.call_soon(f)`, `threading.Timer(0, f)`. */
const RESCHEDULE = (n: string): RegExp =>
  new RegExp(
    String.raw`\b(?:setImmediate|process\.nextTick|queueMicrotask|requestAnimationFrame)\s*\(\s*${n}\b|\bsetTimeout\s*\(\s*${n}\s*(?:\)|,\s*(\d+)\s*\))|\.(?:then|finally)\s*\(\s*${n}\s*\)|\b(?:asyncio\.)?(?:ensure_future|create_task)\s*\(\s*${n}\s*\(|\bcall_soon(?:_threadsafe)?\s*\(\s*${n}\b|\bTimer\s*\(\s*[\d.]+\s*,\s*${n}\b`,
  );
/** The words of {@link RESCHEDULE}'s schedulers (plain substrings; all among the `flood` anchors). */
const SCHEDULERS = [
  'setImmediate',
  'nextTick',
  'setTimeout',
  'queueMicrotask',
  'requestAnimationFrame',
  '.then',
  '.finally',
  'ensure_future',
  'create_task',
  'call_soon',
  'Timer(',
];
/** Function definitions: JS `function f(`, `const f = (…) =>`, Python `def f(` (group 1–3: the name). */
const FUNC_DEF =
  /\bfunction\s+([A-Za-z_$][\w$]*)\s*\(|\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b[^\n{]*|\([^)\n]*\)\s*=>\s*|[A-Za-z_$][\w$]*\s*=>\s*)|\b(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/g;

/** The functions of `sf` with their bodies ([start, end)). */
function functions(text: string): Array<{ name: string; at: number; body: [number, number] }> {
  const out: Array<{ name: string; at: number; body: [number, number] }> = [];
  FUNC_DEF.lastIndex = 0;
  for (let m = FUNC_DEF.exec(text); m && out.length < 200; m = FUNC_DEF.exec(text)) {
    const name = m[1] ?? m[2] ?? m[3];
    const headEnd = m.index + m[0].length;
    let body: [number, number] | undefined;
    if (m[3]) {
      const close = text.indexOf(':', headEnd);
      body = close > 0 && close - headEnd < 300 ? loopBody(text, m.index, close + 1) : undefined;
    } else {
      const brace = text.indexOf('{', headEnd - 1);
      const nl = text.indexOf('\n', headEnd);
      body = brace >= 0 && (nl < 0 || brace < nl || brace - headEnd < 120) ? braceBody(text, brace) : undefined;
    }
    if (body) out.push({ name, at: m.index, body });
  }
  return out;
}

/** Endless request loops in `sf`. */
function floods(sf: SentinelFile, code: readonly Span[], loops: readonly RegExpExecArray[], view?: SentinelView): Flood[] {
  const text = sf.info.text;
  const out: Flood[] = [];
  let fns: ReturnType<typeof functions> | undefined;
  let requesters: RegExp | null | undefined;
  /** A request in `inner`: a request call, or a call to a function of the file that makes one. */
  const requests = (inner: string): boolean => {
    if (REQUEST.test(inner)) return true;
    // a call on a client or session object the file makes (`s = requests.Session()` … `s.get(u % x)`)
    for (const c of inner.matchAll(/\b([A-Za-z_]\w*)\.(?:get|post|head|request|put)\s*\(/g)) {
      if (new RegExp(String.raw`\b${c[1]}\s*(?::=|=)\s*(?:&\s*)?${CLIENT_CTOR}`).test(text)) return true;
    }
    fns ??= functions(text);
    if (requesters === undefined) {
      const names = fns.filter((f) => REQUEST.test(text.slice(f.body[0], f.body[1]))).map((f) => f.name.replace(/\$/g, '\\$'));
      requesters = names.length ? new RegExp(String.raw`(?<![\w$.])(?:${names.join('|')})\s*\(`) : null;
    }
    return requesters?.test(inner) === true;
  };
  const judge = (start: number, bodyStart: number, bodyEnd: number, interval: boolean, paced0?: boolean, needBurst = false): void => {
    const inner = text.slice(bodyStart, bodyEnd);
    if (!requests(inner) || EXIT.test(interval ? '' : inner)) return;
    const how: string[] = [];
    // setInterval(fn, N): paced unless N is under a second.
    const period = interval ? /,\s*(\d+)\s*\)/.exec(inner) : null;
    const paced = paced0 ?? (interval ? !period || Number(period[1]) >= 1000 : PAUSE.test(inner));
    if (!paced) how.push('no pause');
    if (UNAWAITED.test(inner)) how.push('not waited for');
    // The loop started by many workers: look at the lines just around its head.
    const around = text.slice(Math.max(0, start - 400), Math.min(text.length, bodyEnd + 300));
    if (PARALLEL.test(around)) how.push('parallel workers');
    if (CACHE_BUST.test(inner)) how.push('cache-busting');
    // Hundreds of requests fired per round, paced or not.
    const b = BURST.exec(inner);
    const burst = b ? Number(b.slice(1).find((x) => x !== undefined)) : boundBurst(text, inner, view);
    if (burst >= BURST_MIN) how.push(`${burst} requests per round`);
    if (needBurst && burst < BURST_MIN && !how.includes('parallel workers')) return;
    const flood = burst >= BURST_MIN || (paced ? how.includes('parallel workers') && how.includes('cache-busting') : how.length >= 2);
    if (!flood || out.some((f) => f.start === start)) return;
    const le = text.indexOf('\n', start);
    out.push({ start, end: le < 0 ? text.length : le, how });
  };
  for (const m of loops) {
    if (out.length >= 10) break;
    const interval = m[0].startsWith('setInterval');
    const body = loopBody(text, m.index, m.index + m[0].length);
    if (!body) continue;
    judge(m.index, body[0], interval ? Math.min(text.length, body[0] + 600) : body[1], interval);
  }
  // A function that schedules itself again (an endless loop written as callbacks).
  // (the `flood` anchors hold these words: looked for there, not through the whole text)
  if (code.some((c) => c.loop) && anchorHits(sf, 'flood').some((at) => SCHEDULERS.some((w) => text.startsWith(w, at)))) {
    fns ??= functions(text);
    for (const f of fns) {
      if (out.length >= 10) break;
      const inner = text.slice(f.body[0], f.body[1]);
      // (cheap first: a function that schedules itself names itself in its body)
      if (!inner.includes(f.name)) continue;
      const again = RESCHEDULE(f.name.replace(/\$/g, '\\$')).exec(inner);
      // (a poll that stops on a condition — `if (done) resolve(…) else setTimeout(check, 10)` — is no loop forever)
      if (!again || /\b(?:if|else|elif|unless|resolve|reject)\b/.test(inner)) continue;
      const paced = again[1] !== undefined ? Number(again[1]) >= 1000 : /\bTimer\s*\(\s*(?:[1-9]|0\.[5-9])/.test(again[0]) ? true : undefined;
      judge(f.at, f.body[0], f.body[1], false, paced ?? !!PAUSE.test(inner.replace(again[0], '')), true);
    }
  }
  return out;
}
