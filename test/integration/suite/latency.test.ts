/**
 * In-editor latency on a large real skill (the 74 KB claude-api SKILL.md from the
 * corpus, copied into the bench workspace): time from a keystroke-sized edit to the
 * new diagnostic, with the configured debounce and with none. Writes the figures to
 * stdout as JSON for bench/extension.ts.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, find, waitFor, wsUri } from './util.ts';

suite('latency', () => {
  test('edit → diagnostics on the 74 KB corpus skill', async function () {
    this.timeout(120000);
    const a = await api();
    const uri = wsUri('bench', 'claude-api', 'SKILL.md');
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc);
    await waitFor(() => a.controller.stateForUri(uri), 'the first scan');
    const figures: Record<string, number[]> = {};
    for (const debounce of [300, 0]) {
      await vscode.workspace.getConfiguration('luban').update('debounceMs', debounce, vscode.ConfigurationTarget.Workspace);
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        // A new paragraph at the end of the file (prose, not code), one per round.
        const end = doc.lineAt(doc.lineCount - 1).range.end;
        const t0 = performance.now();
        await editor.edit((b) => b.insert(end, `\n\nYou should wait ${debounce}-${i}.\n`));
        const line = doc.getText().split('\n').indexOf(`You should wait ${debounce}-${i}.`);
        await waitFor(() => find(uri, 'hasp/soft-word', line).some((d) => d.range.start.character === 4), `soft word at line ${line + 1}`, 20000);
        times.push(performance.now() - t0);
      }
      figures[`debounce${debounce}`] = times;
    }
    const st = a.controller.stateForUri(uri)!;
    console.log(
      'LUBAN-LATENCY ' +
        JSON.stringify({
          bytes: Buffer.byteLength(doc.getText()),
          files: st.scan.result!.doc.files.length,
          lastScanMs: st.scan.ms,
          activationMs: a.activationMs,
          ...figures,
        }),
    );
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    assert.ok(figures.debounce0.length === 6);
  });
});
