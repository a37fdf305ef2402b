// docs/features.md C9: `luban optimize` with a model shows its cost plan before any request, and asks.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { Locale } from '../../../src/core/base/l10n/index.ts';
import { ModelServer } from '../../support/model-server.ts';
import { scriptedJudge } from '../judge/scripted-judge.ts';
import { repoWithExamples } from '../git/helpers.ts';
import { tempDir } from '../../support/tmp.ts';

const STATE = tempDir();

async function cli(args: string[], cwd: string, opts: { locale?: Locale; answers?: string[] } = {}) {
  let stdout = '';
  let stderr = '';
  const answers = [...(opts.answers ?? [])];
  const questions: string[] = [];
  const io = {
    stdout: (s: string) => void (stdout += s),
    stderr: (s: string) => void (stderr += s),
    // The run's records go to a temp state folder (never the person's, never the repo).
    env: { LUBAN_STATE_DIR: STATE },
    cwd,
    isTTY: false,
    locale: opts.locale ?? ('en' as Locale),
    interactive: opts.answers !== undefined,
    ask: async (q: string) => (questions.push(q), answers.shift() ?? ''),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr, questions };
}

let server: ModelServer;
before(async () => {
  server = await ModelServer.start(scriptedJudge({ prompts: 2 }));
});
after(async () => {
  await server.close();
});

const PLAN =
  /Optimisation plan \(model openai:http:\/\/127\.0\.0\.1:\d+\/v1:scripted\):\n {2}weekly-report: (Quick|Full) mode, baseline then up to \d+ rounds — about (\d+) calls \(up to (\d+)\)/;

test('optimize with a model on a terminal: the plan comes first, and "no" sends nothing', async () => {
  const repo = repoWithExamples('weekly-report');
  const before = server.count;
  const model = ['--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl];
  const r = await cli(['optimize', 'skills/weekly-report', '--mode', 'quick', '--max-rounds', '2', ...model], repo, { answers: ['n'] });
  assert.equal(r.code, 0);
  const m = PLAN.exec(r.stderr);
  assert.ok(m, r.stderr);
  assert.equal(m[1], 'Quick');
  assert.ok(Number(m[2]) > 0 && Number(m[3]) >= Number(m[2]), `${m[2]} calls, up to ${m[3]}`);
  assert.deepEqual(r.questions, ['Proceed? [y/N] ']);
  assert.match(r.stderr, /Not started: no request was sent\./);
  assert.equal(server.count, before, 'no request before the person accepted');
  assert.equal(
    readFileSync(path.join(repo, 'skills/weekly-report/SKILL.md'), 'utf8'),
    readFileSync(path.resolve('examples/skills/weekly-report/SKILL.md'), 'utf8'),
  );
});

test('optimize with a model and no terminal: the plan is printed, then it refuses without --yes or --budget (exit 2, nothing sent)', async () => {
  const repo = repoWithExamples('weekly-report');
  const before = server.count;
  const r = await cli(['optimize', 'skills/weekly-report', '--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl], repo);
  assert.equal(r.code, 2);
  assert.ok(r.stderr.indexOf('Optimisation plan') >= 0 && r.stderr.indexOf('Optimisation plan') < r.stderr.indexOf('Pass --yes to accept'), r.stderr);
  assert.equal(server.count, before);
});

test('optimize --budget: the plan says where the run stops, in Chinese too; --timeout is checked before anything runs', async () => {
  const repo = repoWithExamples('weekly-report');
  const model = ['--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl];
  const zh = await cli(['optimize', 'skills/weekly-report', '--mode', 'quick', '--budget', '2', '--yes-stop', ...model], repo, { locale: 'zh-CN' });
  assert.match(zh.stderr, /优化计划（模型 openai:/);
  assert.match(zh.stderr, /本次运行在 2 次 HTTP 请求后干净地停止（--budget 2，含重试）/);
  assert.match(zh.stderr, /预算低于计划/);
  const before = server.count;
  const bad = await cli(['optimize', 'skills/weekly-report', '--timeout', '0', ...model], repo);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--timeout must be a number of seconds > 0, got "0"/);
  assert.equal(server.count, before);
});
