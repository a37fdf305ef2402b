/**
 * `--format json` of `luban health`, `luban slim`, `luban fix` and `luban upgrade` (issue 33
 * item 9; docs/guide/cli.md "JSON of the other commands"): stable contracts like scan's —
 * fields may be added, never renamed. Every one carries `tool`, `command` and `exit`
 * (`code` and the `reason` for it, in words); paths use `/` separators.
 */
import { VERSION } from '../../core/api/base.ts';
import type { Locale } from '../../core/api/base.ts';
import type { DistillPlan, DistillPlanItem, HealthLevel, HealthReport } from '../../core/api/modules.ts';
import type { SlimSessionResult } from '../../core/api/edits.ts';
import { ACTION_NAMES, HEALTH_DIMENSIONS, overallLight } from '../../core/api/modules.ts';

export interface JsonExit {
  code: number;
  /** Why the command exits with this code, in words. */
  reason: string;
}

const tool = () => ({ name: 'luban' as const, version: VERSION });

/** 🔴 / 🟡 / 🟢 as words a script can compare. */
export type HealthStatus = 'red' | 'yellow' | 'green';
const STATUS: Record<HealthLevel, HealthStatus> = { '🔴': 'red', '🟡': 'yellow', '🟢': 'green' };

function splitLocation(location: string): { file: string; line: number | null } {
  const m = /^(.*):(\d+)$/.exec(location);
  return m ? { file: m[1], line: Number(m[2]) } : { file: location, line: null };
}

export function healthJson(skills: Array<{ dir: string; report: HealthReport }>, locale: Locale, exit: JsonExit) {
  const zh = locale === 'zh-CN';
  return {
    tool: tool(),
    command: 'health',
    skills: skills.map(({ dir, report }) => ({
      dir,
      skill: report.skill,
      date: report.date,
      status: STATUS[overallLight(report)],
      dimensions: Object.fromEntries(
        HEALTH_DIMENSIONS.map((d) => [d, { status: STATUS[report.dimensions[d].status], issues: report.dimensions[d].rows.length }]),
      ),
      problems: report.rows.map((r) => ({
        severity: STATUS[r.severity],
        dimension: r.dimension,
        location: r.location,
        ...splitLocation(r.location),
        problem: zh ? r.problem.zh : r.problem.en,
        action: r.action,
        actionText: zh ? ACTION_NAMES[r.action].zh : ACTION_NAMES[r.action].en,
        ...(r.ruleId ? { ruleId: r.ruleId } : {}),
      })),
    })),
    exit,
  };
}

function planItemJson(it: DistillPlanItem, n: number) {
  return {
    n,
    priority: it.priority,
    action: it.action,
    reason: it.reason,
    files: it.files,
    ...(it.line !== undefined ? { line: it.line } : {}),
    bytes: it.bytes,
    bytesDelta: it.bytesDelta,
    ...(it.detail !== undefined ? { detail: it.detail } : {}),
  };
}

export interface SlimJsonSkill {
  dir: string;
  plan: DistillPlan;
  /** The --apply session, when one ran for this skill. */
  session?: SlimSessionResult;
}

export function slimJson(skills: SlimJsonSkill[], apply: boolean, exit: JsonExit) {
  return {
    tool: tool(),
    command: 'slim',
    apply,
    skills: skills.map(({ dir, plan, session }) => ({
      dir,
      skill: plan.skill,
      nothingToSlim: plan.items.length === 0,
      filesJudged: plan.filesJudged,
      loadedBytes: plan.loadedBytes,
      estimatedBytesDelta: plan.estimatedBytesDelta,
      bundledFiles: plan.bundle.files.length,
      bundledBytes: plan.bundle.totalBytes,
      bundleBytesDelta: plan.bundleBytesDelta,
      items: plan.items.map((it, i) => planItemJson(it, i + 1)),
      coreAssets: plan.coreAssets,
      ...(session
        ? {
            applied: session.applied.map((a) => ({ files: a.item.files, action: a.item.action, written: a.written })),
            skipped: session.skipped.map((it) => ({ files: it.files, action: it.action })),
            changedOnDisk: session.stale.map((s) => ({ files: s.item.files, action: s.item.action, file: s.file })),
            backupFolder: session.applied.some((a) => a.written.some((w) => w.startsWith('.luban/'))) ? session.folder : null,
          }
        : {}),
    })),
    exit,
  };
}

export interface FixJsonInput {
  dryRun: boolean;
  /** Files written (or, with dryRun, that would be), with how many fixes each. */
  files: Array<{ file: string; fixes: number }>;
  /** Files left alone because they changed on disk between the scan and the write. */
  skipped: string[];
  backups: string[];
  /** Findings left after the fixes, by severity. */
  remaining: { errors: number; warnings: number; info: number };
}

export function fixJson(input: FixJsonInput, exit: JsonExit) {
  return {
    tool: tool(),
    command: 'fix',
    dryRun: input.dryRun,
    fixed: input.files.reduce((n, f) => n + f.fixes, 0),
    files: input.files,
    skipped: input.skipped,
    backups: input.backups,
    remaining: input.remaining,
    exit,
  };
}

/** `luban upgrade --format json`: the shape of `luban new --format json`'s run fields (new.ts), plus `exit`. */
export interface UpgradeJsonInput {
  status: 'done' | 'error' | 'stopped';
  name: string;
  /** The skill folder upgraded, relative to the working directory. */
  skillDir: string;
  /** The wizard's work folder (state, sandbox, logs). */
  workDir: string;
  /** The phase the run stopped at (status `stopped`) or failed in (status `error`). */
  stoppedAt?: string;
  /** The Gate Check or question nobody could answer (no terminal), when that was why. */
  question?: string;
  error?: string;
}

export function upgradeJson(input: UpgradeJsonInput, exit: JsonExit) {
  return { tool: tool(), command: 'upgrade', ...input, exit };
}
