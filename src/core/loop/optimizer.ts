/**
 * The optimiser (seed v3 优化流程 Phase 0–3, SPEC §4 D1–D9) as a state machine over the
 * phases 0 → 0.3 → runtime gate → 0.5 → 1 → 2 → 2.5 → 3. It talks to people only
 * through events and the Approver, to git through core/git, to files through
 * core/store and the Workspace, and to models through the judge/scorecard code.
 *
 * Invariants:
 * - SKILL.md is only ever written whole (atomic) and only after a snapshot (pre-edit
 *   commit or backup); a round ends with keep (commit) or revert (checkout / backup
 *   copy) and one results.tsv row; cancel restores the pre-edit version; a killed round
 *   is found and repaired by the next run (ratchet.recover).
 * - Every exception row and redline is a notice before anything is done about it.
 * - Nothing is scored by the context that edited it; without a model nothing judged is
 *   claimed (eval_mode=static, judge_count=0).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.ts';
import type { LubanConfig } from '../config/schema.ts';
import { Budget } from '../cost/budget.ts';
import { UsageMeter } from '../cost/usage.ts';
import { skillHistory } from '../cost/mode.ts';
import { scanDocument, type SkillScanResult } from '../engine/scan.ts';
import { Executor } from '../judge/executor.ts';
import { skillLanguage } from '../judge/language.ts';
import { pairedComparison, pairedCounts, pairedJudgeCount, pairedSummary, type PairedResult } from '../judge/paired.ts';
import { skillText } from '../judge/context.ts';
import { testPromptMessages, testPromptsSchema, DIM8_VERSIONS, type TestPrompt } from '../judge/prompts/dim8.ts';
import { pick, type Locale } from '../l10n/index.ts';
import { securityGate } from './security-gate.ts';
import { detourDimensions, oscillatingDimensions, describeSteps } from '../modules/evoskill/history.ts';
import type { Dimension, LocalisedText, ResultsRow } from '../rules/types.ts';
import { computeStaticDimsDetailed } from '../rubric/static-dims.ts';
import { scoreSkill } from '../scorecard/score.ts';
import { loadSkill, type EnclosingCache } from '../skill/load.ts';
import { toDiskText } from '../skill/text.ts';
import type { SkillDocument } from '../skill/types.ts';
import { writeFileAtomic } from '../store/atomic.ts';
import { rotateBackups } from '../store/backups.ts';
import { writeDiagnosticsTsv } from '../store/diagnostics.ts';
import { guardsFor, readLubanProfile, addOscillationGuards, type OscillationGuard } from '../store/luban-profile.ts';
import { appendMetaLearnings } from '../store/meta-learnings.ts';
import { appendRegistryRows } from '../store/registry.ts';
import { appendRejectedEdit, proposalKey, readRejectedEdits } from '../store/rejected-edits.ts';
import { appendResultsRow, readResultsTsv, RESULTS_FILE, RESULTS_HEADER } from '../store/results.ts';
import { readTestPromptsFile, writeTestPrompts, TEST_PROMPTS_FILE } from '../store/test-prompts.ts';
import { createOptimizeBranch, type BranchExistsChoice } from '../git/branch.ts';
import { GitRepo } from '../git/repo.ts';
import { BLACKLIST, checkProposal } from './blacklist.ts';
import { deterministicProposals, type Proposal } from './deterministic.ts';
import { checkEditBudget, changedLines, unifiedDiff } from './edit-budget.ts';
import { proposeWithModel, rewriteWithModel } from './model-edit.ts';
import { fullToQuick, maxRoundsFor, modeGateway, quickToFull, roiSkip } from './mode.ts';
import { BakRatchet, GitRatchet, type Ratchet, type SnapshotToken } from './ratchet.ts';
import { cardSnapshot, compareSnapshots, formatDelta, percent, staticSnapshot, type Snapshot } from './scoring.ts';
import { multiDimViolation, selfCheck, signals } from './signals.ts';
import { rankTargets, type Candidate } from './strategy.ts';
import {
  NoAnswerError,
  type Checkpoint,
  type Choice,
  type EvalMode,
  type LoopEvent,
  type Mode,
  type Notice,
  type NoticeKind,
  type OptimizeOptions,
  type OptimizeReport,
  type Phase,
  type RoundResult,
  type RoundStatus,
  type RoundStep,
  type SkillOutcome,
  type Workspace,
} from './types.ts';

class Cancelled extends Error {}
class UserStop extends Error {}

const L = (en: string, zh: string): LocalisedText => ({ en, zh });

const CONTINUE: Choice[] = [
  { id: 'continue', label: L('continue', '继续') },
  { id: 'stop', label: L('stop here', '到此为止') },
];

interface SkillState {
  name: string;
  dir: string;
  fileName: string;
  missing: boolean;
  config: LubanConfig;
  history: ResultsRow[];
  mode: Mode;
  scan?: SkillScanResult;
  /** LF-normalised SKILL.md at the start of the run (the 150% cap's base). */
  original?: string;
  baseline?: Snapshot;
  current?: Snapshot;
  ratchet?: Ratchet;
  repo?: GitRepo;
  rejected: Set<string>;
  rejectedSummaries: string[];
  skip: Map<string, LocalisedText>;
  rounds: number;
  kept: number;
  reverted: number;
  keptDims: string[];
  brokeAtRound1: boolean;
  status?: SkillOutcome['status'];
  note?: string;
  security?: SkillOutcome['security'];
  noise?: number;
  testPrompts?: TestPrompt[];
  rewriteConsent?: boolean;
  results: RoundResult[];
}

function timestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const fsWorkspace: Workspace = {
  async readText(file) {
    try {
      return await fs.readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  },
  writeText: (file, text) => writeFileAtomic(file, text),
};

export async function optimize(options: OptimizeOptions): Promise<OptimizeReport> {
  return new Optimizer(options).run();
}

export class Optimizer {
  phase: Phase = '0';
  private readonly notices: Notice[] = [];
  private readonly files = new Set<string>();
  private readonly skills: SkillState[] = [];
  private mode: Mode = 'quick';
  private pinned: boolean;
  private readonly budget: Budget;
  private readonly meter = new UsageMeter();
  private readonly clock: () => Date;
  private readonly io: Workspace;
  private readonly locale: Locale;
  private readonly repos = new Map<string, { repo: GitRepo; branch?: string; declined?: boolean }>();
  private bakChosen = false;
  private branch?: string;
  private fullDeltas: number[] = [];
  private stopped?: OptimizeReport['stopped'];
  private unanswered?: Checkpoint;
  private degradedStreak = 0;
  private maxDegradedStreak = 0;
  private guards: OscillationGuard[] = [];
  /** A sub-skill's bundle is walked once per run, not at every round's rescan. */
  private readonly enclosingCache: EnclosingCache = new Map();
  /** Judges of the paired decision inside the noise floor (SPEC D9); 0 = off. */
  private readonly pairedJudges: number;

  constructor(private readonly opts: OptimizeOptions) {
    this.pinned = opts.mode !== undefined;
    this.pairedJudges = pairedJudgeCount(opts.pairedJudges);
    this.budget = opts.budget ?? new Budget();
    this.clock = opts.clock ?? (() => new Date());
    this.io = opts.files ?? fsWorkspace;
    this.locale = opts.locale ?? 'en';
  }

  // -------------------------------------------------------------------------------------
  // events

  private emit(e: LoopEvent): void {
    this.opts.onEvent?.(e);
  }

  private notify(kind: NoticeKind, code: string, message: LocalisedText, skill?: string): void {
    const notice: Notice = { kind, code, message, ...(skill ? { skill } : {}) };
    this.notices.push(notice);
    this.emit({ type: 'notice', notice });
  }

  private progress(message: LocalisedText, skill?: string, round?: number, step?: RoundStep): void {
    this.emit({ type: 'progress', phase: this.phase, message, ...(skill ? { skill } : {}), ...(round !== undefined ? { round } : {}), ...(step ? { step } : {}) });
  }

  private checkCancel(): void {
    if (this.opts.signal?.aborted) throw new Cancelled();
  }

  private async ask(cp: Omit<Checkpoint, 'phase'>): Promise<string> {
    this.checkCancel();
    const checkpoint: Checkpoint = { ...cp, phase: this.phase };
    this.emit({ type: 'checkpoint', checkpoint });
    let choice: string;
    try {
      choice = await this.opts.approver.ask(checkpoint, this.opts.signal);
    } catch (e) {
      if (e instanceof NoAnswerError) {
        this.unanswered = checkpoint;
        throw e;
      }
      if (this.opts.signal?.aborted) throw new Cancelled();
      throw e;
    }
    if (!checkpoint.choices.some((c) => c.id === choice)) choice = checkpoint.defaultChoice;
    this.emit({ type: 'answer', checkpoint: checkpoint.id, choice });
    return choice;
  }

  private t(text: LocalisedText): string {
    return pick(text, this.locale);
  }

  // -------------------------------------------------------------------------------------
  // the run

  async run(): Promise<OptimizeReport> {
    try {
      await this.phase0();
      await this.phase03();
      this.gate();
      await this.phase05();
      await this.phase1();
      await this.phase2();
      await this.phase25();
    } catch (e) {
      if (e instanceof Cancelled) {
        this.stopped = 'cancelled';
        this.notify('warning', 'cancelled', L('Cancelled: SKILL.md is the pre-edit or the last kept version; results.tsv says which.', '已取消：SKILL.md 为编辑前或最后保留的版本；results.tsv 记录了是哪一个。'));
      } else if (e instanceof NoAnswerError) {
        this.stopped = 'no-answer';
      } else if (e instanceof UserStop) {
        this.stopped = 'user';
      } else throw e;
    }
    return this.phase3();
  }

  // -------------------------------------------------------------------------------------
  // Phase 0: scope, records, history, interrupted rounds, mode, git branch

  private async phase0(): Promise<void> {
    this.phase = '0';
    this.progress(L(`Phase 0: ${this.opts.skills.length} skill(s)`, `Phase 0：共 ${this.opts.skills.length} 个 skill`));
    const profile = await readLubanProfile(this.opts.workspace);
    if (profile.corrupt) this.notify('warning', 'profile-corrupt', L(`luban-profile.json cannot be fully read (${profile.problems[0]}); the valid entries are used, and it is backed up before it is rewritten.`, `luban-profile.json 无法完整读取（${profile.problems[0]}）；仅使用有效条目，重写前会先备份。`));
    this.guards = profile.guards;
    const allHistory: ResultsRow[] = [];
    for (const dir of this.opts.skills) {
      const abs = path.resolve(dir);
      const name = path.basename(abs);
      let fileName = 'SKILL.md';
      let missing = true;
      for (const f of ['SKILL.md', 'skill.md']) {
        try {
          if ((await fs.stat(path.join(abs, f))).isFile()) {
            fileName = f;
            missing = false;
            break;
          }
        } catch {
          /* absent */
        }
      }
      let config: LubanConfig = this.opts.config ?? {};
      if (!this.opts.config) {
        try {
          config = (await loadConfig(abs)).config;
        } catch (e) {
          this.notify('warning', 'config', L(`config ignored for ${name}: ${(e as Error).message}`, `${name} 的配置文件已忽略：${(e as Error).message}`), name);
        }
      }
      const s: SkillState = { name, dir: abs, fileName, missing, config, history: [], mode: 'quick', rejected: new Set(), rejectedSummaries: [], skip: new Map(), rounds: 0, kept: 0, reverted: 0, keptDims: [], brokeAtRound1: false, results: [] };
      this.skills.push(s);
      await this.readHistory(s);
      allHistory.push(...s.history);
      if (missing) {
        this.notify('exception', 'skill-md-missing', L(`${name}: the folder has no SKILL.md; this skill stops (status=error) and the next one continues.`, `${name}：目录中没有 SKILL.md；该 skill 终止（status=error），继续处理下一个。`), name);
        await this.appendRow(s, { commit: '-', round: 0, old: null, new: null, status: 'error', dim: '-', delta: null, note: 'SKILL.md not found / 找不到 SKILL.md', evalMode: 'static', judgeCount: 0, outOf: null, calls: 0 });
        s.status = 'error';
        continue;
      }
      await this.readRejected(s);
      await this.markHistory(s);
    }
    const decision = modeGateway({ pinned: this.opts.mode, intent: this.opts.intent, history: allHistory });
    this.mode = decision.mode;
    this.notify('info', 'mode', L(`Mode: ${this.mode === 'full' ? 'Full' : 'Quick'} (${decision.reason.en}); MAX_ROUNDS ${this.maxRounds()}.`, `模式：${this.mode === 'full' ? 'Full' : 'Quick'}（${decision.reason.zh}）；MAX_ROUNDS ${this.maxRounds()}。`));
    if (this.opts.model && this.opts.pairedJudges !== undefined && this.pairedJudges !== this.opts.pairedJudges) {
      this.notify('info', 'paired-judges', L(`Paired judges: ${this.opts.pairedJudges} raised to ${this.pairedJudges} (a majority decides only with at least 3).`, `成对评委：${this.opts.pairedJudges} 位提高到 ${this.pairedJudges} 位（至少 3 位才能以多数决定）。`));
    }
    if (this.opts.judgeContext === 'same-as-editor' && this.opts.model) {
      this.notify('redline', 'redline-1-self-eval', L('Redline 1: the judge runs in the editing context. Every judged dim8 is halved and rows carry redline_1_violation=true.', '红线 1：评分与编辑同源（同一 context）。dim8 一律 ×0.5，results.tsv 记录 redline_1_violation=true。'));
    }
    for (const s of this.live()) {
      s.mode = this.mode;
      await this.recoverInterrupted(s);
    }
    if (this.mode === 'full') for (const s of this.live()) await this.ensureRatchet(s);
  }

  private live(): SkillState[] {
    return this.skills.filter((s) => !s.missing && s.status !== 'error' && s.status !== 'aborted' && s.status !== 'blocked');
  }

  private maxRounds(): number {
    return this.opts.maxRounds ?? maxRoundsFor(this.mode);
  }

  private async readHistory(s: SkillState): Promise<void> {
    const rf = await readResultsTsv(s.dir);
    if (!rf.exists) {
      this.notify('exception', 'results-missing', L(`${s.name}: results.tsv is missing (first optimisation); created it with the 12-column header.`, `${s.name}：results.tsv 不存在（首次优化），已新建并写入 12 列表头。`), s.name);
      try {
        await writeFileAtomic(path.join(s.dir, RESULTS_FILE), RESULTS_HEADER + '\n');
        this.files.add(path.join(s.dir, RESULTS_FILE));
      } catch (e) {
        this.notify('warning', 'write-failed', L(`${s.name}: cannot create results.tsv: ${(e as Error).message}`, `${s.name}：无法创建 results.tsv：${(e as Error).message}`), s.name);
      }
    } else if (rf.corrupt) {
      const where = rf.problems.slice(0, 3).map((p) => `line ${p.line}: ${p.detail}`).join('; ');
      this.notify('exception', 'results-corrupt', L(`${s.name}: results.tsv is corrupt (${where}); it will be backed up as results.tsv.bak.YYYYMMDD-HHMM and rebuilt before the first row is written. ${rf.rows.length} readable row(s) are kept.`, `${s.name}：results.tsv 已损坏（${where}）；写入第一行前会备份为 results.tsv.bak.YYYYMMDD-HHMM 并重建，保留 ${rf.rows.length} 行可读记录。`), s.name);
    }
    s.history = skillHistory(rf.rows, s.name);
  }

  private async readRejected(s: SkillState): Promise<void> {
    const rej = await readRejectedEdits(s.dir);
    if (rej.corrupt) this.notify('warning', 'rejected-edits-corrupt', L(`${s.name}: rejected_edits.md has entries that cannot be read (${rej.problems[0]?.detail}); the readable ones are used.`, `${s.name}：rejected_edits.md 有无法读取的条目（${rej.problems[0]?.detail}）；仅使用可读条目。`), s.name);
    for (const e of rej.entries) {
      if (e.skill && e.skill !== s.name) continue;
      s.rejected.add(proposalKey(e.dimension, e.summary));
      s.rejectedSummaries.push(`${e.dimension}: ${e.summary} — ${e.reason}`);
    }
  }

  /** Detour (reverted before) and oscillating dimensions from history; oscillation_guard. */
  private async markHistory(s: SkillState): Promise<void> {
    for (const d of detourDimensions(s.history)) {
      s.skip.set(d, L(`reverted before (detour, 绕行)`, '历史上曾被回滚（绕行）'));
    }
    for (const o of oscillatingDimensions(s.history)) {
      s.skip.set(o.dimension, L(`[oscillation] ${describeSteps(o.steps)}`, `[oscillation] ${describeSteps(o.steps)}`));
      this.notify('warning', 'oscillation', L(`${s.name}: ${o.dimension} oscillated (${describeSteps(o.steps)}); it is skipped this run.`, `${s.name}：${o.dimension} 出现振荡（${describeSteps(o.steps)}）；本次跳过该维度。`), s.name);
    }
    const detours = detourDimensions(s.history);
    if (detours.length) this.notify('info', 'detour', L(`${s.name}: detour around ${detours.join(', ')} (reverted before).`, `${s.name}：绕行 ${detours.join('、')}（历史回滚）。`), s.name);
  }

  private async recoverInterrupted(s: SkillState): Promise<void> {
    const found = [];
    const bak = new BakRatchet({ skill: s.name, dir: s.dir, fileName: s.fileName, now: this.clock });
    const r1 = await bak.recover();
    if (r1) found.push(r1);
    const repo = await this.repoFor(s);
    if (repo) {
      try {
        const r2 = await new GitRatchet(repo, { skill: s.name, dir: s.dir, fileName: s.fileName, now: this.clock }).recover(s.history);
        if (r2) found.push(r2);
      } catch (e) {
        this.notify('warning', 'recover-failed', L(`${s.name}: could not check for an interrupted round: ${(e as Error).message}`, `${s.name}：无法检查中断的轮次：${(e as Error).message}`), s.name);
      }
    }
    for (const r of found) {
      if (r.kind === 'kept-unlogged') {
        const d = r.delta === undefined ? '?' : r.delta.startsWith('-') ? r.delta : `+${r.delta}`;
        this.notify('warning', 'interrupted', L(`${s.name}: the last run was interrupted after keeping an edit (${r.ref}, ${d} [${r.dim ?? '?'}]) but before logging it; SKILL.md is the kept version. A row is added.`, `${s.name}：上次运行在保留编辑（${r.ref}，${d} [${r.dim ?? '?'}]）后、记录前中断；SKILL.md 为保留后的版本。已补记一行。`), s.name);
        await this.appendRow(s, { commit: r.ref, round: 0, old: null, new: null, status: 'keep', dim: (r.dim as Dimension) ?? '-', delta: r.delta ? Number(r.delta) : null, note: 'recovered: kept before an interruption / 中断前已保留，补记', evalMode: 'static', judgeCount: 0, outOf: null, calls: 0 });
      } else {
        const restored = r.kind === 'undecided-restored';
        this.notify(
          'warning',
          'interrupted',
          restored
            ? L(`${s.name}: the last run was interrupted mid-round (${r.ref}); the undecided edit was discarded and SKILL.md restored to the pre-edit version.`, `${s.name}：上次运行在轮次中途中断（${r.ref}）；未判定的编辑已丢弃，SKILL.md 已恢复为编辑前版本。`)
            : L(`${s.name}: the last run was interrupted mid-round (${r.ref}); SKILL.md is the pre-edit version.`, `${s.name}：上次运行在轮次中途中断（${r.ref}）；SKILL.md 为编辑前版本。`),
          s.name,
        );
        await this.appendRow(s, { commit: r.ref, round: 0, old: null, new: null, status: 'interrupted', dim: '-', delta: null, note: restored ? 'interrupted round: pre-edit version restored / 中断轮次：已恢复编辑前版本' : 'interrupted round: SKILL.md was still the pre-edit version / 中断轮次：SKILL.md 仍为编辑前版本', evalMode: 'static', judgeCount: 0, outOf: null, calls: 0 });
      }
    }
  }

  private async repoFor(s: SkillState): Promise<GitRepo | undefined> {
    if (s.repo) return s.repo;
    const repo = await GitRepo.open(s.dir);
    if (!repo) return undefined;
    const known = this.repos.get(repo.root);
    s.repo = known?.repo ?? repo;
    if (!known) this.repos.set(repo.root, { repo });
    return s.repo;
  }

  /** The ratchet for the skill's mode: git branch + commits (Full) or backups (Quick, or no repo). */
  private async ensureRatchet(s: SkillState): Promise<Ratchet> {
    const files = { skill: s.name, dir: s.dir, fileName: s.fileName, now: this.clock };
    if (s.mode === 'quick') return (s.ratchet = s.ratchet?.kind === 'bak' ? s.ratchet : new BakRatchet(files));
    if (s.ratchet?.kind === 'git') return s.ratchet;
    let repo = await this.repoFor(s);
    if (!repo) {
      if (this.bakChosen) return (s.ratchet = new BakRatchet(files));
      this.notify('exception', 'not-a-repo', L(`${s.name}: not inside a git repository (git rev-parse failed). Full mode records every edit as a commit.`, `${s.name}：不在 git 仓库中（git rev-parse 失败）。Full 模式需要用 git commit 记录每次编辑。`), s.name);
      const initAt = s.dir.startsWith(path.resolve(this.opts.workspace) + path.sep) ? path.resolve(this.opts.workspace) : path.dirname(s.dir);
      const choice = await this.ask({
        id: `not-a-repo:${s.name}`,
        kind: 'not-a-repo',
        level: 'checkpoint',
        skill: s.name,
        title: L('Not a git repository', '不在 git 仓库中'),
        body: L(`Run "git init" in ${initAt}, or use file backups (SKILL.md.bak.YYYYMMDD-HHMM) instead of commits?`, `在 ${initAt} 执行 git init，还是用文件备份（SKILL.md.bak.YYYYMMDD-HHMM）代替 commit？`),
        choices: [
          { id: 'bak', label: L('use file backups', '使用文件备份') },
          { id: 'init', label: L(`git init in ${initAt}`, `在 ${initAt} 执行 git init`) },
          { id: 'stop', label: L('stop', '停止') },
        ],
        defaultChoice: 'bak',
      });
      if (choice === 'stop') throw new UserStop();
      if (choice === 'bak') {
        this.bakChosen = true;
        this.notify('info', 'not-a-repo', L(`${s.name}: using SKILL.md.bak.YYYYMMDD-HHMM backups instead of git.`, `${s.name}：使用 SKILL.md.bak.YYYYMMDD-HHMM 文件备份代替 git。`), s.name);
        return (s.ratchet = new BakRatchet(files));
      }
      repo = await GitRepo.init(initAt);
      this.repos.set(repo.root, { repo });
      s.repo = repo;
      this.notify('info', 'git-init', L(`Initialised a git repository in ${initAt}.`, `已在 ${initAt} 初始化 git 仓库。`), s.name);
    }
    const entry = this.repos.get(repo.root) ?? { repo };
    this.repos.set(repo.root, entry);
    if (!entry.branch) {
      if (repo.identityFallback) this.notify('info', 'git-identity', L('git has no user.name/user.email; Luban commits as "Luban <luban@localhost>".', 'git 未配置 user.name/user.email；Luban 以 "Luban <luban@localhost>" 提交。'));
      await this.checkDirty(repo);
      const outcome = await createOptimizeBranch(repo, this.clock(), async (taken) => {
        this.notify('exception', 'branch-exists', L(`Branches ${taken.join(', ')} already exist.`, `分支 ${taken.join('、')} 已存在。`));
        return (await this.ask({
          id: `branch-exists:${taken[0]}`,
          kind: 'branch-exists',
          level: 'checkpoint',
          title: L('Branch exists', '分支已存在'),
          body: L(`${taken.join(', ')} exist. Continue on ${taken[taken.length - 1]}, or start a new branch?`, `${taken.join('、')} 均已存在。在 ${taken[taken.length - 1]} 上继续，还是新起一个分支？`),
          choices: [
            { id: 'new', label: L('new branch', '新起分支') },
            { id: 'continue', label: L(`continue on ${taken[taken.length - 1]}`, `在 ${taken[taken.length - 1]} 上继续`) },
            { id: 'stop', label: L('stop', '停止') },
          ],
          defaultChoice: 'new',
        })) as BranchExistsChoice;
      });
      if (!outcome.branch) throw new UserStop();
      if (outcome.taken.length && outcome.taken.length < 3) this.notify('exception', 'branch-exists', L(`Branch ${outcome.taken.join(', ')} existed; using ${outcome.branch}.`, `分支 ${outcome.taken.join('、')} 已存在；改用 ${outcome.branch}。`));
      entry.branch = outcome.branch;
      this.branch = outcome.branch;
      this.notify('info', 'branch', L(`Working on git branch ${outcome.branch}.`, `在 git 分支 ${outcome.branch} 上工作。`));
    }
    return (s.ratchet = new GitRatchet(repo, files));
  }

  private async checkDirty(repo: GitRepo): Promise<void> {
    const changes = await repo.changes();
    const skillDirs = this.skills.filter((s) => s.repo === repo || s.dir.startsWith(repo.root)).map((s) => repo.relDir(s.dir));
    const inside = (p: string) => skillDirs.some((d) => d === '.' || p === d || p.startsWith(d + '/'));
    const outside = changes.filter((c) => !c.untracked && !inside(c.path));
    const mine = changes.filter((c) => inside(c.path));
    if (!outside.length && !mine.length) return;
    const list = (xs: typeof changes) => xs.slice(0, 10).map((c) => c.path).join(', ') + (xs.length > 10 ? ` (+${xs.length - 10})` : '');
    this.notify('warning', 'dirty-tree', L(`The working tree has uncommitted changes: ${[...mine, ...outside].length} file(s).`, `工作树有未提交的改动：${[...mine, ...outside].length} 个文件。`));
    const choice = await this.ask({
      id: 'dirty-tree',
      kind: 'dirty-tree',
      level: 'checkpoint',
      title: L('Uncommitted changes', '有未提交的改动'),
      body: L(
        `${mine.length ? `Inside the skill folders (they go into the "pre-edit:" commit): ${list(mine)}. ` : ''}${outside.length ? `Elsewhere (left alone, never committed by Luban): ${list(outside)}.` : ''}`,
        `${mine.length ? `skill 目录内（将随 "pre-edit:" commit 一起提交）：${list(mine)}。` : ''}${outside.length ? `其他位置（保持原样，Luban 不会提交）：${list(outside)}。` : ''}`,
      ),
      choices: CONTINUE,
      defaultChoice: 'continue',
    });
    if (choice === 'stop') throw new UserStop();
  }

  // -------------------------------------------------------------------------------------
  // Phase 0.3: module detection → diagnostics.tsv

  /** Scan the skill; SKILL.md comes from `text` or the Workspace (editor buffers in the extension), the other files from disk. */
  private async scanSkill(s: SkillState, text?: string): Promise<SkillScanResult> {
    const current = text ?? (this.opts.files ? await this.io.readText(path.join(s.dir, s.fileName)) : undefined);
    const overrides = current !== undefined ? new Map([[s.fileName, current]]) : undefined;
    const doc: SkillDocument = await loadSkill(s.dir, { enclosingCache: this.enclosingCache, ...(overrides ? { overrides } : {}) });
    return scanDocument(doc, { config: s.config, profile: this.opts.profile, locale: this.locale, now: this.clock(), results: s.history });
  }

  private async writeDiagnostics(s: SkillState): Promise<void> {
    if (!s.scan) return;
    try {
      const p = await writeDiagnosticsTsv(s.dir, { findings: s.scan.findings, subscores: s.scan.subscores }, { locale: this.locale });
      this.files.add(p);
    } catch (e) {
      this.notify('warning', 'write-failed', L(`${s.name}: cannot write diagnostics.tsv: ${(e as Error).message}`, `${s.name}：无法写入 diagnostics.tsv：${(e as Error).message}`), s.name);
    }
  }

  private async phase03(): Promise<void> {
    this.phase = '0.3';
    const lines: LocalisedText[] = [];
    for (const s of this.live()) {
      this.checkCancel();
      this.progress(L(`Phase 0.3: module detection for ${s.name}`, `Phase 0.3：${s.name} 模块检测`), s.name);
      const text = await this.io.readText(path.join(s.dir, s.fileName));
      if (text === undefined) {
        await this.skillMissingNow(s);
        continue;
      }
      s.scan = await this.scanSkill(s);
      s.original = s.scan.doc.skillFile?.text?.text ?? '';
      await this.writeDiagnostics(s);
      const sub = s.scan.subscores;
      const osc = s.scan.findings.filter((f) => f.module === 'EvoSkill').length;
      const sentinel = s.scan.findings.filter((f) => f.module === 'Sentinel' && f.severity !== 'info').length;
      lines.push(L(
        `${s.name}: SkillOps ${sub.SkillOps}/3 · HASP ${sub.HASP}/3 · Distill ${sub.Distill}/2 · Sentinel ${sub.Sentinel}/2 · oscillation alerts ${osc} · Sentinel alerts ${sentinel}`,
        `${s.name}：SkillOps ${sub.SkillOps}/3 · HASP ${sub.HASP}/3 · Distill ${sub.Distill}/2 · Sentinel ${sub.Sentinel}/2 · 振荡告警 ${osc} · 安全告警 ${sentinel}`,
      ));
    }
    if (!lines.length) return;
    const choice = await this.ask({
      id: 'phase0.3',
      kind: 'phase0.3',
      level: 'checkpoint',
      title: L('Phase 0.3 sub-scores (diagnostics.tsv)', 'Phase 0.3 子分摘要（diagnostics.tsv）'),
      body: { en: lines.map((l) => l.en).join('\n'), zh: lines.map((l) => l.zh).join('\n') },
      choices: CONTINUE,
      defaultChoice: 'continue',
    });
    if (choice === 'stop') throw new UserStop();
    await this.securityGate();
  }

  /** SPEC B5a: one security CHECKPOINT per skill with an open Sentinel error (security-gate.ts). */
  private async securityGate(): Promise<void> {
    for (const s of this.live()) {
      const gate = s.scan && securityGate(s.name, s.dir, s.scan.findings);
      if (!gate) continue;
      this.checkCancel();
      this.notify('warning', 'security-block', gate.opened, s.name);
      const choice = await this.ask(gate.checkpoint);
      if (choice === 'stop') throw new UserStop();
      if (choice === 'reviewed') {
        s.security = 'reviewed';
        this.notify('info', 'security-reviewed', gate.reviewed, s.name);
        continue;
      }
      s.status = 'blocked';
      s.security = 'blocked';
      s.note = gate.note;
      this.notify('warning', 'security-block', gate.blocked, s.name);
    }
  }

  private async skillMissingNow(s: SkillState): Promise<void> {
    s.missing = true;
    s.status = 'error';
    this.notify('exception', 'skill-md-missing', L(`${s.name}: SKILL.md disappeared; this skill stops (status=error) and the next one continues.`, `${s.name}：SKILL.md 不见了；该 skill 终止（status=error），继续处理下一个。`), s.name);
    await this.appendRow(s, { commit: '-', round: s.rounds, old: null, new: null, status: 'error', dim: '-', delta: null, note: 'SKILL.md not found / 找不到 SKILL.md', evalMode: 'static', judgeCount: 0, outOf: null, calls: 0 });
  }

  // -------------------------------------------------------------------------------------
  // Runtime-neutrality gate

  private gate(): void {
    this.phase = 'gate';
    for (const s of this.live()) {
      if (!s.scan) continue;
      if (s.scan.runtimeGate === 'exempt') {
        this.notify('info', 'runtime-gate', L(`${s.name}: runtime gate exempt (the name binds one runtime).`, `${s.name}：Runtime Gate 豁免（名称绑定单一 runtime）。`), s.name);
        continue;
      }
      if (s.scan.runtimeGate !== 'fail') continue;
      const hits = s.scan.findings.filter((f) => f.module === 'RuntimeGate');
      const where = hits
        .slice(0, 5)
        .map((f) => `${f.file}:${f.range.start.line} "${(s.scan!.doc.files.find((x) => x.path === f.file)?.text?.text.split('\n')[f.range.start.line - 1] ?? '').trim().slice(0, 80)}"`)
        .join('; ');
      this.notify('warning', 'runtime-gate', L(`${s.name}: [runtime_gate: fail] ${where}. The first Phase 2 round must fix it (P0); nothing else is optimised until it passes.`, `${s.name}：[runtime_gate: fail] ${where}。Phase 2 第一轮必须先修复（P0）；通过前不优化其他维度。`), s.name);
    }
  }

  // -------------------------------------------------------------------------------------
  // Phase 0.5: test prompts

  private async phase05(): Promise<void> {
    this.phase = '0.5';
    if (!this.opts.model) {
      this.notify('info', 'phase0.5', L('Phase 0.5 skipped: no model, so dim8 (measured performance) is not scored and needs no test prompts.', 'Phase 0.5 跳过：没有模型，dim8（实测表现）不评分，无需测试 prompt。'));
      return;
    }
    const pending: Array<{ s: SkillState; prompts: TestPrompt[]; mode: 'rewrite' | 'append' | 'keep' }> = [];
    for (const s of this.live()) {
      this.checkCancel();
      if (!s.scan) continue;
      const cur = await readTestPromptsFile(s.dir);
      let mode: 'rewrite' | 'append' | 'keep' = 'rewrite';
      if (cur.status !== 'missing') {
        this.notify('exception', 'test-prompts-exist', L(`${s.name}: ${TEST_PROMPTS_FILE} exists${cur.status === 'invalid' ? ` but cannot be used (${cur.error})` : ` (${cur.prompts.length} prompt(s))`}.`, `${s.name}：${TEST_PROMPTS_FILE} 已存在${cur.status === 'invalid' ? `，但无法使用（${cur.error}）` : `（${cur.prompts.length} 个 prompt）`}。`), s.name);
        const shown = cur.status === 'ok' ? cur.prompts.map((p) => `${p.id} [${p.category}] ${p.prompt}`).join('\n') : '';
        const choice = await this.ask({
          id: `test-prompts-exist:${s.name}`,
          kind: 'test-prompts-exist',
          level: 'checkpoint',
          skill: s.name,
          title: L('Test prompts exist', '测试题已存在'),
          body: L(`${shown}\nReuse, rewrite (the old file is backed up) or append?`, `${shown}\n复用、重写（旧文件先备份）还是追加？`),
          choices: [
            ...(cur.status === 'ok' ? [{ id: 'reuse', label: L('reuse', '复用') }] : []),
            { id: 'rewrite', label: L('rewrite', '重写') },
            ...(cur.status === 'ok' ? [{ id: 'append', label: L('append', '追加') }] : []),
          ],
          defaultChoice: cur.status === 'ok' ? 'reuse' : 'rewrite',
        });
        if (choice === 'reuse' && cur.status === 'ok') {
          s.testPrompts = cur.prompts;
          pending.push({ s, prompts: cur.prompts, mode: 'keep' });
          continue;
        }
        mode = choice === 'append' ? 'append' : 'rewrite';
      }
      const text = skillText(s.scan.doc);
      if (!text) continue;
      const ex = new Executor({ model: this.opts.model, budget: this.budget, meter: this.meter, signal: this.opts.signal });
      const lang = skillLanguage(s.scan.doc);
      const o = await ex.runJson<{ prompts: TestPrompt[] }>({
        kind: 'json',
        label: `${s.name}: test prompts`,
        step: 'dim8.testPrompts',
        promptVersion: DIM8_VERSIONS.testPrompts,
        variant: 'gen',
        messages: testPromptMessages(text, lang),
        maxTokens: 1500,
        temperature: 0.7,
        estOutputTokens: 350,
        lang,
        schema: testPromptsSchema,
        placeholder: { prompts: [] },
      });
      if (o.status === 'failed') {
        if (o.reason === 'cancelled') throw new Cancelled();
        this.notify('exception', 'subagent-unavailable', L(`${s.name}: test prompts could not be designed (${o.detail}); dim8 falls back to what the judge can do without them.`, `${s.name}：无法设计测试 prompt（${o.detail}）；dim8 按无测试题的降级方式处理。`), s.name);
        continue;
      }
      pending.push({ s, prompts: o.value.prompts, mode });
    }
    if (!pending.length) return;
    const body = pending.map((p) => `${p.s.name}:\n${p.prompts.map((x) => `  ${x.id} [${x.category}] ${x.prompt} → ${x.expected_behavior}`).join('\n')}`).join('\n');
    const choice = await this.ask({
      id: 'phase0.5',
      kind: 'phase0.5',
      level: 'stop',
      title: L('Phase 0.5 test prompts — approve before scoring', 'Phase 0.5 测试 prompt——确认后再评分'),
      body: { en: body, zh: body },
      choices: [
        { id: 'approve', label: L('approve', '确认') },
        { id: 'stop', label: L('stop', '停止') },
      ],
      defaultChoice: 'approve',
    });
    if (choice === 'stop') throw new UserStop();
    for (const p of pending) {
      if (p.mode === 'keep') continue;
      const w = await writeTestPrompts(p.s.dir, p.prompts, p.mode, this.clock());
      this.files.add(w.path);
      p.s.testPrompts = w.prompts;
      if (w.backupPath) this.notify('info', 'test-prompts-backup', L(`${p.s.name}: the old ${TEST_PROMPTS_FILE} was backed up to ${path.basename(w.backupPath)}.`, `${p.s.name}：旧的 ${TEST_PROMPTS_FILE} 已备份为 ${path.basename(w.backupPath)}。`), p.s.name);
    }
  }

  // -------------------------------------------------------------------------------------
  // scoring

  private judgeModel() {
    return this.opts.judgeModel ?? this.opts.model;
  }

  /** Score a scanned text: static without a model, independent judges with one. */
  private async score(s: SkillState, scan: SkillScanResult, useCache = true, baseline = false): Promise<{ snap: Snapshot; calls: number }> {
    const model = this.judgeModel();
    if (!model) return { snap: staticSnapshot(scan, s.mode), calls: 0 };
    const before = this.budget.spent;
    const run = await scoreSkill(scan, s.name, {
      mode: s.mode,
      model,
      cache: useCache ? this.opts.cache : undefined,
      budget: this.budget,
      signal: this.opts.signal,
      results: s.history,
      sameContext: this.opts.judgeContext === 'same-as-editor',
      independentContexts: this.opts.independentJudges ?? true,
      concurrency: this.opts.concurrency,
      // The consumer baseline (C8) is measured once, with the Phase 1 baseline score.
      consumerBaseline: baseline,
    });
    this.meter.calls += run.meter.calls;
    this.meter.inputTokens += run.meter.inputTokens;
    this.meter.outputTokens += run.meter.outputTokens;
    if (run.card.stopped === 'cancelled' || this.opts.signal?.aborted) throw new Cancelled();
    const snap = cardSnapshot(run.card, scan);
    if (run.card.stopped === 'budget') this.notify('warning', 'budget', L(`The call budget is spent: ${s.name} was scored only partly (${snap.total}/${snap.outOf}).`, `调用预算已用完：${s.name} 只得到部分评分（${snap.total}/${snap.outOf}）。`), s.name);
    if (snap.judgeFailures.length) {
      this.notify('exception', 'subagent-unavailable', L(`${s.name}: independent judges unavailable for ${snap.judgeFailures.length} part(s) (${snap.judgeFailures[0]}); those parts are left out of the comparison (fallback).`, `${s.name}：${snap.judgeFailures.length} 个部分无法派发独立评委（${snap.judgeFailures[0]}）；这些部分不参与比较（降级）。`), s.name);
    }
    if (snap.evalMode === 'fallback' || snap.evalMode === 'fallback_dry' || snap.judgeFailures.length) {
      this.degradedStreak++;
      this.maxDegradedStreak = Math.max(this.maxDegradedStreak, this.degradedStreak);
    } else this.degradedStreak = 0;
    return { snap, calls: this.budget.spent - before };
  }

  // -------------------------------------------------------------------------------------
  // Phase 1: baseline

  private async phase1(): Promise<void> {
    this.phase = '1';
    if (this.opts.model && this.opts.independentJudges === false) {
      this.notify('exception', 'subagent-unavailable', L('Independent judge contexts are unavailable: fallback mode (judge_count=1, eval_mode=fallback, no multi-role review, dim8 fallback_dry). Degraded scores cannot be compared with full_test scores.', '无法派发独立评委：降级模式（judge_count=1，eval_mode=fallback，跳过多角色审查，dim8 为 fallback_dry）。降级分不可与 full_test 分直接比较。'));
    }
    const lines: LocalisedText[] = [];
    for (const s of this.live()) {
      this.checkCancel();
      if (!s.scan) continue;
      this.progress(L(`Phase 1: baseline of ${s.name}`, `Phase 1：${s.name} 基线评估`), s.name);
      // Phase 0.5 may have written test-prompts.json: judges must see it.
      if (s.testPrompts) s.scan = await this.scanSkill(s);
      const first = await this.score(s, s.scan, true, true);
      const snap = first.snap;
      let calls = first.calls;
      s.baseline = snap;
      s.current = snap;
      const notes = [`initial evaluation / 初始评估`, `${snap.evalMode === 'static' ? 'static ' : ''}${snap.total}/${snap.outOf}`];
      if (snap.redline1) notes.push('redline_1_violation=true');
      if (snap.dim8AllDry) {
        notes.push('invalid: every dim8 evaluation was dry_run (redline 3)');
        this.notify('redline', 'redline-3-all-dry-run', L(`${s.name}: every dim8 evaluation of the baseline was dry_run; the row is marked invalid (redline 3).`, `${s.name}：基线的 dim8 全部为 dry_run；该行标记为 invalid（红线 3）。`), s.name);
      }
      if (this.opts.model && s.mode === 'full' && this.opts.noiseFloor !== false && !snap.consumerBlocked) {
        const again = await this.score(s, s.scan, false);
        calls += again.calls;
        s.noise = Math.abs(again.snap.total - snap.total);
        notes.push(`noise floor ±${s.noise.toFixed(1)}`);
        this.notify('info', 'noise-floor', L(`${s.name}: judge noise floor ±${s.noise.toFixed(1)} (the unchanged text judged twice).`, `${s.name}：评委噪声底 ±${s.noise.toFixed(1)}（同一文本评两次）。`), s.name);
      }
      await this.appendRow(s, { commit: 'baseline', round: 0, old: null, new: snap.total, status: 'baseline', dim: '-', delta: null, note: notes.join('; '), evalMode: snap.evalMode, judgeCount: snap.judgeCount, outOf: snap.outOf, calls });
      if (snap.consumerBlocked) {
        const cb = snap.card?.consumerBaseline;
        s.status = 'blocked';
        s.note = cb?.report ?? '';
        this.notify('exception', 'consumer-baseline', L(`${s.name}: consumer baseline failed (score ${cb?.score ?? '?'} < 60): the target model's bare capability is too low for this skill's domain; optimisation is blocked. ${cb?.report ?? ''}`, `${s.name}：消费者能力基线未通过（${cb?.score ?? '?'} < 60）：目标模型在该领域的裸能力不足，阻断后续优化。${cb?.report ?? ''}`), s.name);
        continue;
      }
      if (roiSkip(percent(snap), snap.dims) && s.scan.runtimeGate !== 'fail') {
        s.status = 'roi-skip';
        this.notify('info', 'roi-skip', L(`${s.name}: ${percent(snap)}% with every scored dimension ≥ 7 — ceiling near; evaluate only, no edits.`, `${s.name}：${percent(snap)}% 且各已评维度 ≥ 7——天花板已近，建议仅评估不改。`), s.name);
      }
      lines.push(L(`${s.name}: ${snap.total}/${snap.outOf} (${snap.evalMode}, judges ${snap.judgeCount})${s.status === 'roi-skip' ? ' — ROI skip' : ''}`, `${s.name}：${snap.total}/${snap.outOf}（${snap.evalMode}，评委 ${snap.judgeCount}）${s.status === 'roi-skip' ? '——ROI 跳过' : ''}`));
    }
    if (!lines.length) return;
    const choice = await this.ask({
      id: 'phase1',
      kind: 'phase1',
      level: 'checkpoint',
      title: L('Phase 1 baseline scores', 'Phase 1 基线分'),
      body: { en: lines.map((l) => l.en).join('\n'), zh: lines.map((l) => l.zh).join('\n') },
      choices: CONTINUE,
      defaultChoice: 'continue',
    });
    if (choice === 'stop') throw new UserStop();
  }

  // -------------------------------------------------------------------------------------
  // Phase 2: the optimisation loop

  private async phase2(): Promise<void> {
    this.phase = '2';
    const order = this.live()
      .filter((s) => s.baseline && s.status !== 'roi-skip')
      .sort((a, b) => percent(a.baseline!) - percent(b.baseline!));
    for (let i = 0; i < order.length; i++) {
      const s = order[i];
      this.checkCancel();
      if (s.mode !== this.mode) {
        s.mode = this.mode;
        s.ratchet = undefined;
        const rescored = await this.score(s, s.scan!);
        s.baseline = rescored.snap;
        s.current = rescored.snap;
        await this.appendRow(s, { commit: 'baseline', round: 0, old: null, new: rescored.snap.total, status: 'baseline', dim: '-', delta: null, note: `re-scored after the switch to ${this.mode} / 切换模式后重评; ${rescored.snap.total}/${rescored.snap.outOf}`, evalMode: rescored.snap.evalMode, judgeCount: rescored.snap.judgeCount, outOf: rescored.snap.outOf, calls: rescored.calls });
      }
      await this.ensureRatchet(s);
      await this.optimiseSkill(s);
      const gain = s.current && s.baseline ? compareSnapshots(s.baseline, s.current).delta : 0;
      if (i < order.length - 1) this.switchMode(s, gain);
      await this.skillCheckpoint(s, gain, i === order.length - 1);
    }
  }

  private switchMode(s: SkillState, gain: number): void {
    if (s.mode === 'quick' && s.rounds <= 3 && quickToFull(gain)) {
      if (this.pinned) this.notify('info', 'mode-switch', L(`${s.name} gained ${formatDelta(gain)} within 3 Quick rounds (Quick → Full trigger); the mode stays Quick as pinned by --mode.`, `${s.name} 在 Quick 3 轮内提升 ${formatDelta(gain)}（Quick → Full 触发）；--mode 已固定，保持 Quick。`));
      else {
        this.mode = 'full';
        this.notify('info', 'mode-switch', L(`${s.name} gained ${formatDelta(gain)} within 3 rounds: switching to Full for the next skills (a gold mine).`, `${s.name} 在 3 轮内提升 ${formatDelta(gain)}：后续 skill 升级为 Full（有金矿）。`));
      }
    }
    if (s.mode === 'full') {
      this.fullDeltas.push(gain);
      if (fullToQuick(this.fullDeltas)) {
        if (this.pinned) this.notify('info', 'mode-switch', L('3 Full skills in a row gained < 3 (Full → Quick trigger); the mode stays Full as pinned by --mode.', '连续 3 个 Full skill 提升 < 3（Full → Quick 触发）；--mode 已固定，保持 Full。'));
        else {
          this.mode = 'quick';
          this.fullDeltas = [];
          this.notify('info', 'mode-switch', L('3 Full skills in a row gained < 3: switching to Quick for the next skills (mature and stable).', '连续 3 个 Full skill 稳定提升 < 3：后续 skill 降级为 Quick（成熟稳定）。'));
        }
      }
    }
  }

  private async skillCheckpoint(s: SkillState, gain: number, last: boolean): Promise<void> {
    const diff = s.original !== undefined && s.scan ? unifiedDiff(s.original, s.scan.doc.skillFile?.text?.text ?? s.original) : '';
    const before = s.baseline?.total ?? 0;
    const after = s.current?.total ?? before;
    const choice = await this.ask({
      id: `skill-done:${s.name}`,
      kind: 'skill-done',
      level: 'checkpoint',
      skill: s.name,
      title: L(`${s.name} done`, `${s.name} 优化完成`),
      body: L(
        `${s.name}: ${before} → ${after} (${formatDelta(gain)}), ${s.kept} kept, ${s.reverted} reverted${s.keptDims.length ? ` [${s.keptDims.join(', ')}]` : ''}.${last ? ' Next: report.' : ' Next skill?'}`,
        `${s.name}：${before} → ${after}（${formatDelta(gain)}），保留 ${s.kept} 次，回滚 ${s.reverted} 次${s.keptDims.length ? `［${s.keptDims.join('、')}］` : ''}。${last ? '接下来：汇总报告。' : '继续下一个 skill？'}`,
      ),
      choices: CONTINUE,
      defaultChoice: 'continue',
      diff,
    });
    if (choice === 'stop') throw new UserStop();
  }

  /** Candidates for this round: gate first when it fails, skipped dims left out (each told once). */
  private targets(s: SkillState): Candidate[] {
    const ranked = rankTargets({ dims: s.current!.dims, runtimeGate: s.scan!.runtimeGate, openP0: s.current!.openP0 });
    const gates = ranked.filter((c) => c.gate);
    if (gates.length) return gates;
    const out: Candidate[] = [];
    for (const c of ranked) {
      const reason = s.skip.get(c.dim);
      if (reason) continue;
      const guards = guardsFor(this.guards, s.name, c.dim);
      if (guards.length) {
        s.skip.set(c.dim, L(`oscillation_guard: ${guards[0].recommendation || guards[0].pattern}`, `oscillation_guard：${guards[0].recommendation || guards[0].pattern}`));
        this.notify('info', 'oscillation-guard', L(`${s.name}: ${c.dim} skipped by luban-profile.json oscillation_guard (${guards[0].pattern}).`, `${s.name}：luban-profile.json 的 oscillation_guard 命中，跳过 ${c.dim}（${guards[0].pattern}）。`), s.name);
        continue;
      }
      out.push(c);
    }
    return out;
  }

  private async optimiseSkill(s: SkillState): Promise<void> {
    let maxRounds = this.maxRounds();
    let plateau = 0;
    const skipped = [...s.skip.entries()];
    if (skipped.length) this.notify('info', 'skip', L(`${s.name}: skipping ${skipped.map(([d, r]) => `${d} (${r.en})`).join(', ')}.`, `${s.name}：跳过 ${skipped.map(([d, r]) => `${d}（${r.zh}）`).join('、')}。`), s.name);
    for (;;) {
      while (s.rounds < maxRounds) {
        this.checkCancel();
        const r = await this.round(s, s.rounds + 1);
        if (r === 'none') return;
        if (r === 'abort' || r === 'error') return;
        if (r.status !== 'keep') {
          if (s.rounds === 1) s.brokeAtRound1 = true;
          return;
        }
        if ((r.delta ?? 0) < 2) plateau++;
        else plateau = 0;
        if (plateau >= 2) {
          this.notify('info', 'plateau', L(`${s.name}: two rounds in a row gained < 2 — plateau, stopping here (seed HL-3).`, `${s.name}：连续 2 轮 Δ < 2——触顶，见好就收。`), s.name);
          if (s.rounds <= 2) s.brokeAtRound1 = s.rounds === 1;
          return;
        }
      }
      const next = this.targets(s);
      if (!next.length || !(await this.hasProposal(s, next))) return;
      const weakest = next[0];
      this.notify('exception', 'max-rounds', L(`${s.name}: MAX_ROUNDS ${maxRounds} reached; weakest dimension left: ${weakest.dim} (${weakest.score}/10).`, `${s.name}：已达 MAX_ROUNDS ${maxRounds}；当前最弱维度：${weakest.dim}（${weakest.score}/10）。`), s.name);
      const choice = await this.ask({
        id: `max-rounds:${s.name}:${maxRounds}`,
        kind: 'max-rounds',
        level: 'checkpoint',
        skill: s.name,
        title: L('MAX_ROUNDS reached', 'MAX_ROUNDS 触顶'),
        body: L(`${s.name}: weakest dimension ${weakest.dim} ${weakest.score}/10. One more round, an exploratory rewrite, or done?`, `${s.name}：最弱维度 ${weakest.dim} ${weakest.score}/10。继续加 1 轮、进入探索性重写，还是收工？`),
        choices: [
          { id: 'done', label: L('done', '收工') },
          { id: 'more', label: L('one more round', '继续加 1 轮') },
          { id: 'rewrite', label: L('exploratory rewrite', '进入探索性重写') },
        ],
        defaultChoice: 'done',
      });
      if (choice === 'more') {
        maxRounds++;
        continue;
      }
      if (choice === 'rewrite') s.rewriteConsent = true;
      return;
    }
  }

  private async hasProposal(s: SkillState, targets: Candidate[]): Promise<boolean> {
    if (this.opts.model) return true;
    for (const t of targets) if ((await this.deterministicFor(s, t)).length) return true;
    return false;
  }

  /** Deterministic proposals for a target that pass every pre-check (budget, single dimension, self-check, blacklist, not rejected before) and improve the static score (the gate repair only needs the gate to pass). */
  private async deterministicFor(s: SkillState, t: Candidate): Promise<Array<{ p: Proposal; scan: SkillScanResult }>> {
    const scan = s.scan!;
    const before = scan.doc.skillFile?.text?.text ?? '';
    const out: Array<{ p: Proposal; scan: SkillScanResult }> = [];
    for (const p of deterministicProposals(scan, t.dim, t.gate)) {
      if (s.rejected.has(proposalKey(p.dim, this.t(p.what)))) continue;
      if (!checkEditBudget(before, p.text, s.original ?? before).ok) continue;
      if (checkProposal({ target: t.dim, declared: p.dim, before, after: p.text }).length) continue;
      const sim = await this.scanSkill(s, toDiskText(p.text, scan.doc.skillFile!.text!));
      if (multiDimViolation(t.dim, signals(scan), signals(sim)).length) continue;
      if (selfCheck(scan, sim).length) continue;
      const cmp = compareSnapshots(s.current!, staticSnapshot(sim, s.mode));
      if (t.gate === 'runtime' ? sim.runtimeGate === 'fail' || cmp.delta < 0 : !cmp.improved) continue;
      out.push({ p, scan: sim });
    }
    return out;
  }

  private async propose(s: SkillState, round: number, targets: Candidate[], meter: UsageMeter): Promise<{ target: Candidate; p: Proposal; rejectedNow?: string } | { stopped: 'budget' } | undefined> {
    const scan = s.scan!;
    const text = scan.doc.skillFile?.text?.text ?? '';
    const original = s.original ?? text;
    if (!this.opts.model) {
      for (const t of targets) {
        const found = await this.deterministicFor(s, t);
        if (found.length) return { target: t, p: found[0].p };
        if (t.gate) return undefined;
        this.notify('info', 'no-proposal', L(`${s.name}: no deterministic proposal improves ${t.dim} (${t.score}/10); it needs a model.`, `${s.name}：${t.dim}（${t.score}/10）没有能提升分数的确定性方案，需要模型。`), s.name);
      }
      return undefined;
    }
    const t = targets[0];
    const limit = Math.floor(text.length * 0.1);
    const cap = Math.floor(original.length * 1.5);
    const detailed = computeStaticDimsDetailed(scan.doc, scan.findings);
    const reasons: string[] = [];
    const key = (t.dim === 'dim9' ? 'dim9a' : t.dim) as keyof typeof detailed.reasons;
    for (const r of detailed.reasons[key] ?? []) if (!r.ok) reasons.push(this.t(r.message));
    for (const f of scan.findings.filter((f) => f.dimension === t.dim).slice(0, 10)) reasons.push(`${f.file}:${f.range.start.line} ${f.message}`);
    const ev = s.current?.card?.dims[t.dim];
    if (ev?.tags.length) reasons.push(...ev.tags.slice(0, 4));
    let feedback: string | undefined;
    let lastProblem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const o = await proposeWithModel(
        { model: this.opts.model, budget: this.budget, meter, signal: this.opts.signal },
        { skillName: s.name, text, lang: skillLanguage(scan.doc), target: t, reasons, limit, cap, rejected: s.rejectedSummaries.slice(-10), feedback, round },
      );
      if (!o.ok) {
        if (o.stopped === 'cancelled') throw new Cancelled();
        if (o.stopped === 'budget') return { stopped: 'budget' };
        this.notify('warning', 'proposal-failed', L(`${s.name}: the editor gave no usable proposal (${o.reason}).`, `${s.name}：编辑模型没有给出可用方案（${o.reason}）。`), s.name);
        return undefined;
      }
      const reply = o.value;
      const p: Proposal = { dim: t.dim, gate: t.gate, source: 'model', what: { en: reply.what, zh: reply.what }, why: { en: `${reply.why} (${reply.rubric_item})`, zh: `${reply.why}（${reply.rubric_item}）` }, expectedGain: reply.expected_gain, text: reply.newText };
      const problems: LocalisedText[] = [];
      const budget = checkEditBudget(text, p.text, original);
      if (budget.overSize) {
        this.notify('exception', 'size-cap', L(`${s.name}: the proposal would make SKILL.md ${budget.size} characters, over 150% of the original (${budget.cap}); rejected — asking for a slimmer version.`, `${s.name}：方案会使 SKILL.md 达到 ${budget.size} 字符，超过原始体积的 150%（${budget.cap}）；拒绝提交，要求精简后重提。`), s.name);
        problems.push(L(`the file would be ${budget.size} characters, over the 150% cap (${budget.cap}): remove redundancy, merge repetition`, `全文将达 ${budget.size} 字符，超过 150% 上限（${budget.cap}）：删冗余、合并重复`));
      }
      if (budget.overBudget) problems.push(L(`${budget.changed} characters changed, over the 10% budget (${budget.limit})`, `改动 ${budget.changed} 字符，超过 10% 预算（${budget.limit}）`));
      for (const h of checkProposal({ target: t.dim, declared: reply.dimension.trim().toLowerCase(), before: text, after: p.text })) problems.push(L(`blacklist #${h.n} (${BLACKLIST[h.n - 1].pattern.en}): ${h.detail.en}`, `反例黑名单 #${h.n}（${BLACKLIST[h.n - 1].pattern.zh}）：${h.detail.zh}`));
      if (s.rejected.has(proposalKey(t.dim, reply.what))) problems.push(L('rejected before (rejected_edits.md)', '已在 rejected_edits.md 中被拒绝过'));
      if (!problems.length) return { target: t, p };
      lastProblem = problems.map((x) => this.t(x)).join('; ');
      feedback = problems.map((x) => this.t(x)).join('\n');
      this.notify('warning', 'proposal-rejected', L(`${s.name}: proposal for ${t.dim} rejected before applying: ${problems.map((x) => x.en).join('; ')}${attempt === 0 ? ' — asking once more' : ''}.`, `${s.name}：${t.dim} 的方案在应用前被拒：${problems.map((x) => x.zh).join('；')}${attempt === 0 ? '——再请求一次' : ''}。`), s.name);
      if (attempt === 1) return { target: t, p, rejectedNow: lastProblem };
    }
    return undefined;
  }

  /** One Phase 2 round. Returns the round's result, 'none' when there is nothing left to propose, 'abort' on redline 4. */
  private async round(s: SkillState, round: number): Promise<RoundResult | 'none' | 'abort' | 'error'> {
    const meter = new UsageMeter();
    const callsBefore = this.budget.spent;
    this.progress(L(`${s.name} round ${round}: diagnose`, `${s.name} 第 ${round} 轮：诊断`), s.name, round, 'diagnose');
    const diskNow = await this.io.readText(path.join(s.dir, s.fileName));
    if (diskNow === undefined) {
      await this.skillMissingNow(s);
      return 'error';
    }
    s.scan = await this.scanSkill(s);
    await this.writeDiagnostics(s);
    const targets = this.targets(s);
    if (!targets.length) {
      this.notify('info', 'nothing-left', L(`${s.name}: no dimension left to improve (or all remaining ones are skipped).`, `${s.name}：没有可继续改进的维度（或剩余维度均被跳过）。`), s.name);
      return 'none';
    }
    this.progress(L(`${s.name} round ${round}: propose (${targets[0].dim})`, `${s.name} 第 ${round} 轮：提方案（${targets[0].dim}）`), s.name, round, 'propose');
    const proposed = await this.propose(s, round, targets, meter);
    this.meter.calls += meter.calls;
    if (proposed && 'stopped' in proposed) {
      this.stopped = 'budget';
      this.notify('warning', 'budget', L(`The call budget is spent; ${s.name} stops before round ${round}.`, `调用预算已用完；${s.name} 在第 ${round} 轮前停止。`), s.name);
      return 'none';
    }
    if (!proposed) {
      if (targets[0].gate) {
        s.status = 'aborted';
        this.notify('redline', 'redline-4-gate-bypass', L(`${s.name}: the ${targets[0].gate === 'runtime' ? 'runtime-neutrality gate' : 'open P0 review item'} cannot be fixed automatically; redline 4 (no gate bypass) stops this skill. Fix it by hand, then run again.`, `${s.name}：${targets[0].gate === 'runtime' ? 'Runtime 中立性 Gate' : '未闭合的 P0 审查项'}无法自动修复；红线 4（禁止 bypass gate）中断该 skill。请手动修复后重跑。`), s.name);
        return 'abort';
      }
      return 'none';
    }
    const { target, p } = proposed;
    s.rounds = round;
    const before = s.scan.doc.skillFile!.text!;
    const beforeText = before.text;
    const oldSnap = s.current!;

    if (proposed.rejectedNow) {
      // Rejected before it was applied (size cap / budget / blacklist after one retry): nothing to roll back.
      return this.finishRejected(s, round, target, p, proposed.rejectedNow, callsBefore);
    }

    // Step 3: snapshot.
    this.progress(L(`${s.name} round ${round}: pre-edit snapshot`, `${s.name} 第 ${round} 轮：编辑前备份`), s.name, round, 'pre-edit');
    const ratchet = s.ratchet!;
    const token = await ratchet.snapshot(round);
    await this.opts.pauseAt?.('pre-edit', s.name, round);
    const file = path.join(s.dir, s.fileName);
    const diff = unifiedDiff(beforeText, p.text, s.fileName);
    try {
      this.checkCancel();
      // Step 4: apply (atomic), self-check, single dimension.
      this.progress(L(`${s.name} round ${round}: apply — ${this.t(p.what)}`, `${s.name} 第 ${round} 轮：执行改进——${this.t(p.what)}`), s.name, round, 'apply');
      await this.io.writeText(file, toDiskText(p.text, before));
      await this.opts.pauseAt?.('applied', s.name, round);
      this.checkCancel();
      this.progress(L(`${s.name} round ${round}: self-check dims 1/4/7a/9`, `${s.name} 第 ${round} 轮：自检 dim1/4/7a/9`), s.name, round, 'self-check');
      const after = await this.scanSkill(s);
      const failedChecks = selfCheck(s.scan, after);
      const others = multiDimViolation(target.dim, signals(s.scan), signals(after));
      let reason: string | undefined;
      let newSnap: Snapshot | undefined;
      if (failedChecks.length) {
        reason = `self-check failed / 自检未通过: ${failedChecks.map((f) => `${f.dim} ${f.before}→${f.after}`).join(', ')}`;
        this.notify('warning', 'self-check', L(`${s.name}: the edit made ${failedChecks.map((f) => `${f.dim} ${f.before}→${f.after}`).join(', ')} worse; the round is rolled back.`, `${s.name}：改动使 ${failedChecks.map((f) => `${f.dim} ${f.before}→${f.after}`).join('、')} 变差；整轮回滚。`), s.name);
      } else if (others.length) {
        reason = `redline 2: changed ${[target.dim, ...others].join('+')} in one round / 红线 2：一轮改了多个维度`;
        this.notify('redline', 'redline-2-multi-dim', L(`${s.name}: the edit for ${target.dim} also changed ${others.join(', ')}; redline 2 (one dimension per round) rolls back the whole round.`, `${s.name}：针对 ${target.dim} 的改动还改变了 ${others.join('、')}；红线 2（每轮只改一个维度）整轮回滚。`), s.name);
        newSnap = this.opts.model ? undefined : staticSnapshot(after, s.mode);
      } else {
        // Step 5: independent re-score.
        this.progress(L(`${s.name} round ${round}: re-score (${this.opts.model ? 'independent judges' : 'static scorecard'})`, `${s.name} 第 ${round} 轮：重新评分（${this.opts.model ? '独立评委' : '静态评分卡'}）`), s.name, round, 'rescore');
        const scored = await this.score(s, after);
        newSnap = scored.snap;
        await this.opts.pauseAt?.('rescored', s.name, round);
      }
      this.checkCancel();
      // Step 6: decide.
      this.progress(L(`${s.name} round ${round}: decide`, `${s.name} 第 ${round} 轮：决策`), s.name, round, 'decide');
      const cmp = newSnap ? compareSnapshots(oldSnap, newSnap) : undefined;
      const notes: string[] = [this.t(p.what)];
      if (cmp?.dropped.length) notes.push(`compared on ${cmp.outOf} common points (${cmp.dropped.join(',')} left out)`);
      if (s.noise !== undefined && cmp) notes.push(`Δ ${formatDelta(cmp.delta)} (noise ±${s.noise.toFixed(1)})`);
      if (newSnap?.redline1) {
        notes.push('redline_1_violation=true');
        this.notify('redline', 'redline-1-self-eval', L(`${s.name}: round ${round} was judged in the editing context: dim8 ×0.5, redline_1_violation=true.`, `${s.name}：第 ${round} 轮由编辑同源的 context 评分：dim8 ×0.5，redline_1_violation=true。`), s.name);
      }
      let keep = false;
      let paired: PairedResult | undefined;
      if (!reason && cmp && newSnap) {
        if (newSnap.dim8AllDry) {
          reason = 'invalid: every dim8 evaluation was dry_run (redline 3) / 红线 3：dim8 全部 dry_run';
          this.notify('redline', 'redline-3-all-dry-run', L(`${s.name}: every dim8 evaluation of round ${round} was dry_run; the score is invalid and the edit is not kept (redline 3).`, `${s.name}：第 ${round} 轮 dim8 全部为 dry_run；分数无效，不保留该编辑（红线 3）。`), s.name);
        } else if (target.gate === 'runtime') {
          keep = after.runtimeGate !== 'fail' && cmp.delta >= 0;
          if (!keep) reason = after.runtimeGate === 'fail' ? 'runtime gate still fails / Gate 仍未通过' : `score fell ${formatDelta(cmp.delta)}`;
          else notes.push('[runtime_gate: pass]');
        } else if (this.pairedApplies(s, cmp.delta)) {
          // SPEC D9: a Δ this small says nothing; the paired judges decide in its place.
          paired = await this.pairedDecide(s, round, target.dim, beforeText, p.text, cmp.delta);
          keep = paired.decision === 'keep';
          if (keep) notes.push(pairedSummary(paired));
          else reason = `${pairedSummary(paired)}: the paired judges did not confirm the edit inside the noise floor / 噪声底内的改动未获成对评委确认`;
        } else if (cmp.improved) keep = true;
        else {
          reason = cmp.delta >= 0 ? `Δ ${formatDelta(cmp.delta)} < 0.05: not an improvement / 不算真正提升` : `score fell ${formatDelta(cmp.delta)} / 分数下降`;
          if (cmp.delta >= 0) this.notify('exception', 'score-drift', L(`${s.name}: round ${round} changed the score by ${cmp.newTotal - cmp.oldTotal >= 0 ? '+' : ''}${(cmp.newTotal - cmp.oldTotal).toFixed(2)} (< 0.05): not an improvement; reverted.`, `${s.name}：第 ${round} 轮分数变化 ${(cmp.newTotal - cmp.oldTotal).toFixed(2)}（< 0.05）：不算真正提升，回滚。`), s.name);
        }
        if (s.noise !== undefined && keep && !paired && cmp.delta <= s.noise) this.notify('warning', 'noise', L(`${s.name}: Δ ${formatDelta(cmp.delta)} is inside the judge noise floor (±${s.noise.toFixed(1)}).`, `${s.name}：Δ ${formatDelta(cmp.delta)} 在评委噪声底（±${s.noise.toFixed(1)}）以内。`), s.name);
      }
      const allCalls = this.budget.spent - callsBefore;
      if (keep && cmp && newSnap) {
        const commit = await ratchet.keep(token, formatDelta(cmp.delta), target.dim);
        await this.opts.pauseAt?.('kept', s.name, round);
        s.kept++;
        s.keptDims.push(target.dim);
        s.current = newSnap;
        s.scan = after;
        const res = await this.appendRow(s, { commit, round, old: cmp.oldTotal, new: cmp.newTotal, status: 'keep', dim: target.dim, delta: cmp.delta, note: notes.join('; '), evalMode: newSnap.evalMode, judgeCount: newSnap.judgeCount, outOf: cmp.outOf, calls: allCalls, diff });
        await ratchet.finish();
        return res;
      }
      // revert
      const how = await ratchet.revert(token);
      if (how.failures.length) this.notify('exception', 'revert-failed', L(`${s.name}: git checkout failed (${how.failures[0]}); ${how.method === 'stash+checkout' ? 'stashed the edit and retried: restored' : 'restored SKILL.md from the pre-edit commit (git show)'}.`, `${s.name}：git checkout 失败（${how.failures[0]}）；${how.method === 'stash+checkout' ? '已 git stash 后重试：已恢复' : '已从 pre-edit commit 读出 SKILL.md 覆盖恢复'}。`), s.name);
      await this.opts.pauseAt?.('reverted', s.name, round);
      s.reverted++;
      s.scan = await this.scanSkill(s);
      const rej = await appendRejectedEdit(s.dir, { timestamp: timestamp(this.clock()), skill: s.name, dimension: target.dim, lines: changedLines(beforeText, p.text), summary: this.t(p.what), reason: reason ?? '', detour: this.detourHint(s, target.dim) }, this.clock());
      this.files.add(rej.path);
      if (rej.notice) this.notify('warning', 'rejected-edits-corrupt', rej.notice, s.name);
      s.rejected.add(proposalKey(target.dim, this.t(p.what)));
      s.rejectedSummaries.push(`${target.dim}: ${this.t(p.what)} — ${reason ?? ''}`);
      notes.push(reason ?? '');
      const res = await this.appendRow(s, { commit: token.label, round, old: cmp?.oldTotal ?? oldSnap.total, new: cmp?.newTotal ?? null, status: 'revert', dim: target.dim, delta: cmp?.delta ?? null, note: notes.join('; '), evalMode: newSnap?.evalMode ?? (this.opts.model ? oldSnap.evalMode : 'static'), judgeCount: newSnap?.judgeCount ?? 0, outOf: cmp?.outOf ?? oldSnap.outOf, calls: allCalls, diff });
      await ratchet.finish();
      return res;
    } catch (e) {
      if (e instanceof Cancelled) {
        // Cancel mid-round: put the pre-edit version back, say so in the history.
        try {
          const current = await this.io.readText(file);
          if (current !== toDiskText(before.text, before)) await ratchet.revert(token);
        } catch {
          /* the next run's recovery will find the round */
        }
        await this.appendRow(s, { commit: token.label, round, old: oldSnap.total, new: null, status: 'cancelled', dim: target.dim, delta: null, note: 'cancelled mid-round: pre-edit version restored / 轮中取消：已恢复编辑前版本', evalMode: oldSnap.evalMode, judgeCount: 0, outOf: oldSnap.outOf, calls: this.budget.spent - callsBefore });
        await ratchet.finish();
      }
      throw e;
    }
  }

  /**
   * SPEC D9: the paired decision replaces the Δ rule when a judge model scores a Full
   * skill whose noise floor was measured (> 0) and the round's |Δ| is inside it. The
   * caller has already ruled out rounds rejected for another reason (self-check,
   * redlines 2 and 3) and runtime-gate rounds.
   */
  private pairedApplies(s: SkillState, delta: number): boolean {
    return this.pairedJudges > 0 && this.judgeModel() !== undefined && s.mode === 'full' && s.noise !== undefined && s.noise > 0 && Math.abs(delta) <= s.noise + 1e-9;
  }

  /** N independent judges compare the versions before and after the edit on `dim`; a strict majority for "after" keeps it. */
  private async pairedDecide(s: SkillState, round: number, dim: Dimension, beforeText: string, afterText: string, delta: number): Promise<PairedResult> {
    const n = this.pairedJudges;
    const noise = (s.noise ?? 0).toFixed(1);
    this.progress(L(`${s.name} round ${round}: Δ ${formatDelta(delta)} is inside the noise floor (±${noise}) — ${n} paired judges compare before and after (${dim})`, `${s.name} 第 ${round} 轮：Δ ${formatDelta(delta)} 在噪声底（±${noise}）以内——${n} 位成对评委比较编辑前后（${dim}）`), s.name, round, 'decide');
    const ex = new Executor({ model: this.judgeModel(), cache: this.opts.cache, budget: this.budget, meter: this.meter, signal: this.opts.signal });
    const r = await pairedComparison({ dim, skillName: s.name, before: beforeText, after: afterText, lang: skillLanguage(s.scan!.doc), judges: n, concurrency: this.opts.concurrency }, ex);
    if (r.stopped === 'cancelled' || this.opts.signal?.aborted) throw new Cancelled();
    if (r.stopped === 'budget') this.notify('warning', 'budget', L(`The call budget is spent: only ${n - r.abstained} of ${n} paired judges answered for ${s.name} round ${round}; the judges that could not answer count against keeping the edit.`, `调用预算已用完：${s.name} 第 ${round} 轮只有 ${n - r.abstained}/${n} 位成对评委作答；未作答的评委按不支持保留计。`), s.name);
    const firstAbstention = r.votes.find((v) => !v.vote);
    const why = firstAbstention ? ` (${firstAbstention.reason.slice(0, 160)})` : '';
    const keep = r.decision === 'keep';
    this.notify(
      'info',
      'paired',
      L(
        `${s.name}: round ${round} Δ ${formatDelta(delta)} is inside the judge noise floor (±${noise}); ${n} paired judges compared the versions before and after the edit on ${dim}: after ${r.after}, before ${r.before}, tie ${r.tie}${r.abstained ? `, abstained ${r.abstained}${why}` : ''} → ${keep ? 'kept (a majority prefers the edit)' : 'reverted (the paired judges did not confirm the edit)'}.`,
        `${s.name}：第 ${round} 轮 Δ ${formatDelta(delta)} 在评委噪声底（±${noise}）以内；${n} 位成对评委就 ${dim} 比较了编辑前后两个版本：编辑后 ${r.after}、编辑前 ${r.before}、平局 ${r.tie}${r.abstained ? `、弃权 ${r.abstained}${why}` : ''} → ${keep ? '保留（多数评委认为编辑后更好）' : '回滚（成对评委未确认改进）'}。`,
      ),
      s.name,
    );
    return r;
  }

  private detourHint(s: SkillState, dim: string): string {
    const next = this.targets(s).find((c) => c.dim !== dim);
    return next ? `${dim} → ${next.dim}` : `${dim}: -`;
  }

  private async finishRejected(s: SkillState, round: number, target: Candidate, p: Proposal, reason: string, callsBefore: number): Promise<RoundResult> {
    const before = s.scan!.doc.skillFile?.text?.text ?? '';
    const rej = await appendRejectedEdit(s.dir, { timestamp: timestamp(this.clock()), skill: s.name, dimension: target.dim, lines: changedLines(before, p.text), summary: this.t(p.what), reason, detour: this.detourHint(s, target.dim) }, this.clock());
    this.files.add(rej.path);
    s.rejected.add(proposalKey(target.dim, this.t(p.what)));
    s.reverted++;
    const old = s.current!;
    return this.appendRow(s, { commit: '-', round, old: old.total, new: null, status: 'revert', dim: target.dim, delta: null, note: `rejected before applying / 应用前拒绝: ${reason}`, evalMode: old.evalMode, judgeCount: 0, outOf: old.outOf, calls: this.budget.spent - callsBefore });
  }

  // -------------------------------------------------------------------------------------
  // Phase 2.5: exploratory rewrite (only with consent)

  private async phase25(): Promise<void> {
    this.phase = '2.5';
    const done = this.live().filter((s) => s.baseline && s.status !== 'roi-skip');
    let triggered = done.filter((s) => s.rewriteConsent);
    const breaks = done.filter((s) => s.brokeAtRound1);
    const consecutive = done.some((s, i) => i > 0 && s.brokeAtRound1 && done[i - 1].brokeAtRound1);
    const againSkill = breaks.filter((s) => this.previousRunBrokeAtRound1(s));
    const candidates = consecutive ? breaks : againSkill;
    if (!triggered.length && !candidates.length) return;
    if (!this.opts.model) {
      this.notify('info', 'phase2.5', L('Phase 2.5 (exploratory rewrite) is triggered but needs a model; skipped.', 'Phase 2.5（探索性重写）已触发，但需要模型；跳过。'));
      return;
    }
    for (const s of candidates) {
      if (triggered.includes(s)) continue;
      const choice = await this.ask({
        id: `phase2.5:${s.name}`,
        kind: 'phase2.5',
        level: 'stop',
        skill: s.name,
        title: L('Phase 2.5 exploratory rewrite', 'Phase 2.5 探索性重写'),
        body: L(`${s.name} broke at round 1${consecutive ? ' (two skills in a row)' : ' twice in a row'}. Rewrite SKILL.md from scratch, keep it only if it scores higher?`, `${s.name} 在第 1 轮就停止${consecutive ? '（连续 2 个 skill）' : '（连续两次）'}。从头重写 SKILL.md，仅在分数更高时采用？`),
        choices: [
          { id: 'skip', label: L('no', '不要') },
          { id: 'rewrite', label: L('rewrite', '重写') },
        ],
        defaultChoice: 'skip',
      });
      if (choice === 'rewrite') triggered = [...triggered, s];
    }
    for (const s of triggered) await this.rewrite(s);
  }

  private previousRunBrokeAtRound1(s: SkillState): boolean {
    const rows = s.history;
    const starts = rows.map((r, i) => (r.status === 'baseline' ? i : -1)).filter((i) => i >= 0);
    if (!starts.length) return false;
    const last = rows.slice(starts[starts.length - 1] + 1).filter((r) => /^\d+$/.test(r.round) && Number(r.round) > 0);
    return last.length === 1 || (last.length > 0 && last[0].status === 'revert');
  }

  private async rewrite(s: SkillState): Promise<void> {
    if (!this.opts.model || !s.scan || !s.ratchet) return;
    this.checkCancel();
    const round = s.rounds + 1;
    const callsBefore = this.budget.spent;
    const info = s.scan.doc.skillFile!.text!;
    const original = s.original ?? info.text;
    const weakest = this.targets(s).slice(0, 3).map((c) => c.dim);
    const o = await rewriteWithModel({ model: this.opts.model, budget: this.budget, meter: this.meter, signal: this.opts.signal }, { text: info.text, lang: skillLanguage(s.scan.doc), cap: Math.floor(original.length * 1.5), weakest });
    if (!o.ok) {
      if (o.stopped === 'cancelled') throw new Cancelled();
      this.notify('warning', 'rewrite-failed', L(`${s.name}: the exploratory rewrite failed (${o.reason}).`, `${s.name}：探索性重写失败（${o.reason}）。`), s.name);
      return;
    }
    const text = o.value.skill_md.replace(/\r\n?/g, '\n');
    if (text.length > original.length * 1.5) {
      this.notify('exception', 'size-cap', L(`${s.name}: the rewrite is ${text.length} characters, over 150% of the original; not used.`, `${s.name}：重写版 ${text.length} 字符，超过原始体积 150%；不采用。`), s.name);
      return;
    }
    s.rounds = round;
    const token: SnapshotToken = await s.ratchet.snapshot(round);
    const file = path.join(s.dir, s.fileName);
    await this.io.writeText(file, toDiskText(text, info));
    const after = await this.scanSkill(s);
    const { snap } = await this.score(s, after);
    const cmp = compareSnapshots(s.current!, snap);
    const diff = unifiedDiff(info.text, text, s.fileName);
    if (cmp.improved && !snap.dim8AllDry) {
      const commit = await s.ratchet.keep(token, formatDelta(cmp.delta), 'rewrite');
      s.current = snap;
      s.scan = after;
      s.kept++;
      s.keptDims.push('rewrite');
      await this.appendRow(s, { commit, round, old: cmp.oldTotal, new: cmp.newTotal, status: 'keep', dim: 'rewrite', delta: cmp.delta, note: `Phase 2.5 exploratory rewrite: ${o.value.summary}`, evalMode: snap.evalMode, judgeCount: snap.judgeCount, outOf: cmp.outOf, calls: this.budget.spent - callsBefore, diff });
    } else {
      await s.ratchet.revert(token);
      s.reverted++;
      s.scan = await this.scanSkill(s);
      await this.appendRow(s, { commit: token.label, round, old: cmp.oldTotal, new: cmp.newTotal, status: 'revert', dim: 'rewrite', delta: cmp.delta, note: `Phase 2.5 exploratory rewrite not better; the previous version is kept`, evalMode: snap.evalMode, judgeCount: snap.judgeCount, outOf: cmp.outOf, calls: this.budget.spent - callsBefore, diff });
    }
    await s.ratchet.finish();
  }

  // -------------------------------------------------------------------------------------
  // records

  private async appendRow(
    s: SkillState,
    r: { commit: string; round: number; old: number | null; new: number | null; status: RoundStatus; dim: RoundResult['dim']; delta: number | null; note: string; evalMode: EvalMode; judgeCount: number; outOf: number | null; calls: number; diff?: string },
  ): Promise<RoundResult> {
    const row: ResultsRow = {
      timestamp: timestamp(this.clock()),
      commit: r.commit,
      skill: s.name,
      round: String(r.round),
      old_score: r.old === null ? '-' : String(r.old),
      new_score: r.new === null ? '-' : String(r.new),
      status: r.status,
      dim_changed: r.dim,
      delta: r.delta === null ? '-' : formatDelta(r.delta),
      note: r.note,
      eval_mode: r.evalMode,
      judge_count: String(r.judgeCount),
    };
    try {
      const a = await appendResultsRow(s.dir, row, { now: this.clock() });
      this.files.add(a.path);
      if (a.backupPath) this.notify('exception', 'results-corrupt', a.notice ?? L('results.tsv rebuilt', 'results.tsv 已重建'), s.name);
    } catch (e) {
      this.notify('warning', 'write-failed', L(`${s.name}: cannot write results.tsv: ${(e as Error).message}`, `${s.name}：无法写入 results.tsv：${(e as Error).message}`), s.name);
    }
    s.history.push(row);
    const result: RoundResult = { skill: s.name, round: r.round, status: r.status, dim: r.dim, oldScore: r.old, newScore: r.new, delta: r.delta, outOf: r.outOf, evalMode: r.evalMode, judgeCount: r.judgeCount, note: r.note, commit: r.commit, calls: r.calls, ...(r.diff ? { diff: r.diff } : {}) };
    s.results.push(result);
    this.emit({ type: 'roundResult', result });
    return result;
  }

  // -------------------------------------------------------------------------------------
  // Phase 3: report, registry, meta-review, backup rotation

  private async phase3(): Promise<OptimizeReport> {
    this.phase = '3';
    const outcomes: SkillOutcome[] = [];
    const rounds = this.skills.flatMap((s) => s.results.filter((r) => r.round > 0 && (r.status === 'keep' || r.status === 'revert')));
    const byDimension: Record<string, { kept: number; delta: number }> = {};
    for (const r of rounds) {
      if (r.status !== 'keep') continue;
      const d = (byDimension[r.dim] ??= { kept: 0, delta: 0 });
      d.kept++;
      d.delta = Math.round((d.delta + (r.delta ?? 0)) * 10) / 10;
    }
    const registryRows = [];
    for (const s of this.skills) {
      const before = s.baseline?.total ?? null;
      const cmp = s.baseline && s.current ? compareSnapshots(s.baseline, s.current) : undefined;
      const status: SkillOutcome['status'] = s.status ?? (this.stopped && !s.rounds ? 'stopped' : s.kept ? 'optimised' : 'unchanged');
      outcomes.push({ skill: s.name, dir: s.dir, status, before, after: s.current?.total ?? before, outOf: s.current?.outOf ?? null, rounds: s.rounds, kept: s.kept, reverted: s.reverted, keptDims: s.keptDims, evalMode: s.baseline?.evalMode ?? 'static', ...(s.note ? { note: s.note } : {}), ...(s.security ? { security: s.security } : {}) });
      if (s.baseline || s.missing) {
        registryRows.push({ skill_name: s.name, timestamp: this.clock().toISOString(), score_before: before === null ? '-' : String(before), score_after: s.current ? String(cmp ? cmp.newTotal : s.current.total) : '-', rounds: String(s.rounds), eval_mode: s.baseline?.evalMode ?? 'static' });
      }
    }
    if (registryRows.length) {
      try {
        const r = await appendRegistryRows(this.opts.workspace, registryRows, this.clock());
        this.files.add(r.path);
        if (r.notice) this.notify('warning', 'registry-corrupt', r.notice);
      } catch (e) {
        this.notify('warning', 'write-failed', L(`cannot write optimization-registry.tsv: ${(e as Error).message}`, `无法写入 optimization-registry.tsv：${(e as Error).message}`));
      }
    }
    const oscillationAlerts = this.notices.filter((n) => n.code === 'oscillation').map((n) => n.skill ?? '');
    if (this.mode === 'full' || this.skills.some((s) => s.mode === 'full')) await this.metaReview();
    for (const s of this.skills) {
      if (s.ratchet?.kind !== 'bak') continue;
      const rot = await rotateBackups(s.dir, this.opts.workspace, s.name, s.fileName);
      if (rot.archived.length) this.notify('info', 'backup-rotation', L(`${s.name}: ${rot.archived.length} old backup(s) moved to luban-backups-archive/${s.name}/ (kept: latest 5, baseline, first round).`, `${s.name}：${rot.archived.length} 个旧备份已移至 luban-backups-archive/${s.name}/（保留最近 5 个、基线与首轮备份）。`), s.name);
    }
    if (this.maxDegradedStreak >= 3) this.notify('warning', 'degraded', L(`${this.maxDegradedStreak} rounds in a row were scored in fallback (degraded) mode: those scores run high and cannot be compared with full_test scores.`, `连续 ${this.maxDegradedStreak} 轮为降级评分：降级分虚高，不可与 full_test 评分直接比较。`));
    const all = this.skills.flatMap((s) => s.results);
    const dry = all.filter((r) => r.evalMode === 'dry_run' || r.evalMode === 'fallback_dry').length;
    const judged = all.filter((r) => r.evalMode !== 'static').length;
    const reverts = rounds.filter((r) => r.status === 'revert').length;
    const report: OptimizeReport = {
      mode: this.mode,
      skills: outcomes,
      ...(this.stopped ? { stopped: this.stopped } : {}),
      ...(this.unanswered ? { unanswered: this.unanswered } : {}),
      health: {
        rounds: rounds.length,
        reverts,
        revertRate: rounds.length ? Math.round((reverts / rounds.length) * 1000) / 1000 : 0,
        dryRunRatio: judged ? Math.round((dry / judged) * 1000) / 1000 : 0,
        sameContextViolations: all.filter((r) => r.note.includes('redline_1_violation=true')).length,
        oscillationAlerts,
        degradedStreak: this.maxDegradedStreak,
        modelCalls: this.budget.spent,
        ...pairedCounts(rounds.map((r) => r.note)),
      },
      byDimension,
      ...(this.branch ? { branch: this.branch } : {}),
      files: [...this.files],
      notices: this.notices,
    };
    this.emit({ type: 'report', report });
    return report;
  }

  /** Epoch meta-review (Full): patterns kept in 2+ skills → meta_learnings.md; dims kept in one skill and reverted in another → oscillation_guard. */
  private async metaReview(): Promise<void> {
    const stamp = timestamp(this.clock());
    const byDim = new Map<string, { kept: Array<{ skill: string; delta: number }>; reverted: string[] }>();
    for (const s of this.skills) {
      for (const r of s.results) {
        if (r.round <= 0 || r.dim === '-') continue;
        const e = byDim.get(r.dim) ?? { kept: [], reverted: [] };
        if (r.status === 'keep') e.kept.push({ skill: s.name, delta: r.delta ?? 0 });
        if (r.status === 'revert') e.reverted.push(s.name);
        byDim.set(r.dim, e);
      }
    }
    const learnings = [];
    const guards: OscillationGuard[] = [];
    for (const [dim, e] of byDim) {
      const skills = [...new Set(e.kept.map((k) => k.skill))];
      const tried = new Set([...skills, ...e.reverted]);
      if (skills.length >= 2) {
        const avg = e.kept.reduce((n, k) => n + k.delta, 0) / e.kept.length;
        learnings.push({
          timestamp: stamp,
          pattern: `${dim}: kept in ${skills.length} skills, average ${formatDelta(avg)} per round / ${dim} 在 ${skills.length} 个 skill 上保留，平均每轮 ${formatDelta(avg)}`,
          sources: `${skills.join(', ')}（${skills.length}/${tried.size} 验证）`,
          confidence: skills.length >= 3 ? '高' : '中',
          reuse: `skills weak in ${dim} / ${dim} 薄弱的 skill`,
        });
      }
      const reverted = [...new Set(e.reverted)];
      if (reverted.length && (skills.length + reverted.length >= 2) && tried.size >= 2) {
        const alt = [...byDim.entries()].find(([d, x]) => d !== dim && x.kept.length)?.[0];
        guards.push({ dimension: dim, skills: reverted, pattern: `keep ${skills.length} / revert ${reverted.length} across skills（跨 skill 反复涨跌）`, recommendation: alt ? `跳过 ${dim} 优化，先加固 ${alt} / skip ${dim}, strengthen ${alt} first` : `跳过 ${dim} 优化 / skip ${dim}` });
      }
    }
    if (learnings.length) {
      const w = await appendMetaLearnings(this.opts.workspace, learnings, this.clock());
      this.files.add(w.path);
      for (const n of w.notices) this.notify('warning', 'meta-learnings-corrupt', n);
      this.notify('info', 'meta-review', L(`Meta-review: ${learnings.length} pattern(s) added to meta_learnings.md.`, `Meta-Review：meta_learnings.md 新增 ${learnings.length} 条规律。`));
    } else this.notify('info', 'meta-review', L('Meta-review: no pattern held in two or more skills this run.', 'Meta-Review：本次没有在 2 个以上 skill 间成立的规律。'));
    if (guards.length) {
      const g = await addOscillationGuards(this.opts.workspace, guards, this.clock());
      this.files.add(g.path);
      if (g.notice) this.notify('warning', 'profile-corrupt', g.notice);
      this.notify('info', 'oscillation-guard', L(`oscillation_guard: ${guards.map((x) => x.dimension).join(', ')} added to luban-profile.json.`, `oscillation_guard：luban-profile.json 新增 ${guards.map((x) => x.dimension).join('、')}。`));
    }
  }
}

