import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORPUS_FIXTURES as CORPUS } from '../../../support/fixtures.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { charLength, descriptionChecks, descriptionPasses, nameChecks } from '../../../../src/core/modules/skillops/frontmatter-checks.ts';
import { rule as nameMissing } from '../../../../src/core/modules/skillops/name-missing.ts';
import { rule as nameFormat } from '../../../../src/core/modules/skillops/name-format.ts';
import { rule as nameFolder } from '../../../../src/core/modules/skillops/name-folder-mismatch.ts';
import { rule as nameReserved } from '../../../../src/core/modules/skillops/name-reserved-word.ts';
import { rule as descMissing } from '../../../../src/core/modules/skillops/description-missing.ts';
import { rule as descTooLong } from '../../../../src/core/modules/skillops/description-too-long.ts';
import { rule as descQuality } from '../../../../src/core/modules/skillops/description-quality.ts';
import { at, ids, run } from './helpers.ts';

test('nameChecks: each spec rule separately', () => {
  assert.deepEqual(nameChecks('pdf-tools', 'pdf-tools'), {
    isString: true,
    nonEmpty: true,
    length: true,
    charset: true,
    hyphens: true,
    matchesFolder: true,
    valid: true,
  });
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
  assert.deepEqual(descriptionChecks('Replace with description of the skill and when Claude should use it.'), {
    what: false,
    when: false,
    triggers: false,
    filler: false,
  });
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
