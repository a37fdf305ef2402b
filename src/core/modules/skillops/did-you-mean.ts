/**
 * "Did you mean" for a missing reference target: the nearest existing files of the
 * skill by Levenshtein distance on the whole path and on the file name (a file in
 * the wrong folder — `./x.md` for `rules/x.md` — is one step away). Case-insensitive,
 * so a wrong case is the closest of all. Length gaps prune most candidates before
 * any distance is computed.
 */
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import { memo, memoKey } from '../../skill/memo.ts';
import type { SkillDocument } from '../../skill/types.ts';

const posix = path.posix;

export interface Candidate {
  /** Skill-relative path of an existing file. */
  path: string;
  score: number;
}

export interface DidYouMean {
  candidates: Candidate[];
  /** The best candidate is unique and close enough to offer as the main fix. */
  confident: boolean;
}

/** Suggestions are computed for at most this many distinct missing targets per skill. */
export const MAX_TARGETS_WITH_SUGGESTIONS = 100;

interface FileKey {
  path: string;
  lower: string;
  base: string;
  dir: string;
  ext: string;
}

interface DocState {
  files: FileKey[];
  results: Map<string, DidYouMean>;
}

const STATE = memoKey<DocState>('skillops/did-you-mean');
const NONE: DidYouMean = { candidates: [], confident: false };

export function didYouMean(doc: SkillDocument, target: string): DidYouMean {
  const state = memo(doc, STATE, () => ({
    files: doc.files.map((f): FileKey => {
      const lower = f.path.toLowerCase();
      return { path: f.path, lower, base: posix.basename(lower), dir: posix.dirname(lower), ext: posix.extname(lower) };
    }),
    results: new Map<string, DidYouMean>(),
  }));
  const hit = state.results.get(target);
  if (hit) return hit;
  if (state.results.size >= MAX_TARGETS_WITH_SUGGESTIONS) return NONE;
  const t = target.toLowerCase();
  const tBase = posix.basename(t);
  const tDir = posix.dirname(t);
  const tExt = posix.extname(t);
  const limit = Math.max(2, Math.floor(tBase.length * 0.4));
  const scored: Candidate[] = [];
  for (const f of state.files) {
    if (f.path === target) continue;
    const extPenalty = f.ext === tExt ? 0 : 2;
    if (extPenalty > limit) continue;
    const dirPenalty = f.dir === tDir ? 0 : 1;
    // What a distance may add and still keep the score within `limit` (a distance is at least the length gap).
    const room = limit - extPenalty;
    let best = Infinity;
    const baseGap = Math.abs(f.base.length - tBase.length);
    if (baseGap <= limit && baseGap + dirPenalty <= room) best = (f.base === tBase ? 0 : distance(f.base, tBase)) + dirPenalty;
    if (best > 0 && Math.abs(f.lower.length - t.length) <= Math.min(best - 1, room)) best = Math.min(best, distance(f.lower, t));
    best += extPenalty;
    if (best <= limit) scored.push({ path: f.path, score: best });
  }
  scored.sort((a, b) => a.score - b.score || (a.path < b.path ? -1 : 1));
  const candidates = scored.slice(0, 3);
  const [first, second] = candidates;
  // Confident: clearly the best (two edits ahead of the runner-up) and only a few edits away.
  const confident = !!first && (!second || second.score - first.score >= 2) && first.score <= Math.max(1, Math.floor(tBase.length * 0.12));
  const result = { candidates, confident };
  state.results.set(target, result);
  return result;
}

/** How to write `candidate` in the place of `written`, which was read from folder `base`. */
export function replacementFor(candidate: string, base: string, written: string, suffix: string, link: boolean): string {
  let rel = posix.relative(base || '.', candidate) || candidate;
  if (written.startsWith('./') && !rel.startsWith('../')) rel = './' + rel;
  if (link && /[\s()<>]/.test(rel)) rel = encodeURI(rel);
  return rel + suffix;
}
