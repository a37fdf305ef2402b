/**
 * `state.json` in a wizard work folder (docs/features.md G1, G3): where a metis create/upgrade run
 * stands, so a restart can resume it or start over cleanly.
 *
 *   <workspace>/.luban/wizard/<skill-name>/state.json
 *
 * Schema `format: 1` (WIZARD_STATE_SCHEMA below). A file that is not JSON or does not
 * match is copied to `state.json.bak.YYYYMMDD-HHMM` and reported; the wizard then starts
 * over (never resumes from a guess). Written atomically.
 */
import { promises as fs } from 'node:fs';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import { lazyValidator } from '../base/validator.ts';

/** The metis wizard's phases (docs/features.md G1; seed metis), as the saved state records them. */
export type WizardPhase = '1' | '2' | '3' | '3.5' | '4' | '5' | '6' | '7' | '8';

export const WIZARD_STATE_FILE = 'state.json';
export const WIZARD_STATE_FORMAT = 1;

export type Direction = 'A' | 'B' | 'C' | 'D';

/** Phase 1's product: the requirement summary (the seed's 5-dimension interview + trigger words). */
export interface Requirement {
  intent: string;
  abilities: string[];
  boundaries: string[];
  failure: string;
  constraints: string;
  triggers: string[];
  description: string;
  drafted: 'model' | 'template';
}

/** Phase 2: one existing skill and how well it matches (★1–5). */
export interface DiscoveryMatch {
  name: string;
  dir: string;
  stars: number;
  matched: string[];
  description: string;
}

export interface Decision {
  direction: Direction;
  reason: string;
  /** Direction C: the skill folder being upgraded; B/D: the skills drawn on. */
  base?: string;
  sources: string[];
}

export interface PlanItem {
  /** Skill-relative path, `/` separators. */
  path: string;
  action: 'create' | 'modify' | 'keep';
  purpose: string;
  /** Direction B: the source skill's file this one is migrated from (absolute). */
  from?: string;
}

export interface Waiver {
  rule: number;
  request: string;
  reason: string;
  at: string;
}

export interface WizardState {
  format: 1;
  kind: 'new' | 'upgrade';
  name: string;
  /** The APP directory: where phase 7 installs the skill. */
  target: string;
  /** `skill.md` (the metis form) or `SKILL.md` (an existing agentskills skill being upgraded). */
  skillFile: string;
  phase: WizardPhase | 'done';
  startedAt: string;
  updatedAt: string;
  /** Whether the person agreed to model drafting (undefined: not asked yet / no model). */
  modelDrafting?: boolean;
  requirement?: Requirement;
  discovery?: DiscoveryMatch[];
  keywords?: string[];
  decision?: Decision;
  /** Phase 3.5 ran (direction C) and the person confirmed the copy. */
  synced?: { at: string; files: number; from: string };
  plan?: PlanItem[];
  generated?: { at: string; files: string[]; drafted: 'model' | 'template' };
  /** The automatic checklist passed (Stage A) and the person confirmed (Stage B). */
  reviewed?: { at: string; stageA: boolean; stageB: boolean; digest?: string };
  submitted?: { at: string; commit?: string; backup?: string };
  verified?: { at: string; ok: boolean };
  /** Change requests waiting for phase 5 (a review's failures, a person's notes). */
  notes: string[];
  waivers: Waiver[];
  /** `phase:answer` of every gate passed, in order. */
  gates: string[];
}

const STRINGS = { type: 'array', items: { type: 'string' } };

export const WIZARD_STATE_SCHEMA = {
  type: 'object',
  required: ['format', 'kind', 'name', 'target', 'skillFile', 'phase', 'startedAt', 'updatedAt', 'notes', 'waivers', 'gates'],
  properties: {
    format: { const: WIZARD_STATE_FORMAT },
    kind: { enum: ['new', 'upgrade'] },
    name: { type: 'string', minLength: 1 },
    target: { type: 'string', minLength: 1 },
    skillFile: { enum: ['skill.md', 'SKILL.md'] },
    phase: { enum: ['1', '2', '3', '3.5', '4', '5', '6', '7', '8', 'done'] },
    startedAt: { type: 'string' },
    updatedAt: { type: 'string' },
    modelDrafting: { type: 'boolean' },
    requirement: {
      type: 'object',
      required: ['intent', 'abilities', 'boundaries', 'failure', 'constraints', 'triggers', 'description', 'drafted'],
      properties: { abilities: STRINGS, boundaries: STRINGS, triggers: STRINGS, drafted: { enum: ['model', 'template'] } },
    },
    discovery: {
      type: 'array',
      items: { type: 'object', required: ['name', 'dir', 'stars', 'matched'], properties: { stars: { type: 'integer', minimum: 1, maximum: 5 } } },
    },
    keywords: STRINGS,
    decision: { type: 'object', required: ['direction', 'reason', 'sources'], properties: { direction: { enum: ['A', 'B', 'C', 'D'] }, sources: STRINGS } },
    plan: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'action', 'purpose'],
        properties: { action: { enum: ['create', 'modify', 'keep'] }, from: { type: 'string' } },
      },
    },
    notes: STRINGS,
    waivers: { type: 'array', items: { type: 'object', required: ['rule', 'request', 'reason', 'at'] } },
    gates: STRINGS,
  },
};

const validator = lazyValidator(WIZARD_STATE_SCHEMA);

export type ReadStateResult = { kind: 'none' } | { kind: 'ok'; state: WizardState } | { kind: 'corrupt'; problem: string; backup: string };

/** Read a saved state; a corrupt file is backed up and reported (never resumed from). */
export async function readWizardState(file: string, now: Date = new Date()): Promise<ReadStateResult> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw e;
  }
  let value: unknown;
  let problem: string | undefined;
  try {
    value = JSON.parse(text);
    if (!validator.check(value)) {
      const first = validator.firstError();
      problem = `not a wizard state (${first?.instancePath || '/'} ${first?.message ?? 'invalid'})`;
    }
  } catch (e) {
    problem = `not JSON (${(e as Error).message})`;
  }
  if (problem) {
    const backup = await copyToBak(file, now);
    await fs.rm(file, { force: true });
    return { kind: 'corrupt', problem, backup };
  }
  return { kind: 'ok', state: value as WizardState };
}

export async function writeWizardState(file: string, state: WizardState): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(state, null, 2) + '\n');
}
