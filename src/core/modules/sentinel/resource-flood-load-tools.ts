/** sentinel/resource-flood: load-testing tools (wrk, hey, vegeta, locust …) run without end or at a scale no check needs. */
import type { SentinelView } from './view.ts';

/** Load-testing tools (their `flood` anchor words, as written). */
export const LOAD_TOOLS = ['wrk ', 'wrk2 ', 'hey ', 'ab -', 'oha ', 'vegeta attack', 'bombardier ', 'siege ', 'autocannon ', 'h2load ', 'locust ', 'k6 run'];
/** A run without end: a duration of zero (`-d0`, `--duration 0`, `-duration=0`, `-z 0`). */
const LOAD_ENDLESS = /(?:^|\s)(?:-d|--duration|-duration|-z|--time)(?:=|\s*)0+(?:\.0+)?(?:s|ms|m|h)?(?=\s|$)/;
/** A request count (`-n 100000000`, `--requests=1e9`, `-a`, `-r`, `--reps`): group 1. */
const LOAD_COUNT = /(?:^|\s)(?:-n|--requests|-requests|-a|--amount|-r|--reps|--iterations|-i)(?:=|\s*)(\d+(?:\.\d+)?(?:e\d+)?)(?=\s|$)/i;
/** Connections, workers or virtual users at once: group 1. */
const LOAD_CONN =
  /(?:^|\s)(?:-c|--connections|-connections|--concurrency|-concurrency|--clients|-workers|--workers|-max-workers|--vus|-u|--users)(?:=|\s*)(\d+)(?=\s|$)/;
/** A rate per second (`-rate=2000`, `-q 5000`): group 1 (0: as fast as it goes). */
const LOAD_RATE = /(?:^|\s)(?:-rate|--rate|-q|-R|--qps)(?:=|\s*)(\d+)(?:\/s)?(?=\s|$)/;
/** A client address made up per request: a forwarding header with a random value. */
export const SPOOF_HEADER = /\b(?:X-Forwarded-For|X-Real-IP|X-Client-IP|X-Originating-IP|X-Remote-(?:IP|Addr)|CF-Connecting-IP|True-Client-IP)\b/i;
export const RANDOM = /\brandom\b|\brand(?:int|range)?\s*\(|Math\.random|\$RANDOM|Get-Random|\brandom\.|\bfaker\b/i;

/**
 * A load tool's command at `at` that runs without end or for millions of requests, with hundreds
 * of connections, a high rate, or a script of the skill that spoofs client addresses or busts caches.
 */
export function loadToolFlood(view: SentinelView, text: string, at: number, tool: string): { end: number; how: string[] } | undefined {
  // the command: one line (the view has blanked its continuations, view-continued.ts); a command is short,
  // so a minified line is read no further than its first few hundred characters
  let end = text.indexOf('\n', at);
  if (end < 0 || end - at > 600) end = Math.min(text.length, at + 600);
  const cmd = ` ${text.slice(at, end)}`;
  // (the user's own machine: a local benchmark floods nobody else)
  if (
    /\bhttps?:\/\/(?:localhost|127\.|0\.0\.0\.0|\[::1\]|host\.docker\.internal)/i.test(cmd) &&
    !/\bhttps?:\/\/(?!localhost|127\.|0\.0\.0\.0|\[::1\]|host\.docker\.internal)/i.test(cmd)
  )
    return undefined;
  const how: string[] = [];
  const count = LOAD_COUNT.exec(cmd);
  // (vegeta attacks until stopped unless given a duration)
  const endless =
    LOAD_ENDLESS.test(cmd) ||
    (tool === 'vegeta attack' && !/-duration\b/.test(cmd)) ||
    (tool === 'siege ' && !/(?:^|\s)-(?:t|r|-time|-reps)\b/.test(cmd)) ||
    // (a headless locust runs until stopped unless given a run time)
    (tool === 'locust ' && /--headless\b/.test(cmd) && !/(?:^|\s)(?:-t|--run-time)\b/.test(cmd));
  if (endless) how.push('no end');
  else if (count && Number(count[1]) >= 1e6) how.push(`${Number(count[1]).toLocaleString('en')} requests`);
  else return undefined;
  const conn = LOAD_CONN.exec(cmd);
  if (conn && Number(conn[1]) >= 100) how.push(`${conn[1]} connections`);
  const rate = LOAD_RATE.exec(cmd);
  if (rate && Number(rate[1]) >= 1000) how.push(`${rate[1]} requests a second`);
  // the scripts it runs (`-s rotate.lua`) or any script of the skill: spoofed addresses, cache-busting
  for (const f of view.files) {
    if (f.role !== 'script' || f.info.text.length > 50000) continue;
    const t = f.info.text;
    const h = SPOOF_HEADER.exec(t);
    if (h && !how.includes('spoofed client address')) {
      const ls = t.lastIndexOf('\n', h.index) + 1;
      const le = t.indexOf('\n', h.index);
      if (RANDOM.test(t.slice(ls, le < 0 ? t.length : le))) how.push('spoofed client address');
    }
    if (
      !how.includes('cache-busting') &&
      /\bwrk\.format\b|\bhttp\.(?:request|get)\b/.test(t) &&
      /[?&][\w-]{1,12}=["']?\s*\.\.\s*math\.random|[?&][\w-]{1,12}=\$\{?(?:RANDOM|Math\.random)/.test(t)
    )
      how.push('cache-busting');
  }
  return how.length >= 2 ? { end, how } : undefined;
}
