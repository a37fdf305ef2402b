/** The scan cache's memo of the last collision search (issue 16): the same described skills, the same pairs, no search. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { addCollisionFindings, type CollisionMemo, type CollisionPairs } from '../../../src/core/modules/collisions/findings.ts';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';

const ws = path.resolve('/ws');
const scan = (dir: string, name: string, description: string) =>
  scanDocument(
    skillFromTexts(path.join(ws, dir), { 'SKILL.md': ['---', `name: ${name}`, `description: "${description}"`, '---', '', '# Body', ''].join('\n') }),
  );
const three = () => [
  scan('a', 'pdf-tools', 'Merge PDF files and fill PDF forms.'),
  scan('b', 'pdf-merge', 'Merge PDF files and fill PDF forms.'),
  scan('c', 'png-resize', 'Resize PNG images for the web.'),
];

function memo(): CollisionMemo & { store: Map<string, CollisionPairs>; gets: number } {
  const store = new Map<string, CollisionPairs>();
  const m = { store, gets: 0, get: (k: string) => (m.gets++, store.get(k)), set: (k: string, p: CollisionPairs) => void store.set(k, p) };
  return m;
}

test('addCollisionFindings with a memo: the first search is kept, the same skills then take the kept pairs, a changed description searches again', () => {
  const m = memo();
  const plain = three();
  const expected = addCollisionFindings(plain, 'en');
  const first = three();
  addCollisionFindings(first, 'en', undefined, m);
  assert.equal(m.store.size, 1);
  assert.deepEqual([...m.store.values()][0], [[0, 1, expected[0].score, expected[0].shared]]);
  assert.deepEqual(
    first.map((r) => r.findings),
    plain.map((r) => r.findings),
    'the same findings as without a memo',
  );
  // Kept pairs are what the next search of the same skills reports: mark one to see it used.
  const [key] = m.store.keys();
  m.store.set(key, [[0, 2, 0.75, ['marked']]]);
  const again = three();
  const reused = addCollisionFindings(again, 'en', undefined, m);
  assert.equal(reused[0].b.name, 'png-resize');
  assert.match(again[2].findings.find((f) => f.ruleId === 'collisions/overlap')!.message, /overlaps 75% .*Shared words: marked/);
  // Another description: another key, a real search.
  const changed = [
    scan('a', 'pdf-tools', 'Merge PDF files and fill PDF forms.'),
    scan('b', 'pdf-merge', 'Merge PDF files and fill PDF forms!'),
    scan('c', 'png-resize', 'Resize PNG images for the web.'),
  ];
  const fresh = addCollisionFindings(changed, 'en', undefined, m);
  assert.equal(m.store.size, 2);
  assert.deepEqual(
    fresh.map((c) => [c.a.name, c.b.name]),
    [['pdf-tools', 'pdf-merge']],
  );
});
