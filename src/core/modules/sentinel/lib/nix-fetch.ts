/**
 * Nix code fetched from a URL and evaluated (issue 28, technique 1): `builtins.fetchTarball`,
 * `fetchurl`, `fetchzip` (or `pkgs.fetch…`) whose result is imported — `import (fetchTarball …)`,
 * `imports = [ "${mods}/modules/x.nix" ]`, `callPackage "${src}/…"` — runs whatever that host serves
 * on every rebuild: the package's home is nixpkgs or the project's own repository. Read by
 * lib/fetch-run.ts `foreignInstalls` as an archive installed from a URL (judged by whether the skill
 * names the host); a fetch whose result is only built from source (`src = fetchurl …`) is not one.
 */
import { lineBounds } from '../view.ts';
import { esc } from './fetch-run-args.ts';

/** A fetcher call and its URL: `fetchTarball "https://…"`, `fetchTarball { url = "https://…"; … }`. */
/** The package's homes: the shared code hosts and the Nix project's own. */
const HOME_HOST = /^https?:\/\/(?:[\w-]+\.)*(?:github\.com|gitlab\.com|codeberg\.org|sr\.ht|bitbucket\.org|nixos\.org|cachix\.org)\//i;

const FETCH =
  /\b(?:builtins\.)?(?:pkgs\.)?(fetchTarball|fetchurl|fetchzip)\s*(?:\{\s*(?:[\w]+\s*=\s*[^;{}]*;\s*)*?url\s*=\s*|\(\s*)?["'](https?:\/\/[^"'\s]+)["']/g;

/** A fetch found: where its URL stands (lib/fetch-run.ts reads it as a `ForeignInstall` of kind `archive`). */
export interface NixFetch {
  at: number;
  end: number;
  kind: 'archive';
  url: string;
}

/**
 * The fetches on the anchor offsets' lines (`at`: `unpinned` anchors) whose result the file imports, unpinned (no
 * `sha256`, `hash` or `rev` beside the URL) and off the shared code hosts and nixos.org (a pinned nixpkgs or the
 * home-manager release tarball from GitHub is the package's home).
 */
export function nixFetches(text: string, at: readonly number[]): NixFetch[] {
  const out: NixFetch[] = [];
  const seen = new Set<number>();
  for (const a of at) {
    const [ls] = lineBounds(text, a);
    if (seen.has(ls)) continue;
    seen.add(ls);
    // (read near the anchor only: a whole-file search per anchor line was quadratic)
    const near = text.slice(ls, Math.min(text.length, a + 600));
    FETCH.lastIndex = 0;
    const m = FETCH.exec(near);
    if (!m || ls + m.index > a + 40) continue;
    m.index += ls;
    const url = m[2];
    if (HOME_HOST.test(url) || /\b(?:sha256|hash|narHash|rev)\s*=/.test(near.slice(m.index - ls, m.index - ls + 400).split('}')[0])) continue;
    if (!imported(text, m.index)) continue;
    const start = m.index + m[0].lastIndexOf(url);
    out.push({ at: start, end: start + url.length, kind: 'archive', url });
  }
  return out;
}

/**
 * Whether the fetch at `pos` is evaluated: wrapped in `import (…)` / `callPackage (…)`, or bound to a name
 * (`mods = fetchTarball …;`) that an import interpolates (`"${mods}/…"` in `imports`, `import`, `callPackage`).
 */
function imported(text: string, pos: number): boolean {
  if (/\b(?:import|callPackage)\s*\(\s*(?:builtins\.)?(?:pkgs\.)?$/.test(text.slice(Math.max(0, pos - 40), pos))) return true;
  const bound = /([A-Za-z_][\w'-]*)\s*=\s*(?:builtins\.)?(?:pkgs\.)?$/.exec(text.slice(Math.max(0, pos - 80), pos));
  if (!bound) return false;
  const name = esc(bound[1]);
  // (the name interpolated, or imported bare — not a path that happens to hold the word: `./modules/src.nix`)
  const use = new RegExp(String.raw`\b(?:imports\s*=\s*\[[^\]]{0,2000}?|import\s+|callPackage\s+)["(]?\s*(?:"\$\{${name}\}|(?<![\w./-])${name}(?![\w./-]))`);
  return use.test(text);
}
