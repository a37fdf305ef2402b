/**
 * `luban regress SKILL_DIR… [--base REV] [--behavioural] [--format text|json] [--budget N]
 * [--yes] [--no-write] [--provider P --model M --base-url URL]` (SPEC E2, §9).
 *
 * Deterministic cases always run (no model). Behavioural cases run only with
 * --behavioural and a model: the cost plan is shown first and asked on a terminal,
 * unless --yes or --budget is given; without a terminal and without either it refuses
 * (exit 2). Exit 1 when a case fails, 2 on usage or I/O errors, else 0.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { Command, Option } from 'commander';
import { Budget } from '../../core/models/budget.ts';
import { defaultCacheDir, JudgeCache } from '../../core/models/cache.ts';
import { formatPlan, maxCalls } from '../../core/models/plan.ts';
import { BaseError, documentAtRevision } from '../../core/workflows/lifecycle/muse/base.ts';
import { sayMuse } from '../../core/workflows/lifecycle/muse/messages.ts';
import { regressJson, regressText } from '../../core/workflows/lifecycle/muse/report.ts';
import { NoSkillError, planRegression, regress, type RegressRun } from '../../core/workflows/lifecycle/muse/run.ts';
import type { ProviderChoice } from '../../core/models/llm/provider.ts';
import { VERSION } from '../../core/base/version.ts';
import { discoverSkills, PathNotFoundError } from '../../core/skill/discover.ts';
import { addModelOptions, resolveModel } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, askOnTerminal, type CliIO } from '../io.ts';
import { displayDirFor, resolveLocale } from './scan.ts';

interface RegressCliOptions {
  base?: string;
  behavioural?: boolean;
  format: 'text' | 'json';
  budget?: string;
  yes?: boolean;
  write: boolean;
  cache: boolean;
  cacheDir?: string;
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
  config?: string;
  locale?: string;
}

export function registerRegress(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('regress')
    .description('MUSE regression: re-run tests.yaml and 5–10 cases generated from the skill; deterministic cases need no model')
    .argument('<skill_dirs...>', 'skill folders (or folders holding skills)')
    .option('--base <rev>', 'generate the cases from the skill at this git revision (default: the last MUSE snapshot)')
    .option('--behavioural', 'also run the behavioural cases: a model runs the skill and a judge checks the output')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--budget <calls>', 'hard limit on model calls (no confirmation asked)')
    .option('-y, --yes', 'accept the cost plan without asking')
    .option('--no-write', 'write neither tests.yaml nor the regression history')
    .option('--cache-dir <dir>', 'judge cache folder')
    .option('--no-cache', 'neither read nor write the judge cache')
    .option('--config <file>', 'config file for the model defaults')
    .addOption(new Option('--locale <locale>', 'language of messages: en | zh-CN'));
  addModelOptions(cmd).action(async (dirs: string[], opts: RegressCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (t: string) => io.stderr(t.endsWith('\n') ? t : t + '\n');
    let budgetLimit: number | undefined;
    if (opts.budget !== undefined) {
      if (!/^\d+$/.test(opts.budget.trim())) throw new CliError(sayMuse(locale, 'badBudget', { v: opts.budget }));
      budgetLimit = Number(opts.budget);
    }
    const skills: string[] = [];
    for (const d of dirs) {
      const abs = path.resolve(io.cwd, d);
      try {
        await fs.stat(abs);
        const found = await discoverSkills(abs);
        if (!found.length) throw new CliError(sayMuse(locale, 'noSkill', { path: d }));
        skills.push(...found);
      } catch (e) {
        if (e instanceof CliError) throw e;
        if (e instanceof PathNotFoundError || (e as NodeJS.ErrnoException).code === 'ENOENT') throw new CliError(sayMuse(locale, 'noSkill', { path: d }));
        throw e;
      }
    }
    const { model } = opts.behavioural
      ? await resolveModel(opts, { start: skills[0], configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined, env: io.env, locale })
      : { model: undefined };
    const cache = model && opts.cache ? new JudgeCache(opts.cacheDir ? path.resolve(io.cwd, opts.cacheDir) : defaultCacheDir(io.env)) : undefined;
    const shown = displayDirFor(io);

    const bases = new Map<string, Awaited<ReturnType<typeof documentAtRevision>>>();
    if (opts.base) {
      for (const s of skills) {
        try {
          bases.set(s, await documentAtRevision(s, opts.base));
        } catch (e) {
          if (e instanceof BaseError) throw new CliError(sayMuse(locale, 'badBase', { rev: opts.base, detail: e.message }));
          throw e;
        }
      }
    }

    // The cost plan before any model call (SPEC C9), for all skills together.
    let runBehavioural = Boolean(opts.behavioural && model);
    if (runBehavioural && model) {
      let calls = 0;
      let upTo = 0;
      const plans = [];
      for (const s of skills) {
        const p = await planRegression(s, { base: bases.get(s), model, cache });
        plans.push(p);
        calls += p.plan.calls;
        upTo += maxCalls(p.plan);
      }
      if (calls > 0) {
        err(sayMuse(locale, 'planTitle', { n: plans.reduce((a, p) => a + p.behavioural, 0) }));
        for (const p of plans) if (p.plan.calls) err(formatPlan(p.plan, locale, model.id));
        if (budgetLimit !== undefined) err(sayMuse(locale, 'budget', { n: budgetLimit }));
        else if (!opts.yes) {
          const interactive = io.interactive ?? (Boolean(process.stdin.isTTY) && Boolean(process.stderr.isTTY));
          if (!interactive) {
            err(sayMuse(locale, 'refuse', { calls: upTo }));
            setExit(EXIT_USAGE);
            return;
          }
          const answer = await (io.ask ?? askOnTerminal)(sayMuse(locale, 'askProceed'));
          if (!/^\s*(y|yes|是|好|继续)\s*$/i.test(answer)) {
            err(sayMuse(locale, 'declined'));
            runBehavioural = false;
          }
        }
      }
    }

    const budget = new Budget(budgetLimit);
    const runs: RegressRun[] = [];
    for (const s of skills) {
      try {
        runs.push(await regress(s, { trigger: 'cli', behavioural: runBehavioural || Boolean(opts.behavioural && !model), model: runBehavioural ? model : undefined, budget, cache, base: bases.get(s), write: opts.write, signal: io.signal }));
      } catch (e) {
        if (e instanceof NoSkillError) throw new CliError(sayMuse(locale, 'noSkill', { path: shown(s) }));
        throw e;
      }
    }
    if (opts.format === 'json') io.stdout(JSON.stringify({ tool: { name: 'luban', version: VERSION }, skills: runs.map((r) => regressJson(r, shown(r.dir))) }, null, 2) + '\n');
    else io.stdout(runs.map((r) => regressText(r, locale, shown(r.dir))).join('\n'));
    setExit(runs.some((r) => r.counts.fail > 0) ? EXIT_FINDINGS : EXIT_CLEAN);
  });
}
