/** sentinel/silent-delete: the folder a command runs in, from the `cd` / `pushd` / `chdir` before it (cwdAt). */
import type { Segment, SentinelFile } from './view.ts';

/** A `cd X` / `pushd X` (shell, batch, PowerShell) after a command's start or a separator (group 1: X). */
const CD_HEAD = String.raw`(?:^|[;&|(])\s*@?(?:cd|pushd|chdir|Set-Location|Push-Location|sl)\s+(?:\/d\s+|-(?:Path|LiteralPath)\s+)?("[^"\n]+"|'[^'\n]+'|[^\s;&|<>]+)`;
/** A `cd` / `pushd` (shell, batch, PowerShell) and its folder: group 1; `popd`, `cd -` and their like leave it unknown. */
const CD_AT = new RegExp(String.raw`${CD_HEAD}(?:\s+\d?>>?\s*&?\S+)*\s*(?:\|\|\s*(?:exit|return)\b[^;&|\n]*)?(?:&&|;)?\s*$`, 'i');
/** A program's own change of folder: `os.chdir(X)`, `process.chdir(X)`, `Dir.chdir(X)`, `os.Chdir(X)`, `set_current_dir(X)` (group 1). */
const CODE_CD = /^[ \t]*(?:os\.chdir|process\.chdir|Dir\.chdir|os\.Chdir|(?:std::)?env::set_current_dir)\(\s*&?\s*([^\n]+?)\s*\)\??;?\s*$/;
const CD_LINE =
  /^[ \t]*(?:@?(?:cd|pushd|chdir)|Set-Location|Push-Location|sl)\s+(?:\/d\s+|-(?:Path|LiteralPath)\s+)?("[^"\n]+"|'[^'\n]+'|[^\s;&|<>]+)(?:\s+\d?>>?\s*&?\S+)*\s*(?:(?:\|\||&&)[^\n]*|;[^\n]*)?$|^[ \t]*@?(?:popd|Pop-Location|cd\s+-|cd)\s*(?:\d?>>?\s*\S+\s*)*$/i;

/**
 * The folder a shell, batch or PowerShell command at `at` runs in, when a `cd` set it: the same
 * line's `cd DIR && …` / `cd DIR 2>/dev/null && …`, or else the last `cd DIR` / `pushd DIR` line of
 * the block above it (at most 80 lines up; a `popd` or `cd -` in between leaves it unknown).
 */
export function cwdAt(sf: SentinelFile, seg: Segment, at: number): string | undefined {
  const dir = cwdRaw(sf, seg, at);
  return dir?.includes('$') ? climbVars(sf.info.text, dir) : dir;
}

/** A variable the file sets to nothing but `..` steps (`up=".."`, `UP='../..'`) written out in a folder: `"$top/$up"` → `"$top/.."`. */
function climbVars(text: string, dir: string): string {
  return dir.replace(/\$\{?([A-Za-z_]\w*)\}?/g, (v, name: string) => {
    const m = new RegExp(String.raw`^[ \t]*(?:local[ \t]+|readonly[ \t]+)?${name}=["']?(\.\.(?:\/\.\.)*)\/?["']?[ \t]*(?:#.*)?$`, 'm').exec(text);
    return m ? m[1] : v;
  });
}

function cwdRaw(sf: SentinelFile, seg: Segment, at: number): string | undefined {
  const text = sf.info.text;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const prefix = text.slice(lineStart, at);
  // The `cd`s that lead to the command, nearest first: `cd build && make && cd .. && rm -rf ./*` is back where it began.
  const chain: string[] = [];
  if (CD_AT.test(prefix)) {
    for (const c of [...prefix.matchAll(CD_ALL)].reverse()) {
      chain.push(c[1]);
      if (!relativeDir(c[1])) return composeDirs(chain);
    }
  } else if (!/^[ \t]*(?:(?:then|do|else|\{|\()[ \t]*)*$/.test(prefix)) return undefined;
  // (only a command at the start of its line runs in the folder an earlier line chose)
  let end = lineStart - 1;
  for (let n = 0; n < 80 && end > seg.start && chain.length < 6; n++) {
    const ls = Math.max(seg.start, text.lastIndexOf('\n', end - 1) + 1);
    const line = text.slice(ls, end);
    end = ls - 1;
    if (!/\b(?:cd|pushd|popd|chdir|Set-Location|Push-Location|Pop-Location|sl|set_current_dir)\b/i.test(line)) continue;
    const c = CD_LINE.exec(line) ?? CODE_CD.exec(line);
    if (!c) continue;
    // (`popd`, `cd -`: where it went back to is not followed)
    if (c[1] === undefined) break;
    chain.push(c[1]);
    if (!relativeDir(c[1])) break;
  }
  return chain.length ? composeDirs(chain) : undefined;
}

/** Every `cd X` / `pushd X` of a line (group 1). */
const CD_ALL = new RegExp(CD_HEAD, 'gi');

/** Whether a `cd` target is relative to the folder before it (`..`, `build`, `"../x"`), not a variable, home or an absolute path. */
function relativeDir(d: string): boolean {
  return !/^["']?(?:[\/\\~$%`{]|[A-Za-z]:|[\w.$]+\()/.test(d.trim());
}

/** The folder a chain of `cd`s (nearest first) ends in: `cd build` then `cd ..` is where it began (undefined). */
function composeDirs(chain: readonly string[]): string | undefined {
  const dirs = [...chain].reverse().map((d) => d.trim().replace(/^["']|["']$/g, ''));
  const base = relativeDir(chain[chain.length - 1]) ? '' : dirs.shift()!;
  const segs: string[] = [];
  for (const d of dirs)
    for (const part of d.split(/[\\/]+/)) {
      if (!part || part === '.') continue;
      if (part === '..' && segs.length && segs[segs.length - 1] !== '..') segs.pop();
      else segs.push(part);
    }
  if (!base) return segs.length ? segs.join('/') : undefined;
  return segs.length ? `${base}/${segs.join('/')}` : base;
}
