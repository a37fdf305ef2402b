/**
 * `npm run bench` — speed as ratios against peer tools run in the same process or
 * the same run (never absolute targets in a test):
 *  1. wall time of `luban scan --format json` on ../shared/corpus against
 *     `skill-check check --no-security-scan --format json` and `markdownlint-cli2`
 *     over the same SKILL.md files (median of N runs each, interleaved);
 *  2. in-process analysis of the largest SKILL.md (74 KB) against the markdownlint
 *     library on the same text (median per iteration after warm-up).
 * Results are printed and written to bench/results/latest.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { skillFromTexts } from '../src/core/skill/document.ts';
import { scanDocument } from '../src/core/engine/scan.ts';
import { corpusPath } from './registry.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPUS = corpusPath();
const RUNS = Number(process.env.LUBAN_BENCH_RUNS ?? 7);
const require = createRequire(import.meta.url);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function skillFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '.git') continue;
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) skillFiles(p, out);
    else if (name === 'SKILL.md') out.push(p);
  }
  return out;
}

function timeCommand(cmd: string, args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
  const t = performance.now() - t0;
  if (r.error) throw r.error;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cmd} ${args.slice(0, 2).join(' ')} exited ${r.status}: ${r.stderr.toString().slice(0, 500)}`);
  return t;
}

if (!existsSync(CORPUS)) {
  console.error(`corpus not found at ${CORPUS} (set LUBAN_BENCH_CORPUS)`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'dist/cli.cjs'))) execFileSync('node', ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });

const skillMds = skillFiles(CORPUS);
const node = process.execPath;
const lubanCli = path.join(ROOT, 'dist/cli.cjs');
const skillCheck = path.join(ROOT, 'node_modules/skill-check/bin/skill-check.js');
const mdlCli2 = path.join(ROOT, 'node_modules/markdownlint-cli2/markdownlint-cli2-bin.mjs');
const mdlArgs = [mdlCli2, ...skillMds.map((p) => path.relative(ROOT, p))];

const walls = { luban: [] as number[], skillCheck: [] as number[], markdownlintCli2: [] as number[] };
// Warm the file cache once for everyone, then interleave runs so drift hits all tools alike.
timeCommand(node, [lubanCli, 'scan', CORPUS, '--format', 'json']);
timeCommand(node, [skillCheck, 'check', CORPUS, '--no-security-scan', '--format', 'json']);
for (let i = 0; i < RUNS; i++) {
  walls.luban.push(timeCommand(node, [lubanCli, 'scan', CORPUS, '--format', 'json']));
  walls.skillCheck.push(timeCommand(node, [skillCheck, 'check', CORPUS, '--no-security-scan', '--format', 'json']));
  walls.markdownlintCli2.push(timeCommand(node, mdlArgs));
}

// One skill (the pre-commit case), and bare `node -e 0`: the floor every Node tool pays.
const oneSkill = path.dirname(skillMds.find((p) => p.includes(`anthropics__skills${path.sep}skill-creator${path.sep}`)) ?? skillMds[0]);
const one = { luban: [] as number[], skillCheck: [] as number[], bareNode: [] as number[] };
for (let i = 0; i < RUNS; i++) {
  one.luban.push(timeCommand(node, [lubanCli, 'scan', oneSkill, '--format', 'json']));
  one.skillCheck.push(timeCommand(node, [skillCheck, 'check', oneSkill, '--no-security-scan', '--format', 'json']));
  one.bareNode.push(timeCommand(node, ['-e', '0']));
}

// In-process: the largest SKILL.md.
const largest = skillMds.map((p) => ({ p, size: statSync(p).size })).sort((a, b) => b.size - a.size)[0];
const text = readFileSync(largest.p, 'utf8');
const { lint } = require('markdownlint/sync') as { lint: (o: { strings: Record<string, string> }) => unknown };
const lubanOnce = () => scanDocument(skillFromTexts(path.dirname(largest.p), { 'SKILL.md': text }), { now: new Date('2026-11-30') });
const mdlOnce = () => lint({ strings: { 'SKILL.md': text } });
const ITER = Number(process.env.LUBAN_BENCH_ITER ?? 40);
for (let i = 0; i < 10; i++) {
  lubanOnce();
  mdlOnce();
}
const inproc = { luban: [] as number[], markdownlint: [] as number[] };
for (let i = 0; i < ITER; i++) {
  let t0 = performance.now();
  lubanOnce();
  inproc.luban.push(performance.now() - t0);
  t0 = performance.now();
  mdlOnce();
  inproc.markdownlint.push(performance.now() - t0);
}

const result = {
  date: new Date().toISOString(),
  node: process.version,
  corpus: { skills: skillMds.length, path: CORPUS },
  wallMs: {
    luban: median(walls.luban),
    skillCheck: median(walls.skillCheck),
    markdownlintCli2: median(walls.markdownlintCli2),
  },
  ratios: {
    lubanOverSkillCheck: median(walls.luban) / median(walls.skillCheck),
    lubanOverMarkdownlintCli2: median(walls.luban) / median(walls.markdownlintCli2),
    inProcessLubanOverMarkdownlint: median(inproc.luban) / median(inproc.markdownlint),
  },
  oneSkillWallMs: { skill: path.relative(CORPUS, oneSkill), luban: median(one.luban), skillCheck: median(one.skillCheck), bareNode: median(one.bareNode) },
  inProcessMs: { file: path.relative(CORPUS, largest.p), bytes: largest.size, luban: median(inproc.luban), markdownlint: median(inproc.markdownlint) },
  targets: { lubanOverSkillCheck: '≤ 0.25', inProcessLubanOverMarkdownlint: '≤ 1.0' },
};
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/results/latest.json'), JSON.stringify(result, null, 2) + '\n');

const f = (n: number) => n.toFixed(1).padStart(8);
console.log(`Corpus: ${skillMds.length} SKILL.md files, median of ${RUNS} runs (Node ${process.version})`);
console.log(`  luban scan --format json                        ${f(result.wallMs.luban)} ms`);
console.log(`  skill-check check --no-security-scan --format json ${f(result.wallMs.skillCheck)} ms`);
console.log(`  markdownlint-cli2 (same SKILL.md files)         ${f(result.wallMs.markdownlintCli2)} ms`);
console.log(`  ratio luban / skill-check        ${result.ratios.lubanOverSkillCheck.toFixed(3)}  (target ≤ 0.25)`);
console.log(`  ratio luban / markdownlint-cli2  ${result.ratios.lubanOverMarkdownlintCli2.toFixed(3)}`);
console.log(`One skill (${result.oneSkillWallMs.skill}), median of ${RUNS} runs:`);
console.log(`  luban scan --format json    ${f(result.oneSkillWallMs.luban)} ms`);
console.log(`  skill-check check           ${f(result.oneSkillWallMs.skillCheck)} ms`);
console.log(`  node -e 0 (start-up floor)  ${f(result.oneSkillWallMs.bareNode)} ms`);
console.log(`  ratio luban / skill-check   ${(result.oneSkillWallMs.luban / result.oneSkillWallMs.skillCheck).toFixed(3)}`);
console.log(`In-process, ${result.inProcessMs.file} (${largest.size} B), median of ${ITER}:`);
console.log(`  luban (parse + all rules)  ${f(result.inProcessMs.luban)} ms`);
console.log(`  markdownlint (all rules)   ${f(result.inProcessMs.markdownlint)} ms`);
console.log(`  ratio luban / markdownlint ${result.ratios.inProcessLubanOverMarkdownlint.toFixed(3)}  (target ≤ 1.0)`);
