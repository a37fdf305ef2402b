/** The Skill Tree rules (SPEC F5), each over legal and illegal skills, with their fixes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule as layerPrefix } from '../../../../src/core/modules/skilltree/layer-prefix.ts';
import { rule as l1NoDependencies } from '../../../../src/core/modules/skilltree/l1-no-dependencies.ts';
import { rule as dependencyLayer } from '../../../../src/core/modules/skilltree/dependency-layer.ts';
import { rule as dependencyMissing } from '../../../../src/core/modules/skilltree/dependency-missing.ts';
import { rule as dependencyTable } from '../../../../src/core/modules/skilltree/dependency-table.ts';
import { rule as reimplementsL1 } from '../../../../src/core/modules/skilltree/reimplements-l1.ts';
import { resolveProfile } from '../../../../src/core/engine/profile.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { CATALOGUE } from '../../../../src/core/skill/tree/catalogue.ts';
import { table, treeMd, ws } from './helpers.ts';

const md = (s: Parameters<typeof treeMd>[0]) => ({ 'SKILL.md': treeMd(s) });

test('the catalogue is the seed\'s: 10 L1 and 2 L2 skills, the L2s made of catalogue L1s', () => {
  assert.equal(CATALOGUE.filter((c) => c.layer === 1).length, 10);
  assert.deepEqual(CATALOGUE.filter((c) => c.layer === 2).map((c) => c.name), ['l2-web-research', 'l2-digest']);
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

test('skilltree/layer-prefix: prefix and layer agree; the safe fix makes layer follow the name', () => {
  ruleTester.run(layerPrefix, {
    valid: [{ files: md({ name: 'l1-fetch', layer: 1 }) }, { files: md({ name: 'l3-report', layer: 'L3' }) }, { files: md({ name: 'plain-skill' }) }],
    invalid: [
      {
        name: 'mismatch',
        files: md({ name: 'l3-report', layer: 2 }),
        errors: [{ line: 3, column: 8, messageId: 'mismatch', severity: 'error' }],
        output: { 'SKILL.md': treeMd({ name: 'l3-report', layer: 3 }) },
      },
      {
        name: 'prefix without layer',
        files: md({ name: 'l2-digest-plus' }),
        errors: [{ line: 2, messageId: 'missingLayer' }],
        output: { 'SKILL.md': treeMd({ name: 'l2-digest-plus', layer: 2 }) },
      },
      { name: 'layer without prefix', files: md({ name: 'report', layer: 3 }), errors: [{ line: 2, column: 7, messageId: 'missingPrefix' }] },
      { name: 'not a layer', files: md({ name: 'l1-fetch', layer: 4 }), errors: [{ line: 3, messageId: 'badLayer' }], output: { 'SKILL.md': treeMd({ name: 'l1-fetch', layer: 1 }) } },
      { name: '中文', locale: 'zh-CN', files: md({ name: 'l3-report', layer: 1 }), errors: [{ line: 3, messageId: 'mismatch' }] },
    ],
  });
});

test('skilltree/l1-no-dependencies: an L1 skill lists none', () => {
  ruleTester.run(l1NoDependencies, {
    valid: [{ files: md({ name: 'l1-fetch', layer: 1 }) }, { files: md({ name: 'l2-digest-x', layer: 2, deps: ['l1-web-fetch'] }) }],
    invalid: [
      { files: md({ name: 'l1-fetch', layer: 1, deps: ['l1-kv-store', 'l1-web-fetch'] }), errors: [{ line: 6, column: 5, messageId: 'dependency' }, { line: 7, column: 5, messageId: 'dependency' }] },
      { name: 'layer from the prefix alone', files: md({ name: 'l1-fetch', deps: ['l1-kv-store'] }), errors: [{ line: 5, messageId: 'dependency' }] },
    ],
  });
});

test('skilltree/dependency-layer: L2 → L1 only; L3 → L2 and L1; a workspace skill outside the tree is not a layer', () => {
  const workspace = ws({ name: 'l2-news', layer: 2, deps: ['l1-search-engine'] }, { name: 'l3-weekly', layer: 3, deps: ['l2-news'] }, { name: 'helper' }, { name: 'odd-one', layer: 1 });
  ruleTester.run(dependencyLayer, {
    valid: [
      { files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l1-text-transform'] }), workspace },
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-web-research', 'l1-kv-store'] }), workspace },
      { name: 'declared layer of a workspace skill counts over its (absent) prefix', files: md({ name: 'l2-x', layer: 2, deps: ['odd-one'] }), workspace },
      { name: 'a missing dependency without a prefix is dependency-missing\'s', files: md({ name: 'l3-x', layer: 3, deps: ['nowhere'] }), workspace },
    ],
    invalid: [
      { name: 'L2 → L2', files: md({ name: 'l2-x', layer: 2, deps: ['l1-web-fetch', 'l2-web-research'] }), workspace, errors: [{ line: 7, messageId: 'l2', severity: 'error' }] },
      { name: 'L2 → L3 (by prefix, not on disk)', files: md({ name: 'l2-x', layer: 2, deps: ['l3-weekly'] }), workspace, errors: [{ line: 6, messageId: 'l2' }] },
      { name: 'L3 → L3', files: md({ name: 'l3-x', layer: 3, deps: ['l3-weekly', 'l1-kv-store'] }), workspace, errors: [{ line: 6, messageId: 'l3' }] },
      { name: 'L3 → unlayered', files: md({ name: 'l3-x', layer: 3, deps: ['helper'] }), workspace, errors: [{ line: 6, messageId: 'unlayered' }] },
    ],
  });
});

test('skilltree/dependency-missing: every dependency is in the workspace or the catalogue; on its own only the catalogue is judged', () => {
  const workspace = ws({ name: 'l2-news', layer: 2, deps: ['l1-search-engine'] });
  ruleTester.run(dependencyMissing, {
    valid: [
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-digest', 'l1-webhook-push'] }), workspace },
      { name: 'checked on its own: a workspace name is not called missing', files: md({ name: 'l3-x', layer: 3, deps: ['l2-somewhere'] }) },
    ],
    invalid: [
      { name: 'did you mean', files: md({ name: 'l3-x', layer: 3, deps: ['l2-newss'] }), workspace, errors: [{ line: 6, column: 5, messageId: 'didYouMean', severity: 'error' }] },
      { name: 'unknown', files: md({ name: 'l3-x', layer: 3, deps: ['l2-competitor-radar'] }), workspace, errors: [{ line: 6, messageId: 'missing' }] },
      { name: 'itself', files: md({ name: 'l3-x', layer: 3, deps: ['l3-x'] }), workspace, errors: [{ line: 6, messageId: 'self' }] },
      { name: 'not a list', files: { 'SKILL.md': '---\nname: l2-x\nlayer: 2\ndescription: X. Use when x.\ndependencies: l1-web-fetch\n---\n\n# X\n' }, workspace, errors: [{ line: 5, messageId: 'malformed' }] },
    ],
  });
});

test('skilltree/dependency-table: a 「依赖技能」 row with a role per dependency; safe fixes add the row or the table', () => {
  const workspace = ws({ name: 'l2-news', layer: 2, deps: ['l1-search-engine'], description: 'Collects the day\'s news on a topic. Use when a digest is wanted.' });
  const body = table([['l2-news', '收集新闻']]);
  ruleTester.run(dependencyTable, {
    valid: [
      { files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body }), workspace },
      { name: 'backticked names', files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body: table([['`l2-news`', '收集新闻']]) }), workspace },
      { name: 'no dependencies, no table needed', files: md({ name: 'l1-x', layer: 1 }) },
    ],
    invalid: [
      {
        name: 'a row missing',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-webhook-push'], body }),
        workspace,
        errors: [{ line: 7, messageId: 'missingRow', severity: 'warning' }],
        output: { 'SKILL.md': treeMd({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-webhook-push'], body: table([['l2-news', '收集新闻'], ['l1-webhook-push', '飞书/Slack/钉钉/Discord 推送']]) }) },
      },
      {
        name: 'no table',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'] }),
        workspace,
        errors: [{ line: 5, messageId: 'noTable' }],
        output: { 'SKILL.md': treeMd({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'] }) + '\n' + table([['l2-news', "Collects the day's news on a topic."], ['l1-kv-store', '本地 JSON KV 持久化存储']]) + '\n' },
      },
      { name: 'a row without a role', files: md({ name: 'l3-x', layer: 3, deps: ['l2-news'], body: table([['l2-news', '']]) }), workspace, errors: [{ line: 15, messageId: 'noRole' }] },
      {
        name: 'nothing describes a missing dependency: no fix',
        files: md({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l2-ghost'], body }),
        workspace,
        errors: [{ line: 7, messageId: 'missingRow' }],
      },
    ],
  });
});

test('skilltree/dependency-table: the table at the very end of a file without a final newline gets its row after one', () => {
  const text = treeMd({ name: 'l3-x', layer: 3, deps: ['l2-news', 'l1-kv-store'], body: table([['l2-news', '收集新闻']]) }).replace(/\n$/, '');
  ruleTester.run(dependencyTable, {
    valid: [],
    invalid: [{ files: { 'SKILL.md': text }, workspace: ws({ name: 'l2-news', layer: 2 }), errors: [{ line: 7, messageId: 'missingRow' }], output: { 'SKILL.md': text + '\n| l1-kv-store | 本地 JSON KV 持久化存储 |' } }],
  });
});

test('skilltree/reimplements-l1: a new skill doing an existing L1\'s job is flagged; reuse and unrelated skills are not', () => {
  const fetcher = { name: 'l1-page-fetch', layer: 1, description: 'Fetch a web page with curl and convert its HTML to Markdown. Use when the text of a page is needed.' };
  ruleTester.run(reimplementsL1, {
    valid: [
      { name: 'unrelated L1', files: md({ name: 'l1-csv-chart', layer: 1, description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of tabular numbers is wanted.' }), workspace: ws() },
      { name: 'an L3 that depends on the L1', files: md({ name: 'l3-page-archive', layer: 3, deps: ['l1-web-fetch'], description: 'Fetch a web page with curl and convert its HTML to Markdown, then archive it.' }), workspace: ws() },
      { name: 'the existing L1 itself', files: md({ name: 'l1-web-fetch', layer: 1, description: 'Fetch a web page with curl and convert its HTML to Markdown.' }), workspace: ws() },
    ],
    invalid: [
      { name: 'against the catalogue', files: md(fetcher), workspace: ws(), errors: [{ line: 4, messageId: 'reimplements', severity: 'warning' }] },
      {
        name: 'against a workspace L1',
        files: md({ name: 'l1-chart-draw', layer: 1, description: 'Draws bar charts from CSV columns as SVG files.' }),
        workspace: ws({ name: 'l1-csv-chart', layer: 1, description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of tabular numbers is wanted.' }),
        errors: [{ line: 4, messageId: 'reimplements' }],
      },
    ],
  });
});
