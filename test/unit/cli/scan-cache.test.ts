import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { readCacheFile, writeCacheFile } from '../../support/scan-cache-file.ts';
import { copyToTemp, tempDir } from '../../support/tmp.ts';
import { cacheKeyOf } from '../../../src/core/engine/scan-cache.ts';
import { readSkillFolder } from '../../../src/core/skill/load.ts';
import { SCAN_CACHE_FILE } from '../../../src/core/formats/scan-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The example skills in a temp folder (the cache sits in the working directory). */
function workspace(): { cwd: string; skills: string } {
  const skills = copyToTemp(path.join(ROOT, 'examples/skills'));
  return { cwd: path.dirname(skills), skills: path.basename(skills) };
}

const readCache = (file: string) => readCacheFile(file);

/** Mark every cached finding's message, so a scan that reuses the cache shows the mark. */
function tamper(file: string): string {
  const cache = readCache(file);
  const [dir, entry] = Object.entries(cache.entries).find(([, e]) => e.record.findings.length > 0)!;
  entry.record.findings[0].message = 'FROM THE CACHE';
  writeCacheFile(file, cache);
  return dir;
}

for (const format of ['json', 'sarif', 'text'] as const) {
  test(`scan --cache: a cold and a warm scan print exactly what an uncached scan prints (${format})`, async () => {
    const { cwd, skills } = workspace();
    const plain = await cli(['scan', skills, '--format', format], { cwd });
    const cold = await cli(['scan', skills, '--format', format, '--cache'], { cwd });
    assert.ok(existsSync(path.join(cwd, SCAN_CACHE_FILE)), 'the default cache is .lubancache in the working directory');
    const warm = await cli(['scan', skills, '--format', format, '--cache'], { cwd });
    assert.equal(cold.stdout, plain.stdout);
    assert.equal(warm.stdout, plain.stdout);
    assert.equal(warm.code, plain.code);
    assert.equal(warm.stderr, '');
  });
}

test('scan --cache reuses the record of an unchanged skill (a hit)', async () => {
  const { cwd, skills } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  tamper(path.join(cwd, SCAN_CACHE_FILE));
  const warm = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.match(warm.stdout, /FROM THE CACHE/);
  // Without --cache the cache is neither read nor trusted.
  const plain = await cli(['scan', skills, '--format', 'json'], { cwd });
  assert.doesNotMatch(plain.stdout, /FROM THE CACHE/);
});

test('scan --cache misses when a file of the skill changes, and keeps the hits of the others', async () => {
  const { cwd, skills } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const file = path.join(cwd, SCAN_CACHE_FILE);
  const cache = readCache(file);
  for (const e of Object.values(cache.entries)) for (const f of e.record.findings) f.message = 'FROM THE CACHE';
  writeCacheFile(file, cache);
  const changed = Object.keys(cache.entries).find((d) => cache.entries[d].record.findings.length > 0)!;
  // A file that is not SKILL.md counts too: every file of the skill is in its key.
  writeFileSync(path.join(changed, 'references-note.md'), '# Note\n\nA new file.\n');
  const warm = JSON.parse((await cli(['scan', skills, '--format', 'json', '--cache'], { cwd })).stdout) as {
    skills: Array<{ dir: string; findings: Array<{ message: string }> }>;
  };
  const fresh = warm.skills.find((s) => path.resolve(cwd, s.dir) === changed)!;
  assert.ok(
    fresh.findings.every((f) => f.message !== 'FROM THE CACHE'),
    'the changed skill was scanned again',
  );
  assert.ok(
    warm.skills.some((s) => s.findings.some((f) => f.message === 'FROM THE CACHE')),
    'the unchanged skills came from the cache',
  );
  const again = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const plainAfter = await cli(['scan', skills, '--format', 'json'], { cwd });
  assert.equal(JSON.parse(again.stdout).skills.find((s: { dir: string }) => path.resolve(cwd, s.dir) === changed).findings.length, fresh.findings.length);
  assert.equal(JSON.stringify(JSON.parse(plainAfter.stdout).skills.find((s: { dir: string }) => path.resolve(cwd, s.dir) === changed)), JSON.stringify(fresh));
});

test('scan --cache misses when the config or the profile changes', async () => {
  const { cwd, skills } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  tamper(path.join(cwd, SCAN_CACHE_FILE));
  const otherProfile = await cli(['scan', skills, '--format', 'json', '--cache', '--profile', 'claude-code'], { cwd });
  assert.doesNotMatch(otherProfile.stdout, /FROM THE CACHE/);
  assert.equal(otherProfile.stdout, (await cli(['scan', skills, '--format', 'json', '--profile', 'claude-code'], { cwd })).stdout);

  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  tamper(path.join(cwd, SCAN_CACHE_FILE));
  writeFileSync(path.join(cwd, '.luban.json'), JSON.stringify({ rules: { 'hasp/soft-word': 'off' } }));
  const otherConfig = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.doesNotMatch(otherConfig.stdout, /FROM THE CACHE/);
  assert.equal(otherConfig.stdout, (await cli(['scan', skills, '--format', 'json'], { cwd })).stdout);
});

test("the cache key changes with Luban's version, the config, the profile, the locale and each file's bytes", () => {
  const dir = tempDir({ 'SKILL.md': '---\nname: demo\ndescription: Does demo things.\n---\n\n# Demo\n', 'references/a.md': 'alpha\n' });
  const folder = readSkillFolder(dir);
  const base = { config: {}, locale: 'en' as const, inGit: false };
  const key = cacheKeyOf(folder, base);
  assert.equal(cacheKeyOf(readSkillFolder(dir), base), key, 'the same folder, the same key');
  assert.notEqual(cacheKeyOf(folder, { ...base, version: '999.0.0' }), key);
  assert.notEqual(cacheKeyOf(folder, { ...base, config: { rules: { 'hasp/soft-word': 'off' } } }), key);
  assert.notEqual(cacheKeyOf(folder, { ...base, profile: 'metis' }), key);
  assert.notEqual(cacheKeyOf(folder, { ...base, locale: 'zh-CN' }), key);
  assert.notEqual(cacheKeyOf(folder, { ...base, inGit: true }), key);
  writeFileSync(path.join(dir, 'references/a.md'), 'alphb\n');
  assert.notEqual(cacheKeyOf(readSkillFolder(dir), base), key, 'one byte of a reference changes the key');
});

test('a corrupt cache file is backed up, reported with its name, and rebuilt; the report is unchanged', async () => {
  const { cwd, skills } = workspace();
  const file = path.join(cwd, SCAN_CACHE_FILE);
  writeFileSync(file, '{"format": "luban-scan-cache", "entries": {');
  const r = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.match(r.stderr, new RegExp(`scan cache ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} could not be read \\(not JSON`));
  assert.match(r.stderr, /backed up to .*\.lubancache\.bak\.\d{8}-\d{4}/);
  const backups = readdirSync(cwd).filter((n) => n.startsWith(`${SCAN_CACHE_FILE}.bak.`));
  assert.equal(backups.length, 1);
  assert.equal(readFileSync(path.join(cwd, backups[0]), 'utf8'), '{"format": "luban-scan-cache", "entries": {', 'the backup holds the old bytes');
  assert.equal(r.stdout, (await cli(['scan', skills, '--format', 'json'], { cwd })).stdout);
  assert.equal(readCache(file).format, 'luban-scan-cache', 'rebuilt');
  const next = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.equal(next.stderr, '');
});

test('a cache file of another kind or schema is not trusted either', async () => {
  const { cwd, skills } = workspace();
  const file = path.join(cwd, SCAN_CACHE_FILE);
  writeFileSync(file, JSON.stringify({ format: 'luban-scan-cache', schema: 99 }) + '\n');
  const r = await cli(['scan', skills, '--format', 'json', '--cache', '--locale', 'zh-CN'], { cwd });
  assert.match(r.stderr, /扫描缓存 .*无法读取（schema 99, expected 2）/);
  assert.equal(readCache(file).format, 'luban-scan-cache');
});

test('--cache-location names the file, or a folder that holds .cache_<hash of the working directory>', async () => {
  const { cwd, skills } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache', '--cache-location', 'tmp/luban.cache'], { cwd });
  assert.ok(existsSync(path.join(cwd, 'tmp/luban.cache')));
  assert.ok(!existsSync(path.join(cwd, SCAN_CACHE_FILE)));
  mkdirSync(path.join(cwd, 'cache-dir'));
  await cli(['scan', skills, '--format', 'json', '--cache', '--cache-location', 'cache-dir'], { cwd });
  const inside = readdirSync(path.join(cwd, 'cache-dir'));
  assert.equal(inside.length, 1);
  assert.match(inside[0], /^\.cache_[0-9a-f]{16}$/);
  // Without --cache, --cache-location alone writes nothing (ESLint's behaviour).
  await cli(['scan', skills, '--format', 'json', '--cache-location', 'other.cache'], { cwd });
  assert.ok(!existsSync(path.join(cwd, 'other.cache')));
});

test('scan --cache run inside a skill folder: the cache file is not part of the skill, so the next scan hits and prints the same', async () => {
  const { cwd, skills } = workspace();
  const skill = path.join(cwd, skills, readdirSync(path.join(cwd, skills)).sort()[0]);
  const plain = await cli(['scan', '.', '--format', 'json'], { cwd: skill });
  const cold = await cli(['scan', '.', '--format', 'json', '--cache'], { cwd: skill });
  assert.ok(existsSync(path.join(skill, SCAN_CACHE_FILE)));
  const warm = await cli(['scan', '.', '--format', 'json', '--cache'], { cwd: skill });
  assert.equal(cold.stdout, plain.stdout);
  assert.equal(warm.stdout, plain.stdout);
  assert.doesNotMatch(warm.stdout, /lubancache/);
  tamper(path.join(skill, SCAN_CACHE_FILE));
  assert.match((await cli(['scan', '.', '--format', 'json', '--cache'], { cwd: skill })).stdout, /FROM THE CACHE/, 'a hit');
});
