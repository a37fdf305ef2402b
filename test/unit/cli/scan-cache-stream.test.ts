/**
 * The scan cache read per entry and written as skills finish (issue 30 item 1: memory):
 * a lazy read hands out the same records as a whole read; an older file (record not last)
 * is still read, then written again in the new order; a JSON report made from kept pieces
 * (copied as text) is byte for byte an uncached one's, in every mix of formats; a damaged
 * piece falls back to its record; a scan cancelled or killed before its cache is written
 * leaves the old cache as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli } from '../../support/cli.ts';
import { copyToTemp } from '../../support/tmp.ts';
import { isSkillRecord, ScanCache, type SkillRecord } from '../../../src/core/engine/scan-cache.ts';
import { readScanCache, SCAN_CACHE_FILE, writeScanCache } from '../../../src/core/formats/scan-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function workspace(): { cwd: string; skills: string; file: string } {
  const skills = copyToTemp(path.join(ROOT, 'examples/skills'));
  const cwd = path.dirname(skills);
  return { cwd, skills: path.basename(skills), file: path.join(cwd, SCAN_CACHE_FILE) };
}

/** The cache's entries, each with its record parsed (a whole read). */
async function wholeEntries(file: string): Promise<Map<string, { key: string; record: SkillRecord }>> {
  const read = await readScanCache(file, isSkillRecord);
  assert.equal(read.notice, undefined);
  return new Map([...read.entries].map(([dir, e]) => [dir, { key: e.key, record: e.record }]));
}

test('a lazy read hands out the records of a whole read, each read from the file when used', async () => {
  const { cwd, skills, file } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const whole = await wholeEntries(file);
  assert.ok(whole.size > 1);
  const lazy = await readScanCache(file, isSkillRecord, new Date(), { lazy: true });
  try {
    assert.equal(lazy.notice, undefined);
    assert.equal(lazy.legacy, undefined);
    assert.deepEqual([...lazy.entries.keys()].sort(), [...whole.keys()].sort());
    for (const [dir, e] of lazy.entries) {
      assert.equal(e.key, whole.get(dir)!.key);
      assert.deepEqual(e.record, whole.get(dir)!.record);
    }
    // Written back through a lazy read, unchanged: the same bytes (records copied as text).
    const again = path.join(cwd, 'again.cache');
    await writeScanCache(again, lazy.entries, lazy.collisions);
    assert.equal(readFileSync(again, 'utf8'), readFileSync(file, 'utf8'));
  } finally {
    lazy.close?.();
  }
});

test('a cache file written before records came last is read, and written again in the new order; the report is unchanged', async () => {
  const { cwd, skills, file } = workspace();
  const plain = await cli(['scan', skills, '--format', 'json'], { cwd });
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const whole = await wholeEntries(file);
  // The older order: record before the stamps, no `recordLast` in the header, no pieces.
  const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]) as Record<string, unknown>;
  delete header.recordLast;
  const lines = [JSON.stringify(header), ...[...whole].map(([dir, e]) => JSON.stringify({ dir, key: e.key, record: e.record }))];
  writeFileSync(file, lines.join('\n') + '\n');
  const lazy = await readScanCache(file, isSkillRecord, new Date(), { lazy: true });
  assert.equal(lazy.legacy, true);
  assert.equal(lazy.entries.size, whole.size);
  lazy.close?.();
  const warm = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.equal(warm.stdout, plain.stdout);
  assert.equal(warm.stderr, '');
  assert.equal(JSON.parse(readFileSync(file, 'utf8').split('\n')[0]).recordLast, true, 'written again in the new order');
});

test('JSON reports from kept pieces, text and SARIF from records, in every order of formats, print what an uncached scan prints', async () => {
  const { cwd, skills, file } = workspace();
  const plain = {
    json: (await cli(['scan', skills, '--format', 'json'], { cwd })).stdout,
    text: (await cli(['scan', skills, '--format', 'text'], { cwd })).stdout,
    sarif: (await cli(['scan', skills, '--format', 'sarif'], { cwd })).stdout,
  };
  // A text scan writes records only; a JSON scan then adds the pieces; the next JSON scan copies them.
  for (const format of ['text', 'json', 'json', 'sarif', 'json', 'text'] as const) {
    const r = await cli(['scan', skills, '--format', format, '--cache'], { cwd });
    assert.equal(r.stdout, plain[format], `--format ${format}`);
    assert.equal(r.stderr, '');
  }
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).slice(1);
  assert.ok(
    lines.every((l) => /"report":\[\d+,\d+,[01]\]/.test(l)),
    'every entry keeps its piece of the JSON report',
  );
  // A warm JSON scan of unchanged skills leaves the file alone.
  const before = statSync(file).mtimeMs;
  const bytes = readFileSync(file, 'utf8');
  assert.equal((await cli(['scan', skills, '--format', 'json', '--cache'], { cwd })).stdout, plain.json);
  assert.equal(statSync(file).mtimeMs, before);
  assert.equal(readFileSync(file, 'utf8'), bytes);
});

test('a kept piece that is damaged (its lengths still right) is not used: the report comes from the record', async () => {
  const { cwd, skills, file } = workspace();
  const plain = await cli(['scan', skills, '--format', 'json'], { cwd });
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  // The first byte of every piece changed, the same length: no longer a piece's head.
  const text = readFileSync(file, 'utf8').replaceAll(',"piece":{\t', ',"piece":[\t');
  assert.notEqual(text, readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  const warm = await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  assert.equal(warm.stdout, plain.stdout);
});

test('a scan that ends before its cache is written (cancelled) leaves the old cache as it was; its spool is removed', async () => {
  const { cwd, skills, file } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const old = readFileSync(file, 'utf8');
  const read = await readScanCache(file, isSkillRecord, new Date(), { lazy: true });
  const cache = new ScanCache(read.entries, read.collisions, { spool: true, lite: true });
  const [dir, entry] = [...read.entries][0];
  // A new record, spooled as its skill finishes; then the scan stops without writing.
  cache.store(dir, 'another-key', { ...entry.record, runtimeGate: 'pass' });
  assert.equal(cache.fresh.get(path.resolve(dir))?.record.runtimeGate, 'pass', 'the spooled record reads back');
  cache.dispose();
  read.close?.();
  assert.equal(readFileSync(file, 'utf8'), old);
  assert.deepEqual(
    readdirSync(cwd).filter((n) => n.includes('.tmp')),
    [],
  );
});

test('a scan killed while it runs leaves a cache that is whole: the old one or the new one, never half of one', async () => {
  const { cwd, skills, file } = workspace();
  await cli(['scan', skills, '--format', 'json', '--cache'], { cwd });
  const old = readFileSync(file, 'utf8');
  // A change to every skill: each is scanned again and its entry spooled; the scan is killed part-way.
  for (const d of readdirSync(path.join(cwd, skills))) {
    try {
      writeFileSync(path.join(cwd, skills, d, 'extra-note.md'), `# Note ${d}\n`);
    } catch {
      // not a folder
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli/bin.ts'), 'scan', skills, '--format', 'json', '--cache'], {
    cwd,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const closed = new Promise((r) => child.once('close', r));
  // Killed once it has started printing or after a while, whichever is first.
  await new Promise<void>((resolve) => {
    const kill = () => {
      child.kill('SIGKILL');
      resolve();
    };
    const timer = setTimeout(kill, 2500);
    child.stdout.once('data', () => {
      clearTimeout(timer);
      kill();
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await closed;
  // Either the old bytes, or the new cache whole (its rename came before the kill): it reads cleanly, every entry.
  const now = readFileSync(file, 'utf8');
  const read = await readScanCache(file, isSkillRecord);
  assert.equal(read.notice, undefined, 'the cache left behind reads cleanly');
  assert.equal(read.entries.size, old.split('\n').filter(Boolean).length - 1);
  if (now !== old) assert.equal(JSON.parse(now.split('\n')[0]).recordLast, true);
});
