/**
 * Palette commands, the status bar and the CodeLens in the real workbench (docs/features.md H1, H6).
 */
import * as assert from 'node:assert/strict';
import path from 'node:path';
import * as vscode from 'vscode';
import type { CommandResult } from '../../../src/extension/commands.ts';
import { securityVerdict } from '../../../src/core/modules/sentinel/verdict.ts';
import { api, closeAll, find, waitFor, wsUri } from './util.ts';

suite('commands, status bar and CodeLens', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('Scan Workspace scans every skill and returns how many', async () => {
    const n = await vscode.commands.executeCommand<number>('luban.scanWorkspace');
    assert.equal(n, 2, 'skills/demo and skills/other');
    assert.ok(find(wsUri('skills', 'demo', 'SKILL.md'), 'hasp/soft-word').length > 0);
  });

  test('Show Skill Report renders findings, sub-scores and says judged dims are not scored', async () => {
    const doc = await vscode.workspace.openTextDocument(wsUri('skills', 'demo', 'SKILL.md'));
    await vscode.window.showTextDocument(doc);
    const r = await vscode.commands.executeCommand<CommandResult>('luban.showReport');
    assert.ok(r, 'a report');
    // docs/features.md H9: saved in the skill's .luban/reports/, the rule linked to its packaged page.
    assert.equal(r.uri.scheme, 'file');
    assert.equal(path.dirname(r.uri.fsPath), path.join(path.dirname(doc.uri.fsPath), '.luban', 'reports'));
    assert.match(path.basename(r.uri.fsPath), /^report-\d{8}-\d{4}(-\d+)?\.md$/);
    assert.match(r.text, /^# Luban report: demo/m);
    assert.match(r.text, /\[hasp\/soft-word\]\(file:\/\/\/.*\/docs\/rules\/hasp\/soft-word\.md\)/);
    assert.match(r.text, /\[skillops\/broken-reference\]/);
    assert.match(r.text, /\| dim5 · Executable specificity \(HASP · rule hardening\) \| [\d.]+ \| 3 \|/);
    assert.match(r.text, /Not scored yet.*dim2 · Workflow clarity, dim3 · Failure-mode encoding/);
    // docs/features.md B5a: scripts/install.sh pipes curl into sh — the verdict comes before the score.
    assert.ok(r.text.indexOf('## Security verdict') < r.text.indexOf('## Form checks'), 'the verdict near the top');
    const verdict = securityVerdict((await api()).controller.stateOf(path.dirname(doc.uri.fsPath))!.scan.result!.findings).level;
    assert.equal(verdict, 'review', 'demo pipes an HTTPS vendor installer into sh: a capability to review, not a block');
    assert.match(r.text, /\*\*⚠ Review before installing\*\*/);
    assert.match(r.text, /^- `scripts\/install\.sh:3` warning \[sentinel\/download-exec\]/m);
    // The report is the file on disk.
    assert.equal(Buffer.from(await vscode.workspace.fs.readFile(r.uri)).toString('utf8'), r.text);
  });

  test('the status bar shows the static score of the active skill and the problem count', async () => {
    const a = await api();
    const doc = await vscode.workspace.openTextDocument(wsUri('skills', 'demo', 'SKILL.md'));
    await vscode.window.showTextDocument(doc);
    const text = await waitFor(() => a.statusBar.text, 'the status bar item');
    assert.match(text, /Luban (form checks \d+(\.\d)? of \d+(\.\d)? · )?.*\d+ ⚠/, text);
    const state = a.controller.stateOf(path.dirname(doc.uri.fsPath))!;
    const problems = state.scan.result!.findings.filter((f) => f.severity !== 'info').length;
    assert.ok(text.endsWith(`${problems} ⚠`), `${text} counts ${problems} problems`);
    // docs/features.md B5a: the security verdict of curl | sh in scripts/install.sh leads the item; red on block.
    const verdict = securityVerdict(state.scan.result!.findings).level;
    assert.equal(verdict, 'review', 'demo pipes an HTTPS vendor installer into sh: a capability to review, not a block');
    assert.ok(text.startsWith('$(shield) review · $(checklist) Luban '), `${verdict}: ${text}`);
    // Only a block turns the item red (unit-tested in test/unit/extension); a review does not.
    assert.equal(a.statusBar.background, undefined);
  });

  test('a CodeLens on the first heading gives the static results and says judged dims are not scored', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const got = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    const ours = (got ?? []).filter((l) => l.command?.command === 'luban.showReport');
    // The score, the security verdict beside it (docs/features.md B5a: demo pipes curl into sh), the dims.
    const verdict = securityVerdict((await api()).controller.stateOf(path.dirname(uri.fsPath))!.scan.result!.findings).level;
    assert.equal(verdict, 'review', 'demo pipes an HTTPS vendor installer into sh: a capability to review, not a block');
    assert.equal(ours.length, 3, ours.map((l) => l.command?.title).join(' | '));
    const heading = doc
      .getText()
      .split('\n')
      .findIndex((l) => l.startsWith('# '));
    assert.equal(ours[0].range.start.line, heading, 'on the first heading');
    assert.match(ours[0].command!.title, /^Luban form checks \d+(\.\d)? of \d+(\.\d)? \(judged dimensions not scored yet\)$/);
    assert.match(ours[1].command!.title, /^\$\(shield\) Security: review before installing — Sentinel warnings: 1 \(sentinel\/download-exec/);
    assert.match(
      ours[ours.length - 1].command!.title,
      /dim1 · Frontmatter quality \d+(\.\d)?\/10 · dim4 · Checkpoint design \d+(\.\d)?\/10 · dim7a · Structure compliance \d+(\.\d)?\/6/,
    );
    // "Score … · Optimize" (docs/features.md H6): the headline action beside the score, on the skill.
    const optimize = (got ?? []).filter((l) => l.command?.command === 'luban.optimizeSkill');
    assert.equal(optimize.length, 1, (got ?? []).map((l) => l.command?.title).join(' | '));
    assert.match(optimize[0].command!.title, /Optimize$/);
    assert.equal((optimize[0].command!.arguments![0] as vscode.Uri).fsPath, path.dirname(uri.fsPath));
  });

  test('Health Check shows the SkillOps five-dimension report for the active skill', async () => {
    const doc = await vscode.workspace.openTextDocument(wsUri('skills', 'demo', 'SKILL.md'));
    await vscode.window.showTextDocument(doc);
    const r = await vscode.commands.executeCommand<CommandResult>('luban.healthCheck');
    assert.ok(r, 'a report');
    assert.match(path.basename(r.uri.fsPath), /^health-\d{8}-\d{4}(-\d+)?\.md$/);
    assert.match(r.text, /SkillOps health check — demo/);
    assert.match(r.text, /\| Dimension \| Status \| Issues \|/);
    // The dead reference file and the broken link of the fixture show up as rows.
    assert.match(r.text, /references\/guide\.md|SKILL\.md:16/);
  });

  test('Slim Skill shows the Distill plan for the skill (read-only)', async () => {
    const uri = wsUri('skills', 'demo', 'SKILL.md');
    const before = (await vscode.workspace.fs.readFile(wsUri('skills', 'demo', 'references', 'guide.md'))).byteLength;
    const r = await vscode.commands.executeCommand<CommandResult>('luban.slimSkill', uri);
    assert.ok(r, 'a plan');
    assert.match(path.basename(r.uri.fsPath), /^slim-\d{8}-\d{4}(-\d+)?\.md$/);
    assert.match(r.text, /^# /m);
    assert.match(r.text, /demo/);
    assert.equal((await vscode.workspace.fs.readFile(wsUri('skills', 'demo', 'references', 'guide.md'))).byteLength, before, 'nothing was changed');
  });

  test('Open Rule Documentation is registered with every rule in its picker source', async () => {
    const cmds = await vscode.commands.getCommands(true);
    assert.ok(cmds.includes('luban.openRuleDocs'));
  });
});
