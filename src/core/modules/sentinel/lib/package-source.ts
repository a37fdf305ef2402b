/**
 * Where a package manager is told to fetch packages from, however it is told (issue 28,
 * technique 1): not only a flag on the install line (lib/fetch-run.ts `foreignInstalls`) but
 * - an environment variable, in any language's spelling: `GOPROXY=…`, `PIP_INDEX_URL`,
 *   `PIP_EXTRA_INDEX_URL`, `UV_INDEX_URL`, `UV_EXTRA_INDEX_URL`, `npm_config_registry`,
 *   `YARN_NPM_REGISTRY_SERVER`, `BUNDLE_MIRROR__…`, `CARGO_REGISTRIES_…_INDEX` (`export X=`,
 *   `$env:X =`, `os.environ["X"] =`, `{"X": …}`, `ENV X …`, `go env -w X=`, `setx X …`);
 * - a configuration file or command: pip.conf / pip.ini / uv.toml / pyproject `index-url`,
 *   `extra-index-url`, a requirements file's `--index-url`, `.npmrc` `registry=` and
 *   `@scope:registry=`, `.yarnrc.yml` `npmRegistryServer`, a Gemfile's `source`, `bundle config
 *   mirror.…`, `gem sources --add`, `.cargo/config.toml` `[source.crates-io] replace-with` and the
 *   replacement's `registry`, go.mod `replace` to another host, conda `channels`, `poetry source add`;
 * - the flag reached through a variable, a shell / PowerShell array or a Python / JS list
 *   (`PIP_ARGS=(install --extra-index-url "$IDX")`, `cmd += ["--index-url", MIRROR]`), the
 *   value resolved through the file's assignments (`IDX="https://${HOST}/simple"`).
 * Each source says whether it lasts (a configuration file, `config set`, a profile, a
 * Dockerfile `ENV`) and whether the file also switches the package manager's checks off
 * (`GONOSUMDB=*`, `GOINSECURE`, `GOFLAGS=-insecure`, `--trusted-host`, `strict-ssl=false` …).
 * Read only on the lines that hold an anchor (anchors.ts `unpinned`), plus every line of a
 * small package-manager configuration file.
 */
import type { SentinelFile } from '../view.ts';

export interface PackageSource {
  /** Offsets of the setting in the file. */
  at: number;
  end: number;
  url: string;
  /** The setting's name as shown (`GOPROXY`, `index-url`, `--extra-index-url`, `source` …). */
  what: string;
  /** Written into the machine's or the repository's configuration. */
  lasting: boolean;
  /** Lines [start, end) that define the value (assignments of a variable it goes through). */
  defs: Array<[number, number]>;
  /** The source replaces the registry (`--index-url`, `--registry`, `--clear-sources --source`, `PIP_INDEX_URL`), not adds to it. */
  replaces?: boolean;
}

/** Settings that put another source in the registry's place (every package name resolves there). */
const REPLACING =
  /^(?:--index-url|--default-index|--registry|-i|PIP_INDEX_URL|UV_INDEX_URL|UV_DEFAULT_INDEX|npm_config_registry|YARN_NPM_REGISTRY_SERVER|YARN_REGISTRY|GOPROXY|index[-_]url|registry|npmRegistryServer|replace-with)$/i;

/** Whether the setting `what` (on the lines `around`) replaces the registry rather than adding a source. */
function replacing(what: string, around: string): boolean {
  if (REPLACING.test(what)) return true;
  // `gem install --clear-sources --source URL`, `bundle --clear-sources`: the only source left
  return /^--source$/.test(what) && /--clear-sources\b/.test(around);
}

/** Package registries' own hosts and the well-known public mirrors: not another source. */
export const HOME_INDEX =
  /^(?:(?:sparse|git)\+)?https?:\/\/(?:(?:pypi\.org|test\.pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|registry\.npmmirror\.com|registry\.npm\.taobao\.org|npm\.pkg\.github\.com|rubygems\.org|gems\.ruby-china\.com|index\.crates\.io|crates\.io|proxy\.golang\.org|sum\.golang\.org|goproxy\.cn|goproxy\.io|mirrors\.aliyun\.com|mirrors\.cloud\.tencent\.com|mirrors\.tencent\.com|(?:pypi|mirrors)\.tuna\.tsinghua\.edu\.cn|(?:pypi\.)?mirrors\.ustc\.edu\.cn|mirrors\.bfsu\.edu\.cn|mirror\.sjtu\.edu\.cn|pypi\.doubanio\.com|pypi\.douban\.com|(?:repo|mirrors)\.huaweicloud\.com|mirror\.baidu\.com|rsproxy\.cn|conda\.anaconda\.org|repo\.anaconda\.com|anaconda\.org|(?:repo\.)?prefix\.dev|download\.pytorch\.org|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com|storage\.googleapis\.com\/jax-releases|cloud\.r-project\.org|cran\.(?:r-project\.org|rstudio\.com)|(?:packagemanager\.(?:posit|rstudio)\.co(?:m)?)|[\w-]+\.r-universe\.dev|(?:www\.)?bioconductor\.org)(?:[:/]|$)|github\.com\/rust-lang\/crates\.io-index)/i;

const URL = String.raw`(?:(?:sparse|git)\+)?https?:\/\/[^\s"'<>\]\x60,;]+`;

/** Environment variables that point a package manager at an index, registry or module proxy. */
const ENV_SET = new RegExp(
  String.raw`(?<![\w-])(GOPROXY|PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:EXTRA_|DEFAULT_)?INDEX(?:_URL)?|npm_config_(?:@[\w.-]+:)?registry|YARN_(?:NPM_)?REGISTRY(?:_SERVER)?|BUNDLE_MIRROR__[A-Z0-9_]+|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX|CARGO_SOURCE_[A-Z0-9_]+_REGISTRY|POETRY_REPOSITORIES_[A-Z0-9_]+_URL|PIPENV_PYPI_MIRROR|CONDA_CHANNELS)\b["'\]]*(?:\s*[:=,]\s*|\s+)(?!=)`,
  'gi',
);

/** Settings whose value is a URL, in a configuration file or a configuration command (group 1: the URL). */
const CONFIG_SET: Array<[RegExp, string]> = [
  [new RegExp(String.raw`(?:^[ \t]*|["'\s])((?:extra[-_])?index[-_]url)[ \t]*[=:][ \t]*["']?(${URL})`, 'gim'), 'file'],
  // a registry line written by `echo`/`printf` (into an .npmrc: lasting by the line's target)
  [new RegExp(String.raw`\b(?:echo|printf)\b[^\n]*?["'\s]((?:@[\w.-]+:)?registry)[ \t]*=[ \t]*["']?(${URL})`, 'gi'), 'scope'],
  [new RegExp(String.raw`\b(npmRegistryServer)["']?\s*[:=]\s*["']?(${URL})`, 'gi'), 'file'],
  [new RegExp(String.raw`\b(bundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?mirror\.\S+)\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(gem\s+sources?\s+(?:--add|-a))\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(conda\s+config\s+(?:--\w+\s+)*--(?:add|prepend|append)\s+channels)\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b((?:conda|mamba|micromamba)\s+(?:install|create|env\s+create)\b[^\n;&|]*?\s(?:-c|--channel))[\s=]+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(poetry\s+source\s+add)\s+(?:--\S+\s+)*[\w.-]+\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b((?:npm|pnpm|yarn)\s+config\s+set\s+(?:--\S+\s+)*@[\w.-]+:registry)[\s=]+["']?(${URL})`, 'gi'), 'scope'],
  [new RegExp(String.raw`\b(pip[0-9.]*\s+config\s+set\s+(?:global|user|site|install)\.(?:extra-)?index-url)\s+["']?(${URL})`, 'gi'), ''],
];

/** Configuration commands whose value may go through a variable (group 1: the setting; the value follows). */
const CONFIG_CMD = new RegExp(
  String.raw`\b((?:npm|pnpm|yarn)\s+config\s+set\s+(?:--\S+\s+)*(?:@[\w.-]+:)?(?:registry|npmRegistryServer)|pip[0-9.]*\s+config\s+set\s+(?:global|user|site|install)\.(?:extra-)?index-url|gem\s+sources?\s+(?:--add|-a)|bundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?mirror\.\S+|conda\s+config\s+(?:--\w+\s+)*--(?:add|prepend|append)\s+channels|poetry\s+source\s+add\s+(?:--\S+\s+)*[\w.-]+|poetry\s+config\s+repositories\.[\w.-]+|composer\s+config\s+(?:-g\s+|--global\s+)?repo(?:sitories)?\.[\w.-]+\s+composer|dotnet\s+nuget\s+add\s+source|nuget(?:\.exe)?\s+sources\s+add\b[^\n]*?\s-source|Register-PSRepository\b[^\n]*?\s-SourceLocation|Register-PackageSource\b[^\n]*?\s-Location)(?:[ \t]*=[ \t]*|[ \t]+)`,
  'gi',
);

/** Per file kind: the lines that configure a source (group 1: the setting, 2: the URL). */
const FILE_SET: Array<[RegExp, RegExp, string]> = [
  // requirements*.txt: `--index-url URL`, `-i URL`, `--extra-index-url URL`, `--find-links URL`
  [
    /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt)$/i,
    new RegExp(String.raw`^[ \t]*(--(?:extra-)?index-url|-i|--find-links|-f)[ \t=]+["']?(${URL})`, 'gim'),
    '',
  ],
  // .npmrc / .yarnrc: `registry=URL` and `@scope:registry=URL`
  [/(?:^|\/)\.(?:npmrc|yarnrc)$/i, new RegExp(String.raw`^[ \t]*((?:@[\w.-]+:)?registry)[ \t]*[=: ][ \t]*["']?(${URL})`, 'gim'), 'npmrc'],
  // Gemfile: `source "URL"` (at the top or as a block)
  [/(?:^|\/)(?:Gemfile|gems\.rb|[\w.-]+\.gemspec)$/, new RegExp(String.raw`^[ \t]*(source)\s*\(?\s*["'](${URL})`, 'gm'), ''],
  // conda: a URL in `channels:`
  [/(?:^|\/)(?:\.condarc|condarc|environment[\w.-]*\.ya?ml)$/i, new RegExp(String.raw`^[ \t]*-[ \t]*["']?(channels)?(${URL})`, 'gm'), 'channel'],
];

/** Package-manager configuration files: every line is read, and every setting lasts. */
const CONFIG_FILE =
  /(?:^|\/)(?:pip\.conf|pip\.ini|uv\.toml|pyproject\.toml|setup\.cfg|Pipfile|\.npmrc|\.yarnrc(?:\.yml)?|Gemfile|gems\.rb|\.condarc|condarc|environment[\w.-]*\.ya?ml|requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt|go\.mod|\.cargo\/config(?:\.toml)?|cargo-config\.toml|\.bundle\/config)$/i;

/** A setting written for good: configuration commands, profiles, Dockerfile ENV, files of a package manager. */
const LASTING_LINE =
  /\b(?:config\s+(?:set|--add|--prepend|--append|--global|--system)|go\s+env\s+-w|setx|SetEnvironmentVariable|launchctl\s+setenv|gem\s+sources|bundle\s+config|poetry\s+source\s+add)\b|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile|npmrc|yarnrc|condarc|Rprofile)\b|\bRprofile\.site\b|pip\.(?:conf|ini)\b|\/etc\/environment|^[ \t]*ENV[ \t]/im;

/** Checks of the package manager switched off in the same file (checksum database, TLS). */
const CHECKS_OFF =
  /\bGONOSUMDB["']?\s*[=:]\s*["']?\*|\bGONOSUMCHECK["']?\s*[=:]\s*["']?(?:1|true)|\bGOSUMDB["']?\s*[=:]\s*["']?off\b|\bGOINSECURE["']?\s*[=:]\s*["']?[\w*.]|\bGOFLAGS["']?\s*[=:]\s*["']?[^\n"']*-insecure|\bGOPRIVATE["']?\s*[=:]\s*["']?\*|--trusted-host\b|^[ \t]*trusted[-_]host[ \t]*=|\bPIP_TRUSTED_HOST\b|\bUV_INSECURE_HOST\b|--allow-insecure-host\b|^[ \t]*strict-ssl[ \t]*=[ \t]*false|\bstrict-ssl["']?\s+false\b|\benableStrictSsl["']?\s*[:=]?\s*false|\bunsafeHttpWhitelist\b|\bssl_verify["']?\s*[:=]?\s*(?:false|no)\b|--no-verify-ssl\b|^[ \t]*check-revoke[ \t]*=[ \t]*false|\bnpm_config_strict_ssl["']?\s*[:=]\s*["']?false|^[ \t]*verify_ssl[ \t]*=[ \t]*false\b|"secure-http"\s*:\s*false\b|\bcomposer\s+config\s+(?:-g\s+|--global\s+)?secure-http\s+false\b|\ballowInsecureProtocol\s*(?:=\s*|\(\s*)true\b|\ballowInsecureConnections\s*=\s*["']?true\b|-Dmaven\.wagon\.http\.ssl\.(?:insecure|allowall)=true/im;

/** Whether `sf` also switches a package manager's checksum or TLS checks off. */
export function checksOff(sf: SentinelFile): boolean {
  return CHECKS_OFF.test(sf.info.text);
}

/** Options whose value names an index (a literal URL, a variable, a list element). */
const OPT_VALUE = /(?:^|[\s"'(\[,])(--(?:extra-)?index-url|--default-index|--index|--registry|--source|--find-links|--channel)(?:["']?\s*,\s*|=|[ \t]+)/g;
/** R's package repositories: `repos = URL`, `repos = c(NAME = URL, …)`, `repos = c("URL", …)`. */
const R_REPOS = /\brepos\s*=\s*(?:c\(\s*(?:["']?[\w.]+["']?\s*=\s*)?)?(?=["'\w])/g;
/** Options that other tools use too, and the package managers that own them. */
const OWNER_OF = {
  '--source': /\b(?:gem|dotnet|nuget|choco|Install-Package|Install-Module|bundle)\b/i,
  '--registry': /\b(?:npm|npx|pnpm|yarn|bun|bunx)\b/,
  '--index': /\b(?:cargo|uv|uvx|pip[0-9.]*|pdm)\b/,
  '--channel': /\b(?:conda|mamba|micromamba)\b/,
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

const INSTALLER_WORD = /\b(?:gem|npm|npx|pnpm|yarn|cargo|uv|uvx|conda|mamba|bun|bunx|pipx|pip[0-9.]*|dotnet|nuget|composer|Install-Package|Install-Module)\b/;

/** A setting's words as shown (a long command cut short). */
const clipWhat = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 50 ? `${t.slice(0, 49)}…` : t;
};

/**
 * The package sources set in `sf`: on the lines holding one of the `anchors`, and on every
 * line of a package manager's configuration file.
 */
export function packageSources(sf: SentinelFile, anchors: readonly number[]): PackageSource[] {
  const text = sf.info.text;
  const path = sf.file.path;
  const out: PackageSource[] = [];
  const configFile = CONFIG_FILE.test(path);
  const seenLine = new Set<number>();
  const push = (s: PackageSource) => {
    if (HOME_INDEX.test(s.url)) return;
    s.replaces ??= replacing(s.what, linesAround(text, s.at, s.at, 2));
    const ls = text.lastIndexOf('\n', s.at - 1) + 1;
    if (seenLine.has(ls)) return;
    seenLine.add(ls);
    out.push(s);
  };
  if (configFile && text.length < 200_000) fileSources(sf, push);
  if (BUILD_REPO_FILE.test(path) && text.length < 200_000) buildRepos(sf, push);
  const lines = linesAt(text, anchors);
  const docker = dockerfile(path);
  for (const [ls, le] of lines) {
    const line = text.slice(ls, le);
    // (only a found setting needs it: most anchored lines set nothing)
    let lastingMemo: boolean | undefined;
    const lastingLine = (): boolean => (lastingMemo ??= configFile || LASTING_LINE.test(line) || docker);
    ENV_SET.lastIndex = 0;
    for (let m = ENV_SET.exec(line); m; m = ENV_SET.exec(line)) {
      const v = resolveValue(text, ls + m.index + m[0].length);
      const url = v && firstIndexUrl(v.value, m[1]);
      if (url) push({ at: ls + m.index, end: ls + m.index + m[0].length + v.len, url, what: m[1], lasting: lastingLine(), defs: v.defs });
    }
    for (const [re, kind] of CONFIG_SET) {
      // A configuration file's line shown in a reference document is a sample, not a setting.
      if (kind === 'file' && sf.role === 'markdown') continue;
      re.lastIndex = 0;
      for (let m = re.exec(line); m; m = re.exec(line)) {
        if (kind === 'scope' && scopeHome(m[1], m[2])) continue;
        const setsFile = kind === 'file' && (sf.role === 'script' || configFile);
        push({
          at: ls + m.index + m[0].search(/[^\s"']/),
          end: ls + m.index + m[0].length,
          url: m[2],
          what: m[1].replace(/\s+/g, ' '),
          lasting: lastingLine() || setsFile || /config|sources|source\s+add/.test(m[1]),
          defs: [],
        });
      }
    }
    CONFIG_CMD.lastIndex = 0;
    for (let m = CONFIG_CMD.exec(line); m; m = CONFIG_CMD.exec(line)) {
      const what = clipWhat(m[1]);
      const v = resolveValue(text, ls + m.index + m[0].length);
      const url = v && firstIndexUrl(v.value, what);
      if (!url || scopeHome(m[1], url)) continue;
      push({ at: ls + m.index, end: ls + m.index + m[0].length + v.len, url, what, lasting: true, defs: v.defs });
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
    for (let m = OPT_VALUE.exec(line); m; m = OPT_VALUE.exec(line)) {
      // In a reference document only an install command's own option counts (a lone `--index-url` line is a sample).
      if (sf.role === 'markdown' && !INSTALLER_WORD.test(line)) continue;
      // `--source`, `--registry`, `--index`, `--channel` belong to other tools too: their package manager must stand
      // on the line or within two lines of it (an argument array)
      const own = OWNER_OF[m[1] as keyof typeof OWNER_OF];
      if (own && !own.test(linesAround(text, ls, le, 2))) continue;
      const v = resolveValue(text, ls + m.index + m[0].length);
      const url = v && firstIndexUrl(v.value, m[1]);
      if (!url) continue;
      const at = ls + m.index + m[0].indexOf(m[1]);
      push({ at, end: ls + m.index + m[0].length + v.len, url, what: m[1], lasting: lastingLine(), defs: v.defs });
    }
  }
  return out;
}

const dockerfile = (path: string): boolean => /(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$/i.test(path);

/** A scoped registry whose host carries the scope's name is that scope's own home. */
function scopeHome(setting: string, url: string): boolean {
  const scope = /@([\w.-]+):/.exec(setting)?.[1]?.toLowerCase();
  if (!scope) return false;
  const host = /^[a-z+]+:\/\/([^/:]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  return host.replace(/[^a-z0-9]/g, '').includes(scope.replace(/[^a-z0-9]/g, ''));
}

/** The sources a package manager's own configuration file sets, line by line. */
function fileSources(sf: SentinelFile, push: (s: PackageSource) => void): void {
  const text = sf.info.text;
  const path = sf.file.path;
  for (const [file, re, kind] of FILE_SET) {
    if (!file.test(path)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (kind === 'npmrc' && m[1].startsWith('@') && scopeHome(m[1], m[2])) continue;
      if (kind === 'channel' && !underKey(text, m.index, 'channels')) continue;
      push({ at: m.index + m[0].search(/\S/), end: m.index + m[0].length, url: m[2], what: m[1] ?? 'channels', lasting: true, defs: [] });
    }
  }
  // .cargo/config.toml: `[source.crates-io] replace-with = "x"` and `[source.x] registry = "URL"`
  if (/(?:^|\/)(?:\.cargo\/config(?:\.toml)?|cargo-config\.toml|config\.toml)$/i.test(path) && text.includes('replace-with')) {
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
        defs: [[rs, re < 0 ? text.length : re]],
      });
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

/** Build files that list package repositories: Gradle, Maven, NuGet, and TOML index tables. */
const BUILD_REPO_FILE =
  /(?:^|\/)(?:build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|init\.gradle(?:\.kts)?|[\w.-]+\.init\.gradle(?:\.kts)?|settings\.xml|pom\.xml|nuget\.config|composer\.json|pyproject\.toml|Pipfile|uv\.toml|pdm\.toml)$/i;
/** TOML tables of an index or source (`[[tool.uv.index]]`, `[[source]]`, `[[tool.poetry.source]]` …). */
const TOML_INDEX = /^[ \t]*\[\[(?:tool\.(?:uv\.index|poetry\.source|pdm\.source|rye\.sources)|source|index|sources)\]\][ \t]*$/;

/**
 * Package repositories a build file lists: Gradle `maven { url "…" }` / `maven("…")` /
 * `url = uri("…")`, Maven `<repository>` / `<mirror>` `<url>`, NuGet `<add key=… value="URL">`,
 * and the `url` of a TOML index table. Not lasting by themselves (the project's build, not the
 * machine's); an error only with the checks off or an unrelated plain-HTTP host (judged by the caller).
 */
function buildRepos(sf: SentinelFile, push: (s: PackageSource) => void): void {
  const text = sf.info.text;
  const path = sf.file.path;
  const add = (at: number, end: number, url: string, what: string) => push({ at, end, url, what, lasting: false, defs: [] });
  if (/\.gradle(?:\.kts)?$/i.test(path)) {
    if (!text.includes('maven')) return;
    for (const m of text.matchAll(/\bmaven\s*(?:\(\s*["'](?<u1>[^"'\s]+)["']|\{[^}]{0,300}?\burl\s*(?:=\s*)?(?:uri\s*\(\s*)?["'](?<u2>[^"'\s]+)["'])/g)) {
      const url = m.groups?.u1 ?? m.groups?.u2;
      if (!url || !/^https?:\/\//i.test(url) || MAVEN_HOME.test(url)) continue;
      add(m.index, m.index + m[0].length, url, 'maven repository');
    }
    return;
  }
  if (/\.xml$/i.test(path)) {
    if (!/<(?:repository|mirror|pluginRepository)>/.test(text)) return;
    for (const m of text.matchAll(/<url>\s*(https?:\/\/[^<\s]+)\s*<\/url>/g)) {
      const before = text.slice(Math.max(0, m.index - 600), m.index);
      const open = Math.max(before.lastIndexOf('<repository>'), before.lastIndexOf('<mirror>'), before.lastIndexOf('<pluginRepository>'));
      const close = Math.max(before.lastIndexOf('</repository>'), before.lastIndexOf('</mirror>'), before.lastIndexOf('</pluginRepository>'));
      if (open < 0 || close > open || MAVEN_HOME.test(m[1])) continue;
      add(m.index, m.index + m[0].length, m[1], before.lastIndexOf('<mirror>') === open ? 'maven mirror' : 'maven repository');
    }
    return;
  }
  if (/composer\.json$/i.test(path)) {
    // `"repositories": [{ "type": "composer", "url": "…" }]` (a vcs or path repository is a single package's home)
    if (!text.includes('"repositories"')) return;
    for (const m of text.matchAll(
      /\{[^{}]{0,300}?"type"\s*:\s*"composer"[^{}]{0,300}?"url"\s*:\s*"(https?:\/\/[^"\s]+)"|\{[^{}]{0,300}?"url"\s*:\s*"(https?:\/\/[^"\s]+)"[^{}]{0,300}?"type"\s*:\s*"composer"/g,
    )) {
      const url = m[1] ?? m[2];
      if (/^https:\/\/(?:repo\.)?packagist\.org\b/i.test(url)) continue;
      const at = m.index + m[0].indexOf(url);
      add(at, at + url.length, url, 'composer repository');
    }
    return;
  }
  if (/nuget\.config$/i.test(path)) {
    for (const m of text.matchAll(/<add\s+key\s*=\s*"[^"]*"\s+value\s*=\s*"(https?:\/\/[^"\s]+)"/gi)) {
      if (/^https:\/\/api\.nuget\.org\//i.test(m[1])) continue;
      add(m.index, m.index + m[0].length, m[1], 'nuget source');
    }
    return;
  }
  // TOML: `url = "…"` inside an index / source table
  let inIndex = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (/^[ \t]*\[/.test(line)) inIndex = TOML_INDEX.test(line);
    else if (inIndex) {
      const m = /^[ \t]*(url)[ \t]*=[ \t]*["'](https?:\/\/[^"'\s]+)["']/.exec(line);
      if (m) add(offset + m[0].search(/\S/), offset + m[0].length, m[2], 'index url');
    }
    offset += line.length + 1;
  }
}

/** Maven Central, Google's and Gradle's own repositories. */
const MAVEN_HOME =
  /^https?:\/\/(?:repo1?\.maven\.org|repo\.maven\.apache\.org|maven\.google\.com|dl\.google\.com\/dl\/android\/maven2|plugins\.gradle\.org|repo\.gradle\.org|maven\.pkg\.github\.com|oss\.sonatype\.org|s01\.oss\.sonatype\.org|central\.sonatype\.com|maven\.aliyun\.com|mirrors\.(?:huaweicloud|cloud\.tencent|aliyun)\.com|repo\.huaweicloud\.com)(?:[:/]|$)/i;

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
function linesAt(text: string, at: readonly number[]): Array<[number, number]> {
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

// ---- values through variables and string pieces ----------------------------------------

const KEYWORDS = /^(?:if|then|else|fi|do|done|for|in|and|or|not|None|True|False|null|true|false|return|await|new|this|self)$/;

/**
 * The string an expression at `pos` evaluates to, as far as the file tells: string literals
 * joined by `+`, adjacency or a line continuation; `$VAR`, `${VAR}`, `{VAR}` (f-strings) and bare
 * identifiers replaced by their assignment in the file. `len`: characters read at `pos`.
 */
export function resolveValue(text: string, pos: number, depth = 0): { value: string; len: number; defs: Array<[number, number]> } | undefined {
  let i = pos;
  let value = '';
  const defs: Array<[number, number]> = [];
  let parts = 0;
  for (let n = 0; n < 8; n++) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    const c = text[i];
    parts = n + 1;
    if (c === '"' || c === "'" || c === '`' || ((c === 'f' || c === 'r' || c === 'b') && (text[i + 1] === '"' || text[i + 1] === "'"))) {
      const q = c === 'f' || c === 'r' || c === 'b' ? text[++i] : c;
      const close = text.indexOf(q, i + 1);
      const nl = text.indexOf('\n', i + 1);
      if (close < 0 || (nl >= 0 && nl < close)) {
        parts = n;
        break;
      }
      const body = text.slice(i + 1, close);
      value += q === "'" && c !== 'f' ? body : interpolate(text, body, pos, depth, defs);
      i = close + 1;
    } else if (c === '$') {
      // `${VAR}`, `$VAR`, `$env:VAR`, and a Makefile's or justfile's `$(VAR)` / `{{VAR}}`-like reference
      const m = /^\$(?:\{(\w+)(?::?-([^}]*))?\}|(?:env:)?(\w+)|\((\w+)\))/.exec(text.slice(i, i + 200));
      if (!m) {
        parts = n;
        break;
      }
      const name = m[1] ?? m[3] ?? m[4];
      const v = lookup(text, name, pos, depth, defs);
      value += v ?? m[2] ?? '';
      i += m[0].length;
    } else if (c && /[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][\w.]*/.exec(text.slice(i, i + 120))!;
      const name = m[0];
      if (KEYWORDS.test(name) || text[i + name.length] === '(') {
        parts = n;
        break;
      }
      const v = lookup(text, name.replace(/^.*\./, ''), pos, depth, defs);
      // A bare word: a value of its own (`GOPROXY=https://…` reads as a URL below)
      if (v === undefined) {
        const bare = /^[^\s"'`;&|)\]},]+/.exec(text.slice(i, i + 500))![0];
        value += bare;
        i += bare.length;
      } else {
        value += v;
        i += name.length;
      }
    } else if (c && /[\w./:-]/.test(c)) {
      const bare = /^[^\s"'`;&|)\]},]+/.exec(text.slice(i, i + 500))![0];
      value += bare;
      i += bare.length;
    } else {
      parts = n;
      break;
    }
    // what joins the next piece: `+`, a continued line, or (shell, Python) nothing at all
    let j = i;
    while (text[j] === ' ' || text[j] === '\t') j++;
    if (text[j] === '+' && text[j + 1] !== '=') {
      i = j + 1;
      continue;
    }
    if (text[j] === '\\' && text[j + 1] === '\n') {
      let k = j + 2;
      while (text[k] === ' ' || text[k] === '\t') k++;
      if (text[k] === '"' || text[k] === "'" || text[k] === '+') {
        i = text[k] === '+' ? k + 1 : k;
        continue;
      }
      break;
    }
    if (j === i && (text[j] === '"' || text[j] === "'" || text[j] === '$')) continue;
    if (j > i && (text[j] === '"' || text[j] === "'") && /["']$/.test(text.slice(i - 1, i))) {
      i = j;
      continue;
    }
    break;
  }
  if (!parts || !value) return undefined;
  return { value, len: i - pos, defs };
}

/** `${VAR}` / `$VAR` / `{VAR}` inside a string literal, replaced by the variable's value. */
function interpolate(text: string, body: string, pos: number, depth: number, defs: Array<[number, number]>): string {
  return body.replace(/\$\{(\w+)(?::?-([^}]*))?\}|\$(\w+)|\{(\w+)\}/g, (all, a, dflt, b, c) => lookup(text, a ?? b ?? c, pos, depth, defs) ?? dflt ?? all);
}

/** The value assigned to `name` in the file (the last assignment before `pos`, else the first one). */
function lookup(text: string, name: string, pos: number, depth: number, defs: Array<[number, number]>): string | undefined {
  if (depth > 3 || !name || /^\d/.test(name)) return undefined;
  const re = new RegExp(
    // (`:=`, `?=`: a Makefile's; `<-`: R's)
    String.raw`(?:^|[\s;({,])(?:export\s+|local\s+|readonly\s+|declare\s+-\w+\s+|const\s+|let\s+|var\s+|set\s+)?\$?${name}\s*(?::\s*[\w\[\], ]+)?(?:[:?]?=(?!=)|<-)[ \t]*`,
    'gm',
  );
  let best: RegExpExecArray | undefined;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > pos && best) break;
    best = m;
    if (m.index > pos) break;
  }
  if (!best) return undefined;
  let at = best.index + best[0].length;
  // `os.environ.get("X", "default")`, `os.getenv("X", "default")`, `process.env.X || "default"`
  const env =
    /^(?:os\.environ\.get|os\.getenv|environ\.get|ENV\.fetch)\(\s*["'][^"']*["']\s*,\s*|^(?:process\.env\.\w+|ENV\[\s*["'][^"']*["']\s*\]|os\.(?:environ\.get|getenv)\(\s*["'][^"']*["']\s*\)|\$env:\w+)\s*(?:\|\||\?\?|\bor\b)\s*|^ENV\.fetch\(\s*["'][^"']*["']\s*\)\s*\{\s*/.exec(
      text.slice(at, at + 200),
    );
  if (env) at += env[0].length;
  const v = resolveValue(text, at, depth + 1);
  if (!v) return undefined;
  const ls = text.lastIndexOf('\n', best.index) + 1;
  let le = text.indexOf('\n', at + v.len);
  if (le < 0) le = text.length;
  defs.push([ls, le], ...v.defs);
  return v.value;
}

// ---- packages installed from an archive or a URL rather than by name -----------------------

export interface ArchiveInstall {
  at: number;
  end: number;
  /** Where the archive comes from (the URL, or the download that saved the local file). */
  url: string;
  /** Lines [start, end) of the download that saved a local archive. */
  defs: Array<[number, number]>;
}

/** An install command; the arguments follow (over continued lines, read as one). */
const ARCHIVE_INSTALL =
  /\b(?:(?:python[0-9.]*|py)\s+(?:-\d\s+)?-m\s+pip|pip[0-9.]*|uv\s+pip|uv\s+tool|uv|pipx|pdm|poetry|npm|pnpm|yarn|bun|gem|cargo)["']?\s*,?\s*["']?(?:install|add|i|inject)\b/gi;
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
  if (text.length < 200_000 && /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|pyproject\.toml|setup\.cfg|Pipfile)$/i.test(sf.file.path)) pythonUrls(text, push);
  for (const [ls] of linesAt(text, anchors)) {
    const line = logicalLine(text, ls);
    ARCHIVE_INSTALL.lastIndex = 0;
    for (let m = ARCHIVE_INSTALL.exec(line); m; m = ARCHIVE_INSTALL.exec(line)) {
      const from = m.index + m[0].length;
      const stop = line.slice(from).search(/[;&|\n]|\)\s*(?:$|[;&|])/);
      const args = words(line.slice(from, stop < 0 ? line.length : from + stop));
      for (let k = 0; k < args.length; k++) {
        const [w, off] = args[k];
        if (k > 0 && VALUE_OPT.test(args[k - 1][0])) continue;
        const at = ls + from + off;
        const url = /^(?:[\w.-]+@)?((?:git\+)?https?:\/\/\S+)$/i.exec(w)?.[1];
        if (url) {
          const plain = /^(?:git\+)?http:/i.test(url) || /^(?:git\+)?https?:\/\/\d{1,3}(?:\.\d{1,3}){3}[:/]/.test(url);
          if (ARCHIVE_EXT.test(url) || plain) push({ at, end: at + w.length, url, defs: [] });
          continue;
        }
        // a local archive: the file a download of this skill saved
        if (ARCHIVE_EXT.test(w) && !w.startsWith('-')) {
          const saved = savedBy(text, w.replace(/^.*[\\/]/, ''), ls);
          if (saved) push({ at, end: at + w.length, url: saved.url, defs: [saved.line] });
        }
      }
    }
    // `go install 203.0.113.9/x/tool@latest`: a module served straight from an address, not a code host or proxy
    for (const g of line.matchAll(/\bgo\s+(?:install|get)\s+(?:-\S+\s+)*((\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\/[^\s"'@;&|]+(?:@\S+)?)/g)) {
      const at = ls + g.index + g[0].lastIndexOf(g[1]);
      push({ at, end: at + g[1].length, url: `http://${g[1]}`, defs: [] });
    }
  }
  return out;
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
  return undefined;
}

/** package.json: dependencies given as a URL (a tarball, a git URL over HTTP). */
function manifestUrls(text: string, push: (a: ArchiveInstall) => void): void {
  for (const block of text.matchAll(/"(?:dev|optional|peer|bundle|bundled)?[dD]ependencies"\s*:\s*\{([^}]*)\}/g)) {
    const base = block.index + block[0].indexOf('{') + 1;
    for (const d of block[1].matchAll(/"[^"\n]+"\s*:\s*"((?:git\+)?https?:\/\/[^"\s]+)"/g)) {
      const at = base + d.index + d[0].lastIndexOf(d[1]);
      push({ at, end: at + d[1].length, url: d[1].replace(/^git\+/, ''), defs: [] });
    }
  }
}

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
      return true;
    }
  }
  return false;
}
