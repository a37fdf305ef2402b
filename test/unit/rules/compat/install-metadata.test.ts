/** compat/install-metadata (src/core/modules/compat/rules/install-metadata.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/compat/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as ruleUnderTest } from '../../../../src/core/modules/compat/rules/install-metadata.ts';
import { rules } from '../../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../../src/core/modules/compat/runtimes.ts';
import { rulePagePath } from '../../../../src/core/rules/types.ts';
import { at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];

const rule = (id: string) => rules.find((r) => r.meta.id === id)!;

const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('compat/install-metadata: the examples of docs/rules/compat/install-metadata.md (bad → invalid, good → valid)', () => {
  ruleTester.run(ruleUnderTest, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Formats SQL files. Use when the user asks to format SQL.',
            'metadata:',
            '  version: "1.0.0"',
            '---',
            '',
            '# Demo skill',
            '',
            "Format each `.sql` file with the project's style.",
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Formats SQL files. Use when the user asks to format SQL.',
            'metadata:',
            '  github-repo: example/skills',
            '  github-ref: v1.0.0',
            '---',
            '',
            '# Demo skill',
            '',
            "Format each `.sql` file with the project's style.",
            '',
          ].join('\n'),
        },
        errors: [{ line: 4, column: 1, messageId: 'install' }],
      },
    ],
  });
});

test('compat/install-metadata: metadata.github-* keys on `metadata`; other metadata is fine', () => {
  const r = rule('compat/install-metadata');
  const [f] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'metadata:', '  github-repo: example/skills', '  github-ref: v1']) }));
  assert.equal(at(f), 'SKILL.md:4:1-4:9');
  assert.match(f.message, /`github-repo`, `github-ref`/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd([...BASE, 'metadata:', '  version: "1"']) })), []);
  assert.ok(page(r.meta.id).includes(RUNTIMES['gh-skill'].sources.rejectsInstallMetadata.url));
});
