/**
 * `.env` files and OAuth token caches as the taint analysis (lib/taint-engine.ts) reads them: a file name written as a
 * literal item, a name bound to such a path, and a read of that name.
 */
import type { Source } from '../exfil-sources.ts';

/** A `.env` file's name as a literal item (`".env"`, `'.env.local'`, a bare `.env.prod` word of a shell list) — not a pattern (`.env.*`). */
export const DOTENV_NAME = /(?:["'\x60]|(?<=\s))(?:\.\/)?\.env(?:\.(?:local|prod|production|dev|development|staging|test))?\*?(?:["'\x60/]|(?=[\s;)]|$))/;
/** A name bound to a path whose last part is a `.env` file (`p = path.join(dir, '.env')`, `p = Path.cwd() / ".env"`, `$p = Join-Path $d '.env'`). */
export const DOTENV_PATH =
  /^[ \t]*(?:const\s+|let\s+|var\s+|local\s+)?\$?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=[^\n;]*?(?:[,\/+(]\s*|\s)["'](?:\.\/)?\.env(?:\.(?:local|prod|production|dev|development|staging))?["']\s*\)?\s*;?[ \t]*$/gm;
/** A name bound to a path whose last part is an OAuth token cache (`CACHE_FILE = path.join(dir, "msal_cache.json")`, `TOKEN = "token.json"`). */
export const TOKEN_PATH =
  /^[ \t]*(?:const\s+|let\s+|var\s+|local\s+)?\$?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=[^\n;]*?["'](?:[^"'\n]*[\\/])?(?:msal[_-]?(?:token[_-]?)?cache|token[_-]?cache|(?:oauth[_-]?|refresh[_-]?)?tokens?|refresh[_-]?token)\.(?:json|bin|dat|pickle|txt)["']\s*\)?\s*;?[ \t]*$/gim;
/** The names bound to such a path (`DOTENV_PATH`, or `TOKEN_PATH` given). */
export function dotenvPaths(text: string, re = DOTENV_PATH): Set<string> {
  return new Set([...text.matchAll(re)].map((m) => m[1]));
}
/** A read of a name `dotenvPaths` found, as the `.env` source it is (`readFileSync(envPath`, `dotenv_values(env_path)`, `env_path.read_text()`). */
export function dotenvReads(code: string, names: ReadonlySet<string>, kind: 'dotenv' | 'secretFile' = 'dotenv'): Source[] {
  const out: Source[] = [];
  for (const name of names) {
    // (the pattern names `name` in both branches: a statement without it is no read of it, and
    // compiling one pattern per statement and name cost ~50 ms over the corpus)
    if (!code.includes(name)) continue;
    const m = new RegExp(
      String.raw`\b(?:readFileSync|readFile|open|dotenv_values|dotenv\.parse|Get-Content|File\.read|IO\.read)\s*\(?\s*\$?${name}\b|\b${name}\s*\.\s*(?:read_text|read_bytes|open)\s*\(`,
    ).exec(code);
    if (m) out.push({ kind, index: m.index, text: m[0] });
  }
  return out;
}
