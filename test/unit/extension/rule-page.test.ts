/**
 * Rule documentation inside the product (docs/features.md H9): the page path, the why / how-to-fix
 * sections the hover quotes (English, 简体中文, fallback per section, fences ignored), a
 * page from metadata for a rule without one, and plain names beside codes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstParagraph, pageFromMeta, ruleDocPath, ruleDocSections } from '../../../src/frontend/editor/rule-page.ts';
import { dimLabel, labelCodes, moduleLabel, partLabel } from '../../../src/core/scoring/plain-names.ts';
import { allRules } from '../../../src/core/engine/registry.ts';

const PAGE = [
  '# hasp/soft-word',
  '',
  '## What it checks',
  '',
  'Soft words in instructions.',
  '',
  '## Why',
  '',
  'An agent treats "should" as optional.',
  '',
  'Second paragraph.',
  '',
  '## How to fix',
  '',
  'Say "must".',
  '',
  '```md',
  '## not a heading inside a fence',
  '```',
  '',
  '## Examples',
  '',
  '## 简体中文',
  '',
  '### 检查什么',
  '',
  '指令中的模糊词。',
  '',
  '### 为什么',
  '',
  '智能体会把 "should" 当作可选。',
  '',
].join('\n');

test('the page path follows docs/rules/README.md: docs/rules/<module>/<name>.md', () => {
  assert.equal(ruleDocPath('hasp/soft-word'), 'docs/rules/hasp/soft-word.md');
});

test('why and how to fix come from their sections; a fenced "##" does not end one', () => {
  const s = ruleDocSections(PAGE, 'en');
  assert.equal(s.what, 'Soft words in instructions.');
  assert.equal(firstParagraph(s.why!), 'An agent treats "should" as optional.');
  assert.match(s.fix!, /^Say "must"\.\n\n```md\n## not a heading inside a fence\n```$/);
});

test('Chinese reads the 简体中文 part, and falls back to English for a section it lacks', () => {
  const s = ruleDocSections(PAGE, 'zh-CN');
  assert.equal(s.what, '指令中的模糊词。');
  assert.equal(s.why, '智能体会把 "should" 当作可选。');
  assert.match(s.fix!, /^Say "must"\./, 'no 如何修复: the English section');
  assert.deepEqual(ruleDocSections('# x\n\nno sections\n', 'en'), {});
});

test('a rule without a page gets one from its metadata, with plain names', () => {
  const meta = allRules.find((r) => r.meta.id === 'hasp/soft-word')!.meta;
  const en = pageFromMeta(meta, 'en');
  assert.match(en, /^# hasp\/soft-word\n/);
  assert.ok(en.includes(`module: HASP · rule hardening`));
  assert.ok(en.includes(`dimension: ${dimLabel(meta.dimension, 'en')}`));
  assert.ok(en.includes(meta.description.en));
  assert.ok(pageFromMeta(meta, 'zh-CN').includes(meta.description.zh));
});

test('every dimension and module code carries its plain name, in English and 简体中文', () => {
  assert.equal(dimLabel('dim4', 'en'), 'dim4 · Checkpoint design');
  assert.equal(dimLabel('dim4', 'zh-CN'), 'dim4 · 检查点设计');
  assert.equal(dimLabel('dim9a', 'en'), 'dim9a · Counter-examples', 'a step code takes its dimension');
  assert.equal(dimLabel('dimX', 'en'), 'dimX');
  assert.equal(moduleLabel('Sentinel', 'zh-CN'), 'Sentinel · 安全');
  assert.equal(partLabel('dim6.SkillOps', 'en'), 'dim6 · Resource integration (SkillOps · skill health)');
  assert.equal(labelCodes('dim4, dim7b', 'en'), 'dim4 · Checkpoint design, dim7b · Semantic quality');
  for (const r of allRules) {
    assert.notEqual(moduleLabel(r.meta.module, 'en'), r.meta.module, `${r.meta.module} has a plain name`);
    assert.notEqual(dimLabel(r.meta.dimension, 'zh-CN'), r.meta.dimension, `${r.meta.dimension} has a plain name`);
  }
});
