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
 * The snapshot's types are in ./snapshot.ts and the validator combinators in ./validate.ts;
 * both are re-exported here, so the two sides import the protocol from one place.
 */
import type { Checkpoint, CheckpointKind, Choice, NoticeKind, Phase, RoundStep, RunCost as CardCost, WizardPhase } from '../core/api/loop.ts';
import type { EvalMode, Mode } from '../core/api/score.ts';
import type { Dimension, LocalisedText, SentinelCategory, Severity } from '../core/api/rules.ts';
import type {
  DashLocale,
  GateState,
  ScoreView,
  LastFullScore,
  FindingCounts,
  SentinelAlert,
  SecurityView,
  HistoryPoint,
  SpreadView,
  ModuleShare,
  DimensionRow,
  Breakdown,
  SkillView,
  RunCost,
  JobStatus,
  JobView,
  PendingCheckpoint,
  HealthView,
  NoticeView,
  WizardStepView,
  WizardNoticeView,
  WizardView,
  EvolveIterationView,
  EvolveRunView,
  TreeNodeView,
  TreeEdgeView,
  SkillTreeView,
  DashboardSnapshot,
  GapTypeView,
  FailureReportView,
  FailureRuleView,
  FailuresView,
  RegressRunView,
  RegressView,
  DueModuleView,
  DashCommand,
  DueReminderView,
  LifecycleView,
  CompatReasonView,
  CompatRowView,
} from './snapshot.ts';
import { ProtocolError, arr, isObj, bool, int, lit, members, nullable, num, obj, optional, str, type Validator } from './validate.ts';

export type { Checkpoint, Choice, Phase, RoundStep, EvalMode, Mode, Dimension, LocalisedText };
export * from './snapshot.ts';
export * from './validate.ts';

/** Bumped when a message changes incompatibly; the webview says so instead of guessing. */
export const PROTOCOL_VERSION = 1;

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
  /** A button asks the host to run one of Luban's commands (on `skill`, a SkillView id; null: the command asks which). */
  | { type: 'runCommand'; command: DashCommand; skill: string | null }
  /** The webview rejected a host message (so the host log shows protocol drift). */
  | { type: 'protocolError'; detail: string };

const DIMENSIONS = {
  dim1: true,
  dim2: true,
  dim3: true,
  dim4: true,
  dim5: true,
  dim6: true,
  dim7a: true,
  dim7b: true,
  dim8: true,
  dim9: true,
  dim10: true,
} satisfies Record<Dimension, true>;
const PHASES = { '0': true, '0.3': true, gate: true, '0.5': true, '1': true, '2': true, '2.5': true, '3': true } satisfies Record<Phase, true>;
const WIZARD_PHASES = { '1': true, '2': true, '3': true, '3.5': true, '4': true, '5': true, '6': true, '7': true, '8': true } satisfies Record<
  WizardPhase,
  true
>;
const STEPS = { diagnose: true, propose: true, 'pre-edit': true, apply: true, 'self-check': true, rescore: true, decide: true, record: true } satisfies Record<
  RoundStep,
  true
>;
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
const CATEGORIES = { 'malicious-command': true, credential: true, 'prompt-injection': true, exfiltration: true, 'privilege-escalation': true } satisfies Record<
  SentinelCategory,
  true
>;

export const DIMENSION_ORDER = Object.keys(DIMENSIONS) as Dimension[];

const dimension = members<Dimension>(DIMENSIONS);
const phase = members<Phase>(PHASES);
const step = members<RoundStep>(STEPS);
const evalMode = members<EvalMode>(EVAL_MODES);
const mode = lit<Mode>('quick', 'full');
const localised: Validator<LocalisedText> = obj<LocalisedText>({ en: str, zh: str });

const choice: Validator<Choice> = obj<Choice>({ id: str, label: localised, hint: optional(localised) });

export const checkpointValidator: Validator<Checkpoint> = (v, p) => {
  const c = obj<Checkpoint>({
    id: str,
    kind: members<CheckpointKind>(KINDS),
    level: lit('checkpoint', 'stop'),
    phase: members<Phase | WizardPhase>({ ...PHASES, ...WIZARD_PHASES }),
    skill: optional(str),
    title: localised,
    tag: optional(str),
    body: localised,
    cost: optional(obj<CardCost>({ calls: num, tokens: num, elapsedMs: num })),
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
  outOf: optional(nullable(num)),
  partial: optional(bool),
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
  judges: optional(arr(num)),
  disagree: optional(bool),
});

const spreadView = obj<SpreadView>({ sd: num, atLeast: bool, source: lit('judges', 'noise-floor') });

const breakdown = obj<Breakdown>({
  source: lit('static', 'scorecard'),
  mode: nullable(mode),
  total: nullable(num),
  outOf: num,
  rows: arr(dimensionRow),
  notScored: arr(str),
  spread: optional(spreadView),
});

const GAP_TYPES = {
  'trigger-missed': true,
  'rule-missing': true,
  'instruction-conflict': true,
  'flow-broken': true,
  'output-format': true,
  'version-drift': true,
} satisfies Record<GapTypeView, true>;
const DASH_COMMANDS = {
  scan: true,
  score: true,
  optimize: true,
  regress: true,
  reportFailure: true,
  harden: true,
  refresh: true,
  health: true,
  slim: true,
  evolve: true,
  newSkill: true,
} satisfies Record<DashCommand, true>;
const DUE_MODULES = { MUSE: true, HASP: true, SkillOps: true, Distill: true, CASCADE: true } satisfies Record<DueModuleView, true>;
const gapType = members<GapTypeView>(GAP_TYPES);
export const dashCommand = members<DashCommand>(DASH_COMMANDS);
export const DASH_COMMAND_IDS = Object.keys(DASH_COMMANDS) as DashCommand[];

const failuresView = obj<FailuresView>({
  reports: arr(
    obj<FailureReportView>({
      id: str,
      timestamp: str,
      gap: nullable(obj<{ type: GapTypeView; label: LocalisedText }>({ type: gapType, label: localised })),
      file: nullable(str),
      line: nullable(int),
      rule: nullable(str),
      ruleCount: int,
      status: lit('pending', 'applied', 'discarded', 'not-proposed'),
      proposal: nullable(obj<{ oldStr: string; newStr: string; reason: string }>({ oldStr: str, newStr: str, reason: str })),
      evidence: lit('static', 'model', 'none'),
      feedback: str,
    }),
  ),
  total: int,
  repeated: arr(obj<FailureRuleView>({ file: str, line: int, rule: str, count: int, types: arr(gapType) })),
  problems: arr(str),
});

const regressView = obj<RegressView>({
  runs: arr(
    obj<RegressRunView>({
      at: str,
      trigger: str,
      verdict: lit('pass', 'partial', 'fail', 'not-run'),
      pass: int,
      fail: int,
      notRun: int,
      failed: arr(obj<RegressRunView['failed'][number]>({ id: str, dimension: str, reason: nullable(localised) })),
      rollback: arr(localised),
      calls: int,
    }),
  ),
  total: int,
  cases: int,
  passing: int,
  failing: int,
  problems: arr(str),
});

const dueReminderView = obj<DueReminderView>({
  module: members<DueModuleView>(DUE_MODULES),
  task: localised,
  applicable: bool,
  due: bool,
  reason: localised,
  lastRun: nullable(str),
  nextDue: nullable(str),
  command: dashCommand,
});

const lifecycleView = obj<LifecycleView>({ failures: failuresView, regress: regressView, due: arr(dueReminderView) });

const compatRowView = obj<CompatRowView>({
  runtime: str,
  name: str,
  verdict: lit('loads', 'cut-short', 'dropped'),
  reasons: arr(obj<CompatReasonView>({ text: str, file: str, line: int, effect: lit('drop', 'cut', 'note'), source: str })),
});

const skillView = obj<SkillView>({
  id: str,
  name: str,
  path: str,
  static: nullable(scoreView),
  lastFull: nullable(
    obj<LastFullScore>({
      total: num,
      outOf: nullable(num),
      evalMode: str,
      judgeCount: nullable(num),
      round: str,
      timestamp: str,
      spread: optional(spreadView),
    }),
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
  lifecycle: optional(nullable(lifecycleView)),
  compatibility: optional(nullable(arr(compatRowView))),
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
  notices: arr(
    obj<WizardNoticeView>({
      phase: (v, p) => (v === 'start' ? 'start' : wizardPhase(v, p)),
      level: lit('info', 'refusal', 'back', 'error'),
      message: localised,
    }),
  ),
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
  runCommand: obj({ type: lit('runCommand'), command: dashCommand, skill: nullable(str) }),
  protocolError: obj({ type: lit('protocolError'), detail: str }),
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parseWith<U extends { type: string }>(validators: ByType<U>, v: unknown, side: string): Parsed<U> {
  try {
    if (!isObj(v) || typeof v.type !== 'string') throw new ProtocolError('', `a ${side} message object with a string "type"`);
    const validate = (validators as Record<string, Validator<U> | undefined>)[v.type];
    if (!validate || !Object.hasOwn(validators, v.type)) {
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

export type ViewId = 'overview' | 'history' | 'breakdown' | 'lifecycle' | 'compat' | 'health' | 'tree' | 'checkpoint' | 'job' | 'wizard' | 'evolve';
export const VIEW_IDS: readonly ViewId[] = [
  'overview',
  'history',
  'breakdown',
  'lifecycle',
  'compat',
  'health',
  'tree',
  'checkpoint',
  'job',
  'wizard',
  'evolve',
];

/** What the webview persists through getState/setState: navigation only, never host data. */
export interface UiState {
  view: ViewId;
  /** Selected skill id for the per-skill views (history, dimensions, lifecycle, runtimes). */
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
