// docs/features.md C3a: every point the static view loses on dim4, dim7a and dim9 step 1 is explained
// by a finding with a location (skillops/checkpoint-marks, structure, negative-examples).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { discoverSkills } from '../../../../src/core/skill/discover.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';
import { applyEdits } from '../../../../src/core/edits/fix.ts';
import { textInfo } from '../../../../src/core/skill/text.ts';
import { CORPUS_FIXTURES } from '../../../support/fixtures.ts';

const of = (findings: Finding[], id: string) => findings.filter((f) => f.ruleId === id);

test('a skill losing points on all three: each loss at its line, with the points it costs', () => {
  const text = [
    '---',
    'name: demo',
    'description: Drafts notes. Use when the user asks to "draft notes".',
    '---',
    '',
    '# Demo',
    '',
    '#### Steps',
    '',
    '1. Write the notes.',
    '2. Push them.',
    '',
  ].join('\n');
  const r = scanDocument(skillFromTexts('/x/demo', { 'SKILL.md': text }));
  assert.equal(r.dims.dim4, 0);
  assert.equal(r.dims.dim7a, 0, 'a skip (−2) and 3 missing sections (−4)');
  assert.equal(r.dims.dim9a, false);
  const marks = of(r.findings, 'skillops/checkpoint-marks');
  assert.equal(marks.length, 1);
  assert.match(marks[0].message, /^dim4 · checkpoints 0 of 10/);
  const structure = of(r.findings, 'skillops/structure');
  const skip = structure.find((f) => /skips/.test(f.message))!;
  const sections = structure.find((f) => /required sections/.test(f.message))!;
  assert.equal(structure.length, 2);
  assert.equal(skip.range.start.line, 8, 'the skip at its heading');
  assert.match(skip.message, /heading level skips from h1 to h4 on line 8/);
  assert.equal(sections.range.start.line, 6, 'the missing sections at the first heading');
  assert.match(sections.message, /^dim7a · structure −4 of 6: 3 of the 4 required sections are missing/);
  const neg = of(r.findings, 'skillops/negative-examples');
  assert.equal(neg.length, 1);
  assert.match(neg[0].message, /0 of the 3 distinct negative-instruction contexts/);
  assert.ok([...marks, ...structure, ...neg].every((f) => f.severity === 'info'));
  // The skipped level's suggested fix makes it an h2, and the skip is gone.
  const fix = skip.suggestions?.[0];
  assert.ok(fix);
  const fixed = applyEdits(textInfo(text), fix.edits).text;
  assert.match(fixed, /^## Steps$/m);
  const again = scanDocument(skillFromTexts('/x/demo', { 'SKILL.md': fixed }));
  assert.equal(of(again.findings, 'skillops/structure').filter((f) => /skips/.test(f.message)).length, 0);
});

test('only CHECKPOINT-level marks explain 5 of 10; a STOP leaves nothing to explain; Chinese messages', () => {
  const body = (mark: string) =>
    ['---', 'name: demo', 'description: 生成周报。当用户说"写周报"时使用。', '---', '', '# 周报', '', '## 工作流程', '', `1. 写草稿。${mark}`, ''].join('\n');
  const cp = scanDocument(skillFromTexts('/x/demo', { 'SKILL.md': body(' 🔴 CHECKPOINT：确认。') }), { locale: 'zh-CN' });
  assert.equal(cp.dims.dim4, 5);
  assert.match(of(cp.findings, 'skillops/checkpoint-marks')[0].message, /^dim4 · 检查点 5\/10/);
  const stop = scanDocument(skillFromTexts('/x/demo', { 'SKILL.md': body(' 🛑 STOP：等待确认。') }));
  assert.equal(stop.dims.dim4, 10);
  assert.equal(of(stop.findings, 'skillops/checkpoint-marks').length, 0);
});

test('on every vendored corpus skill, the findings explain exactly the points the static view loses', async () => {
  const dirs = await discoverSkills(CORPUS_FIXTURES);
  assert.ok(dirs.length >= 40);
  for (const dir of dirs) {
    const r = scanDocument(await loadSkill(dir));
    const where = dir.slice(CORPUS_FIXTURES.length + 1);
    assert.equal(r.dims.dim4 < 10, of(r.findings, 'skillops/checkpoint-marks').length === 1, `${where}: dim4 ${r.dims.dim4}`);
    const structure = of(r.findings, 'skillops/structure');
    const skipCost = structure.some((f) => /skips/.test(f.message)) ? 2 : 0;
    const sectionCost = Number(/−(\d+) of 6/.exec(structure.find((f) => /required sections/.test(f.message))?.message ?? '')?.[1] ?? 0);
    assert.equal(6 - r.dims.dim7a, skipCost + sectionCost, `${where}: dim7a ${r.dims.dim7a}`);
    assert.equal(!r.dims.dim9a, of(r.findings, 'skillops/negative-examples').length === 1, `${where}: dim9a ${r.dims.dim9a}`);
  }
});
