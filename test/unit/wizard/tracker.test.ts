import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CheckpointGate, MAX_FREE_TEXT } from '../../../src/extension/dashboard/run.ts';
import { WizardTracker } from '../../../src/extension/wizard/tracker.ts';
import { snapshotValidator } from '../../../src/shared/protocol.ts';
import { runWizard } from '../../../src/core/workflows/wizard/machine.ts';
import type { Checkpoint } from '../../../src/core/workflows/loop/types.ts';
import path from 'node:path';
import { workspace } from './fixtures.ts';

test('the host tracker turns a real wizard run into one step per phase (3.5 skipped outside direction C)', async () => {
  const ws = workspace();
  const tracker = new WizardTracker('wizard-1', 'new', 'standup-notes', path.join(ws, 'skills/standup-notes'));
  let gate4: ReturnType<WizardTracker['view']> | undefined;
  const answers: Record<string, string> = { '1': '确认', '2': '确认', '3': 'A', '4': 'stop' };
  const out = await runWizard({
    kind: 'new',
    name: 'standup-notes',
    target: path.join(ws, 'skills/standup-notes'),
    workspace: ws,
    locale: 'en',
    approver: {
      ask: async (cp: Checkpoint) => {
        if (cp.kind === 'wizard-question') return cp.body.en.startsWith('Trigger') ? '站会纪要' : '整理站会';
        if (cp.phase === '4') gate4 = tracker.view();
        return answers[cp.phase] ?? 'stop';
      },
    },
    onEvent: (e) => tracker.apply(e),
  });
  tracker.finish(out);
  assert.equal(out.status, 'stopped');
  const v = gate4!;
  assert.deepEqual(
    v.steps.map((s) => `${s.phase}:${s.status}`),
    ['1:done', '2:done', '3:done', '3.5:skipped', '4:current', '5:pending', '6:pending', '7:pending', '8:pending'],
  );
  assert.match(v.steps[4].product?.en ?? '', /^# Resource list/);
  assert.equal(tracker.view().status, 'stopped');
  // The view is valid protocol data inside a snapshot.
  const snap = {
    seq: 1,
    generatedAt: '',
    locale: 'en',
    workspace: '',
    trusted: true,
    skills: [],
    job: null,
    checkpoint: null,
    health: null,
    notices: [],
    wizard: tracker.view(),
  };
  assert.equal(snapshotValidator(snap, '').wizard?.steps.length, 9);
  assert.equal(snapshotValidator({ ...snap, wizard: undefined }, '').wizard, null, 'snapshots recorded before the wizard read as none');
});

test("the dashboard gate takes a person's own words only for free-text questions", async () => {
  const gate = new CheckpointGate();
  const base = {
    level: 'stop' as const,
    phase: '5' as const,
    title: { en: 't', zh: 't' },
    body: { en: 'b', zh: 'b' },
    choices: [
      { id: 'confirm', label: { en: 'Confirm', zh: '确认' } },
      { id: 'revise', label: { en: 'Revise', zh: '修改' } },
    ],
    defaultChoice: 'revise',
  };
  const words = gate.ask('w', { ...base, id: 'g1', kind: 'wizard-gate', freeText: true });
  assert.deepEqual(gate.answer('w', 'g1', 'x'.repeat(MAX_FREE_TEXT + 1)), { accepted: false, reason: 'unknown-choice' });
  assert.deepEqual(gate.answer('w', 'g1', '把触发词改成 日报'), { accepted: true, reason: null });
  assert.equal(await words, '把触发词改成 日报');
  const strict = gate.ask('w', { ...base, id: 'c1', kind: 'phase1' });
  assert.deepEqual(gate.answer('w', 'c1', 'anything'), { accepted: false, reason: 'unknown-choice' });
  assert.deepEqual(gate.answer('w', 'c1', 'confirm'), { accepted: true, reason: null });
  assert.equal(await strict, 'confirm');
});
