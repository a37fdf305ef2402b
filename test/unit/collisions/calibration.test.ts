/**
 * The collision threshold, calibrated on the vendored corpus (test/fixtures/corpus):
 * at 0.7 the only pair is spark-video ↔ spark-video-episode (the same description),
 * and the one pair between 0.5 and 0.7 (director ↔ screenwriter of the same bundle,
 * told apart by what each turns into what) stays out. Related skills score far lower.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { COLLISION_THRESHOLD, describedSkill, findCollisions, type DescribedSkill } from '../../../src/core/modules/collisions/collisions.ts';
import { discoverSkills } from '../../../src/core/skill/discover.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/corpus');
const short = (s: DescribedSkill) => path.relative(CORPUS, s.dir).split(path.sep).join('/');

test('on the vendored corpus the threshold flags the duplicate description and nothing else', async () => {
  const skills: DescribedSkill[] = [];
  for (const dir of await discoverSkills(CORPUS)) {
    const s = describedSkill(await loadSkill(dir));
    if (s) skills.push(s);
  }
  assert.ok(skills.length >= 50, `${skills.length} skills`);
  const pairs = findCollisions(skills).map((c) => [short(c.a), short(c.b)].sort().join(' <> '));
  assert.deepEqual(pairs, ['modelstudioai__skills/spark-video <> modelstudioai__skills/spark-video/references/spark-video-episode']);
  assert.equal(COLLISION_THRESHOLD, 0.7);
  const loose = findCollisions(skills, 0.5).map((c) => [short(c.a), short(c.b)].sort().join(' <> '));
  assert.ok(
    loose.includes(
      'modelstudioai__skills/spark-video/references/spark-video-director <> modelstudioai__skills/spark-video/references/spark-video-screenwriter',
    ),
    loose.join('; '),
  );
  assert.equal(loose.length, 2, 'only the bundle pair lies between 0.5 and 0.7');
});
