/**
 * `--format json` of `luban health`, `luban slim`, `luban fix`, `luban new` and `luban upgrade` (issue 33
 * item 9; docs/guide/cli.md "JSON of the other commands"): stable contracts like scan's —
 * fields may be added, never renamed. Every one carries `tool`, `command` and `exit`
 * (`code` and the `reason` for it, in words); paths use `/` separators.
 */
import path from 'node:path';
import { pick, VERSION } from '../../core/api/base.ts';
import type { Locale } from '../../core/api/base.ts';
import type { PostCheck, WizardOutcome } from '../../core/api/wizard.ts';
import type { DistillPlan, DistillPlanItem, HealthLevel, HealthReport } from '../../core/api/modules.ts';
import type { SlimSessionResult } from '../../core/api/edits.ts';
import { ACTION_NAMES, HEALTH_DIMENSIONS, overallLight } from '../../core/api/modules.ts';

export interface JsonExit {
  code: number;
  /** Why the command exits with this code, in words. */
  reason: string;
}

/** The envelope of every command's JSON: `tool`, `command`, the command's own fields, then `exit`. */
function commandJson<T extends object>(command: string, body: T, exit: JsonExit) {
  return { tool: { name: 'luban' as const, version: VERSION }, command, ...body, exit };
}

/** 🔴 / 🟡 / 🟢 as words a script can compare. */
export type HealthStatus = 'red' | 'yellow' | 'green';
const STATUS: Record<HealthLevel, HealthStatus> = { '🔴': 'red', '🟡': 'yellow', '🟢': 'green' };

function splitLocation(location: string): { file: string; line: number | null } {
  const m = /^(.*):(\d+)$/.exec(location);
  return m ? { file: m[1], line: Number(m[2]) } : { file: location, line: null };
}

export function healthJson(skills: Array<{ dir: string; report: HealthReport }>, locale: Locale, exit: JsonExit) {
  const zh = locale === 'zh-CN';
  return commandJson(
    'health',
    {
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
    },
    exit,
  );
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
  /** MUSE's regression after the session's edits (the `regression` field), when one was due. */
  regression?: unknown;
}

export function slimJson(skills: SlimJsonSkill[], apply: boolean, exit: JsonExit) {
  return commandJson(
    'slim',
    {
      apply,
      skills: skills.map(({ dir, plan, session, regression }) => ({
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
              ...(regression !== undefined ? { regression } : {}),
            }
          : {}),
      })),
    },
    exit,
  );
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
  return commandJson(
    'fix',
    {
      dryRun: input.dryRun,
      fixed: input.files.reduce((n, f) => n + f.fixes, 0),
      files: input.files,
      skipped: input.skipped,
      backups: input.backups,
      remaining: input.remaining,
    },
    exit,
  );
}

/**
 * The run fields `luban new` and `luban upgrade` share: `status`, `name`, `skillDir` (the skill
 * folder, relative to `cwd`), the command's `more` fields, `workDir` (the wizard's work folder:
 * state, sandbox, logs), then `stoppedAt` (the phase the run stopped at or failed in), `question`
 * (the Gate Check or question nobody could answer, when that was why) and `error`.
 */
function wizardRunJson(out: WizardOutcome, skillDir: string, cwd: string, locale: Locale, more: object = {}) {
  const rel = (p: string) => path.relative(cwd, p).split(path.sep).join('/') || '.';
  return {
    status: out.status,
    name: out.state.name,
    skillDir: rel(skillDir),
    ...more,
    workDir: rel(out.workDir),
    ...(out.status !== 'done' ? { stoppedAt: String(out.phase) } : {}),
    ...(out.unanswered ? { question: pick(out.unanswered.title, locale) } : {}),
    ...(out.error ? { error: out.error } : {}),
  };
}

/** `luban upgrade --format json`: the wizard's run fields of the upgraded skill folder `skillDir`, plus `exit`. */
export function upgradeJson(out: WizardOutcome, skillDir: string, cwd: string, locale: Locale, exit: JsonExit) {
  return commandJson('upgrade', wizardRunJson(out, skillDir, cwd, locale), exit);
}

/**
 * `luban new --format json` (docs/guide/new.md): the wizard's run fields with `skillFile` and the
 * written `files`, then `check` (Luban's checks on the written skill, null when none ran) and `ready`.
 */
export function newJson(out: WizardOutcome, check: PostCheck | undefined, files: string[], cwd: string, locale: Locale, exit: JsonExit) {
  return commandJson(
    'new',
    {
      ...wizardRunJson(out, out.state.target, cwd, locale, { skillFile: check?.skillFile ?? out.state.skillFile, files }),
      check: check
        ? {
            found: check.found,
            profile: check.profile ?? null,
            errors: check.counts.error,
            warnings: check.counts.warning,
            infos: check.counts.info,
            errorFindings: check.errors,
            runtimes: check.runtimes.map((r) => ({ runtime: r.runtime, name: r.name, verdict: r.verdict, ...(r.reason ? { reason: r.reason } : {}) })),
            dropped: check.dropped,
            metisForm: check.metisForm,
          }
        : null,
      ready: check?.ready ?? false,
    },
    exit,
  );
}
