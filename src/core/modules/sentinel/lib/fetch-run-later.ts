/**
 * Downloads run later, the links between a save and its run that span more than one statement
 * (split from fetch-run-across.ts): an archive unpacked to a folder and a file of that folder run
 * or loaded, a download URL built by a function or constant another file of the skill defines,
 * and whether a checksum check really stands between a download and its run.
 */
import { hostOf, URL_IN_TEXT } from '../hosts.ts';
import type { SentinelFile, SentinelView } from '../view.ts';
import { CODE_FILE, esc, lastPart, PATH_CAST, comparedCall, savedInside, VERIFIED, verifies } from './fetch-run-args.ts';
import { assignments, expandVars } from './fetch-run-vars.ts';

/** A saved file that is an archive: unpacked, what is inside runs. */
export const ARCHIVE_NAME = /\.(?:zip|tar|tgz|tar\.(?:gz|xz|bz2|zst)|tbz2?|txz|7z|rar|nupkg|phar)$/i;

/** Unpacking an archive into a folder; groups `d…`: the folder. */
const EXTRACT_TO = new RegExp(
  [
    // PHP ZipArchive / PharData `->extractTo(DIR)`, adm-zip `extractAllTo(DIR)`, Python `.extractall(DIR)` / `extractall(path=DIR)`
    String.raw`(?:->|\.)(?:extractTo|extractAllTo|extractall|extract_all)\s*\(\s*(?:path\s*=\s*)?(?<d1>[^,()\n]+(?:\([^()\n]*\)[^,()\n]*)?)`,
    // shutil.unpack_archive(F, DIR), ZipFile.ExtractToDirectory(F, DIR), decompress(F, DIR)
    String.raw`\b(?:unpack_archive|ExtractToDirectory|decompress)\s*\(\s*[^,\n]+,\s*(?:extract_dir\s*=\s*)?(?<d2>[^,()\n]+(?:\([^()\n]*\)[^,()\n]*)?)`,
    // Expand-Archive … -DestinationPath DIR; unzip … -d DIR; tar … -C DIR
    String.raw`\bExpand-Archive\b[^\n]*?\s-DestinationPath\s+(?<d3>"[^"\n]+"|'[^'\n]+'|[^\s;|)]+)`,
    String.raw`\bunzip\b[^\n;&|]*?\s-d\s*(?<d4>"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+)`,
    String.raw`\btar\b[^\n;&|]*?\s(?:-C|--directory(?:=|\s))\s*(?<d5>"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+)`,
    // node-tar `tar.x({ cwd: DIR })`, `extract({ cwd: DIR })`
    String.raw`\b(?:tar\.x|tar\.extract|extract)\s*\(\s*\{[^}\n]*?\b(?:cwd|C|dir)\s*:\s*(?<d6>[^,}\n]+)`,
  ].join('|'),
  'g',
);

/** The folders an archive saved at `from` is unpacked to by the same file (within 3,000 characters on). */
export function extractDirs(sf: SentinelFile, from: number): string[] {
  const part = sf.info.text.slice(from, from + 3000);
  if (!/extract|unpack|unzip|tar\b|Expand-Archive|decompress/i.test(part)) return [];
  const out = new Set<string>();
  for (const m of part.matchAll(EXTRACT_TO)) {
    const g = m.groups ?? {};
    const target = (g.d1 ?? g.d2 ?? g.d3 ?? g.d4 ?? g.d5 ?? g.d6 ?? '').trim();
    if (!target) continue;
    const d = lastPart(target) ?? lastPart(expandVars(sf, target));
    if (d && !ARCHIVE_NAME.test(d)) out.add(d);
  }
  return [...out];
}

/** A file of the unpacked folder `dirs` named in `expanded` (`…/latest/functions.php`, `./pkg/install`): its path from the folder on. */
export function inDir(expanded: string, dirs: readonly string[]): string | undefined {
  for (const d of dirs) {
    const re = new RegExp(String.raw`(?:^|[\\/"'\s\x60(])${esc(d.toLowerCase())}["']?[\\/]((?:[\w.-]+[\\/]){0,4}([\w.-]+))`, 'g');
    for (const m of expanded.matchAll(re)) if (CODE_FILE.test(m[2]) || !m[2].includes('.')) return `${d}/${m[1]}`;
  }
  return undefined;
}

/**
 * The URL a download statement reads from a function or constant defined in another file of the
 * skill and imported here (`from .registry import plugin_url` … `requests.get(plugin_url(n))`,
 * `const { BASE } = require('./cfg')`): the first URL of that definition, through its file's variables.
 */
export function importedUrl(view: SentinelView, sf: SentinelFile, stmt: string): { url: string; sf: SentinelFile; at: number } | undefined {
  const text = sf.info.text;
  const vars = assignments(sf);
  for (const id of new Set(stmt.match(/\b[A-Za-z_]\w{3,}\b/g) ?? [])) {
    if (vars.has(id) || !new RegExp(String.raw`\bimport\b[^\n]*\b${id}\b|\b${id}\b[^\n]*\brequire\s*\(`).test(text)) continue;
    const def = new RegExp(
      String.raw`^[ \t]*(?:export\s+)?(?:(?:async\s+)?def\s+|(?:async\s+)?function\s+|func\s+|(?:const|let|var)\s+)?${id}\b\s*(?:\(|=|:)`,
      'm',
    );
    for (const o of view.files) {
      if (o === sf || o.role !== 'script' || !o.info.text.includes(id)) continue;
      const ot = o.info.text;
      const d = def.exec(ot);
      if (!d) continue;
      // The definition: its line and the indented lines below it (at most 12).
      const lines = ot.slice(d.index, d.index + 1200).split('\n');
      let body = lines[0];
      for (const l of lines.slice(1, 12)) {
        if (/^\S/.test(l) && !/^[})\]]/.test(l)) break;
        body += `\n${l}`;
      }
      const url = URL_IN_TEXT.exec(expandVars(o, body))?.[0];
      if (!url) continue;
      const host = hostOf(url);
      const at = host ? ot.indexOf(host) : -1;
      return { url, sf: o, at: at >= 0 ? at : d.index };
    }
  }
  return undefined;
}

/**
 * Whether a checksum or signature check stands between a download at `from` and its run at `to`
 * in one file. Functions defined wholly in between count only when the code around the download
 * or before the run calls them (a model checker's `hashlib.sha256()` elsewhere verifies nothing).
 */
export function verifiedBetween(text: string, from: number, to: number): boolean {
  const part = text.slice(from, to);
  if (!verifies(part)) return false;
  const defs = [...part.matchAll(/^[ \t]*(?:(?:async\s+)?def|(?:export\s+)?(?:async\s+)?function|func|fn|sub)\s+([A-Za-z_]\w*)/gm)];
  if (defs.length < 2) return true;
  const kept = part.slice(0, defs[0].index) + part.slice(defs.at(-1)!.index!);
  if (verifies(kept)) return true;
  for (let i = 0; i < defs.length - 1; i++) {
    const body = part.slice(defs[i].index, defs[i + 1].index);
    // (a helper that hashes: called on the path and its result compared there, or checking by itself)
    VERIFIED.lastIndex = 0;
    if (!VERIFIED.test(body) || !new RegExp(String.raw`\b${esc(defs[i][1])}\s*\(`).test(kept)) continue;
    if (verifies(body) || comparedCall(kept, defs[i][1])) return true;
  }
  return false;
}

/** The function of a script whose body holds offset `at` (`def fetch_tool():` … the download): its name. */
export function enclosingFunction(sf: SentinelFile, at: number): string | undefined {
  if (sf.role !== 'script') return undefined;
  const text = sf.info.text;
  const head = text.slice(Math.max(0, at - 4000), at);
  let name: string | undefined;
  for (const d of head.matchAll(/\b(?:def|function|func|fn|sub)\s+([A-Za-z_]\w*)/g)) name = d[1];
  return name && name.length >= 4 && savedInside(text, name, at) ? name : undefined;
}

/**
 * Whether the program `arg` of a run in `sf` is the value of `fn(…)`, a function of another file
 * of the skill that saves a download and returns its path (`from .fetcher import get_tool` …
 * `subprocess.Popen([get_tool(), …])`, `tool = get_tool()` … `subprocess.run([str(tool)])`).
 */
export function returnedBy(sf: SentinelFile, arg: string, fn: string): boolean {
  const call = new RegExp(String.raw`^(?:await\s+)?(?:[A-Za-z_]\w*\.)?${esc(fn)}\s*\(`);
  const a = arg
    .trim()
    .replace(/^\[\s*/, '')
    .replace(PATH_CAST, '$1');
  if (call.test(a)) return true;
  const v = /^["']?\$?\{?([A-Za-z_]\w*)\}?["']?\s*(?:[,\]]|$)/.exec(a)?.[1];
  const value = v ? assignments(sf).get(v) : undefined;
  return value !== undefined && call.test(value);
}

/** Listing a folder's files: Python glob / iterdir / listdir / scandir / walk, Node readdir, Go ReadDir / Glob, Ruby Dir, PowerShell Get-ChildItem, a shell glob `"$D"/*`. */
const LISTING =
  /\b(?:glob|rglob|iglob|iterdir|listdir|scandir|walk|readdirSync|readdir|opendir|ReadDir|Glob|Get-ChildItem|gci|children|each_child|entries|list_files)\b|["}\w]\/\*/;

/**
 * Whether the run argument `arg` (`str(f)`, `"$f"`, `file`) is the variable of a loop over the
 * listing of a folder the download at `saveStmt` saved into (`for f in PLUGIN_DIR.glob("*.py")`,
 * `for (const f of fs.readdirSync(DIR))`, `for f in "$DIR"/*.sh`, `foreach ($f in Get-ChildItem $dir)`):
 * every file saved there runs.
 */
export function listedFrom(sf: SentinelFile, arg: string, saveStmt: string): boolean {
  // (an argument list's script after its interpreter: `["python3", entry]`)
  const a = arg.trim().replace(/^\[\s*(?:["'][^"'\n]*["']\s*,\s*)*([^,\]]+)\]?$/, '$1');
  const v = /^(?:[\w.]+\(\s*)?["']?\$?\{?([A-Za-z_]\w*)\}?["']?\s*\)?$/.exec(a.trim())?.[1];
  if (!v || v.length > 40) return false;
  const text = sf.info.text;
  if (!text.includes(v)) return false;
  const head = new RegExp(
    String.raw`\bfor(?:each)?\s*\(?\s*(?:const\s+|let\s+|var\s+|my\s+)?\$?${esc(v)}\s+(?:in|of)\s+([^\n]{1,200})|\b${esc(v)}\s*(?:,\s*_\s*)?:=\s*range\s+([^\n]{1,200})|\.each(?:_child)?\s*(?:do|\{)\s*\|\s*${esc(v)}\s*\|`,
  ).exec(text);
  const listed = head?.[1] ?? head?.[2];
  if (!listed || !LISTING.test(listed)) return false;
  const vars = assignments(sf);
  const stmt = `${saveStmt} ${expandVars(sf, saveStmt, 1)}`;
  // (a folder variable the loop lists and the download's target is built from)
  for (const w of listed.matchAll(/\$?\{?([A-Za-z_]\w{2,})/g))
    if (vars.has(w[1]) && w[1] !== v && new RegExp(String.raw`(?<![\w$])\$?\{?${esc(w[1])}(?!\w)`).test(stmt)) return true;
  return false;
}

/** Registered to start again (a scheduled task, an autostart entry, a service, an rc file). */
const PERSIST_NEAR =
  /\b(?:Register-ScheduledTask|New-ScheduledTask\w*|schtasks|crontab|@reboot|ExecStart|LaunchAgents|LaunchDaemons|RunAtLoad|CurrentVersion\\Run|AtLogOn|AtStartup|systemctl\s+(?:--user\s+)?enable)\b|\.(?:bashrc|zshrc|profile|bash_profile)\b/i;
/**
 * Whether the run (its line `runLine`, the saved file `name`, its argument `arg`) is registered to start again in `near`:
 * the registering line is the run's own or names the file, or the run is a schedule or unit line (`systemctl enable --now docker`
 * near `sh get-docker.sh` is not).
 */
export function persistsRun(near: string, runLine: string, name: string, arg: string, key: string): boolean {
  if (!PERSIST_NEAR.test(near)) return false;
  // (the run is itself a schedule line, a unit's ExecStart or a launchd program: what the registration near it installs)
  if (PERSIST_NEAR.test(runLine) || key === 'a11' || key === 'a22') return true;
  const n = name
    .toLowerCase()
    .replace(/\.\w{1,4}$/, '')
    .replace(/^\./, '');
  const a = arg.trim().toLowerCase().slice(0, 80);
  // (or the variable the run's line is held in: `line="* * * * * $BIN/.agentd tick"` … `echo "$line" ) | crontab -`)
  const held = /^\s*(?:export\s+|local\s+)?([A-Za-z_]\w*)=/.exec(runLine)?.[1];
  const heldRe = held ? new RegExp(String.raw`\$\{?${held}\b`) : undefined;
  return near
    .split('\n')
    .some((l) => PERSIST_NEAR.test(l) && (l.toLowerCase().includes(n) || (a.length > 2 && l.toLowerCase().includes(a)) || heldRe?.test(l) === true));
}

/**
 * The names a saved file is moved or copied to in `after` (the text right after the save): `mv "$d/x.tmp" "$d/x.sh"`,
 * `Move-Item $tmp $dest`, `os.rename(tmp, final)`, `shutil.move(…)`, `fs.renameSync(…)` — the last part of each destination.
 */
export function renamedTo(after: string, name: string): string[] {
  const out: string[] = [];
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(
    String.raw`\b(?:mv|cp|install|Move-Item|Copy-Item|os\.rename|os\.replace|shutil\.(?:move|copy2?|copyfile)|fs\.(?:renameSync|copyFileSync|rename|copyFile))\b[\s(]*(?:-\S+\s+)*["']?[^\s"',)]*${n}["']?\s*[,\s]\s*["']?([^\s"',)]+)`,
    'g',
  );
  for (const m of after.matchAll(re)) {
    const to = /[^/\\]+$/.exec(m[1].replace(/["')]+$/, ''))?.[0];
    if (to && to !== name && /\w/.test(to)) out.push(to);
  }
  return out;
}
