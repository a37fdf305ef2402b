/**
 * sentinel/silent-delete: what a build tool's own clean-up deletes (issue 28, technique 4) — MSBuild's `<RemoveDir>`
 * over items and properties (`$(MSBuildThisFileDirectory)..\..\`), sbt's `cleanFiles` (`file(sys.props("user.home"))`).
 * Every `dotnet clean` or `sbt clean` then deletes the folders above the project or the home folder.
 */
import type { RuleContext } from '../../rules/types.ts';
import { emit } from './report.ts';
import type { SentinelFile, SentinelView } from './view.ts';

/** MSBuild project and import files. */
const MSBUILD_FILE = /\.(?:targets|props|[cf]sproj|vbproj|proj)$/i;
/** MSBuild's names for the project's own folders. */
const MSBUILD_HERE = /^\$\((?:MSBuildThisFileDirectory|MSBuildProjectDirectory|MSBuildStartupDirectory|SolutionDir|ProjectDir)\)/i;
/** The home folder in sbt (Scala): `sys.props("user.home")`, `Path.userHome`, `System.getProperty("user.home")`. */
const SBT_HOME = /\bfile\s*\(\s*(?:sys\.props\s*\(\s*"user\.home"\s*\)|System\.getProperty\s*\(\s*"user\.home"\s*\))\s*\)(?!\s*\/)|\bPath\.userHome\b(?!\s*\/)/;

export function buildToolWipes(ctx: RuleContext, view: SentinelView): void {
  for (const sf of view.files) {
    const text = sf.info.text;
    if (MSBUILD_FILE.test(sf.file.path) && text.includes('<RemoveDir')) msbuild(ctx, sf);
    if (/\.sbt$/i.test(sf.file.path) && text.includes('cleanFiles')) sbt(ctx, sf);
  }
}

/** How many folders above the project an MSBuild path climbs (`$(MSBuildThisFileDirectory)..\..\` → 2), or undefined. */
function msbuildLevel(value: string): number | undefined {
  const here = MSBUILD_HERE.exec(value.trim());
  if (!here) return undefined;
  const rest = value
    .trim()
    .slice(here[0].length)
    .replace(/^[\\/]+/, '');
  const parts = rest.split(/[\\/]+/).filter(Boolean);
  if (!parts.length) return 0;
  if (!parts.every((p) => p === '..')) return undefined;
  return parts.length;
}

function msbuild(ctx: RuleContext, sf: SentinelFile): void {
  const text = sf.info.text;
  const props = new Map<string, string>();
  for (const m of text.matchAll(/<([A-Za-z_][\w.-]*)(?:\s+Condition="[^"]*")?\s*>([^<]{1,300})<\/\1>/g)) props.set(m[1], m[2].trim());
  const items = new Map<string, string[]>();
  for (const m of text.matchAll(/<([A-Za-z_][\w.-]*)\s+Include="([^"]{1,300})"/g)) items.set(m[1], [...(items.get(m[1]) ?? []), m[2]]);
  const expand = (v: string, depth = 0): string[] => {
    if (depth > 3) return [v];
    const item = /^@\(([\w.-]+)\)$/.exec(v.trim());
    if (item) return (items.get(item[1]) ?? []).flatMap((x) => x.split(';')).flatMap((x) => expand(x, depth + 1));
    const prop = /^\$\(([\w.-]+)\)(.*)$/.exec(v.trim());
    if (prop && props.has(prop[1]) && !MSBUILD_HERE.test(v.trim())) return expand(`${props.get(prop[1])}${prop[2]}`, depth + 1);
    return [v];
  };
  for (const m of text.matchAll(/<RemoveDir\s+Directories="([^"]{1,300})"/g)) {
    const level = Math.max(
      -1,
      ...m[1]
        .split(';')
        .flatMap((d) => expand(d))
        .map((d) => msbuildLevel(d) ?? -1),
    );
    if (level < 1) continue;
    report(ctx, sf, m.index + 1, m.index + m[0].length, m[0], 'treeWipeParent');
  }
}

function sbt(ctx: RuleContext, sf: SentinelFile): void {
  const text = sf.info.text;
  // (a setting that holds the home folder: `userCacheRoot := file(sys.props("user.home"))`)
  const homeKeys = [...text.matchAll(/\b(\w+)\s*:=\s*([^\n]{1,200})/g)].filter((m) => SBT_HOME.test(m[2])).map((m) => m[1]);
  for (const m of text.matchAll(/\bcleanFiles\s*(?:\+\+?=|:=)\s*(?:Seq\s*\(([^()]*(?:\([^()]*(?:\([^()]*\)[^()]*)*\)[^()]*)*)\)|([^\n]{1,200}))/g)) {
    const body = m[1] ?? m[2] ?? '';
    const home = SBT_HOME.test(body) || homeKeys.some((k) => new RegExp(String.raw`\b${k}\b[^\n,]*\.value`).test(body));
    if (home) report(ctx, sf, m.index, m.index + m[0].length, m[0], 'treeWipeHome');
  }
}

function report(ctx: RuleContext, sf: SentinelFile, start: number, end: number, call: string, messageId: 'treeWipeParent' | 'treeWipeHome'): void {
  const seg = sf.segments.find((s) => s.start <= start && start < s.end);
  if (!seg || seg.detector) return;
  emit(ctx, {
    sf,
    seg,
    start,
    end,
    messageId,
    data: { call: call.replace(/\s+/g, ' ').slice(0, 70) },
    base: 'error',
    kind: 'judgment',
    category: 'malicious-command',
  });
}
