/**
 * Restricted Mode (docs/features.md H7): Luban still scans, but offers no action that writes —
 * no quick fix, no suppression, no fix-all — and says so: one action per diagnostic
 * that edits nothing and opens Manage Workspace Trust.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, codeActions, codeActionsWhen, find, lineOf, waitFor, wsUri } from './util.ts';

suite('restricted mode', () => {
  test('the workspace is not trusted and the extension is active', async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'the harness opened the workspace in Restricted Mode');
    await api();
    assert.ok(vscode.extensions.getExtension('luban.luban')?.isActive);
  });

  test('diagnostics still appear', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    await waitFor(() => find(uri, 'hasp/soft-word', lineOf(doc, 'You should validate'))[0], 'the soft-word diagnostic');
    await waitFor(() => find(uri, 'skillops/broken-reference')[0], 'the broken-reference diagnostic');
  });

  test('no write actions are offered', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const doc = await vscode.workspace.openTextDocument(uri);
    for (const rule of ['hasp/soft-word', 'skillops/broken-reference']) {
      const d = await waitFor(() => find(uri, rule)[0], rule);
      // Wait until Luban has answered (its documentation action is there), then check that
      // nothing in the answer edits.
      const ours = await codeActionsWhen(
        uri,
        d.range,
        vscode.CodeActionKind.QuickFix,
        (as) => as.some((a) => a.title === `Show documentation for ${rule}`),
        `Luban's answer for ${rule}`,
      );
      assert.ok(
        ours.every((a) => !a.edit),
        `no edits offered for ${rule}: ${ours.map((a) => a.title).join(' | ')}`,
      );
    }
    const fixAll = await codeActions(uri, new vscode.Range(0, 0, doc.lineCount, 0), vscode.CodeActionKind.SourceFixAll.append('luban'));
    assert.equal(fixAll.filter((a) => a.kind?.value.startsWith('source.fixAll.luban')).length, 0, 'no fix-all');
  });

  test('each diagnostic offers one hint why fixes are off, which edits nothing and opens Manage Workspace Trust', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    await vscode.workspace.openTextDocument(uri);
    const HINT = 'Fixes are off in Restricted Mode — Manage Workspace Trust…';
    for (const rule of ['hasp/soft-word', 'skillops/broken-reference']) {
      const d = await waitFor(() => find(uri, rule)[0], rule);
      const actions = await codeActionsWhen(
        uri,
        d.range,
        vscode.CodeActionKind.QuickFix,
        (as) => as.some((a) => a.title === `Show documentation for ${rule}`),
        `Luban's answer for ${rule}`,
      );
      const hints = actions.filter((a) => a.title === HINT);
      assert.equal(hints.length, 1, `one hint for ${rule}: ${actions.map((a) => a.title).join(' | ')}`);
      assert.equal(hints[0].edit, undefined, 'the hint edits nothing');
      assert.equal(hints[0].command?.command, 'workbench.trust.manage');
    }
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('workbench.trust.manage'), 'the command the hint runs exists in this workbench');
  });

  test('Optimize Skill is not offered: not registered, hidden by its when clauses; Set API Key stays', async () => {
    await api();
    const commands = await vscode.commands.getCommands(true);
    assert.equal(commands.includes('luban.optimizeSkill'), false, 'luban.optimizeSkill is not registered in Restricted Mode');
    assert.ok(commands.includes('luban.setApiKey'), 'luban.setApiKey writes nothing to the workspace');
    await assert.rejects(Promise.resolve(vscode.commands.executeCommand('luban.optimizeSkill', wsUri('skills', 'demo', 'SKILL.md'))), /not found/i);
    const pkg = vscode.extensions.getExtension('luban.luban')!.packageJSON as {
      contributes: { menus: Record<string, Array<{ command: string; when?: string }>> };
    };
    const entries = Object.values(pkg.contributes.menus)
      .flat()
      .filter((m) => m.command === 'luban.optimizeSkill');
    assert.ok(entries.length >= 3, 'palette, editor title, context menus');
    for (const m of entries) assert.match(m.when ?? '', /\bisWorkspaceTrusted\b/);
  });
});
