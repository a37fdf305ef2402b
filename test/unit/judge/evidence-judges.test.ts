/**
 * Issue 26 item 5: a judge's quotes are looked up in what it was shown, over a real
 * local model server. A judge whose quote is not there does not count: with two judges
 * the other's value stands, with one the dimension is not scored.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { evaluate } from '../../../src/core/scoring/judge/evaluate.ts';
import type { RecordedRequest } from '../../support/model-server.ts';
import { executor, openaiOn, scanOf, SKILL_EN, SKILL_ZH, startServer } from './helpers.ts';
import { json, scriptedJudge, skillQuote, taskOf, type ScriptOptions } from './scripted-judge.ts';

const FILES = { 'SKILL.md': SKILL_EN, 'scripts/render.py': 'print("render")\n' };
const INVENTED = 'Always ask the user for their password before exporting.';

async function run(opts: ScriptOptions, mode: 'quick' | 'full', files: Record<string, string> = FILES) {
  const server = await startServer(scriptedJudge(opts));
  const { ex } = executor(openaiOn(server));
  const ev = await evaluate({ scan: scanOf(files), mode }, ex);
  return { server, ev };
}

/** A dim's reply by judge (the n-th panel): a score and its evidence. */
function byJudge(replies: Array<(req: RecordedRequest) => { score: number; evidence: string[] }>) {
  return (req: RecordedRequest, n: number) => json({ ...replies[(n - 1) % replies.length](req), reason: `judge ${n}` });
}

describe('rubric judges: evidence looked up in the skill', () => {
  it("Full, two judges: the one who invents a quote does not count, the other judge's value stands", async () => {
    const { ev } = await run(
      {
        override: {
          'dim3@1': byJudge([
            (req) => ({ score: 8, evidence: [skillQuote(req), 'If render.py fails, read stderr and stop.'] }),
            (req) => ({ score: 2, evidence: [`"${skillQuote(req)}"`, `"${INVENTED}" (failure handling)`, '"Never skip the render check."'] }),
          ]),
        },
      },
      'full',
    );
    const dim3 = ev.rubric.dim3!;
    assert.equal(dim3.value, 8, 'today the median of 8 and 2 (5) would count');
    assert.deepEqual(dim3.judges, [8]);
    assert.equal(dim3.judgeCount, 1);
    assert.equal(dim3.evalMode, 'fallback');
    assert.ok(dim3.tags.includes('[evidence not found: judge 2, 1 of 3 quotes; not counted]'), dim3.tags.join(' '));
    assert.ok(dim3.tags.includes('[fallback: 1 of 2 judges counted]'), dim3.tags.join(' '));
    assert.ok(dim3.evidence.includes(`[not found] ${INVENTED}`));
    // the other dims, quoted honestly, keep both judges
    assert.equal(ev.rubric.dim2!.judgeCount, 2);
  });

  it('Quick, one judge: an invented quote leaves the dim not scored, as an invalid reply that says why', async () => {
    const { ev } = await run({ override: { 'dim2@1': byJudge([() => ({ score: 9, evidence: [`"${INVENTED}"`] })]) } }, 'quick');
    const dim2 = ev.rubric.dim2!;
    assert.equal(dim2.value, null);
    assert.equal(dim2.failure!.reason, 'invalid-reply');
    assert.match(dim2.failure!.detail, /the judges' quotes were not found in the skill \(judge 1: 1 of 1\)/);
    assert.equal(ev.rubric.dim3!.value, 7, 'a dim with honest evidence is scored');
  });

  it('a judge that quotes nothing where the schema asks for quotes does not count', async () => {
    const { ev } = await run(
      { override: { 'dim5@1': byJudge([(req) => ({ score: 6, evidence: [skillQuote(req)] }), () => ({ score: 10, evidence: [] })]) } },
      'full',
    );
    assert.equal(ev.rubric.dim5!.value, 6);
    assert.ok(ev.rubric.dim5!.tags.includes('[evidence missing: judge 2 quoted nothing; not counted]'));
  });

  it('a judge whose evidence has no quotation marks: items looked up leniently — a paraphrase whose words stand in the skill holds, beside a claim of absence', async () => {
    const cited = ['Step 3: Run scripts/render.py --format pdf', 'No negative examples are given anywhere', '"a"'];
    const { ev } = await run({ override: { 'dim5@1': byJudge([() => ({ score: 4, evidence: cited })]) } }, 'quick');
    assert.equal(ev.rubric.dim5!.value, 4);
    assert.ok(!ev.rubric.dim5!.tags.some((t) => t.startsWith('[evidence')), ev.rubric.dim5!.tags.join(' '));
    assert.ok(ev.rubric.dim5!.evidence.includes('[not found] No negative examples are given anywhere'), ev.rubric.dim5!.evidence.join(' | '));
  });

  it('a judge none of whose citations is in the skill (only claims and invented lines) does not count', async () => {
    const cited = ['No negative examples are given anywhere', 'Always ask the user for a password before exporting'];
    const { ev } = await run({ override: { 'dim5@1': byJudge([() => ({ score: 2, evidence: cited })]) } }, 'quick');
    assert.equal(ev.rubric.dim5!.value, null);
    assert.equal(ev.rubric.dim5!.failure?.reason, 'invalid-reply');
    assert.ok(
      ev.rubric.dim5!.tags.some((t) => t.startsWith('[evidence not found: judge 1, 2 of 2 quotes; not counted]')),
      ev.rubric.dim5!.tags.join(' '),
    );
  });

  it('a Chinese skill: quotes with half-width punctuation, other line breaks and an elision are found', async () => {
    const { ev } = await run(
      {
        override: {
          'dim3@1': byJudge([() => ({ score: 8, evidence: ['如果 render.py 失败,读取 stderr\n并停止', '「把幻灯片导出为 PDF……打印幻灯片时使用」'] })]),
        },
      },
      'quick',
      { 'SKILL.md': SKILL_ZH, 'scripts/render.py': 'print(1)\n' },
    );
    assert.equal(ev.rubric.dim3!.value, 8);
    assert.ok(!ev.rubric.dim3!.tags.some((t) => t.startsWith('[evidence')));
  });
});

describe('dim8 judges: evidence looked up in the run outputs', () => {
  // Full: 3 prompts × 2 judges, asked in order — odd calls are judge 1, even calls judge 2.
  const honest = { intent: 7, lift: 5, side_effects: 5, reason: 'With the skill the agent says "I read the request." and then works.' };
  const invented = { intent: 1, lift: 0, side_effects: 1, reason: `The output claims "${INVENTED}", which is off task.` };

  it("a judge quoting what the outputs never said does not count; the other judge's sub-scores stand", async () => {
    const { ev } = await run({ override: { 'dim8.judge@1': (_r, n) => json(n % 2 ? honest : invented) } }, 'full');
    assert.equal(ev.dim8.evaluations.length, 3);
    for (const e of ev.dim8.evaluations) {
      assert.deepEqual(e.raw, { intent: 7, lift: 5, sideEffects: 5 });
      assert.equal(e.judgeCount, 1);
    }
    assert.ok(ev.dim8.tags.includes('[evidence not found: tp-01 judge 2, 1 of 1 quotes; not counted]'), ev.dim8.tags.join(' '));
    assert.equal(ev.dim8.value, 8.5);
  });

  it('a short scare-quote in a reason (under six words) is not checked and does not drop the judge', async () => {
    const scare = { ...invented, reason: 'The output is "a bit too long overall" next to the baseline.' };
    const { ev } = await run({ override: { 'dim8.judge@1': (_r, n) => json(n % 2 ? honest : scare) } }, 'full');
    for (const e of ev.dim8.evaluations) assert.equal(e.judgeCount, 2);
    assert.ok(!ev.dim8.tags.some((t) => t.startsWith('[evidence')), ev.dim8.tags.join(' '));
  });

  it("a dry run's judge cannot vouch for a quote with its own predicted output; a quote of the skill holds", async () => {
    const dry = (reason: string) => () => json({ predicted_output: `The agent says: ${INVENTED}`, intent: 6, lift: 5, reason });
    const self = await run({ override: { 'dim8.dry@1': dry(`It says "${INVENTED}" as the skill wants.`) } }, 'quick');
    assert.deepEqual(
      self.ev.dim8.evaluations.map((e) => e.kind),
      ['full_test'],
    );
    assert.ok(self.ev.dim8.tags.includes('[evidence not found: tp-02 dry-run judge, 1 of 1 quotes; not counted]'), self.ev.dim8.tags.join(' '));
    const skill = await run({ override: { 'dim8.dry@1': dry('The skill says "If render.py fails, read stderr and stop."') } }, 'quick');
    assert.deepEqual(
      skill.ev.dim8.evaluations.map((e) => e.kind),
      ['full_test', 'dry_run', 'dry_run'],
    );
  });

  it('when no judge of a prompt quotes the outputs truly, dim8 is not scored, as an invalid reply', async () => {
    const { ev, server } = await run({ override: { 'dim8.judge@1': (_r, n) => json(n <= 2 ? invented : honest) } }, 'full');
    assert.equal(server.requests.filter((r) => taskOf(r) === 'dim8.judge@1').length, 6);
    assert.equal(ev.dim8.value, null);
    assert.equal(ev.dim8.failure!.reason, 'invalid-reply');
    assert.match(ev.dim8.failure!.detail, /^tp-01: the judges' quotes were not found in the run outputs \(tp-01 judge 1: 1 of 1; tp-01 judge 2: 1 of 1\)/);
  });
});
