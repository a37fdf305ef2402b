/**
 * Issue 33 item 6: every card the optimiser asks says in plain words what happened, what is
 * next and what the run cost so far, with its table; the seed's step is a small tag, never
 * the headline. And the progress line's words (stage, counts) in both languages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { clockTime, costText, shortTokens, stageLabel, usageLine } from '../../../src/core/workflows/loop/progress-text.ts';
import { repoWithExamples } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

test('the first card leads with "Where the skill loses points now", its table, what is next and the cost so far; the seed step is its tag', async () => {
  const repo = repoWithExamples('weekly-report');
  const ap = approver();
  const rec = recorder();
  await optimize({
    skills: [path.join(repo, 'skills', 'weekly-report')],
    workspace: repo,
    approver: ap,
    mode: 'quick',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  const first = ap.asked.find((c) => c.kind === 'phase0.3');
  assert.ok(first);
  assert.deepEqual(first.title, { en: 'Where the skill loses points now', zh: '技能目前在哪里失分' });
  assert.equal(first.tag, 'Phase 0.3 · diagnostics.tsv');
  const en = first.body.en.split('\n');
  assert.match(en[0], /^Luban checked 1 skill\(s\) with its own rules \(no model call yet\)/);
  assert.match(en[1], /^weekly-report: structure \(SkillOps\) \d\/3 · firm wording \(HASP\) \d\/3 · brevity \(Distill\) \d\/2 · safety \(Sentinel\) \d\/2/);
  assert.match(en.at(-2)!, /^Next: every skill gets its starting score from Luban's rules \(no model\)/);
  assert.match(en.at(-1)!, /^So far: 0 model call\(s\) · 0 tokens · \d+:\d\d\.$/);
  const zh = first.body.zh.split('\n');
  assert.match(zh[0], /^Luban 用自身规则检查了 1 个技能/);
  assert.match(zh[1], /^weekly-report：结构（SkillOps）\d\/3/);
  assert.match(zh.at(-2)!, /^接下来：/);
  assert.match(zh.at(-1)!, /^目前已用：模型调用 0 次 · 0 tokens · 用时 \d+:\d\d。$/);
  assert.deepEqual(first.cost && { calls: first.cost.calls, tokens: first.cost.tokens }, { calls: 0, tokens: 0 });
  assert.ok((first.cost?.elapsedMs ?? -1) >= 0);

  // The baseline card: plain title, what the numbers are, what happens next.
  const baseline = ap.asked.find((c) => c.kind === 'phase1');
  assert.ok(baseline);
  assert.equal(baseline.title.en, 'Starting scores, before any edit');
  assert.equal(baseline.tag, 'Phase 1 · baseline');
  assert.match(
    baseline.body.en,
    /^Each skill was scored as it is now[^\n]*\nweekly-report: \d+(\.\d)?\/\d+[^\n]*\nNext: up to 1 rounds per skill[^\n]*\nSo far: /,
  );
  assert.match(baseline.body.zh, /\n接下来：每个技能最多 1 轮/);

  // Every card: a tag, a cost, the cost line last, and no seed jargon in its headline.
  assert.ok(ap.asked.length >= 3, ap.asked.map((c) => c.id).join());
  for (const c of ap.asked) {
    assert.ok(c.tag, `${c.id}: tagged`);
    assert.ok(c.cost, `${c.id}: its cost`);
    assert.match(c.body.en.split('\n').at(-1)!, /^So far: \d+ model call\(s\) · /, c.id);
    assert.doesNotMatch(c.title.en, /^Phase \d|MAX_ROUNDS|diagnostics\.tsv|sub-scores/, c.id);
  }
  // The checkpoint events carry the same card (the dashboard and the log show it).
  const events = rec.events.flatMap((e) => (e.type === 'checkpoint' ? [e.checkpoint] : []));
  assert.equal(events[0].tag, 'Phase 0.3 · diagnostics.tsv');
  assert.deepEqual(events[0].cost, first.cost);
});

test('the words of a progress line and a card cost: tokens and time as people read them, both languages', () => {
  assert.equal(shortTokens(950), '950');
  assert.equal(shortTokens(4700), '4.7k');
  assert.equal(shortTokens(41_234), '41k');
  assert.equal(shortTokens(1_250_000), '1.3M');
  assert.equal(clockTime(72_400), '1:12');
  assert.equal(clockTime(3_725_000), '1:02:05');
  assert.deepEqual(costText({ calls: 12, tokens: 41_000, elapsedMs: 72_000 }), {
    en: 'So far: 12 model call(s) · 41k tokens · 1:12.',
    zh: '目前已用：模型调用 12 次 · 41k tokens · 用时 1:12。',
  });
  assert.deepEqual(usageLine({ stage: stageLabel('1'), calls: 23, planned: 85, tokens: 41_000, elapsedMs: 72_000 }), {
    en: 'baseline: 23 of 85 calls · ~41k tokens · 1:12',
    zh: '基线：23/85 次调用 · 约 41k tokens · 1:12',
  });
  assert.equal(
    usageLine({ stage: stageLabel('2', 'weekly-report', 2), calls: 3, tokens: 10, elapsedMs: 0 }).en,
    'weekly-report round 2: 3 calls · ~10 tokens · 0:00',
  );
  assert.equal(stageLabel('0.5').zh, '测试题');
});
