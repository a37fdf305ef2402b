/** The Skill Tree catalogue and profile (docs/features.md F5). Each rule's own suite is in test/unit/rules/skilltree/<name>.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveProfile } from '../../../../src/core/engine/profile.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { CATALOGUE } from '../../../../src/core/skill/tree/catalogue.ts';
import { treeMd } from './helpers.ts';

test("the catalogue is the seed's: 10 L1 and 2 L2 skills, the L2s made of catalogue L1s", () => {
  assert.equal(CATALOGUE.filter((c) => c.layer === 1).length, 10);
  assert.deepEqual(
    CATALOGUE.filter((c) => c.layer === 2).map((c) => c.name),
    ['l2-web-research', 'l2-digest'],
  );
  const l1 = new Set(CATALOGUE.filter((c) => c.layer === 1).map((c) => c.name));
  for (const c of CATALOGUE) for (const d of c.dependencies) assert.ok(l1.has(d), `${c.name} → ${d}`);
});

test('a `layer:` key or an l1-/l2-/l3- name opts a skill into the skilltree profile; other skills keep theirs', () => {
  const profileOf = (text: string) => resolveProfile(skillFromTexts('x', { 'SKILL.md': text }), {});
  assert.equal(profileOf(treeMd({ name: 'l2-news' })), 'skilltree');
  assert.equal(profileOf(treeMd({ name: 'news', layer: 2 })), 'skilltree');
  assert.equal(profileOf(treeMd({ name: 'level1-news' })), 'agentskills');
  assert.equal(resolveProfile(skillFromTexts('x', { 'SKILL.md': treeMd({ name: 'l2-news' }) }), {}, undefined, 'agentskills'), 'agentskills', '--profile wins');
});
