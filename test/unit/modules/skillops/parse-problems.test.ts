import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { rule as noFrontmatter } from '../../../../src/core/modules/skillops/no-frontmatter.ts';
import { rules as skillopsRules } from '../../../../src/core/modules/skillops/index.ts';
import { ids, run } from './helpers.ts';

test('corpus: larksuite bad fixtures fire, good fixtures have no SkillOps errors', async () => {
  const noFm = run(skillopsRules, await loadSkill(`${CORPUS}/larksuite__cli/bad-skill-no-frontmatter`));
  assert.ok(ids(noFm).includes('skillops/no-frontmatter'));
  const unclosed = run(skillopsRules, await loadSkill(`${CORPUS}/larksuite__cli/bad-skill-unclosed-frontmatter`));
  assert.ok(ids(unclosed).includes('skillops/unterminated-frontmatter'));
  const bad = run(skillopsRules, await loadSkill(`${CORPUS}/larksuite__cli/bad-skill`));
  assert.ok(ids(bad).includes('skillops/name-missing'));
  assert.ok(ids(bad).includes('skillops/description-missing'));
  for (const good of ['good-skill', 'good-skill-minimal', 'good-skill-complex']) {
    const found = run(skillopsRules, await loadSkill(`${CORPUS}/larksuite__cli/${good}`));
    assert.deepEqual(
      found.filter((f) => f.severity === 'error').map((f) => f.ruleId),
      [],
      good,
    );
  }
  // NanoBanana keeps its metadata in a Markdown list: no frontmatter.
  const nano = run(noFrontmatter, await loadSkill(`${CORPUS}/op7418__NanoBanana-PPT-Skills/NanoBanana-PPT-Skills`));
  assert.equal(nano.length, 1);
});
