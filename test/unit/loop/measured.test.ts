/**
 * docs/features.md D9 in the optimiser: every verdict carries its measurement (issue 26, items 1–3 and 6,
 * the loop's side). A real 127.0.0.1 model server (test/support/model-server.ts) plays the
 * editor and the judges; each test counts the requests it cares about.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import type { OptimizeOptions } from '../../../src/core/workflows/loop/types.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { parseResultsTsv, rowOutOf, rowUnmeasured } from '../../../src/core/formats/results.ts';
import { readRejectedEdits } from '../../../src/core/formats/rejected-edits.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { json, panelReply, scriptedJudge, skillQuote, taskOf } from '../judge/scripted-judge.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, DEMO_SKILL, recorder } from './helpers.ts';

const SKILL = DEMO_SKILL;

const FAILURE = '## Failure handling\n\nIf no tag exists, ask which commit to start from.\n\n## Anti-patterns';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

const skillOf = (req: RecordedRequest) => /<skill[^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';

/**
 * Judges that score dim3 8 with a failure section and 4 without; `fail(req)` may answer a
 * request with an HTTP error instead; paired judges prefer the failure section.
 */
function judges(fail: (req: RecordedRequest) => Reply | undefined = () => undefined) {
  const base = scriptedJudge({
    scores: { dim2: 9, dim5: 9, dim6: 9, dim9: 9 },
    dim8: { intent: 8, lift: 7, side_effects: 5 },
    dry: { intent: 8, lift: 7 },
    prompts: 2,
  });
  const answer = (req: RecordedRequest): Reply => {
    const f = fail(req);
    if (f) return f;
    const task = taskOf(req);
    if (task?.startsWith('rubric.panel@')) return panelReply(req, answer);
    if (task === 'optimize.propose@1')
      return json({
        dimension: 'dim3',
        what: 'add a failure section',
        why: 'failure modes are not encoded',
        rubric_item: 'dim3',
        expected_gain: 4,
        edits: [{ old: '## Anti-patterns', new: FAILURE }],
      });
    if (task?.startsWith('dim3@'))
      return json({ score: skillOf(req).includes('Failure handling') ? 8 : 4, evidence: [skillQuote(req)], reason: 'scripted dim3' });
    if (task === 'paired@1') {
      const a = /<version_A>\n([\s\S]*?)\n<\/version_A>/.exec(req.lastUser)?.[1] ?? '';
      return json({ better: a.includes('Failure handling') ? 'A' : 'B', reason: 'scripted paired' });
    }
    return base(req);
  };
  return answer;
}

function setup(handler: (req: RecordedRequest) => Reply, over: Partial<OptimizeOptions> = {}) {
  server.reset();
  server.setHandler(handler);
  const repo = makeRepo({ 'skills/demo-skill/SKILL.md': SKILL });
  const dir = path.join(repo, 'skills/demo-skill');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, apiKey: 'k', maxRetries: 0 });
  const rec = recorder();
  const opts: OptimizeOptions = {
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    maxRounds: 1,
    model,
    clock: clock(),
    onEvent: rec.onEvent,
    noiseFloor: false,
    ...over,
  };
  return { repo, dir, rec, opts };
}

const rowsOf = (dir: string) => parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
const proposals = () => server.requests.filter((r) => taskOf(r) === 'optimize.propose@1').length;

test('item 1: a model that answers only garbage is "not scored" — the run stops saying so (N of M calls failed), never a ROI skip', async () => {
  const { dir, rec, opts } = setup(() => ({ kind: 'text', text: 'lorem ipsum, not an answer' }));
  const report = await optimize(opts);
  assert.equal(report.stopped, 'model-unanswered');
  assert.equal(report.skills[0].status, 'error');
  assert.equal(rec.notices('roi-skip').length, 0, 'no gate reads a score with no judged part');
  const told = rec.notices('model-unanswered');
  assert.equal(told.length, 1);
  const m = /^demo-skill: not scored — the model did not answer: (\d+) of (\d+) calls failed \(invalid[ -]reply/.exec(told[0].message.en);
  assert.ok(m, told[0].message.en);
  assert.ok(Number(m[1]) > 0 && m[1] === m[2], 'every call of the baseline failed');
  assert.match(told[0].message.zh, /未评分——模型没有作答/);
  assert.equal(proposals(), 0, 'nothing was proposed or edited');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.deepEqual(
    rows.map((r) => [r.round, r.status, r.new_score]),
    [['0', 'error', '-']],
    'no baseline score is recorded for a later ROI or mode decision',
  );
  assert.match(rows[0].note, /not scored: the model did not answer \(\d+ of \d+ calls failed/);
});

test('item 1: the same dead model in Full mode stops before the noise floor and the consumer baseline gate', async () => {
  const { rec, opts } = setup(() => ({ kind: 'status', status: 500 }), { mode: 'full', noiseFloor: true });
  const report = await optimize(opts);
  assert.equal(report.stopped, 'model-unanswered');
  assert.match(rec.notices('model-unanswered')[0].message.en, /(\d+) of \1 calls failed \(/);
  assert.equal(rec.notices('noise-floor').length, 0);
  assert.equal(rec.notices('consumer-baseline').length, 0);
});

test("items 1/2: a baseline missing a part it claims (dim8's judge never answers) is partial — no gate passes on it, no round runs", async () => {
  const { dir, rec, opts } = setup(
    judges((req) => (taskOf(req)?.startsWith('dim8.judge@') ? { kind: 'status', status: 500 } : undefined)),
    { mode: 'full' },
  );
  const report = await optimize(opts);
  assert.equal(report.skills[0].status, 'stopped');
  assert.match(rec.notices('partial-baseline')[0].message.en, /demo-skill: the baseline is partial \(dim8 not measured\)/);
  assert.equal(proposals(), 0);
  assert.equal(rec.notices('roi-skip').length, 0);
  const rows = rowsOf(dir);
  assert.match(rows[0].note, /partial: dim8 not measured/);
});

test('item 6a: a round reverted for a partial re-score is recorded in results.tsv only — rejected_edits.md stays empty, the dimension is not detoured', async () => {
  // The edited text's rubric judges never answer: the new score misses the rubric dims.
  const { dir, opts } = setup(
    judges((req) => (taskOf(req)?.startsWith('rubric.panel@') && skillOf(req).includes('Failure handling') ? { kind: 'status', status: 500 } : undefined)),
    { mode: 'full' },
  );
  await optimize(opts);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /partial score \([\w,]*dim3[\w,]* not measured on both sides\): a partial score never justifies a keep/);
  assert.ok(rowUnmeasured(rows[1]), 'marked for history readers: not a regression');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rej = await readRejectedEdits(dir);
  assert.equal(rej.entries.length, 0, 'a missing measurement says nothing against the edit');
});

test('item 6 / consumer baseline: never measured (HTTP 500 every time) is told and recorded — the C8 gate does not pass, the skill is not edited', async () => {
  const { dir, rec, opts } = setup(
    judges((req) => (/luban-task: baseline\./.test(req.system + JSON.stringify(req.messages)) ? { kind: 'status', status: 500 } : undefined)),
    { mode: 'full' },
  );
  const report = await optimize(opts);
  assert.equal(rec.notices('consumer-baseline').length, 0, 'not blocked');
  const told = rec.notices('consumer-baseline-unmeasured');
  assert.equal(told.length, 1);
  assert.match(told[0].message.en, /the consumer baseline was not measured \(.+\); the C8 gate cannot pass on a measurement that is missing/);
  assert.match(rowsOf(dir)[0].note, /consumer baseline not measured \(model-error\)/);
  assert.equal(report.skills[0].status, 'stopped', 'a partial baseline: scored, not edited');
  assert.equal(proposals(), 0, 'no round was run on an unmeasured gate');
  assert.match(rowsOf(dir)[0].note, /partial: /, 'the baseline row says it is partial, so no later gate reads it');
});

test('item 3: where dim8 ran agents, the noise floor re-runs them once (fresh agent runs), so it holds their run-to-run variance', async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { JudgeCache } = await import('../../../src/core/models/cache.ts');
  // dim8's agent runs are the requests without a luban-task that do not run the consumer baseline's generated skill.
  const agentRuns = () => server.requests.filter((r) => !taskOf(r) && !/A plain baseline skill/.test(r.system + JSON.stringify(r.messages))).length;
  const cache = () => new JudgeCache(mkdtempSync(path.join(tmpdir(), 'luban-cache-')));
  const without = setup(judges(), { mode: 'full', noiseFloor: false, maxRounds: 0, cache: cache() });
  await optimize(without.opts);
  const baselineRuns = agentRuns();
  assert.ok(baselineRuns >= 2, `the baseline ran agents (${baselineRuns} runs)`);
  const { dir, rec, opts } = setup(judges(), { mode: 'full', noiseFloor: true, maxRounds: 0, cache: cache() });
  await optimize(opts);
  assert.equal(agentRuns(), 2 * baselineRuns, 'one re-judging re-ran every agent run; the other two reused them from the cache');
  const row = rowsOf(dir)[0];
  // The scripted judges agree every time, yet the floor is never ±0: judges answer in whole points (spread.ts scaleStepSd).
  const floor = /noise floor ±(\d+\.\d) \(one score's sd, from 4 judgings\) agent runs re-run in 1 of them/.exec(row.note);
  assert.ok(floor && Number(floor[1]) > 0, row.note);
  assert.match(
    rec.notices('noise-floor')[0].message.en,
    /the agent runs re-run in 1 of them\); a change must move the score more than ±\d+\.\d \(√2 × the floor\)/,
  );
});

test('item 6b: every scored results.tsv row states its scale (out_of=N), and a reader gets it back with rowOutOf', async () => {
  const { dir, opts } = setup(judges());
  await optimize(opts);
  const rows = rowsOf(dir);
  assert.deepEqual(
    rows.map((r) => [r.status, rowOutOf(r)]),
    [
      ['baseline', 100],
      ['keep', 100],
    ],
  );
  assert.match(rows[1].note, /; out_of=100$/);
  // Without a model the static view's points: on 29, never /100.
  const offline = setup(judges(), { model: undefined });
  await optimize(offline.opts);
  const off = rowsOf(offline.dir);
  assert.equal(rowOutOf(off[0]), 29);
  assert.match(off[0].note, /static \d+\/29; lowest \w+ [\d.]+; out_of=29$/);
});

test('items 1/2 (ROI from history): a recorded baseline with no judged part (a dead model\'s "static 23/23") never skips a run with a model', async () => {
  const { dir, rec, opts } = setup(judges());
  const { writeFileSync } = await import('node:fs');
  const { RESULTS_HEADER } = await import('../../../src/core/formats/results.ts');
  const dead = [
    '2026-06-01T10:00',
    'baseline',
    'demo-skill',
    '0',
    '-',
    '23',
    'baseline',
    '-',
    '-',
    'initial evaluation / 初始评估; static 23/23; lowest dim1 10',
    'static',
    '0',
  ].join('\t');
  writeFileSync(path.join(dir, 'results.tsv'), `${RESULTS_HEADER}\n${dead}\n`);
  const report = await optimize(opts);
  assert.equal(rec.notices('roi-skip').length, 0);
  assert.notEqual(report.skills[0].status, 'roi-skip');
  assert.equal(proposals(), 1, 'the skill was optimised');
});

test('item 3 (Quick): a static-only dim4 edit (+6 static points: a 🛑 STOP line) is decided by the static points it touched, though one judging scored the judged dims lower', async () => {
  const NOSTOP = SKILL.replace(
    '4. 🛑 STOP: show the draft and wait for approval before writing `CHANGELOG.md`.',
    '4. Write `CHANGELOG.md` and push it to main.',
  );
  const base = judges();
  const handler = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    if (task?.startsWith('rubric.panel@')) return panelReply(req, handler);
    if (task === 'optimize.propose@1')
      return json({
        dimension: 'dim4',
        what: 'a STOP before pushing',
        why: 'an irreversible step has no checkpoint',
        rubric_item: 'dim4',
        expected_gain: 6,
        edits: [
          {
            old: '4. Write `CHANGELOG.md` and push it to main.',
            new: '4. 🛑 STOP: show the draft and wait for approval.\n5. Write `CHANGELOG.md` and push it to main.',
          },
        ],
      });
    // The re-score's one judging happened to score dim2 and dim3 lower: judged −7.2 against the static +6.
    if (task?.startsWith('dim2@') || task?.startsWith('dim3@')) {
      const stop = skillOf(req).includes('🛑 STOP');
      return json({ score: task.startsWith('dim2@') ? (stop ? 6 : 9) : stop ? 1 : 4, evidence: [skillQuote(req)], reason: 'scripted' });
    }
    return base(req);
  };
  const t = setup(handler, { intent: 'improve dim4' });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path.join(t.dir, 'SKILL.md'), NOSTOP);
  const { execFileSync } = await import('node:child_process');
  execFileSync('git', ['commit', '-qam', 'no stop'], { cwd: t.repo });
  await optimize(t.opts);
  const rows = rowsOf(t.dir);
  assert.deepEqual([rows[1].status, rows[1].dim_changed, rows[1].delta], ['keep', 'dim4', '-1.2']);
  assert.match(rows[1].note, /static-only change: static \+6 on dim4/);
  assert.equal(server.requests.filter((r) => taskOf(r) === 'paired@1').length, 0, 'no paired judge is asked about a static-only change');
  assert.match(readFileSync(path.join(t.dir, 'SKILL.md'), 'utf8'), /🛑 STOP: show the draft/);
});
