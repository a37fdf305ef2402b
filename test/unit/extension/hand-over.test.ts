/**
 * A question the dashboard holds while its tab is in the background (issue 12 item 5):
 * HandOverWatch decides when the question is also put to a notification, on a fake
 * clock; at the gate boundary the first answer wins and the other is refused; and the
 * choices explain themselves the same way in the modal and the notification text.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CheckpointGate } from '../../../src/extension/dashboard/run.ts';
import { HandOverWatch, type HandOverReason, type Timers } from '../../../src/extension/dashboard/hand-over-watch.ts';
import { choiceLines, modalChoiceText, notificationText, orderedChoices, stopChoice } from '../../../src/extension/optimize/choice-text.ts';
import { CONTINUE } from '../../../src/core/workflows/loop/context.ts';
import type { Checkpoint } from '../../../src/core/workflows/loop/types.ts';

/** Timers that fire only when the test moves the clock. */
class FakeClock implements Timers {
  now = 0;
  private seq = 0;
  private readonly due = new Map<number, { at: number; fn: () => void }>();
  set(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.due.set(id, { at: this.now + ms, fn });
    return id;
  }
  clear(h: unknown): void {
    this.due.delete(h as number);
  }
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const next = [...this.due].filter(([, d]) => d.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      this.due.delete(next[0]);
      this.now = next[1].at;
      next[1].fn();
    }
    this.now = end;
  }
  get pending(): number {
    return this.due.size;
  }
}

function watch(showing: boolean, clock = new FakeClock()) {
  const handed: Array<{ why: HandOverReason; at: number }> = [];
  const w = new HandOverWatch({ readyMs: 5000, hiddenMs: 1500, timers: clock, handOver: (why) => handed.push({ why, at: clock.now }) }, showing);
  return { w, handed, clock };
}

test('a page that never shows the question: handed over once, readyMs after the question', () => {
  const { w, handed, clock } = watch(false);
  clock.advance(4999);
  assert.deepEqual(handed, []);
  clock.advance(1);
  assert.deepEqual(handed, [{ why: 'not-shown', at: 5000 }]);
  w.update(false);
  clock.advance(60_000);
  assert.equal(handed.length, 1, 'no second notification while nothing changed');
});

test('a page that shows it in time: nothing; sent to the background later: handed over hiddenMs after the hide', () => {
  const { w, handed, clock } = watch(false);
  clock.advance(800);
  w.update(true);
  clock.advance(60_000);
  assert.deepEqual(handed, [], 'shown: the card is enough, however long the person takes');
  w.update(false);
  clock.advance(1499);
  assert.deepEqual(handed, []);
  clock.advance(1);
  assert.deepEqual(handed, [{ why: 'hidden', at: 60_800 + 1500 }]);
});

test('a tab flicked away and back within hiddenMs hands nothing over', () => {
  const { w, handed, clock } = watch(true);
  w.update(false);
  clock.advance(1000);
  w.update(true);
  clock.advance(10_000);
  assert.deepEqual(handed, []);
  assert.equal(clock.pending, 0, 'the timer was cleared');
});

test('closed unanswered (rearm): no nagging while hidden; the next hide after the page showed it again hands over again', () => {
  const { w, handed, clock } = watch(false);
  clock.advance(5000);
  assert.equal(handed.length, 1);
  w.rearm(false);
  clock.advance(60_000);
  assert.equal(handed.length, 1, 'still hidden: not asked again');
  w.update(true);
  w.update(false);
  clock.advance(1500);
  assert.deepEqual(
    handed.map((h) => h.why),
    ['not-shown', 'hidden'],
  );
});

test('stop: a settled question hands nothing over', () => {
  const { w, handed, clock } = watch(false);
  clock.advance(3000);
  w.stop();
  clock.advance(10_000);
  w.update(false);
  clock.advance(10_000);
  assert.deepEqual(handed, []);
  assert.equal(clock.pending, 0);
});

const cp: Checkpoint = {
  id: 'phase1',
  kind: 'phase1',
  level: 'checkpoint',
  phase: '1',
  title: { en: 'Phase 1 baseline', zh: 'Phase 1 基线' },
  body: { en: 'Baseline 20/29. Continue?', zh: '基线 20/29。继续？' },
  choices: CONTINUE,
  defaultChoice: 'continue',
};

test("at the gate boundary: the hidden dashboard's question is answered from the notification; the card is withdrawn and its late answer refused", async () => {
  const gate = new CheckpointGate();
  const clock = new FakeClock();
  const answer = gate.ask('run-1', cp);
  let notified: Checkpoint | undefined;
  const w = new HandOverWatch({ readyMs: 5000, hiddenMs: 1500, timers: clock, handOver: () => (notified = gate.current()?.checkpoint) }, true);
  void answer.then(() => w.stop());
  w.update(false); // the person clicked back to SKILL.md
  clock.advance(1500);
  assert.equal(notified?.id, 'phase1', 'the notification asks the waiting question');
  assert.deepEqual(gate.answer('run-1', 'phase1', 'stop'), { accepted: true, reason: null }, 'the notification answers first');
  assert.equal(await answer, 'stop');
  assert.equal(gate.current(), null, 'the card left the page');
  assert.deepEqual(gate.answer('run-1', 'phase1', 'continue'), { accepted: false, reason: 'not-pending' }, "the page's late answer is refused");
});

test("at the gate boundary: the card answers first; the notification's late click is refused", async () => {
  const gate = new CheckpointGate();
  const answer = gate.ask('run-1', cp);
  assert.deepEqual(gate.answer('run-1', 'phase1', 'continue'), { accepted: true, reason: null });
  assert.equal(await answer, 'continue');
  assert.deepEqual(gate.answer('run-1', 'phase1', 'stop'), { accepted: false, reason: 'not-pending' });
});

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_, i: string) => String(a[Number(i)]));

test('the choices explain themselves: "stop here" says it keeps the kept edits and writes the report; Escape is "stop here", not a separate Cancel', () => {
  assert.deepEqual(
    orderedChoices(cp).map((c) => c.id),
    ['continue', 'stop'],
  );
  assert.equal(stopChoice(cp)?.id, 'stop');
  assert.deepEqual(choiceLines(cp, 'en'), [
    'continue — go on with the run',
    'stop here — end the run now: the edits kept so far stay and the report is written',
  ]);
  assert.deepEqual(choiceLines(cp, 'zh-CN'), ['继续 — 继续运行', '到此为止 — 现在结束运行：已保留的修改不变，并生成报告']);
  assert.match(modalChoiceText(cp, 'en', t), /\nEsc: the same as "stop here"\.$/);
  const note = notificationText(cp, 'en', t, '🔴 CHECKPOINT');
  assert.match(
    note,
    /^🔴 CHECKPOINT Phase 1 baseline — continue — go on with the run; stop here — end the run now: the edits kept so far stay and the report is written\. /,
  );
  assert.match(note, /Cancel on the progress notification stops at once and rolls back only the round in progress/);
  assert.match(note, /answer in the Luban dashboard\.$/);
});

test('a question without "stop here": Escape is told as no answer, which ends the run the same clean way', () => {
  const rewrite: Checkpoint = {
    ...cp,
    id: 'p25',
    level: 'stop',
    choices: [
      { id: 'rewrite', label: { en: 'rewrite', zh: '重写' } },
      { id: 'skip', label: { en: 'no', zh: '不要' } },
    ],
    defaultChoice: 'skip',
  };
  assert.equal(stopChoice(rewrite), undefined);
  assert.deepEqual(
    orderedChoices(rewrite).map((c) => c.id),
    ['skip', 'rewrite'],
    'the default first',
  );
  assert.equal(modalChoiceText(rewrite, 'en', t), 'Cancel (Esc): no answer; the run ends here, the edits kept so far stay and the report is written.');
  assert.doesNotMatch(notificationText(rewrite, 'en', t, '🛑 STOP'), /progress notification/, 'no "stop here" to tell Cancel apart from');
});
