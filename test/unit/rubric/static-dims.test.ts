import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeStaticDims, computeStaticDimsDetailed } from '../../../src/core/modules/skillops/static-dims.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { CORPUS_FIXTURES as CORPUS } from '../../support/fixtures.ts';

const FM = '---\nname: demo\ndescription: Formats tables neatly. Use when the user mentions "table" or "grid".\n---\n';
const dims = (body: string, fm = FM) => computeStaticDimsDetailed(skillFromTexts('demo', { 'SKILL.md': fm + body }));

test('dim1: all checks pass = 10, any failure = 0', () => {
  assert.equal(dims('# Demo\n').dims.dim1, 10);
  const bad = dims('# Demo\n', '---\nname: Demo\ndescription: Formats tables neatly. Use when the user mentions "table".\n---\n');
  assert.equal(bad.dims.dim1, 0);
  assert.deepEqual(
    bad.reasons.dim1.map((r) => r.code),
    ['name-charset', 'name-folder'],
  );
  assert.ok(bad.reasons.dim1[0].message.zh.includes('name'));
});

test('dim4: STOP-level = 10, only CHECKPOINT-level = 5, none = 0', () => {
  assert.equal(dims('# A\n\n🔴 CHECKPOINT: show the plan.\n').dims.dim4, 5);
  assert.equal(dims('# A\n\n🔴 CHECKPOINT · 🛑 STOP until approved.\n').dims.dim4, 10);
  assert.equal(dims('# A\n\n⛔ HARD GATE\n').dims.dim4, 10);
  assert.equal(dims('# A\n\nSTOP: ask first.\n').dims.dim4, 10);
  assert.equal(dims('# A\n\nNothing to see.\n').dims.dim4, 0);
  const r = dims('# A\n\nText.\n\n**CHECKPOINT** after step 2.\n');
  assert.deepEqual(
    r.reasons.dim4.map((x) => [x.code, x.line]),
    [
      ['checkpoint-mark', 9],
      ['no-stop', undefined],
    ],
  );
});

test('dim4: marks in code, inline code, frontmatter and link targets do not count; STOP must be a whole word', () => {
  assert.equal(dims('# A\n\n```\nSTOP\n```\n\nUse `CHECKPOINT` and `🔴`.\n').dims.dim4, 0);
  assert.equal(dims('# A\n\nSee [x](https://e.com/STOP).\n').dims.dim4, 0);
  assert.equal(dims('# A\n', '---\nname: demo\ndescription: "STOP and CHECKPOINT. Use when the user mentions \\"x\\"."\n---\n').dims.dim4, 0);
  assert.equal(dims('# A\n\nThe server STOPPED. NONSTOP mode. STOP_WORDS list. stop here.\n').dims.dim4, 0);
  assert.equal(dims('# A\n\nSave CHECKPOINTS often.\n').dims.dim4, 5);
  assert.equal(dims('# A\n\n<!-- STOP -->\n').dims.dim4, 10, 'comments are read by agents, so they count');
});

test('dim7a: 6 with no skip and ≥ 3 of 4 sections; −2 per missing item', () => {
  const four = '# T\n\n## Overview\n\n## Workflow\n\n## Error handling\n\n## Examples\n';
  assert.equal(dims(four).dims.dim7a, 6);
  assert.equal(dims('# T\n\n## Overview\n\n## Workflow\n\n## Error handling\n').dims.dim7a, 6, 'one missing section is allowed');
  assert.equal(dims('# T\n\n## Overview\n\n## Workflow\n').dims.dim7a, 4);
  assert.equal(dims('# T\n\n## Overview\n').dims.dim7a, 2);
  assert.equal(dims('Just text.\n').dims.dim7a, 0);
  const skip = dims('# T\n\n### Overview\n\n## Workflow\n\n## Error handling\n\n## Examples\n');
  assert.equal(skip.dims.dim7a, 4);
  assert.deepEqual(
    skip.reasons.dim7a.filter((r) => r.code === 'heading-skip').map((r) => r.line),
    [7],
  );
  assert.equal(
    dims('# T\n\n### A\n\n#### B\n\n## C\n\n#### D\n\n## Overview\n\n## Workflow\n\n## Error handling\n').dims.dim7a,
    4,
    'several skips are one item',
  );
  assert.equal(dims('### T\n\n#### Overview\n\n#### Workflow\n\n#### Errors\n').dims.dim7a, 4, 'an h3 first heading is a skip');
  assert.equal(dims('## T\n\n### Overview\n\n### Workflow\n\n### Errors\n').dims.dim7a, 6, 'an h2 first heading is fine');
  assert.equal(dims('# T\n\n```\n### not a heading\n```\n\n## 概述\n\n## 工作流程\n\n## 异常处理\n\n## 反例\n').dims.dim7a, 6);
});

test('dim7a recognises Chinese section names', () => {
  const r = dims('# 技能\n\n## 何时使用\n\n## 步骤\n\n## 故障排查\n\n## 常见错误\n');
  assert.deepEqual(
    r.reasons.dim7a.map((x) => x.code),
    ['section-found', 'section-found', 'section-found', 'section-found'],
  );
});

test('dim9a: ≥ 3 distinct contexts; three in one sentence count once; code does not count', () => {
  assert.equal(dims('# A\n\nNever do X, never do Y, never do Z.\n').dims.dim9a, false);
  assert.equal(dims('# A\n\n- Never do X.\n- Do not do Y.\n- 不要做 Z。\n').dims.dim9a, true);
  assert.equal(dims('# A\n\n```\nnever\ndo not\navoid\n```\n\nUse `never` and `avoid`.\n\nDon’t panic.\n').dims.dim9a, false);
  assert.equal(dims('# A\n\n| Rule | Why |\n|---|---|\n| Never X | a |\n| Avoid Y | b |\n\n## Anti-patterns\n').dims.dim9a, true);
  const r = dims('# A\n\nNever do X.\n\nOK.\n');
  assert.deepEqual(
    r.reasons.dim9a.map((x) => [x.code, x.line ?? null]),
    [
      ['negative-context', 7],
      ['negative-contexts', null],
    ],
  );
  assert.equal(computeStaticDims(skillFromTexts('demo', { 'SKILL.md': FM + '禁止 A。\n\n避免 B。\n\n切勿 C。\n' }), []).dim9a, true);
});

test('a skill without SKILL.md scores 0 everywhere', () => {
  assert.deepEqual(computeStaticDims(skillFromTexts('demo', { 'README.md': 'x' }), []), { dim1: 0, dim4: 0, dim7a: 0, dim9a: false });
});

// ---- corpus (checked by hand) ---------------------------------------------------------------

test('corpus: darwin-skill has no literal CHECKPOINT/STOP mark (it writes 暂停/确认), so dim4 = 0', async () => {
  const d = computeStaticDimsDetailed(await loadSkill(`${CORPUS}/alchaincyf__darwin-skill/darwin-skill`));
  assert.equal(d.dims.dim4, 0);
  assert.equal(d.dims.dim9a, true);
  // 概述-less: no purpose heading, no anti-pattern heading → two missing → 4
  assert.equal(d.dims.dim7a, 4);
});

test('corpus: nuwa-skill uses only 🔴 CHECKPOINT (dim4 5); executing-plans has a STOP (dim4 10)', async () => {
  const nuwa = computeStaticDimsDetailed(await loadSkill(`${CORPUS}/alchaincyf__nuwa-skill/nuwa-skill`));
  assert.equal(nuwa.dims.dim4, 5);
  assert.deepEqual([...new Set(nuwa.reasons.dim4.filter((r) => r.code === 'checkpoint-mark').map((r) => r.line))], [334, 413, 557, 578]);
  const plans = computeStaticDimsDetailed(await loadSkill(`${CORPUS}/obra__superpowers/executing-plans`));
  assert.equal(plans.dims.dim4, 10);
  assert.deepEqual(
    plans.reasons.dim4.filter((r) => r.code === 'stop-mark').map((r) => r.line),
    [42],
  );
  assert.deepEqual(
    plans.reasons.dim1.map((r) => r.code),
    ['description-what', 'description-triggers'],
  );
});

test('corpus: semgrep ⛔ in a table counts, the one inside the code diagram does not', async () => {
  const d = computeStaticDimsDetailed(await loadSkill(`${CORPUS}/trailofbits__skills/semgrep`));
  assert.equal(d.dims.dim4, 10);
  assert.ok(!d.reasons.dim4.some((r) => r.line === 129));
  assert.ok(d.reasons.dim4.some((r) => r.line === 184));
});

test('corpus: dim1 — the larksuite "bad" fixtures fail, NanoBanana has no YAML, huashu-design is too long', async () => {
  for (const dir of ['larksuite__cli/bad-skill', 'larksuite__cli/bad-skill-no-frontmatter', 'op7418__NanoBanana-PPT-Skills/NanoBanana-PPT-Skills']) {
    assert.equal(computeStaticDims(await loadSkill(`${CORPUS}/${dir}`), []).dim1, 0, dir);
  }
  const huashu = computeStaticDimsDetailed(await loadSkill(`${CORPUS}/alchaincyf__huashu-design/huashu-design`));
  assert.deepEqual(
    huashu.reasons.dim1.map((r) => r.code),
    ['description-too-long'],
  );
  const ok = computeStaticDims(await loadSkill(`${CORPUS}/trailofbits__skills/agentic-actions-auditor`), []);
  assert.deepEqual(ok, { dim1: 10, dim4: 0, dim7a: 6, dim9a: true });
});
