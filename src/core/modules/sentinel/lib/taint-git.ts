/**
 * The repository as the secret (issue 28, technique 3; split from taint-coarse.ts): a `git remote add`
 * (or `git push URL`) to a host written into the skill, followed by `git push` — error in a git hook,
 * with `--mirror`/`--all`, or when the skill points `core.hooksPath` at it; warning otherwise; a URL the
 * user supplies, a local path or a known forge / deploy host is no finding.
 */
import { LOCAL } from '../exfil-sinks.ts';
import type { CoarseFlow } from './taint-coarse.ts';

/** Known forges and deploy hosts: a remote there is the user's own (or a PaaS the user deploys to). */
const FORGE =
  /(?:^|\.)(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sr\.ht|gitee\.com|dev\.azure\.com|visualstudio\.com|heroku\.com|huggingface\.co|sourceforge\.net|launchpad\.net|pagure\.io|gitea\.com|fly\.io|render\.com|dokku\.\w+)$/i;

// ---- the repository pushed to a host the skill names ------------------------------------------

// (yadm, the dotfiles manager, takes git's commands as they are: `yadm remote add`, `yadm push`)
const GIT_GATE = /\b(?:git|yadm)\b[^\n]*\bpush\b/;
const REMOTE_ADD = /\b(?:git|yadm)\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*remote\s+(?:add|set-url)\s+(?:-\S+\s+)*["']?([\w.$\{\}-]+)["']?\s+["']?([^\s"';&|)]+)/g;
const REMOTE_CONF = /\b(?:git|yadm)\s+(?:-C\s+\S+\s+)*config\s+(?:--\w+\s+)*remote\.([\w.-]+)\.(?:push)?url\s+["']?([^\s"';&|)]+)/g;
const PUSH = /\b(?:git|yadm)\s+(?:-C\s+\S+\s+|-c\s+\S+\s+)*push\b([^\n;&|]*)/g;
const HOOK_PATH =
  /(?:^|\/)(?:\.?git)?hooks?\/|(?:^|\/)(?:pre|post)-(?:commit|push|merge|checkout|rewrite|receive|applypatch)$|(?:^|\/)(?:prepare-commit-msg|commit-msg|post-update|reference-transaction)$/;

/**
 * `git remote add NAME URL` (URL literal or a variable set to one in the region) then `git push`
 * to it: the user's repository sent to a host the skill chose. `hooksPath` says the skill installs
 * the file as a global hook.
 */
export function gitPushFlows(
  text: string,
  path: string,
  hooksPath: boolean,
  configHost?: () => string | undefined,
  /** Whether the script copies key or credential files its configuration lists into the tree (backup.conf's `EXTRA_FILES`). */
  configSecrets?: () => boolean,
): CoarseFlow[] {
  // git run with an argument list (`run(["git", "push", "bk"])`, `Command::new("git").args(&["remote", "add", n, URL])`,
  // `exec.Command("git", "push", …)`): written as the command line it runs, in place (same length, offsets kept)
  if (ARGV_HINT.test(text))
    text = text.replace(ARGV_GIT, (m: string) => {
      const words = m.split(/\s*,\s*/).map((w) =>
        w
          .replace(/["'\x60]/g, '')
          .replace(/^\s*[&[(*]+/, '')
          .trim(),
      );
      const cmd = `git ${words.join(' ')}`;
      return cmd.length <= m.length ? cmd.padEnd(m.length, ' ') : m;
    });
  if (!GIT_GATE.test(text)) return [];
  // (or a push to a constant the file sets to a URL: `ARCHIVE_REMOTE = "https://…"` … `push --force ARCHIVE_REMOTE`)
  // (the constants the file sets to a URL, read once: `ARCHIVE_REMOTE = "https://…"`)
  const urlConstants = new Map<string, string>();
  if (/\b[A-Z_][A-Z0-9_]{2,}\s*=\s*["'](?:https?|ssh|git):\/\//.test(text))
    for (const c of text.matchAll(/\b([A-Z_][A-Z0-9_]{2,})\s*=\s*["']((?:https?|ssh|git):\/\/[^"'\s]+)["']/g))
      if (!urlConstants.has(c[1])) urlConstants.set(c[1], c[2]);
  const byConstant = (args: string): string | undefined => {
    if (!urlConstants.size) return undefined;
    for (const w of args.matchAll(/(?<![\w$.-])([A-Z_][A-Z0-9_]{2,})(?![\w.-])/g)) {
      const u = urlConstants.get(w[1]);
      const h = u ? gitHost(u) : undefined;
      if (h) return h;
    }
    return undefined;
  };
  if (
    !/\bremote\s+(?:add|set-url)\b|\bremote\.[\w.-]+\.(?:push)?url\b|\bpush\s+(?:-[-\w]+\s+)*["']?(?:https?:|ssh:|git@)/.test(text) &&
    ![...text.matchAll(PUSH)].some((m) => byConstant(m[1]))
  )
    return [];
  const remotes = new Map<string, string>(); // remote name → host
  for (const m of [...text.matchAll(REMOTE_ADD), ...(text.includes('config') ? text.matchAll(REMOTE_CONF) : [])]) {
    const url = resolve(text, m[2]);
    // (a URL put together from a configuration file the script reads: `url="$(get user)@$(get host):…"` with host = … there)
    const host = gitHost(url) ?? (/\$/.test(url) ? configHost?.() : undefined);
    if (host) remotes.set(m[1].replace(/^\$\{?|\}$/g, ''), host);
  }
  for (const m of text.matchAll(PUSH)) {
    const args = m[1];
    let host: string | undefined;
    for (const [name, h] of remotes) {
      const re = new RegExp(String.raw`(?:^|[\s"'])\$?\{?${name.replace(/[.$]/g, '\\$&')}\}?(?:["'\s]|$)`);
      if (re.test(args)) host = h;
      else if (/^\w+$/.test(name)) {
        // the remote's name held in a variable (`remote="backup"` … `push "$remote"`)
        const v = new RegExp(String.raw`\b(\w+)=["']?${name}["']?\s*$`, 'm').exec(text)?.[1];
        if (v && new RegExp(String.raw`\$\{?${v}\b`).test(args)) host = h;
      }
    }
    host ??= gitHost(resolve(text, /(?:https?|ssh|git):\/\/[^\s"']+|[\w.-]+@[\w.-]+:[^\s"']+|\$\{?\w+\}?/.exec(args)?.[0] ?? '')) ?? byConstant(args);
    if (!host) continue;
    // (or a hidden folder the repository ignores forced in first: `git add -f .snapshot`, `.env` — not a build's `dist`)
    const broad =
      /--mirror\b|--all\b|refs\/|stash/.test(args) ||
      /stash\s+create/.test(text) ||
      /\b(?:git|yadm)\s+add\s+(?:-\w+\s+)*(?:-f|--force)\s+(?:\S+\s+)*["']?\.(?!github\b|gitignore\b|\/)\w/.test(text) ||
      // (the whole environment — every CI secret — gathered by the same program that pushes)
      // (written out — JSON, YAML, a file —, not handed to a child process as its environment: `env=os.environ.copy()`)
      (WHOLE_ENV.test(text) && SERIALIZES.test(text)) ||
      configSecrets?.() === true;
    const sev = HOOK_PATH.test(path) || hooksPath || broad ? 'error' : 'warning';
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    return [
      {
        at: lineStart,
        end: lineEnd < 0 ? text.length : lineEnd,
        kind: 'git',
        sink: 'upload',
        source: { kind: 'store', text: 'git push' },
        host,
        severity: sev,
      },
    ];
  }
  return [];
}

/** The whole environment read at once: Go `os.Environ()`, Python `dict(os.environ)` / `os.environ.copy()`, Node `JSON.stringify(process.env)`, `printenv >`, `env >`. */
/** The environment written out: serialized or saved to a file. */
const SERIALIZES =
  /\bjson\.(?:dumps?|Marshal(?:Indent)?)\b|\bJSON\.stringify\b|\byaml\.(?:dump|Marshal)\b|\.to_json\b|\bos\.WriteFile\b|\bwrite_text\b|\bwriteFileSync\b|>\s*[\w$."'\/-]+\.(?:json|env|txt|ya?ml)\b/;
const WHOLE_ENV =
  /\bos\.Environ\(\)|\b(?:dict|json\.dumps)\(\s*os\.environ\s*\)|\bos\.environ\.copy\(\)|\bJSON\.stringify\(\s*process\.env\b|\b(?:printenv|env)\s*>|\benv::vars\(\)|\bGetEnvironmentVariables\(\)/;

/** `"remote", "add", name, URL` / `"push", "-f", name, ref` — git's words as a list of arguments. */
const ARGV_HINT = /["'\x60](?:push|remote)["'\x60]\s*,/;
const ARGV_GIT =
  /["'\x60](?:remote["'\x60]\s*,\s*["'\x60](?:add|set-url)|push)["'\x60](?:\s*,\s*(?:["'\x60][^"'\x60\n,]*["'\x60]|[&*]?[A-Za-z_][\w.:]*)){0,6}/g;

/** A `$var` / `"${var}"` argument (or a constant's bare name) resolved to the literal it was set to in the region. */
function resolve(text: string, arg: string): string {
  const c = /^[A-Za-z_]\w*$/.test(arg) ? new RegExp(String.raw`\b${arg}\s*(?::\s*[&\w\s']+)?:?=\s*["'\x60]([^"'\x60\s]+)["'\x60]`).exec(text) : null;
  if (c) return c[1];
  // (a Go flag's default: `remote := flag.String("remote", "https://…", "usage")`, `flag.StringP("remote", "r", "git@…", …)`)
  const f = /^[A-Za-z_]\w*$/.test(arg)
    ? new RegExp(
        String.raw`\b${arg}\s*:?=\s*\w*\.StringP?\(\s*"[^"]*"\s*,\s*(?:"[^"]*"\s*,\s*)?"((?:https?|ssh|git):\/\/[^"\s]+|[\w.-]+@[\w.-]+:[^"\s]+)"`,
      ).exec(text)
    : null;
  if (f) return f[1];
  // (a variable that starts the URL, the path after it: `"$MIRROR_HOST:backups/x.git"` with `MIRROR_HOST="git@vault.…"`)
  const head = /^["']?\$\{?(\w+)\}?(?=[:/])/.exec(arg);
  if (head) {
    const value = resolve(text, `$${head[1]}`);
    if (value !== `$${head[1]}`) return value + arg.slice(head[0].length).replace(/["']$/, '');
  }
  const v = /^["']?\$\{?(\w+)\}?["']?$/.exec(arg)?.[1];
  if (!v) return arg;
  const m = new RegExp(String.raw`(?:^|[\s;])(?:local\s+|export\s+|readonly\s+|\$)?${v}\s*:?=\s*["']?([^\s"';]+)`, 'm').exec(text);
  // (the script's own default behind a variable the person may set: `REMOTE="${DOTFILES_REMOTE:-git@host:…}"`)
  return m ? (/^\$\{\w+:?-([^}\s]+)/.exec(m[1])?.[1] ?? m[1]) : arg;
}

/** The host of a remote URL (`https://h/…`, `ssh://git@h/…`, `git@h:path`), when it is somebody's server. */
function gitHost(url: string): string | undefined {
  const h = (/^(?:https?|ssh|git):\/\/(?:[^@\/\s]+@)?([^\/\s:]+)/.exec(url) ?? /^[\w.-]+@([\w.-]+):/.exec(url))?.[1]?.toLowerCase();
  if (!h || h.includes('$') || LOCAL.test(h) || FORGE.test(h)) return undefined;
  return h;
}
