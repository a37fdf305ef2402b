/**
 * Every registered rule has its own test file, test/unit/rules/<module>/<name>.test.ts for
 * the rule `<module>/<name>`, which runs the rule through the shared RuleTester
 * (test/support/rule-tester.ts) and names the rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allRules } from '../../../src/core/engine/registry.ts';

const HERE = import.meta.dirname;

function testFileOf(id: string): string {
  return path.join(HERE, `${id}.test.ts`);
}

test('every registered rule has test/unit/rules/<module>/<name>.test.ts that runs it through the RuleTester and names it', () => {
  const missing: string[] = [];
  const unnamed: string[] = [];
  const noTester: string[] = [];
  for (const rule of allRules) {
    const file = testFileOf(rule.meta.id);
    if (!existsSync(file)) {
      missing.push(`${rule.meta.id} (expected ${path.relative(process.cwd(), file)})`);
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (!text.includes(rule.meta.id)) unnamed.push(rule.meta.id);
    if (!/ruleTester\.run\(/.test(text) || !/\bvalid:\s*\[/.test(text) || !/\binvalid:\s*\[/.test(text)) noTester.push(rule.meta.id);
  }
  assert.deepEqual(missing, [], `rules without a test file: ${missing.join(', ')}`);
  assert.deepEqual(unnamed, [], `test files that do not mention their rule: ${unnamed.join(', ')}`);
  assert.deepEqual(noTester, [], `test files that do not run ruleTester.run(rule, { valid, invalid }): ${noTester.join(', ')}`);
});

test('every test file under test/unit/rules/<module>/ belongs to a registered rule', () => {
  const ids = new Set(allRules.map((r) => r.meta.id));
  const strays: string[] = [];
  for (const entry of readdirSync(HERE, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const name of readdirSync(path.join(HERE, entry.name))) {
      if (!name.endsWith('.test.ts')) continue;
      const id = `${entry.name}/${name.slice(0, -'.test.ts'.length)}`;
      if (!ids.has(id)) strays.push(id);
    }
  }
  assert.deepEqual(strays, [], `test files for no registered rule: ${strays.join(', ')}`);
});
