/**
 * Scan workers (issue 16, core/engine/scan-pool.ts): a report-only scan on worker
 * threads gives exactly what a scan in one thread gives, with and without the scan
 * cache, Skill Tree skills included; a worker that dies costs nothing but time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import {
  AUTO_RESERVE_BYTES,
  ScanPool,
  ScanWorkerLost,
  scanThreads,
  scanThreadsDecision,
  scanWorkerScript,
  WORKER_BUDGET_BYTES,
} from '../../../src/core/engine/scan-pool.ts';
import { workersLine } from '../../../src/cli/commands/scan.ts';
import { ScanCache } from '../../../src/core/engine/scan-cache.ts';
import { readSkillFolder } from '../../../src/core/skill/load.ts';
import { tempDir } from '../../support/tmp.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');
const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/skills');
const NOW = new Date('2026-11-30T00:00:00Z');

/** What a report shows of a result (the document is an outline in both). */
const shown = (r: Awaited<ReturnType<typeof scanPaths>>['skills'][number]) => ({
  dir: r.doc.dir,
  skillFile: r.doc.skillFile,
  profile: r.profile,
  findings: r.findings,
  subscores: r.subscores,
  dims: r.dims,
  runtimeGate: r.runtimeGate,
  summary: r.summary,
});

const GB = 1024 ** 3;
const m = (cores: number, freeGb = 16) => ({ cores, freeBytes: freeGb * GB });

test('scanThreads: auto is half the cores (at most 8) from 24 skills on more than 2 cores, as the free memory allows; on 2 cores none unless one thread would outgrow its memory; a number is that many workers', () => {
  assert.equal(scanThreads('auto', 400, m(2)), 0, 'two cores: one thread already keeps both busy');
  assert.equal(scanThreads('auto', 1000, m(2)), 0, 'two cores, 1k skills: no workers (they cost +40 % CPU for no speed)');
  assert.equal(scanThreads('auto', 2900, m(2)), 0, 'one thread stays under its cap');
  assert.equal(scanThreads('auto', 3000, m(2)), 2, 'one thread would outgrow its cap: two workers with bounded heaps');
  assert.equal(scanThreads('auto', 10_000, m(2)), 2, 'a 10k registry on two cores: two bounded workers (memory flat)');
  assert.equal(scanThreads('auto', 10_000, m(2, 1.4)), 0, 'too little free memory for two workers: this thread');
  assert.equal(scanThreads('auto', 400, m(1)), 0);
  assert.equal(scanThreads('auto', 400, m(3)), 0, 'one worker would be no faster than this thread');
  assert.equal(scanThreads('auto', 100, m(8)), 4);
  assert.equal(scanThreads('auto', 1000, m(64)), 8);
  assert.equal(scanThreads('auto', 10, m(16)), 0, 'a handful of skills: no workers');
  assert.equal(scanThreads('off', 1000, m(16)), 0);
  assert.equal(scanThreads(3, 1000, m(2)), 3, 'asked for: given, even on two cores');
  assert.equal(scanThreads(1, 1000, m(2)), 1, 'one worker (the editor keeps its host free with one)');
  assert.equal(scanThreads(0, 1000, m(16)), 0);
  assert.equal(scanThreads(8, 3, m(16)), 2, 'never more workers than pairs of skills');
  assert.equal(scanThreads(4, 1000, m(16, 0)), 4, 'a number is not capped by memory');
});

test('scanThreadsDecision: the free memory caps auto (reserve + one budget per worker), and the decision says why', () => {
  const fits = (n: number) => (AUTO_RESERVE_BYTES + n * WORKER_BUDGET_BYTES) / GB;
  assert.deepEqual(scanThreadsDecision('auto', 1000, m(16, 64)), { threads: 8, reason: 'cores', machine: m(16, 64), skills: 1000, memoryAllows: 252 });
  const three = scanThreadsDecision('auto', 1000, m(16, fits(3)));
  assert.equal(three.threads, 3, 'memory for three workers: three');
  assert.equal(three.reason, 'memory');
  assert.equal(three.memoryAllows, 3);
  const one = scanThreadsDecision('auto', 1000, m(16, fits(1.5)));
  assert.equal(one.threads, 0, 'memory for one worker: none (one is no faster than this thread)');
  assert.equal(one.reason, 'memory');
  assert.equal(scanThreadsDecision('auto', 1000, m(16, 0.5)).threads, 0, 'less free memory than the reserve: none');
  assert.equal(scanThreadsDecision('auto', 1000, m(2)).reason, 'two-cores');
  assert.equal(scanThreadsDecision('auto', 10_000, m(2)).reason, 'two-cores-large');
  assert.equal(scanThreadsDecision('auto', 5, m(16)).reason, 'few-skills');
  assert.equal(scanThreadsDecision('off', 1000, m(16)).reason, 'off');
  assert.equal(scanThreadsDecision(2, 1000, m(2)).reason, 'asked');
});

test('luban scan --verbose says how many workers ran and why (English and Chinese)', () => {
  const two = scanThreadsDecision('auto', 1000, m(2));
  assert.match(workersLine('en', two), /^scan workers: 0 \(auto: 2 cores; one thread already keeps them busy/);
  assert.match(workersLine('zh-CN', two), /^扫描工作线程：0（auto：2 个核心/);
  assert.match(
    workersLine('en', scanThreadsDecision('auto', 10_000, m(2))),
    /^scan workers: 2 \(auto: 2 cores, but 10000 skills would grow one thread past 512 MB;/,
  );
  const mem = scanThreadsDecision('auto', 1000, m(16, 1.5));
  assert.match(workersLine('en', mem), /^scan workers: 2 \(auto: 16 cores, 1536 MB free memory allows 2 \(each worker may hold 256 MB, 1024 MB kept back\)\)$/);
});

test('a scan on two workers reports exactly what a scan in one thread reports (corpus fixtures, examples, a Skill Tree skill)', async () => {
  const targets = [path.join(FIXTURES, 'corpus'), EXAMPLES, path.join(FIXTURES, 'skill-tree-illegal')];
  const one = await scanPaths(targets, { now: NOW, keepDocuments: false, threads: 'off', skillIndex: 'never' });
  const two = await scanPaths(targets, { now: NOW, keepDocuments: false, threads: 2, skillIndex: 'never' });
  assert.ok(one.skills.length > 40, `the fixtures hold many skills (${one.skills.length})`);
  assert.ok(
    one.skills.some((r) => r.profile === 'skilltree'),
    'a Skill Tree skill is among them (checked again on this thread)',
  );
  assert.ok(
    one.skills.some((r) => r.findings.some((f) => f.module === 'Sentinel')),
    'Sentinel findings are among them',
  );
  assert.equal(one.workers.threads, 0);
  assert.equal(two.workers.threads, 2);
  const treeSkills = two.skills.filter((r) => r.profile === 'skilltree').length;
  assert.equal(two.workers.skills, two.skills.length - treeSkills, 'every other skill was scanned on a worker');
  assert.deepEqual(two.skills.map(shown), one.skills.map(shown));
});

test('with the scan cache: workers fill it, a second scan hits it, and both print what an uncached scan prints', async () => {
  const dir = tempDir();
  cpSync(EXAMPLES, path.join(dir, 'skills'), { recursive: true });
  const target = path.join(dir, 'skills');
  const plain = await scanPaths([target], { now: NOW, keepDocuments: false, threads: 'off' });
  const cold = new ScanCache();
  const first = await scanPaths([target], { now: NOW, keepDocuments: false, threads: 2, cache: cold });
  assert.ok(cold.misses > 0 && cold.fresh.size > 0, 'the cold scan kept records');
  const warm = new ScanCache(cold.fresh);
  const second = await scanPaths([target], { now: NOW, keepDocuments: false, threads: 2, cache: warm });
  assert.equal(first.workers.skills, first.skills.length, 'the cold scan ran on the workers');
  assert.equal(second.workers.skills, 0, 'the warm one needed none');
  assert.equal(warm.misses, 0, `every skill hit (${warm.hits} hits)`);
  assert.ok(warm.hits >= cold.fresh.size);
  assert.deepEqual(first.skills.map(shown), plain.skills.map(shown));
  assert.deepEqual(second.skills.map(shown), plain.skills.map(shown));
});

test('a worker that dies loses only time: its skill rejects with ScanWorkerLost (scanPaths scans it in its own thread), a new worker takes its place a few times, then the pool refuses at once', async () => {
  const dir = tempDir({ 'crash.cjs': "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n" });
  const pool = new ScanPool(1, path.join(dir, 'crash.cjs'));
  const folder = readSkillFolder(path.join(EXAMPLES, 'weekly-report'));
  for (let i = 0; i < 6; i++) await assert.rejects(pool.scan(folder, { config: {}, locale: 'en', inGit: false, reportOnly: true }), ScanWorkerLost);
  const t0 = performance.now();
  await assert.rejects(pool.scan(folder, { config: {}, locale: 'en', inGit: false, reportOnly: true }), /no scan worker is running/);
  assert.ok(performance.now() - t0 < 100, 'refused without starting anything');
  await pool.close();
});

test('the worker script is found from source (tsx) and answers a real scan', async () => {
  const script = scanWorkerScript();
  assert.ok(script && /scan-worker\.(ts|cjs)$/.test(script), String(script));
  const pool = new ScanPool(1, script!);
  const folder = readSkillFolder(path.join(EXAMPLES, 'weekly-report'));
  const reply = await pool.scan(folder, { config: {}, locale: 'en', now: NOW, inGit: false, reportOnly: true });
  await pool.close();
  assert.equal(reply.ok, true);
  assert.equal(reply.result.doc.folderName, 'weekly-report');
  assert.equal(reply.result.summary.name, 'weekly-report');
  assert.equal(
    reply.result.doc.files.some((f) => f.text),
    false,
    'no text crosses back',
  );
});

test("a skill too large for a worker's bounded heap fails there with ScanWorkerLost (scanned by the caller), and the next worker scans the next skill", async () => {
  const big: Record<string, string> = { 'SKILL.md': '---\nname: big\ndescription: Reads many large references. Use when testing heap bounds.\n---\n\n# Big\n' };
  const line = 'The quick brown fox jumps over the lazy dog and reads the reference again. '.repeat(13) + '\n';
  for (let i = 0; i < 120; i++) big[`references/r${i}.md`] = line.repeat(1000);
  const dir = tempDir(big);
  const pool = new ScanPool(1, scanWorkerScript()!, { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 });
  const small = readSkillFolder(path.join(EXAMPLES, 'weekly-report'));
  const inputs = { config: {}, locale: 'en' as const, now: NOW, inGit: false, reportOnly: true };
  assert.equal((await pool.scan(small, inputs)).result.doc.folderName, 'weekly-report', 'an ordinary skill fits');
  await assert.rejects(pool.scan(readSkillFolder(dir), inputs), ScanWorkerLost);
  assert.equal((await pool.scan(small, inputs)).result.doc.folderName, 'weekly-report', 'a new worker took its place');
  await pool.close();
});
