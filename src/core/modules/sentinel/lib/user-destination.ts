/**
 * An upload whose address the person supplies (data-upload): the address is built from a name read from the
 * person's environment — `curl -F file=@x "$QDRANT_URL/collections/…"`, `requests.post(
 * f"{inst}/api/v2/media", files=…)` with `inst = os.environ["MASTODON_INSTANCE"]` — and no address is written for
 * that name anywhere in the skill (not as a default, `os.environ.get("URL", "https://…")` or `${URL:-https://…}`,
 * not in a shipped `.env` or config). The person points the skill at their own service; a skill that wants the data
 * elsewhere has to write the address down, and then it is judged by its host. (Not the command line: the agent fills
 * a script's arguments from what SKILL.md says, so they are the author's words, not the person's.)
 */
import type { SentinelView } from '../view.ts';

/** Options of curl whose value is a file, a header, a form field or credentials: not the address. */
const VALUE_OPTION =
  /(?:^|\s)(?:-[FdHTouAeEbcKr]|--(?:form(?:-string)?|data(?:-\w+)?|header|upload-file|output|user|user-agent|referer|cookie|config|cacert|cert|key))\s*$/;

/** The names a shell command's address is built from: a word that starts with `$NAME` (quoted or not), not an option's value. */
function shellNames(cmd: string): string[] {
  const out: string[] = [];
  const word = /(?<=\s)(["']?)\$\{?([A-Za-z_]\w*)/g;
  for (let m = word.exec(cmd); m; m = word.exec(cmd)) if (!VALUE_OPTION.test(cmd.slice(0, m.index))) out.push(m[2]);
  return out;
}

/** The name a Python call's first argument starts with: `f"{inst}/…"`, `BASE + "/…"`, `url`. */
function callName(args: string): string[] {
  const m = /^\(\s*(?:f["']\{([A-Za-z_]\w*)[^}]*\}|([A-Za-z_]\w*)\s*(?:[,+)]|$))/.exec(args);
  return m ? [m[1] ?? m[2]] : [];
}

/** A value read from the environment: `os.environ[…]`, `os.getenv(…)`, `process.env.X`, `ENV[…]`, `$env:X`, `"${OTHER}"`. */
const FROM_ENV = /\bos\.environ\b|\bos\.getenv\s*\(|\bgetenv\s*\(|\bprocess\.env\b|\bENV\[|\$env:|^\s*["']?\$\{?[A-Z_][A-Z0-9_]*\b/;

/** `NAME=…`, `NAME = …`, `export NAME=…`, `const NAME = …` at a line's start: the right-hand sides. */
function assignments(text: string, name: string): string[] {
  const re = new RegExp(
    String.raw`(?:^|\n)[ \t]*(?:export\s+|const\s+|let\s+|var\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?${name}\s*(?::\s*\w+\s*)?=(?!=)([^\n]*)`,
    'g',
  );
  const out: string[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]);
  return out;
}

/** A name the skill gives an address anywhere: an address on a line that names it (`NAME=https://…`, `"NAME": "https://…"`,
 * `${NAME:-https://…}`, "set NAME to https://…"). */
function addressWritten(view: SentinelView, name: string): boolean {
  const re = new RegExp(String.raw`\b${name}\b[^\n]{0,200}?\w+:\/\/`);
  return view.files.some((f) => f.info.text.includes(name) && re.test(f.info.text));
}

/**
 * Whether the upload `stmt` (a shell command, or a Python call's argument list from its `(`) in file text `text`
 * sends to an address the person supplies.
 */
export function addressFromPerson(view: SentinelView, text: string, stmt: string, python: boolean): boolean {
  const names = python ? callName(stmt) : shellNames(stmt);
  if (!names.length) return false;
  for (const name of names) {
    if (addressWritten(view, name)) return false;
    const rhs = assignments(text, name);
    if (rhs.length ? !rhs.every((r) => FROM_ENV.test(r)) : python || !/^[A-Z_][A-Z0-9_]*$/.test(name)) return false;
  }
  return true;
}
