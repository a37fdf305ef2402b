/**
 * The dashboard snapshot (docs/features.md H4): every piece of data the host owns and pushes to the
 * webview whole, on each change — skills (with their lifecycle records and runtime
 * compatibility), runs, the wizard, evolve runs, the Skill Tree.
 * Types only; their runtime validators are in ./protocol.ts.
 */
import type { Checkpoint, NoticeKind, Phase, RoundStep, WizardPhase } from '../core/api/loop.ts';
import type { EvalMode, Mode } from '../core/api/score.ts';
import type { Dimension, LocalisedText, SentinelCategory, Severity } from '../core/api/rules.ts';

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
  /** The ± of `total` (issue 26 item 4): the card's propagated judge spread or the run's measured noise floor; absent when unknown. */
  spread?: SpreadView;
}

/** A total's ± as the dashboard shows it (core/scorecard/spread.ts). */
export interface SpreadView {
  sd: number;
  /** A lower bound: some judged part's spread is not recorded. */
  atLeast: boolean;
  source: 'judges' | 'noise-floor';
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
 * The skill's security verdict (docs/features.md B5a, core/modules/sentinel/verdict.ts): `block` on
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
  /** The points the row's scores are out of (its own, a "compared on N common points", or the last recorded), null when unknown; absent from older hosts. */
  outOf?: number | null;
  /** A judged row on fewer than 100 points: not a total of the whole rubric (drawn hollow, never as a fall). */
  partial?: boolean;
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
  /** Each judge's own value (0–10) when recorded; absent otherwise. */
  judges?: number[];
  /** The judges are ≥ 3 points apart. */
  disagree?: boolean;
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
  /** The total's ±, when the judged card has one. */
  spread?: SpreadView;
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
  /** Seed v2's lifecycle records (failure reports, regression runs, due reminders); absent from hosts that predate them. */
  lifecycle?: LifecycleView | null;
  /** Per runtime, whether the skill loads (docs/features.md H10); absent from older hosts, null without a scan result. */
  compatibility?: CompatRowView[] | null;
}

// ───────────────────────────── seed v2 lifecycle (docs/features.md E1–E3) ─────────────────────────────

/** The seed's six gap types (store/failures.ts GAP_TYPES). */
export type GapTypeView = 'trigger-missed' | 'rule-missing' | 'instruction-conflict' | 'flow-broken' | 'output-format' | 'version-drift';
export type FailureStatusView = 'pending' | 'applied' | 'discarded' | 'not-proposed';

/** One EvoSkill failure report of failures.jsonl (docs/features.md E1). */
export interface FailureReportView {
  id: string;
  timestamp: string;
  gap: { type: GapTypeView; label: LocalisedText } | null;
  /** Where the gap was located, relative to the skill folder; null when not located. */
  file: string | null;
  line: number | null;
  /** The located rule's text (first line), null when not located. */
  rule: string | null;
  /** Reports located at the same rule, this one included (0 when not located). */
  ruleCount: number;
  status: FailureStatusView;
  /** The proposed patch (`old_str → new_str` and why), null when none was written. */
  proposal: { oldStr: string; newStr: string; reason: string } | null;
  evidence: 'static' | 'model' | 'none';
  /** The person's feedback, cut for display. */
  feedback: string;
}

/** A rule reported more than once (the HASP hardening input). */
export interface FailureRuleView {
  file: string;
  line: number;
  rule: string;
  count: number;
  types: GapTypeView[];
}

export interface FailuresView {
  /** Newest first, at most 50. */
  reports: FailureReportView[];
  /** Reports in the file (all of them). */
  total: number;
  /** Rules with more than one report, most reported first. */
  repeated: FailureRuleView[];
  /** Lines of failures.jsonl that could not be read ("line 3: not valid JSON"). */
  problems: string[];
}

export type RegressVerdictView = 'pass' | 'partial' | 'fail' | 'not-run';

/** One MUSE run of .luban/regress-history.jsonl (docs/features.md E2). */
export interface RegressRunView {
  at: string;
  trigger: string;
  verdict: RegressVerdictView;
  pass: number;
  fail: number;
  notRun: number;
  /** Failed cases; `reason` null for runs recorded before the reason was kept. */
  failed: Array<{ id: string; dimension: string; reason: LocalisedText | null }>;
  /** The rollback suggestion of a run with failures (empty when none or not recorded). */
  rollback: LocalisedText[];
  calls: number;
}

export interface RegressView {
  /** Newest first, at most 30. */
  runs: RegressRunView[];
  total: number;
  /** Cases in tests.yaml, and how many of them last passed / failed. */
  cases: number;
  passing: number;
  failing: number;
  /** tests.yaml and regress-history.jsonl problems, as lines. */
  problems: string[];
}

/** The lifecycle modules a due reminder can name. */
export type DueModuleView = 'MUSE' | 'HASP' | 'SkillOps' | 'Distill' | 'CASCADE';
/** The commands the dashboard's buttons can ask the host to run (each maps to an existing Luban command). */
export type DashCommand = 'scan' | 'score' | 'optimize' | 'regress' | 'reportFailure' | 'harden' | 'refresh' | 'health' | 'slim' | 'evolve' | 'newSkill';

/** What the scheduler says about one module for this skill (docs/features.md E3). */
export interface DueReminderView {
  module: DueModuleView;
  /** The task in words ("CASCADE knowledge refresh"). */
  task: LocalisedText;
  /** Whether the module applies to this skill at all (Distill: redundancy low; CASCADE: external references). */
  applicable: boolean;
  due: boolean;
  reason: LocalisedText;
  lastRun: string | null;
  nextDue: string | null;
  /** The button that runs it. */
  command: DashCommand;
}

export interface LifecycleView {
  failures: FailuresView;
  regress: RegressView;
  due: DueReminderView[];
}

// ───────────────────────────── runtime compatibility (docs/features.md H10) ─────────────────────────────

export type CompatVerdictView = 'loads' | 'cut-short' | 'dropped';

export interface CompatReasonView {
  /** Already in the snapshot's language. */
  text: string;
  file: string;
  line: number;
  effect: 'drop' | 'cut' | 'note';
  /** Where the limit is documented (a URL). */
  source: string;
}

export interface CompatRowView {
  runtime: string;
  name: string;
  verdict: CompatVerdictView;
  reasons: CompatReasonView[];
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
  /** Rounds whose keep/revert the paired judges decided inside the noise floor (docs/features.md D9). */
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

/** One phase of the metis wizard (docs/features.md G1): its title, where it stands, what it produced. */
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

/** One iteration of an evolve run (docs/features.md F1–F2): its score against the threshold, weak dimensions, the diff its rewrite made. */
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

/** A skill in the Skill Tree graph (docs/features.md F5): a workspace skill (`skill` = its SkillView id, for opening it) or a prebuilt catalogue one. */
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
