/**
 * The regression suite of one run: tests.yaml's cases (re-run every time) plus the cases
 * generated from the "before" version, the same case never twice; and, after the run,
 * the tests.yaml to write — stored cases with their new status and date, the generated
 * cases that passed appended (seed Step 5 测试用例沉淀).
 */
import { isoDate, type StoredCase, type TestsYaml } from '../../../formats/tests-yaml.ts';
import { isDeterministicCheck } from './deterministic.ts';
import { DETERMINISTIC_INPUT_PREFIXES, type generateCases } from './generate.ts';
import type { Case, CaseResult } from './types.ts';

/** What makes two cases the same case (ids may differ). */
export function caseKey(c: Pick<Case, 'dimension' | 'input' | 'expected' | 'condition' | 'check'>): string {
  return [c.dimension, c.input ?? '', c.condition ?? '', c.check ?? ''].map((s) => s.replace(/\s+/g, ' ').trim()).join('\u0000');
}

/** A tests.yaml case as the runner sees it: deterministic when its check (or trigger id) can be read from files. */
export function fromStored(s: StoredCase): Case {
  const prefix = s.id.replace(/_\d+$/, '');
  const deterministic = s.check !== undefined ? isDeterministicCheck(s) : DETERMINISTIC_INPUT_PREFIXES.has(prefix);
  return {
    id: s.id,
    dimension: s.dimension,
    kind: deterministic ? 'deterministic' : 'behavioural',
    input: s.input,
    expected: s.expected,
    condition: s.condition,
    check: s.check,
    origin: 'stored',
  };
}

/** Stored cases first, then each generated case not already stored, with the next free `<prefix>_NNN` id. */
export function buildSuite(stored: readonly StoredCase[], generated: ReturnType<typeof generateCases>): Case[] {
  const cases = stored.map(fromStored);
  const keys = new Set(cases.map(caseKey));
  const ids = new Set(cases.map((c) => c.id));
  for (const g of generated) {
    const k = caseKey(g);
    if (keys.has(k)) {
      // Keep the location the generator found: it places the stored case's diagnostic.
      const same = cases.find((c) => caseKey(c) === k);
      if (same && !same.location) same.location = g.location;
      continue;
    }
    keys.add(k);
    let n = 1;
    let id: string;
    do id = `${g.prefix}_${String(n++).padStart(3, '0')}`;
    while (ids.has(id));
    ids.add(id);
    const { prefix: _p, ...rest } = g;
    cases.push({ ...rest, id });
  }
  return cases;
}

/** tests.yaml after the run: stored cases updated where they ran, passing new ones appended. */
export function nextTestsYaml(
  skill: string,
  previous: { generated_at?: string; tests: readonly StoredCase[] },
  results: readonly CaseResult[],
  now: Date,
): { value: TestsYaml; added: number } {
  const day = isoDate(now);
  const byId = new Map(results.map((r) => [r.case.id, r]));
  const tests: StoredCase[] = previous.tests.map((s) => {
    const r = byId.get(s.id);
    return r && r.status !== 'not-run' ? { ...s, status: r.status, last_run: day } : s;
  });
  let added = 0;
  for (const r of results) {
    if (r.case.origin !== 'generated' || r.status !== 'pass') continue;
    const c = r.case;
    const base = { id: c.id, dimension: c.dimension };
    tests.push(
      c.input !== undefined
        ? { ...base, input: c.input, expected: c.expected ?? '', status: 'pass', last_run: day }
        : { ...base, condition: c.condition ?? '', check: c.check ?? '', status: 'pass', last_run: day },
    );
    added++;
  }
  return { value: { skill, generated_at: previous.generated_at ?? day, tests }, added };
}
