/**
 * MUSE through the CLI and the optimiser (docs/features.md E2): `luban regress` exit codes and
 * --format json; --base REV in a real git repository; behavioural cases not run without
 * a model and judged by the scripted model behind the local HTTP server, with the cost
 * plan and --yes / --budget; the optimiser reverting a kept edit whose scripted editor
 * deleted a "must" line.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../../src/cli/main.ts';
import { optimize, type LoopHooks } from '../../../../src/core/api/optimize.ts';
import { OpenAIChatModel } from '../../../../src/core/models/llm/openai.ts';
import { parseResultsTsv } from '../../../../src/core/formats/results.ts';
import { JUDGE_TASK } from '../../../../src/core/workflows/lifecycle/muse/behavioural.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../../support/model-server.ts';
import { tempDir } from '../../../support/tmp.ts';
import { git, makeRepo } from '../../git/helpers.ts';
import { json, panelReply, scriptedJudge, skillQuote, taskOf } from '../../judge/scripted-judge.ts';
import { approver, clock, recorder } from '../../loop/helpers.ts';
import { SKILL, files } from './fixture.ts';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

async function luban(args: string[], cwd: string, o: { interactive?: boolean; answer?: string } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['regress', ...args], {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    cwd,
    isTTY: false,
    locale: 'en',
    interactive: o.interactive ?? false,
    ask: async () => o.answer ?? 'n',
  });
  return { code, stdout, stderr };
}

const modelArgs = () => ['--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl, '--no-cache'];

test('luban regress: exit 0 when all pass, 1 when a case fails, 2 for a missing folder; --format json', async () => {
  const root = tempDir(files());
  const ok = await luban(['release-notes'], root);
  assert.equal(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /Regression passed, no regression \(回归测试通过，无退化\)/);
  rmSync(path.join(root, 'release-notes/references/categories.md'));
  const bad = await luban(['release-notes', '--format', 'json'], root);
  assert.equal(bad.code, 1);
  const out = JSON.parse(bad.stdout);
  const s = out.skills[0];
  assert.equal(out.tool.name, 'luban');
  assert.equal(s.verdict, 'partial');
  const failed = s.cases.filter((c: { status: string }) => c.status === 'fail');
  assert.equal(failed.length, 1);
  assert.equal(failed[0].check, 'file_exists: references/categories.md');
  assert.deepEqual(failed[0].location, { file: 'SKILL.md', line: 11, column: 62, endLine: 11, endColumn: 86 });
  assert.deepEqual(s.rollback.snapshot.deleted, ['references/categories.md']);
  assert.ok(
    s.cases.some((c: { kind: string; status: string; notRun?: string }) => c.kind === 'behavioural' && c.status === 'not-run' && c.notRun === 'not-requested'),
  );
  const zh = await runCli(['regress', 'release-notes', '--locale', 'zh-CN'], {
    stdout: () => {},
    stderr: () => {},
    env: {},
    cwd: root,
    isTTY: false,
    locale: 'en',
  });
  assert.equal(zh, 1);
  assert.equal((await luban(['nowhere'], root)).code, 2);
  assert.equal((await luban(['release-notes', '--budget', 'x'], root)).code, 2);
  assert.match((await luban(['--help'], root)).stdout, /--behavioural/);
});

test('--base REV: the cases come from the committed skill; a rule deleted since fails, with the commit to roll back to', async () => {
  const repo = makeRepo(files());
  const dir = path.join(repo, 'release-notes');
  writeFileSync(path.join(dir, 'SKILL.md'), SKILL.replace('- Never include internal ticket links.\n', ''));
  const r = await luban(['release-notes', '--base', 'HEAD', '--format', 'json', '--no-write'], repo);
  assert.equal(r.code, 1, r.stderr);
  const s = JSON.parse(r.stdout).skills[0];
  assert.equal(s.before, 'base');
  const rule = s.cases.find((c: { condition?: string }) => c.condition === 'Never include internal ticket links.');
  assert.equal(rule.status, 'fail');
  const head = git(repo, 'rev-parse', 'HEAD').trim();
  assert.equal(s.rollback.commit.sha, head);
  assert.deepEqual(s.rollback.commit.files, ['SKILL.md']);
  assert.match(s.rollback.commit.command, new RegExp(`restore --source=${head.slice(0, 7)} -- SKILL\\.md$`));
  assert.equal((await luban(['release-notes', '--base', 'no-such-rev'], repo)).code, 2);
});

test('behavioural cases: not run without a model; with the scripted model the plan is shown, then run and judged', async () => {
  const root = tempDir(files());
  server.reset();
  // The agent run keeps the rule unless asked to skip it; the judge passes an output that mentions the rule.
  server.setHandler((req: RecordedRequest): Reply => {
    if (taskOf(req) === JUDGE_TASK) {
      const output = /<output>\n([\s\S]*)\n<\/output>/.exec(req.lastUser)?.[1] ?? '';
      const fails = /kernel/.test(output);
      return json({ pass: !fails, deviation: fails ? 'it started writing a kernel' : '' });
    }
    if (/operating system/.test(req.lastUser)) return { kind: 'text', text: 'Here is a kernel: ...' };
    return { kind: 'text', text: 'Draft: 1. listed PRs 2. grouped 3. wrote lines 4. waiting for approval. I keep the rule.' };
  });
  const noModel = await luban(['release-notes', '--behavioural', '--format', 'json', '--no-write'], root);
  const nm = JSON.parse(noModel.stdout).skills[0];
  assert.ok(
    nm.cases
      .filter((c: { kind: string }) => c.kind === 'behavioural')
      .every((c: { status: string; notRun: string }) => c.status === 'not-run' && c.notRun === 'no-model'),
  );
  assert.equal(server.count, 0);
  // No terminal and neither --yes nor --budget: refused before any call.
  const refused = await luban(['release-notes', '--behavioural', ...modelArgs()], root);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /Scoring plan|model calls/);
  assert.match(refused.stderr, /Pass --yes to accept the plan/);
  assert.equal(server.count, 0);
  // Declined on a terminal: behavioural cases stay not run, nothing called.
  const declined = await luban(['release-notes', '--behavioural', '--format', 'json', '--no-write', ...modelArgs()], root, { interactive: true, answer: 'n' });
  assert.match(declined.stderr, /declined/);
  assert.equal(server.count, 0);
  const yes = await luban(['release-notes', '--behavioural', '--yes', '--format', 'json', ...modelArgs()], root);
  const s = JSON.parse(yes.stdout).skills[0];
  const beh = s.cases.filter((c: { kind: string }) => c.kind === 'behavioural');
  // The 10-case cap keeps one behavioural case per dimension here: the rule boundary and the out-of-scope negative.
  assert.deepEqual(
    beh.map((c: { id: string; status: string }) => [c.id, c.status]),
    [
      ['boundary_001', 'pass'],
      ['negative_001', 'fail'],
    ],
  );
  assert.equal(server.count, 4, 'one run and one judge per behavioural case');
  const neg = beh[1];
  assert.equal(neg.evidence, 'judged');
  assert.match(neg.deviation.en, /the judge found: it started writing a kernel/);
  assert.equal(yes.code, 1);
  assert.equal(s.usage.calls, 4);
  // The judge never sees the agent's conversation: a fresh context with the case and the output only.
  for (const r of server.requests.filter((x) => taskOf(x) === JUDGE_TASK)) assert.equal(r.messages.length, 2);
  // Passing behavioural cases are kept in tests.yaml too, with input/expected.
  const yaml = readFileSync(path.join(root, 'release-notes/tests.yaml'), 'utf8');
  assert.match(yaml, /- id: boundary_001\n    dimension: "关键规则遵守"\n    input: "/);
  assert.doesNotMatch(yaml, /negative_001/);
  // --budget 2: the run stops cleanly; what the budget did not cover is not run.
  server.reset();
  const capped = await luban(['release-notes', '--behavioural', '--budget', '2', '--format', 'json', '--no-write', ...modelArgs()], root);
  const c = JSON.parse(capped.stdout).skills[0].cases.filter((x: { kind: string }) => x.kind === 'behavioural');
  assert.ok(server.count <= 2);
  assert.ok(c.some((x: { status: string; notRun?: string }) => x.status === 'not-run' && x.notRun === 'budget'));
});

/** One Quick round whose scripted editor deletes a "must" line (dim3 scored 4 → 8 by the judge). */
async function mustLineRound(hooks?: LoopHooks) {
  server.reset();
  const base = scriptedJudge({
    scores: { dim2: 9, dim5: 9, dim6: 9, dim9: 9 },
    dim8: { intent: 8, lift: 7, side_effects: 5 },
    dry: { intent: 8, lift: 7 },
    prompts: 2,
  });
  const skillOf = (req: RecordedRequest) => /<skill[^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
  const answer = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    if (task?.startsWith('rubric.panel@')) return panelReply(req, answer);
    if (task === 'optimize.propose@1')
      return json({
        dimension: 'dim3',
        what: 'failure handling, tighter rules',
        why: 'failure modes are not encoded',
        rubric_item: 'dim3: if X fails → Y',
        expected_gain: 4,
        edits: [{ old: '## Rules\n\n- You must keep the PR number on every line.\n', new: '## Failure handling\n\nIf no tag exists, ask.\n\n## Rules\n\n' }],
      });
    if (task?.startsWith('dim3@'))
      return json({ score: skillOf(req).includes('Failure handling') ? 8 : 4, evidence: [skillQuote(req)], reason: 'scripted dim3' });
    return base(req);
  };
  server.setHandler(answer);
  const repo = makeRepo({ 'skills/release-notes/SKILL.md': SKILL, 'skills/release-notes/references/categories.md': '# Categories\n' });
  const dir = path.join(repo, 'skills/release-notes');
  const model = new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, retries: 0 } as ConstructorParameters<typeof OpenAIChatModel>[0]);
  const rec = recorder();
  await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    maxRounds: 1,
    model,
    clock: clock(),
    onEvent: rec.onEvent,
    noiseFloor: false,
    ...(hooks ? { hooks } : {}),
  });
  return { dir, rec, rows: parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows };
}

test('optimiser: a kept edit whose scripted editor deletes a "must" line is reverted by MUSE', async () => {
  const { dir, rec, rows } = await mustLineRound();
  assert.equal(rows[1].status, 'revert', JSON.stringify(rows[1]));
  assert.match(rows[1].note, /MUSE: the edit breaks must\/forbid case\(s\) rule_\d+/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), SKILL, 'the pre-edit SKILL.md is back');
  assert.equal(rec.notices('muse-broken').length, 1);
});

test("optimiser: MUSE plugs in through the loop's afterEdit hook — a caller's own hook replaces it", async () => {
  const seen: string[] = [];
  const { rec, rows } = await mustLineRound({ afterEdit: async (ctx) => void seen.push(ctx.skill.name) });
  assert.deepEqual(seen, ['release-notes'], 'asked once, on the edit that passed its checks');
  assert.doesNotMatch(rows[1].note, /MUSE/);
  assert.equal(rec.notices('muse-broken').length, 0);
});
