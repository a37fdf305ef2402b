/**
 * Where the time goes, in process, over the corpus: load + parse, then each module's
 * rules (docs loaded once, warm, median of 3). `node --import tsx bench/rules.ts [corpus]`
 */
import path from 'node:path';
import { discoverSkills } from '../src/core/skill/discover.ts';
import { loadSkill } from '../src/core/skill/load.ts';
import { allRules } from '../src/core/engine/registry.ts';
import { scanDocument } from '../src/core/engine/scan.ts';
import type { SkillDocument } from '../src/core/skill/types.ts';

const corpus = process.argv[2] ?? path.resolve(import.meta.dirname, '../../shared/corpus');
const dirs = await discoverSkills(corpus);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const time = async (fn: () => unknown) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
let docs: SkillDocument[] = [];
const loads: number[] = [];
for (let i = 0; i < 3; i++) loads.push(await time(async () => (docs = await Promise.all(dirs.map((d) => loadSkill(d))))));
console.log(`load + parse ${dirs.length} skills: cold ${loads[0].toFixed(0)} ms, warm ${median(loads.slice(1)).toFixed(0)} ms`);
const base = median(await Promise.all([0, 1, 2].map(() => time(() => docs.forEach((d) => scanDocument(d, { rules: [] }))))));
console.log(`scores, dims, suppression (no rules): ${base.toFixed(0)} ms`);
const modules = [...new Set(allRules.map((r) => r.meta.module))];
for (const m of modules) {
  const rules = allRules.filter((r) => r.meta.module === m);
  const ts: number[] = [];
  for (let i = 0; i < 3; i++) ts.push(await time(() => docs.forEach((d) => scanDocument(d, { rules }))));
  console.log(`${m.padEnd(12)} ${rules.length.toString().padStart(2)} rules ${(median(ts) - base).toFixed(0).padStart(5)} ms`);
}
