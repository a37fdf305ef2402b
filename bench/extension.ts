/**
 * Extension figures (docs/features.md H8: small bundle, fast activation; H2: squiggles as you type):
 *  1. bundle size — the production build of src/extension/extension.ts (raw and gzip)
 *     and its largest inputs;
 *  2. load time of the bundle in Node with a stub `vscode` module (the part of
 *     activation that grows with the bundle), median of N fresh processes;
 *  3. engine time per keystroke on the largest corpus skill (claude-api, 74 KB
 *     SKILL.md): a cold scan (disk read + parse + rules) and warm scans with the
 *     buffer text as an override — what the editor does after the debounce;
 *  4. when the real workbench is installed (test/integration/install.sh; `--editor` insists,
 *     `--no-editor` skips it): activation time and
 *     edit-to-diagnostics latency measured inside the real VS Code workbench, and a
 *     1,000-skill workspace there: time to the first diagnostics and to every skill,
 *     cold and from the scan cache, and the extension host's longest event-loop stall.
 *
 *   node --import tsx bench/extension.ts [--editor]
 * Writes bench/results/extension.json.
 */
import { build } from 'esbuild';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SkillScanner } from '../src/frontend/editor/scanner.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKILL = process.env.LUBAN_BENCH_SKILL ?? path.resolve(ROOT, '../shared/corpus/anthropics__skills/claude-api');
const RUNS = Number(process.env.LUBAN_BENCH_RUNS ?? 15);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const r1 = (n: number) => Math.round(n * 10) / 10;

// 1. Bundle size.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-ext-'));
const outfile = path.join(tmp, 'extension.cjs');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const built = await build({
  entryPoints: [path.join(ROOT, 'src/extension/extension.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  external: ['vscode'],
  legalComments: 'none',
  metafile: true,
  define: { __LUBAN_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
});
const bytes = statSync(outfile).size;
const gzip = gzipSync(readFileSync(outfile)).length;
const byPackage = new Map<string, number>();
for (const [input, info] of Object.entries(built.metafile!.outputs[outfile]?.inputs ?? Object.values(built.metafile!.outputs)[0].inputs)) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  const key = m ? m[1] : input.startsWith('src/') ? input.split('/').slice(0, 3).join('/') : input;
  byPackage.set(key, (byPackage.get(key) ?? 0) + info.bytesInOutput);
}
const largest = [...byPackage]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([k, v]) => ({ input: k, kb: r1(v / 1024) }));

// 2. Bundle load time with a stub `vscode` (fresh process per run).
const names = new Set<string>();
for (const f of readdirSync(path.join(ROOT, 'src/extension'), { recursive: true }) as string[]) {
  if (!f.endsWith('.ts')) continue;
  for (const m of readFileSync(path.join(ROOT, 'src/extension', f), 'utf8').matchAll(/\bvscode\.(\w+)/g)) names.add(m[1]);
}
const loader = `
const NAMES = ${JSON.stringify([...names])};
const Module = require('module');
const orig = Module._load;
Module._load = function (req, ...rest) {
  // Any property, call or construction on the stub gives another stub; the top level is a
  // plain object with the names the extension uses (esbuild's interop copies own keys).
  const stub = () => new Proxy(function () {}, { get: (_, k) => (k === Symbol.toPrimitive ? () => 0 : stub()), apply: () => stub(), construct: () => stub() });
  if (req === 'vscode') return Object.fromEntries(NAMES.map((n) => [n, stub()]));
  return orig.call(this, req, ...rest);
};
const t0 = process.hrtime.bigint();
require(${JSON.stringify(outfile)});
console.log(Number(process.hrtime.bigint() - t0) / 1e6);
`;
const loads: number[] = [];
for (let i = 0; i < Math.min(RUNS, 9); i++) {
  const r = spawnSync(process.execPath, ['-e', loader], { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`loading the bundle failed: ${(r.stderr.split('\n').find((l) => /^\w*Error:/.test(l)) ?? r.stderr.slice(-300)).slice(0, 300)}`);
  loads.push(Number(r.stdout.trim()));
}
rmSync(tmp, { recursive: true, force: true });

// 3. Engine time per keystroke on the 74 KB skill.
let engine: Record<string, number | string> = { skipped: `no skill at ${SKILL}` };
if (existsSync(path.join(SKILL, 'SKILL.md'))) {
  const scanner = new SkillScanner();
  const t0 = performance.now();
  const cold = await scanner.scan(SKILL);
  const coldMs = performance.now() - t0;
  const text = readFileSync(path.join(SKILL, 'SKILL.md'), 'utf8');
  const warm: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const typed = text.replace('\n\n', `\n\nYou should wait ${i}.\n\n`);
    const s = await scanner.scan(SKILL, new Map([['SKILL.md', typed]]));
    if (i >= 3) warm.push(s.ms);
  }
  engine = {
    skill: path.basename(SKILL),
    skillMdKB: r1(Buffer.byteLength(text) / 1024),
    files: cold.result!.doc.files.length,
    findings: cold.result!.findings.length,
    coldScanMs: r1(coldMs),
    keystrokeScanMedianMs: r1(median(warm)),
    keystrokeScanP95Ms: r1(p95(warm)),
  };
}

// 4. Inside the real workbench (optional).
// `npm run bench` measures it whenever the workbench is installed (bash test/integration/install.sh).
// (The paths test/integration/harness.mjs checks.)
const CS_ENTRY = path.join(
  process.env.LUBAN_VSCODE_CACHE || path.join(os.homedir(), '.cache', 'luban-vscode'),
  `code-server-${process.env.CS_VERSION || '4.100.3'}`,
  'node_modules/code-server/out/node/entry.js',
);
const workbench = existsSync(CS_ENTRY) && existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
let editor: unknown = 'not measured: the real workbench is not installed (bash test/integration/install.sh), or --no-editor';
if (process.argv.includes('--editor') || (workbench && !process.argv.includes('--no-editor'))) {
  execFileSync(process.execPath, [path.join(ROOT, 'test/integration/build.mjs')], { stdio: 'inherit' });
  const r = spawnSync(process.execPath, [path.join(ROOT, 'test/integration/run.mjs'), '--suite', 'bench'], {
    encoding: 'utf8',
    env: { ...process.env, LUBAN_BENCH_SKILL: SKILL },
  });
  const line = /LUBAN-LATENCY (\{.*\})/.exec(r.stdout ?? '');
  if (!line) {
    console.error(r.stdout, r.stderr);
    throw new Error('the editor bench did not report');
  }
  const raw = JSON.parse(line[1]) as { activationMs: number; lastScanMs: number; debounce300: number[]; debounce0: number[] };
  editor = {
    activationMs: r1(raw.activationMs),
    editToDiagnosticsMedianMs: { debounce300: r1(median(raw.debounce300)), debounce0: r1(median(raw.debounce0)) },
    editToDiagnosticsMaxMs: { debounce300: r1(Math.max(...raw.debounce300)), debounce0: r1(Math.max(...raw.debounce0)) },
    lastScanMs: r1(raw.lastScanMs),
    largeWorkspace: largeWorkspace(),
  };
}

/**
 * 5. A large workspace in the real workbench (issue 16): the registry bench/registry.ts
 * makes from the corpus (LUBAN_BENCH_WORKSPACE_SKILLS, default 1000) copied into the
 * workspace; the first scan, a cold and a warm "Scan Workspace", and the extension
 * host's event loop during the last two (test/integration/suite/workspace-scan.test.ts).
 */
function largeWorkspace(): unknown {
  const n = Number(process.env.LUBAN_BENCH_WORKSPACE_SKILLS ?? 1000);
  const dir = path.join(os.tmpdir(), `luban-registry-${n}`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/registry.ts'), String(n), dir], { stdio: 'inherit' });
  const r = spawnSync(process.execPath, [path.join(ROOT, 'test/integration/run.mjs'), '--suite', 'bench-workspace'], {
    encoding: 'utf8',
    env: { ...process.env, LUBAN_BENCH_WORKSPACE: dir, LUBAN_SUITE_TIMEOUT_MS: '900000' },
  });
  const line = /LUBAN-WORKSPACE (\{.*\})/.exec(r.stdout ?? '');
  if (!line) {
    console.error(r.stdout, r.stderr);
    throw new Error('the large-workspace bench did not report');
  }
  return JSON.parse(line[1]);
}

const report = {
  bundle: { bytes, kb: r1(bytes / 1024), gzipKb: r1(gzip / 1024), largest },
  bundleLoadMedianMs: r1(median(loads)),
  engine,
  editor,
  node: process.version,
  cpus: os.cpus().length,
};
console.log(JSON.stringify(report, null, 2));
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/extension.json'), JSON.stringify(report, null, 2) + '\n');
