/**
 * The hard cases for false alarms: five real security-teaching skills (vendored in
 * test/fixtures/corpus with their licences) whose references document attack patterns on
 * purpose. They must scan without an internal error and without one error-level
 * Sentinel finding ("do not install"), while their documented patterns are still seen.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { rules } from '../../../../src/core/modules/sentinel/index.ts';
import { securityVerdict } from '../../../../src/core/modules/sentinel/verdict.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/corpus');
const SKILLS = [
  'getsentry__skills/skill-scanner',
  'getsentry__skills/security-review',
  'getsentry__skills/gha-security-review',
  'trailofbits__skills/yara-rule-authoring',
  'trailofbits__skills/agentic-actions-auditor',
];

for (const dir of SKILLS) {
  test(`teaching skill ${dir}: no error-level Sentinel finding, facts on every finding`, async () => {
    const doc = await loadSkill(path.join(FIXTURES, dir));
    const findings = scanDocument(doc, { rules }).findings;
    assert.deepEqual(
      findings.filter((f) => f.ruleId === 'luban/internal-error'),
      [],
    );
    const errors = findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.file}:${f.range.start.line} ${f.message}`);
    assert.deepEqual(errors, []);
    assert.notEqual(securityVerdict(findings).level, 'block');
    for (const f of findings) {
      assert.equal(f.data?.category, f.category, `${f.file}:${f.range.start.line}`);
      assert.equal(f.data?.counted, f.severity !== 'info', `${f.file}:${f.range.start.line}`);
    }
  });
}

test('teaching skill: the documented attack patterns are still reported', async () => {
  const doc = await loadSkill(path.join(FIXTURES, 'getsentry__skills/skill-scanner'));
  const findings = scanDocument(doc, { rules }).findings.filter((f) => f.file === 'references/dangerous-code-patterns.md');
  assert.ok(findings.length >= 10, `expected many documented patterns, got ${findings.length}`);
  const rulesSeen = new Set(findings.map((f) => f.ruleId));
  assert.ok(rulesSeen.size >= 3, `expected several rules, got ${[...rulesSeen].join(', ')}`);
});
