/**
 * sentinel/silent-delete: path parts read from environment variables that are empty when unset (`os.environ.get("X", "")`,
 * `os.Getenv("X")`, `process.env.X || ''`), and the join they empty — unless the code sets, requires or checks them.
 */
import type { SentinelFile } from './view.ts';

/** A path part read from an environment variable that is empty when unset: `os.environ.get("X", "")`, `os.Getenv("X")`, `process.env.X || ''`. */
export const EMPTY_ENV =
  /\s*,\s*(?:os\.environ\.get\(\s*["'](\w+)["']\s*,\s*(?:""|'')\s*\)|os\.getenv\(\s*["'](\w+)["']\s*,\s*(?:""|'')\s*\)|os\.Getenv\(\s*"(\w+)"\s*\)|process\.env\.(\w+)\s*(?:\|\||\?\?)\s*(?:""|''|``)|ENV\.fetch\(\s*["'](\w+)["']\s*,\s*(?:""|'')\s*\)|(?:std::)?env::var\(\s*"(\w+)"\s*\)\.unwrap_or_default\(\))(?=\s*[,)])/g;
/** Whether the code checks the environment variable `name` for emptiness (and so stops or defaults before using it). */
function envRequired(text: string, name: string): boolean {
  return new RegExp(
    String.raw`(?:Getenv|getenv|environ\.get)\(\s*["']${name}["'][^)\n]*\)\s*(?:===?|is)\s*(?:""|''|None|nil)|\bif\s+not\s+os\.(?:environ\.get|getenv)\(\s*["']${name}["']|["']${name}["']\s+not\s+in\s+os\.environ|process\.env\.${name}\s*===?\s*(?:undefined|""|'')|!\s*process\.env\.${name}\b|\$\{${name}:\?`,
  ).test(text);
}

/** Whether `name` is checked for emptiness or given another value after it is read (Go, Python, JavaScript, Ruby, shell). */
function guarded(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  const assigned = text.match(new RegExp(String.raw`(?:^|[\s;(])${n}\s*(?::=|=)(?!=)`, 'gm'))?.length ?? 0;
  return (
    assigned > 1 ||
    new RegExp(
      String.raw`\b${n}\s*(?:===?|!==?)\s*(?:""|''|nil|None|null|undefined)|\bif\s+(?:not\s+|!\s*)${n}\b|\blen\(\s*${n}\s*\)\s*[=<]=?\s*0|\b${n}\.(?:empty\?|isEmpty\(\)|is_empty\(\))|\b${n}\s*(?:\|\||\?\?|\bor\b)\s*["'\x60]`,
    ).test(text)
  );
}

const heldMemo = new WeakMap<SentinelFile, Array<[string, string]>>();
/** Names the file assigns an environment lookup that is empty when unset (`var sub = os.Getenv("X")`, `SUB = os.environ.get("X", "")`), with the variable each reads. */
function envHeld(sf: SentinelFile): Array<[string, string]> {
  let out = heldMemo.get(sf);
  if (out) return out;
  out = [];
  const text = sf.info.text;
  if (/Getenv|environ\.get|getenv|process\.env|ENV\.fetch|env::var/.test(text))
    for (const m of text.matchAll(/(?:^|[\s;(])(?:var\s+|const\s+|let\s+)?([A-Za-z_]\w*)\s*(?::=|=)(\s*[^\n;]+)/gm)) {
      EMPTY_ENV.lastIndex = 0;
      const env = EMPTY_ENV.exec(`,${m[2]})`);
      const name = env?.slice(1).find((n) => typeof n === 'string');
      // (not a name the code checks or gives a default: `if sub == "" { sub = ".cache" }`, `if not sub:`, a panic when empty)
      if (name && !guarded(text, m[1])) out.push([m[1], name]);
      if (out.length >= 8) break;
    }
  EMPTY_ENV.lastIndex = 0;
  heldMemo.set(sf, out);
  return out;
}
/**
 * A join whose parts from the environment are empty when unset, as it stands with none of them set (the variable the
 * skill never sets expands to nothing: `os.path.join(Path.home(), os.environ.get("STATE_DIR", ""))` is the home folder).
 */
export function emptiedJoin(sf: SentinelFile, value: string): string {
  // (…or a name the file gives such a lookup: `var cacheSub = os.Getenv("CACHE_SUBDIR")` … `filepath.Join(home, cacheSub)`)
  const held = envHeld(sf);
  const args = held.length
    ? value.replace(
        new RegExp(String.raw`(\s*,\s*)(${held.map(([n]) => n).join('|')})(?=\s*[,)])`, 'g'),
        (_a, sep: string, n: string) => `${sep}os.Getenv("${held.find(([h]) => h === n)?.[1]}")`,
      )
    : value;
  if (!/[Ee]nv|ENV/.test(args)) return value;
  const cut = args.replace(EMPTY_ENV, (all, ...names: Array<string | undefined>) => {
    const name = names.slice(0, 6).find((n) => typeof n === 'string');
    // (a variable the skill sets for itself keeps its value; one it refuses to run without is never empty there)
    return name && (new RegExp(String.raw`\b${name}\b["'\]]*\s*(?:=[^=]|:=)`).test(sf.info.text.replace(EMPTY_ENV, '')) || envRequired(sf.info.text, name))
      ? all
      : '';
  });
  if (cut === args) return value;
  return (
    /^(?:os\.path\.(?:join|abspath|realpath)|filepath\.(?:Join|Clean)|path\.(?:join|resolve)|File\.join|(?:pathlib\.)?Path)\(\s*([^,]+?)\s*\)$/.exec(
      cut,
    )?.[1] ?? cut
  );
}
