/**
 * MUSE in the real workbench (docs/features.md E2): saving a skill file runs the deterministic
 * regression cases; a save after the referenced file was deleted puts a "Luban MUSE"
 * diagnostic on the link and a failing verdict in the status bar; "Luban: Run
 * Regression" runs the same cases on request.
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

suite('MUSE regression', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('on save: a deleted referenced file fails its case at the link, in the Problems panel and the status bar', async () => {
    const a = await api();
    const dir = wsUri('skills', 'muse-demo');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const notes = vscode.Uri.joinPath(dir, 'references', 'notes.md');
    await vscode.workspace.fs.writeFile(notes, Buffer.from('# Notes\n'));
    await vscode.workspace.fs.writeFile(skill, Buffer.from(SKILL));
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
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
  });
});
