/**
 * Which evaluated skill each entry of a queries file is about (docs/features.md E4). An entry's
 * `skill` is the skill's name, its folder name, or its folder as a path relative to the
 * file. An entry about a sibling that is not being evaluated is skipped (and counted); one
 * that names no skill in sight is a problem at its line, like a typo would be.
 */
import path from 'node:path';
import type { QueriesProblem, TriggerQueryEntry } from '../../formats/trigger-queries.ts';
import type { GivenQueries } from './evaluate.ts';
import type { PoolSkill, TriggerPool } from './pool.ts';

export interface AssignedQueries {
  given: Map<string, GivenQueries>;
  problems: QueriesProblem[];
  /** Entries about siblings that are not evaluated this run. */
  skipped: number;
}

function matches(s: PoolSkill, skill: string, fileDir: string): boolean {
  return s.name === skill || s.id === skill || path.basename(s.dir) === skill || path.resolve(fileDir, skill) === s.dir;
}

export function assignQueries(entries: readonly TriggerQueryEntry[], file: string, pool: TriggerPool): AssignedQueries {
  const fileDir = path.dirname(path.resolve(file));
  const given = new Map<string, GivenQueries>();
  const problems: QueriesProblem[] = [];
  let skipped = 0;
  const names = pool.targets.map((t) => t.name).join(', ');
  entries.forEach((e, k) => {
    const hits = pool.targets.filter((t) => matches(t, e.skill, fileDir));
    // A path picks one folder even where two skills share a name.
    const byPath = hits.filter((t) => path.resolve(fileDir, e.skill) === t.dir);
    const hit = byPath.length === 1 ? byPath[0] : hits.length === 1 ? hits[0] : undefined;
    if (!hit) {
      if (hits.length > 1)
        problems.push({
          line: e.line,
          detail: `query ${k + 1}: "${e.skill}" names ${hits.length} of the skills evaluated; write its folder path relative to the file instead`,
        });
      else if (pool.candidates.some((c) => matches(c, e.skill, fileDir))) skipped++;
      else problems.push({ line: e.line, detail: `query ${k + 1}: "${e.skill}" is none of the skills evaluated (${names})` });
      return;
    }
    let g = given.get(hit.dir);
    if (!g) given.set(hit.dir, (g = { source: 'file', file, queries: [] }));
    g.queries.push({ query: e.query, shouldTrigger: e.shouldTrigger });
  });
  return { given, problems: problems.slice(0, 5), skipped };
}

/** A skill's own kept queries: every entry is about it, whatever the `skill` field says (a renamed skill keeps its file). */
export function ownQueries(entries: readonly TriggerQueryEntry[], file: string): GivenQueries {
  return { source: 'saved', file, queries: entries.map((e) => ({ query: e.query, shouldTrigger: e.shouldTrigger })) };
}
