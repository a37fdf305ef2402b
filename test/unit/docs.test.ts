import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rulesDoc, rulesTable } from '../../scripts/gen-rule-docs.ts';
import { allRules } from '../../src/core/engine/registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('docs/rules.md (the table of every rule, then a section each) is generated from the current rule metadata', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/rules.md'), 'utf8');
  assert.ok(doc.includes(rulesTable()), 'the rules table is stale: run npm run docs:rules');
  assert.match(readFileSync(path.join(ROOT, 'README.md'), 'utf8'), /\]\(docs\/rules\.md\)/, 'the README links the rule list');
  assert.equal(readFileSync(path.join(ROOT, 'docs/rules.md'), 'utf8'), rulesDoc(), 'docs/rules.md is stale: run npm run docs:rules');
});

test('every rule has a unique id, both languages, and messages in both languages', () => {
  const ids = new Set<string>();
  for (const r of allRules) {
    assert.ok(!ids.has(r.meta.id), `duplicate rule id ${r.meta.id}`);
    ids.add(r.meta.id);
    assert.match(r.meta.id, /^[a-z-]+\/[a-z0-9-]+$/);
    assert.ok(r.meta.description.en.trim() && r.meta.description.zh.trim(), r.meta.id);
    for (const [k, m] of Object.entries(r.meta.messages)) assert.ok(m.en.trim() && m.zh.trim(), `${r.meta.id}.${k}`);
  }
});
