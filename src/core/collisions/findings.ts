/**
 * Collisions as findings (`collisions/overlap`, warning): one on each skill's
 * description, with the other skill's description as the related location (a path
 * relative to this skill's folder), so the Problems panel, SARIF and the JSON all show
 * the pair. Added after the per-skill scan because it needs the whole workspace.
 */
import path from 'node:path';
import type { Locale } from '../l10n/index.ts';
import { localTable } from '../l10n/index.ts';
import type { Finding } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';
import { COLLISION_RULE, describedSkill, findCollisions, type Collision, type DescribedSkill } from './collisions.ts';

const say = localTable({
  overlap: {
    en: 'This description overlaps {score}% with that of `{other}` ({otherDir}): an agent choosing by description cannot tell which of the two to load. Shared words: {shared}. Say what sets this skill apart and when to use the other one instead, or merge the two.',
    zh: '此描述与 `{other}`（{otherDir}）的描述重合 {score}%：按描述选择技能的 agent 分不清该加载哪一个。共同词：{shared}。请写明本技能的不同之处以及何时改用另一个，或把两者合并。',
  },
  related: { en: 'the description of `{name}`', zh: '`{name}` 的描述' },
});

export interface CollisionScan {
  doc: SkillDocument;
  findings: Finding[];
  /** A report-only result's summary: its description, taken while the document was whole. */
  summary?: { described?: DescribedSkill };
}

/** Find collisions among the scanned skills and add a finding to both skills of each; returns the collisions. */
export function addCollisionFindings(results: readonly CollisionScan[], locale: Locale = 'en', threshold?: number): Collision[] {
  const described: Array<{ skill: DescribedSkill; result: CollisionScan }> = [];
  for (const r of results) {
    const skill = r.summary ? r.summary.described : describedSkill(r.doc);
    if (skill) described.push({ skill, result: r });
  }
  const collisions = findCollisions(
    described.map((d) => d.skill),
    threshold,
  );
  const byDir = new Map(described.map((d) => [path.resolve(d.skill.dir), d.result]));
  for (const c of collisions) {
    byDir.get(path.resolve(c.a.dir))?.findings.push(collisionFinding(c.a, c.b, c, locale));
    byDir.get(path.resolve(c.b.dir))?.findings.push(collisionFinding(c.b, c.a, c, locale));
  }
  return collisions;
}

export function collisionFinding(self: DescribedSkill, other: DescribedSkill, c: Collision, locale: Locale): Finding {
  const rel = path.relative(self.dir, other.dir).split(path.sep).join('/') || '.';
  return {
    ruleId: COLLISION_RULE,
    module: 'Profile',
    dimension: 'dim1',
    severity: 'warning',
    file: self.file,
    range: self.range,
    message: say(locale, 'overlap', { score: Math.round(c.score * 100), other: other.name, otherDir: rel, shared: c.shared.join(', ') || '—' }),
    related: [{ file: `${rel}/${other.file}`, range: other.range, message: say(locale, 'related', { name: other.name }) }],
    data: { other: other.name, otherDir: rel, score: Math.round(c.score * 1000) / 1000 },
  };
}
