/**
 * Whether an agent hook's shell command only formats, lints or tests the project, reads git's
 * state, or notifies the user (sentinel/agent-config): `jq -r '.tool_input.file_path' | xargs -r
 * npx prettier --write`, `f=$(jq …); case "$f" in *.py) uvx ruff format "$f";; esac`,
 * `git status -sb`, `notify-send "Done"`.
 *
 * Why: format-on-edit hooks are the commonest hook a skill ships, and the hook's command is the
 * whole of what it does; a hook that fetches, writes outside the project or runs anything else
 * is still reported as a warning (and its download or spliced input as an error).
 */

/** Formatters, linters, type checkers and test runners, by the program's (or npm/PyPI package's) name. */
const PROJECT_TOOLS = new Set([
  'prettier',
  'biome',
  'ruff',
  'black',
  'isort',
  'autopep8',
  'yapf',
  'gofmt',
  'goimports',
  'gofumpt',
  'rustfmt',
  'dprint',
  'clang-format',
  'shfmt',
  'stylua',
  'swiftformat',
  'swiftlint',
  'ktlint',
  'eslint',
  'stylelint',
  'markdownlint',
  'markdownlint-cli2',
  'rubocop',
  'php-cs-fixer',
  'standard',
  'oxlint',
  'tsc',
  'mypy',
  'pyright',
  'pytest',
  'vitest',
  'jest',
  'shellcheck',
  'yamllint',
  'taplo',
  'sqlfluff',
  'djlint',
  'xmllint',
  'tflint',
  'hadolint',
  'actionlint',
]);
/** Programs that only read, print, filter or notify. */
const PLAIN = new Set([
  'jq',
  'grep',
  'egrep',
  'head',
  'tail',
  'wc',
  'cut',
  'tr',
  'echo',
  'printf',
  'read',
  'true',
  'false',
  'exit',
  'test',
  '[',
  '[[',
  ']',
  ']]',
  'basename',
  'dirname',
  'notify-send',
  'terminal-notifier',
  'afplay',
  'paplay',
  'aplay',
  'say',
  'tput',
]);
/** Subcommands of multi-tools that format, lint or test: `cargo fmt`, `go vet`, `npm test`, `terraform fmt`, `git status`. */
const SUBCOMMANDS = new Map<string, RegExp>(
  Object.entries({
    cargo: /^(?:fmt|clippy|check|test)$/,
    go: /^(?:fmt|vet|test)$/,
    terraform: /^(?:fmt|validate)$/,
    mix: /^(?:format|test)$/,
    npm: /^(?:test|t|run)$/,
    pnpm: /^(?:test|run|lint|format)$/,
    yarn: /^(?:test|run|lint|format)$/,
    bun: /^(?:test|run)$/,
    git: /^(?:status|log|diff|branch|rev-parse|show|grep|ls-files)$/,
    osascript: /^-e$/,
  }),
);
/** `npm run <script>`: only the project's format, lint, type-check or test scripts. */
const RUN_SCRIPT = /^(?:format|fmt|lint|lint:fix|typecheck|type-check|check|test|prettier)(?::[\w-]+)?$/;
/** Package runners: the package after them is the program (`npx -y prettier@3 --write`, `uvx ruff format`). */
const RUNNERS = new Set(['npx', 'uvx', 'bunx', 'pipx']);

/** The words of a simple command, quotes dropped (a quoted string is one word). */
function words(cmd: string): string[] {
  return [...cmd.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** The program's own name: path and version dropped (`./node_modules/.bin/prettier`, `@biomejs/biome@latest`). */
function programName(word: string): string {
  // (a program by path only from the project's own node_modules/.bin; a package only by its registry name)
  if (PLAIN.has(word)) return word;
  if (/^(?:\.\/)?node_modules\/\.bin\/[\w.-]+$/.test(word)) return word.replace(/^.*\//, '');
  if (!/^(?:@[\w.-]+\/)?[\w.-]+(?:@[\w.^~<>=*-]+)?$/.test(word)) return '';
  return word.replace(/^@[\w.-]+\//, '').replace(/@[^/]*$/, '');
}

/** One simple command (no `|`, `&&`, `;`): allowed when its program only formats, checks, reads or notifies. */
function simpleAllowed(cmd: string, depth: number): boolean {
  let w = words(cmd.trim());
  while (w.length && /^[A-Za-z_]\w*=/.test(w[0])) w = w.slice(1);
  if (!w.length) return true;
  let i = 0;
  if (w[0] === 'xargs') for (i = 1; i < w.length && w[i].startsWith('-'); i++) if (/^-[InPdsLE]$/.test(w[i])) i++;
  if (i >= w.length) return true;
  let name = programName(w[i]);
  if (RUNNERS.has(name) || (/^(?:pnpm|yarn)$/.test(name) && w[i + 1] === 'dlx')) {
    i += name === 'pnpm' || name === 'yarn' ? 2 : 1;
    // (`npx -p other-pkg prettier`, `--package=…`: the program comes from another package)
    for (; i < w.length && w[i].startsWith('-'); i++) if (/^(?:-p|--package)(?:=|$)/.test(w[i])) return false;
    if (i >= w.length) return false;
    name = programName(w[i]);
  }
  if ((name === 'sh' || name === 'bash') && w[i + 1] === '-c' && depth < 2) return commandAllowed(w[i + 2] ?? '', depth + 1);
  if ((name === 'echo' || name === 'printf') && DECIDES.test(w.slice(i + 1).join(' '))) return false;
  if (PROJECT_TOOLS.has(name) || PLAIN.has(name)) return true;
  // (`command -v ruff`: a lookup; `command bash -c …` runs its argument)
  if (name === 'command') return /^-[vV]$/.test(w[i + 1] ?? '');
  if (!SUBCOMMANDS.get(name)?.test(w[i + 1] ?? '')) return false;
  if (w[i + 1] === 'run') return RUN_SCRIPT.test(w[i + 2] ?? '');
  // (every `-e` a notification; `git grep -O` opens a program)
  if (name === 'osascript') {
    const rest = w.slice(i + 1);
    return rest.length % 2 === 0 && rest.every((a, k) => (k % 2 === 0 ? a === '-e' : /^display\s+(?:notification|alert|dialog)\b/.test(a)));
  }
  if (name === 'git') return !w.slice(i + 2).some((a) => /^(?:-O|--open-files-in-pager)/.test(a));
  return true;
}

/** A quoted string, each character inside it masked (offsets kept). */
const QUOTED = /"(?:[^"\\]|\\.)*"|'[^']*'/g;
/** A command substitution inside double quotes still runs: `"$(…)"`. */
const SUBSTITUTION = /\$\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;
/** What a hook prints can decide for the user: `{"decision":"approve"}`, `permissionDecision`. */
const DECIDES = /\b(?:decision|approve|permissionDecision|allow|continue|block)\b/;

/** A hook's whole command line: every simple command in it allowed, no write but to /dev/null. */
export function commandAllowed(line: string, depth = 0): boolean {
  if (depth > 2) return false;
  for (const q of line.matchAll(QUOTED)) {
    if (q[0].startsWith('"')) for (const sub of q[0].matchAll(SUBSTITUTION)) if (!commandAllowed(sub[1], depth + 1)) return false;
  }
  // Quoted strings masked, output to /dev/null or another stream blanked (offsets kept).
  const plain = line.replace(/\d?>&\d|\d?>>?\s*\/dev\/null/g, (m) => ' '.repeat(m.length));
  const masked = plain.replace(QUOTED, (q) => q[0] + 'x'.repeat(q.length - 2) + q[q.length - 1]);
  // No other output, process substitution, eval or backticks.
  if (/[<>]|\beval\b|`/.test(masked)) return false;
  // `case "$f" in *.ts|*.tsx) …;; esac`: the patterns are no commands; shell keywords and
  // brackets separate commands. Every replacement keeps the offsets, so the pieces are cut
  // from the original line (quotes intact).
  const blank = (m: string): string => ';'.repeat(m.length);
  // (only in a line that is a `case … esac`: elsewhere `;a|b)` is code, not a pattern)
  const casePatterns = /\bcase\b[^\n]*?\bin\b/.test(masked) && /\besac\b/.test(masked);
  const body = masked
    .replace(/\bcase\b[^\n]*?\bin\b/g, blank)
    .replace(casePatterns ? /(?:^|;;|;|\n)\s*[^\s;()|]*(?:\|[^\s;()|]*)*\)/g : /$^/g, blank)
    .replace(/\b(?:esac|if|then|else|elif|fi|do|done|for|while)\b/g, blank)
    .replace(/\$\(|[{}()]/g, blank);
  const pieces: string[] = [];
  let from = 0;
  for (const sep of body.matchAll(/\|\||&&|;+|[|&\n]/g)) {
    pieces.push(plain.slice(from, sep.index));
    from = sep.index! + sep[0].length;
  }
  pieces.push(plain.slice(from));
  return pieces.every((c) => simpleAllowed(c, depth));
}
