/**
 * The dashboard's lifecycle panels and runtime table in the real workbench (issue 13 item
 * 6, issue 12 items 2 and 7): the snapshot the host sends carries a skill's failure
 * reports, regression runs, due reminders and runtime verdicts, read from its files; a
 * dashboard button's message (`runCommand`, delivered as the page would) runs the existing
 * "Luban: Run Regression" on the skill, and the next snapshot shows the run. The page side (the buttons post the message) is
 * tested in Chromium (test/e2e/dashboard-lifecycle.test.ts).
 */
import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { appendFailure } from '../../../src/core/formats/failures.ts';
import type { RegressRun } from '../../../src/core/workflows/lifecycle/muse/run.ts';
import { COMMAND } from '../../../src/extension/command-ids.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import { api, closeAll, waitFor, wsUri } from './util.ts';

const SKILL = `---
name: dash-demo
description: Drafts release notes. Use when the user asks to "draft release notes".
---

# Dash demo

## Workflow

1. Read [the notes](references/notes.md).
2. Write the draft.

## Rules

- Never include internal ticket links.
`;

suite('dashboard lifecycle panels', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('the snapshot carries failure reports, regression runs, due reminders and runtime verdicts; a button runs the regression', async function () {
    this.timeout(60000);
    const a = await api();
    const dir = wsUri('skills', 'dash-demo');
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'references', 'notes.md'), Buffer.from('# Notes\n'));
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'SKILL.md'), Buffer.from(SKILL));
    try {
      await waitFor(() => a.controller.stateOf(dir.fsPath)?.scan.result, 'the scan of the new skill');
      const dashboard = await vscode.commands.executeCommand<Dashboard>(COMMAND.showDashboard);
      const view = async () => (await dashboard.snapshot()).skills.find((s) => s.id === dir.fsPath);
      const first = await view();
      assert.ok(first?.lifecycle, 'the skill has a lifecycle view');
      assert.deepEqual([first.lifecycle.failures.total, first.lifecycle.regress.total], [0, 0]);
      assert.deepEqual(
        first.lifecycle.due.map((d) => d.module),
        ['MUSE', 'HASP', 'SkillOps', 'Distill', 'CASCADE'],
      );
      assert.equal(first.lifecycle.due[0].due, true, 'MUSE never ran');
      assert.deepEqual(
        first.compatibility?.map((r) => r.runtime),
        ['claude-code', 'codex', 'cursor', 'gemini-cli', 'gh-skill', 'openclaw'],
      );

      await appendFailure(dir.fsPath, {
        timestamp: new Date().toISOString(),
        skill: 'dash-demo',
        gap: { type: 'trigger-missed', label: '触发词遗漏' },
        location: { file: 'SKILL.md', line: 3, endLine: 3 },
        rule: 'description: Drafts release notes.',
        proposal: null,
        evidence: 'static',
        status: 'not-proposed',
        instruction: 'write the changelog',
        parameters: '',
        output: '',
        feedback: 'the skill was not used',
        transcript: null,
      });
      const second = await view();
      assert.equal(second?.lifecycle?.failures.total, 1);
      assert.equal(second?.lifecycle?.failures.reports[0].gap?.type, 'trigger-missed');

      // The "Run regression" button's message, through the page's path (validated, then handled): the existing command, on this skill.
      const history = path.join(dir.fsPath, '.luban', 'regress-history.jsonl');
      await dashboard.receiveFromPage({ type: 'runCommand', command: 'regress', skill: dir.fsPath });
      await waitFor(() => existsSync(history) && readFileSync(history, 'utf8').trim().length > 0, 'the regression run the button asked for');
      const third = await view();
      assert.equal(third?.lifecycle?.regress.total, 1);
      assert.deepEqual([third?.lifecycle?.regress.runs[0].trigger, third?.lifecycle?.regress.runs[0].verdict], ['command', 'pass']);
      assert.ok((third?.lifecycle?.regress.cases ?? 0) > 0, 'tests.yaml holds the passing cases');
      assert.equal(third?.lifecycle?.due[0].due, false, 'MUSE is not due right after a run');
      // Called directly it resolves with the command's result; a path the host does not know as a skill is refused, not run.
      const run = (await dashboard.runCommand('regress', dir.fsPath)) as RegressRun | undefined;
      assert.deepEqual([run?.dir, run?.verdict], [dir.fsPath, 'pass']);
      assert.equal(await dashboard.runCommand('regress', wsUri('nowhere').fsPath), undefined);
      assert.equal(existsSync(wsUri('nowhere').fsPath), false);
    } finally {
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
  });
});
