/**
 * `luban regress SKILL_DIR… [--base REV] [--behavioural] [--format text|json] [--budget N]
 * [--yes] [--no-write] [--provider P --model M --base-url URL]` (docs/features.md E2, §9).
 *
 * Deterministic cases always run (no model). Behavioural cases run only with
 * --behavioural and a model: the cost plan is shown first and asked on a terminal,
 * unless --yes or --budget is given; without a terminal and without either it refuses
 * (exit 2). Exit 1 when a case fails, 2 on usage or I/O errors, else 0.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { type Command, Option } from 'commander';
import { openModelSession } from '../../core/api/model-session.ts';
import { formatPlan, maxCalls } from '../../core/api/models.ts';
import { BaseError, documentAtRevision } from '../../core/api/lifecycle.ts';
import { sayMuse } from '../../core/api/lifecycle.ts';
import { regressJson, regressText } from '../../core/api/lifecycle.ts';
import { NoSkillError, planRegression, regress, type RegressRun } from '../../core/api/lifecycle.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import { VERSION } from '../../core/api/base.ts';
import { discoverSkills, PathNotFoundError } from '../../core/api/skill.ts';
import { addModelOptions, resolveModel } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { askCostConsent, parseBudgetFlag } from '../consent.ts';
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
    const budgetLimit = parseBudgetFlag(opts.budget, (v) => sayMuse(locale, 'badBudget', { v }));
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
    const session = openModelSession({ model, cache: opts.cache, cacheDir: opts.cacheDir, cwd: io.cwd, env: io.env, budget: budgetLimit });
    const { cache } = session;
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

    // The cost plan before any model call (docs/features.md C9), for all skills together.
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
        const consent = await askCostConsent(io, {
          write: err,
          plan: [
            sayMuse(locale, 'planTitle', { n: plans.reduce((a, p) => a + p.behavioural, 0) }),
            ...plans.filter((p) => p.plan.calls).map((p) => formatPlan(p.plan, locale, model.id)),
          ],
          yes: opts.yes,
          budget: budgetLimit,
          budgetNotes: budgetLimit === undefined ? [] : [sayMuse(locale, 'budget', { n: budgetLimit })],
          question: sayMuse(locale, 'askProceed'),
          declined: sayMuse(locale, 'declined'),
          refusal: sayMuse(locale, 'refuse', { calls: upTo }),
          setExit,
        });
        if (consent === 'refused') return;
        if (consent === 'declined') runBehavioural = false;
      }
    }

    const { budget } = session;
    const runs: RegressRun[] = [];
    for (const s of skills) {
      try {
        runs.push(
          await regress(s, {
            trigger: 'cli',
            behavioural: runBehavioural || Boolean(opts.behavioural && !model),
            model: runBehavioural ? model : undefined,
            budget,
            cache,
            base: bases.get(s),
            write: opts.write,
            signal: io.signal,
          }),
        );
      } catch (e) {
        if (e instanceof NoSkillError) throw new CliError(sayMuse(locale, 'noSkill', { path: shown(s) }));
        throw e;
      }
    }
    if (opts.format === 'json')
      io.stdout(
        JSON.stringify(
          {
            tool: { name: 'luban', version: VERSION },
            // --no-write: said in the report too, so a script never reads `added` as written.
            write: opts.write,
            skills: runs.map((r) => regressJson(r, shown(r.dir))),
          },
          null,
          2,
        ) + '\n',
      );
    else io.stdout(runs.map((r) => regressText(r, locale, shown(r.dir), opts.write)).join('\n'));
    setExit(runs.some((r) => r.counts.fail > 0) ? EXIT_FINDINGS : EXIT_CLEAN);
  });
}
