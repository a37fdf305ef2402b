/**
 * Where the optimiser keeps optimization-registry.tsv, meta_learnings.md and luban-profile.json
 * (src/core/workflows/loop/state-dir.ts, issue 33 item 1): never the open folder by accident.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { chooseLubanWorkspace, defaultStateDir } from '../../../src/core/workflows/loop/state-dir.ts';
import { tempDir } from '../../support/tmp.ts';

test('the state folder: LUBAN_STATE_DIR, else XDG_STATE_HOME/luban or ~/.local/state/luban, macOS and Windows their own', () => {
  assert.equal(defaultStateDir({ LUBAN_STATE_DIR: '/s' }, 'linux', '/home/a'), '/s');
  assert.equal(defaultStateDir({ XDG_STATE_HOME: '/x' }, 'linux', '/home/a'), path.join('/x', 'luban'));
  assert.equal(defaultStateDir({}, 'linux', '/home/a'), path.join('/home/a', '.local', 'state', 'luban'));
  assert.equal(defaultStateDir({}, 'darwin', '/Users/a'), path.join('/Users/a', 'Library', 'Application Support', 'luban'));
  assert.equal(defaultStateDir({ LOCALAPPDATA: 'C:\\L' }, 'win32', 'C:\\U'), path.join('C:\\L', 'luban', 'State'));
});

test('a plain folder is not the workspace: the records go to the state folder', () => {
  const cwd = tempDir({ 'skills/a/SKILL.md': '# a\n' });
  const state = tempDir();
  assert.deepEqual(chooseLubanWorkspace({ cwd, env: { LUBAN_STATE_DIR: state } }), { dir: state, from: 'state' });
  assert.deepEqual(chooseLubanWorkspace({ cwd, state }), { dir: state, from: 'state' });
});

test('a folder that already holds a record keeps being used (a history is never lost)', () => {
  for (const f of ['optimization-registry.tsv', 'meta_learnings.md', 'luban-profile.json']) {
    const cwd = tempDir({ [f]: 'x\n' });
    assert.deepEqual(chooseLubanWorkspace({ cwd, env: { LUBAN_STATE_DIR: tempDir() } }), { dir: cwd, from: 'existing' }, f);
  }
  const ws = tempDir({ 'optimization-registry.tsv': 'x\n' });
  assert.equal(chooseLubanWorkspace({ cwd: '/elsewhere', legacy: ws, state: tempDir() }).from, 'existing');
});

test('a named folder wins, resolved against the current folder', () => {
  const cwd = tempDir({ 'optimization-registry.tsv': 'x\n' });
  assert.deepEqual(chooseLubanWorkspace({ named: 'records', cwd }), { dir: path.join(cwd, 'records'), from: 'named' });
});
