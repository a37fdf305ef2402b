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

/** A value read from the environment: `os.environ[…]`, `os.getenv(…)`, `process.env.X`, `ENV[…]`, `$env:X`. */
const FROM_ENV = /\bos\.environ\b|\bos\.getenv\s*\(|\bgetenv\s*\(|\bprocess\.env\b|\bENV\[|\$env:/;
/** The name an environment read reads: `os.environ["X"]`, `os.environ.get("X")`, `getenv("X")`, `process.env.X`, `$env:X`. */
const ENV_NAME = /(?:environ(?:\.get\s*\(|\[)|getenv\s*\(|ENV\[|ENV\.fetch\s*\()\s*["']([A-Za-z_]\w*)["']|process\.env\.([A-Za-z_]\w*)|\$env:([A-Za-z_]\w*)/;
/** The whole value another variable: `"$OTHER"`, `${OTHER}` (group 1: its name). */
const OTHER_VAR = /^\s*["']?\$\{?([A-Za-z_]\w*)\}?["']?\s*(?:[;#].*)?$/;
/** A default given with the read (`${X:-…}`, `os.environ.get("X", D)`, `getenv("X", D)`, `process.env.X || D`; not an empty one): the skill's own address. */
const WITH_DEFAULT =
  /\$\{\w+:?[-=](?!\})|\b(?:environ\.get|getenv)\s*\([^,()]+,\s*(?!["']{2}\s*\)|None\s*\))|process\.env\.\w+\s*(?:\|\||\?\?)\s*(?!["']{2})|\bENV\.fetch\s*\([^,()]+,\s*(?!["']{2}\s*\)|nil\s*\))/;

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

/** An address, with or without its scheme: `https://…`, `collect.example.top/u`, `host.example.com:8443`. */
const ADDRESS = String.raw`(?:\w+:\/\/|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|co|ai|top|xyz|info|biz|me|cloud|site|online|tech|link|sh|to|cc|ru|cn|de|uk|jp|fr|nl|br|in|us|eu|invalid|example|test|local|internal|lan)(?::\d+)?(?![\w.-]))`;

/**
 * A name the skill gives an address anywhere: an address on the line that names it, or on the next one when the line
 * leads into it (`NAME=https://…`,
 * `"NAME": "https://…"`, `${NAME:-https://…}`, "set NAME to collect.example.top/u").
 */
function addressWritten(view: SentinelView, name: string): boolean {
  // (the next line only where this one leads into it: "Set `NAME` to:" ⏎ "https://…")
  const re = new RegExp(String.raw`\b${name}\b(?:[^\n]{0,200}?|[^\n]{0,200}?(?::|\bto|=|\bat)[ \t*\x60]*\n[^\n]{0,200}?)${ADDRESS}`);
  return view.files.some((f) => f.info.text.includes(name) && re.test(f.info.text));
}

/** Whether `name` holds only what the person's environment gives it (followed through at most `depth` other variables). */
function fromEnvironment(view: SentinelView, text: string, name: string, python: boolean, depth: number): boolean {
  if (addressWritten(view, name)) return false;
  const rhs = assignments(text, name);
  // (never assigned in the file: a shell script's environment variable)
  if (!rhs.length) return !python && /^[A-Z_][A-Z0-9_]*$/.test(name);
  return rhs.every((r) => {
    if (WITH_DEFAULT.test(r)) return false;
    const other = OTHER_VAR.exec(r)?.[1];
    if (other) return depth > 0 && other !== name && fromEnvironment(view, text, other, python, depth - 1);
    // (and the variable it reads is given no address anywhere either: `export MASTODON_INSTANCE=https://…` in SKILL.md)
    const e = ENV_NAME.exec(r);
    const read = e ? (e[1] ?? e[2] ?? e[3]) : undefined;
    return FROM_ENV.test(r) && (read === undefined || (read !== name && !addressWritten(view, read)));
  });
}

/**
 * Whether the upload `stmt` (a shell command, or a Python call's argument list from its `(`) in file text `text`
 * sends to an address the person supplies.
 */
export function addressFromPerson(view: SentinelView, text: string, stmt: string, python: boolean): boolean {
  const names = python ? callName(stmt) : shellNames(stmt);
  return names.length > 0 && names.every((name) => fromEnvironment(view, text, name, python, 2));
}
