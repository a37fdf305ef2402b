/** skillops/missing-skill-md (src/core/modules/skillops/missing-skill-md.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as missingSkillMd, rule } from '../../../../src/core/modules/skillops/missing-skill-md.ts';
import { ids, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

test('skillops/missing-skill-md: the examples of docs/rules/skillops/missing-skill-md.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images to a given width. Use when the user asks to resize, shrink or scale a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path and the width in pixels.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1 to $2 px"\n',
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'README.md': ['# Demo skill', '', 'Resize PNG images with `resize.sh`.', ''].join('\n'),
        },
        errors: [{ line: 1, column: 1, messageId: 'missing' }],
      },
    ],
  });
});

test('missing-skill-md fires for a folder without SKILL.md and not otherwise', () => {
  const none = run(missingSkillMd, skill({ 'README.md': '# x\n' }));
  assert.deepEqual(ids(none), ['skillops/missing-skill-md']);
  assert.equal(none[0].severity, 'error');
  assert.equal(none[0].file, 'SKILL.md');
  assert.match(none[0].message, /No SKILL\.md/);
  assert.deepEqual(run(missingSkillMd, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: x']) })), []);
  // The metis lowercase form counts.
  assert.deepEqual(run(missingSkillMd, skill({ 'skill.md': skillMd(['name: demo-skill', 'description: x']) })), []);
});
