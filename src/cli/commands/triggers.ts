/**
 * `luban triggers SKILL_DIR… [--queries FILE] [--format text|json] [--provider none|openai|anthropic
 * --model M --base-url URL] [--budget CALLS] [--yes] [--concurrency N] [--timeout S]` (docs/features.md E4).
 *
 * Would an agent choosing by description load the right skill? For each skill, queries
 * that should and should not load it — from `--queries FILE`, else kept from an earlier run
 * in `<skill>/.luban/trigger-queries.json`, else written by the model from SKILL.md (and
 * kept there) — and for each query one model call that sees the skill and its siblings
 * (by name and description) and picks one. Precision, recall, the siblings chosen in its
 * place, and the static description overlap (no model).
 *
 * Cost plan first, on stderr; without a terminal it refuses unless `--yes` or `--budget`
 * is given, like `score`. With no model: the static overlap only, precision and recall
 * "not scored". Exit 0; 1 when an evaluated skill's precision or recall is under
 * `--min-precision` / `--min-recall` (default 0.8) or its description overlaps a sibling's
 * at 70 % or more; 2 for usage and I/O errors (a bad queries file names its line),
 * a refused plan, or a cancel.
 */
import { withCancellation } from '../cancel.ts';
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { type Command, Option } from 'commander';
import { openModelSession } from '../../core/api/model-session.ts';
import { maxCalls, shortCount, type CostPlan } from '../../core/api/models.ts';
import { localTable, t, type Locale } from '../../core/api/base.ts';
import type { ProviderChoice } from '../../core/api/models.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { discoverSkills } from '../../core/api/skill.ts';
import { loadSkill } from '../../core/api/skill.ts';
import { readTriggerQueriesFile, TRIGGER_QUERIES_FILE, writeSavedQueries, type QueriesProblem } from '../../core/api/formats.ts';
import { DEFAULT_PER_KIND, evaluateTriggers, planTriggers, type GivenQueries, type TriggerOptions, type TriggerReport } from '../../core/api/triggers.ts';
import { buildPool } from '../../core/api/triggers.ts';
import { assignQueries, ownQueries } from '../../core/api/triggers.ts';
import { triggersJson, triggersText } from '../format/triggers.ts';
import { addModelOptions, resolveModel, timeoutMsOf, type ModelFlags } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, type CliIO } from '../io.ts';
import { askPlanConsent } from '../consent.ts';
import { displayDirFor, resolveLocale } from './scan.ts';

const M = {
  plan: {
    en: 'Trigger evaluation plan (model {model}):\n  {calls} model calls ({cached} more answered by the cache), about {input} input + {output} output tokens\n',
    zh: '触发评测计划（模型 {model}）：\n  将调用模型 {calls} 次（缓存命中 {cached} 次不计），估计输入 ~{input} tokens、输出 ~{output} tokens\n',
  },
  planRepair: {
    en: '  plus one repair call per JSON reply that fails validation (at most {n})\n',
    zh: '  每个 JSON 回复无效时最多再补一次修复调用（最多 {n} 次）\n',
  },
  planEstimate: { en: '  token counts are estimates (±30%)\n', zh: '  token 数为估算值（±30%）\n' },
  planFree: { en: 'The judge cache answers everything: no model call needed.', zh: '评委缓存已覆盖全部调用：无需调用模型。' },
  declined: { en: 'Not run: declined. Description overlap only.', zh: '未运行：已拒绝。只给出描述重合检查。' },
  budgetShort: {
    en: 'The plan needs up to {max} calls but the budget is {n}: expect a partial result.',
    zh: '计划最多需要 {max} 次调用，但预算只有 {n} 次：结果将是部分结果。',
  },
  keyFrom: { en: 'API key from {var}', zh: 'API key 取自 {var}' },
  retry: { en: '  {label}: {error} — retrying in {s} s', zh: '  {label}：{error}——{s} 秒后重试' },
  progress: { en: '  … {label}', zh: '  … {label}' },
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  badBudget: { en: '--budget must be a whole number ≥ 0, got "{v}"', zh: '--budget 必须是 ≥0 的整数，收到 "{v}"' },
  badConcurrency: { en: '--concurrency must be a whole number ≥ 1, got "{v}"', zh: '--concurrency 必须是 ≥1 的整数，收到 "{v}"' },
  badCount: { en: '--count must be a whole number from 1 to 20, got "{v}"', zh: '--count 必须是 1 到 20 的整数，收到 "{v}"' },
  badRatio: { en: '{flag} must be a number from 0 to 1, got "{v}"', zh: '{flag} 必须是 0 到 1 之间的数，收到 "{v}"' },
  badQueries: { en: 'the queries file {file} cannot be used:\n{problems}', zh: '查询文件 {file} 无法使用：\n{problems}' },
  missingQueries: { en: 'the queries file {file} does not exist', zh: '查询文件 {file} 不存在' },
  badSaved: {
    en: 'the kept queries {file} cannot be used (pass --regenerate to write new ones; the old file is backed up first):\n{problems}',
    zh: '保存的查询 {file} 无法使用（加 --regenerate 重新生成；旧文件会先备份）：\n{problems}',
  },
  skipped: {
    en: 'note: {n} queries of {file} are about skills not evaluated this run: skipped',
    zh: '注意：{file} 中有 {n} 条查询属于本次未评测的技能：已跳过',
  },
  wrote: {
    en: 'kept the generated queries in {file} (a re-run reads them; --regenerate writes new ones)',
    zh: '已把生成的查询保存到 {file}（再次运行直接读取；--regenerate 重新生成）',
  },
  backedUp: { en: 'the earlier queries were backed up to {file}', zh: '此前的查询已备份到 {file}' },
  writeFailed: { en: 'could not write {file}: {detail}', zh: '无法写入 {file}：{detail}' },
  cancelled: { en: 'cancelled', zh: '已取消' },
  cacheWarn: { en: 'warning: {w}', zh: '警告：{w}' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

interface TriggersCliOptions extends ModelFlags {
  queries?: string;
  count?: string;
  regenerate?: boolean;
  write: boolean;
  format: 'text' | 'json';
  budget?: string;
  yes?: boolean;
  concurrency?: string;
  timeout?: string;
  cacheDir?: string;
  cache: boolean;
  minPrecision?: string;
  minRecall?: string;
  config?: string;
  locale?: string;
  provider?: ProviderChoice;
}

export const DEFAULT_MIN_RATIO = 0.8;

function wholeNumber(v: string | undefined, min: number, max: number): number | undefined | false {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v.trim())) return false;
  const n = Number(v);
  return n >= min && n <= max ? n : false;
}

function ratioOption(v: string | undefined, flag: string, locale: Locale): number {
  if (v === undefined) return DEFAULT_MIN_RATIO;
  const n = Number(v);
  if (!v.trim() || !Number.isFinite(n) || n < 0 || n > 1) throw new CliError(say(locale, 'badRatio', { flag, v }));
  return n;
}

function problemsText(shown: string, problems: readonly QueriesProblem[]): string {
  return problems.map((p) => `  ${shown}:${p.line}: ${p.detail}`).join('\n');
}

function planText(plan: CostPlan, locale: Locale, model: string): string {
  let s = say(locale, 'plan', {
    model,
    calls: plan.calls,
    cached: plan.cachedCalls,
    input: shortCount(plan.inputTokens),
    output: shortCount(plan.outputTokens),
  });
  if (plan.maxRepairCalls) s += say(locale, 'planRepair', { n: plan.maxRepairCalls });
  return s + say(locale, 'planEstimate');
}

/** Exit 1: a scored ratio under its threshold, or a static overlap with a sibling. */
export function triggersExitCode(report: TriggerReport, minPrecision: number, minRecall: number): number {
  const low = report.skills.some(
    (s) => (s.precision !== null && s.precision < minPrecision) || (s.recall !== null && s.recall < minRecall) || s.staticCollisions.length > 0,
  );
  return low ? EXIT_FINDINGS : EXIT_CLEAN;
}

export function registerTriggers(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('triggers')
    .description(
      'Trigger evaluation: would an agent choosing by description load the right skill? Precision, recall and collisions with sibling skills (needs a model; without one, description overlap only)',
    )
    .argument('<skill_dirs...>', 'skill folders, or folders to search for skills; their siblings are the other skills in the same parent folders')
    .option('--queries <file>', 'queries to use instead of generated ones: {"queries": [{"skill": "name", "query": "…", "should_trigger": true}]}')
    .option('--count <n>', `queries of each kind the model writes per skill (default ${DEFAULT_PER_KIND})`)
    .option('--regenerate', 'write new queries even where a skill keeps some in .luban/trigger-queries.json (the old file is backed up)')
    .option('--no-write', 'do not keep the generated queries in <skill>/.luban/trigger-queries.json')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--budget <calls>', 'hard limit on model calls; the run stops cleanly at the limit and the rest is "not scored" (no confirmation asked)')
    .option('-y, --yes', 'accept the cost plan without asking')
    .option('--concurrency <n>', 'model calls in flight at once (default 4; 1 for a local server)')
    .option('--timeout <seconds>', 'time limit per model request attempt (default 120)')
    .option('--cache-dir <dir>', 'judge cache folder (default: the OS cache folder)')
    .option('--no-cache', 'neither read nor write the judge cache')
    .option('--min-precision <ratio>', `exit 1 when a skill's precision is under this (default ${DEFAULT_MIN_RATIO})`)
    .option('--min-recall <ratio>', `exit 1 when a skill's recall is under this (default ${DEFAULT_MIN_RATIO})`)
    .addOption(new Option('--config <file>', 'use this config file instead of the nearest .luban.json / luban.config.json'))
    .addOption(new Option('--locale <locale>', 'language of messages: en | zh-CN (default from LUBAN_LOCALE / LANG)'));
  addModelOptions(cmd).addHelpText(
    'after',
    `\nExit codes: 0 fine; 1 a skill's precision or recall under --min-precision / --min-recall, or its description overlapping a sibling's (≥ 70 %, no model); 2 usage or I/O error (a bad queries file names its line), a refused plan, or a cancel.\nWith --provider none (the default with nothing configured) precision and recall are "not scored".`,
  );
  cmd.action(async (dirs: string[], opts: TriggersCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const err = (text: string) => io.stderr(text.endsWith('\n') ? text : text + '\n');
    // Numbers first: a usage error must not cost anything.
    const budgetLimit = wholeNumber(opts.budget, 0, Number.MAX_SAFE_INTEGER);
    if (budgetLimit === false) throw new CliError(say(locale, 'badBudget', { v: opts.budget ?? '' }));
    const concurrency = wholeNumber(opts.concurrency, 1, 1000);
    if (concurrency === false) throw new CliError(say(locale, 'badConcurrency', { v: opts.concurrency ?? '' }));
    const perKind = wholeNumber(opts.count, 1, 20);
    if (perKind === false) throw new CliError(say(locale, 'badCount', { v: opts.count ?? '' }));
    const minPrecision = ratioOption(opts.minPrecision, '--min-precision', locale);
    const minRecall = ratioOption(opts.minRecall, '--min-recall', locale);
    const timeoutMs = timeoutMsOf(opts.timeout, locale);
    const shown = displayDirFor(io);

    // The skills evaluated, then their siblings.
    const docs = [];
    for (const d of dirs) {
      const abs = path.resolve(io.cwd, d);
      try {
        await fs.stat(abs);
      } catch {
        throw new CliError(t(locale, 'cli.pathMissing', { path: d }));
      }
      const found = await discoverSkills(abs);
      const real = [];
      for (const f of found) {
        const doc = await loadSkill(f);
        if (doc.skillFile) real.push(doc);
      }
      if (!real.length) throw new CliError(say(locale, 'noSkill', { path: d }));
      docs.push(...real);
    }
    const pool = await buildPool(docs);

    // Queries at hand: the file given, else what each skill kept from an earlier run.
    const given = new Map<string, GivenQueries>();
    if (opts.queries) {
      const file = path.resolve(io.cwd, opts.queries);
      const read = await readTriggerQueriesFile(file);
      if (read.status === 'missing') throw new CliError(say(locale, 'missingQueries', { file: opts.queries }));
      if (read.status === 'invalid') throw new CliError(say(locale, 'badQueries', { file: opts.queries, problems: problemsText(opts.queries, read.problems) }));
      const assigned = assignQueries(read.entries, file, pool);
      if (assigned.problems.length)
        throw new CliError(say(locale, 'badQueries', { file: opts.queries, problems: problemsText(opts.queries, assigned.problems) }));
      if (assigned.skipped) err(say(locale, 'skipped', { n: assigned.skipped, file: opts.queries }));
      for (const [k, v] of assigned.given) given.set(k, v);
    } else if (!opts.regenerate) {
      for (const s of pool.targets) {
        const file = path.join(s.dir, TRIGGER_QUERIES_FILE);
        const read = await readTriggerQueriesFile(file);
        if (read.status === 'invalid') throw new CliError(say(locale, 'badSaved', { file: shown(file), problems: problemsText(shown(file), read.problems) }));
        if (read.status === 'ok') given.set(s.dir, ownQueries(read.entries, file));
      }
    }

    const first = pool.targets[0].dir;
    const resolved = await resolveModel(opts, {
      start: first,
      configFile: opts.config ? path.resolve(io.cwd, opts.config) : undefined,
      env: io.env,
      locale,
      http: {
        timeoutMs,
        onRetry: ({ delayMs, error }) => err(say(locale, 'retry', { label: opts.model ?? '', error: error.message, s: (delayMs / 1000).toFixed(1) })),
      },
    });
    const session = openModelSession({ ...resolved, cache: opts.cache, cacheDir: opts.cacheDir, cwd: io.cwd, env: io.env, budget: budgetLimit, concurrency });
    let model = session.model;
    const { cache } = session;
    const base: TriggerOptions = { model, cache, given, onlyGiven: Boolean(opts.queries), perKind, concurrency: session.concurrency };

    if (model) {
      const plan = await planTriggers(pool, base);
      if (plan.calls === 0) err(say(locale, 'planFree'));
      else {
        const consent = await askPlanConsent(io, {
          command: 'triggers',
          locale,
          write: err,
          plan: [planText(plan, locale, model.id) + (session.keySource ? `  ${say(locale, 'keyFrom', { var: session.keySource })}\n` : '')],
          cost: plan,
          upTo: maxCalls(plan),
          yes: opts.yes,
          budget: budgetLimit,
          budgetShort: M.budgetShort,
          declined: say(locale, 'declined'),
          setExit,
        });
        if (consent === 'refused') return;
        if (consent === 'declined') model = undefined;
      }
    }

    // Run, cancellable with Ctrl-C (or the injected signal in tests).
    const { value: report, cancelled } = await withCancellation(io.signal, model !== undefined, (signal) =>
      evaluateTriggers(pool, {
        ...base,
        model,
        cache: model ? cache : undefined,
        budget: session.budget,
        signal,
        onProgress: io.isTTY ? (p) => (p.type === 'call' ? err(say(locale, 'progress', { label: p.label })) : undefined) : undefined,
      }),
    );

    // Generated queries are kept (atomically, the old file backed up) so that a re-run asks for none.
    const wrote: string[] = [];
    if (opts.write && model)
      for (const s of report.skills) {
        if (s.source !== 'generated' || !s.generated) continue;
        const file = path.join(s.skill.dir, TRIGGER_QUERIES_FILE);
        try {
          const w = await writeSavedQueries(s.skill.dir, {
            skill: s.skill.name,
            shouldTrigger: s.generated.should_trigger,
            shouldNotTrigger: s.generated.should_not_trigger,
            model: model.id,
          });
          wrote.push(shown(w.path));
          err(say(locale, 'wrote', { file: shown(w.path) }));
          if (w.backupPath) err(say(locale, 'backedUp', { file: shown(w.backupPath) }));
        } catch (e) {
          err(say(locale, 'writeFailed', { file: shown(file), detail: (e as NodeJS.ErrnoException).code ?? (e as Error).message }));
        }
      }
    for (const w of cache?.warnings ?? []) err(say(locale, 'cacheWarn', { w }));

    if (opts.format === 'json') io.stdout(JSON.stringify(triggersJson(report, shown, { thresholds: { minPrecision, minRecall }, wrote }), null, 2) + '\n');
    else io.stdout(triggersText(report, locale, shown));
    if (cancelled) {
      err(say(locale, 'cancelled'));
      setExit(EXIT_USAGE);
    } else setExit(triggersExitCode(report, minPrecision, minRecall));
  });
}
