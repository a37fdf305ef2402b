/**
 * Where a package manager is told to fetch packages from, however it is told (issue 28,
 * technique 1): not only a flag on the install line (lib/fetch-run.ts `foreignInstalls`) but
 * - an environment variable, in any language's spelling: `GOPROXY=…`, `PIP_INDEX_URL`,
 *   `PIP_EXTRA_INDEX_URL`, `UV_INDEX_URL`, `UV_EXTRA_INDEX_URL`, `npm_config_registry`,
 *   `YARN_NPM_REGISTRY_SERVER`, `BUNDLE_MIRROR__…`, `CARGO_REGISTRIES_…_INDEX` (`export X=`,
 *   `$env:X =`, `os.environ["X"] =`, `{"X": …}`, `ENV X …`, `go env -w X=`, `setx X …`, a
 *   Makefile's `export X := …` / `X ?= …`);
 * - a configuration file or command: pip.conf / pip.ini / uv.toml / pyproject `index-url`,
 *   `extra-index-url`, a requirements file's `--index-url`, `.npmrc` `registry=` and
 *   `@scope:registry=`, `.yarnrc.yml` `npmRegistryServer`, a Gemfile's `source`, `bundle config
 *   mirror.…`, `gem sources --add`, `.cargo/config.toml` `[source.crates-io] replace-with` and the
 *   replacement's `registry`, go.mod `replace` to another host, conda `channels` and `channel_alias`,
 *   `poetry source add`, `bunfig.toml` `registry`, a Podfile's `source`, Julia's `Pkg.Registry.add`,
 *   LuaRocks' `rocks_servers`, the hosts tools download their own binaries from (`PLAYWRIGHT_DOWNLOAD_HOST`, `ELECTRON_MIRROR`,
 *   `SASS_BINARY_SITE`, `RUSTUP_DIST_SERVER` …), a Deno import map (`deno.json` `imports`) sending bare specifiers to a
 *   host that is not where modules are published; options of other ecosystems (`luarocks --server` /
 *   `--only-server` / `--from`, `cpanm --mirror` / `--from`, `pipenv --pypi-mirror`, `composer
 *   --repository`, `deno --import-map`) and variables (`PUB_HOSTED_URL`, `JULIA_PKG_SERVER`, `PDM_PYPI_URL`);
 * - the flag reached through a variable, a shell / PowerShell array or a Python / JS list
 *   (`PIP_ARGS=(install --extra-index-url "$IDX")`, `cmd += ["--index-url", MIRROR]`), the
 *   value resolved through the file's assignments (`IDX="https://${HOST}/simple"`);
 * - arguments handed over as a whole (PowerShell `@args` splatting of a hashtable or array, bash
 *   `"${A[@]}"`, Python `*a` / `**kw`, JS `...a`) and every line of a command continued with `\`,
 *   a backtick or `^` (round 7b).
 * Each source says whether it lasts (a configuration file, `config set`, a profile, a
 * Dockerfile `ENV`) and whether the file also switches the package manager's checks off
 * (`GONOSUMDB=*`, `GOINSECURE`, `GOFLAGS=-insecure`, `--trusted-host`, `strict-ssl=false`, a lockfile or
 * hash check off: Deno's `"lock": false` / `--no-lock`, `--no-verify-hashes`, `--skip-integrity-check` …).
 * Read only on the lines that hold an anchor (anchors.ts `unpinned`), plus every line of a
 * small package-manager configuration file.
 */
import { ELLIPSIS_HOST, lookalikeHost } from '../hosts.ts';
import { lineBounds, type SentinelFile } from '../view.ts';
import { CONTAINER_FILE } from '../view-paths.ts';
import { orSoleIndex, resolveValue } from './package-value.ts';
import { expandVars } from './fetch-run-vars.ts';
import { heredocWrites } from './heredoc-writes.ts';
import { isPublicScope } from './popular-packages.ts';
import {
  AGENT_FILE_PATH,
  ARDUINO_HOME,
  CONFIG_FILE,
  CONFIG_SET,
  ENV_SET,
  ENV_WORDS,
  FILE_SET,
  HOSTED_REGISTRY,
  JVM_BUILD_FILE,
  type PackageSource,
  shownConfigs,
  URL,
} from './package-source-files.ts';
export type { PackageSource };

import { BUILD_REPO_FILE, buildRepos } from './package-source-build.ts';

export { resolveValue };

/** The file a generator's template becomes: `_npmrc` and `dot-npmrc` → `.npmrc`, `.npmrc.hbs` / `pip.conf.j2` → the file itself. */
function untemplated(path: string): string {
  return path
    .replace(/\.(?:hbs|handlebars|ejs|tpl|tmpl|template|mustache|liquid|njk|jinja2?|j2|eta)$/i, '')
    .replace(/(^|\/)(?:_|dot[-_])(?=(?:npmrc|yarnrc|condarc)\b)/i, '$1.');
}

/** Settings that put another source in the registry's place (every package name resolves there). */
const REPLACING =
  /^(?:--index-url|--default-index|--registry|-i|PIP_INDEX_URL|UV_INDEX_URL|UV_DEFAULT_INDEX|npm_config_registry|YARN_NPM_REGISTRY_SERVER|YARN_REGISTRY|GOPROXY|index[-_]url|registry|npmRegistryServer|replace-with|--server|--only-server|--mirror|--pypi-mirror|PUB_HOSTED_URL|JULIA_PKG_SERVER|PDM_PYPI_URL|BUN_CONFIG_REGISTRY|channel_alias|-Source|pdm\s+config\s+(?:-g\s+|--global\s+)?pypi\.url|HOMEBREW_(?:BREW|CORE|CASK)_GIT_REMOTE|HOMEBREW_(?:BOTTLE|API|ARTIFACT)_DOMAIN)$/i;

/** Whether the setting `what` (on the lines `around`) replaces the registry rather than adding a source. */
function replacing(what: string, around: string): boolean {
  if (REPLACING.test(what)) return true;
  // `conan remote add NAME URL --index 0`: put before every other remote, it answers first for every recipe
  if (/^conan remote add$/.test(what)) return /--index[ \t=]+0\b|\s-i[ \t]+0\b/.test(around);
  // `gem install --clear-sources --source URL`, `bundle --clear-sources`: the only source left
  return /^--source$/.test(what) && /--clear-sources\b/.test(around);
}

/** Package registries' own hosts (every ecosystem's official one: PyPI, npm, RubyGems, crates.io, the Go proxy, NuGet, Maven Central, Packagist, CRAN, Hex, pub.dev, CocoaPods, PowerShell Gallery, Chocolatey, Hackage, CPAN) and the well-known public mirrors: not another source. */
export const HOME_INDEX =
  /^(?:(?:sparse|git)\+)?https?:\/\/(?:(?:pypi\.org|test\.pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|(?:registry\.|cdn\.)?npmmirror\.com|(?:registry\.)?npm\.taobao\.org|npm\.pkg\.github\.com|rubygems\.org|gems\.ruby-china\.com|index\.crates\.io|crates\.io|proxy\.golang\.org|sum\.golang\.org|goproxy\.cn|goproxy\.io|mirrors\.aliyun\.com|mirrors\.cloud\.tencent\.com|mirrors\.tencent\.com|(?:pypi|mirrors)\.tuna\.tsinghua\.edu\.cn|(?:pypi\.)?mirrors\.ustc\.edu\.cn|mirrors\.bfsu\.edu\.cn|mirror\.sjtu\.edu\.cn|pypi\.doubanio\.com|pypi\.douban\.com|(?:repo|mirrors)\.huaweicloud\.com|mirror\.baidu\.com|rsproxy\.cn|conda\.anaconda\.org|repo\.anaconda\.com|anaconda\.org|(?:repo\.)?prefix\.dev|download\.pytorch\.org|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com|storage\.googleapis\.com\/jax-releases|cloud\.r-project\.org|cran\.(?:r-project\.org|rstudio\.com)|(?:packagemanager\.(?:posit|rstudio)\.co(?:m)?)|[\w-]+\.r-universe\.dev|(?:www\.)?bioconductor\.org|api\.nuget\.org|(?:www\.)?nuget\.org|(?:downloads\.)?wordpress\.org|(?:repo\.)?packagist\.org|repo1?\.maven\.org|repo\.maven\.apache\.org|plugins\.gradle\.org|maven\.google\.com|static\.crates\.io|(?:repo\.)?hex\.pm|pub\.dev|pub\.dartlang\.org|cdn\.cocoapods\.org|(?:www\.)?powershellgallery\.com|community\.chocolatey\.org|hackage\.haskell\.org|(?:www\.)?cpan\.org|cpan\.metacpan\.org|luarocks\.org|(?:www\.)?luarocks\.org|pkg\.julialang\.org|pub\.flutter-io\.cn|storage\.flutter-io\.cn|opam\.ocaml\.org|formulae\.brew\.sh|ghcr\.io\/v2\/homebrew)(?:[:/]|$)|github\.com\/(?:Homebrew\/|rust-lang\/crates\.io-index|CocoaPods\/Specs|JuliaRegistries\/General|microsoft\/vcpkg))/i;

/** Configuration commands whose value may go through a variable (group 1: the setting; the value follows). */
const CONFIG_CMD = new RegExp(
  String.raw`\b((?:npm|pnpm|yarn)\s+config\s+set\s+(?:--\S+\s+)*(?:@[\w.-]+:)?(?:registry|npmRegistryServer)|pip[0-9.]*\s+config\s+(?:--\S+\s+)*set\s+["']?(?:global|user|site|install)\.(?:extra-)?index-url["']?|gem\s+sources?\s+(?:--add|-a)|bundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?["']?mirror\.(?![^\s"']*fallback_timeout)[^\s"']+["']?|mix\s+hex\.config\s+(?:mirror_url|api_url|repos_url)|conda\s+config\s+(?:--\w+\s+)*--(?:add|prepend|append)\s+channels|poetry\s+source\s+add\s+(?:--\S+\s+)*[\w.-]+|poetry\s+config\s+repositories\.[\w.-]+|pdm\s+config\s+(?:-g\s+|--global\s+)?pypi\.(?:[\w-]+\.)?url|composer\s+config\s+(?:-g\s+|--global\s+)?repo(?:sitories)?\.[\w.-]+\s+composer|dotnet\s+nuget\s+add\s+source|nuget(?:\.exe)?\s+sources\s+add\b[^\n]*?\s-source|Register-PSRepository\b[^\n]*?\s-SourceLocation|Register-PackageSource\b[^\n]*?\s-Location|choco(?:\.exe)?\s+source\s+add\b[^\n]*?\s(?:-s|--source)|winget(?:\.exe)?\s+source\s+add\b[^\n]*?\s(?:-a|--arg)|scoop\s+bucket\s+add\s+["']?[\w$%{}.-]+["']?|\.set\(\s*["'](?:global|install)["']\s*,\s*["'](?:extra-)?index-url["']\s*,)(?:[ \t]*=[ \t]*|[ \t]+)`,
  'gi',
);

/** A setting written for good: configuration commands, profiles, Dockerfile ENV, files of a package manager. */
const LASTING_LINE =
  /\b(?:config\s+(?:set|--add|--prepend|--append|--global|--system|--site|--user)|hex\.config|go\s+env\s+-w|setx|SetEnvironmentVariable|launchctl\s+setenv|gem\s+sources|bundle\s+config|poetry\s+source\s+add)\b|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile|npmrc|yarnrc|condarc|Rprofile)\b|\bRprofile\.site\b|pip\.(?:conf|ini)\b|\/etc\/environment|^[ \t]*ENV[ \t]/im;

/** Options whose value names an index (a literal URL, a variable, a list element). */
const OPT_VALUE =
  /(?:^|[\s"'(\[,])(--(?:extra-)?index-url|--default-index|--index|--registry|--source|--find-links|--channel|--server|--only-server|--from|--mirror|--pypi-mirror|--repository(?:-url)?|--import-map|-Source|-i)(?:["']?\s*,\s*|=|[ \t]+)/g;
/** A registry setting opening a string a script writes (its value follows: a URL or `${VAR}` inside the same string). */
const NPMRC_LINE = /["'\x60]((?:@[\w.-]+:)?registry)[ \t]*=[ \t]*(?=[$"'\x60{]|https?:)/g;
/**
 * The URL a PowerShell hashtable or a JS/Python dictionary lookup at `pos` (`$buckets[$name]`, `feeds[name]`) may give:
 * the first URL of the table that is off the shared code hosts (a look-alike of one counts), or undefined.
 */
function tableValue(text: string, pos: number): { value: string; len: number; defs: Array<[number, number]> } | undefined {
  const ref = /^["']?\$?([A-Za-z_]\w*)\[/.exec(text.slice(pos, pos + 80));
  if (!ref) return undefined;
  const def = new RegExp(String.raw`\$?${ref[1]}\s*=\s*(?:\[ordered\]\s*)?@?\{([^}]{0,2000})\}`).exec(text);
  if (!def) return undefined;
  for (const u of def[1].matchAll(/https?:\/\/[^\s"'\x60]+/g))
    if (!CODE_HOST_URL.test(u[0]) || lookalikeHost(u[0])) return { value: u[0], len: ref[0].length, defs: [[def.index, def.index + def[0].length]] };
  return undefined;
}

/** Chocolatey's community source, winget's own sources or Scoop's main buckets disabled or removed. */
const DEFAULT_SOURCE_OFF =
  /\bchoco(?:\.exe)?\s+source\s+(?:disable|remove)\s+(?:-n|--name)[= ]?["']?chocolatey\b|\bwinget(?:\.exe)?\s+source\s+(?:remove|disable)\s+(?:(?:-n|--name)\s+)?["']?(?:winget|msstore)\b|\bscoop\s+bucket\s+rm\s+["']?(?:main|extras)\b/i;
/** Words (lower case) one of {@link CONFIG_CMD}'s commands holds. */
// (`cfg.set("global", "index-url", MIRROR)`: configparser writing pip.conf)
const CMD_WORDS = ['config', 'source', 'register-p', 'bucket add', 'index-url'];
/** A command written as a list of quoted words: `"gem", "sources",`. */
const ARG_LIST = /["'][\w.-]+["']\s*,\s*["'][\w.-]+["']\s*,/;
/** R's package repositories: `repos = URL`, `repos = c(NAME = URL, …)`, `repos = c("URL", …)`. */
const R_REPOS = /\brepos\s*=\s*(?:c\(\s*(?:["']?[\w.]+["']?\s*=\s*)?)?(?=["'\w])/g;
/** Options that other tools use too, and the package managers that own them. */
const OWNER_OF = {
  '--source': /\b(?:gem|dotnet|nuget|choco|Install-Package|Install-Module|bundle)\b/i,
  '--registry': /\b(?:npm|npx|pnpm|yarn|bun|bunx)\b/,
  '--index': /\b(?:cargo|uv|uvx|pip[0-9.]*|pdm)\b/,
  // pip's and uv's short `-i` (an index URL); `sed -i`, `ssh -i` belong to others
  '-i': /\b(?:uv\s+pip|pip[0-9.]*|pipenv)\b/,
  '--channel': /\b(?:conda|mamba|micromamba)\b/,
  // LuaRocks' servers, cpanm's mirrors, pipenv's PyPI mirror, Composer's repository, Deno's import map
  '--server': /\bluarocks\b/,
  '--only-server': /\bluarocks\b/,
  '--from': /\b(?:luarocks|cpanm)\b/,
  '--mirror': /\bcpanm?\b|CPANM_OPT/,
  '--pypi-mirror': /\bpipenv\b/,
  '--repository': /\bcomposer\b/,
  '--repository-url': /\bcomposer\b/,
  '--import-map': /\bdeno\b/,
  // NuGet's and PowerShell's package commands, Chocolatey
  '-Source': /\b(?:nuget|Install-Package|Find-Package|Save-Package|Install-PSResource|choco)\b/i,
} as const;

/** The lines [ls, le) and `n` lines on either side. */
function linesAround(text: string, ls: number, le: number, n: number): string {
  let s = ls;
  for (let k = 0; k < n && s > 0; k++) s = text.lastIndexOf('\n', s - 2) + 1;
  let e = le;
  for (let k = 0; k < n && e < text.length; k++) {
    const next = text.indexOf('\n', e + 1);
    e = next < 0 ? text.length : next;
  }
  return text.slice(s, e);
}

const INSTALLER_WORD =
  /\b(?:gem|npm|npx|pnpm|yarn|cargo|uv|uvx|conda|mamba|bun|bunx|pipx|pip[0-9.]*|pipenv|dotnet|nuget|composer|luarocks|cpanm|deno|Install-Package|Install-Module)\b/;

/** A setting's words as shown (a long command cut short). */
const clipWhat = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 50 ? `${t.slice(0, 49)}…` : t;
};

/**
 * The package sources set in `sf`: on the lines holding one of the `anchors`, and on every
 * line of a package manager's configuration file.
 */
// (a runner's own long options, under a runner: not a server's `-i <spec URL>` after its package name)
const MCP_INDEX = new RegExp(
  String.raw`["']command["']\s*[:=]\s*["'](?:uvx|uv|npx|pipx|pip3?|pnpm|npm|bunx|yarn)["'][^\]]{0,200}?["'](--(?:extra-)?index-url|--default-index|--index|--registry)["']\s*,\s*["'](${URL})["']`,
  'g',
);

/**
 * `elsewhere`: the value another file of the skill gives a variable the file leaves unset (`GEM_MIRROR=https://…` in
 * `config/ship.env`, read by `bundle config set --global mirror.https://rubygems.org "$GEM_MIRROR"`).
 */
export function packageSources(sf: SentinelFile, anchors: readonly number[], elsewhere?: (name: string) => string | undefined): PackageSource[] {
  const text = sf.info.text;
  const path = sf.file.path;
  const out: PackageSource[] = [];
  // (also Cargo's configuration kept under another folder name to be copied into place, `dotcargo/config.toml`: its
  // `[source.crates-io]` table says what it is)
  // (a generator's template of one — `templates/_npmrc`, `dot-npmrc`, `.npmrc.hbs` — becomes that file in every project it makes)
  const asFile = CONFIG_FILE.test(path) ? path : untemplated(path);
  const configFile = CONFIG_FILE.test(asFile) || (/(?:^|\/)config\.toml$/i.test(path) && /^[ \t]*\[source\.["']?crates-io["']?\]/m.test(sf.info.text));
  const seenLine = new Set<number>();
  const push = (s: PackageSource) => {
    // (a host put in through a variable of the file: `"https://${CHANNEL_HOST}/simple"`)
    // (its definition names the host only for this use: `CHANNEL_HOST="pkgs.…"` is no mention elsewhere)
    if (/\$\{?[A-Za-z_]/.test(s.url)) {
      for (const v of s.url.matchAll(/\$\{?([A-Za-z_]\w*)/g)) {
        const d = new RegExp(String.raw`^[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?${v[1]}=`, 'm').exec(text);
        if (d) s.defs = [...s.defs, lineBounds(text, d.index + d[0].length)];
      }
      s.url = expandVars(sf, s.url);
    }
    if (HOME_INDEX.test(s.url)) return;
    s.replaces ??= replacing(s.what, linesAround(text, s.at, s.at, 2));
    const ls = text.lastIndexOf('\n', s.at - 1) + 1;
    if (seenLine.has(ls)) return;
    seenLine.add(ls);
    out.push(s);
  };
  if (configFile && text.length < 200_000) fileSources(asFile === path ? sf : { ...sf, file: { ...sf.file, path: asFile } }, push);
  // (a package manager's configuration a script writes through a heredoc, or SKILL.md shows in a code block, read as that file)
  if (text.length < 200_000)
    for (const h of sf.role === 'script'
      ? heredocWrites(text).filter((w) => CONFIG_FILE.test(w.target))
      : sf.role === 'skill' || AGENT_FILE_PATH.test(sf.file.path)
        ? shownConfigs(sf)
        : []) {
      const shift = (s: PackageSource): PackageSource => ({
        ...s,
        at: s.at + h.start,
        end: s.end + h.start,
        defs: s.defs.map(([a, b]): [number, number] => [a + h.start, b + h.start]),
      });
      const shown = { ...sf, info: { ...sf.info, text: h.body }, file: { ...sf.file, path: h.target } };
      // (a Gradle or Maven build file shown to put in place lists its repositories as the file does)
      // (only its plain-HTTP or unchecked repositories: a company's or a vendor's HTTPS repository shown in a guide is its setup)
      if (JVM_BUILD_FILE.test(h.target)) {
        const unchecked = /\b(?:isA|a)llowInsecureProtocol\s*(?:=\s*)?true\b/.test(h.body);
        buildRepos(shown, (s) => (unchecked || /^http:/i.test(s.url)) && push(shift(s)));
      } else fileSources(shown, (s) => push(shift(s)));
    }
  // an MCP server's argument list (JSON or TOML, an argument a line): `"args": ["--index-url", "https://…", "--from", "pkg"]`
  if (text.length < 200_000 && (text.includes('mcpServers') || text.includes('mcp_servers') || text.includes('context_servers')))
    for (const m of text.matchAll(MCP_INDEX)) {
      const at = m.index + m[0].lastIndexOf(m[2]);
      const opt = m.index + m[0].lastIndexOf(m[1]) - 1;
      push({ at: opt, end: at + m[2].length, url: m[2], what: m[1], lasting: true, defs: [], replaces: m[1] !== '--extra-index-url' || undefined });
    }
  if (IMPORT_MAP_FILE.test(path) && text.length < 200_000) importMap(text, push);
  if (BUILD_REPO_FILE.test(path) && text.length < 200_000) buildRepos(sf, push);
  const docker = dockerfile(path);
  // a command continued over lines (`\`, PowerShell's backtick, batch's `^`): every line of it is read, its owner on any of them
  const group = new Map<number, [number, number]>();
  const lines = continuedLines(text, linesAt(text, anchors), group);
  let shortI = 0;
  const npmrcScript = sf.role === 'script' && /\.(?:npmrc|yarnrc)\b/.test(text);
  for (const [ls, le] of lines) {
    const line = text.slice(ls, le);
    const whole = group.get(ls);
    // (only a found setting needs it: most anchored lines set nothing)
    let lastingMemo: boolean | undefined;
    const lastingLine = (): boolean => (lastingMemo ??= configFile || LASTING_LINE.test(line) || docker);
    // (cheap tests before the regexes: the words each needs, in lower case)
    const low = line.toLowerCase();
    ENV_SET.lastIndex = 0;
    if (ENV_WORDS.some((w) => low.includes(w)))
      for (let m = ENV_SET.exec(line); m; m = ENV_SET.exec(line)) {
        const v = resolveValue(text, ls + m.index + m[0].length);
        const url = v && firstIndexUrl(v.value, m[1]);
        if (url) push({ at: ls + m.index, end: ls + m.index + m[0].length + v.len, url, what: m[1], lasting: lastingLine(), defs: v.defs });
      }
    // (every setting of CONFIG_SET writes its URL out)
    for (const [re, kind] of line.includes('://') ? CONFIG_SET : []) {
      // A configuration file's line shown in a reference document is a sample, not a setting.
      if (kind === 'file' && sf.role === 'markdown') continue;
      re.lastIndex = 0;
      for (let m = re.exec(line); m; m = re.exec(line)) {
        if (kind === 'scope' && scopeHome(m[1], m[2])) continue;
        if (kind === 'tap' && CODE_HOST_URL.test(m[2])) continue;
        const setsFile = kind === 'file' && (sf.role === 'script' || configFile);
        push({
          at: ls + m.index + m[0].search(/[^\s"']/),
          end: ls + m.index + m[0].length,
          url: m[2],
          what: m[1].replace(/\s+/g, ' '),
          lasting: lastingLine() || setsFile || /config|sources|source\s+add|Registry\.add|brew\s+tap|^tap\b|remote\s+add/.test(m[1]),
          // (a tap's formulae installed from it — `brew "user/tools/x"` — use the source; they do not name its host)
          defs: kind === 'tap' ? tapUses(text, /[\w.-]+\/[\w.-]+(?=["']?$)/.exec(m[1].trim())?.[0]) : [],
        });
      }
    }
    CONFIG_CMD.lastIndex = 0;
    // (an argument list read as the command it runs, quotes and commas as spaces, offsets kept:
    // `run("gem", "sources", "--add", PLUGIN_SOURCE)`, `["npm", "config", "set", "registry", MIRROR]`)
    const cmdLines = CMD_WORDS.some((w) => low.includes(w))
      ? ARG_LIST.test(line)
        ? [line, line.replace(/["']\s*,\s*["']?|,\s*["']|["']/g, (q) => ' '.repeat(q.length))]
        : [line]
      : [];
    for (const cmdLine of cmdLines)
      for (let m = CONFIG_CMD.exec(cmdLine); m; m = CONFIG_CMD.exec(cmdLine)) {
        const what = clipWhat(m[1]);
        let v = resolveValue(text, ls + m.index + m[0].length);
        // (a value picked out of a table the script keeps: `scoop bucket add $name $buckets[$name]`)
        if (!v?.value.includes('://')) v = tableValue(text, ls + m.index + m[0].length) ?? v;
        // (a variable this file never sets, set in another file of the skill)
        const unset = v && !v.value.includes('://') ? /^\$\{?([A-Za-z_]\w*)\}?$/.exec(v.value)?.[1] : undefined;
        const there = unset && elsewhere?.(unset);
        if (there && v) v = { value: there, len: v.len, defs: v.defs };
        const url = v && firstIndexUrl(v.value, what);
        if (!v || !url || scopeHome(m[1], url)) continue;
        // (the package manager's own source switched off in the same file: the new one stands in its place)
        const replaces = DEFAULT_SOURCE_OFF.test(text) || undefined;
        push({ at: ls + m.index, end: ls + m.index + m[0].length + v.len, url, what, lasting: true, defs: v.defs, replaces });
      }
    // a registry line a script writes into an .npmrc (`fs.appendFileSync('.npmrc', `@scope:registry=${REGISTRY}`)`, a list of lines joined)
    if (npmrcScript && low.includes('registry')) {
      NPMRC_LINE.lastIndex = 0;
      for (let m = NPMRC_LINE.exec(line); m; m = NPMRC_LINE.exec(line)) {
        const lit = /^https?:\/\/[^\s"'\x60\\]+/.exec(line.slice(m.index + m[0].length))?.[0];
        const v = lit ? { value: lit, len: lit.length, defs: [] } : resolveValue(text, ls + m.index + m[0].length);
        const url = v && firstIndexUrl(v.value, m[1]);
        if (!url || scopeHome(m[1], url)) continue;
        push({ at: ls + m.index + 1, end: ls + m.index + m[0].length + v.len, url, what: m[1], lasting: true, defs: v.defs });
      }
    }
    // R: `install.packages(p, repos = "URL")`, `options(repos = c(FAST = url, CRAN = …))`: the first repository listed
    if (line.includes('repos') && (sf.role !== 'markdown' || /install\.packages|options\s*\(/.test(line))) {
      R_REPOS.lastIndex = 0;
      for (let m = R_REPOS.exec(line); m; m = R_REPOS.exec(line)) {
        const v = resolveValue(text, ls + m.index + m[0].length);
        const url = v && firstIndexUrl(v.value, 'repos');
        if (!url) continue;
        push({ at: ls + m.index, end: ls + m.index + m[0].length + v.len, url, what: 'repos', lasting: lastingLine(), defs: v.defs });
      }
    }
    OPT_VALUE.lastIndex = 0;
    if (line.includes('-'))
      for (let m = OPT_VALUE.exec(line); m; m = OPT_VALUE.exec(line)) {
        // In a reference document only an install command's own option counts (a lone `--index-url` line is a sample).
        if (sf.role === 'markdown' && !INSTALLER_WORD.test(line)) continue;
        // `--source`, `--registry`, `--index`, `--channel` belong to other tools too: their package manager must stand
        // on the line or within two lines of it (an argument array)
        // (`-i`, new in round 7b, resolved at most 100 times a file: a minified or generated file repeats it)
        if (m[1] === '-i' && ++shortI > 100) continue;
        const own = OWNER_OF[m[1] as keyof typeof OWNER_OF];
        if (own && !own.test(linesAround(text, ls, le, 2)) && !(whole && own.test(text.slice(whole[0], whole[1])))) continue;
        const v = orSoleIndex(text, resolveValue(text, ls + m.index + m[0].length), HOME_INDEX);
        const url = v && firstIndexUrl(v.value, m[1]);
        if (!v || !url) continue;
        const at = ls + m.index + m[0].indexOf(m[1]);
        push({ at, end: ls + m.index + m[0].length + v.len, url, what: m[1], lasting: lastingLine(), defs: v.defs });
      }
    // arguments handed over as a whole: PowerShell `@args`, bash `"${args[@]}"`, Python `*args` / `**opts`, JS `...args`
    if (SPLAT_CMD.test(line)) splatted(text, ls, le, line, (s) => out.some((o) => o.at >= s.defs[0][0] && o.at <= s.defs[0][1]) || push(s));
  }
  return out.filter((s) => !ELLIPSIS_HOST.test(s.url));
}

/** Continuation marks at a line's end: `\` (shell, Dockerfile, Makefile, Python), a backtick (PowerShell), `^` (batch). */
const CONTINUED = /(?:\\|`|\^)[ \t]*\r?$/;

/**
 * The lines `lines` and the other lines of the commands they belong to (a command continued over lines);
 * `group` maps each line's start to its command's bounds.
 */
function continuedLines(text: string, lines: Array<[number, number]>, group: Map<number, [number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const seen = new Set<number>();
  for (const [ls, le] of lines) {
    let s = ls;
    for (let k = 0; k < 30 && s > 0; k++) {
      const ps = text.lastIndexOf('\n', s - 2) + 1;
      if (!CONTINUED.test(text.slice(Math.max(ps, s - 9), s - 1))) break;
      s = ps;
    }
    let e = le;
    for (let k = 0; k < 30 && e < text.length && CONTINUED.test(text.slice(Math.max(text.lastIndexOf('\n', e - 1) + 1, e - 8), e)); k++) {
      const ne = text.indexOf('\n', e + 1);
      e = ne < 0 ? text.length : ne;
    }
    if (s === ls && e === le) {
      if (!seen.has(ls)) out.push([ls, le]), seen.add(ls);
      continue;
    }
    for (let a = s; a <= e; ) {
      let b = text.indexOf('\n', a);
      if (b < 0 || b > e) b = e;
      if (!seen.has(a) && b - a <= 4000) out.push([a, b]), seen.add(a);
      group.set(a, [s, e]);
      a = b + 1;
    }
  }
  return out;
}

/** A package command handed its arguments as a whole (cheap test before the definitions are looked up). */
const SPLAT_CMD =
  /\b(?:Register-PSRepository|Register-PSResourceRepository|Set-PSRepository|Register-PackageSource|Install-Module|Install-Package|Install-PSResource|Save-Module|pip[0-9.]*|uv|npm|pnpm|yarn|gem|cargo|conda|dotnet|nuget|choco|poetry)\b[^\n]*?(?:\s@\w|\$\{\w+\[[@*]\]\}|\$@|\*{1,2}\w|\.\.\.\w)/;
/** Keys of a hashtable, dictionary or object that name a package source. */
const SOURCE_KEY =
  /(?:^|[\s{(;,])["']?(SourceLocation|PublishLocation|ScriptSourceLocation|Location|Source|Uri|index[-_]url|extra[-_]index[-_]url|registry)["']?\s*[=:]\s*(?![=:])/gim;

/**
 * Splatted arguments: `Register-PSRepository @repoArgs` with `$repoArgs = @{ SourceLocation = $feedUri }`,
 * `pip "${PIP_ARGS[@]}"` with `PIP_ARGS=(install -i "$IDX")`, `subprocess.run([*base, …])`, `pip.main(args)`:
 * the definition's source keys and index options, resolved through the file's assignments.
 */
function splatted(text: string, ls: number, le: number, line: string, push: (s: PackageSource) => void): void {
  const names = new Set<string>();
  for (const m of line.matchAll(/\s@(\w+)|\$\{(\w+)\[[@*]\]\}|\*{1,2}(\w+)|\.\.\.(\w+)/g)) names.add(m[1] ?? m[2] ?? m[3] ?? m[4]);
  const cmd = /\b(?:Register-PSRepository|Register-PSResourceRepository|Set-PSRepository|Register-PackageSource)\b/i.exec(line)?.[0];
  for (const name of names) {
    if (name.length < 2) continue;
    const def = new RegExp(String.raw`(?:^|[\s;(])\$?${name}\s*(?::\s*[\w\[\], ]+)?\+?=\s*(@\{|@\(|\(|\[|\{|dict\()`, 'gm');
    let best: RegExpExecArray | undefined;
    for (let m = def.exec(text); m; m = def.exec(text)) {
      if (m.index > ls && best) break;
      best = m;
    }
    if (!best) continue;
    const from = best.index + best[0].length;
    const body = bracketBody(text, from, best[1].slice(-1) === '(' ? ')' : best[1].slice(-1) === '[' ? ']' : '}');
    const ds = text.lastIndexOf('\n', best.index) + 1;
    const defs: Array<[number, number]> = [[ds, from + body.length]];
    // (an array ending within two lines of the command is read there already, lib/fetch-run.ts)
    if (!cmd && from + body.length < ls && !/\n[^\n]*\n[^\n]*\n/.test(text.slice(from + body.length, ls))) continue;
    const found = (at: number, what: string, lasting: boolean) => {
      const v = resolveValue(text, at);
      const url = v && firstIndexUrl(v.value, what);
      if (url) push({ at: ls + line.search(/\S/), end: le, url, what, lasting, defs: [...defs, ...v.defs] });
      return !!url;
    };
    SOURCE_KEY.lastIndex = 0;
    for (let m = SOURCE_KEY.exec(body); m; m = SOURCE_KEY.exec(body)) {
      const key = m[1];
      if (found(from + m.index + m[0].length, cmd ? `${cmd} -${key}` : key, !!cmd)) return;
    }
    for (const m of body.matchAll(
      /(?:^|[\s"'(\[,])(--(?:extra-)?index-url|--default-index|--index|--registry|--source|-Source|-i)(?:["']?\s*,\s*|=|[ \t]+)/g,
    )) {
      if (found(from + m.index + m[0].length, m[1], false)) return;
    }
  }
}

/** The text from `from` up to the bracket `close` that ends it (nested brackets counted; 3000 characters at most). */
function bracketBody(text: string, from: number, close: string): string {
  const open = close === ')' ? '(' : close === ']' ? '[' : '{';
  let depth = 0;
  const stop = Math.min(text.length, from + 3000);
  for (let i = from; i < stop; i++) {
    const c = text[i];
    if (c === open) depth++;
    else if (c === close) {
      if (depth === 0) return text.slice(from, i);
      depth--;
    }
  }
  return text.slice(from, stop);
}

/** The lines of `text` that install a formula from the tap `name` (`user/tools/…`). */
function tapUses(text: string, name: string | undefined): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!name) return out;
  for (let i = text.indexOf(`${name}/`); i >= 0; i = text.indexOf(`${name}/`, i + 1)) out.push(lineBounds(text, i));
  return out;
}

/** A repository on a public code host (a tap or spec repository there is judged by other rules). */
const CODE_HOST_URL = /^https?:\/\/(?:[\w-]+\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)\//i;

/** Deno's configuration and import maps. */
const IMPORT_MAP_FILE = /(?:^|\/)(?:deno\.jsonc?|import[_-]?map[\w.-]*\.json|importmap\.json)$/i;
/** Where Deno and browser modules are published: a bare specifier mapped there is at home. */
const IMPORT_HOME =
  /^https?:\/\/(?:deno\.land|jsr\.io|esm\.sh|cdn\.esm\.sh|esm\.run|(?:cdn|fastly|gcore)\.jsdelivr\.net|unpkg\.com|cdn\.skypack\.dev|ga\.jspm\.io|jspm\.dev|raw\.githubusercontent\.com|x\.nest\.land|denopkg\.com|cdnjs\.cloudflare\.com)(?:[:/]|$)/i;

/**
 * An import map's bare specifiers (`"@std/yaml": "https://…"`, `"zod": "https://…"`) mapped to
 * a host that is not where such modules are published: every import of that name runs code
 * from there. Paths and URLs remapped to others are left alone.
 */
function importMap(text: string, push: (s: PackageSource) => void): void {
  const open = /"imports"\s*:\s*\{/.exec(text);
  if (!open) return;
  const from = open.index + open[0].length;
  const close = text.indexOf('}', from);
  const block = text.slice(from, close < 0 ? text.length : close);
  for (const m of block.matchAll(/"([^"\n]+)"\s*:\s*"(https?:\/\/[^"\s]+)"/g)) {
    if (/^(?:\.{0,2}\/|[a-z][\w+.-]*:)/i.test(m[1]) || IMPORT_HOME.test(m[2])) continue;
    const at = from + m.index;
    push({ at, end: at + m[0].length, url: m[2], what: 'import map', lasting: false, defs: [] });
  }
}

const dockerfile = (path: string): boolean => CONTAINER_FILE.test(path);

/** A scoped registry whose host carries the scope's name is that scope's own home. */
function scopeHome(setting: string, url: string): boolean {
  const scope = /@([\w.-]+):/.exec(setting)?.[1]?.toLowerCase();
  if (!scope) return false;
  const host = /^[a-z+]+:\/\/([^/:]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  // (a scope the public registry serves to everyone: only the vendor's own domain — `sentry.io` for `@sentry`,
  // `npm.fontawesome.com` for `@fortawesome` —, not a host that merely holds the name, `npm.sentry-prebuilds.example`)
  if (isPublicScope(scope)) return (VENDOR_LABEL[scope] ?? scope) === host.split('.').slice(-2)[0];
  return HOSTED_REGISTRY.test(host) || host.replace(/[^a-z0-9]/g, '').includes(scope.replace(/[^a-z0-9]/g, ''));
}

/** Public scopes whose vendor's domain is named otherwise. */
const VENDOR_LABEL: Record<string, string> = { fortawesome: 'fontawesome' };

/** The sources a package manager's own configuration file sets, line by line. */
function fileSources(sf: SentinelFile, push: (s: PackageSource) => void): void {
  const text = sf.info.text;
  const path = sf.file.path;
  for (const [file, re, kind] of FILE_SET) {
    if (!file.test(path)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (kind === 'npmrc' && m[1].startsWith('@') && scopeHome(m[1], m[2])) continue;
      if (kind === 'channel' && !underKey(text, m.index, 'channels') && !underKey(text, m.index, 'default_channels')) continue;
      if ((kind === 'pods' || kind === 'arduino') && (CODE_HOST_URL.test(m[2]) || ARDUINO_HOME.test(m[2]))) continue;
      if (kind === 'sbt' && !text.includes('[repositories]')) continue; // (an sbt file without its `[repositories]` section is another file)
      // (every package of that channel name resolves there: a channel replaced)
      if (kind === 'customChannel' && !underKey(text, m.index, 'custom_channels') && !underKey(text, m.index, 'custom_multichannels')) continue;
      const replaces = kind === 'customChannel' || undefined;
      const what = m[1] ?? (kind === 'arduino' ? 'additional_urls' : 'channels');
      push({ at: m.index + m[0].search(/\S/), end: m.index + m[0].length, url: m[2], what, lasting: true, defs: [], replaces });
    }
  }
  // .cargo/config.toml: `[source.crates-io] replace-with = "x"` and `[source.x] registry = "URL"`
  if (/(?:^|\/)(?:\.?cargo\/config(?:\.toml)?|cargo-config\.toml|config\.toml)$/i.test(path) && text.includes('replace-with')) {
    for (const m of text.matchAll(/^[ \t]*replace-with[ \t]*=[ \t]*["']([\w.-]+)["']/gm)) {
      const section = new RegExp(
        String.raw`^[ \t]*\[source\.["']?${m[1].replace(/[.-]/g, '\\$&')}["']?\][^\[]*?^[ \t]*registry[ \t]*=[ \t]*["'](${URL})`,
        'm',
      ).exec(text);
      if (!section) continue;
      const r = section.index + section[0].lastIndexOf(section[1]);
      const rs = text.lastIndexOf('\n', r) + 1;
      const re = text.indexOf('\n', r);
      push({
        at: m.index + m[0].search(/\S/),
        end: m.index + m[0].length,
        url: section[1],
        what: 'replace-with',
        lasting: true,
        // (`[source.crates-io] replace-with`: every crate comes from there, the registry replaced)
        replaces: /^[ \t]*\[source\.["']?crates-io["']?\]/m.test(text) || undefined,
        defs: [[rs, re < 0 ? text.length : re]],
      });
    }
  }
  // .cargo/config.toml: a named registry (`[registries.fast] index = "URL"`), used by `cargo install --registry fast`
  if (/(?:^|\/)(?:\.cargo\/config(?:\.toml)?|cargo-config\.toml)$/i.test(path) && text.includes('[registries.')) {
    for (const m of text.matchAll(new RegExp(String.raw`^[ \t]*\[registries\.[\w"'.-]+\][^\[]*?^[ \t]*(index)[ \t]*=[ \t]*["'](${URL})`, 'gm'))) {
      const at = m.index + m[0].lastIndexOf(m[1]);
      push({ at, end: at + m[0].length - m[0].lastIndexOf(m[1]), url: m[2], what: 'registries index', lasting: true, defs: [] });
    }
  }
  // go.mod: `replace a/b => other.host/b v1.2.3` — a module served from another host
  if (/(?:^|\/)go\.mod$/.test(path)) {
    for (const m of text.matchAll(/^[ \t]*(?:replace[ \t]+)?([\w.-]+\.[a-z]{2,}\/\S+)(?:[ \t]+v\S+)?[ \t]+=>[ \t]+([\w.-]+\.[a-z]{2,})(\/\S*)?[ \t]+v\S+/gm)) {
      const from = m[1].split('/')[0].toLowerCase();
      if (from === m[2].toLowerCase()) continue;
      push({ at: m.index + m[0].search(/\S/), end: m.index + m[0].length, url: `https://${m[2]}${m[3] ?? ''}`, what: 'replace', lasting: true, defs: [] });
    }
  }
}

/^https:\/\/(?:repo\.maven\.apache\.org|repo1\.maven\.org|services\.gradle\.org|downloads\.gradle(?:-dn)?\.org|archive\.apache\.org|dlcdn\.apache\.org)\//i;

/** Whether the list item at `at` sits under the YAML key `key`. */
function underKey(text: string, at: number, key: string): boolean {
  const before = text.slice(Math.max(0, at - 2000), at);
  const keys = [...before.matchAll(/^[ \t]*([\w-]+)[ \t]*:/gm)];
  return keys.length > 0 && keys[keys.length - 1][1] === key;
}

/** The first URL of a value that is not the registry's own (`https://a,direct` for GOPROXY). */
function firstIndexUrl(value: string, what: string): string | undefined {
  for (const part of value.split(/[,|\s]+/)) {
    const p = part.trim();
    if (!p || /^(?:direct|off)$/i.test(p)) continue;
    if (/^(?:(?:sparse|git)\+)?https?:\/\/[\w.-]/i.test(p)) return p;
    // GOPROXY accepts a host without a scheme
    if (/^GOPROXY$/i.test(what) && /^[\w-]+(?:\.[\w-]+)+(?:[:/]\S*)?$/.test(p)) return `https://${p}`;
  }
  return undefined;
}

/** The distinct lines holding the offsets `at`, in order. */
export function linesAt(text: string, at: readonly number[]): Array<[number, number]> {
  const sorted = [...at].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  let end = -1;
  for (const pos of sorted) {
    if (pos < end) continue;
    const ls = text.lastIndexOf('\n', pos - 1) + 1;
    let le = text.indexOf('\n', pos);
    if (le < 0) le = text.length;
    end = le + 1;
    if (le - ls <= 4000) out.push([ls, le]);
  }
  return out;
}
