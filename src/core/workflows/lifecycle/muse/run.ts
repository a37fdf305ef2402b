/**
 * One MUSE regression run on a skill folder (docs/features.md E2, seed v2 §七 Steps 1–5):
 * the "before" version (a `--base` revision, else the snapshot taken at the end of the
 * last run, else the skill as it is) yields 5–10 cases; tests.yaml's cases join them;
 * deterministic cases run on the skill now (milliseconds, no model), behavioural ones
 * only on request and with a model (else `not run`); the verdict and, on a failure, the
 * rollback suggestion; then tests.yaml (passing cases appended, stored ones updated),
 * the regression history and the snapshots are written atomically.
 */
import type { Budget } from '../../../models/budget.ts';
import { Budget as CallBudget } from '../../../models/budget.ts';
import type { JudgeCache } from '../../../models/cache.ts';
import type { CostPlan } from '../../../models/plan.ts';
import type { ChatModel } from '../../../models/llm/types.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { loadSkill } from '../../../skill/load.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { readMuseSnapshots, snapshotOf, writeMuseSnapshots, type MuseSnapshots } from '../../../formats/muse-snapshot.ts';
import { appendRegressHistory, type RunTrigger } from '../../../formats/regress-history.ts';
import { readTestsYaml, writeTestsYaml } from '../../../formats/tests-yaml.ts';
import { documentOfSnapshot } from './base.ts';
import { runBehavioural } from './behavioural.ts';
import { runDeterministic } from './deterministic.ts';
import { generateCases, MIN_CASES } from './generate.ts';
import { museText } from './messages.ts';
import { rollbackLines, rollbackSuggestion } from './rollback.ts';
import { buildSuite, caseKey, nextTestsYaml } from './suite.ts';
import type { Case, CaseResult, RollbackSuggestion, Verdict } from './types.ts';
import { countsOf, verdictOf, type Counts } from './verdict.ts';

export interface RegressOptions {
  trigger: RunTrigger;
  /** Run the behavioural cases (needs `model`); otherwise they are `not run`. */
  behavioural?: boolean;
  model?: ChatModel;
  budget?: Budget;
  cache?: JudgeCache;
  signal?: AbortSignal;
  /** The version before the edit (`--base REV`); default: the last snapshot. */
  base?: SkillDocument;
  /** Write tests.yaml, the history and the snapshots (default true). */
  write?: boolean;
  now?: () => Date;
}

export interface RegressRun {
  dir: string;
  skill: string;
  verdict: Verdict;
  counts: Counts;
  results: CaseResult[];
  /** Cases generated from the before version this run (before the merge with tests.yaml). */
  generated: number;
  rollback?: RollbackSuggestion;
  tests: { path: string; added: number; total: number; written: boolean; backupPath?: string };
  /** Things to tell the person (a rebuilt tests.yaml, few cases, an unreadable snapshot). */
  notices: LocalisedText[];
  /** Model calls made (behavioural cases). */
  calls: number;
  beforeFrom: 'base' | 'snapshot' | 'current';
}

export class NoSkillError extends Error {}

interface Prepared {
  after: SkillDocument;
  before: SkillDocument;
  beforeFrom: RegressRun['beforeFrom'];
  suite: Case[];
  generated: number;
  stored: Awaited<ReturnType<typeof readTestsYaml>>;
  snaps: MuseSnapshots;
  notices: LocalisedText[];
}

async function prepare(dir: string, o: Pick<RegressOptions, 'base'>): Promise<Prepared> {
  const after = await loadSkill(dir);
  if (!after.skillFile?.text) throw new NoSkillError(dir);
  const notices: LocalisedText[] = [];
  const stored = await readTestsYaml(dir);
  const snaps = await readMuseSnapshots(dir);
  if (snaps.unreadable)
    notices.push({
      en: `the MUSE snapshot could not be read (${snaps.unreadable}); cases come from the skill as it is now`,
      zh: `无法读取 MUSE 快照（${snaps.unreadable}）；用例取自技能当前版本`,
    });
  const beforeFrom: RegressRun['beforeFrom'] = o.base ? 'base' : snaps.before ? 'snapshot' : 'current';
  const before = o.base ?? (snaps.before ? documentOfSnapshot(dir, snaps.before) : after);
  const storedKeys = new Set(stored.tests.map(caseKey));
  const generated = generateCases(before, { skip: (c) => storedKeys.has(caseKey(c)) });
  if (generated.length + stored.tests.length < MIN_CASES) notices.push(museText('fewCases', { n: generated.length + stored.tests.length }));
  return { after, before, beforeFrom, suite: buildSuite(stored.tests, generated), generated: generated.length, stored, snaps, notices };
}

/** The cost plan of the behavioural cases (docs/features.md C9): nothing is called. */
export async function planRegression(dir: string, o: Pick<RegressOptions, 'base' | 'model' | 'cache'>): Promise<{ plan: CostPlan; behavioural: number }> {
  const p = await prepare(dir, o);
  const cases = p.suite.filter((c) => c.kind === 'behavioural');
  const { plan } = await runBehavioural(cases, p.after, { model: o.model, budget: new CallBudget(), cache: o.cache, planning: true });
  return { plan, behavioural: cases.length };
}

export async function regress(dir: string, o: RegressOptions): Promise<RegressRun> {
  const now = (o.now ?? (() => new Date()))();
  const p = await prepare(dir, o);
  const results: CaseResult[] = [];
  for (const c of p.suite) if (c.kind === 'deterministic') results.push(runDeterministic(c, p.after, p.before));
  const behavioural = p.suite.filter((c) => c.kind === 'behavioural');
  let calls = 0;
  if (o.behavioural) {
    const b = await runBehavioural(behavioural, p.after, { model: o.model, budget: o.budget ?? new CallBudget(), cache: o.cache, signal: o.signal });
    results.push(...b.results);
    calls = b.usage.calls;
  } else {
    for (const c of behavioural)
      results.push({ case: c, status: 'not-run', notRun: 'not-requested', deviation: museText('notRun.not-requested'), evidence: 'none' });
  }
  // Keep the suite's order (stored first, then generated) whatever ran first.
  const order = new Map(p.suite.map((c, i) => [c.id, i]));
  results.sort((a, b) => order.get(a.case.id)! - order.get(b.case.id)!);

  const counts = countsOf(results);
  const verdict = verdictOf(counts);
  const nowSnap = snapshotOf(p.after, now);
  const skill = typeof p.after.frontmatter?.data?.name === 'string' ? (p.after.frontmatter.data.name as string) : p.after.folderName;
  const rollback = counts.fail > 0 ? await rollbackSuggestion(dir, verdict === 'fail', p.snaps.lastGood ?? p.snaps.before, nowSnap) : undefined;

  const next = nextTestsYaml(skill, { generated_at: p.stored.value?.generated_at, tests: p.stored.tests }, results, now);
  const tests: RegressRun['tests'] = { path: p.stored.path, added: next.added, total: next.value.tests.length, written: false };
  const notices = [...p.notices];
  if (o.write !== false) {
    if (next.value.tests.length || p.stored.exists) {
      const w = await writeTestsYaml(dir, next.value, p.stored, now);
      tests.written = w.written;
      tests.backupPath = w.backupPath;
      if (w.notice) notices.push(w.notice);
    }
    const h = await appendRegressHistory(
      dir,
      {
        at: now.toISOString(),
        trigger: o.trigger,
        verdict,
        pass: counts.pass,
        fail: counts.fail,
        notRun: counts.notRun,
        failed: results
          .filter((r) => r.status === 'fail')
          .map((r) => ({ id: r.case.id, dimension: r.case.dimension, ...(r.deviation ? { reason: r.deviation } : {}) })),
        calls,
        ...(rollback ? { rollback: rollbackLines(rollback) } : {}),
      },
      now,
    );
    if (h.notice) notices.push(h.notice);
    // The next edit's "before" is the skill now; the rollback target moves only when everything passed.
    await writeMuseSnapshots(dir, { before: nowSnap, lastGood: verdict === 'pass' ? nowSnap : (p.snaps.lastGood ?? p.snaps.before) });
  }
  return { dir, skill, verdict, counts, results, generated: p.generated, rollback, tests, notices, calls, beforeFrom: p.beforeFrom };
}
