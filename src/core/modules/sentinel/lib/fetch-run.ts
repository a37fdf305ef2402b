/**
 * Shared analyses of fetched code (issue 28, techniques 1 and 4): who owns the host a
 * download or an install comes from, a file downloaded now and run later (another line,
 * another code block of the same file), and packages installed from somewhere other than
 * their registry (a URL, an archive, a private or unknown index).
 *
 * Host ownership is judged against the skill itself, never against a list of hosts seen in
 * a campaign: a vendor's installer comes from the domain of the tool the skill is about
 * (`curl https://cli.tool.dev | sh` in a skill named `tool-cli`), or at least from a host
 * the skill names elsewhere (its docs link, its API); a dropper's host appears nowhere but
 * in the command that runs it.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import { ELLIPSIS_HOST, hostOf, URL_IN_TEXT } from '../hosts.ts';
import { HOME_INDEX, linesAt } from './package-source.ts';
import { MAKEFILE, recipeEnd, ruleTarget } from './makefile-rules.ts';
import { CODE_HOST } from './package-archive.ts';
import { anchorHits, lineBounds, type SentinelFile, type SentinelView } from '../view.ts';
import { codeMatches, holdsAny, lower, netFile, segmentAt } from './fetch-run-across.ts';
import { AUTORUN_PLACE } from './autorun-place.ts';
import { assignments, expandVars } from './fetch-run-vars.ts';
import { esc, verifies } from './fetch-run-args.ts';
import { nixFetches } from './nix-fetch.ts';
import { CODE_HOSTS, hostBrands, nameTokens, toolSubdomain } from './host-brands.ts';

export { hostBrands, namedForSkill, vendorSubdomain } from './host-brands.ts';

export { expandVars } from './fetch-run-vars.ts';
export {
  type RunHow,
  type SavedFile,
  savedFiles,
  segmentAt,
  type SkillSavedRun,
  skillSavedRuns,
} from './fetch-run-across.ts';

/** `own`: the tool the skill is named for; `named`: mentioned elsewhere in the skill; `unnamed`: only in the command. */
export type Ownership = 'own' | 'named' | 'unnamed';

/** What a project adds to its name for its domain (`julia` + `lang`, `node` + `js`, `deno` + `land`). */
const PROJECT_DOMAIN = /^(?:lang|js|land|hq|labs|project)$/;
/** A line that downloads (a URL on it names where code comes from, not whose it is). */
const FETCH_LINE = /\b(?:curl|wget|aria2c|Invoke-WebRequest|iwr|Start-BitsTransfer|urlretrieve|urlopen|requests\.get|httpx\.get)\b|\bfetch\s*\(/i;
const isWordChar = (c: string | undefined): boolean => !!c && /[a-z0-9]/.test(c);

/**
 * Whether the host of `url` is the skill's own tool's, named elsewhere in the skill, or
 * named only where it is run. `runLines` are [file path, line start, line end] of the
 * commands that fetch and run (their own mentions do not count).
 */
export function ownership(doc: SkillDocument, view: SentinelView, url: string, runLines: ReadonlyArray<readonly [string, number, number]>): Ownership {
  // (once per URL for one set of run lines: a file with hundreds of downloads from one host asked the same question of
  // every mention, each against every run line — minutes on a 500 KB rule file)
  let byUrl = owned.get(runLines);
  if (!byUrl) owned.set(runLines, (byUrl = new Map()));
  let o = byUrl.get(url);
  if (o === undefined) byUrl.set(url, (o = ownershipOf(doc, view, url, runLines)));
  return o;
}
const owned = new WeakMap<object, Map<string, Ownership>>();

function ownershipOf(doc: SkillDocument, view: SentinelView, url: string, runLines: ReadonlyArray<readonly [string, number, number]>): Ownership {
  const brands = hostBrands(url);
  if (!brands.length) return 'unnamed';
  const tokens = nameTokens(doc);
  const joined = tokens.join('');
  // A brand that is the name (or a word of it) is the tool's own; one that only contains a word of
  // it (`fontpack-tools` for `font-installer`, `zshtheme-cn` for `zsh-theme`) is a look-alike
  // unless the skill names that host elsewhere too.
  let partial = false;
  for (const b of brands) {
    const flat = b.replace(/[^a-z0-9]/g, '');
    // (a project's domain is often its name and a word projects add: julialang.org, rust-lang.org, nodejs.org, deno.land, bunhq)
    // (and a tool named for its vendor with a CLI's suffix: `flyctl` from fly.io, `denoctl`, `bunx`)
    if (
      flat === joined ||
      tokens.some(
        (t) =>
          t === b ||
          t === flat ||
          (t.length >= 3 && PROJECT_DOMAIN.test(flat.slice(t.length)) && flat.startsWith(t)) ||
          (flat.length >= 3 && t.startsWith(flat) && /^(?:ctl|cli|cmd|x)$/.test(t.slice(flat.length))),
      )
    )
      return 'own';
    if (tokens.some((t) => (t.length >= 4 && flat.includes(t)) || (flat.length >= 4 && t.includes(flat)))) partial = true;
  }
  // On a shared code host only the owner names whose code it is (a repository name is often a common word).
  const host = hostOf(url) ?? '';
  // (a host whose first label is the tool's name — `foundry.paradigm.xyz` for a Foundry skill — is a vendor's subdomain for it:
  // named, to review, not unrelated)
  if (toolSubdomain(tokens, host)) return 'named';
  for (const b of CODE_HOSTS.test(host) ? brands.slice(0, 1) : brands) {
    if (b.length < 2) continue;
    for (const sf of view.files) {
      if (!sf.segments.length) continue;
      const text = lower(sf);
      for (let i = text.indexOf(b); i >= 0; i = text.indexOf(b, i + 1)) {
        if (isWordChar(text[i - 1]) && text[i - 1] !== undefined && !/[./@]/.test(text[i - 1])) {
          // part of a longer word ("omni" in "omnibus") unless after a separator
          continue;
        }
        if (isWordChar(text[i + b.length]) && b.length < 5) continue;
        if (runLines.some(([p, s, e]) => p === sf.file.path && i >= s && i < e)) continue;
        // (a look-alike is not made the tool's own by another download from it: `curl -o a https://ffmpeg-x.example/a`)
        if (partial && FETCH_LINE.test(text.slice(text.lastIndexOf('\n', i) + 1, (text.indexOf('\n', i) + 1 || text.length + 1) - 1))) continue;
        return partial ? 'own' : 'named';
      }
    }
  }
  return 'unnamed';
}

// ---- download now, run later ----------------------------------------------------------

export interface SavedRun {
  /** Offset of the download command and of the command that runs what it saved. */
  fetchAt: number;
  fetchEnd: number;
  runAt: number;
  runEnd: number;
  tool: string;
  file: string;
  url?: string;
  /** `clone`: a repository cloned and a script of it run. */
  kind: 'file' | 'clone';
  /** Where the variable that names the saved file is assigned (`AGENT=/var/lib/x/agent`). */
  defAt?: number;
}

/** Downloads that write a file (group `f`: the file; `u`: the URL when the file is its last path part). */
const SAVE = new RegExp(
  [
    // curl … -o FILE / --output FILE / > FILE
    String.raw`\b(?<t1>curl)\b[^\n|;&]{0,400}?(?:\s(?:-[a-zA-Z]*o|--output)[\s=]*|\s>\s*)["']?(?<f1>\$@|(?:\$\(\w+\)|[\w~$./{}\\:-])+)`,
    // curl -O URL / wget URL (saved under the URL's last path part)
    String.raw`\b(?<t2>curl\b[^\n|;&]{0,200}?\s-[a-zA-Z]*O[a-zA-Z]*\s|wget\b(?![^\n|;&]*\s(?:-O|-qO|--output-document|-P)\b)[^\n|;&]{0,200}?\s)["']?(?<u2>https?:\/\/[^\s"'|;&]+\/(?<f2>[\w.-]+))["']?(?=[\s;&|]|$)`,
    // wget -O FILE
    String.raw`\b(?<t3>wget)\b[^\n|;&]{0,400}?\s(?:-O|--output-document)[\s=]*["']?(?<f3>(?!-(?:\s|$))[\w~$./{}\\:-]+)`,
    // Invoke-WebRequest / iwr / Start-BitsTransfer … -OutFile / -Destination FILE
    String.raw`\b(?<t4>Invoke-WebRequest|iwr|Start-BitsTransfer|curl\.exe)\b[^\n|;]{0,400}?\s-(?:OutFile|Destination)\s+["']?(?<f4>[\w~$./{}\\:-]+)`,
    // Python urlretrieve(URL, "FILE"), R download.file(URL, "FILE"), Julia download(URL, "FILE")
    String.raw`\b(?<t5>urlretrieve|download\.file|Downloads\.download)\s*\(\s*[^,\n]{1,300},\s*(?:[a-z]+\s*=\s*)?[frb]?["'](?<f5>[^"'\n]+)["']`,
    // the same into a name the file sets (`urlretrieve(LIB_URL, LIB_ZIP)`)
    String.raw`\b(?<t10>urlretrieve|download\.file|Downloads\.download)\s*\(\s*[^,\n]{1,300},\s*(?:[a-z]+\s*=\s*)?(?<f10>[A-Za-z_][\w.]*)\s*[,)]`,
    // Ansible get_url: `url: …` then `dest: FILE`
    String.raw`\b(?<t11>get_url):[ \t]*\n(?:[^\n]*\n){0,6}?[ \t]+dest:[ \t]*["']?(?<f11>[\w~$./{}\\:-]+)`,
    // Windows: certutil -urlcache -split -f URL FILE, bitsadmin /transfer NAME … URL FILE
    String.raw`\b(?:[Cc]ert[Uu]til|bitsadmin)(?:\.exe)?\s+(?:-urlcache\b|\/transfer\b)[^\n]*?\s["']?(?<u9>https?:\/\/[^\s"']+)["']?\s+["']?(?<f9>[^\s"']+)`,
    // Dockerfile ADD URL DEST
    String.raw`^[ \t]*ADD[ \t]+(?:--\S+[ \t]+)*(?<u8>https?:\/\/[^\s"']+)[ \t]+["']?(?<f8>[\w~$./{}-]+)`,
    // CMake file(DOWNLOAD URL FILE …)
    String.raw`\bfile\s*\(\s*DOWNLOAD\s+["']?(?<u7>[^\s"')]+)["']?\s+["']?(?<f7>[\w~$./{}\\:-]+)`,
    // git clone URL [DIR]
    String.raw`\bgit\s+clone\b(?:\s+-{1,2}[\w-]+(?:[=\s]\d+)?)*\s+["']?(?<u6>(?:https?:\/\/|git@)[^\s"']+?)(?:\.git)?["']?(?:\s+["']?(?<f6>[\w./-]+)["']?)?(?=\s*(?:$|[;&|)]))`,
  ].join('|'),
  'gim',
);

/** A command that runs the file `f` (a path that ends with it). */
function runPattern(file: string, clone: boolean): RegExp {
  const base = file.replace(/^.*[\\/]/, '');
  const dir = String.raw`["']?(?:[\w~$.{}():-]*[\\/])*`;
  const f = clone ? String.raw`(?:\.\/)?${esc(file.replace(/\/+$/, ''))}\/[\w./-]+` : String.raw`${dir}${esc(base)}`;
  const end = String.raw`(?![\w.-])`;
  return new RegExp(
    [
      // sh FILE, bash -x FILE, sudo bash FILE, python FILE, node FILE, . FILE, source FILE
      String.raw`(?:^|[\s;&|(\x60"'])(?:sudo\s+(?:-\S+\s+)*)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|py|perl|ruby|node|deno\s+run|bun|php|pwsh|powershell(?:\.exe)?|source|\.)\s+(?:-[-\w]+\s+)*["']?${f}["']?${end}`,
      // ./FILE, /abs/FILE at the start of a command (after chmod +x it runs by itself)
      // (a subshell's `(`, not a call's: `require('/tmp/x.json')` reads data)
      String.raw`(?:^|[;&|]\s*|(?<![\w$.\]])\(\s*|\bsudo\s+|\bnohup\s+|\bexec\s+|\bExec\w*=[-@+!:]*|\bstart\s+(?:""\s+|\/\w+\s+)*)["']?(?:\.[\\/]|[\\/~$][\w~$.{}\\/:-]*[\\/]|(?:[A-Za-z]:|%\w+%)[\\/](?:[\w~$.{}%: -]*[\\/])*)${clone ? f : esc(base)}["']?${end}`,
      // PowerShell & FILE, Start-Process FILE, -File FILE; msiexec /i FILE, installer -pkg FILE, dpkg --install FILE (this pattern ignores case: `dpkg -i` and `rpm -i`, whose
      // capitals only show a package, are read by fetch-run-across.ts's RUN_CALL); cmd /c FILE; Python runpy, R source, Julia include,
      // java -jar, an Ansible command or shell task
      String.raw`(?:&\s*|\bStart-Process\s+(?:-FilePath\s+)?|\s-File\s+|\b(?:dofile|loadfile)\s*\(?\s*|\brunpy\.run_path\s*\(\s*|\bexec\s*\(\s*open\s*\(\s*|\b(?:sys\.)?source\s*\(\s*|\binclude\s*\(\s*|\b(?:java|javaw)\s+(?:-\S+\s+)*-jar\s+|\b(?:Rscript|julia|lua|luajit)\s+(?:-\S+\s+)*|\b(?:command|shell|cmd)\s*:\s*(?:sudo\s+)?|\bexecute_process\s*\(\s*COMMAND\s+|\bmsiexec(?:\.exe)?\s+\/i\s+|\binstaller\s+(?:-\w+\s+)*-pkg\s+|\bdpkg\s+(?:--\S+\s+)*--install\s+|\bcmd(?:\.exe)?\s+\/c\s+|\bsubprocess\.\w+\(\s*\[?\s*["']|\bos\.system\(\s*["'](?:\w+\s+)?)["']?${f}["']?${end}`,
      // ["bash", FILE] — an argument list (subprocess, spawn, execFile)
      String.raw`["'](?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh|powershell)["']\s*,\s*(?:["']-[-\w]+["']\s*,\s*)*["']?${f}["']?${end}`,
      // cd DIR && ./install.sh | make install (a cloned repository)
      ...(clone
        ? [
            String.raw`\bcd\s+["']?(?:\.\/)?${esc(file.replace(/\/+$/, ''))}["']?\s*(?:&&|;|\n)\s*(?:sudo\s+)?(?:\.\/[\w.-]+|(?:ba|z)?sh\s+[\w./-]+|python[0-9.]*\s+[\w./-]+\.py|make(?:\s+install)?)\b`,
          ]
        : []),
    ].join('|'),
    'gim',
  );
}

/** Download commands without a fetch word (the `saved` anchors, matched case-sensitively). */
const SAVED_WORDS = [
  'git clone',
  'urlretrieve',
  'Start-BitsTransfer',
  'file(DOWNLOAD',
  'ADD http',
  'certutil',
  'CertUtil',
  'certUtil',
  'bitsadmin',
  'download.file',
  'Downloads.download',
  'get_url',
];

/**
 * Downloads on the lines of `sf` that hold a fetch anchor (`anchors`: offsets of the
 * `download` tag) or `git clone` / `urlretrieve`, that save a file, each paired with the first later command
 * of the same file that runs the saved file (or, for `git clone`, a script of the clone).
 * `accept` says whether an offset stands where a command can run.
 */
export function savedRuns(sf: SentinelFile, anchors: readonly number[], accept: (at: number) => boolean): SavedRun[] {
  const text = sf.info.text;
  const out: SavedRun[] = [];
  let searched = 0;
  const at = [...anchors];
  // (the shared anchor pass found these words, in any case; each counts only as written here)
  for (const i of anchorHits(sf, 'saved')) if (SAVED_WORDS.some((n) => text.startsWith(n, i))) at.push(i);
  for (const [ls, le0] of linesAt(text, at)) {
    // (an Ansible `get_url:` task names its `dest:` a few lines below)
    let le = le0;
    if (text.slice(ls, le0).includes('get_url')) for (let n = 0; n < 7 && le < text.length; n++) le = (text.indexOf('\n', le + 1) + 1 || text.length + 1) - 1;
    const line = text.slice(ls, le);
    SAVE.lastIndex = 0;
    for (let m = SAVE.exec(line); m && searched < MAX_SAVES; m = SAVE.exec(line), searched++) savedRun(sf, ls, m, accept, out);
  }
  return out;
}

function savedRun(sf: SentinelFile, offset: number, m: RegExpExecArray, accept: (at: number) => boolean, out: SavedRun[]): void {
  const text = sf.info.text;
  const g = m.groups ?? {};
  const clone = g.u6 !== undefined;
  let file: string | undefined = g.f1 ?? g.f2 ?? g.f3 ?? g.f4 ?? g.f5 ?? g.f7 ?? g.f8 ?? g.f9 ?? g.f11 ?? g.f6;
  // (a destination held in a name: the last quoted part of its assignment — `LIB_ZIP = os.path.join(DIR, "pack.zip")`)
  if (g.f10 !== undefined) file = new RegExp(String.raw`^[ \t]*${esc(g.f10)}[ \t]*(?:<-|=)[^\n]*["']([^"'\n]+)["'][^"'\n]*$`, 'm').exec(text)?.[1];
  // (the URL may follow the output file: `curl -o FILE URL`)
  const rest = () => text.slice(offset + m.index, Math.max(offset + m.index, text.indexOf('\n', offset + m.index + m[0].length) >>> 0));
  const url = g.u2 ?? g.u6 ?? g.u8 ?? g.u9 ?? g.u7?.replace(/^["']|["']$/g, '') ?? URL_IN_TEXT.exec(m[0])?.[0] ?? URL_IN_TEXT.exec(rest())?.[0];
  if (clone && !file) file = url!.replace(/\.git$/, '').replace(/^.*[/:]/, '');
  // `ADD --checksum=sha256:… URL dest`: verified by the build
  if (g.f8 !== undefined && /--checksum\b/.test(m[0])) return;
  // (a Makefile's recipe saves to its rule's target: `$(VENDOR)/kit.tar.gz:` ⏎ `curl -o $@ https://…`)
  const make = MAKEFILE.test(sf.file.path);
  if (make && file === '$@') file = ruleTarget(text, offset + m.index);
  if (!file || /^(?:\/dev\/null|-|NUL|\$null)$/i.test(file)) return;
  // A file named only by a variable (`-o ${AGENT}`, `-o "$dst"`): its value in the file, and runs spelled with the variable.
  const only = clone ? null : /^\$\{?([A-Za-z_]\w*)\}?$/.exec(file);
  let varRun: RegExp | undefined;
  let defAt: number | undefined;
  if (only) {
    const name = only[1];
    const v = new RegExp(String.raw`(?:^|[\s;"'=])${name}=["']?([^\s"';]*[A-Za-z][^\s"';]*)`, 'm').exec(text);
    if (!v || /\$/.test(v[1].replace(/^.*[\\/]/, ''))) return;
    file = v[1];
    defAt = v.index + v[0].indexOf(name);
    varRun = varRunPattern(name);
  }
  // A file name to look for: a last path part with a letter in it (not a folder, not a bare variable).
  const base = file.replace(/^.*[\\/]/, '');
  if (!clone && (base.length < 2 || !/[A-Za-z]/.test(base.replace(/\$\{?\w+\}?/g, '')))) return;
  const at0 = offset + m.index;
  if (!accept(at0)) return;
  const tool =
    g.f7 !== undefined
      ? 'file(DOWNLOAD)'
      : g.f8 !== undefined
        ? 'ADD'
        : g.f9 !== undefined
          ? /^b/i.test(m[0].trim())
            ? 'bitsadmin'
            : 'certutil'
          : (g.t1 ?? g.t2 ?? g.t3 ?? g.t4 ?? g.t5 ?? g.t10 ?? g.t11 ?? 'git clone').trim().split(/\s/)[0];
  const lineEnd = text.indexOf('\n', at0 + m[0].length);
  const after = lineEnd < 0 ? text.length : lineEnd;
  // Saved where a program runs it by itself (IPython's startup folder, `sitecustomize.py`, a `.pth` file, git's hooks,
  // WordPress's must-use plugins, start-up folders): saving it is running it, every time that program starts.
  if (!clone && (AUTORUN_PLACE.test(file) || (file.includes('$') && AUTORUN_PLACE.test(expandVars(sf, file))))) {
    out.push({ fetchAt: at0, fetchEnd: at0 + m[0].length, runAt: at0, runEnd: at0 + m[0].length, tool, file, url, kind: 'file', defAt });
    return;
  }
  const runRe = runPattern(file, clone);
  // The run may follow on the same line (`&& bash x.sh`) or on any later line of the file (in a Makefile, any line: the
  // rule that uses the target may stand above the one that makes it).
  runRe.lastIndex = at0 + m[0].length;
  // Up to 20,000 characters after the fetch's line (matched in place: no copy of the text).
  const limit = Math.min(text.length, after + 20000);
  for (const re of varRun ? [runRe, varRun] : [runRe]) {
    re.lastIndex = make ? 0 : at0 + m[0].length;
    for (let r = re.exec(text); r && r.index + r[0].length <= limit; r = re.exec(text)) {
      const at = r.index + r[0].search(/\S/);
      if (!accept(at) || (at >= at0 && at < at0 + m[0].length)) continue;
      // (a Makefile rule above the one that fetches: its checksum stands in the fetching recipe, after the fetch)
      if (verifies(at > at0 ? text.slice(at0, at) : `${text.slice(at, at0)}\n${make ? text.slice(at0, recipeEnd(text, at0)) : ''}`)) break;
      out.push({ fetchAt: at0, fetchEnd: at0 + m[0].length, runAt: at, runEnd: r.index + r[0].length, tool, file, url, kind: clone ? 'clone' : 'file', defAt });
      return;
    }
  }
}

/**
 * A command that runs the program a variable names (`${AGENT} --daemon`, `sh -c '$BIN'`,
 * `ExecStart=${BIN}`, `sh "$dst"`): the variable in a command's place, not an argument of
 * another command (`chmod +x ${AGENT}` is not a run).
 */
function varRunPattern(name: string): RegExp {
  return new RegExp(
    String.raw`(?:^|[;&|(]\s*|\bsudo\s+|\bnohup\s+|\bexec\s+|\s-c\s+["']|\bExec\w*=[-@+!:]*|(?:^|[\s;&|(])(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|pwsh|powershell(?:\.exe)?|source|\.)\s+(?:-[-\w]+\s+)*|&\s*|\bStart-Process\s+(?:-FilePath\s+)?|\s-File\s+)["']?\$\{?${name}\}?["']?(?![\w.-])`,
    'gm',
  );
}

// ---- packages from somewhere other than their registry --------------------------------

export interface ForeignInstall {
  at: number;
  end: number;
  /** `archive`: a package given as a URL; `index`: a registry or index other than the default. */
  kind: 'archive' | 'index';
  url: string;
  /** Lines that assign the variables the install reads its URL from. */
  defs?: Array<[number, number]>;
}

const INSTALLER = String.raw`(?:(?:python[0-9.]*\s+-m\s+)?pip[0-9.]*|uv\s+pip|uv|poetry|pipx|pdm|npm|pnpm|yarn|bun|gem|cargo)`;
const INSTALL_CMD = new RegExp(String.raw`\b${INSTALLER}["']?\s+(?:install|add|i)\b[^\n;&|]*`, 'gi');
/** (`"$VENV/bin/pip" install …`: the installer may be a quoted path) */
/** Index / registry options with a URL value. */
const INDEX_OPT =
  /\s(?:--(?:extra-)?index-url|--index|-i|--registry|--source|--find-links|-f|--git|--trusted-host)[\s=]+["']?(https?:\/\/[^\s"']+|git@[^\s"']+)/gi;
/** Config that points a package manager at another index. */
const INDEX_CONFIG =
  /\b(?:pip[0-9.]*\s+config\s+set\s+(?:global|user|site)\.(?:extra-)?index-url|npm\s+config\s+set\s+registry|yarn\s+config\s+set\s+registry|PIP_(?:EXTRA_)?INDEX_URL=|UV_(?:EXTRA_)?INDEX_URL=|NPM_CONFIG_REGISTRY=)\s*["']?(https?:\/\/[^\s"']+)/gi;
/** An unscoped `registry=` line of an `.npmrc` / `.yarnrc` (a scoped `@co:registry=` is that scope's home). */
const NPMRC_REGISTRY = /^[ \t]*registry\s*[=:]\s*["']?(https?:\/\/[^\s"']+)/gm;
/** The packages' own registries and the well-known public mirrors (one list, lib/package-source.ts). */
const HOME_REGISTRY = HOME_INDEX;

/**
 * Installs from a URL or archive, and installs / config against another index, on the lines
 * of `sf` that hold an anchor (`anchors`: offsets of the `unpinned` and `download` tags of
 * anchors.ts) — never a regex over the whole file; every line of an `.npmrc`-like file
 * (`npmrc`). Forms with no anchor of their own (`gem install --source`, `npm config set
 * registry`, `PIP_INDEX_URL=`) are seen only on such lines until anchors.ts lists them.
 */
export function foreignInstalls(sf: SentinelFile, anchors: readonly number[], npmrc = false): ForeignInstall[] {
  const text = sf.info.text;
  const at = [...anchors];
  if (npmrc) for (let i = 0; i >= 0 && i < text.length; i = text.indexOf('\n', i) + 1 || -1) at.push(i);
  // (an argument list's quoted `"install"` / `'add'` word: `spawn('npm', ['install', url])`, `exec.Command("pip3", "install", u)`)
  for (const w of LIST_WORDS) for (let i = text.indexOf(w), n = 0; i >= 0 && n < 20; i = text.indexOf(w, i + 1), n++) at.push(i);
  const out: ForeignInstall[] = [];
  for (const [ls, le] of linesAt(text, at)) {
    const line = text.slice(ls, le);
    // (every form below names an installer: a line without one holds none)
    if (!npmrc && !namesInstaller(line)) continue;
    lineInstalls(line, ls, npmrc, out);
    // An install written as an argument list, or with its package URL in a variable (`pip install "$WHEEL"`,
    // `npm i ${PKG}`, `$(PIP) install $(URL)`): read again with the values filled in, reported at the installer word.
    const list = ARG_LIST.test(line) ? argListCommand(sf, line) : VAR_INSTALL.exec(line) ? varCommand(sf, line) : undefined;
    if (list) {
      const got: ForeignInstall[] = [];
      lineInstalls(list.cmd, 0, false, got);
      // (a URL the line shows itself is read by the other checks: only one the line reads from a variable)
      for (const g of got)
        if (!line.includes(g.url) && !out.some((o) => o.url === g.url))
          out.push({ ...g, at: ls + list.at, end: ls + list.end, defs: defLines(text, list.names) });
    }
  }
  // (Nix: a tarball fetched and evaluated, `imports = [ "${mods}/…" ]`)
  if (/\.nix$/i.test(sf.file.path) || sf.role !== 'script') out.push(...nixFetches(text, at));
  return out.filter((f) => !ELLIPSIS_HOST.test(f.url));
}

/** Words one of {@link INSTALL_CMD}, {@link INDEX_CONFIG}, {@link ARG_LIST} and {@link VAR_INSTALL} needs (lower case). */
const INSTALLER_WORDS = ['pip', 'uv', 'npm', 'yarn', 'poetry', 'pdm', 'bun', 'gem', 'cargo'];
/** Whether `line` may hold an install or an index setting (a cheap test before the regexes). */
function namesInstaller(line: string): boolean {
  const l = line.toLowerCase();
  return INSTALLER_WORDS.some((w) => l.includes(w));
}

/**
 * An install written as an argument list rather than a command line: `subprocess.run([sys.executable, "-m",
 * "pip", "install", WHEEL])`, `spawn("npm", ["install", url])`, `exec.Command("pip", "install", u)`,
 * `Command::new("cargo").args(["install", "--git", REPO])`, `system("gem", "install", src)`.
 */
const LIST_WORDS = [`'install'`, `"install"`, `'add'`, `"add"`];
const ARG_LIST = /["'`](?:pip[0-9.]*|uv|poetry|pipx|pdm|npm|pnpm|yarn|bun|gem|cargo)["'`][\s,)(\]\[]*(?:\.args?\s*\(\s*)?[\s,([]*["'`](?:install|add|i)["'`]/;

/** The argument list of `line` from its installer word on, flattened to a command line with its variables' values filled in. */
function argListCommand(sf: SentinelFile, line: string): { cmd: string; at: number; end: number; names: string[] } | undefined {
  const m = ARG_LIST.exec(line);
  if (!m) return undefined;
  const rest = line.slice(m.index, m.index + 600);
  const words: string[] = [];
  const names: string[] = [];
  for (const t of rest.matchAll(/(["'`])([^"'`\n]*)\1|(?<![\w.])([A-Za-z_][\w.]*)(?![\w(])/g)) {
    if (t[2] !== undefined) words.push(t[2]);
    else if (!/^(?:check|capture_output|text|shell|env|cwd|stdio|args|True|False|true|false|None|null)$/.test(t[3])) {
      const v = expandVars(sf, t[3]).replace(/^[fr]?(["'])(.*)\1$/, '$2');
      if (v !== t[3]) names.push(t[3]);
      words.push(v);
    }
  }
  return { cmd: words.join(' '), at: m.index + 1, end: m.index + m[0].length - 1, names };
}

/** An install command whose arguments hold a variable (`$X`, `${X}`, `$(X)`, `%X%`-free shells and Makefiles). */
const VAR_INSTALL = new RegExp(String.raw`\b${INSTALLER}["']?\s+(?:install|add|i)\b[^\n;&|]*?(?:\$[({]?|\{\{?\s*\.?)[A-Za-z_]`, 'i');

/** An install line with its variables' values filled in (a URL the line itself does not show). */
function varCommand(sf: SentinelFile, line: string): { cmd: string; at: number; end: number; names: string[] } | undefined {
  const m = VAR_INSTALL.exec(line);
  if (!m) return undefined;
  const cmd = line.slice(m.index).replace(/^([^;&|]*).*$/s, '$1');
  // (`$X`, `${X}`, `$(X)`; IPython's and f-strings' `{x}`, a justfile's `{{x}}`)
  const names = [...cmd.matchAll(/(?:\$\{?\(?|\{\{?\s*\.?)([A-Za-z_]\w*)/g)].map((n) => n[1]);
  const filled = expandVars(sf, cmd).replace(/["']/g, ' ');
  if (filled === cmd) return undefined;
  return { cmd: filled, at: m.index, end: m.index + m[0].search(/\s+(?:install|add|i)\b/i), names };
}

/** The lines that assign `names` (a value the install reads: part of the install, not a second mention of its host). */
function defLines(text: string, names: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const n of names.slice(0, 8)) {
    const re = new RegExp(String.raw`^[ \t"]*(?:export\s+|local\s+|const\s+|let\s+|var\s+)?\$?${n}(?:\s*:\s*[\w.[\]| ]+)?[ \t]*[:?]?=`, 'gm');
    for (const d of text.matchAll(re)) out.push(lineBounds(text, d.index + d[0].length - 1));
  }
  return out;
}

function lineInstalls(line: string, offset: number, npmrc: boolean, out: ForeignInstall[]): void {
  INSTALL_CMD.lastIndex = 0;
  for (let m = INSTALL_CMD.exec(line); m; m = INSTALL_CMD.exec(line)) {
    const cmd = m[0];
    const at0 = offset + m.index;
    INDEX_OPT.lastIndex = 0;
    const opts = new Set<number>();
    for (let o = INDEX_OPT.exec(cmd); o; o = INDEX_OPT.exec(cmd)) {
      opts.add(o.index + o[0].indexOf(o[1]));
      if (HOME_REGISTRY.test(o[1]) || /\s--trusted-host/.test(o[0])) continue;
      // (`cargo install --git URL`, `gem … --git`: the package's own code from a repository, not an index — off a shared code host, an archive from elsewhere)
      const git = /^\s--git\b/.test(o[0]) && !CODE_HOST.test(hostOf(o[1]) ?? '');
      out.push({ at: at0 + o.index + 1, end: at0 + o.index + o[0].length, kind: git ? 'archive' : 'index', url: o[1] });
    }
    // A package given as a URL (an archive, a wheel, a tarball) rather than a name.
    for (const a of cmd.matchAll(/\s["']?(https?:\/\/[^\s"'#]+)/g)) {
      const pos = a.index + a[0].indexOf(a[1]);
      if (opts.has(pos) || HOME_REGISTRY.test(a[1])) continue;
      if (!/\.(?:whl|tar\.gz|tgz|tar\.bz2|zip|gem|crate)(?:[?#]|$)|\/archive\/|\/tarball\/|\/zipball\//i.test(a[1])) continue;
      out.push({ at: at0 + pos, end: at0 + pos + a[1].length, kind: 'archive', url: a[1] });
    }
  }
  for (const re of npmrc ? [INDEX_CONFIG, NPMRC_REGISTRY] : [INDEX_CONFIG]) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      if (HOME_REGISTRY.test(m[1])) continue;
      const at = offset + m.index + m[0].search(/\S/);
      out.push({ at, end: offset + m.index + m[0].length, kind: 'index', url: m[1] });
    }
  }
}

/** Saved downloads per file whose later run is searched for (each search reads up to 20 KB on). */
const MAX_SAVES = 50;

// ---- fetched text executed through a variable ------------------------------------------

export interface FetchedExec {
  at: number;
  end: number;
  /** The sink as written (`exec(code`, `Invoke-Expression $helper`). */
  call: string;
  lang: 'py' | 'js' | 'ps' | 'sh';
  url?: string;
  /** Lines of the assignments the fetched text went through ([file, start, end]). */
  via: Array<[string, number, number]>;
}

/** Sinks that run a string as code; group `v`: the variable holding it. */
const EXEC_SINK = new RegExp(
  [
    String.raw`\b(?<py>exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?<v1>[A-Za-z_]\w*)\s*[,)]`,
    String.raw`\b(?<js>new\s+Function|vm\.runIn\w*Context|vm\.Script|runInThisContext)\s*\(\s*(?<v2>[A-Za-z_$][\w$]*)\s*[,)]`,
    String.raw`\b(?<ps>Invoke-Expression|iex)\s+(?:-Command\s+)?["']?\$(?<v3>\w+)|\$(?<v4>\w+)\s*\|\s*(?<ps2>Invoke-Expression|iex)\b|\[ScriptBlock\]::Create\(\s*\$(?<v5>\w+)`,
    String.raw`(?:^|[\s;&|(])(?<sh>eval|(?:ba|z|da)?sh\s+-c|source\s+<\(\s*(?:echo|printf\s+%s)|(?:echo|printf\s+%s)\s+["']?\$\{?(?<v7>\w+)\}?["']?\s*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:ba|z|da)?sh\b)\s*["']?\$\{?(?<v6>\w+)?`,
  ].join('|'),
  'gm',
);
/** A value that is text fetched from the network. */
const FETCH_VALUE =
  /\b(?:urlopen|urlretrieve|requests\.(?:get|post|request)|httpx\.(?:get|post)|session\.get|aiohttp|fetch|axios(?:\.get)?|got|https?\.get|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|DownloadString|DownloadData|curl|wget)\b/;
/** Literal words a file must hold before its sinks are looked for (plain substring tests, no regex over the file). */
const EXEC_WORDS = ['exec', 'eval', 'iex', 'Invoke-Expression', 'IEX', 'Function(', 'runIn', 'ScriptBlock'];

/**
 * Text fetched from the network, held in a variable (through up to three assignments:
 * `resp = urlopen(U)`, `code = resp.read()`), then run as code: `exec(code)`,
 * `Invoke-Expression $helper`, `eval "$payload"`, `new Function(src)`. The pipe and the
 * one-expression forms (`exec(urlopen(…).read())`, `iex (iwr …)`) are download-exec's own.
 */
export function fetchedExecs(sf: SentinelFile): FetchedExec[] {
  const text = sf.info.text;
  if (!sf.segments.length || !netFile(sf) || !holdsAny(sf, text, EXEC_WORDS)) return [];
  // (the file's assignments only once a sink names a variable: most files with a sink word hold none)
  let vars: Map<string, string> | undefined;
  const out: FetchedExec[] = [];
  for (const m of codeMatches(sf, EXEC_SINK, EXEC_WORDS)) {
    if (out.length >= 20) break;
    const g = m.groups ?? {};
    const name = g.v1 ?? g.v2 ?? g.v3 ?? g.v4 ?? g.v5 ?? g.v7 ?? g.v6;
    if (!name) continue;
    const at = m.index + m[0].search(/\S/);
    const seg = segmentAt(sf, at);
    if (!seg || seg.detector || (seg.kind !== 'code' && seg.kind !== 'frontmatter')) continue;
    vars ??= assignments(sf);
    // Follow the variable back to a fetch.
    const via: Array<[string, number, number]> = [];
    let found: string | undefined;
    const queue = [name];
    const seen = new Set<string>();
    for (let hop = 0; hop < 4 && queue.length && !found; hop++) {
      const n = queue.shift()!;
      if (seen.has(n)) continue;
      seen.add(n);
      const v = vars.get(n);
      if (!v) continue;
      const def = assignmentAt(text, n, at);
      if (def !== undefined) via.push([sf.file.path, ...lineBounds(text, def)]);
      if (FETCH_VALUE.test(v)) found = v;
      else for (const r of v.matchAll(/\$?\b([A-Za-z_]\w*)\b/g)) if (vars.has(r[1]) && !seen.has(r[1])) queue.push(r[1]);
    }
    if (!found) continue;
    const expanded = expandVars(sf, found);
    const url = URL_IN_TEXT.exec(expanded)?.[0];
    if (url) {
      const host = hostOf(url);
      const i = host ? text.indexOf(host) : -1;
      if (i >= 0) via.push([sf.file.path, ...lineBounds(text, i)]);
    }
    const lang = g.py ? 'py' : g.js ? 'js' : g.ps || g.ps2 ? 'ps' : 'sh';
    out.push({ at, end: m.index + m[0].length, call: m[0].trim(), lang, url, via });
  }
  return out;
}

/** Offset of the last assignment to `name` before `before` (or anywhere). */
function assignmentAt(text: string, name: string, before: number): number | undefined {
  const re = new RegExp(String.raw`^[ \t]*(?:export\s+|local\s+|const\s+|let\s+|var\s+)?\$?${name}[ \t]*=(?!=)`, 'gm');
  let last: number | undefined;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > before && last !== undefined) break;
    last = m.index;
  }
  return last;
}

/** Lines of the assignments an expression's variables come from (they are part of the command). */
export function varLines(sf: SentinelFile, expr: string): Array<[string, number, number]> {
  const vars = assignments(sf);
  const out: Array<[string, number, number]> = [];
  const seen = new Set<string>();
  const queue = [...expr.matchAll(/\$\{?(\w+)|\{(\w+)\}/g)].map((m) => m[1] ?? m[2]);
  while (queue.length && seen.size < 12) {
    const n = queue.shift()!;
    if (seen.has(n) || !vars.has(n)) continue;
    seen.add(n);
    const at = assignmentAt(sf.info.text, n, sf.info.text.length);
    if (at !== undefined) out.push([sf.file.path, ...lineBounds(sf.info.text, at)]);
    for (const m of vars.get(n)!.matchAll(/\$\{?(\w+)|\{(\w+)\}/g)) queue.push(m[1] ?? m[2]);
  }
  return out;
}
