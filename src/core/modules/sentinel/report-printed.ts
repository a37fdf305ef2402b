/**
 * A hit inside text a script only prints (sentinel report.ts `judgmentReason`, reason `printed`): `echo "curl … | sh"` is a
 * message, unless the message goes on to a pipe or a file, or stands in a shell group whose output does (`{` ⏎
 * `echo "registry=…"` ⏎ `} > .npmrc`).
 */
import { walkCode } from './code-text.ts';
import { odd } from './lib/open-quote.ts';
import type { Lang } from './view.ts';

/**
 * `echo "…"`, `print(f"…")`, `err "…"`, `console.log('…')` with the hit inside the string; an auditor's finding too, a
 * `report(…)` whose first argument is a severity and whose text argument holds the hit (`report("HIGH", where,
 * "strict-ssl=false …")`) — not any call named like one (`report("setup", "curl … | bash")` runs it).
 */
const PRINTED_LEAD =
  /^\s*(?:[>&\d]*\s*)?[\w$.]*(?:echo|printf|print|puts|say|warn|err|error|die|fail|info|note|hint|log|msg|usage|Write-Host|Write-Output|Write-Warning|Write-Error)\w*\s*\(?\s*[frbu]{0,2}["'`]|^\s*(?:[\w$]+\.)?report\s*\(\s*["'](?:HIGH|MEDIUM|LOW|CRITICAL|WARN(?:ING)?|INFO|ERROR|OK|FAIL|PASS)["']\s*,\s*(?:(?:[\w$.]+|[frbu]{0,2}"[^"\n]*"|[frbu]{0,2}'[^'\n]*')\s*,\s*){0,2}[frbu]{0,2}["'`]/i;

export function isPrinted(before: string, lang: Lang, after = ''): boolean {
  // The hit's own statement: after the last `;`, `&&`, `||`, `{` outside quotes (`[[ … ]] || { echo "…"; exit 1; }`).
  let from = 0;
  walkCode(before, 0, (ch, i) => {
    if (ch === ';' || ch === '{' || ((ch === '&' || ch === '|') && before[i - 1] === ch)) from = i + 1;
    return undefined;
  });
  if (!PRINTED_LEAD.test(before) && !(from > 0 && PRINTED_LEAD.test(before.slice(from)))) return false;
  // `echo "$(curl … | sh)"` runs the substitution: not a mere message.
  const own = before.slice(from);
  if (own.includes('$(') || ((lang === 'sh' || lang === 'any') && own.includes('`'))) return false;
  const q = odd(before, '"') ? '"' : odd(before, "'") ? "'" : odd(before, '`') ? '`' : '';
  if (!q) return false;
  // The message goes on to a pipe or a file (`(crontab -l; echo "* * * * * curl … | sh") | crontab -`): not printed.
  let close = -1;
  for (let i = 0; i < after.length; i++) {
    if (after[i] === '\\') i++;
    else if (after[i] === q) {
      close = i;
      break;
    }
  }
  return close < 0 || !PIPED_ON.test(after.slice(close + 1));
}

/**
 * Whether the line [ls, le) stands in a shell group whose output goes to a file or a pipe: `{` ⏎ `echo "registry=…"` ⏎
 * `} > .npmrc` (what it echoes is written, not printed). Forty lines either way at most.
 */
export function groupWritten(text: string, ls: number, le: number): boolean {
  let open = false;
  for (let i = ls - 1, n = 0; i > 0 && n < 40; n++) {
    const ps = text.lastIndexOf('\n', i - 1) + 1;
    const l = text.slice(ps, i);
    if (/^\s*[{(]\s*$/.test(l)) {
      open = true;
      break;
    }
    if (/^\s*[})]/.test(l)) return false;
    i = ps - 1;
  }
  if (!open) return false;
  for (let i = le, n = 0; i < text.length && n < 40; n++) {
    const ne = text.indexOf('\n', i + 1);
    const l = text.slice(i + 1, ne < 0 ? text.length : ne);
    // (into a file a tool reads — `.npmrc`, a profile, a config — not a document or a log: `} > INSTALL.md`, `| tee -a log`)
    if (/^\s*[})]/.test(l)) return /^\s*[})]\s*>{1,2}\s*["']?[^\s"']+/.test(l) && !/\.(?:md|markdown|txt|log|html?|rst|adoc)\b|\/dev\//i.test(l);
    if (ne < 0) break;
    i = ne;
  }
  return false;
}

/** After a printed string: its output piped on (not `||`) or written to a file (not stderr, stdout or /dev/null). */
const PIPED_ON = /(?<!\|)\|(?!\|)|(?<![&\d<])>{1,2}(?!\s*&\s*[12]\b|\s*\/dev\/(?:stderr|stdout|tty|null)\b)|\btee\b/;
