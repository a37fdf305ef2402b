/**
 * Where people look (issue 12 items 7–8): the Luban view has a Runtimes node per skill
 * and an "Overlaps with …" node per colliding skill; the skill report has the runtime
 * table and both descriptions side by side.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { staticScore } from '../../../src/core/engine/rubric/static-score.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { renderReport } from '../../../src/extension/report.ts';
import { skillNodes } from '../../../src/extension/view/skill-tree.ts';

const t = (m: string, ...a: Array<string | number>) => m.replace(/\{(\d+)\}/g, (_s, i: string) => String(a[Number(i)]));
const md = (name: string, description: string) => ['---', `name: ${name}`, `description: ${description}`, 'license: MIT', '---', '', '# Body', ''].join('\n');
const ws = path.resolve('/ws');
const a = scanDocument(
  skillFromTexts(path.join(ws, 'merge-pdf'), { 'SKILL.md': md('merge-pdf', 'Merge PDF files and fill PDF forms. Use when: the user asks.') }),
);
const b = scanDocument(
  skillFromTexts(path.join(ws, 'pdf-merge'), { 'SKILL.md': md('pdf-merge', '"Merge PDF files and fill PDF forms. Use when: the user asks."') }),
);

test('the view: a Runtimes node with one child per runtime, and an Overlaps node that opens the other description', () => {
  const nodes = skillNodes(
    [a, b].map((r) => ({ dir: r.doc.dir, result: r, reports: [], running: false })),
    t,
  );
  const first = nodes.find((n) => n.label === 'merge-pdf')!;
  const runtimes = first.children!.find((c) => c.kind === 'runtimes')!;
  assert.equal(runtimes.label, 'Runtimes: 4 load · 0 cut short · 2 dropped');
  assert.deepEqual(
    runtimes.children!.map((c) => `${c.label}: ${c.description}`),
    ['Claude Code: loads', 'Codex: dropped', 'Cursor: loads', 'Gemini CLI: loads', 'GitHub Copilot / gh skill: dropped', 'OpenClaw: loads'],
  );
  assert.equal(runtimes.children![1].line, 3);
  const overlap = first.children!.find((c) => c.kind === 'collision')!;
  assert.equal(overlap.label, 'Overlaps with pdf-merge (100%)');
  assert.equal(overlap.file, path.join(ws, 'pdf-merge', 'SKILL.md'));
  assert.match(overlap.tooltip!, /This skill: Merge PDF files[\s\S]*pdf-merge: Merge PDF files/);
});

test('the report: the runtime table with sources, and the collision with both descriptions', () => {
  const md = renderReport(a, staticScore(a.dims, a.subscores), t, (id) => `docs/${id}`, 'en', [a, b]);
  assert.match(md, /## Runtime compatibility/);
  assert.match(
    md,
    /\| Codex \| ⛔ dropped \| frontmatter is not valid YAML for a strict parser \(line 3\): Codex rejects the skill \(`SKILL\.md:3`, \[source\]\(https:\/\/github\.com\/openai\/codex\/issues\/8609\)\) \|/,
  );
  assert.match(md, /\| Claude Code \| ✓ loads \|/);
  assert.match(md, /## Collisions with other skills/);
  assert.match(md, /### `pdf-merge` — 100% alike/);
  const zh = renderReport(a, staticScore(a.dims, a.subscores), t, (id) => id, 'zh-CN', [a, b]);
  assert.match(zh, /## 运行时兼容性/);
  assert.match(zh, /## 与其他技能的冲突/);
});
