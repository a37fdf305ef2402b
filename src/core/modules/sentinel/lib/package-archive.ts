/**
 * Packages installed from an archive or a URL rather than by name from their registry (issue
 * 28, technique 1), and the hosts that serve many owners' code. Split from lib/package-source.ts
 * (where a package manager is pointed): the same anchors, the same home indexes.
 */
import type { Segment, SentinelFile } from '../view.ts';
import { hostOf, lookalikeHost } from '../hosts.ts';
import { HOME_INDEX, linesAt, resolveValue } from './package-source.ts';
import { braceBody } from '../code-text.ts';
import { recipesOf } from './makefile-rules.ts';
import { assignments } from './fetch-run-vars.ts';

export interface ArchiveInstall {
  at: number;
  end: number;
  /** Where the archive comes from (the URL, or the download that saved the local file). */
  url: string;
  /** Lines [start, end) of the download that saved a local archive. */
  defs: Array<[number, number]>;
  /** A source a project names for itself (a pubspec's `hosted:`, a submodule): a warning unless its host is a look-alike. */
  mild?: boolean;
}

/** An install command; the arguments follow (over continued lines, read as one). */
const ARCHIVE_INSTALL =
  /\b(?:(?:python[0-9.]*|py)\s+(?:-\d\s+)?-m\s+pip|pip[0-9.]*|uv\s+pip|uv\s+tool|uv|pipx|pdm|poetry|npm|pnpm|yarn|bun|gem|cargo|wp\s+(?:plugin|theme))["']?\s*,?\s*["']?(?:install|add|i|inject)\b/gi;
/** Grafana's plugin catalogue and its CDN. */
const GRAFANA_HOME = /^https:\/\/(?:[\w-]+\.)*grafana(?:\.com|\.net)\//i;
/** A URL a PlatformIO option or `lib_deps` line installs from (`platform = URL`, `platform_packages = pkg @ URL`, an indented `lib_deps` line). */
const PIO_URL = /^[ \t]*(?:(?:platform|platform_packages|lib_deps|extra_scripts)[ \t]*=[ \t]*)?(?:[\w./-]+[ \t]*[@=][ \t]*)?(https?:\/\/[^\s;,]+)/gim;
/** Archive files a package manager installs. */
const ARCHIVE_EXT = /\.(?:whl|tar\.gz|tgz|tar\.bz2|tar\.xz|zip|gem|crate|egg)(?:[?#]|$)/i;
/** Options whose value is not a package (an index, a file of requirements, a target). */
const VALUE_OPT =
  /^(?:--(?:extra-)?index-url|-i|--index|--default-index|--registry|--source|-s|--find-links|-f|--trusted-host|-r|--requirement|-c|--constraint|--target|-t|--prefix|--root|--cache-dir|--proxy|--cert|--python|-p|--install-dir|--bindir)$/;

/** The logical command from `at` on: continued lines (`\`, PowerShell's backtick, cmd's `^`) read as one, offsets kept. */
function logicalLine(text: string, at: number): string {
  let end = text.indexOf('\n', at);
  while (end > 0 && /[\\`^]$/.test(text.slice(end - 1, end).replace(/\r$/, '')) && end - at < 4000) {
    const next = text.indexOf('\n', end + 1);
    end = next < 0 ? text.length : next;
  }
  if (end < 0) end = text.length;
  // a continuation becomes blanks of the same length: offsets into the line stay offsets into the file
  return text.slice(at, end).replace(/[\\`^]\r?\n/g, (c) => ' '.repeat(c.length));
}

/** Shell-ish words of a command with their offsets (quotes, commas and brackets of an argument list dropped). */
function words(cmd: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const m of cmd.matchAll(/[^\s"',\[\]()]+/g)) out.push([m[0], m.index]);
  return out;
}

/**
 * Packages installed from an archive or a URL instead of by name from their registry (issue 28,
 * technique 1), on the lines holding one of the `anchors`: `pip install https://…/x.whl`
 * (also on a continued line), `pip install http://…`, `npm i https://…/x.tgz`, `pip install
 * "x @ https://…"`, `gem install ./x.gem` or `pip install /tmp/x.whl` after a download saved
 * that file; in a package manifest: a dependency given as a URL (`"x": "https://…/x.tgz"` in
 * package.json, `x @ https://…` in requirements or pyproject) — its install scripts run on install.
 */
export function archiveInstalls(sf: SentinelFile, anchors: readonly number[]): ArchiveInstall[] {
  const text = sf.info.text;
  const out: ArchiveInstall[] = [];
  const seen = new Set<number>();
  const push = (a: ArchiveInstall) => {
    if (seen.has(a.at) || HOME_INDEX.test(a.url)) return;
    seen.add(a.at);
    out.push(a);
  };
  if (text.length < 200_000 && /(?:^|\/)package\.json$/.test(sf.file.path)) manifestUrls(text, push);
  // (a package.json fragment in a Markdown block, to be merged in: "Merge the dependency below into `package.json`")
  if ((sf.role === 'skill' || sf.role === 'markdown') && text.length < 200_000 && text.includes('ependencies"'))
    for (const seg of sf.segments)
      if (seg.kind === 'code' && (seg.lang === 'any' || seg.lang === 'other') && seg.end - seg.start < 20_000) {
        const body = text.slice(seg.start, seg.end);
        if (body.includes('ependencies"')) manifestUrls(body, (a) => push({ ...a, at: a.at + seg.start, end: a.end + seg.start }));
      }
  // (a plain search first: the pattern has no literal start V8 can look for)
  if (text.length < 200_000 && (text.includes('_servers') || text.includes('mcpServers')) && MCP_KEY.test(text)) mcpUrls(text, push);
  if (text.length < 200_000 && /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|pyproject\.toml|setup\.cfg|Pipfile)$/i.test(sf.file.path)) pythonUrls(text, push);
  // (a Home Assistant integration's manifest: its `requirements` are pip-installed when Home Assistant starts)
  if (text.length < 200_000 && /(?:^|\/)manifest\.json$/i.test(sf.file.path) && text.includes('"requirements"')) {
    const r = /"requirements"\s*:\s*\[([^\]]{0,4000})\]/.exec(text);
    if (r) {
      const from = r.index + r[0].indexOf('[') + 1;
      pythonUrls(r[1], (a) => push({ ...a, at: a.at + from, end: a.end + from }));
    }
  }
  if (
    text.length < 200_000 &&
    /(?:^|\/)(?:Cargo\.toml|pyproject\.toml|Gemfile(?:\.(?!lock$)[\w-]+)?|gems\.rb|Pluginfile|Podfile(?:\.(?!lock$)[\w-]+)?|pubspec(?:\.[\w-]+)*\.ya?ml|\.gitmodules)$/.test(
      sf.file.path,
    ) &&
    /\bgit\b|\burl\b|\bhosted\b/.test(text)
  )
    sourceUrls(text, push);
  // dbt's packages (`packages.yml`, `dependencies.yml`): a package from a git URL is the project's own choice (a warning), from a
  // host that borrows a registry's name (`hub.getdbt-packages.…`) an error
  if (text.length < 200_000 && /(?:^|\/)(?:packages|dependencies)\.ya?ml$/.test(sf.file.path) && /^\s*(?:packages|projects)\s*:/m.test(text))
    for (const m of text.matchAll(/^[ \t]*-?[ \t]*git[ \t]*:[ \t]*["']?((?:git\+)?https?:\/\/[^"'\s]+)["']?[ \t]*$/gm)) {
      if (CODE_HOST.test(/^(?:git\+)?https?:\/\/([^/:]+)/.exec(m[1])?.[1] ?? '')) continue;
      const at = m.index + m[0].lastIndexOf(m[1]);
      push({ at, end: at + m[1].length, url: m[1].replace(/^git\+/, ''), defs: [], mild: true });
    }
  // Spark's package resolvers (`spark.jars.repositories URL` in spark-defaults.conf, `--repositories URL`): every package of
  // `spark.jars.packages` may come from there (a warning; an error when the host borrows a registry's name)
  if (text.length < 200_000 && text.includes('repositories'))
    for (const m of text.matchAll(
      /\bspark\.jars\.repositories["']?[ \t]*[=:,]?[ \t]*["']?(https?:\/\/[^\s"',]+)|--repositories[ \t=]+["']?(https?:\/\/[^\s"',]+)/g,
    )) {
      const url = (m[1] ?? m[2])!;
      if (/(?:^|\.)(?:maven\.org|apache\.org|spark-packages\.org|maven\.google\.com)(?:[:/]|$)/.test(url.replace(/^https?:\/\//, ''))) continue;
      const at = m.index + m[0].lastIndexOf(url);
      push({ at, end: at + url.length, url, defs: [], mild: true });
    }
  // CMake fetching a dependency's archive at configure time (`FetchContent_Declare(x URL https://…)`, `ExternalProject_Add`)
  // from a host that borrows the project's or a registry's name: the build runs what it fetched
  if (text.length < 200_000 && /(?:^|\/)(?:CMakeLists\.txt|[\w.-]+\.cmake)$/i.test(sf.file.path))
    for (const m of text.matchAll(/^[ \t]*URL[ \t]+["']?(https?:\/\/[^\s"')]+)/gm))
      if (lookalikeHost(m[1])) {
        const at = m.index + m[0].lastIndexOf(m[1]);
        push({ at, end: at + m[1].length, url: m[1], defs: [] });
      }
  // (also a manifest fragment the skill merges in, `manifest.mirror.json`; not one named as a reviewer's sample, `suspicious-manifest.json`)
  if (
    text.length < 200_000 &&
    /(?:^|\/)manifest(?:\.[\w-]+)?\.json$/.test(sf.file.path) &&
    !/(?:suspicious|malicious|bad|evil|attack|phish|sample|example|fixture|test)[^/]*$/i.test(sf.file.path) &&
    text.includes('scopedRegistries')
  )
    scopedRegistries(text, push);
  // Maven and Gradle wrappers: the build tool itself, downloaded and run by every build (`distributionUrl=https\://…`)
  if (text.length < 20_000 && /(?:^|\/)(?:maven|gradle)-wrapper\.properties$/i.test(sf.file.path))
    for (const m of text.matchAll(/^[ \t]*(?:distributionUrl|wrapperUrl)[ \t]*=[ \t]*(https?\\?:\/\/[^\s]+)/gm)) {
      const url = m[1].replace(/\\:/g, ':');
      if (WRAPPER_HOME.test(url)) continue;
      const at = m.index + m[0].indexOf(m[1]);
      push({ at, end: at + m[1].length, url, defs: [] });
    }
  // PlatformIO: a platform, tool package or library given as an archive URL (`platform = https://…/platform-espressif32.tar.gz`,
  // a `lib_deps` line `https://…/PubSubClient.zip`): its build scripts run on every build
  if (text.length < 200_000 && /(?:^|\/)platformio(?:[\w.-]*)?\.ini$/i.test(sf.file.path))
    for (const m of text.matchAll(PIO_URL)) {
      const url = m[1];
      const host = /^https?:\/\/([^/:@\s]+)/i.exec(url)?.[1] ?? '';
      // (a server on the person's own network — `git.myhome.lan` — is theirs)
      if (
        CODE_HOST.test(host) ||
        /(?:^|\.)platformio\.org$/i.test(host) ||
        /\.(?:lan|local|internal|home\.arpa|localdomain)$/i.test(host) ||
        !(ARCHIVE_EXT.test(url) || /\.git(?:#|$)/.test(url) || /^http:/i.test(url))
      )
        continue;
      const at = m.index + m[0].lastIndexOf(url);
      push({ at, end: at + url.length, url, defs: [] });
    }
  // R: a package installed from a URL (`remotes::install_url(…)`, `install.packages(url, repos = NULL)`)
  if (text.length < 200_000 && /install_url|repos\s*=\s*NULL/.test(text)) rUrls(text, push);
  // (a line inside a command already read is not read again as its own start: a long run of
  // continued `pip install … \` lines cost time quadratic in their number)
  let readTo = -1;
  // (the names the file assigns a value holding an address or an archive, found once: `wheel = "https://" + HOST + …`)
  // (the file's assignments, read once by lib/fetch-run-vars.ts)
  let urlNamesMemo: Set<string> | undefined;
  const urlNames = (): Set<string> =>
    (urlNamesMemo ??= new Set([...assignments(sf)].filter(([, v]) => /https?:\/\/|\.(?:whl|tgz|tar\.gz|zip|gem)\b/.test(v)).map(([n]) => n)));
  const installArgs = (ls: number, line: string, from: number, wrapped = false, argv = false): void => {
    const stop = line.slice(from).search(/[;&|\n]|\)\s*(?:$|[;&|])/);
    const args = words(line.slice(from, stop < 0 ? line.length : from + stop));
    for (let k = 0; k < args.length; k++) {
      const [w, off] = args[k];
      if (k > 0 && VALUE_OPT.test(args[k - 1][0])) continue;
      const at = ls + from + off;
      // (through a wrapper, a variable the file sets: `PERF_TGZ="https://…/x.tgz"` … `add "$PERF_TGZ"`; a direct
      // install's variable is lib/package-source.ts's)
      // (in an argument list, `[sys.executable, "-m", "pip", "install", wheel]`, a bare name is a variable of the file)
      // (only a name the file gives an address-like value: each lookup reads the whole file)
      // (a package named at an address a variable holds: `"@vitejs/plugin-legacy@${PLUGIN_SRC}"`)
      const spec = wrapped ? /^(@?[\w.-]+(?:\/[\w.-]+)?@)\$\{?[A-Za-z_]\w*\}?([^\s"']*)$/.exec(w) : null;
      const v =
        (wrapped && w.startsWith('$')) || (argv && /^[A-Za-z_]\w*$/.test(w) && urlNames().has(w))
          ? resolveValue(text, at)
          : spec
            ? withRest(resolveValue(text, at + spec[1].length), spec[2])
            : undefined;
      // (a host name a machine can look up, or a variable holding one: not a placeholder in another script, `http://某IP`)
      const url = /^(?:[\w.-]+@)?((?:git\+)?https?:\/\/[A-Za-z0-9[\]:._\${}-]+(?:[/?#]\S*)?)$/i.exec(v?.value ?? w)?.[1];
      if (url) {
        const plain = /^(?:git\+)?http:/i.test(url) || /^(?:git\+)?https?:\/\/\d{1,3}(?:\.\d{1,3}){3}[:/]/.test(url);
        // (a VCS URL, `git+https://…`, off the shared code hosts: the package from a server of someone's choosing)
        // (a real host name: `git+https://…` with the address left out is a checklist's example)
        const vcsHost = /^git\+https?:\/\/([^/:@\s]+)/i.exec(url)?.[1] ?? '';
        const vcs = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(vcsHost) && !CODE_HOST.test(vcsHost);
        if (ARCHIVE_EXT.test(url) || plain || vcs) push({ at, end: at + w.length, url: vcs ? url.replace(/^git\+/i, '') : url, defs: v?.defs ?? [] });
        continue;
      }
      // a local archive: the file a download of this skill saved
      if (ARCHIVE_EXT.test(w) && !w.startsWith('-')) {
        const saved = savedBy(text, w.replace(/^.*[\\/]/, ''), ls);
        if (saved) push({ at, end: at + w.length, url: saved.url, defs: [saved.line] });
      }
    }
  };
  for (const [ls] of linesAt(text, anchors)) {
    if (ls < readTo) continue;
    const line = logicalLine(text, ls);
    readTo = ls + line.length;
    ARCHIVE_INSTALL.lastIndex = 0;
    for (let m = ARCHIVE_INSTALL.exec(line); m; m = ARCHIVE_INSTALL.exec(line)) {
      const from = m.index + m[0].length;
      // an argument list (`"pip", "install",`) read to its closing bracket, over lines
      if (/["']\s*,/.test(m[0])) installArgs(ls, argList(text, ls + from) ?? line, from, false, true);
      else installArgs(ls, line, from);
    }
    // Grafana's `grafana cli --pluginUrl URL plugins install id`: the plugin's code from that URL, not the catalogue
    for (const g of line.matchAll(/--pluginUrl[ \t=]+["']?(\S+?)["']?(?=\s|$)/g)) {
      const at = ls + (g.index ?? 0) + g[0].lastIndexOf(g[1]);
      const url = ((g[1].startsWith('$') ? resolveValue(text, at)?.value : g[1]) ?? '').split(/\s/)[0];
      if (/^https?:\/\//i.test(url) && !GRAFANA_HOME.test(url)) push({ at, end: at + g[1].length, url, defs: [] });
    }
    // the Grafana container's `GF_INSTALL_PLUGINS: "https://…/x.zip;plugin-id,other"`: each URL entry a plugin from there
    for (const g of line.matchAll(/\bGF_INSTALL_PLUGINS["']?\s*[:=]\s*["']?([^"'\s]+)/g)) {
      let off = (g.index ?? 0) + g[0].lastIndexOf(g[1]);
      for (const entry of g[1].split(',')) {
        const url = entry.split(';')[0];
        if (/^https?:\/\//i.test(url) && !GRAFANA_HOME.test(url)) push({ at: ls + off, end: ls + off + url.length, url, defs: [] });
        off += entry.length + 1;
      }
    }
    // `go install 203.0.113.9/x/tool@latest`: a module served straight from an address, not a code host or proxy
    for (const g of line.matchAll(/\bgo\s+(?:install|get)\s+(?:-\S+\s+)*((\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\/[^\s"'@;&|]+(?:@\S+)?)/g)) {
      const at = ls + g.index + g[0].lastIndexOf(g[1]);
      push({ at, end: at + g[1].length, url: `http://${g[1]}`, defs: [] });
    }
  }
  // A shell function that passes its arguments to an install (`add() { … pnpm add -D "$@" ;; … }`): its calls install too.
  for (const name of installWrappers(text)) {
    for (const c of text.matchAll(new RegExp(String.raw`^[ \t]*${name}[ \t]+(?=\S)`, 'gm'))) {
      const ls = c.index ?? 0;
      installArgs(ls, logicalLine(text, ls), c[0].length, true);
    }
  }
  // …and a variable that holds the install command, run as a line's command (`PM="pnpm add -D"` … `$PM "pkg@${SRC}"`).
  // (only where some name is set to a package manager: one cheap search, the `=` first)
  if (text.includes('$') && PM_SET.test(text))
    // (the variable holds the manager alone or its install verb too: `$PM add -D …`, `$PM "pkg@…"`)
    for (const name of installVariables(text))
      for (const c of text.matchAll(new RegExp(String.raw`^[ \t]*"?\$\{?${name}\}?"?[ \t]+(?:(?:install|add|i)[ \t]+)?(?=\S)`, 'gm'))) {
        const ls = c.index ?? 0;
        installArgs(ls, logicalLine(text, ls), c[0].length, true);
      }
  return out;
}

/**
 * The line at `ls` up to the bracket closing the argument list open at `at` (within 600 characters), its line breaks
 * read as blanks so offsets stay the file's; undefined when the list closes on its own line or not at all.
 */
function argList(text: string, at: number): string | undefined {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  let depth = 0;
  // (from after the install word's closing quote)
  for (let i = text[at] === '"' || text[at] === "'" ? at + 1 : at; i < text.length && i < at + 600; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      const br = text.indexOf('\n', i + 1);
      if (close < 0 || (br >= 0 && br < close)) return undefined;
      i = close;
    } else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') {
      if (depth-- > 0) continue;
      return nl < 0 || i < nl ? undefined : text.slice(ls, i).replace(/\r?\n/g, (b) => ' '.repeat(b.length));
    } else if (c === '#' && text.slice(i - 1, i) !== '\\') {
      // a comment in a Python list runs to its line's end
      const br = text.indexOf('\n', i);
      if (br < 0) return undefined;
      i = br;
    }
  }
  return undefined;
}

/** Shell functions whose body runs an install with the function's own arguments (`"$@"`, `$*`, `"$1"`). */
const PM_SET = /=["']?(?:npm|pnpm|yarn|bun|pip[0-9.]*|gem)\b/;
/** Shell variables set to a package manager's install command (`PM="pnpm add -D"`, `PM='npm install --save-dev'`). */
function installVariables(text: string): string[] {
  const out: string[] = [];
  // (also set inside a one-line condition: `if [[ -f pnpm-lock.yaml ]]; then PM=pnpm; else PM=npm; fi`)
  for (const m of text.matchAll(
    /(?:^|[;&]|\bthen|\belse)[ \t]*(?:local[ \t]+|export[ \t]+)?([A-Za-z_]\w*)=["']?(?:npm|pnpm|yarn|bun|pip[0-9.]*|gem)(?:[ \t]+(?:install|add|i)\b|["']?[ \t]*(?:$|[;#]))/gm,
  ))
    if (!out.includes(m[1])) out.push(m[1]);
  return out.slice(0, 8);
}

function installWrappers(text: string): string[] {
  if (!text.includes('$@') && !text.includes('$1') && !text.includes('$*')) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/^[ \t]*(?:function[ \t]+)?([A-Za-z_][\w-]*)[ \t]*\([ \t]*\)[ \t]*\{/gm)) {
    // (the function's own braces: a one-line `log() { echo "$*"; }` ends on its line)
    const body = braceBody(text, (m.index ?? 0) + m[0].length - 1, 600);
    if (!body) continue;
    const own = text.slice(body[0], body[1]);
    ARCHIVE_INSTALL.lastIndex = 0;
    if (ARCHIVE_INSTALL.test(own) && /"?\$(?:@|\*|1)"?/.test(own)) out.push(m[1]);
  }
  ARCHIVE_INSTALL.lastIndex = 0;
  return out.slice(0, 8);
}

/** The download before `before` that saves a file named `name`, and its URL. */
function savedBy(text: string, name: string, before: number): { url: string; line: [number, number] } | undefined {
  if (name.length < 3) return undefined;
  for (let i = text.lastIndexOf(name, before); i >= 0; i = text.lastIndexOf(name, i - 1)) {
    const ls = text.lastIndexOf('\n', i) + 1;
    let le = text.indexOf('\n', i);
    if (le < 0) le = text.length;
    const line = text.slice(ls, le);
    if (/\b(?:curl|wget|Invoke-WebRequest|iwr|urlretrieve|download_file|DownloadFile|fetch|requests\.get|http\.get|aria2c)\b/.test(line)) {
      const url = /(?:https?|ftp):\/\/[^\s"'<>)]+/.exec(line)?.[0];
      if (url) return { url, line: [ls, le] };
    }
    if (i === 0) break;
  }
  return makeRuleSaves(text, name);
}

/**
 * A Makefile rule that makes the file by downloading it, wherever the rule stands (`$(VENDOR)/kit.tar.gz:` ⏎ `\tcurl -o $@
 * https://…`): `make` runs it before the recipe that installs the file, above or below.
 */
function makeRuleSaves(text: string, name: string): { url: string; line: [number, number] } | undefined {
  if (!text.includes('$@')) return undefined;
  for (const [from, to] of recipesOf(text, name))
    for (const m of text.slice(from, to).matchAll(/^\t[^\n]*\b(?:curl|wget)\b[^\n]*(?:-o|-O|--output(?:-document)?|>)[ \t=]*["']?\$@[^\n]*/gm)) {
      const url = /(?:https?|ftp):\/\/(?:\$\(\w+\)|[^\s"'<>)])+/.exec(m[0])?.[0];
      if (url) return { url, line: [from + m.index, from + m.index + m[0].length] };
    }
  return undefined;
}

/** package.json: dependencies given as a URL (a tarball, a git URL over HTTP). */
/**
 * npm, Yarn and pnpm lockfiles (read by download-exec.ts alone: the view gives them no segments): each package's `resolved`
 * address is where every install fetches it from, so a lockfile pointed at another host installs that host's code under the
 * registry's names.
 */
const LOCKFILE = /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/;
/** A lockfile entry's address: `"resolved": "https://…"`, Yarn's `resolved "https://…"`, pnpm's `tarball: https://…`. */
const RESOLVED = /(?:"resolved"\s*:\s*"|^[ \t]+resolved\s+"|\btarball:\s*['"]?)(https?:\/\/[^"'\s#]+)/gm;
/** The first entry of each shipped lockfile that resolves off the registries and the shared code hosts, with a segment for it. */
export function foreignLockEntries(files: readonly SentinelFile[]): Array<ArchiveInstall & { sf: SentinelFile; seg: Segment }> {
  const out: Array<ArchiveInstall & { sf: SentinelFile; seg: Segment }> = [];
  for (const sf of files) {
    if (sf.segments.length || !LOCKFILE.test(sf.file.path) || sf.info.text.length > 2_000_000) continue;
    const seg: Segment = { start: 0, end: sf.info.text.length, kind: 'data', lang: 'other', detector: false };
    let found: ArchiveInstall | undefined;
    lockfileUrls(sf.info.text, (a) => {
      if (!found && !HOME_INDEX.test(a.url) && !CODE_HOST.test(hostOf(a.url) ?? '')) found = a;
    });
    // (the company registry the skill configures or names — its `.npmrc`, its SKILL.md — is where its packages are meant to come from)
    if (
      found &&
      !hostNamedElsewhere(
        files.filter((f) => f !== sf),
        found.url,
        [],
      )
    )
      out.push({ ...found, sf, seg });
  }
  return out;
}

function lockfileUrls(text: string, push: (a: ArchiveInstall) => void): void {
  for (const m of text.matchAll(RESOLVED)) {
    const at = m.index + m[0].lastIndexOf(m[1]);
    push({ at, end: at + m[1].length, url: m[1], defs: [] });
  }
}

/** A resolved value with the rest of the word after the variable (`"pkg@${BASE}/x.tgz"`). */
function withRest(v: ReturnType<typeof resolveValue>, rest: string): ReturnType<typeof resolveValue> {
  return v && rest ? { ...v, value: v.value + rest } : v;
}

function manifestUrls(text: string, push: (a: ArchiveInstall) => void): void {
  for (const block of text.matchAll(/"(?:dev|optional|peer|bundle|bundled)?[dD]ependencies"\s*:\s*\{([^}]*)\}/g)) {
    const base = block.index + block[0].indexOf('{') + 1;
    for (const d of block[1].matchAll(/"[^"\n]+"\s*:\s*"((?:git\+)?https?:\/\/[^"\s]+)"/g)) {
      const at = base + d.index + d[0].lastIndexOf(d[1]);
      push({ at, end: at + d[1].length, url: d[1].replace(/^git\+/, ''), defs: [] });
    }
  }
}

/** An MCP servers block (Claude Code, Cursor, Codex, Zed). */
const MCP_KEY = /\bmcpServers\b|\bmcp_servers\b|\bcontext_servers\b/;
/** A server's runner and its argument list (JSON or TOML): group 1 the arguments. */
const MCP_RUN = /["']?command["']?\s*[:=]\s*["'](?:npx|bunx|uvx|pipx|pnpm|npm|yarn|bun)["']\s*,?\s*["']?args["']?\s*[:=]\s*\[([^\]]{0,2000})\]/g;

/** MCP configs: a server run from an archive URL as its package (`"command": "npx", "args": ["-y", "https://…/x.tgz"]`). */
function mcpUrls(text: string, push: (a: ArchiveInstall) => void): void {
  MCP_RUN.lastIndex = 0;
  for (let m = MCP_RUN.exec(text); m; m = MCP_RUN.exec(text)) {
    const base = m.index + m[0].lastIndexOf(m[1]);
    // (the package is the first argument that is no option: a later URL is what the server connects to, `mcp-remote http://…/sse`)
    const first = /["']([^"'\s-][^"'\s]*)["']/.exec(m[1]);
    if (!first) continue;
    const url = /^(?:git\+)?https?:\/\/\S+$/i.test(first[1]) ? first[1] : undefined;
    if (!url || !ARCHIVE_EXT.test(url)) continue;
    const at = base + first.index + 1;
    push({ at, end: at + url.length, url: url.replace(/^git\+/, ''), defs: [] });
  }
}

/**
 * Cargo.toml and Poetry dependencies (and Cargo's `[patch.*]` replacements) built from a git
 * repository or an archive URL (`calamine = { git = "https://…" }`, `x = { url = "https://…/x.tar.gz" }`),
 * and a Gemfile's `gem "x", git: "https://…"`: the package's code comes from that address, not its registry.
 */
function sourceUrls(text: string, push: (a: ArchiveInstall) => void): void {
  // a Podfile's `pod 'X', :git => URL` (or a constant the file sets: `BIN = 'https://…'` … `:git => BIN`)
  for (const m of text.matchAll(/^[ \t]*pod[ \t]+["'][\w.\/-]+["'][^\n]*?:git[ \t]*=>[ \t]*(?:["']((?:git\+)?https?:\/\/[^"'\s]+)["']|([A-Z_][A-Z0-9_]*))/gm)) {
    const url = m[1] ?? new RegExp(String.raw`^[ \t]*${m[2]}[ \t]*=[ \t]*["']((?:git\+)?https?:\/\/[^"'\s]+)["']`, 'm').exec(text)?.[1];
    if (!url) continue;
    const at = m.index + m[0].lastIndexOf(m[1] ?? m[2]!);
    push({ at, end: at + (m[1] ?? m[2]!).length, url: url.replace(/^git\+/, ''), defs: [] });
  }
  // (a pubspec's `hosted: URL` or `hosted:` ⏎ `url: URL`, `git:` ⏎ `url: URL`; a submodule's `url = URL` in .gitmodules)
  for (const m of text.matchAll(/^[ \t]+(?:hosted|url)[ \t]*[:=][ \t]*["']?((?:git\+)?https?:\/\/[^"'\s]+)["']?[ \t]*$/gm)) {
    const before = text.slice(Math.max(0, m.index - 200), m.index);
    if (
      !/^[ \t]+hosted[ \t]*:/.test(m[0]) &&
      !/(?:^|\n)[ \t]*(?:hosted|git)[ \t]*:[ \t]*\n(?:[ \t]+[\w-]+[ \t]*:[^\n]*\n)*$|\[submodule\s+"[^"\n]+"\][^[]*$/.test(before)
    )
      continue;
    // (a submodule on a public code host is the project's own source: only another host is a place code comes from unseen)
    if (/\[submodule\s/.test(before) && CODE_HOST.test(/^(?:git\+)?https?:\/\/([^/:]+)/.exec(m[1])?.[1] ?? '')) continue;
    const at = m.index + m[0].lastIndexOf(m[1]);
    push({ at, end: at + m[1].length, url: m[1].replace(/^git\+/, ''), defs: [], mild: true });
  }
  for (const m of text.matchAll(
    /^[ \t]*(?:["']?[\w.-]+["']?[ \t]*=[ \t]*\{[^}\n]*?\b(?:git|url)[ \t]*=|gem[ \t]+["'][\w.-]+["'](?:[^\n]*?,[ \t]*\n[ \t]+)?[^\n]*?\bgit:)[ \t]*["']((?:git\+)?https?:\/\/[^"'\s]+)["']/gm,
  )) {
    const url = m[1];
    const at = m.index + m[0].lastIndexOf(url);
    push({ at, end: at + url.length, url: url.replace(/^git\+/, ''), defs: [] });
  }
}

/** A Unity `Packages/manifest.json` scoped registry: every package of its scopes resolves at its URL. */
function scopedRegistries(text: string, push: (a: ArchiveInstall) => void): void {
  const block = /"scopedRegistries"\s*:\s*\[/.exec(text);
  if (!block) return;
  const end = text.indexOf('"dependencies"', block.index);
  const body = text.slice(block.index, end < 0 ? block.index + 4000 : end);
  for (const m of body.matchAll(/"url"\s*:\s*"(https?:\/\/[^"\s]+)"/g)) {
    // (Unity's own registry and OpenUPM, the community registry Unity's manual points to, are packages' homes)
    if (/^https:\/\/(?:packages\.unity\.com|package\.openupm\.(?:com|cn))(?:[:/]|$)/i.test(m[1])) continue;
    const at = block.index + m.index + m[0].lastIndexOf(m[1]);
    push({ at, end: at + m[1].length, url: m[1], defs: [] });
  }
}

/**
 * R: `remotes::install_url(URL)` / `devtools::install_url(…)` / `pak::pkg_install("url::…")` and `install.packages(URL, repos = NULL)`,
 * the URL written out, in a variable (`repo <- "https://…"`) or joined with `file.path(repo, "x.tar.gz")` / `paste0(repo, "/x.tar.gz")`.
 */
function rUrls(text: string, push: (a: ArchiveInstall) => void): void {
  for (const m of text.matchAll(/\b(?:(?:remotes|devtools)::)?install_url\s*\(\s*|\binstall\.packages\s*\(\s*(?=[^)]{0,400}\brepos\s*=\s*NULL)/g)) {
    const from = m.index + m[0].length;
    const arg = text.slice(from, from + 300);
    const lit = /^["'](https?:\/\/[^"'\s]+)["']/.exec(arg)?.[1];
    const joined = /^(?:file\.path|paste0?)\s*\(\s*([A-Za-z_.][\w.]*)\s*,\s*["']([^"'\s]+)["']/.exec(arg);
    const base = joined
      ? new RegExp(String.raw`(?:^|\n)\s*${joined[1].replace(/\./g, '\\.')}\s*(?:<-|=)\s*["'](https?:\/\/[^"'\s]+)["']`).exec(text)?.[1]
      : undefined;
    const url = lit ?? (base ? `${base.replace(/\/+$/, '')}/${joined![2].replace(/^\/+/, '')}` : undefined);
    if (!url) continue;
    push({ at: from, end: from + Math.max(1, arg.search(/\)|\n/)), url, defs: [] });
  }
}

/** Where the Maven and Gradle wrappers come from: Apache, Maven Central, Gradle's services. */
const WRAPPER_HOME =
  /^https:\/\/(?:repo\.maven\.apache\.org|repo1\.maven\.org|services\.gradle\.org|downloads\.gradle(?:-dn)?\.org|archive\.apache\.org|dlcdn\.apache\.org)\//i;

/** requirements / pyproject: `name @ URL` and bare archive URLs as requirements. */
function pythonUrls(text: string, push: (a: ArchiveInstall) => void): void {
  for (const m of text.matchAll(/(?:^[ \t]*|["'])(?:[\w.-]+(?:\[[\w,\s-]+\])?\s*@\s*)?((?:git\+)?https?:\/\/[^\s"'#;,]+)/gm)) {
    const url = m[1];
    if (!ARCHIVE_EXT.test(url) && !/^(?:git\+)?http:/i.test(url) && !/@/.test(m[0])) continue;
    // an index option is a source, not a package (read by fileSources)
    const ls = text.lastIndexOf('\n', m.index) + 1;
    if (
      /^[ \t]*-/.test(text.slice(ls, m.index + 1)) ||
      /(?:index|url|homepage|repository|documentation|source)\s*=\s*["']?$/i.test(text.slice(ls, m.index + m[0].indexOf(url)))
    )
      continue;
    const at = m.index + m[0].indexOf(url);
    push({ at, end: at + url.length, url: url.replace(/^git\+/, ''), defs: [] });
  }
}

/** Hosts that serve many owners' code: a package from there is its project's own release. */
export const CODE_HOST =
  /^(?:github\.com|raw\.githubusercontent\.com|objects\.githubusercontent\.com|codeload\.github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|huggingface\.co)$/i;

/** Whether the host of `url` is written anywhere in the skill outside the lines `runLines` (the commands that use it). */
/** A line that only sets a name to an address: `BASE = "https://…"`, `const base = '…'`, `export URL=https://…`. */
const URL_CONSTANT =
  /^\s*(?:(?:export|readonly|const|let|var|local|declare|final|static|private|public|val)\s+)*\$?[A-Za-z_][\w.]*(?:\s*:\s*[\w.]+)?\s*:?=\s*[fFrRbB]?["'`]?https?:\/\/[^\s"'`]*["'`]?\s*[;,]?\s*(?:(?:#|\/\/).*)?$/;
export function hostNamedElsewhere(files: readonly SentinelFile[], url: string, runLines: ReadonlyArray<readonly [string, number, number]>): boolean {
  const host = /^[a-z][\w+.-]*:\/\/(?:[^@/\s]*@)?([^/:?#\s]+)/i.exec(url)?.[1]?.toLowerCase();
  if (!host) return false;
  for (const sf of files) {
    const text = sf.info.text;
    if (!sf.segments.length || !text.toLowerCase().includes(host)) continue;
    const low = text.toLowerCase();
    for (let i = low.indexOf(host); i >= 0; i = low.indexOf(host, i + 1)) {
      if (/[\w-]/.test(low[i - 1] ?? '') || /[\w-]/.test(low[i + host.length] ?? '')) continue;
      if (runLines.some(([p, s, e]) => p === sf.file.path && i >= s && i < e)) continue;
      // (a script's constant that holds the address — `ARTIFACT_BASE = "https://…"` — is where the install reads it, not the skill naming it)
      if (sf.role === 'script' && URL_CONSTANT.test(text.slice(text.lastIndexOf('\n', i) + 1, (text.indexOf('\n', i) + 1 || text.length + 1) - 1))) continue;
      return true;
    }
  }
  return false;
}
