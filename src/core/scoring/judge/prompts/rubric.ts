/**
 * The shape of a rubric judge prompt (dim2, dim3, dim5, dim6, dim7b, dim9 step 2): the
 * dimension's criteria, anchors and reply shape, one file per dimension. A judge's
 * request carries all of them in one panel (panel.ts): system = stance + each dimension's
 * criteria, anchors and reply shape + the reply contract; user = the skill and the
 * injected context (soft-word scan, reference facts).
 */
import type { Anchor, Bilingual } from './common.ts';

export type RubricDim = 'dim2' | 'dim3' | 'dim5' | 'dim6' | 'dim7b' | 'dim9';

export interface RubricPromptSpec {
  dimension: RubricDim;
  /** Bump when the wording changes: it is part of the cache key. */
  version: string;
  title: Bilingual;
  /** What the judged share is worth in the rubric (for the judge's orientation). */
  weight: Bilingual;
  criteria: Bilingual<string[]>;
  anchors: Bilingual<Anchor[]>;
  /** The JSON shape asked for. */
  replyShape: Bilingual;
  schema: object;
}

export interface ExtraContext {
  tag: string;
  body: string;
}
