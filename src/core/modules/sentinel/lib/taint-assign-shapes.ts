/**
 * The shapes of assignment the taint analysis's pre-pass (lib/taint-engine.ts) reads: the home folder and its hidden folders
 * given a name, joined paths, constants (a literal, a parameter's default address) and names taken from the environment.
 */
export const HOME_EXPR =
  /\bPath\.home\(\)|\bos\.homedir\(\)|\bos\.UserHomeDir\(\)|\b(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|\bos\.environ(?:\.get\(|\[)\s*["'](?:HOME|USERPROFILE)["']\s*[\])]|\bos\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\bprocess\.env\.(?:HOME|USERPROFILE)\b|\$\{?HOME\}?|\$env:(?:USERPROFILE|HOME)\b|\[Environment\]::GetFolderPath\(\s*["']?UserProfile["']?\s*\)|\bDir\.home\b|\bENV\[["']HOME["']\]/g;
export const HOME_ASSIGN =
  /^\s*(?:const\s+|let\s+|var\s+|local\s+|export\s+|\$)?([A-Za-z_]\w*)(?:\s*,\s*_)?\s*:?=\s*(?:~|(?:Path\.home\(\)|os\.homedir\(\)|os\.UserHomeDir\(\)|(?:os\.path\.)?expanduser\(\s*["']~["']\s*\)|os\.environ(?:\.get\(|\[)\s*["'](?:HOME|USERPROFILE)["']\s*[\])]|os\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|process\.env\.(?:HOME|USERPROFILE)|["']?\$\{?HOME\}?["']?|\$env:(?:USERPROFILE|HOME)))\s*;?\s*$/;
/** A name given a hidden folder of the home folder (`M2 = Path.home() / ".m2"`, `cfg = os.path.join(os.path.expanduser("~"), ".m2")`); group 2 the folder. */
export const HOME_SUB_ASSIGN =
  /^\s*(?:const\s+|let\s+|var\s+|local\s+|\$)?([A-Za-z_]\w*)\s*:?=\s*(?:os\.path\.join\(\s*)?(?:Path\.home\(\)|os\.homedir\(\)|(?:os\.path\.)?expanduser\(\s*["']~["']\s*\))\s*(?:\/|,|\+)\s*["'](\.[\w.-]+)["']\s*\)?\s*;?\s*$/;
/** `~ / ".aws" / "credentials"`, `join(~, ".ssh", "id_rsa")`, `~ + "/.netrc"`: one path. */
export const JOIN = /~((?:\s*["']?\s*(?:\/|,|\+|\\)\s*["'][\w.\/\\ *-]+["'])+)/g;
export const CONST_ASSIGN =
  /^\s*(?:export\s+|const\s+|let\s+|var\s+|readonly\s+|final\s+|\$)?([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?:?=\s*(["'\x60])([^"'\x60\n$]*)\2\s*;?\s*$/;
/** Names destructured straight from the environment: `const { A, B = 1 } = process.env`. */
export const ENV_DESTRUCTURE = /^\s*(?:export\s+)?(?:const|let|var)\s*\{[^{}]*\}\s*=\s*process\.env\s*;?\s*$/;
/** A shell name set to a parameter with a default, the default an address: `URL="${4:-https://…}"` (the script's usual value). */
export const DEFAULT_ASSIGN = /^\s*(?:export\s+|readonly\s+|local\s+|declare\s+)?([A-Za-z_]\w*)=(["']?)\$\{\w+:?-([^"'\x60\n$}]*)\}\2\s*;?\s*$/;

/** The [environment key, local name] pairs of `const { A, B: b, C = 1 } = process.env`. */
export function destructured(code: string): Array<[string, string]> {
  const inner = /\{([^{}]*)\}/.exec(code)?.[1] ?? '';
  return inner
    .split(',')
    .map((p) => /^\s*([A-Za-z_$][\w$]*)\s*(?::\s*([A-Za-z_$][\w$]*))?/.exec(p))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [m[1], m[2] ?? m[1]]);
}
