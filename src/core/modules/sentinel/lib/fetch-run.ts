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
import { hostOf } from '../hosts.ts';
import { HOME_INDEX } from './package-source.ts';
import { anchorHits, lineBounds, type Segment, type SentinelFile, type SentinelView } from '../view.ts';

/** `own`: the tool the skill is named for; `named`: mentioned elsewhere in the skill; `unnamed`: only in the command. */
export type Ownership = 'own' | 'named' | 'unnamed';

/** Hosts that serve many owners: the owner is the first path segment or the sub-domain. */
const CODE_HOSTS =
  /^(?:github\.com|raw\.githubusercontent\.com|objects\.githubusercontent\.com|codeload\.github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|huggingface\.co)$/;
const SHARED_SUFFIX =
  /\.(?:github\.io|gitlab\.io|vercel\.app|netlify\.app|pages\.dev|workers\.dev|herokuapp\.com|fly\.dev|onrender\.com|s3\.amazonaws\.com|blob\.core\.windows\.net|web\.app|firebaseapp\.com|azurewebsites\.net|replit\.app|glitch\.me)$/;
/** Words of a skill name that say nothing about whose tool it is. */
const GENERIC =
  /^(?:the|and|for|with|tool|tools|agent|agents|skill|skills|helper|helpers|setup|install|installer|manager|cli|api|mcp|server|client|dev|environment|env|utils?|kit|core|app|bot|assistant|pro|plus|official|open|auto|quick|easy|simple|smart|super|best|all|one|hub|ops|sdk|lib|web|data|code|developing|development|using|use|ai)$/;

/** Names a host goes by: its registrable label, or the owner (and repository) on a shared code host. */
export function hostBrands(url: string): string[] {
  const host = hostOf(url);
  if (!host) return [];
  if (CODE_HOSTS.test(host)) {
    const path = url.replace(/^[a-z]+:\/\/[^/]+\/?/i, '').split(/[/?#]/);
    return path
      .slice(0, 2)
      .map((s) => s.replace(/\.git$/, '').toLowerCase())
      .filter((s) => s.length >= 2 && !/^(?:releases?|download|raw|blob|resolve|main|master)$/.test(s));
  }
  const labels = host.split('.');
  if (SHARED_SUFFIX.test(host)) return labels.length > 3 || !/\.(?:s3|blob)\./.test(host) ? [labels[0]] : [];
  if (labels.length < 2) return [host];
  const n = labels.length;
  const second = labels[n - 2];
  const label = n >= 3 && labels[n - 1].length === 2 && /^(?:co|com|org|net|gov|ac|edu)$/.test(second) ? labels[n - 3] : second;
  return [label];
}

/** Distinctive words of the skill's name (and folder name). */
function nameTokens(doc: SkillDocument): string[] {
  const name = typeof doc.frontmatter?.data?.name === 'string' ? (doc.frontmatter.data.name as string) : '';
  const words = `${name} ${doc.folderName}`.toLowerCase().split(/[^a-z0-9]+/);
  return [...new Set(words.filter((w) => w.length >= 2 && !GENERIC.test(w) && !/^\d+$/.test(w)))];
}

const lowerMemo = new WeakMap<SentinelFile, string>();
function lower(sf: SentinelFile): string {
  let t = lowerMemo.get(sf);
  if (t === undefined) lowerMemo.set(sf, (t = sf.info.text.toLowerCase()));
  return t;
}

const isWordChar = (c: string | undefined): boolean => !!c && /[a-z0-9]/.test(c);

/**
 * Whether the host of `url` is the skill's own tool's, named elsewhere in the skill, or
 * named only where it is run. `runLines` are [file path, line start, line end] of the
 * commands that fetch and run (their own mentions do not count).
 */
export function ownership(doc: SkillDocument, view: SentinelView, url: string, runLines: ReadonlyArray<readonly [string, number, number]>): Ownership {
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
    if (flat === joined || tokens.some((t) => t === b || t === flat)) return 'own';
    if (tokens.some((t) => (t.length >= 4 && flat.includes(t)) || (flat.length >= 4 && t.includes(flat)))) partial = true;
  }
  // On a shared code host only the owner names whose code it is (a repository name is often a common word).
  const host = hostOf(url) ?? '';
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
}

/** Downloads that write a file (group `f`: the file; `u`: the URL when the file is its last path part). */
const SAVE = new RegExp(
  [
    // curl … -o FILE / --output FILE / > FILE
    String.raw`\b(?<t1>curl)\b[^\n|;&]{0,400}?(?:\s(?:-o|--output)[\s=]*|\s>\s*)["']?(?<f1>[\w~$./{}\\:-]+)`,
    // curl -O URL / wget URL (saved under the URL's last path part)
    String.raw`\b(?<t2>curl\b[^\n|;&]{0,200}?\s-[a-zA-Z]*O[a-zA-Z]*\s|wget\b(?![^\n|;&]*\s(?:-O|-qO|--output-document|-P)\b)[^\n|;&]{0,200}?\s)["']?(?<u2>https?:\/\/[^\s"'|;&]+\/(?<f2>[\w.-]+))["']?(?=[\s;&|]|$)`,
    // wget -O FILE
    String.raw`\b(?<t3>wget)\b[^\n|;&]{0,400}?\s(?:-O|--output-document)[\s=]*["']?(?<f3>(?!-(?:\s|$))[\w~$./{}\\:-]+)`,
    // Invoke-WebRequest / iwr / Start-BitsTransfer … -OutFile / -Destination FILE
    String.raw`\b(?<t4>Invoke-WebRequest|iwr|Start-BitsTransfer|curl\.exe)\b[^\n|;]{0,400}?\s-(?:OutFile|Destination)\s+["']?(?<f4>[\w~$./{}\\:-]+)`,
    // Python urlretrieve(URL, "FILE")
    String.raw`\b(?<t5>urlretrieve)\s*\(\s*[^,\n]{1,300},\s*(?:[a-z]+\s*=\s*)?[frb]?["'](?<f5>[^"'\n]+)["']`,
    // git clone URL [DIR]
    String.raw`\bgit\s+clone\b(?:\s+-{1,2}[\w-]+(?:[=\s]\d+)?)*\s+["']?(?<u6>(?:https?:\/\/|git@)[^\s"']+?)(?:\.git)?["']?(?:\s+["']?(?<f6>[\w./-]+)["']?)?(?=\s*(?:$|[;&|)]))`,
  ].join('|'),
  'gim',
);

/** Checksum or signature checks between the download and the run. */
const VERIFIED =
  /\b(?:sha(?:1|224|256|384|512)sum|shasum|md5sum|b2sum|Get-FileHash|gpg\s+--verify|gpgv|cosign\s+verify|minisign\s+-V|slsa-verifier|sigstore|hashlib\.sha\d+|\.hexdigest\(\))/i;

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A command that runs the file `f` (a path that ends with it). */
function runPattern(file: string, clone: boolean): RegExp {
  const base = file.replace(/^.*[\\/]/, '');
  const dir = String.raw`["']?(?:[\w~$.{}:-]*[\\/])*`;
  const f = clone ? String.raw`(?:\.\/)?${esc(file.replace(/\/+$/, ''))}\/[\w./-]+` : String.raw`${dir}${esc(base)}`;
  const end = String.raw`(?![\w.-])`;
  return new RegExp(
    [
      // sh FILE, bash -x FILE, sudo bash FILE, python FILE, node FILE, . FILE, source FILE
      String.raw`(?:^|[\s;&|(\x60"'])(?:sudo\s+(?:-\S+\s+)*)?(?:(?:ba|z|da|k)?sh|python[0-9.]*|py|perl|ruby|node|deno\s+run|bun|php|pwsh|powershell(?:\.exe)?|source|\.)\s+(?:-[-\w]+\s+)*["']?${f}["']?${end}`,
      // ./FILE, /abs/FILE at the start of a command (after chmod +x it runs by itself)
      String.raw`(?:^|[;&|(]\s*|\bsudo\s+|\bnohup\s+|\bexec\s+)["']?(?:\.[\\/]|[\\/~$][\w~$.{}\\/:-]*[\\/])${clone ? f : esc(base)}["']?${end}`,
      // PowerShell & FILE, Start-Process FILE, -File FILE; msiexec /i FILE; cmd /c FILE
      String.raw`(?:&\s*|\bStart-Process\s+(?:-FilePath\s+)?|\s-File\s+|\bmsiexec(?:\.exe)?\s+\/i\s+|\bcmd(?:\.exe)?\s+\/c\s+|\bsubprocess\.\w+\(\s*\[?\s*["']|\bos\.system\(\s*["'](?:\w+\s+)?)["']?${f}["']?${end}`,
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
const SAVED_WORDS = ['git clone', 'urlretrieve', 'Start-BitsTransfer'];

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
  for (const [ls, le] of linesAt(text, at)) {
    const line = text.slice(ls, le);
    SAVE.lastIndex = 0;
    for (let m = SAVE.exec(line); m && searched < MAX_SAVES; m = SAVE.exec(line), searched++) savedRun(text, ls, m, accept, out);
  }
  return out;
}

function savedRun(text: string, offset: number, m: RegExpExecArray, accept: (at: number) => boolean, out: SavedRun[]): void {
  const g = m.groups ?? {};
  const clone = g.u6 !== undefined;
  let file = g.f1 ?? g.f2 ?? g.f3 ?? g.f4 ?? g.f5 ?? g.f6;
  const url = g.u2 ?? g.u6 ?? /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(m[0])?.[0];
  if (clone && !file) file = url!.replace(/\.git$/, '').replace(/^.*[/:]/, '');
  if (!file || /^(?:\/dev\/null|-|NUL|\$null)$/i.test(file)) return;
  // A file name to look for: a last path part with a letter in it (not a folder, not a bare variable).
  const base = file.replace(/^.*[\\/]/, '');
  if (!clone && (base.length < 2 || !/[A-Za-z]/.test(base.replace(/\$\{?\w+\}?/g, '')))) return;
  const at0 = offset + m.index;
  if (!accept(at0)) return;
  const tool = (g.t1 ?? g.t2 ?? g.t3 ?? g.t4 ?? g.t5 ?? 'git clone').trim().split(/\s/)[0];
  const lineEnd = text.indexOf('\n', at0 + m[0].length);
  const after = lineEnd < 0 ? text.length : lineEnd;
  const runRe = runPattern(file, clone);
  // The run may follow on the same line (`&& bash x.sh`) or on any later line of the file.
  runRe.lastIndex = at0 + m[0].length;
  // Up to 20,000 characters after the fetch's line (matched in place: no copy of the text).
  const limit = Math.min(text.length, after + 20000);
  for (let r = runRe.exec(text); r && r.index + r[0].length <= limit; r = runRe.exec(text)) {
    const at = r.index + r[0].search(/\S/);
    if (!accept(at)) continue;
    if (VERIFIED.test(text.slice(at0, at))) break;
    out.push({ fetchAt: at0, fetchEnd: at0 + m[0].length, runAt: at, runEnd: r.index + r[0].length, tool, file, url, kind: clone ? 'clone' : 'file' });
    break;
  }
}

// ---- packages from somewhere other than their registry --------------------------------

export interface ForeignInstall {
  at: number;
  end: number;
  /** `archive`: a package given as a URL; `index`: a registry or index other than the default. */
  kind: 'archive' | 'index';
  url: string;
}

const INSTALLER = String.raw`(?:(?:python[0-9.]*\s+-m\s+)?pip[0-9.]*|uv\s+pip|uv|poetry|pipx|pdm|npm|pnpm|yarn|bun|gem|cargo)`;
const INSTALL_CMD = new RegExp(String.raw`\b${INSTALLER}\s+(?:install|add|i)\b[^\n;&|]*`, 'gi');
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
  const out: ForeignInstall[] = [];
  for (const [ls, le] of linesAt(text, at)) {
    lineInstalls(text.slice(ls, le), ls, npmrc, out);
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
      out.push({ at: at0 + o.index + 1, end: at0 + o.index + o[0].length, kind: 'index', url: o[1] });
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
/** Longest line looked at (a minified file's one line is skipped). */
const MAX_LINE = 4000;

/** The distinct lines [start, end) holding the offsets `at`, in order, each found once (linear in the text). */
function linesAt(text: string, at: number[]): Array<[number, number]> {
  at.sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  let end = -1;
  for (const pos of at) {
    if (pos < end) continue;
    const ls = text.lastIndexOf('\n', pos - 1) + 1;
    let le = text.indexOf('\n', pos);
    if (le < 0) le = text.length;
    end = le + 1;
    if (le - ls <= MAX_LINE) out.push([ls, le]);
  }
  return out;
}

/** The segment of `sf` holding `offset`, if any. */
export function segmentAt(sf: SentinelFile, offset: number): Segment | undefined {
  let lo = 0;
  let hi = sf.segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sf.segments[mid];
    if (offset < s.start) hi = mid - 1;
    else if (offset >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

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
  /** Where the URL is written (its line counts as part of the fetch for host ownership). */
  urlAt?: number;
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
}

/** A file that can hold a download: a network call of any language (one test per file). */
const NET_WORD =
  /\b(?:curl|wget|Invoke-WebRequest|iwr|Start-BitsTransfer|DownloadFile|urlretrieve|urlopen|requests\.get|httpx|https?\.get|fetch\s*\(|axios|got\s*\(|aiohttp|certutil|Net::HTTP|URI\.open|open-uri|HTTParty|Faraday|http\.Get|file_get_contents\s*\(\s*["']https?)\b|\b(?:fetch|got)\s*\(/i;

/** Statements that write a download to a file; group `t`: the target expression. */
const SAVE_SINK = new RegExp(
  [
    String.raw`\b(?<k1>curl)\b(?:[^\n|;&\\]|\\\n|\\(?!\n)){0,400}?(?:\s(?:-o|--output)[\s=]*|\s>\s*)(?<t1>"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+)`,
    String.raw`\b(?<k2>wget)\b(?:[^\n|;&\\]|\\\n|\\(?!\n)){0,400}?\s(?:-O|-qO|--output-document)[\s=]*(?<t2>(?!-(?:\s|$))(?:"[^"\n]+"|'[^'\n]+'|[^\s;&|)]+))`,
    String.raw`\b(?<k3>Invoke-WebRequest|iwr|Start-BitsTransfer|curl\.exe)\b[^\n|;]{0,400}?\s-(?:OutFile|Destination)\s+(?<t3>"[^"\n]+"|'[^'\n]+'|[^\s;|)]+)`,
    String.raw`\b(?<k4>urlretrieve|DownloadFile)\s*\(\s*[^,\n]{1,300},\s*(?:[a-z]+\s*=\s*)?(?<t4>[^,()\n]+(?:\([^()\n]*\))?)`,
    String.raw`\b(?<k5>createWriteStream|writeFileSync|writeFile)\s*\(\s*(?<t5>[^,()\n]+(?:\([^()\n]*\))?)`,
    String.raw`\b(?<k6>open)\s*\(\s*(?<t6>[^,()\n]+(?:\([^()\n]*\))?),\s*["'](?:wb|w\+b|ab)["']`,
    // `dest.write_bytes(…)`: the receiver is read back from the text before the dot (savedFiles)
    String.raw`\.(?<k7>write_bytes)\s*\(`,
    // Ruby File.binwrite / File.write / IO.binwrite, Go os.WriteFile / ioutil.WriteFile / os.Create, PHP file_put_contents
    String.raw`\b(?:File|IO)\.(?<k8>binwrite|write)\s*\(?\s*(?<t8>[^,()\n]+(?:\([^()\n]*\))?)\s*,`,
    String.raw`\b(?:os|ioutil)\.(?<k9>WriteFile|Create)\s*\(\s*(?<t9>[^,()\n]+(?:\([^()\n]*\))?)`,
    String.raw`\b(?<k10>file_put_contents)\s*\(\s*(?<t10>[^,()\n]+(?:\([^()\n]*\))?)\s*,`,
  ].join('|'),
  'g',
);

/** Literal words one of {@link SAVE_SINK}'s forms needs (a code block without any is skipped). */
const SAVE_WORDS = [
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
  'ab',
  'write_bytes',
  '>',
  'binwrite',
  '.write',
  'WriteFile',
  'os.Create',
  'file_put_contents',
];

/**
 * Matches of the global `re` in the code of `sf` (scripts, fenced blocks, frontmatter; not
 * detector tables), block by block, skipping blocks that hold none of `words`; offsets are
 * into the whole text.
 */
function* codeMatches(sf: SentinelFile, re: RegExp, words: readonly string[]): Generator<RegExpExecArray> {
  const text = sf.info.text;
  if (!words.some((w) => text.includes(w))) return;
  for (const seg of sf.segments) {
    if (seg.detector || (seg.kind !== 'code' && seg.kind !== 'frontmatter')) continue;
    const part = text.slice(seg.start, seg.end);
    if (!words.some((w) => part.includes(w))) continue;
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      if (m[0] === '') re.lastIndex++;
      m.index += seg.start;
      yield m;
    }
  }
}

/** Code and binaries by extension: a literal of this shape in a downloading script names what it saves. */
const CODE_FILE =
  /^[\w.-]*[\w-]\.(?:py|pyc|sh|bash|zsh|js|mjs|cjs|ps1|psm1|bat|cmd|vbs|exe|dll|so|dylib|bin|pl|rb|php|jar|node|appimage|run|command|scr|msi)$/i;
/** Shell, PowerShell, Python and JS assignments: `X=…`, `$x = …`, `x = …`, `const x = …`. */
const ASSIGN =
  /^[ \t]*(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?|const\s+|let\s+|var\s+|set\s+)?\$?([A-Za-z_]\w*)(?:\s*:\s*[\w.[\]| ]+)?[ \t]*:?=(?![=~])[ \t]*([^\n]{1,400})/gm;

const varsMemo = new WeakMap<SentinelFile, Map<string, string>>();
/** The last value assigned to each name in the file (one pass, memoised). */
function assignments(sf: SentinelFile): Map<string, string> {
  let m = varsMemo.get(sf);
  if (m) return m;
  m = new Map();
  ASSIGN.lastIndex = 0;
  for (let a = ASSIGN.exec(sf.info.text); a; a = ASSIGN.exec(sf.info.text)) if (!m.has(a[1]) || a[2].length > 2) m.set(a[1], a[2].trim());
  varsMemo.set(sf, m);
  return m;
}

/** `expr` with variables (`$X`, `${X}`, `{X}`, `$env:X`, bare names) replaced by their values, a few levels deep. */
export function expandVars(sf: SentinelFile, expr: string, depth = 3): string {
  const vars = assignments(sf);
  let out = expr;
  for (let d = 0; d < depth; d++) {
    let changed = false;
    out = out.replace(/\$\{(\w+)\}|\$(?:env:)?(\w+)|\{(\w+)\}|(?<![\w.$'"\/:@-])([A-Za-z_]\w*)(?![\w'"(\/.:-])/g, (all, a, b, c, e) => {
      const v = vars.get(a ?? b ?? c ?? e);
      if (v === undefined || v.length > 300) return all;
      changed = true;
      return v.replace(/^[fr]?(["'])(.*)\1$/, '$2');
    });
    if (!changed) break;
  }
  return out;
}

/** The last literal path part of an expression (`"$CACHE/fcfast"` → fcfast, `Join-Path $d 'a.ps1'` → a.ps1). */
function lastPart(expr: string): string | undefined {
  const parts = expr.split(/[\\/\s"'`,()+]+/).filter((p) => p && !/^\$/.test(p) && /[A-Za-z]/.test(p.replace(/\$\{?\w+\}?|\{\w+\}/g, '')));
  const p = parts.at(-1)?.replace(/[;)\]}]+$/, '');
  // A bare name (`CACHE`, `dest`) is a variable, not a file: only a quoted or path-joined part names one.
  if (p && /^[A-Za-z_]\w*$/.test(p) && !new RegExp(String.raw`[\\/]${p}\b|["'\x60][^"'\x60\n]*\b${p}["'\x60]`).test(expr)) return undefined;
  if (!p || p.length < 3 || /\$|\{/.test(p) || /^\.\w{1,5}$/.test(p) || /^(?:str|Path|path|join|os|name|dest|file|out|target|tmp|bin)$/i.test(p))
    return undefined;
  return p;
}

const savesMemo = new WeakMap<SentinelView, SavedFile[]>();

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
    for (const m of codeMatches(sf, SAVE_SINK, SAVE_WORDS)) {
      if (n++ >= 50) break;
      const seg = segmentAt(sf, m.index);
      if (!seg || seg.detector || (seg.kind !== 'code' && seg.kind !== 'frontmatter')) continue;
      const g = m.groups ?? {};
      const tool = g.k1 ?? g.k2 ?? g.k3 ?? g.k4 ?? g.k5 ?? g.k6 ?? g.k7 ?? g.k8 ?? g.k9 ?? g.k10;
      // A write that is no download: the file must fetch something (a stream or a write of fetched bytes).
      if (
        /^(?:createWriteStream|writeFileSync|writeFile|open|write_bytes|binwrite|write|WriteFile|Create|file_put_contents)$/.test(tool) &&
        !NET_WORD.test(text.slice(Math.max(0, m.index - 1500), m.index + 600))
      )
        continue;
      const receiver = g.k7 ? /\(?([\w.]{1,80}(?:\s*\/\s*["'][^"'\n]{1,80}["'])?)\)?$/.exec(text.slice(Math.max(0, m.index - 200), m.index))?.[1] : undefined;
      const target = (g.t1 ?? g.t2 ?? g.t3 ?? g.t4 ?? g.t5 ?? g.t6 ?? g.t8 ?? g.t9 ?? g.t10 ?? receiver ?? '').trim();
      if (!target) continue;
      if (/^(?:["']?\/dev\/null|-|NUL|\$null)["']?$/i.test(target)) continue;
      const names = new Set<string>();
      const direct = lastPart(target);
      if (direct) names.add(direct);
      else {
        const expanded = lastPart(expandVars(sf, target));
        if (expanded) names.add(expanded);
      }
      if (!names.size) {
        literals ??= [...text.matchAll(/["'`]([\w.-]{3,80})["'`]/g)].map((l) => l[1]).filter((l) => CODE_FILE.test(l));
        for (const l of literals) names.add(l);
      }
      if (!names.size) continue;
      // The statement with its continuation lines; the URL it fetches, through variables.
      const [ls] = lineBounds(text, m.index);
      let stmtStart = ls;
      while (stmtStart > 0 && /\\\s*$|[`]\s*$/.test(text.slice(text.lastIndexOf('\n', stmtStart - 2) + 1, stmtStart - 1)))
        stmtStart = text.lastIndexOf('\n', stmtStart - 2) + 1;
      const stmt = text.slice(stmtStart, text.indexOf('\n', m.index + m[0].length) < 0 ? text.length : text.indexOf('\n', m.index + m[0].length));
      let url = /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(stmt)?.[0];
      let urlAt: number | undefined;
      if (!url) {
        url = /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(expandVars(sf, stmt))?.[0];
        if (!url) {
          const first = /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(text.slice(Math.max(0, m.index - 1500), m.index));
          // (or just below: `with open(P, "wb") as f:` ⏎ `f.write(urlopen(URL).read())`)
          const below = first ? undefined : /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(text.slice(m.index, m.index + 300));
          if (first ?? below) url = expandVars(sf, (first ?? below)![0]);
        }
        if (url) {
          const host = hostOf(url);
          const i = host ? text.indexOf(host) : -1;
          if (i >= 0) urlAt = i;
        }
      }
      out.push({ sf, at: stmtStart + stmt.search(/\S/), end: m.index + m[0].length, names: [...names], tool, url, urlAt });
    }
  }
  savesMemo.set(view, out);
  return out;
}

/** Commands and calls that run a file; group `a`: the argument naming it. */
const RUN_CALL = new RegExp(
  [
    String.raw`\brunpy\.run_(?:path|module)\s*\((?<a1>[^\n]{1,200})`,
    String.raw`\bspec_from_file_location\s*\((?<a2>[^\n]{1,200})`,
    String.raw`\b(?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?(?:open|Path)\s*\((?<a3>[^\n]{1,200})`,
    String.raw`\b(?:CDLL|WinDLL|LoadLibrary|dlopen)\s*\((?<a4>[^\n]{1,200})`,
    String.raw`\b(?:subprocess\.(?:run|call|Popen|check_call|check_output)|os\.(?:system|startfile|exec\w*|spawn\w*|popen))\s*\((?<a5>[^\n]{1,200})`,
    String.raw`\b(?:require|import)\s*\((?!\s*["'][@\w][\w@/.-]*["']\s*\))(?<a6>[^\n]{1,200})`,
    String.raw`\b(?:spawn|spawnSync|execFile|execFileSync|fork|execSync|execa)\s*\((?<a7>[^\n]{1,200})`,
    String.raw`\bStart-Process\s+(?<a8>[^\n]{1,200})`,
    String.raw`\s-(?:File|FilePath|Execute|Argument)\s+(?<a9>[^\n]{1,200})`,
    String.raw`\bschtasks(?:\.exe)?\b[^\n]*\s\/tr\s+(?<a10>[^\n]{1,200})`,
    String.raw`(?:\b(?:nohup|setsid|exec)\s+|\bExecStart=|@reboot\s+|\b(?:\*|\d+)(?:\s+(?:\*|[\d,\/*-]+)){4}\s+)(?<a11>[^\n]{1,200})`,
    String.raw`(?:^|[;&|({]\s*|\b(?:then|do|sudo|else)\s+)(?<a12>["']?(?:\$\{?\w+\}?|~|\.)?\/[^\s;&|]+)`,
    String.raw`(?:^|[\s;&|(])(?:(?:ba|z|da|k)?sh|python[0-9.]*|node|perl|ruby|source|pwsh|powershell(?:\.exe)?|\.)\s+(?:-[-\w]+\s+)*(?<a13>["'$~./\w][^\n]{0,200})`,
    String.raw`(?:^|[\s;(])&\s*(?<a14>["'$][^\n]{1,200})`,
    // A downloaded `x.py` imported by name (after `sys.path.insert(0, CACHE)`): `import x`, `from x import y`, `import_module("x")`
    String.raw`\bimport_module\s*\(\s*["'](?<a15>[\w.]+)["']`,
    String.raw`^[ \t]*(?:import|from)[ \t]+(?<a16>[\w.]+)`,
    // Ruby: load X / require X / eval(File.read(X)); Ruby, PHP, Perl system / exec / IO.popen; Go exec.Command
    String.raw`\b(?:instance_eval|class_eval|module_eval|eval)\s*\(?\s*(?:File|IO)\.(?:read|binread)\s*\(?(?<a17>[^\n]{1,200})`,
    // (a statement of its own: `load path`, `require STAGE`, `include $f;` — not "requires a …" in a string)
    String.raw`(?:^|[;{])[ \t]*(?:Kernel\.)?(?:load|require|require_relative|include|include_once|require_once)\b[ \t]*\(?[ \t]*(?<a18>\$?[A-Za-z_][\w:.]*(?:\([^()\n]*\))?)[ \t]*\)?[ \t]*(?=$|[;#}]|\b(?:if|unless)\b)`,
    String.raw`(?<![\w.])(?:Kernel\.|Process\.)?(?:system|exec|IO\.popen|Open3\.\w+|shell_exec|passthru|proc_open)\b\s*\(?\s*(?<a19>[^\n]{1,200})`,
    String.raw`\bexec\.Command(?:Context)?\s*\((?:\s*ctx\s*,)?(?<a20>[^\n]{1,200})`,
  ].join('|'),
  'gm',
);

/** Registered to start again (a scheduled task, an autostart entry, a service, an rc file). */
const PERSIST_NEAR =
  /\b(?:Register-ScheduledTask|New-ScheduledTask\w*|schtasks|crontab|@reboot|ExecStart|LaunchAgents|LaunchDaemons|RunAtLoad|CurrentVersion\\Run|AtLogOn|AtStartup|systemctl\s+(?:--user\s+)?enable)\b|\.(?:bashrc|zshrc|profile|bash_profile)\b/i;
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
  const wanted = saves.map((s) => ({ s, names: s.names.filter((n) => !shipped.has(n.toLowerCase()) && !DATA_FILE.test(n)) })).filter((w) => w.names.length);
  if (!wanted.length) return [];
  const out: SkillSavedRun[] = [];
  const done = new Set<SavedFile>();
  for (const sf of view.files) {
    if (!sf.segments.length) continue;
    const text = sf.info.text;
    const lowerText = lower(sf);
    // Only files that name a saved file at all (literally or through a variable of theirs).
    const present = wanted.filter((w) => w.names.some((n) => lowerText.includes(n.toLowerCase().replace(/\.py$/, ''))));
    if (!present.length) continue;
    RUN_CALL.lastIndex = 0;
    let count = 0;
    for (let m = RUN_CALL.exec(text); m && count < 400; m = RUN_CALL.exec(text), count++) {
      // Forms overlap (`powershell -File X`, `nohup bash X`): look again just after this one's start.
      RUN_CALL.lastIndex = m.index + m[0].search(/\S/) + 1;
      const g = m.groups ?? {};
      const key = Object.keys(g).find((k) => g[k] !== undefined);
      if (!key) continue;
      const arg = programArg(g[key], key);
      const at = m.index + m[0].search(/\S/);
      const seg = segmentAt(sf, at);
      if (!seg || seg.detector || (seg.kind !== 'code' && seg.kind !== 'frontmatter' && !(seg.kind === 'prose' && inBackticks(text, at)))) continue;
      const expanded = `${arg} ${expandVars(sf, arg)}`.toLowerCase();
      for (const w of present) {
        if (done.has(w.s)) continue;
        // In the same file the run comes after the download — except in a script, where a run
        // written above the download (`apply_staged` … `File.binwrite(STAGE, body)`) starts what the
        // previous run saved; a checksum or signature check on the way stops it.
        // (only an explicit run call counts there: a spawn, exec, load, `-File` — not a path at a line's start)
        if (w.s.sf === sf && at < w.s.end + 1 && (sf.role !== 'script' || at >= w.s.at || !/^a(?:[1-9]|10|1[7-9]|20)$/.test(key))) continue;
        const byModule = key === 'a15' || key === 'a16';
        const name = byModule
          ? w.names.find((n) => /\.py$/i.test(n) && n.slice(0, -3).toLowerCase() === arg.toLowerCase().split('.')[0])
          : w.names.find((n) => hasName(expanded, n.toLowerCase()));
        if (!name) continue;
        const [ls, le] = lineBounds(text, at);
        if (PRINTED.test(text.slice(ls, at)) && !WRITTEN_TO_RUN.test(text.slice(ls, le))) continue;
        if (VERIFIED.test(w.s.sf === sf ? (at > w.s.end ? text.slice(w.s.end, at) : text) : `${w.s.sf.info.text.slice(w.s.end)}\n${text.slice(0, at)}`))
          continue;
        const near = text.slice(text.lastIndexOf('\n', Math.max(0, ls - 200)) + 1, Math.min(text.length, le + 300));
        const how: RunHow = PERSIST_NEAR.test(near) ? 'persist' : BACKGROUND_NEAR.test(text.slice(ls, Math.min(text.length, le + 120))) ? 'background' : 'run';
        out.push({ save: w.s, sf, runAt: at, runEnd: Math.min(le, m.index + m[0].length), name, how });
        done.add(w.s);
      }
    }
  }
  return out;
}

/** A run written inside a printed hint (`echo "then run: sh x.sh"`), not run. */
const PRINTED = /\b(?:echo|printf|print|console\.(?:log|error)|Write-(?:Host|Output)|puts|say)\b[^\n]*["'`]/;

/** …unless what is printed goes where it runs (a crontab, a unit, an rc file). */
const WRITTEN_TO_RUN = /\|\s*(?:sudo\s+)?crontab\b|@reboot|ExecStart=|>>\s*\S*(?:rc|profile)\b|\btee\s+(?:-a\s+)?\S*(?:cron|systemd|rc\b|profile)/;

/** Saved files that hold data, not code: never "run". */
const DATA_FILE =
  /\.(?:json|jsonl|ndjson|txt|csv|tsv|md|zip|tar|gz|tgz|bz2|xz|7z|png|jpe?g|gif|webp|svg|pdf|html?|xml|ya?ml|toml|log|ttf|otf|woff2?|mp[34]|wav|db|sqlite|parquet|onnx|safetensors|gguf|pt|ckpt)$/i;

/**
 * The part of a run's argument that names the program: a call's first argument (a whole
 * `[…]` argument list), a command's first word; a task's `-Argument` string whole.
 */
function programArg(arg: string, key: string): string {
  const a = arg.replace(/\s(?:#|\/\/)\s.*$/, '').trim();
  if (key === 'a9' && /^["'`]/.test(a)) return a;
  if (/^a(?:[1-7]|17|19|20)$/.test(key)) {
    if (a.startsWith('[')) return a.slice(0, Math.max(a.indexOf(']'), 1) + 1);
    const cut = a.search(/[,)]/);
    return cut < 0 ? a : a.slice(0, cut);
  }
  const q = /^(["'])(.*?)\1/.exec(a);
  if (q) return q[0];
  return a.split(/[\s;&|)]/)[0];
}

function hasName(text: string, name: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    if (!/[\w.-]/.test(text[i - 1] ?? ' ') || /[\\/'"$]/.test(text[i - 1])) {
      if (!/[\w-]/.test(text[i + name.length] ?? ' ') && !(text[i + name.length] === '.' && /\w/.test(text[i + name.length + 1] ?? ''))) return true;
    }
  }
  return false;
}

function inBackticks(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  return (text.slice(ls, at).split('`').length - 1) % 2 === 1;
}

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
/** Network calls that are not `download` anchors (anchors.ts), as plain substrings. */
const NET_EXTRA = [
  'https.get',
  'http.get',
  'axios',
  'DownloadFile',
  'urlretrieve',
  'aiohttp',
  'httpx',
  'got(',
  'certutil',
  'BitsTransfer',
  'Net::HTTP',
  'URI.open',
  'open-uri',
  'HTTParty',
  'Faraday',
  'http.Get(',
  'fetch(',
  'file_get_contents(',
];
/** Whether `text` holds one of {@link NET_EXTRA}: at the `net` anchors (anchors.ts, case-insensitive) when the anchor pass covered the file. */
function netExtra(sf: SentinelFile, text: string): boolean {
  return holdsAny(sf, text, NET_EXTRA);
}
/** Whether `text` holds one of `words` (all among the `net` anchors, anchors.ts): looked for at those anchors when the anchor pass covered the file. */
function holdsAny(sf: SentinelFile, text: string, words: readonly string[]): boolean {
  if (!sf.segments.length) return words.some((w) => text.includes(w));
  for (const at of anchorHits(sf, 'net')) if (words.some((w) => text.startsWith(w, at))) return true;
  return false;
}
const netMemo = new WeakMap<SentinelFile, boolean>();
/** Whether `sf` makes a network call at all: a `download` anchor or one of {@link NET_EXTRA} (memoised). */
function netFile(sf: SentinelFile): boolean {
  let v = netMemo.get(sf);
  if (v === undefined) {
    const text = sf.info.text;
    // The shared anchor pass is free; other calls are looked for in scripts only (a whole-text search each).
    v = anchorHits(sf, 'download').length > 0 || anchorHits(sf, 'saved').length > 0 || (sf.role === 'script' && netExtra(sf, text));
    netMemo.set(sf, v);
  }
  return v;
}

/**
 * Text fetched from the network, held in a variable (through up to three assignments:
 * `resp = urlopen(U)`, `code = resp.read()`), then run as code: `exec(code)`,
 * `Invoke-Expression $helper`, `eval "$payload"`, `new Function(src)`. The pipe and the
 * one-expression forms (`exec(urlopen(…).read())`, `iex (iwr …)`) are download-exec's own.
 */
export function fetchedExecs(sf: SentinelFile): FetchedExec[] {
  const text = sf.info.text;
  if (!sf.segments.length || !netFile(sf) || !holdsAny(sf, text, EXEC_WORDS)) return [];
  const vars = assignments(sf);
  const out: FetchedExec[] = [];
  for (const m of codeMatches(sf, EXEC_SINK, EXEC_WORDS)) {
    if (out.length >= 20) break;
    const g = m.groups ?? {};
    const name = g.v1 ?? g.v2 ?? g.v3 ?? g.v4 ?? g.v5 ?? g.v7 ?? g.v6;
    if (!name) continue;
    const at = m.index + m[0].search(/\S/);
    const seg = segmentAt(sf, at);
    if (!seg || seg.detector || (seg.kind !== 'code' && seg.kind !== 'frontmatter')) continue;
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
    const url = /\bhttps?:\/\/[^\s"'`)|<>]+/i.exec(expanded)?.[0];
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
