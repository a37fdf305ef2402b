/**
 * The scan cache's stamp shortcut (issue 16): a skill whose files' size, times, inode
 * and device are what they were when its result was kept is a hit without reading its
 * files; a result is still kept under its content key, so any doubt reads the bytes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cli } from '../../support/cli.ts';
import { readCacheFile, writeCacheFile } from '../../support/scan-cache-file.ts';
import { copyToTemp, tempDir } from '../../support/tmp.ts';
import { cacheKeyOf, ScanCache, STAMP_SETTLED_MS, stampKeyOf, type SkillRecord } from '../../../src/core/engine/scan-cache.ts';
import { readFolderBytes, readSkillFolder, statSkillFolder } from '../../../src/core/skill/load.ts';
import { SCAN_CACHE_FILE } from '../../../src/core/formats/scan-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const readCache = (file: string) => readCacheFile(file);

const base = { config: {}, locale: 'en' as const, inGit: false };

test('stampKeyOf: none while a file is within the settling window, then one that follows size, mtime and a rewrite', () => {
  const dir = tempDir({ 'SKILL.md': '---\nname: demo\ndescription: Does demo things.\n---\n\n# Demo\n', 'references/a.md': 'alpha\n' });
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  utimesSync(path.join(dir, 'references/a.md'), hourAgo, hourAgo);
  const now = Date.now();
  assert.equal(stampKeyOf(statSkillFolder(dir), base, now), undefined, 'files written just now cannot vouch for their bytes');
  const later = now + STAMP_SETTLED_MS + 60_000;
  const key = stampKeyOf(statSkillFolder(dir), base, later);
  assert.ok(key, 'settled files give a stamp key');
  assert.equal(stampKeyOf(statSkillFolder(dir), base, later), key, 'the same files, the same stamp key');
  assert.notEqual(stampKeyOf(statSkillFolder(dir), { ...base, profile: 'metis' }, later), key, 'the inputs are in it as in the content key');
  // Same size, the old mtime put back: the rewrite still moved ctime.
  const file = path.join(dir, 'references/a.md');
  const before = statSync(file);
  writeFileSync(file, 'alphb\n');
  utimesSync(file, hourAgo, hourAgo);
  assert.equal(statSync(file).mtimeMs, before.mtimeMs, 'the old mtime, exactly');
  assert.notEqual(stampKeyOf(statSkillFolder(dir), base, later + 5_000), key);
});

test('statSkillFolder reads no bytes; readFolderBytes makes it the folder readSkillFolder reads (same content key)', () => {
  const dir = tempDir({ 'SKILL.md': '---\nname: demo\ndescription: Does demo things.\n---\n\n# Demo\n', 'big.md': 'x'.repeat(10) });
  const statted = statSkillFolder(dir);
  assert.ok(statted.files.every((f) => f.bytes === undefined && f.stamp !== undefined));
  assert.equal(cacheKeyOf(readFolderBytes(statted), base), cacheKeyOf(readSkillFolder(dir), base));
});

test('ScanCache: a stamp hit reads nothing and changes nothing; a content hit takes the new stamp key (the file is written)', () => {
  const record = { findings: [] } as unknown as SkillRecord;
  const dir = path.resolve('/skills/a');
  const kept = new Map([[dir, { key: 'K', stampKey: 'S', record }]]);
  const stampHit = new ScanCache(kept);
  assert.equal(stampHit.lookupStamp(dir, 'S'), record);
  assert.equal(stampHit.stampHits, 1);
  assert.equal(stampHit.needsWrite(['/skills']), false);
  const contentHit = new ScanCache(kept);
  assert.equal(contentHit.lookupStamp(dir, 'S2'), undefined);
  assert.equal(contentHit.lookup(dir, 'K', 'S2'), record);
  assert.equal(contentHit.fresh.get(dir)?.stampKey, 'S2');
  assert.equal(contentHit.needsWrite(['/skills']), true);
  const gone = new ScanCache(kept);
  assert.equal(gone.needsWrite(['/skills']), true, 'a kept skill under the targets that is no longer there');
  assert.equal(gone.needsWrite(['/elsewhere']), false, 'skills outside the folders scanned are kept as they were');
  const miss = new ScanCache(kept);
  assert.equal(miss.lookup(dir, 'K2', 'S'), undefined);
  assert.equal(miss.misses, 1);
});

test('scan --cache: settled skills hit on their stamps, a scan that changes nothing leaves the file alone, a rewrite with the old mtime put back still misses', async () => {
  const skills = copyToTemp(path.join(ROOT, 'examples/skills'));
  const cwd = path.dirname(skills);
  const rel = path.basename(skills);
  const file = path.join(cwd, SCAN_CACHE_FILE);
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  for (const f of readdirSync(skills, { recursive: true, withFileTypes: true }))
    if (f.isFile()) utimesSync(path.join(f.parentPath ?? f.path, f.name), hourAgo, hourAgo);
  const plain = await cli(['scan', rel, '--format', 'json'], { cwd });
  const cold = await cli(['scan', rel, '--format', 'json', '--cache'], { cwd });
  assert.equal(cold.stdout, plain.stdout);
  await sleep(STAMP_SETTLED_MS + 100);
  const settled = await cli(['scan', rel, '--format', 'json', '--cache'], { cwd });
  assert.equal(settled.stdout, plain.stdout);
  const cache = readCache(file);
  assert.ok(
    Object.values(cache.entries).every((e) => typeof e.stampKey === 'string'),
    'settled files: every entry has a stamp key',
  );
  // Nothing changed since: the file is not written again.
  const first = statSync(file);
  assert.equal((await cli(['scan', rel, '--format', 'json', '--cache'], { cwd })).stdout, plain.stdout);
  assert.equal(statSync(file).ino, first.ino, 'not replaced (an atomic write renames a new file into place)');
  assert.equal(statSync(file).mtimeMs, first.mtimeMs);
  // Mark every kept message: a hit shows the mark.
  for (const e of Object.values(cache.entries)) for (const f of e.record.findings) f.message = 'FROM THE CACHE';
  writeCacheFile(file, cache);
  const changed = Object.keys(cache.entries).find((d) => cache.entries[d].record.findings.length > 0)!;
  const skillMd = path.join(changed, existsSync(path.join(changed, 'SKILL.md')) ? 'SKILL.md' : 'skill.md');
  const before = statSync(skillMd);
  const text = readFileSync(skillMd, 'utf8');
  // The same size and mtime, other bytes.
  writeFileSync(
    skillMd,
    text.replace(/[a-z]/, (c) => (c === 'z' ? 'y' : String.fromCharCode(c.charCodeAt(0) + 1))),
  );
  utimesSync(skillMd, hourAgo, hourAgo);
  assert.equal(statSync(skillMd).mtimeMs, before.mtimeMs, 'the old mtime, exactly');
  assert.equal(statSync(skillMd).size, before.size);
  const warm = JSON.parse((await cli(['scan', rel, '--format', 'json', '--cache'], { cwd })).stdout) as {
    skills: Array<{ dir: string; findings: Array<{ message: string }> }>;
  };
  const others = warm.skills.filter((s) => path.resolve(cwd, s.dir) !== changed);
  assert.ok(
    others.some((s) => s.findings.some((f) => f.message === 'FROM THE CACHE')),
    'the unchanged skills hit without a read',
  );
  const rescanned = warm.skills.find((s) => path.resolve(cwd, s.dir) === changed)!;
  assert.ok(
    rescanned.findings.every((f) => f.message !== 'FROM THE CACHE'),
    'the rewritten skill was scanned again',
  );
  const uncached = JSON.parse((await cli(['scan', rel, '--format', 'json'], { cwd })).stdout) as { skills: Array<{ dir: string }> };
  assert.equal(JSON.stringify(rescanned), JSON.stringify(uncached.skills.find((s) => path.resolve(cwd, s.dir) === changed)));
});
