import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { descriptionChecks, descriptionPasses, nameChecks, charLength } from '../../../../src/core/modules/skillops/frontmatter-checks.ts';
import { rule as nameMissing } from '../../../../src/core/modules/skillops/name-missing.ts';
import { rule as nameFormat } from '../../../../src/core/modules/skillops/name-format.ts';
import { rule as nameFolder } from '../../../../src/core/modules/skillops/name-folder-mismatch.ts';
import { rule as nameReserved } from '../../../../src/core/modules/skillops/name-reserved-word.ts';
import { rule as descMissing } from '../../../../src/core/modules/skillops/description-missing.ts';
import { rule as descTooLong } from '../../../../src/core/modules/skillops/description-too-long.ts';
import { rule as descQuality } from '../../../../src/core/modules/skillops/description-quality.ts';
import { rule as descXml } from '../../../../src/core/modules/skillops/description-xml.ts';
import { rule as compat } from '../../../../src/core/modules/skillops/compatibility-too-long.ts';
import { applyEdits, at, ids, run, skill, skillMd } from './helpers.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';

const GOOD_DESC = 'description: Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".';

test('nameChecks: each spec rule separately', () => {
  assert.deepEqual(nameChecks('pdf-tools', 'pdf-tools'), { isString: true, nonEmpty: true, length: true, charset: true, hyphens: true, matchesFolder: true, valid: true });
  assert.equal(nameChecks('PDF_Tools', 'x').charset, false);
  assert.equal(nameChecks('-pdf', 'x').hyphens, false);
  assert.equal(nameChecks('pdf-', 'x').hyphens, false);
  assert.equal(nameChecks('pdf--tools', 'x').hyphens, false);
  assert.equal(nameChecks('a'.repeat(64), 'x').length, true);
  assert.equal(nameChecks('a'.repeat(65), 'x').length, false);
  assert.equal(nameChecks('工具', 'x').charset, false);
  assert.equal(nameChecks(42, 'x').isString, false);
  assert.equal(nameChecks(42, 'x').valid, false);
  assert.equal(nameChecks('pdf-tools', 'PDF-Tools').matchesFolder, false);
  assert.equal(charLength('🎉中'), 2);
});

test('descriptionChecks: what + when + triggers, English', () => {
  assert.deepEqual(descriptionChecks('Compresses images to WebP. Use when the user asks to "compress image" or "convert to webp".'), {
    what: true,
    when: true,
    triggers: true,
    filler: false,
  });
  // Only a when-clause: no "what".
  assert.equal(descriptionChecks('Use when facing 2+ independent tasks that can run without shared state').what, false);
  // No when-clause.
  const noWhen = descriptionChecks('Toolkit for interacting with and testing local web applications using Playwright.');
  assert.equal(noWhen.when, false);
  assert.equal(noWhen.what, true);
  // Triggers from a list of cases in the when-clause.
  assert.equal(descriptionChecks('Debugs agents. Use when debugging agents, investigating errors, or analyzing tool calls.').triggers, true);
  assert.equal(descriptionChecks('Debugs agents. Use when something breaks.').triggers, false);
  // A template placeholder passes nothing.
  assert.deepEqual(descriptionChecks('Replace with description of the skill and when Claude should use it.'), { what: false, when: false, triggers: false, filler: false });
});

test('descriptionChecks: Chinese cues (当…时 / 用于 / 适用于 / 触发词 / 关键词)', () => {
  const full = descriptionChecks('把 Markdown 转成飞书文档。当用户提到「发布文档」「导入飞书」时使用。');
  assert.deepEqual(full, { what: true, when: true, triggers: true, filler: false });
  assert.equal(descriptionChecks('飞书审批 API：审批实例、审批任务管理。').when, false);
  assert.equal(descriptionChecks('生成周报摘要。适用于每周例会前整理进展。').when, true);
  assert.equal(descriptionChecks('生成周报摘要，用于每周例会前整理进展。').when, true);
  assert.equal(descriptionChecks('生成周报。触发词：周报、周会、进展汇总').triggers, true);
  assert.equal(descriptionChecks('生成周报。关键词：周报').triggers, true);
});

test('descriptionChecks: trailing filler in both languages', () => {
  assert.equal(descriptionChecks('Converts PDF, DOCX, PPTX and more.').filler, true);
  assert.equal(descriptionChecks('Handles reports, summaries, etc.').filler, true);
  assert.equal(descriptionChecks('支持文本、图片、视频等等。').filler, true);
  assert.equal(descriptionChecks('根据需求生成方案，灵活应用。').filler, true);
  assert.equal(descriptionChecks('Converts PDF to text. Use when asked for "pdf text".').filler, false);
  assert.equal(descriptionPasses(descriptionChecks('Converts PDF to text. Use when asked for "pdf text".')), true);
  // Only a trailing tail counts: "and more" mid-sentence is not filler.
  assert.equal(descriptionPasses(descriptionChecks('Converts PDF, DOCX and more. Use when asked for "pdf text".')), true);
  assert.equal(descriptionPasses(descriptionChecks('Converts PDF to text. Use when asked for "pdf text", etc.')), false);
});

test('name-missing: only when the frontmatter parsed and has no name; suggestion adds the folder name', () => {
  const text = skillMd([GOOD_DESC]);
  const [f] = run(nameMissing, skill({ 'SKILL.md': text }, 'img-tools'));
  assert.equal(f.ruleId, 'skillops/name-missing');
  assert.equal(at(f), 'SKILL.md:1:1-1:4');
  assert.match(f.message, /name: img-tools/);
  assert.equal(applyEdits(text, f.fix!.edits).split('\n')[1], 'name: img-tools');
  assert.deepEqual(run(nameMissing, skill({ 'SKILL.md': skillMd(['name: img-tools', GOOD_DESC]) }, 'img-tools')), []);
  assert.deepEqual(run(nameMissing, skill({ 'SKILL.md': '# no frontmatter\n' })), []);
});

test('name-format: each broken rule is reported on the value, with a suggestion', () => {
  const cases: Array<[string, string]> = [
    ['name: PDF_Tools', 'charset'],
    ['name: -pdf-tools', 'hyphens'],
    ['name: pdf--tools', 'hyphens'],
    ['name: ' + 'a'.repeat(70), 'tooLong'],
    ['name: ""', 'empty'],
    ['name: 42', 'notString'],
  ];
  for (const [line, expected] of cases) {
    const found = run(nameFormat, skill({ 'SKILL.md': skillMd([line, GOOD_DESC]) }));
    assert.equal(found.length, 1, line);
    assert.equal(found[0].range.start.line, 2, line);
    assert.equal(found[0].range.start.column, 7, line);
    const messages: Record<string, RegExp> = {
      charset: /only contain lowercase letters/,
      hyphens: /must not start or end with a hyphen/,
      tooLong: /70 characters long; the limit is 64/,
      empty: /is empty/,
      notString: /must be a string \(got number\)/,
    };
    assert.match(found[0].message, messages[expected], line);
  }
  const [f] = run(nameFormat, skill({ 'SKILL.md': skillMd(['name: PDF_Tools', GOOD_DESC]) }));
  assert.equal(f.fix?.edits[0].newText, 'pdf-tools');
  assert.equal(f.fix?.safe, false);
  assert.deepEqual(run(nameFormat, skill({ 'SKILL.md': skillMd(['name: pdf-tools-2', GOOD_DESC]) })), []);
});

test('name-folder-mismatch: a warning, case matters, fix sets the folder name', () => {
  const [f] = run(nameFolder, skill({ 'SKILL.md': skillMd(['name: vercel-react', GOOD_DESC]) }, 'react'));
  assert.equal(f.severity, 'warning');
  assert.match(f.message, /"vercel-react" but the folder is "react"/);
  assert.equal(f.fix?.edits[0].newText, 'react');
  assert.equal(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: humanizer-zh', GOOD_DESC]) }, 'Humanizer-zh')).length, 1);
  assert.deepEqual(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: react', GOOD_DESC]) }, 'react')), []);
  assert.deepEqual(run(nameFolder, skill({ 'SKILL.md': skillMd(['name: react', GOOD_DESC]) }, 'path/to/react/')), []);
});

test('name-reserved-word: info in the claude-code profile only', () => {
  const doc = skill({ 'SKILL.md': skillMd(['name: claude-helper', GOOD_DESC]) }, 'claude-helper');
  const found = run(nameReserved, doc, 'claude-code');
  assert.equal(found.length, 1);
  assert.equal(found[0].severity, 'info');
  assert.match(found[0].message, /reserved word "claude"/);
  assert.deepEqual(run(nameReserved, doc, 'agentskills'), []);
  assert.deepEqual(run(nameReserved, skill({ 'SKILL.md': skillMd(['name: pdf-tools', GOOD_DESC]) }), 'claude-code'), []);
});

test('description-missing / empty / not a string', () => {
  assert.match(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill']) }))[0].message, /has no `description`/);
  const empty = run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: ""']) }));
  assert.equal(empty[0].range.start.line, 3);
  assert.match(empty[0].message, /is empty/);
  assert.match(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: [a, b]']) }))[0].message, /a list/);
  assert.deepEqual(run(descMissing, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
});

test('description-too-long: 1024 passes, 1025 fails; counts characters, not bytes', () => {
  const at1024 = 'a'.repeat(1024);
  assert.deepEqual(run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${at1024}`]) })), []);
  const [f] = run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${at1024}b`]) }));
  assert.match(f.message, /1025 characters; the limit is 1024/);
  assert.equal(f.data?.length, 1025);
  // 1000 Chinese characters are 3000 UTF-8 bytes but only 1000 characters.
  assert.deepEqual(run(descTooLong, skill({ 'SKILL.md': skillMd(['name: demo-skill', `description: ${'中'.repeat(1000)}`]) })), []);
});

test('description-quality: one warning per failing check, none for a complete description', () => {
  const found = run(descQuality, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: Converts PDF, DOCX and more.']) }));
  assert.deepEqual(found.map((f) => f.data?.check), ['when', 'triggers', 'filler']);
  assert.ok(found.every((f) => f.severity === 'warning' && f.range.start.line === 3));
  assert.match(found[2].message, /and more/);
  assert.deepEqual(run(descQuality, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
  const zh = run(descQuality, skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: 飞书审批 API：审批实例、审批任务管理。']) }), 'agentskills', 'zh-CN');
  assert.ok(zh.some((f) => /没有说明何时使用/.test(f.message)));
});

test('description-xml: info by default, warning for claude-code; plain text passes', () => {
  const doc = skill({ 'SKILL.md': skillMd(['name: demo-skill', 'description: "Animates with the <ViewTransition> component. Use when asked for \\"page transitions\\"."']) });
  const [f] = run(descXml, doc);
  assert.equal(f.severity, 'info');
  assert.match(f.message, /<ViewTransition>/);
  assert.equal(run(descXml, doc, 'claude-code')[0].severity, 'warning');
  assert.deepEqual(run(descXml, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC]) })), []);
});

test('compatibility-too-long: 500 passes, 501 fails, a mapping is rejected', () => {
  assert.deepEqual(run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, `compatibility: ${'c'.repeat(500)}`]) })), []);
  const [f] = run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, `compatibility: ${'c'.repeat(501)}`]) }));
  assert.match(f.message, /501 characters; the limit is 500/);
  assert.equal(f.range.start.line, 4);
  const [m] = run(compat, skill({ 'SKILL.md': skillMd(['name: demo-skill', GOOD_DESC, 'compatibility:', '  os: linux']) }));
  assert.match(m.message, /a mapping/);
});

test('corpus: ComposioHQ -21risk-automation has an invalid name; claude-api is over 1024 and reserved', async () => {
  const risk = await loadSkill(`${CORPUS}/ComposioHQ__awesome-claude-skills/-21risk-automation`);
  const [n] = run(nameFormat, risk);
  assert.equal(n.ruleId, 'skillops/name-format');
  assert.equal(at(n), 'SKILL.md:2:7-2:25');
  assert.match(n.message, /must not start or end with a hyphen/);
  assert.equal(n.fix?.edits[0].newText, '21risk-automation');
  assert.deepEqual(run(nameFolder, risk), [], 'the folder has the same name');

  const api = await loadSkill(`${CORPUS}/anthropics__skills/claude-api`);
  const [long] = run(descTooLong, api);
  assert.equal(long.data?.length, 1068);
  assert.equal(run(nameReserved, api, 'claude-code').length, 1);

  const approval = await loadSkill(`${CORPUS}/larksuite__cli/lark-approval`);
  assert.ok(run(descQuality, approval).some((f) => f.data?.check === 'when'));
  const markitdown = await loadSkill(`${CORPUS}/K-Dense-AI__claude-scientific-skills/markitdown`);
  assert.ok(run(descQuality, markitdown).some((f) => f.data?.check === 'filler'));
  const compress = await loadSkill(`${CORPUS}/JimLiu__baoyu-skills/baoyu-compress-image`);
  assert.deepEqual(ids(run([descQuality, descTooLong, nameFormat, descMissing, nameMissing], compress)), []);
});
