/**
 * Where people look (docs/features.md H9) in the real workbench: reports that stay (saved in the
 * skill's .luban/reports/, each in its own preview tab, surviving another report and a
 * click on the SKILL.md tab), the Luban view's skills with their verdicts, the
 * walkthrough, and rule documentation opened offline from the packaged pages.
 */
import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { CommandResult } from '../../../src/extension/commands.ts';
import { shotAfter } from './mocha-run.ts';
import { api, closeAll, previewTabOf, waitFor, workspaceRoot, wsUri } from './util.ts';

const EXTENSION_ROOT = () => vscode.extensions.getExtension('luban.luban')!.extensionUri.fsPath;

suite('where people look: reports, the Luban view, the walkthrough, rule docs', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('a report survives opening another report and clicking the SKILL.md tab', async () => {
    const skill = wsUri('skills', 'demo', 'SKILL.md');
    const editor = await vscode.window.showTextDocument(skill);
    const first = await vscode.commands.executeCommand<CommandResult>('luban.showReport');
    assert.ok(first, 'a report');
    const reports = path.join(path.dirname(skill.fsPath), '.luban', 'reports');
    assert.equal(path.dirname(first.uri.fsPath), reports);
    assert.ok(existsSync(first.uri.fsPath), `${first.uri.fsPath} on disk`);
    await waitFor(() => previewTabOf(first.uri), 'the report in its own preview tab');

    const second = await vscode.commands.executeCommand<CommandResult>('luban.healthCheck', skill);
    assert.ok(second, 'a second report');
    assert.notEqual(second.uri.fsPath, first.uri.fsPath, 'the next report is another file');
    await waitFor(() => previewTabOf(second.uri), 'the second report in its own tab');
    await shotAfter(3000, 'second report in its own tab, 3 s later');
    assert.ok(previewTabOf(first.uri), 'the first report is still open beside it');

    // A click on the SKILL.md tab: the reports stay what they are (no "Preview SKILL.md").
    await vscode.window.showTextDocument(editor.document, { viewColumn: editor.viewColumn, preview: false });
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), skill.toString());
    await new Promise((r) => setTimeout(r, 500)); // let a dynamic preview (the old behaviour) follow the editor
    for (const r of [first, second]) {
      const tab = previewTabOf(r.uri);
      assert.ok(tab, `${path.basename(r.uri.fsPath)} still open`);
      assert.doesNotMatch(tab.label, /SKILL\.md/, tab.label);
      assert.ok(existsSync(r.uri.fsPath), `${r.uri.fsPath} still on disk`);
    }
    assert.ok(
      !vscode.window.tabGroups.all.flatMap((g) => g.tabs).some((t) => /^Preview SKILL\.md$/.test(t.label)),
      vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .map((t) => t.label)
        .join(' | '),
    );
    // .luban/ is not the skill's: its .gitignore ignores everything, and the loader skips it.
    assert.ok(existsSync(path.join(path.dirname(skill.fsPath), '.luban', '.gitignore')));
  });

  test('the Luban view lists the example skills with their verdicts, last score and saved reports', async () => {
    const a = await api();
    // A skill an earlier suite created and deleted (fixes.test's yamlfix) leaves the view when the watcher reports the deletion.
    let roots = await a.skillsView.roots();
    for (let t = Date.now(); roots.length !== 2 && Date.now() - t < 25000; roots = await a.skillsView.roots()) await new Promise((r) => setTimeout(r, 250));
    assert.deepEqual(roots.map((r) => r.label).sort(), ['demo', 'other']);
    const demo = roots.find((r) => r.label === 'demo')!;
    assert.equal(demo.dir, path.join(workspaceRoot(), 'skills', 'demo'));
    assert.equal(demo.contextValue, 'luban.skill');
    // demo pipes an HTTPS vendor installer into sh: "review", as the status bar says.
    assert.match(demo.description ?? '', /^\d+(\.\d)?\/\d+(\.\d)? · review$/);
    const kids = demo.children ?? [];
    assert.match(kids.find((c) => c.kind === 'static')?.label ?? '', /^Form checks \d+(\.\d)? of \d+(\.\d)?$/);
    assert.equal(kids.find((c) => c.kind === 'security')?.label, 'Security: review before installing');
    assert.ok(kids.some((c) => c.kind === 'lastScore'));
    // The reports saved by the test before (or by the command tests) are listed, newest first.
    const saved = kids.find((c) => c.kind === 'reports');
    assert.ok(saved?.children?.length, 'saved reports are listed');
    assert.ok(saved.children.every((c) => c.file && existsSync(c.file)));
    const other = roots.find((r) => r.label === 'other')!;
    assert.equal(other.children?.find((c) => c.kind === 'security')?.label, 'Security: no Sentinel alerts');
    // The TreeDataProvider gives VS Code items for them (children first, so ids stay stable).
    const item = a.skillsView.getTreeItem(demo);
    assert.equal(item.label, 'demo');
    assert.equal(item.collapsibleState, vscode.TreeItemCollapsibleState.Expanded);
    const reportItem = a.skillsView.getTreeItem(saved.children[0]);
    assert.equal(reportItem.command?.command, 'luban.openViewNode');
    // The view itself opens in the activity bar.
    await vscode.commands.executeCommand('workbench.view.extension.luban');
  });

  test('the walkthrough is contributed and opens', async () => {
    const ext = vscode.extensions.getExtension('luban.luban')!;
    const walks = (ext.packageJSON as { contributes: { walkthroughs: Array<{ id: string; steps: unknown[] }> } }).contributes.walkthroughs;
    assert.equal(walks[0].id, 'luban.gettingStarted');
    assert.ok(walks[0].steps.length >= 3);
    await vscode.commands.executeCommand('luban.openWalkthrough');
    const tab = await waitFor(
      () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => /Welcome|Walkthrough|Get started with Luban/i.test(t.label)),
      'the walkthrough tab',
    );
    assert.ok(tab);
  });

  test('Open Rule Documentation opens the packaged page offline in a preview tab', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('luban.openRuleDocs', 'hasp/soft-word');
    assert.ok(uri, 'a page');
    assert.equal(uri.scheme, 'file', 'a packaged file, not a website');
    assert.equal(uri.fsPath, path.join(EXTENSION_ROOT(), 'docs', 'rules', 'hasp', 'soft-word.md'));
    assert.ok(existsSync(uri.fsPath));
    await waitFor(() => previewTabOf(uri), 'the rule page in the Markdown preview');
    await shotAfter(3000, 'rule page in its preview tab, 3 s later');
  });

  test('the hover on a squiggle says why and how to fix, with the page a command away', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const soft = await waitFor(
      () => vscode.languages.getDiagnostics(uri).find((d) => d.source === 'Luban' && typeof d.code === 'object' && d.code.value === 'hasp/soft-word'),
      'a soft-word diagnostic',
    );
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, soft.range.start.translate(0, 1));
    const text = (hovers ?? []).flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');
    assert.match(text, /\*\*hasp\/soft-word\*\* · HASP · rule hardening · dim5 · Executable specificity/);
    assert.match(text, /\*\*Why:\*\* A skill is an instruction to an agent/);
    assert.match(text, /\*\*How to fix:\*\* State exactly what to do/);
    assert.match(text, /\(command:luban\.openRuleDocs\?/);
  });
});
