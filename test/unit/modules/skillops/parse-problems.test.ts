import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSkillDocument } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { textInfo } from '../../../../src/core/skill/text.ts';
import { rule as missingSkillMd } from '../../../../src/core/modules/skillops/missing-skill-md.ts';
import { rule as noFrontmatter } from '../../../../src/core/modules/skillops/no-frontmatter.ts';
import { rule as unterminated } from '../../../../src/core/modules/skillops/unterminated-frontmatter.ts';
import { rule as yamlError } from '../../../../src/core/modules/skillops/yaml-error.ts';
import { rule as yamlWarning } from '../../../../src/core/modules/skillops/yaml-warning.ts';
import { rule as notMapping } from '../../../../src/core/modules/skillops/frontmatter-not-mapping.ts';
import { rule as unreadable } from '../../../../src/core/modules/skillops/unreadable-file.ts';
import { rules as skillopsRules } from '../../../../src/core/modules/skillops/index.ts';
import { applyEdits, at, ids, run, skill, skillMd } from './helpers.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';


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

test('unterminated-frontmatter: error on the opening fence, fix closes before the first blank line', () => {
  const text = '---\nname: demo-skill\ndescription: x\n\n# Body\n';
  const [f] = run(unterminated, skill({ 'SKILL.md': text }));
  assert.equal(at(f), 'SKILL.md:1:1-1:4');
  assert.equal(f.fix?.edits[0].range.start.line, 4);
  const fixed = applyEdits(text, f.fix!.edits);
  assert.equal(fixed, '---\nname: demo-skill\ndescription: x\n---\n\n# Body\n');
  // After the fix the document parses cleanly.
  assert.deepEqual(run(unterminated, skill({ 'SKILL.md': fixed })), []);
});

test('yaml-error: generic message names the file and the parser detail', () => {
  const text = skillMd(['name: demo-skill', 'name: again', 'description: x']);
  const found = run(yamlError, skill({ 'SKILL.md': text }));
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 'error');
  assert.equal(found[0].range.start.line, 3);
  assert.match(found[0].message, /Invalid YAML in the frontmatter of SKILL\.md: .*unique/i);
  assert.equal(found[0].fix, undefined);
});

test('yaml-warning: an unresolved custom tag is a warning', () => {
  const found = run(yamlWarning, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: !custom Does X. Use when Y.']) }));
  assert.deepEqual(ids(found), ['skillops/yaml-warning']);
  assert.equal(found[0].severity, 'warning');
  assert.equal(found[0].range.start.line, 3);
});

test('frontmatter-not-mapping: a list or a scalar as frontmatter', () => {
  const list = run(notMapping, skill({ 'SKILL.md': '---\n- a\n- b\n---\n# x\n' }));
  assert.deepEqual(ids(list), ['skillops/frontmatter-not-mapping']);
  assert.equal(list[0].range.start.line, 2);
  const scalar = run(notMapping, skill({ 'SKILL.md': '---\njust text\n---\n# x\n' }));
  assert.equal(scalar.length, 1);
  // Empty frontmatter is a mapping with no keys, not this problem.
  assert.deepEqual(run(notMapping, skill({ 'SKILL.md': '---\n---\n# x\n' })), []);
});

test('unreadable-file: names the file and the reason; binary files are not reported', () => {
  const doc = buildSkillDocument('demo-skill', [
    { path: 'SKILL.md', size: 10, text: textInfo(skillMd(['name: demo-skill', 'description: x'])) },
    { path: 'references/huge.md', size: 2_000_000, unreadable: 'too-large', unreadableDetail: '2000000 bytes (limit 1048576)' },
    { path: 'references/latin1.md', size: 10, unreadable: 'not-utf8', unreadableDetail: 'not valid UTF-8' },
    { path: 'loop', size: 0, unreadable: 'symlink-loop', unreadableDetail: 'links back to /x' },
    { path: 'assets/logo.png', size: 10, unreadable: 'binary', unreadableDetail: 'contains NUL bytes' },
  ]);
  const found = run(unreadable, doc);
  assert.deepEqual(
    found.map((f) => [f.file, f.data?.reason]),
    [
      ['loop', 'symlink-loop'],
      ['references/huge.md', 'too-large'],
      ['references/latin1.md', 'not-utf8'],
    ],
  );
  assert.ok(found.every((f) => f.severity === 'warning'));
  const huge = found.find((f) => f.file === 'references/huge.md')!;
  assert.match(huge.message, /references\/huge\.md was not checked: it is too large \(2000000 bytes/);
  const zh = run(unreadable, doc, 'agentskills', 'zh-CN').find((f) => f.file === 'references/latin1.md')!;
  assert.match(zh.message, /不是有效的 UTF-8 编码/);
});

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
    assert.deepEqual(found.filter((f) => f.severity === 'error').map((f) => f.ruleId), [], good);
  }
  // NanoBanana keeps its metadata in a Markdown list: no frontmatter.
  const nano = run(noFrontmatter, await loadSkill(`${CORPUS}/op7418__NanoBanana-PPT-Skills/NanoBanana-PPT-Skills`));
  assert.equal(nano.length, 1);
});
