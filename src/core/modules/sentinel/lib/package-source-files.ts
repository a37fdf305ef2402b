import type { SentinelFile } from '../view.ts';

/**
 * Package-manager configuration files and the lines in them that set a package source (lib/package-source.ts reads
 * every line of such a file): requirements files, .npmrc, Gemfile, conda, Bun, Cabal, vcpkg, CocoaPods.
 */

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

/** Where a board core's index is at home: its project's pages, Arduino's own, the board vendors' (ESP8266 community, PJRC, Espressif, Seeed). */
export const ARDUINO_HOME =
  /^https:\/\/(?:[\w-]+\.github\.io|downloads\.arduino\.cc|arduino\.esp8266\.com|(?:www\.)?pjrc\.com|dl\.espressif\.com|files\.seeedstudio\.com)\//i;
/**
 * Where companies keep their own package scopes: GitLab's and Azure DevOps' package registries, GitHub Packages,
 * JFrog, CodeArtifact, Cloudsmith, Gemfury, packagecloud (a company's own scope there is its own; a public scope is not).
 */
export const HOSTED_REGISTRY =
  /^(?:gitlab\.com|[\w-]+\.gitlab\.io|pkgs\.dev\.azure\.com|[\w-]+\.pkgs\.visualstudio\.com|npm\.pkg\.github\.com|[\w-]+\.jfrog\.io|[\w-]+\.d\.codeartifact\.[\w-]+\.amazonaws\.com|npm\.cloudsmith\.io|npm\.fury\.io|packagecloud\.io)$/;
/** A package source's URL in a setting. */
export const URL = String.raw`(?:(?:sparse|git)\+)?https?:\/\/[^\s"'<>\]\x60,;]+`;

/** Per file kind: the lines that configure a source (group 1: the setting, 2: the URL). */
export const FILE_SET: Array<[RegExp, RegExp, string]> = [
  // requirements*.txt: `--index-url URL`, `-i URL`, `--extra-index-url URL`, `--find-links URL`
  [
    /(?:^|\/)(?:requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt)$/i,
    new RegExp(String.raw`^[ \t]*(--(?:extra-)?index-url|-i|--find-links|-f)[ \t=]+["']?(${URL})`, 'gim'),
    '',
  ],
  // .npmrc / .yarnrc: `registry=URL` and `@scope:registry=URL`
  // (also a copy the skill ships without the dot, `assets/npmrc`, to be put in place)
  [
    /(?:^|\/)\.?(?:npmrc|yarnrc)(?:\.(?:template|tmpl|txt))?$/i,
    new RegExp(String.raw`^[ \t]*((?:@[\w.-]+:)?registry)[ \t]*[=: ][ \t]*["']?(${URL})`, 'gim'),
    'npmrc',
  ],
  // Gemfile: `source "URL"` (at the top or as a block)
  [/(?:^|\/)(?:Gemfile(?:\.(?!lock\b)[\w-]+)?|gems\.rb|[\w.-]+\.gemspec)$/, new RegExp(String.raw`^[ \t]*(source)\s*\(?\s*["'](${URL})`, 'gm'), ''],
  // Bundler's configuration (`.bundle/config`, or a copy to put there, `templates/bundle-config`): a mirror for a source
  // (`BUNDLE_MIRROR__HTTPS://RUBYGEMS__ORG/: "URL"`) — every gem of that source comes from the mirror
  [
    /(?:^|\/)(?:\.bundle\/config|bundle[-_.]?config)(?:\.ya?ml)?$/i,
    new RegExp(String.raw`^[ \t]*["']?(BUNDLE_MIRROR__[^\s"':]*(?::\/\/[^\s"':]*)?)["']?[ \t]*:[ \t]*["']?(${URL})`, 'gim'),
    '',
  ],
  // arduino-cli: a board-manager index (`board_manager:` ⏎ `additional_urls:` ⏎ `- URL/package_…_index.json`): the cores and
  // toolchains it lists are downloaded and run on every compile
  [
    /(?:^|\/)arduino-cli(?:\.[\w-]+)?\.ya?ml$/i,
    new RegExp(String.raw`^[ \t]*(?:-[ \t]*|(additional_urls)[ \t]*:[ \t]*\[?[ \t]*)["']?(${URL}\/package_[\w.-]*index\.json)`, 'gm'),
    'arduino',
  ],
  // conda: a URL in `channels:`
  [/(?:^|\/)(?:\.condarc|condarc|environment[\w.-]*\.ya?ml)$/i, new RegExp(String.raw`^[ \t]*-[ \t]*["']?(channels)?(${URL})`, 'gm'), 'channel'],
  // conda: every channel name resolved under another host (`channel_alias: URL`)
  [/(?:^|\/)(?:\.condarc|condarc)$/i, new RegExp(String.raw`^[ \t]*(channel_alias)[ \t]*:[ \t]*["']?(${URL})`, 'gm'), ''],
  // conda: a channel name sent to another host (`custom_channels:` ⏎ `  bioconda: URL`), also in a `condarc.*.yaml` to put in place
  [/(?:^|\/)\.?condarc(?:\.[\w-]+)*(?:\.ya?ml)?$/i, new RegExp(String.raw`^[ \t]+([\w.-]+)[ \t]*:[ \t]*["']?(${URL})`, 'gm'), 'customChannel'],
  // Bun: `[install] registry = "URL"` or `registry = { url = "URL" }`
  [/(?:^|\/)bunfig\.toml$/i, new RegExp(String.raw`^[ \t]*(registry)[ \t]*=[ \t]*(?:\{[^}\n]*?\burl[ \t]*=[ \t]*)?["'](${URL})`, 'gm'), ''],
  // Cabal: a `repository NAME` stanza's `url:` (cabal.project, ~/.cabal/config)
  [
    /(?:^|\/)(?:cabal\.project(?:\.[\w-]+)*|\.?cabal\/config|cabal\.config)$/i,
    new RegExp(String.raw`^[ \t]*(repository)[ \t]+[\w.-]+[ \t]*\r?\n(?:[ \t]+[^\n]*\n){0,4}?[ \t]+url[ \t]*:[ \t]*(${URL})`, 'gim'),
    '',
  ],
  // vcpkg: the default registry, and git registries, in vcpkg-configuration.json (or vcpkg.json's embedded copy)
  [
    /(?:^|\/)(?:vcpkg-configuration|vcpkg)\.json(?:\.\w+)?$/i,
    new RegExp(String.raw`"(default-registry|registries)"\s*:\s*[\[{][^\]]{0,400}?"(?:repository|location)"\s*:\s*"(${URL})`, 'g'),
    '',
  ],
  // CocoaPods: `source 'URL'` (a spec repository on a public code host is judged by other rules)
  // (and its variants a skill merges in: `Podfile.mirror`, `Podfile.ci`)
  [/(?:^|\/)Podfile(?:\.(?!lock$)[\w-]+)?$/, new RegExp(String.raw`^[ \t]*(source)[ \t]+["'](${URL})`, 'gm'), 'pods'],
  // sbt's repositories file (`~/.sbt/repositories`): `name: URL` under `[repositories]`
  [/(?:^|\/)\.?(?:sbt\/)?repositories$/i, new RegExp(String.raw`^[ \t]*([\w.-]+)[ \t]*:[ \t]*(${URL})`, 'gm'), 'sbt'],
];

/** Package-manager configuration files: every line is read, and every setting lasts. */
export const CONFIG_FILE =
  /(?:^|\/)(?:pip\.conf|pip\.ini|uv\.toml|pyproject\.toml|setup\.cfg|Pipfile|\.?npmrc|\.yarnrc(?:\.yml)?|yarnrc|Gemfile(?:\.(?!lock\b)[\w-]+)?|gems\.rb|\.?condarc(?:\.[\w-]+)*(?:\.ya?ml)?|environment[\w.-]*\.ya?ml|requirements[\w.-]*\.(?:txt|in)|constraints[\w.-]*\.txt|go\.mod|\.?cargo\/config(?:\.toml)?|cargo-config\.toml|\.bundle\/config|bundle[-_.]?config(?:\.ya?ml)?|bunfig\.toml|Podfile|cabal\.project(?:\.[\w-]+)*|\.?cabal\/config|cabal\.config|vcpkg-configuration\.json(?:\.\w+)?|Podfile\.(?!lock$)[\w-]+|\.?(?:sbt\/)?repositories|arduino-cli(?:\.[\w-]+)?\.ya?ml)$/i;

/** What a code block's text says it is, whatever the prose names: Cargo's `[source.crates-io]`, a Gemfile's `source … do`, `.npmrc`'s `registry=`, pip's `[global]`. */
const BLOCK_KINDS: Array<[RegExp, string]> = [
  [/^[ \t]*\[source\.["']?crates-io["']?\]/m, '.cargo/config.toml'],
  [/^[ \t]*source\s*\(?\s*["']https?:\/\/[^"'\n]+["']\s*\)?\s*(?:do\b|$)(?=[\s\S]*^[ \t]*gem\s+["'])/m, 'Gemfile'],
  [/^[ \t]*(?:@[\w.-]+:)?registry[ \t]*=[ \t]*["']?https?:\/\//m, '.npmrc'],
  [/^[ \t]*\[global\][ \t]*\n(?:[^\n[]*\n)*?[ \t]*(?:extra-)?index-url\s*=/m, 'pip.conf'],
  // (Gradle's repositories: `pluginManagement { repositories { maven { url = uri("…") } } }`, `repositories { maven("…") }`)
  [/^[ \t]*(?:pluginManagement|dependencyResolutionManagement|repositories)\s*\{[\s\S]{0,400}?\bmaven\s*[({]/m, 'settings.gradle.kts'],
];
/** A Gradle or Maven build file named before a block (read by lib/package-source-build.ts). */
export const JVM_BUILD_FILE = /(?:^|\/)(?:[\w.-]+\.gradle(?:\.kts)?|settings\.xml|pom\.xml)$/i;
/** An .npmrc registry line in an inline code span. */
const INLINE_NPMRC = /`((?:@[\w.-]+:)?registry[ \t]*=[ \t]*https?:\/\/[^`\s]+)`/g;
/** A package manager's configuration file named in the prose just before a code block (`Create .cargo/config.toml:`). */
const NAMED_FILE = /(?:^|[\s`'"(])((?:[\w.-]+\/)*\.?[\w.-]+)(?=[\s`'"),:;]|$)/g;

/**
 * The code blocks of SKILL.md (or of an agent file it ships, AGENTS.md) that show a package manager's configuration to put in
 * place, each read as the file it is (by what it holds, or by the file the sentence before it names), and `.npmrc` lines in
 * their prose's inline code: its target, where its text starts, the text.
 */
export function shownConfigs(sf: SentinelFile): Array<{ target: string; start: number; body: string }> {
  const out: Array<{ target: string; start: number; body: string }> = [];
  const text = sf.info.text;
  for (const seg of sf.segments) {
    // (a line of an .npmrc given in the prose, in an inline code span: "make sure the project's `.npmrc` contains the line
    // `@testing-library:registry=https://…`")
    if (seg.kind === 'prose' && seg.end - seg.start <= 20_000 && text.includes('registry', seg.start)) {
      for (const m of text.slice(seg.start, seg.end).matchAll(INLINE_NPMRC)) out.push({ target: '.npmrc', start: seg.start + m.index + 1, body: m[1] });
      continue;
    }
    if (seg.kind !== 'code' || seg.detector || seg.end - seg.start > 20_000) continue;
    const body = text.slice(seg.start, seg.end);
    if (!body.includes('://')) continue;
    let target = BLOCK_KINDS.find(([re]) => re.test(body))?.[1];
    if (!target) {
      // (the paragraph before the block's fence)
      const before =
        text
          .slice(Math.max(0, seg.start - 300), seg.start)
          .replace(/\n?[ \t]*(?:`{3,}|~{3,})[^\n]*\n?$/, '')
          .split(/\n[ \t]*\n/)
          .pop() ?? '';
      for (const m of before.matchAll(NAMED_FILE)) if (CONFIG_FILE.test(m[1]) || JVM_BUILD_FILE.test(m[1])) target = m[1];
    }
    if (target) out.push({ target, start: seg.start, body });
  }
  return out;
}

/** Words (lower case) one of lib/package-source.ts ENV_SET's names holds: a line without any sets none. */
export const ENV_WORDS =
  'goproxy pip_ uv_ npm_config_ yarn_ bundle_mirror__ cargo_ poetry_repositories_ pipenv_pypi_mirror conda_channels pub_hosted_url julia_pkg_server pdm_pypi_url bun_config_registry homebrew_ download_host download_base_url electron_mirror sass_binary_site org_mirror download_mirror cdnurl engines_mirror rustup_'.split(
    ' ',
  );

/** An instruction file every agent loads, shipped with the skill: its configuration shown is put in place as SKILL.md's is. */
export const AGENT_FILE_PATH = /(?:^|\/)(?:AGENTS|CLAUDE|GEMINI)\.md$|(?:^|\/)\.cursorrules$/;

/** Environment variables that point a package manager at an index, registry or module proxy. */
export const ENV_SET = new RegExp(
  String.raw`(?<![\w-])(GOPROXY|PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:EXTRA_|DEFAULT_)?INDEX(?:_URL)?|npm_config_(?:@[\w.-]+:)?registry|YARN_(?:NPM_)?REGISTRY(?:_SERVER)?|BUNDLE_MIRROR__[A-Z0-9_]+|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX|CARGO_SOURCE_[A-Z0-9_]+_REGISTRY|POETRY_REPOSITORIES_[A-Z0-9_]+_URL|PIPENV_PYPI_MIRROR|CONDA_CHANNELS|PUB_HOSTED_URL|JULIA_PKG_SERVER|PDM_PYPI_URL|BUN_CONFIG_REGISTRY|HOMEBREW_(?:BREW|CORE|CASK)_GIT_REMOTE|HOMEBREW_(?:BOTTLE|API|ARTIFACT)_DOMAIN|PLAYWRIGHT_DOWNLOAD_HOST|PUPPETEER_DOWNLOAD_(?:BASE_URL|HOST)|ELECTRON_MIRROR|SASS_BINARY_SITE|(?:NVM_)?NODEJS_ORG_MIRROR|CYPRESS_DOWNLOAD_MIRROR|CHROMEDRIVER_CDNURL|PRISMA_ENGINES_MIRROR|SENTRYCLI_CDNURL|RUSTUP_DIST_SERVER|RUSTUP_UPDATE_ROOT)\b["'\]]*(?:\s*(?:::?=|[?+]=)\s*|\s*=>\s*|\s*[:=,]\s*|\s+)(?![:=])`,
  'gi',
);

/** Settings whose value is a URL, in a configuration file or a configuration command (group 1: the URL). */
export const CONFIG_SET: Array<[RegExp, string]> = [
  [new RegExp(String.raw`(?:^[ \t]*|["'\s])((?:extra[-_])?index[-_]url|find[-_]links)[ \t]*[=:][ \t]*["']?(${URL})`, 'gim'), 'file'],
  // a registry line written by `echo`/`printf` (into an .npmrc: lasting by the line's target)
  [new RegExp(String.raw`\b(?:echo|printf)\b[^\n]*?["'\s]((?:@[\w.-]+:)?registry)[ \t]*=[ \t]*["']?(${URL})`, 'gi'), 'scope'],
  // (the address filled into a format: `printf 'registry=%s\n' "https://…" >> "$npmrc"`)
  [new RegExp(String.raw`\bprintf\b[ \t]+["']((?:@[\w.-]+:)?registry)[ \t]*=[ \t]*%s(?:\\n)?["'][ \t]+["']?(${URL})`, 'gi'), 'scope'],
  [new RegExp(String.raw`\b(npmRegistryServer)["']?\s*[:=]\s*["']?(${URL})`, 'gi'), 'file'],
  [new RegExp(String.raw`\b(bundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?mirror\.\S+)\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(gem\s+sources?\s+(?:--add|-a))\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(conda\s+config\s+(?:--\w+\s+)*--(?:add|prepend|append)\s+channels)\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b((?:conda|mamba|micromamba)\s+(?:install|create|env\s+create)\b[^\n;&|]*?\s(?:-c|--channel))[\s=]+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b(poetry\s+source\s+add)\s+(?:--\S+\s+)*[\w.-]+\s+["']?(${URL})`, 'gi'), ''],
  [new RegExp(String.raw`\b((?:npm|pnpm|yarn)\s+config\s+set\s+(?:--\S+\s+)*@[\w.-]+:registry)[\s=]+["']?(${URL})`, 'gi'), 'scope'],
  [new RegExp(String.raw`\b(pip[0-9.]*\s+config\s+(?:--\S+\s+)*set\s+["']?(?:global|user|site|install)\.(?:extra-)?index-url["']?)\s+["']?(${URL})`, 'gi'), ''],
  // Julia: a package registry added for good (`Pkg.Registry.add(url="…")`, `RegistrySpec(url="…")`)
  [new RegExp(String.raw`\b(Pkg\.Registry\.add)\s*\(\s*(?:RegistrySpec\s*\(\s*)?(?:url\s*=\s*)?["'](${URL})`, 'g'), ''],
  // Homebrew: a tap cloned from a URL (a tap on a public code host is judged by other rules)
  [new RegExp(String.raw`\b(brew\s+tap\s+[\w.-]+\/[\w.-]+)\s+["']?(${URL})`, 'g'), 'tap'],
  // (a Brewfile's tap with its clone URL: `tap "user/tools", "https://…/homebrew-tools.git"`)
  [new RegExp(String.raw`^[ \t]*(tap[ \t]+["'][\w.-]+\/[\w.-]+["'])[ \t]*,[ \t]*["'](${URL})`, 'gm'), 'tap'],
  // Conan: a remote added (`conan remote add NAME URL`), a shared configuration (hooks, profiles) installed from a URL
  [new RegExp(String.raw`\b(conan\s+remote\s+add)\s+(?:-\S+\s+)*[\w.-]+\s+["']?(${URL})`, 'gi'), 'conan'],
  [new RegExp(String.raw`\b(conan\s+config\s+install)\s+(?:-\S+\s+)*["']?(${URL})`, 'gi'), 'conan'],
  // LuaRocks' configuration file: `rocks_servers = { "URL", … }`
  [new RegExp(String.raw`\b(rocks_servers)\s*=\s*\{\s*(?:\[\d+\]\s*=\s*)?["'](${URL})`, 'g'), 'file'],
];
