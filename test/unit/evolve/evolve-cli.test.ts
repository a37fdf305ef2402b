/**
 * `luban evolve` end to end over the example skill, with a scripted model behind the real
 * local model server: execute, judge and rewrite contexts, the stops, the artefacts, the
 * JSON and the RESULT block, the safety of the final write.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import { readEvolveRun } from '../../../src/core/formats/evolve.ts';
import { ModelServer, type Handler } from '../../support/model-server.ts';
import { git, makeRepo, subjects } from '../git/helpers.ts';
import { evolveModel, text, type EvolveScript } from './scripted-evolve.ts';
import { DIM, evolveCli, INPUTS, modelArgs, REWRITES, scores, workspace } from './helpers.ts';

const servers: ModelServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function server(script: EvolveScript): Promise<{ s: ModelServer; counts: Record<string, number> }> {
  const m = evolveModel(script);
  const s = await ModelServer.start(m.handler as Handler);
  servers.push(s);
  return { s, counts: m.counts };
}

const PASS_AT_3: EvolveScript = { judge: [scores(60, 85, 40, 55), scores(65, 88, 90, 60), scores(95, 92, 92, 90)], rewrites: [REWRITES[0], REWRITES[1]] };
let scanOut = '';
const RESULT_DONE_3 = '[RESULT: DONE]\n完成说明:\n- 最终分数: 92.5\n- 最终版本: 1.2.0\n- 迭代次数: 3\n[/RESULT]\n';

describe('luban evolve', () => {
  it('the example passes at iteration 3: artefacts for v1–v3, SKILL.md replaced by v3 (metadata.version 1.2.0) after a backup, the RESULT block last', async () => {
    const w = workspace();
    const before = w.md();
    const { s, counts } = await server(PASS_AT_3);
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes'], { cwd: w.root });
    assert.equal(r.code, 0, r.stderr);
    assert.ok(r.stdout.endsWith(RESULT_DONE_3), r.stdout);
    assert.match(r.stdout, /iteration 1: v1\.0\.0 scored 62\.5 \/ 90 — weak: 结构完整 60, 按项目分组 40, 篇幅与语气 55\n/);
    assert.match(r.stdout, /iteration 3: v1\.2\.0 scored 92\.5 \/ 90 ✅\n/);
    assert.match(r.stdout, /✅ passed: 92\.5 ≥ 90 at iteration 3/);
    assert.deepEqual(counts, { execute: 3, judge: 3, rewrite: 2 });
    assert.match(r.stderr, /Evolve plan \(model scripted\): up to 10 iterations/);

    const md = w.md();
    assert.match(md, /^---\nname: weekly-report\ndescription: .+\nmetadata:\n {2}version: 1\.2\.0\n---\n/);
    assert.match(md, /2\. 先列出「本周完成」：必须按项目分组/);
    assert.match(md, /3\. 再写「下周计划」和「风险与求助」两部分/);
    assert.match(md, /周报的语气可能需要正式一些，酌情调整。/, 'a part no weak dimension pointed at is untouched');
    assert.equal(md, w.file('evolve/v3/skill.md'));
    const bak = readdirSync(w.skill).find((f) => /^SKILL\.md\.bak\.\d{8}-\d{4}$/.test(f));
    assert.ok(bak, 'not a git repo: a backup before the write');
    assert.equal(w.file(bak), before);

    const run = await readEvolveRun(w.skill);
    assert.deepEqual(
      run.versions.map((v) => [v.n, v.score?.version, v.score?.score, v.score?.passed]),
      [
        [1, '1.0.0', 62.5, false],
        [2, '1.1.0', 75.9, false],
        [3, '1.2.0', 92.5, true],
      ],
    );
    assert.equal(run.versions[0].skill, before);
    assert.match(run.versions[0].result!, /由版本 \? 生成/);
    assert.match(run.versions[1].result!, /由版本 1\.1\.0 生成/, 'v2 was executed with its own text');
    assert.deepEqual(
      run.versions[0].score!.dimensions.map((d) => [d.name, d.weight, d.score]),
      [
        [DIM.structure, 30, 60],
        [DIM.facts, 30, 85],
        [DIM.grouping, 20, 40],
        [DIM.tone, 20, 55],
      ],
    );
    const a1 = run.versions[0].analysis!;
    assert.match(a1, /### 按项目分组 — 40\n\n- Root cause in: `SKILL\.md:15`/);
    assert.match(a1, /- Version bump: minor → 1\.1\.0/);
    assert.match(a1, /-2\. 建议先列出本周完成的事项，可以考虑按项目分组。\n\+2\. 先列出「本周完成」/);
    assert.match(run.versions[2].analysis!, /Passed the threshold: no rewrite\./);
    assert.match(run.log!, /\| v3 \| 1\.2\.0 \| 92\.5 \| ✅ \|/);
    assert.match(run.log!, /\*\*Stop\*\*: ✅ passed/);
    assert.match(run.log!, /\*\*SKILL\.md\*\*: SKILL\.md is now v1\.2\.0 \(the previous version is in SKILL\.md\.bak\./);
    assert.deepEqual(run.problems, []);

    // Contexts: the judge never sees the skill nor the rewriter; the executor never sees the benchmark.
    const judges = s.requests.filter((q) => q.system.includes('luban-task: evolve.judge'));
    const executes = s.requests.filter((q) => !q.system.includes('luban-task:'));
    assert.equal(judges.length, 3);
    for (const j of judges) {
      assert.equal(j.messages.length, 2, 'a fresh context: system + one user message');
      assert.doesNotMatch(JSON.stringify(j.messages), /## 工作流程|evolve\.rewrite|改写了/);
    }
    for (const e of executes) assert.doesNotMatch(JSON.stringify(e.messages), /评分标准|luban-task/);
    assert.ok(
      judges.every((j) => j.body.response_format),
      'the judge reply schema is asked natively (C10)',
    );
  });

  it('the artefacts are evidence, not skills: scan sees one skill; a second run moves the first aside', async () => {
    const w = workspace();
    const first = await server(PASS_AT_3);
    assert.equal((await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(first.s), '--yes'], { cwd: w.root })).code, 0);
    const scan = await runCli(['scan', 'weekly-report', '--format', 'json'], {
      stdout: (t) => void (scanOut += t),
      stderr: () => undefined,
      env: {},
      cwd: w.root,
      isTTY: false,
      locale: 'en',
    });
    assert.ok(scan <= 1);
    const parsed = JSON.parse(scanOut);
    assert.equal(parsed.skills.length, 1);
    assert.equal(parsed.skills[0].findings.filter((f: { file: string }) => f.file.startsWith('evolve/')).length, 0);
    const second = await server({ judge: [scores(95, 92, 92, 90)] });
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(second.s), '--yes'], { cwd: w.root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /the previous run's artefacts were moved to evolve\/archive\/\d{8}-\d{4}/);
    const archive = readdirSync(path.join(w.skill, 'evolve/archive'));
    assert.equal(archive.length, 1);
    assert.deepEqual(readdirSync(path.join(w.skill, 'evolve/archive', archive[0])).sort(), ['evolve_log.md', 'v1', 'v2', 'v3']);
    assert.deepEqual(readdirSync(path.join(w.skill, 'evolve')).sort(), ['archive', 'evolve_log.md', 'v1']);
    assert.match(
      r.stdout,
      /\[RESULT: DONE\]\n完成说明:\n- 最终分数: 92\.5\n- 最终版本: 1\.2\.0\n- 迭代次数: 1\n/,
      'v1 of the second run is the evolved SKILL.md',
    );
  });

  it("--format json: the seed's final object with the per-iteration objects, exactly their fields", async () => {
    const w = workspace();
    const { s } = await server(PASS_AT_3);
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes', '--format', 'json'], { cwd: w.root });
    assert.equal(r.code, 0, r.stderr);
    const j = JSON.parse(r.stdout);
    for (const k of ['success', 'finalScore', 'finalVersion', 'totalIterations', 'result', 'skillPrompt']) assert.ok(k in j, k);
    assert.equal(j.success, true);
    assert.equal(j.finalScore, 92.5);
    assert.equal(j.finalVersion, '1.2.0');
    assert.equal(j.totalIterations, 3);
    assert.match(j.result, /由版本 1\.2\.0 生成/);
    assert.equal(j.skillPrompt, w.md());
    assert.equal(j.iterations.length, 3);
    const [i1, , i3] = j.iterations;
    assert.deepEqual(Object.keys(i1), ['iteration', 'score', 'passed', 'analysis', 'patch']);
    assert.deepEqual(Object.keys(i1.analysis), ['weakDimensions', 'overallStrategy']);
    assert.deepEqual(Object.keys(i1.analysis.weakDimensions[0]), ['dimension', 'currentScore', 'rootCause', 'improvement']);
    assert.deepEqual(Object.keys(i1.patch), ['versionBump', 'newVersion', 'newSkillPrompt', 'changeDescription', 'reasoning']);
    assert.equal(i1.iteration, 1);
    assert.equal(i1.score, 62.5);
    assert.equal(i1.passed, false);
    const grouping = i1.analysis.weakDimensions.find((d: { dimension: string }) => d.dimension === DIM.grouping);
    assert.equal(grouping.currentScore, 40, "the judge's score, not the rewriter's");
    assert.match(grouping.rootCause, /^SKILL\.md:15 — /);
    assert.equal(i1.patch.versionBump, 'minor');
    assert.equal(i1.patch.newVersion, '1.1.0');
    assert.equal(i1.patch.newSkillPrompt, w.file('evolve/v2/skill.md'));
    assert.deepEqual([i3.passed, i3.analysis, i3.patch], [true, null, null]);
  });

  it('stalls: the same score 3 iterations in a row stops ⚠ and keeps the best (the original); a failed strategy is passed on and may not come back', async () => {
    const w = workspace();
    const before = w.md();
    const same = scores(60, 80, 60, 60);
    const { s, counts } = await server({
      judge: [same, same, same],
      rewrites: [
        { ...REWRITES[0], strategy: '把分组规则写成必须' },
        { ...REWRITES[1], strategy: '把分组规则写成必须' },
        { ...REWRITES[1], strategy: '补上缺失的两个部分' },
      ],
    });
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes'], { cwd: w.root });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /⚠️ stalled: the score stayed at 66 for 3 iterations in a row; the best version v1\.0\.0 is kept/);
    assert.ok(
      r.stdout.endsWith(
        '[RESULT: DONE]\n完成说明:\n- 最终分数: 66\n- 最终版本: 1.0.0\n- 迭代次数: 3\n- ⚠️ stalled: the score stayed at 66 for 3 iterations in a row; the best version v1.0.0 is kept\n[/RESULT]\n',
      ),
      r.stdout,
    );
    assert.match(r.stdout, /SKILL\.md is unchanged: the kept version is the original \(v1\)/);
    assert.equal(w.md(), before);
    assert.deepEqual(counts, { execute: 3, judge: 3, rewrite: 3 });
    const rewrites = s.requests.filter((q) => q.system.includes('luban-task: evolve.rewrite'));
    assert.match(rewrites[1].lastUser, /<failed_strategies>\n- 把分组规则写成必须\n<\/failed_strategies>/);
    assert.match(rewrites[2].lastUser, /overallStrategy repeats the strategy of iteration 1, which did not raise the score/, 'the repair request');
    assert.match(w.file('evolve/v3/analysis.md'), /The score stalled: no rewrite\./);
  });

  it('max iterations: stops ⚠ after the last and replaces SKILL.md with the best version, not the last', async () => {
    const w = workspace();
    const { s, counts } = await server({
      judge: [scores(60, 70, 60, 60), scores(85, 88, 85, 80), scores(70, 75, 70, 70)],
      rewrites: [REWRITES[0], REWRITES[1]],
    });
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes', '--max-iterations', '3'], { cwd: w.root });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /⚠️ max iterations \(3\) reached without passing; the best version v1\.1\.0 \(84\.9\) is kept/);
    assert.match(r.stdout, /\[RESULT: DONE\]\n完成说明:\n- 最终分数: 84\.9\n- 最终版本: 1\.1\.0\n- 迭代次数: 3\n/);
    assert.deepEqual(counts, { execute: 3, judge: 3, rewrite: 2 }, 'no rewrite after the last iteration');
    assert.equal(w.md(), w.file('evolve/v2/skill.md'));
    assert.match(w.md(), /version: 1\.1\.0/);
    assert.match(w.file('evolve/v3/analysis.md'), /Last iteration: no rewrite/);
  });

  it('garbage and truncated judge replies get one repair request each; a reply that stays garbage ends in ERROR, no score invented', async () => {
    const w = workspace();
    const { s, counts } = await server({
      judge: [text('I think it is pretty good, maybe 85?'), scores(95, 92, 92, 90)],
    });
    const ok = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes'], { cwd: w.root });
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(counts.judge, 2);
    assert.match(s.requests.filter((q) => q.system.includes('evolve.judge'))[1].lastUser, /你的回复无法使用：the reply contains no JSON object/);

    const w2 = workspace();
    const before = w2.md();
    const bad = await server({
      judge: [text('{"dimensions": [{"name": "结构完整", "score": 9'), text('```json\n{"dimensions": "all good", "summary": 1}\n```')],
    });
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(bad.s), '--yes'], { cwd: w2.root });
    assert.equal(r.code, 1, r.stdout);
    assert.ok(r.stdout.endsWith('[/RESULT]\n'));
    assert.match(
      r.stdout,
      /\[RESULT: ERROR\]\n错误说明:\n- stopped at iteration 1 \(evaluate\): the model's reply could not be read, even after one repair request — no score was invented \(invalid reply, and again after one repair request: \/dimensions must be array/,
    );
    assert.doesNotMatch(r.stdout, /最终分数/);
    assert.equal(w2.md(), before);
    assert.ok(existsSync(path.join(w2.skill, 'evolve/v1/result.md')));
    assert.equal(existsSync(path.join(w2.skill, 'evolve/v1/score.json')), false, 'no score.json without a score');

    const j = await evolveCli(
      ['weekly-report', ...INPUTS, ...modelArgs((await server({ judge: [text('nope'), text('still nope')] })).s), '--yes', '--format', 'json'],
      { cwd: workspace().root },
    );
    const out = JSON.parse(j.stdout);
    assert.deepEqual([out.success, out.finalScore, out.error.code, out.error.step, out.iterations.length], [false, null, 'invalid-reply', 'evaluate', 0]);
  });

  it("a threshold below 90 is refused with the seed's reason (exit 2), before anything is sent or written", async () => {
    const w = workspace();
    const { s } = await server(PASS_AT_3);
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--yes', '--threshold', '80'], { cwd: w.root });
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /--threshold 80 is refused: the pass threshold has a hard minimum of 90 — a value below 90 must not be passed \(seed: 硬性最低标准 90，禁止传入低于 90 的值\)/,
    );
    assert.equal(s.count, 0);
    assert.equal(existsSync(path.join(w.skill, 'evolve')), false);
    const zh = await evolveCli(['weekly-report', ...INPUTS, '--threshold', '89'], { cwd: w.root, locale: 'zh-CN' });
    assert.match(zh.stderr, /拒绝 --threshold 89：通过阈值硬性最低标准 90，禁止传入低于 90 的值/);
  });

  it('a benchmark.md that cannot be read names the file and the line (exit 2)', async () => {
    const w = workspace();
    writeFileSync(path.join(w.root, 'inputs/benchmark.md'), '| 维度 | 权重 |\n|---|---|\n| 结构完整 | 30% |\n| 事实准确 | 很高 |\n');
    const r = await evolveCli(['weekly-report', ...INPUTS], { cwd: w.root });
    assert.equal(r.code, 2);
    assert.equal(r.stderr, 'luban: inputs/benchmark.md:4: the weight "很高" of "事实准确" is not a number (write e.g. 30 or 30%)\n');
    const missing = await evolveCli(['weekly-report', '--benchmark', 'nope.md', '--task', 'x'], { cwd: w.root });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read nope\.md: ENOENT/);
  });

  it('without a model it says what it cannot do and ends with RESULT: ERROR (exit 1); nothing is written', async () => {
    const w = workspace();
    const r = await evolveCli(['weekly-report', ...INPUTS], { cwd: w.root });
    assert.equal(r.code, 1);
    assert.match(
      r.stdout,
      /\[RESULT: ERROR\]\n错误说明:\n- evolve needs a model to execute the task, judge the result against the benchmark and rewrite the skill; none is configured \(provider none\), so nothing was executed or scored\. Pass --provider openai\|anthropic --model NAME/,
    );
    assert.ok(r.stdout.endsWith('[/RESULT]\n'));
    assert.equal(existsSync(path.join(w.skill, 'evolve')), false);
    const j = JSON.parse((await evolveCli(['weekly-report', ...INPUTS, '--format', 'json'], { cwd: w.root })).stdout);
    assert.deepEqual([j.success, j.finalScore, j.totalIterations, j.result, j.error.code], [false, null, 0, null, 'no-model']);
    assert.equal(j.skillPrompt, w.md());
  });

  it('the claude-code profile gets a top-level version (patch bump); other frontmatter untouched', async () => {
    const root = workspace().root;
    const dir = path.join(root, '.claude/skills/weekly-report');
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(path.join(root, 'weekly-report'), dir, { recursive: true });
    const { s } = await server({ judge: [scores(60, 85, 40, 55), scores(95, 92, 92, 90)], rewrites: [REWRITES[2]] });
    const r = await evolveCli(['.claude/skills/weekly-report', ...INPUTS, ...modelArgs(s), '--yes'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    const md = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
    assert.match(
      md,
      /^---\nname: weekly-report\ndescription: 根据本周的提交记录和会议纪要生成周报。当用户说"写周报"、"生成周报"或"总结本周工作"时使用。\nversion: 1\.0\.1\n---\n/,
    );
    assert.doesNotMatch(md, /metadata:/);
  });

  it('in a git repository: a pre-evolve commit before the write and an evolve commit after it', async () => {
    const repo = makeRepo();
    cpSync('examples/skills/weekly-report', path.join(repo, 'skills/weekly-report'), { recursive: true });
    cpSync('examples/evolve/weekly-report', path.join(repo, 'inputs'), { recursive: true });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'skills');
    const { s } = await server({ judge: [scores(60, 85, 40, 55), scores(95, 92, 92, 90)], rewrites: [REWRITES[0]] });
    const r = await evolveCli(['skills/weekly-report', ...INPUTS, ...modelArgs(s), '--yes'], { cwd: repo });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(subjects(repo).slice(0, 2), ['evolve: weekly-report v1.1.0 92.5分', 'pre-evolve: weekly-report']);
    const old = git(repo, 'show', 'HEAD~1:skills/weekly-report/SKILL.md');
    assert.match(old, /建议先列出本周完成的事项/);
    assert.match(git(repo, 'show', 'HEAD:skills/weekly-report/SKILL.md'), /必须按项目分组/);
    assert.equal(
      readdirSync(path.join(repo, 'skills/weekly-report')).some((f) => f.includes('.bak')),
      false,
    );
    assert.match(r.stdout, /SKILL\.md is now v1\.1\.0 \(pre-edit commit [0-9a-f]{7}, commit [0-9a-f]{7}\)/);
  });

  it('asks before replacing SKILL.md: "keep" leaves it; no terminal and no --yes leaves it too (exit 2)', async () => {
    const w = workspace();
    const before = w.md();
    const { s } = await server({ judge: [scores(60, 85, 40, 55), scores(95, 92, 92, 90)], rewrites: [REWRITES[0]] });
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s)], { cwd: w.root, interactive: true, answers: ['y', '2'] });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.asked.length, 2);
    assert.match(r.stderr, /🔴 CHECKPOINT Replace SKILL\.md with the evolved version v1\.1\.0\?/);
    assert.match(r.stderr, /-2\. 建议先列出本周完成的事项/);
    assert.equal(w.md(), before);
    assert.match(r.stdout, /SKILL\.md is unchanged \(you kept it\); the evolved version is in evolve\/v2\/skill\.md/);

    const w2 = workspace();
    const b = await server({ judge: [scores(60, 85, 40, 55), scores(95, 92, 92, 90)], rewrites: [REWRITES[0]] });
    const n = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(b.s), '--budget', '20'], { cwd: w2.root });
    assert.equal(n.code, 2);
    assert.match(n.stdout, /no terminal to ask before replacing it\. Re-run with --yes/);
    assert.equal(w2.md(), before);
  });

  it('the cost plan: refused without a terminal, --yes or --budget (exit 2, nothing sent); a spent budget ends in ERROR', async () => {
    const w = workspace();
    const { s } = await server(PASS_AT_3);
    const r = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s)], { cwd: w.root });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /evolve makes up to 29 model calls and cannot ask for confirmation/);
    assert.equal(s.count, 0);
    const b = await evolveCli(['weekly-report', ...INPUTS, ...modelArgs(s), '--budget', '2'], { cwd: w.root });
    assert.equal(b.code, 1);
    assert.equal(s.count, 2, 'the budget counts every request');
    assert.match(b.stdout, /\[RESULT: ERROR\]\n错误说明:\n- stopped at iteration 1 \(rewrite\): the call budget is spent/);
  });
});
