/** profile/unknown-key (src/core/modules/profile/unknown-key.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/profile/unknown-key.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { rule, rule as unknownKey } from '../../../../src/core/modules/profile/unknown-key.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { allowedKeys, PROFILE_KEYS } from '../../../../src/core/modules/profile/keys.ts';
import { applyEdits, at, run, skill, skillMd } from '../../modules/skillops/helpers.ts';

const BASE = ['name: demo-skill', 'description: Does X. Use when the user asks for "x".'];

test('profile/unknown-key: the examples of docs/rules/profile/unknown-key.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            'allowed-tools: Bash',
            'metadata:',
            '  owner: design-team',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
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
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            'allowed_tools: Bash',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
          'scripts/resize.sh': 'echo "resizing $1"\n',
        },
        errors: [{ line: 4, column: 1, messageId: 'didYouMean', file: 'SKILL.md' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            'allowed-tools: Bash',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/resize.sh` with the image path.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test('agentskills: the six spec fields (and Luban hard_rules) pass, anything else is a warning on the key', () => {
  const ok = skill({
    'SKILL.md': skillMd([...BASE, 'license: MIT', 'compatibility: Needs git', 'metadata:', '  author: me', 'allowed-tools: Read Grep', 'hard_rules: []']),
  });
  assert.deepEqual(run(unknownKey, ok), []);
  const doc = skill({ 'SKILL.md': skillMd([...BASE, 'requires:', '  mcp: [rube]']) });
  const [f] = run(unknownKey, doc);
  assert.equal(f.ruleId, 'profile/unknown-key');
  assert.equal(f.module, 'Profile');
  assert.equal(f.severity, 'warning');
  assert.equal(at(f), 'SKILL.md:4:1-4:9');
  assert.match(f.message, /`requires` is not a frontmatter field of the agentskills profile/);
  assert.equal(f.data?.key, 'requires');
  // Nested keys under metadata are free-form.
  assert.deepEqual(run(unknownKey, skill({ 'SKILL.md': skillMd([...BASE, 'metadata:', '  requires: x', '  调研时间: 2026']) })), []);
});

test('claude-code fields: accepted in the claude-code profile, flagged with a hint elsewhere', () => {
  const fm = [
    ...BASE,
    'disable-model-invocation: true',
    'user-invocable: false',
    'argument-hint: "[file]"',
    'context: fork',
    'agent: Explore',
    'model: haiku',
    'hooks: {}',
    'effort: high',
    'paths: "src/**"',
    'when_to_use: when asked',
  ];
  const doc = skill({ 'SKILL.md': skillMd(fm) });
  assert.deepEqual(run(unknownKey, doc, 'claude-code'), []);
  const found = run(unknownKey, doc, 'agentskills');
  assert.equal(found.length, 10);
  assert.match(found[0].message, /`disable-model-invocation` is a claude-code field, not part of the agentskills profile/);
});

test('metis and skilltree seams: their own keys pass there; version is not a portable key', () => {
  const metis = skill({ 'skill.md': skillMd([...BASE, 'lazy_load: true', 'think_type: react', 'upgrade: x', 'version: 5.2']) });
  assert.deepEqual(run(unknownKey, metis, 'metis'), []);
  assert.equal(run(unknownKey, metis, 'agentskills').length, 4);
  const tree = skill({ 'SKILL.md': skillMd([...BASE, 'layer: 3', 'dependencies:', '  - l1-web-fetch', 'version: 1.0.0']) });
  assert.deepEqual(run(unknownKey, tree, 'skilltree'), []);
  const [v] = run(unknownKey, skill({ 'SKILL.md': skillMd([...BASE, 'version: 1.0.0']) }), 'agentskills');
  assert.match(v.message, /Move it under `metadata:`/);
  assert.ok(allowedKeys('skilltree').has('layer'));
  assert.ok(!PROFILE_KEYS.agentskills.has('layer'));
});

test('non-ASCII keys get their own message in every profile', () => {
  const doc = skill({ 'SKILL.md': skillMd([...BASE, '调研时间: 2026-04-01']) });
  for (const profile of ['agentskills', 'claude-code', 'metis', 'skilltree'] as const) {
    const [f] = run(unknownKey, doc, profile);
    assert.match(f.message, /`调研时间` is a non-ASCII frontmatter key/, profile);
  }
  const zh = run(unknownKey, doc, 'agentskills', 'zh-CN')[0];
  assert.match(zh.message, /非 ASCII/);
});

test('a near miss gets a rename suggestion', () => {
  const text = skillMd([...BASE, 'allowed_tools: Read', 'licence: MIT', 'triggers: x']);
  const found = run(unknownKey, skill({ 'SKILL.md': text }));
  assert.deepEqual(
    found.map((f) => f.fix?.edits[0].newText ?? null),
    ['allowed-tools', 'license', null],
  );
  assert.match(found[0].message, /Did you mean `allowed-tools`\?/);
  assert.equal(found[0].fix?.safe, false);
  assert.equal(applyEdits(text, found[0].fix!.edits).split('\n')[3], 'allowed-tools: Read');
});

test('corpus: nuwa karpathy perspective flags 调研时间 and type; good-skill flags only version', async () => {
  const karpathy = await loadSkill(`${CORPUS}/alchaincyf__nuwa-skill/andrej-karpathy-perspective`);
  const found = run(unknownKey, karpathy);
  assert.deepEqual(
    found.map((f) => f.data?.key),
    ['type', '调研时间'],
  );
  assert.deepEqual(
    found.map((f) => f.range.start.line),
    [11, 12],
  );
  const good = await loadSkill(`${CORPUS}/larksuite__cli/good-skill`);
  assert.deepEqual(
    run(unknownKey, good).map((f) => f.data?.key),
    ['version'],
  );
  const iterate = await loadSkill(`${CORPUS}/getsentry__skills/iterate-pr`);
  assert.deepEqual(run(unknownKey, iterate, 'claude-code'), []);
  assert.deepEqual(
    run(unknownKey, iterate, 'agentskills').map((f) => f.data?.key),
    ['disable-model-invocation'],
  );
});
