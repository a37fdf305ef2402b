/** The environment names a script hands a saved file's path on under (lib/fetch-run-across.ts savedFiles). */
import { esc } from './fetch-run-args.ts';

/** Common environment names that never stand for one saved file. */
const COMMON_ENV = /^(?:PATH|HOME|TEMP|TMP|TMPDIR|USER|SHELL|PWD|LANG|OUT|OUT_DIR|FILE|DEST)$/i;

/**
 * Environment names a script hands the saved path on under, so another file can run it by
 * that name: Cargo's `cargo:rustc-env=X={}` (read by `env!("X")`), `os.environ["X"] = p`,
 * `process.env.X = p`, `$env:X = $p`, `os.Setenv("X", p)`, `std::env::set_var("X", p)`, `export X=$p`.
 */
export function envAliases(text: string, target: string): string[] | undefined {
  const v = /^\$?\{?([A-Za-z_]\w*)\}?$/.exec(target.replace(/^["']|["']$/g, ''))?.[1];
  if (!v || !/rustc-env=|environ\[|process\.env\.|\$env:|Setenv|set_var|export\s/.test(text)) return undefined;
  const re = new RegExp(
    String.raw`(?:rustc-env=|environ\[\s*["']|process\.env\.|\$env:|Setenv\(\s*["']|set_var\(\s*["']|export\s+)([A-Za-z_]\w{3,})\b[^\n]{0,120}?(?<![\w.])\$?\{?${esc(v)}\b`,
    'g',
  );
  const out = [...text.matchAll(re)].map((m) => m[1]).filter((n) => !COMMON_ENV.test(n) && n !== v);
  return out.length ? out : undefined;
}
