/**
 * MUSE regression (docs/features.md E2, seed v2 §七): the shapes shared by case generation, the
 * deterministic and behavioural runners, the verdict and the front ends.
 */
import type { LocalisedText } from '../../../rules/types.ts';
import type { MuseDimension, StoredCase } from '../../../formats/tests-yaml.ts';

export type { MuseDimension, StoredCase };

/** Deterministic cases read the files; behavioural ones need a model to run the skill and a judge. */
export type CaseKind = 'deterministic' | 'behavioural';

/** Where a case's subject sits (1-based, in the file as on disk). */
export interface CaseLocation {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

/** One regression case, in tests.yaml's words plus what the runner needs. */
export interface Case {
  id: string;
  dimension: MuseDimension | string;
  kind: CaseKind;
  input?: string;
  expected?: string;
  condition?: string;
  check?: string;
  /** In the version it was generated from (deterministic cases re-locate in the version they check). */
  location?: CaseLocation;
  /** Generated from the skill in this run, or read from tests.yaml. */
  origin: 'generated' | 'stored';
}

export type CaseStatus = 'pass' | 'fail' | 'not-run';

export type NotRunReason = 'not-requested' | 'no-model' | 'budget' | 'cancelled' | 'model-error' | 'unknown-check';

export interface CaseResult {
  case: Case;
  status: CaseStatus;
  /** What deviated (fail), or why it was not run. */
  deviation?: LocalisedText;
  notRun?: NotRunReason;
  /** Where the failure is in the checked version (the Problems panel's range). */
  location?: CaseLocation;
  /** How it was obtained: read (deterministic) or judged (behavioural). */
  evidence: 'read' | 'judged' | 'none';
}

/** Seed Step 4: all pass → no regression; some fail → partial; all fail → fail; nothing ran → not-run. */
export type Verdict = 'pass' | 'partial' | 'fail' | 'not-run';

export interface RollbackSuggestion {
  /** All cases failed: the seed forces the suggestion (强制建议回滚). */
  forced: boolean;
  /** The last snapshot whose cases all passed (or the one before this edit). */
  snapshot?: { takenAt: string; added: string[]; changed: string[]; deleted: string[] };
  /** The last commit of the skill's repository and the skill files that differ from it. */
  commit?: { sha: string; files: string[]; command: string };
}

/** The seed dimension a case is rooted in, by its check or id. */
export const isMustForbid = (c: Pick<Case, 'dimension'>): boolean => c.dimension === '关键规则遵守';
