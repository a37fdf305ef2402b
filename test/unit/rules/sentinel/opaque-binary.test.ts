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
        name: "a text script and the page's good example, a PNG (media is expected, not reported)",
        unreadable: { 'assets/logo.png': { reason: 'binary', size: 2_048 } },
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
      {
        name: 'an executable, an unknown binary and an archive; a PNG beside them is media and not reported',
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
        },
        unreadable: {
          'bin/helper': { reason: 'binary', size: 48_000 },
          'data/blob.dat': { reason: 'not-utf8', size: 512 },
          'vendor/tools.zip': { reason: 'binary', size: 9_000 },
          'assets/logo.png': { reason: 'binary', size: 2_048 },
        },
        errors: [
          { file: 'bin/helper', line: 1, column: 1, messageId: 'unknown', severity: 'warning' },
          { file: 'data/blob.dat', line: 1, column: 1, messageId: 'unknown', severity: 'warning' },
          { file: 'vendor/tools.zip', line: 1, column: 1, messageId: 'archive', severity: 'info' },
        ],
      },
      {
        name: 'compiled bytecode is an executable',
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
        },
        unreadable: { 'scripts/resize.pyc': { reason: 'binary', size: 1_234 } },
        errors: [{ file: 'scripts/resize.pyc', line: 1, messageId: 'executable', severity: 'warning' }],
      },
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

test('opaque-binary: a text file in another encoding (Latin-1 notes, a GBK script) is text, not an opaque binary; an unknown not-UTF-8 file still is', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL_MD });
  const withFiles = (extra: Array<{ path: string; unreadable: 'not-utf8' | 'binary' }>): SkillDocument => ({
    ...doc,
    files: [...doc.files, ...extra.map((e) => ({ ...e, size: 300, unreadableDetail: 'invalid UTF-8' }))],
  });
  const found = scanDocument(
    withFiles([
      { path: 'references/notes.md', unreadable: 'not-utf8' },
      { path: 'scripts/run.py', unreadable: 'not-utf8' },
      { path: 'data/blob.dat', unreadable: 'not-utf8' },
    ]),
    { rules: [opaqueBinary] },
  ).findings;
  assert.deepEqual(
    found.map((f) => `${f.file} ${f.severity}`),
    ['data/blob.dat warning'],
  );
});
