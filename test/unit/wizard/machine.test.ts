import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { canEnter, freshState } from '../../../src/core/workflows/wizard/machine.ts';
import { CrossWriteError, WorkFolders } from '../../../src/core/workflows/wizard/folders.ts';
import { readWizardState, writeWizardState } from '../../../src/core/formats/wizard-state.ts';
import { tempDir } from '../../support/tmp.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

function upgradeState() {
  const s = freshState({ kind: 'upgrade', name: 'weekly-report', target: '/skills/weekly-report' }, 'SKILL.md', NOW);
  s.requirement = { intent: '', abilities: [], boundaries: [], failure: '', constraints: '', triggers: ['写周报'], description: '', drafted: 'template' };
  s.discovery = [];
  s.decision = { direction: 'C', reason: 'upgrade', base: '/skills/weekly-report', sources: [] };
  return s;
}

test('direction C without phase 3.5 is refused at phases 4–7 and sent to 3.5 (iron rules #9/#18)', () => {
  const s = upgradeState();
  s.plan = [{ path: 'SKILL.md', action: 'modify', purpose: '' }];
  s.generated = { at: '', files: [], drafted: 'template' };
  s.reviewed = { at: '', stageA: true, stageB: true };
  for (const p of ['4', '5', '6', '7'] as const) assert.deepEqual(canEnter(s, p), { ok: false, redirect: '3.5', refusal: 'refuse.cWithout35' }, p);
  s.synced = { at: '', files: 2, from: '/skills/weekly-report' };
  for (const p of ['4', '5', '6', '7'] as const) assert.deepEqual(canEnter(s, p), { ok: true }, p);
});

test('phase 7 needs the review passed and confirmed (iron rules #9/#19); 3.5 only for direction C', () => {
  const s = upgradeState();
  s.synced = { at: '', files: 1, from: '' };
  s.plan = [];
  s.generated = { at: '', files: [], drafted: 'template' };
  assert.deepEqual(canEnter(s, '7'), { ok: false, redirect: '6', refusal: 'refuse.submitWithoutReview' });
  s.reviewed = { at: '', stageA: true, stageB: false };
  assert.equal(canEnter(s, '7').ok, false);
  s.reviewed = { at: '', stageA: true, stageB: true };
  assert.equal(canEnter(s, '7').ok, true);
  s.decision = { direction: 'A', reason: '', sources: [] };
  assert.deepEqual(canEnter(s, '3.5'), { ok: false, redirect: '4' });
  assert.deepEqual(canEnter(s, '8'), { ok: false, redirect: '7' });
});

test('no cross-writes: tmps/ takes only phase 1–4 products, the sandbox only phases 3.5/5/6 and only inside it', async () => {
  const f = new WorkFolders(tempDir(), 'standup-notes');
  await f.ensure();
  await f.writeTmp('1', '01-understand.md', 'x');
  await assert.rejects(() => f.writeTmp('5', 'skill.md', 'x'), CrossWriteError);
  await assert.rejects(() => f.writeTmp('2', '../state.json', 'x'), CrossWriteError);
  await assert.rejects(() => f.writeTmp('2', 'error.log', 'x'), CrossWriteError);
  await assert.rejects(() => f.writeSandbox('2', 'skill.md', 'x'), CrossWriteError);
  await assert.rejects(() => f.writeSandbox('5', '../../../skills/x/skill.md', 'x'), /outside the sandbox \(iron rules #13\/#15\)/);
  await f.writeSandbox('5', 'references/a.md', 'a');
  assert.equal(readFileSync(path.join(f.sandbox, 'references/a.md'), 'utf8'), 'a');
  await f.logError('5', new Error('boom'), NOW);
  await f.logError('6', new Error('again'), NOW);
  assert.match(
    readFileSync(f.errorLog, 'utf8'),
    /^2026-12-01T10:00:00\.000Z \[phase 5\] Error: boom[\s\S]*\n2026-12-01T10:00:00\.000Z \[phase 6\] Error: again/,
  );
});

test('state.json: round trip; a corrupt file is backed up and reported, never resumed from', async () => {
  const dir = tempDir();
  const file = path.join(dir, 'state.json');
  const s = upgradeState();
  await writeWizardState(file, s);
  assert.deepEqual(await readWizardState(file), { kind: 'ok', state: s });
  writeFileSync(file, '{"format": 1, "kind": "upgrade"');
  const bad = await readWizardState(file, NOW);
  assert.equal(bad.kind, 'corrupt');
  if (bad.kind !== 'corrupt') return;
  assert.match(bad.problem, /^not JSON/);
  assert.equal(readFileSync(bad.backup, 'utf8'), '{"format": 1, "kind": "upgrade"');
  assert.equal(existsSync(file), false);
  writeFileSync(file, JSON.stringify({ ...s, phase: '9' }));
  const wrong = await readWizardState(file, NOW);
  assert.equal(wrong.kind, 'corrupt');
  assert.match(wrong.kind === 'corrupt' ? wrong.problem : '', /not a wizard state \(\/phase/);
});
