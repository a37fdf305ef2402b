/**
 * The effect runner (issue 32 item 4, docs/effect.md) against the repo's real HTTP model
 * server speaking the OpenAI protocol, answering deterministically: a reply that follows the
 * fixture skill when SKILL.md is in the system prompt, a plain one when it is not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Budget } from '../../../src/core/models/budget.ts';
import { UsageMeter } from '../../../src/core/models/usage.ts';
import { EffectTasksError, loadEffect, measureEffect, newcombe, planEffect, upliftHeld, wilson } from '../../../src/core/api/effect.ts';
import { readTestsYaml, writeTestsYaml } from '../../../src/core/formats/tests-yaml.ts';
import { openaiOn, startServer } from '../judge/helpers.ts';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import type { RecordedRequest, Reply } from '../../support/model-server.ts';
import { scriptedJudge, taskOf } from '../judge/scripted-judge.ts';
import { decideRound, type RoundInputs } from '../../../src/core/workflows/loop/decide-round.ts';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { planScore, scoreSkill } from '../../../src/core/scoring/scorecard/score.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/effect-skill');

/** With the skill: the sign-off line and the ticket code; without: neither. */
const answer = (req: RecordedRequest): Reply => ({
  kind: 'text',
  text: req.system.includes('SIGNED: LUBAN-EFFECT')
    ? 'Closed: Safari export fixed in 2.3.1 (CODE-1234).\nSIGNED: LUBAN-EFFECT'
    : 'Closed: the Safari export issue was fixed in 2.3.1.',
});

function copyFixture(): string {
  const dir = path.join(tempDir(), 'ticket-signoff');
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

const close = (a: number, b: number, eps = 1e-3) => assert.ok(Math.abs(a - b) < eps, `${a} ≉ ${b}`);

describe('effect: intervals', () => {
  it('Wilson 95 % intervals: 0/10, 10/10 and 56/70 (0.6918–0.8770)', () => {
    const none = wilson(0, 10);
    assert.equal(none.low, 0);
    close(none.high, 0.2775);
    const all = wilson(10, 10);
    close(all.low, 0.7225);
    assert.equal(all.high, 1);
    const mid = wilson(56, 70);
    close(mid.low, 0.6918);
    close(mid.high, 0.877);
    assert.deepEqual(wilson(0, 0), { passes: 0, n: 0, rate: null, low: 0, high: 1 });
  });

  it("Newcombe's hybrid score interval: 56/70 − 48/80 = 0.2 [0.0524, 0.3339] (Newcombe 1998)", () => {
    const d = newcombe(wilson(56, 70), wilson(48, 80));
    close(d.value!, 0.2);
    close(d.low, 0.0524);
    close(d.high, 0.3339);
    assert.equal(d.method, 'newcombe-wilson');
  });

  it('the optimiser rule: kept while the new CI reaches the old point estimate; undecided without both', () => {
    const old = newcombe(wilson(8, 10), wilson(2, 10));
    assert.equal(upliftHeld(old, newcombe(wilson(7, 10), wilson(2, 10))), true);
    assert.equal(upliftHeld(old, newcombe(wilson(1, 10), wilson(9, 10))), false);
    assert.equal(upliftHeld(old, newcombe(wilson(0, 0), wilson(2, 10))), undefined);
  });
});

describe('effect: the runner against a real HTTP model server', () => {
  it('with-skill passes, without fails: pass rates, uplift and its interval; n calls = the plan', async () => {
    const server = await startServer(answer);
    const setup = await loadEffect(copyFixture());
    assert.equal(setup.tasks.length, 2);
    const model = openaiOn(server);
    const plan = await planEffect(setup, { trials: 5, allowCommands: false }, { model });
    assert.equal(plan.calls, 20, '2 conditions × 2 tasks × 5 trials');
    assert.equal(server.count, 0, 'planning calls nothing');
    const meter = new UsageMeter();
    const { report } = await measureEffect(setup, { trials: 5, allowCommands: false }, { model, meter });
    assert.equal(server.count, 20);
    assert.equal(meter.calls, plan.calls);
    assert.equal(report.status, 'complete');
    assert.equal(report.decided, true);
    for (const t of report.tasks) {
      assert.equal(t.with.passes, 5);
      assert.equal(t.with.n, 5);
      assert.equal(t.without.passes, 0);
      assert.equal(t.without.n, 5);
      assert.equal(t.uplift.value, 1);
    }
    assert.deepEqual([report.with.passes, report.with.n, report.without.passes, report.without.n], [10, 10, 0, 10]);
    assert.equal(report.uplift.value, 1);
    close(report.uplift.low, 1 - Math.hypot(1 - 0.7225, 0.2775));
    assert.equal(report.uplift.high, 1);
    // The with-skill runs carry SKILL.md and the input file; the runs without carry neither the skill nor its name.
    const withReq = server.requests.find((r) => r.system.includes('SIGNED: LUBAN-EFFECT'))!;
    assert.match(withReq.lastUser, /Ticket 1234/);
    assert.ok(server.requests.filter((r) => !r.system.includes('ticket-signoff')).length === 10);
  });

  it('a budget cut is partial and decides nothing', async () => {
    const server = await startServer(answer);
    const setup = await loadEffect(copyFixture());
    const { report } = await measureEffect(setup, { trials: 5, allowCommands: false }, { model: openaiOn(server), budget: new Budget(3) });
    assert.equal(server.count, 3);
    assert.equal(report.status, 'partial');
    assert.equal(report.decided, false);
    assert.equal(report.stopped, 'budget');
    assert.ok(report.with.n + report.without.n <= 3);
  });

  it('a check_command is never run without confirmation (and costs no call); with it, it runs on the reply', async () => {
    const server = await startServer(answer);
    const dir = copyFixture();
    writeFileSync(
      path.join(dir, 'tests.yaml'),
      [
        'skill: ticket-signoff',
        'generated_at: 2026-12-01',
        'tasks:',
        '  - id: by_command',
        '    prompt: "Sign off ticket 1234."',
        '    check_command: "grep -q LUBAN-EFFECT"',
        '',
      ].join('\n'),
    );
    const setup = await loadEffect(dir);
    const ran: string[] = [];
    const runCommand = async (command: string, stdin: string) => {
      ran.push(command);
      return { code: stdin.includes('LUBAN-EFFECT') ? 0 : 1, stderr: '' };
    };
    const off = await measureEffect(setup, { trials: 2, allowCommands: false, runCommand }, { model: openaiOn(server) });
    assert.deepEqual(ran, []);
    assert.equal(server.count, 0);
    assert.equal(off.report.tasks[0].skipped, 'needs-confirmation');
    assert.equal(off.report.decided, false);
    const on = await measureEffect(setup, { trials: 2, allowCommands: true, runCommand }, { model: openaiOn(server) });
    assert.equal(ran.length, 4);
    assert.deepEqual([on.report.with.passes, on.report.without.passes], [2, 0]);
  });

  it('expect_json_schema validates the reply JSON', async () => {
    const server = await startServer((req) => ({
      kind: 'text',
      text: req.system.includes('SIGNED') ? 'Here: {"ticket": 1234, "closed": true}' : '{"ticket": "1234"}',
    }));
    const dir = copyFixture();
    writeFileSync(
      path.join(dir, 'tests.yaml'),
      'skill: ticket-signoff\ngenerated_at: 2026-12-01\ntasks:\n  - id: as_json\n    prompt: "Give the ticket as JSON."\n    expect_json_schema:\n      type: object\n      required: [ticket, closed]\n      properties:\n        ticket: { type: integer }\n        closed: { type: boolean }\n',
    );
    const { report } = await measureEffect(await loadEffect(dir), { trials: 3, allowCommands: false }, { model: openaiOn(server) });
    assert.deepEqual([report.with.passes, report.without.passes, report.with.n], [3, 0, 3]);
  });
});

describe('effect: tests.yaml', () => {
  it('a bad task is named with file:line', async () => {
    const dir = copyFixture();
    const file = path.join(dir, 'tests.yaml');
    writeFileSync(
      file,
      'skill: x\ngenerated_at: 2026-12-01\ntasks:\n  - id: ok\n    prompt: "p"\n    expect_text: "a"\n  - id: two_checks\n    prompt: "p"\n    expect_text: "a"\n    expect_regex: "b"\n',
    );
    await assert.rejects(
      loadEffect(dir),
      (e: unknown) =>
        e instanceof EffectTasksError && new RegExp(`${file.replace(/[.\\]/g, '\\$&')}:7: task 2: two_checks: needs exactly one check`).test(e.message),
    );
    writeFileSync(file, 'skill: x\ntasks:\n  - id: [unclosed\n');
    await assert.rejects(loadEffect(dir), (e: unknown) => e instanceof EffectTasksError && /tests\.yaml:\d+: /.test(e.message));
  });

  it('MUSE rewriting tests.yaml keeps the tasks', async () => {
    const dir = copyFixture();
    const current = await readTestsYaml(dir);
    await writeTestsYaml(
      dir,
      {
        skill: 'ticket-signoff',
        generated_at: '2026-12-02',
        tests: [{ id: 'trigger_001', dimension: '触发词识别', input: 'sign off', expected: 'used', status: 'pass', last_run: '2026-12-02' }],
      },
      current,
    );
    const again = await readTestsYaml(dir);
    assert.equal(again.tests.length, 1);
    assert.deepEqual(
      again.tasks?.map((t) => t.id),
      ['signoff_line', 'ticket_code'],
    );
    assert.match(readFileSync(path.join(dir, 'tests.yaml'), 'utf8'), /^tasks:$/m);
  });
});

describe('effect: dim8', () => {
  it('dim8 comes from the measured tasks when tests.yaml has them, and says so; the plan counts the trials', async () => {
    const judge = scriptedJudge();
    const server = await startServer((req) => (taskOf(req) ? judge(req) : answer(req)));
    const dir = copyFixture();
    const scan = (await scanPaths([dir])).skills[0];
    const model = openaiOn(server);
    const plan = await planScore(scan, { mode: 'quick', model });
    assert.ok(plan.items.filter((i) => i.step.startsWith('effect.')).length === 2 * 2 * 5);
    const run = await scoreSkill(scan, 'ticket-signoff', { mode: 'quick', model });
    const d8 = run.card.dims.dim8;
    assert.equal(d8.value, 10, '8a 8 × 1 + 8b 7 × 1 + 8c 5 → 10');
    assert.ok(
      d8.tags.some((t) => /^\[measured: dim8 from 2 tests\.yaml task\(s\) × 5 trial\(s\); with 10\/10, without 0\/10; uplift 100 pp/.test(t)),
      d8.tags.join(' '),
    );
    assert.equal(server.requests.filter((r) => !taskOf(r) && r.lastUser.includes('Ticket 1234')).length, 20, 'the 2 × 2 × 5 trials, nothing else');
  });
});

describe('effect: the CLI', () => {
  it('prints the cost plan before any call; without a terminal or --yes it calls nothing', async () => {
    const server = await startServer(answer);
    const dir = copyFixture();
    const base = ['effect', dir, '--provider', 'openai', '--base-url', server.openaiBaseUrl, '--model', 'm', '--no-cache', '--trials', '2'];
    const refused = await cli(base);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /2 task\(s\) × 2 trial\(s\) × 2/);
    assert.match(refused.stderr, /8 model calls/);
    assert.equal(server.count, 0);
    const run = await cli([...base, '--yes', '--format', 'json']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(server.count, 8);
    const j = JSON.parse(run.stdout);
    assert.equal(j.status, 'complete');
    assert.equal(j.uplift.value, 1);
    const zh = await cli([...base, '--yes', '--locale', 'zh-CN'], { locale: 'zh-CN' });
    assert.match(zh.stdout, /带技能 4\/4/);
  });
});

describe('effect: the optimiser keeps an edit only if the uplift did not fall beyond its noise', () => {
  const base: RoundInputs = {
    what: 'tighten the workflow',
    target: { dim: 'dim3' },
    selfCheck: [],
    otherDims: [],
    comparison: { oldTotal: 70, newTotal: 73, delta: 3, outOf: 100, dropped: [], improved: true },
    missing: { old: [], new: [] },
    rescored: { dim8AllDry: false, redline1: false },
    statics: { delta: 0, improved: false, touched: [] },
    runtimeGate: 'pass',
    pairedJudges: 3,
    judged: true,
    noise: 1.1,
  };
  const u = (k1: number, k2: number, n = 10) => newcombe(wilson(k1, n), wilson(k2, n));
  it('a score rise with the uplift held is kept; with the uplift fallen beyond its CI it is reverted and says so', () => {
    assert.equal(decideRound(base).keep, true, 'no tasks: the rule as before');
    assert.equal(decideRound({ ...base, effect: { before: u(8, 2), after: u(7, 2) } }).keep, true);
    const d = decideRound({ ...base, effect: { before: u(9, 1), after: u(3, 3) } });
    assert.equal(d.keep, false);
    assert.match(d.reason, /measured uplift fell beyond its noise: \+80 pp → \+0 pp/);
  });
});
