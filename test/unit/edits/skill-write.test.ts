/** The one safe write of a skill's files (src/core/edits/skill-write.ts), on real temp folders and a real git repository. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../support/tmp.ts';
import { GitRepo } from '../../../src/core/git/repo.ts';
import { freePath, gitCanRestore, restoreSnapshot, takeSnapshot, writeSkillFile } from '../../../src/core/edits/skill-write.ts';
import { git, makeRepo, subjects } from '../git/helpers.ts';

const NOW = new Date(2026, 5, 11, 10, 5);

test('bak: the old text is kept in SKILL.md.bak.YYYYMMDD-HHMM, the new one written, no temp file left', async () => {
  const dir = tempDir({ 'SKILL.md': 'old\n' });
  const file = path.join(dir, 'SKILL.md');
  const snap = await writeSkillFile(file, 'new\n', { snapshot: { kind: 'bak', now: NOW } });
  assert.equal(snap.kind, 'bak');
  assert.equal(path.basename(snap.path), 'SKILL.md.bak.20260611-1005');
  assert.equal(readFileSync(snap.path, 'utf8'), 'old\n');
  assert.equal(readFileSync(file, 'utf8'), 'new\n');
  assert.deepEqual(readdirSync(dir).sort(), ['SKILL.md', 'SKILL.md.bak.20260611-1005']);
  // A second write in the same minute never replaces the first backup.
  const again = await writeSkillFile(file, 'newer\n', { snapshot: { kind: 'bak', now: NOW } });
  assert.equal(path.basename(again.path), 'SKILL.md.bak.20260611-1005-2');
  assert.equal(readFileSync(again.path, 'utf8'), 'new\n');
});

test('bak: `current` is what the backup holds (the text the caller checked)', async () => {
  const dir = tempDir({ 'SKILL.md': 'on disk\n' });
  const snap = await writeSkillFile(path.join(dir, 'SKILL.md'), 'new\n', { snapshot: { kind: 'bak', now: NOW }, current: 'checked\n' });
  assert.equal(readFileSync(snap.path, 'utf8'), 'checked\n');
});

test('atomic: a failed write leaves the file as it was', async () => {
  const dir = tempDir({ 'SKILL.md': 'old\n' });
  const file = path.join(dir, 'SKILL.md');
  await assert.rejects(
    writeSkillFile(file, 'new\n', {
      beforeWrite: async () => {
        throw new Error('killed');
      },
    }),
  );
  assert.equal(readFileSync(file, 'utf8'), 'old\n');
  assert.deepEqual(readdirSync(dir), ['SKILL.md']);
});

test('no snapshot asked: just the atomic write', async () => {
  const dir = tempDir({ 'SKILL.md': 'old\n' });
  assert.equal(await writeSkillFile(path.join(dir, 'SKILL.md'), 'new\n'), undefined);
  assert.deepEqual(readdirSync(dir), ['SKILL.md']);
});

test('restore puts the old text back (bak)', async () => {
  const dir = tempDir({ 'SKILL.md': 'old\n' });
  const file = path.join(dir, 'SKILL.md');
  const snap = await writeSkillFile(file, 'new\n', { snapshot: { kind: 'bak', now: NOW } });
  const outcome = await restoreSnapshot(snap, file);
  assert.equal(outcome.method, 'checkout');
  assert.equal(readFileSync(file, 'utf8'), 'old\n');
});

test('copy: to the given path (folders made), then p.2 — never over another', async () => {
  const dir = tempDir({ 'refs/a.md': 'one\n' });
  const file = path.join(dir, 'refs/a.md');
  const to = path.join(dir, '.luban/slim-backups/20260611-1005/refs/a.md');
  const first = await writeSkillFile(file, 'two\n', { snapshot: { kind: 'copy', to } });
  assert.equal(first.path, to);
  const second = await writeSkillFile(file, 'three\n', { snapshot: { kind: 'copy', to } });
  assert.equal(second.path, `${to}.2`);
  assert.equal(readFileSync(to, 'utf8'), 'one\n');
  assert.equal(readFileSync(`${to}.2`, 'utf8'), 'two\n');
  assert.equal(await freePath(to), `${to}.3`);
  await restoreSnapshot(first, file);
  assert.equal(readFileSync(file, 'utf8'), 'one\n');
});

test('git: a pre-edit commit of the skill folder (allowed empty); restore checks the file out of it', async () => {
  const root = makeRepo({ 'skills/s/SKILL.md': 'old\n' });
  const repo = (await GitRepo.open(root))!;
  const dir = path.join(root, 'skills/s');
  const file = path.join(dir, 'SKILL.md');
  const snap = await writeSkillFile(file, 'new\n', { snapshot: { kind: 'git', repo, dir, message: 'pre-edit: s' } });
  assert.equal(snap.kind, 'git');
  assert.equal(subjects(root)[0], 'pre-edit: s');
  assert.equal(git(root, 'rev-parse', 'HEAD').trim(), snap.commit);
  assert.equal(readFileSync(file, 'utf8'), 'new\n');
  assert.deepEqual(readdirSync(dir), ['SKILL.md'], 'no .bak in git mode');
  await restoreSnapshot(snap, file);
  assert.equal(readFileSync(file, 'utf8'), 'old\n');
});

test('bak unlessGitCanRestore: none for a tracked, clean file; a .bak for a dirty or untracked one', async () => {
  const root = makeRepo({ 'SKILL.md': 'old\n' });
  const file = path.join(root, 'SKILL.md');
  assert.equal(await gitCanRestore(file), true);
  assert.equal(await takeSnapshot(file, { kind: 'bak', now: NOW, unlessGitCanRestore: true }), undefined);
  writeFileSync(file, 'dirty\n');
  assert.equal(await gitCanRestore(file), false);
  const snap = await takeSnapshot(file, { kind: 'bak', now: NOW, unlessGitCanRestore: true });
  assert.equal(snap?.kind, 'bak');
  const plain = tempDir({ 'SKILL.md': 'x' });
  assert.equal(await gitCanRestore(path.join(plain, 'SKILL.md')), false);
});
