// docs/features.md D9: a score that misses any part it claims is `partial` — a budget or cancel stop
// inside dim8 or inside a judge panel withholds that dimension, so the total never looks
// complete. Against the scripted judge behind a real local HTTP server.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate } from '../../../src/core/scoring/judge/evaluate.ts';
import { buildScorecard } from '../../../src/core/scoring/scorecard/build.ts';
import { executor, openaiOn, scanOf, SKILL_EN, startServer } from './helpers.ts';
import { scriptedJudge, taskOf } from './scripted-judge.ts';

const FILES = { 'SKILL.md': SKILL_EN, 'scripts/render.py': 'print("render")\n' };

async function scoreWith(budget: number | undefined, mode: 'quick' | 'full' = 'quick') {
  const server = await startServer(scriptedJudge({}));
  const scan = scanOf(FILES);
  const bits = executor(openaiOn(server), { budget, cache: true });
  const ev = await evaluate({ scan, mode }, bits.ex);
  const card = buildScorecard({
    skill: 'slides-export',
    scan,
    mode,
    evaluation: ev,
    usage: { calls: 0, inputTokens: 0, outputTokens: 0 },
    model: 'openai:judge-model',
  });
  return { ev, card, server };
}

describe('partial scores (docs/features.md D9)', () => {
  it('a budget stop after 1 of 3 dim8 prompts withholds dim8: not scored, the total partial out of 80', async () => {
    const { ev, card } = await scoreWith(5);
    assert.equal(ev.dim8.evaluations.length, 1, 'one prompt was measured before the stop');
    assert.equal(ev.dim8.value, null);
    assert.equal(ev.dim8.failure?.reason, 'budget');
    assert.ok(ev.dim8.tags.includes('[incomplete: 1 of 3 test prompts evaluated, stopped (budget); 7 not counted]'), ev.dim8.tags.join(' '));
    assert.equal(card.dims.dim8.value, null);
    assert.equal(card.dims.dim8.reason, 'budget');
    assert.equal(card.outOf, 80);
    assert.equal(card.partial, true);
  });

  it('the same skill with enough budget scores dim8 from all three prompts and is complete', async () => {
    const { ev, card } = await scoreWith(undefined);
    assert.equal(ev.dim8.evaluations.length, 3);
    assert.equal(card.dims.dim8.value, 5.5);
    assert.equal(card.partial, false);
  });

  it('a budget stop between the two Full judges withholds the rubric dims instead of calling one judge a fallback', async () => {
    // Full mode: two judges, one panel request each. A budget of 1 lets the first judge answer only.
    const { ev, card, server } = await scoreWith(1, 'full');
    assert.equal(server.requests.filter((r) => taskOf(r) === 'rubric.panel@1').length, 1);
    for (const d of ['dim2', 'dim3', 'dim5', 'dim6', 'dim7b', 'dim9'] as const) {
      const jv = ev.rubric[d]!;
      assert.equal(jv.value, null, `${d} with 1 of 2 judges`);
      assert.equal(jv.failure?.reason, 'budget');
      assert.ok(
        jv.tags.some((t) => t.startsWith('[incomplete: 1 of 2 judges answered before the run stopped')),
        jv.tags.join(' '),
      );
      assert.equal(card.dims[d].value, null);
    }
    assert.equal(card.partial, true);
  });
});
