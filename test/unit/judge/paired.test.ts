/**
 * The paired before/after comparison (docs/features.md D9): the majority rule, exactly; and the
 * judges behind a real local model server — independent jobs, the version shown as A
 * alternating from judge to judge, answers mapped back to before/after, one repair
 * retry then an abstention, the budget and cancellation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  pairedComparison,
  pairedCounts,
  pairedDecision,
  pairedJudgeCount,
  pairedOutcomeOf,
  pairedSummary,
  type PairedInput,
} from '../../../src/core/scoring/judge/paired.ts';
import { pairedCriteria, pairedMessages, pairedSkillText } from '../../../src/core/scoring/judge/prompts/paired.ts';
import { MAX_SKILL_CHARS } from '../../../src/core/scoring/judge/prompts/common.ts';
import type { RecordedRequest, Reply } from '../../support/model-server.ts';
import { executor, openaiOn, SKILL_EN, SKILL_ZH, startServer } from './helpers.ts';
import { json, taskOf, text } from './scripted-judge.ts';

const BEFORE = SKILL_EN;
const AFTER = SKILL_EN.replace('2. You should consider checking fonts.', '2. Check that every font in the deck is installed (`fc-list`).');
const MARK_AFTER = 'fc-list';

const input = (extra: Partial<PairedInput> = {}): PairedInput => ({
  dim: 'dim5',
  skillName: 'slides-export',
  before: BEFORE,
  after: AFTER,
  lang: 'en',
  judges: 3,
  ...extra,
});

/** The text shown as version A / version B in a request. */
function versions(req: RecordedRequest): { a: string; b: string } {
  const a = /<version_A>\n([\s\S]*?)\n<\/version_A>/.exec(req.lastUser)?.[1] ?? '';
  const b = /<version_B>\n([\s\S]*?)\n<\/version_B>/.exec(req.lastUser)?.[1] ?? '';
  return { a, b };
}

/** A judge that prefers `prefer` (by content, wherever it is shown), or answers tie. */
function judgeFor(prefer: 'after' | 'before' | 'tie'): (req: RecordedRequest) => Reply {
  return (req) => {
    const { a } = versions(req);
    if (prefer === 'tie') return json({ better: 'tie', reason: 'same' });
    const aIsAfter = a.includes(MARK_AFTER);
    const better = (prefer === 'after') === aIsAfter ? 'A' : 'B';
    return json({ better, reason: `prefers ${prefer}` });
  };
}

describe('pairedDecision: keep only on a strict majority of the judges asked', () => {
  it('3–0 and 2–1 keep', () => {
    assert.deepEqual(pairedDecision(['after', 'after', 'after'], 3), { decision: 'keep', after: 3, before: 0, tie: 0, abstained: 0 });
    assert.deepEqual(pairedDecision(['after', 'before', 'after'], 3), { decision: 'keep', after: 2, before: 1, tie: 0, abstained: 0 });
  });
  it('1–1–1 reverts; so do ties and a before majority', () => {
    assert.deepEqual(pairedDecision(['after', 'before', 'tie'], 3), { decision: 'revert', after: 1, before: 1, tie: 1, abstained: 0 });
    assert.deepEqual(pairedDecision(['tie', 'tie', 'tie'], 3), { decision: 'revert', after: 0, before: 0, tie: 3, abstained: 0 });
    assert.deepEqual(pairedDecision(['after', 'tie', 'tie'], 3), { decision: 'revert', after: 1, before: 0, tie: 2, abstained: 0 });
    assert.deepEqual(pairedDecision(['before', 'before', 'after'], 3), { decision: 'revert', after: 1, before: 2, tie: 0, abstained: 0 });
  });
  it('abstentions count against keeping: 2 after + 1 abstained keeps, 1 after + 2 abstained reverts', () => {
    assert.deepEqual(pairedDecision(['after', undefined, 'after'], 3), { decision: 'keep', after: 2, before: 0, tie: 0, abstained: 1 });
    assert.deepEqual(pairedDecision(['after', null, undefined], 3), { decision: 'revert', after: 1, before: 0, tie: 0, abstained: 2 });
    // The majority is of the judges asked, not of those that answered.
    assert.deepEqual(pairedDecision(['after'], 3), { decision: 'revert', after: 1, before: 0, tie: 0, abstained: 2 });
    assert.equal(pairedDecision([], 3).decision, 'revert');
    assert.equal(pairedDecision([], 0).decision, 'revert');
  });
  it('an even panel needs more than half: 2–2 reverts, 3–1 keeps', () => {
    assert.equal(pairedDecision(['after', 'after', 'before', 'before'], 4).decision, 'revert');
    assert.equal(pairedDecision(['after', 'after', 'tie', 'after'], 4).decision, 'keep');
  });
  it('never fewer judges asked than votes given', () => {
    assert.deepEqual(pairedDecision(['after', 'after', 'before', 'before', 'before'], 3), { decision: 'revert', after: 2, before: 3, tie: 0, abstained: 0 });
  });
  it('the summary written to results.tsv', () => {
    assert.equal(pairedSummary({ ...pairedDecision(['after', 'before', 'after'], 3), judges: 3 }), 'paired 3 judges: after 2, before 1, tie 0 → keep');
    assert.equal(
      pairedSummary({ ...pairedDecision(['after', undefined, 'tie'], 3), judges: 3 }),
      'paired 3 judges: after 1, before 0, tie 1, abstained 1 → revert',
    );
  });
  it('read back from results.tsv notes: the outcome, and the counts over many rows', () => {
    const kept = `tighten dim3; Δ +1.2 (noise ±2.4); ${pairedSummary({ ...pairedDecision(['after', 'after', 'before'], 3), judges: 3 })}`;
    const reverted = `x; ${pairedSummary({ ...pairedDecision(['after', undefined, 'tie'], 3), judges: 3 })}: the paired judges did not confirm the edit`;
    assert.equal(pairedOutcomeOf(kept), 'keep');
    assert.equal(pairedOutcomeOf(reverted), 'revert');
    assert.equal(pairedOutcomeOf('tighten dim3; Δ +1.2 (noise ±2.4)'), undefined);
    assert.equal(pairedOutcomeOf('paired judges were not asked → keep'), undefined, 'only the exact summary counts');
    assert.deepEqual(pairedCounts([kept, reverted, kept, 'initial evaluation']), { pairedKept: 2, pairedReverted: 1 });
  });
});

describe('pairedJudgeCount', () => {
  it('default 3, 0 = off, 1–2 raised to 3, others as given', () => {
    assert.equal(pairedJudgeCount(undefined), 3);
    assert.equal(pairedJudgeCount(0), 0);
    assert.equal(pairedJudgeCount(1), 3);
    assert.equal(pairedJudgeCount(2), 3);
    assert.equal(pairedJudgeCount(5), 5);
    assert.equal(pairedJudgeCount(4.7), 4);
    assert.equal(pairedJudgeCount(-1), 3);
    assert.equal(pairedJudgeCount(Number.NaN), 3);
  });
});

describe('the paired prompt', () => {
  it('names the dimension, reuses its rubric wording without score bands, asks for strict JSON', () => {
    const [system, user] = pairedMessages('dim3', 'en', pairedSkillText('s', 'A text'), pairedSkillText('s', 'B text'));
    assert.match(system.content, /luban-task: paired@1/);
    assert.match(system.content, /Dimension: dim3 — Failure-mode encoding \(weight 12 of 100\)/);
    assert.match(system.content, /"if X fails → do Y"/);
    assert.doesNotMatch(system.content, /9–10:/);
    assert.match(system.content, /\{"better": "A" \| "B" \| "tie", "reason"/);
    assert.match(user.content, /<version_A>\n<skill name="s" file="SKILL.md">\nA text\n<\/skill>\n<\/version_A>/);
    assert.match(user.content, /<version_B>\n<skill name="s" file="SKILL.md">\nB text\n<\/skill>\n<\/version_B>/);
    assert.doesNotMatch(user.content, /before|after/i, 'the judge is never told which version is the edit');
  });
  it('every dimension has criteria; Chinese skills get Chinese instructions', () => {
    for (const d of ['dim1', 'dim2', 'dim3', 'dim4', 'dim5', 'dim6', 'dim7a', 'dim7b', 'dim8', 'dim9', 'dim10'] as const) {
      assert.ok(pairedCriteria(d, 'en').length >= 2, d);
      assert.ok(pairedCriteria(d, 'zh').length >= 2, d);
    }
    const [system, user] = pairedMessages('dim4', 'zh', pairedSkillText('s', '甲'), pairedSkillText('s', '乙'));
    assert.match(system.content, /比较维度：dim4 检查点设计（权重 6\/100）/);
    assert.match(system.content, /只回复一个 JSON 对象/);
    assert.match(user.content, /请只就 dim4（检查点设计）比较哪个更好/);
  });
  it('long skills are cut like every judge input', () => {
    const t = pairedSkillText('s', 'x'.repeat(MAX_SKILL_CHARS + 10));
    assert.equal(t.text.length, MAX_SKILL_CHARS);
    assert.equal(t.truncated, true);
  });
});

describe('pairedComparison', () => {
  it('alternates the version shown as A and maps the answers back (judges prefer the edit → keep)', async () => {
    const server = await startServer(judgeFor('after'));
    const { ex, meter } = executor(openaiOn(server));
    const r = await pairedComparison(input(), ex);
    assert.equal(server.count, 3);
    const shownA = server.requests.map((q) => (versions(q).a.includes(MARK_AFTER) ? 'after' : 'before'));
    const shownB = server.requests.map((q) => (versions(q).b.includes(MARK_AFTER) ? 'after' : 'before'));
    assert.deepEqual(shownA, ['before', 'after', 'before']);
    assert.deepEqual(shownB, ['after', 'before', 'after']);
    for (const q of server.requests) {
      assert.equal(taskOf(q), 'paired@1');
      assert.match(q.system, /Dimension: dim5 — Executable specificity/);
      assert.equal(q.messages.filter((m) => m.role === 'assistant').length, 0, 'each judge starts fresh');
    }
    // Judge 1 saw the edit as B and answered B; judge 2 saw it as A and answered A: both "after".
    assert.deepEqual(
      r.votes.map((v) => [v.judge, v.shownAsA, v.vote, v.status]),
      [
        [1, 'before', 'after', 'answered'],
        [2, 'after', 'after', 'answered'],
        [3, 'before', 'after', 'answered'],
      ],
    );
    assert.deepEqual(
      { decision: r.decision, after: r.after, before: r.before, tie: r.tie, abstained: r.abstained, judges: r.judges },
      { decision: 'keep', after: 3, before: 0, tie: 0, abstained: 0, judges: 3 },
    );
    assert.equal(r.stopped, undefined);
    assert.equal(meter.calls, 3);
  });

  it('judges that prefer the version before the edit → revert; ties → revert', async () => {
    const server = await startServer(judgeFor('before'));
    const r = await pairedComparison(input(), executor(openaiOn(server)).ex);
    assert.deepEqual([r.decision, r.after, r.before, r.tie], ['revert', 0, 3, 0]);
    server.setHandler(judgeFor('tie'));
    const t = await pairedComparison(input(), executor(openaiOn(server)).ex);
    assert.deepEqual([t.decision, t.after, t.before, t.tie], ['revert', 0, 0, 3]);
  });

  it('a position-biased judge (always "A") cannot keep an edit: 4 judges split 2–2 (3 would favour the version before)', async () => {
    const server = await startServer(() => json({ better: 'A', reason: 'first is best' }));
    const r = await pairedComparison(input({ judges: 4 }), executor(openaiOn(server)).ex);
    assert.deepEqual([r.decision, r.after, r.before], ['revert', 2, 2]);
  });

  it('a garbage reply gets one repair request; still garbage → that judge abstains with its reason', async () => {
    const good = judgeFor('after');
    const server = await startServer((req) => {
      const n = server.count; // this request's number, 1-based
      // Requests 2 and 3 are judge 2 and its repair.
      return n === 2 || n === 3 ? text('B is clearly better, I think.') : good(req);
    });
    const r = await pairedComparison(input(), executor(openaiOn(server)).ex);
    assert.equal(server.count, 4);
    assert.equal(server.requests[2].messages.length, 4, 'the repair is asked in the same conversation');
    assert.match(server.requests[2].lastUser, /could not be used: the reply contains no JSON object/);
    assert.deepEqual(
      r.votes.map((v) => v.vote ?? v.failure),
      ['after', 'invalid-reply', 'after'],
    );
    assert.match(r.votes[1].reason, /^invalid-reply: invalid reply, and again after one repair request/);
    assert.deepEqual([r.decision, r.after, r.abstained], ['keep', 2, 1]);
  });

  it('a reply that is repaired counts; an out-of-contract answer ("a") is repaired too', async () => {
    const good = judgeFor('before');
    const server = await startServer((req) => (server.count === 1 ? json({ better: 'a', reason: 'lower case' }) : good(req)));
    const r = await pairedComparison(input(), executor(openaiOn(server)).ex);
    assert.equal(server.count, 4);
    assert.match(server.requests[1].lastUser, /\/better must be equal to one of the allowed values/);
    assert.deepEqual([r.decision, r.before, r.abstained], ['revert', 3, 0]);
  });

  it('model errors are abstentions, never votes', async () => {
    const server = await startServer(() => ({ kind: 'status', status: 500, body: 'down' }));
    const r = await pairedComparison(input(), executor(openaiOn(server)).ex);
    assert.deepEqual(
      r.votes.map((v) => v.failure),
      ['model-error', 'model-error', 'model-error'],
    );
    assert.deepEqual([r.decision, r.abstained], ['revert', 3]);
    assert.equal(r.stopped, undefined);
  });

  it('budget exhaustion: the judges left without a call abstain, and the result says the budget stopped them', async () => {
    const server = await startServer(judgeFor('after'));
    const one = executor(openaiOn(server), { budget: 1 });
    const r = await pairedComparison(input(), one.ex);
    assert.equal(server.count, 1);
    assert.equal(one.budget.spent, 1);
    assert.deepEqual(
      r.votes.map((v) => v.vote ?? v.failure),
      ['after', 'budget', 'budget'],
    );
    assert.deepEqual([r.decision, r.after, r.abstained, r.stopped], ['revert', 1, 2, 'budget']);
    // Two answered of three still decides: a strict majority of the judges asked.
    server.reset();
    const two = await pairedComparison(input(), executor(openaiOn(server), { budget: 2 }).ex);
    assert.deepEqual([two.decision, two.after, two.abstained, two.stopped], ['keep', 2, 1, 'budget']);
  });

  it('cancelled: no call is made, the result says so', async () => {
    const server = await startServer(judgeFor('after'));
    const ac = new AbortController();
    ac.abort();
    const r = await pairedComparison(input(), executor(openaiOn(server), { signal: ac.signal }).ex);
    assert.equal(server.count, 0);
    assert.deepEqual([r.decision, r.abstained, r.stopped], ['revert', 3, 'cancelled']);
  });

  it('each judge is an independent sample (own cache variant); the same comparison again costs nothing', async () => {
    const server = await startServer(judgeFor('after'));
    const first = executor(openaiOn(server), { cache: true });
    await pairedComparison(input(), first.ex);
    assert.equal(server.count, 3);
    const again = executor(openaiOn(server), { cache: first.cache });
    const r = await pairedComparison(input(), again.ex);
    assert.equal(server.count, 3);
    assert.deepEqual(
      r.votes.map((v) => v.status),
      ['cached', 'cached', 'cached'],
    );
    assert.equal(r.decision, 'keep');
  });

  it('a Chinese skill is compared with Chinese instructions; concurrency keeps the order of the votes', async () => {
    const after = SKILL_ZH.replace('2. 建议检查字体。', '2. 用 `fc-list` 检查所有字体均已安装。');
    const server = await startServer(judgeFor('after'));
    const r = await pairedComparison(input({ before: SKILL_ZH, after, lang: 'zh', dim: 'dim5', concurrency: 3 }), executor(openaiOn(server)).ex);
    assert.equal(server.count, 3);
    for (const q of server.requests) assert.match(q.system, /比较维度：dim5 可执行具体性/);
    assert.deepEqual(
      r.votes.map((v) => v.vote),
      ['after', 'after', 'after'],
    );
  });

  it('planning mode calls nothing and plans one conditional, repairable call per judge', async () => {
    const server = await startServer(judgeFor('after'));
    const { ex } = executor(openaiOn(server), { planning: true });
    const r = await pairedComparison(input(), ex);
    assert.equal(server.count, 0);
    assert.equal(ex.planned.length, 3);
    assert.ok(ex.planned.every((c) => c.conditional && c.repairable && c.step === 'paired.dim5'));
    assert.equal(r.decision, 'revert', 'placeholders are ties');
  });
});
