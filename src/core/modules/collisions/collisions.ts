/**
 * Collisions between skills (issue 12 item 8): two skills whose descriptions overlap
 * so much that an agent choosing by description cannot tell which to load. Static and
 * workspace-wide: TF-IDF cosine over description (+ when_to_use) terms, English words
 * and Chinese bigrams (./tokens.ts). A pair at or above the threshold is a collision;
 * each of the two skills gets a finding on its description with the other one's
 * description as the related location.
 *
 * Threshold 0.7, calibrated on test/fixtures/corpus (51 public skills with a description,
 * 1,275 pairs; test/unit/collisions/calibration.test.ts) and checked on the full public
 * corpus the benchmarks read (132 skills, 8,646 pairs): it flags spark-video ↔ spark-video-episode (the same description,
 * 1.0) and, in the larger corpus, connect ↔ connect-apps (0.74, one purpose written
 * twice). At 0.5 it would also flag spark-video-director ↔ spark-video-screenwriter
 * (0.63–0.65: a shared bundle boilerplate, but "screenplay → storyboard" and "premise →
 * screenplay" are told apart), a false positive; related skills (codeql ↔ semgrep,
 * security reviewers, the nuwa "perspective" family) score 0.2–0.36. Templated families
 * (ComposioHQ's "Automate X tasks via Rube MCP", 0.81) are told apart by name (below).
 */
import path from 'node:path';
import type { Range, SkillDocument } from '../../skill/types.ts';
import { cosine, sharedTerms, tfidfVectors, type TermVector } from './similarity.ts';
import { terms } from './tokens.ts';
import { frontmatterData } from '../../skill/yaml-scalars.ts';

export const COLLISION_THRESHOLD = 0.7;
export const COLLISION_RULE = 'collisions/overlap';

export interface DescribedSkill {
  dir: string;
  name: string;
  /** SKILL.md's file name inside `dir`. */
  file: string;
  description: string;
  /** What the agent compares: description and when_to_use. */
  text: string;
  range: Range;
}

export interface Collision {
  a: DescribedSkill;
  b: DescribedSkill;
  /** Cosine similarity, 0–1. */
  score: number;
  shared: string[];
}

/** A skill's description as the agent sees it, or undefined when it has none. */
export function describedSkill(doc: SkillDocument): DescribedSkill | undefined {
  // Leniently read (an unquoted `: ` repaired): lenient runtimes list the skill by it.
  const data = doc.frontmatter ? frontmatterData(doc).data : undefined;
  const description = typeof data?.description === 'string' ? data.description.trim() : '';
  if (!description) return undefined;
  const when = typeof data?.when_to_use === 'string' ? data.when_to_use.trim() : '';
  const name = typeof data?.name === 'string' && data.name.trim() ? data.name.trim() : doc.folderName;
  const r = doc.frontmatter?.keyRanges.get('description');
  const range = r?.value ?? r?.key ?? { start: { line: 1, column: 1 }, end: { line: 1, column: 4 } };
  return { dir: doc.dir, name, file: doc.skillFileName ?? 'SKILL.md', description, text: when ? `${description}\n${when}` : description, range };
}

/**
 * Every pair of skills whose descriptions score at or above `threshold`, highest first
 * (pairs of equal score in the order of `skills`).
 *
 * Not every pair is compared: a pair can reach the threshold only if the two share a
 * term in each one's *prefix* — its terms in a global order (rarest first) up to where
 * the rest weigh less than `threshold` of the unit vector (all-pairs similarity search,
 * Bayardo et al. 2007). Their rarest shared term is in both prefixes, for otherwise
 * every shared term lies in a suffix and the cosine stays below the threshold. So only
 * pairs meeting in a prefix are scored, exactly as before: a registry of 10,000 skills
 * compares thousands of pairs, not fifty million.
 */
export function findCollisions(skills: readonly DescribedSkill[], threshold = COLLISION_THRESHOLD): Collision[] {
  const vectors = tfidfVectors(skills.map((s) => s.text));
  const dirs = skills.map((s) => path.resolve(s.dir));
  const candidates = candidatePairs(vectors, threshold);
  const nameTerms = new Map<number, NameTerms>();
  const namesOf = (i: number) => {
    let hit = nameTerms.get(i);
    if (!hit) nameTerms.set(i, (hit = nameTermsOf(skills[i])));
    return hit;
  };
  const out: Collision[] = [];
  for (const [i, j] of candidates) {
    if (dirs[i] === dirs[j]) continue;
    const score = cosine(vectors[i], vectors[j]);
    if (score < threshold || namesTellApartTerms(namesOf(i), namesOf(j))) continue;
    out.push({ a: skills[i], b: skills[j], score, shared: sharedTerms(vectors[i], vectors[j]) });
  }
  return out.sort((x, y) => y.score - x.score);
}

/** Pairs `[i, j]` (i < j, in that order) that share a term in both prefixes (see findCollisions). */
function candidatePairs(vectors: readonly TermVector[], threshold: number): Array<[number, number]> {
  const df = new Map<string, number>();
  for (const v of vectors) for (const k of v.weights.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const rarestFirst = (a: string, b: string) => df.get(a)! - df.get(b)! || (a < b ? -1 : a > b ? 1 : 0);
  // A hair below the threshold: rounding must never drop a pair that scores exactly it.
  const bound = threshold * (1 - 1e-9);
  const index = new Map<string, number[]>();
  const prefixes = vectors.map((v, i) => {
    if (v.norm === 0) return [];
    const ordered = [...v.weights.keys()].sort(rarestFirst);
    let suffix = 0;
    let cut = ordered.length;
    // Walk from the commonest term while the suffix still weighs less than the bound.
    while (cut > 0) {
      const w = v.weights.get(ordered[cut - 1])! / v.norm;
      if (Math.sqrt(suffix + w * w) >= bound) break;
      suffix += w * w;
      cut--;
    }
    const prefix = ordered.slice(0, cut);
    for (const k of prefix) {
      let list = index.get(k);
      if (!list) index.set(k, (list = []));
      list.push(i);
    }
    return prefix;
  });
  const pairs: Array<[number, number]> = [];
  const seen = new Set<number>();
  prefixes.forEach((prefix, i) => {
    seen.clear();
    for (const k of prefix) for (const j of index.get(k)!) if (j > i) seen.add(j);
    for (const j of [...seen].sort((a, b) => a - b)) pairs.push([i, j]);
  });
  return pairs;
}

interface NameTerms {
  own: Map<string, number>;
  text: Map<string, number>;
}

function nameTermsOf(s: DescribedSkill): NameTerms {
  return { own: terms(s.name.replace(/[-_]+/g, ' ')), text: terms(s.text) };
}

/**
 * Templated descriptions that differ only in the thing they are for ("Automate 21risk
 * tasks via …" / "Automate Slackbot tasks via …") score high, yet an agent tells them
 * apart by that word. Two skills are told apart when each has a word of its own name in
 * its own description that the other's description lacks.
 */
export function namesTellApart(a: DescribedSkill, b: DescribedSkill): boolean {
  return namesTellApartTerms(nameTermsOf(a), nameTermsOf(b));
}

function namesTellApartTerms(a: NameTerms, b: NameTerms): boolean {
  const own = (x: NameTerms, y: NameTerms) => [...x.own.keys()].some((t) => !y.own.has(t) && x.text.has(t) && !y.text.has(t));
  return own(a, b) && own(b, a);
}

/** The collisions each skill folder takes part in, keyed by its resolved path. */
export function collisionsBySkill(collisions: readonly Collision[]): Map<string, Array<{ other: DescribedSkill; score: number; shared: string[] }>> {
  const by = new Map<string, Array<{ other: DescribedSkill; score: number; shared: string[] }>>();
  const push = (dir: string, other: DescribedSkill, c: Collision) => {
    const key = path.resolve(dir);
    by.set(key, [...(by.get(key) ?? []), { other, score: c.score, shared: c.shared }]);
  };
  for (const c of collisions) {
    push(c.a.dir, c.b, c);
    push(c.b.dir, c.a, c);
  }
  return by;
}
