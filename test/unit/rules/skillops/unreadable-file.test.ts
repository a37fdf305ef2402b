/** skillops/unreadable-file (src/core/modules/skillops/unreadable-file.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as unreadable } from '../../../../src/core/modules/skillops/unreadable-file.ts';
import { buildSkillDocument } from '../../../../src/core/skill/document.ts';
import { textInfo } from '../../../../src/core/skill/text.ts';
import { run, skillMd } from '../../modules/skillops/helpers.ts';

test('skillops/unreadable-file: the examples of docs/rules/skillops/unreadable-file.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path; see notes.md.',
            '',
          ].join('\n'),
          'notes.md': 'café\n',
        },
      },
    ],
    invalid: [
      {
        name: 'a reference that is not UTF-8 and one over the size limit; a binary image is not reported',
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `resize.sh` with the image path; see notes.md.',
            '',
          ].join('\n'),
        },
        unreadable: {
          'notes.md': { reason: 'not-utf8', size: 10, detail: 'not valid UTF-8' },
          'references/huge.md': { reason: 'too-large', size: 2_000_000, detail: '2000000 bytes (limit 1048576)' },
          'assets/logo.png': { reason: 'binary', size: 10, detail: 'contains NUL bytes' },
        },
        errors: [
          { file: 'notes.md', line: 1, messageId: 'unreadable', severity: 'warning' },
          { file: 'references/huge.md', line: 1, messageId: 'unreadable', severity: 'warning' },
        ],
      },
    ],
  });
});

test('unreadable-file: names the file and the reason; binary files are not reported', () => {
  const doc = buildSkillDocument('demo-skill', [
    { path: 'SKILL.md', size: 10, text: textInfo(skillMd(['name: demo-skill', 'description: x'])) },
    { path: 'references/huge.md', size: 2_000_000, unreadable: 'too-large', unreadableDetail: '2000000 bytes (limit 1048576)' },
    { path: 'references/latin1.md', size: 10, unreadable: 'not-utf8', unreadableDetail: 'not valid UTF-8' },
    { path: 'loop', size: 0, unreadable: 'symlink-loop', unreadableDetail: 'links back to /x' },
    { path: 'assets/logo.png', size: 10, unreadable: 'binary', unreadableDetail: 'contains NUL bytes' },
  ]);
  const found = run(unreadable, doc);
  assert.deepEqual(
    found.map((f) => [f.file, f.data?.reason]),
    [
      ['loop', 'symlink-loop'],
      ['references/huge.md', 'too-large'],
      ['references/latin1.md', 'not-utf8'],
    ],
  );
  assert.ok(found.every((f) => f.severity === 'warning'));
  const huge = found.find((f) => f.file === 'references/huge.md')!;
  assert.match(huge.message, /references\/huge\.md was not checked: it is too large \(2000000 bytes/);
  const zh = run(unreadable, doc, 'agentskills', 'zh-CN').find((f) => f.file === 'references/latin1.md')!;
  assert.match(zh.message, /不是有效的 UTF-8 编码/);
});
