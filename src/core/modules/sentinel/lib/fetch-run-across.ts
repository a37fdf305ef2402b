/**
 * Downloads run across the skill's files (issue 28, technique 4): files a script or code block
 * saves to disk (`savedFiles`) and the runs of them in any file of the skill (`skillSavedRuns`),
 * with targets resolved through variables and path joins (`expandVars`, fetch-run-vars.ts); and the code-scan
 * helpers fetch-run.ts shares with them (`segmentAt`, `codeMatches`, `netFile`, `holdsAny`).
 */
import { hostOf, URL_IN_TEXT } from '../hosts.ts';
import { lineBounds, segmentAt, type SentinelFile, type SentinelView } from '../view.ts';

export { segmentAt };
import { expandVars } from './fetch-run-vars.ts';
import { configValue } from './config-lookup.ts';
import { AUTORUN_PLACE } from './autorun-place.ts';
import {
  CODE_FILE,
  PACKAGE_INSTALL_CMD,
  DATA_FILE,
  PRINTED,
  PRINTED_LINE,
  verifies,
  WRITTEN_TO_RUN,
  esc,
  hasName,
  inBackticks,
  lastPart,
  passedIn,
  programArg,
} from './fetch-run-args.ts';
import { envAliases } from './fetch-run-env.ts';
import {
  ARCHIVE_NAME,
  enclosingFunction,
  extractDirs,
  importedUrl,
  inDir,
  listedFrom,
  persistsRun,
  renamedTo,
  returnedBy,
  verifiedBetween,
} from './fetch-run-later.ts';

import { netFile } from './fetch-run-net.ts';
import { codeMatches, codeSeg, lower, type Starts } from './fetch-run-code.ts';

export { codeMatches, lower, type Starts };

export { holdsAny, netFile } from './fetch-run-net.ts';

// ---- download in one script, run by another (per skill) ------------------------------

/** A file a script of the skill downloads (its name as later commands refer to it). */
export interface SavedFile {
  sf: SentinelFile;
  at: number;
  end: number;
  /** Last path parts the saved file goes by (`fcfast`, `agent.ps1`, `tokaccel.py`). */
  names: string[];
  tool: string;
  url?: string;
  /** Where the URL is written (its line counts as part of the fetch for host ownership), in `urlSf` when another file of the skill holds it. */
  urlAt?: number;
  urlSf?: SentinelFile;
  /** Folders a saved archive is unpacked to (their last path parts): a code file run from one of them runs what was fetched. */
  dirs?: string[];
  /** Written into a folder whose code a program runs by itself when it starts (ComfyUI's `custom_nodes/…`, lib/autorun-place.ts). */
  autorun?: boolean;
  /** Environment names the saved path is handed on under (`cargo:rustc-env=X_PATH={}`, `os.environ["X"] = dest`). */
  aliases?: string[];
}

/** How a saved download is started: registered to start again, detached or hidden, or just run. */
export type RunHow = 'persist' | 'background' | 'run';

export interface SkillSavedRun {
  save: SavedFile;
  sf: SentinelFile;
  runAt: number;
  runEnd: number;
  name: string;
  how: RunHow;
  /** The folder a saved archive was unpacked to, when the run is of a file inside it. */
  dir?: string;
}

/** A file that can hold a download: a network call of any language (one test per file). */
const NET_WORD =
  /\b(?:URLDownloadToFile[AW]?|MSXML2\.(?:Server)?XMLHTTP|WinHttp\.WinHttpRequest|curl|wget|Invoke-WebRequest|iwr|Start-BitsTransfer|DownloadFile|urlretrieve|urlopen|requests\.get|httpx|https?\.get|fetch\s*\(|axios|got\s*\(|aiohttp|certutil|Net::HTTP|URI\.open|open-uri|HTTParty|Faraday|http\.Get|file_get_contents\s*\(\s*["']https?|reqwest|ureq|openStream|HttpClient|WebClient|GetByteArrayAsync|http\.request|socket\.http|HTTP::Tiny|LWP::\w+|URLSession|wp_(?:safe_)?remote_(?:get|post|request)|download_url|Http::(?:get|post|withOptions|timeout))\b|\b(?:fetch|got)\s*\(/i;

/**
 * A network read near a write: a call of {@link NET_WORD}, or PHP's `file_get_contents($url)` /
 * `fopen($src, …)` / `copy($src, …)` of a variable when an http(s) literal stands near by.
 */
function netNear(win: string): boolean {
  return NET_WORD.test(win) || (/\b(?:file_get_contents|fopen|copy)\s*\(\s*\$/.test(win) && /["']https?:\/\//.test(win));
}

/** Statements that write a download to a file; group `t`: the target expression. */
const SAVE_SINK = new RegExp(
  [
    String.raw`\b(?<k1>curl)\b(?:[^\n|;&\\]|\\\n|\\(?!\n)){0,400}?(?:\s(?:-[a-zA-Z]*o|--output)[\s=]*|\s>\s*)(?<t1>"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+)`,
    String.raw`\b(?<k2>wget)\b(?:[^\n|;&\\]|\\\n|\\(?!\n)){0,400}?\s(?:-O|-qO|--output-document)[\s=]*(?<t2>(?!-(?:\s|$))(?:"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+))`,
    // Windows BITS: `bitsadmin /transfer JOB [/download] [/priority P] URL DEST` (cmd's `^` continues the line)
    String.raw`\b(?<k19>bitsadmin)(?:\.exe)?\s+\/(?:transfer|addfile)\b(?:[^\n]|\^\r?\n){0,300}?\s["']?https?:\/\/[^\s"']+["']?\s+(?<t19>"[^"\n]+"|[^\s"]+)`,
    // VBA / VB6: `URLDownloadToFile 0, url, path, 0, 0` (urlmon), with or without parentheses
    String.raw`\b(?<k20>URLDownloadToFile[AW]?)\b[ \t]*(?:\([ \t]*)?[^,\s][^,\n]*,[ \t]*[^,\s][^,\n]*,[ \t]*(?<t20>[^,\s][^,\n]*)`,
    String.raw`\b(?<k3>Invoke-WebRequest|iwr|Start-BitsTransfer|curl\.exe)\b[^\n|;]{0,400}?\s-(?:OutFile|Destination)\s+(?<t3>"[^"\n]+"|'[^'\n]+'|\((?:Join-Path|Resolve-Path)\b[^()\n]{1,200}\)|[^\s;|)]+)`,
    String.raw`\b(?<k4>urlretrieve|DownloadFile)\s*\(\s*[^,\n]{1,300},\s*(?:[a-z]+\s*=\s*)?(?<t4>[^,()\n]+(?:\([^()\n]*\))?)`,
    String.raw`\b(?<k5>createWriteStream|writeFileSync|writeFile)\s*\(\s*(?<t5>[^,()\n]+(?:\([^()\n]*\))?)`,
    // (a text mode — `"w"`, `mode="wt"` — counts only with the fetch in the statement: savedFiles)
    String.raw`\b(?<k6>open)\s*\(\s*(?<t6>[^,()\n]+(?:\([^()\n]*\)[^,()\n]*)?),\s*(?:mode\s*=\s*)?["'](?:wb|w\+b|ab|(?<m6>w|wt|w\+|a))["']`,
    // `dest.write_bytes(…)`, `dest.write_text(…)`: the receiver is read back from the text before the dot (savedFiles)
    String.raw`\.(?<k7>write_bytes|write_text)\s*\(`,
    // Ruby File.binwrite / File.write / IO.binwrite, Go os.WriteFile / ioutil.WriteFile / os.Create, PHP file_put_contents
    String.raw`\b(?:File|IO)\.(?<k8>binwrite|write)\s*\(?\s*(?<t8>[^,()\n]+(?:\([^()\n]*\))?)\s*,`,
    String.raw`\b(?:os|ioutil)\.(?<k9>WriteFile|Create)\s*\(\s*(?<t9>[^,()\n]+(?:\([^()\n]*\))?)`,
    // Rust std::fs::write / tokio::fs::write, Java Files.copy / Files.write, C# File.WriteAllBytes
    String.raw`\b(?:std::|tokio::)?fs::(?<k13>write|copy)\s*\(\s*(?<t13>[^,()\n]+(?:\([^()\n]*\))?)\s*,`,
    String.raw`\bFiles\.(?<k14>copy|write)\s*\([^,\n]*,\s*(?:(?:java\.nio\.file\.)?(?:Paths\.get|Path\.of)\s*\()?(?<t14>[^,()\n]+)`,
    String.raw`\bFile\.(?<k15>WriteAllBytes|WriteAllBytesAsync|Create|OpenWrite)\s*\(\s*(?<t15>[^,()\n]+)`,
    // an argument list: `{ "curl", "-fsSL", "-o", cache, src }`, `["wget", "-O", dest, url]`
    String.raw`["'](?<k12>curl|wget)["']\s*,[^\n]{0,300}?["'](?:-o|--output|-O|--output-document)["']\s*,\s*(?<t12>"[^"\n]+"|'[^'\n]+'|[^\s,}\])]+)`,
    String.raw`\b(?<k10>file_put_contents)\s*\(\s*(?<t10>[^,()\n]+(?:\([^()\n]*\))?)\s*,`,
    // saved under the URL's own name: `curl -LO URL`, `curl --remote-name URL`, `wget [-P DIR] URL`; CMake `file(DOWNLOAD URL PATH)`
    String.raw`\b(?<k16>curl)\b[^\n|;&]{0,200}?\s(?:-[a-zA-Z]*O[a-zA-Z]*|--remote-name)\s(?:[^\n|;&]{0,200}?\s)?["']?(?<t16>https?:\/\/[^\s"'|;&?#]+)`,
    String.raw`\b(?<k17>wget)\b(?![^\n|;&]*\s(?:-[a-zA-Z]*O|--output-document)\b)[^\n|;&]{0,200}?\s["']?(?<t17>https?:\/\/[^\s"'|;&?#]+)`,
    String.raw`\bfile\s*\(\s*(?<k18>DOWNLOAD)\s+["']?[^\s"')]+["']?\s+(?<t18>"[^"\n]+"|[^\s)]+)`,
    // WordPress: a file fetched with `download_url()` to a temporary path, then moved to its place (`rename($tmp, DEST)`,
    // `$wp_filesystem->move($tmp, DEST)`)
    String.raw`(?:\b|->)(?<k21>rename|copy|move)\s*\(\s*\$(?<v21>\w+)\s*,\s*(?<t21>[^;\n]{1,200}?)\s*(?:,\s*(?:true|false)\s*)?\)\s*;`,
  ].join('|'),
  'g',
);

/**
 * Literal words one of {@link SAVE_SINK}'s forms needs (a code block without any is skipped).
 * The commonest in code first (`>`, `ab`, `-o`): the test stops at the first word found.
 */
const SAVE_WORDS = [
  '>',
  'ab',
  '-o',
  '-O',
  '--output',
  'OutFile',
  'Destination',
  'urlretrieve',
  'DownloadFile',
  'WriteStream',
  'writeFile',
  'wb',
  'write_bytes',
  'write_text',
  'binwrite',
  '.write',
  'WriteFile',
  'os.Create',
  'file_put_contents',
  'fs::',
  'Files.',
  'File.',
  'wget',
  'curl',
  'DOWNLOAD',
  'bitsadmin',
  'URLDownloadToFile',
  'download_url',
];

/** The one group named `prefix` + a number that matched (each of a pattern's forms has its own: `k3`/`t3`, `k20`/`t20`). */
function firstGroup(g: Record<string, string | undefined>, prefix: string): string | undefined {
  for (const [name, v] of Object.entries(g)) if (v !== undefined && name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length))) return v;
  return undefined;
}

/** Where a {@link SAVE_SINK} form can start (each form's first literal, with its `\b` and `(`) and SAVE_SINK tried at one place. */
const SAVE_STARTS: Starts = {
  at: /["'](?:curl|wget)|\.write_(?:bytes|text)|\b(?:curl|wget|bitsadmin|URLDownloadToFile|Invoke-WebRequest|iwr|Start-BitsTransfer|urlretrieve|DownloadFile|createWriteStream|writeFile|open\s*\(|Files?\.|IO\.|os\.|ioutil\.|std::|tokio::|fs::|file(?:_put_contents|\s*\()|rename\s*\(|copy\s*\(|->move\s*\()/g,
  sticky: new RegExp(SAVE_SINK.source, 'y'),
};

const savesMemo = new WeakMap<SentinelView, SavedFile[]>();

/** A Makefile (GNU, BSD, included `.mk` parts). */
const MAKEFILE = /(?:^|[\\/])(?:GNU|BSD)?[Mm]akefile(?:\.[\w-]+)?$|\.mk$/;

/** The target of the Makefile rule whose recipe holds offset `at` (`$(LINTER):`, `bin/tool: deps`): its first word. */
function ruleTarget(text: string, at: number): string | undefined {
  let i = text.lastIndexOf('\n', at - 1);
  for (let n = 0; i > 0 && n < 40; n++) {
    const s = text.lastIndexOf('\n', i - 1) + 1;
    const line = text.slice(s, i);
    i = s - 1;
    if (/^\t/.test(line) || !line.trim() || /^\s*#/.test(line)) continue;
    const r = /^([^\s:#=][^:=\n]*?)\s*::?(?!=)/.exec(line);
    return r ? r[1].trim().split(/\s+/)[0] : undefined;
  }
  return undefined;
}

/**
 * Files the skill's scripts and code blocks download to disk, whatever the language, with
 * the target resolved through variables and path joins; when the target is computed (a
 * loop over names), the code and binary file names the script spells out.
 */
export function savedFiles(view: SentinelView): SavedFile[] {
  let out = savesMemo.get(view);
  if (out) return out;
  out = [];
  for (const sf of view.files) {
    if (!sf.segments.length || !netFile(sf)) continue;
    const text = sf.info.text;
    let literals: string[] | undefined;
    let n = 0;
    // (SKILL.md's inline code too, outside a write-up: a step saved there may be run by a later one)
    for (const m of codeMatches(sf, SAVE_SINK, SAVE_WORDS, SAVE_STARTS, sf.role === 'skill' && !view.writeupSkill)) {
      if (n++ >= 50) break;
      const seg = segmentAt(sf, m.index);
      if (!seg || (!codeSeg(sf, seg) && seg.kind !== 'prose')) continue;
      const g = m.groups ?? {};
      const tool = firstGroup(g, 'k') ?? '';
      // A write that is no download: the file must fetch something (a stream or a write of fetched bytes).
      if (
        /^(?:createWriteStream|writeFileSync|writeFile|open|write_bytes|write_text|binwrite|write|WriteFile|Create|file_put_contents|copy|WriteAllBytes|WriteAllBytesAsync|OpenWrite)$/.test(
          tool,
        ) &&
        !netNear(text.slice(Math.max(0, m.index - 1500), m.index + 600))
      )
        continue;
      // (a moved file is a download only when that variable holds one: `$tmp = download_url( $src )`)
      if (g.k21 && !new RegExp(String.raw`\$${g.v21}\s*=\s*download_url\s*\(`).test(text.slice(Math.max(0, m.index - 1500), m.index))) continue;
      // Text written out (`p.write_text(…)`, `open(p, "w")`) is a download only when the statement itself fetches it (not generated code).
      if ((g.k7 === 'write_text' || g.m6 !== undefined) && !NET_WORD.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index + m[0].length + 400)))
        continue;
      const receiver = g.k7 ? /\(?([\w.]{1,80}(?:\s*\/\s*["'][^"'\n]{1,80}["'])?)\)?$/.exec(text.slice(Math.max(0, m.index - 200), m.index))?.[1] : undefined;
      // (a borrowed Rust path: `fs::write(&out, …)`)
      let target = (firstGroup(g, 't') ?? receiver ?? '').trim().replace(/^&(?:mut\s+)?|^\*/, '');
      // (a Makefile recipe's automatic variable: `curl -o $@ URL` saves to the rule's own target, `$(BIN)/tool:`)
      if (/^["']?\$(?:@|\(@\)?|\{@\})["']?$/.test(target) && MAKEFILE.test(sf.file.path)) target = ruleTarget(text, m.index) ?? target;
      if (!target) continue;
      if (/^(?:["']?\/dev\/null|-|NUL|\$null)["']?$/i.test(target)) continue;
      // Files named by the download itself, written under a folder the script names (`(DEST / name).write_bytes(data)`
      // with `DEST = Path(".evalkit")`): whatever is later run from that folder was fetched.
      const under = g.k7 ? /\(\s*([A-Za-z_][\w.]*)\s*\/\s*([A-Za-z_]\w*)\s*\)$/.exec(text.slice(Math.max(0, m.index - 200), m.index)) : null;
      const folder = under ? /["']([\w.~/-]{2,80})["']/.exec(expandVars(sf, under[1]))?.[1]?.replace(/^\.\/|\/$/g, '') : undefined;
      if (folder && !/^(?:\.|\/|~|tmp|\/tmp)$/.test(folder)) {
        const [ls] = lineBounds(text, m.index);
        const url = URL_IN_TEXT.exec(expandVars(sf, text.slice(Math.max(0, m.index - 1500), m.index)))?.[0];
        // (the folder's whole path, its joins read as slashes: `comfy / "custom_nodes" / "pack"` → `comfy/custom_nodes/pack/`)
        const whole = `${expandVars(sf, under![1])
          .replace(/["']\s*\/\s*["']|["']?\s*\/\s*["']?/g, '/')
          .replace(/["'\s]/g, '')}/`;
        const autorun = AUTORUN_PLACE.test(whole) || undefined;
        out.push({ sf, at: ls + (text.slice(ls).search(/\S/) || 0), end: m.index + m[0].length, names: [], tool, url, dirs: [folder], autorun });
        continue;
      }
      const names = new Set<string>();
      const direct = lastPart(target);
      if (direct) names.add(direct);
      else {
        const expanded = lastPart(expandVars(sf, target));
        if (expanded) names.add(expanded);
      }
      // (a target the script takes from the skill's configuration: `dest = Path(cfg["rules"]["dest"])`)
      if (!names.size) {
        const fromConfig = configValue(view, expandVars(sf, target));
        const part = fromConfig && lastPart(fromConfig);
        if (part && CODE_FILE.test(part)) names.add(part);
      }
      if (!names.size) {
        literals ??= [...text.matchAll(/["'`]([\w.-]{3,80})["'`]/g)].map((l) => l[1]).filter((l) => CODE_FILE.test(l));
        for (const l of literals) names.add(l);
      }
      if (!names.size) continue;
      // (moved or copied to its final name right after: `curl -o "$d/x.tmp" … && mv "$d/x.tmp" "$d/x.sh"`)
      for (const n of [...names]) for (const to of renamedTo(text.slice(m.index, m.index + 600), n)) names.add(to);
      // The statement with its continuation lines; the URL it fetches, through variables.
      const [ls] = lineBounds(text, m.index);
      let stmtStart = ls;
      while (stmtStart > 0 && /\\\s*$|[`]\s*$/.test(text.slice(text.lastIndexOf('\n', stmtStart - 2) + 1, stmtStart - 1)))
        stmtStart = text.lastIndexOf('\n', stmtStart - 2) + 1;
      const stmt = text.slice(stmtStart, text.indexOf('\n', m.index + m[0].length) < 0 ? text.length : text.indexOf('\n', m.index + m[0].length));
      let url = URL_IN_TEXT.exec(stmt)?.[0];
      let urlAt: number | undefined;
      if (!url) {
        url = URL_IN_TEXT.exec(expandVars(sf, stmt))?.[0];
        if (!url) {
          const first = URL_IN_TEXT.exec(text.slice(Math.max(0, m.index - 1500), m.index));
          // (or just below: `with open(P, "wb") as f:` ⏎ `f.write(urlopen(URL).read())`)
          const below = first ? undefined : URL_IN_TEXT.exec(text.slice(m.index, m.index + 300));
          if (first ?? below) url = expandVars(sf, (first ?? below)![0]);
        }
        if (url) {
          const host = hostOf(url);
          const i = host ? text.indexOf(host) : -1;
          if (i >= 0) urlAt = i;
        }
      }
      // (or the address the script takes from the skill's configuration: `urlopen(cfg["rules"]["source"])`)
      if (!url) {
        const src = /\b(?:urlopen|urlretrieve|get|fetch|Invoke-WebRequest)\s*\(\s*([A-Za-z_][\w.]*)/.exec(text.slice(Math.max(0, m.index - 400), m.index))?.[1];
        const v = src ? configValue(view, expandVars(sf, src)) : undefined;
        if (v && /^https?:\/\//.test(v)) url = v;
      }
      // (built by a function or constant another file of the skill defines: `from .registry import plugin_url`)
      let urlSf: SentinelFile | undefined;
      if (!url) {
        const x = importedUrl(view, sf, stmt);
        if (x) ({ url, sf: urlSf, at: urlAt } = x);
      }
      const dirs = [...names].some((n) => ARCHIVE_NAME.test(n)) ? extractDirs(sf, m.index + m[0].length) : undefined;
      out.push({
        sf,
        at: stmtStart + stmt.search(/\S/),
        end: m.index + m[0].length,
        names: [...names],
        tool,
        url,
        urlAt,
        ...(urlSf ? { urlSf } : {}),
        ...(dirs?.length ? { dirs } : {}),
        // (saved where a program loads it by itself: `trailingslashit( WPMU_PLUGIN_DIR ) . 'x.php'`, `~/.git/hooks/pre-commit`)
        ...(AUTORUN_PLACE.test(target) || AUTORUN_PLACE.test(expandVars(sf, target)) ? { autorun: true } : {}),
        aliases: envAliases(text, target),
      });
    }
  }
  savesMemo.set(view, out);
  return out;
}

/** Commands and calls that run a file; group `a`: the argument naming it. */
const RUN_CALL = new RegExp(
  [
    String.raw`\brunpy\.run_(?:path|module)\s*\((?<a1>[^\n]{1,200})`,
    // (a module loaded from a file: importlib's spec_from_file_location / SourceFileLoader, imp.load_source)
    String.raw`\b(?:spec_from_file_location|SourceFileLoader|SourcelessFileLoader|load_source|load_compiled)\s*\((?<a2>[^\n]{1,200})`,
    String.raw`\b(?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?:open|Path)\s*\((?<a3>[^\n]{1,200})`,
    // (native libraries and plugins: ctypes, dlopen, Go plugin.Open, Java System.load, .NET Assembly.LoadFrom, Node process.dlopen)
    String.raw`\b(?:CDLL|WinDLL|LoadLibrary\w*|dlopen|plugin\.Open|System\.load|Assembly\.Load(?:From|File)?|NativeLibrary\.Load)\s*\((?<a4>[^\n]{1,200})`,
    String.raw`\b(?:subprocess\.(?:run|call|Popen|check_call|check_output)|os\.(?:system|startfile|exec\w*|spawn\w*|popen))\s*\((?<a5>[^\n]{1,200})`,
    // (not a JSON file read by require: data, not code)
    String.raw`\b(?:require|import)\s*\((?!\s*["'][@\w][\w@/.-]*["']\s*\))(?!\s*["'][^"'\n]*\.json["'])(?<a6>[^\n]{1,200})`,
    String.raw`\b(?:spawn|spawnSync|execFile|execFileSync|fork|execSync|execa|Deno\.Command|Deno\.run)\s*\((?<a7>[^\n]{1,200})`,
    String.raw`\bStart-Process\s+(?<a8>[^\n]{1,200})`,
    String.raw`\s-(?:File|FilePath|Execute|Argument)\s+(?<a9>[^\n]{1,200})`,
    String.raw`\bschtasks(?:\.exe)?\b[^\n]*\s\/tr\s+(?<a10>[^\n]{1,200})`,
    String.raw`(?:\b(?:nohup|setsid|exec)\s+|\bExecStart=|@reboot\s+|(?:(?<![\w*\/])\*(?:\/\d+)?|\b\d+)(?:\s+(?:\*|[\d,\/*-]+)){4}\s+)(?<a11>[^\n]{1,200})`,
    // (a call's argument `digest("/tmp/x")` is no command: `(` only as a subshell or `$(`)
    String.raw`(?:^[ \t]*@?-?|[;&|{]\s*|(?<![\w.])\(\s*|\b(?:then|do|sudo|else)\s+)(?<a12>["']?(?:\$\{?\w+\}?|\{\{\s*[\w.]+\s*\}\}|~|\.)?\/[^\s;&|]+)`,
    String.raw`(?:^|[\s;&|(!\x60]|(?<=\becho\s+["'])|(?<=\b(?:beforeScript|afterScript|command|cmd)\s*[=:]\s*["'])|(?<=^[ \t]*"[\w:.-]{1,60}"\s*:\s*"))(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|source|pwsh|powershell(?:\.exe)?|deno\s+run|bun(?:\s+run)?|Rscript|php|lua(?:jit)?|julia|osascript|java\s+-jar|dotnet|\.)\s+(?:-[-\w]+(?:=\S+)?\s+)*(?<a13>["'$~./\w][^\n]{0,200})`,
    // IPython / Jupyter magics: `%run -i $path`, `%load path`
    String.raw`(?:^|\s|(?<=["']))%(?:run|load)\s+(?:-\w+\s+)*(?<a24>[^\s"\\]{1,200})`,
    String.raw`(?:^|[\s;(])&\s*(?<a14>["'$][^\n]{1,200})`,
    // A downloaded `x.py` imported by name (after `sys.path.insert(0, CACHE)`): `import x`, `from x import y`, `import_module("x")`
    String.raw`\b(?:import_module|__import__)\s*\(\s*["'](?<a15>[\w.]+)["']`,
    String.raw`^[ \t]*(?:import|from)[ \t]+(?<a16>[\w.]+)`,
    // Ruby: load X / require X / eval(File.read(X)); Ruby, PHP, Perl system / exec / IO.popen; Go exec.Command
    String.raw`\b(?:instance_eval|class_eval|module_eval|eval)\s*\(?\s*(?:File|IO)\.(?:read|binread)\s*\(?(?<a17>[^\n]{1,200})`,
    // (a statement of its own: `load path`, `require STAGE`, `include $f;` — not "requires a …" in a string)
    // (PHP joins a path with `.`: `require_once __DIR__ . '/x/functions.php';`)
    String.raw`(?:^|[;{])[ \t]*(?:Kernel\.)?(?:load|require|require_relative|include|include_once|require_once)\b[ \t]*\(?[ \t]*(?<a18>\$?[A-Za-z_][\w:.]*(?:\([^()\n]*\))?(?:[ \t]*\.[ \t]*(?:\$?[A-Za-z_]\w*(?:\([^()\n]*\))?|'[^'\n]*'|"[^"\n]*"))*)[ \t]*\)?[ \t]*(?=$|[;#}]|\b(?:if|unless)\b)`,
    String.raw`(?<![\w.])(?:Kernel\.|Process\.)?(?:system|exec|IO\.popen|Open3\.\w+|shell_exec|passthru|proc_open)\b\s*\(?\s*(?<a19>[^\n]{1,200})`,
    String.raw`\bexec\.Command(?:Context)?\s*\((?:\s*ctx\s*,)?(?<a20>[^\n]{1,200})`,
    // Rust Command::new(X), Java Runtime.exec / ProcessBuilder, C# Process.Start
    String.raw`\b(?:Command::new|ProcessBuilder|Process\.Start|getRuntime\(\)\.exec)\s*\((?:\s*new\s+String\s*\[\s*\]\s*\{)?(?<a23>[^\n]{1,200})`,
    // launchd: <key>Program</key><string>X</string>, <key>ProgramArguments</key><array><string>X</string>
    String.raw`<key>Program(?:Arguments)?<\/key>\s*(?:<array>\s*)?<string>(?<a22>[^<\n]{1,200})<\/string>`,
    // a variable run as the command of a line: a Makefile's `$(BIN) --serve`, a justfile's `{{bin}}`, a Taskfile's `- '{{.BIN}} run'`, shell `"$BIN" start`
    // (or of a command after `&&`, `||`, `;`, `then`: `[ -x "$shared" ] && "$shared" "$hook"`)
    String.raw`(?:^[ \t]*(?:-[ \t]+|@-?|-@?)?|(?:&&|\|\||;|\b(?:then|do|else))[ \t]+)["']?(?<a25>\$\([A-Za-z_]\w*\)|\$\{[A-Za-z_]\w*\}|\{\{\s*\.?\w+\s*\}\}|"\$\{?[A-Za-z_]\w*\}?"|\$[A-Za-z_]\w*)(?=[\s"';]|$)(?![ \t]*=[^=])`,
    // a saved file made executable (`chmod +x ~/.local/bin/kubectl-x`, `chmod 755 x`): readied to run, later or by another program
    String.raw`\bchmod\s+(?:-\w+\s+)*(?:[ugoa]*\+[rwx]*x[rwx]*|0?[0-7]?[1357][0-7]{2})\s+(?<a26>["'$~./\w#][^\n;&|]{0,200})`,
    // a package.json script whose command is a path (`"pretest": ".bin/solfast check contracts"`; read only there: packageScript)
    String.raw`^[ \t]*"[\w:.-]+"[ \t]*:[ \t]*"(?<a35>\.?[\w.-]*\/[^\s"]+)`,
    // a Mix alias's shell step (`"cmd #{turbo} assets/js/app.js …"`): the command's first word runs
    String.raw`["']cmd[ \t]+(?<a34>#\{\w+\}[^\s"']*|[~./$][^\s"']*)`,
    // …in code: `os.chmod(p, 0o755)`, `fs.chmodSync(p, 0o755)`, `p.chmod(p.stat().st_mode | stat.S_IXUSR)`
    String.raw`\b(?:os\.chmod|fs\.chmod(?:Sync)?|chmodSync)\s*\(\s*(?<a27>[^,\n]{1,200}),\s*(?:[^\n]{0,120}?\bS_IX(?:USR|GRP|OTH)\b|0o?[0-7]?[1357][0-7]{2}\b)`,
    String.raw`(?<![\w.])(?<a28>[A-Za-z_][\w.]*)\.chmod\s*\(\s*(?:[^\n]{0,120}?\bS_IX(?:USR|GRP|OTH)\b|0o[0-7]?[1357][0-7]{2}\b)`,
    // VBA: `Shell path, vbHide`, `CreateObject("WScript.Shell").Run path`, `ShellExecute 0, "open", path`
    // (separators that cannot match the same spaces: no backtracking over a long run of blanks)
    String.raw`(?<![\w.$])Shell\b[ \t]*\(?[ \t]*(?<a29>["\w(][^\n]{0,200})|\bWScript\.Shell["']?[ \t]*\)[ \t]*\.[ \t]*(?:Run|Exec)\b[ \t]*\(?[ \t]*(?<a30>[^\s][^\n]{0,199})|\bShellExecute[AW]?\b[ \t]*(?:\([ \t]*)?[^,\s][^,\n]*,[ \t]*[^,\s][^,\n]*,[ \t]*(?<a31>[^\s][^\n]{0,199})`,
    // a jar run from an argument list (`["${javaHome}/bin/java", '-jar', resolverJar.absolutePath].execute()`, `ProcessBuilder("java", "-jar", jar)`)
    String.raw`["']-jar["']\s*,\s*(?<a32>[^,\]\n)]{1,200})`,
    // PHP: a file's value taken by including it (`$faces = include $file;`)
    // (the keyword matched first, its `=` looked for behind it: a look-behind first would be tried at every offset)
    String.raw`\b(?:include|include_once|require|require_once)(?<==[ \t]*\w+)\b[ \t]*\(?[ \t]*(?<a33>\$[A-Za-z_]\w*)`,
    // a package installed from a file (its install scripts run, often as root): `installer -pkg X`, `msiexec /i X`, `dpkg -i X`, `rpm -Uvh X`
    String.raw`${PACKAGE_INSTALL_CMD}\s+(?<a36>[^\n]{1,200})`,
    // Lua: dofile(X), loadfile(X)(), pcall(dofile, X)
    String.raw`\b(?:dofile|loadfile)\b\s*(?:\(|,)\s*(?<a21>[^\n]{1,200})`,
  ].join('|'),
  'gm',
);

/** MSBuild project and import files: their `<Exec>` commands run at build time. */
const MSBUILD = /\.(?:targets|props|[cf]sproj|vbproj|proj)$/i;
/** The line of `text` holding offset `at`. */
const lineOf = (text: string, at: number): string =>
  text.slice(text.lastIndexOf('\n', at - 1) + 1, text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at));

/** Whether `at` stands in a command of package.json's `"scripts"` block. */
function packageScript(sf: SentinelFile, text: string, at: number): boolean {
  if (!/(?:^|\/)package\.json$/.test(sf.file.path)) return false;
  const open = text.lastIndexOf('"scripts"', at);
  return open >= 0 && /^"scripts"\s*:\s*\{[^{}]*$/.test(text.slice(open, at)) && /^\s*"[^"\n]+"\s*:\s*"/.test(lineOf(text, at));
}

/** Started detached, hidden or in the background. */
const BACKGROUND_NEAR =
  /\b(?:nohup|setsid|disown|detached\s*:\s*true|unref\(\)|WindowStyle\s+Hidden|CREATE_NO_WINDOW|DETACHED_PROCESS|start_new_session)\b|&\s*(?:$|#)/im;

/**
 * Saved downloads run by any file of the skill — the same script further down, another
 * script, a config hook or SKILL.md's steps — the run's argument resolved through that
 * file's variables and path joins. A file the skill ships itself is never a download's
 * name (running a shipped `install.sh` is not running what was fetched).
 */
export function skillSavedRuns(view: SentinelView): SkillSavedRun[] {
  const saves = savedFiles(view);
  if (!saves.length) return [];
  const shipped = new Set(view.files.map((f) => f.file.path.replace(/^.*[\\/]/, '').toLowerCase()));
  const wanted = saves
    .map((s) => {
      const names = s.names.filter((n) => !shipped.has(n.toLowerCase()) && !DATA_FILE.test(n));
      // (the function that saves it, when another file may run what it returns)
      const fn = names.length && view.files.length > 2 ? enclosingFunction(s.sf, s.at) : undefined;
      // (called by that name in the other file: `ensureTool(`, not a word that merely contains it; never `main`)
      const fnCall = fn && fn !== 'main' ? new RegExp(String.raw`(?<![\w$])${esc(fn)}\s*\(`) : undefined;
      return { s, names, aliases: names.length ? s.aliases?.map((a) => a.toLowerCase()) : undefined, dirs: s.dirs, fn, fnCall };
    })
    .filter((w) => w.names.length || w.dirs);
  if (!wanted.length) return [];
  const out: SkillSavedRun[] = [];
  // (saved where a program runs it when it starts: the save is the run)
  for (const w of wanted)
    if (w.s.autorun)
      out.push({ save: w.s, sf: w.s.sf, runAt: w.s.at, runEnd: w.s.end, name: w.s.dirs?.[0] ?? w.s.names[0] ?? '', how: 'run', dir: w.s.dirs?.[0] });
  const done = new Set<SavedFile>(wanted.filter((w) => w.s.autorun).map((w) => w.s));
  const readied = new Map<SavedFile, SkillSavedRun>();
  for (const sf of view.files) {
    if (!sf.segments.length) continue;
    const text = sf.info.text;
    const lowerText = lower(sf);
    // Only files that name a saved file at all (literally or through a variable of theirs).
    const present = wanted.filter(
      (w) =>
        w.names.some((n) => lowerText.includes(n.toLowerCase().replace(/\.py$/, ''))) ||
        w.aliases?.some((a) => lowerText.includes(a)) ||
        w.dirs?.some((d) => lowerText.includes(d.toLowerCase())) ||
        (w.fnCall !== undefined && sf !== w.s.sf && text.includes(w.fn!) && w.fnCall.test(text)),
    );
    if (!present.length) continue;
    RUN_CALL.lastIndex = 0;
    let count = 0;
    for (let m = RUN_CALL.exec(text); m && count < 400; m = RUN_CALL.exec(text), count++) {
      // Forms overlap (`powershell -File X`, `nohup bash X`): look again just after this one's start.
      RUN_CALL.lastIndex = m.index + m[0].search(/\S/) + 1;
      const g = m.groups ?? {};
      const key = Object.keys(g).find((k) => g[k] !== undefined);
      if (!key) continue;
      // (PHP's `.` joins strings: `__DIR__ . '/x.php'` is no `. file` of the shell)
      if (key === 'a13' && /^[\s;&|(!]?\.\s/.test(m[0]) && /\.php$/i.test(sf.file.path)) continue;
      // (a path as a command in a JSON value is one only among package.json's scripts)
      if (key === 'a35' && !packageScript(sf, text, m.index + m[0].indexOf('"', m[0].indexOf(':')) + 1)) continue;
      // (VBA's `&` joins strings: `Dir(p & "\x.exe")` is no PowerShell call operator)
      if (key === 'a14' && /\.(?:bas|vba|vbs|cls|frm)$/i.test(sf.file.path)) continue;
      // (an XML attribute's quotes; Groovy's `${System.getenv('HOME')}` is `$HOME`)
      const arg = programArg(g[key].replace(/&quot;/g, '"').replace(/\$\{System\.getenv\(\s*['"](\w+)['"]\s*\)\}/g, '$$$1'), key);
      // (past an inline code span's opening backtick: `python3 .x/run.py` in a slash command's prose)
      const at = m.index + m[0].search(/[^\s\x60]/);
      const seg = segmentAt(sf, at);
      // (a unit's `ExecStart=`, a crontab line and a launchd plist's program run from data files too)
      // (…and an MSBuild target's `<Exec Command="…">`, run by every build)
      // (and a Nextflow process's `beforeScript` / `afterScript`, run before and after every task)
      const dataRun =
        seg?.kind === 'data' &&
        (key === 'a11' ||
          key === 'a22' ||
          (MSBUILD.test(sf.file.path) && /<Exec\b/i.test(lineOf(text, at))) ||
          /\b(?:beforeScript|afterScript)\s*=/.test(lineOf(text, at)) ||
          // (and a package.json script — `"prebuild": "node node_modules/.cache/x.cjs"` —, run by every install or build)
          packageScript(sf, text, at));
      if (!seg || seg.detector || (!codeSeg(sf, seg) && !dataRun && !(seg.kind === 'prose' && inBackticks(text, at)))) continue;
      // (a file object's path read off it: `resolverJar.absolutePath`, `$f.FullName`)
      const bare = arg.replace(/\.(?:absolutePath|canonicalPath|absoluteFile|path|FullName)\b|\.toString\(\)?/g, '');
      const expanded = `${bare} ${expandVars(sf, bare)}`.toLowerCase();
      for (const w of present) {
        if (done.has(w.s)) continue;
        // In the same file the run comes after the download — except in a script, where a run
        // written above the download (`apply_staged` … `File.binwrite(STAGE, body)`) starts what the
        // previous run saved; a checksum or signature check on the way stops it.
        // (only an explicit run call counts there: a spawn, exec, load, `-File` — not a path at a line's start)
        if (w.s.sf === sf && at < w.s.end + 1 && (sf.role !== 'script' || at >= w.s.at || !/^a(?:[1-9]|10|1[7-9]|2[013])$/.test(key))) continue;
        const byModule = key === 'a15' || key === 'a16';
        const dir = w.dirs && !byModule ? inDir(expanded, w.dirs) : undefined;
        const name =
          dir ??
          (byModule
            ? w.names.find((n) => /\.py$/i.test(n) && n.slice(0, -3).toLowerCase() === arg.toLowerCase().split('.')[0])
            : (w.names.find((n) => hasName(expanded, n.toLowerCase())) ??
              // (by the environment name it was handed on under: `env!("X_BIN")`, `process.env.X_BIN`, `$env:X_BIN`)
              (w.aliases?.some((a) => new RegExp(String.raw`(?<![\w])${esc(a)}(?!\w)`).test(expanded)) ? w.names[0] : undefined) ??
              (w.s.sf === sf && sf.role === 'script' && w.names.length ? passedIn(sf, arg, w.names, w.s.at) : undefined) ??
              (w.fn !== undefined && sf !== w.s.sf && returnedBy(sf, arg, w.fn) ? w.names[0] : undefined) ??
              // (a loop over the folder the download saved into: `for f in DIR.glob("*.py")` … `runpy.run_path(str(f))`)
              (w.s.sf === sf && listedFrom(sf, arg, text.slice(w.s.at, w.s.end)) ? w.names[0] : undefined)));
        if (!name) continue;
        const [ls, le] = lineBounds(text, at);
        // (a printed line piped into crontab just below: `( crontab -l; echo "*/30 … x.sh" ) | crontab -`)
        if (PRINTED.test(text.slice(ls, at)) && !WRITTEN_TO_RUN.test(text.slice(ls, Math.min(text.length, le + 160)))) continue;
        if (
          w.s.sf === sf
            ? at > w.s.end
              ? verifiedBetween(text, w.s.end, at)
              : verifies(text)
            : // (a hash only printed — `print(name, sha256(data).hexdigest()[:12])` — checks nothing)
              verifies(`${w.s.sf.info.text.slice(w.s.end)}\n${text.slice(0, at)}`.replace(PRINTED_LINE, ''))
        )
          continue;
        const near = text.slice(text.lastIndexOf('\n', Math.max(0, ls - 200)) + 1, Math.min(text.length, le + 300));
        const how: RunHow = persistsRun(near, text.slice(ls, le), name, arg, key)
          ? 'persist'
          : BACKGROUND_NEAR.test(text.slice(ls, Math.min(text.length, le + 120)))
            ? 'background'
            : 'run';
        const run: SkillSavedRun = {
          save: w.s,
          sf,
          runAt: at,
          runEnd: Math.min(le, m.index + m[0].length),
          name,
          how,
          ...(dir ? { dir: w.dirs!.find((d) => dir.startsWith(`${d}/`)) } : {}),
        };
        // (a file only made executable waits: a run of it further on, in any file, says more)
        if (/^a2[678]$/.test(key)) {
          if (!readied.has(w.s)) readied.set(w.s, run);
          continue;
        }
        out.push(run);
        done.add(w.s);
      }
    }
  }
  for (const [s, run] of readied) if (!done.has(s)) out.push(run);
  return out;
}
