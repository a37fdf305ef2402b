/**
 * MUSE inside the optimiser (docs/features.md E2 "the optimiser runs them after each kept edit (a
 * failed must/forbid case reverts the round)"): a pure function over the two versions of
 * the skill. Cases are generated from `before` (plus tests.yaml's, when the caller has
 * them) and the deterministic ones run on both versions; a must/forbid (关键规则遵守)
 * case that passed before the edit and fails after it is broken.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import type { StoredCase } from '../../../formats/tests-yaml.ts';
import { runDeterministic } from './deterministic.ts';
import { generateCases } from './generate.ts';
import { buildSuite } from './suite.ts';
import { isMustForbid, type Case, type CaseResult } from './types.ts';

export interface AfterEditRegression {
  /** Must/forbid cases the edit broke: the round is reverted when there is one. */
  broken: Case[];
  /** Every deterministic case that passed before and fails after (for the record). */
  regressed: CaseResult[];
}

export function regressionAfterEdit(before: SkillDocument, after: SkillDocument, stored: readonly StoredCase[] = []): AfterEditRegression {
  const suite = buildSuite(stored, generateCases(before, { max: Number.POSITIVE_INFINITY })).filter((c) => c.kind === 'deterministic');
  const regressed: CaseResult[] = [];
  for (const c of suite) {
    const now = runDeterministic(c, after, before);
    if (now.status !== 'fail') continue;
    if (runDeterministic(c, before).status !== 'pass') continue;
    regressed.push(now);
  }
  return { broken: regressed.filter((r) => isMustForbid(r.case)).map((r) => r.case), regressed };
}
