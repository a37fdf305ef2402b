/**
 * TF-IDF cosine similarity between descriptions (no model): each description becomes a
 * vector of its terms (./tokens.ts) weighted by how rare the term is across the skills
 * compared, so two skills sharing "pdf" and "form" among forty skills weigh more than two
 * sharing "report". Symmetric, 0–1.
 */
import { terms } from './tokens.ts';

export interface TermVector {
  weights: Map<string, number>;
  norm: number;
}

/** Vectors for each text, with IDF from the texts themselves: ln(1 + N / df). */
export function tfidfVectors(texts: readonly string[]): TermVector[] {
  const counts = texts.map((t) => terms(t));
  const df = new Map<string, number>();
  for (const c of counts) for (const k of c.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const n = texts.length;
  return counts.map((c) => {
    const weights = new Map<string, number>();
    let sq = 0;
    for (const [k, tf] of c) {
      const w = (1 + Math.log(tf)) * Math.log(1 + n / df.get(k)!);
      weights.set(k, w);
      sq += w * w;
    }
    return { weights, norm: Math.sqrt(sq) };
  });
}

export function cosine(a: TermVector, b: TermVector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.weights.size <= b.weights.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, w] of small.weights) {
    const v = large.weights.get(k);
    if (v !== undefined) dot += w * v;
  }
  return dot / (a.norm * b.norm);
}

/** The terms two vectors share, heaviest first (what the finding shows as "shared words"). */
export function sharedTerms(a: TermVector, b: TermVector, limit = 6): string[] {
  return [...a.weights.keys()]
    .filter((k) => b.weights.has(k))
    .sort((x, y) => a.weights.get(y)! * b.weights.get(y)! - a.weights.get(x)! * b.weights.get(x)!)
    .slice(0, limit);
}
