/** sentinel/resource-flood: endless request loops (unpaced, unawaited, parallel, cache-busting or bursting) and the request helpers they call. */
import { anchorHits, type SentinelFile, type SentinelView } from './view.ts';
import { EXIT, functions, loopBody, type Span } from './resource-flood-code.ts';
import { RANDOM, SPOOF_HEADER } from './resource-flood-load-tools.ts';

/** A network request in a loop body. */
const REQUEST =
  /\bcurl_(?:multi_)?exec\s*\(|\b(?:undici\.)?request\s*\(\s*(?:\x60|["']https?:\/\/)|\bsendAsync\s*\(|\.openConnection\s*\(\s*\)|\b(?:got|needle|superagent)(?:\.\w+)?\s*\(|\b(?:fetch|axios(?:\.\w+)?|https?\.(?:get|request)|requests\.(?:get|post|put|head|request)|session\.(?:get|post|head)|httpx\.(?:get|post|AsyncClient)|client\.(?:get|post)|urlopen|aiohttp|curl|wget|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|WebClient|ab\s+-n|hey\s+-n)\b\s*[(\s`'"]|\b(?:agent|lib|proto|transport|mod|client|http_?client|conn)\.(?:get|request|head)\s*\(|\bNet::HTTP\.(?:get|get_response|start)\b|\b[A-Za-z_]\w*\.(?:get|post|head|request|Get|Post|Head)\s*\(\s*[*&]?(?:url|u|uri|target|endpoint|site|addr)\s*[,)]|\bhttp\.(?:Get|Post|Head)\(|\b(?:cl|c|hc|\w*[Cc]lient)\.(?:Get|Post|Head|Do)\(|\b(?:reqwest|ureq)::(?:get|post)\s*\(|\bHttpClient\b[^\n]*\.(?:GetAsync|PostAsync|SendAsync)\b|\b\w+\.(?:GetAsync|PostAsync|SendAsync|GetStringAsync)\s*\(|\bURI\.open\b|\bHttpRequest\.newBuilder\b/;

/** Constructors of HTTP clients and sessions, in any language. */
const CLIENT_CTOR = String.raw`(?:requests\.Session|httpx\.(?:Async)?Client|aiohttp\.ClientSession|urllib3\.PoolManager|http\.Client\b|axios\.create|new\s+HttpClient|reqwest::(?:blocking::)?Client::new|Faraday\.new|Net::HTTP\.new)`;

/** A pause between requests. */
/** (a pause of nothing — `asyncio.sleep(0)`, `Start-Sleep 0`, `Task.Delay(0)` — only yields, between bursts it paces nothing) */
const PAUSE =
  /\b(?:sleep|time\.sleep|asyncio\.sleep|Start-Sleep|setTimeout|delay|wait|Thread\.sleep|usleep|time\.Sleep|Thread\.Sleep|Task\.Delay)\b(?!\s*\(\s*0(?:\.0*)?\s*\)|\s+(?:-(?:s|Seconds|Milliseconds|m)\s+)?0(?![\d.]))/;
/** A line's trailing comment (`// …`, `# …` after a space or at the line's start): words there are no code (`// no wait: keep the pipe full`). */
const COMMENT = /(?:^|[ \t])(?:\/\/|#(?![!{\[(]))[^\n]*/gm;
/**
 * A request not waited for: a JS promise left running, a shell request sent to the background, a
 * goroutine, thread or task per request (Go `go f()`, Rust `thread::spawn` / `tokio::spawn`, Java
 * `new Thread(…).start()` / `executor.submit(…)` / `CompletableFuture.runAsync`, C# `Task.Run` /
 * `ThreadPool.QueueUserWorkItem`, Python `threading.Thread(…).start()` / `pool.submit(…)`, Kotlin `launch {`).
 */
const UNAWAITED =
  /\bgo\s+(?:func\b|[\w.]+\()|\bThread\.new\b|\b(?:tokio|task|thread)::spawn\b|\bspawn_blocking\b|\bStart-(?:Thread)?Job\b|-AsJob\b|\bnew\s+Thread\s*\([^\n]*\)\s*\.start\s*\(|\bThread\s*\([^\n]*\)\s*\.start\s*\(|\b\w*(?:executor|pool|Executor|Pool|exec|ex|es)\.(?:submit|execute)\s*\(|\bCompletableFuture\.(?:runAsync|supplyAsync)\b|\bTask\.(?:Run|Factory\.StartNew)\b|\bThreadPool\.QueueUserWorkItem\b|(?:\bGlobalScope\.|\bscope\.|^\s*)launch\s*(?:\([^\n]*\))?\s*\{|\bThread\.ofVirtual\(\)\.start\b|(?<!await\s)(?<!return\s)(?<![=]\s)\b(?:fetch|axios(?:\.\w+)?|got)\s*\([^\n]*\)\s*\.catch\s*\(|(?:curl|wget)\b[^\n]*&\s*$/m;
/** A shell command sent to the background (`send &`, `do hit "$u" & done`), not `&&`. */
const BACKGROUND = /[^&|>]&[ \t]*(?:$|;|\bdone\b)/m;
/** Random parameters that defeat the target's cache. */
const CACHE_BUST =
  /Math\.random\(\)|\bmath\.random\s*\(|\bos\.urandom\s*\(|\bsecrets\.token_\w+\s*\(|\brand\.(?:Int\w*|Uint\w*)\s*\(|\bSecureRandom\b|Date\.now\(\)|crypto\.randomUUID|uuid(?:4|\.uuid4)?\s*\(|random\.(?:random|randint|choice|getrandbits)\s*\(|\$RANDOM|\btime\.time\(\)|Get-Random|[?&]_=\$?\{/;
/** Many workers running the loop at once. */
const PARALLEL =
  /\bfor\s*\([^)\n]*<\s*(?:\w*workers?\w*|\w*concurrency\w*|\w*threads?\w*|\d{2,})|\brange\(\s*(?:\w*workers?\w*|\w*threads?\w*|\d{2,})\s*\)|ThreadPoolExecutor|Promise\.all\s*\(\s*Array|Array\.from\s*\(\s*\{\s*length|xargs\s+-P\s*\d|\bthreading\.Thread\b|asyncio\.gather|\bworkers\b|\bcreate_task\b|ForEach-Object\s+-Parallel|-ThrottleLimit\b|\bcluster\.fork\b|\bnew\s+Worker\s*\(|\bcurl_multi_exec\b/i;

export interface Flood {
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

/**
 * Request functions imported by name from an HTTP library (`import { request } from "undici"`,
 * `const { fetch: get } = require("node-fetch")`, `from requests import get as fetch_page`): the
 * local names, called bare in a loop body.
 */
function importedRequesters(text: string): string[] {
  if (!/\b(?:undici|node-fetch|got|ky|axios|superagent|needle|requests|httpx|urllib3)\b/.test(text)) return [];
  const out: string[] = [];
  const lib = String.raw`["'](?:undici|node-fetch|got|ky|axios|superagent|needle)["']`;
  for (const m of text.matchAll(
    new RegExp(String.raw`\bimport\s*\{([^}]{1,300})\}\s*from\s*${lib}|\b(?:const|let|var)\s*\{([^}]{1,300})\}\s*=\s*require\s*\(\s*${lib}\s*\)`, 'g'),
  ))
    for (const part of (m[1] ?? m[2]).split(','))
      if (/^\s*(?:request|fetch|get|post|stream)\b/.test(part))
        out.push(
          part
            .trim()
            .split(/\s+as\s+|\s*:\s*/)
            .at(-1)!,
        );
  for (const m of text.matchAll(/^[ \t]*from\s+(?:requests|httpx)\s+import\s+([^\n(]{1,200})/gm))
    for (const part of m[1].split(','))
      if (/^\s*(?:get|post|head|request)\b/.test(part))
        out.push(
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1)!,
        );
  return out.filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
}

/** A name multiplied in place (`n *= 2`, `n <<= 1`, `n = n * 2`, `n += n`; group 1: the name). */
const MULTIPLIED = /(?<![\w$.])([A-Za-z_$][\w$]{0,40})\s*(?:\*=\s*[2-9]\b|<<=\s*[1-9]\b|=\s*\1\s*\*\s*[2-9]\b|\+=\s*\1\b)/g;

/**
 * The loop's count of requests at once multiplied each round (`n *= 2`, `workers = workers * 2`, `n <<= 1`) with no
 * bound: the load grows without end. The count is the bound of a loop in the body (`for (i < n)`, `range(n)`), the size
 * of a batch fired together (`{ length: n }`, `Array(n)`, `slice(i, i + n)`, `i += n`) or a name that says so (`conc`,
 * `concurrency`, `parallel`, `workers`, `connections`, `rate`).
 */
function growsWorkers(inner: string): boolean {
  const b = BOUND_VAR.exec(inner);
  const bound = b && (b[1] ?? b[2] ?? b[3] ?? b[4])?.replace(/^.*\./, '');
  MULTIPLIED.lastIndex = 0;
  for (let m = MULTIPLIED.exec(inner); m; m = MULTIPLIED.exec(inner)) {
    const name = m[1];
    const n = name.replace(/\$/g, '\\$');
    // (a count kept under a cap grows no further: `n = Math.min(n * 2, 8)`, `if (n > 8) n = 8`, `n = min(n * 2, MAX)`)
    if (new RegExp(String.raw`\b${n}\s*=\s*(?:Math\.)?min\s*\(|\bif\s*\(?\s*${n}\s*>=?\s*[\w.]+\s*\)?\s*:?\s*\{?\s*${n}\s*=`).test(inner)) continue;
    if (name === bound || /conc|parallel|worker|thread|connection|sockets?$|rate$|rps$|qps$|fan_?out|burst/i.test(name)) return true;
    if (new RegExp(String.raw`\blength\s*:\s*${n}\b|\bArray\(\s*${n}\s*\)|\bslice\([^()\n]*\+\s*${n}\s*\)|\+=\s*${n}\b(?!\s*\*)`).test(inner)) return true;
  }
  return false;
}

/** A pause written in the loop of under five seconds (`asyncio.sleep(1)`, `Start-Sleep 2`, `setTimeout(r, 500)`); none read: false. */
function shortPause(inner: string): boolean {
  const s = /\b(?:asyncio\.|time\.)?sleep\s*\(\s*([\d.]+)\s*\)|\bStart-Sleep\s+(?:-s(?:econds)?\s+)?([\d.]+)\b|\bsleep\s+([\d.]+)\b/i.exec(inner);
  if (s) return Number(s[1] ?? s[2] ?? s[3]) < 5;
  const ms = /\bsetTimeout\s*\([^,\n]*,\s*(\d+)\s*\)|\b(?:Task\.Delay|Thread\.sleep)\s*\(\s*(\d+)\s*\)|\bStart-Sleep\s+-(?:m|Milliseconds)\s+(\d+)/i.exec(
    inner,
  );
  return ms ? Number(ms[1] ?? ms[2] ?? ms[3]) < 5000 : false;
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
/** Per script: the names of its functions that make a request (found once). */
const requesterMemo = new WeakMap<SentinelFile, Set<string>>();
function requestersOf(o: SentinelFile): Set<string> {
  let names = requesterMemo.get(o);
  if (!names) {
    const ot = o.info.text;
    names = new Set(
      functions(ot)
        .filter((f) => REQUEST.test(ot.slice(f.body[0], f.body[1])))
        .map((f) => f.name),
    );
    requesterMemo.set(o, names);
  }
  return names;
}

/** Whether `inner` calls a function that another script of the skill defines and that makes a request. */
function otherRequester(view: SentinelView, sf: SentinelFile, inner: string): boolean {
  const called = new Set<string>();
  for (const c of inner.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]{2,})\s*\(/g)) {
    called.add(c[1]);
    if (called.size >= 20) break;
  }
  if (!called.size) return false;
  let known = definedMemo.get(view);
  if (!known) definedMemo.set(view, (known = new Map()));
  for (const n of called) {
    // (each name looked up once per skill: which script defines it as a function that makes a request)
    let file = known.get(n);
    if (file === undefined) {
      file = null;
      for (const o of view.files) {
        if (o.role !== 'script' || o.info.text.length > 100000) continue;
        const ot = o.info.text;
        if (
          !(
            ot.includes(`def ${n}`) ||
            ot.includes(`function ${n}`) ||
            ot.includes(`${n} =`) ||
            ot.includes(`func ${n}`) ||
            ot.includes(`fn ${n}`) ||
            ot.includes(` ${n}(`)
          )
        )
          continue;
        if (requestersOf(o).has(n)) {
          file = o;
          break;
        }
      }
      known.set(n, file);
    }
    if (file && file !== sf) return true;
  }
  return false;
}
/** Per skill: each called name and the script whose request-making function it is (null: none). */
const definedMemo = new WeakMap<SentinelView, Map<string, SentinelFile | null>>();

/** Endless request loops in `sf`. */
/** A call of one of `names` (a pattern): `name(` or the name handed to a call, and in shell also the bare name in command position (`send &`, `do send; done`). */
function callOf(names: string, shell: boolean): string {
  // (also handed over to be called: `Promise.all(Array.from({ length: n }, sendOne))`, `pool.map(hit, urls)`)
  const call = String.raw`(?<![\w$.])(?:${names})\s*\(|[(,]\s*(?:${names})\s*[,)]`;
  return shell ? String.raw`${call}|(?:^|[;&|({]|\bdo|\bthen)[ \t]*(?:${names})(?=[ \t;&|)]|$)` : call;
}

export function floods(sf: SentinelFile, code: readonly Span[], loops: readonly RegExpExecArray[], view?: SentinelView): Flood[] {
  const text = sf.info.text;
  const out: Flood[] = [];
  // (a shell function is called by its bare name: `send &`, `do send; done`)
  const shell = sf.role === 'script' && sf.lang === 'sh';
  let fns: ReturnType<typeof functions> | undefined;
  let requesters: RegExp | null | undefined;
  let imported: string[] | undefined;
  /** A request in `inner`: a request call, or a call to a function of the file that makes one. */
  const requests = (inner: string): boolean => {
    if (REQUEST.test(inner)) return true;
    // (a request function imported by name and called bare: `request(bust, …)` from undici)
    imported ??= importedRequesters(text);
    if (imported.length && new RegExp(String.raw`(?<![\w$.])(?:${imported.map((n) => n.replace(/\$/g, '\\$')).join('|')})\s*\(`).test(inner)) return true;
    // a call on a client or session object the file makes (`s = requests.Session()` … `s.get(u % x)`)
    for (const c of inner.matchAll(/\b([A-Za-z_]\w*)\.(?:get|post|head|request|put)\s*\(/g)) {
      if (new RegExp(String.raw`\b${c[1]}\s*(?::=|=)\s*(?:&\s*)?${CLIENT_CTOR}`).test(text)) return true;
    }
    fns ??= functions(text);
    if (requesters === undefined) {
      const names = fns.filter((f) => REQUEST.test(text.slice(f.body[0], f.body[1]))).map((f) => f.name.replace(/\$/g, '\\$'));
      requesters = names.length ? new RegExp(callOf(names.join('|'), shell), 'm') : null;
    }
    if (requesters?.test(inner)) return true;
    // (a helper of another script of the skill: `from net import hit`, `require('./net').hit`)
    return view !== undefined && otherRequester(view, sf, inner);
  };
  /** The bodies of the file's functions that `inner` calls, and of those they call (two levels, 4,000 characters at most). */
  let callRe: RegExp | null | undefined;
  let byName: Map<string, ReturnType<typeof functions>[number]> | undefined;
  const calledBodies = (inner: string): string => {
    fns ??= functions(text);
    if (callRe === undefined) {
      callRe = fns.length ? new RegExp(callOf(`(${fns.map((f) => f.name.replace(/\$/g, '\\$')).join('|')})`, shell), 'gm') : null;
      byName = new Map(fns.map((f) => [f.name, f]));
    }
    if (!callRe || !byName) return '';
    let out = '';
    let level = inner;
    const seen = new Set<string>();
    for (let depth = 0; depth < 2 && out.length < 4000; depth++) {
      let next = '';
      for (const c of level.matchAll(callRe)) {
        const f = byName.get(c[1] ?? c[2] ?? c[3]);
        if (!f || seen.has(f.name)) continue;
        seen.add(f.name);
        next += `\n${text.slice(f.body[0], Math.min(f.body[1], f.body[0] + 2000))}`;
      }
      if (!next) break;
      out += next;
      level = next;
    }
    return out.slice(0, 4000);
  };
  const judge = (start: number, bodyStart: number, bodyEnd: number, interval: boolean, paced0?: boolean, needBurst = false): void => {
    // (comments are no code: `// no wait`, `# break on error?` neither pace nor end the loop)
    const raw = text.slice(bodyStart, bodyEnd);
    const inner = raw.includes('//') || raw.includes('#') ? raw.replace(COMMENT, '') : raw;
    // setInterval(fn, N): paced unless N is under a second.
    const period = interval ? /,\s*(\d+)\s*\)/.exec(inner) : null;
    const paced = paced0 ?? (interval ? !period || Number(period[1]) >= 1000 : PAUSE.test(inner));
    // (a way out ends the loop, unless the load inside it doubles unpaced on the way: `for (;;) { … if (r.status === 429)
    // { n *= 2; await Promise.all(Array.from({ length: n }, …)) } … if (done) return … }` floods before it returns)
    if (EXIT.test(interval ? '' : inner) && (interval || paced || !growsWorkers(inner))) return;
    const how: string[] = [];
    if (!paced) how.push('no pause');
    if (UNAWAITED.test(inner) || (shell && BACKGROUND.test(inner))) how.push('not waited for');
    // The loop started by many workers: look at the lines just around its head.
    const around = text.slice(Math.max(0, start - 400), Math.min(text.length, bodyEnd + 300));
    if (PARALLEL.test(around)) how.push('parallel workers');
    if (CACHE_BUST.test(inner)) how.push('cache-busting');
    if (SPOOF_HEADER.test(inner) && RANDOM.test(inner)) how.push('spoofed client address');
    // Hundreds of requests fired per round, paced or not (also in the helpers the body calls: `for (;;) await round()`).
    const b = BURST.exec(inner);
    let burst = b ? Number(b.slice(1).find((x) => x !== undefined)) : boundBurst(text, inner, view);
    let deep = '';
    if (burst < BURST_MIN && !interval && (deep = calledBodies(inner))) {
      const d = BURST.exec(deep);
      burst = d ? Number(d.slice(1).find((x) => x !== undefined)) : boundBurst(text, deep, view);
    }
    if (burst >= BURST_MIN) how.push(`${burst} requests per round`);
    // (workers started each round and their number doubled: `for _ in range(n): create_task(worker())` … `n *= 2`)
    // (a pause of seconds between rounds only slows it: doubling every second is a flood; every half minute, a ramp a run ends)
    const grows = !interval && burst < BURST_MIN && growsWorkers(inner) && (!paced || shortPause(inner));
    if (grows) how.push('workers doubled each round');
    if (needBurst && burst < BURST_MIN && !how.includes('parallel workers')) return;
    const flood =
      burst >= BURST_MIN ||
      grows ||
      (paced ? how.includes('parallel workers') && (how.includes('cache-busting') || how.includes('spoofed client address')) : how.length >= 2);
    // (the costlier test last: a request in the body, or in a helper it calls)
    if (!flood || out.some((f) => f.start === start) || !(requests(inner) || (deep !== '' && requests(deep)))) return;
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
