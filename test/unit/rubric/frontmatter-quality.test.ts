import { test } from 'node:test';
import assert from 'node:assert/strict';
import { descriptionFailures, dim1Failures, nameFailures } from '../../../src/core/modules/skillops/frontmatter-quality.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';

const checks = (xs: Array<{ check: string }>) => xs.map((x) => x.check);

test('name rules map to dim1 failures: ≤64, [a-z0-9-], hyphens, equals the folder', () => {
  assert.deepEqual(nameFailures('pdf-tools', 'pdf-tools'), []);
  assert.deepEqual(checks(nameFailures('PDF_Tools', 'PDF_Tools')), ['name-charset']);
  assert.deepEqual(checks(nameFailures('-2chat-automation', '-2chat-automation')), ['name-hyphens']);
  assert.deepEqual(checks(nameFailures('a--b', 'a--b')), ['name-hyphens']);
  assert.deepEqual(checks(nameFailures('tools-', 'tools-')), ['name-hyphens']);
  assert.deepEqual(checks(nameFailures('a'.repeat(65), 'a'.repeat(65))), ['name-too-long']);
  assert.deepEqual(nameFailures('a'.repeat(64), 'a'.repeat(64)), []);
  assert.deepEqual(nameFailures('template-skill', 'template'), [{ check: 'name-folder', detail: 'template-skill ≠ template' }]);
  assert.deepEqual(checks(nameFailures(undefined, 'x')), ['name-missing']);
  assert.deepEqual(checks(nameFailures('  ', 'x')), ['name-missing']);
  assert.deepEqual(checks(nameFailures(42, 'x')), ['name-missing']);
});

test('description: what + when + trigger words, each missing part is a failure', () => {
  assert.deepEqual(
    descriptionFailures('Creating algorithmic art using p5.js. Use this when users request generative art, flow fields, or particle systems.'),
    [],
  );
  assert.deepEqual(checks(descriptionFailures('Toolkit for interacting with and testing local web applications using Playwright.')), [
    'description-when',
    'description-triggers',
  ]);
  assert.ok(checks(descriptionFailures('Use when you have a written implementation plan to execute')).includes('description-what'));
  assert.deepEqual(checks(descriptionFailures('')), ['description-missing']);
  assert.deepEqual(checks(descriptionFailures(undefined)), ['description-missing']);
  assert.ok(
    checks(descriptionFailures('Converts documents to Markdown. Use when the user mentions "convert". Supports PDF, DOCX, HTML and more')).includes(
      'description-filler',
    ),
  );
});

test('description length is counted in code points and capped at 1024', () => {
  const head = 'Builds quarterly reports from data. Use when the user mentions "quarterly report". ';
  const exactly = (n: number) => head + 'x'.repeat(n - head.length - 1) + '.';
  assert.equal(exactly(1024).length, 1024);
  assert.deepEqual(checks(descriptionFailures(exactly(1024))), []);
  assert.deepEqual(checks(descriptionFailures(exactly(1025))), ['description-too-long']);
  const emoji = head + '😀'.repeat(1024 - head.length - 2) + ' x'; // 1024 code points, 1024 + 1022 − head UTF-16 units
  assert.ok(emoji.length > 1024);
  assert.deepEqual(checks(descriptionFailures(emoji)), [], 'an emoji is one character');
});

test('dim1 failures: invalid or missing frontmatter is one failure', () => {
  assert.deepEqual(checks(dim1Failures(skillFromTexts('demo', { 'SKILL.md': '# no frontmatter\n' }))), ['frontmatter']);
  assert.deepEqual(checks(dim1Failures(skillFromTexts('demo', { 'SKILL.md': '---\nname: demo\ndescription: a: b\n---\n' }))), ['frontmatter']);
  assert.deepEqual(checks(dim1Failures(skillFromTexts('demo', { 'SKILL.md': '---\n- a\n- b\n---\n' }))), ['frontmatter']);
  const ok = skillFromTexts('demo', {
    'SKILL.md': '---\nname: demo\ndescription: Formats tables neatly. Use when the user mentions "table" or "grid".\n---\n',
  });
  assert.deepEqual(dim1Failures(ok), []);
});
