/**
 * HASP hardening, CASCADE refresh and the scheduler in the real workbench (docs/features.md E3,
 * E3a, E3b): "Luban: Harden Rules" writes the level-2 entry when the CHECKPOINT is
 * accepted and nothing when it is discarded; while the skill has unsaved edits the task
 * waits, and runs on the saved text afterwards; "Luban: Refresh Knowledge" offline lists
 * the undated references and writes nothing; the Luban view shows the due reminders.
 * The modal answers are given as the command's argument (what a person would click).
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { HardenResult } from '../../../src/extension/lifecycle/harden.ts';
import type { RefreshReport } from '../../../src/core/workflows/lifecycle/refresh/run.ts';
import { api, closeAll, waitFor, wsUri } from './util.ts';

const RULE = 'SKILL.md 文件大小建议控制在 30KB 以内。';
const SKILL = `---\nname: harden-demo\ndescription: Writes reports. Use when the user asks for a report.\n---\n# Harden demo\n\n## Rules\n\n- ${RULE}\n`;

function failure(n: number): string {
  return JSON.stringify({
    id: `EVO-${n}`,
    timestamp: `2026-11-0${n}T10:00:00.000Z`,
    skill: 'harden-demo',
    gap: { type: 'rule-missing', label: '规则缺失/模糊' },
    location: { file: 'SKILL.md', line: 9, endLine: 9 },
    rule: RULE,
    proposal: null,
    evidence: 'static',
    status: 'pending',
    instruction: 'write the report',
    parameters: '',
    output: 'a 60KB SKILL.md',
    feedback: 'the size rule was ignored',
    transcript: null,
  });
}

async function write(uri: vscode.Uri, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(uri, Buffer.from(text));
}

async function read(uri: vscode.Uri): Promise<string> {
  return Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');
}

suite('harden, refresh and due reminders', () => {
  const dir = wsUri('skills', 'harden-demo');
  const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
  suiteSetup(async () => {
    const luban = await api();
    await write(skill, SKILL);
    await write(vscode.Uri.joinPath(dir, 'failures.jsonl'), [1, 2, 3].map(failure).join('\n') + '\n');
    await write(vscode.Uri.joinPath(dir, 'references', 'sources.md'), '# Sources\n\n- https://docs.acme-api.dev/v2/reference\n');
    await waitFor(() => luban.controller.stateOf(dir.fsPath)?.scan.result, 'the new skill to be scanned');
  });
  teardown(closeAll);
  suiteTeardown(async () => {
    await vscode.workspace.fs.delete(dir, { recursive: true });
  });

  test('Discard writes nothing; Apply adds the hard_rules entry with the seed fields', async () => {
    const discarded = await vscode.commands.executeCommand<HardenResult>('luban.hardenRules', { skill: dir.fsPath, answer: 'discard' });
    assert.equal(discarded?.proposed, 1);
    assert.equal(await read(skill), SKILL);
    const applied = await vscode.commands.executeCommand<HardenResult>('luban.hardenRules', { skill: dir.fsPath, answer: 'apply' });
    assert.equal(applied?.outcome?.written, true);
    const text = await read(skill);
    assert.match(text, /hard_rules:\n {2}- id: rule_001\n {4}should_activate: SKILL\.md 文件大小 > 30KB/);
    assert.match(text, /violation_count: 3/);
    assert.ok(text.includes(RULE), 'the rule itself stays');
  });

  test('editing wins: the hardening waits while SKILL.md has unsaved edits, then runs on the saved text', async () => {
    await write(skill, SKILL);
    const doc = await vscode.workspace.openTextDocument(skill);
    const editor = await vscode.window.showTextDocument(doc);
    await editor.edit((e) => e.insert(new vscode.Position(doc.lineCount - 1, 0), 'A line being typed.\n'));
    assert.ok(doc.isDirty);
    let settled = false;
    const run = Promise.resolve(vscode.commands.executeCommand<HardenResult>('luban.hardenRules', { skill: dir.fsPath, answer: 'apply' })).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(settled, false, 'the task waits for the person');
    assert.equal(await read(skill), SKILL, 'nothing written while editing');
    await doc.save();
    const r = await run;
    assert.equal(r?.outcome?.written, true);
    const text = await read(skill);
    assert.match(text, /A line being typed\./, "the person's edit is kept");
    assert.match(text, /hard_rules:/);
  });

  test('Refresh Knowledge offline lists the undated references file and writes nothing; the view shows due reminders', async () => {
    const sources = vscode.Uri.joinPath(dir, 'references', 'sources.md');
    const before = await read(sources);
    const report = await vscode.commands.executeCommand<RefreshReport>('luban.refreshKnowledge', { skill: dir.fsPath, answer: 'offline' });
    assert.equal(report?.networkUsed, false);
    assert.ok(report?.due.some((f) => f.file === 'references/sources.md'));
    assert.equal(await read(sources), before);
    const luban = await api();
    let node;
    for (let i = 0; i < 100 && !node; i++) {
      node = (await luban.skillsView.roots()).find((n) => n.dir === dir.fsPath);
      if (!node) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(node, 'the skill in the view');
    const due = node.children?.find((c) => c.kind === 'due');
    assert.ok(
      due?.children?.some((c) => c.label.startsWith('SkillOps health check')),
      JSON.stringify(due),
    );
  });
});
