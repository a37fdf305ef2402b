/**
 * "Luban: New Skill" and "Luban: Upgrade Skill" in the real workbench (docs/features.md G1, G3, G7
 * drafting, H1): the command runs the real wizard with the dashboard's Wizard view as
 * its person. The test answers the view's questions with the messages the page posts
 * (`Dashboard.receiveFromPage`: the same validation, CheckpointGate and handler as the
 * page's buttons), reads what the view shows from the dashboard's snapshot, and stops
 * each run at its first Gate Check. Model drafting goes to a scripted OpenAI-compatible
 * server on this machine (the model boundary), after the consent-and-plan modal (stubbed
 * `showInformationMessage`, restored after each test). Waits are on conditions.
 */
import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { Checkpoint } from '../../../src/core/workflows/loop/types.ts';
import type { WizardOutcome } from '../../../src/core/workflows/wizard/types.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import { ModelServer, type Reply } from '../../support/model-server.ts';
import { NoAnswerError } from '../../../src/core/api/loop.ts';
import { parseBenchmark } from '../../../src/core/api/evolve.ts';
import { askFreeText } from '../../../src/extension/wizard/question-box.ts';
import { pickBenchmark } from '../../../src/extension/wizard/benchmark-pick.ts';
import { api, closeAll, EXTENSION_ID, waitFor, workspaceRoot } from './util.ts';

const made: string[] = [];
let seq = 0;

/** Every file under `root` (skipping .git and `skip`), with a hash of its content. */
function tree(root: string, skip: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name);
      if (e.name === '.git' || skip.some((s) => abs === s || abs.startsWith(s + path.sep))) continue;
      if (e.isDirectory()) walk(abs);
      else if (e.isFile()) out.set(path.relative(root, abs), createHash('sha1').update(readFileSync(abs)).digest('hex'));
    }
  };
  walk(root);
  return out;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

async function dashboard(): Promise<Dashboard> {
  const d = await vscode.commands.executeCommand<Dashboard>('luban.showDashboard');
  assert.ok(d, 'the dashboard');
  return d;
}

interface Pending {
  jobId: string;
  checkpoint: Checkpoint;
}

/** Poll an async probe until it gives a value (every 50 ms), or fail after `timeoutMs` with `what`. */
async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 25000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The wizard's question the Wizard view shows now (a new one: not in `seen`). */
async function nextQuestion(d: Dashboard, seen: Set<string>, what: string): Promise<Pending> {
  let last = 'none';
  return until(async () => {
    const p = (await d.snapshot()).checkpoint;
    if (p) last = `${p.checkpoint.kind} ${p.checkpoint.id}`;
    return p?.checkpoint.kind.startsWith('wizard-') && !seen.has(p.checkpoint.id) ? p : undefined;
  }, what).catch((e: Error) => {
    throw new Error(`${e.message} (last question: ${last})`);
  });
}

/** Press the page's answer: the message the Wizard view posts. */
async function answer(d: Dashboard, p: Pending, choice: string): Promise<void> {
  await d.receiveFromPage({ type: 'answer', requestId: `test-${++seq}`, jobId: p.jobId, checkpointId: p.checkpoint.id, choice });
}

/** Answer the six interview questions of phase 1, then return the first Gate Check (not answered). */
async function interviewToGate(d: Dashboard, replies: string[]): Promise<{ gate: Pending; asked: Checkpoint[] }> {
  const seen = new Set<string>();
  const asked: Checkpoint[] = [];
  for (const reply of replies) {
    const q = await nextQuestion(d, seen, 'an interview question in the Wizard view');
    assert.equal(q.checkpoint.kind, 'wizard-question', `asked ${q.checkpoint.kind}: ${q.checkpoint.body.en.slice(0, 200)}`);
    seen.add(q.checkpoint.id);
    asked.push(q.checkpoint);
    await answer(d, q, reply);
  }
  const gate = await nextQuestion(d, seen, 'the first Gate Check');
  return { gate, asked };
}

type Answer = (message: string, detail: string, items: string[]) => string | undefined;

/** Modal information messages answered by `pick`; every message recorded. */
function stubInfo(pick: Answer): { asked: Array<{ message: string; detail: string; modal: boolean; items: string[] }>; restore: () => void } {
  const win = vscode.window as unknown as Record<string, unknown>;
  const saved = win.showInformationMessage;
  const asked: Array<{ message: string; detail: string; modal: boolean; items: string[] }> = [];
  win.showInformationMessage = (message: string, ...rest: unknown[]) => {
    const opts = rest[0] && typeof rest[0] === 'object' && !('title' in (rest[0] as object)) ? (rest.shift() as vscode.MessageOptions) : undefined;
    const items = (rest as Array<string | vscode.MessageItem>).map((i) => (typeof i === 'string' ? i : i.title));
    const a = { message, detail: opts?.detail ?? '', modal: opts?.modal === true, items };
    asked.push(a);
    return Promise.resolve(a.modal ? pick(message, a.detail, items) : undefined);
  };
  return { asked, restore: () => (win.showInformationMessage = saved) };
}

async function setModel(values: Record<string, string | number | undefined>): Promise<void> {
  const c = () => vscode.workspace.getConfiguration('luban');
  for (const [k, v] of Object.entries(values)) await c().update(`model.${k}`, v, vscode.ConfigurationTarget.Workspace);
  await waitFor(() => Object.entries(values).every(([k, v]) => c().inspect(`model.${k}`)?.workspaceValue === v), 'the model settings');
}

const workFolder = (name: string) => path.join(workspaceRoot(), '.luban', 'wizard', name);

suite('Skill wizard (New Skill / Upgrade Skill in the Wizard view)', () => {
  suiteSetup(async () => {
    await api();
    await setModel({ provider: 'none' });
  });

  teardown(closeAll);

  suiteTeardown(async () => {
    await setModel({ provider: undefined, name: undefined, baseUrl: undefined, budget: undefined });
    for (const d of made) rmSync(d, { recursive: true, force: true });
  });

  test('New Skill (no model): the interview and the first Gate Check in the Wizard view; nothing is written outside the work folder; "stop" ends the run cleanly', async () => {
    const name = 'wz-standup-notes';
    made.push(workFolder(name));
    const target = path.join(workspaceRoot(), 'skills', name);
    const before = tree(workspaceRoot(), [workFolder(name)]);
    const d = await dashboard();
    const running = Promise.resolve(vscode.commands.executeCommand<WizardOutcome | undefined>('luban.newSkill', { name }));
    const { gate, asked } = await interviewToGate(d, ['汇总每日站会记录', '整理发言; 列出阻塞', '不处理周报', '', '', '站会纪要, 整理站会']);

    assert.ok(asked[0].body.en.startsWith('User intent'), asked[0].body.en);
    assert.equal(gate.checkpoint.kind, 'wizard-gate');
    assert.equal(gate.checkpoint.phase, '1');
    assert.match(gate.checkpoint.body.en, /\[Gate Check\] Please confirm: Is the requirement summary above accurate\?/);
    assert.match(gate.checkpoint.body.zh, /\[Gate Check\] 请确认：以上需求摘要是否准确？/);
    assert.deepEqual(
      gate.checkpoint.choices.map((c) => c.id),
      ['confirm', 'revise'],
    );
    assert.equal(gate.checkpoint.defaultChoice, 'revise', 'no default passes a gate');
    const view = (await d.snapshot()).wizard;
    assert.ok(view);
    assert.equal(view.kind, 'new');
    assert.equal(view.current, '1');
    assert.equal(view.steps[0].status, 'current');
    assert.match(view.steps[0].product?.en ?? '', /## User intent\n汇总每日站会记录/);
    assert.match(view.steps[0].product?.en ?? '', /From the template and your answers \(no model\)\./);
    assert.ok(
      view.notices.some((n) => /^No model configured: phases 1, 4 and 5 work from templates/.test(n.message.en)),
      'the run says it works without a model',
    );
    // Plain words first (issue 33 item 8): what the wizard will do and where it writes; no folder or rule jargon.
    assert.ok(
      view.notices.some(
        (n) => n.message.en.startsWith('What happens now: a few questions about the skill') && n.message.en.includes(`Nothing is written to ${target}`),
      ),
      view.notices.map((n) => n.message.en).join('\n'),
    );
    assert.ok(!view.notices.some((n) => /tmps\/|iron rule #1/.test(n.message.en)), 'no "tmps/ cleared", no "iron rule #1"');

    // Only the work folder changed: phase 1's product in tmps/ and the saved state; the skill does not exist yet.
    assert.deepEqual(changes(before, tree(workspaceRoot(), [workFolder(name)])), []);
    assert.equal(existsSync(target), false);
    assert.ok(existsSync(path.join(workFolder(name), 'tmps', '01-understand.md')));
    assert.equal(existsSync(path.join(workFolder(name), 'sandbox', name)), false, 'phase 1 writes nothing into the sandbox');

    const info = stubInfo(() => undefined);
    let out: WizardOutcome | undefined;
    try {
      await answer(d, gate, 'stop');
      out = await running;
    } finally {
      info.restore();
    }
    assert.ok(out);
    assert.equal(out.status, 'stopped');
    assert.equal(out.phase, '1');
    // Paused, with a way back in: the message offers "Resume" (the same command resumes the saved run).
    assert.ok(
      info.asked.some((a) => a.message === 'Luban wizard paused at phase 1; your answers so far are saved.' && a.items.includes('Resume') && !a.modal),
      JSON.stringify(info.asked),
    );
    assert.equal(JSON.parse(readFileSync(path.join(workFolder(name), 'state.json'), 'utf8')).phase, '1');
    assert.equal((await d.snapshot()).wizard?.status, 'stopped');
  });

  test('Upgrade Skill on an example skill: the interview starts from the installed description, then the first Gate Check; the skill is untouched', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext);
    const base = path.join(workspaceRoot(), 'wz-upgrade');
    made.push(base, workFolder('weekly-report'));
    const dir = path.join(base, 'skills', 'weekly-report');
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(path.join(ext.extensionPath, 'examples', 'skills', 'weekly-report'), dir, { recursive: true });
    const installed = tree(dir, []);
    const d = await dashboard();
    const running = Promise.resolve(vscode.commands.executeCommand<WizardOutcome | undefined>('luban.upgradeSkill', { skill: dir }));
    const { gate, asked } = await interviewToGate(d, ['', '', '不用于日报', '', '', '']);
    const description = String(/^description:\s*(.+)$/m.exec(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'))?.[1] ?? '').replace(/^["']|["']$/g, '');
    assert.ok(description.length > 10, 'the example has a description');
    assert.ok(asked[0].body.en.includes(description.slice(0, 30)), `the intent question shows the installed description: ${asked[0].body.en}`);
    assert.equal(gate.checkpoint.kind, 'wizard-gate');
    assert.equal(gate.checkpoint.phase, '1');
    assert.match(gate.checkpoint.body.en, /\[Gate Check\] Please confirm: Is the requirement summary above accurate\?/);
    const view = (await d.snapshot()).wizard;
    assert.equal(view?.kind, 'upgrade');
    assert.equal(view?.name, 'weekly-report');
    assert.match(view?.steps[0].product?.en ?? '', /## Boundary conditions\n- 不用于日报/);
    assert.deepEqual(changes(installed, tree(dir, [])), [], 'the installed skill is not touched before phase 7');
    await answer(d, gate, 'stop');
    const out = await running;
    assert.equal(out?.status, 'stopped');
  });

  test('New Skill with a model (a local OpenAI-compatible server): consent and the drafting plan in one modal first; accepted, phase 1 is drafted by the model — one request, with the answers', async () => {
    const name = 'wz-drafted';
    made.push(workFolder(name));
    const draft: Reply = {
      kind: 'text',
      text: JSON.stringify({
        intent: '把站会记录整理成纪要',
        abilities: ['按人汇总'],
        boundaries: ['周报'],
        failure: '',
        constraints: '',
        triggers: ['站会纪要'],
        description: '整理站会纪要。当用户说"站会纪要"时使用。',
      }),
    };
    const server = await ModelServer.start(() => draft);
    const stub = stubInfo((_m, _d, items) => items.find((i) => i === 'Draft with the Model'));
    try {
      await setModel({ provider: 'openai', name: 'scripted', baseUrl: server.openaiBaseUrl, budget: 5 });
      const d = await dashboard();
      const running = Promise.resolve(vscode.commands.executeCommand<WizardOutcome | undefined>('luban.newSkill', { name }));
      const { gate } = await interviewToGate(d, ['整理站会', '', '', '', '', '站会纪要']);
      const modal = stub.asked.find((a) => a.modal);
      assert.ok(modal, 'a modal question before the run');
      assert.match(
        modal.message,
        new RegExp(
          `^Send the wizard's drafts to the model scripted\\? Draft phases 1, 4 and 5 with openai scripted @ ${server.openaiBaseUrl.replace(/[.]/g, '\\.')}\\?$`,
        ),
      );
      assert.match(modal.detail, /\(a server on this machine\)/);
      assert.match(modal.detail, /your answers to the wizard's questions, the requirement summary and the resource plan/);
      assert.match(modal.detail, /About 3 model calls \(one per drafted phase; one more per revision\)/);
      assert.match(modal.detail, /Drafting stops after 5 calls \(luban\.model\.budget\)/);
      assert.deepEqual(modal.items, ['Draft with the Model', 'Use Templates']);
      assert.equal(server.count, 1, 'one request: phase 1');
      assert.match(server.requests[0].lastUser, /^Phase 1 \(understand\) for the skill "wz-drafted"/);
      assert.match(server.requests[0].lastUser, /"intent": "整理站会"/);
      assert.equal(gate.checkpoint.phase, '1');
      assert.match(gate.checkpoint.body.en, /Drafted by the model scripted\./);
      assert.match(gate.checkpoint.body.en, /## User intent\n把站会记录整理成纪要/);
      assert.ok(!gate.checkpoint.body.en.includes('no model'));
      await answer(d, gate, 'stop');
      assert.equal((await running)?.status, 'stopped');
      assert.equal(JSON.parse(readFileSync(path.join(workFolder(name), 'state.json'), 'utf8')).requirement.drafted, 'model');
    } finally {
      stub.restore();
      await setModel({ provider: 'none', name: undefined, baseUrl: undefined, budget: undefined });
      await server.close();
    }
  });

  test('New Skill with a model, "Use Templates" at the modal: nothing is sent and the run says it works from templates', async () => {
    const name = 'wz-templates';
    made.push(workFolder(name));
    const server = await ModelServer.start(() => ({ kind: 'status', status: 500 }));
    const stub = stubInfo((_m, _d, items) => items.find((i) => i === 'Use Templates'));
    try {
      await setModel({ provider: 'openai', name: 'scripted', baseUrl: server.openaiBaseUrl });
      const d = await dashboard();
      const running = Promise.resolve(vscode.commands.executeCommand<WizardOutcome | undefined>('luban.newSkill', { name }));
      const { gate } = await interviewToGate(d, ['整理站会', '', '', '', '', '站会纪要']);
      assert.equal(server.count, 0, 'nothing is sent');
      assert.match(gate.checkpoint.body.en, /From the template and your answers \(no model\)\./);
      assert.ok((await d.snapshot()).wizard?.notices.some((n) => n.message.en === 'Model drafting declined: working from templates and your answers.'));
      await answer(d, gate, 'stop');
      assert.equal((await running)?.status, 'stopped');
    } finally {
      stub.restore();
      await setModel({ provider: 'none', name: undefined, baseUrl: undefined });
      await server.close();
    }
  });
  test('a wizard question outside the page never opens an input box on its own: a notification first, the box only on "Answer…", a dismissal is no answer', async () => {
    const win = vscode.window as unknown as Record<string, unknown>;
    const saved = { info: win.showInformationMessage, box: win.showInputBox };
    const boxes: string[] = [];
    let click: string | undefined;
    const notes: Array<{ message: string; items: string[] }> = [];
    win.showInformationMessage = (message: string, ...items: string[]) => {
      notes.push({ message, items });
      return Promise.resolve(click);
    };
    win.showInputBox = (o: vscode.InputBoxOptions) => {
      boxes.push(o.prompt ?? '');
      return Promise.resolve('整理站会');
    };
    const cp: Checkpoint = {
      id: 'ask-1-x',
      kind: 'wizard-question',
      level: 'checkpoint',
      phase: '1',
      skill: 'wz-q',
      title: { en: 'Phase 1 · Understand', zh: 'Phase 1 · 理解' },
      body: { en: 'User intent — what problem are you solving?', zh: '用户意图' },
      choices: [{ id: 'stop', label: { en: 'Stop here (resume later)', zh: '暂停' } }],
      defaultChoice: 'stop',
      freeText: true,
    };
    try {
      // Dismissed (closed, or left while the person runs another command): no box, no answer.
      click = undefined;
      await assert.rejects(askFreeText(cp, new AbortController().signal), (e) => e instanceof NoAnswerError);
      assert.deepEqual(boxes, [], 'no input box took the palette');
      assert.match(notes[0].message, /^Luban is waiting for your answer \(Phase 1 · Understand\)\./);
      assert.deepEqual(notes[0].items, ['Answer…']);
      // The person asked for the box: then it opens, and its answer is the answer.
      click = 'Answer…';
      assert.equal(await askFreeText(cp, new AbortController().signal), '整理站会');
      assert.equal(boxes.length, 1);
    } finally {
      win.showInformationMessage = saved.info;
      win.showInputBox = saved.box;
    }
  });

  test("Evolve's benchmark question offers a template: created only when chosen, opened, never over an existing file, and the run can read it", async () => {
    const dir = path.join(workspaceRoot(), 'skills', 'wz-bench');
    mkdirSync(dir, { recursive: true });
    made.push(dir);
    const win = vscode.window as unknown as Record<string, unknown>;
    const saved = { pick: win.showQuickPick, info: win.showInformationMessage };
    const offered: string[][] = [];
    let choose: (items: vscode.QuickPickItem[]) => vscode.QuickPickItem | undefined = () => undefined;
    win.showQuickPick = (items: vscode.QuickPickItem[]) => {
      offered.push(items.map((i) => i.label));
      return Promise.resolve(choose(items));
    };
    win.showInformationMessage = () => Promise.resolve(undefined);
    try {
      // Dismissed: nothing written.
      assert.equal(await pickBenchmark(dir, async () => undefined), undefined);
      assert.equal(existsSync(path.join(dir, 'benchmark.md')), false);
      assert.deepEqual(offered[0], ['Create benchmark.md from a template', 'Choose an existing benchmark file…']);
      choose = (items) => items.find((i) => i.label === 'Create benchmark.md from a template');
      const file = await pickBenchmark(dir, async () => undefined);
      assert.equal(file, path.join(dir, 'benchmark.md'));
      const text = readFileSync(path.join(dir, 'benchmark.md'), 'utf8');
      assert.deepEqual(
        parseBenchmark(text, 'benchmark.md').dimensions.map((x) => x.name),
        ['Accuracy', 'Completeness', 'Format', 'Clarity'],
      );
      await waitFor(() => vscode.window.visibleTextEditors.some((e) => e.document.uri.fsPath === file), 'benchmark.md opened');
      // Once it exists, it is offered as it is; the template never overwrites it.
      writeFileSync(path.join(dir, 'benchmark.md'), '| Dimension | Weight |\n|---|---|\n| Mine | 1 |\n');
      choose = (items) => items[0];
      assert.equal(await pickBenchmark(dir, async () => undefined), file);
      assert.equal(offered[2][0], 'Use benchmark.md in the skill folder');
      assert.match(readFileSync(file, 'utf8'), /\| Mine \| 1 \|/);
    } finally {
      win.showQuickPick = saved.pick;
      win.showInformationMessage = saved.info;
    }
  });
});
