/**
 * The dashboard's seed-v2 lifecycle panels (docs/features.md E1–E3, issue 13 item 6) and runtime
 * compatibility table (docs/features.md H10), built from the files the lifecycle modules own — never
 * written here:
 *
 * - **failure reports**: the skill's failures.jsonl (store/failures.ts), newest first,
 *   each with its gap type, located file:line, how often its rule was reported and the
 *   proposed patch's status;
 * - **regression history**: `.luban/regress-history.jsonl` (store/regress-history.ts),
 *   newest run first, with the failing cases' reasons and the rollback suggestion, and
 *   tests.yaml's case counts (store/tests-yaml.ts);
 * - **due reminders**: the scheduler's periodic ones (core/lifecycle/scheduler: weekly
 *   SkillOps, monthly Distill when redundancy is low, quarterly CASCADE with external
 *   references) plus the event-driven ones the person can act on — MUSE when the skill
 *   changed since its last regression run (or never ran), HASP when a rule was ignored
 *   twice or more since the last hardening — each with the command its button runs.
 *
 * No `vscode`: unit-tested against real files in temp folders
 * (test/unit/extension/dashboard-lifecycle.test.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { compatibilityOf } from '../view-facts.ts';
import type { Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/base.ts';
import { GAP_LABELS } from '../../core/api/lifecycle.ts';
import { combinedCounts } from '../../core/api/scan.ts';
import { DEFAULT_IGNORE_SOURCES } from '../../core/api/scan.ts';
import { remindersFor } from '../../core/api/lifecycle.ts';
import { MODULE_TASK } from '../../core/api/lifecycle.ts';
import type { PeriodicModule } from '../../core/api/lifecycle.ts';
import { escalationLevel } from '../../core/api/modules.ts';
import { countIgnores, FAILURES_FILE, ruleKey, readFailures } from '../../core/api/formats.ts';
import { changedSince, MUSE_SNAPSHOT_FILE, readMuseSnapshots, snapshotOf } from '../../core/api/formats.ts';
import { readRegressHistory, REGRESS_HISTORY_FILE } from '../../core/api/formats.ts';
import { lastRunsOf, readSchedule, schedulePath, type ScheduleFile } from '../../core/api/formats.ts';
import { readTestsYaml, TESTS_YAML_FILE } from '../../core/api/formats.ts';
import type { CompatRowView, DashCommand, DueReminderView, FailuresView, LifecycleView, RegressView } from '../../shared/protocol.ts';

export const MAX_REPORTS = 50;
export const MAX_RUNS = 30;
const MAX_FEEDBACK = 400;

const PERIODIC_COMMAND: Record<PeriodicModule, DashCommand> = { SkillOps: 'health', Distill: 'slim', CASCADE: 'refresh' };

const TEXT = {
  museTask: { en: 'MUSE regression (Luban: Run Regression)', zh: 'MUSE 回归测试（Luban：运行回归测试）' },
  haspTask: { en: 'HASP hardening (Luban: Harden Rules)', zh: 'HASP 规则加固（Luban：加固规则）' },
  museNever: { en: 'never run: no regression cases recorded yet', zh: '从未运行：还没有回归用例记录' },
  museChanged: { en: '{n} file(s) changed since the last run ({at}): {files}', zh: '自上次运行（{at}）以来有 {n} 个文件改动：{files}' },
  museSame: { en: 'no change since the last run ({at})', zh: '自上次运行（{at}）以来没有改动' },
  museUnknown: { en: 'last run {at}; the skill as it was then is not recorded', zh: '上次运行于 {at}；未记录当时的技能内容' },
  haspNone: { en: 'no rule ignored twice', zh: '没有规则被忽略两次' },
  haspDue: { en: '{n} rule(s) ignored twice or more (most: {max}× — level {level})', zh: '{n} 条规则被忽略两次或以上（最多 {max} 次——第 {level} 级）' },
  haspDone: { en: '{n} rule(s) ignored twice or more, none since the last hardening ({at})', zh: '{n} 条规则被忽略两次或以上，上次加固（{at}）后没有新的忽略' },
} satisfies Record<string, LocalisedText>;

function say(key: keyof typeof TEXT, data: Record<string, string | number> = {}): LocalisedText {
  const f = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  return { en: f(TEXT[key].en), zh: f(TEXT[key].zh) };
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);
const day = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** failures.jsonl as the failure-report panel shows it. */
export async function failuresView(dir: string): Promise<FailuresView> {
  const f = await readFailures(dir);
  const counts = countIgnores(f.records);
  const byRule = new Map(counts.map((c) => [ruleKey(c.file, c.rule), c.count]));
  const reports = [...f.records]
    .reverse()
    .slice(0, MAX_REPORTS)
    .map((r) => ({
      id: r.id,
      timestamp: r.timestamp,
      gap: r.gap ? { type: r.gap.type, label: GAP_LABELS[r.gap.type] } : null,
      file: r.location?.file ?? null,
      line: r.location ? Math.max(0, r.location.line) : null,
      rule: r.rule,
      ruleCount: r.location && r.rule && r.gap ? (byRule.get(ruleKey(r.location.file, r.rule)) ?? 0) : 0,
      status: r.status,
      proposal: r.proposal ? { oldStr: r.proposal.old_str, newStr: r.proposal.new_str, reason: r.proposal.reason } : null,
      evidence: r.evidence,
      feedback: cut(r.feedback, MAX_FEEDBACK),
    }));
  return {
    reports,
    total: f.records.length,
    repeated: counts.filter((c) => c.count > 1).map((c) => ({ file: c.file, line: Math.max(0, c.line), rule: c.rule, count: c.count, types: c.types })),
    problems: f.problems.map((p) => `line ${p.line}: ${p.detail}`),
  };
}

/** regress-history.jsonl and tests.yaml as the regression panel shows them. */
export async function regressView(dir: string): Promise<RegressView> {
  const [history, tests] = await Promise.all([readRegressHistory(dir), readTestsYaml(dir)]);
  const problems = [
    ...history.badLines.map((l) => `${REGRESS_HISTORY_FILE} line ${l}: not a regression run`),
    ...tests.problems.map((p) => `${TESTS_YAML_FILE} line ${p.line}: ${p.detail}`),
  ];
  const int = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : 0);
  const isText = (v: unknown): v is LocalisedText => !!v && typeof (v as LocalisedText).en === 'string' && typeof (v as LocalisedText).zh === 'string';
  const runs = [...history.entries]
    .reverse()
    .slice(0, MAX_RUNS)
    .map((e) => ({
      at: e.at,
      trigger: typeof e.trigger === 'string' ? e.trigger : '',
      verdict: (['pass', 'partial', 'fail', 'not-run'] as const).find((v) => v === e.verdict) ?? 'not-run',
      pass: int(e.pass),
      fail: int(e.fail),
      notRun: int(e.notRun),
      failed: e.failed
        .filter((x) => x && typeof x.id === 'string')
        .map((x) => ({
          id: x.id,
          dimension: typeof x.dimension === 'string' ? x.dimension : '',
          reason: isText(x.reason) ? { en: x.reason.en, zh: x.reason.zh } : null,
        })),
      rollback: Array.isArray(e.rollback) ? e.rollback.filter(isText).map((l) => ({ en: l.en, zh: l.zh })) : [],
      calls: int(e.calls),
    }));
  return {
    runs,
    total: history.entries.length,
    cases: tests.tests.length,
    passing: tests.tests.filter((c) => c.status === 'pass').length,
    failing: tests.tests.filter((c) => c.status === 'fail').length,
    problems,
  };
}

/** MUSE: due when it never ran, or when the skill changed since the last run. */
async function museReminder(dir: string, result: SkillScanResult | undefined, lastAt: string | undefined, now: Date): Promise<DueReminderView> {
  const base = { module: 'MUSE' as const, task: TEXT.museTask, applicable: true, nextDue: null, command: 'regress' as const };
  if (!lastAt) return { ...base, due: true, reason: say('museNever'), lastRun: null };
  const snaps = await readMuseSnapshots(dir);
  if (!snaps.before || !result) return { ...base, due: false, reason: say('museUnknown', { at: day(lastAt) }), lastRun: lastAt };
  const c = changedSince(snaps.before, snapshotOf(result.doc, now));
  const files = [...c.changed, ...c.added, ...c.deleted];
  return files.length
    ? { ...base, due: true, reason: say('museChanged', { n: files.length, at: day(lastAt), files: cut(files.join(', '), 200) }), lastRun: lastAt }
    : { ...base, due: false, reason: say('museSame', { at: day(lastAt) }), lastRun: lastAt };
}

/** HASP: due when a rule was ignored twice or more, and ignored again since the last hardening. */
async function haspReminder(dir: string, lastHasp: string | undefined): Promise<DueReminderView> {
  const base = { module: 'HASP' as const, task: TEXT.haspTask, applicable: true, nextDue: null, command: 'harden' as const, lastRun: lastHasp ?? null };
  const { counts } = await combinedCounts(dir, DEFAULT_IGNORE_SOURCES);
  const hot = [...counts.values()].filter((t) => escalationLevel(t.count) > 0);
  if (!hot.length) return { ...base, due: false, reason: say('haspNone') };
  const since = lastHasp?.slice(0, 10);
  const fresh = since ? hot.filter((t) => !t.lastIgnored || t.lastIgnored >= since) : hot;
  if (!fresh.length) return { ...base, due: false, reason: say('haspDone', { n: hot.length, at: day(lastHasp!) }) };
  const max = Math.max(...fresh.map((t) => t.count));
  return { ...base, due: true, reason: say('haspDue', { n: fresh.length, max, level: escalationLevel(max) }) };
}

export interface LifecycleInput {
  dir: string;
  /** The scan result (the scheduler's facts come from it); without one only the files' records are shown. */
  result?: SkillScanResult;
  /** The workspace folder whose `.luban/schedule.json` holds the periodic runs. */
  workspace: string;
  /** Read once per workspace by the caller when it builds many skills. */
  schedule?: ScheduleFile;
  now?: Date;
}

export async function lifecycleView(input: LifecycleInput): Promise<LifecycleView> {
  const now = input.now ?? new Date();
  const schedule = input.schedule ?? (await readSchedule(input.workspace));
  const [failures, regress] = await Promise.all([failuresView(input.dir), regressView(input.dir)]);
  const lastRegress = (await readRegressHistory(input.dir)).entries.at(-1)?.at;
  const due: DueReminderView[] = [
    await museReminder(input.dir, input.result, lastRegress, now),
    await haspReminder(input.dir, lastRunsOf(schedule.state, input.workspace, input.dir).HASP),
  ];
  if (input.result) {
    const r = await remindersFor(input.result, input.workspace, schedule, now);
    for (const x of r.reminders) {
      due.push({
        module: x.module,
        task: MODULE_TASK[x.module],
        applicable: x.applicable,
        due: x.due,
        reason: x.reason,
        lastRun: x.lastRun ?? null,
        nextDue: x.nextDue ?? null,
        command: PERIODIC_COMMAND[x.module],
      });
    }
  }
  return { failures, regress, due };
}

/** The runtime compatibility table (docs/features.md H10) in the snapshot's language. */
const compatCache = new WeakMap<SkillScanResult, { locale: Locale; rows: CompatRowView[] }>();

export function compatibilityView(result: SkillScanResult | undefined, locale: Locale): CompatRowView[] | null {
  if (!result) return null;
  const hit = compatCache.get(result);
  if (hit && hit.locale === locale) return hit.rows;
  // A report-only result's verdicts were made in the scan's locale (the dashboard makes the result whole where that is another).
  const rows = compatibilityOf(result, locale).map((v) => ({
    runtime: v.runtime,
    name: v.name,
    verdict: v.verdict,
    reasons: v.reasons.map((r) => ({ text: r.text, file: r.file, line: Math.max(0, r.line), effect: r.effect, source: r.source })),
  }));
  compatCache.set(result, { locale, rows });
  return rows;
}

/** The files a skill's lifecycle view is read from (relative to the skill folder; saved reports date SkillOps / Distill runs). */
const SOURCES = [FAILURES_FILE, TESTS_YAML_FILE, REGRESS_HISTORY_FILE, MUSE_SNAPSHOT_FILE, '.luban/reports'];

async function signature(paths: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    paths.map((p) =>
      fs.stat(p).then(
        (s) => `${s.mtimeMs}:${s.size}`,
        () => '-',
      ),
    ),
  );
  return parts.join('|');
}

/**
 * Lifecycle views kept between snapshots (the dashboard pushes one on every change):
 * rebuilt only when one of the skill's record files, the workspace schedule, the scan
 * result or the day changes.
 */
export class LifecycleCache {
  private readonly entries = new Map<string, { key: string; result: SkillScanResult | undefined; view: LifecycleView }>();

  async get(input: LifecycleInput): Promise<LifecycleView> {
    const now = input.now ?? new Date();
    const files = [...SOURCES.map((f) => path.join(input.dir, f)), schedulePath(input.workspace)];
    const key = `${await signature(files)}#${now.toISOString().slice(0, 10)}`;
    const hit = this.entries.get(input.dir);
    if (hit && hit.key === key && hit.result === input.result) return hit.view;
    const view = await lifecycleView({ ...input, now });
    this.entries.set(input.dir, { key, result: input.result, view });
    return view;
  }

  clear(): void {
    this.entries.clear();
  }
}
