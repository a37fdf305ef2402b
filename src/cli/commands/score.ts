/**
 * `luban score SKILL_DIR --mode quick|full --provider none|openai|anthropic --model M
 * --base-url URL --budget N --yes --format text|json` (docs/features.md §9, C1–C9).
 *
 * With provider `none` (the default when nothing is configured) it prints the static
 * scorecard: judged dimensions `null`, "not scored". With a model it first plans the
 * calls (the cache answers what it can), prints the plan, and asks on a terminal —
 * unless `--yes` or `--budget` is given. Without a terminal and without either flag
 * it refuses (exit 2) rather than spend a quota unasked. Ctrl-C cancels cleanly with
 * a partial result. Keys come only from the environment.
 */
import { withCancellation } from '../cancel.ts';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { type Command, Option } from 'commander';
import pc from 'picocolors';
import { openModelSession } from '../../core/api/model-session.ts';
import { formatPlan, maxCalls } from '../../core/api/models.ts';
import { localTable } from '../../core/api/base.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import type { ResultsRow } from '../../core/api/rules.ts';
import { modelFailureLine, toScorecardJson, toScorecardText } from '../../core/api/score.ts';
import { BASELINE_SKILL_PATH } from '../../core/api/score.ts';
import { readResultsTsv } from '../../core/api/formats.ts';
import { writeFileAtomic } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { addModelOptions, resolveModel, timeoutMsOf } from '../model-options.ts';
import { toJsonSecurity } from '../../frontend/report/json.ts';
import { securityLine } from '../../frontend/report/security.ts';
import { CliError, EXIT_CLEAN, EXIT_USAGE, type CliIO } from '../io.ts';
import { askPlanConsent, parseBudgetFlag } from '../consent.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

/** The command's I/O: CliIO with its optional question, terminal and cancel hooks. */
export type ScoreIO = CliIO;

const M = {
  plan: { en: 'The judge cache answers everything: no model call needed.', zh: '评委缓存已覆盖全部评分：无需调用模型。' },
  declined: { en: 'Not run: declined. Form checks only.', zh: '未运行：已拒绝。只给出形式检查。' },
  budgetShort: {
    en: 'The plan needs up to {max} calls but the budget is {n}: expect a partial scorecard.',
    zh: '计划最多需要 {max} 次调用，但预算只有 {n} 次：结果将是部分评分。',
  },
  keyFrom: { en: 'API key from {var}', zh: 'API key 取自 {var}' },
  retry: { en: '  {label}: {error} — retrying in {s} s', zh: '  {label}：{error}——{s} 秒后重试' },
  progress: { en: '  … {label}', zh: '  … {label}' },
  oneSkill: { en: 'score takes one skill folder; {path} holds {n} skills', zh: 'score 只接受一个技能目录；{path} 下有 {n} 个技能' },
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  badConcurrency: { en: '--concurrency must be a whole number ≥ 1, got "{v}"', zh: '--concurrency 必须是 ≥1 的整数，收到 "{v}"' },
  writeFailed: { en: 'could not write {file}: {detail}', zh: '无法写入 {file}：{detail}' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  notScored: { en: 'not scored: no judged dimension was answered', zh: '未评分：没有任何需评委的维度得到回答' },
  cacheWarn: { en: 'warning: {w}', zh: '警告：{w}' },
  resultsCorrupt: {
    en: 'note: results.tsv could not be read ({detail}); heterogeneous-judge triggers assume no revert history',
    zh: '注意：无法读取 results.tsv（{detail}）；异质评委触发条件按无 revert 历史处理',
  },
} satisfies Record<string, LocalisedText>;

const say = localTable(M);

interface ScoreCliOptions extends CommonScanOptions {
  mode: 'quick' | 'full';
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
  budget?: string;
  yes?: boolean;
  format: 'text' | 'json';
  cacheDir?: string;
  cache: boolean;
  write: boolean;
  writeBaseline?: boolean;
  timeout?: string;
  concurrency?: string;
}

export function registerScore(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const sio = io as ScoreIO;
  const cmd = program
    .command('score')
    .description('Score one skill on the 10-dimension rubric; judged dimensions need a model (--provider, --model)')
    .argument('<skill_dir>', 'the skill folder (holding SKILL.md)')
    .addOption(
      new Option('--mode <mode>', 'quick: 1 judge, dry-run dim8; full: 2 judges (median), full_test dim8, multi-role review')
        .choices(['quick', 'full'])
        .default('quick'),
    )
    .option('--budget <calls>', 'hard limit on model calls; the run stops cleanly at the limit (no confirmation asked)')
    .option('-y, --yes', 'accept the cost plan without asking')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--cache-dir <dir>', 'judge cache folder (default: the OS cache folder; e.g. .luban-cache)')
    .option('--no-cache', 'neither read nor write the judge cache')
    .option('--no-write', 'do not write the generated test-prompts.json into the skill')
    .option('--write-baseline', 'also write the generated consumer baseline skill to references/baseline-skill.md (Full)')
    .option('--timeout <seconds>', 'time limit per model request attempt (default 120)')
    .option('--concurrency <n>', 'model calls in flight at once (default 4; 1 for a local server)');
  addModelOptions(cmd, 'endpoint, e.g. http://127.0.0.1:11434/v1 (Ollama), https://api.deepseek.com/v1');
  addCommonOptions(cmd).action(async (dir: string, opts: ScoreCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (t: string) => io.stderr(t.endsWith('\n') ? t : t + '\n');

    // Validate numbers first: a usage error must not cost anything.
    const budgetLimit = parseBudgetFlag(opts.budget, (v) => say(locale, 'badBudget', { v }));
    let concurrency: number | undefined;
    if (opts.concurrency !== undefined) {
      if (!/^[1-9]\d*$/.test(opts.concurrency.trim())) throw new CliError(say(locale, 'badConcurrency', { v: opts.concurrency }));
      concurrency = Number(opts.concurrency);
    }
    const timeoutMs = timeoutMsOf(opts.timeout, locale);

    const results = await runScan([dir], opts, io);
    if (results.length === 0) throw new CliError(say(locale, 'noSkill', { path: dir }));
    if (results.length > 1) throw new CliError(say(locale, 'oneSkill', { path: dir, n: results.length }));
    const scan = results[0];
    const skillDir = scan.doc.dir;
    const shown = displayDirFor(io)(skillDir);

    // Model settings: flags, then the config file's defaults (never a key), then none.
    const { settings, model } = await resolveModel(opts, {
      start: skillDir,
      configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined,
      env: io.env,
      locale,
      http: {
        timeoutMs,
        onRetry: ({ delayMs, error }) => err(say(locale, 'retry', { label: settings.model ?? '', error: error.message, s: (delayMs / 1000).toFixed(1) })),
      },
    });

    let resultsRows: ResultsRow[] = [];
    if (model && opts.mode === 'full') {
      const rf = await readResultsTsv(skillDir);
      if (rf.corrupt) err(say(locale, 'resultsCorrupt', { detail: rf.problems[0]?.detail ?? '' }));
      resultsRows = rf.rows;
    }
    // --concurrency, else the core's rule (one at a time for a server on this machine).
    const session = openModelSession({
      model,
      settings,
      cache: opts.cache,
      cacheDir: opts.cacheDir,
      cwd: io.cwd,
      env: io.env,
      budget: budgetLimit,
      concurrency,
    });
    const { cache } = session;
    const scoreOpts = { mode: opts.mode, model, cache, results: resultsRows, concurrency: session.concurrency };

    // The security verdict stands beside the total, whatever the points (docs/features.md B5a).
    const emit = (card: Parameters<typeof toScorecardText>[0]) => {
      if (opts.format === 'json') io.stdout(JSON.stringify({ ...toScorecardJson(card), security: toJsonSecurity(scan.findings) }, null, 2) + '\n');
      else io.stdout(toScorecardText(card, locale, { besideTotal: securityLine(scan.findings, locale, pc.createColors(io.isTTY)) }));
    };

    // Loaded on use: the judges stay out of every other command's start-up.
    const { planScore, scoreSkill } = await import('../../core/api/score.ts');
    if (model) {
      const plan = await planScore(scan, scoreOpts);
      const upTo = maxCalls(plan);
      if (plan.calls + plan.conditionalCalls === 0) {
        err(say(locale, 'plan'));
      } else {
        const consent = await askPlanConsent(sio, {
          command: 'score',
          locale,
          write: err,
          plan: [formatPlan(plan, locale, `${model.id}`) + (session.keySource ? `  ${say(locale, 'keyFrom', { var: session.keySource })}\n` : '')],
          cost: plan,
          upTo,
          yes: opts.yes,
          budget: budgetLimit,
          budgetShort: M.budgetShort,
          declined: say(locale, 'declined'),
          setExit,
        });
        if (consent === 'refused') return;
        if (consent === 'declined') {
          const staticRun = await scoreSkill(scan, shown, { mode: opts.mode });
          emit(staticRun.card);
          setExit(EXIT_CLEAN);
          return;
        }
      }
    }

    // Run, cancellable with Ctrl-C (or the injected signal in tests).
    const { value: run } = await withCancellation(sio.signal, model !== undefined, (signal) =>
      scoreSkill(scan, shown, {
        ...scoreOpts,
        budget: session.budget,
        signal,
        onProgress: io.isTTY ? (p) => (p.type === 'call' ? err(say(locale, 'progress', { label: p.label })) : undefined) : undefined,
      }),
    );

    // Artefacts (generated test prompts, consumer baseline skill): atomic writes, never over an existing file.
    const wrote: string[] = [];
    if (opts.write && run.evaluation) {
      for (const a of run.evaluation.artefacts) {
        // The baseline skill is kept in the judge cache unless asked for: a file Luban adds
        // under references/ would count as unreferenced for Distill and change the score.
        if (a.path === BASELINE_SKILL_PATH && !opts.writeBaseline) continue;
        const target = path.join(skillDir, a.path);
        try {
          await fs.access(target);
          continue; // appeared meanwhile: never overwrite
        } catch {
          /* absent: write it */
        }
        try {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await writeFileAtomic(target, a.content);
          wrote.push(a.path);
        } catch (e) {
          err(say(locale, 'writeFailed', { file: a.path, detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
        }
      }
    }
    if (wrote.length) run.card.wrote = wrote;
    for (const w of cache?.warnings ?? []) err(say(locale, 'cacheWarn', { w }));
    emit(run.card);
    if (run.card.stopped === 'cancelled') {
      err(say(locale, 'cancelled'));
      setExit(EXIT_USAGE);
    } else if (model && run.card.total === null) {
      // docs/features.md D9: a model was asked and no judged part answered — "not scored", an I/O failure (§9: exit 2).
      // The text card already says why; JSON readers get the sentence on stderr.
      if (opts.format === 'json') err(modelFailureLine(run.card, locale) ?? say(locale, 'notScored'));
      setExit(EXIT_USAGE);
    } else setExit(EXIT_CLEAN);
  });
}
