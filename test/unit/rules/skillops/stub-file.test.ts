/** skillops/stub-file (src/core/modules/skillops/stub-file.ts): a stub from "Create file …" keeps a finding and does not lift the SkillOps sub-score. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/stub-file.ts';
import { stubFor } from '../../../../src/core/modules/skillops/stub.ts';
import { rules as skillopsRules } from '../../../../src/core/modules/skillops/index.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { skillopsSubscore } from '../../../../src/core/modules/skillops/score.ts';

const SKILL = [
  '---',
  'name: demo-skill',
  'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
  '---',
  '',
  '# Demo skill',
  '',
  'Run `scripts/resize.sh` on each image, with the sizes in [sizes](references/sizes.md).',
  '',
].join('\n');

test('skillops/stub-file: every stub Luban writes (script and reference, English and Chinese) is reported on its TODO line', () => {
  const sh = stubFor('scripts/resize.sh', 'en')!.content;
  const py = stubFor('scripts/resize.py', 'zh-CN')!.content;
  const md = stubFor('references/sizes.md', 'en')!.content;
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': SKILL, 'scripts/resize.sh': '#!/usr/bin/env bash\nfor f in "$@"; do convert "$f" -resize 50% "$f"; done\n' },
      },
      // A TODO of the author's own is not Luban's stub.
      { folder: 'demo-skill', files: { 'SKILL.md': SKILL, 'references/sizes.md': '# Sizes\n\nTODO: add 4K.\n\n- 1K: 1024 px\n' } },
      // The marker in SKILL.md itself (e.g. this rule's docs quoted) is not a stub file.
      { folder: 'demo-skill', files: { 'SKILL.md': `${SKILL}\nTODO: scripts/x.sh is referenced by the skill but not written yet.\n` } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': SKILL, 'scripts/resize.sh': sh },
        errors: [{ file: 'scripts/resize.sh', line: 2, messageId: 'stub', severity: 'error' }],
      },
      { folder: 'demo-skill', files: { 'SKILL.md': SKILL, 'scripts/resize.py': py }, errors: [{ file: 'scripts/resize.py', line: 2, messageId: 'stub' }] },
      { folder: 'demo-skill', files: { 'SKILL.md': SKILL, 'references/sizes.md': md }, errors: [{ file: 'references/sizes.md', line: 3, messageId: 'stub' }] },
    ],
  });
});

test('skillops/stub-file: creating the stub moves the finding from the broken reference to the stub, and the sub-score stays where it was until the file is written', () => {
  const missing = scanDocument(skillFromTexts('demo-skill', { 'SKILL.md': SKILL, 'references/sizes.md': '# Sizes\n\n- 1K\n' }), { rules: skillopsRules });
  const stubbed = scanDocument(
    skillFromTexts('demo-skill', { 'SKILL.md': SKILL, 'references/sizes.md': '# Sizes\n\n- 1K\n', 'scripts/resize.sh': stubFor('scripts/resize.sh')!.content }),
    { rules: skillopsRules },
  );
  const written = scanDocument(
    skillFromTexts('demo-skill', { 'SKILL.md': SKILL, 'references/sizes.md': '# Sizes\n\n- 1K\n', 'scripts/resize.sh': '#!/usr/bin/env bash\necho ok\n' }),
    { rules: skillopsRules },
  );
  const ids = (r: typeof missing) => r.findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);
  assert.deepEqual(ids(missing), ['skillops/broken-reference']);
  assert.deepEqual(ids(stubbed), ['skillops/stub-file']);
  assert.deepEqual(ids(written), []);
  assert.equal(skillopsSubscore(missing.findings), 2);
  assert.equal(skillopsSubscore(stubbed.findings), 2);
  assert.equal(skillopsSubscore(written.findings), 3);
});
