/** The shared RuleTester (test/support/rule-tester.ts): it passes what is true and fails what is not. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as softWord } from '../../../src/core/modules/hasp/soft-word.ts';
import { rule as yamlPortability } from '../../../src/core/modules/skillops/yaml-portability.ts';
import { applyTextEdits, ruleTester } from '../../support/rule-tester.ts';

const FM = '---\nname: demo\ndescription: "Does X. Use when Y."\n---\n\n';
const skill = (body: string) => ({ 'SKILL.md': `${FM}# Demo\n\n${body}\n` });

test('valid and invalid cases, with line, column, messageId, severity and the fixed output', () => {
  ruleTester.run(softWord, {
    valid: [{ files: skill('Check the output.') }, { files: skill('When should this skill trigger?'), name: 'a question' }],
    invalid: [
      {
        files: skill('You should check it.'),
        errors: [{ line: 8, column: 5, messageId: 'softWord', severity: 'warning', file: 'SKILL.md' }],
        output: skill('You must check it.'),
      },
      { files: skill('尽量检查输出。'), locale: 'zh-CN', errors: [{ line: 8, messageId: 'softWord' }] },
      { files: skill('You should check it.'), config: { rules: { 'hasp/soft-word': 'error' } }, errors: [{ line: 8, severity: 'error' }] },
    ],
  });
  ruleTester.run(yamlPortability, {
    valid: [{ files: { 'SKILL.md': '---\nname: demo\ndescription: "Fixes #12. Use when Y."\n---\n\n# Demo\n' } }],
    invalid: [
      {
        files: { 'SKILL.md': '---\nname: demo\ndescription: Fixes issue #12. Use when Y.\n---\n\n# Demo\n' },
        errors: [{ line: 3 }],
        output: { 'SKILL.md': '---\nname: demo\ndescription: "Fixes issue #12. Use when Y."\n---\n\n# Demo\n' },
      },
    ],
  });
});

test('a case that does not hold fails with where and why', () => {
  const fails = (cases: Parameters<typeof ruleTester.run>[1], pattern: RegExp) =>
    assert.throws(
      () => ruleTester.run(softWord, cases),
      (e: Error) => pattern.test(e.message),
    );
  fails({ valid: [{ files: skill('You should check it.') }], invalid: [] }, /valid case 0: reported/);
  fails({ valid: [], invalid: [{ files: skill('Check it.'), errors: [{ line: 8 }] }] }, /0 finding\(s\) for 1 expected/);
  fails({ valid: [], invalid: [{ files: skill('You should check it.'), errors: [{ line: 9 }] }] }, /error 0: line/);
  fails({ valid: [], invalid: [{ files: skill('You should check it.'), errors: [{ line: 8, column: 1 }] }] }, /error 0: column/);
  fails({ valid: [], invalid: [{ files: skill('You should check it.'), errors: [{ line: 8, severity: 'error' }] }] }, /error 0: severity/);
  fails({ valid: [], invalid: [{ files: skill('You should check it.'), errors: [{ line: 8, messageId: 'nope' }] }] }, /has no message "nope"/);
  fails(
    { valid: [], invalid: [{ files: skill('You should check it.'), errors: [{ line: 8 }], output: skill('You should check it.') }] },
    /SKILL\.md after the fixes/,
  );
  fails({ valid: [], invalid: [{ files: skill('You should check it.'), errors: [] }] }, /lists at least one error/);
});

test('applyTextEdits is core/fix/apply.ts: edits applied back to front, an overlap is a test error', () => {
  const at = (line: number, a: number, b: number) => ({ start: { line, column: a }, end: { line, column: b } });
  assert.equal(
    applyTextEdits('ab\ncd\n', [
      { file: 'x', range: at(1, 1, 2), newText: 'A' },
      { file: 'x', range: at(2, 2, 3), newText: 'D' },
    ]),
    'Ab\ncD\n',
  );
  assert.throws(
    () =>
      applyTextEdits('abcd\n', [
        { file: 'x', range: at(1, 1, 3), newText: '' },
        { file: 'x', range: at(1, 2, 4), newText: '' },
      ]),
    /1 overlapping edit/,
  );
});
