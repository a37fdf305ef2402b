/**
 * The file ratchet (src/core/edits/ratchet.ts BakRatchet, issue 33 item 1): a `.bak` only where
 * git cannot give the pre-edit text back; a rolled-back round leaves no backup; the one
 * backup kept is the way back to the text the run started from. Real temp folders and
 * real git repositories.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BakRatchet, JOURNAL_FILE } from '../../../src/core/edits/ratchet.ts';
import { gitRestorePoint } from '../../../src/core/edits/skill-write.ts';
import { tempDir } from '../../support/tmp.ts';
import { git, makeRepo } from '../git/helpers.ts';

const NOW = new Date(2026, 5, 11, 10, 5);
const ratchetIn = (dir: string) => new BakRatchet({ skill: 'demo', dir, fileName: 'SKILL.md', now: () => NOW });
const baks = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('SKILL.md.bak.'));
const read = (dir: string) => readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
const write = (dir: string, text: string) => writeFileSync(path.join(dir, 'SKILL.md'), text);

test('in git, committed and unchanged: no .bak; a revert puts the committed text back; nothing left', async () => {
  const repo = makeRepo({ 'demo/SKILL.md': 'v0\n' });
  const dir = path.join(repo, 'demo');
  const r = ratchetIn(dir);
  const token = await r.snapshot(1);
  assert.match(token.label, /^git:[0-9a-f]{7}$/);
  assert.deepEqual(baks(dir), []);
  assert.ok(existsSync(path.join(dir, JOURNAL_FILE)), 'the journal marks the round until its row is written');
  write(dir, 'v1 edited\n');
  const how = await r.revert(token);
  assert.deepEqual(how.failures, []);
  assert.equal(read(dir), 'v0\n');
  await r.finish();
  assert.deepEqual(readdirSync(dir), ['SKILL.md']);
  assert.equal(git(repo, 'status', '--porcelain'), '');
});

test('in git with uncommitted changes: git cannot restore them, so a .bak; rolled back, it is removed', async () => {
  const repo = makeRepo({ 'demo/SKILL.md': 'v0\n' });
  const dir = path.join(repo, 'demo');
  write(dir, 'v0 + my unsaved work\n');
  assert.equal(await gitRestorePoint(path.join(dir, 'SKILL.md')), undefined);
  const r = ratchetIn(dir);
  const token = await r.snapshot(1);
  assert.match(token.label, /^bak:SKILL\.md\.bak\.20260611-1005$/);
  assert.equal(readFileSync(token.ref, 'utf8'), 'v0 + my unsaved work\n');
  write(dir, 'edited\n');
  await r.revert(token);
  assert.equal(read(dir), 'v0 + my unsaved work\n');
  await r.finish();
  assert.deepEqual(baks(dir), []);
  assert.equal(existsSync(path.join(dir, JOURNAL_FILE)), false);
});

test('an untracked file in a repository gets a .bak (git has nothing to restore)', async () => {
  const repo = makeRepo({ 'README.md': 'x\n' });
  const dir = path.join(repo, 'demo');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'SKILL.md'), 'new skill\n');
  const token = await ratchetIn(dir).snapshot(1);
  assert.match(token.label, /^bak:/);
  assert.equal(readFileSync(token.ref, 'utf8'), 'new skill\n');
});

test('outside git: the first kept round keeps the one .bak holding the original; later and rolled-back rounds leave none', async () => {
  const dir = tempDir({ 'SKILL.md': 'original\n' });
  const r = ratchetIn(dir);
  // Round 1: rolled back — its backup goes.
  let token = await r.snapshot(1);
  write(dir, 'round 1\n');
  await r.revert(token);
  await r.finish();
  assert.equal(read(dir), 'original\n');
  assert.deepEqual(baks(dir), []);
  // Round 2: kept — its backup is the only way back to the original, so it stays.
  token = await r.snapshot(2);
  write(dir, 'round 2\n');
  await r.keep(token);
  await r.finish();
  assert.deepEqual(baks(dir), [path.basename(token.ref)]);
  assert.equal(readFileSync(token.ref, 'utf8'), 'original\n');
  // Round 3 (kept) and round 4 (rolled back): their backups hold intermediate text and go.
  const t3 = await r.snapshot(3);
  write(dir, 'round 3\n');
  await r.keep(t3);
  await r.finish();
  const t4 = await r.snapshot(4);
  write(dir, 'round 4\n');
  await r.revert(t4);
  await r.finish();
  assert.equal(read(dir), 'round 3\n');
  assert.deepEqual(baks(dir), [path.basename(token.ref)]);
  assert.equal(existsSync(path.join(dir, JOURNAL_FILE)), false);
});

test('in git: after a kept (uncommitted) round the next round needs a .bak, rolled back it is removed, the file is the kept text', async () => {
  const repo = makeRepo({ 'demo/SKILL.md': 'v0\n' });
  const dir = path.join(repo, 'demo');
  const r = ratchetIn(dir);
  const t1 = await r.snapshot(1);
  write(dir, 'kept 1\n');
  await r.keep(t1);
  await r.finish();
  const t2 = await r.snapshot(2);
  assert.match(t2.label, /^bak:/, 'git cannot restore the kept, uncommitted text');
  write(dir, 'edit 2\n');
  await r.revert(t2);
  await r.finish();
  assert.equal(read(dir), 'kept 1\n');
  assert.deepEqual(baks(dir), []);
  assert.equal(git(repo, 'show', 'HEAD:demo/SKILL.md'), 'v0\n', 'the text before the run is in git');
});

test('an interrupted round restored from git by the next run (the journal names the commit, no .bak)', async () => {
  const repo = makeRepo({ 'demo/SKILL.md': 'v0\n' });
  const dir = path.join(repo, 'demo');
  await ratchetIn(dir).snapshot(1);
  write(dir, 'half-decided edit\n');
  // The process died here; the next run's ratchet finds the round.
  const found = await ratchetIn(dir).recover();
  assert.equal(found?.kind, 'undecided-restored');
  assert.match(found!.ref, /^git:[0-9a-f]{7}$/);
  assert.equal(read(dir), 'v0\n');
  assert.deepEqual(readdirSync(dir), ['SKILL.md']);
});

test('an interrupted round outside git restored from its .bak (as before)', async () => {
  const dir = tempDir({ 'SKILL.md': 'original\n' });
  await ratchetIn(dir).snapshot(1);
  write(dir, 'half-decided edit\n');
  const found = await ratchetIn(dir).recover();
  assert.equal(found?.kind, 'undecided-restored');
  assert.match(found!.ref, /^bak:SKILL\.md\.bak\./);
  assert.equal(read(dir), 'original\n');
});
