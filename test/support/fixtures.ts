/**
 * Where the vendored public skills live (test/fixtures/corpus, with their licences; see its
 * README). Tests read real skills only from here, never from outside the repository, so
 * they pass on any clone.
 */
import path from 'node:path';

/** The folder holding `<owner>__<repo>/<skill>/` copies from the corpus. */
export const CORPUS_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/corpus');

/** A vendored skill folder, e.g. `corpusFixture('obra__superpowers/using-superpowers')`. */
export function corpusFixture(skill: string): string {
  return path.join(CORPUS_FIXTURES, skill);
}
