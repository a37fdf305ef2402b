/**
 * Rule options (issue 11 item 4): a rule declares its options — schema, defaults, and the
 * older global config keys that still set them — in its own metadata, and reads
 * `context.options`, which the engine resolves. Existing configs keep their meaning.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { configJsonSchema } from '../../../src/core/base/config/schema.ts';
import { resolveRuleOptions } from '../../../src/core/engine/rule-options.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { allRules, ruleById } from '../../../src/core/engine/registry.ts';
import { lazyValidator } from '../../../src/core/base/validator.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';

const withOptions = allRules.filter((r) => r.meta.options);

/** The JSON schema of a dotted config key (`cascade.staleDays`) in the config schema. */
function configKeySchema(dotted: string): unknown {
  let s: unknown = configJsonSchema;
  for (const key of dotted.split('.')) s = (s as { properties?: Record<string, unknown> }).properties?.[key];
  return s;
}

test('the rules that read configuration declare options: soft words, the CASCADE thresholds and the metis skill.md limits', () => {
  assert.deepEqual(
    withOptions.map((r) => r.meta.id),
    [
      'hasp/soft-word',
      'cascade/stale-reference',
      'cascade/refresh-due',
      'distill/long-paragraph',
      'distill/repeated-description',
      'distill/no-quick-start',
      'metis/skill-md-length',
    ],
  );
});

test("every rule's defaults match its schema, and each older config key it maps has the option's own schema", () => {
  for (const r of withOptions) {
    const o = r.meta.options!;
    const v = lazyValidator(o.schema);
    assert.ok(v.check(o.defaults), `${r.meta.id}: defaults ${v.errorsText()}`);
    assert.ok(!v.check({ ...o.defaults, notAnOption: 1 }), `${r.meta.id}: unknown options are refused`);
    for (const [option, dotted] of Object.entries(o.configKeys ?? {})) {
      assert.ok(option in o.defaults, `${r.meta.id}: ${option} has a default`);
      const optionSchema = (o.schema as { properties: Record<string, unknown> }).properties[option];
      // The same schema: what config validation accepted under the old key is a valid option.
      assert.deepEqual(optionSchema, configKeySchema(dotted!), `${r.meta.id}: ${option} ↔ ${dotted}`);
    }
  }
});

test('resolveRuleOptions: defaults, then the older config keys; a missing or null key keeps the default', () => {
  const stale = ruleById('cascade/stale-reference')!.meta;
  const due = ruleById('cascade/refresh-due')!.meta;
  const soft = ruleById('hasp/soft-word')!.meta;
  assert.deepEqual(resolveRuleOptions(stale, {}), { staleDays: 180 });
  assert.deepEqual(resolveRuleOptions(due, {}), { refreshDays: 90, staleDays: 180 });
  assert.deepEqual(resolveRuleOptions(due, { cascade: { staleDays: 365 } }), { refreshDays: 90, staleDays: 365 });
  assert.deepEqual(resolveRuleOptions(stale, { cascade: { refreshDays: 30, staleDays: 60 } }), { staleDays: 60 });
  assert.deepEqual(resolveRuleOptions(soft, { softWords: { add: ['perhaps'] } }), { add: ['perhaps'], remove: [] });
  assert.deepEqual(resolveRuleOptions(soft, { softWords: { remove: null } } as never), { add: [], remove: [] });
  assert.deepEqual(resolveRuleOptions(ruleById('skillops/name-missing')!.meta, { softWords: { add: ['x'] } }), {}, 'a rule without options gets none');
  assert.ok(Object.isFrozen(resolveRuleOptions(soft, {})), 'rules cannot change them');
});

const FM = '---\nname: demo\ndescription: "Does X. Use when Y."\n---\n\n# Demo\n\n';
const NOW = new Date('2026-03-01T00:00:00Z');

test('through the scanner, the older config keys still set the options', () => {
  const ids = (texts: Record<string, string>, config = {}) =>
    scanDocument(skillFromTexts('demo', texts), { config, now: NOW }).findings.map((f) => `${f.ruleId} ${f.range.start.line}`);
  const soft = { 'SKILL.md': `${FM}Perhaps resize it. You should keep the ratio.\n` };
  assert.deepEqual(
    ids(soft).filter((s) => s.startsWith('hasp/')),
    ['hasp/soft-word 8'],
  );
  assert.deepEqual(
    ids(soft, { softWords: { add: ['perhaps'], remove: ['should'] } }).filter((s) => s.startsWith('hasp/')),
    ['hasp/soft-word 8'],
  );
  assert.deepEqual(
    ids(soft, { softWords: { add: ['perhaps'] } }).filter((s) => s.startsWith('hasp/')),
    ['hasp/soft-word 8', 'hasp/soft-word 8'],
  );
  // Updated 120 days before NOW: refresh due by default; stale at staleDays 100; neither with refreshDays 150.
  const dated = {
    'SKILL.md': `${FM}See [notes](references/notes.md).\n`,
    'references/notes.md': '# Notes\n\nPer RFC 9111.\n\n## [2025-11-01] 更新\n\nChecked.\n',
  };
  const cascade = (config = {}) => ids(dated, config).filter((s) => s.startsWith('cascade/'));
  assert.deepEqual(cascade(), ['cascade/refresh-due 3']);
  assert.deepEqual(cascade({ cascade: { staleDays: 100 } }), ['cascade/stale-reference 3']);
  assert.deepEqual(cascade({ cascade: { refreshDays: 150 } }), []);
});

// ESLint's `"rule": [level, options]` form in the config's `rules` (issue 11 item 4).

const SKILL =
  '---\nname: demo\ndescription: Formats notes. Use when the user says "format notes".\n---\n\n# Demo\n\nYou should format it. Hopefully it works.\n';

test('rules: ["warning", { add }] sets the options of that rule (over the older softWords key) and its level', () => {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL });
  const words = (config: object) =>
    scanDocument(doc, { config })
      .findings.filter((f) => f.ruleId === 'hasp/soft-word')
      .map((f) => `${f.severity} ${f.message.match(/"([^"]+)"/)?.[1]}`);
  assert.deepEqual(words({}), ['warning should']);
  assert.deepEqual(words({ rules: { 'hasp/soft-word': ['info', { add: ['hopefully'] }] } }), ['info should', 'info Hopefully']);
  assert.deepEqual(words({ rules: { 'hasp/soft-word': ['error'] } }), ['error should']);
  // The rule's own entry wins over the older global key for the same option.
  assert.deepEqual(words({ softWords: { add: ['hopefully'] }, rules: { 'hasp/soft-word': ['warning', { add: [] }] } }), ['warning should']);
  assert.deepEqual(words({ rules: { 'hasp/soft-word': ['off', { add: ['hopefully'] }] } }), []);
});

test('the config schema accepts a level or [level, options] and refuses other shapes', () => {
  const v = lazyValidator(configJsonSchema);
  for (const ok of ['warning', ['off'], ['error', { add: ['x'] }]]) assert.ok(v.check({ rules: { 'hasp/soft-word': ok } }), JSON.stringify(ok));
  for (const bad of ['loud', [], ['warning', 'x'], ['warning', {}, {}], [{ add: [] }]])
    assert.ok(!v.check({ rules: { 'hasp/soft-word': bad } }), JSON.stringify(bad));
});

test("options the rule's own schema refuses are a config error naming the file and the rule; options to a rule without any too", async () => {
  const { checkRuleSettings, ruleSettingProblems } = await import('../../../src/core/engine/rule-options.ts');
  const config = {
    rules: {
      'hasp/soft-word': ['warning', { add: 'maybe' }],
      'skillops/broken-reference': ['error', { x: 1 }],
      'cascade/stale-reference': ['warning', { staleDays: 30 }],
    },
  } as const;
  const problems = ruleSettingProblems(config as never, allRules);
  assert.equal(problems.length, 2);
  assert.match(problems.find((p) => p.includes('soft-word'))!, /^\/rules\/hasp\/soft-word: options \/add must be array$/);
  assert.equal(
    problems.find((p) => p.includes('broken-reference')),
    '/rules/skillops/broken-reference: takes no options',
  );
  assert.throws(
    () => checkRuleSettings({ config: config as never, file: '/ws/.luban.json' }),
    (e: Error) => e.message === `/ws/.luban.json: ${problems[0]} (and 1 more)`,
  );
  // A refused options object is never applied: the defaults stay.
  assert.deepEqual(resolveRuleOptions(ruleById('hasp/soft-word')!.meta, config as never), { add: [], remove: [] });
  assert.deepEqual(resolveRuleOptions(ruleById('cascade/stale-reference')!.meta, config as never), { staleDays: 30 });
});
