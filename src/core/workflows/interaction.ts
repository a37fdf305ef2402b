/**
 * The shared contract of every workflow with the person running it (DESIGN "Seams"): a
 * question (`Checkpoint`) with its choices, asked through an `Approver`; time from a
 * `Clock`. The loop, the wizard and the evolving loop ask through it; the front ends answer.
 */
import type { LocalisedText } from '../rules/types.ts';
import type { WizardPhase } from '../formats/wizard-state.ts';

export type { WizardPhase };

/** The state machine's phases (seed v3 Phase 0–3). */
export type Phase = '0' | '0.3' | 'gate' | '0.5' | '1' | '2' | '2.5' | '3';

export interface Choice {
  id: string;
  label: LocalisedText;
  /**
   * What choosing it does, in a few words ("stop here — end the run now: the edits kept so
   * far stay and the report is written"): shown beside the label by the modal, the
   * notification and the dashboard's card.
   */
  hint?: LocalisedText;
}

/** A choice that always says what it does. */
export interface HintedChoice extends Choice {
  hint: LocalisedText;
}

/** The choice's hint, if it has one. */
export function choiceHint(c: Choice): LocalisedText | undefined {
  const h = (c as Partial<HintedChoice>).hint;
  return h && typeof h.en === 'string' && typeof h.zh === 'string' ? h : undefined;
}

export type CheckpointKind =
  | 'phase0.3'
  | 'phase0.5'
  | 'phase1'
  | 'skill-done'
  | 'max-rounds'
  | 'phase2.5'
  | 'not-a-repo'
  | 'branch-exists'
  | 'dirty-tree'
  | 'test-prompts-exist'
  /** docs/features.md B5a: an open Sentinel error; nothing edits the skill until a person has looked. */
  | 'security'
  /** docs/features.md C3 review gate: ≥ 3 open P1 items; nothing edits the skill until a person decides. */
  | 'review-gate'
  /**
   * docs/features.md D11: the runtime gate's repair, shown before it is kept (keep it or undo it — issue 33
   * item 2, id `edit-approval:…`); or the gate still fails after it: fixed by hand, or the skill is left out.
   */
  | 'runtime-gate'
  /** docs/features.md G1: the metis wizard's Gate Check at the end of a phase (only an explicit confirmation passes). */
  | 'wizard-gate'
  /** docs/features.md G1: a question of a wizard phase (the phase 1 interview, a choice's reason). */
  | 'wizard-question'
  /** docs/features.md G6: a request that breaks an iron rule, paused and explained with the seed's template. */
  | 'wizard-conflict'
  /** A saved wizard run: resume it or restart. */
  | 'wizard-resume'
  /** docs/features.md C9: the cost plan of the wizard's drafting calls, before any request. */
  | 'wizard-cost'
  /** docs/features.md F1: the evolving loop's final version replaces SKILL.md only with a person's approval. */
  | 'evolve-replace';

/** What a run has cost when it asks (issue 33 item 6: every card says it). */
export interface RunCost {
  /** Model calls made so far in this run. */
  calls: number;
  /** Tokens sent and received so far (estimated where the provider reported none). */
  tokens: number;
  /** Milliseconds since the run began. */
  elapsedMs: number;
}

/** A question for a person: 🔴 CHECKPOINT (level `checkpoint`) or 🛑 STOP (level `stop`). */
export interface Checkpoint {
  /** Unique within a run, e.g. `phase1`, `skill-done:weekly-report`. */
  id: string;
  kind: CheckpointKind;
  level: 'checkpoint' | 'stop';
  phase: Phase | WizardPhase;
  skill?: string;
  /**
   * In plain words what the question is about ("Where the skill loses points now"); the
   * seed's step it belongs to is `tag`, shown small beside it.
   */
  title: LocalisedText;
  /** The seed's name of the step (e.g. "Phase 0.3 · diagnostics.tsv"), for the log and a small tag; never the headline. */
  tag?: string;
  /**
   * What the person needs to decide, plain text: what happened, its table, then what
   * comes next ("Next: …"); the cost so far is `cost` (the loop adds both).
   */
  body: LocalisedText;
  /** The run's cost when it asked: model calls, tokens, time (the loop fills it in). */
  cost?: RunCost;
  choices: Array<Choice | HintedChoice>;
  /** What `--yes` (checkpoints) / `--yes-stop` (stops) answer. */
  defaultChoice: string;
  /** Unified diff shown with the question (per-skill checkpoint). */
  diff?: string;
  /**
   * The person may answer in their own words (the wizard's gates and questions): the
   * answer is a choice id (a button) or the text they typed, which the asker interprets.
   */
  freeText?: boolean;
}

/** Asks a person; resolves with a choice id. Throws `NoAnswerError` when nobody can answer. */
export interface Approver {
  ask(checkpoint: Checkpoint, signal?: AbortSignal): Promise<string>;
}

/** Nobody can answer this question (no terminal, no `--yes`): the run stops cleanly here. */
export class NoAnswerError extends Error {
  constructor(readonly checkpoint: Checkpoint) {
    super(`no answer for ${checkpoint.level === 'stop' ? '🛑 STOP' : '🔴 CHECKPOINT'} ${checkpoint.id}`);
  }
}

/** Where time comes from (tests pass a fixed clock). */
export type Clock = () => Date;
