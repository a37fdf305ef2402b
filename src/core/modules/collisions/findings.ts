/**
 * Collisions as findings (`collisions/overlap`, warning): one on each skill's
 * description, with the other skill's description as the related location (a path
 * relative to this skill's folder), so the Problems panel, SARIF and the JSON all show
 * the pair. Added after the per-skill scan because it needs the whole workspace.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Locale } from '../../base/l10n/index.ts';
import { localTable } from '../../base/l10n/index.ts';
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { COLLISION_RULE, COLLISION_THRESHOLD, describedSkill, findCollisions, type Collision, type DescribedSkill } from './collisions.ts';

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

/**
 * Collisions found before, kept by the scan cache: the pairs (indices into the described
 * skills, score, shared terms) under a key that hashes every described skill in order and
 * the threshold, so the same skills give the same pairs without comparing them again.
 */
export interface CollisionMemo {
  get(key: string): CollisionPairs | undefined;
  set(key: string, pairs: CollisionPairs): void;
}

export type CollisionPairs = Array<[number, number, number, string[]]>;

/** The key of a collision search: the described skills in order and the threshold. */
export function collisionKey(skills: readonly DescribedSkill[], threshold: number): string {
  const h = createHash('sha256');
  h.update(`${threshold}\0`);
  for (const s of skills) h.update(JSON.stringify([path.resolve(s.dir), s.name, s.file, s.description, s.text, s.range]) + '\0');
  return h.digest('hex');
}

/** Find collisions among the scanned skills and add a finding to both skills of each; returns the collisions. */
export function addCollisionFindings(results: readonly CollisionScan[], locale: Locale = 'en', threshold?: number, memo?: CollisionMemo): Collision[] {
  const described: Array<{ skill: DescribedSkill; result: CollisionScan }> = [];
  for (const r of results) {
    const skill = r.summary ? r.summary.described : describedSkill(r.doc);
    if (skill) described.push({ skill, result: r });
  }
  const skills = described.map((d) => d.skill);
  const key = memo ? collisionKey(skills, threshold ?? COLLISION_THRESHOLD) : undefined;
  const kept = key ? memo!.get(key) : undefined;
  const collisions: Collision[] = kept
    ? kept.map(([i, j, score, shared]) => ({ a: skills[i], b: skills[j], score, shared: [...shared] }))
    : findCollisions(skills, threshold);
  if (key && !kept) {
    const index = new Map(skills.map((s, i) => [s, i]));
    memo!.set(
      key,
      collisions.map((c) => [index.get(c.a)!, index.get(c.b)!, c.score, [...c.shared]]),
    );
  }
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
