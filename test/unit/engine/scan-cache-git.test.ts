/**
 * The scan cache inside a git repository (issue 30 item 1): an unchanged skill in an
 * unchanged repository costs no git call; a changed one at most one `git log` per
 * repository; HEAD is read from the repository's files; CASCADE ages that read the clock
 * are kept for the span they hold; the cache file is read a line at a time, and one
 * corrupt entry costs that skill only. Git calls are counted through gitRunner.
 */
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { ScanCache, isSkillRecord, type SkillRecord } from '../../../src/core/engine/scan-cache.ts';
import { clockWindow, gitRunner } from '../../../src/core/engine/git-dates.ts';
import { repoHead } from '../../../src/core/git/head.ts';
import { readScanCache, writeScanCache, type ScanCacheEntry } from '../../../src/core/formats/scan-cache.ts';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';

const NOTES = '# Notes\n\nBased on arXiv:2603.02766 and https://example.org/spec.\n';
const skill = (name: string) =>
  `---\nname: ${name}\ndescription: "${name} things. Use when the user says ${name}."\n---\n\n# ${name}\n\nSee [notes](references/notes.md).\n`;
const NOW = new Date('2026-11-30T00:00:00Z');
const DAY = 86_400_000;

function git(dir: string, date: string, ...args: string[]): string {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  return execFileSync('git', ['-c', 'user.email=t@e.st', '-c', 'user.name=t', ...args], { cwd: dir, env, stdio: 'pipe', encoding: 'utf8' });
}

/** Two skills whose references are dated by git only, and one without references, committed long ago. */
function repo(): string {
  const dir = tempDir({
    'skills/alpha/SKILL.md': skill('alpha'),
    'skills/alpha/references/notes.md': NOTES,
    'skills/beta/SKILL.md': skill('beta'),
    'skills/beta/references/notes.md': NOTES,
    'skills/gamma/SKILL.md': '---\nname: gamma\ndescription: "Gamma. Use when the user says gamma."\n---\n\n# Gamma\n\nDo the thing.\n',
  });
  git(dir, '2025-01-01T00:00:00Z', 'init', '-q');
  git(dir, '2025-01-01T00:00:00Z', 'add', '.');
  git(dir, '2025-01-01T00:00:00Z', 'commit', '-qm', 'old');
  return dir;
}

/** Count the git processes the scan starts (through the injectable runner). */
const calls = { log: 0, touched: 0 };
const real = { ...gitRunner };
gitRunner.lastCommitDates = (dir) => {
  calls.log++;
  return real.lastCommitDates(dir);
};
gitRunner.pathsTouchedSince = (root, a, b) => {
  calls.touched++;
  return real.pathsTouchedSince(root, a, b);
};
afterEach(() => {
  calls.log = 0;
  calls.touched = 0;
});

/** What a report prints of a result (as JSON: a key whose value is undefined is not printed). */
const shown = (r: Awaited<ReturnType<typeof scanPaths>>['skills'][number]) =>
  JSON.parse(
    JSON.stringify({
      dir: r.doc.dir,
      profile: r.profile,
      findings: r.findings,
      subscores: r.subscores,
      dims: r.dims,
      runtimeGate: r.runtimeGate,
      summary: r.summary,
    }),
  ) as { dir: string; findings: Array<{ ruleId: string }> } & Record<string, unknown>;

const plain = async (target: string, now = NOW) => (await scanPaths([target], { now, keepDocuments: false, skillIndex: 'never' })).skills.map(shown);

/** A scan with the cache kept in a file between scans (as `luban scan --cache` does). */
async function cached(target: string, file: string, now = NOW): Promise<{ cache: ScanCache; skills: ReturnType<typeof shown>[] }> {
  const read = await readScanCache(file, isSkillRecord);
  const cache = new ScanCache(read.entries, read.collisions);
  const r = await scanPaths([target], { now, keepDocuments: false, skillIndex: 'never', cache });
  await writeScanCache(file, cache.entriesToWrite([target]), cache.collisions);
  return { cache, skills: r.skills.map(shown) };
}

test('repoHead reads HEAD from the repository files (a branch, a detached HEAD, packed refs) without starting git', () => {
  const dir = repo();
  const sha = git(dir, '2025-01-01T00:00:00Z', 'rev-parse', 'HEAD').trim();
  assert.equal(repoHead(dir), sha);
  git(dir, '2025-01-01T00:00:00Z', 'pack-refs', '--all');
  assert.equal(repoHead(dir), sha, 'from packed-refs');
  git(dir, '2025-01-01T00:00:00Z', 'checkout', '-q', '--detach');
  assert.equal(repoHead(dir), sha, 'detached');
  assert.equal(repoHead(tempDir()), undefined, 'no repository');
});

test('inside git: an unchanged skill in an unchanged repository makes no git call, and the warm scan prints what the cold one does', async () => {
  const dir = repo();
  const target = path.join(dir, 'skills');
  const file = path.join(tempDir(), 'cache');
  const expected = await plain(target);
  assert.ok(
    expected.some((s) => s.findings.some((f) => f.ruleId === 'cascade/stale-reference')),
    'the references are aged by git',
  );
  calls.log = 0;
  const cold = await cached(target, file);
  assert.equal(calls.log, 2, 'cold: one git log per skill that needs dates');
  assert.deepEqual(cold.skills, expected);
  assert.equal(cold.cache.fresh.size, 3, 'the git-dated skills are kept too');
  calls.log = 0;
  const warm = await cached(target, file);
  assert.deepEqual({ ...calls }, { log: 0, touched: 0 }, 'warm: no git process at all');
  assert.equal(warm.cache.hits, 3);
  assert.equal(warm.cache.misses, 0);
  assert.deepEqual(warm.skills, expected);
});

test('inside git: a changed skill asks git nothing while HEAD stays, and after a commit one git log per repository (plus one for the skill it touched)', async () => {
  const dir = repo();
  const target = path.join(dir, 'skills');
  const file = path.join(tempDir(), 'cache');
  await cached(target, file);
  // An uncommitted change: the dates still hold (same HEAD), the skill is scanned again.
  writeFileSync(path.join(dir, 'skills/beta/references/notes.md'), NOTES + '\nMore: arXiv:2501.00001.\n');
  calls.log = 0;
  const edited = await cached(target, file);
  assert.deepEqual({ ...calls }, { log: 0, touched: 0 }, 'the kept dates of this HEAD are used');
  assert.equal(edited.cache.misses, 1);
  assert.deepEqual(edited.skills, await plain(target));
  // The change committed: HEAD moves.
  git(dir, '2026-11-01T00:00:00Z', 'commit', '-qam', 'beta');
  calls.log = 0;
  calls.touched = 0;
  const committed = await cached(target, file);
  assert.equal(calls.touched, 1, 'one git log for the repository: which paths the new commits touched');
  assert.equal(calls.log, 1, 'only the touched skill asks for its dates');
  assert.equal(committed.cache.misses, 1, 'alpha and gamma still hit');
  const expected = await plain(target);
  assert.deepEqual(committed.skills, expected);
  assert.ok(
    expected.some((s) => s.dir.endsWith('beta') && !s.findings.some((f) => f.ruleId === 'cascade/stale-reference')),
    "beta's reference is now recent",
  );
  calls.log = 0;
  calls.touched = 0;
  await cached(target, file);
  assert.deepEqual({ ...calls }, { log: 0, touched: 0 }, 'the next scan: HEAD unchanged, no git call');
});

test('inside git: history rewritten (amend) — git cannot vouch, each dated skill asks again, and the report stays right', async () => {
  const dir = repo();
  const target = path.join(dir, 'skills');
  const file = path.join(tempDir(), 'cache');
  await cached(target, file);
  git(dir, '2026-06-01T00:00:00Z', 'commit', '-q', '--amend', '-m', 'rewritten');
  calls.log = 0;
  const after = await cached(target, file);
  assert.equal(calls.touched, 1);
  assert.equal(calls.log, 2);
  assert.deepEqual(after.skills, await plain(target));
});

test('ages read from the clock are kept for the span they hold: a scan a year later misses (no git call) and reports the new ages', async () => {
  const dir = repo();
  const target = path.join(dir, 'skills');
  const file = path.join(tempDir(), 'cache');
  await cached(target, file);
  const sameDay = await cached(target, file, new Date(NOW.getTime() + 3_600_000));
  assert.equal(sameDay.cache.misses, 0, 'an hour later the ages in days are the same');
  const later = new Date(NOW.getTime() + 400 * DAY);
  calls.log = 0;
  const next = await cached(target, file, later);
  assert.equal(calls.log, 0);
  assert.equal(next.cache.misses, 2, 'the two git-dated skills are aged again');
  assert.deepEqual(next.skills, await plain(target, later));
});

test('clockWindow: the span where every age in whole days stays the same; none when a rule other than CASCADE read the clock', () => {
  const now = Date.UTC(2026, 10, 30, 15);
  const commit = Date.UTC(2025, 0, 1, 18);
  assert.deepEqual(clockWindow(now, new Set(['cascade/stale-reference']), [commit]), { from: Date.UTC(2026, 10, 30), until: Date.UTC(2026, 10, 30, 18) });
  assert.deepEqual(
    clockWindow(now, new Set(['cascade/stale-reference'])),
    { from: Date.UTC(2026, 10, 30), until: Date.UTC(2026, 11, 1) },
    'update blocks: UTC days',
  );
  assert.equal(clockWindow(now, new Set(['cascade/stale-reference', 'other/rule'])), undefined);
});

test('a cache of 1,000 entries with one corrupt line: read a line at a time, only that entry is dropped, and the notice names the file and the line', async () => {
  const record: SkillRecord = {
    profile: 'agentskills',
    findings: [],
    subscores: {} as SkillRecord['subscores'],
    dims: {} as SkillRecord['dims'],
    runtimeGate: 'pass' as SkillRecord['runtimeGate'],
    folderName: 's',
    summary: { compatibility: [] },
  };
  const entries = new Map<string, ScanCacheEntry<SkillRecord>>();
  for (let i = 0; i < 1000; i++) entries.set(`/r/s${String(i).padStart(4, '0')}`, { key: `k${i}`, record });
  const file = path.join(tempDir(), 'big.lubancache');
  await writeScanCache(file, entries);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[501] = lines[501].slice(0, 40); // the 501st entry, cut short
  writeFileSync(file, lines.join('\n'));
  const read = await readScanCache(file, isSkillRecord);
  assert.equal(read.entries.size, 999);
  assert.equal(read.entries.has('/r/s0500'), false);
  assert.equal(read.backupPath, undefined, 'the file is not set aside for one bad line');
  assert.match(read.notice!.en, new RegExp(`scan cache ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has 1 unreadable entries \\(line 502: not JSON`));
  assert.match(read.notice!.zh, /第 502 行/);
});

test('one corrupt entry in a real cache: only that skill is scanned again, and the report is unchanged', async () => {
  const dir = repo();
  const target = path.join(dir, 'skills');
  const file = path.join(tempDir(), 'cache');
  await cached(target, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[2] = '{"dir":';
  writeFileSync(file, lines.join('\n'));
  calls.log = 0;
  const again = await cached(target, file);
  assert.equal(again.cache.misses, 1);
  assert.equal(again.cache.hits, 2);
  assert.deepEqual(again.skills, await plain(target));
});

for (const format of ['json', 'sarif', 'text'] as const) {
  test(`luban scan --cache inside a git repository: cold and warm print exactly what an uncached scan prints, the warm one with no git call (${format})`, async () => {
    const dir = repo();
    const cacheFile = path.join(tempDir(), 'cache');
    const plainRun = await cli(['scan', 'skills', '--format', format], { cwd: dir });
    calls.log = 0;
    const cold = await cli(['scan', 'skills', '--format', format, '--cache', '--cache-location', cacheFile], {
      cwd: dir,
    });
    assert.equal(calls.log, 2, 'the cold scan asks git for the two dated skills');
    calls.log = 0;
    const warm = await cli(['scan', 'skills', '--format', format, '--cache', '--cache-location', cacheFile], {
      cwd: dir,
    });
    assert.equal(calls.log, 0);
    assert.equal(cold.stdout, plainRun.stdout);
    assert.equal(warm.stdout, plainRun.stdout);
    assert.equal(warm.stderr, '');
  });
}
