/** The metis profile's iron-rule rules (docs/features.md G5) as a set: iron-rule metadata and the profile gate. Each rule's own suite is in test/unit/rules/metis/<name>.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rules } from '../../../../src/core/modules/metis/index.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const FM = ['name: demo', 'description: Builds demo reports. Use when the user asks for a demo report.', 'lazy_load: true', 'think_type: react'];

/** A metis skill.md: frontmatter lines (default: a valid metis frontmatter) and a body. */
function md(body: string, fm: string[] = FM): string {
  return ['---', ...fm, '---', '', body].join('\n');
}

test('every metis rule carries its iron rule number in its metadata and in each message, and runs only in the metis profile', () => {
  const numbers = rules.map((r) => r.meta.ironRule);
  assert.deepEqual(numbers, [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16]);
  for (const r of rules) {
    assert.ok(r.meta.id.startsWith('metis/'), r.meta.id);
    assert.equal(r.meta.module, 'Metis');
    assert.deepEqual(r.meta.profiles, ['metis']);
    for (const [id, m] of Object.entries(r.meta.messages)) {
      assert.ok(m.en.includes(`Iron rule #${r.meta.ironRule}`), `${r.meta.id} ${id} (en)`);
      assert.ok(m.zh.includes(`铁律 #${r.meta.ironRule}`), `${r.meta.id} ${id} (zh)`);
    }
  }
});

test('the metis rules say nothing about a skill outside the metis profile', () => {
  const doc = skillFromTexts('demo', {
    'SKILL.md': md('# Demo\n\nRun `python3 scripts/x.py`.\n', ['name: Demo_Skill', 'description: Demo v1.2.']),
    'a.json': '{"a": 1,}',
  });
  const found = scanDocument(doc, { rules, profile: 'agentskills' }).findings;
  assert.deepEqual(found, []);
});
