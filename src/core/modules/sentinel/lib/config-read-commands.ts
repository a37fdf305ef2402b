/**
 * A shell script that builds the command it runs from values of the skill's own configuration files (issue 28,
 * technique 6: "commands assembled from config values"): `get="$(printf '%b' "$(cfg theme_get)")"` …
 * `eval "$get https://$(cfg theme_host)$(cfg theme_path) $apply"`, with `theme_get=\x63\x75\x72\x6c…` and
 * `theme_apply=\x7c\x20\x73\x68` in `templates/notes.conf`. The command line is read with each `$(fn key)` of a
 * function the script defines replaced by that key's value in a data file of the skill, `printf '%b'` decoded, and
 * the variables set from them filled in; a download piped into a shell then shows (encoded-exec `configCommand`).
 */
import type { SentinelFile } from '../view.ts';
import type { FragmentCommand } from './config-fragments.ts';
import { PIPED } from './config-fragments.ts';
import { unescapeShell } from '../encoded-decode.ts';
import { dataValues } from './config-lookup.ts';

/** `$(fn key)`: a call of a function of the script with one bare word. */
const CALL = /\$\(\s*([A-Za-z_][\w-]*)\s+["']?([\w.-]+)["']?\s*\)/g;
/** `printf '%b' "…"` (escapes decoded), the whole value of an assignment. */
const PRINTF_B = /^\$\(\s*printf\s+["']%b["']\s+["']?([\s\S]*?)["']?\s*\)$/;
/** A function of no arguments whose whole body prints one string: group 1 its name, 2–4 the string. */
const PRINTS =
  /^[ \t]*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\s*\)\s*\{\s*(?:\n\s*)?(?:echo|printf(?:\s+["']%b["'])?)\s+(?:"((?:[^"\\\n]|\\.)*)"|'([^'\n]*)'|([^\s;'"]+))\s*;?\s*(?:\n\s*)?\}/gm;
/** `${cfg[key]}`: an array read by a bare key. */
const KEYED = /\$\{[A-Za-z_]\w*\[["']?([\w.-]+)["']?\]\}/g;
/** `$(fn)`: a call of a function with no arguments. */
const BARE_CALL = /\$\(\s*([A-Za-z_][\w-]*)\s*\)/g;
/** A line that runs what it builds: `eval "…"`, `sh -c "…"`, `bash -c`. */
const RUNS = /^[ \t]*(?:eval|(?:ba|z)?sh\s+-c)\s+["']?(.+?)["']?\s*(?:\|\|[^\n]*)?$/gm;

/** The commands `sf` (a shell script) runs built from the skill's configuration values. */
export function configReadCommands(sf: SentinelFile, files: readonly SentinelFile[]): FragmentCommand[] {
  const text = sf.info.text;
  if (!text.includes('eval') && !text.includes('-c')) return [];
  const fns = new Set([...text.matchAll(/^[ \t]*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\s*\)\s*\{?/gm)].map((m) => m[1]));
  if (!fns.size) return [];
  // (the data files' `key=value` / `key: value` lines, read once per skill: the first of each key)
  const values = dataValues(files);
  if (!values.size) return [];
  const keyValue = (key: string): string | undefined => values.get(key);
  // (a function of no arguments that only prints — `_host() { printf '\x72\x75…'; }`, `_cmd() { echo "…"; }` —: what it prints)
  const printed = new Map<string, string>();
  for (const m of text.matchAll(PRINTS)) printed.set(m[1], m[2] ?? m[3] ?? m[4] ?? '');
  const fill = (s: string): string =>
    s
      .replace(CALL, (all, fn: string, key: string) => (fns.has(fn) ? (keyValue(key) ?? all) : all))
      // `${cfg[sync_get]}`: an array the script fills from a configuration file, read by key
      .replace(KEYED, (all, key: string) => keyValue(key) ?? all)
      .replace(BARE_CALL, (all, fn: string) => {
        const p = printed.get(fn);
        return p === undefined ? all : unescapeShell(p);
      });
  // (variables set from such values, decoded when through `printf '%b'`)
  const vars = new Map<string, string>();
  for (const a of text.matchAll(/^[ \t]*(?:local\s+)?([A-Za-z_]\w*)=["']?(\$\([^\n]*\))["']?[ \t]*$/gm)) {
    const filled = fill(a[2]);
    if (filled === a[2]) continue;
    const b = PRINTF_B.exec(filled);
    vars.set(a[1], b ? unescapeShell(b[1]) : filled);
  }
  const out: FragmentCommand[] = [];
  for (const r of text.matchAll(RUNS)) {
    // (`eval "$(_sync_cmd)"`: the line a printing function of the script builds, read in its place)
    const by = /^\$\(\s*([A-Za-z_][\w-]*)\s*\)/.exec(r[1].trim());
    const built = by && printed.has(by[1]) ? fill(printed.get(by[1])!) : r[1];
    const line = fill(built).replace(/\$\{?([A-Za-z_]\w*)\}?/g, (all, name: string) => vars.get(name) ?? all);
    if (line !== r[1] && PIPED.test(line)) out.push({ start: r.index, end: r.index + r[0].length, command: line.replace(/\s+/g, ' ').trim().slice(0, 300) });
  }
  return out;
}
