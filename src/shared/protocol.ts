/**
 * The dashboard's one typed protocol, shared by the extension host
 * (src/extension/dashboard) and the webview (webview-ui), after GitLens: every message
 * is a discriminated union member, every inbound message is validated at runtime on the
 * side that receives it (a message that fails is dropped and reported, never trusted),
 * and the host owns the data — it pushes a complete `snapshot` on every change and on
 * every `ready`, never a delta. The webview keeps only UI state (which view, which skill).
 *
 * The loop's own types (Checkpoint, Phase, RoundStep, Notice …) are imported from
 * core/loop/types.ts and their validators are typed against them, so a change in the
 * loop's contract breaks the build here instead of the page at run time.
 *
 * This module is plain data + pure functions: no `vscode`, no DOM, no Node imports
 * (it is bundled into the browser bundle and into the extension).
 *
 * Why one long file: DESIGN keeps every host↔webview message type in one module, so both
 * sides validate against the same definitions; it grows with each dashboard view.
 */
import type { Checkpoint, CheckpointKind, Choice, NoticeKind, Phase, RoundStep, WizardPhase } from '../core/loop/types.ts';
import type { EvalMode, Mode } from '../core/judge/types.ts';
import type { Dimension, LocalisedText, SentinelCategory, Severity } from '../core/rules/types.ts';

export type { Checkpoint, Choice, Phase, RoundStep, EvalMode, Mode, Dimension, LocalisedText };

/** Bumped when a message changes incompatibly; the webview says so instead of guessing. */
export const PROTOCOL_VERSION = 1;

// ───────────────────────────── snapshot (host-owned data) ─────────────────────────────

export type DashLocale = 'en' | 'zh';
export type GateState = 'pass' | 'fail' | 'exempt';

export interface ScoreView {
  total: number;
  outOf: number;
}

/** The newest results.tsv row that carries a judged (non-static) score. */
export interface LastFullScore {
  total: number;
  /** Points behind `total` when the row records them (`… /outOf` in the note), else null. */
  outOf: number | null;
  evalMode: string;
  judgeCount: number | null;
  round: string;
  timestamp: string;
}

export interface FindingCounts {
  error: number;
  warning: number;
  info: number;
}

export interface SentinelAlert {
  ruleId: string;
  category: SentinelCategory | null;
  severity: Severity;
  file: string;
  line: number;
  message: string;
}

/**
 * The skill's security verdict (SPEC B5a, core/modules/sentinel/verdict.ts): `block` on
 * an open Sentinel error ("do not install", shown in red beside the score whatever the
 * points), `review` on Sentinel warnings only, `clear` otherwise. The findings behind it
 * are the skill's `sentinel` alerts.
 */
export interface SecurityView {
  verdict: 'block' | 'review' | 'clear';
  errors: number;
  warnings: number;
  /** Categories with at least one open error. */
  categories: SentinelCategory[];
}

/** One results.tsv row, numbers parsed (null when the cell is `-` or not a number). */
export interface HistoryPoint {
  /** 1-based line in results.tsv, or 0 for a round of the live run not yet written. */
  line: number;
  timestamp: string;
  commit: string;
  round: string;
  oldScore: number | null;
  newScore: number | null;
  delta: number | null;
  /** keep | revert | baseline | error | interrupted | cancelled | … as written. */
  status: string;
  dim: string;
  note: string;
  evalMode: string;
  judgeCount: number | null;
}

export interface ModuleShare {
  name: string;
  points: number;
  of: number;
}

/** One row of the dimension breakdown. dim7 is split into 7a (static) and 7b (judged). */
export interface DimensionRow {
  dim: Dimension;
  /** Rubric v3 weight (points of 100). */
  weight: number;
  /** 0–10, or null when not scored. */
  value: number | null;
  /** What the dimension adds to the total, and the weight points behind it (0 when not scored). */
  points: number | null;
  outOf: number;
  evalMode: EvalMode;
  judgeCount: number;
  module: ModuleShare | null;
  /** The judged share on 0–10 (half-static dims), null when no judge answered, absent otherwise. */
  rubric: number | null;
  scored: boolean;
  /** Why it is not (fully) scored: no-model, budget, not-applicable, static-only … */
  reason: string | null;
}

export interface Breakdown {
  /** `static`: from the scan alone; `scorecard`: from the last judged scorecard of this session. */
  source: 'static' | 'scorecard';
  mode: Mode | null;
  total: number | null;
  outOf: number;
  rows: DimensionRow[];
  /** Parts left out of `outOf` (need a model or reviewers), e.g. `dim5.rubric`, `dim8`. */
  notScored: string[];
}

export interface SkillView {
  /** Stable key: the skill folder as the host knows it. */
  id: string;
  name: string;
  /** Workspace-relative folder, `/` separators. */
  path: string;
  static: ScoreView | null;
  lastFull: LastFullScore | null;
  /** Weighted points still missing (outOf − total) of the newest score; the overview sorts by it. */
  gap: number;
  findings: FindingCounts;
  sentinel: SentinelAlert[];
  /** Null when the skill has no scan result. */
  security: SecurityView | null;
  runtimeGate: GateState | null;
  /** Dimensions flagged `[oscillation]` by EvoSkill. */
  oscillation: string[];
  history: HistoryPoint[];
  /** results.tsv problems (corrupt rows …) for the history view. */
  historyProblems: string[];
  breakdown: Breakdown | null;
  /** Why there is no scan result (excluded by config, unreadable …). */
  error: string | null;
}

export interface RunCost {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** The call budget (`--budget`), null when unlimited. */
  budget: number | null;
}

export type JobStatus = 'running' | 'waiting' | 'cancelling' | 'done' | 'failed' | 'cancelled';

export interface JobView {
  id: string;
  status: JobStatus;
  mode: Mode | null;
  /** Skill folder ids this run works on. */
  skills: string[];
  phase: Phase | null;
  step: RoundStep | null;
  skill: string | null;
  round: number | null;
  maxRounds: number | null;
  message: LocalisedText | null;
  /** Skills finished of all skills. */
  progress: { done: number; total: number };
  cost: RunCost;
  startedAt: string;
  endedAt: string | null;
  cancellable: boolean;
  /** One line on how it ended (report.stopped, an error). */
  outcome: string | null;
}

export interface PendingCheckpoint {
  jobId: string;
  checkpoint: Checkpoint;
  askedAt: string;
}

export interface HealthView {
  /** `run`: the current or last run of this session; `history`: every results.tsv in the workspace. */
  source: 'run' | 'history';
  rounds: number;
  reverts: number;
  revertRate: number;
  /** Rounds scored by dry run (dry_run, fallback_dry) among rounds that were judged. */
  dryRunRatio: number;
  /** Null when unknown (results.tsv does not record it). */
  sameContextViolations: number | null;
  oscillationAlerts: string[];
  fallbackRounds: number;
  /** Most judges any round used. */
  judgeCount: number;
  /** Rounds whose keep/revert the paired judges decided inside the noise floor (SPEC D9). */
  pairedKept: number;
  pairedReverted: number;
  /** Null when unknown (results.tsv does not record it). */
  modelCalls: number | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface NoticeView {
  kind: NoticeKind;
  code: string;
  skill: string | null;
  message: LocalisedText;
}

export type WizardStepStatus = 'done' | 'current' | 'pending' | 'skipped';

/** One phase of the metis wizard (SPEC G1): its title, where it stands, what it produced. */
export interface WizardStepView {
  phase: WizardPhase;
  title: LocalisedText;
  status: WizardStepStatus;
  product: LocalisedText | null;
}

export interface WizardNoticeView {
  phase: WizardPhase | 'start';
  level: 'info' | 'refusal' | 'back' | 'error';
  message: LocalisedText;
}

/** The wizard run of this session ("Luban: New Skill" / "Luban: Upgrade Skill"); its questions come as `checkpoint`. */
export interface WizardView {
  /** The job id its questions carry (`PendingCheckpoint.jobId`). */
  id: string;
  kind: 'new' | 'upgrade';
  name: string;
  target: string;
  status: 'running' | 'done' | 'stopped' | 'error';
  current: WizardPhase | null;
  steps: WizardStepView[];
  notices: WizardNoticeView[];
  error: string | null;
}

/** One iteration of an evolve run (SPEC F1–F2): its score against the threshold, weak dimensions, the diff its rewrite made. */
export interface EvolveIterationView {
  iteration: number;
  version: string;
  score: number;
  passed: boolean;
  /** Dimensions below 70, weakest first. */
  weak: Array<{ name: string; score: number }>;
  /** The rewrite this iteration made (unified diff of SKILL.md → the next version); '' when none. */
  diff: string;
  changeDescription: string | null;
}

/** The current or last evolve run of this session ("Luban: Evolve Skill"), live while it runs. */
export interface EvolveRunView {
  /** The skill folder id. */
  skill: string;
  name: string;
  status: 'running' | 'done' | 'failed';
  threshold: number;
  maxIterations: number;
  iterations: EvolveIterationView[];
  /** The step running now, or how it ended. */
  message: LocalisedText | null;
  startedAt: string;
  endedAt: string | null;
}

/** A skill in the Skill Tree graph (SPEC F5): a workspace skill (`skill` = its SkillView id, for opening it) or a prebuilt catalogue one. */
export interface TreeNodeView {
  name: string;
  layer: 1 | 2 | 3 | null;
  skill: string | null;
  /** SKILL.md's file name in the skill folder (for opening it), null for a catalogue skill. */
  file: string | null;
  source: 'workspace' | 'catalogue';
  score: number | null;
}

/** A dependency edge; a `missing` edge's `to` has no node. */
export interface TreeEdgeView {
  from: string;
  to: string;
  status: 'ok' | 'missing' | 'illegal';
}

/** The workspace's Skill Tree, drawn as layers in bands (the same graph as `luban tree`). */
export interface SkillTreeView {
  nodes: TreeNodeView[];
  edges: TreeEdgeView[];
}

export interface DashboardSnapshot {
  /** Increases with every snapshot the host sends; the webview ignores an older one. */
  seq: number;
  generatedAt: string;
  locale: DashLocale;
  workspace: string;
  /** Restricted Mode: scanning only, no optimisation. */
  trusted: boolean;
  skills: SkillView[];
  job: JobView | null;
  checkpoint: PendingCheckpoint | null;
  health: HealthView | null;
  notices: NoticeView[];
  /** The metis wizard of this session, if one was started. */
  wizard: WizardView | null;
  /** Absent from hosts that predate the evolving loop. */
  evolve?: EvolveRunView | null;
  /** Absent or null when the workspace has no Skill Tree skills. */
  skillTree?: SkillTreeView | null;
}

// ───────────────────────────── messages ─────────────────────────────

export type AnswerRejection = 'not-pending' | 'unknown-choice' | 'no-job';

export type HostMessage =
  | { type: 'snapshot'; protocol: number; snapshot: DashboardSnapshot }
  | { type: 'answerResult'; requestId: string; checkpointId: string; accepted: boolean; reason: AnswerRejection | null }
  | { type: 'cancelResult'; requestId: string; jobId: string; accepted: boolean };

export type WebviewMessage =
  | { type: 'ready'; protocol: number; clientId: string }
  | { type: 'answer'; requestId: string; jobId: string; checkpointId: string; choice: string }
  | { type: 'cancel'; requestId: string; jobId: string }
  | { type: 'openFile'; skill: string; file: string; line: number | null }
  | { type: 'refresh' }
  /** The webview rejected a host message (so the host log shows protocol drift). */
  | { type: 'protocolError'; detail: string };

// ───────────────────────────── validation ─────────────────────────────

export class ProtocolError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'message'}: expected ${expected}`);
  }
}

/** Returns the value (rebuilt with only the known fields) or throws ProtocolError. */
export type Validator<T> = (v: unknown, path: string) => T;

type Shape<T> = { [K in keyof Required<T>]: Validator<T[K]> };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strings longer than this are refused (a snapshot is data for a person, not a file dump). */
const MAX_STRING = 2_000_000;
const MAX_ARRAY = 100_000;

export const str: Validator<string> = (v, p) => {
  if (typeof v !== 'string' || v.length > MAX_STRING) throw new ProtocolError(p, 'a string');
  return v;
};
export const num: Validator<number> = (v, p) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ProtocolError(p, 'a finite number');
  return v;
};
export const int: Validator<number> = (v, p) => {
  if (!Number.isInteger(v) || (v as number) < 0) throw new ProtocolError(p, 'a whole number ≥ 0');
  return v as number;
};
export const bool: Validator<boolean> = (v, p) => {
  if (typeof v !== 'boolean') throw new ProtocolError(p, 'true or false');
  return v;
};
export function lit<const L extends string | number>(...values: L[]): Validator<L> {
  return (v, p) => {
    if (!values.includes(v as L)) throw new ProtocolError(p, `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
    return v as L;
  };
}
/** A string union checked for exhaustiveness against a record of all its members. */
function members<K extends string>(all: Record<K, true>): Validator<K> {
  return lit(...(Object.keys(all) as K[]));
}
export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return (v, p) => (v === null ? null : inner(v, p));
}
export function optional<T>(inner: Validator<T>): Validator<T | undefined> {
  return (v, p) => (v === undefined ? undefined : inner(v, p));
}
export function arr<T>(inner: Validator<T>): Validator<T[]> {
  return (v, p) => {
    if (!Array.isArray(v) || v.length > MAX_ARRAY) throw new ProtocolError(p, 'an array');
    return v.map((x, i) => inner(x, `${p}[${i}]`));
  };
}
export function obj<T>(shape: Shape<T>): Validator<T> {
  const keys = Object.keys(shape) as Array<keyof T & string>;
  return (v, p) => {
    if (!isObj(v)) throw new ProtocolError(p, 'an object');
    const out: Partial<T> = {};
    for (const k of keys) {
      const x = (shape as Record<string, Validator<unknown>>)[k](v[k], p ? `${p}.${k}` : k);
      if (x !== undefined) (out as Record<string, unknown>)[k] = x;
    }
    return out as T;
  };
}

const DIMENSIONS = { dim1: true, dim2: true, dim3: true, dim4: true, dim5: true, dim6: true, dim7a: true, dim7b: true, dim8: true, dim9: true, dim10: true } satisfies Record<Dimension, true>;
const PHASES = { '0': true, '0.3': true, gate: true, '0.5': true, '1': true, '2': true, '2.5': true, '3': true } satisfies Record<Phase, true>;
const WIZARD_PHASES = { '1': true, '2': true, '3': true, '3.5': true, '4': true, '5': true, '6': true, '7': true, '8': true } satisfies Record<WizardPhase, true>;
const STEPS = { diagnose: true, propose: true, 'pre-edit': true, apply: true, 'self-check': true, rescore: true, decide: true, record: true } satisfies Record<RoundStep, true>;
const KINDS = {
  'phase0.3': true,
  'phase0.5': true,
  phase1: true,
  'skill-done': true,
  'max-rounds': true,
  'phase2.5': true,
  'not-a-repo': true,
  'branch-exists': true,
  'dirty-tree': true,
  'test-prompts-exist': true,
  security: true,
  'review-gate': true,
  'runtime-gate': true,
  'wizard-gate': true,
  'wizard-question': true,
  'wizard-conflict': true,
  'wizard-resume': true,
  'wizard-cost': true,
  'evolve-replace': true,
} satisfies Record<CheckpointKind, true>;
const EVAL_MODES = { static: true, dry_run: true, full_test: true, fallback: true, fallback_dry: true } satisfies Record<EvalMode, true>;
const NOTICE_KINDS = { exception: true, redline: true, warning: true, info: true } satisfies Record<NoticeKind, true>;
const CATEGORIES = { 'malicious-command': true, credential: true, 'prompt-injection': true, exfiltration: true, 'privilege-escalation': true } satisfies Record<SentinelCategory, true>;

export const DIMENSION_ORDER = Object.keys(DIMENSIONS) as Dimension[];

const dimension = members<Dimension>(DIMENSIONS);
const phase = members<Phase>(PHASES);
const step = members<RoundStep>(STEPS);
const evalMode = members<EvalMode>(EVAL_MODES);
const mode = lit<Mode>('quick', 'full');
const localised: Validator<LocalisedText> = obj<LocalisedText>({ en: str, zh: str });

const choice: Validator<Choice> = obj<Choice>({ id: str, label: localised });

export const checkpointValidator: Validator<Checkpoint> = (v, p) => {
  const c = obj<Checkpoint>({
    id: str,
    kind: members<CheckpointKind>(KINDS),
    level: lit('checkpoint', 'stop'),
    phase: members<Phase | WizardPhase>({ ...PHASES, ...WIZARD_PHASES }),
    skill: optional(str),
    title: localised,
    body: localised,
    choices: arr(choice),
    defaultChoice: str,
    diff: optional(str),
    freeText: optional(bool),
  })(v, p);
  if (c.choices.length === 0) throw new ProtocolError(`${p}.choices`, 'at least one choice');
  if (new Set(c.choices.map((x) => x.id)).size !== c.choices.length) throw new ProtocolError(`${p}.choices`, 'distinct choice ids');
  return c;
};

const scoreView = obj<ScoreView>({ total: num, outOf: num });

const historyPoint = obj<HistoryPoint>({
  line: int,
  timestamp: str,
  commit: str,
  round: str,
  oldScore: nullable(num),
  newScore: nullable(num),
  delta: nullable(num),
  status: str,
  dim: str,
  note: str,
  evalMode: str,
  judgeCount: nullable(num),
});

const dimensionRow = obj<DimensionRow>({
  dim: dimension,
  weight: num,
  value: nullable(num),
  points: nullable(num),
  outOf: num,
  evalMode,
  judgeCount: int,
  module: nullable(obj<ModuleShare>({ name: str, points: num, of: num })),
  rubric: nullable(num),
  scored: bool,
  reason: nullable(str),
});

const breakdown = obj<Breakdown>({
  source: lit('static', 'scorecard'),
  mode: nullable(mode),
  total: nullable(num),
  outOf: num,
  rows: arr(dimensionRow),
  notScored: arr(str),
});

const skillView = obj<SkillView>({
  id: str,
  name: str,
  path: str,
  static: nullable(scoreView),
  lastFull: nullable(
    obj<LastFullScore>({ total: num, outOf: nullable(num), evalMode: str, judgeCount: nullable(num), round: str, timestamp: str }),
  ),
  gap: num,
  findings: obj<FindingCounts>({ error: int, warning: int, info: int }),
  sentinel: arr(
    obj<SentinelAlert>({
      ruleId: str,
      category: nullable(members<SentinelCategory>(CATEGORIES)),
      severity: lit<Severity>('error', 'warning', 'info'),
      file: str,
      line: int,
      message: str,
    }),
  ),
  security: nullable(
    obj<SecurityView>({
      verdict: lit<SecurityView['verdict']>('block', 'review', 'clear'),
      errors: int,
      warnings: int,
      categories: arr(members<SentinelCategory>(CATEGORIES)),
    }),
  ),
  runtimeGate: nullable(lit<GateState>('pass', 'fail', 'exempt')),
  oscillation: arr(str),
  history: arr(historyPoint),
  historyProblems: arr(str),
  breakdown: nullable(breakdown),
  error: nullable(str),
});

const jobView = obj<JobView>({
  id: str,
  status: lit<JobStatus>('running', 'waiting', 'cancelling', 'done', 'failed', 'cancelled'),
  mode: nullable(mode),
  skills: arr(str),
  phase: nullable(phase),
  step: nullable(step),
  skill: nullable(str),
  round: nullable(num),
  maxRounds: nullable(num),
  message: nullable(localised),
  progress: obj<{ done: number; total: number }>({ done: int, total: int }),
  cost: obj<RunCost>({ calls: int, inputTokens: int, outputTokens: int, budget: nullable(int) }),
  startedAt: str,
  endedAt: nullable(str),
  cancellable: bool,
  outcome: nullable(str),
});

const healthView = obj<HealthView>({
  source: lit('run', 'history'),
  rounds: int,
  reverts: int,
  revertRate: num,
  dryRunRatio: num,
  sameContextViolations: nullable(int),
  oscillationAlerts: arr(str),
  fallbackRounds: int,
  judgeCount: int,
  pairedKept: int,
  pairedReverted: int,
  modelCalls: nullable(int),
  inputTokens: nullable(int),
  outputTokens: nullable(int),
});

const wizardPhase = members<WizardPhase>(WIZARD_PHASES);
const wizardValidator: Validator<WizardView> = obj<WizardView>({
  id: str,
  kind: lit('new', 'upgrade'),
  name: str,
  target: str,
  status: lit('running', 'done', 'stopped', 'error'),
  current: nullable(wizardPhase),
  steps: arr(obj<WizardStepView>({ phase: wizardPhase, title: localised, status: lit('done', 'current', 'pending', 'skipped'), product: nullable(localised) })),
  notices: arr(obj<WizardNoticeView>({ phase: (v, p) => (v === 'start' ? 'start' : wizardPhase(v, p)), level: lit('info', 'refusal', 'back', 'error'), message: localised })),
  error: nullable(str),
});

const evolveView = obj<EvolveRunView>({
  skill: str,
  name: str,
  status: lit<EvolveRunView['status']>('running', 'done', 'failed'),
  threshold: num,
  maxIterations: int,
  iterations: arr(
    obj<EvolveIterationView>({
      iteration: int,
      version: str,
      score: num,
      passed: bool,
      weak: arr(obj<{ name: string; score: number }>({ name: str, score: num })),
      diff: str,
      changeDescription: nullable(str),
    }),
  ),
  message: nullable(localised),
  startedAt: str,
  endedAt: nullable(str),
});

const skillTreeView = obj<SkillTreeView>({
  nodes: arr(
    obj<TreeNodeView>({
      name: str,
      layer: nullable(lit<1 | 2 | 3>(1, 2, 3)),
      skill: nullable(str),
      file: nullable(str),
      source: lit('workspace', 'catalogue'),
      score: nullable(num),
    }),
  ),
  edges: arr(obj<TreeEdgeView>({ from: str, to: str, status: lit('ok', 'missing', 'illegal') })),
});

export const snapshotValidator: Validator<DashboardSnapshot> = obj<DashboardSnapshot>({
  seq: int,
  generatedAt: str,
  locale: lit<DashLocale>('en', 'zh'),
  workspace: str,
  trusted: bool,
  skills: arr(skillView),
  job: nullable(jobView),
  checkpoint: nullable(obj<PendingCheckpoint>({ jobId: str, checkpoint: checkpointValidator, askedAt: str })),
  health: nullable(healthView),
  notices: arr(obj<NoticeView>({ kind: members<NoticeKind>(NOTICE_KINDS), code: str, skill: nullable(str), message: localised })),
  // Absent in snapshots recorded before the wizard existed: read as none.
  wizard: (v, p) => (v === undefined || v === null ? null : wizardValidator(v, p)),
  evolve: optional(nullable(evolveView)),
  skillTree: optional(nullable(skillTreeView)),
});

type ByType<U extends { type: string }> = { [T in U['type']]: Validator<Extract<U, { type: T }>> };

const hostValidators: ByType<HostMessage> = {
  snapshot: obj({ type: lit('snapshot'), protocol: int, snapshot: snapshotValidator }),
  answerResult: obj({
    type: lit('answerResult'),
    requestId: str,
    checkpointId: str,
    accepted: bool,
    reason: nullable(lit<AnswerRejection>('not-pending', 'unknown-choice', 'no-job')),
  }),
  cancelResult: obj({ type: lit('cancelResult'), requestId: str, jobId: str, accepted: bool }),
};

const webviewValidators: ByType<WebviewMessage> = {
  ready: obj({ type: lit('ready'), protocol: int, clientId: str }),
  answer: obj({ type: lit('answer'), requestId: str, jobId: str, checkpointId: str, choice: str }),
  cancel: obj({ type: lit('cancel'), requestId: str, jobId: str }),
  openFile: obj({ type: lit('openFile'), skill: str, file: str, line: nullable(int) }),
  refresh: obj({ type: lit('refresh') }),
  protocolError: obj({ type: lit('protocolError'), detail: str }),
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parseWith<U extends { type: string }>(validators: ByType<U>, v: unknown, side: string): Parsed<U> {
  try {
    if (!isObj(v) || typeof v.type !== 'string') throw new ProtocolError('', `a ${side} message object with a string "type"`);
    const validate = (validators as Record<string, Validator<U> | undefined>)[v.type];
    if (!validate || !Object.prototype.hasOwnProperty.call(validators, v.type)) {
      throw new ProtocolError('type', `a known ${side} message type, got ${JSON.stringify(v.type).slice(0, 60)}`);
    }
    return { ok: true, value: validate(v, '') };
  } catch (e) {
    return { ok: false, error: e instanceof ProtocolError ? e.message : `invalid ${side} message (${String(e)})` };
  }
}

/** Validate a message that arrived in the webview from the host. */
export function parseHostMessage(v: unknown): Parsed<HostMessage> {
  const r = parseWith(hostValidators, v, 'host');
  if (r.ok && r.value.type === 'snapshot' && r.value.protocol !== PROTOCOL_VERSION) {
    return { ok: false, error: `protocol ${r.value.protocol} is not the webview's protocol ${PROTOCOL_VERSION}` };
  }
  return r;
}

/** Validate a message that arrived in the host from the webview. */
export function parseWebviewMessage(v: unknown): Parsed<WebviewMessage> {
  return parseWith(webviewValidators, v, 'webview');
}

// ───────────────────────────── UI state (webview-owned) ─────────────────────────────

export type ViewId = 'overview' | 'history' | 'breakdown' | 'health' | 'tree' | 'checkpoint' | 'job' | 'wizard' | 'evolve';
export const VIEW_IDS: readonly ViewId[] = ['overview', 'history', 'breakdown', 'health', 'tree', 'checkpoint', 'job', 'wizard', 'evolve'];

/** What the webview persists through getState/setState: navigation only, never host data. */
export interface UiState {
  view: ViewId;
  /** Selected skill id for the history and breakdown views. */
  skill: string | null;
}

export const uiStateValidator: Validator<UiState> = obj<UiState>({ view: lit(...VIEW_IDS), skill: nullable(str) });

/** The persisted UI state, or the default when there is none or it is from another version. */
export function parseUiState(v: unknown): UiState {
  try {
    return uiStateValidator(v, 'state');
  } catch {
    return { view: 'overview', skill: null };
  }
}
