/** compat/frontmatter-field (src/core/modules/compat/rules/frontmatter-field.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/compat/rules.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as ruleUnderTest } from '../../../../src/core/modules/compat/rules/frontmatter-field.ts';
import { rules } from '../../../../src/core/modules/compat/rules/index.ts';
import { RUNTIMES } from '../../../../src/core/modules/compat/runtimes.ts';
import { rulePagePath } from '../../../../src/core/rules/types.ts';
import { run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

const BASE = ['name: demo-skill', 'description: Summarises sales spreadsheets. Use when the user asks for a sales summary.'];

const rule = (id: string) => rules.find((r) => r.meta.id === id)!;

const page = (id: string) => readFileSync(path.join(ROOT, rulePagePath(id)), 'utf8');

test('compat/frontmatter-field: the examples of docs/rules/compat/frontmatter-field.md (bad → invalid, good → valid)', () => {
  ruleTester.run(ruleUnderTest, {
    valid: [
      {
        folder: 'demo-skill',
        profile: 'claude-code',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Deploys the staging site. Use only when the user asks to deploy staging by name.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run the deploy script and report the URL.',
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
            'description: Deploys the staging site.',
            'disable-model-invocation: true',
            '---',
            '',
            '# Demo skill',
            '',
            'Run the deploy script and report the URL.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 4, column: 1, messageId: 'ignored' }],
      },
    ],
  });
});

test('compat/frontmatter-field: a behaviour field names the runtimes that ignore it; defaults are not reported', () => {
  const r = rule('compat/frontmatter-field');
  const [f] = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'disable-model-invocation: true']) }), 'claude-code');
  assert.equal(f.severity, 'info');
  assert.equal(f.range.start.line, 4);
  assert.match(f.message, /only takes effect in Claude Code, Cursor, OpenClaw; Codex, Gemini CLI, GitHub Copilot \/ gh skill ignore it/);
  assert.deepEqual(run(r, skill({ 'SKILL.md': skillMd([...BASE, 'disable-model-invocation: false', 'user-invocable: true']) }), 'claude-code'), []);
  const zh = run(r, skill({ 'SKILL.md': skillMd([...BASE, 'hooks: {PreToolUse: []}']) }), 'claude-code', 'zh-CN');
  assert.match(zh[0].message, /钩子永远不会运行/);
  for (const id of ['claude-code', 'codex', 'cursor', 'openclaw'] as const)
    assert.ok(page(r.meta.id).includes(new URL(RUNTIMES[id].sources.fields.url).host), id);
});
