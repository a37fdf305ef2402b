import path from 'node:path';
import { discoverSkills } from '../src/core/skill/discover.ts';
import { loadSkill } from '../src/core/skill/load.ts';
const corpus = path.resolve(import.meta.dirname, '../../shared/corpus');
const dirs = await discoverSkills(corpus);
for (let i = 0; i < 4; i++) {
  const t0 = performance.now();
  for (const d of dirs) await loadSkill(d);
  console.log((performance.now() - t0).toFixed(0));
}
