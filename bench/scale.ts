/**
 * Scan speed at registry scale (issue 16), part of `npm run bench`: for the corpus and
 * for registries of about 1k, 5k and 10k skills made from it (bench/registry.ts), the
 * wall time and peak RSS of
 *   - `luban scan --format json` (every file of every skill: Sentinel, references, Distill),
 *   - `skill-check check --no-security-scan --format json` (its SKILL.md checks), and
 *   - the read + parse floor (bench/floor.mjs --skill-md: walk once, read and decode every
 *     file, markdown-it over each SKILL.md — the only file Luban parses with it),
 * median of LUBAN_BENCH_SCALE_RUNS interleaved rounds (default 3), with ratios and the
 * time per skill; then the scan cache on the corpus: a cold `--cache` scan, a warm one
 * (nothing changed) against an uncached scan, and whether the outputs are byte-identical.
 * LUBAN_BENCH_SIZES (default 1000,5000,10000) picks the registries. Results go to
 * bench/results/scale.json. LUBAN_BENCH_BASELINE_CLI (a dist/cli.cjs built from another
 * commit) adds that Luban to every round, for a before/after in one run. Never part of
 * `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusPath, makeRegistry, skillCount } from './registry.ts';
import { STAMP_SETTLED_MS } from '../src/core/engine/scan-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LUBAN_BENCH_SCALE_RUNS ?? 3);
const SIZES = (process.env.LUBAN_BENCH_SIZES ?? '1000,5000,10000').split(',').filter(Boolean).map(Number);
const node = process.execPath;
const luban = process.env.LUBAN_BENCH_CLI ?? path.join(ROOT, 'dist/cli.cjs');
const skillCheck = path.join(ROOT, 'node_modules/skill-check/bin/skill-check.js');
const floor = path.join(ROOT, 'bench/floor.mjs');
const baseline = process.env.LUBAN_BENCH_BASELINE_CLI;
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

interface Run {
  ms: number;
  /** Peak resident set in MB (undefined where /usr/bin/time is missing). */
  rssMb?: number;
  stdout: Buffer;
}

function run(args: string[], cwd = ROOT): Run {
  const cmd = TIME ?? node;
  const argv = TIME ? ['-f', 'LUBAN_BENCH_RSS %M', node, ...args] : args;
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 2 * 1024 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.error) throw r.error;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.slice(0, 3).join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-500)}`);
  const rss = /LUBAN_BENCH_RSS (\d+)/.exec(r.stderr.toString())?.[1];
  return { ms, rssMb: rss ? Number(rss) / 1024 : undefined, stdout: r.stdout };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const maxOf = (xs: Array<number | undefined>) => (xs.every((x) => x !== undefined) ? Math.max(...(xs as number[])) : undefined);

interface SizeResult {
  label: string;
  skills: number;
  lubanMs: number;
  skillCheckMs: number;
  floorMs: number;
  lubanRssMb?: number;
  skillCheckRssMb?: number;
  baselineMs?: number;
  baselineRssMb?: number;
  /** `--concurrency off`: the same scan in one thread (the default uses scan workers from 500 skills). */
  oneThreadMs: number;
  oneThreadRssMb?: number;
  lubanOverSkillCheck: number;
  lubanOverFloor: number;
  lubanMsPerSkill: number;
}

function measure(label: string, dir: string, skills: number): SizeResult {
  const l: Run[] = [];
  const s: Run[] = [];
  const f: Run[] = [];
  const b: Run[] = [];
  const o: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (baseline) b.push(run([baseline, 'scan', dir, '--format', 'json']));
    l.push(run([luban, 'scan', dir, '--format', 'json']));
    o.push(run([luban, 'scan', dir, '--format', 'json', '--concurrency', 'off']));
    if (!o[o.length - 1].stdout.equals(l[l.length - 1].stdout)) throw new Error(`${label}: --concurrency off printed another report than the default`);
    s.push(run([skillCheck, 'check', dir, '--no-security-scan', '--format', 'json']));
    f.push(run([floor, dir, '--skill-md']));
  }
  const lubanMs = median(l.map((x) => x.ms));
  const skillCheckMs = median(s.map((x) => x.ms));
  const floorMs = median(f.map((x) => x.ms));
  return {
    label,
    skills,
    lubanMs,
    skillCheckMs,
    floorMs,
    lubanRssMb: maxOf(l.map((x) => x.rssMb)),
    oneThreadMs: median(o.map((x) => x.ms)),
    oneThreadRssMb: maxOf(o.map((x) => x.rssMb)),
    skillCheckRssMb: maxOf(s.map((x) => x.rssMb)),
    ...(baseline ? { baselineMs: median(b.map((x) => x.ms)), baselineRssMb: maxOf(b.map((x) => x.rssMb)) } : {}),
    lubanOverSkillCheck: lubanMs / skillCheckMs,
    lubanOverFloor: lubanMs / floorMs,
    lubanMsPerSkill: lubanMs / skills,
  };
}

const ms = (n: number) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(0)} ms`).padStart(9);
const mb = (n?: number) => (n === undefined ? '—' : `${n.toFixed(0)} MB`).padStart(8);
const row = (r: SizeResult) =>
  `${r.label.padEnd(8)} ${String(r.skills).padStart(9)} ${ms(r.lubanMs)} ${ms(r.skillCheckMs)}    ${ms(r.floorMs)} ${r.lubanOverSkillCheck.toFixed(2).padStart(8)}× ${r.lubanOverFloor.toFixed(2).padStart(10)}× ${r.lubanMsPerSkill.toFixed(2).padStart(9)} ${mb(r.lubanRssMb)} ${mb(r.skillCheckRssMb)} ${ms(r.oneThreadMs)} ${mb(r.oneThreadRssMb)}`;

console.log(
  `\nScale (median of ${RUNS} interleaved rounds, ${os.cpus().length} CPUs, Node ${process.version}); targets: luban ≤ 1.0× skill-check, ≤ 2× floor, RSS ≤ skill-check's`,
);
console.log('work        skills     luban  skill-check     floor  luban/sc  luban/floor  ms/skill  luban RSS  sc RSS  one thread  its RSS');
const corpus = corpusPath();
if (!existsSync(corpus)) {
  console.error(`corpus not found at ${corpus} (set LUBAN_BENCH_CORPUS)`);
  process.exit(2);
}
// Each row is printed as soon as it is measured (a 10k round takes minutes).
const sizes: SizeResult[] = [measure('corpus', corpus, skillCount(corpus))];
console.log(row(sizes[0]));
for (const n of SIZES) {
  const reg = makeRegistry(n);
  sizes.push(measure(`${Math.round(n / 1000)}k`, reg.dir, reg.skills));
  console.log(row(sizes[sizes.length - 1]));
}

// The cache: cold (no cache file), warm (nothing changed), uncached; on the corpus and on the
// 1k registry (where the start-up no longer hides what the cache saves).
function cacheFigures(dir: string) {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-cache-'));
  const cacheFile = path.join(cacheDir, 'lubancache');
  const cold: number[] = [];
  const warm: number[] = [];
  const plain: number[] = [];
  let identical = true;
  for (let i = 0; i < RUNS; i++) {
    rmSync(cacheFile, { force: true });
    const c = run([luban, 'scan', dir, '--format', 'json', '--cache', '--cache-location', cacheFile]);
    const w = run([luban, 'scan', dir, '--format', 'json', '--cache', '--cache-location', cacheFile]);
    const p = run([luban, 'scan', dir, '--format', 'json']);
    cold.push(c.ms);
    warm.push(w.ms);
    plain.push(p.ms);
    identical &&= c.stdout.equals(p.stdout) && w.stdout.equals(p.stdout);
  }
  rmSync(cacheDir, { recursive: true, force: true });
  return { coldMs: median(cold), warmMs: median(warm), uncachedMs: median(plain), warmOverUncached: median(warm) / median(plain), byteIdentical: identical };
}
const cache = cacheFigures(corpus);
// A registry just written has files younger than the stamps' settling time (2 s): the cache
// would vouch for none of them by their stamps, which no real workspace looks like. Wait first.
let cache1k: ReturnType<typeof cacheFigures> | undefined;
if (SIZES.includes(1000)) {
  const reg = makeRegistry(1000);
  await new Promise((resolve) => setTimeout(resolve, STAMP_SETTLED_MS + 500));
  cache1k = cacheFigures(reg.dir);
}

const result = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, runs: RUNS, sizes, cache, cache1k };
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/scale.json'), JSON.stringify(result, null, 2) + '\n');

if (baseline) {
  console.log(`Baseline ${baseline}:`);
  for (const r of sizes)
    console.log(
      `  ${r.label.padEnd(8)} ${ms(r.baselineMs!)} (${(r.baselineMs! / r.skillCheckMs).toFixed(2)}× skill-check, ${(r.baselineMs! / r.skills).toFixed(2)} ms/skill, ${mb(r.baselineRssMb).trim()})`,
    );
}
for (const [label, c] of [
  ['the corpus', cache],
  ['1k skills', cache1k],
] as const) {
  if (!c) continue;
  console.log(
    `Cache on ${label}: cold --cache ${ms(c.coldMs).trim()}, warm --cache ${ms(c.warmMs).trim()}, uncached ${ms(c.uncachedMs).trim()}: warm/uncached ${c.warmOverUncached.toFixed(3)} (target ≤ 0.1), output byte-identical: ${c.byteIdentical ? 'yes' : 'NO'}`,
  );
}
