/**
 * Slim Skill in the real workbench (issue 12 item 4): the plan covers files outside
 * references/ (an unreferenced ~1 MB binary asset, an unreferenced script), and "Luban:
 * Apply Slim Plan" applies it item by item — the answers are given as the command's
 * argument, what a person would click in each item's modal — moving removed files into
 * `.luban/slim-backups/`, and previewing a section cut as a diff editor.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { CommandResult } from '../../../src/extension/commands.ts';
import type { ApplySlimResult } from '../../../src/extension/lifecycle/slim.ts';
import { api, closeAll, waitFor, wsUri } from './util.ts';

const SKILL =
  '---\nname: slim-demo\ndescription: Builds a press kit. Use when the user asks for "a press kit".\n---\n\n# Slim demo\n\n## Workflow\n\n1. Read [the tone guide](references/tone.md).\n2. Run `scripts/build.py`.\n\n## [2023-02-01] Update\n\nThe 2022 layout notes.\n';

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

suite('slim plan: every bundled file, applied item by item', () => {
  const dir = wsUri('skills', 'slim-demo');
  const file = (...p: string[]) => vscode.Uri.joinPath(dir, ...p);
  suiteSetup(async () => {
    const luban = await api();
    const video = new Uint8Array(1_000_000).fill(7);
    video[0] = 0;
    await vscode.workspace.fs.writeFile(file('SKILL.md'), Buffer.from(SKILL));
    await vscode.workspace.fs.writeFile(file('references', 'tone.md'), Buffer.from('# Tone\n'));
    await vscode.workspace.fs.writeFile(file('scripts', 'build.py'), Buffer.from('print(1)\n'));
    await vscode.workspace.fs.writeFile(file('scripts', 'unused.py'), Buffer.from('print(2)\n'));
    await vscode.workspace.fs.writeFile(file('assets', 'promo-video.bin'), video);
    await waitFor(() => luban.controller.stateOf(dir.fsPath)?.scan.result, 'the new skill to be scanned');
  });
  teardown(closeAll);
  suiteTeardown(async () => {
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  test('Slim Skill reports the ~1 MB outside references/ instead of "nothing to slim"', async () => {
    const r = await vscode.commands.executeCommand<CommandResult>('luban.slimSkill', dir.fsPath);
    assert.ok(r, 'a plan');
    assert.doesNotMatch(r.text, /Nothing to slim/);
    assert.match(r.text, /\| 1 \| P0 \| delete \| `assets\/promo-video\.bin` \| nothing the skill reads mentions it \(binary, no text\) \| -976\.6 KB \|/);
    assert.match(r.text, /\| P0 \| delete \| `scripts\/unused\.py` \|/);
    assert.match(r.text, /Bundled: 5 file\(s\)/);
  });

  test('Apply Slim Plan: Apply moves the asset into .luban/slim-backups/, Skip leaves the script, the section cut is previewed as a diff and applied', async () => {
    const r = await vscode.commands.executeCommand<ApplySlimResult>('luban.applySlimPlan', { skill: dir.fsPath, answers: ['apply', 'skip', 'apply'] });
    assert.ok(r, 'a session');
    assert.equal(r.offered, 3);
    assert.deepEqual(
      r.applied.map((a) => a.item.files[0]),
      ['assets/promo-video.bin', 'SKILL.md'],
    );
    assert.deepEqual(
      r.skipped.map((i) => i.files[0]),
      ['scripts/unused.py'],
    );
    assert.equal(await exists(file('assets', 'promo-video.bin')), false);
    const backup = vscode.Uri.joinPath(dir, ...r.folder.split('/'), 'assets', 'promo-video.bin');
    assert.equal((await vscode.workspace.fs.stat(backup)).size, 1_000_000, 'recoverable: the file is in the backup folder');
    assert.ok(await exists(file('scripts', 'unused.py')), 'skipped');
    const text = Buffer.from(await vscode.workspace.fs.readFile(file('SKILL.md'))).toString('utf8');
    assert.doesNotMatch(text, /2023-02-01/);
    assert.match(Buffer.from(await vscode.workspace.fs.readFile(file('archive', 'SKILL.md'))).toString('utf8'), /## \[2023-02-01\] Update/);
    // The diff editor of the section cut was opened (left: now, right: after).
    const diffTab = vscode.window.tabGroups.all
      .flatMap((g) => g.tabs)
      .find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.original.scheme === 'luban-slim');
    assert.ok(diffTab, 'a diff preview tab');
  });
});
