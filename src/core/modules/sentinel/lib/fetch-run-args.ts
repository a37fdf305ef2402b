/**
 * How a run names a file a skill saved (split from fetch-run-across.ts): a saved file passed
 * in as an argument or returned by the function that saved it, the program argument of a
 * process call, runs written inside printed hints, code and binary file names.
 */
import type { SentinelFile } from '../view.ts';
import { assignments } from './fetch-run-vars.ts';

/** Code and binaries by extension: a literal of this shape in a downloading script names what it saves. */
export const CODE_FILE =
  /^[\w.-]*[\w-]\.(?:py|pyc|sh|bash|zsh|js|mjs|cjs|ps1|psm1|bat|cmd|vbs|exe|dll|so|dylib|bin|pl|rb|php|jar|node|appimage|run|command|scr|msi)$/i;

/**
 * The saved code file a script runs through a function's parameter (`function Start-Helper
 * { param($Path) … -File $Path }`, `def run(path): subprocess.run(["sh", path])`): the
 * parameter has no value of its own in the file, and the file downloaded a program (by its
 * extension) before — the path a download function returned, passed on. Undefined otherwise.
 */
export function passedIn(sf: SentinelFile, arg: string, names: readonly string[], saveAt: number): string | undefined {
  // (an argument list's program: `[ff, "-y", *args]`; a path made a string first: `[str(accel), "--daemon"]`, `os.fspath(p)`)
  const v = /^\[?\s*["']?\$?\{?([A-Za-z_]\w*)\}?["']?\s*(?:,[^\n]*\]|\])?$/.exec(arg.trim().replace(PATH_CAST, '$1'));
  if (!v) return undefined;
  const value = assignments(sf).get(v[1]);
  if (value !== undefined) {
    // The value a function returns whose body saved the download: `ff = locate_ffmpeg()` … `subprocess.run([ff, …])`.
    const call = /^(?:await\s+)?(?:self\.|this\.)?([A-Za-z_]\w*)\s*\(/.exec(value)?.[1];
    return call && savedInside(sf.info.text, call, saveAt) ? names[0] : undefined;
  }
  const code = names.find((n) => CODE_FILE.test(n)) ?? (EXEC_BIT.test(sf.info.text) ? names[0] : undefined);
  if (!code) return undefined;
  const p = esc(v[1]);
  const param = new RegExp(
    String.raw`\bparam\s*\([^\n]{0,300}?\$${p}\b|\b(?:function|def|func|fn|sub)\s+[\w-]+\s*\([^)\n]{0,200}?(?<![\w$])\$?${p}\b|\(\s*(?:[^)\n]{0,200}?[\s,])?\$?${p}\s*(?:,[^)\n]*)?\)\s*=>`,
    'i',
  );
  return param.test(sf.info.text) ? code : undefined;
}

/** A path turned into a string or a path object around a variable (`str(p)`, `os.fspath(p)`, `Path(p)`, `String(p)`, `path.resolve(p)`). */
export const PATH_CAST = /\b(?:str|os\.fspath|fspath|Path|String|path\.resolve|os\.path\.abspath|os\.path\.realpath|filepath\.Clean)\(\s*([A-Za-z_]\w*)\s*\)/g;

/** Made executable: `chmod +x`, `stat.S_IEXEC`, `os.chmod(p, 0o755)`, `fs.chmodSync(p, 0o755)`, `setExecutable(true)`. */
const EXEC_BIT = /\bchmod\b[^\n]{0,80}?(?:\+x|\b0?o?[0-7]?[157][0-7]{2}\b)|\bS_I(?:EXEC|XUSR|XGRP|XOTH)\b|\bsetExecutable\s*\(\s*true|\bos\.Chmod\s*\(/;

/** Whether the function `name` defined in `text` (Python, JS, Go, Rust, Ruby, Perl, shell) holds offset `at`: its body runs to the next definition. */
export function savedInside(text: string, name: string, at: number): boolean {
  const def = new RegExp(String.raw`(?:\b(?:def|function|func|fn|sub)\s+${esc(name)}\b|^[ \t]*${esc(name)}\s*\(\)\s*\{)`, 'm').exec(text);
  if (!def || def.index > at) return false;
  const next = /^[ \t]*(?:(?:async\s+)?def|(?:export\s+)?(?:async\s+)?function|func|fn|pub\s+fn|sub)\s+\w+|^[ \t]*\w+\s*\(\)\s*\{/gm;
  next.lastIndex = def.index + def[0].length;
  const n = next.exec(text);
  return !n || n.index > at;
}

export const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A run written inside a printed hint (`echo "then run: sh x.sh"`), not run. */
const PRINT_VERBS = String.raw`echo|printf|print|console\.(?:log|error|info)|Write-(?:Host|Output)|puts|say`;
export const PRINTED = new RegExp(String.raw`\b(?:${PRINT_VERBS})\b[^\n]*["'\x60]`);
/** A whole line that prints or logs (a hash shown there is not compared with anything). */
export const PRINTED_LINE = new RegExp(String.raw`^[^\n]*\b(?:${PRINT_VERBS}|logger\.\w+|log\.\w+)\b[^\n]*$`, 'gm');

/** …unless what is printed goes where it runs (a crontab, a unit, an rc file). */
export const WRITTEN_TO_RUN = /\|\s*(?:sudo\s+)?crontab\b|@reboot|ExecStart=|>>\s*\S*(?:rc|profile)\b|\btee\s+(?:-a\s+)?\S*(?:cron|systemd|rc\b|profile)/;

/** Saved files that hold data, not code: never "run". */
export const DATA_FILE =
  /\.(?:json|jsonl|ndjson|txt|csv|tsv|md|zip|tar|gz|tgz|bz2|xz|7z|png|jpe?g|gif|webp|svg|pdf|html?|xml|ya?ml|toml|log|ttf|otf|woff2?|mp[34]|wav|db|sqlite|parquet|onnx|safetensors|gguf|pt|ckpt)$/i;

/**
 * The part of a run's argument that names the program: a call's first argument (a whole
 * `[…]` argument list), a command's first word; a task's `-Argument` string whole.
 */
export function programArg(arg: string, key: string): string {
  let a = arg.replace(/\s(?:#|\/\/)\s.*$/, '').trim();
  // (`exec(new String[]{"sh", "/tmp/x.sh"})`, `ProcessBuilder("bash", path)`: the interpreter's script is the program)
  if (key === 'a23')
    a = a.replace(/^(?:["'](?:(?:ba|z)?sh|python[0-9.]*|node|pwsh|powershell(?:\.exe)?|cmd(?:\.exe)?)["']\s*,\s*)(?:["'][-\/]\w+["']\s*,\s*)*/i, '');
  // (a task's `-Argument '…'`, schtasks' `/tr "\"%DIR%\x.exe\" --silent"`: the quoted command line whole)
  if ((key === 'a9' || key === 'a10') && /^["'`]/.test(a)) return a;
  // (a schedule line or a path run through its interpreter: `*/30 * * * * /bin/sh $HOME/x.sh`)
  if (key === 'a11' || key === 'a12' || key === 'a14')
    a = a.replace(/^["']?(?:\/[\w/]*\/)?(?:env\s+)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh)["']?\s+(?:-\w+\s+)*(?=\S)/, '');
  // (a module loaded from a file names it second: `spec_from_file_location(name, path)`, `imp.load_source(name, path)`, `SourceFileLoader(name, path)`)
  if (key === 'a2') {
    const first = firstArg(a);
    return a.charAt(first.length) === ',' ? firstArg(a.slice(first.length + 1)).trim() : first;
  }
  if (/^a(?:[1-7]|17|19|20|21|23|29|30|31)$/.test(key)) {
    if (a.startsWith('[')) return a.slice(0, Math.max(a.indexOf(']'), 1) + 1);
    // (up to the first argument's end: `exec.Command(filepath.Join(home, "bin", "x"), …)`)
    return firstArg(a);
  }
  // `Start-Process -FilePath (Join-Path $d 'x.exe') …`: the parenthesised path whole
  if (key === 'a8') {
    a = a.replace(/^-(?:FilePath|File|Path)\s+/i, '');
    if (a.startsWith('(')) return `(${firstArg(a.slice(1))})`;
  }
  // (a PHP path joined with `.`: `__DIR__ . '/x/functions.php'` whole)
  if (key === 'a18' && /^\$?\w+(?:\([^()\n]*\))?\s*\.\s*["'$\w]/.test(a)) return a.replace(/[ \t]*;.*$/, '');
  const q = /^(["'])(.*?)\1/.exec(a);
  if (q) return q[0];
  return a.split(/[\s;&|)]/)[0];
}

/** `a` up to its first top-level `,` or unmatched `)`. */
function firstArg(a: string): string {
  let d = 0;
  for (let i = 0; i < a.length; i++) {
    const c = a[i];
    if (c === '(' || c === '[' || c === '{') d++;
    else if (c === ')' || c === ']' || c === '}') {
      if (d === 0) return a.slice(0, i);
      d--;
    } else if (c === ',' && d === 0) return a.slice(0, i);
  }
  return a;
}

export function hasName(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    if (!/[\w.-]/.test(text[i - 1] ?? ' ') || /[\\/'"$]/.test(text[i - 1])) {
      if (!/[\w-]/.test(text[i + name.length] ?? ' ') && !(text[i + name.length] === '.' && /\w/.test(text[i + name.length + 1] ?? ''))) return true;
    }
  }
  return false;
}

export function inBackticks(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  return (text.slice(ls, at).split('`').length - 1) % 2 === 1;
}

/** Checksum or signature checks between the download and the run (a hash computed counts only when {@link verifies} finds it compared). */
export const VERIFIED =
  /\b(?:sha(?:1|224|256|384|512)sum|shasum|md5sum|b2sum|Get-FileHash|gpg\s+--verify|gpgv|cosign\s+verify|minisign\s+-V|slsa-verifier|sigstore|hashlib\.sha\d+|\.hexdigest\(\)|certutil(?:\.exe)?\s+-hashfile|Get-AuthenticodeSignature|signtool(?:\.exe)?\s+verify)/gi;
/** Checks that decide by themselves: a signature verified, a checksum file checked. */
const SELF_CHECK = /^(?:gpg\s|gpgv|cosign|minisign|slsa|sigstore|Get-AuthenticodeSignature|signtool)/i;
/** Hashes a program computes (Python's hashlib, PowerShell's Get-FileHash): no check until compared. */
const PROGRAM_HASH = /^(?:hashlib|\.hexdigest|Get-FileHash)/i;
/** A computed hash held against something: a comparison, an assertion, a check mode, a failure path. */
const COMPARED =
  /==|!=|-c?eq\b|-c?ne\b|\bcompare_digest\b|\bassert|\bif\b|\bunless\b|\bverif|\bexpect|\bmismatch|\s(?:-c|--check)\b|\bgrep\b|\bcmp\b|\bequals?\b|\bcompar|\bthrow\b|\braise\b|\bexit\s+1\b|\bdie\b|\bpanic\b|\bfail/i;

/** Whether a line of `text` calls `name(` and compares what it returns (`assert digest(p) == PIN`, `if sha(p) != want:`). */
export function comparedCall(text: string, name: string): boolean {
  const call = new RegExp(String.raw`^[^\n]*(?<![\w$.])${esc(name)}\s*\([^\n]*$`, 'gm');
  for (let m = call.exec(text); m; m = call.exec(text)) if (COMPARED.test(m[0])) return true;
  return false;
}

/**
 * Whether `text` checks what it downloaded: a signature verified, or a hash computed and
 * compared (on its line, the next three, or wherever the variable or function holding it is
 * compared). A hash only computed — printed, logged, written into a manifest — checks nothing.
 */
export function verifies(text: string): boolean {
  // (names holding a computed hash, and functions returning one: their comparisons looked for in one pass at the end)
  const held = new Set<string>();
  const fns = new Set<string>();
  let n = 0;
  VERIFIED.lastIndex = 0;
  for (let m = VERIFIED.exec(text); m; m = VERIFIED.exec(text)) {
    // (a checksum tool's output is read by whoever runs it — `shasum -a 256 x   # compare with the vendor's hash`;
    // a hash a program computes decides only where the program compares it)
    if (SELF_CHECK.test(m[0]) || !PROGRAM_HASH.test(m[0])) return true;
    // (a file of thousands of hashes is read for its first ones: the check, if any, stands near the download)
    if (++n > 64) break;
    const ls = text.lastIndexOf('\n', m.index - 1) + 1;
    let le = m.index;
    for (let k = 0; k < 4 && le >= 0; k++) le = text.indexOf('\n', le + 1);
    if (COMPARED.test(text.slice(ls, le < 0 ? text.length : le))) return true;
    const line = text.slice(ls, text.indexOf('\n', m.index) < 0 ? text.length : text.indexOf('\n', m.index));
    // (held in a variable, or returned by a function, and compared further on)
    const name = /^\s*(?:(?:local|my|const|let|var)\s+)?\$?([A-Za-z_]\w*)\s*:?=(?!=)/.exec(line)?.[1];
    if (name) held.add(name);
    if (/^\s*return\b/.test(line)) {
      const fn = [...text.slice(Math.max(0, ls - 3000), ls).matchAll(/\b(?:def|function|func|fn|sub)\s+([A-Za-z_]\w*)/g)].at(-1)?.[1];
      if (fn) fns.add(fn);
    }
  }
  if (!held.size && !fns.size) return false;
  // (one pass over the lines that compare: does one name a holder, or call a function that returns a hash?)
  const names = [...held].slice(0, 40).map(esc).join('|');
  const calls = [...fns].slice(0, 20).map(esc).join('|');
  const holder = names ? new RegExp(String.raw`(?<![\w$])\$?\{?(?:${names})(?!\w)`) : undefined;
  const call = calls ? new RegExp(String.raw`(?<![\w$.])(?:${calls})\s*\(`) : undefined;
  for (const line of text.split('\n')) {
    if (line.length > 2000 || !COMPARED.test(line)) continue;
    if (holder?.test(line) || call?.test(line)) return true;
  }
  return false;
}

/** The last literal path part of an expression (`"$CACHE/fcfast"` → fcfast, `Join-Path $d 'a.ps1'` → a.ps1). */
export function lastPart(expr: string): string | undefined {
  // (a path joiner and its parameter names are no part: `Join-Path $Dest $f.Local`, `[IO.Path]::Combine($d, $n)`)
  const parts = expr
    .split(/[\\/\s"'`,()+]+/)
    .filter((p) => p && !/^\$/.test(p) && /[A-Za-z]/.test(p.replace(/\$\{?\w+\}?|\{\w+\}/g, '')) && !/^(?:Join-Path|-[A-Za-z]+)$|::/i.test(p));
  const p = parts.at(-1)?.replace(/[;)\]}]+$/, '');
  // A bare name (`CACHE`, `dest`) is a variable, not a file: only a quoted or path-joined part names one.
  if (p && /^[A-Za-z_]\w*$/.test(p) && !new RegExp(String.raw`[\\/]${p}\b|["'\x60][^"'\x60\n]*\b${p}["'\x60]`).test(expr)) return undefined;
  // (`".zip"`, `name + ".exe"` is an extension; `"$D/.agent"` is a hidden file)
  if (
    !p ||
    p.length < 3 ||
    /\$|\{/.test(p) ||
    (/^\.\w{1,5}$/.test(p) && !new RegExp(String.raw`[\\/]${esc(p)}(?:["'\s)]|$)`).test(expr)) ||
    /^(?:str|Path|path|join|os|name|dest|file|out|target|tmp|bin)$/i.test(p)
  )
    return undefined;
  return p;
}

/**
 * A package handed to the system's installer from a file (its install scripts run, often as root): `installer -pkg X`,
 * `msiexec /i X`, `dpkg -i X`, `rpm -Uvh X` — the command before the file (case matters: `dpkg -I` only shows a package).
 */
export const PACKAGE_INSTALL_CMD = String.raw`\b(?:installer\s+(?:-\w+\s+)*-pkg|msiexec(?:\.exe)?\s+(?:\/\w+\s+)*\/[iI]|dpkg\s+(?:--\S+\s+)*-i|rpm\s+(?:--\S+\s+)*-[iU]\w*)`;
