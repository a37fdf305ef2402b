/** The example marking of rule pages (docs/rules/README.md): grouping, attributes, and the scan as a folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_FOLDER, examplesOf, labelOf, scanExample } from './rule-examples.ts';

const F = '```';

test('labelOf reads kind, file, folder, profile and base64; unmarked blocks have no label', () => {
  assert.deepEqual(labelOf('md bad file=SKILL.md'), { kind: 'bad', file: 'SKILL.md', folder: undefined, profile: undefined, base64: false });
  assert.deepEqual(labelOf('text good file=bin/x base64 folder=my-skill profile=claude-code'), {
    kind: 'good',
    file: 'bin/x',
    folder: 'my-skill',
    profile: 'claude-code',
    base64: true,
  });
  assert.equal(labelOf('md'), undefined);
  assert.equal(labelOf('bad file=SKILL.md'), undefined, 'the first word is the language');
  assert.throws(() => labelOf('md bad'), /no file=/);
  assert.throws(() => labelOf('md bad file=SKILL.md profile=nope'), /unknown profile/);
});

test('examplesOf groups consecutive blocks of one kind into one skill folder, and splits on a heading, the other kind or a repeated file', () => {
  const page = [
    '### Bad',
    `${F}md bad file=SKILL.md folder=my-skill`,
    'one',
    F,
    'Prose between files of one example.',
    `${F}sh bad file=scripts/run.sh`,
    'echo hi',
    F,
    `${F}md bad file=SKILL.md`,
    'two',
    F,
    `${F}sh`,
    'not an example',
    F,
    '### Good',
    `${F}md good file=SKILL.md`,
    'three',
    F,
    '### Another good',
    `${F}md good file=SKILL.md profile=metis`,
    'four',
    F,
    `${F}text good file=x.bin base64`,
    'AAEC',
    F,
  ].join('\n');
  const examples = examplesOf(page);
  assert.deepEqual(
    examples.map((e) => [e.kind, e.folder, e.profile, [...e.files.keys()], e.line]),
    [
      ['bad', 'my-skill', undefined, ['SKILL.md', 'scripts/run.sh'], 2],
      ['bad', DEFAULT_FOLDER, undefined, ['SKILL.md'], 9],
      ['good', DEFAULT_FOLDER, undefined, ['SKILL.md'], 16],
      ['good', DEFAULT_FOLDER, 'metis', ['SKILL.md', 'x.bin'], 20],
    ],
  );
  assert.equal(examples[0].files.get('scripts/run.sh')!.toString('utf8'), 'echo hi\n');
  assert.deepEqual([...examples[3].files.get('x.bin')!], [0, 1, 2]);
});

test('scanExample scans the files as a folder on disk: a missing SKILL.md, bytes that are not UTF-8', () => {
  const none = scanExample({ kind: 'bad', folder: 'x', files: new Map([['notes.md', Buffer.from('# Notes\n')]]), line: 1 });
  assert.ok(none.some((f) => f.ruleId === 'skillops/missing-skill-md'));
  const latin1 = scanExample({
    kind: 'bad',
    folder: 'x',
    files: new Map([
      ['SKILL.md', Buffer.from('---\nname: x\ndescription: Does X. Use when Y.\n---\n\n# X\n')],
      ['notes.md', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ]),
    line: 1,
  });
  assert.deepEqual(
    latin1.filter((f) => f.ruleId === 'skillops/unreadable-file').map((f) => f.file),
    ['notes.md'],
  );
});
