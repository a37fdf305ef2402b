/**
 * Rule pages cannot lie: every registered rule has a page (docs/rules/<module>/<name>.md)
 * with the sections a reader looks for, and each of its examples is scanned as a skill
 * folder by the real scanner — a bad example must draw the rule, a good one must not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allRules } from '../../../src/core/engine/registry.ts';
import { rulePagePath } from '../../../src/core/rules/types.ts';
import type { Finding, Rule } from '../../../src/core/rules/types.ts';
import { examplesOf, scanExample } from './rule-examples.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECTIONS = ['## What it checks', '## Why', '## How to fix', '## Examples', '## 简体中文'];

function pageOf(rule: Rule): string {
  return readFileSync(path.join(ROOT, rulePagePath(rule.meta.id)), 'utf8');
}

function describe(findings: Finding[]): string {
  return `${findings.map((f) => `${f.ruleId} ${f.severity} ${f.file}:${f.range.start.line}`).join('; ') || 'no findings'}`;
}

test('every registered rule has a page, and every page is a registered rule', () => {
  const missing = allRules.map((r) => rulePagePath(r.meta.id)).filter((p) => !existsSync(path.join(ROOT, p)));
  assert.deepEqual(missing, []);
  const pages = readdirSync(path.join(ROOT, 'docs/rules'), { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.md') && p !== 'README.md')
    .map((p) => `docs/rules/${p.split(path.sep).join('/')}`)
    .sort();
  assert.deepEqual(pages, allRules.map((r) => rulePagePath(r.meta.id)).sort());
});

test('every page is titled with its rule id and has what / why / how to fix / examples, in English and 简体中文', () => {
  for (const rule of allRules) {
    const page = pageOf(rule);
    assert.equal(page.split('\n')[0], `# ${rule.meta.id}`, rule.meta.id);
    for (const s of SECTIONS) assert.ok(page.includes(`\n${s}\n`), `${rule.meta.id}: no "${s}" section`);
    const zh = page.slice(page.indexOf('\n## 简体中文\n'));
    for (const s of ['### 检查什么', '### 为什么', '### 如何修复']) assert.ok(zh.includes(`\n${s}\n`), `${rule.meta.id}: no "${s}"`);
  }
});

for (const rule of allRules) {
  const id = rule.meta.id;
  test(`${id}: the page's bad examples draw it and its good examples do not`, () => {
    const examples = examplesOf(pageOf(rule));
    const bad = examples.filter((e) => e.kind === 'bad');
    const good = examples.filter((e) => e.kind === 'good');
    assert.ok(bad.length >= 1 && good.length >= 1, `${id}: ${bad.length} bad and ${good.length} good examples`);
    for (const e of examples) {
      const all = scanExample(e);
      assert.deepEqual(
        all.filter((f) => f.ruleId === 'luban/internal-error'),
        [],
        `${id} line ${e.line}: a rule crashed`,
      );
      const mine = all.filter((f) => f.ruleId === id);
      if (e.kind === 'good') {
        assert.equal(mine.length, 0, `${id} good example at line ${e.line} draws the rule: ${describe(mine)}`);
      } else if (rule.meta.defaultSeverity === 'info') {
        // An information-only rule: being reported at all is the claim.
        assert.ok(mine.length >= 1, `${id} bad example at line ${e.line} is not reported: ${describe(all)}`);
      } else {
        assert.ok(
          mine.some((f) => f.severity !== 'info'),
          `${id} bad example at line ${e.line} draws no warning or error: ${describe(all)}`,
        );
      }
    }
  });
}
