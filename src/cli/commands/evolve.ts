/**
 * `luban evolve SKILL_DIR --benchmark benchmark.md [--knowhow knowhow.md] --task TEXT|@FILE
 * [--threshold 90] [--max-iterations 10] [--yes] [--budget N] [--timeout S]
 * [--provider P --model M --base-url URL] [--format text|json]` (docs/features.md F1–F4, seed 002).
 *
 * Runs the evolving loop over core/evolve: execute the task with the skill → judge the
 * result against benchmark.md → analyse and rewrite the weak parts → repeat; every
 * iteration kept in evolve/v{N}/. The cost plan (docs/features.md C9) is printed before any request
 * and asked on a terminal; `--yes` or `--budget N` accept it unasked, and without a
 * terminal and either flag the run refuses (exit 2). The kept version replaces SKILL.md
 * only after the 🔴 CHECKPOINT is answered (on a terminal, or `--yes`, which the person
 * gives on the command line); without an answer SKILL.md stays as it was.
 *
 * Text output ends with the seed's `[RESULT: DONE]` / `[RESULT: ERROR]` block; `--format
 * json` prints the seed's final object with the per-iteration objects in `iterations`.
 *
 * Exit codes: 0 passed; 1 not passed (max iterations or stalled, the best version kept)
 * or the run could not score (no model, an unreadable reply, a spent budget); 2 usage
 * (a threshold below 90, an unreadable benchmark.md …), an unanswered question, or cancelled.
 */
import path from 'node:path';
import { withCancellation } from '../cancel.ts';
import { type Command, Option } from 'commander';
import { openModelSession } from '../../core/api/model-session.ts';
import { loadConfig } from '../../core/api/base.ts';
import { resolveProfile } from '../../core/api/scan.ts';
import { afterWriteJson, afterWriteLines, captureBeforeEdit, regressAfterWrite } from '../../core/api/lifecycle.ts';
import {
  BenchmarkError,
  evolveJson,
  evolveReportText,
  EvolveInputError,
  evolveSay,
  formatEvolvePlan,
  iterationLine,
  parseBenchmark,
  parseMaxIterations,
  parseThreshold,
  planEvolve,
  readInputFile,
  readTask,
  readVersion,
  normaliseVersion,
  START_VERSION,
  stopLine,
  type EvolveEvent,
  type EvolvePausePoint,
  type VersionField,
} from '../../core/api/evolve.ts';
import { localTable, pick, type Locale } from '../../core/api/base.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { Approver } from '../../core/api/loop.ts';
import { discoverSkills, PathNotFoundError } from '../../core/api/skill.ts';
import { loadSkill } from '../../core/api/skill.ts';
import { addModelOptions, resolveModel, timeoutMsOf } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, askOnTerminal, type CliIO } from '../io.ts';
import { askCostConsent, hasTerminal, parseBudgetFlag } from '../consent.ts';
import { cliApprover } from './optimize.ts';
import { displayDirFor, resolveLocale } from './scan.ts';

const M = {
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  oneSkill: { en: 'evolve takes one skill folder; {path} holds {n} skills', zh: 'evolve 只接受一个技能目录；{path} 下有 {n} 个技能' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  refuse: {
    en: 'evolve makes up to {calls} model calls and cannot ask for confirmation (no terminal). Pass --yes to accept the plan, or --budget N to cap the calls.',
    zh: 'evolve 最多调用模型 {calls} 次，但当前不是终端、无法请求确认。请加 --yes 接受计划，或用 --budget N 限制调用次数。',
  },
  askProceed: { en: 'Proceed? [y/N] ', zh: '继续吗？[y/N] ' },
  declined: { en: 'Not started: no request was sent.', zh: '未开始：没有发送任何请求。' },
  cancelled: { en: 'cancelled', zh: '已取消' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

interface EvolveCliOptions {
  benchmark?: string;
  knowhow?: string;
  task?: string;
  threshold?: string;
  maxIterations?: string;
  yes?: boolean;
  budget?: string;
  timeout?: string;
  format: 'text' | 'json';
  locale?: string;
  config?: string;
  cacheDir?: string;
  cache: boolean;
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
}

const PAUSE_POINTS: EvolvePausePoint[] = ['executed', 'recorded', 'pre-replace', 'replaced'];

function usage<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EvolveInputError) throw new CliError(e.message);
    throw e;
  }
}

async function usageAsync<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof EvolveInputError) throw new CliError(e.message);
    throw e;
  }
}

function renderEvent(e: EvolveEvent, locale: Locale, err: (t: string) => void, threshold: number): void {
  if (e.type === 'progress' || e.type === 'notice') err(`${e.type === 'notice' ? '· ' : ''}${pick(e.message, locale)}\n`);
  else err(`  ${iterationLine(e.record, threshold, locale)}\n`);
}

/** The checkpoint (title, body, diff) is shown before it is asked or answered by --yes. */
function shownApprover(inner: Approver, locale: Locale, err: (t: string) => void): Approver {
  return {
    ask(cp, signal) {
      err(`\n🔴 CHECKPOINT ${pick(cp.title, locale)}\n${pick(cp.body, locale)}\n${cp.diff ?? ''}`);
      return inner.ask(cp, signal);
    },
  };
}

async function oneSkill(io: CliIO, dir: string, locale: Locale): Promise<string> {
  let found: string[];
  try {
    found = await discoverSkills(path.resolve(io.cwd, dir));
  } catch (e) {
    if (e instanceof PathNotFoundError) throw new CliError(say(locale, 'notFound', { path: dir }));
    throw e;
  }
  if (!found.length) throw new CliError(say(locale, 'noSkill', { path: dir }));
  if (found.length > 1) throw new CliError(say(locale, 'oneSkill', { path: dir, n: found.length }));
  return found[0];
}

export function registerEvolve(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('evolve')
    .description(
      'Evolve a skill on a real task: execute → judge against benchmark.md → rewrite the weak parts → repeat until the score reaches the threshold (every iteration kept in evolve/v{N}/)',
    )
    .argument('<skill_dir>', 'the skill folder (holding SKILL.md)')
    .option('--benchmark <file>', 'benchmark.md: the dimensions and weights the result is judged on (required)')
    .option('--knowhow <file>', 'knowhow.md: improvement guidance for the rewrite')
    .option('--task <text|@file>', 'the test task, as text or @FILE (required)')
    .option('--threshold <score>', 'pass threshold, 90–100 (default 90; below 90 is refused)')
    .option('--max-iterations <n>', 'maximum iterations (default 10)')
    .option('-y, --yes', 'accept the cost plan and replace SKILL.md with the kept version without asking')
    .option('--budget <calls>', 'hard limit on HTTP requests to the model (retries included); the plan is shown, not asked')
    .option('--timeout <seconds>', 'time limit per model request attempt (default 120)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--locale <locale>', 'en or zh-CN')
    .option('--config <file>', 'configuration file')
    .option('--cache-dir <dir>', 'judge cache folder')
    .option('--no-cache', 'neither read nor write the judge cache');
  addModelOptions(cmd).action(async (dir: string, opts: EvolveCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (t: string) => io.stderr(t);
    // Usage first: a usage error costs nothing and writes nothing.
    const threshold = usage(() => parseThreshold(opts.threshold, locale));
    const maxIterations = usage(() => parseMaxIterations(opts.maxIterations, locale));
    const budgetLimit = parseBudgetFlag(opts.budget, (v) => say(locale, 'badBudget', { v }));
    const timeoutMs = timeoutMsOf(opts.timeout, locale);
    if (!opts.benchmark) throw new CliError(evolveSay(locale, 'readFailed', { file: '--benchmark', detail: 'required' }));
    const benchmarkText = await usageAsync(() => readInputFile(opts.benchmark!, io.cwd, locale));
    let benchmark;
    try {
      benchmark = parseBenchmark(benchmarkText, opts.benchmark);
    } catch (e) {
      if (e instanceof BenchmarkError) throw new CliError(e.localised(locale));
      throw e;
    }
    const knowhow = opts.knowhow ? { file: opts.knowhow, text: await usageAsync(() => readInputFile(opts.knowhow!, io.cwd, locale)) } : undefined;
    const task = await usageAsync(() => readTask(opts.task, io.cwd, locale));
    const skillDir = await oneSkill(io, dir, locale);
    const doc = await loadSkill(skillDir);
    const skillText = doc.skillFile?.text?.text;
    if (!doc.skillFileName || skillText === undefined) throw new CliError(say(locale, 'noSkill', { path: dir }));
    const configFile = opts.config ? path.resolve(io.cwd, opts.config) : undefined;
    const config = await loadConfig(skillDir, configFile).catch(() => ({ config: {} }));
    const versionField: VersionField = resolveProfile(doc, config.config) === 'agentskills' ? 'metadata.version' : 'version';
    const skill = typeof doc.frontmatter?.data?.name === 'string' ? doc.frontmatter.data.name : doc.folderName;

    const { settings, model } = await resolveModel(opts, { start: skillDir, configFile, env: io.env, locale, http: { timeoutMs } });
    const interactive = hasTerminal(io);
    const session = openModelSession({ model, settings, cache: opts.cache, cacheDir: opts.cacheDir, cwd: io.cwd, env: io.env, budget: budgetLimit });
    const { cache } = session;
    if (model) {
      const plan = await planEvolve({ skillText, benchmark, task: task.text, knowhow: knowhow?.text, maxIterations, model, cache });
      const consent = await askCostConsent(io, {
        write: err,
        plan: [formatEvolvePlan(plan, locale, settings.model ?? model.id, budgetLimit)],
        yes: opts.yes,
        budget: budgetLimit,
        question: say(locale, 'askProceed'),
        declined: say(locale, 'declined') + '\n',
        refusal: say(locale, 'refuse', { calls: plan.calls }) + '\n',
        setExit,
      });
      if (consent === 'refused') return;
      if (consent === 'declined') {
        setExit(EXIT_CLEAN);
        return;
      }
    }

    const pauseAt = io.env.LUBAN_TEST_PAUSE_AT;
    // Loaded on use: the loop and git stay out of every other command's start-up.
    const { evolve } = await import('../../core/api/evolve.ts');
    const skillFileName = doc.skillFileName;
    const beforeEdit = await captureBeforeEdit(skillDir, path.join(skillDir, skillFileName));
    const { value: report } = await withCancellation(io.signal, true, (signal) =>
      evolve({
        dir: skillDir,
        skillFileName,
        skill,
        skillText,
        versionField,
        benchmark,
        knowhow,
        task,
        threshold,
        maxIterations,
        model,
        budget: session.budget,
        cache,
        signal,
        approver: shownApprover(
          cliApprover({ yes: Boolean(opts.yes), yesStop: false, interactive, ask: io.ask ?? askOnTerminal, locale, write: err }),
          locale,
          err,
        ),
        locale,
        onEvent: (e) => renderEvent(e, locale, err, threshold),
        pauseAt: pauseAt
          ? async (point, iteration) => {
              const [p, n] = pauseAt.split('@');
              if (!PAUSE_POINTS.includes(p as EvolvePausePoint) || p !== point || (n !== undefined && Number(n) !== iteration)) return;
              process.stderr.write(`LUBAN_PAUSED ${point} ${iteration}\n`);
              await new Promise(() => undefined);
            }
          : undefined,
      }),
    );
    const original = { text: skillText, version: normaliseVersion(readVersion(skillText, versionField)) ?? START_VERSION };
    // MUSE after the edit (seed v2 §七): once the kept version replaced SKILL.md; all cases failing restores it.
    const regression = report.replacement.state === 'replaced' && beforeEdit ? await regressAfterWrite(beforeEdit) : undefined;
    if (opts.format === 'json') {
      const json = {
        ...evolveJson(report, original, report.failure ? stopLine(report, locale) : undefined),
        ...(regression ? { regression: afterWriteJson(regression, skillFileName) } : {}),
      };
      io.stdout(JSON.stringify(json, null, 2) + '\n');
    } else {
      io.stdout(evolveReportText(report, locale, displayDirFor(io)(skillDir)));
      // On stderr: the seed's RESULT block stays the last thing on stdout.
      if (regression) err(afterWriteLines(regression, locale, skillFileName).join('\n') + '\n');
    }
    if (regression?.ran && regression.forcedRollback) {
      setExit(EXIT_FINDINGS);
      return;
    }
    if (report.failure?.code === 'cancelled') {
      err(say(locale, 'cancelled') + '\n');
      setExit(EXIT_USAGE);
      return;
    }
    if (report.replacement.state === 'unchanged' && report.replacement.why === 'unanswered') {
      setExit(EXIT_USAGE);
      return;
    }
    setExit(report.failure ? EXIT_FINDINGS : report.stop === 'passed' ? EXIT_CLEAN : EXIT_FINDINGS);
  });
}
