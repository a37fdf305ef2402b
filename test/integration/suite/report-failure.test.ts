/**
 * EvoSkill in the real workbench (docs/features.md E1): "Luban: Report Skill Failure" with the form
 * given as the command's argument (the inputs are what a person would type), the
 * proposal shown as a diff (the file ↔ the proposed document), Apply writing the file
 * with a .bak, Discard writing nothing, and every report kept in failures.jsonl.
 */
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { api, closeAll, wsUri } from './util.ts';

const SKILL = `---
name: evo-demo
description: 把 Markdown 笔记导出为 PDF 讲义。
---

# 讲义导出

把幻灯片或笔记整理成可打印的讲义。

## 流程

1. 读取 slides.md。
2. 生成 PDF。
3. 检查每页页码。
`;

const TRANSCRIPT = [
  { type: 'user', sessionId: 's1', uuid: 'u1', message: { role: 'user', content: '帮我把这几页幻灯片导出成讲义' } },
  { type: 'assistant', sessionId: 's1', uuid: 'u2', message: { role: 'assistant', content: [{ type: 'text', text: '这是一段纯文本摘要。' }] } },
]
  .map((l) => JSON.stringify(l))
  .join('\n');

interface Result {
  report: { status: string; diagnosis: { gap: string | null; line: number | null }; record?: { id: string } };
  diff?: { current: vscode.Uri; proposed: vscode.Uri };
}

const text = async (uri: vscode.Uri) => Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');

suite('EvoSkill report failure', () => {
  suiteSetup(async () => {
    await api();
  });
  teardown(closeAll);

  test('a missed step: the diff opens, Apply writes the step with a .bak, the report is kept as applied', async () => {
    const dir = wsUri('skills', 'evo-demo');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    await vscode.workspace.fs.writeFile(skill, Buffer.from(SKILL));
    try {
      const r = (await vscode.commands.executeCommand('luban.reportFailure', dir.fsPath, {
        instruction: '导出讲义',
        feedback: '讲义缺少目录页',
        decision: 'apply',
      })) as Result;
      assert.equal(r.report.diagnosis.gap, 'flow-broken');
      assert.equal(r.report.diagnosis.line, 14);
      assert.equal(r.report.status, 'applied');
      assert.ok(r.diff, 'a diff was shown');
      const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).map((t) => t.input);
      assert.ok(
        tabs.some((i) => i instanceof vscode.TabInputTextDiff && i.modified.toString() === r.diff!.proposed.toString()),
        'the diff editor shows the proposed document',
      );
      assert.match(await text(skill), /3\. 检查每页页码。\n4\. 必须包含目录页，不可省略。\n/);
      const names = (await vscode.workspace.fs.readDirectory(dir)).map(([n]) => n);
      assert.ok(
        names.some((n) => /^SKILL\.md\.bak\.\d{8}-\d{4}$/.test(n)),
        names.join(', '),
      );
      const log = (await text(vscode.Uri.joinPath(dir, 'failures.jsonl')))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.equal(log.length, 1);
      assert.equal(log[0].status, 'applied');
      assert.equal(log[0].gap.label, '流程漏洞');
    } finally {
      await vscode.workspace.fs.delete(dir, { recursive: true });
    }
  });

  test('a transcript with a missed trigger: 触发词遗漏 at the description; Discard leaves the file as it was', async () => {
    const dir = wsUri('skills', 'evo-demo-2');
    const skill = vscode.Uri.joinPath(dir, 'SKILL.md');
    const transcript = vscode.Uri.joinPath(dir, '..', 'evo-session.jsonl');
    await vscode.workspace.fs.writeFile(skill, Buffer.from(SKILL.replace('evo-demo', 'evo-demo-2')));
    await vscode.workspace.fs.writeFile(transcript, Buffer.from(TRANSCRIPT));
    try {
      const r = (await vscode.commands.executeCommand('luban.reportFailure', dir.fsPath, {
        feedback: '不对，我要的是讲义 PDF',
        transcriptFile: transcript.fsPath,
        decision: 'discard',
      })) as Result;
      assert.equal(r.report.diagnosis.gap, 'trigger-missed');
      assert.equal(r.report.diagnosis.line, 3);
      assert.equal(r.report.status, 'discarded');
      assert.equal(await text(skill), SKILL.replace('evo-demo', 'evo-demo-2'));
      const doc = await vscode.workspace.openTextDocument(r.diff!.proposed);
      assert.match(doc.getText(), /description: 把 Markdown 笔记导出为 PDF 讲义。用户提到「幻灯片」/);
      const log = JSON.parse((await text(vscode.Uri.joinPath(dir, 'failures.jsonl'))).trim());
      assert.equal(log.status, 'discarded');
      assert.equal(log.transcript.skillInvoked, false);
    } finally {
      await vscode.workspace.fs.delete(dir, { recursive: true });
      await vscode.workspace.fs.delete(transcript);
    }
  });
});
