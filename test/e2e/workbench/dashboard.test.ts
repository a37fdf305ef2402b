/**
 * The dashboard in the real workbench (runs inside code-server's extension host; the
 * browser side is driven by test/e2e/workbench.mjs, which clicks in the webview):
 * "Luban: Show Dashboard" opens the panel, the page's ready handshake brings a snapshot
 * of the fixture workspace's skills, and an optimisation (the real loop, Quick mode, no
 * model: deterministic proposals) asks its checkpoints through the dashboard — the
 * person answers them with the buttons in the webview, and the loop continues to its
 * report; then "Luban: Optimize Skill" itself runs with the dashboard as the
 * ApproverSlot's approver, offline and then with the scripted model over real HTTP
 * (support/scripted-model.ts). Waits are on conditions (events, files, the answers),
 * never fixed sleeps.
 */
import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { Budget } from '../../../src/core/models/budget.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { optimize } from '../../../src/core/api/optimize.ts';
import type { LoopEvent, OptimizeReport } from '../../../src/core/workflows/loop/types.ts';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import type { WebviewMessage } from '../../../src/shared/protocol.ts';
import { startScriptedModel } from '../support/scripted-model.ts';

const EXTENSION_ID = 'luban.luban';

function root(): string {
  const f = vscode.workspace.workspaceFolders?.[0];
  if (!f) throw new Error('no workspace folder');
  return f.uri.fsPath;
}

/** The runner and this suite talk through marker files in <ws>/.luban-e2e/. */
function marker(name: string, data: unknown = {}): void {
  const dir = path.join(root(), '.luban-e2e');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), JSON.stringify(data));
}

function waitFor<T>(probe: () => T | undefined | null | false, what: string, timeoutMs = 30000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      let v: T | undefined | null | false;
      try {
        v = probe();
      } catch (e) {
        reject(e as Error);
        return;
      }
      if (v) resolve(v);
      else if (Date.now() - started > timeoutMs) reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      else setTimeout(tick, 50);
    };
    tick();
  });
}

let dashboard: Dashboard;
const received: WebviewMessage[] = [];
let themePoll: ReturnType<typeof setInterval> | undefined;

/**
 * The runner asks for a colour theme by writing <ws>/.luban-e2e/theme.json; the host
 * applies it through the configuration API (a settings-file edit is not picked up
 * reliably by code-server), and the webview's body class follows.
 */
function followThemeRequests(): void {
  let applied = '';
  themePoll = setInterval(() => {
    const file = path.join(root(), '.luban-e2e', 'theme.json');
    if (!existsSync(file)) return;
    const theme = String(JSON.parse(readFileSync(file, 'utf8')).theme ?? '');
    if (!theme || theme === applied) return;
    applied = theme;
    void vscode.workspace.getConfiguration('workbench').update('colorTheme', theme, vscode.ConfigurationTarget.Global);
  }, 100);
}

suite('dashboard in the workbench', () => {
  suiteSetup(async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, `${EXTENSION_ID} is loaded`);
    await ext.activate();
    followThemeRequests();
  });

  suiteTeardown(() => clearInterval(themePoll));

  test('"Luban: Show Dashboard" opens the panel; ready brings a snapshot of the workspace skills', async () => {
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('luban.showDashboard'), 'the command is registered');
    dashboard = (await vscode.commands.executeCommand('luban.showDashboard')) as Dashboard;
    assert.equal(typeof dashboard?.startRun, 'function', 'the command returns the dashboard');
    dashboard.onDidReceiveMessage((m) => received.push(m));
    await waitFor(() => dashboard.isReady, 'the page to say ready', 90000);
    const snap = await waitFor(
      () => dashboard.lastSnapshot?.skills.some((s) => s.name === 'demo') && dashboard.lastSnapshot,
      'a snapshot with the fixture skill "demo"',
      60000,
    );
    const demo = snap.skills.find((s) => s.name === 'demo')!;
    assert.equal(demo.path, 'skills/demo');
    assert.ok(demo.static && demo.static.outOf > 0, 'static score');
    assert.ok(demo.sentinel.length > 0, 'the fixture has a curl | sh script: Sentinel alerts');
    assert.ok(demo.breakdown && demo.breakdown.rows.length === 11, 'the 10 dimensions (7a + 7b)');
    marker('overview-ready.json', { skills: snap.skills.map((s) => s.name) });
  });

  test('an optimisation asks through the dashboard; approving its first checkpoint in the webview lets the loop continue', async function () {
    this.timeout(240000);
    const ws = root();
    const dir = path.join(ws, 'skills', 'demo');
    const events: LoopEvent[] = [];
    const run = dashboard.startRun({ skills: [dir], mode: 'quick', maxRounds: 2 });
    const report: OptimizeReport = await optimize({
      skills: [dir],
      workspace: ws,
      mode: 'quick',
      maxRounds: 2,
      approver: run.approver,
      signal: run.signal,
      onEvent: (e) => {
        events.push(e);
        run.onEvent(e);
      },
    }).then(
      (r) => {
        run.finish(r);
        return r;
      },
      (e: unknown) => {
        run.fail(e);
        throw e;
      },
    );
    const asked = events.flatMap((e) => (e.type === 'checkpoint' ? [e.checkpoint] : []));
    assert.ok(asked.length >= 1, 'the loop asked at least one checkpoint');
    const first = asked[0];
    // The first answer came from the webview's button, through the host's gate.
    const answersNow = () => received.filter((m): m is Extract<WebviewMessage, { type: 'answer' }> => m.type === 'answer');
    const answers = await waitFor(
      () => answersNow().length >= asked.length && answersNow(),
      `an answer from the page for each of the ${asked.length} questions`,
      30000,
    );
    assert.equal(answers[0].checkpointId, first.id);
    assert.equal(answers[0].jobId, run.id);
    assert.equal(answers[0].choice, first.defaultChoice, 'the runner clicked the default (primary) button');
    // …and the loop went on after it: later phases, a round, the report.
    const at = events.findIndex((e) => e.type === 'checkpoint' && e.checkpoint.id === first.id);
    const after = events.slice(at + 1);
    assert.ok(
      after.some((e) => e.type === 'progress'),
      'progress after the first answer',
    );
    assert.ok(
      after.some((e) => e.type === 'roundResult'),
      'a round after the first answer',
    );
    assert.equal(report.stopped, undefined, `the run was not stopped (${report.stopped})`);
    const rows = parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows;
    assert.ok(
      rows.some((r) => r.status === 'baseline'),
      'results.tsv has the baseline row',
    );
    // The host shows the finished job and the run's history.
    const snap = await waitFor(() => dashboard.lastSnapshot?.job?.status === 'done' && dashboard.lastSnapshot, 'a snapshot with the job done', 30000);
    assert.equal(snap.checkpoint, null);
    assert.ok(snap.skills.find((s) => s.name === 'demo')!.history.length >= 1);
  });

  test('"Luban: Optimize Skill" (offline) opens the dashboard, which answers its questions and follows it to the end', async function () {
    this.timeout(240000);
    const ws = root();
    const dir = path.join(ws, 'skills', 'other');
    await vscode.workspace.getConfiguration('luban').update('model.provider', 'none', vscode.ConfigurationTarget.Global);
    const before = received.length;
    const result = (await vscode.commands.executeCommand('luban.optimizeSkill', vscode.Uri.file(dir), { mode: 'quick', maxRounds: 1 })) as
      | { runId: string; report?: OptimizeReport; error?: string }
      | undefined;
    assert.ok(result, 'the command ran');
    assert.equal(result.error, undefined, result.error);
    assert.ok(result.report, 'the loop reported');
    assert.equal(result.report.stopped, undefined, `not stopped (${result.report.stopped})`);
    // Its questions were answered in the page (the dashboard was the slot's approver, not the modal).
    const answers = await waitFor(
      () => {
        const a = received.slice(before).filter((m): m is Extract<WebviewMessage, { type: 'answer' }> => m.type === 'answer' && m.jobId === result.runId);
        return a.length > 0 && a;
      },
      "answers of the command's run from the page",
      30000,
    );
    assert.ok(
      answers.some((a) => a.checkpointId === 'skill-done:other'),
      `the per-skill CHECKPOINT went to the page: ${answers.map((a) => a.checkpointId).join(', ')}`,
    );
    // The command ends by opening its report, which may cover the dashboard; a hidden page
    // gets no snapshots (it is rebuilt and says ready when shown). Come back to it as a
    // person would: it shows the finished run.
    dashboard.show(true);
    const snap = await waitFor(
      () => dashboard.lastSnapshot?.job?.id === result.runId && dashboard.lastSnapshot.job.status === 'done' && dashboard.lastSnapshot,
      "the command's run done in the dashboard once it is shown again",
      30000,
    );
    assert.ok(dashboard.isReady, 'the page is live again');
    assert.equal(snap.job!.mode, 'quick');
  });

  test('with the scripted model (real HTTP): a judged Full run is steered from the dashboard — kept edits, judged scores, cost', async function () {
    // (Through the dashboard's own run API: the optimise command's consent and cost plan
    // is a modal dialog, which VS Code refuses to show while extension tests run.)
    this.timeout(240000);
    const ws = root();
    const dir = path.join(ws, 'skills', 'weekly-report');
    const { server, usage } = await startScriptedModel();
    const events: LoopEvent[] = [];
    try {
      const model = new OpenAIChatModel({ model: 'judge-model', baseUrl: server.openaiBaseUrl, maxRetries: 1 });
      const run = dashboard.startRun({ skills: [dir], mode: 'full', maxRounds: 2, budget: 400 });
      const before = received.length;
      const report = await optimize({
        skills: [dir],
        workspace: ws,
        mode: 'full',
        maxRounds: 2,
        model,
        budget: new Budget(400),
        approver: run.approver,
        signal: run.signal,
        onEvent: (e) => {
          events.push(e);
          run.onEvent(e);
          run.setUsage(usage);
        },
      }).then(
        (r) => {
          run.finish(r);
          return r;
        },
        (e: unknown) => {
          run.fail(e);
          throw e;
        },
      );
      assert.equal(report.stopped, undefined, `not stopped (${report.stopped})`);
      assert.ok(usage.calls > 10, `the scripted model was called over HTTP (${usage.calls})`);
      const rounds = events.flatMap((e) => (e.type === 'roundResult' ? [e.result] : []));
      assert.ok(
        rounds.some((r) => r.status === 'keep' && r.evalMode !== 'static'),
        `a judged round was kept: ${rounds.map((r) => `${r.status}/${r.evalMode}`).join(', ')}`,
      );
      const asked = events.flatMap((e) => (e.type === 'checkpoint' ? [e.checkpoint] : []));
      const withDiff = asked.find((c) => c.diff);
      assert.ok(withDiff, 'a question showed the diff of a kept edit');
      const answers = await waitFor(
        () => {
          const a = received.slice(before).filter((m): m is Extract<WebviewMessage, { type: 'answer' }> => m.type === 'answer' && m.jobId === run.id);
          return a.length >= asked.length && a;
        },
        'an answer from the page for every question of the judged run',
        30000,
      );
      assert.equal(answers[0].checkpointId, asked[0].id, 'the first checkpoint was answered in the page');
      assert.ok(answers.some((a) => a.checkpointId === withDiff.id));
      const snap = await waitFor(
        () => dashboard.lastSnapshot?.job?.id === run.id && dashboard.lastSnapshot.job.status === 'done' && dashboard.lastSnapshot,
        'the judged run done in the dashboard',
        30000,
      );
      const weekly = snap.skills.find((k) => k.name === 'weekly-report')!;
      assert.ok(weekly.lastFull && weekly.lastFull.evalMode !== 'static', `a judged last full score: ${JSON.stringify(weekly.lastFull)}`);
      assert.ok(snap.job!.cost.calls > 10 && snap.job!.cost.inputTokens > 0 && snap.job!.cost.budget === 400, `cost so far: ${JSON.stringify(snap.job!.cost)}`);
      assert.ok(snap.health && snap.health.source === 'run' && snap.health.judgeCount > 0, `run health with judges: ${JSON.stringify(snap.health)}`);
    } finally {
      await server.close();
    }
    // Bring the dashboard forward (the optimise command opened its report) for the screenshots.
    await vscode.commands.executeCommand('luban.showDashboard');
    await waitFor(() => dashboard.isReady, 'the page to be ready again', 60000);
    marker('run-done.json', { runs: 3 });
    // Keep the panel alive until the runner has taken its screenshots.
    await waitFor(() => existsSync(path.join(ws, '.luban-e2e', 'release.json')), 'the runner to finish its screenshots', 120000);
  });
});
