import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_IGNORE_SOURCES } from '../../../src/core/engine/ignored/sources.ts';
import { combinedCounts, ruleKey, type IgnoreSource } from '../../../src/core/engine/ignored/ignores.ts';
import { planHardening } from '../../../src/core/workflows/lifecycle/harden/plan.ts';
import { hardenedText } from '../../../src/core/workflows/lifecycle/harden/apply-text.ts';
import { ignoredRuleHits } from '../../../src/core/engine/ignored/sentinel-hits.ts';
import { renderHardenPlan } from '../../../src/core/workflows/lifecycle/harden/render.ts';
import { prepareHardening } from '../../../src/core/workflows/lifecycle/harden/run.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { RULES, hardenFixture, lineOf } from './harden-support.ts';

const NOW = new Date('2026-12-01T12:00:00Z');

test('ignore counts: failure reports and failed must/forbid runs of one rule add up; trigger gaps do not count', async () => {
  const dir = await hardenFixture();
  const { counts, errors } = await combinedCounts(dir, DEFAULT_IGNORE_SOURCES);
  assert.deepEqual(errors, []);
  assert.equal(counts.get(ruleKey(RULES.table))?.count, 2);
  assert.equal(counts.get(ruleKey(RULES.tone))?.count, 3);
  assert.equal(counts.get(ruleKey(RULES.once))?.count, 1);
  // The size rule: one report (its line's text) + two failed regression runs (the quoted rule) are one rule, 3×.
  const plan = planHardening(await loadSkill(dir), counts, { now: NOW });
  const size = plan.items.find((i) => i.location?.line === lineOf(RULES.size))!;
  assert.equal(size.count, 3);
  assert.deepEqual(size.sources.sort(), ['failures.jsonl', 'tests.yaml']);
  assert.equal(size.lastIgnored, '2026-11-09');
});

test('plan: 2× → level 1 wording (should → must), ≥3× → level 2 hard_rules with the seed fields, style rules and single ignores left alone', async () => {
  const dir = await hardenFixture();
  const { counts } = await combinedCounts(dir, DEFAULT_IGNORE_SOURCES);
  const doc = await loadSkill(dir);
  const plan = planHardening(doc, counts, { now: NOW });
  const by = (rule: string) => plan.items.find((i) => i.location?.line === lineOf(rule))!;
  assert.equal(by(RULES.table).level, 1);
  assert.equal(by(RULES.table).status, 'proposed');
  assert.deepEqual(
    by(RULES.table).wording.map((w) => [w.word, w.replacement]),
    [['should', 'must']],
  );
  const size = by(RULES.size);
  assert.equal(size.level, 2);
  assert.equal(size.status, 'proposed');
  assert.deepEqual(size.entry, {
    id: 'rule_001',
    should_activate: 'SKILL.md 文件大小 > 30KB',
    intervene: size.entry!.intervene,
    severity: 'critical',
    last_violated: '2026-11-09',
    violation_count: 3,
  });
  assert.equal(size.entry!.intervene.type, 'block_and_restructure');
  assert.equal(by(RULES.tone).status, 'not-applicable');
  assert.equal(by(RULES.tone).applicability.kind, 'style');
  assert.equal(by(RULES.once).status, 'below-threshold');

  const out = hardenedText(
    doc,
    plan.items.filter((i) => i.status === 'proposed'),
  );
  assert.match(out.text, /- You must output the report as a Markdown table\./);
  assert.ok(out.text.includes(RULES.tone), 'the style rule is untouched');
  assert.ok(out.text.includes(RULES.size), 'level 2 leaves the rule text and adds metadata');
  const fm = parse(out.text.split('---\n')[1]) as { name: string; hard_rules: unknown[] };
  assert.equal(fm.name, 'report-writer');
  assert.deepEqual(fm.hard_rules, [size.entry]);
});

test('plan: an existing hard_rules entry for the same condition is updated in place, not duplicated; unchanged → up-to-date', () => {
  const text = [
    '---',
    'name: r',
    'hard_rules:',
    '  - id: rule_001',
    '    should_activate: "SKILL.md 文件大小 > 30KB"',
    '    intervene:',
    '      type: "block_and_restructure"',
    '      action: "拆分"',
    '    severity: "critical"',
    '    last_violated: "2026-10-01"',
    '    violation_count: 3',
    '---',
    RULES.size,
    '',
  ].join('\n');
  const doc = skillFromTexts('/x/r', { 'SKILL.md': text });
  const counts = new Map([[ruleKey(RULES.size), { count: 4, text: RULES.size, lastIgnored: '2026-11-20', sources: ['failures.jsonl'] }]]);
  const plan = planHardening(doc, counts, { now: NOW });
  assert.equal(plan.items[0].entry?.id, 'rule_001');
  const out = hardenedText(doc, plan.items);
  const fm = parse(out.text.split('---\n')[1]) as { hard_rules: Array<{ id: string; violation_count: number; last_violated: string }> };
  assert.equal(fm.hard_rules.length, 1);
  assert.equal(fm.hard_rules[0].violation_count, 4);
  assert.equal(fm.hard_rules[0].last_violated, '2026-11-20');
  const same = planHardening(doc, new Map([[ruleKey(RULES.size), { count: 3, text: RULES.size, sources: [] }]]), { now: NOW });
  assert.equal(same.items[0].status, 'up-to-date');
});

test('plan: a level-1 rule without a mechanically fixable soft word, and a rule no longer in SKILL.md, are reported, not edited', () => {
  const doc = skillFromTexts('/x/r', { 'SKILL.md': '---\nname: r\n---\n- Output the summary as JSON.\n' });
  const counts = new Map([
    [ruleKey('Output the summary as JSON.'), { count: 2, text: 'Output the summary as JSON.', sources: ['tests.yaml'] }],
    [ruleKey('Always answer in YAML format'), { count: 5, text: 'Always answer in YAML format', sources: ['failures.jsonl'] }],
  ]);
  const plan = planHardening(doc, counts, { now: NOW });
  assert.deepEqual(plan.items.map((i) => i.status).sort(), ['no-mechanical-fix', 'not-found']);
  assert.equal(
    hardenedText(
      doc,
      plan.items.filter((i) => i.status === 'proposed'),
    ).text,
    doc.skillFile!.text!.text,
  );
});

test('a source that fails is named; the others still count', async () => {
  const dir = await hardenFixture();
  const broken: IgnoreSource = {
    name: 'broken.jsonl',
    counts: async () => {
      throw new Error('boom');
    },
  };
  const { counts, errors } = await combinedCounts(dir, [broken, ...DEFAULT_IGNORE_SOURCES]);
  assert.deepEqual(errors, [{ source: 'broken.jsonl', message: 'boom' }]);
  assert.equal(counts.get(ruleKey(RULES.table))?.count, 2);
});

test('Sentinel data: every rule ignored ≥ 2× is one hit, located in SKILL.md', async () => {
  const dir = await hardenFixture();
  const { counts } = await combinedCounts(dir, DEFAULT_IGNORE_SOURCES);
  const hits = ignoredRuleHits(await loadSkill(dir), counts);
  assert.deepEqual(
    hits.map((h) => [h.line, h.count]).sort(),
    [
      [lineOf(RULES.size), 3],
      [lineOf(RULES.table), 2],
      [lineOf(RULES.tone), 3],
    ].sort(),
  );
});

test('prepare: the CHECKPOINT text names each rule, its count and level, in English and Chinese, with the diff; nothing is written', async () => {
  const dir = await hardenFixture();
  const before = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const p = await prepareHardening(dir, { sources: DEFAULT_IGNORE_SOURCES, now: NOW });
  assert.equal(p.proposed.length, 2);
  const en = renderHardenPlan(p, 'en');
  assert.match(en, /🔴 CHECKPOINT HASP rule hardening — report-writer/);
  assert.match(en, new RegExp(`SKILL.md:${lineOf(RULES.table)} .* ignored 2×`));
  assert.match(en, /level 1 \(Should → Must wording\): should → must/);
  assert.match(en, /level 2 \(hard_rules rule_001\): should_activate "SKILL.md 文件大小 > 30KB"/);
  assert.match(en, /not hardened: style constraints are hard to detect exactly/);
  assert.match(en, /\+- You must output the report/);
  const zh = renderHardenPlan(p, 'zh-CN');
  assert.match(zh, /被忽略 3 次/);
  assert.match(zh, /不硬化：语义风格约束难以精确检测/);
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), before);
});
