/**
 * MUSE after every edit (seed v2 §七 触发条件 "任何对技能文件的编辑操作完成后 自动触发"; issue 31
 * item 2): the edit paths that write SKILL.md — `report-failure --apply`, `harden`,
 * `evolve`, `slim --apply`, the wizard's submit — keep the file's bytes before writing
 * (`captureBeforeEdit`) and, once written, run the skill's tests.yaml cases on it
 * (`regressAfterWrite`). Deterministic cases read files (no model); behavioural ones run
 * only with the caller's model, else they are not run. Seed Step 4: when every case that
 * ran fails, the rollback is forced — the bytes from before the edit are written back
 * atomically — and when some fail they are listed (the rollback stays a suggestion).
 * No case, or no case that could run, is said as such (never "passed"). Nothing else is
 * written: tests.yaml, the history and the snapshots stay as they are (recording new
 * cases stays opt-in).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../../base/io/atomic.ts';
import { Budget } from '../../../models/budget.ts';
import type { ChatModel } from '../../../models/llm/types.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import { loadSkill } from '../../../skill/load.ts';
import { readTestsYaml } from '../../../formats/tests-yaml.ts';
import { runBehavioural } from './behavioural.ts';
import { runDeterministic } from './deterministic.ts';
import { fromStored } from './suite.ts';
import type { CaseResult } from './types.ts';
import { countsOf, verdictOf } from './verdict.ts';

/** SKILL.md as it was before an edit: its path and exact bytes. */
export interface BeforeEdit {
  dir: string;
  /** Absolute path of the skill file. */
  file: string;
  bytes: Buffer;
  /**
   * The skill's failures.jsonl before the edit, when it existed: an edit path links the rule it
   * rewords there (harden's `reworded` line, an applied patch), and a forced rollback must
   * take that link back with the text, or the rule's identity would follow a wording the file
   * no longer holds.
   */
  records?: Buffer;
}

const RECORDS = 'failures.jsonl';

/** Why no regression ran after the edit. */
export type NoRegressionReason = 'no-cases' | 'tests-unreadable' | 'no-model' | 'no-runnable-case';

export type AfterWriteRegression =
  | { ran: false; reason: NoRegressionReason; cases: number }
  | {
      ran: true;
      /** Cases that ran (pass + fail), the ones that passed, and those not run (behavioural without a model). */
      total: number;
      passed: number;
      notRun: number;
      failed: { id: string; dimension: string; deviation?: LocalisedText }[];
      /** Every case that ran failed: the pre-edit bytes were written back. */
      forcedRollback: boolean;
      /** The skill file (absolute) that was restored, when it was. */
      restored?: string;
    };

/** Keep SKILL.md's bytes before an edit writes it (undefined: no skill file to keep). */
export async function captureBeforeEdit(dir: string, file?: string): Promise<BeforeEdit | undefined> {
  let target = file;
  if (!target) {
    const doc = await loadSkill(dir);
    if (!doc.skillFileName) return undefined;
    target = path.join(dir, doc.skillFileName);
  }
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(target);
  } catch {
    return undefined;
  }
  const records = await fs.readFile(path.join(dir, RECORDS)).catch(() => undefined);
  return { dir, file: path.resolve(target), bytes, ...(records ? { records } : {}) };
}

export interface AfterWriteOptions {
  /** Runs the behavioural cases (with `budget`); without it they are not run. */
  model?: ChatModel;
  budget?: Budget;
  signal?: AbortSignal;
}

/** The regression run after an edit was written to the skill file kept in `before`. */
export async function regressAfterWrite(before: BeforeEdit, o: AfterWriteOptions = {}): Promise<AfterWriteRegression> {
  const stored = await readTestsYaml(before.dir);
  if (stored.corrupt && !stored.tests.length) return { ran: false, reason: 'tests-unreadable', cases: 0 };
  if (!stored.tests.length) return { ran: false, reason: 'no-cases', cases: 0 };
  const suite = stored.tests.map(fromStored);
  const after = await loadSkill(before.dir);
  const results: CaseResult[] = suite.filter((c) => c.kind === 'deterministic').map((c) => runDeterministic(c, after));
  const behavioural = suite.filter((c) => c.kind === 'behavioural');
  if (behavioural.length) {
    const b = await runBehavioural(behavioural, after, { model: o.model, budget: o.budget ?? new Budget(), signal: o.signal });
    results.push(...b.results);
  }
  const counts = countsOf(results);
  const verdict = verdictOf(counts);
  if (verdict === 'not-run') return { ran: false, reason: o.model ? 'no-runnable-case' : 'no-model', cases: suite.length };
  const forcedRollback = verdict === 'fail';
  if (forcedRollback) {
    await writeFileAtomic(before.file, before.bytes);
    if (before.records) await writeFileAtomic(path.join(before.dir, RECORDS), before.records);
  }
  return {
    ran: true,
    total: counts.pass + counts.fail,
    passed: counts.pass,
    notRun: counts.notRun,
    failed: results
      .filter((r) => r.status === 'fail')
      .map((r) => ({ id: r.case.id, dimension: String(r.case.dimension), ...(r.deviation ? { deviation: r.deviation } : {}) })),
    forcedRollback,
    ...(forcedRollback ? { restored: before.file } : {}),
  };
}
