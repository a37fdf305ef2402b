import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SkillTaskQueue, type TaskSpec } from '../../../src/core/workflows/lifecycle/scheduler/queue.ts';
import { tasksForEvent, type EventRunners } from '../../../src/core/workflows/lifecycle/scheduler/hooks.ts';
import type { LifecycleModule } from '../../../src/core/workflows/lifecycle/scheduler/modules.ts';

/** A task that records its start and end, and finishes when released. */
function gated(log: string[], skill: string, module: LifecycleModule, name: string = module) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const spec: TaskSpec = {
    skill,
    module,
    trigger: 'command',
    label: name,
    run: async () => {
      log.push(`start ${name}`);
      await gate;
      log.push(`end ${name}`);
    },
  };
  return { spec, release };
}

const tick = () => new Promise((r) => setImmediate(r));

test('two tasks for one skill run one at a time, first in first out; another skill is not held up', async () => {
  const q = new SkillTaskQueue();
  const log: string[] = [];
  const a = gated(log, '/ws/a', 'CASCADE', 'refresh');
  const b = gated(log, '/ws/a', 'EvoSkill', 'evoskill');
  const c = gated(log, '/ws/b', 'SkillOps', 'other-skill');
  const [ha] = q.enqueue(a.spec);
  const [hb] = q.enqueue(b.spec);
  q.enqueue(c.spec);
  await tick();
  // EvoSkill has the higher priority but came second: FIFO within the skill.
  assert.deepEqual(log, ['start refresh', 'start other-skill']);
  assert.deepEqual(
    q
      .snapshot()
      .filter((t) => t.skill === '/ws/a')
      .map((t) => [t.label, t.state]),
    [
      ['refresh', 'running'],
      ['evoskill', 'queued'],
    ],
  );
  a.release();
  assert.equal((await ha.done).state, 'done');
  await tick();
  assert.deepEqual(log.slice(2), ['end refresh', 'start evoskill']);
  b.release();
  c.release();
  assert.equal((await hb.done).state, 'done');
});

test('tasks triggered together are ordered by priority: EvoSkill > MUSE > HASP > SkillOps > CASCADE > Distill', async () => {
  const q = new SkillTaskQueue();
  const order: string[] = [];
  const spec = (module: LifecycleModule): TaskSpec => ({ skill: '/ws/a', module, trigger: 'due', run: async () => void order.push(module) });
  const handles = q.enqueue(['Distill', 'CASCADE', 'SkillOps', 'HASP', 'MUSE', 'EvoSkill'].map((m) => spec(m as LifecycleModule)));
  await Promise.all(handles.map((h) => h.done));
  assert.deepEqual(order, ['EvoSkill', 'MUSE', 'HASP', 'SkillOps', 'CASCADE', 'Distill']);
});

test('HASP before Distill: a queued Distill yields to a HASP task queued after it', async () => {
  const q = new SkillTaskQueue();
  const log: string[] = [];
  const first = gated(log, '/ws/a', 'SkillOps', 'skillops');
  q.enqueue(first.spec);
  const order: string[] = [];
  const later = (module: LifecycleModule): TaskSpec => ({ skill: '/ws/a', module, trigger: 'event', run: async () => void order.push(module) });
  const [d] = q.enqueue(later('Distill'));
  const [h] = q.enqueue(later('HASP'));
  first.release();
  await Promise.all([d.done, h.done]);
  assert.deepEqual(order, ['HASP', 'Distill']);
});

test('editing during a refresh: the refresh waits until the person stops editing; a read-only SkillOps check still runs', async () => {
  const q = new SkillTaskQueue();
  const log: string[] = [];
  q.setEditing('/ws/a', true);
  const refresh = gated(log, '/ws/a', 'CASCADE', 'refresh');
  const health = gated(log, '/ws/a', 'SkillOps', 'health');
  const [hr] = q.enqueue(refresh.spec);
  q.enqueue(health.spec);
  await tick();
  assert.deepEqual(log, ['start health'], 'SkillOps only reads: it may run while the person edits');
  health.release();
  await tick();
  await tick();
  assert.deepEqual(log, ['start health', 'end health']);
  assert.deepEqual(
    q.snapshot().map((t) => [t.label, t.state, t.waiting]),
    [['refresh', 'queued', 'editing']],
  );
  q.setEditing('/ws/a', false);
  await tick();
  assert.deepEqual(log.slice(2), ['start refresh']);
  refresh.release();
  assert.equal((await hr.done).state, 'done');
});

test('MUSE locks the skill while it runs; a failing task does not stop the lane; a queued task can be cancelled', async () => {
  const q = new SkillTaskQueue();
  const log: string[] = [];
  const muse = gated(log, '/ws/a', 'MUSE', 'muse');
  q.enqueue(muse.spec);
  const [bad] = q.enqueue({ skill: '/ws/a', module: 'HASP', trigger: 'event', run: async () => Promise.reject(new Error('boom')) });
  const [gone] = q.enqueue({ skill: '/ws/a', module: 'CASCADE', trigger: 'due', run: async () => void log.push('never') });
  const [ok] = q.enqueue({ skill: '/ws/a', module: 'SkillOps', trigger: 'due', run: async () => void log.push('after') });
  await tick();
  assert.equal(q.locked('/ws/a'), true);
  gone.cancel();
  assert.equal((await gone.done).state, 'cancelled');
  muse.release();
  const r = await bad.done;
  assert.equal(r.state, 'failed');
  assert.match(String((r.error as Error).message), /boom/);
  assert.equal((await ok.done).state, 'done');
  assert.equal(q.locked('/ws/a'), false);
  assert.deepEqual(log, ['start muse', 'end muse', 'after']);
});

test('event hooks: save → MUSE, failure report → EvoSkill, ignore counts → HASP at level 1 (2×) or 2 (≥3×), nothing below 2', async () => {
  const calls: string[] = [];
  const runners: EventRunners = {
    museDeterministic: async (s) => void calls.push(`muse ${s}`),
    evoskill: async (s, id) => void calls.push(`evoskill ${s} ${id}`),
    hasp: async (s, level) => void calls.push(`hasp ${s} ${level}`),
  };
  const tally = (count: number) => ({ count, text: 'r', sources: [] });
  const specs = [
    ...tasksForEvent({ kind: 'saved', skill: '/a', file: 'SKILL.md' }, runners),
    ...tasksForEvent({ kind: 'failure-reported', skill: '/a', reportId: 'EVO-1' }, runners),
    ...tasksForEvent({ kind: 'ignore-counts', skill: '/a', counts: new Map([['x', tally(2)]]) }, runners),
    ...tasksForEvent(
      {
        kind: 'ignore-counts',
        skill: '/b',
        counts: new Map([
          ['x', tally(1)],
          ['y', tally(3)],
        ]),
      },
      runners,
    ),
  ];
  assert.equal(tasksForEvent({ kind: 'ignore-counts', skill: '/c', counts: new Map([['x', tally(1)]]) }, runners).length, 0);
  assert.deepEqual(
    specs.map((s) => s.module),
    ['MUSE', 'EvoSkill', 'HASP', 'HASP'],
  );
  const q = new SkillTaskQueue();
  await Promise.all(q.enqueue(specs).map((h) => h.done));
  assert.deepEqual(calls, ['evoskill /a EVO-1', 'hasp /b 2', 'muse /a', 'hasp /a 1']);
});
