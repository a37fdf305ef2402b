/** sentinel/opaque-binary (src/core/modules/sentinel/opaque-binary.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/unsafe-code.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as opaqueBinary, rule } from '../../../../src/core/modules/sentinel/opaque-binary.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { SkillDocument } from '../../../../src/core/skill/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { SKILL_MD } from '../../modules/sentinel/helpers.ts';

function withBinary(files: Record<string, string>, binaries: string[]): SkillDocument {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL_MD, ...files });
  return {
    ...doc,
    files: [...doc.files, ...binaries.map((path) => ({ path, size: 1234, unreadable: 'binary' as const, unreadableDetail: 'contains NUL bytes' }))],
  };
}

test('sentinel/opaque-binary: the examples of docs/rules/sentinel/opaque-binary.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        name: "a text script; the page's good example is a PNG, which the RuleTester cannot build",
        files: {
          'SKILL.md': [
            '---',
            'name: demo',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo',
            '',
            'Run `scripts/resize.sh`.',
            '',
          ].join('\n'),
          'scripts/resize.sh': ['#!/bin/sh', 'convert "$1" -resize 50% "$2"', ''].join('\n'),
        },
      },
    ],
    invalid: [
      // The RuleTester builds text files only (skillFromTexts); a binary file cannot be given, so the invalid cases are the test below that builds the document itself.
    ],
  });
});

test('opaque-binary: executables and unknown binaries are warnings, archives info, media nothing', () => {
  const doc = withBinary({}, [
    'assets/payload.bin',
    'bin/tool.exe',
    'lib/x.so',
    'assets/logo.png',
    'fonts/a.ttf',
    'templates/t.docx',
    'data/pack.zip',
    'assets/blob',
  ]);
  const f = scanDocument(doc, { rules: [opaqueBinary] }).findings;
  assert.deepEqual(f.map((x) => `${x.file} ${x.severity}`).sort(), [
    'assets/blob warning',
    'assets/payload.bin warning',
    'bin/tool.exe warning',
    'data/pack.zip info',
    'lib/x.so warning',
  ]);
  assert.ok(f.every((x) => x.category === 'malicious-command' && x.data?.counted === (x.severity !== 'info')));
  assert.match(f.find((x) => x.file === 'bin/tool.exe')!.message, /executable/);
});
