/** A Full evaluation whose two judges disagree on dim2 (2 vs 5) and agree elsewhere: the spread tests' input. */
import type { Evaluation, JudgedValue } from '../../src/core/scoring/judge/types.ts';

const jv = (a: number, b: number): JudgedValue => ({ value: (a + b) / 2, judges: [a, b], judgeCount: 2, evalMode: 'full_test', tags: [], evidence: [] });

export function disagreeingEvaluation(): Evaluation {
  return {
    mode: 'full',
    lang: 'en',
    independent: true,
    rubric: { dim2: jv(2, 5), dim3: jv(7, 7), dim5: jv(6, 8), dim6: jv(5, 6), dim7b: jv(7, 7), dim9: jv(4, 5) },
    dim8: { value: 6.5, beforeRedline: 6.5, evaluations: [], dryRunRatio: 0, judgeCount: 2, evalMode: 'full_test', tags: [], redline1Violation: false },
    orthogonality: [],
    testPrompts: { source: 'file', prompts: [] },
    artefacts: [],
    notes: [],
  };
}
