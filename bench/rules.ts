/**
 * Per-rule time over the corpus, in process (docs loaded once): finds the hot rules.
 * `node --import tsx bench/rules.ts [corpus]`
 */
import path from 'node:path';
import { discoverSkills } from '../src/core/skill/discover.ts';
import { loadSkill } from '../src/core/skill/load.ts';
import { allRules } from '../src/core/rules/registry.ts';
import { scanDocument } from '../src/core/engine/scan.ts';

const corpus = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/corpus');
const dirs = await discoverSkills(corpus);
let t0 = performance.now();
const docs = [];
for (const d of dirs) docs.push(await loadSkill(d));
console.log(`load+parse ${dirs.length} skills: ${(performance.now() - t0).toFixed(0)} ms (cold)`);
t0 = performance.now();
for (const d of dirs) await loadSkill(d);
console.log(`load+parse again: ${(performance.now() - t0).toFixed(0)} ms (warm)`);
const times = new Map<string, number>();
for (let round = 0; round < 3; round++) {
  for (const rule of allRules) {
    const s = performance.now();
    for (const doc of docs) scanDocument(doc, { rules: [rule] });
    if (round > 0) times.set(rule.meta.id, (times.get(rule.meta.id) ?? 0) + (performance.now() - s) / 2);
  }
}
const total = [...times.values()].reduce((a, b) => a + b, 0);
console.log(`all rules (warm): ${total.toFixed(0)} ms`);
for (const [id, t] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${t.toFixed(1).padStart(7)} ms  ${id}`);
