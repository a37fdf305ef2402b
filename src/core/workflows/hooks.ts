/**
 * The hooks the optimiser loop declares (docs/architecture.md "Workflows"): a workflow built
 * on top of the loop (MUSE's regression cases) plugs in here instead of the loop importing it;
 * core/api/optimize.ts wires the default hooks.
 */
import type { LocalisedText } from '../rules/types.ts';
import type { SkillDocument } from '../skill/types.ts';

/**
 * A check's verdict on an applied edit: the cases the edit broke and the reason to record.
 * Any broken case reverts the round whatever the score says — one input to the keep rule
 * (./decide-round.ts, rule `muse`).
 */
export interface EditCheckVerdict {
  broken: readonly string[];
  reason: string;
}

/** What an after-edit check is given: the skill before and after the edit, and a way to tell the person. */
export interface AfterEditContext {
  skill: { name: string; dir: string };
  /** The skill as it was before the edit. */
  before: SkillDocument;
  /** The skill with the edit applied (not yet judged). */
  after: SkillDocument;
  notify(kind: 'warning', code: string, message: LocalisedText, skill?: string): void;
}

/** The loop's extension points; each is optional. */
export interface LoopHooks {
  /**
   * Run on an edit that passed the self-check and redline 2, before it is re-scored: a verdict
   * with broken cases skips the re-score and reverts the round (decide-round.ts). Deterministic
   * checks only — it is asked once per round.
   */
  afterEdit?: (ctx: AfterEditContext) => Promise<EditCheckVerdict | undefined>;
}
