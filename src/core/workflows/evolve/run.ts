/**
 * The evolving loop (seed 002 执行流程, docs/features.md F1–F2):
 *
 *   for iteration = 1 … maxIterations:
 *     1 execute  the task, in a model context with the current version loaded
 *     2 evaluate the result against benchmark.md, in an independent judge context
 *     3 passed (score ≥ threshold) → stop ✅; stalled (3 equal scores) or the last
 *       iteration → stop ⚠ with the best version
 *     4 analyse  the weak dimensions (< 70), each root cause located in SKILL.md
 *     5 rewrite  those parts only (edits checked against the text), not repeating a
 *       strategy that failed before; bump the version (patch/minor) in the frontmatter
 *     6 record   evolve/v{N}/{skill.md, result.md, score.json, analysis.md}, evolve_log.md
 *
 * Intermediate versions live only in evolve/v{N}/skill.md; SKILL.md is replaced once, at
 * the end, by the kept version, after the person's approval and through replace.ts. Every
 * model call goes through the judge Executor (budget, cache, cancel, one repair of an
 * invalid reply); a call that cannot be answered ends the run in error — no score, no
 * rewrite is ever made up. Without a model nothing runs and nothing is written.
 */
import type { Budget } from '../../models/budget.ts';
import type { JudgeCache } from '../../models/cache.ts';
import { UsageMeter } from '../../models/usage.ts';
import { Executor, type FailReason, type JobOutcome } from '../../scoring/judge/executor.ts';
import { languageOfText } from '../../skill/language.ts';
import type { Locale } from '../../base/l10n/index.ts';
import { pick } from '../../base/l10n/index.ts';
import type { ChatModel } from '../../models/llm/types.ts';
import { SIZE_CAP, unifiedDiff } from '../../edits/edit-budget.ts';
import { NoAnswerError, type Approver } from '../interaction.ts';
import type { LocalisedText } from '../../rules/types.ts';
import { archivePreviousRun, writeEvolveLog, writeVersionFile, type ScoreJson } from '../../formats/evolve.ts';
import { analysisMarkdown, evolveLogMarkdown, type LogHeader } from './artefact-text.ts';
import { lineOfQuote } from './edits.ts';
import { readVersion, writeVersion, type VersionField } from './frontmatter-version.ts';
import { EVOLVE_MESSAGES, evolveSay, type EvolveMessageKey } from './messages.ts';
import { executeJob } from './prompts/execute.ts';
import { judgeJob } from './prompts/judge.ts';
import { rewriteJob, rewrittenText, type PreviousAttempt } from './prompts/rewrite.ts';
import { inGitRepo, replaceSkill } from './replace.ts';
import { replacementLine, stopLine } from './lines.ts';
import { dimensionScores, weakDimensionsOf, weightedScore } from './score.ts';
import { bumpVersion, normaliseVersion, START_VERSION } from './semver.ts';
import { bestOf, stopAfter } from './stops.ts';
import type { Benchmark, EvolveEvent, EvolveFailure, EvolvePausePoint, EvolveReport, IterationRecord, Replacement } from './types.ts';

export interface EvolveOptions {
  dir: string;
  /** SKILL.md or skill.md. */
  skillFileName: string;
  skill: string;
  skillText: string;
  versionField: VersionField;
  benchmark: Benchmark;
  knowhow?: { file: string; text: string };
  task: { text: string; source: string };
  threshold: number;
  maxIterations: number;
  model?: ChatModel;
  budget: Budget;
  cache?: JudgeCache;
  signal?: AbortSignal;
  approver: Approver;
  locale: Locale;
  onEvent?: (e: EvolveEvent) => void;
  /** Test hook (LUBAN_TEST_PAUSE_AT): hold the process at a point. */
  pauseAt?: (point: EvolvePausePoint, iteration: number) => Promise<void>;
  now?: () => Date;
}

const text = (key: EvolveMessageKey, data?: Record<string, string | number>): LocalisedText => ({
  en: evolveSay('en', key, data),
  zh: evolveSay('zh-CN', key, data),
});

function failureOf(outcome: Extract<JobOutcome<unknown>, { status: 'failed' }>, step: EvolveFailure['step'], iteration: number): EvolveFailure {
  const code: Record<FailReason, EvolveFailure['code']> = {
    budget: 'budget',
    cancelled: 'cancelled',
    'model-error': 'model-error',
    'invalid-reply': 'invalid-reply',
    'no-model': 'no-model',
  };
  return { code: code[outcome.reason], step, iteration, detail: outcome.detail };
}

export async function evolve(o: EvolveOptions): Promise<EvolveReport> {
  const now = o.now ?? (() => new Date());
  const meter = new UsageMeter();
  const report: EvolveReport = {
    skill: o.skill,
    dir: o.dir,
    threshold: o.threshold,
    maxIterations: o.maxIterations,
    iterations: [],
    stop: 'error',
    replacement: { state: 'unchanged', why: 'error' },
    usage: meter.toJSON(),
  };
  const notice = (key: EvolveMessageKey, data?: Record<string, string | number>) => o.onEvent?.({ type: 'notice', message: text(key, data) });
  if (!o.model) {
    report.failure = { code: 'no-model', step: 'setup', iteration: 0, detail: pick(EVOLVE_MESSAGES.noModel, o.locale) };
    return report;
  }
  const exec = new Executor({ model: o.model, cache: o.cache, budget: o.budget, meter, signal: o.signal, now });
  const archived = await archivePreviousRun(o.dir, now());
  if (archived) notice('archived', { dir: archived });
  const header: LogHeader = {
    skill: o.skill,
    task: o.task.source === 'text' ? o.task.text : `@${o.task.source}`,
    benchmark: o.benchmark.file,
    knowhow: o.knowhow?.file,
    threshold: o.threshold,
    maxIterations: o.maxIterations,
    started: now().toISOString(),
    model: o.model.model,
  };
  const log = (stop?: string, skillLine?: string) => writeEvolveLog(o.dir, evolveLogMarkdown(header, report, o.locale, stop, skillLine));
  await log();

  const lang = languageOfText(o.skillText);
  let version = normaliseVersion(readVersion(o.skillText, o.versionField)) ?? START_VERSION;
  if (!readVersion(o.skillText, o.versionField)) notice('versionMissing', { v: version });
  let current = o.skillText;
  const texts: string[] = [];
  const previous: PreviousAttempt[] = [];
  const progress = (iteration: number, step: 'execute' | 'evaluate' | 'rewrite', key: EvolveMessageKey) =>
    o.onEvent?.({ type: 'progress', iteration, step, message: text(key, { n: iteration, version }) });

  for (let n = 1; n <= o.maxIterations; n++) {
    texts.push(current);
    await writeVersionFile(o.dir, n, 'skill.md', current);
    progress(n, 'execute', 'step.execute');
    const ran = await exec.runText(executeJob(current, o.task.text, lang, n));
    if (ran.status === 'failed') {
      report.failure = failureOf(ran, 'execute', n);
      break;
    }
    await writeVersionFile(o.dir, n, 'result.md', ran.value);
    await o.pauseAt?.('executed', n);
    progress(n, 'evaluate', 'step.evaluate');
    const judged = await exec.runJson(judgeJob(o.benchmark, o.task.text, ran.value, lang, n));
    if (judged.status === 'failed') {
      report.failure = failureOf(judged, 'evaluate', n);
      break;
    }
    const dims = dimensionScores(o.benchmark, judged.value);
    const score = weightedScore(dims);
    const record: IterationRecord = {
      iteration: n,
      version,
      skillText: current,
      result: ran.value,
      score,
      passed: score >= o.threshold,
      dimensions: dims,
      summary: judged.value.summary,
      analysis: null,
      locations: [],
      patch: null,
    };
    if (previous.length) previous[previous.length - 1].nextScore = score;
    const scoreJson: ScoreJson = {
      iteration: n,
      version,
      score,
      threshold: o.threshold,
      passed: record.passed,
      dimensions: dims,
      summary: judged.value.summary,
      judge: { model: o.model.model, context: 'independent' },
    };
    await writeVersionFile(o.dir, n, 'score.json', scoreJson);
    const stop = stopAfter([...report.iterations, record], o.maxIterations);
    let fallback = false;
    if (stop) {
      record.noRewrite = stop === 'passed' ? 'passed' : stop === 'stalled' ? 'stalled' : 'last-iteration';
      report.stop = stop;
    } else {
      progress(n, 'rewrite', 'step.rewrite');
      const weakOf = weakDimensionsOf(dims, o.threshold);
      fallback = weakOf.fallback;
      if (fallback) notice('noWeakBelow70');
      const input = {
        skillText: current,
        version,
        benchmark: o.benchmark,
        dims,
        weak: weakOf.weak,
        task: o.task.text,
        result: ran.value,
        knowhow: o.knowhow?.text,
        previous,
        // Earlier versions compared as if they carried this version's number.
        earlierTexts: texts.slice(0, -1).map((t) => writeVersion(t, o.versionField, version) ?? t),
        maxLength: Math.floor(o.skillText.length * SIZE_CAP),
        lang,
        iteration: n,
      };
      const rewritten = await exec.runJson(rewriteJob(input));
      if (rewritten.status === 'failed') {
        report.iterations.push(record);
        await writeVersionFile(o.dir, n, 'analysis.md', analysisMarkdown(record, o.threshold, o.locale));
        report.failure = failureOf(rewritten, 'rewrite', n);
        break;
      }
      const v = rewritten.value;
      const applied = rewrittenText(input, v);
      if ('problem' in applied) throw new Error(`rewrite reply passed its check but does not apply: ${applied.problem}`);
      const newVersion = bumpVersion(version, v.versionBump);
      const newText = writeVersion(applied.text, o.versionField, newVersion) ?? applied.text;
      record.locations = v.weakDimensions.map((w) => ({
        dimension: w.dimension,
        file: o.skillFileName,
        line: lineOfQuote(current, w.quote) ?? 1,
        quote: w.quote,
      }));
      record.analysis = {
        weakDimensions: v.weakDimensions.map((w, i) => ({
          dimension: w.dimension,
          currentScore: dims.find((d) => d.name === w.dimension)?.score ?? 0,
          rootCause: `${o.skillFileName}:${record.locations[i].line} — ${w.rootCause}`,
          improvement: w.improvement,
        })),
        overallStrategy: v.overallStrategy,
      };
      record.patch = { versionBump: v.versionBump, newVersion, newSkillPrompt: newText, changeDescription: v.changeDescription, reasoning: v.reasoning };
      previous.push({ iteration: n, version, score, strategy: v.overallStrategy, changeDescription: v.changeDescription });
    }
    report.iterations.push(record);
    await writeVersionFile(o.dir, n, 'analysis.md', analysisMarkdown(record, o.threshold, o.locale, fallback));
    report.usage = meter.toJSON();
    await log();
    o.onEvent?.({ type: 'iteration', record, threshold: o.threshold, previousText: current });
    await o.pauseAt?.('recorded', n);
    if (stop) break;
    current = record.patch!.newSkillPrompt;
    version = record.patch!.newVersion;
  }

  report.usage = meter.toJSON();
  if (report.failure) {
    await log(stopLine(report, o.locale), replacementLine(report, o.locale));
    return report;
  }
  report.best = report.stop === 'passed' ? report.iterations[report.iterations.length - 1] : bestOf(report.iterations);
  report.replacement = await decideReplacement(o, report, now);
  await log(stopLine(report, o.locale), replacementLine(report, o.locale));
  return report;
}

async function decideReplacement(o: EvolveOptions, report: EvolveReport, now: () => Date): Promise<Replacement> {
  const best = report.best!;
  if (best.skillText === o.skillText) return { state: 'unchanged', why: 'original-best' };
  const git = await inGitRepo(o.dir);
  const scores = report.iterations.map((r) => `v${r.iteration} ${r.score}`).join(', ');
  const stop = { en: stopLine(report, 'en'), zh: stopLine(report, 'zh-CN') };
  const safety = text(git ? 'replace.safetyGit' : 'replace.safetyBak');
  let choice: string;
  try {
    choice = await o.approver.ask(
      {
        id: `evolve-replace:${o.skill}:v${best.iteration}`,
        kind: 'evolve-replace',
        level: 'checkpoint',
        phase: '3',
        skill: o.skill,
        title: text('replace.title', { version: best.version }),
        body: {
          en: evolveSay('en', 'replace.body', { stop: stop.en, scores, safety: safety.en }),
          zh: evolveSay('zh-CN', 'replace.body', { stop: stop.zh, scores, safety: safety.zh }),
        },
        choices: [
          { id: 'replace', label: text('choice.replace') },
          { id: 'keep', label: text('choice.keep') },
        ],
        defaultChoice: 'replace',
        diff: unifiedDiff(o.skillText, best.skillText, o.skillFileName),
      },
      o.signal,
    );
  } catch (e) {
    if (e instanceof NoAnswerError) return { state: 'unchanged', why: 'unanswered' };
    throw e;
  }
  if (choice !== 'replace') return { state: 'unchanged', why: 'declined' };
  o.onEvent?.({ type: 'progress', iteration: best.iteration, step: 'replace', message: text('step.replace', { version: best.version }) });
  try {
    const done = await replaceSkill({
      dir: o.dir,
      fileName: o.skillFileName,
      skill: o.skill,
      oldText: o.skillText,
      newText: best.skillText,
      version: best.version,
      score: best.score,
      now,
      pause: o.pauseAt ? (p) => o.pauseAt!(p, best.iteration) : undefined,
    });
    return { state: 'replaced', version: best.version, ...done };
  } catch (e) {
    report.failure = { code: 'write-failed', step: 'replace', iteration: best.iteration, detail: (e as Error).message };
    return { state: 'unchanged', why: 'error' };
  }
}
