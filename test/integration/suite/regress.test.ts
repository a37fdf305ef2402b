/**
 * MUSE in the real workbench (docs/features.md E2): saving a skill file runs the deterministic
 * regression cases; a save after the referenced file was deleted puts a "Luban MUSE"
 * diagnostic on the link and a failing verdict in the status bar; "Luban: Run
 * Regression" runs the same cases on request. A save writes nothing into the skill
 * (no tests.yaml, no .luban/) unless `luban.muse.recordOnSave` is on (issue 33 item 1).
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, waitFor, wsUri } from './util.ts';

const SKILL = `---
name: muse-demo
description: Drafts release notes. Use when the user asks to "draft release notes".
---

# Muse demo

## Workflow

1. Read [the notes](references/notes.md).
2. Write the draft.

## Rules

- Never include internal ticket links.
`;

const museDiagnostics = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Luban MUSE');

const exists = async (uri: vscode.Uri): Promise<boolean> => {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
};

const setRecordOnSave = (on: boolean | undefined) =>
  vscode.workspace.getConfiguration('luban').update('muse.recordOnSave', on, vscode.ConfigurationTarget.Global);

suite('MUSE regression', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('a save checks but writes nothing into the skill; "Run Regression" and the opt-in setting record', async () => {
    const a = await api();
    const dir = wsUri('skills', 'muse-quiet');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const tests = vscode.Uri.joinPath(dir, 'tests.yaml');
    const luban = vscode.Uri.joinPath(dir, '.luban');
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'references', 'notes.md'), Buffer.from('# Notes\n'));
    await vscode.workspace.fs.writeFile(skill, Buffer.from(SKILL.replace('muse-demo', 'muse-quiet')));
    try {
      const doc = await vscode.workspace.openTextDocument(skill);
      await vscode.window.showTextDocument(doc);
      const save = async (suffix: string) => {
        const before = a.muse.lastRun(dir.fsPath);
        const we = new vscode.WorkspaceEdit();
        we.insert(doc.uri, new vscode.Position(doc.lineCount, 0), suffix);
        assert.ok(await vscode.workspace.applyEdit(we));
        assert.ok(await doc.save());
        return waitFor(() => (a.muse.lastRun(dir.fsPath) !== before ? a.muse.lastRun(dir.fsPath) : undefined), 'the MUSE run after the save');
      };
      const first = await save('\nFirst save.\n');
      assert.equal(first.verdict, 'pass');
      assert.equal(first.tests.written, false);
      await save('Second save.\n');
      assert.equal(await exists(tests), false, 'a save wrote tests.yaml');
      assert.equal(await exists(luban), false, 'a save made .luban/');

      const run = (await vscode.commands.executeCommand('luban.runRegression', dir)) as { tests: { written: boolean } } | undefined;
      assert.equal(run?.tests.written, true);
      assert.equal(await exists(tests), true, '"Run Regression" records tests.yaml');
      assert.equal(await exists(vscode.Uri.joinPath(luban, 'regress-history.jsonl')), true, '"Run Regression" records its history');

      await vscode.workspace.fs.delete(tests);
      await vscode.workspace.fs.delete(luban, { recursive: true });
      await setRecordOnSave(true);
      const recorded = await save('Third save.\n');
      assert.equal(recorded.tests.written, true);
      assert.equal(await exists(tests), true, 'with luban.muse.recordOnSave a save records tests.yaml');
      assert.equal(await exists(vscode.Uri.joinPath(luban, 'regress-history.jsonl')), true);
    } finally {
      await setRecordOnSave(undefined);
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
  });

  test('on save: a deleted referenced file fails its case at the link, in the Problems panel and the status bar', async () => {
    const a = await api();
    const dir = wsUri('skills', 'muse-demo');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const notes = vscode.Uri.joinPath(dir, 'references', 'notes.md');
    await vscode.workspace.fs.writeFile(notes, Buffer.from('# Notes\n'));
    await vscode.workspace.fs.writeFile(skill, Buffer.from(SKILL));
    // This test follows the snapshot a save records: the opt-in setting on.
    await setRecordOnSave(true);
    try {
      const doc = await vscode.workspace.openTextDocument(skill);
      await vscode.window.showTextDocument(doc);
      const edit = async (suffix: string) => {
        const we = new vscode.WorkspaceEdit();
        we.insert(doc.uri, new vscode.Position(doc.lineCount, 0), suffix);
        assert.ok(await vscode.workspace.applyEdit(we));
        assert.ok(await doc.save());
      };
      await edit('\nFirst save.\n');
      const first = await waitFor(() => a.muse.lastRun(dir.fsPath), 'the first MUSE run after a save');
      assert.equal(first.verdict, 'pass');
      assert.equal(museDiagnostics(skill).length, 0);

      await vscode.workspace.fs.delete(notes);
      await edit('Second save.\n');
      const d = await waitFor(() => museDiagnostics(skill)[0], 'a Luban MUSE diagnostic after the save');
      const line = doc
        .getText()
        .split('\n')
        .findIndex((l) => l.includes('references/notes.md'));
      assert.equal(d.range.start.line, line);
      assert.match(d.message, /references\/notes\.md/);
      assert.match(d.message, /snapshot|快照/);
      assert.equal(d.severity, vscode.DiagnosticSeverity.Warning);
      assert.match(String(d.code), /^ref_\d{3}$/);
      await waitFor(() => /failed|失败/.test(a.muse.statusText ?? '') && a.muse.statusText, 'the failing verdict in the status bar');

      const run = (await vscode.commands.executeCommand('luban.runRegression', dir)) as { verdict: string; counts: { fail: number } } | undefined;
      assert.equal(run?.verdict, 'partial');
      assert.equal(run?.counts.fail, 1);

      // The save hook is a scheduler event task (docs/features.md E3): while another file of the skill
      // has unsaved edits it waits (the person editing wins), then runs once that is saved.
      await vscode.workspace.fs.writeFile(notes, Buffer.from('# Notes\n'));
      const other = await vscode.workspace.openTextDocument(notes);
      const we = new vscode.WorkspaceEdit();
      we.insert(other.uri, new vscode.Position(1, 0), 'Unsaved.\n');
      assert.ok(await vscode.workspace.applyEdit(we));
      const before = a.muse.lastRun(dir.fsPath);
      await edit('Third save.\n');
      const queued = await waitFor(
        () => a.tasks.queue.snapshot().find((v) => v.module === 'MUSE' && v.trigger === 'event' && v.state === 'queued'),
        "the save's MUSE task queued",
      );
      assert.equal(queued.waiting, 'editing');
      assert.equal(a.muse.lastRun(dir.fsPath), before, 'it has not run while a file of the skill is unsaved');
      assert.ok(await other.save());
      const after = await waitFor(
        () => (a.muse.lastRun(dir.fsPath) !== before ? a.muse.lastRun(dir.fsPath) : undefined),
        'the MUSE run once everything is saved',
      );
      assert.equal(after.verdict, 'pass');
    } finally {
      await setRecordOnSave(undefined);
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
  });
});
