/**
 * The optimiser with a model: the scripted model behind a real 127.0.0.1 HTTP server
 * (test/support/model-server.ts) plays the editor (optimize.propose) and the judges.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import type { OptimizeOptions } from '../../../src/core/workflows/loop/types.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { Budget } from '../../../src/core/models/budget.ts';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import { readRejectedEdits } from '../../../src/core/formats/rejected-edits.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { json, panelReply, scriptedJudge, skillQuote, taskOf } from '../judge/scripted-judge.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, DEMO_SKILL, recorder } from './helpers.ts';

const SKILL = DEMO_SKILL;

const FAILURE_EDIT = { old: '## Anti-patterns', new: '## Failure handling\n\nIf no tag exists, ask which commit to start from.\n\n## Anti-patterns' };

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

function skillOf(req: RecordedRequest): string {
  return /<skill[^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
}

function proposal(edits: Array<{ old: string; new: string }>, dimension = 'dim3'): Reply {
  return json({ dimension, what: `edit for ${dimension}`, why: 'failure modes are not encoded', rubric_item: 'dim3: if X fails → Y', expected_gain: 4, edits });
}

/** Judges: dim3 = 8 when the skill has a failure section, else 4; everything else high. */
function handler(propose: (req: RecordedRequest, n: number) => Reply, extra: { baselineScore?: number } = {}) {
  const base = scriptedJudge({
    scores: { dim2: 9, dim5: 9, dim6: 9, dim9: 9 },
    dim8: { intent: 8, lift: 7, side_effects: 5 },
    dry: { intent: 8, lift: 7 },
    prompts: 2,
    baselineScore: extra.baselineScore,
  });
  let n = 0;
  const answer = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    if (task?.startsWith('rubric.panel@')) return panelReply(req, answer);
    if (task === 'optimize.propose@1') return propose(req, ++n);
    if (task === 'optimize.rewrite@1')
      return json({ skill_md: SKILL.replace('## Anti-patterns', FAILURE_EDIT.new), summary: 'rewritten with a failure section' });
    if (task?.startsWith('dim3@'))
      return json({ score: skillOf(req).includes('Failure handling') ? 8 : 4, evidence: [skillQuote(req)], reason: 'scripted dim3' });
    // Paired judges (docs/features.md D9): prefer the version with a failure section; no difference otherwise.
    if (task === PAIRED_TASK) {
      const a = /<version_A>\n([\s\S]*?)\n<\/version_A>/.exec(req.lastUser)?.[1] ?? '';
      const b = /<version_B>\n([\s\S]*?)\n<\/version_B>/.exec(req.lastUser)?.[1] ?? '';
      const fa = a.includes('Failure handling');
      return json({ better: fa === b.includes('Failure handling') ? 'tie' : fa ? 'A' : 'B', reason: 'scripted paired' });
    }
    return base(req);
  };
  return answer;
}

function setup(propose: (req: RecordedRequest, n: number) => Reply, extra: { baselineScore?: number } = {}) {
  server.reset();
  server.setHandler(handler(propose, extra));
  const repo = makeRepo({ 'skills/demo-skill/SKILL.md': SKILL });
  const dir = path.join(repo, 'skills/demo-skill');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, retries: 0 } as ConstructorParameters<typeof OpenAIChatModel>[0]);
  const rec = recorder();
  const base: OptimizeOptions = {
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    maxRounds: 1,
    model,
    clock: clock(),
    onEvent: rec.onEvent,
    noiseFloor: false,
  };
  return { repo, dir, rec, base, model };
}

const rowsOf = (dir: string) => parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
const proposeCalls = () => server.requests.filter((r) => taskOf(r) === 'optimize.propose@1').length;

test('keep: the editor proposes, independent judges re-score, the edit is kept; calls per round counted', async () => {
  const { dir, rec, base } = setup(() => proposal([FAILURE_EDIT]));
  const report = await optimize(base);
  const rows = rowsOf(dir);
  assert.deepEqual(
    rows.map((r) => [r.round, r.status, r.dim_changed]),
    [
      ['0', 'baseline', '-'],
      ['1', 'keep', 'dim3'],
    ],
  );
  assert.equal(rows[1].delta, '+4.8');
  assert.equal(rows[1].eval_mode, 'dry_run');
  assert.equal(rows[1].judge_count, '1');
  assert.match(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /## Failure handling\n\nIf no tag exists/);
  assert.ok(existsSync(path.join(dir, 'test-prompts.json')), 'Phase 0.5 wrote the approved prompts');
  const r1 = rec.rounds().find((r) => r.round === 1)!;
  // proposal (1) + the Quick rubric panel, dim2/3/5/6/7b/9 in one request (1) + dim8: one forced full_test (with-skill run, baseline run, judge = 3) + one dry run (1)
  // + Quick measures no noise floor, so 3 paired judges decide the judged change (docs/features.md D9)
  assert.equal(r1.calls, 9);
  assert.match(rows[1].note, /Δ \+4\.8 \(noise not measured\); paired 3 judges: after 3, before 0, tie 0 → keep/);
  assert.equal(proposeCalls(), 1);
  // The editor's request is never a judge's: the judges' requests carry no editing conversation.
  for (const req of server.requests.filter((r) => /luban-task: (?:dim\d|rubric\.panel)/.test(r.system)))
    assert.equal(req.messages.filter((m) => m.role === 'assistant').length, 0);
  assert.equal(report.health.modelCalls, server.requests.length);
});

test('revert (Δ 0, no noise floor: the paired judges see no difference): git checkout restores SKILL.md, rejected_edits.md and results.tsv say why', async () => {
  const { repo, dir, rec, base } = setup(() => proposal([{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }]));
  const report = await optimize({ ...base, mode: 'full' });
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /Δ 0 \(noise not measured\); paired 3 judges: after 0, before 0, tie 3 → revert/);
  assert.equal(rec.notices('score-drift').length, 0);
  const rej = await readRejectedEdits(dir);
  assert.equal(rej.entries.length, 1);
  assert.equal(rej.entries[0].dimension, 'dim3');
  assert.equal(rej.entries[0].lines, 'L16');
  assert.ok(report.branch);
  const { execFileSync } = await import('node:child_process');
  assert.equal(execFileSync('git', ['log', '-1', '--format=%s', rows[1].commit], { cwd: repo, encoding: 'utf8' }).trim(), 'pre-edit: demo-skill');
  assert.equal(rows[1].judge_count, '2');
  assert.equal(rows[1].eval_mode, 'full_test');
});

test('>150% size: rejected before applying (told), one slimmer retry asked, nothing written', async () => {
  const big = 'x'.repeat(Math.ceil(SKILL.length * 0.6));
  const { dir, rec, base } = setup(() => proposal([{ old: '## Anti-patterns', new: `## Failure handling\n\n${big}\n\n## Anti-patterns` }]));
  await optimize(base);
  assert.equal(rec.notices('size-cap').length, 2);
  assert.equal(proposeCalls(), 2);
  const feedback = server.requests.filter((r) => taskOf(r) === 'optimize.propose@1')[1].lastUser;
  assert.match(feedback, /<feedback>\n[^\n]*over the 150% cap/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /rejected before applying/);
  assert.equal(
    readdirSync(dir).some((n) => n.includes('.bak')),
    false,
  );
});

test('>10% edit: rejected before applying (character budget), nothing written', async () => {
  const { dir, rec, base } = setup(() =>
    proposal([
      {
        old: '## Anti-patterns',
        new: `## Failure handling\n\n${'If the release has no merged pull requests, say so and stop. '.repeat(3)}\n\n## Anti-patterns`,
      },
    ]),
  );
  await optimize(base);
  assert.equal(rec.notices('size-cap').length, 0);
  const rows = rowsOf(dir);
  assert.match(rows[1].note, /characters changed, over the 10% budget/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
});

test('multi-dimension edit (redline 2): applied, found to change dim5 too, the whole round rolled back', async () => {
  const { dir, rec, base } = setup(() =>
    proposal([{ old: '## Anti-patterns', new: '## Failure handling\n\nIf no tag exists, you should ask first.\n\n## Anti-patterns' }]),
  );
  await optimize(base);
  assert.equal(rec.notices('redline-2-multi-dim').length, 1);
  assert.match(rec.notices('redline-2-multi-dim')[0].message.en, /also changed dim5/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /redline 2/);
  // No re-score after a redline: only the proposal was called in round 1.
  assert.equal(rec.rounds().find((r) => r.round === 1)!.calls, 1);
  assert.equal((await readRejectedEdits(dir)).entries[0].reason.includes('redline 2'), true);
});

test('self-judge redline: judging in the editing context halves dim8 and is recorded', async () => {
  // dim8 halved drops below 7, so the strategy's P0 (dim8) is the target this time.
  const { dir, rec, base } = setup((req) => proposal([FAILURE_EDIT], /dimension: (dim\w+)/.exec(req.lastUser)?.[1]));
  const report = await optimize({ ...base, judgeContext: 'same-as-editor' });
  assert.equal(rowsOf(dir)[1].dim_changed, 'dim8');
  assert.ok(rec.notices('redline-1-self-eval').length >= 2);
  const rows = rowsOf(dir);
  assert.match(rows[0].note, /redline_1_violation=true/);
  assert.match(rows[1].note, /redline_1_violation=true/);
  assert.equal(report.health.sameContextViolations, 2);
});

test('consumer baseline below 60 blocks optimisation with a capability report (Full)', async () => {
  const { dir, rec, base } = setup(() => proposal([FAILURE_EDIT]), { baselineScore: 40 });
  const report = await optimize({ ...base, mode: 'full' });
  assert.equal(rec.notices('consumer-baseline').length, 1);
  assert.match(rec.notices('consumer-baseline')[0].message.en, /score 40 < 60/);
  assert.equal(report.skills[0].status, 'blocked');
  assert.equal(proposeCalls(), 0);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
});

test("Full mode measures the consumer baseline once, in Phase 1 — never again on a round's re-score", async () => {
  const { dir, base } = setup(() => proposal([FAILURE_EDIT]));
  await optimize({ ...base, mode: 'full' });
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'keep', 'a round was re-scored');
  assert.match(rows[1].note, /paired 3 judges: after 3/, 'no noise floor (noiseFloor: false): the paired judges decided');
  const baselineRuns = server.requests.filter((r) => /luban-task: baseline\.(gen|run|judge)@/.test(r.system + JSON.stringify(r.messages)));
  const gens = baselineRuns.filter((r) => /baseline\.gen@/.test(r.system + JSON.stringify(r.messages)));
  assert.equal(gens.length, 1, 'the baseline skill is generated once');
  assert.ok(baselineRuns.length >= 2, 'and run against the test prompts in Phase 1');
});

test('sub-agent unavailable: fallback mode is told and recorded (judge_count=1, eval_mode fallback)', async () => {
  const { dir, rec, base } = setup(() => proposal([FAILURE_EDIT]));
  await optimize({ ...base, mode: 'full', independentJudges: false, maxRounds: 1 });
  assert.equal(rec.notices('subagent-unavailable').length, 1);
  const rows = rowsOf(dir);
  assert.match(rows[0].eval_mode, /^fallback/);
  assert.equal(rows[0].judge_count, '1');
});

test('test-prompts.json exists: reuse / rewrite / append is asked (reuse by default), then 🛑 STOP approval', async () => {
  const { dir, rec, base } = setup(() => proposal([FAILURE_EDIT]));
  const prompts = [
    { id: 'tp-01', prompt: 'draft the notes', expected_behavior: 'lists PRs', category: 'typical' },
    { id: 'tp-02', prompt: 'notes', expected_behavior: 'asks which release', category: 'ambiguous' },
  ];
  writeFileSync(path.join(dir, 'test-prompts.json'), JSON.stringify(prompts));
  const ap = approver();
  await optimize({ ...base, approver: ap });
  assert.equal(rec.notices('test-prompts-exist').length, 1);
  const kinds = ap.asked.map((c) => [c.kind, c.level]);
  assert.deepEqual(kinds.slice(0, 3), [
    ['phase0.3', 'checkpoint'],
    ['test-prompts-exist', 'checkpoint'],
    ['phase0.5', 'stop'],
  ]);
  assert.equal(server.requests.filter((r) => taskOf(r)?.startsWith('dim8.tp')).length, 0);
  assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'test-prompts.json'), 'utf8')), prompts);
});

test('budget: the run stops cleanly when the calls are spent', async () => {
  const { dir, base } = setup(() => proposal([FAILURE_EDIT]));
  const report = await optimize({ ...base, budget: new Budget(9) });
  assert.equal(server.requests.length, 9);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  assert.ok(report.notices.some((n) => n.code === 'budget'));
});

test('Phase 2.5: two skills in a row break at round 1 → 🛑 STOP asks for consent; no consent, no rewrite; consent → rewrite kept only if better', async () => {
  const noChange = () => proposal([{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }]);
  const { repo, dir, rec, base } = setup(noChange);
  const other = path.join(repo, 'skills/demo-skill-2');
  const { cpSync } = await import('node:fs');
  cpSync(dir, other, { recursive: true });
  writeFileSync(path.join(other, 'SKILL.md'), SKILL.replace('name: demo-skill', 'name: demo-skill-2'));
  const ap = approver();
  await optimize({ ...base, skills: [dir, other], approver: ap, maxRounds: 3 });
  const stops = ap.asked.filter((c) => c.kind === 'phase2.5');
  assert.equal(stops.length, 2);
  assert.equal(stops[0].level, 'stop');
  assert.equal(stops[0].defaultChoice, 'skip');
  assert.equal(server.requests.filter((r) => taskOf(r) === 'optimize.rewrite@1').length, 0);

  const second = setup(noChange);
  const other2 = path.join(second.repo, 'skills/demo-skill-2');
  cpSync(second.dir, other2, { recursive: true });
  writeFileSync(path.join(other2, 'SKILL.md'), SKILL.replace('name: demo-skill', 'name: demo-skill-2'));
  // A rewrite changes every dimension, so no paired judge decides it: only beyond a measured noise floor (Full) can it be kept.
  await optimize({
    ...second.base,
    mode: 'full',
    noiseFloor: true,
    skills: [second.dir, other2],
    approver: approver({ 'phase2.5': ['rewrite', 'skip'] }),
    maxRounds: 3,
  });
  assert.equal(server.requests.filter((r) => taskOf(r) === 'optimize.rewrite@1').length, 1);
  const rows = rowsOf(second.dir);
  assert.deepEqual(rows.at(-1)!.status + ' ' + rows.at(-1)!.dim_changed, 'keep rewrite');
  assert.match(readFileSync(path.join(second.dir, 'SKILL.md'), 'utf8'), /## Failure handling/);
  assert.equal(readFileSync(path.join(other2, 'SKILL.md'), 'utf8'), SKILL.replace('name: demo-skill', 'name: demo-skill-2'));
  void rec;
});

test('Phase 2.5: a rewrite that breaks a must/forbid case (the afterEdit hook, MUSE in a real run) is reverted whatever its score', async () => {
  const noChange = () => proposal([{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }]);
  const t = setup(noChange);
  const other = path.join(t.repo, 'skills/demo-skill-2');
  const { cpSync } = await import('node:fs');
  cpSync(t.dir, other, { recursive: true });
  writeFileSync(path.join(other, 'SKILL.md'), SKILL.replace('name: demo-skill', 'name: demo-skill-2'));
  const before = readFileSync(path.join(t.dir, 'SKILL.md'), 'utf8');
  const asked: string[] = [];
  const hooks = {
    afterEdit: async (ctx: { after: { skillFile?: { text?: { text: string } } } }) => {
      const text = ctx.after.skillFile?.text?.text ?? '';
      asked.push(text.includes('## Failure handling') ? 'rewrite' : 'round');
      return text.includes('## Failure handling') ? { broken: ['must-keep-steps'], reason: 'MUSE: must-keep-steps broken' } : undefined;
    },
  };
  await optimize({
    ...t.base,
    mode: 'full',
    noiseFloor: true,
    skills: [t.dir, other],
    approver: approver({ 'phase2.5': ['rewrite', 'skip'] }),
    maxRounds: 3,
    hooks,
  });
  assert.equal(server.requests.filter((r) => taskOf(r) === 'optimize.rewrite@1').length, 1);
  assert.ok(asked.includes('rewrite'), 'the hook is asked about the rewrite');
  const last = rowsOf(t.dir).at(-1)!;
  assert.equal(last.status + ' ' + last.dim_changed, 'revert rewrite');
  assert.match(last.note, /MUSE: must-keep-steps broken/);
  assert.equal(readFileSync(path.join(t.dir, 'SKILL.md'), 'utf8'), before);
});

// ---------------------------------------------------------------------------------------
// docs/features.md D9: the paired ≥3-judge decision when Δ is inside the noise floor

const PAIRED_TASK = 'paired@1';
const pairedCalls = () => server.requests.filter((r) => taskOf(r) === PAIRED_TASK);

/**
 * Full-mode judges for the paired tests: dim3 scores `dim3Before` without the failure
 * section and `dim3After` with it; dim2's two Full judges answer `noise` on the noise
 * floor's re-judge (their 3rd and 4th answers) and 9 otherwise, so the noise floor is
 * |9 − noise| × 12 / 10. Paired judges prefer `prefer` wherever it is shown.
 */
function pairedHandler(o: { dim3Before: number; dim3After: number; noise: number; prefer: 'after' | 'before' | 'tie' }) {
  const base = scriptedJudge({
    scores: { dim2: [9, 9, o.noise, o.noise], dim5: 9, dim6: 9, dim9: 9 },
    dim8: { intent: 8, lift: 7, side_effects: 5 },
    dry: { intent: 8, lift: 7 },
    prompts: 2,
  });
  const answer = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    if (task?.startsWith('rubric.panel@')) return panelReply(req, answer);
    if (task === 'optimize.propose@1') return proposal([FAILURE_EDIT]);
    if (task === PAIRED_TASK) {
      if (o.prefer === 'tie') return json({ better: 'tie', reason: 'no difference for this dimension' });
      const a = /<version_A>\n([\s\S]*?)\n<\/version_A>/.exec(req.lastUser)?.[1] ?? '';
      const aIsAfter = a.includes('Failure handling');
      return json({ better: (o.prefer === 'after') === aIsAfter ? 'A' : 'B', reason: `scripted: prefers ${o.prefer}` });
    }
    if (task?.startsWith('dim3@'))
      return json({ score: skillOf(req).includes('Failure handling') ? o.dim3After : o.dim3Before, evidence: [skillQuote(req)], reason: 'scripted dim3' });
    return base(req);
  };
  return answer;
}

function pairedSetup(o: Parameters<typeof pairedHandler>[0]) {
  const t = setup(() => proposal([FAILURE_EDIT]));
  server.setHandler(pairedHandler(o));
  return { ...t, base: { ...t.base, mode: 'full' as const, noiseFloor: true } };
}

test('D9 paired: Δ inside the noise floor, the paired judges prefer the edit → kept, and the row says how they voted', async () => {
  // Four judgings (the baseline and 3 re-judgings) alternate dim2 9 and 7: totals T, T − 2.4 (the fresh one), T, T − 2.4 →
  // floor max(sd of the shared T, T, T − 2.4 = 1.39; |T₁ − T₀|/√2 = 1.70) = ±1.7; the edit moves dim3 4 → 5: Δ +1.2, inside it.
  const { repo, dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  const report = await optimize(base);
  const rows = rowsOf(dir);
  assert.deepEqual(
    rows.map((r) => [r.round, r.status, r.dim_changed, r.delta]),
    [
      ['0', 'baseline', '-', '-'],
      ['1', 'keep', 'dim3', '+1.2'],
    ],
  );
  assert.match(rows[0].note, /noise floor ±1\.7 \(one score's sd, from 4 judgings\)/);
  assert.match(rows[1].note, /Δ \+1\.2 \(noise ±1\.7; of a difference ±2\.4\); paired 3 judges: after 3, before 0, tie 0 → keep; out_of=100$/);
  assert.match(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), /## Failure handling/);
  // Three independent judges, the version shown as A alternating: before, after, before.
  const calls = pairedCalls();
  assert.equal(calls.length, 3);
  assert.deepEqual(
    calls.map((q) => /<version_A>[\s\S]*?Failure handling[\s\S]*?<\/version_A>/.test(q.lastUser)),
    [false, true, false],
  );
  assert.match(calls[0].system, /Dimension: dim3 — Failure-mode encoding/);
  const info = rec.notices('paired');
  assert.equal(info.length, 1);
  assert.equal(info[0].kind, 'info');
  assert.match(
    info[0].message.en,
    /round 1 Δ \+1\.2 is inside the noise of a difference \(±2\.4 = √2 × the judge noise floor ±1\.7\); 3 paired judges compared .* on dim3: after 3, before 0, tie 0 → kept/,
  );
  assert.match(info[0].message.zh, /3 位成对评委就 dim3 比较了编辑前后两个版本：编辑后 3、编辑前 0、平局 0 → 保留/);
  assert.equal(rec.notices('noise').length, 0, 'decided by the judges, not merely warned about');
  // The round's calls include the paired judges: everything after the baseline row and Phase 0.5's design call.
  const r1 = rec.rounds().find((r) => r.round === 1)!;
  const r0 = rec.rounds().find((r) => r.round === 0)!;
  assert.equal(r1.calls, server.requests.length - r0.calls - 1);
  assert.equal(report.health.modelCalls, server.requests.length);
  assert.deepEqual([report.health.pairedKept, report.health.pairedReverted], [1, 0]);
  const { execFileSync } = await import('node:child_process');
  // The last commit before the run's records (issue 33 item 7: "luban: run record" closes a Full run).
  assert.equal(execFileSync('git', ['log', '-1', '--format=%s', 'HEAD~1'], { cwd: repo, encoding: 'utf8' }).trim(), 'optimize: demo-skill +1.2分 [dim3]');
});

test('D9 paired: a small loss inside the noise that the judges prefer is kept — commit, report and history say -Δ honestly', async () => {
  const { repo, dir, base } = pairedSetup({ dim3Before: 4, dim3After: 3, noise: 7, prefer: 'after' });
  const report = await optimize(base);
  const rows = rowsOf(dir);
  assert.deepEqual([rows[1].status, rows[1].delta], ['keep', '-1.2']);
  assert.match(rows[1].note, /paired 3 judges: after 3, before 0, tie 0 → keep/);
  const { execFileSync } = await import('node:child_process');
  // The last commit before the run's records (issue 33 item 7: "luban: run record" closes a Full run).
  assert.equal(execFileSync('git', ['log', '-1', '--format=%s', 'HEAD~1'], { cwd: repo, encoding: 'utf8' }).trim(), 'optimize: demo-skill -1.2分 [dim3]');
  assert.deepEqual(report.byDimension, { dim3: { kept: 1, delta: -1.2 } });
  assert.deepEqual(report.skills[0].keptDims, ['dim3']);
  // A later run does not read the kept row as "down" (no false oscillation).
  const { oscillatingDimensions, rowSign } = await import('../../../src/core/modules/evoskill/history.ts');
  assert.equal(rowSign(rows[1]), 1);
  assert.deepEqual(oscillatingDimensions([...rows, { ...rows[1], round: '2', delta: '+2', note: 'edit' }]), []);
});

test('D9 paired: Δ inside the noise floor, the judges prefer the version before → reverted; rejected_edits.md and results.tsv say why', async () => {
  const { dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'before' });
  // 2 is raised to 3 (a majority of fewer than three decides nothing), and told.
  const report = await optimize({ ...base, pairedJudges: 2 });
  assert.deepEqual([report.health.pairedKept, report.health.pairedReverted], [0, 1]);
  assert.equal(rec.notices('paired-judges').length, 1);
  assert.match(rec.notices('paired-judges')[0].message.en, /Paired judges: 2 raised to 3/);
  assert.equal(pairedCalls().length, 3);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.deepEqual([rows[1].status, rows[1].delta], ['revert', '+1.2']);
  assert.match(rows[1].note, /paired 3 judges: after 0, before 3, tie 0 → revert: the paired judges did not confirm the edit inside the noise floor/);
  const rej = await readRejectedEdits(dir);
  assert.equal(rej.entries.length, 1);
  assert.match(rej.entries[0].reason, /paired 3 judges: after 0, before 3, tie 0 → revert: the paired judges did not confirm the edit/);
  assert.match(rec.notices('paired')[0].message.en, /→ reverted \(the paired judges did not confirm the edit\)/);
  assert.equal(rec.notices('score-drift').length, 0);
  // History reads the reverted row as "down" although its Δ was positive.
  const { rowSign } = await import('../../../src/core/modules/evoskill/history.ts');
  assert.equal(rowSign(rows[1]), -1);
});

test('D9 paired: ties are not a majority → reverted', async () => {
  const { dir, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'tie' });
  await optimize(base);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /paired 3 judges: after 0, before 0, tie 3 → revert/);
});

test('D9 paired: pairedJudges 0 — a Δ inside the noise of a difference is not shown to help: reverted, never kept on the Δ alone', async () => {
  const { dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'before' });
  await optimize({ ...base, pairedJudges: 0 });
  assert.equal(pairedCalls().length, 0);
  const rows = rowsOf(dir);
  assert.deepEqual([rows[1].status, rows[1].delta], ['revert', '+1.2']);
  assert.match(rows[1].note, /Δ \+1\.2 \(noise ±1\.7; of a difference ±2\.4\); inside the noise of a difference and no paired judges: not shown to help/);
  assert.equal(rec.notices('paired').length, 0);
});

test('D9 paired: the optimisation report counts the rounds the paired judges decided (CLI text, both languages)', async () => {
  const { base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  const report = await optimize(base);
  const { reportText } = await import('../../../src/cli/commands/optimize.ts');
  assert.match(reportText(report, 'en'), /^Paired judges \(inside the noise floor\): 1 rounds decided, 1 kept, 0 reverted$/m);
  assert.match(reportText(report, 'zh-CN'), /^成对评委（噪声底内）：裁决 1 轮，保留 1，回滚 0$/m);
  // …and the editor's Markdown report.
  const { renderOptimizeReport } = await import('../../../src/extension/optimize/report.ts');
  const md = renderOptimizeReport({ report, rounds: [], locale: 'en', display: (p: string) => p });
  assert.match(md, /^- paired judges decided 1 round\(s\) inside the noise floor: 1 kept, 0 reverted$/m);
});

test('D9 paired: Δ outside the noise floor → the Δ rule decides, no paired call is made', async () => {
  // Totals alternate T and T − 0.6 over four judgings: the shared ones' sd 0.35, the fresh pair 0.42, and
  // whole-point judges cannot resolve less than ±0.6 here → floor ±0.6; the edit moves dim3 4 → 8: Δ +4.8, beyond ±0.9.
  const { dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 8, noise: 8.5, prefer: 'before' });
  await optimize(base);
  const rows = rowsOf(dir);
  assert.match(rows[0].note, /noise floor ±0\.6/);
  assert.deepEqual([rows[1].status, rows[1].delta], ['keep', '+4.8']);
  assert.equal(pairedCalls().length, 0);
  assert.equal(rec.notices('paired').length, 0);
  const r0 = rec.rounds().find((r) => r.round === 0)!;
  const r1 = rec.rounds().find((r) => r.round === 1)!;
  assert.equal(r1.calls, server.requests.length - r0.calls - 1);
});

test("D9 Quick: no noise floor is measured, so an unmeasured noise is never zero — the paired judges decide Quick's judged change (+1.2 from one judging, judges prefer before → reverted)", async () => {
  const { dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'before' });
  await optimize({ ...base, mode: 'quick' });
  assert.equal(pairedCalls().length, 3);
  const rows = rowsOf(dir);
  assert.doesNotMatch(rows[0].note, /noise floor/, 'Quick re-judges nothing for a floor');
  assert.deepEqual([rows[1].status, rows[1].delta], ['revert', '+1.2']);
  assert.match(rows[1].note, /Δ \+1\.2 \(noise not measured\); paired 3 judges: after 0, before 3, tie 0 → revert/);
  assert.match(rec.notices('paired')[0].message.en, /Δ \+1\.2 cannot be told from noise \(no noise floor measured\); 3 paired judges/);
  assert.match(rec.notices('quick-paired')[0].message.en, /Quick mode measures no noise floor: every judged change is decided by 3 paired judges/);
  // …and with the paired judges off, such a change cannot be kept; nothing goes to rejected_edits.md (it was never measured).
  const off = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  await optimize({ ...off.base, mode: 'quick', pairedJudges: 0 });
  const offRows = rowsOf(off.dir);
  assert.equal(offRows[1].status, 'revert');
  assert.match(offRows[1].note, /not measured: no noise floor and no paired judges/);
  assert.equal((await readRejectedEdits(off.dir)).entries.length, 0);
  assert.equal(off.rec.notices('no-paired-judges').length, 1);
});

test('D9 paired: the budget runs out among the paired judges → told, the edit not kept, the run ends cleanly', async () => {
  // A first run counts the calls up to and including the round's re-score.
  const probe = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  await optimize(probe.base);
  const untilPaired = server.requests.length - pairedCalls().length;
  const { dir, rec, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  // One paired judge can still be asked: 1 of 3 is no majority.
  const report = await optimize({ ...base, budget: new Budget(untilPaired + 1) });
  assert.equal(pairedCalls().length, 1);
  assert.equal(server.requests.length, untilPaired + 1);
  const rows = rowsOf(dir);
  assert.equal(rows[1].status, 'revert');
  assert.match(rows[1].note, /paired 3 judges: after 1, before 0, tie 0, abstained 2 → revert/);
  assert.ok(rec.notices('budget').some((n) => /only 1 of 3 paired judges answered/.test(n.message.en)));
  // The judges the budget cut could have made the majority: a missing measurement, so results.tsv alone records it (issue 26 item 6).
  assert.equal((await readRejectedEdits(dir)).entries.length, 0);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  assert.equal(report.health.modelCalls, untilPaired + 1);
});

test('D9 paired: cancel while the paired judges run → the pre-edit version is restored and the row says cancelled', async () => {
  const ac = new AbortController();
  const { dir, base } = pairedSetup({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  const inner = pairedHandler({ dim3Before: 4, dim3After: 5, noise: 7, prefer: 'after' });
  server.setHandler((req) => {
    if (taskOf(req) === PAIRED_TASK) ac.abort();
    return inner(req);
  });
  const report = await optimize({ ...base, signal: ac.signal });
  assert.equal(report.stopped, 'cancelled');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL);
  const rows = rowsOf(dir);
  assert.equal(rows.at(-1)!.status, 'cancelled');
});

test('Phase 2.5 (docs/features.md D10): one skill stopping at round 1 on its first-ever run does not trigger the exploratory rewrite', async () => {
  const noChange = () => proposal([{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }]);
  const { dir, base } = setup(noChange);
  const ap = approver();
  await optimize({ ...base, skills: [dir], approver: ap, maxRounds: 3 });
  const rows = rowsOf(dir).filter((r) => r.round === '1');
  assert.equal(rows.length, 1, 'it did stop at round 1');
  assert.equal(ap.asked.filter((c) => c.kind === 'phase2.5').length, 0);
  assert.equal(server.requests.filter((r) => taskOf(r) === 'optimize.rewrite@1').length, 0);
});
