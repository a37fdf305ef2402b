/**
 * Collisions between skills (issue 12 item 8): static TF-IDF similarity over
 * description words (English words, Chinese bigrams); a finding on both skills'
 * descriptions with the other as related location; templated families told apart by
 * name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { COLLISION_THRESHOLD, describedSkill, findCollisions, namesTellApart } from '../../../src/core/modules/collisions/collisions.ts';
import { addCollisionFindings } from '../../../src/core/modules/collisions/findings.ts';
import { collisionsMarkdown } from '../../../src/core/modules/collisions/report.ts';
import { cosine, tfidfVectors } from '../../../src/core/modules/collisions/similarity.ts';
import { terms } from '../../../src/core/modules/collisions/tokens.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import type { SkillDocument } from '../../../src/core/skill/types.ts';

function doc(dir: string, name: string, description: string): SkillDocument {
  return skillFromTexts(dir, { 'SKILL.md': ['---', `name: ${name}`, `description: "${description}"`, '---', '', '# Body', ''].join('\n') });
}

test('terms: stemmed English words without boilerplate, Chinese as character bigrams without the common ones', () => {
  assert.deepEqual([...terms('Use when the user asks to merge PDF files and fill PDF forms.').keys()].sort(), ['fill', 'form', 'merge', 'pdf']);
  assert.equal(terms('merge PDFs, merging pdf').get('pdf'), 2);
  assert.deepEqual([...terms('当用户需要合并发票时使用').keys()], ['要合', '合并', '并发', '发票', '票时']);
});

test('cosine: identical descriptions are 1, unrelated ones 0, symmetric', () => {
  const [a, b, c] = tfidfVectors(['Merge PDF files and fill PDF forms.', 'Merge PDF files and fill PDF forms.', 'Resize PNG images for the web.']);
  assert.ok(Math.abs(cosine(a, b) - 1) < 1e-9);
  assert.equal(cosine(a, c), 0);
  assert.equal(cosine(b, c), cosine(c, b));
});

test('two skills with the same purpose collide; related but distinct ones do not', () => {
  const a = describedSkill(
    doc('/ws/connect', 'connect', 'Connect Claude to any app. Send emails, create issues, post messages across Gmail, Slack, GitHub and 1000+ services.'),
  )!;
  const b = describedSkill(
    doc(
      '/ws/connect-apps',
      'connect-apps',
      'Connect Claude to external apps like Gmail, Slack, GitHub. Use when the user wants to send emails, create issues or post messages.',
    ),
  )!;
  const c = describedSkill(doc('/ws/semgrep', 'semgrep', 'Run Semgrep static analysis scans for security issues with taint mode.'))!;
  const d = describedSkill(doc('/ws/codeql', 'codeql', 'Run CodeQL queries for security analysis and taint tracking of a codebase.'))!;
  const found = findCollisions([a, b, c, d]);
  assert.equal(found.length, 1);
  assert.deepEqual([found[0].a.name, found[0].b.name], ['connect', 'connect-apps']);
  assert.ok(found[0].score >= COLLISION_THRESHOLD);
  assert.ok(found[0].shared.length > 0);
});

test('Chinese descriptions collide through bigrams', () => {
  const a = describedSkill(doc('/ws/weekly', 'weekly', '把一周的工作记录整理成周报，按项目分组并列出下周计划。'))!;
  const b = describedSkill(doc('/ws/weekly2', 'weekly-summary', '把一周工作记录整理成周报，按项目分组，并列出下周计划。'))!;
  const c = describedSkill(doc('/ws/invoice', 'invoice', '核对供应商发票与采购订单的金额。'))!;
  const found = findCollisions([a, b, c]);
  assert.deepEqual(
    found.map((x) => [x.a.name, x.b.name]),
    [['weekly', 'weekly-summary']],
  );
});

test('a templated family is told apart by the name word each description carries', () => {
  const a = describedSkill(
    doc('/ws/21risk-automation', '21risk-automation', 'Automate 21risk tasks via Rube MCP (Composio). Always search tools first for current schemas.'),
  )!;
  const b = describedSkill(
    doc('/ws/2chat-automation', '2chat-automation', 'Automate 2chat tasks via Rube MCP (Composio). Always search tools first for current schemas.'),
  )!;
  assert.ok(cosine(...(tfidfVectors([a.text, b.text]) as [ReturnType<typeof tfidfVectors>[0], ReturnType<typeof tfidfVectors>[0]])) > COLLISION_THRESHOLD);
  assert.equal(namesTellApart(a, b), true);
  assert.deepEqual(findCollisions([a, b]), []);
});

test('findings land on both descriptions, each pointing at the other skill (relative path) as related location', () => {
  const ws = path.resolve('/ws');
  const results = [
    doc(path.join(ws, 'a'), 'merge-pdf', 'Merge PDF files and fill PDF forms.'),
    doc(path.join(ws, 'b'), 'pdf-merge', 'Merge PDF files and fill PDF forms.'),
  ].map((d) => scanDocument(d));
  const collisions = addCollisionFindings(results, 'en');
  assert.equal(collisions.length, 1);
  const [fa] = results[0].findings.filter((f) => f.ruleId === 'collisions/overlap');
  const [fb] = results[1].findings.filter((f) => f.ruleId === 'collisions/overlap');
  assert.equal(fa.range.start.line, 3);
  assert.equal(fa.severity, 'warning');
  assert.match(fa.message, /overlaps 100% with that of `pdf-merge` \(\.\.\/b\)/);
  assert.equal(fa.related?.[0].file, '../b/SKILL.md');
  assert.equal(fa.related?.[0].range.start.line, 3);
  assert.equal(fb.related?.[0].file, '../a/SKILL.md');
  const zh = addCollisionFindings(
    [doc(path.join(ws, 'c'), 'x', 'Merge PDF files.'), doc(path.join(ws, 'd'), 'y', 'Merge PDF files.')].map((d) => scanDocument(d)),
    'zh-CN',
  );
  assert.equal(zh.length, 1);
  const md = collisionsMarkdown(collisions[0].a, collisions, 'en').join('\n');
  assert.match(md, /## Collisions with other skills/);
  assert.match(md, /\| Merge PDF files and fill PDF forms\. \| Merge PDF files and fill PDF forms\. \|/);
});
