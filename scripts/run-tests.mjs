// Runs Node's test runner over every *.test.ts under the given folders, in two suites:
//
// - unit: the pure in-process tests, all imported by one generated entry and run in ONE
//   process (starting tsx and loading src/ once instead of once per file: about 4x faster);
// - system: the files in SYSTEM below, each in its own process as Node's --test runs them,
//   because they drive git, spawn processes, package, fuzz, scan every fixture, or change
//   process-wide state.
//
// Usage: node scripts/run-tests.mjs [--suite=unit|system] [FOLDER|FILE…] [--node-test-flag=…]
// (default folder test/unit). Flags starting with -- go to `node --test` as they are, e.g.
// --test-name-pattern=soft-word. With CI set, the spec reporter is used.
// Node 20's --test does not expand globs itself, hence the walk.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The system suite: test files that need a process of their own, with the reason. A new
 * test is a unit test unless it belongs here (git repos, spawned processes, packaging,
 * fuzzing or whole-fixture scans, process.env / cwd changes, file-level before() hooks
 * that start servers, timing that other tests' load would skew).
 */
const SYSTEM = new Map([
  ['test/unit/cli/fix.test.ts', 'git repositories in temp folders'],
  ['test/unit/mcp/mcp-server.test.ts', 'spawns `luban mcp` servers and drives them with the MCP SDK client over stdio'],
  ['test/unit/cli/first-hour-cli.test.ts', 'spawns the built CLI on temp skills'],
  ['test/unit/cli/wizard.test.ts', 'spawns the CLI with piped stdin'],
  ['test/unit/cli/wizard-directions.test.ts', "a git repository in a temp folder (the upgrade's pre-submit commit)"],
  ['test/unit/wizard/drafting.test.ts', 'a model server started by a file-level before()'],
  ['test/unit/wizard/submit-git.test.ts', 'a git repository in a temp folder'],
  ['test/unit/cli/optimize.test.ts', 'git repositories; a model server started by a file-level before()'],
  ['test/unit/corpus.test.ts', 'scans every vendored skill within a time bound'],
  ['test/unit/evolve/evolve-cli.test.ts', 'git repositories; model servers for the scripted execute/judge/rewrite contexts'],
  ['test/unit/evolve/kill.test.ts', 'spawns the CLI and kills it mid-run; a model server started by a file-level before()'],
  ['test/unit/engine/git-dates.test.ts', 'git repositories in temp folders'],
  ['test/unit/engine/mutations.test.ts', 'fuzz: thousands of mutated documents'],
  ['test/unit/extension/models.test.ts', 'sets process.env.OPENAI_API_KEY'],
  ['test/unit/extension/package.test.ts', 'packages the .vsix (spawns package-vsix and vsce)'],
  ['test/unit/git/git.test.ts', 'git repositories in temp folders'],
  ['test/unit/llm/providers.test.ts', 'a model server started by a file-level before(); timeouts and retry delays'],
  ['test/unit/loop/kill.test.ts', 'spawns the CLI and kills it mid-run'],
  ['test/unit/loop/model.test.ts', 'git repositories; a model server started by a file-level before()'],
  ['test/unit/lifecycle/harden-cli.test.ts', 'spawns git (can the write be restored?) through the CLI'],
  ['test/unit/lifecycle/due.test.ts', 'scans copies of corpus skills through the CLI (git for file dates)'],
  ['test/unit/lifecycle/muse/muse-system.test.ts', 'git repositories, the CLI and the optimiser; a model server started by a file-level before()'],
  ['test/unit/loop/review-gate.test.ts', 'git repositories; a model server started by a file-level before()'],
  ['test/unit/loop/security.test.ts', 'git repositories in temp folders'],
  ['test/unit/loop/static.test.ts', 'git repositories in temp folders'],
  ['test/unit/loop/offline-defects.test.ts', 'git repositories in temp folders'],
  ['test/unit/modules/cascade/cascade.test.ts', 'a git repository in a temp folder (commit dates)'],
  ['test/unit/skilltree/index.test.ts', 'spawns the sqlite3 command and the bundled CLI (the SQLite engine loaded from dist/)'],
  ['test/unit/engine/scan-pool.test.ts', 'starts worker threads that load the engine from source'],
  ['test/unit/extension/workspace-scan.test.ts', 'starts a scan worker that loads the engine from source'],
  ['test/unit/cli/bin.test.ts', 'spawns the bundled CLI (dist/cli.cjs) with its own temporary folder'],
  ['test/unit/modules/skillops/stub.test.ts', 'spawns bash, python3 and node on the "Create file" script stubs'],
  ['test/unit/action/action.test.ts', 'git repositories in temp folders; spawns the action entry and the bundled CLI'],
  ['test/unit/engine/scan-cache-git.test.ts', 'git repositories in temp folders; a file-level beforeEach swaps the git runner'],
  ['test/unit/lsp/lsp-server.test.ts', 'spawns `luban lsp` and talks LSP to it over stdio'],
  ['test/unit/cli/npm-pack.test.ts', 'copies the tree, runs npm pack (prepack builds) and npm i -g into a temp prefix (~16 s)'],
  ['test/unit/cli/pack-gitattributes-archive.test.ts', 'git repositories in temp folders (git archive reads the export-ignore block)'],
  ['test/unit/modules/sentinel/context.test.ts', "an 8 s time bound on adversarial input that the shared process's heap pushes over (3.9–8.8 s there)"],
]);

/**
 * Hooks that, written at a file's top level, would run around every test of every file
 * in the shared unit process. A unit file with one is refused (move it to SYSTEM).
 */
const SHARED_PROCESS_HOOK = /^(?:beforeEach|afterEach)\s*\(/m;

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const suiteArg = args.find((a) => a.startsWith('--suite='));
const suite = suiteArg ? suiteArg.slice('--suite='.length) : 'all';
if (!['all', 'unit', 'system'].includes(suite)) {
  console.error(`unknown suite "${suite}" (unit, system or all)`);
  process.exit(2);
}
const roots = args.filter((a) => !a.startsWith('--'));
const passThrough = args.filter((a) => a.startsWith('--') && a !== suiteArg);

const files = [];
const walk = (p) => {
  if (!statSync(p).isDirectory()) {
    if (p.endsWith('.test.ts')) files.push(p);
    return;
  }
  for (const name of readdirSync(p).sort()) walk(path.join(p, name));
};
for (const r of roots.length ? roots : ['test/unit']) walk(r);
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

const rel = (f) => path.relative(ROOT, path.resolve(f)).split(path.sep).join('/');
const systemFiles = files.filter((f) => SYSTEM.has(rel(f)));
const unitFiles = files.filter((f) => !SYSTEM.has(rel(f)));

const hooked = unitFiles.filter((f) => SHARED_PROCESS_HOOK.test(readFileSync(f, 'utf8')));
if (hooked.length) {
  console.error(
    `top-level beforeEach/afterEach would run around every unit test; add these to SYSTEM in scripts/run-tests.mjs:\n  ${hooked.map(rel).join('\n  ')}`,
  );
  process.exit(1);
}

/**
 * One module importing every unit test file in turn. A file that fails to load fails the
 * run by name (a test, and the exit code, so a --test-name-pattern cannot hide it), and
 * the other files still run.
 */
function unitEntry(list) {
  const modules = JSON.stringify(
    list.map((f) => [pathToFileURL(path.resolve(f)).href, rel(f)]),
    null,
    1,
  );
  return `import { test } from 'node:test';
for (const [url, file] of ${modules}) {
  try {
    await import(url);
  } catch (error) {
    process.exitCode = 1;
    console.error(\`could not load \${file}:\`, error);
    test(\`could not load \${file}\`, () => { throw error; });
  }
}
`;
}

const targets = [];
let tmp;
if (suite !== 'system' && unitFiles.length) {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-unit-'));
  const entry = path.join(tmp, 'unit-suite.mjs');
  writeFileSync(entry, unitEntry(unitFiles));
  targets.push(entry);
}
if (suite !== 'unit') targets.push(...systemFiles);
if (targets.length === 0) {
  console.error(`no ${suite} test files under ${roots.join(' ') || 'test/unit'}`);
  process.exit(1);
}

console.error(
  `unit suite: ${suite === 'system' ? 0 : unitFiles.length} files in one process; system suite: ${suite === 'unit' ? 0 : systemFiles.length} files, one process each`,
);
const reporter = process.env.CI ? ['--test-reporter=spec'] : [];
// The unit process runs alongside the system files (at least two at a time).
const concurrency = `--test-concurrency=${Math.max(2, os.availableParallelism() - 1)}`;
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', concurrency, ...reporter, ...passThrough, ...targets], { stdio: 'inherit' });
if (tmp) rmSync(tmp, { recursive: true, force: true });
process.exit(r.status ?? 1);
