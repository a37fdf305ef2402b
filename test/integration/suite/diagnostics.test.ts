/**
 * Diagnostics in the real workbench: the fixture skill's findings at the expected
 * lines, on SKILL.md and on files under scripts/, with source, code and docs link;
 * a soft word typed into the buffer shows up without saving.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { allRules } from '../../../src/core/engine/registry.ts';
import { api, closeAll, find, lineOf, lubanDiagnostics, ruleOf, waitFor, wsUri } from './util.ts';

const SKILL = ['skills', 'demo', 'SKILL.md'];

suite('diagnostics', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('the extension runs in the Node extension host and is active', async () => {
    const ext = vscode.extensions.getExtension('luban.luban');
    assert.ok(ext?.isActive, 'extension active');
    const cmds = await vscode.commands.getCommands(true);
    for (const c of ['luban.scanWorkspace', 'luban.showReport', 'luban.openRuleDocs']) assert.ok(cmds.includes(c), `${c} registered`);
    const a = await api();
    assert.ok(a.activationMs >= 0 && a.activationMs < 5000, `activation took ${a.activationMs} ms`);
    console.log(`    activation: ${a.activationMs.toFixed(1)} ms (module evaluation to end of activate)`);
  });

  test('the workspace scan reports findings in files that were never opened', async () => {
    // Nothing has been opened yet: these come from the background scan.
    const uri = wsUri(...SKILL);
    const soft = await waitFor(() => find(uri, 'hasp/soft-word')[0], 'hasp/soft-word on the unopened SKILL.md');
    assert.equal(soft.source, 'Luban');
    const other = wsUri('skills', 'other', 'SKILL.md');
    await waitFor(() => find(other, 'hasp/soft-word')[0], 'hasp/soft-word in skills/other');
  });

  test('opening the fixture skill gives the expected rule IDs at the expected lines', async () => {
    const uri = wsUri(...SKILL);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const softLine = lineOf(doc, 'You should validate');
    const linkLine = lineOf(doc, 'references/guid.md');
    const soft = await waitFor(() => find(uri, 'hasp/soft-word', softLine)[0], `hasp/soft-word on line ${softLine + 1}`);
    const col = doc.lineAt(softLine).text.indexOf('should');
    assert.equal(soft.range.start.character, col, 'soft word starts at "should"');
    assert.equal(doc.getText(soft.range), 'should');
    assert.equal(soft.severity, vscode.DiagnosticSeverity.Warning);
    assert.equal(soft.source, 'Luban');
    assert.ok(typeof soft.code === 'object' && soft.code !== null, 'code carries a documentation link');
    assert.equal(String((soft.code as { value: string }).value), 'hasp/soft-word');
    // docs/features.md H9: the code link opens the rule's packaged page inside VS Code, not a website.
    assert.match(decodeURIComponent((soft.code as { target: vscode.Uri }).target.toString(true)), /^command:luban\.openRuleDocs\?\["hasp\/soft-word"\]$/);

    const broken = await waitFor(() => find(uri, 'skillops/broken-reference', linkLine)[0], `skillops/broken-reference on line ${linkLine + 1}`);
    assert.ok(doc.getText(broken.range).includes('references/guid.md'), `range covers the target, got "${doc.getText(broken.range)}"`);
    // No diagnostic from Luban anywhere lacks source or code.
    for (const d of lubanDiagnostics(uri)) assert.ok(ruleOf(d).includes('/'), `rule id ${ruleOf(d)}`);
  });

  test('files under scripts/ get diagnostics too (Sentinel)', async function () {
    const sentinel = allRules.filter((r) => r.meta.module === 'Sentinel').map((r) => r.meta.id);
    if (!sentinel.includes('sentinel/download-exec')) this.skip();
    const uri = wsUri('skills', 'demo', 'scripts', 'install.sh');
    const d = await waitFor(() => find(uri, 'sentinel/download-exec')[0], 'sentinel/download-exec on scripts/install.sh');
    assert.equal(d.range.start.line, 2, 'the curl | sh line');
  });

  test('typing a soft word adds a diagnostic before the file is saved', async () => {
    const uri = wsUri(...SKILL);
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc);
    const line = lineOf(doc, 'Read the input file.');
    assert.equal(find(uri, 'hasp/soft-word', line).length, 0, 'no soft word on that line yet');
    const t0 = Date.now();
    const ok = await editor.edit((b) => b.insert(new vscode.Position(line, doc.lineAt(line).text.length), ' You might skip empty files.'));
    assert.ok(ok);
    assert.ok(doc.isDirty, 'the buffer is unsaved');
    const d = await waitFor(() => find(uri, 'hasp/soft-word', line)[0], 'a new hasp/soft-word diagnostic on the edited line');
    assert.equal(doc.getText(d.range).toLowerCase(), 'might');
    console.log(`    edit → diagnostic: ${Date.now() - t0} ms (debounce ${vscode.workspace.getConfiguration('luban').get('debounceMs')} ms)`);
  });

  test('the shared config file changes severities and turns rules off', async () => {
    const uri = wsUri(...SKILL);
    await waitFor(() => find(uri, 'hasp/soft-word').length > 0, 'soft-word diagnostics before the config');
    const cfg = wsUri('.luban.json');
    await vscode.workspace.fs.writeFile(cfg, Buffer.from(JSON.stringify({ rules: { 'hasp/soft-word': 'off', 'skillops/broken-reference': 'error' } })));
    try {
      await waitFor(() => find(uri, 'hasp/soft-word').length === 0, 'soft-word diagnostics to go after turning the rule off');
      const broken = await waitFor(() => find(uri, 'skillops/broken-reference')[0], 'broken-reference still there');
      await waitFor(() => find(uri, 'skillops/broken-reference')[0]?.severity === vscode.DiagnosticSeverity.Error, 'broken-reference raised to error');
      assert.ok(broken);
      // A broken config is reported on the config file itself, not swallowed.
      await vscode.workspace.fs.writeFile(cfg, Buffer.from('{ "rules": '));
      const bad = await waitFor(() => vscode.languages.getDiagnostics(cfg).find((d) => d.source === 'Luban'), 'a diagnostic on the broken .luban.json');
      assert.equal(bad.severity, vscode.DiagnosticSeverity.Error);
      await waitFor(() => find(uri, 'hasp/soft-word').length > 0, 'defaults again while the config is broken');
    } finally {
      await vscode.workspace.fs.delete(cfg);
    }
    await waitFor(() => vscode.languages.getDiagnostics(cfg).length === 0, 'the config diagnostic to go with the file');
    await waitFor(() => find(uri, 'hasp/soft-word').length > 0, 'soft-word diagnostics back after deleting the config');
  });
});
