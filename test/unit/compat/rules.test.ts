/**
 * The compat/* rules (docs/features.md H10) as a set: registered, in the Profile module. Each rule's
 * own tests (fires where its limit is broken, quiet where it is not, its page names the
 * limit's source) are in test/unit/rules/compat/<name>.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rules } from '../../../src/core/modules/compat/rules/index.ts';
import { allRules } from '../../../src/core/engine/registry.ts';

test('every compat rule is registered, in the Profile module (the gate and sub-scores are unchanged)', () => {
  for (const r of rules) {
    assert.ok(allRules.includes(r), r.meta.id);
    assert.equal(r.meta.module, 'Profile');
  }
});
