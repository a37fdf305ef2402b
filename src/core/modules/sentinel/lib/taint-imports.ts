/**
 * Sources across files (issue 28, technique 3: a `collect_env()` in one script, its result posted by another): what a
 * script of the skill exports that carries a secret — a function whose result does, a module-level name bound to
 * one (`SETTINGS = {"token": os.environ["GITHUB_TOKEN"]}`) — read once per file by the taint analysis itself
 * (lib/taint-engine.ts, run without sinks), and handed to each script that imports that script and uses the name. The
 * sink side, a helper that sends what it is handed, is lib/taint-wrappers.ts.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import { findSources, SOURCE_HINT, type Source } from '../exfil-sources.ts';
import { sentinelView, type SentinelFile } from '../view.ts';
import { Taint } from './taint-engine.ts';
import type { Exported } from './taint-scope.ts';
import { stripLineComments } from './taint-statements.ts';
import { imports, moduleBinding } from './taint-wrappers.ts';

/** The modules a script imports: Python `from x import …` / `import x, y`, a relative JS path's last part. */
const IMPORTED =
  /^[ \t]*from\s+\.*(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)\s+import\b|^[ \t]*import\s+([A-Za-z_][\w\s,]*?)\s*$|\brequire\s*\(\s*["']\.\.?\/(?:[\w.-]+\/)*([\w-]+)|\bfrom\s+["']\.\.?\/(?:[\w.-]+\/)*([\w-]+)/gm;

export const moduleName = (path: string): string => path.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');

const modules = new WeakMap<SentinelFile, string>();
/** A script's module name, once per file. */
function moduleOf(f: SentinelFile): string {
  let m = modules.get(f);
  if (m === undefined) modules.set(f, (m = moduleName(f.file.path)));
  return m;
}

/** The other scripts of the skill that `sf` imports (by their names without extension). */
export function importedSiblings(sf: SentinelFile, files: readonly SentinelFile[]): SentinelFile[] {
  const text = sf.info.text;
  // (the other scripts whose name the text holds at all, before any pattern runs)
  const named = files.filter((f) => f !== sf && f.role === 'script' && text.includes(moduleOf(f)));
  if (!named.length || !/\bimport\b|\brequire\s*\(/.test(text)) return [];
  const names = new Set<string>();
  for (const m of text.matchAll(IMPORTED))
    if (m[2]) for (const n of m[2].split(',')) names.add(n.trim().split(/\s+/)[0]);
    else names.add(m[1] ?? m[3] ?? m[4]);
  return named.filter((f) => names.has(moduleOf(f)));
}

/** A home folder named in code (a credential file is usually reached from it). */
const HOME_WORD = /homedir|home\(\)|expanduser|USERPROFILE|\bHOME\b/;

const exported = new WeakMap<SentinelFile, Exported | null>();
/** What a script (Python, JavaScript / TypeScript) exports that carries a secret; read once per file. */
function exportsOf(f: SentinelFile): Exported | undefined {
  let held = exported.get(f);
  if (held === undefined) exported.set(f, (held = readExports(f) ?? null));
  return held ?? undefined;
}
function readExports(f: SentinelFile): Exported | undefined {
  if (f.role !== 'script' || (f.lang !== 'py' && f.lang !== 'js')) return undefined;
  const text = f.info.text;
  if (text.length > 200_000 || !(SOURCE_HINT.test(text) || HOME_WORD.test(text))) return undefined;
  const clean = stripLineComments(text, f.lang);
  const sources = findSources(clean);
  // (a `.env` file's path joined in code — `path.resolve(cwd, '.env')` — is a source the analysis itself finds)
  if (!sources.length && !HOME_WORD.test(clean) && !/["'\x60]\.env["'\x60]/.test(clean)) return undefined;
  const t = new Taint(text, clean, sources, 0, f.lang, false, false, undefined, true);
  t.run();
  const out = t.exported();
  return out.fns.size || out.names.size ? out : undefined;
}

/**
 * What `sf` takes from the scripts it imports: a function it calls by name (`from creds import snapshot` …
 * `snapshot()`) or as the module's member (`creds.snapshot()`, `keys.readNpmrc()`), a name it imports (`from settings
 * import SETTINGS`, `import { config } from "./config.js"`).
 */
export function importedSources(doc: SkillDocument, sf: SentinelFile): Exported | undefined {
  if (sf.role !== 'script' || (sf.lang !== 'py' && sf.lang !== 'js')) return undefined;
  const text = sf.info.text;
  const fns = new Map<string, Source>();
  const names = new Map<string, Source>();
  for (const f of importedSiblings(sf, sentinelView(doc).files)) {
    const ex = exportsOf(f);
    if (!ex) continue;
    const mod = moduleName(f.file.path);
    for (const [name, src] of ex.fns)
      if (text.includes(`${name}(`) && (imports(text, name, mod) || (name.length >= 5 && text.includes(`.${name}(`)))) fns.set(name, src);
    // (a name read off the whole module — `config.raw` — is tainted under that spelling too)
    const bound = moduleBinding(text, mod);
    for (const [name, src] of ex.names)
      if (text.includes(name) && imports(text, name, mod)) {
        names.set(name, src);
        if (bound) names.set(`${bound}.${name}`, src);
      }
  }
  return fns.size || names.size ? { fns, names } : undefined;
}
