import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { regionAt } from '../../../src/core/skill/markdown.ts';

const LF = [
  '---',
  'name: demo',
  'description: "Does X. Use when Y."',
  '---',
  '',
  '# Demo',
  '',
  'Use `code` and <!-- c --> here.',
  '',
  '```sh',
  'rm -rf /',
  '```',
  '',
].join('\n');

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
  assert.deepEqual(
    open.problems.map((p) => p.kind),
    ['unterminated-frontmatter'],
  );
  const bad = skillFromTexts('demo', { 'SKILL.md': '---\nname: x\ndescription: a: b\n---\nbody\n' });
  assert.equal(bad.problems[0].kind, 'yaml-error');
  assert.equal(bad.problems[0].range.start.line, 3);
  const none = skillFromTexts('demo', { 'README.md': 'x' });
  assert.deepEqual(
    none.problems.map((p) => p.kind),
    ['missing-skill-md'],
  );
});

test("YAML errors after an early parse error keep their own line and stay inside it (regression: the parser's line counter misplaced them)", () => {
  // Mutation #59 of examples/skills/weekly-report (test/unit/engine/mutations.test.ts): the
  // `---` moved, so Markdown body lines sit inside the frontmatter and the parser stops early.
  const text =
    '---\n\n# 周报生成\n\n## 适用场景\n\n在 Claude Code 里，用户需要把一周‮的工作整理${成周报时使用。\n\n## 工作流程\n\n1. 读取 `references/format.md` 里的周报格式。\n2.@[skfile: 建议先列出本周完成的事项，可以考虑按项目分组。\n3. 根据情况补充下周计划，尽量控制在一页以内。\n\n## 注意\n\n周报的语气可能需要正式一些，酌情调整。\n---\nname: weekly-report\ndescription: 根据本周的提交记录和会议纪要生成周报。当用户说"写周报"、"生成周报"或"总结本周工作"时使用。\n';
  const doc = skillFromTexts('weekly-report', { 'SKILL.md': text });
  const lines = text.split('\n');
  const errors = doc.problems.filter((p) => p.kind === 'yaml-error');
  assert.ok(errors.length >= 3, errors.map((e) => e.detail).join(' | '));
  const close = lines.indexOf('---', 1) + 1;
  for (const e of errors) {
    for (const at of [e.range.start, e.range.end]) {
      assert.ok(at.line >= 2 && at.line < close, `${e.detail}: line ${at.line}`);
      assert.ok(
        at.column >= 1 && at.column <= lines[at.line - 1].length + 1,
        `${e.detail}: column ${at.column} past line ${at.line} (${lines[at.line - 1].length} characters)`,
      );
    }
  }
  // Each error starts where the text it quotes starts.
  for (const e of errors) {
    const quoted = /YAML stream: "([^"]{1,8})/.exec(e.detail)?.[1];
    if (quoted) assert.equal(lines[e.range.start.line - 1].slice(e.range.start.column - 1, e.range.start.column - 1 + quoted.length), quoted, e.detail);
  }
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
  assert.deepEqual(
    doc.files.map((f) => f.path),
    ['SKILL.md', 'references/baseline-skill.md', 'results.tsv'],
  );
});
