/**
 * Diagnostics follow the files: a new skill is picked up, a deleted file or skill
 * loses its diagnostics, closing a skill's last file removes them when the workspace
 * scan is off, and a stale scan never overwrites a newer one.
 */
import * as assert from 'node:assert/strict';
import path from 'node:path';
import * as vscode from 'vscode';
import { api, closeAll, find, lubanDiagnostics, waitFor, wsUri } from './util.ts';

suite('lifecycle', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('a skill created on disk gets diagnostics; deleting it removes them', async () => {
    const dir = wsUri('skills', 'fresh');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const ref = vscode.Uri.joinPath(dir, 'references', 'notes.md');
    await vscode.workspace.fs.writeFile(ref, Buffer.from('# Notes\n'));
    await vscode.workspace.fs.writeFile(
      skill,
      Buffer.from('---\nname: fresh\ndescription: Fresh skill. Use when testing.\n---\n\n# Fresh\n\nYou should read [notes](references/notes.md).\n'),
    );
    await waitFor(() => find(skill, 'hasp/soft-word', 7)[0], 'soft-word on the created skill');
    await vscode.workspace.fs.delete(dir, { recursive: true });
    await waitFor(() => lubanDiagnostics(skill).length === 0, 'diagnostics of the deleted skill to go');
  });

  test('deleting a referenced file reports the reference; restoring it clears it', async () => {
    const skill = wsUri('skills', 'demo', 'SKILL.md');
    const guide = wsUri('skills', 'demo', 'references', 'guide.md');
    const content = await vscode.workspace.fs.readFile(guide);
    const doc = await vscode.workspace.openTextDocument(skill);
    const line = doc
      .getText()
      .split('\n')
      .findIndex((l) => l.includes('`scripts/install.sh`'));
    assert.ok(line > 0);
    const script = wsUri('skills', 'demo', 'scripts', 'install.sh');
    const scriptText = await vscode.workspace.fs.readFile(script);
    await vscode.workspace.fs.delete(script);
    try {
      await waitFor(() => find(skill, 'skillops/broken-reference', line)[0], 'a broken reference to the deleted script');
      await waitFor(() => lubanDiagnostics(script).length === 0, 'the deleted file to lose its own diagnostics');
    } finally {
      await vscode.workspace.fs.writeFile(script, scriptText);
    }
    await waitFor(() => find(skill, 'skillops/broken-reference', line).length === 0, 'the reference to be whole again');
    assert.ok(content.byteLength > 0);
  });

  test('with the workspace scan off, closing the last file of a skill removes its diagnostics', async function () {
    this.timeout(60000);
    const cfg = vscode.workspace.getConfiguration('luban');
    await cfg.update('workspaceScan', false, vscode.ConfigurationTarget.Workspace);
    const uri = wsUri('skills', 'other', 'SKILL.md');
    try {
      const { controller } = await api();
      // Simulate a workspace opened with the scan off: forget the skill first.
      controller.clearSkill(path.dirname(uri.fsPath));
      assert.equal(lubanDiagnostics(uri).length, 0);
      // Opened as a person opens it (not through openTextDocument, whose documents VS Code
      // keeps alive for minutes after their editor closes).
      await vscode.commands.executeCommand('vscode.open', uri);
      // Opening a file checks its skill even when nothing changed.
      await waitFor(() => find(uri, 'hasp/soft-word')[0], 'diagnostics once the file is open');
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await waitFor(() => lubanDiagnostics(uri).length === 0, 'diagnostics to go when the file closes', 30000);
    } finally {
      await cfg.update('workspaceScan', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  test('a slow scan that finishes after a newer one does not overwrite it', async () => {
    const { controller } = await api();
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const dir = path.dirname(uri.fsPath);
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc);
    const line = doc
      .getText()
      .split('\n')
      .findIndex((l) => l.startsWith('# Demo'));
    // Hold the first scan back until the second has published.
    const scanner = controller.scanner;
    const original = scanner.scan.bind(scanner);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // Hold exactly the next scan of this skill (decided when the scan starts, so a
    // background scan running meanwhile cannot take its place).
    let holdNext = false;
    scanner.scan = (d, o) => {
      const hold = holdNext && d === dir;
      if (hold) holdNext = false;
      return original(d, o).then(async (result) => {
        if (hold) await gate;
        return result;
      });
    };
    try {
      holdNext = true;
      const first = controller.scanNow(dir); // sees the old text, held back
      assert.equal(holdNext, false, 'the held scan is this one');
      await editor.edit((b) => b.insert(new vscode.Position(line + 1, 0), '\nMaybe retry twice.\n'));
      const second = await controller.scanNow(dir);
      assert.ok(second, 'the newer scan published');
      const newLine = doc
        .getText()
        .split('\n')
        .findIndex((l) => l.includes('Maybe retry'));
      assert.ok(find(uri, 'hasp/soft-word', newLine).length > 0, 'the newer result is shown');
      release();
      assert.equal(await first, undefined, 'the stale scan did not publish');
      assert.ok(find(uri, 'hasp/soft-word', newLine).length > 0, 'the newer result is still shown');
    } finally {
      scanner.scan = original;
      release();
    }
  });
});
