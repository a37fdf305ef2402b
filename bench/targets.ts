/**
 * `npm run bench` — issue 30's "done when" table, in one run:
 *   - corpus and 10k cold scans against today's build (the commit before issue 30's first
 *     change: `--base REV`, default bench/base-rev.txt), run interleaved A B / B A;
 *   - 10k against agnix (and the corpus against agnix, skill-check and ferret-scan);
 *   - a warm `--cache` scan against an uncached one at 1k and 10k, inside a git repository
 *     and outside, and the peak RSS of cold and warm `--cache` scans against skill-check's
 *     cold scan;
 *   - one skill against skill-check, `luban --version` against `node -e 0`;
 *   - both floors (bench/floor.mjs): read + decode every file, and read + decode + markdown-it
 *     over each SKILL.md.
 * Each row: the two medians, A/B, the issue's target and pass/FAIL; a peer that cannot be
 * installed (in bench/.peers, git-ignored) prints "skipped: <reason>" in its rows.
 * `--quick`: fewer rounds, no 10k. `--runs N`: rounds on the corpus (the others scale from it);
 * `--large N`: the large registry's size (default 10,000). `--base-cli PATH`: a ready-built base instead of building
 * one. Results go to bench/results/targets.json. Never part of `npm test` (it reads
 * ../shared/corpus).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAMP_SETTLED_MS } from '../src/core/engine/scan-cache.ts';
import { corpusPath, makeRegistry, skillCount } from './registry.ts';
import {
  agnixCommand,
  baseRevFromFile,
  type Command,
  ferretCommand,
  floorCommand,
  lubanScan,
  lubanVersion,
  median,
  pairOrder,
  parseOptions,
  type Row,
  renderTable,
  rowRecords,
  sizeLabel,
  skillCheckCommand,
} from './targets-lib.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PEERS = path.join(ROOT, 'bench/.peers');
const node = process.execPath;
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const opts = parseOptions(process.argv.slice(2));
const started = performance.now();
const log = (s: string) => console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${s}`);

interface Run {
  ms: number;
  rssMb?: number;
  /** sha256 of stdout (the report), to compare builds and cache modes without holding reports. */
  hash: string;
}

function run(c: Command, cwd = ROOT): Run {
  const cmd = TIME ?? c.cmd;
  const argv = TIME ? ['-f', 'LUBAN_BENCH_RSS %M', c.cmd, ...c.args] : c.args;
  const t0 = performance.now();
  const r = spawnSync(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 4 * 1024 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.error) throw r.error;
  // 1 and 2: findings at or above the tools' failing severities.
  if (r.status !== 0 && r.status !== 1 && r.status !== 2)
    throw new Error(`${path.basename(c.cmd)} ${c.args.slice(0, 3).join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-500)}`);
  const rss = /LUBAN_BENCH_RSS (\d+)/.exec(r.stderr.toString())?.[1];
  return { ms, rssMb: rss ? Number(rss) / 1024 : undefined, hash: createHash('sha256').update(r.stdout).digest('hex') };
}

const med = (rs: readonly Run[]) => (rs.length ? median(rs.map((r) => r.ms)) : undefined);
const medRss = (rs: readonly Run[]) => {
  const xs = rs.map((r) => r.rssMb).filter((x): x is number => x !== undefined);
  return xs.length ? median(xs) : undefined;
};

// ---------- the base build ("today's build") ----------
function git(args: string[]): string {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** dist/cli.cjs of `rev`, built once in its own tree under the temp folder (git archive + linked node_modules + scripts/build.mjs). */
function baseBuild(): { cli?: string; label: string; skipped?: string } {
  if (opts.baseCli)
    return existsSync(opts.baseCli) ? { cli: path.resolve(opts.baseCli), label: opts.baseCli } : { label: opts.baseCli, skipped: `${opts.baseCli} not found` };
  const revFile = path.join(ROOT, 'bench/base-rev.txt');
  const rev = opts.base ?? (existsSync(revFile) ? baseRevFromFile(readFileSync(revFile, 'utf8')) : undefined);
  if (!rev) return { label: '?', skipped: 'no --base and no bench/base-rev.txt' };
  try {
    const sha = git(['rev-parse', '--verify', `${rev}^{commit}`]);
    const dir = path.join(os.tmpdir(), `luban-bench-base-${sha.slice(0, 12)}`);
    const cli = path.join(dir, 'dist/cli.cjs');
    const marker = path.join(dir, '.luban-bench-built');
    if (existsSync(cli) && existsSync(marker) && readFileSync(marker, 'utf8') === sha) return { cli, label: rev };
    log(`building today's build (${rev}) in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = spawnSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${dir}"`], { cwd: ROOT, encoding: 'utf8' });
    if (tar.status !== 0) throw new Error(`git archive: ${tar.stderr.trim()}`);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const b = spawnSync(node, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8' });
    if (b.status !== 0 || !existsSync(cli)) throw new Error(`build failed: ${(b.stderr || b.stdout).slice(-400)}`);
    writeFileSync(marker, sha);
    return { cli, label: rev };
  } catch (e) {
    return { label: rev, skipped: (e as Error).message.split('\n')[0] };
  }
}

// ---------- peers ----------
interface Peer {
  name: string;
  command?: (dir: string) => Command;
  skipped?: string;
}

function tryInstall(what: string, cmd: string, args: string[]): string | undefined {
  log(`installing ${what} into bench/.peers`);
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
  if (r.error) return `${what} install failed: ${r.error.message}`;
  if (r.status !== 0) return `${what} install failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`;
  return undefined;
}

function peers(): { skillCheck: Peer; agnix: Peer; ferret: Peer } {
  const scBin = path.join(ROOT, 'node_modules/skill-check/bin/skill-check.js');
  const skillCheck: Peer = existsSync(scBin)
    ? { name: 'skill-check', command: (d) => skillCheckCommand(node, scBin, d) }
    : { name: 'skill-check', skipped: 'node_modules/skill-check missing (npm install)' };

  const agnixBin = path.join(PEERS, 'agnix/bin/agnix');
  let agnixSkip: string | undefined;
  if (!existsSync(agnixBin))
    agnixSkip = tryInstall('agnix', 'python3', ['-m', 'pip', 'install', '--quiet', '--target', path.join(PEERS, 'agnix'), 'agnix==0.59.*']);
  if (!agnixSkip && !existsSync(agnixBin)) agnixSkip = 'agnix installed without bin/agnix';
  const agnix: Peer = agnixSkip ? { name: 'agnix', skipped: agnixSkip } : { name: 'agnix', command: (d) => agnixCommand(agnixBin, d) };

  const ferretBin = path.join(PEERS, 'ferret-scan/node_modules/ferret-scan/bin/ferret.js');
  let ferretSkip: string | undefined;
  if (!existsSync(ferretBin))
    ferretSkip = tryInstall('ferret-scan', 'npm', ['i', '--prefix', path.join(PEERS, 'ferret-scan'), '--no-audit', '--no-fund', 'ferret-scan@2']);
  if (!ferretSkip && !existsSync(ferretBin)) ferretSkip = 'ferret-scan installed without bin/ferret.js';
  const ferret: Peer = ferretSkip ? { name: 'ferret-scan', skipped: ferretSkip } : { name: 'ferret-scan', command: (d) => ferretCommand(node, ferretBin, d) };
  return { skillCheck, agnix, ferret };
}

/** Run a peer, turning its failure into a skip reason for its rows. */
function peerRun(p: Peer, dir: string, into: Run[]): void {
  if (!p.command || p.skipped) return;
  try {
    into.push(run(p.command(dir)));
  } catch (e) {
    p.skipped = `${p.name} failed: ${(e as Error).message.split('\n')[0].slice(0, 160)}`;
  }
}

// ---------- registries ----------
/** A copy of the n-skill registry that is a git repository (one commit of everything), made once. */
function gitRegistry(n: number): { dir: string; skills: number } {
  const out = path.join(os.tmpdir(), `luban-registry-git-${n}`);
  const reg = makeRegistry(n, out);
  const marker = path.join(out, '.git/luban-bench-committed');
  if (!existsSync(marker)) {
    log(`committing the ${n}-skill registry into a git repository (${out})`);
    rmSync(path.join(out, '.git'), { recursive: true, force: true });
    const g = (args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', '-c', 'commit.gpgsign=false', ...args], {
        cwd: out,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      if (r.status !== 0) throw new Error(`git ${args[0]} in ${out}: ${r.stderr.trim().slice(-300)}`);
    };
    g(['init', '-q']);
    g(['add', '-A']);
    g(['commit', '-q', '-m', 'registry']);
    writeFileSync(marker, 'yes');
  }
  return reg;
}

/** Files written less than the stamps' settling time ago are not vouched for by the cache; no real workspace looks like that. */
async function settle(dir: string): Promise<void> {
  const age = Date.now() - statSync(path.join(dir, '.complete')).mtimeMs;
  if (age < STAMP_SETTLED_MS + 500) await new Promise((r) => setTimeout(r, STAMP_SETTLED_MS + 500 - age));
}

// ---------- measurements ----------
const corpus = corpusPath();
if (!existsSync(corpus)) {
  console.error(`corpus not found at ${corpus} (set LUBAN_BENCH_CORPUS)`);
  process.exit(2);
}
const luban = path.join(ROOT, 'dist/cli.cjs');
if (!existsSync(luban)) {
  console.error('dist/cli.cjs missing: run `node scripts/build.mjs` (npm run bench builds first)');
  process.exit(2);
}
const floor = path.join(ROOT, 'bench/floor.mjs');
const base = baseBuild();
const { skillCheck, agnix, ferret } = peers();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-bench-targets-'));
const identical: Record<string, boolean> = {};
const same = (key: string, a: readonly Run[], b: readonly Run[]) => {
  if (a.length && b.length) identical[key] = (identical[key] ?? true) && [...a, ...b].every((r) => r.hash === a[0].hash);
};

interface SizeRuns {
  luban: Run[];
  base: Run[];
  skillCheck: Run[];
  agnix: Run[];
  ferret: Run[];
  decode: Run[];
  skillMd: Run[];
}
const emptySize = (): SizeRuns => ({ luban: [], base: [], skillCheck: [], agnix: [], ferret: [], decode: [], skillMd: [] });

/** Cold scans of `dir`: Luban and today's build alternating, then the peers and floors of the round. */
function coldRounds(label: string, dir: string, rounds: number, withFerret: boolean): SizeRuns {
  const s = emptySize();
  for (let i = 0; i < rounds; i++) {
    log(`${label} round ${i + 1}/${rounds}`);
    const pair = pairOrder(i, 'luban', 'base');
    for (const who of pair) {
      if (who === 'luban') s.luban.push(run(lubanScan(node, luban, dir)));
      else if (base.cli && !base.skipped) s.base.push(run(lubanScan(node, base.cli, dir)));
    }
    peerRun(skillCheck, dir, s.skillCheck);
    peerRun(agnix, dir, s.agnix);
    if (withFerret) peerRun(ferret, dir, s.ferret);
    s.decode.push(run(floorCommand(node, floor, dir, 'decode')));
    s.skillMd.push(run(floorCommand(node, floor, dir, 'skill-md')));
  }
  same(`${label}: report byte-identical to today's build`, s.luban, s.base);
  return s;
}

interface CacheRuns {
  plain: Run[];
  cold: Run[];
  warm: Run[];
}
/** Per round: an uncached scan, a cold `--cache` scan (no cache file) and a warm one (nothing changed). */
function cacheRounds(label: string, dir: string, rounds: number, plain: Run[] = []): CacheRuns {
  const c: CacheRuns = { plain: [...plain], cold: [], warm: [] };
  const file = path.join(tmp, `cache-${label.replace(/\W+/g, '-')}`);
  for (let i = 0; i < rounds; i++) {
    log(`${label} cache round ${i + 1}/${rounds}`);
    if (plain.length === 0) c.plain.push(run(lubanScan(node, luban, dir)));
    rmSync(file, { force: true });
    c.cold.push(run(lubanScan(node, luban, dir, file)));
    c.warm.push(run(lubanScan(node, luban, dir, file)));
  }
  rmSync(file, { force: true });
  same(`${label}: --cache reports byte-identical to uncached`, c.plain, [...c.cold, ...c.warm]);
  return c;
}

const rows: Row[] = [];
const skipFor = (p: Peer) => p.skipped;

// Warm the file cache and Node's code caches once for every command, uncounted.
log(`warming up (${corpus})`);
run(lubanScan(node, luban, corpus));
if (base.cli && !base.skipped) run(lubanScan(node, base.cli, corpus));
for (const p of [skillCheck, agnix, ferret]) peerRun(p, corpus, []);

const corpusSkills = skillCount(corpus);
const c0 = coldRounds('corpus', corpus, opts.runs.corpus, true);

// One skill (the pre-commit case) and the start-up.
const oneSkill = path.join(corpus, 'anthropics__skills/skill-creator');
const one = { luban: [] as Run[], skillCheck: [] as Run[], version: [] as Run[], bare: [] as Run[] };
log(`one skill and --version, ${opts.runs.oneSkill} rounds`);
for (let i = 0; i < opts.runs.oneSkill; i++) {
  for (const who of pairOrder(i, 'luban', 'peer')) {
    if (who === 'luban') one.luban.push(run(lubanScan(node, luban, oneSkill)));
    else peerRun(skillCheck, oneSkill, one.skillCheck);
  }
  for (const who of pairOrder(i, 'luban', 'peer')) {
    if (who === 'luban') one.version.push(run(lubanVersion(node, luban)));
    else one.bare.push(run({ cmd: node, args: ['-e', '0'] }));
  }
}

// 1k: the cache, outside and inside git, and skill-check's cold RSS.
const reg1k = makeRegistry(1000);
const git1k = gitRegistry(1000);
await settle(reg1k.dir);
await settle(git1k.dir);
const sc1k: Run[] = [];
for (let i = 0; i < opts.runs.k1; i++) peerRun(skillCheck, reg1k.dir, sc1k);
const cache1k = cacheRounds('1k', reg1k.dir, opts.runs.k1);
const cache1kGit = cacheRounds('1k in git', git1k.dir, opts.runs.k1);

// 10k (not in --quick): cold against today's build and the peers, then the cache.
let c10: SizeRuns | undefined;
let cache10k: CacheRuns | undefined;
let cache10kGit: CacheRuns | undefined;
let skills10k = 0;
const K10 = sizeLabel(opts.large);
if (!opts.quick) {
  const reg = makeRegistry(opts.large);
  const gitReg = gitRegistry(opts.large);
  skills10k = reg.skills;
  await settle(reg.dir);
  await settle(gitReg.dir);
  c10 = coldRounds(K10, reg.dir, opts.runs.k10, false);
  cache10k = cacheRounds(K10, reg.dir, opts.runs.k10, c10.luban);
  cache10kGit = cacheRounds(`${K10} in git`, gitReg.dir, opts.runs.k10);
}
rmSync(tmp, { recursive: true, force: true });

// ---------- the table ----------
const NO_10K = `--quick (no ${K10})`;
const baseName = `today's build (${base.label})`;
const ms = (work: string, a: string, b: string, aRuns: Run[] | undefined, bRuns: Run[] | undefined, max?: number, skipped?: string): Row => ({
  work,
  a,
  b,
  unit: 'ms',
  aMedian: aRuns ? med(aRuns) : undefined,
  bMedian: bRuns ? med(bRuns) : undefined,
  max,
  skipped,
});
const rss = (work: string, a: string, b: string, aRuns: Run[] | undefined, bRuns: Run[] | undefined, max?: number, skipped?: string): Row => ({
  work,
  a,
  b,
  unit: 'MB',
  aMedian: aRuns ? medRss(aRuns) : undefined,
  bMedian: bRuns ? medRss(bRuns) : undefined,
  max,
  skipped: skipped ?? (TIME ? undefined : '/usr/bin/time missing (no peak RSS)'),
});

rows.push(ms(`corpus cold (${corpusSkills})`, 'luban', baseName, c0.luban, c0.base, 0.75, base.skipped));
rows.push(ms(`${K10} cold`, 'luban', baseName, c10?.luban, c10?.base, 0.75, c10 ? base.skipped : NO_10K));
rows.push(ms(`${K10} cold`, 'luban', 'agnix', c10?.luban, c10?.agnix, 2.5, c10 ? skipFor(agnix) : NO_10K));
rows.push(ms('corpus cold', 'luban', 'agnix', c0.luban, c0.agnix, undefined, skipFor(agnix)));
rows.push(ms('corpus cold', 'luban', 'skill-check', c0.luban, c0.skillCheck, undefined, skipFor(skillCheck)));
rows.push(ms('corpus cold', 'luban', 'ferret-scan', c0.luban, c0.ferret, undefined, skipFor(ferret)));
rows.push(ms(`${K10} cold`, 'luban', 'skill-check', c10?.luban, c10?.skillCheck, undefined, c10 ? skipFor(skillCheck) : NO_10K));
for (const [work, c] of [
  ['1k', cache1k],
  ['1k in git', cache1kGit],
  [K10, cache10k],
  [`${K10} in git`, cache10kGit],
] as const) {
  rows.push(ms(work, 'warm --cache', 'uncached', c?.warm, c?.plain, 0.1, c ? undefined : NO_10K));
}
const rssSets: Array<[string, Array<CacheRuns | undefined>, Run[] | undefined]> = [
  ['1k peak RSS', [cache1k, cache1kGit], sc1k],
  [`${K10} peak RSS`, [cache10k, cache10kGit], c10?.skillCheck],
];
for (const [work, cs, sc] of rssSets) {
  const have = cs.every((c): c is CacheRuns => c !== undefined) ? cs : undefined;
  const skip = have ? skipFor(skillCheck) : NO_10K;
  rows.push(
    rss(
      work,
      'cold --cache',
      'skill-check cold',
      have?.flatMap((c) => c.cold),
      sc,
      1.0,
      skip,
    ),
  );
  rows.push(
    rss(
      work,
      'warm --cache',
      'skill-check cold',
      have?.flatMap((c) => c.warm),
      sc,
      1.0,
      skip,
    ),
  );
}
rows.push(ms('one skill', 'luban', 'skill-check', one.luban, one.skillCheck, 1.0, skipFor(skillCheck)));
rows.push(ms('start-up', 'luban --version', 'node -e 0', one.version, one.bare, 1.3));
for (const [work, s] of [
  ['corpus', c0],
  [K10, c10],
] as const) {
  rows.push(ms(`${work} floor`, 'luban', 'read + decode', s?.luban, s?.decode, undefined, s ? undefined : NO_10K));
  rows.push(ms(`${work} floor`, 'luban', 'read + decode + SKILL.md parse', s?.luban, s?.skillMd, undefined, s ? undefined : NO_10K));
}

const seconds = (performance.now() - started) / 1000;
const rounds = `rounds: corpus ${opts.runs.corpus}, one skill ${opts.runs.oneSkill}, 1k ${opts.runs.k1}${opts.quick ? '' : `, ${K10} ${opts.runs.k10}`}`;
console.log(
  `\nIssue 30 targets${opts.quick ? ' (--quick)' : ''}: medians (RSS: median of peaks), ${rounds}; ${os.cpus().length} CPUs, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(renderTable(rows));
for (const [k, v] of Object.entries(identical)) console.log(`${k}: ${v ? 'yes' : 'NO'}`);
if (skills10k) console.log(`${K10} registry: ${skills10k} skills`);
console.log(`bench time ${seconds.toFixed(0)} s`);

mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench/results/targets.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, quick: opts.quick, runs: opts.runs, base: base.label, seconds, identical, rows: rowRecords(rows) }, null, 2)}\n`,
);
