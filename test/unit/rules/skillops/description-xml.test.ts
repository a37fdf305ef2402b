/** skillops/description-xml (src/core/modules/skillops/description-xml.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/skillops/frontmatter.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as descXml, rule } from '../../../../src/core/modules/skillops/description-xml.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('skillops/description-xml: the examples of docs/rules/skillops/description-xml.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        profile: 'claude-code',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Adds the ViewTransition component to React pages. Use when the user asks for page transitions in React.',
            '---',
            '',
            '# Demo skill',
            '',
            'Wrap the page in the transition component.',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        profile: 'claude-code',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Adds a <ViewTransition> to React pages. Use when the user asks for page transitions in React.',
            '---',
            '',
            '# Demo skill',
            '',
            'Wrap the page in the transition component.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 3, column: 14, messageId: 'xml' }],
      },
    ],
  });
});

test('description-xml: info by default, warning for claude-code; plain text passes', () => {
  const doc = skill({
    'SKILL.md': skillMd(['name: demo-skill', 'description: "Animates with the <ViewTransition> component. Use when asked for \\"page transitions\\"."']),
  });
  const [f] = run(descXml, doc);
  assert.equal(f.severity, 'info');
  assert.match(f.message, /<ViewTransition>/);
  assert.equal(run(descXml, doc, 'claude-code')[0].severity, 'warning');
  assert.deepEqual(run(descXml, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
});
