/**
 * Package repositories that build files list (lib/package-source.ts): Gradle build and init scripts, Maven `pom.xml`
 * and `settings.xml`, NuGet.config, composer.json and the index tables of Python's TOML files.
 */
import type { SentinelFile } from '../view.ts';
import type { PackageSource } from './package-source-files.ts';

/** A Gradle init script (every build of the machine, or of every build it is given to). */
export const GRADLE_INIT = /(?:^|\/)(?:[\w.-]+\.)?init\.gradle(?:\.kts)?$|(?:^|\/)init\.d\/[^/]+\.gradle(?:\.kts)?$/i;
/** The string a Kotlin or Groovy name is given (`val mirror = "https://…"`, `def repo = '…'`), the last one, and where it is given. */
function gradleValue(text: string, name: string): [string, [number, number]] | undefined {
  let out: [string, [number, number]] | undefined;
  for (const m of text.matchAll(new RegExp(String.raw`\b(?:val|var|def|String)\s+${name}\s*(?::\s*String\s*)?=\s*["']([^"'\s]+)["']`, 'g')))
    out = [m[1], [m.index, m.index + m[0].length]];
  return out;
}

/** Build files that list package repositories: Gradle, Maven, NuGet, and TOML index tables. */
export const BUILD_REPO_FILE =
  /(?:^|\/)(?:[\w.-]+\.gradle(?:\.kts)?|settings\.xml|pom\.xml|nuget\.config|composer\.json|pyproject\.toml|Pipfile|uv\.toml|pdm\.toml)$/i;
/** TOML tables of an index or source (`[[tool.uv.index]]`, `[[source]]`, `[[tool.poetry.source]]` …). */
const TOML_INDEX = /^[ \t]*\[\[(?:tool\.(?:uv\.index|poetry\.source|pdm\.source|rye\.sources)|source|index|sources)\]\][ \t]*$/;

/**
 * Package repositories a build file lists: Gradle `maven { url "…" }` / `maven("…")` /
 * `url = uri("…")`, Maven `<repository>` / `<mirror>` `<url>`, NuGet `<add key=… value="URL">`,
 * and the `url` of a TOML index table. Not lasting by themselves (the project's build, not the
 * machine's); an error only with the checks off or an unrelated plain-HTTP host (judged by the caller).
 */
export function buildRepos(sf: SentinelFile, push: (s: PackageSource) => void): void {
  const text = sf.info.text;
  const path = sf.file.path;
  const add = (at: number, end: number, url: string, what: string) => push({ at, end, url, what, lasting: false, defs: [] });
  if (/\.gradle(?:\.kts)?$/i.test(path)) {
    if (!text.includes('maven')) return;
    // (an init script — `*.init.gradle`, `init.d/` — applies to every build of the machine: lasting)
    const lasting = GRADLE_INIT.test(path);
    // (`repositories.clear()` drops the repositories the build had: what follows takes their place)
    const replaces = /\brepositories\s*(?:\.\s*clear\s*\(\s*\)|\{\s*clear\s*\(\s*\))/.test(text);
    for (const m of text.matchAll(
      /\bmaven\s*(?:\(\s*(?:["'](?<u1>[^"'\s]+)["']|(?<n1>[A-Za-z_]\w*)\s*\))|\{[^}]{0,300}?\burl\s*(?:=\s*)?(?:uri\s*\(\s*)?(?:["'](?<u2>[^"'\s]+)["']|(?<n2>[A-Za-z_]\w*)\b(?!\s*\()))/g,
    )) {
      // (a URL kept in a name: `val mirror = "https://…"` … `maven { url = uri(mirror) }`)
      const name = m.groups?.n1 ?? m.groups?.n2;
      const def = name && !m.groups?.u1 && !m.groups?.u2 ? gradleValue(text, name) : undefined;
      const url = m.groups?.u1 ?? m.groups?.u2 ?? def?.[0];
      if (!url || !/^https?:\/\//i.test(url) || MAVEN_HOME.test(url)) continue;
      push({ at: m.index, end: m.index + m[0].length, url, what: 'maven repository', lasting, replaces, defs: def ? [def[1]] : [] });
    }
    return;
  }
  if (/\.xml$/i.test(path)) {
    if (!/<(?:repository|mirror|pluginRepository)>/.test(text)) return;
    // (Maven's settings.xml is the user's or the installation's configuration, not a project's: every build reads it)
    const settings = /(?:^|\/)settings(?:-[\w-]+)?\.xml$/i.test(path);
    for (const m of text.matchAll(/<url>\s*(https?:\/\/[^<\s]+)\s*<\/url>/g)) {
      const before = text.slice(Math.max(0, m.index - 600), m.index);
      const open = Math.max(before.lastIndexOf('<repository>'), before.lastIndexOf('<mirror>'), before.lastIndexOf('<pluginRepository>'));
      const close = Math.max(before.lastIndexOf('</repository>'), before.lastIndexOf('</mirror>'), before.lastIndexOf('</pluginRepository>'));
      if (open < 0 || close > open || MAVEN_HOME.test(m[1])) continue;
      const mirror = before.lastIndexOf('<mirror>') === open;
      // (a mirror of `*` or `central` stands in for Maven Central: every artifact resolves there)
      const of = mirror ? /<mirrorOf>\s*([^<]+?)\s*<\/mirrorOf>/.exec(text.slice(Math.max(0, m.index - 600), m.index + 600))?.[1] : undefined;
      const replaces = of !== undefined && /(?:^|,)\s*(?:\*|central|external:\*)\s*(?:,|$)/.test(of);
      push({ at: m.index, end: m.index + m[0].length, url: m[1], what: mirror ? 'maven mirror' : 'maven repository', lasting: settings, replaces, defs: [] });
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
      // (Packagist switched off — `{ "packagist.org": false }` — or the repository made canonical for every name: it stands in its place)
      const replaces = /"packagist(?:\.org)?"\s*:\s*false/.test(text) || /"canonical"\s*:\s*true/.test(m[0]);
      push({ at, end: at + url.length, url, what: 'composer repository', lasting: false, replaces, defs: [] });
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
  /^https?:\/\/(?:repo1?\.maven\.org|repo\.maven\.apache\.org|maven\.google\.com|dl\.google\.com\/dl\/android\/maven2|plugins\.gradle\.org|repo\.gradle\.org|maven\.pkg\.github\.com|oss\.sonatype\.org|s01\.oss\.sonatype\.org|central\.sonatype\.com|maven\.aliyun\.com|mirrors\.(?:huaweicloud|cloud\.tencent|aliyun)\.com|repo\.huaweicloud\.com|jitpack\.io|www\.jitpack\.io|repo\.spring\.io|repository\.apache\.org|maven\.pkg\.jetbrains\.space|packages\.jetbrains\.team|cache-redirector\.jetbrains\.com|repo\.papermc\.io|papermc\.io\/repo|hub\.spigotmc\.org|maven\.fabricmc\.net|maven\.minecraftforge\.net|files\.minecraftforge\.net|maven\.neoforged\.net|maven\.quiltmc\.org|maven\.architectury\.dev|maven\.parchmentmc\.org|libraries\.minecraft\.net|repo\.velocitypowered\.com|repo\.codemc\.(?:io|org)|repo\.opencollab\.dev|maven\.terraformersmc\.com|maven\.shedaniel\.me|repo\.extendedclip\.com|maven\.enginehub\.org|repo\.jenkins-ci\.org|maven\.mozilla\.org|repo\.clojars\.org|clojars\.org|maven\.scijava\.org|artifacts\.unidata\.ucar\.edu|repo\.osgeo\.org|maven\.wso2\.org|repo\.eclipse\.org|download\.oracle\.com\/maven|maven\.atlassian\.com|packages\.atlassian\.com|maven\.aliyun\.com)(?:[:/]|$)/i;
