/**
 * Files between the scripts of a skill for the taint analysis (lib/taint.ts): the files a region
 * writes a strong secret into (by the last part of their path), where another region names them
 * again, and the destinations of copy, archive and redirect commands.
 */
import type { Source } from '../exfil-sources.ts';
import { closeAt, splitTop } from './taint-statements.ts';

/** A file a region wrote a strong secret into, by the last part of its path (`.session.json`), for other scripts to read. */
export type Stash = Map<string, Source>;

/** Whether `text` names the file `name` as a literal path part (`'/tmp/.x.json'`, `tmp / ".x.json"`, `$TMP/.x.json`). */
export function quotedPart(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const before = text[i - 1] ?? ' ';
    const after = text[i + name.length] ?? ' ';
    if (/[\\/"'\x60\s=]/.test(before) && !/[\w.-]/.test(after)) return true;
  }
  return false;
}

/** The file name an expression writes to: its last literal path part (`Path(tmp) / ".cache.json"` → .cache.json). */
export function stashName(expr: string): string | undefined {
  const lits = [...expr.matchAll(/["'\x60]([^"'\x60\n]{1,200})["'\x60]/g)].map((m) => m[1]);
  const raw = lits.length ? lits[lits.length - 1] : /^\s*([\w.~\/\\-]+)\s*$/.test(expr) ? expr.trim() : '';
  const last = raw.split(/[\\/]/).pop() ?? '';
  if (!/^[\w.-]{5,80}$/.test(last) || !/[A-Za-z]/.test(last) || /^\.?\w{1,4}$/.test(last) || !/[.-]/.test(last.slice(1))) return undefined;
  return last;
}

/** A hidden folder of the skill's own (`~/.standup/data/x`): common tool and credential folders are not a link between scripts. */
export const HIDDEN_DIR = /[\\/](\.[A-Za-z][\w-]{2,40})(?=[\\/"'\x60\s]|$)/gm;
const COMMON_DIR =
  /^\.(?:config|cache|local|ssh|aws|kube|docker|gnupg|azure|git|github|gitlab|npm|venv|vscode|idea|env|cargo|rustup|m2|gradle|nvm|pyenv|rbenv|bun|deno|yarn|pnpm|claude|codex|cursor|agents?|skills?|tmp|Trash|DS_Store)$/i;
export function ownDir(name: string): boolean {
  return name.length >= 5 && !COMMON_DIR.test(name);
}

/** The skill's own hidden folder an expression writes into (`"$HOME/.standup/data/ident.txt"` → .standup), if any. */
export function stashDir(expr: string): string | undefined {
  let last: string | undefined;
  HIDDEN_DIR.lastIndex = 0;
  for (const m of expr.matchAll(HIDDEN_DIR)) if (ownDir(m[1]) && expr.slice(m.index + m[0].length).includes('/')) last = m[1];
  return last;
}

/**
 * A file name written as a literal path part (`"/tmp/.x.json"`, `'cache.dat'`): a letter before its first dot, checked
 * by a look-ahead (`[\w-]*[A-Za-z][\w.-]*` backtracked quadratically over long words; the matches are the same).
 */
export const FILE_LIT =
  /[\\/"'\x60](\.?(?=[\w-]*[A-Za-z])[\w.-]*\.(?:json|txt|dat|data|log|db|sqlite|bin|tmp|cache|out|b64|enc|zip|tar|gz|tgz|csv|ya?ml|ini|conf|cfg|pem|key|xml|pickle|pkl))(?=["'\x60\s)]|$)/gm;
/** A region that may write what it read into a file. */
export const WRITE_HINT = /write_text|write_bytes|writeFile|appendFile|\.write\s*\(|json\.dump\s*\(|WriteFile|Set-Content|Add-Content|Out-File|>/;

/** Copies and archives: commands (shell, PowerShell) and library calls (any language). */
export const COPY_CMD = /(?:^|[\s;&|(])(?:cp|Copy-Item|copy|Compress-Archive|zip|tar|7z|Move-Item|mv|xcopy|robocopy)\s/;
export const COPY_CALL = /\bshutil\.(?:copy\w*|make_archive|move)\s*\(|\bcopyFileSync\s*\(|\bfs\.(?:cp|copyFile)\w*\s*\(/;

/** The destination operand of a copy or archive command (`cp a B`, `Copy-Item a B`, `-DestinationPath B`, `shutil.copy(a, B)`, `zip B …`, `> B`). */
export function copyDest(code: string): string {
  const d = /-Destination(?:Path)?\s+("[^"]*"|'[^']*'|\([^)]*\)|\S+)/i.exec(code);
  if (d) return d[1];
  const call = /\b(?:shutil\.(?:copy\w*|move|make_archive)|copyFileSync|fs\.(?:cp|copyFile)\w*)\s*\(/.exec(code);
  if (call) {
    const args = splitTop(code.slice(call.index + call[0].length, closeAt(code, call.index + call[0].length - 1)));
    return /make_archive/.test(call[0]) ? (args[0] ?? '') : (args[1] ?? '');
  }
  const redirect = /(?:^|[^<>&\d])>{1,2}\s*("[^"]*"|'[^']*'|[^\s;&|)]+)/.exec(code);
  const cmd = /(?:^|[\s;&|(])(cp|Copy-Item|copy|Compress-Archive|zip|tar|7z|Move-Item|mv|xcopy|robocopy)\s+([^\n;&|]*)/.exec(code);
  if (cmd) {
    const words = shellWords(cmd[2]).filter((w) => !w.startsWith('-') && !/^\d?>/.test(w) && /[$"'(\/\\.~]/.test(w));
    const cut = words.findIndex((w) => /^\d?[<>]/.test(w));
    const ws = cut >= 0 ? words.slice(0, cut) : words;
    if (/^(?:zip|tar|7z)$/.test(cmd[1])) return (cmd[1] === '7z' ? ws[1] : ws[0]) ?? '';
    if (ws.length >= 2) return ws[ws.length - 1];
  }
  return redirect ? redirect[1] : '';
}

/** Shell / PowerShell words, a parenthesised group or a quoted string counting as one; stops at an unmatched `}` or `)`. */
function shellWords(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = s[i] ?? ' ';
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    if (c === '(') depth++;
    else if (c === ')' || c === '}') {
      if (depth === 0) {
        if (start >= 0) out.push(s.slice(start, i));
        return out;
      }
      depth--;
    }
    if (depth === 0 && /\s/.test(c)) {
      if (start >= 0) out.push(s.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  return out;
}

/** Literal paths a shell copy or redirect writes into. */
export function copyTargets(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[^<>&\d])>{1,2}\s*["']?([^\s"';&|)<>]+)|(?:^|\s)(?:cp|Copy-Item)\s+(?:-\w+\s+)*(?:"[^"]*"|'[^']*'|\S+)\s+["']?([^\s"';&|)]+)/g,
  )) {
    const p = (m[1] ?? m[2])!;
    if (p.length >= 3 && /[\/.]/.test(p) && !/^(?:\/dev\/|&|-|\()/.test(p)) out.push(p.replace(/\/+$/, ''));
  }
  return out;
}
