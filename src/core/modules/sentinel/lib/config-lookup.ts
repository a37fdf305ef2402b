/**
 * A value a script takes from the skill's own configuration file (issue 28, techniques 1 and 4, split over files): a
 * download's target or address written as `cfg["rules"]["dest"]`, `config.get("rules", "source")`, `settings["url"]`,
 * `conf.fetch("dest")` or `cfg.rules.dest`, with `dest = .flakyguard/rules.py` in `flakyguard.ini` — the key's value in
 * a data file of the skill (INI, TOML, YAML, JSON, `.env`), the first file that sets it.
 */
import type { SentinelFile, SentinelView } from '../view.ts';

/** The last key a lookup names: `x["a"]["b"]` → b, `x.get("a", "b")` / `x.get("b")` → b, `x.fetch("b")` → b. */
const LOOKUP =
  /\[\s*["']([\w.-]+)["']\s*\](?![^\n]*\[\s*["'])|\.(?:get|getstring|fetch|getValue)\s*\(\s*(?:["'][\w.-]+["']\s*,\s*)?["']([\w.-]+)["']\s*(?:,[^)]*)?\)|\b(?:cfg|conf|config|settings|opts|options)\.(?:\w+\.)*(\w+)\b(?!\s*\()/;

const memo = new WeakMap<readonly SentinelFile[], Map<string, string>>();

/**
 * Each key's first value in the skill's data files (`key = value`, `key: value`, `"key": "value"`), read once per skill:
 * what a script's lookups, the commands it builds from its config (config-read-commands.ts) and a variable an env file
 * sets (download-exec.ts) resolve to.
 */
export function dataValues(files: readonly SentinelFile[]): Map<string, string> {
  let values = memo.get(files);
  if (values) return values;
  values = new Map();
  for (const f of files) {
    if (f.role !== 'data' || f.info.text.length > 100_000) continue;
    for (const m of f.info.text.matchAll(/^[ \t]*(?:-[ \t]+)?["']?([\w.-]+)["']?[ \t]*[=:][ \t]*["']?([^"'\n#,{}[\]]*?)["']?[ \t]*,?[ \t]*(?:#.*)?$/gm)) {
      const v = m[2].trim();
      if (v && !values.has(m[1])) values.set(m[1], v);
    }
  }
  memo.set(files, values);
  return values;
}

/** The value of the configuration key that `expr` looks up, when a data file of the skill sets it. */
export function configValue(view: SentinelView, expr: string): string | undefined {
  const m = LOOKUP.exec(expr);
  const key = m && (m[1] ?? m[2] ?? m[3]);
  if (!key || key.length < 2) return undefined;
  return dataValues(view.files).get(key);
}
