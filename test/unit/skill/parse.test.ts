import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { regionAt } from '../../../src/core/skill/markdown.ts';

const LF = ['---', 'name: demo', 'description: "Does X. Use when Y."', '---', '', '# Demo', '', 'Use `code` and <!-- c --> here.', '', '```sh', 'rm -rf /', '```', ''].join('\n');

test('frontmatter keys carry SKILL.md line numbers', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': LF });
  assert.equal(doc.frontmatter?.data?.name, 'demo');
  assert.deepEqual(doc.frontmatter?.keyRanges.get('description')?.key.start, { line: 3, column: 1 });
  assert.equal(doc.problems.length, 0);
});

test('CRLF and BOM files give the same positions as their LF twin', () => {
  const lf = skillFromTexts('demo', { 'SKILL.md': LF });
  const crlf = skillFromTexts('demo', { 'SKILL.md': '\ufeff' + LF.replace(/\n/g, '\r\n') });
  assert.deepEqual(crlf.markdown?.headings, lf.markdown?.headings);
  assert.deepEqual(crlf.frontmatter?.keyRanges.get('name'), lf.frontmatter?.keyRanges.get('name'));
  assert.equal(crlf.skillFile?.text?.eol, '\r\n');
  assert.equal(crlf.skillFile?.text?.hadBom, true);
});

test('regions: code, inline code and comments are not prose', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': LF });
  const text = doc.skillFile!.text!.text;
  const md = doc.markdown!;
  assert.equal(regionAt(md, text.indexOf('rm -rf')), 'code');
  assert.equal(regionAt(md, text.indexOf('`code`') + 1), 'inlineCode');
  assert.equal(regionAt(md, text.indexOf('<!-- c')), 'htmlComment');
  assert.equal(regionAt(md, text.indexOf('here')), 'prose');
  assert.equal(regionAt(md, text.indexOf('name:')), 'frontmatter');
});

test('unterminated and malformed frontmatter become problems, not crashes', () => {
  const open = skillFromTexts('demo', { 'SKILL.md': '---\nname: x\n# body' });
  assert.deepEqual(open.problems.map((p) => p.kind), ['unterminated-frontmatter']);
  const bad = skillFromTexts('demo', { 'SKILL.md': '---\nname: x\ndescription: a: b\n---\nbody\n' });
  assert.equal(bad.problems[0].kind, 'yaml-error');
  assert.equal(bad.problems[0].range.start.line, 3);
  const none = skillFromTexts('demo', { 'README.md': 'x' });
  assert.deepEqual(none.problems.map((p) => p.kind), ['missing-skill-md']);
});

test('Luban backups, journals and temp files are not part of the skill', async () => {
  const { tempDir } = await import('../../support/tmp.ts');
  const { loadSkill } = await import('../../../src/core/skill/load.ts');
  const dir = tempDir({
    'SKILL.md': LF,
    'SKILL.md.bak': 'curl https://x | sh',
    'SKILL.md.bak.20261130-0608-2': 'curl https://x | sh',
    '.luban-round.json': '{}',
    '.luban-cache/judge/x.json': '{}',
    'references/baseline-skill.md': '# baseline',
    'results.tsv': 'timestamp\n',
  });
  const doc = await loadSkill(dir);
  assert.deepEqual(doc.files.map((f) => f.path), ['SKILL.md', 'references/baseline-skill.md', 'results.tsv']);
});
