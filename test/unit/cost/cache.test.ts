import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defaultCacheDir, JudgeCache, keyHash, type CacheKey } from '../../../src/core/models/cache.ts';
import { tempDir } from '../../support/tmp.ts';

const key: CacheKey = { contentHash: 'abc', dimension: 'dim2', model: 'openai:http://x/v1:m', promptVersion: 'dim2@1', variant: 'judge-1' };

describe('judge cache', () => {
  it('stores and returns a value under its full key', async () => {
    const dir = tempDir();
    const c = new JudgeCache(dir);
    assert.equal(await c.get(key), undefined);
    await c.put(key, { score: 7 });
    assert.deepEqual(await c.get(key), { score: 7 });
    assert.equal(c.hits, 1);
    assert.equal(c.misses, 1);
    assert.equal(c.writes, 1);
    // a second instance on the same folder sees it (on disk)
    assert.deepEqual(await new JudgeCache(dir).get(key), { score: 7 });
  });
  it('keys on every part: content, dimension, model, prompt version, variant', async () => {
    const c = new JudgeCache(tempDir());
    await c.put(key, 1);
    for (const change of [{ contentHash: 'abd' }, { dimension: 'dim3' }, { model: 'anthropic:x:m' }, { promptVersion: 'dim2@2' }, { variant: 'judge-2' }]) {
      assert.equal(await c.get({ ...key, ...change }), undefined, JSON.stringify(change));
      assert.notEqual(keyHash({ ...key, ...change }), keyHash(key));
    }
  });
  it('writes atomically: no temp file is left beside the entry', async () => {
    const dir = tempDir();
    const c = new JudgeCache(dir);
    await c.put(key, { a: 1 });
    const h = keyHash(key);
    const sub = path.join(dir, h.slice(0, 2));
    assert.deepEqual(readdirSync(sub), [`${h}.json`]);
    const entry = JSON.parse(readFileSync(path.join(sub, `${h}.json`), 'utf8'));
    assert.deepEqual(entry.key, key);
    assert.equal(entry.format, 1);
  });
  it('treats a corrupt or foreign entry as a miss, never as an answer', async () => {
    const dir = tempDir();
    const c = new JudgeCache(dir);
    const h = keyHash(key);
    mkdirSync(path.join(dir, h.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(dir, h.slice(0, 2), `${h}.json`), '{"format":1,"key":');
    assert.equal(await c.get(key), undefined);
    writeFileSync(path.join(dir, h.slice(0, 2), `${h}.json`), JSON.stringify({ format: 1, key: { ...key, dimension: 'other' }, value: 9 }));
    assert.equal(await c.get(key), undefined);
    assert.equal(c.hits, 0);
  });
  it('an unwritable cache folder (a file in the way) is a warning, not a failure', async () => {
    const dir = tempDir({ blocker: 'a file' });
    const c = new JudgeCache(path.join(dir, 'blocker'));
    await c.put(key, 1);
    assert.equal(c.writes, 0);
    assert.match(c.warnings[0], /judge cache not written/);
    assert.ok(!existsSync(path.join(dir, 'blocker', 'x')));
  });
  it('lives in the OS cache folder unless told otherwise', () => {
    assert.equal(defaultCacheDir({ LUBAN_CACHE_DIR: '/c' }, 'linux', '/home/u'), '/c');
    assert.equal(defaultCacheDir({}, 'linux', '/home/u'), path.join('/home/u', '.cache', 'luban', 'judge'));
    assert.equal(defaultCacheDir({ XDG_CACHE_HOME: '/xdg' }, 'linux', '/home/u'), path.join('/xdg', 'luban', 'judge'));
    assert.equal(defaultCacheDir({}, 'darwin', '/Users/u'), path.join('/Users/u', 'Library', 'Caches', 'luban', 'judge'));
    assert.equal(defaultCacheDir({ LOCALAPPDATA: 'C:\\L' }, 'win32', 'C:\\U'), path.join('C:\\L', 'luban', 'Cache', 'judge'));
  });
});
