/** sentinel/resource-flood: fork bombs in any name and language (self-piping functions, `%0|%0`, `fork while fork`, endless forks). */
import type { SentinelFile } from './view.ts';
import { braceBody } from './code-text.ts';
import { EXIT, loopBody, matchesIn, type Span } from './resource-flood-code.ts';
import { esc } from './lib/fetch-run-args.ts';

/** A function definition: shell `NAME() {`, `function NAME {`, PowerShell `function NAME {`; group `n`: the name. */
const FUNC = /\bfunction\s+(?<n1>[^\s(){}|&;<>]+)\s*(?:\(\s*\))?\s*\{|\(\s*\)\s*\{/g;
const BATCH = /%0\s*\|\s*%0/g;
/** A JavaScript function definition with parameters (group 1: the name). */
const JS_FUNC = /\b(?:async\s+)?function\s+([A-Za-z_$][\w$]*)\s*\([^)\n]*\)\s*\{/g;
const PERL = /\bfork\s+while\s+fork\b/g;
/** A handler run when a process ends (Node's `cluster.on("exit", …)`, `child.on('close', …)`), its body opened by `{`. */
const RESPAWN = /\.on\(\s*["'](?:exit|close|disconnect)["']\s*,\s*(?:(?:async\s+)?\([^)\n]*\)\s*=>|(?:async\s+)?function\s*\w*\s*\([^)\n]*\))\s*\{/g;

/** A fork or a self-spawn. */
const FORK =
  /\bos\.fork\s*\(|(?<![\w.])fork\s*\(\s*\)|\bchild_process\.fork\s*\(|\bfork\s*\(\s*(?:__filename|process\.argv\[1\])|\bspawn\s*\(\s*process\.(?:execPath|argv\[0\])|\bPopen\s*\(\s*\[\s*sys\.executable\s*,\s*(?:__file__|sys\.argv\[0\])|\bmultiprocessing\.Process\s*\([^\n]*\)\s*\.start\s*\(|\bStart-Process\s+(?:powershell|pwsh)[^\n]*\$(?:PSCommandPath|MyInvocation)|\$0\s*&/;

/** An endless loop: `while true`, `while :`, `while (1)`, `for (;;)`, `loop {`, `while ($true)`. */
const ENDLESS = /\bwhile[ \t]*(?:true|:|\(\s*(?:1|true|\$true)\s*\)|\[\s*1\s*\])|\bfor[ \t]*\(\s*;\s*;\s*\)|\bloop[ \t]*\{|\buntil[ \t]+false\b/;

/** A loop on one name (`while n:`, `while (alive) {`, `while [ "$n" ]; do`); group 1: the name. */
const WHILE_NAME = /\bwhile[ \t]*(?:\([ \t]*|\[[ \t]*"?\$)?([A-Za-z_]\w*)"?[ \t]*(?:[)\]][ \t]*)?(?::|\{|;?[ \t]*do\b)/g;

/** The parent waits for or joins its children: a bounded pool, not a bomb. */
const WAITS = /\b(?:os\.)?wait(?:pid|4)?\s*\(|\.join\s*\(|\bWait-Process\b|\bwait\b(?![-\w])/;

/** `name` is assigned outside the loop `body` more than once (its start value and a change elsewhere, a handler's `running = False`). */
function changedElsewhere(text: string, name: string, body: [number, number]): boolean {
  const re = new RegExp(String.raw`(?<![\w.$])\$?${esc(name)}\s*(?:[-+*/%|&^]?=(?!=))`, 'g');
  let n = 0;
  for (const m of text.matchAll(re)) if ((m.index ?? 0) < body[0] || (m.index ?? 0) >= body[1]) n++;
  return n >= 2;
}

/** Whether `body` changes `name` (an assignment, `+=`, `--`, `del`, `unset`). */
function changes(body: string, name: string): boolean {
  const n = esc(name);
  return new RegExp(
    String.raw`(?<![\w.$])\$?${n}\s*(?:[-+*/%|&^]?=(?!=)|\+\+|--)|(?:\+\+|--)\s*\$?${n}\b|\b(?:del|unset)\s+\$?${n}\b|\blet\s+["']?${n}\b`,
  ).test(body);
}

/** Fork bombs in `sf`: [start, end) of each. */
export function forkBombs(sf: SentinelFile, code: readonly Span[], loops: readonly RegExpExecArray[]): Array<[number, number]> {
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
    const self = new RegExp(String.raw`(?:^|[\s;&|({])${esc(name)}(?=[\s;&|)}]|$)`, 'g');
    const calls = inner.match(self)?.length ?? 0;
    // Itself twice, piped or backgrounded (or started as a job): exponential processes; or once in the background inside an
    // endless loop of its own body (`worker() { while true; do …; worker & done }`): every copy starts copies without end.
    const looped =
      calls >= 1 && ENDLESS.test(inner) && new RegExp(String.raw`(?:^|[\s;({])${esc(name)}(?:\s+[^\n;&|>]*)?\s*(?<![>&\d])&(?![&>\d])`).test(inner);
    if ((looped || (calls >= 2 && /[|&]|Start-Job|Start-Process/.test(inner))) && !EXIT.test(inner.replace(/\|\||&&/g, ''))) {
      const start = m.groups?.n1 === undefined ? text.lastIndexOf(name, m.index) : m.index;
      out.push([start, body[1] + 1]);
    }
  }
  // A JavaScript worker that starts another copy of itself, not awaited, inside its own endless loop (`async function
  // worker(id) { for (;;) { … if (fast) worker(++n); } }`): every copy starts copies, without end.
  for (const m of matchesIn(code, JS_FUNC, 'loop')) {
    if (out.length >= 20) break;
    const name = m[1];
    const body = braceBody(text, m.index + m[0].length - 1, 3000);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    if (!ENDLESS.test(inner) || EXIT.test(inner)) continue;
    const self = new RegExp(String.raw`(?<![\w.$]|await\s|return\s|yield\s)${esc(name)}\s*\(`);
    if (self.test(inner)) out.push([m.index, body[1] + 1]);
  }
  for (const m of matchesIn(code, BATCH, 'batch')) out.push([m.index, m.index + m[0].length]);
  // A batch file that starts copies of itself in a `:label` … `goto label` loop (`start "" cmd /c "%~f0"`)
  if (/\.(?:bat|cmd)$/i.test(sf.file.path) && /%~?f?0\b/i.test(text))
    for (const m of text.matchAll(/^[ \t]*:([A-Za-z_][\w-]*)[ \t]*$/gm)) {
      const rest = text.slice(m.index, m.index + 1500);
      const back = new RegExp(String.raw`^[ \t]*goto[ \t]+:?${esc(m[1])}\b`, 'im').exec(rest);
      if (!back) continue;
      const body = rest.slice(0, back.index);
      // (a copy waited for — `start /wait` — runs one at a time; a copy sent by its argument to a branch outside the loop is a worker)
      const starts = [...body.matchAll(/^[^\n]*\bstart\b[^\n]*["' ]%~?(?:[dpnx]*f)?0\b[^\n]*$/gim)].filter((l) => !/\s\/wait\b/i.test(l[0]));
      const loops = starts.filter((l) => {
        const arg = /%~?(?:[dpnx]*f)?0["']?\s+(\w+)/i.exec(l[0])?.[1];
        const to = arg ? new RegExp(String.raw`if\s+(?:\/i\s+)?"?%~?1"?\s*==\s*"?${esc(arg)}"?\s+goto\s+:?(\w+)`, 'i').exec(text)?.[1] : undefined;
        return !to || to.toLowerCase() === m[1].toLowerCase();
      });
      if (loops.length && !/^[ \t]*(?:exit\b|goto[ \t]+:?eof\b)/im.test(body)) out.push([m.index, m.index + back.index + back[0].length]);
    }
  for (const m of matchesIn(code, PERL, 'fork')) out.push([m.index, m.index + m[0].length]);
  // A handler that replaces each process that exits with two (`cluster.on("exit", () => { cluster.fork(); cluster.fork(); })`):
  // the count doubles with every exit, without end.
  for (const m of matchesIn(code, RESPAWN, 'fork')) {
    if (out.length >= 20) break;
    const body = braceBody(text, m.index + m[0].length - 1, 600);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    if ((inner.match(/\bfork\s*\(/g)?.length ?? 0) >= 2 && !EXIT.test(inner)) out.push([m.index, body[1] + 1]);
  }
  for (const m of loops) {
    if (out.length >= 20) break;
    if (/setInterval/.test(m[0])) continue;
    const body = loopBody(text, m.index, m.index + m[0].length);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    if (FORK.test(inner) && !EXIT.test(inner)) out.push([m.index, body[1]]);
  }
  // A loop on a name its body never changes is endless too; with a fork inside, every child runs it again.
  for (const m of matchesIn(code, WHILE_NAME, 'fork')) {
    if (out.length >= 20) break;
    if (out.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const body = loopBody(text, m.index, m.index + m[0].length);
    if (!body) continue;
    const inner = text.slice(body[0], body[1]);
    // (a supervisor waits for its children, and a flag set elsewhere — a signal handler's `running = False` — ends it)
    if (FORK.test(inner) && !EXIT.test(inner) && !WAITS.test(inner) && !changes(inner, m[1]) && !changedElsewhere(text, m[1], body))
      out.push([m.index, body[1]]);
  }
  return out;
}
