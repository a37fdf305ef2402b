/** skillops/no-frontmatter (src/core/modules/skillops/no-frontmatter.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/parse-problems.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as noFrontmatter, rule } from '../../../../src/core/modules/skillops/no-frontmatter.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

test('skillops/no-frontmatter: the examples of docs/rules/skillops/no-frontmatter.md (bad → invalid, good → valid)', () => {
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
            'Run `resize.sh` with the image path and the width in pixels.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': ['# Demo skill', '', '- name: demo-skill', '- description: Resizes PNG images.', '', 'Run `resize.sh` with the image path.', ''].join(
            '\n',
          ),
        },
        errors: [{ line: 1, column: 1, messageId: 'missing' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: "TODO: what this skill does. Use when …"',
            '---',
            '',
            '# Demo skill',
            '',
            '- name: demo-skill',
            '- description: Resizes PNG images.',
            '',
            'Run `resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('no-frontmatter: error on line 1 with a skeleton suggestion; Chinese message', () => {
  const doc = skill({ 'SKILL.md': '# Title\n\nNo YAML here.\n' });
  const [f] = run(noFrontmatter, doc);
  assert.equal(f.ruleId, 'skillops/no-frontmatter');
  assert.equal(at(f), 'SKILL.md:1:1-1:8');
  assert.match(f.message, /SKILL\.md has no YAML frontmatter/);
  assert.equal(f.fix?.safe, false);
  const fixed = applyEdits('# Title\n\nNo YAML here.\n', f.fix!.edits);
  assert.ok(fixed.startsWith('---\nname: demo-skill\ndescription: '));
  const zh = run(noFrontmatter, doc, 'agentskills', 'zh-CN');
  assert.match(zh[0].message, /没有 YAML frontmatter/);
  assert.deepEqual(run(noFrontmatter, skill({ 'SKILL.md': skillMd(['name: demo-skill']) })), []);
});
