/**
 * "Luban: Optimize Skill" in the real workbench (docs/features.md H1, D2–D8, H5 offline): the
 * command runs the real loop on a copy of examples/skills/weekly-report inside a git
 * repository the test creates in the workspace folder, with `luban.model.provider`
 * set to `none` (deterministic edits, static scores). The modal questions are answered
 * by stubbing `window.showInformationMessage` / `showWarningMessage` (restored after
 * each test); a cancel comes through the progress notification's token (a stubbed
 * `withProgress` hands the task a token the test controls). Waits are on conditions,
 * never fixed sleeps.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import { LlmError } from '../../../src/core/models/llm/errors.ts';
import type { ChatResponse } from '../../../src/core/models/llm/types.ts';
import type { OptimizeRunResult } from '../../../src/extension/optimize/index.ts';
import { VsCodeLmChatModel } from '../../../src/extension/models/vscode-lm.ts';
import { ModalApprover } from '../../../src/extension/optimize/modal-approver.ts';
import { reloadStaleBuffers } from '../../../src/extension/optimize/edits.ts';
import { NoAnswerError, type Checkpoint } from '../../../src/core/workflows/loop/types.ts';
import { ModelServer } from '../../support/model-server.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import { api, closeAll, EXTENSION_ID, previewTabOf, waitFor, workspaceRoot } from './util.ts';

const SKILL = 'weekly-report';
const REL = `skills/${SKILL}/SKILL.md`;
const made: string[] = [];

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });
}

/** `<ws>/opt-<name>/` as a git repository holding skills/weekly-report (committed on main). */
function makeRepo(name: string): { repo: string; dir: string; file: string } {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error('extension not loaded');
  const repo = path.join(workspaceRoot(), `opt-${name}`);
  rmSync(repo, { recursive: true, force: true });
  mkdirSync(repo, { recursive: true });
  made.push(repo);
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'config', 'user.email', 'test@example.com');
  git(repo, 'config', 'user.name', 'Test');
  git(repo, 'config', 'commit.gpgsign', 'false');
  cpSync(path.join(ext.extensionPath, 'examples', 'skills', SKILL), path.join(repo, 'skills', SKILL), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'init');
  const dir = path.join(repo, 'skills', SKILL);
  return { repo, dir, file: path.join(dir, 'SKILL.md') };
}

const read = (f: string) => readFileSync(f, 'utf8');
const rows = (dir: string) => parseResultsTsv(read(path.join(dir, 'results.tsv')));
const atCommit = (repo: string, ref: string) => git(repo, 'show', `${ref}:${REL}`);

interface Asked {
  level: 'info' | 'warning' | 'error';
  message: string;
  modal: boolean;
  detail: string;
  items: string[];
}

type Answer = (a: Asked, items: Array<string | (vscode.MessageItem & { id?: string })>) => unknown;

/**
 * Replace the message functions: modal questions get `answer`'s pick (by choice id or
 * title) — no pick is Escape, which VS Code turns into the item marked
 * `isCloseAffordance` when there is one; plain notifications get `toast`'s pick (none:
 * recorded and dismissed).
 */
function stubMessages(answer: Answer, toast?: Answer): { asked: Asked[]; restore: () => void } {
  const win = vscode.window as unknown as Record<string, unknown>;
  const names = { info: 'showInformationMessage', warning: 'showWarningMessage', error: 'showErrorMessage' } as const;
  const saved = Object.fromEntries(Object.values(names).map((n) => [n, win[n]]));
  const asked: Asked[] = [];
  for (const [level, name] of Object.entries(names) as Array<[Asked['level'], string]>) {
    win[name] = (message: string, ...rest: unknown[]) => {
      const opts = rest[0] && typeof rest[0] === 'object' && !('title' in (rest[0] as object)) ? (rest.shift() as vscode.MessageOptions) : undefined;
      const items = rest as Array<string | (vscode.MessageItem & { id?: string })>;
      const a: Asked = {
        level,
        message,
        modal: opts?.modal === true,
        detail: opts?.detail ?? '',
        items: items.map((i) => (typeof i === 'string' ? i : i.title)),
      };
      asked.push(a);
      if (!a.modal) return Promise.resolve(toast?.(a, items));
      return Promise.resolve(answer(a, items)).then((picked) => picked ?? items.find((i) => typeof i !== 'string' && i.isCloseAffordance));
    };
  }
  return {
    asked,
    restore: () => {
      for (const [n, f] of Object.entries(saved)) win[n] = f;
    },
  };
}

/** Pick the item whose choice id (or title) is `id`. */
function choose(items: Array<string | (vscode.MessageItem & { id?: string })>, ...ids: string[]): unknown {
  for (const id of ids) {
    const hit = items.find((i) => (typeof i === 'string' ? i === id : i.id === id || i.title === id));
    if (hit) return hit;
  }
  return undefined;
}

/** Every checkpoint gets "continue" (or its first choice). */
const continueAll: Answer = (_a, items) => choose(items, 'continue', 'approve', 'done') ?? items[0];

async function optimizeCommand(file: string, args: Record<string, unknown>): Promise<OptimizeRunResult | undefined> {
  return vscode.commands.executeCommand<OptimizeRunResult | undefined>('luban.optimizeSkill', vscode.Uri.file(file), args);
}

/** Set `luban.model.*` in the workspace settings and wait until VS Code reports them. */
async function setModel(values: Record<string, string | number | undefined>): Promise<void> {
  const c = () => vscode.workspace.getConfiguration('luban');
  for (const [k, v] of Object.entries(values)) await c().update(`model.${k}`, v, vscode.ConfigurationTarget.Workspace);
  await waitFor(() => Object.entries(values).every(([k, v]) => c().inspect(`model.${k}`)?.workspaceValue === v), 'the model settings');
}

suite('Optimize Skill (offline, real loop, real git)', () => {
  suiteSetup(async () => {
    await api();
    await setModel({ provider: 'none' });
  });

  teardown(closeAll);

  suiteTeardown(async () => {
    await setModel({ provider: undefined, name: undefined, baseUrl: undefined, budget: undefined });
    for (const d of made) rmSync(d, { recursive: true, force: true });
    for (const f of ['optimization-registry.tsv', 'meta_learnings.md', 'luban-profile.json']) rmSync(path.join(workspaceRoot(), f), { force: true });
  });

  test('runs the loop: every checkpoint asked as a modal, SKILL.md changed as results.tsv says, kept edits in the diff editor, report in the preview', async () => {
    const { repo, dir, file } = makeRepo('run');
    const original = read(file);
    // Pinned, as a person keeps the file they work on open: a preview tab would be replaced
    // by the diff editor the run opens, and its closed document would never update.
    const doc = (await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false })).document;
    const stub = stubMessages(continueAll);
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'full', maxRounds: 3 });
    } finally {
      stub.restore();
    }
    assert.ok(result, `the command ran (messages: ${stub.asked.map((a) => a.message).join(' | ')})`);
    assert.equal(result.error, undefined, result.error);
    assert.equal(result.model, null, 'offline');
    const report = result.report!;
    assert.equal(report.stopped, undefined);
    assert.match(report.branch ?? '', /^auto-optimize\/\d{8}-\d{4}/);
    assert.equal(git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim(), report.branch);

    // Every question was a modal with the checkpoint's choices; a CHECKPOINT is an information message.
    const modals = stub.asked.filter((a) => a.modal);
    const titles = modals.map((a) => a.message);
    // Cards lead with plain titles (issue 33 item 6): Phase 0.3 and Phase 1 as a person reads them.
    for (const want of [
      /^🔴 CHECKPOINT Where the skill loses points now/,
      /^🔴 CHECKPOINT Starting scores, before any edit/,
      new RegExp(`^🔴 CHECKPOINT ${SKILL} done`),
    ])
      assert.ok(
        titles.some((m) => want.test(m)),
        `${want} asked (asked: ${titles.join(' | ')})`,
      );
    assert.ok(
      modals.every((a) => a.level === 'info' && a.items.length >= 2),
      'CHECKPOINTs are modal information messages with their choices',
    );

    // results.tsv: the runtime gate's repair round (before Phase 0.5, docs/features.md D11), the baseline,
    // then kept rounds, all static (no model, no judge).
    const r = rows(dir);
    assert.equal(r.corrupt, false);
    assert.deepEqual(
      r.rows.slice(0, 2).map((x) => `${x.round}:${x.status}:${x.dim_changed}`),
      ['1:keep:dim6', '0:baseline:-'],
    );
    const keeps = r.rows.filter((x) => x.status === 'keep');
    assert.ok(keeps.length >= 2, `kept rounds: ${r.rows.map((x) => `${x.round}:${x.status}:${x.dim_changed}`).join(', ')}`);
    assert.ok(r.rows.every((x) => x.eval_mode === 'static' && x.judge_count === '0'));
    // SKILL.md on disk is the last kept version, as its commit says; the file is committed.
    const last = keeps[keeps.length - 1];
    assert.equal(read(file), atCommit(repo, last.commit));
    assert.notEqual(read(file), original);
    assert.equal(git(repo, 'status', '--porcelain', '--', REL).trim(), '');
    for (const k of keeps)
      assert.match(
        git(repo, 'log', '-1', '--format=%s', k.commit).trim(),
        new RegExp(`^optimize: ${SKILL} \\+?${k.delta.replace(/^\+/, '').replace('.', '\\.')}分 \\[${k.dim_changed}\\]$`),
      );
    // The open editor follows the file on disk (it was clean when the run started).
    assert.equal(doc.isClosed, false, 'SKILL.md is still open in its editor');
    await waitFor(() => doc.getText() === read(file) && !doc.isDirty, 'the editor buffer to show the kept version');

    // Each kept edit: the pre-edit commit's text ↔ the kept commit's text.
    assert.equal(result.kept.length, keeps.length);
    for (const [i, k] of result.kept.entries()) {
      assert.equal(k.commit, keeps[i].commit);
      assert.equal(k.after, atCommit(repo, k.commit));
      assert.equal(k.before, atCommit(repo, `${k.commit}^`));
      assert.equal(git(repo, 'log', '-1', '--format=%s', `${k.commit}^`).trim(), `pre-edit: ${SKILL}`);
    }
    const shown = await vscode.commands.executeCommand<{ before: vscode.Uri; after: vscode.Uri }>('luban.showKeptEdits', result.kept[0].key);
    assert.ok(shown);
    assert.equal(shown.before.scheme, 'luban-diff');
    const diffTab = await waitFor(
      () =>
        vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .find(
            (tab) =>
              tab.input instanceof vscode.TabInputTextDiff &&
              tab.input.original.toString() === shown.before.toString() &&
              tab.input.modified.toString() === shown.after.toString(),
          ),
      'the diff editor tab',
    );
    assert.match(diffTab.label, new RegExp(`${SKILL} round 1`));
    assert.equal((await vscode.workspace.openTextDocument(shown.before)).getText(), result.kept[0].before);
    assert.equal((await vscode.workspace.openTextDocument(shown.after)).getText(), result.kept[0].after);

    // The report stays (docs/features.md H9): a file in the skill's .luban/reports/, open in its own preview tab, with the score table and the rounds.
    assert.ok(result.reportUri);
    assert.equal(result.reportUri.scheme, 'file');
    assert.equal(path.dirname(result.reportUri.fsPath), path.join(dir, '.luban', 'reports'));
    assert.match(path.basename(result.reportUri.fsPath), /^optimisation-\d{8}-\d{4}(-\d+)?\.md$/);
    const md = (await vscode.workspace.openTextDocument(result.reportUri)).getText();
    assert.match(md, new RegExp(`^# Luban optimisation report: ${SKILL}`, 'm'));
    assert.match(md, /none — offline: static scores, deterministic edits/);
    assert.match(md, new RegExp(`\\| ${SKILL} \\| 1 \\| keep \\| ${keeps[0].dim_changed} · `));
    // It lists every file the run wrote: results.tsv and the report itself among them.
    const written = md
      .slice(md.indexOf('## Files written'))
      .split('\n')
      .filter((l) => l.startsWith('- `'))
      .map((l) => l.slice(3, -1));
    assert.ok(written.includes(vscode.workspace.asRelativePath(path.join(dir, 'results.tsv'))), written.join(', '));
    assert.ok(written.includes(vscode.workspace.asRelativePath(result.reportUri.fsPath)), written.join(', '));
    // The report never dirties the repository (.luban/ ignores itself).
    assert.equal(git(repo, 'status', '--porcelain', '--', `skills/${SKILL}/.luban`).trim(), '');
    await waitFor(() => previewTabOf(result.reportUri!), 'the optimisation report in its own preview tab');
    // The end is told (a notification, not silent) with the way to the diffs.
    const summary = stub.asked.find((a) => !a.modal && a.message.startsWith(`Luban: ${SKILL} `));
    assert.ok(
      summary,
      `summary notification (got ${stub.asked
        .filter((a) => !a.modal)
        .map((a) => a.message)
        .join(' | ')})`,
    );
    assert.match(summary.message, new RegExp(`${keeps.length} edits kept`));
    assert.deepEqual(summary.items, ['Show Kept Edits']);
  });

  test('Escape at a CHECKPOINT is its "stop here" (no separate Cancel, each choice explained): the run stops cleanly at that question, SKILL.md as the gate repair left it', async () => {
    const { dir, file } = makeRepo('escape');
    const original = read(file);
    const stub = stubMessages((a, items) => (/Starting scores, before any edit/.test(a.message) ? undefined : continueAll(a, items)));
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'quick' });
    } finally {
      stub.restore();
    }
    assert.ok(result?.report);
    assert.equal(result.report.stopped, 'user');
    const q = stub.asked.find((a) => a.modal && /Starting scores, before any edit/.test(a.message));
    assert.ok(q, 'the baseline question (Phase 1)');
    assert.deepEqual(q.items, ['continue', 'stop here']);
    assert.match(
      q.detail,
      /\n\ncontinue — go on with the run\nstop here — end the run now: the edits kept so far stay and the report is written\nEsc: the same as "stop here"\.$/,
    );
    // Only the runtime gate's repair, which runs before Phase 0.5 (docs/features.md D11), is in the file.
    assert.equal(read(file), original.replace('在 Claude Code 里', '在你所用的智能体运行环境里'));
    assert.deepEqual(
      rows(dir).rows.map((x) => x.status),
      ['keep', 'baseline'],
    );
    assert.ok(
      stub.asked.some((a) => !a.modal && a.message.startsWith(`Luban: ${SKILL} `)),
      'the end is told',
    );
  });

  test('cancel through the progress token mid-round: SKILL.md is wholly the last kept version, the round is rolled back and logged', async () => {
    const { repo, dir, file } = makeRepo('cancel');
    const win = vscode.window as unknown as Record<string, unknown>;
    const savedProgress = win.withProgress;
    const cts = new vscode.CancellationTokenSource();
    const messages: string[] = [];
    // The real notification, but the task gets a token this test cancels: when round 2 applies its edit.
    win.withProgress = (opts: vscode.ProgressOptions, task: (p: vscode.Progress<{ message?: string }>, t: vscode.CancellationToken) => Thenable<unknown>) =>
      (savedProgress as typeof vscode.window.withProgress)(opts, (progress) =>
        task(
          {
            report: (v) => {
              if (v.message) messages.push(v.message);
              if (v.message && new RegExp(`^${SKILL} round 2: apply`).test(v.message)) cts.cancel();
              progress.report(v);
            },
          },
          cts.token,
        ),
      );
    const stub = stubMessages(continueAll);
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'full', maxRounds: 3 });
    } finally {
      stub.restore();
      win.withProgress = savedProgress;
      cts.dispose();
    }
    assert.ok(result?.report, result?.error);
    assert.ok(
      messages.some((m) => new RegExp(`^${SKILL} round 2: apply — `).test(m)),
      `progress shows phase, round and step (${messages.slice(-5).join(' | ')})`,
    );
    assert.equal(result.report.stopped, 'cancelled');
    const r = rows(dir).rows;
    assert.deepEqual(
      r.map((x) => `${x.round}:${x.status}`),
      ['1:keep', '0:baseline', '2:cancelled'],
    );
    // Wholly the version of round 1's keep commit — the pre-edit of round 2 — and nothing uncommitted.
    assert.equal(read(file), atCommit(repo, r[0].commit));
    assert.equal(read(file), atCommit(repo, 'HEAD'));
    assert.equal(git(repo, 'status', '--porcelain', '--', REL).trim(), '');
    // The run's records are committed on top, so the repository is clean (issue 33 item 7).
    assert.deepEqual(git(repo, 'log', '-2', '--format=%s').trim().split('\n'), ['luban: run record', `pre-edit: ${SKILL}`]);
    assert.equal(git(repo, 'status', '--porcelain').trim(), '', 'the whole repository is clean');
    assert.equal(result.kept.length, 1);
    // One notification for the cancel (the loop's own "Cancelled" notice is in the log only).
    const toasts = stub.asked.filter((a) => !a.modal && /cancel/i.test(a.message));
    assert.deepEqual(
      toasts.map((a) => a.message),
      [`Luban: optimising ${SKILL} was cancelled. SKILL.md is the pre-edit or the last kept version (1 edits kept).`],
    );
  });

  test('with luban.dashboard.openOnOptimize on, the dashboard opens when the run starts; a cancel then leaves SKILL.md wholly committed', async () => {
    const { repo, dir, file } = makeRepo('dashboard');
    const c = () => vscode.workspace.getConfiguration('luban');
    const before = c().inspect<boolean>('dashboard.openOnOptimize')?.workspaceValue;
    await c().update('dashboard.openOnOptimize', true, vscode.ConfigurationTarget.Workspace);
    await waitFor(() => c().get('dashboard.openOnOptimize') === true, 'the setting');
    const win = vscode.window as unknown as Record<string, unknown>;
    const savedProgress = win.withProgress;
    const cts = new vscode.CancellationTokenSource();
    win.withProgress = (opts: vscode.ProgressOptions, task: (p: vscode.Progress<{ message?: string }>, t: vscode.CancellationToken) => Thenable<unknown>) =>
      (savedProgress as typeof vscode.window.withProgress)(opts, (progress) => task(progress, cts.token));
    const stub = stubMessages(continueAll);
    const dashboardTab = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label === 'Luban Dashboard');
    let result: OptimizeRunResult | undefined;
    assert.equal(dashboardTab(), undefined, 'no dashboard before the run');
    try {
      const running = optimizeCommand(file, { mode: 'full', maxRounds: 2 });
      await waitFor(() => dashboardTab(), 'the dashboard tab');
      cts.cancel();
      result = await running;
    } finally {
      stub.restore();
      win.withProgress = savedProgress;
      cts.dispose();
      // Put the workspace value back exactly (the fixture sets it to false for the modal-driven tests).
      await c().update('dashboard.openOnOptimize', before, vscode.ConfigurationTarget.Workspace);
      await waitFor(() => c().inspect('dashboard.openOnOptimize')?.workspaceValue === before, 'the setting restored');
    }
    assert.ok(result, 'the command returned');
    // Whatever point the cancel reached, SKILL.md is a whole version: the original or a kept commit's.
    const text = read(file);
    const kept = existsSync(path.join(dir, 'results.tsv')) ? rows(dir).rows.filter((x) => x.status === 'keep') : [];
    const versions = [git(repo, 'show', `main:${REL}`), ...kept.map((k) => atCommit(repo, k.commit))];
    assert.ok(versions.includes(text), 'SKILL.md is the original or a kept version');
    assert.equal(git(repo, 'status', '--porcelain', '--', REL).trim(), '', 'nothing half-written is left uncommitted');
  });

  test('a checkpoint with the dashboard hidden is answered from a notification with the same choices; the card is withdrawn', async () => {
    const { dir, file } = makeRepo('hidden');
    const dashboard = await vscode.commands.executeCommand<Dashboard>('luban.showDashboard');
    await waitFor(() => dashboard.isReady, 'the dashboard page ready');
    const dashboardTab = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label === 'Luban Dashboard');
    // The person keeps working in SKILL.md: whenever the dashboard comes forward with a question, they click back to the file.
    let hiding = true;
    const hider = (async () => {
      while (hiding) {
        const tab = dashboardTab();
        if (tab?.isActive && dashboard.lastSnapshot?.checkpoint)
          await vscode.window.showTextDocument(vscode.Uri.file(file), { viewColumn: tab.group.viewColumn, preview: false });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const question = (a: Asked) => /^(🔴 CHECKPOINT|🛑 STOP) /.test(a.message);
    const stub = stubMessages(
      () => undefined,
      (a, items) => (question(a) ? (choose(items, 'continue', 'approve', 'done') ?? items[0]) : undefined),
    );
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'quick', maxRounds: 1 });
    } finally {
      hiding = false;
      await hider;
      stub.restore();
    }
    assert.ok(result?.report, result?.error);
    assert.equal(result.report.stopped, undefined, 'every question was answered: the run went to its end');
    assert.deepEqual(
      stub.asked.filter((a) => a.modal).map((a) => a.message),
      [],
      'no modal: the dashboard stayed open',
    );
    const notes = stub.asked.filter(question);
    assert.ok(notes.length >= 2, `the questions came as notifications (${stub.asked.map((a) => a.message).join(' | ')})`);
    const phase1 = notes.find((a) => /^🔴 CHECKPOINT Starting scores, before any edit/.test(a.message));
    assert.ok(phase1, notes.map((a) => a.message).join(' | '));
    assert.equal(phase1.level, 'info');
    assert.deepEqual(phase1.items, ['continue', 'stop here'], 'the same choices as the card, the default first');
    assert.match(phase1.message, /stop here — end the run now: the edits kept so far stay and the report is written/);
    assert.match(phase1.message, /Cancel on the progress notification stops at once and rolls back only the round in progress/);
    assert.ok(existsSync(path.join(dir, 'results.tsv')));
  });

  test('refused while SKILL.md has unsaved changes: asks to save first, writes nothing, leaves the buffer alone', async () => {
    const { dir, file } = makeRepo('dirty');
    await vscode.commands.executeCommand('vscode.open', vscode.Uri.file(file));
    const doc = await waitFor(() => vscode.workspace.textDocuments.find((d) => d.uri.fsPath === file), 'SKILL.md open');
    const we = new vscode.WorkspaceEdit();
    we.insert(doc.uri, new vscode.Position(doc.lineCount, 0), '\nunsaved line\n');
    assert.ok(await vscode.workspace.applyEdit(we));
    assert.ok(doc.isDirty);
    const stub = stubMessages(() => undefined);
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'quick' });
    } finally {
      stub.restore();
    }
    assert.equal(result, undefined);
    const q = stub.asked.find((a) => a.modal && a.level === 'warning');
    assert.ok(q, 'asked to save first');
    assert.match(q.message, new RegExp(`${SKILL} has unsaved changes: SKILL\\.md`));
    assert.deepEqual(q.items, ['Save and Optimise']);
    assert.equal(existsSync(path.join(dir, 'results.tsv')), false, 'nothing written');
    assert.ok(doc.isDirty, 'the unsaved text is left alone');
  });

  test('provider vscode-lm: the consent (what is sent) comes before any model lookup; with no chat model, "Run Offline" runs the loop offline', async function () {
    if ((await vscode.lm.selectChatModels()).length) this.skip(); // this workbench has chat models: the no-model path cannot be shown
    const { dir, file } = makeRepo('lm');
    const chars = read(file).length;
    await setModel({ provider: 'vscode-lm' });
    const stub = stubMessages((a, items) => choose(items, 'Allow and Choose Model', 'Run Offline') ?? continueAll(a, items));
    let result: OptimizeRunResult | undefined;
    try {
      result = await optimizeCommand(file, { mode: 'quick', maxRounds: 1 });
    } finally {
      stub.restore();
      await setModel({ provider: 'none' });
    }
    const modals = stub.asked.filter((a) => a.modal);
    assert.equal(modals[0].message, 'Send skill text to a language model?');
    assert.match(modals[0].detail, /^Luban will send to a chat model you choose in VS Code/);
    assert.match(modals[0].detail, new RegExp(`the text of SKILL\\.md of "${SKILL}" \\(${chars} characters\\)`));
    assert.match(modals[0].detail, /names and sizes of the other 2 files in the skill folder — not their contents/);
    assert.deepEqual(modals[0].items, ['Allow and Choose Model', 'Run Offline']);
    assert.equal(modals[1].message, 'Luban: VS Code has no chat model available.');
    assert.ok(result?.report, result?.error);
    assert.equal(result.model, null);
    assert.ok(rows(dir).rows.every((x) => x.eval_mode === 'static'));
  });

  test('provider openai (a local server): consent and cost plan first — declined, no call is made; accepted with luban.model.budget 1, the run makes exactly 1 call and stops cleanly', async () => {
    const server = await ModelServer.start(() => ({ kind: 'text', text: '{}' }));
    const { dir, file } = makeRepo('http');
    try {
      await setModel({ provider: 'openai', name: 'scripted', baseUrl: server.openaiBaseUrl, budget: 1 });
      const declined = stubMessages(() => undefined);
      let result: OptimizeRunResult | undefined;
      try {
        result = await optimizeCommand(file, { mode: 'quick', maxRounds: 1 });
      } finally {
        declined.restore();
      }
      assert.equal(result, undefined);
      assert.equal(server.count, 0, 'nothing is sent before consent');
      assert.equal(existsSync(path.join(dir, 'results.tsv')), false);
      const plan = declined.asked.find((a) => a.modal);
      assert.ok(plan);
      assert.match(
        plan.message,
        new RegExp(
          `^Send skill text to the model scripted\\? Luban will use openai scripted @ ${server.openaiBaseUrl.replace(/[.]/g, '\\.')}: about \\d+ calls\\. Run\\?$`,
        ),
      );
      assert.match(plan.detail, /\(a server on this machine\)/);
      assert.match(plan.detail, /About \d+ model calls \(up to \d+\), ~[\d.]+k? input/);
      assert.match(plan.detail, /stops cleanly after 1 calls \(luban\.model\.budget\)/);
      assert.deepEqual(plan.items, ['Run']);

      const accepted = stubMessages((a, items) => choose(items, 'Run') ?? continueAll(a, items));
      try {
        result = await optimizeCommand(file, { mode: 'quick', maxRounds: 1 });
      } finally {
        accepted.restore();
      }
      assert.ok(result?.report, result?.error);
      assert.equal(result.budget, 1);
      assert.match(result.model ?? '', /^openai scripted @ http:\/\/127\.0\.0\.1:\d+\/v1$/);
      assert.equal(server.count, 1, 'the call limit holds');
      assert.equal(server.requests[0].body.model, 'scripted');
      assert.equal(server.requests[0].headers.authorization, undefined, 'no key for a server on this machine');
      assert.equal(result.report.stopped, 'budget');
      assert.ok(
        accepted.asked.some((a) => !a.modal && a.level === 'warning' && /budget is spent/i.test(a.message)),
        'the budget stop is told',
      );
    } finally {
      await setModel({ provider: 'none', name: undefined, baseUrl: undefined, budget: undefined });
      await server.close();
    }
  });
});

/** A fake VS Code chat model: `reply` decides what sendRequest does. */
function fakeChat(
  reply: (
    messages: vscode.LanguageModelChatMessage[],
    options: vscode.LanguageModelChatRequestOptions,
    token: vscode.CancellationToken,
  ) => Promise<{ text: AsyncIterable<string> }>,
) {
  return {
    id: 'fake-1',
    name: 'Fake One',
    vendor: 'fake',
    family: 'fake-family',
    version: '1',
    maxInputTokens: 1000,
    countTokens: async () => 1,
    sendRequest: reply,
  } as unknown as vscode.LanguageModelChat;
}

const textOf = (m: vscode.LanguageModelChatMessage) => m.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');

async function* pieces(...xs: string[]): AsyncIterable<string> {
  for (const x of xs) yield x;
}

/** Never yields; throws CancellationError once the token is cancelled. */
function untilCancelled(token: vscode.CancellationToken, first?: string): AsyncIterable<string> {
  return (async function* () {
    if (first !== undefined) yield first;
    await new Promise<void>((resolve) => (token.isCancellationRequested ? resolve() : token.onCancellationRequested(() => resolve())));
    throw new vscode.CancellationError();
  })();
}

suite('vscode.lm adapter (real VS Code API objects, fake chat model)', () => {
  test('a request: system text folded into the first user message, justification and options passed, streamed text, estimated usage', async () => {
    let seen: { messages: vscode.LanguageModelChatMessage[]; options: vscode.LanguageModelChatRequestOptions } | undefined;
    const model = new VsCodeLmChatModel(
      fakeChat(async (messages, options) => {
        seen = { messages, options };
        return { text: pieces('{"ok"', ': true}') };
      }),
      'Luban scores the skill',
    );
    assert.equal(model.id, 'vscode:fake/fake-1@1');
    assert.equal(model.provider, 'vscode');
    const deltas: string[] = [];
    const r: ChatResponse = await model.complete({
      messages: [
        { role: 'system', content: 'Be a judge.' },
        { role: 'user', content: 'Score.' },
      ],
      maxTokens: 100,
      temperature: 0,
      onDelta: (d) => deltas.push(d),
    });
    assert.equal(r.text, '{"ok": true}');
    assert.deepEqual(deltas, ['{"ok"', ': true}']);
    assert.equal(r.usage.estimated, true);
    assert.ok(r.usage.inputTokens > 0 && r.usage.outputTokens > 0);
    assert.ok(seen);
    assert.equal(seen.messages.length, 1);
    assert.equal(seen.messages[0].role, vscode.LanguageModelChatMessageRole.User);
    assert.equal(textOf(seen.messages[0]), 'Be a judge.\n\nScore.');
    assert.equal(seen.options.justification, 'Luban scores the skill');
    assert.deepEqual(seen.options.modelOptions, { max_tokens: 100, temperature: 0 });
  });

  test('LanguageModelError (thrown by sendRequest or by the stream) becomes the core error code', async () => {
    const cases: Array<[() => Error, string]> = [
      [() => vscode.LanguageModelError.NoPermissions('declined'), 'auth'],
      [() => vscode.LanguageModelError.Blocked('quota'), 'rate_limit'],
      [() => vscode.LanguageModelError.NotFound('gone'), 'config'],
    ];
    for (const [make, code] of cases) {
      const atSend = new VsCodeLmChatModel(
        fakeChat(async () => Promise.reject(make())),
        'j',
      );
      await assert.rejects(
        atSend.complete({ messages: [{ role: 'user', content: 'x' }] }),
        (e: unknown) => e instanceof LlmError && e.code === code,
        `${code} at send`,
      );
      const inStream = new VsCodeLmChatModel(
        fakeChat(async () => ({
          text: (async function* () {
            yield 'partial';
            throw make();
          })(),
        })),
        'j',
      );
      await assert.rejects(
        inStream.complete({ messages: [{ role: 'user', content: 'x' }] }),
        (e: unknown) => e instanceof LlmError && e.code === code,
        `${code} in the stream`,
      );
    }
  });

  test('the AbortSignal cancels the request token (aborted); no next piece within the time limit is a timeout', async () => {
    let token: vscode.CancellationToken | undefined;
    const model = new VsCodeLmChatModel(
      fakeChat(async (_m, _o, t) => {
        token = t;
        return { text: untilCancelled(t, 'first') };
      }),
      'j',
    );
    const abort = new AbortController();
    const done = model.complete({ messages: [{ role: 'user', content: 'x' }], signal: abort.signal, onDelta: () => abort.abort() });
    await assert.rejects(done, (e: unknown) => e instanceof LlmError && e.code === 'aborted');
    assert.equal(token?.isCancellationRequested, true, 'the signal reached the token');
    await assert.rejects(
      model.complete({ messages: [], signal: AbortSignal.abort() }),
      (e: unknown) => e instanceof LlmError && e.code === 'aborted',
      'already aborted: no request',
    );

    let slowToken: vscode.CancellationToken | undefined;
    const slow = new VsCodeLmChatModel(
      fakeChat(async (_m, _o, t) => {
        slowToken = t;
        return { text: untilCancelled(t) };
      }),
      'j',
      50,
    );
    await assert.rejects(slow.complete({ messages: [{ role: 'user', content: 'x' }] }), (e: unknown) => e instanceof LlmError && e.code === 'timeout');
    assert.equal(slowToken?.isCancellationRequested, true);
  });
});

suite('modal questions', () => {
  const stop: Checkpoint = {
    id: 'phase2.5:s',
    kind: 'phase2.5',
    level: 'stop',
    phase: '2.5',
    skill: 's',
    title: { en: 'Phase 2.5 exploratory rewrite', zh: 'Phase 2.5 探索性重写' },
    body: { en: 'Rewrite SKILL.md from scratch?', zh: '从头重写 SKILL.md？' },
    choices: [
      { id: 'rewrite', label: { en: 'rewrite', zh: '重写' } },
      { id: 'skip', label: { en: 'no', zh: '不要' } },
    ],
    defaultChoice: 'skip',
  };

  test('a 🛑 STOP without "stop here" is a modal warning with the default first; the detail says what Escape does; Escape is NoAnswerError; a cancel abandons the open question', async () => {
    const approver = new ModalApprover({ locale: () => 'en' });
    let stub = stubMessages((_a, items) => choose(items, 'rewrite'));
    try {
      assert.equal(await approver.ask(stop), 'rewrite');
    } finally {
      stub.restore();
    }
    assert.equal(stub.asked.length, 1);
    assert.deepEqual(
      { ...stub.asked[0] },
      {
        level: 'warning',
        message: '🛑 STOP Phase 2.5 exploratory rewrite',
        modal: true,
        detail: 'Rewrite SKILL.md from scratch?\n\nCancel (Esc): no answer; the run ends here, the edits kept so far stay and the report is written.',
        items: ['no', 'rewrite'],
      },
    );
    stub = stubMessages(() => undefined);
    try {
      await assert.rejects(approver.ask(stop), (e: unknown) => e instanceof NoAnswerError && e.checkpoint.id === stop.id);
    } finally {
      stub.restore();
    }
    let release: (v: unknown) => void = () => {};
    stub = stubMessages(() => new Promise((r) => (release = r)));
    const abort = new AbortController();
    try {
      const asked = approver.ask(stop, abort.signal);
      await waitFor(() => stub.asked.length === 1, 'the question to be shown');
      abort.abort();
      await assert.rejects(asked, (e: unknown) => e instanceof Error && e.name === 'AbortError');
      release(undefined);
    } finally {
      stub.restore();
    }
  });
});

suite('stale editor buffers after a run', () => {
  test("reloadStaleBuffers: a clean buffer shows the disk text as soon as it returns; a dirty one keeps the person's edit", async () => {
    const { dir, file } = makeRepo('stale');
    const other = path.join(dir, 'references', 'extra.md');
    mkdirSync(path.dirname(other), { recursive: true });
    writeFileSync(other, '# Extra\n');
    const clean = (await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false })).document;
    const dirty = (await vscode.window.showTextDocument(vscode.Uri.file(other), { preview: false })).document;
    const we = new vscode.WorkspaceEdit();
    we.insert(dirty.uri, new vscode.Position(0, 0), 'unsaved line\n');
    assert.ok(await vscode.workspace.applyEdit(we));
    assert.ok(dirty.isDirty);
    // The run's last write lands on disk (as a git checkout would): no waiting for the watcher.
    const kept = read(file).replace(/^# .*$/m, (h) => `${h} (kept)`);
    assert.notEqual(kept, read(file));
    writeFileSync(file, kept);
    writeFileSync(other, '# Extra, changed on disk\n');
    await reloadStaleBuffers(dir);
    assert.equal(clean.getText(), kept, 'the clean buffer shows the kept version right away');
    assert.equal(clean.isDirty, false);
    assert.ok(dirty.isDirty, 'the dirty buffer is left alone');
    assert.match(dirty.getText(), /^unsaved line\n# Extra\n/, "with the person's edit on the text they edited");
    await vscode.commands.executeCommand('workbench.action.files.revert', dirty.uri);
    await closeAll();
  });
});
