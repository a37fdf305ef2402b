/**
 * `luban effect <skill_dir> [--trials N] [--allow-check-commands] --provider … --model …
 * [--budget N] [--yes] [--format text|json]` (issue 32 item 4, docs/effect.md): runs the
 * tasks in the skill's tests.yaml with and without the skill and reports pass rates with
 * 95 % intervals and the uplift. The cost plan (2 × tasks × trials calls) comes first and is
 * accepted as `score` accepts its plan. A task's check_command runs only after the person
 * confirms (`--allow-check-commands`, or yes on a terminal); otherwise the task is not run.
 */
import path from 'node:path';
import { type Command, Option } from 'commander';
import { localTable, type LocalisedText } from '../../core/api/base.ts';
import { Budget, formatPlan, maxCalls } from '../../core/api/models.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import { openModelSession } from '../../core/api/model-session.ts';
import { addModelOptions, resolveModel, timeoutMsOf } from '../model-options.ts';
import { askPerson, askPlanConsent, hasTerminal, parseBudgetFlag, YES_ANSWER } from '../consent.ts';
import { withCancellation } from '../cancel.ts';
import { CliError, EXIT_CLEAN, EXIT_USAGE, type CliIO } from '../io.ts';
import { resolveLocale } from './scan.ts';

const M = {
  declined: { en: 'Not run: declined.', zh: '未运行：已拒绝。' },
  budgetShort: {
    en: 'The plan needs up to {max} calls but the budget is {n}: the run will be partial and decide nothing.',
    zh: '计划最多需要 {max} 次调用，但预算只有 {n} 次：结果将不完整，不作任何判定。',
  },
  planHead: {
    en: 'Effect plan: {tasks} task(s) × {trials} trial(s) × 2 (with / without the skill).',
    zh: '实测计划：{tasks} 个任务 × {trials} 次试验 × 2（带 / 不带技能）。',
  },
  askCommands: {
    en: 'tests.yaml asks to run these check commands on the model replies:\n{list}\nRun them? [y/N] ',
    zh: 'tests.yaml 要求对模型回复运行以下检查命令：\n{list}\n运行吗？[y/N] ',
  },
  noModel: {
    en: 'effect needs a model: pass --provider and --model (or set them in the config file)',
    zh: 'effect 需要模型：请传 --provider 和 --model（或在配置文件中设置）',
  },
  badTrials: { en: '--trials must be a whole number from 1 to 1000, got "{v}"', zh: '--trials 必须是 1 到 1000 的整数，收到 "{v}"' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  badTasks: { en: 'tests.yaml cannot be used:\n{detail}', zh: 'tests.yaml 无法使用：\n{detail}' },
  noSkill: { en: 'no SKILL.md in {path}', zh: '{path} 下没有 SKILL.md' },
  cancelled: { en: 'cancelled', zh: '已取消' },
} satisfies Record<string, LocalisedText>;

const say = localTable(M);

interface EffectCliOptions {
  trials?: string;
  allowCheckCommands?: boolean;
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
  budget?: string;
  yes?: boolean;
  format: 'text' | 'json';
  cacheDir?: string;
  cache: boolean;
  timeout?: string;
  config?: string;
  locale?: string;
}

export function registerEffect(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('effect')
    .description("Measure a skill's effect: run tests.yaml's tasks with and without the skill, pass rates with 95% intervals and the uplift")
    .argument('<skill_dir>', 'the skill folder (holding SKILL.md and tests.yaml)')
    .option('--trials <n>', 'trials per task and condition (default 5)')
    .option('--allow-check-commands', "run the tasks' check_command on the replies (your own commands; never run otherwise)")
    .option('--budget <calls>', 'hard limit on model calls; a run cut short is partial and decides nothing')
    .option('-y, --yes', 'accept the cost plan without asking')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--cache-dir <dir>', 'judge cache folder')
    .option('--no-cache', 'neither read nor write the judge cache')
    .option('--timeout <seconds>', 'time limit per model request attempt (default 120)')
    .option('--config <file>', 'config file (default: the nearest luban config)')
    .option('--locale <locale>', 'en | zh-CN');
  addModelOptions(cmd);
  cmd.action(async (dir: string, opts: EffectCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const lang = locale === 'zh-CN' ? 'zh' : 'en';
    const err = (t: string) => io.stderr(t.endsWith('\n') ? t : t + '\n');
    const { DEFAULT_TRIALS, EffectTasksError, effectReportJson, effectReportText, loadEffect, measureEffect, parseTrials, planEffect } = await import(
      '../../core/api/effect.ts'
    );
    const trials = opts.trials === undefined ? DEFAULT_TRIALS : parseTrials(opts.trials);
    if (trials === undefined) throw new CliError(say(locale, 'badTrials', { v: opts.trials ?? '' }));
    const budgetLimit = parseBudgetFlag(opts.budget, (v) => say(locale, 'badBudget', { v }));
    const timeoutMs = timeoutMsOf(opts.timeout, locale);
    const skillDir = path.resolve(io.cwd, dir);
    let setup;
    try {
      setup = await loadEffect(skillDir);
    } catch (e) {
      if (e instanceof EffectTasksError) throw new CliError(say(locale, 'badTasks', { detail: e.message }));
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new CliError(say(locale, 'noSkill', { path: dir }));
      throw e;
    }
    const skill = setup.skillName;
    const emit = (r: Parameters<typeof effectReportText>[0]) =>
      io.stdout(opts.format === 'json' ? JSON.stringify(effectReportJson(r, skill), null, 2) + '\n' : effectReportText(r, skill, lang));
    const { settings, model } = await resolveModel(opts, {
      start: skillDir,
      configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined,
      env: io.env,
      locale,
      http: { timeoutMs },
    });
    if (!setup.tasks.length) {
      emit((await measureEffect(setup, { trials, allowCommands: false }, {})).report);
      setExit(EXIT_CLEAN);
      return;
    }
    if (!model) throw new CliError(say(locale, 'noModel'));
    // Check commands: only the person's explicit yes (flag or terminal) lets them run.
    const commands = setup.tasks.filter((t) => t.check.kind === 'command');
    let allowCommands = Boolean(opts.allowCheckCommands);
    if (commands.length && !allowCommands && hasTerminal(io)) {
      const list = commands.map((t) => `  ${t.id}: ${(t.check as { command: string }).command}`).join('\n');
      allowCommands = YES_ANSWER.test(await askPerson(io, say(locale, 'askCommands', { list })));
    }
    const session = openModelSession({ model, settings, cache: opts.cache, cacheDir: opts.cacheDir, cwd: io.cwd, env: io.env, budget: budgetLimit });
    const runOpts = { trials, allowCommands, concurrency: session.concurrency };
    const plan = await planEffect(setup, runOpts, { model, cache: session.cache, budget: new Budget(budgetLimit) });
    const upTo = maxCalls(plan);
    const ran = setup.tasks.filter((t) => allowCommands || t.check.kind !== 'command').length;
    const consent = await askPlanConsent(io, {
      command: 'effect',
      locale,
      write: err,
      plan: [say(locale, 'planHead', { tasks: ran, trials }), formatPlan(plan, locale, model.id)],
      cost: plan,
      upTo,
      yes: opts.yes,
      budget: budgetLimit,
      budgetShort: M.budgetShort,
      declined: say(locale, 'declined'),
      setExit,
    });
    if (consent !== 'accepted') return;
    const { value } = await withCancellation(io.signal, true, (signal) =>
      measureEffect(setup, runOpts, { model, cache: session.cache, budget: session.budget, signal }),
    );
    emit(value.report);
    if (value.report.stopped === 'cancelled') {
      err(say(locale, 'cancelled'));
      setExit(EXIT_USAGE);
    } else setExit(EXIT_CLEAN);
  });
}
