/**
 * "Luban: Score Skill", "Luban: Evaluate Triggers" and "Luban: Show Score History" in the
 * real workbench (issue 33 item 10): the CLI's `score`, `triggers` and `history` through
 * the same core functions, with the cost plan asked before any model call. The model is a
 * real local HTTP server speaking the OpenAI protocol (test/support/model-server.ts) whose
 * replies are the scripted judge's (test/unit/judge/scripted-judge.ts) or the trigger
 * picker's; modal questions are answered by stubbing the window's message functions, and a
 * cancel comes through the progress notification's token. Every test checks that nothing
 * was written into the skill folder unless the person asked.
 */
import * as assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { parseResultsTsv, RESULTS_HEADER } from '../../../src/core/formats/results.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import type { HistoryCommandResult, ScoreCommandResult, TriggersCommandResult } from '../../../src/extension/score/index.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { scriptedJudge } from '../../unit/judge/scripted-judge.ts';
import { api, closeAll, EXTENSION_ID, previewTabOf, waitFor, workspaceRoot } from './util.ts';

const made: string[] = [];
const servers: ModelServer[] = [];

function extensionPath(): string {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error('extension not loaded');
  return ext.extensionPath;
}

/** `<ws>/score-<name>/skills/weekly-report`, copied from the examples. */
function weeklyReport(name: string): string {
  const root = path.join(workspaceRoot(), `score-${name}`);
  rmSync(root, { recursive: true, force: true });
  made.push(root);
  const dir = path.join(root, 'skills', 'weekly-report');
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(extensionPath(), 'examples', 'skills', 'weekly-report'), dir, { recursive: true });
  return dir;
}

/** Every file under `dir`, relative, sorted: what a command may not change. */
function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).map((f) => f.split(path.sep).join('/')).sort();
}

interface Asked {
  message: string;
  modal: boolean;
  detail: string;
  items: string[];
}

/** Replace the message functions: modal questions get `answer`'s pick by title, toasts get `toast`'s (none: dismissed). */
function stubMessages(answer: (a: Asked) => string | undefined, toast: (a: Asked) => string | undefined = () => undefined) {
  const win = vscode.window as unknown as Record<string, unknown>;
  const names = ['showInformationMessage', 'showWarningMessage', 'showErrorMessage'];
  const saved = Object.fromEntries(names.map((n) => [n, win[n]]));
  const asked: Asked[] = [];
  for (const n of names) {
    win[n] = (message: string, ...rest: unknown[]) => {
      const opts = rest[0] && typeof rest[0] === 'object' && !('title' in (rest[0] as object)) ? (rest.shift() as vscode.MessageOptions) : undefined;
      const items = (rest as Array<string | vscode.MessageItem>).map((i) => (typeof i === 'string' ? i : i.title));
      const a: Asked = { message, modal: opts?.modal === true, detail: opts?.detail ?? '', items };
      asked.push(a);
      const pick = a.modal ? answer(a) : toast(a);
      return Promise.resolve(pick !== undefined && items.includes(pick) ? pick : undefined);
    };
  }
  return { asked, restore: () => Object.assign(win, saved) };
}

async function setModel(values: Record<string, string | number | undefined>): Promise<void> {
  const c = () => vscode.workspace.getConfiguration('luban');
  for (const [k, v] of Object.entries(values)) await c().update(`model.${k}`, v, vscode.ConfigurationTarget.Workspace);
  await waitFor(() => Object.entries(values).every(([k, v]) => c().inspect(`model.${k}`)?.workspaceValue === v), 'the model settings');
}

async function startServer(handler: (req: RecordedRequest) => Reply | Promise<Reply>): Promise<ModelServer> {
  const s = await ModelServer.start(handler);
  servers.push(s);
  return s;
}

const score = (dir: string, args?: unknown) => vscode.commands.executeCommand<ScoreCommandResult | undefined>('luban.scoreSkill', dir, args);
const triggers = (dir: string) => vscode.commands.executeCommand<TriggersCommandResult | undefined>('luban.evaluateTriggers', dir);
const history = (dir: string) => vscode.commands.executeCommand<HistoryCommandResult | undefined>('luban.showScoreHistory', dir);

async function docText(uri: vscode.Uri): Promise<string> {
  return (await vscode.workspace.openTextDocument(uri)).getText();
}

suite('Score Skill, Evaluate Triggers, Show Score History (the CLI’s score, triggers, history in the editor)', () => {
  suiteSetup(async () => {
    await api();
  });

  teardown(closeAll);

  suiteTeardown(async () => {
    await setModel({ provider: undefined, name: undefined, baseUrl: undefined, budget: undefined });
    await Promise.all(servers.map((s) => s.close()));
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });

  test('no model (provider none): the static scorecard, judged dimensions "not scored", no total invented, in a preview; nothing written', async () => {
    await setModel({ provider: 'none' });
    const dir = weeklyReport('none');
    const before = files(dir);
    const stub = stubMessages(() => undefined);
    let r: ScoreCommandResult | undefined;
    try {
      r = await score(dir);
    } finally {
      stub.restore();
    }
    assert.ok(r);
    assert.equal(r.offline, 'setting');
    assert.equal(r.card.model, 'none');
    assert.equal(r.card.total, null);
    assert.equal(stub.asked.filter((a) => a.modal).length, 0, 'nothing to ask without a model');
    const text = await docText(r.uri);
    assert.match(text, /No model is configured \(luban\.model\.provider is none\)\. The judged dimensions are not scored/);
    assert.match(text, /Total: not scored — /);
    assert.match(text, /Security: /);
    await waitFor(() => previewTabOf(r.uri), 'the scorecard preview tab');
    assert.deepEqual(files(dir), before, 'nothing written into the skill');
  });

  test('a local model: the plan asked first with the consent — declined, no call and the static card; accepted, the judged card within the limit, nothing written', async () => {
    const server = await startServer(scriptedJudge());
    await setModel({ provider: 'openai', name: 'score-judge', baseUrl: server.openaiBaseUrl, budget: undefined });
    const dir = weeklyReport('model');
    const before = files(dir);

    const declined = stubMessages(() => undefined);
    let r: ScoreCommandResult | undefined;
    try {
      r = await score(dir);
    } finally {
      declined.restore();
    }
    assert.equal(server.count, 0, 'nothing is sent before the person says yes');
    assert.equal(r?.offline, 'declined');
    assert.equal(r?.card.total, null);
    const plan = declined.asked.find((a) => a.modal);
    assert.ok(plan, 'one modal question');
    assert.equal(declined.asked.filter((a) => a.modal).length, 1, 'asked once');
    assert.match(
      plan.message,
      /^Send skill text to the model score-judge\? Luban will score weekly-report with openai score-judge @ .+: about \d+ model calls\. Score\?$/,
    );
    assert.match(plan.detail, /\(a server on this machine\)/);
    assert.match(plan.detail, /\d+ model calls \(\d+ more answered by the judge cache\), ~[\d.]+k? input/);
    assert.match(plan.detail, /stops cleanly after \d+ calls/);
    assert.deepEqual(plan.items, ['Score']);
    assert.match(await docText(r!.uri), /You declined the cost plan\./);

    const accepted = stubMessages((a) => (a.items.includes('Score') ? 'Score' : undefined));
    try {
      r = await score(dir);
    } finally {
      accepted.restore();
    }
    assert.ok(r?.plan && r.limit !== undefined);
    assert.ok(server.count > 0 && server.count <= r.limit, `${server.count} calls within the limit ${r.limit}`);
    assert.notEqual(r.card.total, null, 'judged');
    assert.equal(r.card.model, 'openai:score-judge');
    const text = await docText(r.uri);
    assert.match(text, /Judged by openai score-judge @ /);
    assert.match(text, /\nTotal [\d.]+( ± [\d.]+)? (\/ 100|of \d+ \(partial)/);
    await waitFor(() => previewTabOf(r.uri), 'the scorecard preview tab');
    assert.deepEqual(files(dir), before, 'no test-prompts.json, no baseline, nothing written into the skill');
    // One full score per skill (issue 33 item 4): the dashboard shows the card just scored.
    const dashboard = await vscode.commands.executeCommand<Dashboard>('luban.showDashboard');
    const judged = r.card.total;
    let last = null;
    for (let i = 0; i < 100 && !last; i++) {
      last = (await dashboard.snapshot()).skills.find((s) => s.id === dir)?.lastFull ?? null;
      if (!last) await new Promise((res) => setTimeout(res, 100));
    }
    assert.equal(last?.total, judged, "the card as the dashboard's last full score");
  });

  test('cancel through the progress token: the run stops, the card says cancelled and partial', async () => {
    const server = await startServer(() => ({ kind: 'hang' }));
    await setModel({ provider: 'openai', name: 'hanging', baseUrl: server.openaiBaseUrl, budget: undefined });
    const dir = weeklyReport('cancel');
    const win = vscode.window as unknown as Record<string, unknown>;
    const savedProgress = win.withProgress;
    const cts = new vscode.CancellationTokenSource();
    const messages: string[] = [];
    win.withProgress = (opts: vscode.ProgressOptions, task: (p: vscode.Progress<{ message?: string }>, t: vscode.CancellationToken) => Thenable<unknown>) =>
      (savedProgress as typeof vscode.window.withProgress)(opts, (progress) =>
        task(
          {
            report: (v) => {
              if (v.message) messages.push(v.message);
              progress.report(v);
            },
          },
          cts.token,
        ),
      );
    const stub = stubMessages((a) => (a.items.includes('Score') ? 'Score' : undefined));
    let r: ScoreCommandResult | undefined;
    try {
      const running = score(dir);
      await waitFor(() => server.requests.length > 0, 'the first model request');
      cts.cancel();
      r = await running;
    } finally {
      stub.restore();
      win.withProgress = savedProgress;
      cts.dispose();
    }
    assert.ok(r);
    assert.equal(r.card.stopped, 'cancelled');
    assert.match(messages[0], /^0 of \d+ planned model calls · ~0 tokens$/);
    assert.match(await docText(r.uri), /Cancelled: the parts no model answered are not scored/);
    assert.ok(stub.asked.some((a) => !a.modal && /scoring weekly-report was cancelled/.test(a.message)));
  });

  test('Evaluate Triggers: the plan first, then precision and recall in a preview; the queries are kept only when the person says so', async () => {
    const server = await startServer((req) => {
      if (req.system.includes('luban-task: triggers-generate@1'))
        return {
          kind: 'text',
          text: JSON.stringify({
            // Five of each: the generation schema's minimum.
            should_trigger: [
              'total of this invoice PDF',
              'vendor of invoice.pdf',
              'due date in invoice.pdf',
              'tax on this invoice PDF',
              'line items of invoice.pdf',
            ],
            should_not_trigger: ['write an invoice', 'plot sales', 'rename my photos', 'summarise a meeting', 'translate a letter'],
          }),
        };
      if (req.system.includes('luban-task: triggers-select@1')) {
        const q = /<request>\n([\s\S]*?)\n<\/request>/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
        return { kind: 'text', text: JSON.stringify({ skill: /invoice PDF|invoice\.pdf/.test(q) ? 'invoice-extract' : 'none' }) };
      }
      return { kind: 'status', status: 500 };
    });
    await setModel({ provider: 'openai', name: 'picker', baseUrl: server.openaiBaseUrl, budget: undefined });
    const root = path.join(workspaceRoot(), 'score-triggers');
    rmSync(root, { recursive: true, force: true });
    made.push(root);
    cpSync(path.join(extensionPath(), 'test', 'fixtures', 'triggers', 'skills'), path.join(root, 'skills'), { recursive: true });
    const dir = path.join(root, 'skills', 'invoice-extract');
    const before = files(dir);
    const kept = path.join(dir, '.luban', 'trigger-queries.json');

    const first = stubMessages((a) => (a.items.includes('Evaluate') ? 'Evaluate' : undefined));
    let r: TriggersCommandResult | undefined;
    try {
      r = await triggers(dir);
      assert.equal(await r?.kept, undefined, 'the offer to keep the queries dismissed');
    } finally {
      first.restore();
    }
    assert.ok(r?.plan);
    const plan = first.asked.find((a) => a.modal);
    assert.ok(plan);
    assert.match(plan.message, /Luban will evaluate the triggers of invoice-extract with openai picker @ .+: about \d+ model calls\. Evaluate\?$/);
    assert.match(plan.detail, /each of the 3 candidate skills/);
    const s = r.report.skills[0];
    assert.equal(s.source, 'generated', JSON.stringify(s.generation));
    assert.deepEqual([s.precision, s.recall], [1, 1]);
    const text = await docText(r.uri);
    assert.match(text, /Precision 100% · recall 100% — TP 5 · FP 0 · FN 0 · TN 5/);
    assert.match(text, /\| total of this invoice PDF \| yes \| invoice-extract \| ✓ \|/);
    assert.ok(first.asked.some((a) => !a.modal && /^Keep the 10 test queries/.test(a.message)));
    assert.equal(existsSync(kept), false, 'not kept unless asked');
    assert.deepEqual(files(dir), before);

    const second = stubMessages(
      (a) => (a.items.includes('Evaluate') ? 'Evaluate' : undefined),
      (a) => (a.items.includes('Keep the Queries') ? 'Keep the Queries' : undefined),
    );
    try {
      r = await triggers(dir);
      assert.equal(await r?.kept, kept);
    } finally {
      second.restore();
    }
    assert.equal(JSON.parse(readFileSync(kept, 'utf8')).queries.length, 10);
  });

  test('Show Score History: results.tsv through the core reader, the same rows the dashboard’s history view shows', async () => {
    await setModel({ provider: 'none' });
    const dir = weeklyReport('history');
    const row = (round: number, oldS: string, newS: string, status: string, dim: string, delta: string) =>
      [`2026-01-0${round + 1}T10:00:00Z`, `c${round}`, 'weekly-report', String(round), oldS, newS, status, dim, delta, `note ${round}`, 'dry_run', '1'].join(
        '\t',
      );
    const tsv =
      [
        RESULTS_HEADER,
        row(0, '-', '60.0', 'baseline', '-', '-'),
        row(1, '60.0', '63.5', 'keep', 'dim2', '+3.5'),
        row(2, '63.5', '61.0', 'revert', 'dim3', '-2.5'),
      ].join('\n') + '\n';
    writeFileSync(path.join(dir, 'results.tsv'), tsv);
    const before = files(dir);
    const r = await history(dir);
    assert.ok(r?.parsed);
    const rows = parseResultsTsv(tsv).rows;
    assert.equal(r.parsed.rows.length, rows.length);
    const text = await docText(r.uri);
    assert.match(text, /3 rows · kept 1 · reverted 1/);
    assert.match(text, /\| 2026-01-02T10:00:00Z \| 1 \| 60\.0 \| 63\.5 \| keep \| dim2 \| \+3\.5 \| dry_run \| 1 \| note 1 \|/);
    await waitFor(() => previewTabOf(r.uri), 'the history preview tab');
    const lubanApi = await api();
    await lubanApi.controller.scanNow(dir);
    const dashboard = await vscode.commands.executeCommand<Dashboard>('luban.showDashboard');
    const view = (await dashboard.snapshot()).skills.find((s) => s.id === dir);
    assert.ok(view, 'the skill in the dashboard');
    assert.deepEqual(
      view.history.map((p) => [p.round, p.newScore, p.status]),
      rows.map((x) => [x.round, Number(x.new_score), x.status]),
    );
    assert.deepEqual(files(dir), before, 'read only');
  });

  test('the dashboard’s "Score now" button runs Luban: Score Skill on the skill', async () => {
    await setModel({ provider: 'none' });
    const dir = weeklyReport('button');
    const lubanApi = await api();
    await lubanApi.controller.scanNow(dir);
    const dashboard = await vscode.commands.executeCommand<Dashboard>('luban.showDashboard');
    const r = (await dashboard.runCommand('score', dir)) as ScoreCommandResult | undefined;
    assert.ok(r?.card, 'a scorecard, not the static report');
    assert.equal(r.dir, dir);
    assert.equal(r.uri.scheme, 'luban-score');
  });
});
